"""``bagchen bench``: speed figures, printed as text or as one JSON object."""

from __future__ import annotations

import importlib
import json
import platform
import random
import sys
import time
from collections.abc import Callable, Iterator

from bagchen_qt.games import DEFAULT_GAME, listing, listings


def _rate(step: Callable[[], int], seconds: float) -> float:
    """Units per second of ``step`` (which returns how many units it did) over ``seconds``."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += step()
    return done / elapsed


def bench_rules(seconds: float) -> dict[str, float | int | str]:
    from bagchen_qt.games.bagchen.rules.state import DealState, apply, legal_actions, play_random_deal, random_action

    rng = random.Random(2024)
    deals_per_s = _rate(lambda: bool(play_random_deal(rng)) or 1, seconds)

    # Decision points from random deals, then legal-action generation over them.
    positions: list[DealState] = []
    while len(positions) < 2000:
        state = DealState.new(starter=rng.randrange(4))
        while not state.is_over:
            if not state.is_chance:
                positions.append(state)
            state = apply(state, random_action(state, rng))

    def generate_all() -> int:
        for position in positions:
            legal_actions(position)
        return len(positions)

    legal_per_s = _rate(generate_all, seconds)
    return {
        "random_deals_per_s": round(deals_per_s, 1),
        "legal_actions_per_s": round(legal_per_s, 1),
        "python": platform.python_version(),
        "cores_used": 1,
    }


# Each target's measuring function, as "module:function", imported only when run.
BENCHES: dict[str, str] = {
    "rules": "bagchen_qt.bench:bench_rules",
    "records": "bagchen_qt.records.bench:bench_records",
    "ai": "bagchen_qt.ai.bench:bench_ai",
    "gui": "bagchen_qt.ui.bench:bench_gui",
}


def rules_bench_games() -> list[str]:
    """The games ``bagchen bench rules --game`` measures: the first, and each whose
    listing names a "rules_bench" face."""
    return [DEFAULT_GAME, *(known.name for known in listings() if "rules_bench" in known.faces)]


def run_bench(target: str, as_json: bool = False, seconds: float = 3.0, busy: int = 0, game: str = DEFAULT_GAME) -> int:
    """Measure ``target`` and print its figures; ``busy``: processes spinning beside it,
    as on a machine loaded by other programs; ``game``: whose rules engine ``rules``
    measures (the first game's unless another is named)."""
    spec = BENCHES[target] if game == DEFAULT_GAME else listing(game).faces["rules_bench"]
    module_name, _, function_name = spec.partition(":")
    measure = getattr(importlib.import_module(module_name), function_name)
    if busy:
        from bagchen_qt.ai.load import busy_processes

        with busy_processes(busy):
            figures = measure(seconds) | {"busy_processes": busy}
    else:
        figures = measure(seconds)
    if as_json:
        print(json.dumps(figures))
    else:
        items = list(_flat(figures))
        width = max(len(name) for name, _ in items)
        for name, value in items:
            print(f"{name:<{width}}  {value}")
    sys.stdout.flush()
    return 0


def _flat(figures: dict, prefix: str = "") -> Iterator[tuple[str, object]]:
    """Nested figures as dotted names: ``levels.hard.p95_ms``."""
    for name, value in figures.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{name}.")
        else:
            yield f"{prefix}{name}", value
