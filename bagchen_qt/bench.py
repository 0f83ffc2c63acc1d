"""``bagchen bench``: speed figures, printed as text or as one JSON object."""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Iterator

from bagchen_qt.games import DEFAULT_GAME, listing, listings

# Each target's measuring function, as "module:function", imported only when run.
BENCHES: dict[str, str] = {
    "rules": "",  # each game's own: the "rules_bench" face of its listing
    "records": "bagchen_qt.records.bench:bench_records",
    "ai": "",  # the game's own: the "ai_bench" face of its listing
    "gui": "",  # the first game's table: the "gui_bench" face of its listing
}


def benched_games() -> list[str]:
    """Every game some ``bagchen bench TARGET --game`` measures."""
    return [known.name for known in listings() if known.name in {g for t in BENCHES for g in bench_games(t)}]


def bench_games(target: str) -> list[str]:
    """The games ``bagchen bench TARGET --game`` measures: each whose listing names that
    target's bench as a face ("rules_bench", "ai_bench", "gui_bench"), and the first game,
    whose figures a target without such a face (records) measures."""
    face = f"{target}_bench"
    return [known.name for known in listings() if face in known.faces or known.name == DEFAULT_GAME]


def _measure_spec(target: str, game: str) -> str:
    if target == "rules":
        return listing(game).faces["rules_bench"]
    return listing(game).faces.get(f"{target}_bench", BENCHES[target])


def run_bench(target: str, as_json: bool = False, seconds: float = 3.0, busy: int = 0, game: str = DEFAULT_GAME) -> int:
    """Measure ``target`` and print its figures; ``busy``: processes spinning beside it,
    as on a machine loaded by other programs; ``game``: whose rules engine ``rules`` or
    whose levels ``ai`` measures (the first game's unless another is named)."""
    if game not in bench_games(target):
        raise ValueError(f"bagchen bench {target} measures {', '.join(bench_games(target))}, not {game}")
    spec = _measure_spec(target, game)
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
