"""A tournament kept in a results file: stopped, resumed, and refused when it is not the same run."""

import json
import shutil
from array import array
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bagchen_qt.ai import results
from bagchen_qt.ai.results import ResultsError, ResultsFile
from bagchen_qt.ai.selfplay import SelfplayConfig
from bagchen_qt.ai.tournament import percentile, run_selfplay, upper_percentile
from bagchen_qt.cli import main

PLAYERS = ("easy", "random", "easy", "random")


def config(deals: int, seed: int = 5, jobs: int = 1) -> SelfplayConfig:
    return SelfplayConfig(PLAYERS, deals, seed=seed, duplicate=True, jobs=jobs)


def test_a_run_resumed_from_its_file_reports_what_one_whole_run_reports(tmp_path: Path) -> None:
    path = tmp_path / "easy-random.jsonl"
    run_selfplay(config(3), results=ResultsFile.open(path, config(3)))
    assert len(path.read_text().splitlines()) == 1 + 3  # the header and a line a deal
    resumed = run_selfplay(config(6, jobs=2), results=ResultsFile.open(path, config(6, jobs=2)))
    whole = run_selfplay(config(6))
    assert resumed["difference"] == whole["difference"]
    assert resumed["games"] == whole["games"] == 24
    assert len(path.read_text().splitlines()) == 1 + 6


def test_a_finished_run_plays_nothing_again(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    run_selfplay(config(2), results=ResultsFile.open(path, config(2)))
    before = path.read_text()
    report = run_selfplay(config(2), results=ResultsFile.open(path, config(2)))
    assert path.read_text() == before
    assert report["games"] == 8


def test_another_run_or_other_code_is_refused_and_the_file_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    ResultsFile.open(path, config(2))
    before = path.read_text()
    with pytest.raises(ResultsError, match="its seed is 5, this run's 6"):
        ResultsFile.open(path, config(2, seed=6))
    header = json.loads(before)
    path.write_text(json.dumps(header | {"code": "0123456789abcdef"}) + "\n")
    with pytest.raises(ResultsError, match="the AI or rules code has changed"):
        ResultsFile.open(path, config(2))
    path.write_text(before)
    assert path.read_text() == before


def test_a_file_that_is_not_ours_is_never_touched(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("my notes\n")
    with pytest.raises(ResultsError, match="line 1: not JSON"):
        ResultsFile.open(path, config(2))
    path.write_text('{"some": "json"}\n')
    with pytest.raises(ResultsError, match="not a self-play results file"):
        ResultsFile.open(path, config(2))
    assert path.read_text() == '{"some": "json"}\n'


def test_a_malformed_deal_is_named_by_its_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    run_selfplay(config(2), results=ResultsFile.open(path, config(2)))
    lines = path.read_text().splitlines()
    deal = json.loads(lines[2])
    del deal["games"][1]["levels"]
    path.write_text("\n".join([*lines[:2], json.dumps(deal)]) + "\n")
    with pytest.raises(ResultsError, match="line 3: a malformed deal \\(no field 'levels'\\)"):
        ResultsFile.open(path, config(2))


def test_a_deal_torn_by_a_stop_in_mid_write_is_played_again(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    run_selfplay(config(3), results=ResultsFile.open(path, config(3)))
    whole = path.read_text()
    path.write_text(whole[: whole.rindex("\n", 0, -1) + 20])  # the last deal cut short
    results = ResultsFile.open(path, config(3))
    assert results.missing(3) == [2]
    run_selfplay(config(3), results=results)
    assert without_times(path.read_text()) == without_times(whole)


def without_times(text: str) -> list[object]:
    """The file's lines with decision times (which differ from run to run) left out."""
    lines = [json.loads(line) for line in text.splitlines()]
    for line in lines[1:]:
        for game in line["games"]:
            del game["decision_s"]
    return lines


def test_the_fingerprint_follows_the_code_that_plays_and_only_that(tmp_path: Path, monkeypatch) -> None:
    package = Path(results.__file__).resolve().parent.parent
    copy = tmp_path / "bagchen_qt"
    for folder in ("core", "ai", "games"):
        shutil.copytree(package / folder, copy / folder, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(results, "_PACKAGE", copy)
    before = results.code_fingerprint()
    for reporting in (
        "ai/tournament.py",
        "ai/commands.py",
        "games/bagchen/ai/tuning.py",
        "games/tiengow/ai/strategy.py",
        "games/tiengow/rules/scoring.py",
        "games/tiengow/table/scene.py",
        "games/bagchen/rules/bench.py",
        "games/bagchen/ai/bench.py",
        "games/bagchen/ai/commands.py",
        "core/conformance.py",
    ):
        with (copy / reporting).open("a") as out:
            out.write("\n# a comment\n")
    assert results.code_fingerprint() == before
    assert results.code_fingerprint("tien-gow") != before
    with (copy / "games/bagchen/ai/hard.py").open("a") as out:
        out.write("\n# a comment\n")
    assert results.code_fingerprint() != before


def test_a_results_file_is_reported_without_playing(tmp_path: Path, capsys) -> None:
    path = tmp_path / "run.jsonl"
    played = run_selfplay(config(3), results=ResultsFile.open(path, config(3)))
    before = path.read_text()
    assert main(["selfplay", "--report", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["difference"] == played["difference"] and report["deals"] == 3
    assert path.read_text() == before
    assert main(["selfplay", "--report", str(tmp_path / "missing.jsonl")]) == 2
    assert "missing.jsonl: cannot be read" in capsys.readouterr().err


def test_a_report_leaves_a_torn_last_deal_alone(tmp_path: Path, capsys) -> None:
    """A run may be writing its last line while someone reads the file."""
    path = tmp_path / "run.jsonl"
    run_selfplay(config(3), results=ResultsFile.open(path, config(3)))
    whole = path.read_text()
    torn = whole[: whole.rindex("\n", 0, -1) + 20]
    path.write_text(torn)
    assert main(["selfplay", "--report", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 2
    assert path.read_text() == torn


def test_a_run_beside_busy_processes_is_another_run(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    ResultsFile.open(path, config(2), busy=1)
    with pytest.raises(ResultsError, match="its busy is 1, this run's 0"):
        ResultsFile.open(path, config(2))


def test_the_shipped_judge_counts_only_for_a_run_whose_seats_use_it() -> None:
    plain = SelfplayConfig(("hard", "medium", "hard", "medium"), 1)
    judged = SelfplayConfig(("hard+judge", "medium", "hard+judge", "medium"), 1)
    assert results.run_header(plain)["code"] == results.code_fingerprint("bagchen", None)
    assert results.run_header(judged)["code"] == results.code_fingerprint("bagchen", "")


@given(st.lists(st.floats(min_value=0, max_value=1e3), min_size=1, max_size=300), st.sampled_from([1, 50, 95, 100]))
def test_the_report_finds_a_percentile_keeping_only_the_values_above_it(values: list[float], q: int) -> None:
    """A report of millions of decision times keeps the top few in memory, not them all."""
    assert upper_percentile(lambda: iter(values), len(values), q) == percentile(values, q)


def test_times_read_back_are_kept_as_arrays_of_doubles(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    run_selfplay(config(2), results=ResultsFile.open(path, config(2)))
    _, records, _ = results.read_results(path)
    assert records and all(
        isinstance(times, array) and times.typecode == "d" for r in records for times in r.decision_s
    )


@pytest.mark.parametrize(
    ("times", "kept"),
    [
        ([], True),
        ([0, 0.5, 3], True),
        ([0.1, float("nan")], False),
        ([float("nan"), 0.1], False),
        ([0.1, float("inf")], False),
        ([-0.1, 0.2], False),
        ([0.1, True], False),
        ([0.1, "0.2"], False),
        ([1e9], False),
        ("0.1", False),
    ],
)
def test_a_seats_decision_times_are_checked_whole(times: object, kept: bool) -> None:
    assert results._times(times) is kept
