"""Where the words on the table hang: each seat's caption by its panel and the hint
above the viewer's hand, at any game's table. The scene owns the caption items and
asks this module to place them; a game's own captions (Bagchen's point and trick:
``games/bagchen/table/captions.py``) are placed with the same layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeySequence

from .layout import (
    CENTER,
    EDGE,
    FULL_HAND,
    REFERENCE_TABLE,
    Table,
    hand_row_width,
    seat_anchor,
)
from .seat_panel import Caption, SeatPanel

# Where things stand, by side of the table (0 bottom = the viewer, 1 left, 2 top, 3 right).
# Each seat's panel sits in the corner to its left, with its dice and its row of stacks
# (layout), so everything a seat owns is in one corner; its captions hang by the panel.
PANEL_INSET = (110.0, 56.0)  # a panel's centre from its corner of the felt
TRICK_CAPTION_Y = CENTER[1] + 104
CAPTION_GAP = 10.0  # between the trick and its caption
LOOK_BACK_KEY = Qt.Key.Key_L  # held down (or a click on the last stack) shows the previous trick


def panel_centre(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """A seat panel's centre. The two bottom corners sit above the viewer's hand when
    a full hand reaches under them."""
    inset_x, inset_y = PANEL_INSET
    x = table.left + inset_x if side in (0, 1) else table.right - inset_x
    if side in (1, 2):
        return x, table.top + inset_y
    hand = hand_row_width(FULL_HAND, table.hand_scale(), groups=8)
    if table.width / 2 - hand / 2 - EDGE >= SeatPanel.WIDTH + 2 * EDGE:
        return x, table.bottom - inset_y
    hand_top = seat_anchor(0, table)[1] - table.hand_reach()
    return x, hand_top - 10 - SeatPanel.HEIGHT / 2  # layout._side_room keeps the side hands above


def caption_place(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float, Qt.AlignmentFlag]:
    """Where a seat's caption hangs: under a top panel, above a bottom one, toward the
    table's inside."""
    x, y = panel_centre(side, table)
    offset = SeatPanel.HEIGHT / 2 + 32
    y = y + offset if side in (1, 2) else y - offset
    if side in (0, 1):
        return x - PANEL_INSET[0] + 10, y, Qt.AlignmentFlag.AlignLeft
    return x + PANEL_INSET[0] - 10, y, Qt.AlignmentFlag.AlignRight


def place_seat_caption(caption: Caption, side: int, table: Table) -> None:
    x, y, align = caption_place(side, table)
    caption.set_align(align)
    caption.setPos(x, y)


def look_back_key_text() -> str:
    """The look-back key as the menus show it."""
    return QKeySequence(LOOK_BACK_KEY).toString(QKeySequence.SequenceFormat.NativeText)


def place_hint(caption: Caption, hand: Sequence[QRectF], table: Table) -> None:
    """The hint just above the middle of the hand (``hand``: its tiles' rectangles),
    kept on the felt."""
    if not hand:
        caption.setPos(table.left + table.width / 2, table.top + table.height * 0.8)
        return
    body = caption.body()
    x = (min(r.left() for r in hand) + max(r.right() for r in hand)) / 2
    x = min(max(x, table.left + body.width() / 2 + 8), table.right - body.width() / 2 - 8)
    caption.setPos(x, min(r.top() for r in hand) - body.height() / 2 - 4)
