"""The table's cloth: deep green felt with a vignette and the octagonal inlay where the
towers stand, painted under every table scene.

``theme.apply_look`` rebinds the colours below; ``paint_felt`` reads them when it paints.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient

from .layout import CENTER

INLAY_APOTHEM = 300.0  # the octagonal inlay where the towers stand
FELT_BLEED = 6.0  # felt beyond the table's edges, in scene units

FELT = QColor("#1f5a45")
FELT_DARK = QColor("#0d2f24")
INLAY = QColor("#143f31")
INLAY_EDGE = QColor(217, 166, 46, 70)


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """Deep green cloth with a vignette, and a darker octagonal inlay for the towers."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    centre = QPointF(*CENTER)
    cloth = QRadialGradient(centre, max(rect.width(), rect.height()) * 0.62)
    cloth.setColorAt(0.0, FELT.lighter(112))
    cloth.setColorAt(0.55, FELT)
    cloth.setColorAt(1.0, FELT_DARK)
    painter.fillRect(rect, cloth)
    # Octagon with flat sides toward the seats; the towers stand near its corners.
    radius = INLAY_APOTHEM / math.cos(math.pi / 8)
    corners = [
        QPointF(
            centre.x() + radius * math.cos(math.pi / 8 + i * math.pi / 4),
            centre.y() + radius * math.sin(math.pi / 8 + i * math.pi / 4),
        )
        for i in range(8)
    ]
    octagon = QPolygonF(corners)
    path = QPainterPath()
    path.addPolygon(octagon)
    path.closeSubpath()
    inlay = QRadialGradient(centre, radius)
    inlay.setColorAt(0.0, INLAY.lighter(108))
    inlay.setColorAt(1.0, INLAY.darker(112))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(inlay)
    painter.drawPath(path)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 60), 6.0))
    painter.drawPath(path)
    painter.setPen(QPen(INLAY_EDGE, 1.6))
    painter.drawPath(path)
    inner = QPainterPath()
    scale = (INLAY_APOTHEM - 12) / INLAY_APOTHEM
    inner.addPolygon(QPolygonF([centre + (p - centre) * scale for p in corners]))
    inner.closeSubpath()
    painter.setPen(QPen(QColor(217, 166, 46, 34), 1.0))
    painter.drawPath(inner)
    # Vignette: the cloth darkens toward the edges of the table.
    vignette = QRadialGradient(centre, math.hypot(rect.width(), rect.height()) * 0.55)
    vignette.setColorAt(0.0, QColor(0, 0, 0, 0))
    vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 120))
    painter.fillRect(rect, vignette)
    # A faint sheen across the top of the cloth.
    sheen = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sheen.setColorAt(0.0, QColor(255, 255, 255, 10))
    sheen.setColorAt(0.4, QColor(255, 255, 255, 0))
    painter.fillRect(rect, sheen)
    painter.restore()
