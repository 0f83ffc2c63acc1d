"""Choosing a tower: the felt numbers the towers as the buttons do, and the tower whose
button the pointer or the keyboard is on is framed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QPushButton
from test_bagchen_hidden import STARTER, seats

from bagchen_qt.games.bagchen.rules.actions import ChooseTower
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.window import MainWindow


def choosing_window(qtbot: Any) -> MainWindow:
    window = MainWindow(TableConfig(RuleSet().with_options(seating="informal"), seats(), 1), "instant")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    controller = window.controller
    controller.session = Session.start(controller.config.rules, STARTER)  # the human sits opposite
    controller.sessionChanged.emit(controller.session)
    controller.next_deal()
    qtbot.waitUntil(lambda: bool(window._legal), timeout=20000)
    window.scene.finish_now()
    QApplication.processEvents()
    return window


def tower_buttons(window: MainWindow) -> list[QPushButton]:
    return [b for b in window.action_bar.findChildren(QPushButton) if b.isVisible() and b.text().startswith("Tower")]


def test_the_felt_numbers_the_towers_and_a_buttons_tower_is_framed(qtbot) -> None:
    window = choosing_window(qtbot)
    scene = window.scene
    assert window._shown.phase is Phase.CHOOSE_TOWER
    assert scene.tower_number_texts() == [str(n) for n in range(1, 9)]
    buttons = tower_buttons(window)
    assert [b.text() for b in buttons] == [f"Tower {n}" for n in range(1, 9)]
    assert scene.lit_tower is None
    QApplication.sendEvent(buttons[2], QEvent(QEvent.Type.Enter))
    assert scene.lit_tower == 2
    QApplication.sendEvent(buttons[2], QEvent(QEvent.Type.Leave))
    assert scene.lit_tower is None
    QApplication.sendEvent(buttons[5], QEvent(QEvent.Type.FocusIn))
    assert scene.lit_tower == 5
    window._play(ChooseTower(window.config.human_seat, 5))
    qtbot.waitUntil(lambda: window._shown.phase is not Phase.CHOOSE_TOWER, timeout=20000)
    scene.finish_now()
    assert scene.tower_number_texts() == [] and scene.lit_tower is None
    window.close()
