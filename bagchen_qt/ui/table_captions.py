"""Where the words on the table hang: each seat's caption by its panel and the hint
above the viewer's hand, at any game's table. The scene owns the caption items and
asks this module to place them; a game's own captions (Bagchen's point and trick:
``games/bagchen/table/captions.py``) are placed with the same layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeySequence

from .layout import CENTER, FULL_HAND, REFERENCE_TABLE, Table, plate_centre, plate_size, seat_anchor
from .seat_panel import Caption

# Where things stand, by side of the table (0 bottom = the viewer, 1 left, 2 top, 3 right).
# Each seat's plate stands beside its own hand (``layout.plate_centre``); its captions hang
# by the plate, toward the table's inside.
TRICK_CAPTION_Y = CENTER[1] + 104
CAPTION_GAP = 10.0  # between the trick and its caption
SIDE_CAPTION_INSET = 30.0  # a side seat's caption starts this far inside its hand's centre line
LOOK_BACK_KEY = Qt.Key.Key_L  # held down (or a click on the last stack) shows the previous trick


def panel_centre(side: int, table: Table = REFERENCE_TABLE, hand: int = FULL_HAND) -> tuple[float, float]:
    """A seat panel's centre: beside the seat's hand of ``hand`` tiles as dealt."""
    return plate_centre(side, table, hand)


def caption_place(
    side: int, table: Table = REFERENCE_TABLE, hand: int = FULL_HAND
) -> tuple[float, float, Qt.AlignmentFlag]:
    """Where a seat's caption hangs: over the viewer's plate, under the top seat's, and
    under a side seat's from the inner edge of its hand, toward the middle."""
    x, y = panel_centre(side, table, hand)
    width, height = plate_size(table)
    line = 20.0 * table.text_scale  # half a caption's height, about
    below = y + height / 2 + line + 4
    if side == 0:
        return x - width / 2, y - height / 2 - line - 4, Qt.AlignmentFlag.AlignLeft
    if side == 2:
        return x - width / 2, below, Qt.AlignmentFlag.AlignLeft
    inner = seat_anchor(side, table)[0] + (SIDE_CAPTION_INSET if side == 1 else -SIDE_CAPTION_INSET)
    return inner, below, Qt.AlignmentFlag.AlignLeft if side == 1 else Qt.AlignmentFlag.AlignRight


def place_seat_caption(caption: Caption, side: int, table: Table, hand: int = FULL_HAND) -> None:
    x, y, align = caption_place(side, table, hand)
    caption.set_align(align)
    caption.setScale(table.text_scale)
    caption.setPos(x, y)


def look_back_key_text() -> str:
    """The look-back key as the menus show it."""
    return QKeySequence(LOOK_BACK_KEY).toString(QKeySequence.SequenceFormat.NativeText)


def place_hint(caption: Caption, hand: Sequence[QRectF], table: Table, clear_of: Sequence[QRectF] = ()) -> None:
    """The hint just above the middle of the hand (``hand``: its tiles' rectangles),
    kept on the felt and off what it would cover (``clear_of``: the viewer's plate, the
    turn arrow): moved left of them, else right of them."""
    caption.setScale(table.text_scale)
    if not hand:
        caption.setPos(table.left + table.width / 2, table.top + table.height * 0.8)
        return
    scale = table.text_scale
    width, height = caption.body().width() * scale, caption.body().height() * scale
    y = min(r.top() for r in hand) - height / 2 - 4
    least, most = table.left + width / 2 + 8, table.right - width / 2 - 8

    def box(x: float) -> QRectF:
        return QRectF(x - width / 2, y - height / 2, width, height)

    middle = (min(r.left() for r in hand) + max(r.right() for r in hand)) / 2
    covered = [r for r in clear_of if r.intersects(box(middle))]
    places = [middle]
    if covered:
        places += [min(r.left() for r in clear_of) - 8 - width / 2, max(r.right() for r in clear_of) + 8 + width / 2]
    fitting = [x for x in places if least <= x <= most and not any(r.intersects(box(x)) for r in clear_of)]
    x = fitting[0] if fitting else min(max(places[1 if covered else 0], least), most)
    caption.setPos(x, y)
