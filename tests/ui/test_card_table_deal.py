"""Before play, the card table shows the deal: the pack shuffled and cut in the middle,
then the cards taken one at a time round the table to their seats. It holds the table
until the last card arrives, ends at once at a click, Space or Esc, and is not played
at the instant speed or with reduced motion (the other tests play at the instant speed)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.card_table.dealing import FlyingCard, deal_order
from bagchen_qt.ui.card_table.window import CardTableWindow
from bagchen_qt.ui.family_controller import FamilyTable


def bao_huang(qtbot: Any, speed: str, reduced: bool = False) -> CardTableWindow:
    game = game_named(BAO_HUANG)
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": i}, name=n) for i, n in enumerate(("Tenzin", "Pema", "Norbu", "Karma"), 1)
    )
    window = CardTableWindow(FamilyTable(BAO_HUANG, game.rules_from(), seats, "", 5), speed)
    window.scene.set_reduced_motion(reduced)
    window.controller.ai_delay_ms = 0
    qtbot.addWidget(window)
    window.resize(1024, 700)
    return window


def test_the_deal_is_shown_card_by_card_and_a_key_ends_it(qtbot) -> None:
    window = bao_huang(qtbot, "normal")
    scene = window.scene
    window.start()
    qtbot.waitUntil(scene.is_animating, timeout=10000)
    dealt = scene._deal
    assert dealt is not None
    flying = [item for item in scene.items() if isinstance(item, FlyingCard)]
    others = [show.pieces_left for seat, show in enumerate(window.face.seats(window.seen)) if seat]
    hands = len(scene.hand()) + sum(others)
    assert len(dealt.order) == hands >= 5 * 33  # every card of every hand, one at a time
    assert len(flying) == hands + 8  # and the pack they come from
    assert not scene.hand_view.isVisible()  # the hand is shown when its cards have come
    dealt.timeline.hold_at(dealt.deal_starts + 400)
    moved = [item for item in flying if item.isVisible() and item.pos() != flying[0].pos()]
    assert moved  # cards on their way round the table
    assert not window.legal and window.controller._thinking_seat is None  # the table waits for the deal
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not scene.is_animating() and scene.hand_view.isVisible()
    assert not [item for item in scene.items() if isinstance(item, FlyingCard)]
    qtbot.waitUntil(lambda: bool(window.legal) or window.controller._thinking_seat is not None, timeout=10000)
    window.controller.stop()
    window.close()


@pytest.mark.parametrize(("speed", "reduced"), [("instant", False), ("normal", True)])
def test_no_deal_is_shown_at_the_instant_speed_or_with_reduced_motion(qtbot, speed: str, reduced: bool) -> None:
    window = bao_huang(qtbot, speed, reduced)
    shown: list[bool] = []
    window.scene.animationsFinished.connect(lambda: shown.append(window.scene.is_animating()))
    window.start()
    qtbot.waitUntil(lambda: len(window.scene.hand()) >= 33, timeout=10000)
    assert window.scene._deal is None and not any(shown) and window.scene.hand_view.isVisible()
    window.controller.stop()
    window.close()


def test_cards_go_round_the_table_from_the_first_seat_until_each_has_its_count() -> None:
    assert deal_order([2, 1, 2], first=1) == [1, 2, 0, 2, 0]
    assert deal_order([0, 0], first=0) == []
