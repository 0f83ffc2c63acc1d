"""Migration 8: games of up to eight seats in a database of any earlier release, with
nothing stored lost or changed."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.handrecord import HandRecordError, export_document, import_document, read_document
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.schema import MIGRATIONS, SCHEMA_VERSION
from bagchen_qt.records.store import Store

DATA = Path(__file__).parent / "data"
OLD_DB = DATA / "records-v6.sqlite3"  # written by the records of schema 6


def contents(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table of ours, in order."""
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {
            t: conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall() for t in tables if t != "_sqlite_migrations"
        }
    finally:
        conn.close()


def test_an_earlier_database_takes_more_seats_and_keeps_every_row(tmp_path: Path) -> None:
    before, after = tmp_path / "v7.db", tmp_path / "v8.db"
    shutil.copy(OLD_DB, before)
    MIGRATIONS.apply(Database(before), stop_before="m008_any_seats")  # as the last release left it
    shutil.copy(before, after)
    store = Store.open(after)
    try:
        assert store.schema_version == SCHEMA_VERSION == 8
    finally:
        store.close()
    assert contents(after) == contents(before) and sum(len(rows) for rows in contents(before).values()) > 0
    conn = sqlite3.connect(after)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        session, player = conn.execute("SELECT session_id, player_id FROM seats LIMIT 1").fetchone()
        conn.execute("INSERT INTO seats VALUES (?, 7, ?)", (session, player))
        with pytest.raises(sqlite3.IntegrityError, match="seat BETWEEN 0 AND 7"):
            conn.execute("INSERT INTO seats VALUES (?, 8, ?)", (session, player))
        conn.execute("UPDATE deals SET seating = '[4, 3, 2, 1, 0]' WHERE id = (SELECT min(id) FROM deals)")
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("UPDATE deals SET seating = '[0]' WHERE id = (SELECT min(id) FROM deals)")
    finally:
        conn.close()


def test_a_new_database_is_made_for_eight_seats(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "new.db")
    store.close()
    conn = sqlite3.connect(tmp_path / "new.db")
    try:
        schema = " ".join(r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table'"))
    finally:
        conn.close()
    assert "BETWEEN 0 AND 3" not in schema and "seat BETWEEN 0 AND 7" in schema


def test_a_table_of_five_goes_through_a_file_and_back_with_numbered_seats() -> None:
    """A Bao Huang deal: written as format version 4 with seats "1" to "5", read back the
    same into another database, and refused from a file that says an older version."""
    game = game_named(BAO_HUANG)
    rules = game.rules_from()
    players = tuple(PlayerSpec.ai("random", name=f"P{i}") for i in range(1, 6))
    rng = random.Random(3)
    with Store.memory() as source, Store.memory() as target:
        session = source.begin_session(rules, players, game=BAO_HUANG, source="selfplay")
        state = game.new_deal(rules, 2)
        recorder = source.begin_deal(session, state, seed=3)
        while not state.is_over:
            event = game.random_action(state, rng)
            state = game.apply(state, event)
            assert recorder.record(event, state)
        assert recorder.finish(state) and recorder.deal_id is not None
        document = export_document(source, [recorder.deal_id])
        assert document["version"] == 4
        assert list(document["sessions"][0]["seats"]) == ["1", "2", "3", "4", "5"]
        assert document["deals"][0]["starter"] == "3" and list(document["deals"][0]["chips"]) == [
            "1",
            "2",
            "3",
            "4",
            "5",
        ]
        text = json.dumps(document)
        report = import_document(target, read_document(text))
        again = export_document(target, list(report.deal_ids))
        assert again["deals"][0]["events"] == document["deals"][0]["events"]
        assert again["deals"][0]["result"] == document["deals"][0]["result"]
        older = json.dumps({**document, "version": 3})
        with pytest.raises(HandRecordError, match="a table of more than four seats came with format version 4"):
            read_document(older)
