"""The player's Bao Huang hand on the table, held in columns by rank (``HandColumns``).

One item draws the whole hand with ``card_pixmap``: the columns side by side, the
jokers apart on the left, the cards of a column overlapping downwards so that each
card's index shows; taken cards stand raised above the rest of their column (with a
blue rim), the focused column is ringed, and a card under the pointer names itself in a
tooltip. ``set_size`` fits the hand to a rectangle: the cards get as tall as the width
and the tallest column allow, and a column closes up a little when the height is short.

Mouse: a click on a column takes one card more of it (none again after the whole
column); Ctrl or Shift with it takes the whole column; Alt with it takes or puts back
the very card clicked (one joker by itself). A double click plays. Keys: Left and
Right move the focus over the columns, Up and Down take one card more or fewer of the
focused column (Shift+Up: all of it), J a joker, Esc nothing, Enter plays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bagchen_qt.games.baohuang.table.cards import (
    CORNER_RADIUS,
    INDEX_DEPTH,
    TIGHT_DEPTH,
    card_name,
    card_pixmap,
    card_width,
)
from bagchen_qt.games.baohuang.table.hand import DOWN, ESCAPE, JOKER_KEY, JOKERS, LEFT, RIGHT, UP, HandColumns
from bagchen_qt.ui import focus_ring

MIN_CARD_HEIGHT = 24  # below this no index can be read; the hand then overflows its rectangle
MAX_CARD_HEIGHT = 240  # a hand on a huge screen stops growing here
BAND_CARD = 0.42  # a card's height, of the band the table offers the hand, at most
LIFT = 0.13  # how far a taken card stands above the rest of its column, of the card's height
GAP = 0.1  # between columns, of a card's width
APART = 0.35  # the jokers' extra distance from the ranks, of a card's width
# Taken cards: a sky-blue rim and a faint tint, unlike any card's own gold or jade rim.
TAKEN_RIM = QColor("#2f8cff")
TAKEN_TINT = QColor(47, 140, 255, 28)
RING_REACH = 8  # how far the focus ring is drawn outside its column
SHADOW = QColor(0, 0, 0, 70)  # under each card: the cards lie on the felt

_KEYS = {
    Qt.Key.Key_Left: LEFT,
    Qt.Key.Key_Right: RIGHT,
    Qt.Key.Key_Up: UP,
    Qt.Key.Key_Down: DOWN,
    Qt.Key.Key_J: JOKER_KEY,
    Qt.Key.Key_Escape: ESCAPE,
}


@dataclass(frozen=True)
class HandLayout:
    """Where everything of a hand goes: the cards' size and each column's left edge."""

    card_height: int
    card_width: int
    step: float  # from a card's top to the next one's in a column
    lift: float
    lefts: tuple[float, ...]
    width: float  # the columns' whole width
    height: float  # from the top of a raised card to the bottom of the tallest column


def card_height_for(columns: HandColumns, width: float, height: float) -> int:
    """The tallest cards with which the hand's columns fit ``width`` × ``height``: a
    column may close up to ``TIGHT_DEPTH`` of a card per card when the height is short."""
    count = max(1, len(columns.columns))
    has_jokers = columns.column_of_rank(JOKERS) is not None and count > 1
    across = count + GAP * (count - 1) + (APART if has_jokers else 0.0)  # in card widths
    by_width = width / (across * card_width(1000) / 1000)
    down = 1 + LIFT + TIGHT_DEPTH * max(0, columns.tallest - 1)  # in card heights
    by_height = height / down
    fitted = int(min(by_width, by_height, MAX_CARD_HEIGHT))
    while fitted > MIN_CARD_HEIGHT and not _fits(_layout(columns, fitted, height), width, height):
        fitted -= 1  # the layout is in whole pixels: round down until it fits
    return max(MIN_CARD_HEIGHT, fitted)


def _fits(layout: HandLayout, width: float, height: float) -> bool:
    return layout.width <= width and layout.height <= height


def _layout(columns: HandColumns, card_height: int, room: float) -> HandLayout:
    """The layout with cards ``card_height`` tall, ``room`` the height there is: the cards
    of a column are spaced by their index's depth, closer if the room is short."""
    w = card_width(card_height)
    gap, lefts, x = w * GAP, [], 0.0
    for index, column in enumerate(columns.columns):
        lefts.append(float(round(x)))
        x += w + gap
        if column.rank == JOKERS and index + 1 < len(columns.columns):
            x += w * APART
    width = x - gap if lefts else 0.0
    # Whole pixels, rounded up, so that cards stand on pixels and no index loses a row.
    lift, below = float(round(card_height * LIFT)), max(0, columns.tallest - 1)
    step = float(math.ceil(card_height * INDEX_DEPTH))
    if below and lift + card_height + step * below > room:
        step = float(max(math.ceil(card_height * TIGHT_DEPTH), math.floor((room - lift - card_height) / below)))
    height = lift + card_height + step * below
    return HandLayout(card_height, w, step, lift, tuple(lefts), width, height)


def _device_scale(painter: QPainter) -> float:
    """Device pixels per item unit where the painter paints (the screen's ratio times the
    view's scale), rounded so that the pixmap cache sees few ratios."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    transform = painter.worldTransform()
    scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5 or 1.0
    return round(ratio * scale, 2)


class HandItem(QGraphicsObject):
    """A ``HandColumns`` drawn and played with the mouse and the keyboard."""

    selectionChanged = Signal()  # the cards taken changed
    activated = Signal()  # double click or Enter: play the cards taken

    def __init__(self, columns: HandColumns | None = None, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.columns = columns if columns is not None else HandColumns()
        self._size = QRectF(0, 0, 1000, 230)
        self._layout = _layout(self.columns, MIN_CARD_HEIGHT, 230)
        self.focus_shown = False  # ring the focused column even without the keyboard focus
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)  # each card names itself in a tooltip
        self._relayout()

    # --- size and layout ------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        """Fits the hand to ``width`` × ``height`` (the item's own coordinates)."""
        self.prepareGeometryChange()
        self._size = QRectF(0, 0, width, height)
        self._relayout()

    def set_cards(self, cards: tuple[int, ...] | list[int]) -> None:
        """Holds these cards now (after a play, a tribute, the emperor card passed)."""
        before = self.columns.selection
        self.columns.set_cards(cards)
        self._relayout()
        if self.columns.selection != before:
            self.selectionChanged.emit()

    def height_needed(self, width: float, height: float) -> float:
        """The height the columns take fitted to ``width`` × ``height``, their cards no
        taller than ``BAND_CARD`` of it: what the table keeps for the hand, the rest going
        to the plays in the middle."""
        fitted = min(card_height_for(self.columns, width, height), max(MIN_CARD_HEIGHT, round(height * BAND_CARD)))
        below = max(0, self.columns.tallest - 1)
        return round(fitted * LIFT) + fitted + math.ceil(fitted * TIGHT_DEPTH) * below  # the columns closed up

    def _relayout(self) -> None:
        height = card_height_for(self.columns, self._size.width(), self._size.height())
        self._layout = _layout(self.columns, height, self._size.height())
        self.update()

    @property
    def card_height(self) -> int:
        return self._layout.card_height

    @property
    def layout(self) -> HandLayout:
        return self._layout

    def _origin(self) -> QPointF:
        """The columns' block is centred across the rectangle and hangs from its top."""
        return QPointF(self._size.left() + (self._size.width() - self._layout.width) / 2, self._size.top())

    def card_rect(self, card: int) -> QRectF:
        """Where a held card is drawn, in item coordinates."""
        for index, column in enumerate(self.columns.columns):
            if card in column.cards:
                return self._rect_at(index, column.cards.index(card))
        raise ValueError(f"card {card} is not in the hand")

    def _rect_at(self, index: int, position: int) -> QRectF:
        lay = self._layout
        card = self.columns.columns[index].cards[position]
        raised = 0.0 if self.columns.is_taken(card) else lay.lift
        origin = self._origin()
        # Whole pixels: a card pixmap drawn between pixels would be resampled, and blur.
        left = round(origin.x()) + lay.lefts[index]
        top = round(origin.y()) + raised + position * lay.step
        return QRectF(left, top, lay.card_width, lay.card_height)

    def column_rect(self, index: int) -> QRectF:
        """The column's whole area, raised cards included."""
        lay = self._layout
        count = len(self.columns.columns[index].cards)
        origin = self._origin()
        return QRectF(
            round(origin.x()) + lay.lefts[index],
            round(origin.y()),
            lay.card_width,
            lay.lift + lay.card_height + lay.step * (count - 1),
        )

    def hit(self, point: QPointF) -> tuple[int, int] | None:
        """The column and the card (its position) at ``point``: the card drawn on top there."""
        for index, column in enumerate(self.columns.columns):
            if not self.column_rect(index).contains(point):
                continue
            for position in range(len(column.cards) - 1, -1, -1):
                if self._rect_at(index, position).contains(point):
                    return index, position
        return None

    # --- painting ---------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # Qt's name
        drawn = QRectF(self._origin(), self._origin() + QPointF(self._layout.width, self._layout.height))
        reach = RING_REACH + self._layout.card_height * 0.02  # the focus ring, the rims, the shadows
        return self._size.united(drawn).adjusted(-reach, -reach, reach, reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = _device_scale(painter)
        lay = self._layout
        radius = lay.card_height * CORNER_RADIUS
        glow = QColor(TAKEN_RIM)
        for index, column in enumerate(self.columns.columns):
            for position, card in enumerate(column.cards):
                rect = self._rect_at(index, position)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(SHADOW)
                painter.drawRoundedRect(rect.translated(0, max(1.0, lay.card_height * 0.012)), radius, radius)
                painter.drawPixmap(rect.topLeft(), card_pixmap(card, lay.card_height, dpr))
                if self.columns.is_taken(card):
                    painter.setBrush(TAKEN_TINT)
                    painter.setPen(QPen(glow, max(2.0, lay.card_height * 0.03)))
                    painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        focus = self.columns.focus
        if focus is not None and (self.hasFocus() or self.focus_shown):
            ring = self.column_rect(focus).adjusted(-4, -4, 4, 4)  # its pen reaches 3 further: RING_REACH
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(focus_ring.FOCUS_EDGE, 6))
            painter.drawRoundedRect(ring, radius + 4, radius + 4)
            painter.setPen(QPen(focus_ring.FOCUS_RING, 3))
            painter.drawRoundedRect(ring, radius + 4, radius + 4)

    # --- the player -------------------------------------------------------------------

    def _changed(self) -> None:
        self.update()
        self.selectionChanged.emit()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt's name
        found = self.hit(event.pos())
        if found is None:
            event.ignore()
            return
        index, position = found
        before = self.columns.selection
        modifiers = event.modifiers()
        if modifiers & Qt.KeyboardModifier.AltModifier:
            self.columns.toggle_card(self.columns.columns[index].cards[position])
        else:
            whole = bool(modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier))
            self.columns.click(index, whole)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if self.columns.selection != before:
            self._changed()
        else:
            self.update()
        event.accept()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # Qt's name
        found = self.hit(event.pos())
        if found is None:
            self.setToolTip("")
        else:
            index, position = found
            self.setToolTip(card_name(self.columns.columns[index].cards[position]))
        super().hoverMoveEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt's name
        if self.hit(event.pos()) is not None and self.columns.selection:
            self.activated.emit()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        key = Qt.Key(event.key())
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.columns.selection:
                self.activated.emit()
            event.accept()
            return
        name = _KEYS.get(key)
        if name is None:
            event.ignore()
            return
        before = self.columns.selection
        focus = self.columns.focus
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if name == UP and shift and focus is not None:
            self.columns.take(focus, len(self.columns.columns[focus].cards))
        else:
            self.columns.press(name)
        if self.columns.selection != before:
            self._changed()
        elif self.columns.focus != focus:
            self.update()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:  # Qt's name
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # Qt's name
        self.update()
        super().focusOutEvent(event)
