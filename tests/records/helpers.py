"""Deals and stores for the records tests."""

from __future__ import annotations

import random
from pathlib import Path

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
