"""The conformance runner against the shipped cases and against broken case files."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from bagchen_qt.cli import main
from bagchen_qt.core.conformance import run_files
from bagchen_qt.games.bagchen.rules.conformance import KINDS_OF_CASE

CASES = Path(__file__).parent / "data" / "conformance" / "cases.jsonl"
SHIPPED: list[dict[str, Any]] = [
    json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()
]
GOOD: dict[str, Any] = {"id": "good", "kind": "point", "dice": [6, 3], "expect": ["5-4", "6-3"]}


def run(*paths: Path | str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_files([str(p) for p in paths], out, err)
    return status, out.getvalue(), err.getvalue()


def write_cases(path: Path, *cases: Mapping[str, Any] | str) -> Path:
    lines = [c if isinstance(c, str) else json.dumps(c) for c in cases]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_all_shipped_cases_pass() -> None:
    status, out, err = run(CASES)
    assert (status, out, err) == (0, f"{len(SHIPPED)} passed, 0 failed\n", "")
    assert len(SHIPPED) == 184


def test_shipped_cases_cover_every_kind() -> None:
    assert {case["kind"] for case in SHIPPED} == set(KINDS_OF_CASE)


def test_cli_runs_the_cases(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", str(CASES)]) == 0
    assert capsys.readouterr().out.endswith("184 passed, 0 failed\n")


def test_every_shipped_case_fails_with_a_wrong_expectation(tmp_path: Path) -> None:
    wrong = [{**case, "expect": {"wrong": True}} for case in SHIPPED]
    status, out, _ = run(write_cases(tmp_path / "wrong.jsonl", *wrong))
    assert status == 1
    assert out.endswith(f"0 passed, {len(SHIPPED)} failed\n")
    assert out.count("FAIL ") == len(SHIPPED)


def test_wrong_expectation_prints_expected_and_got(tmp_path: Path) -> None:
    case = {
        "id": "chief-beats-sister",
        "kind": "beats",
        "point": "6-4",
        "top": ["3-3"],
        "play": ["6-6"],
        "expect": False,
    }
    status, out, err = run(write_cases(tmp_path / "c.jsonl", GOOD, case))
    assert status == 1
    assert out.splitlines() == ["FAIL chief-beats-sister: expected false, got true", "1 passed, 1 failed"]
    assert err == ""


def test_unknown_kind_fails_and_is_not_skipped(tmp_path: Path) -> None:
    status, out, _ = run(write_cases(tmp_path / "c.jsonl", {"id": "odd", "kind": "omen", "expect": True}))
    assert status == 1
    assert out.splitlines() == ['FAIL odd: unknown kind "omen"', "0 passed, 1 failed"]


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ({"kind": "lead", "point": "6-4", "expect": {"legal": False}}, "missing field 'tiles'"),
        ({"kind": "lead", "point": "6-4", "tiles": "6-6", "expect": {"legal": True}}, "tiles must be a list"),
        ({"kind": "lead", "point": "6-4", "tiles": ["7-1"], "expect": {"legal": False}}, "'7-1' is not a tile"),
        ({"kind": "lead", "point": "6-4", "tiles": ["4-2"] * 3, "expect": {"legal": False}}, "the set has 2"),
        ({"kind": "lead", "point": "6-4", "tiles": ["6-6"]}, "missing field 'expect'"),
        (
            {"kind": "settle", "stacks": [4, 4, 4], "last": 0, "jump_points": 0, "expect": "sweep"},
            "stacks must be a list of 4 items",
        ),
        (
            {"kind": "settle", "stacks": [4, 4, 4, 4], "last": "E", "jump_points": 0, "expect": [0, 0, 0, 0]},
            "last must be an integer from 0 to 3",
        ),
        (
            {
                "kind": "settle",
                "stacks": [4, 4, 4, 4],
                "last": 0,
                "jump_points": 0,
                "rules": {"jump_factor": 9},
                "expect": [12, -4, -4, -4],
            },
            "jump_factor must be from 2 to 6",
        ),
        (
            {
                "kind": "lead",
                "point": "6-4",
                "tiles": ["6-6"],
                "rules": {"jump_fctor": 3},
                "expect": {"legal": True, "unbeatable": True, "points": 0},
            },
            "unknown rule option 'jump_fctor'",
        ),
        (
            {
                "kind": "trick",
                "point": "6-4",
                "leader": 0,
                "lead": {"up": ["5-1"]},
                "plays": [{"down": 1}],
                "expect": {"winner": 0, "stacks": 1},
            },
            "plays must be a list of 3 items",
        ),
        ({"kind": "deal", "starter": 0, "dice": [6, 4], "chosen": 5, "expect": {}}, "starter must be a seat letter"),
    ],
)
def test_malformed_fields_fail_with_a_message(tmp_path: Path, case: dict[str, object], message: str) -> None:
    status, out, err = run(write_cases(tmp_path / "c.jsonl", {"id": "bad", **case}))
    assert status == 1
    fail, summary = out.splitlines()
    assert fail.startswith("FAIL bad: ") and message in fail
    assert "Traceback" not in out + err
    assert summary == "0 passed, 1 failed"


def test_rules_options_change_the_answer(tmp_path: Path) -> None:
    five = {"kind": "lead", "point": "6-4", "tiles": ["1-1", "6-2", "6-2", "5-3", "5-3"]}
    legal = {"legal": True, "unbeatable": False, "points": 0}
    cases = [
        {"id": "default", **five, "expect": legal},
        {"id": "max4", **five, "rules": {"max_mixed_ministers": 4}, "expect": {"legal": False}},
    ]
    assert run(write_cases(tmp_path / "c.jsonl", *cases))[:2] == (0, "2 passed, 0 failed\n")


def test_trick_face_down_count_and_lead(tmp_path: Path) -> None:
    base = {"kind": "trick", "point": "6-4", "leader": 1, "lead": {"up": ["5-5", "5-5"]}}
    cases = [
        {
            **base,
            "id": "won",
            "plays": [{"down": 2}, {"up": ["4-4", "4-4"]}, {"down": 2}],
            "expect": {"winner": 3, "stacks": 2},
        },
        {**base, "id": "short", "plays": [{"down": 2}, {"down": 1}, {"down": 2}], "expect": {"illegal_at": 1}},
        {
            **base,
            "id": "lower",
            "plays": [{"up": ["2-2", "2-2"]}, {"down": 2}, {"down": 2}],
            "expect": {"illegal_at": 0},
        },
        {
            **base,
            "id": "charity",
            "lead": {"charity": None},
            "plays": [{"down": 1}] * 3,
            "expect": {"winner": 1, "stacks": 1},
        },
    ]
    assert run(write_cases(tmp_path / "c.jsonl", *cases))[:2] == (0, "4 passed, 0 failed\n")


def test_blank_lines_are_skipped(tmp_path: Path) -> None:
    path = write_cases(tmp_path / "c.jsonl", "", GOOD, "   ", {**GOOD, "id": "good-2"}, "")
    assert run(path) == (0, "2 passed, 0 failed\n", "")


def test_duplicate_id_fails(tmp_path: Path) -> None:
    status, out, _ = run(write_cases(tmp_path / "c.jsonl", GOOD, GOOD))
    assert status == 1
    assert out.splitlines()[0].startswith("FAIL good: duplicate id")


def test_bad_json_line_names_file_and_line(tmp_path: Path) -> None:
    path = write_cases(tmp_path / "c.jsonl", GOOD, "", '{"id": "cut", "kind": ')
    status, out, err = run(path)
    assert status == 2
    assert err.startswith(f"{path}:3: not a case")
    assert out == "1 passed, 0 failed\n"


@pytest.mark.parametrize("line", ["[1, 2]", '"point"', '{"kind": "point", "dice": [1, 1], "expect": ["1-1"]}'])
def test_line_that_is_not_a_case_exits_2(tmp_path: Path, line: str) -> None:
    path = write_cases(tmp_path / "c.jsonl", line)
    status, _, err = run(path)
    assert status == 2
    assert err.startswith(f"{path}:1: not a case")


def test_missing_file_exits_2_and_other_files_still_run(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.jsonl"
    status, out, err = run(missing, write_cases(tmp_path / "c.jsonl", GOOD))
    assert status == 2
    assert str(missing) in err and "cannot read" in err
    assert out == "1 passed, 0 failed\n"


def test_bad_input_outranks_failures(tmp_path: Path) -> None:
    failing = write_cases(tmp_path / "f.jsonl", {**GOOD, "expect": []})
    assert run(failing, tmp_path / "missing.jsonl")[0] == 2
