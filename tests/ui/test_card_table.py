"""The shared card table plays a game added by a folder: High Card (``tests/toygame``),
three seats, the human at seat 0, through its ``card_table`` face alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from card_table_toy import card_window, high_card_listed, high_card_table
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bagchen_qt.records.store import Store
from bagchen_qt.ui.card_table.layout import lay_out, seat_angle
from bagchen_qt.ui.recording import FamilyTableLog


@pytest.fixture
def listed() -> Iterator[None]:
    with high_card_listed():
        yield


def buttons(window: Any) -> dict[str, QPushButton]:
    bar = window.action_bar
    found = {}
    for i in range(bar.buttons.count()):
        widget = bar.buttons.itemAt(i).widget()
        if isinstance(widget, QPushButton):
            found[widget.text()] = widget
    return found


def click_piece(qtbot: Any, window: Any, piece: Any) -> None:
    """Click a piece of the hand where the view shows it."""
    item = window.scene._hand_items[piece]
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_the_toy_game_plays_whole_deals_at_the_card_table_and_is_recorded(qtbot, listed, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "records.sqlite3")
    table = high_card_table(seed=3)
    window = card_window(table, log=FamilyTableLog(store, table))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.start()
    refused = played = deals = 0
    while deals < 2:
        qtbot.waitUntil(lambda: bool(window.legal) or window.recap is not None, timeout=20000)
        if window.recap is not None:
            recap = window.recap
            assert recap.head.text() and len(recap.rows) == 3
            assert sum(recap.deltas) == 0
            deals += 1
            recap.next_button.click()  # the next deal begins
            continue
        hand = window.scene.hand()
        legal_cards = {a.card for a in window.legal}
        assert set(legal_cards) <= set(hand)
        assert "Your turn" in window.action_bar.prompt.text()
        assert window.scene.plates[0].turn and not window.scene.plates[1].turn  # whose turn is plain
        refusable = [c for c in hand if c not in legal_cards]
        if refusable:  # a card too low while a higher one is held: refused with its reason
            click_piece(qtbot, window, refusable[0])
            assert window.scene.selected_pieces() == (refusable[0],)
            assert "must beat" in window.action_bar.reason.text()
            assert not buttons(window)["Play"].isEnabled()
            refused += 1
            window.scene.clear_selection()
        card = min(legal_cards)
        click_piece(qtbot, window, card)
        assert window.action_bar.reason.text() == ""
        play = buttons(window)["Play"]
        assert play.isEnabled()
        qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
        played += 1
        assert card not in window.scene.hand()
    assert played >= 6 and refused >= 1
    qtbot.waitUntil(lambda: bool(window.legal) or window.recap is not None, timeout=20000)  # the third deal
    assert len(window.controller.deals) == 2 and window.deal_in_progress()
    window.controller.stop()  # the log closes its store
    store = Store.open(tmp_path / "records.sqlite3")
    finished = store.deals(status="finished", game="high-card")
    assert len(finished) == 2
    assert all(len(store.load_deal(d.id).events) == 10 for d in finished)  # the shuffle and nine plays
    window.close()
    store.close()


def at_human_turn(qtbot: Any, seed: int) -> Any:
    """A window of High Card once the human is first to act."""
    window = card_window(high_card_table(seed=seed))
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: bool(window.legal), timeout=20000)
    return window


def test_the_keyboard_selects_and_enter_plays(qtbot, listed) -> None:
    window = at_human_turn(qtbot, seed=5)
    scene = window.scene
    hand = scene.hand()
    target = next(c for c in hand if c in {a.card for a in window.legal})
    for _ in range(hand.index(target) + 1):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    for _ in range(hand.index(target)):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert scene.focused_piece() == target
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert scene.selected_pieces() == (target,)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: target not in scene.hand(), timeout=5000)
    window.controller.stop()
    window.close()


def test_the_plates_say_name_level_pieces_and_the_seats_last_play(qtbot, listed) -> None:
    window = at_human_turn(qtbot, seed=7)
    plates = window.scene.plates
    assert plates[0].name == "You" and "3 in hand" in plates[0].details
    assert plates[1].name == "Tenzin" and "AI" in plates[1].details
    assert "to play" in plates[0].toolTip()
    seen = window.seen
    played = dict(seen.trick or seen.last)
    for seat, card in played.items():  # each play lies face up in front of its seat
        assert any(
            getattr(item, "piece", None) == card and item.toolTip() == str(card) for item in window.scene.items()
        ), seat
    window.controller.stop()
    window.close()


@pytest.mark.parametrize("seats", range(2, 9))
def test_seats_sit_evenly_round_the_table_the_viewer_at_the_bottom(seats: int) -> None:
    for width, height in ((1024, 640), (1600, 940), (2560, 1380)):
        layout = lay_out(width, height, seats, viewer=1, hand_count=34, aspect=0.7, plate=(200, 90))
        viewer = layout.plates[1]
        assert viewer.y == max(p.y for p in layout.plates)  # the viewer's plate lowest, above the hand
        assert abs(viewer.x - width / 2) < 1
        assert viewer.y + 45 <= layout.hand_centre_y - layout.hand_height / 2
        row = layout.hand_x(33, 0.7) + layout.hand_height * 0.35 - (layout.hand_x(0, 0.7) - layout.hand_height * 0.35)
        assert row <= width  # a hand of 34 fits across
        assert layout.hand_step >= layout.hand_height * 0.7 / 3 - 0.01  # each piece shows a third of itself
        for p in layout.plates:  # every plate on the felt
            assert 100 <= p.x <= width - 100 and p.y >= 45
    assert seat_angle(2, 1, 4) > seat_angle(1, 1, 4)  # the next seat clockwise: to the viewer's left


def test_the_program_opens_the_card_table_and_resumes_a_deal_left_there(qtbot, listed) -> None:
    import os

    from message_boxes import active_box, answer_when_shown

    from bagchen_qt.ui import app as app_module
    from bagchen_qt.ui.card_table.window import CardTableWindow

    assert app_module.plays_in_a_family_window("high-card")
    table = high_card_table(seed=8)
    path = os.environ["BAGCHEN_DB"]
    window = app_module.open_family_table(table, "instant", log=FamilyTableLog(Store.open(path), table))
    assert isinstance(window, CardTableWindow)
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    qtbot.waitUntil(lambda: bool(window.legal), timeout=20000)
    window.play(window.legal[0])
    qtbot.waitUntil(lambda: bool(window.legal), timeout=20000)
    state = window.controller.state
    answer_when_shown(lambda: window.leave_question, "Quit")
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    answer_when_shown(active_box, "Go on with the deal")
    resumed = app_module.offer_interrupted_deal()  # the next start offers it
    assert isinstance(resumed, CardTableWindow)
    qtbot.addWidget(resumed)
    resumed.controller.ai_delay_ms = 0
    try:
        qtbot.waitUntil(lambda: bool(resumed.legal), timeout=20000)
        assert resumed.controller.state.events == state.events
        assert resumed.scene.hand() == list(state.hands[0])
    finally:
        resumed.controller.stop()


def test_a_screen_reader_is_told_the_table_in_words(qtbot, listed) -> None:
    window = at_human_turn(qtbot, seed=7)
    told = window.view.accessibleDescription()
    assert "Your turn" in told and "Tenzin" in told and "Pema" in told and "in hand" in told
    for seat, card in dict(window.seen.trick or window.seen.last).items():
        assert f": {card}" in told, seat
    window.controller.stop()
    window.close()


def test_hint_selects_a_legal_play_and_undo_takes_the_play_back(qtbot, listed) -> None:
    window = at_human_turn(qtbot, seed=11)
    before = window.controller.state
    with qtbot.waitSignal(window.controller.hintReady, timeout=20000):
        window.hint_action.trigger()
    hinted = window.scene.selected_pieces()
    assert len(hinted) == 1 and hinted[0] in {a.card for a in window.legal}
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter plays the hint
    qtbot.waitUntil(lambda: hinted[0] not in window.scene.hand(), timeout=5000)
    qtbot.waitUntil(lambda: bool(window.legal), timeout=20000)  # two cards left: the human plays again
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: bool(window.legal) and window.controller.state is before, timeout=5000)
    assert hinted[0] in window.scene.hand()
    window.controller.stop()
    window.close()


def test_the_demo_plays_ai_seats_only_with_every_hand_open(qtbot, listed) -> None:
    from bagchen_qt.ui import app as app_module

    table = app_module.family_config("high-card", "standard", ["random", "easy"], seed=4, human=False)
    window = app_module.open_family_table(table, "instant", demo=True)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.scene.open_hands is not None and len(window.scene.hand()) == 3, timeout=20000)
    assert [len(hand) for hand in window.scene.open_hands] == [3, 3, 3]
    with qtbot.waitSignal(window.dealsPlayed, timeout=20000):
        pass
    assert window.recap is None  # the demo goes on by itself
    window.controller.stop()
    window.close()


def test_the_card_table_speaks_the_players_language(qtbot, listed, tmp_path: Path) -> None:
    from bagchen_qt.ui import catalogues
    from bagchen_qt.ui.i18n import set_language

    (compiled,) = catalogues.build(out=tmp_path, languages=["uk"])
    set_language("uk", catalogue=compiled)
    try:
        window = at_human_turn(qtbot, seed=7)
        assert window.menuBar().actions()[0].text() == "&Гра"
        assert window.action_bar.prompt.text() == "Ваш хід: виділіть, чим ходити."
        assert "3 в руці" in window.scene.plates[0].details and "Ваш хід" in window.scene.caption.text
        window.controller.stop()
        window.close()
    finally:
        set_language("en")
