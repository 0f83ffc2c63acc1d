"""Bao Huang's AI levels: Random (a legal move chosen uniformly, which self-play and the
records need to play whole sessions) and Easy (the hand-written strategy of
``strategy.py``); the searches that read the hidden partnership come next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bagchen_qt.ai.gamesearch import GameRandomPlayer
from bagchen_qt.ai.player import GAME_TABLE_LEVELS, Player, register_level
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.ai.strategy import choose


@register_level("random", BAO_HUANG)
class BaoHuangRandom(GameRandomPlayer):
    """A uniformly random legal move."""


@register_level("easy", BAO_HUANG)
class BaoHuangEasy(Player):
    """The hand-written strategy: decides at once, from the observation alone."""

    default_think_ms = 5

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        return choose(obs, legal)


GAME_TABLE_LEVELS[BAO_HUANG] = ("random", "easy")
