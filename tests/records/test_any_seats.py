"""Migration 8: games of up to eight seats in a database of any earlier release, with
nothing stored lost or changed."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

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
