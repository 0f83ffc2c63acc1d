"""Killing a recording program (SIGKILL) at random moments never corrupts or loses
more than the event in flight; the next start offers the interrupted deal."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from bagchen_qt.games.bagchen.rules.state import apply, random_action
from bagchen_qt.records.store import Store
from bagchen_qt.records.verify import verify_store

from .helpers import REPO

CHILD = Path(__file__).with_name("kill_child.py")
KILLS = 32

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _wait_until(condition: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
    """Look at ``condition`` every 5 ms until it holds: the child writes to a file and a
    database, which give no signal to wait on."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.005)
    raise AssertionError(f"the child never {what} within {timeout:.0f} s")


def _wrote(path: Path, text: str) -> bool:
    return path.exists() and text in path.read_text()


def _deals_in(db: Path) -> int:
    """The deals written so far, read without taking part in the writer's transactions."""
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
            return conn.execute("SELECT count(*) FROM deals").fetchone()[0]
    except sqlite3.OperationalError:  # not created yet
        return 0


def _last_ack(lines: list[str]) -> tuple[str, int, int]:
    """The last thing the child knew was stored: ("event", deal, seq), ("begin", deal, 0),
    ("finished", deal, 0), or ("none", 0, 0)."""
    for line in reversed(lines):
        parts = line.split()
        if parts and parts[0] in ("event", "begin", "finished") and len(parts) >= 2 and parts[1] != "None":
            return parts[0], int(parts[1]), int(parts[2]) if parts[0] == "event" else 0
    return "none", 0, 0


def test_kill_9_at_random_moments(tmp_path: Path) -> None:
    db = tmp_path / "records.sqlite3"
    rng = random.Random(20240601)
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    resumed = kept = interrupted_seen = 0
    for run in range(KILLS):
        out = tmp_path / f"out{run}.txt"
        with open(out, "w") as stdout:
            child = subprocess.Popen(
                [sys.executable, str(CHILD), str(db), str(run)], stdout=stdout, env=env, cwd=tmp_path
            )
            if run % 4:  # mostly while recording; every fourth run at any moment, starting up included
                _wait_until(lambda out=out: _wrote(out, "ready"), "wrote 'ready'")
            # The random moment of the kill is what is tested, not a wait for something.
            time.sleep(rng.uniform(0.0, 0.3))
            os.kill(child.pid, signal.SIGKILL)
            child.wait()
        assert child.returncode == -signal.SIGKILL
        kind, deal_id, seq = _last_ack(out.read_text().splitlines())

        with Store.open(db) as store:
            assert store.notices == [] and store.recording  # never damaged
            assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            interrupted = store.interrupted_deals()
            assert len(interrupted) <= 1
            if kind == "event":
                stored = store.conn.execute("SELECT count(*) FROM events WHERE deal_id = ?", (deal_id,)).fetchone()[0]
                assert seq <= stored <= seq + 1  # at most the event in flight is lost
                status = store.deals(deal_ids=[deal_id])[0].status
                assert status == "finished" or [d.id for d in interrupted] == [deal_id]
            elif kind == "finished":
                assert store.deals(deal_ids=[deal_id])[0].status == "finished"
            for deal in interrupted:  # offered on the next start: resume it, or keep it unfinished
                interrupted_seen += 1
                if rng.random() < 0.5:
                    recorder = store.resume_deal(deal.id)
                    state = recorder.state
                    while not state.is_over:
                        event = random_action(state, rng)
                        state = apply(state, event)
                        assert recorder.record(event, state)
                    assert recorder.finished or recorder.finish(state)
                    assert store.deals(deal_ids=[deal.id])[0].status == "finished"
                    resumed += 1
                else:
                    assert store.keep_unfinished(deal.id)
                    kept += 1
                assert store.interrupted_deals() == []
            if run % 8 == 7 or run == KILLS - 1:
                report = verify_store(store)
                assert report.ok, report.problems[:3]
                assert report.finished > 0 and report.interrupted == 0
    assert interrupted_seen >= KILLS // 2 and resumed and kept


def test_kill_9_during_selfplay_keeps_every_written_batch_whole(tmp_path: Path) -> None:
    """``bagchen selfplay --db`` writes deals a batch at a time: a kill loses the batch
    being filled, never part of one, and never damages what was written."""
    db = tmp_path / "selfplay.sqlite3"
    rng = random.Random(7)
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    written = []
    for run in range(6):
        command = [
            "selfplay",
            "--players",
            "random,easy,random,easy",
            "--deals",
            "100000",
            "--seed",
            str(run),
            "--db",
            str(db),
        ]
        child = subprocess.Popen(
            [sys.executable, "-m", "bagchen_qt", *command],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=tmp_path,
        )
        before = _deals_in(db)
        _wait_until(lambda before=before: _deals_in(db) > before, "wrote a batch of deals")
        # Then a random moment, most likely in the middle of the next batch (a batch
        # holds up to a second of play): the moment of the kill is what is tested.
        time.sleep(rng.uniform(0.0, 1.5))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        with Store.open(db) as store:
            assert store.notices == [] and store.recording
            assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            numbers: dict[int, list[int]] = {}
            for deal in store.deals():
                assert deal.status == "finished"
                numbers.setdefault(deal.session_id, []).append(deal.number)
            for found in numbers.values():  # whole batches: no gaps in a session's numbers
                assert sorted(found) == list(range(1, len(found) + 1))
            written.append(store.deal_count())
    assert written[-1] > written[0] > 0  # runs that got going wrote their finished batches
    with Store.open(db) as store:
        report = verify_store(store)
        assert report.ok and report.finished == written[-1], report.problems[:3]
