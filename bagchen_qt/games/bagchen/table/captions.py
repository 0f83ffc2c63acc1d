"""Bagchen's captions on the table: the deal's point beside its dice (with the Gobah
deals left under it) and the trick's caption above the plays. The words come from
Bagchen's words; where they hang, from the layout (as ``ui.table_captions`` places a
seat's caption and the hint)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt

from bagchen_qt.games.bagchen.rules.state import DealState, Trick
from bagchen_qt.games.bagchen.table.words import point_text, trick_text
from bagchen_qt.ui.layout import CENTER, EDGE, Table, dice_place, relative, trick_geometry
from bagchen_qt.ui.seat_panel import Caption
from bagchen_qt.ui.table_captions import CAPTION_GAP

DICE_REACH = 34.0  # from the dice's middle to the edge of a caption beside them, clear of the stacks


def show_point(
    caption: Caption, state: DealState, gobah: str, viewer: int, table: Table, clear_of: Sequence[QRectF] = ()
) -> None:
    """The deal's point beside its dice, and under it ``gobah``, the Gobah deals left:
    in the first place beside them that stays on the felt and covers nothing ``clear_of``
    holds (the seats' plates, the trick's caption), else in the felt's top left corner,
    which the plates leave free."""
    lines = [point_text(state)] if state.dice is not None else []
    if gobah:
        lines.append(gobah)
    caption.set_text("\n".join(lines))
    if not lines:
        return
    x, y = dice_place(state.starter, viewer, table)
    # As far from the dice as the caption is tall (Tibetan's lines are the tallest).
    width, height = caption.body().width() * caption.scale(), caption.body().height() * caption.scale()
    reach = DICE_REACH + height / 2
    centre, left, right = Qt.AlignmentFlag.AlignHCenter, Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight
    places = {  # by the starter's side: (dx, dy, how it hangs) in the order tried
        0: ((0.0, -reach, centre),),
        1: ((34.0, 0.0, left),),
        2: ((0.0, reach, centre), (24.0, reach, right), (-24.0, reach, left)),
        3: ((-30.0, -reach, right),),
    }[relative(state.starter, viewer)]
    felt = QRectF(table.left, table.top, table.width, table.height)
    for dx, dy, align in places:
        start = {centre: -width / 2, left: 0.0}.get(align, -width)
        place = QRectF(x + dx + start, y + dy - height / 2, width, height)
        if felt.contains(place) and not any(place.intersects(r) for r in clear_of):
            break
    else:
        x, y, dx, dy, align = table.left + EDGE, table.top + EDGE + height / 2, 0.0, 0.0, left
    caption.set_align(align)
    caption.setPos(x + dx, y + dy)


def show_trick(
    caption: Caption,
    trick: Trick | None,
    state: DealState | None,
    names: Sequence[str],
    completed: bool,
    you: int | None,
) -> None:
    """The trick's caption (empty for no trick), above the cross of plays and their
    marks: below it the viewer's hand and stacks need the room."""
    text = trick_text(trick, state, names, completed, you) if trick else ""
    caption.set_text(text)
    if trick is not None:
        bottom = trick_geometry(trick.size).top() - CAPTION_GAP
        caption.setPos(CENTER[0], bottom - caption.body().height() * caption.scale() / 2)
