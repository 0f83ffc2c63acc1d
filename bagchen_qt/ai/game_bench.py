"""How long each level of a game takes per decision, played through the game's
definition: what ``bagchen bench ai --game G`` prints for a game whose "ai_bench" face
measures its levels this way (it names the presets to measure).

Each level the preset offers plays fresh deals at every seat, at its default think time
(or ``think_ms``), and every decision with more than one legal move is timed (a forced
move is not asked, as at the table). A level plays for ``seconds``, or on until it has
made ``MIN_DECISIONS`` decisions, but never longer than ``MAX_LEVEL_S``. For a searching
level the sampled deals each searched decision got are counted too: on a busy machine the
same think time buys fewer.
"""

from __future__ import annotations

import platform
import random
import time
from collections.abc import Sequence
from typing import Any

from bagchen_qt.ai.decision_times import decision_figures
from bagchen_qt.ai.gamesearch import KitSearchingPlayer
from bagchen_qt.ai.ladder import offered_levels
from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import game_named

MIN_DECISIONS = 40
MAX_LEVEL_S = 90.0


def decision_times(
    game: str, preset: str, level: str, seconds: float, think_ms: int = 0, seed: int = 2024
) -> tuple[list[float], list[int]]:
    """Seconds per decision of ``level`` at every seat of ``preset``'s deals, and the
    sampled deals of each of its searched decisions."""
    definition = game_named(game)
    rules = definition.rules_from(preset)
    seats = definition.seat_count(rules)
    rng = random.Random(seed)
    times: list[float] = []
    worlds: list[int] = []
    start = time.perf_counter()

    def more() -> bool:
        elapsed = time.perf_counter() - start
        return elapsed < MAX_LEVEL_S and (elapsed < seconds or len(times) < MIN_DECISIONS)

    while more():
        options = [PlayerOptions(seed=rng.randrange(2**32), think_ms=think_ms) for _ in range(seats)]
        players = [make_player(level, seat_options, game) for seat_options in options]
        state: Any = definition.new_deal(rules, starter=rng.randrange(seats))
        while not state.is_over and more():
            if state.is_chance:
                state = definition.apply(state, definition.sample_chance(state, rng))
                continue
            legal = definition.legal_actions(state)
            if len(legal) > 1:
                player = players[state.actor]
                if isinstance(player, KitSearchingPlayer):
                    player.last = None
                began = time.perf_counter()
                choice = player.decide(observation_for(game, state, state.actor), legal)
                times.append(time.perf_counter() - began)
                if isinstance(player, KitSearchingPlayer) and player.last is not None:
                    worlds.append(player.last[2].worlds)
            else:
                choice = legal[0]
            state = definition.apply(state, choice)
    return times, worlds


def bench_levels(game: str, presets: Sequence[str], seconds: float) -> dict[str, Any]:
    """Each offered level's decision times (p50, p95, mean) at each of ``presets``."""
    definition = game_named(game)
    figures: dict[str, dict[str, dict[str, float | int]]] = {}
    for preset in presets:
        levels = offered_levels(game, definition.rules_from(preset))
        figures[preset] = {level: decision_figures(*decision_times(game, preset, level, seconds)) for level in levels}
    return {"presets": figures, "python": platform.python_version(), "cores_used": 1}
