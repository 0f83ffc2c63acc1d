"""SQLite files the records did not write: refused by name by every command that opens
a database, and left byte for byte as they were (no table added, no pragma set, no
side file left). Only a new path or an empty file becomes a records database."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bagchen_qt.cli import main
from bagchen_qt.records.store import NotARecordsDatabase, RecordsError, Store, record_finished_deal

from .helpers import REPLAYS, SEATS, play


def _folder(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def _sqlite(path: Path, *statements: str, wal: bool = False) -> None:
    conn = sqlite3.connect(path)
    if wal:
        conn.execute("PRAGMA journal_mode = WAL")
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.execute("VACUUM")
    conn.close()


def _ours(path: Path, *statements: str) -> None:
    with Store.open(path) as store:
        record_finished_deal(store, play(1), SEATS)
    _sqlite(path, *statements)


FOREIGN: dict[str, Callable[[Path], None]] = {
    "application id, no tables": lambda p: _sqlite(p, "PRAGMA application_id = 1234567", "PRAGMA user_version = 7"),
    "user version, no tables": lambda p: _sqlite(p, "PRAGMA user_version = 7"),
    "negative user version, no tables": lambda p: _sqlite(p, "PRAGMA user_version = -3"),
    "application id only": lambda p: _sqlite(p, "PRAGMA application_id = 42"),
    "write-ahead log, user version": lambda p: _sqlite(p, "PRAGMA user_version = 2", wal=True),
    "another program's tables": lambda p: _sqlite(p, "CREATE TABLE photos (name TEXT)"),
    "our tables under another application id": lambda p: _ours(p, "PRAGMA application_id = 99"),
    "our tables with a version we never wrote": lambda p: _ours(p, "PRAGMA user_version = 3"),
    "our tables with a negative version": lambda p: _ours(p, "PRAGMA user_version = -1"),
}


def _commands(path: Path) -> list[list[str]]:
    out = path.with_name("out.json")
    deal = str(REPLAYS / "02-charity-lead.json")
    players = ["--players", "random,random,random,random", "--deals", "2", "--seed", "1"]
    return [
        ["records", "export", "--db", str(path), str(out)],
        ["records", "import", "--db", str(path), deal],
        ["records", "list", "--db", str(path)],
        ["records", "verify", "--db", str(path)],
        ["selfplay", *players, "--db", str(path)],
    ]


@pytest.mark.parametrize("kind", sorted(FOREIGN))
def test_a_database_we_did_not_write_is_refused_and_left_as_it_was(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.db"
    FOREIGN[kind](path)
    before = _folder(tmp_path)
    for command in _commands(path):
        assert main(command) == 2, command
        err = capsys.readouterr().err
        assert f"{path}" in err and "left untouched" in err and "Traceback" not in err, err
    with pytest.raises(NotARecordsDatabase):
        Store.open(path)  # as ``bagchen replay`` opens it
    assert _folder(tmp_path) == before


def test_a_new_path_and_an_empty_file_become_records_databases(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.touch()
    for path in (empty, tmp_path / "new.db"):
        with Store.open(path) as store:
            assert store.recording and store.schema_version > 0
            record_finished_deal(store, play(2), SEATS)
        with Store.open(path) as store:
            assert store.deal_count() == 1


def test_our_own_database_still_opens(tmp_path: Path) -> None:
    path = tmp_path / "r.db"
    _ours(path)
    with Store.open(path) as store:
        assert store.recording and store.deal_count() == 1
    with pytest.raises(RecordsError, match="newer version of Bagchen"):
        _sqlite(path, "PRAGMA user_version = 99")
        Store.open(path)
