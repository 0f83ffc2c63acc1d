"""``bagchen bench records`` gives every figure (run small here)."""

from __future__ import annotations

import pytest

from bagchen_qt.bench import BENCHES
from bagchen_qt.records import bench


def test_bench_records_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    assert BENCHES["records"] == "bagchen_qt.records.bench:bench_records"
    monkeypatch.setattr(bench, "LIST_DEALS", 400)
    monkeypatch.setenv(bench.IMPORT_MIB_VAR, "0.5")
    figures = bench.bench_records(0.05)
    for name in (
        "recording_ms_per_deal",
        "recording_share_of_easy_deal",
        "bytes_per_deal",
        "list_10k_s",
        "seek_ms_p95",
        "live_recording_ms_per_deal",
        "reference_level",
        "selfplay_slowdown",
        "first_page_10k_ms",
    ):
        assert name in figures
    assert "browser_open_10k_s" not in figures  # the window's opening is the gui bench's: no ui code here
    assert figures["reference_level"] in ("easy", "random")
    # Positive, not compared: a run this small is at the mercy of one slow write.
    assert figures["recording_ms_per_deal"] > 0 and figures["live_recording_ms_per_deal"] > 0
    assert 1000 < figures["bytes_per_deal"] < 20_000
    assert figures["seek_ms_p95"] > 0  # its size is the bench's to report, not a test's to time
    assert figures["first_page_10k_ms"] > 0
    assert -1 < figures["selfplay_slowdown"] < 10
    # The import of a large file, measured in a program of its own: the file is read a
    # deal at a time, so the import takes little more than that program's own size.
    assert 0.45 < figures["import_file_mib"] <= 0.5 and figures["import_deals"] > 50
    assert 0 < figures["import_base_mb"] <= figures["import_peak_mb"] < figures["import_base_mb"] + 40


def test_a_large_file_is_what_it_says(tmp_path) -> None:
    from bagchen_qt.records.handrecord import verify_file

    path = tmp_path / "large.json"
    deals = bench.write_large_file(path, 0.2)
    assert 0.19 * 2**20 < path.stat().st_size <= 0.2 * 2**20
    assert verify_file(path) == (deals, deals)
