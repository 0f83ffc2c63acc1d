"""An undo at the table takes events back out of the record and marks the deal."""

import random

from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.records.store import Store


def test_rewind_drops_the_undone_events_and_marks_the_deal():
    store = Store.memory()
    session = store.begin_session(DealState.new().rules, ["easy", "easy", "easy", "easy"])
    rng = random.Random(4)
    state = DealState.new()
    recorder = store.begin_deal(session, state)
    states = [state]
    while len(states) < 60:
        state = apply(state, random_action(state, rng))
        recorder.record(state.events[-1], state)
        states.append(state)
    kept = states[30]
    assert recorder.rewind(len(kept.events), kept)
    assert recorder.seq == len(kept.events) and recorder.undos() == 1
    # Play on from the kept state to the end: the record is whole and verifies.
    state = kept
    while not state.is_over:
        state = apply(state, random_action(state, rng))
        recorder.record(state.events[-1], state)
    assert recorder.finish(state)
    loaded = store.load_deal(recorder.deal_id)
    assert list(loaded.events) == list(state.events)
    from bagchen_qt.records.verify import verify_store

    report = verify_store(store)
    assert report.ok, report
