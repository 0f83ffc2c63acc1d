"""Chips: the tokens that change hands on every payment, painted as vectors.

``chip_flight`` puts a payment on a ``Timeline``: a few tokens rise at the payer's
panel, fly in an arc to the payee's panel and vanish there, and the amount floats up
beside the payee. The scene removes the items when the timeline is done.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .animation import Motion, Timeline, keyframes

CHIP_FACE = QColor("#1f8f86")  # turquoise
CHIP_EDGE = QColor("#0f4f4a")
CHIP_STRIPE = QColor("#f4ead2")  # ivory inserts round the rim
CHIP_CORE = QColor("#d9a62e")  # a gold centre
MAX_TOKENS = 6  # a big payment flies as this many tokens; the number says the rest
TOKEN_Z = 600.0


def paint_chip(painter: QPainter, centre: QPointF, radius: float) -> None:
    """One chip seen from above: rim with ivory inserts, turquoise face, gold centre."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(centre + QPointF(radius * 0.08, radius * 0.16), radius, radius)
    painter.setBrush(CHIP_EDGE)
    painter.drawEllipse(centre, radius, radius)
    stripe = QPen(CHIP_STRIPE, radius * 0.22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    painter.setPen(stripe)
    inner = radius * 0.86
    box = QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
    for i in range(6):
        painter.drawArc(box, int((i * 60 + 10) * 16), 22 * 16)
    face = QRadialGradient(centre - QPointF(radius * 0.3, radius * 0.3), radius)
    face.setColorAt(0.0, CHIP_FACE.lighter(135))
    face.setColorAt(1.0, CHIP_FACE)
    painter.setPen(QPen(CHIP_EDGE, max(radius * 0.06, 0.5)))
    painter.setBrush(face)
    painter.drawEllipse(centre, radius * 0.68, radius * 0.68)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CHIP_CORE)
    painter.drawEllipse(centre, radius * 0.26, radius * 0.26)
    painter.restore()


class ChipItem(QGraphicsObject):
    """A single chip token (animatable pos and opacity)."""

    def __init__(self, radius: float = 10.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._radius = radius
        self.setZValue(TOKEN_Z)

    def boundingRect(self) -> QRectF:  # Qt API
        r = self._radius * 1.25
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_chip(painter, QPointF(0, 0), self._radius)


def amount_label(text: str, color: QColor) -> QGraphicsTextItem:
    """A bold "+3" that floats up beside a panel."""
    item = QGraphicsTextItem(text)
    font = QFont("DejaVu Sans", 1)
    font.setPixelSize(22)
    font.setBold(True)
    item.setFont(font)
    item.setDefaultTextColor(color)
    item.setZValue(TOKEN_Z + 1)
    rect = item.boundingRect()
    item.setTransformOriginPoint(rect.center())
    return item


def chip_flight(
    scene: QGraphicsScene, timeline: Timeline, motion: Motion, start: QPointF, end: QPointF, chips: int, at: int
) -> tuple[list[QGraphicsItem], int]:
    """Tokens flying from ``start`` to ``end`` for a payment of ``chips``, from ``at`` ms.

    Returns the items added to the scene (to remove when the timeline is done) and the
    time the payment has landed. Reduced motion shows only the amount at the payee."""
    items: list[QGraphicsItem] = []
    label = amount_label(f"+{chips}", QColor("#ffe28a"))
    rect = label.boundingRect()
    label.setPos(end - QPointF(rect.width() / 2, rect.height() / 2 + 30))
    label.setOpacity(0.0)
    scene.addItem(label)
    items.append(label)
    if motion.reduced:
        fade = motion.ms(160)
        timeline.prop(label, b"opacity", 1.0, fade, at, start=0.0)
        timeline.prop(label, b"opacity", 0.0, fade, at + motion.ms(700))
        return items, at + fade

    flight, stagger = motion.ms(560), motion.ms(70)
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy) or 1.0
    # Bow the path toward the middle of the table (to the left of the direction of travel).
    bow = QPointF(dy / length, -dx / length) * min(length * 0.18, 90.0)
    mid = (start + end) / 2 + bow
    tokens = max(1, min(chips, MAX_TOKENS))
    landed = at
    for i in range(tokens):
        token = ChipItem()
        token.setPos(start)
        token.setOpacity(0.0)
        scene.addItem(token)
        items.append(token)
        t0 = at + i * stagger
        timeline.prop(token, b"opacity", 1.0, motion.ms(90), t0, start=0.0)
        timeline.add(
            keyframes(
                token, b"pos", ((0.0, start), (0.5, mid), (1.0, end)), flight, easing=QEasingCurve.Type.InOutSine
            ),
            t0,
        )
        timeline.prop(token, b"opacity", 0.0, motion.ms(120), t0 + flight - motion.ms(60))
        landed = t0 + flight
    timeline.prop(label, b"opacity", 1.0, motion.ms(120), landed - motion.ms(100), start=0.0)
    timeline.prop(label, b"pos", label.pos() - QPointF(0, 22), motion.ms(700), landed - motion.ms(100))
    timeline.prop(label, b"opacity", 0.0, motion.ms(200), landed + motion.ms(500))
    return items, landed
