"""Exact play of the last few tricks of a fully known deal (max-n search).

Each seat picks the move that ends the deal best for itself, assuming the others do
the same. Only distinct moves are tried: leads and beats by kinds, face-down plays as
distinct sets of kinds. The search gives up (``TooBig``) past a node limit, so callers
use it only when it is cheap.
"""

from __future__ import annotations

from itertools import combinations

from bagchen_qt.ai.pimc import OutOfBudget
from bagchen_qt.games.bagchen.rules.actions import Beat, Charity, Discard, Event, Lead, ThrowDice
from bagchen_qt.games.bagchen.rules.combos import Suit
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, follow_choices_of, lead_choices_of, tiles_for
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND

NODE_LIMIT = 4000
# The passport dice only pick a suit: sky with 16 throws of 36, earth with 20.
_SUIT_THROWS = ((16 / 36, ThrowDice(1, 1)), (20 / 36, ThrowDice(6, 3)))


class TooBig(OutOfBudget):
    """The exact search would take too long."""


def distinct_moves(state: DealState, charity: bool = True) -> list[Event]:
    """Every distinct decision at a lead or follow (copies of a kind are the same);
    without ``charity``, no face-down leads."""
    seat = state.actor
    hand = state.hands[seat]
    if state.phase is Phase.LEAD:
        leads, charity_open = lead_choices_of(state)
        moves: list[Event] = [Lead(seat, tiles_for(hand, kinds)) for kinds in leads]
        if charity and charity_open:
            for kind in sorted({TILE_KIND[t] for t in hand}):
                tile = tiles_for(hand, (kind,))[0]
                moves.extend(Charity(seat, tile, suit) for suit in (Suit.SKY, Suit.EARTH, None))
        return moves
    beats, may_discard = follow_choices_of(state)
    if beats and len(hand) == state.current_trick.size:
        # The last trick: beating with the highest play is never worse than anything else.
        return [Beat(seat, tiles_for(hand, beats[0]))]
    moves = [Beat(seat, tiles_for(hand, kinds)) for kinds in beats]
    if may_discard:
        seen = set()
        for tiles in combinations(hand, state.current_trick.size):
            kinds = tuple(TILE_KIND[t] for t in tiles)
            if kinds not in seen:
                seen.add(kinds)
                moves.append(Discard(seat, tiles))
    return moves


class ExactSearch:
    """Max-n search over one fully known deal, with a cap on the nodes it may visit.

    Only ``charity_seat`` (None: every seat) is given face-down leads to try: they
    multiply the work, and the others seldom gain by them."""

    def __init__(self, limit: int = NODE_LIMIT, charity_seat: int | None = None) -> None:
        self.limit = limit
        self.charity_seat = charity_seat
        self.nodes = 0

    def value(self, s: DealState) -> tuple[float, ...]:
        """Each seat's chips over the deal when everyone plays the rest perfectly."""
        if s.is_over:
            return s.final.nets
        self.nodes += 1
        if self.nodes > self.limit:
            raise TooBig
        if s.is_chance:  # the passport dice: average over the two suits
            parts = [self.value(apply(s, throw)) for _, throw in _SUIT_THROWS]
            return tuple(sum(p * v[i] for (p, _), v in zip(_SUIT_THROWS, parts, strict=True)) for i in range(4))
        seat = s.actor
        best: tuple[float, ...] | None = None
        for move in distinct_moves(s, self.charity_seat is None or seat == self.charity_seat):
            result = self.value(apply(s, move))
            if best is None or result[seat] > best[seat]:
                best = result
        assert best is not None, "a seat to decide always has a move"
        return best


def solve(state: DealState, limit: int = NODE_LIMIT, charity_seat: int | None = None) -> tuple[float, ...]:
    """Each seat's chips over the deal when everyone plays the rest perfectly (max-n)."""
    return ExactSearch(limit, charity_seat).value(state)
