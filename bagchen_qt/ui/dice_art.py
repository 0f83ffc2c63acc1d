"""Chinese dice, painted as vectors: ivory cubes whose one and four are red.

On Chinese dice the one is a single large red pip and the four is red; every other
face is inked dark (the same convention the dominoes inherit, see ``tileart``). Like the
tiles, dice are painted once per look and device transform and then copied from
``tileart``'s image cache.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Property, QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import tileart
from .tileart import PipColor


@dataclass(frozen=True)
class DiePip:
    """A pip on a die face: x and y from 0 to 1 across the face, radius a fraction of it."""

    x: float
    y: float
    radius: float
    color: PipColor


_A, _B = 0.26, 0.74
_DIE_SPOTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((_A, _A), (_B, _B)),
    3: ((_B, _A), (0.5, 0.5), (_A, _B)),
    4: ((_A, _A), (_B, _A), (_A, _B), (_B, _B)),
    5: ((_A, _A), (_B, _A), (0.5, 0.5), (_A, _B), (_B, _B)),
    6: ((_A, _A), (_B, _A), (_A, 0.5), (_B, 0.5), (_A, _B), (_B, _B)),
}


def die_pips(value: int) -> tuple[DiePip, ...]:
    if value not in _DIE_SPOTS:
        raise ValueError(f"a die shows 1 to 6, not {value}")
    color = PipColor.RED if value in (1, 4) else PipColor.DARK
    radius = 0.21 if value == 1 else 0.105
    return tuple(DiePip(x, y, radius, color) for x, y in _DIE_SPOTS[value])


def die_bounds(rect: QRectF) -> QRectF:
    """Everything ``paint_die`` may paint: the die, its side band and its shadow."""
    size = rect.width()
    return rect.adjusted(-size * 0.1, -size * 0.1, size * 0.2, size * 0.3)


def paint_die(painter: QPainter, rect: QRectF, value: int, exact: bool = True) -> None:
    """One die seen from above: its face in ``rect`` and a thin side band under it.
    It comes from the image cache (see ``tileart.draw_cached`` for ``exact``)."""
    die_pips(value)  # validate
    tileart.draw_cached(
        painter, ("die", value, rect.getRect()), die_bounds(rect), lambda p: _paint_die(p, rect, value), exact
    )


def _paint_die(painter: QPainter, rect: QRectF, value: int) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    size = rect.width()
    radius = size * 0.2
    depth = size * 0.1
    # Soft shadow.
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(5):
        grow = size * 0.02 * i
        painter.setBrush(QColor(0, 0, 0, 22))
        shadow = rect.adjusted(-grow, -grow, grow, grow + depth).translated(size * 0.03, size * 0.06)
        painter.drawRoundedRect(shadow, radius + grow, radius + grow)
    # Side band, then the face.
    side = QLinearGradient(rect.topLeft(), rect.topRight())
    side.setColorAt(0.0, tileart.IVORY_SIDE_DARK)
    side.setColorAt(0.3, tileart.IVORY_SIDE)
    side.setColorAt(1.0, tileart.IVORY_SIDE_DARK)
    painter.setBrush(side)
    painter.drawRoundedRect(rect.adjusted(0, 0, 0, depth), radius, radius)
    face = QLinearGradient(rect.topLeft(), rect.bottomRight())
    face.setColorAt(0.0, tileart.IVORY_LIGHT)
    face.setColorAt(1.0, tileart.IVORY)
    painter.setBrush(face)
    painter.setPen(QPen(tileart.FACE_OUTLINE, max(size / 60.0, 0.5)))
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.drawPath(path)
    for pip in die_pips(value):
        centre = QPointF(rect.left() + pip.x * size, rect.top() + pip.y * rect.height())
        tileart.paint_pip(painter, centre, pip.radius * size, tileart.pip_qcolor(pip.color))
    painter.restore()


class DiceItem(QGraphicsObject):
    """Two dice side by side, each turned a little as if just thrown."""

    TILTS = (-9.0, 7.0)

    def __init__(self, values: tuple[int, int] = (6, 6), size: float = 34.0, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._size = size
        self._values = (0, 0)  # set below
        self._steadiness = tileart.Steadiness(self)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_values(*values)

    @property
    def values(self) -> tuple[int, int]:
        return self._values

    def set_values(self, a: int, b: int) -> None:
        die_pips(a), die_pips(b)  # validate
        if (a, b) == self._values:
            return
        self._values = (a, b)
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        """Its tooltip, in the language now installed."""
        a, b = self._values
        tip = QCoreApplication.translate("Dice", "Dice: %1 and %2")
        self.setToolTip(tip.replace("%1", QLocale().toString(a)).replace("%2", QLocale().toString(b)))

    def _get_first(self) -> int:
        return self._values[0]

    def _set_first(self, value: int) -> None:
        self.set_values(value, self._values[1])

    def _get_second(self) -> int:
        return self._values[1]

    def _set_second(self, value: int) -> None:
        self.set_values(self._values[0], value)

    first = Property(int, _get_first, _set_first)
    second = Property(int, _get_second, _set_second)

    def _die_rects(self) -> tuple[QRectF, QRectF]:
        s = self._size
        gap = s * 0.35
        return QRectF(-s - gap / 2, -s / 2, s, s), QRectF(gap / 2, -s / 2, s, s)

    def boundingRect(self) -> QRectF:  # Qt API
        s = self._size
        rects = []
        for rect, tilt in zip(self._die_rects(), self.TILTS, strict=True):
            # A die turned by ``tilt`` reaches s/2 * (|cos| + |sin|) from its centre, plus
            # its side band and shadow below and to the right.
            angle = math.radians(tilt)
            half = s / 2 * (abs(math.cos(angle)) + abs(math.sin(angle)))
            centre = rect.center()
            reach = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
            rects.append(reach.adjusted(-s * 0.1, -s * 0.1, s * 0.15, s * 0.25))
        return rects[0].united(rects[1])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        tileart.draw_cached(
            painter,
            ("dice", self._values, self._size),
            self.boundingRect(),
            self._paint_dice,
            self._steadiness.steady(painter),
        )

    def _paint_dice(self, painter: QPainter) -> None:
        for rect, value, tilt in zip(self._die_rects(), self._values, self.TILTS, strict=True):
            painter.save()
            painter.translate(rect.center())
            painter.rotate(tilt)
            _paint_die(painter, rect.translated(-rect.center()), value)
            painter.restore()


class DieItem(QGraphicsObject):
    """One die, for the mother-and-son throw (each of the two players throws one)."""

    def __init__(self, value: int = 1, size: float = 30.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._value = value
        self._steadiness = tileart.Steadiness(self)
        self.setZValue(400)

    def _get_value(self) -> int:
        return self._value

    def _set_value(self, value: int) -> None:
        value = min(max(int(value), 1), 6)
        if value != self._value:
            self._value = value
            self.update()

    value = Property(int, _get_value, _set_value)

    def boundingRect(self) -> QRectF:  # Qt API
        s = self._size
        return QRectF(-s * 0.75, -s * 0.75, s * 1.6, s * 1.7)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self._size
        paint_die(painter, QRectF(-s / 2, -s / 2, s, s), self._value, self._steadiness.steady(painter))
