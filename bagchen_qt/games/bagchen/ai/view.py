"""What one seat knows at a decision, in the compact form the strategy reads.

A ``TableView`` is built either from an ``Observation`` (the players) or straight from a
``DealState`` (the fast path used in play-outs). Both builders read only what the seat
may know: its own hand and face-down tiles, and everything public.
"""

from __future__ import annotations

from typing import NamedTuple

from bagchen_qt.games.bagchen.ai.weights import EASY, StrategyWeights
from bagchen_qt.games.bagchen.rules.observation import Observation, SeenTrick
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Trick
from bagchen_qt.games.bagchen.rules.tiles import COPIES, TILE_KIND


class TableView(NamedTuple):
    seat: int
    hand: tuple[int, ...]  # physical tiles, sorted (so sorted by kind too)
    counts: tuple[int, ...]  # the hand counted by kind
    point_mask: int
    unseen: tuple[int, ...]  # by kind: tiles whose place this seat does not know
    stacks: tuple[int, ...]
    passports: tuple[bool, ...]
    trick: Trick | SeenTrick | None
    opponent_tiles: int  # tiles in the other three hands
    rules: RuleSet
    risk: float
    weights: StrategyWeights = EASY

    @property
    def current_trick(self) -> Trick | SeenTrick:
        """The trick being followed (a view made at a follow decision has one)."""
        if self.trick is None:
            raise ValueError("no trick is being played")
        return self.trick


def _unseen(counts: tuple[int, ...], gone: tuple[int, ...], own_down: list[int]) -> tuple[int, ...]:
    return tuple(COPIES[k] - gone[k] - counts[k] - own_down[k] for k in range(21))


def view_of_observation(obs: Observation, risk: float = 0.5, weights: StrategyWeights = EASY) -> TableView:
    own_down = [0] * 21
    tricks = obs.tricks + ((obs.trick,) if obs.trick else ())
    for trick in tricks:
        for play in trick.plays:
            if play.seat == obs.seat and not play.face_up:
                for t in play.tiles:
                    own_down[TILE_KIND[t]] += 1
    counts = [0] * 21
    for t in obs.hand:
        counts[TILE_KIND[t]] += 1
    counts_t = tuple(counts)
    others = sum(obs.hand_sizes) - obs.hand_sizes[obs.seat]
    return TableView(
        obs.seat,
        obs.hand,
        counts_t,
        obs.point_mask,
        _unseen(counts_t, obs.gone, own_down),
        obs.stacks,
        obs.passports,
        obs.trick,
        others,
        obs.rules,
        risk,
        weights,
    )


def view_of_state(state: DealState, seat: int, risk: float = 0.5, weights: StrategyWeights = EASY) -> TableView:
    """The same view as ``view_of_observation(observation(state, seat))``, built faster."""
    own_down = [0] * 21
    tricks = state.tricks + ((state.trick,) if state.trick else ())
    for trick in tricks:
        for play in trick.plays:
            if play.seat == seat and not play.face_up:
                for t in play.tiles:
                    own_down[TILE_KIND[t]] += 1
    hands = state.hands
    others = len(hands[0]) + len(hands[1]) + len(hands[2]) + len(hands[3]) - len(hands[seat])
    counts = state.counts[seat]
    return TableView(
        seat,
        hands[seat],
        counts,
        state.point_mask,
        _unseen(counts, state.gone, own_down),
        state.stacks,
        state.passports,
        state.trick,
        others,
        state.rules,
        risk,
        weights,
    )
