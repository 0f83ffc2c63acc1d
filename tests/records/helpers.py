"""Deals and stores for the records tests."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bagchen_qt.core.family import game_named
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store

REPO = Path(__file__).resolve().parents[2]
REPLAYS = REPO / "replays"
SEATS = [PlayerSpec.human("Pema"), "random", PlayerSpec.ai("easy", {"seed": 3, "risk": 0.5}), "random"]
TABLES = ("sessions", "players", "seats", "deals", "events", "payments", "annotations", "reviews")


def play(seed: int, rules: RuleSet | None = None) -> DealState:
    """A finished deal of random play."""
    rng = random.Random(seed)
    state = DealState.new(rules or RuleSet(), starter=rng.randrange(4))
    while not state.is_over:
        state = apply(state, random_action(state, rng))
    return state


def record_live(store: Store, session_id: int, seed: int, stop_after: int | None = None) -> tuple[int, DealState]:
    """Record a random deal event by event (stopping after ``stop_after`` events)."""
    rng = random.Random(seed)
    state = DealState.new(RuleSet(), starter=rng.randrange(4))
    recorder = store.begin_deal(session_id, state, seed=seed)
    while not state.is_over and (stop_after is None or recorder.seq < stop_after):
        event = random_action(state, rng)
        state = apply(state, event)
        assert recorder.record(event, state)
    if state.is_over:
        assert recorder.finish(state)
    return recorder.deal_id, state


def counts(store: Store) -> dict[str, int]:
    return {t: store.conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}


def family_deal(game: str, preset: str = "", seed: int = 1) -> Any:
    """A finished deal of random play of any game of the family, through its definition."""
    definition = game_named(game)
    rules = definition.rules_from(preset)
    rng = random.Random(seed)
    state = definition.new_deal(rules, seed % definition.seat_count(rules))
    while not state.is_over:
        state = definition.apply(state, definition.random_action(state, rng))
    return state


def game_document(game: str, preset: str = "", seed: int = 1) -> dict[str, Any]:
    """A hand-record document holding one finished deal of ``game``."""
    from bagchen_qt.records.handrecord import export_document
    from bagchen_qt.records.store import record_finished_deal

    state = family_deal(game, preset, seed)
    with Store.memory() as store:
        seats = ["random"] * game_named(game).seat_count(state.rules)
        deal_id = record_finished_deal(store, state, seats, game=game)
        assert deal_id is not None
        return export_document(store, [deal_id])


# Started by a small process of its own: a child's peak memory counts its parent's at the
# moment it is forked, and a test process may hold hundreds of megabytes.
_LAUNCHER = """
import os, subprocess, sys
with open(sys.argv[1], "wb") as out:
    child = subprocess.Popen(sys.argv[2:], stdout=out, stderr=subprocess.STDOUT)
    _, status, usage = os.wait4(child.pid, 0)
print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
"""


def run_measured(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, str, float, int]:
    """``command`` run in a process of its own: its exit status, what it printed
    (standard output and error), its time and its peak memory (KB)."""
    import subprocess
    import sys
    import time

    out = cwd / "measured.out"
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", _LAUNCHER, str(out), *command], capture_output=True, text=True, env=env, check=True
    )
    seconds = time.monotonic() - start
    code, peak = (int(n) for n in done.stdout.split())
    return code, out.read_text(errors="replace"), seconds, peak
