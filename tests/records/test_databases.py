"""Databases the records cannot use as they are: not a database at all, another
program's, damaged, from a newer Bagchen, read-only, locked."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from bagchen_qt.cli import main
from bagchen_qt.records import connection, finished
from bagchen_qt.records.store import NotARecordsDatabase, RecordsError, Store, record_finished_deal

from .helpers import REPLAYS, SEATS, play


def _state(folder: Path) -> dict[str, str]:
    """Every file of the folder and its content."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@pytest.fixture
def filled(tmp_path: Path) -> Path:
    path = tmp_path / "r.sqlite3"
    with Store.open(path) as store:
        for seed in range(4):
            record_finished_deal(store, play(seed), SEATS)
    return path


@pytest.mark.parametrize("content", ["hand record", "text", "binary", "empty header"])
def test_a_file_that_is_not_a_database_is_never_touched(
    content: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / ("deal.json" if content == "hand record" else "records.sqlite3")
    data = {
        "hand record": (REPLAYS / "02-charity-lead.json").read_bytes(),
        "text": b"my shopping list\n" * 50,
        "binary": bytes(range(256)) * 40,
        "empty header": b"\0" * 8192,
    }[content]
    path.write_bytes(data)
    deal = tmp_path / "deal.json" if content == "hand record" else REPLAYS / "02-charity-lead.json"
    before = _state(tmp_path)
    assert main(["records", "import", "--db", str(path), str(deal)]) == 2
    err = capsys.readouterr().err
    assert "left untouched" in err and "Traceback" not in err
    if content == "hand record":
        assert "a hand-record file, not a records database" in err
    for command in (["list"], ["verify"], ["stats"], ["export", str(tmp_path / "out.json")]):
        assert main(["records", *command, "--db", str(path)]) == 2
        assert "left untouched" in capsys.readouterr().err
    with pytest.raises(NotARecordsDatabase):
        Store.open(path)
    assert _state(tmp_path) == before  # not renamed, not written, no side files


def test_a_damaged_database_of_another_program_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "photos.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (name TEXT, data BLOB)")
    conn.executemany("INSERT INTO photos VALUES (?, ?)", [(str(i), os.urandom(500)) for i in range(200)])
    conn.commit()
    conn.close()
    data = bytearray(path.read_bytes())
    data[4096 : 4 * 4096] = b"\xff" * (3 * 4096)
    path.write_bytes(bytes(data))
    before = _state(tmp_path)
    with pytest.raises(NotARecordsDatabase, match="damaged SQLite database .* cannot be told to be Bagchen's"):
        Store.open(path)
    assert _state(tmp_path) == before


def test_the_window_and_the_command_line_refuse_alike(tmp_path: Path) -> None:
    """``bagchen replay FILE`` reads a hand record as a file, never as a database."""
    from bagchen_qt.ui.replay.app import is_hand_record

    assert is_hand_record(REPLAYS / "02-charity-lead.json")


# --- read-only --------------------------------------------------------------------------------


@pytest.fixture
def read_only_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Connections as they are in a read-only folder (the tests run as root, whom file
    modes do not stop): SQLite can neither write the file nor make the shared-memory
    file a WAL database needs, so writing and even ``mode=ro`` fail to open; only
    reading the file as it is (``immutable``) works. The failures are SQLite's own,
    from a folder that does not exist."""
    real = connection.connect
    nowhere = tmp_path / "no such folder" / "r.sqlite3"

    def connect(path: Path, mode: str = "rw") -> sqlite3.Connection:
        if mode == "immutable":
            return real(path, mode)
        return real(nowhere, mode)

    monkeypatch.setattr(connection, "connect", connect)
    yield


def test_a_database_in_a_read_only_folder_is_read_but_not_written(
    filled: Path, read_only_folder: None, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _state(filled.parent)
    with Store.open(filled) as store:
        assert store.path == filled and not store.recording
        assert len(store.deals()) == 4 and store.problem.startswith("the records database cannot be opened")
        with pytest.raises(RecordsError, match="cannot be opened"):
            store.add_annotation(1, None, "no")
    assert main(["records", "list", "--db", str(filled)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == "4 deals" and "is only read" in captured.err
    assert "Play goes on" not in captured.err
    assert main(["records", "verify", "--db", str(filled)]) == 0
    assert "4 deals checked: 4 finished" in capsys.readouterr().out
    assert main(["records", "export", "--db", str(filled), str(filled.parent / "out.json")]) == 0
    capsys.readouterr()
    (filled.parent / "out.json").unlink()
    other = filled.parent / "other.json"
    other.write_bytes((REPLAYS / "02-charity-lead.json").read_bytes())
    assert main(["records", "import", "--db", str(filled), str(other)]) == 2
    err = capsys.readouterr().err
    assert f"nothing can be written to {filled}" in err and "Play goes on" not in err
    other.unlink()
    assert _state(filled.parent) == before


def test_a_read_only_database_whose_log_holds_commits_is_not_read_without_them(
    filled: Path, read_only_folder: None
) -> None:
    Path(f"{filled}-wal").write_bytes(b"\0" * 100)  # as a crash leaves it: reading the file alone would miss them
    with pytest.raises(RecordsError, match="can be neither written .* nor read"):
        Store.open(filled)


def test_a_read_only_file_is_read_and_an_import_refused(
    filled: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file SQLite opens read-only (its mode forbids writing): every write fails."""
    real = connection.connect

    def connect(path: Path, mode: str = "rw") -> sqlite3.Connection:
        conn = real(path, mode)
        if mode == "rw":
            conn.execute("PRAGMA query_only = 1")
        return conn

    monkeypatch.setattr(connection, "connect", connect)
    assert main(["records", "list", "--db", str(filled)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "4 deals"
    assert main(["records", "import", "--db", str(filled), str(REPLAYS / "02-charity-lead.json")]) == 2
    err = capsys.readouterr().err
    assert "nothing can be written" in err and "Play goes on" not in err


# --- locked ---------------------------------------------------------------------------------------


@pytest.fixture
def locked(filled: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Another program holds the database's write lock."""
    monkeypatch.setattr(connection, "BUSY_SECONDS", 0.2)
    other = sqlite3.connect(filled, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    yield filled
    other.execute("ROLLBACK")
    other.close()


def test_an_import_into_a_locked_database_says_so(locked: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["records", "import", "--db", str(locked), str(REPLAYS / "02-charity-lead.json")]) == 2
    err = capsys.readouterr().err
    assert "locked: another program is writing to it" in err
    assert "Recording stopped" not in err and "Play goes on" not in err
    assert main(["records", "list", "--db", str(locked)]) == 0  # reading goes on beside the writer
    assert capsys.readouterr().out.splitlines()[-1] == "4 deals"


def test_an_import_that_meets_the_lock_while_writing_says_so(
    filled: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bagchen_qt.records import handrecord

    monkeypatch.setattr(connection, "BUSY_SECONDS", 0.2)
    real = handrecord.store_document
    other = sqlite3.connect(filled, isolation_level=None)

    def lock_first(store: Store, reader: object) -> object:
        other.execute("BEGIN IMMEDIATE")  # another program starts writing after the database was opened
        return real(store, reader)

    monkeypatch.setattr(handrecord, "store_document", lock_first)
    assert main(["records", "import", "--db", str(filled), str(REPLAYS / "02-charity-lead.json")]) == 1
    err = capsys.readouterr().err
    other.execute("ROLLBACK")
    other.close()
    assert "nothing was stored: the records database is locked: another program is writing to it" in err
    assert "Play goes on" not in err


# --- self-play --------------------------------------------------------------------------------------


def _selfplay(db: Path) -> int:
    return main(
        ["selfplay", "--players", "random,random,random,random", "--deals", "3", "--seed", "1", "--db", str(db)]
    )


def test_selfplay_refuses_to_start_when_nothing_can_be_recorded(
    filled: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    newer = tmp_path / "newer.sqlite3"
    Store.open(newer).close()
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    assert _selfplay(newer) == 2
    assert "nothing can be recorded" in capsys.readouterr().err

    monkeypatch.setattr(connection, "BUSY_SECONDS", 0.2)
    other = sqlite3.connect(filled, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    assert _selfplay(filled) == 2
    assert "locked" in capsys.readouterr().err
    other.execute("ROLLBACK")
    other.close()

    real = connection.connect
    monkeypatch.setattr(
        connection,
        "connect",
        lambda path, mode="rw": real(path if mode == "immutable" else tmp_path / "no such folder" / "x", mode),
    )
    assert _selfplay(filled) == 2
    assert "nothing can be recorded" in capsys.readouterr().err
    monkeypatch.undo()
    with Store.open(filled) as store:
        assert len(store.deals()) == 4


def test_selfplay_fails_when_recording_stops_on_the_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def full(*args: object) -> int:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(finished, "_insert_finished", full)
    assert _selfplay(tmp_path / "r.sqlite3") == 1
    err = capsys.readouterr().err
    assert "disk is full" in err and "recorded 0 deals" in err and "3 not recorded" in err


def test_a_hand_record_file_given_as_database_to_selfplay_is_untouched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(json.loads((REPLAYS / "02-charity-lead.json").read_text())))
    before = _state(tmp_path)
    assert _selfplay(path) == 2
    assert "left untouched" in capsys.readouterr().err
    assert _state(tmp_path) == before
