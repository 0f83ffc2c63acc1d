"""Easy: the hand-written strategy of ``strategy.py``, deciding in a few milliseconds.

``tuned`` is the same strategy with the tuned weights (``weights.TUNED``): what Hard's
search plays in its play-outs. It is for measurement (``bagchen selfplay``) and is
not offered at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.ai.player import Player, register_level
from bagchen_qt.games.bagchen.ai.explain import explain_action
from bagchen_qt.games.bagchen.ai.policy import decide_from_observation
from bagchen_qt.games.bagchen.ai.weights import EASY, TUNED, StrategyWeights
from bagchen_qt.games.bagchen.rules.actions import Action, Event
from bagchen_qt.games.bagchen.rules.observation import Observation


@register_level("easy")
class EasyPlayer(Player):
    default_think_ms = 5
    weights: StrategyWeights = EASY

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        return decide_from_observation(obs, legal, self.rng, self.options.risk, self.weights)

    def explain(self, obs: Observation, action: Event) -> str:
        return explain_action(obs, action, self.options.risk, self.weights)


@register_level("tuned")
class TunedPlayer(EasyPlayer):
    weights = TUNED
