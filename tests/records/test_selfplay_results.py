"""``bagchen selfplay --db DB --results FILE``: the database and the results file agree
on which deals are played, whenever the run is stopped (killed included) and resumed: a
deal is done for the user when either says so."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bagchen_qt.ai.results import ResultsFile
from bagchen_qt.cli import main
from bagchen_qt.games import BAGCHEN, TIEN_GOW
from bagchen_qt.records.store import Store
from bagchen_qt.records.verify import verify_store

from .helpers import REPO


def _argv(game: str, deals: int, db: Path, results: Path, jobs: int = 1, duplicate: bool = False) -> list[str]:
    players = "random,easy,random,easy"
    return [
        "selfplay",
        "--game",
        game,
        "--players",
        players,
        "--deals",
        str(deals),
        "--seed",
        "11",
        "--jobs",
        str(jobs),
        "--db",
        str(db),
        "--results",
        str(results),
        *(["--duplicate"] if duplicate else []),
    ]


def _results_deals(path: Path) -> list[int]:
    """The deals the results file holds (a last line torn by a kill left out)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    lines = text.split("\n")[1:-1]  # the header, and what follows the last line end
    return [json.loads(line)["deal"] for line in lines if line.strip()]


def _stored(db: Path) -> list[tuple[str, int]]:
    """(the session's title, the deal's number in the run) of every deal the database holds."""
    if not db.exists():
        return []
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        query = "SELECT s.title, d.number FROM deals d JOIN sessions s ON s.id = d.session_id"
        return [(title, number - 1) for title, number in conn.execute(query)]
    except sqlite3.OperationalError:  # not made yet
        return []
    finally:
        conn.close()


def _agree(db: Path, results: Path, rotations: int = 1, in_flight: int = 0) -> list[int]:
    """The deals both hold, checked to be the same deals, each stored once a rotation.
    ``in_flight``: just after a kill, the deals the database may have stored before the
    results file was told (the next run gives the file them first)."""
    in_results = _results_deals(results)
    stored = _stored(db)
    assert len(in_results) == len(set(in_results)), "a deal twice in the results file"
    assert len(stored) == len(set(stored)), "a deal stored twice"
    by_deal: dict[int, int] = {}
    for _, deal in stored:
        by_deal[deal] = by_deal.get(deal, 0) + 1
    assert set(in_results) <= set(by_deal), sorted(set(in_results) - set(by_deal))
    assert len(set(by_deal) - set(in_results)) <= in_flight, sorted(set(by_deal) - set(in_results))
    assert {by_deal[deal] for deal in in_results} <= {rotations}
    return sorted(in_results)


@pytest.mark.parametrize("game", [BAGCHEN, TIEN_GOW])
def test_a_stop_between_the_database_and_the_results_file_loses_nothing(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stopped after the database stored a deal and before the results file was told
    (the worst moment): the resumed run gives the file that deal and stores none twice."""
    db, results = tmp_path / "r.sqlite3", tmp_path / "res.jsonl"
    real, calls = ResultsFile.add, []

    def stop_at_the_fourth(self: ResultsFile, deal: int, games: list) -> None:
        calls.append(deal)
        if len(calls) == 4:
            raise KeyboardInterrupt
        real(self, deal, games)

    monkeypatch.setattr(ResultsFile, "add", stop_at_the_fourth)
    with pytest.raises(KeyboardInterrupt):
        main(_argv(game, 8, db, results, duplicate=True))
    monkeypatch.undo()
    assert len(_results_deals(results)) == 3 and len({d for _, d in _stored(db)}) == 4
    assert main(_argv(game, 8, db, results, duplicate=True)) == 0
    seatings = len({title for title, _ in _stored(db)})
    assert seatings == 4 and _agree(db, results, rotations=seatings) == list(range(8))
    with Store.open(db) as store:
        assert verify_store(store).ok


def test_deals_the_results_file_holds_but_the_database_lacks_are_stored(tmp_path: Path) -> None:
    """A results file from a run without ``--db`` (or another database): the deals it
    holds are played again for the database, and the file is left as it was."""
    db, results = tmp_path / "r.sqlite3", tmp_path / "res.jsonl"
    argv = _argv(BAGCHEN, 5, db, results)
    without_db = argv[: argv.index("--db")] + argv[argv.index("--db") + 2 :]
    assert main(without_db) == 0
    before = results.read_text()
    assert main(argv) == 0
    assert results.read_text() == before
    assert _agree(db, results) == list(range(5))


def test_a_finished_run_resumed_stores_nothing_again(tmp_path: Path) -> None:
    db, results = tmp_path / "r.sqlite3", tmp_path / "res.jsonl"
    assert main(_argv(TIEN_GOW, 4, db, results)) == 0
    stored = _stored(db)
    assert main(_argv(TIEN_GOW, 6, db, results)) == 0  # the same run, two deals longer
    assert len(_stored(db)) == len(stored) + 2
    assert _agree(db, results) == list(range(6))


# --- killed ---------------------------------------------------------------------------------------

KILLS = 3


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("game", [BAGCHEN, TIEN_GOW])
def test_kill_9_of_selfplay_with_db_and_results_loses_no_deal(game: str, jobs: int, tmp_path: Path) -> None:
    db, results = tmp_path / "r.sqlite3", tmp_path / "res.jsonl"
    deals = 800  # a few seconds of play: each run is killed long before it ends
    rng = random.Random(f"{game}/{jobs}")
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    command = [sys.executable, "-m", "bagchen_qt", *_argv(game, deals, db, results, jobs)]
    seen = 0
    for _ in range(KILLS):
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=tmp_path)
        end = time.monotonic() + 60
        while len(_results_deals(results)) <= seen and child.poll() is None and time.monotonic() < end:
            time.sleep(0.01)  # until it plays: then a random moment, what is tested
        time.sleep(rng.uniform(0.0, 0.5))
        if child.poll() is None:
            os.kill(child.pid, signal.SIGKILL)
        assert child.wait() == -signal.SIGKILL, "the run ended before it was killed: give it more deals"
        seen = len(_agree(db, results, in_flight=1))  # the deal between the database and the file
    assert subprocess.run(command, capture_output=True, env=env, cwd=tmp_path, timeout=120).returncode == 0
    assert _agree(db, results) == list(range(deals))
    with Store.open(db) as store:
        assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
