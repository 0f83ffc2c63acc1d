"""Oracle: sees every tile. It exists to measure the other levels against and is never
offered at the table.

On the true state it plays each candidate out many times with a slightly noisy Easy
policy (without noise every play-out of the true state would be the same), and once
the hands are small it plays the rest of the deal exactly.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.candidates import follow_candidates, lead_candidates
from bagchen_qt.ai.exact import ExactSearch, TooBig
from bagchen_qt.ai.pimc import pimc
from bagchen_qt.ai.player import Player, register_level
from bagchen_qt.ai.playout import chips_won, play_out
from bagchen_qt.ai.policy import decide_from_state, follow_event, lead_event
from bagchen_qt.ai.view import view_of_state
from bagchen_qt.rules.actions import Event
from bagchen_qt.rules.observation import Observation
from bagchen_qt.rules.state import DealState, Phase, follow_choices_of, lead_choices_of

PLAYOUT_NOISE = 0.1
EXACT_TILES = 2
NODES_PER_SECOND = 20_000


def _candidates(state: DealState, risk: float) -> list[Event]:
    seat = state.actor
    view = view_of_state(state, seat, risk)
    if state.phase is Phase.LEAD:
        leads, charity = lead_choices_of(state)
        plans = lead_candidates(view, list(leads), charity)
        return [lead_event(seat, view.hand, p) for p in plans]
    beats, may_discard = follow_choices_of(state)
    return [follow_event(seat, view.hand, p) for p in follow_candidates(view, list(beats), may_discard)]


@register_level("oracle")
class OraclePlayer(Player):
    default_think_ms = 300
    sees_everything = True

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        raise TypeError("the oracle decides from the full state: call decide_full")

    def decide_full(self, state: DealState, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        risk = self.options.risk
        if state.phase not in (Phase.LEAD, Phase.FOLLOW):
            return decide_from_state(state, self.rng, risk)
        seat = state.actor
        budget = Budget(self.deadline(budget_s), self.options.max_iterations)
        if len(state.hands[seat]) <= EXACT_TILES:
            # The nodes an exact search may visit in the time given (tens of microseconds each).
            limit = max(200, int((budget.deadline - time.monotonic()) * NODES_PER_SECOND))
            try:
                return ExactSearch(limit).best_move(state)
            except TooBig:
                pass
        actions = _candidates(state, risk)
        if len(actions) == 1:
            return actions[0]

        def evaluate(_index, after: DealState, rng) -> float:
            return chips_won(play_out(after, rng, risk, PLAYOUT_NOISE), seat)

        return actions[pimc(lambda: state, actions, evaluate, self.rng, budget, risk).best]
