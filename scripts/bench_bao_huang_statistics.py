"""Time the replay's statistics of Bao Huang over a records file of many deals.

    python scripts/bench_bao_huang_statistics.py RECORDS.db [--deals 2000] [--runs 3]

A file that does not exist yet is filled first with ``--deals`` deals of random play
(the human at the first seat, recorded as the table records them; a few minutes for
thousands). Each run then works out every player's figures as the statistics window
does (``compute_statistics``) and prints its time, in all and per deal. A file recorded
by an older version, whose deals' outcomes are not kept, is replayed on the first run
and its outcomes kept: the runs after it read them.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.stats import compute_statistics

NAMES = ("Pema", "Tenzin", "Norbu", "Karma")


def fill(store: Store, deals: int) -> None:
    game = game_named(BAO_HUANG)
    rules = game.rules_from()
    players = [PlayerSpec.human("Dolma"), *(PlayerSpec.ai("random", name=name) for name in NAMES)]
    session = store.begin_session(rules, players, game=BAO_HUANG)
    for seed in range(deals):
        rng = random.Random(seed)
        state = game.new_deal(rules, seed % len(players), (100,) * len(players))
        recorder = store.begin_deal(session, state, seed=seed)
        while not state.is_over:
            event = game.random_action(state, rng)
            state = game.apply(state, event)
            recorder.record(event, state)
        recorder.finish(state)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("db", type=Path, help="the records file (filled first if it does not exist)")
    parser.add_argument("--deals", type=int, default=2000, help="deals to record into a new file")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with Store.open(args.db) as store:
        if not store.deals(status="finished", game=BAO_HUANG):
            started = time.perf_counter()
            fill(store, args.deals)
            print(f"recorded {args.deals} deals in {time.perf_counter() - started:.1f} s")
        count = len(store.deals(status="finished", game=BAO_HUANG))
        for run in range(1, args.runs + 1):
            started = time.perf_counter()
            lines = compute_statistics(store, BAO_HUANG)
            took = time.perf_counter() - started
            print(f"run {run}: {count} deals, {took:.3f} s, {took * 1000 / count:.3f} ms per deal, {len(lines)} lines")


if __name__ == "__main__":
    main()
