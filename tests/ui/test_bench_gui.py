"""``bagchen bench gui`` gives every figure (run small here; no timing is asserted:
timing targets belong in the bench, not in tests)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from bagchen_qt.bench import BENCHES
from bagchen_qt.games import DEFAULT_GAME, listing
from bagchen_qt.games.bagchen.table import gui_bench as bench
from bagchen_qt.ui import table_bench


def test_bench_gui_figures(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    assert BENCHES["gui"] == "" and listing(DEFAULT_GAME).faces["gui_bench"] == f"{bench.__name__}:bench_gui"
    monkeypatch.setattr(bench, "DEAL_SPEED", "fast")  # half the time for one dealing
    monkeypatch.setattr(bench, "BROWSER_DEALS", 400)
    monkeypatch.setattr(table_bench, "BENCH_LANGUAGES", ("en", "bo"))  # English and the tallest lines
    figures = bench.bench_gui(0.05)
    floats = (
        "startup_s",
        "bare_startup_s",
        "startup_ratio",
        "frame_ms_median",
        "frame_ms_p95",
        "render_ms_median",
        "render_ms_p95",
        "max_stall_ms",
        "tick_ms_p99",
        "ai_think_ms_median",
        "browser_open_10k_s",
    )
    for name in floats:
        assert isinstance(figures[name], float), name
        assert figures[name] >= 0, name
    assert figures["startup_s"] > 0 and figures["bare_startup_s"] > 0
    assert figures["startup_runs"] == 1
    assert figures["frame_ms_median"] <= figures["frame_ms_p95"]
    assert figures["render_ms_median"] <= figures["render_ms_p95"]
    assert figures["frames"] > 10 and figures["deals"] == 1
    assert figures["ai_decisions"] >= 1
    assert isinstance(figures["clipped_texts"], int)
    assert len(figures["clipped_texts_found"]) == min(30, figures["clipped_texts"])
    assert set(figures["clipped_texts_by_language"]) == {"en", "bo"}
    assert isinstance(figures["platform"], str) and isinstance(figures["python"], str)
    assert 0 < figures["table_share"] <= 1
    assert set(figures["hand_tile_height_px"]) == {"1024x700", "1600x1000"}
    assert all(isinstance(h, float) and h > 0 for h in figures["hand_tile_height_px"].values())


def test_the_table_fills_a_first_launch_window_and_the_hand_is_large(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The targets of the window's fit: they depend on no timing."""
    monkeypatch.setattr(table_bench, "BENCH_LANGUAGES", ("en", "bo"))  # English and the tallest lines
    figures = bench.measure_table_fit()
    assert figures["table_share"] >= 0.85
    assert set(figures["table_share_by_language"]) == {"en", "bo"}
    assert figures["table_share"] == min(figures["table_share_by_language"].values())  # Tibetan's taller menus
    assert set(figures["table_share_panel_open"]) == {"1024x700", "1600x1000", "2560x1440"}
    assert all(share >= 0.85 for share in figures["table_share_panel_open"].values())
    assert figures["min_text_px"] >= 11
    assert figures["min_text_px_by_size"]["2560x1440"] > figures["min_text_px"]
    for plates in figures["plates"].values():  # every seat's plate nearer its own hand, at every size
        assert len(plates) == 4 and all(p["to_own_hand"] < p["to_other_hand"] for p in plates)
    assert figures["hand_tile_height_px"]["1024x700"] >= 60
    assert figures["hand_tile_height_px"]["1600x1000"] > figures["hand_tile_height_px"]["1024x700"]


def test_bench_gui_of_bao_huang_at_the_card_table(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """``bagchen bench gui --game bao-huang``: the shared card table's figures and Bao
    Huang's hand; the targets that depend on no timing are held here."""
    from bagchen_qt.bench import bench_games
    from bagchen_qt.games import BAO_HUANG
    from bagchen_qt.games.baohuang.table.gui_bench import bench_gui

    assert BAO_HUANG in bench_games("gui")
    monkeypatch.setattr(table_bench, "BENCH_LANGUAGES", ("en", "bo"))
    figures = bench_gui(0.05)
    assert figures["table_share"] >= 0.85
    assert figures["table_share"] <= figures["table_share_by_language"]["bo"] < figures["table_share_by_language"]["en"]
    assert figures["min_text_px"] >= 11 and set(figures["min_text_px_by_language"]) == {"en", "bo"}
    assert set(figures["table_share_panel_open"]) == {"1024x700", "1600x1000", "2560x1440"}
    assert all(share >= 0.85 for share in figures["table_share_panel_open"].values())
    for plates in figures["plates"].values():  # every seat's plate nearer its own hand, at every size
        assert len(plates) == 5 and table_bench.plates_by_hands(plates)
    assert figures["hand_index_height_px"] >= 14 and figures["play_index_height_px"] >= 12
    assert figures["clipped_texts"] == 0 and figures["hand_cards_hidden"] == 0
    assert set(figures["by_size"]) == {"1024x700", "1600x1000", "2560x1440"}
    assert all(size["cards"] >= 30 for size in figures["by_size"].values())
    assert figures["ai_decisions"] >= 1 and figures["stall_level"] == "hard"
    assert isinstance(figures["max_stall_ms"], float) and figures["max_stall_ms"] >= 0


def test_a_card_hiding_another_s_index_is_found(qapp: QApplication) -> None:
    from bagchen_qt.games.baohuang.table.gui_bench import hidden_cards
    from bagchen_qt.games.baohuang.table.hand_item import HandItem

    class Crowded(HandItem):
        """A hand whose column's cards are drawn a few pixels apart, over each other's index."""

        def card_rect(self, card: int) -> QRectF:
            rect = super().card_rect(card)
            return rect.translated(0, -rect.top() + 4 * self.columns.cards.index(card)) if card in (0, 13) else rect

    hand = HandItem()
    hand.set_size(900, 300)
    hand.set_cards((0, 13, 26, 1))  # three of one rank in a column, one of another
    assert hidden_cards(hand) == []
    crowded = Crowded()
    crowded.set_size(900, 300)
    crowded.set_cards((0, 13, 26, 1))
    assert hidden_cards(crowded)


def test_bench_gui_of_tien_gow(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """``bagchen bench gui --game tien-gow``: its table at three sizes (here in English
    and Tibetan): no clipped text, none under 11 px, every plate by its own hand."""
    from bagchen_qt.bench import bench_games
    from bagchen_qt.core.family import game_named
    from bagchen_qt.games import TIEN_GOW

    try:
        game_named(TIEN_GOW)
    except ValueError:
        pytest.skip("no Tien Gow definition in the rules")
    from bagchen_qt.games.tiengow.table.gui_bench import bench_gui

    assert TIEN_GOW in bench_games("gui")
    monkeypatch.setattr(table_bench, "BENCH_LANGUAGES", ("en", "bo"))
    figures = bench_gui(0.05)
    assert figures["clipped_texts"] == 0 and figures["min_text_px"] >= 11
    assert figures["plates_by_hands"] and set(figures["plates"]) == {"1024x700", "1600x1000", "2560x1440"}
    assert figures["table_share"] >= 0.85
    assert figures["table_share"] == min(figures["table_share_by_language"].values())
    assert set(figures["table_share_by_language"]) == {"en", "bo"}
