"""High Card at the shared card table: its ``card_table`` face, and its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bagchen_qt.ui.card_table.face import CardTableDefaults, SeatShow
from bagchen_qt.ui.saying import Say, register_refusals

from .rules import SEATS, HighCardCode, Observation

register_refusals(
    {
        HighCardCode.MUST_BEAT: Say(
            "You must beat %2 while you hold a higher card.",
            "%1 must beat %2 while holding a higher card.",
            lambda r: (r.detail,),
        ),
    }
)


class HighCardTable(CardTableDefaults):
    """What the table shows of a High Card deal, from one seat's observation."""

    def hand(self, seen: Observation) -> Sequence[int]:
        return seen.hand

    def seats(self, seen: Observation) -> Sequence[SeatShow]:
        # The trick being played, or, between tricks, the one just won (its winner leads next).
        shown = seen.trick or seen.last
        plays = dict(shown)
        return [
            SeatShow(
                pieces_left=seen.counts[seat],
                in_front=(plays[seat],) if seat in plays else (),
                lines=(f"{seen.won[seat]} won",),
                badges=("leads",) if seen.trick and seen.trick[0][0] == seat else (),
            )
            for seat in range(SEATS)
        ]

    def label(self, piece: Any) -> str:
        return str(piece)

    def caption(self, seen: Observation, names: Sequence[str], you: int | None) -> str:
        return f"Trick {sum(seen.won) + 1}" if seen.hand else ""
