"""A records database SQLite can only read although it asked to write (an immutable
file, a read-only mount): SQLite says nothing when it opens such a file, so the store
finds out itself, and self-play refuses before it plays a deal."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from bagchen_qt.cli import main
from bagchen_qt.records import connection
from bagchen_qt.records.store import Store, record_finished_deal

from .helpers import SEATS, play


@pytest.fixture
def filled(tmp_path: Path) -> Path:
    path = tmp_path / "r.sqlite3"
    with Store.open(path) as store:
        for seed in range(2):
            record_finished_deal(store, play(seed), SEATS)
    return path


@pytest.fixture
def opened_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every connection asked to write gets what SQLite gives for a file it may not
    write: the same file, opened to be read, with no error."""
    real = connection.connect

    def connect(path: Path, mode: str = "rw") -> sqlite3.Connection:
        if mode != "rw":
            return real(path, mode)
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=connection.BUSY_SECONDS)

    monkeypatch.setattr(connection, "connect", connect)


def _selfplay(db: Path) -> list[str]:
    return ["selfplay", "--players", "random,random,random,random", "--deals", "3", "--seed", "1", "--db", str(db)]


def test_a_database_opened_only_to_be_read_is_known_for_it(filled: Path, opened_read_only: None) -> None:
    with Store.open(filled) as store:
        assert not store.recording and store.problem == "the records database is read-only"
        assert store.deal_count() == 2


def test_selfplay_refuses_a_read_only_database_before_playing(
    filled: Path, opened_read_only: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bagchen_qt.ai import selfplay

    played: list[int] = []
    real = selfplay.play_game
    monkeypatch.setattr(selfplay, "play_game", lambda *args, **kw: played.append(1) or real(*args, **kw))
    assert main(_selfplay(filled)) == 2
    err = capsys.readouterr().err
    assert "nothing can be recorded" in err and "read-only" in err and "not recorded" not in err
    assert played == []


def test_an_import_into_a_read_only_database_is_refused(
    filled: Path, opened_read_only: None, capsys: pytest.CaptureFixture[str]
) -> None:
    from .helpers import REPLAYS

    assert main(["records", "import", "--db", str(filled), str(REPLAYS / "02-charity-lead.json")]) == 2
    assert "nothing can be written" in capsys.readouterr().err


@pytest.fixture
def immutable(filled: Path) -> Iterator[Path]:
    """The file made immutable (``chattr +i``), where the system allows it."""
    if shutil.which("chattr") is None:
        pytest.skip("no chattr here")
    done = subprocess.run(["chattr", "+i", str(filled)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"chattr +i is not allowed here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield filled
    finally:
        subprocess.run(["chattr", "-i", str(filled)], check=True)


def test_an_immutable_file_is_refused_before_playing(immutable: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_selfplay(immutable)) == 2
    assert "read-only" in capsys.readouterr().err
    assert main(["records", "list", "--db", str(immutable)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == "2 deals" and "is only read" in captured.err


def test_a_database_in_use_by_another_writer_still_opens_to_be_written(filled: Path) -> None:
    other = sqlite3.connect(filled, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with Store.open(filled) as store:
            assert store.recording and store.problem is None
    finally:
        other.execute("ROLLBACK")
        other.close()
