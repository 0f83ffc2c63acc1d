"""Easy: the hand-written strategy of ``strategy.py``, deciding in a few milliseconds."""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.ai.explain import explain_action
from bagchen_qt.ai.player import Player, register_level
from bagchen_qt.ai.policy import decide_from_observation
from bagchen_qt.rules.actions import Event
from bagchen_qt.rules.observation import Observation


@register_level("easy")
class EasyPlayer(Player):
    default_think_ms = 5

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        return decide_from_observation(obs, legal, self.rng, self.options.risk)

    def explain(self, obs: Observation, action: Event) -> str:
        return explain_action(obs, action, self.options.risk)
