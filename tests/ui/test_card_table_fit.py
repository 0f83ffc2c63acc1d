"""The card table fits its window: at 1024 x 700, 1600 x 1000 and 2560 x 1440, with
three seats (High Card) and with five and hands of 34 (Bao Huang's sketched face), no
text is clipped, every plate and play lies on the felt, the hand lies inside the view,
and a hand's pieces are no smaller than a sixth of the view's height or fit 34 across."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from baohuang_sketch import BaoHuangSketch
from card_table_toy import card_window, high_card_listed, high_card_table
from PySide6.QtCore import QRectF

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.card_table.scene import PieceItem, SeatPlate
from bagchen_qt.ui.card_table.window import CardTableWindow
from bagchen_qt.ui.clipped import clipped_texts
from bagchen_qt.ui.family_controller import FamilyTable

SIZES = ((1024, 700), (1600, 1000), (2560, 1440))


@pytest.fixture(autouse=True)
def listed() -> Iterator[None]:
    with high_card_listed():
        yield


def five() -> CardTableWindow:
    game = game_named(BAO_HUANG)
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": i}, name=n) for i, n in enumerate(("Tenzin", "Pema", "Norbu", "Karma"), 1)
    )
    window = CardTableWindow(FamilyTable(BAO_HUANG, game.rules_from(), seats, "", 5), "instant", face=BaoHuangSketch())
    window.controller.ai_delay_ms = 0
    return window


def five_with(qtbot: Any, face: Any, size: tuple[int, int]) -> CardTableWindow:
    """Five seats at the table with ``face``, the window at ``size``, the human to act."""
    sketched = five()
    qtbot.addWidget(sketched)
    window = CardTableWindow(sketched.table, "instant", face=face)
    window.controller.ai_delay_ms = 0
    qtbot.addWidget(window)
    window.resize(*size)
    window.start()
    qtbot.waitUntil(lambda: bool(window.legal), timeout=30000)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0.9 * size[0], timeout=5000)
    return window


def checked(qtbot: Any, window: Any, size: tuple[int, int]) -> float:
    """The window at ``size`` once the human is to act: what does not fit, asserted
    away; returns a hand piece's height."""
    qtbot.addWidget(window)
    window.resize(*size)
    window.start()
    qtbot.waitUntil(lambda: bool(window.legal), timeout=30000)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0.9 * size[0], timeout=5000)
    scene, view = window.scene, window.view
    assert clipped_texts(window) == []
    felt = QRectF(0, 0, view.viewport().width(), view.viewport().height())
    for item in scene.items():
        if isinstance(item, SeatPlate) or (isinstance(item, PieceItem) and item.piece is not None):
            assert felt.contains(item.sceneBoundingRect()), (type(item).__name__, item.sceneBoundingRect(), felt)
    hand = [scene._hand_items[p] for p in scene.hand()]
    height = hand[0].sceneBoundingRect().height()
    window.controller.stop()
    window.close()
    return height


@pytest.mark.parametrize("size", SIZES)
def test_three_seats_fit_with_large_pieces(qtbot, size: tuple[int, int]) -> None:
    height = checked(qtbot, card_window(high_card_table(seed=3)), size)
    assert height >= size[1] / 6 - 1 or height >= 200


@pytest.mark.parametrize("size", SIZES)
def test_five_seats_and_34_cards_fit(qtbot, size: tuple[int, int]) -> None:
    height = checked(qtbot, five(), size)
    assert height >= 54 * 0.7


@pytest.mark.parametrize("size", SIZES)
def test_bao_huang_s_own_hand_in_columns_fits_whole(qtbot, size: tuple[int, int]) -> None:
    """Bao Huang's own face: 34 cards in columns, every card on the felt, none too small."""
    from bagchen_qt.games.baohuang.table.cards import index_height
    from bagchen_qt.games.baohuang.table.face import BaoHuangFace

    window = five_with(qtbot, BaoHuangFace(), size)
    assert clipped_texts(window) == []
    felt = QRectF(0, 0, window.view.viewport().width(), window.view.viewport().height())
    hand = window.scene.hand_view
    assert len(hand.columns.cards) >= 30
    for card in hand.columns.cards:
        assert felt.contains(hand.mapRectToScene(hand.card_rect(card))), card
    for item in window.scene.items():
        if isinstance(item, SeatPlate) or (isinstance(item, PieceItem) and item.piece is not None):
            assert felt.contains(item.sceneBoundingRect())
    assert hand.card_height >= size[1] / 8 and index_height(hand.card_height) >= 14
    window.controller.stop()
    window.close()
