"""``bagchen bench ai``: how long each AI level takes per decision.

Each level plays real deals against itself at its default settings, and every decision
it is asked (a single forced action is not asked, as at the table) is timed. A level
plays for ``seconds``, or longer until it has made ``MIN_DECISIONS`` decisions, but
never more than ``MAX_LEVEL_S``: the whole bench takes a few minutes at most.
"""

from __future__ import annotations

import platform
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from bagchen_qt.ai.player import PLAYER_LEVELS, TABLE_LEVELS, PlayerOptions, make_player
from bagchen_qt.ai.selfplay import decision, percentile
from bagchen_qt.rules.state import DealState, apply, sample_chance

MIN_DECISIONS = 30
MAX_LEVEL_S = 60.0


def decision_times(level: str, seconds: float, min_decisions: int = MIN_DECISIONS, seed: int = 2024) -> list[float]:
    """Seconds per decision of ``level`` over deals it plays against itself."""
    rng = random.Random(seed)
    times: list[list[float]] = [[] for _ in range(4)]  # by seat
    start = time.perf_counter()

    def more() -> bool:
        elapsed = time.perf_counter() - start
        return elapsed < MAX_LEVEL_S and (elapsed < seconds or sum(map(len, times)) < min_decisions)

    while more():
        players = [make_player(level, PlayerOptions(seed=rng.randrange(2**32))) for _ in range(4)]
        state = DealState.new(starter=rng.randrange(4))
        while not state.is_over and more():
            event = sample_chance(state, rng) if state.is_chance else decision(players, state, times)
            state = apply(state, event)
    return [t for seat_times in times for t in seat_times]


def bench_ai(seconds: float, levels: Sequence[str] = TABLE_LEVELS, min_decisions: int = MIN_DECISIONS
             ) -> dict[str, Any]:
    make_player("random")  # loads the registry of levels
    figures_of: dict[str, dict[str, float | int]] = {}
    skipped = []
    for level in levels:
        if level not in PLAYER_LEVELS:
            skipped.append(level)
            continue
        times_ms = [t * 1000 for t in decision_times(level, seconds, min_decisions)]
        figures_of[level] = {
            "p50_ms": round(statistics.median(times_ms), 4),
            "p95_ms": round(percentile(times_ms, 95), 4),
            "mean_ms": round(statistics.fmean(times_ms), 4),
            "decisions": len(times_ms),
        }
    figures: dict[str, Any] = {"levels": figures_of}
    if skipped:
        figures["skipped"] = f"not registered yet: {', '.join(skipped)}"
    figures["python"] = platform.python_version()
    figures["cores_used"] = 1
    return figures
