"""High Card's AI levels: Random, and a greedy Easy that plays its highest card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bagchen_qt.ai.gamesearch import GameRandomPlayer
from bagchen_qt.ai.player import GAME_TABLE_LEVELS, Player, register_level

from .rules import NAME


@register_level("random", NAME)
class Random(GameRandomPlayer):
    pass


@register_level("easy", NAME)
class Greedy(Player):
    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        return max(legal, key=lambda play: play.card)


GAME_TABLE_LEVELS[NAME] = ("random", "easy")
