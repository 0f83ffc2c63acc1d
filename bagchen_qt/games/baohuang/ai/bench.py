"""How long each Bao Huang level takes per decision, for ``bagchen bench ai --game
bao-huang``: each table level plays first deals at every seat, at its default think time,
and every decision it is asked with more than one legal move is timed (a forced move is
not asked, as at the table). A level plays for ``seconds``, or on until it has made
``MIN_DECISIONS`` decisions, but never longer than ``MAX_LEVEL_S``. For the searching
levels the sampled positions a searched decision got are reported too."""

from __future__ import annotations

import platform
import random
import time
from typing import Any

from bagchen_qt.ai.decision_times import decision_figures
from bagchen_qt.ai.gamesearch import KitSearchingPlayer
from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import GAME_TABLE_LEVELS, PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.ai.view import seat_view

MIN_DECISIONS = 40
MAX_LEVEL_S = 90.0


def decision_times(level: str, seconds: float, seed: int = 2024) -> tuple[list[float], list[int]]:
    """Seconds per decision of ``level`` at every seat, and the sampled positions of
    each searched decision."""
    game = game_named(BAO_HUANG)
    rng = random.Random(seed)
    times: list[float] = []
    worlds: list[int] = []
    start = time.perf_counter()

    def more() -> bool:
        elapsed = time.perf_counter() - start
        return elapsed < MAX_LEVEL_S and (elapsed < seconds or len(times) < MIN_DECISIONS)

    while more():
        players = [make_player(level, PlayerOptions(seed=rng.randrange(2**32)), BAO_HUANG) for _ in range(5)]
        state: Any = game.new_deal(game.rules_from())
        while not state.is_over and more():
            if state.is_chance:
                state = game.apply(state, game.sample_chance(state, rng))
                continue
            legal = game.legal_actions(state)
            if len(legal) == 1:
                state = game.apply(state, legal[0])
                continue
            player = players[state.actor]
            if isinstance(player, KitSearchingPlayer):
                player.last = None
            view: Any = seat_view(state, state.actor)  # what every Bao Huang level decides from
            began = time.perf_counter()
            choice = player.decide(view, legal)
            times.append(time.perf_counter() - began)
            if isinstance(player, KitSearchingPlayer) and player.last is not None:
                worlds.append(player.last[2].worlds)
            state = game.apply(state, choice)
    return times, worlds


def bench_ai(seconds: float) -> dict[str, Any]:
    make_player("random", game=BAO_HUANG)  # registers the levels
    figures: dict[str, dict[str, float | int]] = {}
    for level in GAME_TABLE_LEVELS[BAO_HUANG]:
        times, worlds = decision_times(level, seconds)
        figures[level] = decision_figures(times, worlds)
    return {"levels": figures, "python": platform.python_version(), "cores_used": 1}
