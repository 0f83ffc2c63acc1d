"""A game added by a folder and a line in the catalogue, with no change to shared code:
High Card (``tests/toygame``) plays in self-play on two processes, is recorded, exported,
imported and verified through the same commands as the catalogue's own games."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from bagchen_qt.core.eventlog import play_random
from bagchen_qt.core.family import all_games, game_named
from bagchen_qt.games import ADDED_VARIABLE, add, listing, remove
from tests.layers import ROOT
from tests.toygame import HIGH_CARD


def bagchen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), ADDED_VARIABLE: os.environ[ADDED_VARIABLE]}
    return subprocess.run(
        [sys.executable, "-m", "bagchen_qt", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


def test_the_catalogue_finds_the_added_game_and_its_definition(high_card: None) -> None:
    import random

    assert listing("high-card").folder == "toygame"
    state = play_random(game_named("high-card"), game_named("high-card").rules_from(), random.Random(4))
    assert state.is_over and sum(game_named("high-card").deltas(state)) == 0


def test_an_added_game_reaches_the_processes_a_tournament_starts(high_card: None) -> None:
    listed = json.loads(os.environ[ADDED_VARIABLE])
    assert listed == [["high-card", "toygame", "tests.toygame.rules", "tests.toygame.players", {}]]
    remove("high-card")
    assert ADDED_VARIABLE not in os.environ and "high-card" not in {game.name for game in all_games()}
    add(HIGH_CARD)
    assert game_named("high-card").title == "High Card"  # registered again, though imported before


def test_the_added_game_plays_records_exports_imports_and_verifies(high_card: None, tmp_path: Path) -> None:
    played = bagchen(
        "selfplay", "--game", "high-card", "--players", "random,easy,random", "--deals", "4", "--seed", "6",
        "--duplicate", "--jobs", "2", "--db", "a.db", "--results", "r.jsonl", cwd=tmp_path,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    assert "random minus easy" in played.stdout  # three seats: every level at every seat of each deal
    header, *deals = (json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines())
    assert header["game"] == "high-card" and len(deals) == 4
    exported = bagchen("records", "--db", "a.db", "export", "out.json", cwd=tmp_path)
    assert exported.returncode == 0 and "Exported 12 deals" in exported.stdout, exported.stderr
    assert bagchen("records", "verify", "out.json", cwd=tmp_path).returncode == 0
    imported = bagchen("records", "--db", "b.db", "import", "out.json", cwd=tmp_path)
    assert imported.returncode == 0 and "Imported 12 deals" in imported.stdout, imported.stderr
    verified = bagchen("records", "--db", "b.db", "verify", cwd=tmp_path)
    assert verified.returncode == 0 and "12 deals checked: 12 finished" in verified.stdout
    again = bagchen("records", "--db", "b.db", "export", "again.json", cwd=tmp_path)
    assert again.returncode == 0
    deals = json.loads((tmp_path / "out.json").read_text())["deals"]
    assert deals == json.loads((tmp_path / "again.json").read_text())["deals"]
    # Stored through its definition alone: no dice, payments nor result of its own.
    assert {deal["game"] for deal in deals} == {"high-card"} and not any("payments" in deal for deal in deals)
    assert all(set(deal["result"]) == {"nets"} for deal in deals)
    listed = bagchen("records", "--db", "b.db", "list", cwd=tmp_path)
    assert listed.returncode == 0 and listed.stdout.count("high-card") == 12, listed.stdout
    report = bagchen("selfplay", "--report", "r.jsonl", "--json", cwd=tmp_path)  # its results file read back
    assert report.returncode == 0 and json.loads(report.stdout)["games"] == 12, report.stderr


def test_a_game_without_a_table_is_refused_by_name_before_any_window(high_card: None, tmp_path: Path) -> None:
    shown = bagchen("--game", "high-card", cwd=tmp_path)
    assert shown.returncode == 2 and "high-card cannot be played at the table yet" in shown.stderr
    assert "Traceback" not in shown.stderr
