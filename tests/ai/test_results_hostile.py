"""Results files that no run wrote: each is refused naming the file, the line and the
field (a JSON path), read a line at a time; never a traceback, and the file left alone."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bagchen_qt.ai.results import ResultsError, ResultsFile
from bagchen_qt.ai.selfplay import SelfplayConfig
from bagchen_qt.ai.tournament import run_selfplay
from bagchen_qt.cli import main
from tests.records.helpers import run_measured

PLAYERS = ("easy", "random", "easy", "random")
REPO = Path(__file__).resolve().parents[2]


def _config() -> SelfplayConfig:
    return SelfplayConfig(PLAYERS, 3, seed=5)


@pytest.fixture
def played(tmp_path: Path) -> Path:
    path = tmp_path / "run.jsonl"
    run_selfplay(_config(), results=ResultsFile.open(path, _config()))
    return path


def _with_deal(path: Path, change: Any) -> str:
    """The file with its second deal's line changed (or replaced by text)."""
    lines = path.read_text().splitlines()
    deal = json.loads(lines[2])
    text = change(deal)
    lines[2] = text if isinstance(text, str) else json.dumps(deal)
    path.write_text("\n".join(lines) + "\n")
    return path.read_text()


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d.update(deal="1"), "line 3: a malformed deal (deal must be a deal number, not 1) (at $.deal)"),
        (lambda d: d["games"][0].update(levels=7), "(at $.games[0].levels)"),
        (lambda d: d["games"][0].update(rotation=2**70), "(at $.games[0].rotation)"),
        (lambda d: d["games"][0]["result"].__setitem__(5, ["x"] * 4), "(at $.games[0].result)"),
        (lambda d: d["games"][0]["decision_s"][1].append("fast"), "(at $.games[0].decision_s[1])"),
        (lambda d: d["games"][0]["decision_s"][1].extend([0.0] * 10_001), "(at $.games[0].decision_s[1])"),
        (lambda d: d["games"][0].update(deltas=[None] * 4), "(at $.games[0].deltas)"),
        (lambda d: d["games"].__setitem__(0, []), "(at $.games[0])"),
        (lambda d: "[" * 100_000, "line 3: not JSON this program writes (nested too deep"),
        (lambda d: '{"deal": ' + "9" * 5000 + "}", "line 3: not JSON this program writes"),
        (lambda d: '{"deal": NaN}', "line 3: not JSON this program writes (NaN is not a number"),
        (lambda d: '{"deal": 1e400, "games": []}', "(at $.deal)"),
        (lambda d: "x" * (2 << 20), "line 3: longer than 1 MiB"),
    ],
)
def test_a_malformed_line_is_named_by_line_and_field(played: Path, change: Any, expected: str) -> None:
    before = _with_deal(played, change)
    with pytest.raises(ResultsError) as error:
        ResultsFile.open(played, _config())
    message = str(error.value)
    assert expected in message and str(played) in message and len(message) < 1000, message[:1000]
    assert played.read_text() == before


def test_a_report_of_a_malformed_file_says_so_without_a_traceback(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _with_deal(played, lambda d: d["games"][0]["result"].__setitem__(1, "stacks"))
    assert main(["selfplay", "--report", str(played)]) == 2
    err = capsys.readouterr().err
    assert "line 3: a malformed deal" in err and "(at $.games[0].result)" in err
    header = json.loads(played.read_text().splitlines()[0])
    played.write_text(json.dumps(header | {"seed": "SEED"}).replace('"SEED"', "1e400") + "\n")
    assert main(["selfplay", "--report", str(played)]) == 2
    assert "line 1: a malformed header" in capsys.readouterr().err


def test_a_large_results_file_is_refused_in_bounded_time_and_memory(played: Path, tmp_path: Path) -> None:
    """100 MB in a line that never ends, after a good header: read a line at a time."""
    header = played.read_text().splitlines()[0]
    path = tmp_path / "large.jsonl"
    with open(path, "wb") as file:
        file.write(header.encode() + b"\n" + b'{"deal": [' + b"0," * 10_000_000)
        for _ in range(8):
            file.write(b"[0]," * 2_500_000)
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    command = [sys.executable, "-m", "bagchen_qt", "selfplay", "--report", str(path)]
    code, err, seconds, peak = run_measured(command, tmp_path, env)
    assert code == 2 and "line 2: longer than 1 MiB" in err, err
    assert seconds < 10 and peak < 300_000, (seconds, peak)


def test_a_compressed_run_is_reported_as_it_is_and_never_added_to(
    played: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept = played.with_suffix(".jsonl.gz")
    kept.write_bytes(gzip.compress(played.read_bytes()))
    assert main(["selfplay", "--report", str(played), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main(["selfplay", "--report", str(kept), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == plain
    before = kept.read_bytes()
    with pytest.raises(ResultsError, match="compressed results file is kept as played; decompress it"):
        ResultsFile.open(kept, _config())
    kept.write_bytes(before[: len(before) // 2])  # cut short
    assert main(["selfplay", "--report", str(kept)]) == 2
    assert f"{kept}: cannot be read" in capsys.readouterr().err
    kept.write_bytes(b"not gzip at all\n")
    assert main(["selfplay", "--report", str(kept)]) == 2
    assert "Not a gzipped file" in capsys.readouterr().err
