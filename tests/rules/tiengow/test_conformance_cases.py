"""The Tien Gow conformance cases, run as a test: every case of a kind the game knows
passes; the small games' kinds pass once their modules exist."""

import io
import json
from pathlib import Path

from bagchen_qt.core.conformance import check_case, run_files
from bagchen_qt.core.family import game_named

CASES = Path(__file__).parents[3] / "docs" / "rules" / "tien-gow-cases.jsonl"
ALL = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()]
SMALL_KINDS = {"mice_take", "nau_draw", "red_pips", "nau_settle"}


def test_every_trick_game_case_passes() -> None:
    failures = [(case["id"], check_case(case)) for case in ALL if case["kind"] not in SMALL_KINDS]
    assert [f for f in failures if f[1] is not None] == []
    assert len(failures) >= 200


def test_every_case_passes_when_the_small_games_are_there() -> None:
    known = game_named("tien-gow").case_kinds
    failures = [(case["id"], check_case(case)) for case in ALL if case["kind"] in known]
    assert [f for f in failures if f[1] is not None] == []


def test_a_case_of_an_unknown_kind_or_game_fails_never_skips(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    cases = [
        {"id": "a", "kind": "castling", "game": "tien-gow", "preset": "classic", "expect": True},
        {"id": "b", "kind": "lead", "game": "chess", "expect": True},
        {
            "id": "c",
            "kind": "lead",
            "game": "tien-gow",
            "preset": "classic",
            "tiles": ["6-6"],
            "expect": {"legal": True, "combo": "single"},
        },
    ]
    path.write_text("\n".join(json.dumps(c) for c in cases) + "\n", encoding="utf-8")
    out = io.StringIO()
    assert run_files([str(path)], out, io.StringIO()) == 1
    text = out.getvalue()
    assert 'FAIL a: unknown kind "castling" for game tien-gow' in text
    assert "FAIL b: unknown game 'chess'" in text
    assert text.endswith("1 passed, 2 failed\n")


def test_a_wrong_expectation_fails_every_trick_game_case() -> None:
    for case in ALL:
        if case["kind"] in SMALL_KINDS:
            continue
        assert check_case({**case, "expect": {"wrong": True}}) is not None, case["id"]


def test_case_ids_differ_from_bagchens_so_both_files_run_together() -> None:
    bagchen = Path(__file__).parents[2] / "data" / "conformance" / "cases.jsonl"
    ids = {json.loads(line)["id"] for line in bagchen.read_text(encoding="utf-8").splitlines() if line.strip()}
    assert ids.isdisjoint(case["id"] for case in ALL)
