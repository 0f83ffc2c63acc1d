"""Bao Huang's table keeps its things apart in every language: at 1024 x 700, where
Tibetan lines stand tall, the plays in the middle stay large enough to read (an index
of 12 px at least) and nothing lies on a plate; in a replay every hand shown open lies
clear of the plates; during the deal each plate counts the cards come to it so far."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from test_baohuang_card_table import bao_huang_window, wait_turn
from test_card_table_replay import record_bao_huang_deal

from bagchen_qt.games.baohuang.rules.events import Pass
from bagchen_qt.games.baohuang.table.cards import index_height
from bagchen_qt.records.store import Store
from bagchen_qt.ui import catalogues, i18n
from bagchen_qt.ui.card_table.dealing import DEAL_GAP_MS, FLIGHT_MS, PACK_SHOWN
from bagchen_qt.ui.card_table.plates import Caption, SeatPlate
from bagchen_qt.ui.card_table.replay import CardTableReplay
from bagchen_qt.ui.card_table.scene import CardTableScene, PieceItem

TURNS = 20  # the human's turns looked at, from the first: the emperor card's offer, leads and plays to beat


@pytest.fixture
def speaking(tmp_path: Path) -> Iterator[Any]:
    """Sets the program's language from its real catalogue, and English again after."""

    def speak(language: str) -> None:
        if language != "en":
            (compiled,) = catalogues.build(out=tmp_path, languages=[language])
            i18n.set_language(language, catalogue=compiled)

    yield speak
    i18n.set_language("en")


def plate_rects(scene: CardTableScene) -> list[QRectF]:
    return [plate.plate_rect() for plate in scene.plates]


def overlaps(scene: CardTableScene) -> list[str]:
    """What lies on a plate: another plate, the middle's words, a play or a word said in
    its place, a card of the hand."""
    plates = plate_rects(scene)
    found = [f"plates {a} and {b}" for a in range(len(plates)) for b in range(a) if plates[a].intersects(plates[b])]
    things: list[tuple[str, QRectF]] = []
    for item in scene.items():
        if not item.isVisible() or isinstance(item, SeatPlate):
            continue
        if isinstance(item, PieceItem) and item.piece is not None:
            things.append((f"card {item.piece}", item.sceneBoundingRect()))
        elif isinstance(item, Caption):
            things.append((f"words {item.text!r}", item.sceneBoundingRect()))
    hand = scene.hand_view
    if hand is not None and hand.isVisible():
        things += [(f"hand card {card}", hand.mapRectToScene(hand.card_rect(card))) for card in hand.columns.cards]
    for name, rect in things:
        found += [f"{name} on plate {seat}" for seat, plate in enumerate(plates) if rect.intersects(plate)]
    return found


@pytest.mark.parametrize("language", ["en", *catalogues.LANGUAGES])
def test_the_middle_keeps_room_for_plays_and_nothing_lies_on_a_plate(qtbot, speaking, language: str) -> None:
    speaking(language)
    window = bao_huang_window(qtbot, seed=3)
    window.show()
    window.start()
    looked = 0
    for _ in range(TURNS):
        wait_turn(qtbot, window)
        if window.recap is not None:
            break
        QApplication.processEvents()
        scene = window.scene
        assert scene.layout is not None and window.view.viewport().height() < 640  # the window's words take room
        assert index_height(scene.layout.play_height) >= 12, (language, scene.layout.play_height)
        assert overlaps(scene) == [], language
        looked += 1
        passes = [a for a in window.legal if isinstance(a, Pass)]
        window.play(passes[0] if passes and looked % 2 else window.legal[0])
    assert looked >= 10
    window.controller.stop()
    window.close()


def open_hand_cards(window: CardTableReplay) -> list[PieceItem]:
    hands = window.scene.open_hands or []
    others = {piece for seat, hand in enumerate(hands) if seat != window.scene.viewer for piece in hand}
    return [item for item in window.scene.items() if isinstance(item, PieceItem) and item.piece in others]


@pytest.mark.parametrize(("language", "size"), [("en", (1024, 700)), ("bo", (1024, 700)), ("fa", (1600, 1000))])
def test_no_plate_covers_a_card_of_a_hand_shown_open(qtbot, speaking, tmp_path, language, size) -> None:
    speaking(language)
    with Store.open(tmp_path / "records.db") as store:
        window = CardTableReplay(store, record_bao_huang_deal(store))
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        for step in (3, window.last // 3, window.last * 2 // 3):
            window.go(step)
            QApplication.processEvents()
            cards = open_hand_cards(window)
            assert len(cards) >= 20
            plates = plate_rects(window.scene)
            covered = [item.piece for item in cards if any(item.sceneBoundingRect().intersects(p) for p in plates)]
            assert covered == [], (step, covered)
        window.close()


def test_each_plate_counts_the_cards_as_they_land(qtbot) -> None:
    window = bao_huang_window(qtbot)
    scene = window.scene
    scene.set_speed("normal")
    scene.set_reduced_motion(False)
    window.show()
    window.start()
    qtbot.waitUntil(scene.is_animating, timeout=10000)
    dealt = scene._deal
    assert dealt is not None
    ms = scene._motion.ms
    seats = len(scene.plates)
    at = dealt.deal_starts + 60 * ms(DEAL_GAP_MS) + ms(FLIGHT_MS) // 2  # some cards landed, many on the way
    dealt.timeline.hold_at(at)
    landed = [0] * seats
    for k, seat in enumerate(dealt.order):
        if dealt.deal_starts + k * ms(DEAL_GAP_MS) + ms(FLIGHT_MS) <= at:
            landed[seat] += 1
    assert 0 < sum(landed) < len(dealt.order) // 2
    assert [plate.count for plate in scene.plates] == landed
    assert not any(plate.badges or plate.turn for plate in scene.plates)  # the roles and the turn come after
    landed_cards = [card for card in dealt.items[PACK_SHOWN:] if card.isVisible() and card.zValue() < SeatPlate.Z]
    assert len(landed_cards) == sum(landed) - landed[scene.viewer]  # under the plates, whose names stay readable
    dealt.timeline.hold_at(dealt.timeline.duration)
    dealt.finish_now()
    assert [plate.count for plate in scene.plates] == [show.pieces_left for show in window.face.seats(window.seen)]
    window.controller.stop()
    window.close()
