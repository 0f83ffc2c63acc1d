"""The table with a records database it must not use: a newer Bagchen's, another
program's, or a file that is no database. The window says why and offers to play
without recording or to choose another database; the file is never touched."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from bagchen_qt.records.store import Store
from bagchen_qt.ui import app as app_module
from bagchen_qt.ui import message_box
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from tests.ui.chosen import as_chosen

REPLAYS = Path(__file__).resolve().parents[2] / "replays"


def _newer(path: Path) -> None:
    Store.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()


def _hand_record(path: Path) -> None:
    path.write_bytes((REPLAYS / "02-charity-lead.json").read_bytes())


def _files(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "records"
    folder.mkdir()
    path = folder / "records.sqlite3"
    monkeypatch.setenv("BAGCHEN_DB", str(path))
    return path


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """The buttons to press in the records' message boxes, in turn; and what each said."""
    press: list[str] = []
    said: list[str] = []

    def exec_(box: QMessageBox) -> int:
        said.append(f"{box.text()} {box.informativeText()}")
        wanted = press.pop(0)
        next(b for b in box.buttons() if b.text().startswith(wanted)).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return press, said


def _wait_for_table(qtbot, window) -> None:
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.built and window.controller.state is not None, timeout=30_000)


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (_newer, "newer version of Bagchen"),
        (_foreign, "not one of Bagchen's deal records"),
        (_hand_record, "a hand-record file"),
    ],
)
def test_the_demo_plays_without_recording_when_told_to(make, reason: str, database: Path, answers, qtbot) -> None:
    make(database)
    before = _files(database.parent)
    press, said = answers
    press.append("Play without recording")
    window = app_module.start_demo(0, "instant", ["random"] * 4, 0, 1)
    try:
        _wait_for_table(qtbot, window)
        assert len(said) == 1 and reason in said[0] and "left untouched" in said[0]
        store = window.controller.log.store
        assert store.path is None and not store.recording
        qtbot.waitUntil(lambda: window.warning.isVisible(), timeout=5_000)
        assert "Recording stopped: you chose to play without recording" in window.warning.text()
    finally:
        window.controller.stop()
        window.close()
    assert _files(database.parent) == before


def test_play_records_in_another_database_when_one_is_chosen(
    database: Path, answers, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _foreign(database)
    before = _files(database.parent)
    press, said = answers
    press += ["Choose another database", "Choose another database"]  # the first time, the dialog is cancelled
    chosen = tmp_path / "mine.sqlite3"
    files = iter(["", str(chosen)])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (next(files), ""))
    config = app_module.demo_config(["random"] * 4, 0, seed=3)
    monkeypatch.setattr(NewSessionDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewSessionDialog, "result_config", lambda self: (as_chosen(config), "instant"))
    window = app_module.start_table()  # ``bagchen play``: first it looks for an interrupted deal
    try:
        _wait_for_table(qtbot, window)
        store = window.controller.log.store
        assert store.path == chosen and store.recording and not window.warning.isVisible()
        assert len(said) == 2 and all("not one of Bagchen's deal records" in text for text in said)
        assert os.environ["BAGCHEN_DB"] == str(chosen)  # the replays and the next sessions use it too
    finally:
        window.controller.stop()
        window.close()
    assert _files(database.parent) == before
    with Store.open(chosen) as store:
        assert store.conn.execute("SELECT count(*) FROM sessions").fetchone()[0] == 1


def test_a_usable_database_asks_nothing(database: Path, answers, qtbot) -> None:
    window = app_module.start_demo(0, "instant", ["random"] * 4, 0, 1)
    try:
        _wait_for_table(qtbot, window)
        assert window.controller.log.store.path == database and window.controller.log.store.recording
        assert answers[1] == []
    finally:
        window.controller.stop()
        window.close()


@pytest.mark.parametrize("command", ["demo", "play"])
def test_a_damaged_database_is_set_aside_once_the_player_is_told(
    command: str, database: Path, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import random

    from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
    from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
    from bagchen_qt.records.store import record_finished_deal

    rng = random.Random(1)
    with Store.open(database) as store:
        for _ in range(30):
            state = DealState.new(RuleSet())
            while not state.is_over:
                state = apply(state, random_action(state, rng))
            record_finished_deal(store, state, ["random"] * 4)
    data = bytearray(database.read_bytes())
    data[4096 : 4 * 4096] = b"\xff" * (3 * 4096)
    database.write_bytes(bytes(data))
    told: list[tuple[str, bool]] = []
    monkeypatch.setattr(
        message_box,
        "information",
        lambda parent, title, text: told.append((text, database.read_bytes() == bytes(data))),
    )
    if command == "demo":
        window = app_module.start_demo(0, "instant", ["random"] * 4, 0, 1)
    else:
        config = app_module.demo_config(["random"] * 4, 0, seed=3)
        monkeypatch.setattr(NewSessionDialog, "exec", lambda self: 1)
        monkeypatch.setattr(NewSessionDialog, "result_config", lambda self: (as_chosen(config), "instant"))
        window = app_module.start_table()
    try:
        _wait_for_table(qtbot, window)
        assert len(told) == 1 and "is damaged" in told[0][0] and "set aside as" in told[0][0]
        assert told[0][1]  # still in its place when the player was told
        assert window.controller.log.store.recording
        assert any(".damaged-" in p.name for p in database.parent.iterdir())
    finally:
        window.controller.stop()
        window.close()


@pytest.mark.parametrize("command", [["play"], ["demo", "--deals", "1"], []])
def test_the_db_option_reaches_the_window(command: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bagchen_qt.cli import main

    seen: list[str] = []
    monkeypatch.setattr(app_module, "run_table", lambda: seen.append(os.environ["BAGCHEN_DB"]) or 0)
    monkeypatch.setattr(app_module, "run_demo", lambda *args: seen.append(os.environ["BAGCHEN_DB"]) or 0)
    assert main(["--db", str(tmp_path / "mine.sqlite3"), *command]) == 0
    assert seen == [str(tmp_path / "mine.sqlite3")]
