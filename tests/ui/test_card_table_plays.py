"""The plays in the middle of the card table are readable at 1024 x 700: with every one
of Bao Huang's five seats showing a play of three cards, each card's index stands at
least 12 pixels tall, and no play lies over a plate, another play, the middle's words
or the hand."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from test_card_table_fit import five_with

from bagchen_qt.games.baohuang.table.cards import index_height
from bagchen_qt.games.baohuang.table.face import BaoHuangFace, stand_ins
from bagchen_qt.ui.card_table.layout import Point, _Box, _placed
from bagchen_qt.ui.card_table.scene import PieceItem, SeatPlate


class EveryonePlayed(BaoHuangFace):
    """Bao Huang's face with three queens in front of every seat: the most crowded middle."""

    def seats(self, seen: Any) -> Any:
        return [dataclasses.replace(show, in_front=stand_ins((6, 6, 6)), said="") for show in super().seats(seen)]


def bounds(items: list[Any]) -> QRectF:
    united = QRectF()
    for item in items:
        united = united.united(item.sceneBoundingRect())
    return united


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_every_seat_s_play_is_readable_and_clear_of_the_rest(qtbot, size: tuple[int, int]) -> None:
    window = five_with(qtbot, EveryonePlayed(), size)
    scene = window.scene
    cards = [item for item in scene.items() if isinstance(item, PieceItem) and item.piece is not None]
    assert len(cards) == 15
    assert min(index_height(item.sceneBoundingRect().height()) for item in cards) >= 12
    plays = []
    for seat in range(5):
        spot = scene.layout.in_front[seat]
        mine = [item for item in cards if item.sceneBoundingRect().contains(spot.x, spot.y)]
        assert mine, seat
        plays.append(bounds(mine))
    hand = scene.hand_view
    hand_top = min(hand.mapRectToScene(hand.card_rect(card)).top() for card in hand.columns.cards)
    plates = [plate.sceneBoundingRect() for plate in scene.items() if isinstance(plate, SeatPlate)]
    for seat, play in enumerate(plays):
        assert play.bottom() < hand_top, seat
        assert not any(play.intersects(plate) for plate in plates), seat
        assert not play.intersects(scene.caption.sceneBoundingRect()), seat
        assert not any(play.intersects(other) for other in plays[seat + 1 :]), seat
    window.controller.stop()
    window.close()


def test_a_play_that_finds_no_room_clear_of_the_rest_is_refused_a_place() -> None:
    plate = _Box.around(Point(100, 100), (80, 40))
    everything = _Box(0, 0, 200, 200)
    assert _placed(Point(100, 150), (Point(100, 100),), [plate], (60, 40), everything, [plate]) is not None
    in_the_way = _Box(0, 115, 200, 200)
    assert _placed(Point(100, 150), (Point(100, 100),), [plate], (60, 40), everything, [plate, in_the_way]) is None
