"""The records database: schema, recording, recovery, annotations and reviews."""

from __future__ import annotations

import hashlib
import json
import os
import random
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from sqlite_utils import Database

from bagchen_qt.games.bagchen.records.deals import event_json
from bagchen_qt.games.bagchen.rules.actions import event_to_dict
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action, replay
from bagchen_qt.records import opening
from bagchen_qt.records import store as store_module
from bagchen_qt.records.model import PlayerSpec, check_deal, fingerprint
from bagchen_qt.records.schema import MIGRATION_NAMES, MIGRATIONS, SCHEMA_VERSION
from bagchen_qt.records.store import (
    DealQuery,
    NewerSchemaError,
    NotARecordsDatabase,
    RecordsError,
    SelfplayRecorder,
    Store,
    default_db_path,
    record_finished_deal,
    resolve_db_path,
)

from .helpers import SEATS, play, record_live


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "records.sqlite3"


@pytest.fixture
def store(db_path: Path):
    with Store.open(db_path) as opened:
        yield opened


def _hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- schema -------------------------------------------------------------------------------------


def test_schema_tables_keys_wal_and_foreign_keys(store: Store) -> None:
    tables = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"sessions", "players", "seats", "deals", "events", "payments", "annotations", "reviews"} <= tables
    assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert store.schema_version == SCHEMA_VERSION == len(MIGRATION_NAMES)
    assert [m.name for m in MIGRATIONS.applied(store.db)] == list(MIGRATION_NAMES)
    pks = {t: [r[1] for r in store.conn.execute(f"PRAGMA table_info({t})") if r[5]] for t in ("events", "payments")}
    assert pks == {"events": ["deal_id", "seq"], "payments": ["deal_id", "n"]}
    with pytest.raises(sqlite3.IntegrityError):  # foreign keys are enforced
        store.conn.execute("INSERT INTO events (deal_id, seq, data) VALUES (999, 1, '{}')")
    store.conn.rollback()


def test_an_old_database_is_migrated_and_keeps_its_deals(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    db = Database(conn)
    MIGRATIONS.apply(db, stop_before="m002_indexes")
    old = Store(conn, db_path)  # version 1, as an older Bagchen left it
    assert old.schema_version == 1
    deal_id = record_finished_deal(old, play(1), SEATS)
    conn.commit()
    conn.close()
    with Store.open(db_path) as store:
        assert store.schema_version == SCHEMA_VERSION
        indexes = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert "deals_not_finished" in indexes
        check_deal(store.deal_record(deal_id))


def test_payments_survive_the_rebuild_of_their_table_and_keep_its_checks(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA foreign_keys = ON")
    MIGRATIONS.apply(Database(conn), stop_before="m005_payments_check")
    old = Store(conn, db_path)
    deal_id = record_finished_deal(old, play(3), SEATS)
    before = conn.execute("SELECT * FROM payments ORDER BY deal_id, n").fetchall()
    conn.commit()
    conn.close()
    assert before
    with Store.open(db_path) as store:
        assert store.conn.execute("SELECT * FROM payments ORDER BY deal_id, n").fetchall() == before
        check_deal(store.deal_record(deal_id))
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            store.conn.execute("INSERT INTO payments VALUES (?, 99, 1, 0, 1, 2, 'bribe', 0)", (deal_id,))
        store.conn.rollback()


def test_a_newer_database_is_refused_and_left_untouched(db_path: Path) -> None:
    Store.open(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, ?, ?)",
        ("bagchen-records", "m099_from_the_future", "2030-01-01"),
    )
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before, listing = _hash(db_path), sorted(os.listdir(db_path.parent))
    with pytest.raises(NewerSchemaError, match="newer version of Bagchen.*left untouched"):
        Store.open(db_path)
    assert _hash(db_path) == before
    assert sorted(os.listdir(db_path.parent)) == listing


def test_a_foreign_database_is_refused_and_left_untouched(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    before = _hash(db_path)
    with pytest.raises(NotARecordsDatabase):
        Store.open(db_path)
    assert _hash(db_path) == before


def test_a_damaged_database_is_kept_aside_and_a_fresh_one_started(db_path: Path) -> None:
    with Store.open(db_path) as store:
        for seed in range(30):
            record_finished_deal(store, play(seed), SEATS)
    data = bytearray(db_path.read_bytes())
    assert len(data) > 8 * 4096
    data[4096 : 4 * 4096] = os.urandom(3 * 4096)  # b-tree pages overwritten
    db_path.write_bytes(bytes(data))
    damaged = db_path.read_bytes()
    told: list[tuple[str, bool]] = []
    with Store.open(db_path, notify=lambda notice: told.append((notice, db_path.exists()))) as store:
        assert len(store.notices) == 1
        assert "damaged" in store.notices[0] and "fresh database" in store.notices[0]
        assert told == [(store.notices[0], True)]  # said before the file was moved
        assert store.recording and store.deal_count() == 0
        assert record_finished_deal(store, play(99), SEATS) == 1  # the fresh one works
    backups = [p for p in db_path.parent.iterdir() if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(backups) == 1 and backups[0].read_bytes() == damaged


def test_default_path_and_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import platformdirs

    monkeypatch.delenv("BAGCHEN_DB", raising=False)
    default = default_db_path()
    assert default == Path(platformdirs.user_data_dir("Bagchen", appauthor=False)) / "records.sqlite3"
    assert Path(store_module.__file__).resolve().parents[2] not in default.resolve().parents  # never by the program
    assert resolve_db_path() == default
    monkeypatch.setenv("BAGCHEN_DB", str(tmp_path / "env.sqlite3"))
    assert resolve_db_path() == tmp_path / "env.sqlite3"
    assert resolve_db_path(tmp_path / "given.sqlite3") == tmp_path / "given.sqlite3"


# --- recording ------------------------------------------------------------------------------------


def test_live_recording_rebuilds_the_deal(store: Store) -> None:
    session = store.begin_session(RuleSet(), SEATS, title="Friday")
    deal_id, final = record_live(store, session, seed=5)
    start, events, annotations = store.load_deal(deal_id)
    assert events == list(final.events) and annotations == []
    rebuilt = replay(start, events)
    assert rebuilt.result == final.result and rebuilt.payments == final.payments
    record = store.deal_record(deal_id)
    assert record.status == "finished" and record.dice == final.dice and record.seed == 5
    check_deal(record)
    [summary] = store.deals()
    assert summary.players == ("Pema", "random AI", "easy AI", "random AI")
    assert summary.result == final.result and not summary.interrupted
    info = store.session(session)
    assert info.title == "Friday" and info.seats[2] == PlayerSpec.ai("easy", {"seed": 3, "risk": 0.5})


def test_each_event_is_its_own_transaction(store: Store) -> None:
    session = store.begin_session(RuleSet(), SEATS)
    rng = random.Random(2)
    state = DealState.new()
    recorder = store.begin_deal(session, state)
    other = sqlite3.connect(store.path)  # a second reader sees each event once recorded
    for n in range(1, 12):
        event = random_action(state, rng)
        state = apply(state, event)
        recorder.record(event, state)
        assert other.execute("SELECT count(*) FROM events WHERE deal_id = ?", (recorder.deal_id,)).fetchone()[0] == n
    other.close()


def test_event_json_is_the_canonical_json() -> None:
    for seed in range(20):
        for event in play(seed).events:
            assert event_json(event) == json.dumps(event_to_dict(event), separators=(",", ":"))


def test_payments_carry_the_event_that_caused_them(store: Store) -> None:
    final = play(8)
    deal_id = record_finished_deal(store, final, SEATS)
    record = store.deal_record(deal_id)
    state = DealState.new(final.rules, final.starter, final.start_chips)
    expected = []
    for number, event in enumerate(final.events, 1):
        before = len(state.payments)
        state = apply(state, event)
        expected += [(number, *p) for p in state.payments[before:]]
    assert [tuple(p) for p in record.payments] == expected and expected


def test_selfplay_hook_records_each_deal(store: Store) -> None:
    hook = SelfplayRecorder(store)
    hook.BATCH_SECONDS = 3600.0
    for index in range(4):
        hook(play(index), ("easy", "random", "easy", "random"), index)
    hook(play(10), ("random",) * 4, 4)
    assert store.deals() == []  # still waiting for the batch to fill
    hook.flush()
    deals = store.deals()
    assert len(deals) == 5 and len({d.session_id for d in deals}) == 2
    assert [d.number for d in deals] == [1, 2, 3, 4, 1]
    assert all(d.source == "selfplay" and d.status == "finished" for d in deals)


def test_selfplay_deals_are_written_a_batch_at_a_time(store: Store) -> None:
    hook = SelfplayRecorder(store)
    hook.BATCH_DEALS, hook.BATCH_SECONDS = 3, 3600.0
    for index in range(7):
        hook(play(index), ("easy",) * 4, index)
    assert len(store.deals()) == 6 and hook.deal_ids == [1, 2, 3, 4, 5, 6]
    hook.flush()
    assert [d.number for d in store.deals()] == list(range(1, 8))
    for deal_id in hook.deal_ids:
        check_deal(store.deal_record(deal_id))


def test_a_waiting_deal_is_held_as_its_rows_not_its_state(store: Store) -> None:
    hook = SelfplayRecorder(store)
    hook.BATCH_SECONDS = 3600.0
    final = play(3)
    hook(final, ("easy",) * 4, 0)
    rows, lineup, _ = hook._waiting[0]
    assert lineup == ("easy",) * 4
    assert isinstance(rows.rules, RuleSet) and isinstance(rows.events, str)
    scalars = [*rows.deal, *(value for payment in rows.payments for value in payment)]
    assert all(isinstance(value, (str, int, type(None))) for value in scalars)
    assert rows.events == "[" + ",".join(event_json(e) for e in final.events) + "]"
    hook.flush()
    assert [tuple(p) for p in store.deal_record(hook.deal_ids[0]).payments] == rows.payments


def test_a_batch_is_written_once_a_second_has_passed(store: Store) -> None:
    hook = SelfplayRecorder(store)
    hook.BATCH_SECONDS = 0.0
    hook(play(1), ("easy",) * 4, 0)
    assert len(store.deals()) == 1


def test_selfplay_deals_get_their_fingerprint_when_an_import_needs_it(store: Store) -> None:
    hook = SelfplayRecorder(store)
    hook(play(2), ("easy",) * 4, 0)
    hook.flush()
    assert store.conn.execute("SELECT fingerprint FROM deals").fetchone()[0] is None
    expected = fingerprint(play(2).rules, play(2).starter, play(2).start_chips, [event_json(e) for e in play(2).events])
    assert store.known_fingerprints() == {expected}
    assert store.conn.execute("SELECT fingerprint FROM deals").fetchone()[0] == expected  # and kept


def test_events_are_stored_as_their_canonical_json(store: Store) -> None:
    final = play(4)
    deal_id = record_finished_deal(store, final, SEATS)
    stored = [r[0] for r in store.conn.execute("SELECT data FROM events WHERE deal_id = ? ORDER BY seq", (deal_id,))]
    assert stored == [event_json(e) for e in final.events]


def test_interrupted_deal_is_offered_then_resumed(db_path: Path) -> None:
    with Store.open(db_path) as store:
        session = store.begin_session(RuleSet(), SEATS)
        deal_id, partial = record_live(store, session, seed=3, stop_after=30)
        assert store.interrupted_deals() == []  # still being recorded by this store
    with Store.open(db_path) as store:  # the program stopped: the next start offers it
        [offered] = store.interrupted_deals()
        assert offered.id == deal_id and offered.interrupted
        recorder = store.resume_deal(deal_id)
        assert recorder.seq == 30 and recorder.state.events == partial.events
        rng = random.Random(0)
        state = recorder.state
        while not state.is_over:
            event = random_action(state, rng)
            state = apply(state, event)
            recorder.record(event, state)
        assert recorder.finish(state)
        assert store.interrupted_deals() == []
        check_deal(store.deal_record(deal_id))


def test_interrupted_deal_kept_as_unfinished(db_path: Path) -> None:
    with Store.open(db_path) as store:
        session = store.begin_session(RuleSet(), SEATS)
        deal_id, _ = record_live(store, session, seed=4, stop_after=12)
    with Store.open(db_path) as store:
        assert [d.id for d in store.interrupted_deals()] == [deal_id]
        assert store.keep_unfinished(deal_id)
        assert store.interrupted_deals() == []
        [deal] = store.deals(status="unfinished")
        assert deal.id == deal_id and deal.result is None
        record = store.deal_record(deal_id)
        assert record.status == "unfinished" and len(record.events) == 12
        check_deal(record)
        with pytest.raises(RecordsError, match="already finished"):
            store.resume_deal(record_finished_deal(store, play(1), SEATS))


# --- when recording cannot go on --------------------------------------------------------------


def test_a_full_disk_stops_recording_with_a_warning_and_play_goes_on(store: Store) -> None:
    session = store.begin_session(RuleSet(), SEATS)
    warnings: list[str] = []
    store.on_warning.append(warnings.append)
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    rng = random.Random(1)
    written = []
    for _ in range(20):  # a whole session goes on; nothing raises
        state = DealState.new()
        recorder = store.begin_deal(session, state)
        while not state.is_over:
            event = random_action(state, rng)
            state = apply(state, event)
            written.append(recorder.record(event, state))
        recorder.finish(state)
    assert written[0] and not written[-1]
    assert not store.recording
    assert store.warning.startswith("Recording stopped: the disk is full")
    assert warnings == [store.warning]  # told once
    assert store.begin_session(RuleSet(), SEATS) is None
    assert record_finished_deal(store, play(1), SEATS) is None
    with pytest.raises(RecordsError, match="^the disk is full$"):  # said as it is, not as the table says it
        store.add_annotation(1, None, "no room")


def test_a_read_only_database_stops_recording_with_a_warning(store: Store) -> None:
    session = store.begin_session(RuleSet(), SEATS)
    store.conn.execute("PRAGMA query_only = 1")  # writes fail as on a read-only file
    state = play(2)
    recorder = store.begin_deal(session, DealState.new())
    assert not recorder.record(state.events[0])
    assert "read-only" in store.warning and not store.recording
    assert store.deals() == []  # reading still works


def test_an_unusable_location_opens_in_memory_with_a_warning(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with Store.open(blocker / "records.sqlite3") as store:
        assert store.path is None and not store.recording and "Recording stopped" in store.warning
        recorder = store.begin_deal(store.begin_session(RuleSet(), SEATS), DealState.new())
        assert not recorder.record(play(1).events[0])  # nothing raises: play goes on
    with Store.open(tmp_path) as store:  # a folder
        assert not store.recording and "folder" in store.warning


def test_failed_writes_fall_back_to_read_only(monkeypatch: pytest.MonkeyPatch, db_path: Path) -> None:
    with Store.open(db_path) as store:
        record_finished_deal(store, play(1), SEATS)

    def read_only(self: Store) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(opening, "_prepare", read_only)
    with Store.open(db_path) as store:
        assert not store.recording and "read-only" in store.warning
        assert len(store.deals()) == 1  # the records can still be read


# --- annotations, reviews, listing ------------------------------------------------------------------


def test_annotations_per_deal_and_per_event(store: Store) -> None:
    deal_id = record_finished_deal(store, play(3), SEATS)
    whole = store.add_annotation(deal_id, None, "A long deal.")
    on_event = store.add_annotation(deal_id, 12, "Too greedy", "?!", bookmark=True)
    store.edit_annotation(on_event, text="Far too greedy", mark="??")
    store.edit_annotation(whole, bookmark=True)
    notes = store.annotations(deal_id)
    assert [(a.event, a.text, a.mark, a.bookmark) for a in notes] == [
        (None, "A long deal.", None, True),
        (12, "Far too greedy", "??", True),
    ]
    store.edit_annotation(on_event, mark=None)
    assert store.annotations(deal_id)[1].mark is None
    assert [a.id for a in store.bookmarks()] == [whole, on_event]
    store.delete_annotation(whole)
    assert [a.id for a in store.annotations(deal_id)] == [on_event]
    with pytest.raises(RecordsError, match="mark"):
        store.add_annotation(deal_id, 1, "", "!!!")
    with pytest.raises(RecordsError, match="refused"):
        store.add_annotation(deal_id, 10_000, "no such event")
    with pytest.raises(RecordsError):
        store.add_annotation(deal_id, 1, "x" * 10_001)


def test_reviews(store: Store) -> None:
    deal_id = record_finished_deal(store, play(3), SEATS)
    first = store.add_review(deal_id, "hard think_ms=500", {"loss": 3.5, "best": "Lead 6-6"}, event=20)
    store.add_review(deal_id, "medium", {"summary": "fine"})
    reviews = store.reviews(deal_id)
    assert [(r.id, r.event, r.data) for r in reviews][1] == (first, 20, {"loss": 3.5, "best": "Lead 6-6"})
    store.delete_reviews(deal_id, "medium")
    assert [r.reviewer for r in store.reviews(deal_id)] == ["hard think_ms=500"]


def test_listing_filters_and_stats(store: Store) -> None:
    table = store.begin_session(RuleSet(), SEATS, source="table")
    for seed in range(3):
        record_live(store, table, seed)
    record_finished_deal(store, play(7), ["random"] * 4)
    assert len(store.deals()) == 4
    assert [d.id for d in store.deals(player="Pema")] == [1, 2, 3]
    assert [d.id for d in store.deals(player="random")] == [1, 2, 3, 4]
    assert [d.id for d in store.deals(session_id=table, limit=2, newest_first=True)] == [3, 2]
    assert store.deals(since="2999-01-01") == []
    assert [d.id for d in store.deals(deal_ids=[4, 2])] == [2, 4]
    stats = store.stats()
    assert stats["deals"] == stats["finished"] == 4 and stats["sessions"] == 2
    pema = next(p for p in stats["players"] if p["player"] == "Pema")
    assert pema["deals"] == 3
    assert sum(p["chips"] for p in stats["players"]) == 0  # chips only change hands


def test_both_listings_are_one_query_with_one_row(store: Store) -> None:
    """``deals`` (the command line, resuming, statistics) and ``deal_list`` (the replay
    window, page by page) filter alike and give the same rows."""
    table = store.begin_session(
        RuleSet(), [PlayerSpec.human("Pema"), PlayerSpec.ai("easy", name="Dolma"), "random", "random"]
    )
    for seed in range(3):
        record_live(store, table, seed)
    record_finished_deal(store, play(7), ["random"] * 4)
    store.add_annotation(2, 4, "a lead to remember", bookmark=True)
    by_id = DealQuery(order="id", descending=False)
    assert store.deal_list(by_id) == store.deals()
    assert store.deal_list(replace(by_id, player="Dolma")) == store.deals(player="Dolma") == store.deals()[:3]
    assert store.deal_list(replace(by_id, deal_ids=[4, 2])) == store.deals(deal_ids=[4, 2])
    assert store.deal_list(replace(by_id, until="2000-01-01")) == store.deals(until="2000-01-01") == []
    assert store.deal_list(replace(by_id, descending=True), 1, 2) == store.deals(newest_first=True)[1:3]
    assert store.deal_list_count(replace(by_id, bookmarked=True)) == 1
    second = store.deals(deal_ids=[2])[0]
    assert (second.notes, second.bookmarks, second.reviewed, second.human_seat) == (1, 1, False, 0)
    assert second.players[:2] == ("Pema", "Dolma") and second.seat_labels[:2] == ("Pema", "Dolma (easy)")
    assert second.human_net == second.result.nets[0]


def test_user_data_only_ever_travels_as_parameters(tmp_path: Path) -> None:
    sneaky = "Robert'); DROP TABLE deals; --"
    statements: list[str] = []
    with Store.open(tmp_path / "r.sqlite3", tracer=lambda sql, params: statements.append(sql)) as store:
        session = store.begin_session(
            RuleSet(), [PlayerSpec.human(sneaky), "random", "random", sneaky[:5]], title=sneaky
        )
        deal_id, _ = record_live(store, session, 1)
        store.add_annotation(deal_id, 3, sneaky, "!")
        store.add_review(deal_id, sneaky, {"note": sneaky})
        store.deals(player=sneaky, since=sneaky)
        store.edit_annotation(1, text=sneaky + "!")
        assert store.session(session).seats[0].name == sneaky
        assert store.annotations(deal_id)[0].text == sneaky + "!"
    assert statements and not any("Robert" in sql or "DROP" in sql for sql in statements)


def test_seating_migration_keeps_old_deals_as_seated(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA foreign_keys = ON")
    MIGRATIONS.apply(Database(conn), stop_before="m006_seating")
    old = Store(conn, db_path)  # version 5: no seating column yet, and still readable
    deal_id = record_finished_deal(old, play(2), SEATS)
    assert old.deal_record(deal_id).seating is None
    assert len(old.deals()[0].players) == 4  # the deal list reads it too
    conn.commit()
    conn.close()
    with Store.open(db_path) as store:
        assert store.schema_version == SCHEMA_VERSION >= 6
        assert store.deal_record(deal_id).seating is None
        check_deal(store.deal_record(deal_id))
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            store.conn.execute("UPDATE deals SET seating = '[0]' WHERE id = ?", (deal_id,))
        store.conn.rollback()
