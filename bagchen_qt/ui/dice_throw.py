"""Where dice thrown on the table fly: from near a seat toward the centre, past their
landing spot a little and back (the deal's throw, a union's, the throws for seats)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF

from .animation import keyframes
from .layout import CENTER


def toward_centre(point: tuple[float, float], fraction: float) -> QPointF:
    """The point ``fraction`` of the way from ``point`` to the table's centre."""
    x, y = point
    return QPointF(x + (CENTER[0] - x) * fraction, y + (CENTER[1] - y) * fraction)


def dice_flight(dice: QObject, start: QPointF, land: QPointF, flight_ms: int) -> QAbstractAnimation:
    """The dice's path from ``start`` to ``land``, overshooting it slightly."""
    return keyframes(
        dice,
        b"pos",
        ((0.0, start), (0.7, land + (land - start) * 0.08), (1.0, land)),
        flight_ms,
        QEasingCurve.Type.OutQuad,
    )
