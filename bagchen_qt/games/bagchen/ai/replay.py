"""The others' past plays, set back in their moments.

Walking through the tricks of a deal in order, ``Rewind`` keeps what was public at
each play (tiles gone face up, stacks, hand sizes) and what the seat to play had put
face down itself, so that, given the tiles a seat held then, it can rebuild the
``TableView`` that seat decided from. Two uses:

- ``surprises`` scores a sampled deal: how many of the others' plays the Easy policy
  would not have made with the tiles the deal gives them. Fewer is a better guess.
- ``inference.world_sampler`` deals the others' hidden tiles and lets each of them
  choose, at every face-down play, the tiles Easy would have thrown away.

(The others may not play like Easy, but every level here mostly does, and people
play for the same reasons: they keep strong tiles and beat when they can.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bagchen_qt.games.bagchen.ai.strategy import choose_follow, choose_lead
from bagchen_qt.games.bagchen.ai.view import TableView
from bagchen_qt.games.bagchen.rules.combos import Combo, charity_combo, combo_of
from bagchen_qt.games.bagchen.rules.observation import SeenTrick
from bagchen_qt.games.bagchen.rules.options import follow_choices, lead_choices
from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Trick
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS, TILE_KIND, kinds_of

AnyTrick = Trick | SeenTrick


def _top_before(trick: AnyTrick, j: int, mask: int, mm: int) -> tuple[int, Combo, tuple[int, ...]]:
    """(top seat, top, top kinds) of a trick just before its play ``j``."""
    lead = trick.plays[0]
    kinds = kinds_of(lead.tiles) if lead.face_up else ()
    top = combo_of(kinds, mask, mm) if lead.face_up else charity_combo(lead.suit)
    seat = lead.seat
    for play in trick.plays[1:j]:
        if play.face_up:
            kinds = kinds_of(play.tiles)
            top, seat = combo_of(kinds, mask, mm), play.seat
    return seat, top, kinds


class Rewind:
    """Public facts at each play of a deal, walked in order with ``advance``."""

    def __init__(self, rules: RuleSet, point_mask: int, start_sizes: Sequence[int], risk: float = 0.5) -> None:
        self.rules, self.mask, self.risk = rules, point_mask, risk
        self.sizes = list(start_sizes)
        self.gone = [0] * 21
        self.downs = [[0] * 21 for _ in range(4)]  # each seat's own face-down tiles by kind
        self.stacks = [0, 0, 0, 0]

    def start_trick(self, previous: AnyTrick | None) -> None:
        if previous is not None:
            self.stacks[previous.top_seat] += previous.size

    def view(self, seat: int, hand: Sequence[int], trick: AnyTrick, j: int) -> TableView:
        """What ``seat`` saw, holding ``hand``, before play ``j`` of ``trick``."""
        counts = [0] * 21
        for t in hand:
            counts[TILE_KIND[t]] += 1
        own_down = self.downs[seat]
        unseen = tuple(COPIES[k] - self.gone[k] - counts[k] - own_down[k] for k in range(21))
        now: AnyTrick | None = None
        if j:
            top_seat, top, top_kinds = _top_before(trick, j, self.mask, self.rules.max_mixed_ministers)
            if isinstance(trick, Trick):
                now = trick._replace(plays=trick.plays[:j], top_seat=top_seat, top=top, top_kinds=top_kinds)
            else:
                now = replace(trick, plays=trick.plays[:j], top_seat=top_seat, top=top, top_kinds=top_kinds)
        stacks = tuple(self.stacks)
        return TableView(
            seat,
            tuple(sorted(hand)),
            tuple(counts),
            self.mask,
            unseen,
            stacks,
            tuple(s >= PASSPORT_STACKS for s in stacks),
            now,
            sum(self.sizes) - self.sizes[seat],
            self.rules,
            self.risk,
        )

    def advance(self, seat: int, tiles: Sequence[int], face_up: bool) -> None:
        for t in tiles:
            if face_up:
                self.gone[TILE_KIND[t]] += 1
            else:
                self.downs[seat][TILE_KIND[t]] += 1
        self.sizes[seat] -= len(tiles)


def _agrees(view: TableView, play, j: int, gone: list[int]) -> bool:
    """Would the Easy policy have made this play from this view?"""
    rules, mask = view.rules, view.point_mask
    if j == 0:
        # Had a rule-4 throw named a suit, it was the suit of the tile that was led.
        suit = KINDS[TILE_KIND[play.tiles[0]]].suit if play.face_up else None
        leads, charity = lead_choices(view.counts, mask, rules, view.passports[view.seat], tuple(gone), suit)
        lead = choose_lead(view, list(leads), charity)
        if not play.face_up:
            return lead.charity and lead.suit is play.suit
        return not lead.charity and lead.kinds == kinds_of(play.tiles)
    beats, may_discard = follow_choices(view.counts, view.current_trick.top, mask, rules)
    follow = choose_follow(view, list(beats), may_discard)
    # Face down the tiles count too: Easy throws away its weakest.
    return follow.beat == play.face_up and follow.kinds == kinds_of(play.tiles)


def surprises(world: DealState, observer: int, risk: float = 0.5, stop_at: int = 1 << 30) -> int:
    """How many plays of the seats other than ``observer`` the Easy policy would not
    have made in ``world`` (counting stops at ``stop_at``)."""
    tricks = world.tricks + ((world.trick,) if world.trick else ())
    # The tiles each seat held at the start of the play: its hand now and all it played.
    held = [list(hand) for hand in world.hands]
    for trick in tricks:
        for play in trick.plays:
            held[play.seat].extend(play.tiles)
    rewind = Rewind(world.rules, world.point_mask, [len(h) for h in held], risk)
    count = 0
    for i, trick in enumerate(tricks):
        rewind.start_trick(tricks[i - 1] if i else None)
        for j, play in enumerate(trick.plays):
            if play.seat != observer:
                view = rewind.view(play.seat, held[play.seat], trick, j)
                if not _agrees(view, play, j, rewind.gone):
                    count += 1
                    if count >= stop_at:
                        return count
            for t in play.tiles:
                held[play.seat].remove(t)
            rewind.advance(play.seat, play.tiles, play.face_up)
    return count
