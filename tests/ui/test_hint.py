"""H shows the hint on the table: the suggested tiles selected and raised, the reason
above the hand; Enter plays them; the hint goes when the turn changes or on undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.actions import Charity, Event
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.games.bagchen.table.words import hint_reason
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.words import hint_text


def my_hand(window: MainWindow) -> tuple[int, ...]:
    """The human's hand (seating may put the human in any seat)."""
    return window.controller.state.hands[window.config.human_seat]


@pytest.fixture
def window(qtbot):
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=7 + i), name=name)
        for i, name in enumerate(("Tenzin", "Pema", "Norbu"))
    )
    config = TableConfig(RuleSet(), seats, 7)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    qtbot.addWidget(window)
    window.start()
    yield window
    window.controller.stop()


def to_human_trick(qtbot, window: MainWindow) -> DealState:
    """Answer every question before the play with its first button, until the human leads or follows."""
    while True:
        qtbot.waitUntil(lambda: bool(window._legal), timeout=60_000)
        state = window.controller.state
        if state.phase in (Phase.LEAD, Phase.FOLLOW):
            return state
        qtbot.mouseClick(window.action_bar.findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda s=state: window.controller.state is not s, timeout=5000)


def press_h(qtbot, window: MainWindow) -> tuple[Event, str]:
    window.view.setFocus()
    with qtbot.waitSignal(window.controller.hintReady, timeout=30_000) as hint:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    return hint.args[0], hint.args[1]


def tiles_of(action: Event) -> tuple[int, ...]:
    return tuple(sorted(action.tiles if hasattr(action, "tiles") else (action.tile,)))


def test_h_selects_and_raises_the_suggested_tiles_and_shows_why_on_the_table(qtbot, window):
    to_human_trick(qtbot, window)
    action, reason = press_h(qtbot, window)
    tiles = tiles_of(action)
    assert window.scene.selected_tiles() == tiles
    for tile in my_hand(window):
        assert window.scene.tile_item(tile).chosen == (tile in tiles)
    qtbot.waitUntil(lambda: all(window.scene.tile_item(t).lift == 1.0 for t in tiles), timeout=2000)
    shown = window.scene.hint_text()
    assert shown == hint_text(hint_reason(reason)) and shown.startswith("Hint\n")
    # On the table, just above the hand, and inside the table.
    caption = window.scene._hint_caption.sceneBoundingRect()  # where the words are
    hand_top = min(window.scene.tile_item(t).sceneBoundingRect().top() for t in my_hand(window))
    assert caption.bottom() <= hand_top + 1 and hand_top - caption.bottom() < 40
    assert window.scene.sceneRect().contains(caption)


def test_enter_plays_the_hint_and_the_hint_goes_with_the_turn(qtbot, window):
    state = to_human_trick(qtbot, window)
    action, _ = press_h(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state is not state, timeout=5000)
    played = window.controller.state.events[len(state.events)]
    if isinstance(action, Charity):
        assert played == action
    else:
        assert type(played) is type(action) and tiles_of(played) == tiles_of(action)
    assert window.scene.hint_text() == ""
    assert window.scene.selected_tiles() == ()


def test_undo_takes_the_hint_away(qtbot, window):
    to_human_trick(qtbot, window)
    action, _ = press_h(qtbot, window)
    assert window.scene.hint_text() and window.scene.selected_tiles() == tiles_of(action)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()  # Ctrl+Z
    qtbot.waitUntil(lambda: window.scene.hint_text() == "", timeout=5000)
    assert window.scene.selected_tiles() == ()
    assert all(not window.scene.tile_item(t).chosen for t in my_hand(window))
    # Enter now plays nothing the hint chose: nothing is selected.
    assert window._hinted_play() is None


def test_a_hint_that_arrives_after_an_undo_is_dropped(qtbot, window):
    to_human_trick(qtbot, window)
    window.view.setFocus()
    window.controller.request_hint()
    window.controller.undo()
    qtbot.waitUntil(lambda: window.controller._hint is None, timeout=30_000)  # the hint has come back
    assert window.scene.hint_text() == "" and window.scene.selected_tiles() == ()
