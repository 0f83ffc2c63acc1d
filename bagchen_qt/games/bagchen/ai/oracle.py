"""Oracle: sees every tile. It exists to measure the other levels against and is never
offered at the table.

It is Hard with the hidden tiles shown: the same candidates, the same trees and
play-outs with the same weights, the same exact play of the last tricks, only every
deal it searches is the true one instead of a guess from the plays. The distance
between the Oracle and Hard is therefore what the hidden tiles hide, and it stays the
ceiling for Hard whatever Hard's search and judge of positions become.
"""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.ai.player import register_level
from bagchen_qt.games.bagchen.ai.hard import HardPlayer
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.rules.actions import Action, Event
from bagchen_qt.games.bagchen.rules.observation import Observation, observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase


@register_level("oracle")
class OraclePlayer(HardPlayer):
    sees_everything = True

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        raise TypeError("the oracle decides from the full state: call decide_full")

    def decide_full(self, state: DealState, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        if state.phase not in (Phase.LEAD, Phase.FOLLOW):
            return decide_from_state(state, self.rng, self.options.risk, self.weights)
        return self.search(observation(state, state.actor), legal, budget_s, truth=state)
