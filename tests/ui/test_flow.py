"""The flow between deals and sessions: the recap's Escape, leaving mid-deal and coming
back to it, closing the secondary windows."""

from __future__ import annotations

import pytest
from message_boxes import active_box, answer_when_shown
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui import app as app_module
from bagchen_qt.ui.replay.window import ReplayWindow, open_examples
from bagchen_qt.ui.rules_window import RulesWindow


def ai_table(seed: int) -> TableConfig:
    """Four quick AI seats, but a table (not the demo): each deal ends with the recap."""
    seats = tuple(
        PlayerSpec.ai("random", PlayerOptions(seed=seed + i), name=name)
        for i, name in enumerate(("Dolma", "Tenzin", "Pema", "Norbu"))
    )
    return TableConfig(RuleSet(), seats, seed)


def human_table(seed: int) -> TableConfig:
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", PlayerOptions(seed=seed + i), name=name)
        for i, name in enumerate(("Tenzin", "Pema", "Norbu"))
    )
    return TableConfig(RuleSet(), seats, seed)


# --- the recap ------------------------------------------------------------------------------


def test_escape_on_the_recap_closes_it_and_the_next_deal_waits_for_its_button(qtbot):
    config = ai_table(11)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    qtbot.addWidget(window)
    window.start()
    try:
        qtbot.waitUntil(
            lambda: isinstance(getattr(window, "recap", None), RecapDialog) and window.recap.isVisible(), timeout=60_000
        )
        finished = window.controller.state
        qtbot.keyClick(window.recap, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not window.recap.isVisible())
        assert window.controller.state is finished  # no next deal yet
        assert window.next_deal_action.isEnabled() and window.next_deal_action.isVisible()
        qtbot.waitUntil(
            lambda: (
                [b.text() for b in window.action_bar.findChildren(QPushButton) if b.isVisible()] == ["Next deal (N)"]
            )
        )
        assert window.action_bar.prompt.text() == "The deal is over."
        # The N key (the menu's shortcut) deals the next hand.
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window.view, Qt.Key.Key_N)
        qtbot.waitUntil(lambda: window.controller.state is not finished)
        assert window.controller.session.deals_played == 1
        assert not window.next_deal_action.isEnabled() and not window.next_deal_action.isVisible()
    finally:
        window.controller.stop()


def test_the_recaps_button_still_goes_on_to_the_next_deal(qtbot):
    config = ai_table(12)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    qtbot.addWidget(window)
    window.start()
    try:
        qtbot.waitUntil(lambda: getattr(window, "recap", None) is not None and window.recap.isVisible(), timeout=60_000)
        finished = window.controller.state
        window.recap.next_button.click()
        qtbot.waitUntil(lambda: window.controller.state is not finished)
        assert not window.next_deal_action.isEnabled()
    finally:
        window.controller.stop()


# --- leaving a deal, and coming back to it ----------------------------------------------------


@pytest.fixture
def mid_deal(qtbot, tmp_path):
    """A table with a human seat, waiting for the human in the middle of a deal,
    recorded in a database file."""
    path = tmp_path / "records.sqlite3"
    config = human_table(21)
    window = MainWindow(config, "instant", log=TableLog(Store.open(path), config))
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: bool(window._legal), timeout=60_000)
    assert window.deal_in_progress()
    yield window, path
    window.controller.stop()


def test_quitting_mid_deal_asks_and_keep_playing_stays(qtbot, mid_deal):
    window, path = mid_deal
    state = window.controller.state
    answer_when_shown(lambda: window.leave_question, "Keep playing")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Q: Game → Quit
    assert window.leave_question is not None  # asked
    qtbot.waitUntil(lambda: window.leave_question is None)  # and answered
    assert window.isVisible() and window.controller.state is state and not window.controller.stopped


def test_quitting_mid_deal_keeps_the_deal_and_the_next_start_offers_it(qtbot, mid_deal):
    window, path = mid_deal
    state = window.controller.state
    answer_when_shown(lambda: window.leave_question, "Quit")
    window.close()  # as the window's close button does
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.controller.stopped
    store = Store.open(path)
    interrupted = store.interrupted_deals()
    assert [d.status for d in interrupted] == ["playing"]
    # The next start offers it; going on with it resumes exactly where it was left.
    answer_when_shown(active_box, "Go on with the deal")
    resumed = app_module.offer_interrupted_deal()
    assert isinstance(resumed, MainWindow)
    qtbot.addWidget(resumed)
    try:
        assert resumed.controller.state.events == state.events
        assert [a.text() for a in resumed.game_menu.actions()][:1] == ["&New session…"]
    finally:
        resumed.controller.stop()
    store.close()


def test_closing_after_the_deal_is_over_does_not_ask(qtbot):
    config = ai_table(13)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: getattr(window, "recap", None) is not None, timeout=60_000)
    assert not window.deal_in_progress()
    window.close()
    assert not window.isVisible() and window.controller.stopped


def test_the_demo_closes_its_own_cut_off_deals(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite3"
    monkeypatch.setenv("BAGCHEN_DB", str(path))
    store = Store.open(path)
    demo_log = TableLog(store, app_module.demo_config(["random"] * 4, 0, seed=1), "demo")
    table_log = TableLog(store, human_table(3))
    from bagchen_qt.games.bagchen.rules.state import DealState

    for log in (demo_log, table_log):
        log.begin_deal(DealState.new())
        log.recorder.leave_for_resume()  # as if its program had been killed
    assert sorted(d.source for d in store.interrupted_deals()) == ["demo", "table"]
    store.close()
    # The next demo settles the demo's deal; the player's own deal is still offered.
    window = app_module.open_table(app_module.demo_config(["random"] * 4, 0, seed=2), "instant", demo=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: window.controller.state is not None)
        store = Store.open(path)
        assert [d.source for d in store.interrupted_deals()] == ["table"]
        assert [d.status for d in store.deals() if d.source == "demo"][:1] == ["unfinished"]
        store.close()
    finally:
        window.controller.stop()


def test_the_table_never_offers_a_demo_deal(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite3"
    monkeypatch.setenv("BAGCHEN_DB", str(path))
    store = Store.open(path)
    from bagchen_qt.games.bagchen.rules.state import DealState

    log = TableLog(store, app_module.demo_config(["random"] * 4, 0, seed=1), "demo")
    log.begin_deal(DealState.new())
    log.recorder.leave_for_resume()
    store.close()
    assert app_module.offer_interrupted_deal() is None  # no question asked: nothing to offer
    store = Store.open(path)
    assert store.interrupted_deals() == []
    store.close()


# --- secondary windows -----------------------------------------------------------------------


def _shown(qtbot, window: QWidget) -> QWidget:
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _rules() -> QWidget:
    return RulesWindow()


def _replays() -> QWidget:
    return ReplayWindow(Store.memory())


def _examples() -> QWidget:
    return open_examples()


@pytest.mark.parametrize("make", [_rules, _replays, _examples], ids=["rules", "replays", "examples"])
@pytest.mark.parametrize("how", ["button", "escape", "ctrl+w"])
def test_every_secondary_window_closes_with_a_button_escape_and_ctrl_w(qtbot, make, how):
    window = _shown(qtbot, make())
    if how == "button":
        button = window.close_button
        assert button.isVisible() and button.text() == "Close"
        button.click()
    elif how == "escape":
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)
    else:
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())
