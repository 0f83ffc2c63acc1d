"""Records random deals event by event, forever, for the kill test.

Usage: kill_child.py DB SEED. After each commit it writes a line to standard output
(a file): "ready", "begin DEAL", "event DEAL SEQ", "finished DEAL".
"""

from __future__ import annotations

import random
import sys

from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store


def main(path: str, seed: int) -> None:
    rng = random.Random(seed)
    store = Store.open(path)
    session = store.begin_session(RuleSet(), [PlayerSpec.human("Killed"), "random", "random", "random"], "killtest")
    print("ready", flush=True)
    while True:
        state = DealState.new(starter=rng.randrange(4))
        recorder = store.begin_deal(session, state, seed=seed)
        print(f"begin {recorder.deal_id}", flush=True)
        while not state.is_over:
            event = random_action(state, rng)
            state = apply(state, event)
            assert recorder.record(event, state), store.warning
            print(f"event {recorder.deal_id} {recorder.seq}", flush=True)
            if rng.random() < 0.03:
                store.add_annotation(recorder.deal_id, recorder.seq, "noted while playing", "!?")
        assert recorder.finish(state)
        print(f"finished {recorder.deal_id}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
