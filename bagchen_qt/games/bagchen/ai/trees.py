"""Bagchen's ISMCTS trees (``ai/ismcts.py``): the pruned candidates of ``candidates.py``
for each seat (fewer for the opponents, whose tiles vary from deal to deal), the
strategy's choice first, and play-outs with the hand-written strategy (each seat with
the weights it is given) or a learned judge after the current trick."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

from bagchen_qt.ai.ismcts import TreeSearch
from bagchen_qt.games.bagchen.ai.candidates import follow_candidates, lead_candidates
from bagchen_qt.games.bagchen.ai.judge import Judge
from bagchen_qt.games.bagchen.ai.playout import ALL_EASY, SeatWeights, play_out
from bagchen_qt.games.bagchen.ai.policy import follow_event, lead_event
from bagchen_qt.games.bagchen.ai.strategy import FollowPlan, LeadPlan
from bagchen_qt.games.bagchen.ai.view import view_of_state
from bagchen_qt.games.bagchen.ai.weights import EASY, StrategyWeights
from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.state import (
    DealState,
    Phase,
    apply,
    follow_choices_of,
    lead_choices_of,
    sample_chance,
)

OPPONENT_LEADS = 3
OPPONENT_BEATS = 2


def _key(plan: LeadPlan | FollowPlan, mine: bool) -> tuple:
    """The edge for a move as the observer sees it."""
    if isinstance(plan, LeadPlan):
        if plan.charity:
            return ("charity", plan.kinds if mine else (), plan.suit)
        return ("lead", plan.kinds)
    if plan.beat:
        return ("beat", plan.kinds)
    return ("down", plan.kinds if mine else ())


def tree_moves(
    state: DealState, observer: int, risk: float, weights: StrategyWeights = EASY
) -> list[tuple[Hashable, Event]]:
    """(edge, action) for the seat to act: its candidates, the strategy's choice first."""
    seat = state.actor
    mine = seat == observer
    view = view_of_state(state, seat, risk, weights)
    if state.phase is Phase.LEAD:
        leads, charity = lead_choices_of(state)
        lead_plans = lead_candidates(view, list(leads), charity, limit=8 if mine else OPPONENT_LEADS)
        return [(_key(p, mine), lead_event(seat, view.hand, p)) for p in lead_plans]
    beats, may_discard = follow_choices_of(state)
    follow_plans = follow_candidates(
        view, list(beats), may_discard, limit_beats=4 if mine else OPPONENT_BEATS, discards=3 if mine else 1
    )
    return [(_key(p, mine), follow_event(seat, view.hand, p)) for p in follow_plans]


def _trick_done(state: DealState) -> bool:
    return state.phase is Phase.LEAD


class Ismcts(TreeSearch):
    """Bagchen's trees: its candidates for each seat, play-outs with the hand-written
    strategy (each seat with its weights), or a learned judge after the current trick."""

    def __init__(
        self,
        observer: int,
        root_moves: int,
        risk: float,
        seat_weights: SeatWeights = ALL_EASY,
        judge: Judge | None = None,
    ) -> None:
        super().__init__(observer, root_moves)
        self.risk = risk
        self.seat_weights = seat_weights
        self.judge = judge

    def tree_moves(self, state: DealState) -> list[tuple[Hashable, Any]]:
        return tree_moves(state, self.observer, self.risk, self.seat_weights[state.actor])

    def step(self, state: DealState, action: Event) -> DealState:
        return apply(state, action)

    def chance(self, state: DealState, rng: random.Random) -> Event:
        return sample_chance(state, rng)

    def leaf_value(self, state: DealState, rng: random.Random) -> Sequence[float]:
        """Every seat's chips at the end of the deal: played out to the end, or with a
        judge, to the end of the current trick and judged from there."""
        if self.judge is None:
            return play_out(state, rng, self.risk, seat_weights=self.seat_weights).final.nets
        state = play_out(state, rng, self.risk, seat_weights=self.seat_weights, stop=_trick_done)
        return state.final.nets if state.is_over else self.judge.nets(state)
