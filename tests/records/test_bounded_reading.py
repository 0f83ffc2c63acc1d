"""Reading outside data is bounded: a file of up to 100 MB, of any shape, is refused (or
read) by ``bagchen records verify`` within 10 s and 300 MB, measured on the command as a
user runs it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from .helpers import REPO, run_measured

MB = 1_000_000
SECONDS, MEMORY_KB = 10.0, 300_000


def _write(path: Path, *parts: bytes, repeat: bytes = b"", times: int = 0) -> None:
    with open(path, "wb") as file:
        file.write(parts[0])
        for _ in range(times // 100_000):
            file.write(repeat * 100_000)
        file.write(repeat * (times % 100_000))
        for part in parts[1:]:
            file.write(part)


HEAD = b'{"format": "bagchen-hand-record", "version": 3, "contents": "deal", "sessions": [{"id": 1, "title": '
SHAPES: dict[str, Callable[[Path], None]] = {
    "100 MB of anything": lambda p: _write(p, b"[", repeat=b"1,", times=50 * MB),
    "one text of 60 MB": lambda p: _write(p, HEAD + b'"', b'"}]}', repeat=b"x", times=60 * MB),
    "a list of 15 million numbers": lambda p: _write(p, HEAD + b"[", b"0]}]}", repeat=b"7,", times=15 * MB),
    "a list of 4 million objects": lambda p: _write(p, HEAD + b"[", b"{}]}]}", repeat=b'{"a":1},', times=4 * MB),
    "60 MB of white space": lambda p: _write(p, b"{", b"}", repeat=b" ", times=60 * MB),
    "nested 10 million deep": lambda p: _write(p, HEAD, repeat=b"[", times=10 * MB),
    "a number of 60 million digits": lambda p: _write(p, HEAD, b"}]}", repeat=b"9", times=60 * MB),
}


def bagchen(*args: str, cwd: Path) -> tuple[int, str, float, int]:
    """``bagchen ARGS`` in a process of its own: its exit status, what it printed, its
    time and its peak memory (KB)."""
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    return run_measured([sys.executable, "-m", "bagchen_qt", *args], cwd, env)


def verify(path: Path) -> tuple[int, str, float, int]:
    return bagchen("records", "verify", str(path), cwd=path.parent)


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_a_large_file_of_any_shape_is_refused_in_bounded_time_and_memory(shape: str, tmp_path: Path) -> None:
    path = tmp_path / "large.json"
    SHAPES[shape](path)
    code, text, seconds, memory_kb = verify(path)
    path.unlink()
    assert code == 1 and "refused" in text and "Traceback" not in text, text[-2000:]
    assert len(text) < 1000, text
    assert seconds < SECONDS and memory_kb < MEMORY_KB, (shape, seconds, memory_kb)


def test_a_database_holding_a_100_mb_value_is_read_in_bounded_time_and_memory(tmp_path: Path) -> None:
    """A row altered by another program to hold 100 MB: the deal is reported, once read."""
    from bagchen_qt.records.store import Store, record_finished_deal

    from .helpers import SEATS, play

    db = tmp_path / "r.sqlite3"
    with Store.open(db) as store:
        for seed in range(2):
            record_finished_deal(store, play(seed), SEATS)
    # Altered by a program of its own, as another program would: this one need not hold 100 MB.
    alter = (
        "UPDATE deals SET rules = '{\"stake\": \"' || replace(hex(zeroblob(50000000)), '0', 'x') || '\"}' WHERE id = 1"
    )
    subprocess.run(
        [sys.executable, "-c", f"import sqlite3; c = sqlite3.connect({str(db)!r}); c.execute({alter!r}); c.commit()"],
        check=True,
    )
    for command in (["verify"], ["export", str(tmp_path / "out.json")]):
        code, text, seconds, memory_kb = bagchen("records", *command, "--db", str(db), cwd=tmp_path)
        assert code == 1 and "deal 1: unreadable" in text, text[-2000:]
        assert seconds < SECONDS and memory_kb < MEMORY_KB, (command, seconds, memory_kb)
