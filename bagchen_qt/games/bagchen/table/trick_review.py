"""A look back at the previous trick: its plays laid out again in the middle of the
table as they were played, on a framed card titled "Previous trick" that covers
the trick now in play, with the lead and the winning play marked.

The card has tiles of its own: a face-down play shows only backs (``TileItem(None)``),
so looking back never tells more than the table told at the time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bagchen_qt.games.bagchen.rules.state import Trick
from bagchen_qt.games.bagchen.table.kind_names import TILE_FACES
from bagchen_qt.games.bagchen.table.layout import play_places
from bagchen_qt.ui.layout import CENTER
from bagchen_qt.ui.seat_panel import INK, INK_SOFT, TURN_GOLD, font
from bagchen_qt.ui.tile_item import TileItem
from bagchen_qt.ui.trick_marks import TrickMarks
from bagchen_qt.ui.words import previous_trick_title

PADDING = 22.0
TITLE_PX, TEXT_PX, FOOTER_PX = 24.0, 17.0, 15.0
LINE_GAP = 4.0


class TrickReview(QGraphicsObject):
    """The card showing a finished trick again (see the module docstring)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(420)  # above the trick, the captions and the turn arrow
        self.setVisible(False)
        self._card = QRectF()
        self._lines: list[tuple[str, float, bool, QColor]] = []  # text, pixel size, bold, colour
        self._title_top = 0.0
        self._footer = ""
        self._tiles: dict[int, TileItem] = {}
        self._trick: Trick | None = None
        self._marks = TrickMarks(self)

    @property
    def trick(self) -> Trick | None:
        """The trick shown, while the card is up."""
        return self._trick if self.isVisible() else None

    def tile_items(self) -> dict[int, TileItem]:
        """The card's tiles by the tile they stand for (unknown ones show their back)."""
        return dict(self._tiles)

    def marks(self) -> TrickMarks:
        return self._marks

    def card_rect(self) -> QRectF:
        return self.mapRectToScene(self._card)

    def text(self) -> str:
        return "\n".join([line for line, *_ in self._lines] + [self._footer])

    def show_trick(
        self,
        trick: Trick,
        viewer: int,
        all_hands: bool,
        description: str,
        footer: str,
        is_point: Callable[[int], bool],
        cover: QRectF,
    ) -> None:
        """Lay ``trick`` out on the card; ``cover`` is a part of the table the card must hide
        (the trick now in play)."""
        self.hide_trick()
        self._trick = trick
        for tile, place in play_places(trick, viewer, all_hands).items():
            item = TileItem(tile if place.face_up else None, parent=self, faces=TILE_FACES)
            item.setPos(place.x, place.y)
            item.setScale(place.scale)
            item.setZValue(place.z)
            if place.face_up:
                item.point = is_point(tile)
            self._tiles[tile] = item
        self._marks.set_trick(trick, viewer, completed=True)
        tiles = QRectF()
        for item in self._tiles.values():
            tiles = tiles.united(item.mapRectToParent(item.body_rect()))
        content = tiles.united(self._marks.boundingRect()).united(cover)
        self._lines = [(previous_trick_title(), TITLE_PX, True, TURN_GOLD)]
        self._lines += [(line, TEXT_PX, False, INK) for line in description.split("\n") if line]
        self._footer = footer
        title_h = sum(QFontMetricsF(font(px, bold)).height() + LINE_GAP for _, px, bold, _ in self._lines)
        footer_h = QFontMetricsF(font(FOOTER_PX)).height()
        widest = max(
            [QFontMetricsF(font(px, bold)).horizontalAdvance(text) for text, px, bold, _ in self._lines]
            + [QFontMetricsF(font(FOOTER_PX)).horizontalAdvance(footer)]
        )
        card = content.adjusted(-PADDING, -PADDING - title_h, PADDING, PADDING + footer_h)
        centre_x = CENTER[0]
        # Centred on the table's middle, where the trick lies, and wide enough for the words.
        half = max(centre_x - card.left(), card.right() - centre_x, widest / 2 + PADDING)
        card.setLeft(centre_x - half)
        card.setRight(centre_x + half)
        self.prepareGeometryChange()
        self._card = card
        self._title_top = card.top() + PADDING * 0.7
        self.setVisible(True)
        self.update()

    def hide_trick(self) -> None:
        for item in self._tiles.values():
            item.setParentItem(None)  # type: ignore[arg-type]  # Qt takes no parent; the stubs want one
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._tiles = {}
        self._trick = None
        self._marks.clear()
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # Qt API
        return self._card.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        path = QPainterPath()
        path.addRoundedRect(self._card, 18, 18)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 8.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(QPen(TURN_GOLD, 2.2))
        painter.setBrush(QColor(9, 32, 25))
        painter.drawPath(path)
        y = self._title_top
        for text, px, bold, color in self._lines:
            f = font(px, bold)
            height = QFontMetricsF(f).height()
            painter.setFont(f)
            painter.setPen(color)
            painter.drawText(
                QRectF(self._card.left(), y, self._card.width(), height), Qt.AlignmentFlag.AlignCenter, text
            )
            y += height + LINE_GAP
        f = font(FOOTER_PX)
        height = QFontMetricsF(f).height()
        painter.setFont(f)
        painter.setPen(INK_SOFT)
        painter.drawText(
            QRectF(self._card.left(), self._card.bottom() - PADDING * 0.6 - height, self._card.width(), height),
            Qt.AlignmentFlag.AlignCenter,
            self._footer,
        )


class LastStackSpot(QGraphicsObject):
    """The place of the last stack won, while it may be looked at: a click there shows the
    previous trick; hovering outlines the stack and the tooltip says how to look."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(95)  # above the stacks, below the hands
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setVisible(False)
        self._rect = QRectF()
        self._hover = False

    def set_rect(self, rect: QRectF, tooltip: str) -> None:
        """Cover ``rect`` (scene coordinates); an empty rect hides the spot."""
        self.prepareGeometryChange()
        self._rect = rect.adjusted(-6, -6, 6, 6) if not rect.isEmpty() else QRectF()
        self._hover = self._hover and not rect.isEmpty()
        self.setToolTip(tooltip)
        self.setVisible(not rect.isEmpty())
        self.update()

    def boundingRect(self) -> QRectF:  # Qt API
        return self._rect.adjusted(-3, -3, 3, 3)

    def hoverEnterEvent(self, event: object) -> None:  # Qt API
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:  # Qt API
        self._hover = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._hover:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(TURN_GOLD, 2.0, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect, 6, 6)
