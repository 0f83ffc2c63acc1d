"""Bao Huang's AI levels. Random for now: a legal move chosen uniformly, which is what
self-play and the records need to play whole sessions; the levels that play well
(Easy's strategy, the searches that read the hidden partnership) come next."""

from __future__ import annotations

from bagchen_qt.ai.gamesearch import GameRandomPlayer
from bagchen_qt.ai.player import GAME_TABLE_LEVELS, register_level
from bagchen_qt.games import BAO_HUANG


@register_level("random", BAO_HUANG)
class BaoHuangRandom(GameRandomPlayer):
    """A uniformly random legal move."""


GAME_TABLE_LEVELS[BAO_HUANG] = ("random",)
