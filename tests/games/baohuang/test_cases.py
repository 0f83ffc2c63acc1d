"""The Bao Huang conformance cases: the file is what its source script writes, every
case passes, and a case of a kind the game does not know fails."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

from bagchen_qt.core.conformance import check_case, run_files

from . import case_source

ALL = [json.loads(line) for line in case_source.CASES_FILE.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_case_file_is_what_its_source_writes() -> None:
    assert ALL == case_source.CASES


def test_every_case_passes_and_says_where_it_comes_from() -> None:
    failures = [(case["id"], check_case(case)) for case in ALL]
    assert [f for f in failures if f[1] is not None] == []
    assert len(ALL) >= 200
    assert all(case["game"] == "bao-huang" and case["source"] for case in ALL)
    assert len({case["id"] for case in ALL}) == len(ALL)


def test_every_kind_has_cases() -> None:
    kinds = Counter(case["kind"] for case in ALL)
    assert set(kinds) == {
        "combination",
        "beats",
        "lead",
        "reply",
        "moves",
        "tribute_cards",
        "deal",
        "emperor",
        "result",
        "tribute",
        "deal_replay",
    }
    assert kinds["beats"] >= 50 and kinds["deal_replay"] >= 20


def test_the_runner_reports_a_bad_case_without_stopping(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    cases = [
        {"id": "a", "game": "bao-huang", "kind": "castling", "expect": True},
        {"id": "b", "game": "bao-huang", "kind": "beats", "top": ["7", "8"], "play": ["9"], "expect": True},
        {"id": "c", "game": "bao-huang", "kind": "beats", "top": ["7"], "play": ["9"], "expect": True},
        {"id": "d", "game": "bao-huang", "kind": "deal_replay", "events": [{"type": "Pass"}], "expect": {}},
    ]
    path.write_text("\n".join(json.dumps(c) for c in cases) + "\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_files([str(path)], out, err) == 1
    report = out.getvalue()
    assert "FAIL a: unknown kind" in report and "FAIL b: top is no combination" in report
    assert "FAIL d: events[0].seat: missing" in report
    assert report.strip().endswith("1 passed, 3 failed")
