"""Marks on the trick: a gold outline and a starred tag round the winning play, and a
plain tag by the lead, so both read at a glance and not by colour alone.

``TrickMarks`` draws them for the trick laid out by ``layout.play_places``; it sits at
the scene's origin and only ever draws beside the tiles, never over them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bagchen_qt.ui.layout import relative, trick_geometry
from bagchen_qt.ui.seat_panel import INK, TURN_GOLD, font
from bagchen_qt.ui.words import trick_tag

OUTLINE_PAD = 5.0  # between a play's tiles and its outline (within layout.MARK_ROOM)
TAG_GAP = 10.0  # between a play's end and its tag
TAG_FONT_PX = 15.0
TAG_H = 24.0
STAR_R = 6.5


class MarkedPlay(Protocol):
    @property
    def seat(self) -> int: ...


class MarkedTrick(Protocol):
    """What the marks read of a trick, in any game: its plays by seat, the tiles a play,
    who led and who holds it (None: nobody yet)."""

    @property
    def plays(self) -> Sequence[MarkedPlay]: ...

    @property
    def size(self) -> int: ...

    @property
    def leader(self) -> int: ...

    @property
    def top_seat(self) -> int | None: ...


def _star(centre: QPointF, radius: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


class TrickMarks(QGraphicsObject):
    """The lead's tag and the winning play's outline and tag (see the module docstring)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(250)  # above the trick's tiles: their shadows never hide the outline
        self._outline = QRectF()  # the winning play's outline, empty when nothing is marked
        self._tags: list[tuple[QRectF, str, bool]] = []  # rect, text, winning
        self._bounds = QRectF()
        self._winning_seat: int | None = None
        self._lead_seat: int | None = None
        self.text_scale = 1.0  # the table's (layout.Table.text_scale): the tags' words as large
        self.setVisible(False)

    @property
    def winning_seat(self) -> int | None:
        return self._winning_seat

    @property
    def lead_seat(self) -> int | None:
        return self._lead_seat

    def outline_rect(self) -> QRectF:
        """The winning play's outline, in scene coordinates (empty when hidden)."""
        return self.mapRectToScene(self._outline) if self.isVisible() else QRectF()

    def tag_texts(self) -> list[str]:
        return [text for _, text, _ in self._tags]

    def tag_rects(self) -> list[QRectF]:
        """The tags, in scene coordinates."""
        return [self.mapRectToScene(rect) for rect, _, _ in self._tags] if self.isVisible() else []

    def clear(self) -> None:
        self.set_trick(None, 0)

    def set_trick(
        self,
        trick: MarkedTrick | None,
        viewer: int,
        completed: bool = False,
        side_of: Callable[[int], int] | None = None,
    ) -> None:
        """Mark ``trick`` as laid out for ``viewer`` (None: no marks). ``side_of``: the
        side of the cross a seat plays on (0 the viewer's, 1 left, 2 across, 3 right);
        by default the seat's place relative to the viewer at a table of four."""
        self.prepareGeometryChange()
        self._tags = []
        self._outline = QRectF()
        self._winning_seat = self._lead_seat = None
        if trick is None or not trick.plays:
            self._bounds = QRectF()
            self.setVisible(False)
            return
        geometry = trick_geometry(trick.size)
        self._winning_seat, self._lead_seat = trick.top_seat, trick.leader
        metrics = QFontMetricsF(font(TAG_FONT_PX * self.text_scale, bold=True))
        tag_h = TAG_H * self.text_scale
        bounds = QRectF()
        for play in trick.plays:
            lead, winning = play.seat == trick.leader, play.seat == trick.top_seat
            if not (lead or winning):
                continue
            side = side_of(play.seat) if side_of is not None else relative(play.seat, viewer)
            left, top, right, bottom = geometry.play_rect(side)
            tiles = QRectF(QPointF(left, top), QPointF(right, bottom))
            if winning:
                self._outline = tiles.adjusted(-OUTLINE_PAD, -OUTLINE_PAD, OUTLINE_PAD, OUTLINE_PAD)
                bounds = bounds.united(self._outline.adjusted(-4, -4, 4, 4))
            text = trick_tag(lead, winning, completed)
            width = metrics.horizontalAdvance(text) + 18 + (2 * STAR_R + 4 if winning else 0)
            # At the play's outer end: left of the left seat's play, right of the others.
            x = tiles.left() - TAG_GAP - width if side == 1 else tiles.right() + TAG_GAP
            tag = QRectF(x, tiles.center().y() - tag_h / 2, width, tag_h)
            self._tags.append((tag, text, winning))
            bounds = bounds.united(tag.adjusted(-2, -2, 2, 2))
        self._bounds = bounds
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # Qt API
        return QRectF(self._bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        if not self._outline.isEmpty():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for width, color in ((7.0, QColor(0, 0, 0, 110)), (3.2, TURN_GOLD)):
                painter.setPen(QPen(color, width))
                painter.drawRoundedRect(self._outline, 8, 8)
        painter.setFont(font(TAG_FONT_PX * self.text_scale, bold=True))
        for rect, text, winning in self._tags:
            path = QPainterPath()
            path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.setPen(QPen(TURN_GOLD if winning else QColor(243, 233, 207, 120), 1.4))
            painter.setBrush(QColor(6, 18, 15, 225))
            painter.drawPath(path)
            text_rect = rect.adjusted(9, 0, -9, 0)
            if winning:
                star = QPointF(rect.left() + 9 + STAR_R, rect.center().y())
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(TURN_GOLD)
                painter.drawPolygon(_star(star, STAR_R))
                text_rect.setLeft(text_rect.left() + 2 * STAR_R + 4)
            painter.setPen(TURN_GOLD if winning else INK)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
