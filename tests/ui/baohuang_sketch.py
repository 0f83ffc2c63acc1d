"""A sketch of Bao Huang's ``card_table`` face, kept with the tests to show that the
shared card table seats a real climbing game unchanged: five seats, 34 cards a hand,
plays of several equal cards written as rank codes while the hand holds physical cards,
passes, decisions without cards (the emperor card, the announcement, the request not to
beat) and roles revealed mid-deal. Bao Huang's own face, with its card art, belongs in
its folder; this one draws the shell's plain cards."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from bagchen_qt.games.baohuang.rules.cards import (
    CARD_RANK,
    CODE_NAMES,
    EUNUCH_CARD,
    MARKED_BLACK,
    SEATS,
    card_label,
    format_codes,
)
from bagchen_qt.games.baohuang.rules.events import Announce, DoNotBeat, Emperor, Pass, Play
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation
from bagchen_qt.ui.card_table.face import CardTableDefaults, SeatShow


def code_of_card(card: int) -> int:
    return MARKED_BLACK if card == EUNUCH_CARD else CARD_RANK[card]


class BaoHuangSketch(CardTableDefaults):
    clockwise = False  # play passes to the right

    def hand(self, seen: BaoHuangObservation) -> Sequence[int]:
        return sorted(seen.hand, key=lambda card: (CARD_RANK[card], card))

    def label(self, piece: Any) -> str:
        return card_label(piece) if isinstance(piece, int) else str(piece)

    def actor(self, seen: BaoHuangObservation) -> int | None:
        return None if seen.final is not None else seen.actor

    def seats(self, seen: BaoHuangObservation) -> Sequence[SeatShow]:
        last: dict[int, Any] = {}
        for event in seen.table[-SEATS:]:  # each seat's latest play or pass of the round
            if isinstance(event, Play | Pass):
                last[event.seat] = event
        shows = []
        for seat in range(SEATS):
            badges = []
            if seat == seen.emperor:
                badges.append("Emperor")
            if seat == seen.protector:
                badges.append("Protector")
            if seat in seen.out:
                badges.append(f"Out {seen.out.index(seat) + 1}")
            event = last.get(seat)
            shows.append(
                SeatShow(
                    pieces_left=seen.sizes[seat],
                    in_front=tuple(CODE_NAMES[c] for c in event.cards) if isinstance(event, Play) else (),
                    said="Pass" if isinstance(event, Pass) else "",
                    badges=tuple(badges),
                )
            )
        return shows

    def caption(self, seen: BaoHuangObservation, names: Sequence[str], you: int | None) -> str:
        return f"To beat: {format_codes(seen.top.cards)}" if seen.top is not None else seen.phase.capitalize()

    def pieces_of(self, seen: BaoHuangObservation, action: Any) -> tuple[Any, ...]:
        """The hand's cards a play of rank codes takes: the first unused card of each code."""
        if not isinstance(action, Play) or seen is None:
            return ()
        hand = list(self.hand(seen))
        taken = []
        for code in action.cards:
            card = next((c for c in hand if code_of_card(c) == code and c not in taken), None)
            if card is None:
                return ()
            taken.append(card)
        return tuple(taken)

    def matching(self, seen: BaoHuangObservation, legal: Sequence[Any], selected: Sequence[Any]) -> list[Any]:
        codes = Counter(code_of_card(card) for card in selected)
        return [a for a in legal if isinstance(a, Play) and selected and Counter(a.cards) == codes]

    def guess(self, seen: BaoHuangObservation, legal: Sequence[Any], selected: Sequence[Any]) -> Any | None:
        if not selected:
            return None
        return Play(seen.seat, tuple(sorted(code_of_card(card) for card in selected)))

    def action_text(self, action: Any, names: Sequence[str], you: int | None) -> str:
        if isinstance(action, Emperor):
            return "Become emperor" if action.accept else "Decline"
        if isinstance(action, Announce):
            return "Announce" if action.announce else "Say nothing"
        if isinstance(action, DoNotBeat):
            return "Do not beat me"
        return super().action_text(action, names, you)
