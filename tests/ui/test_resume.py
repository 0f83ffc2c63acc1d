"""An interrupted deal goes on where it stopped; "play from here" records a branch."""

import random

from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.app import play_from_state, resume_deal

SEATS = [PlayerSpec.ai("random", name=name) for name in ("Dolma", "Tenzin", "Pema", "Norbu")]


def _half_played(store: Store, events: int = 40) -> tuple[int, DealState]:
    session = store.begin_session(DealState.new().rules, SEATS)
    state = DealState.new()
    recorder = store.begin_deal(session, state)
    rng = random.Random(8)
    for _ in range(events):
        state = apply(state, random_action(state, rng))
        recorder.record(state.events[-1], state)
    return recorder.deal_id, state


def _wait_until_finished(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: window.controller.state is not None and window.controller.state.is_over and window.deals_played >= 1,
        timeout=60_000,
    )


def test_an_interrupted_deal_goes_on_from_where_it_stopped(qtbot, tmp_path):
    path = tmp_path / "records.sqlite3"
    store = Store.open(path)
    deal_id, state = _half_played(store)
    # The recording process is gone: the deal is left "playing" by a dead process.
    store.conn.execute("UPDATE deals SET owner_pid = 999999999 WHERE id = ?", (deal_id,))
    store.conn.commit()
    store.close()
    store = Store.open(path)
    assert [d.id for d in store.interrupted_deals()] == [deal_id]
    window = resume_deal(store, deal_id, "instant")
    qtbot.addWidget(window)
    resumed = window.controller.state
    assert resumed.events == state.events  # exactly where it stopped
    _wait_until_finished(qtbot, window)
    summary = store.deals(deal_ids=[deal_id])[0]
    assert summary.status == "finished"
    window.controller.stop()


def test_play_from_here_records_a_branch(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite3"
    monkeypatch.setenv("BAGCHEN_DB", str(path))
    store = Store.open(path)
    source_id, state = _half_played(store, 30)
    store.close()
    seats = [PlayerSpec.ai("random", name=name) for name in ("Dolma", "Tenzin", "Pema", "Norbu")]
    window = play_from_state(state, seats, source_id, "instant")
    qtbot.addWidget(window)
    _wait_until_finished(qtbot, window)
    store = window.controller.log.store
    branch = [d for d in store.deals() if d.id != source_id][0]
    assert store.branch_of(branch.id) == (source_id, len(state.events))
    assert store.load_deal(branch.id).events[: len(state.events)] == list(state.events)
    window.controller.stop()


def test_a_resumed_deal_keeps_who_sat_where(qtbot, tmp_path):
    path = tmp_path / "records.sqlite3"
    store = Store.open(path)
    session = store.begin_session(DealState.new().rules, SEATS)
    state = DealState.new()
    recorder = store.begin_deal(session, state, seating=(2, 3, 0, 1))  # Pema East, Norbu South, ...
    rng = random.Random(8)
    for _ in range(30):
        state = apply(state, random_action(state, rng))
        recorder.record(state.events[-1], state)
    store.conn.execute("UPDATE deals SET owner_pid = 999999999 WHERE id = ?", (recorder.deal_id,))
    store.conn.commit()
    store.close()
    store = Store.open(path)
    window = resume_deal(store, recorder.deal_id, "instant")
    qtbot.addWidget(window)
    assert [s.name for s in window.config.seats] == ["Pema", "Norbu", "Dolma", "Tenzin"]
    assert window.controller.session.seating == (2, 3, 0, 1)
    assert [s.name for s in window.controller.players] == ["Dolma", "Tenzin", "Pema", "Norbu"]
    _wait_until_finished(qtbot, window)
    assert store.deal_seating(recorder.deal_id) == (2, 3, 0, 1)
    window.controller.stop()
