"""Every window and dialog that asks for a size of its own opens inside a small screen's
room (1024 x 700), frame and title bar counted, in the languages with the widest and
the tallest words, and no smaller than it needs there."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from test_dialogs import NAMES, play_random_deal

from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog
from bagchen_qt.games.bagchen.table.session_end_dialog import SessionEndDialog
from bagchen_qt.records.store import Store
from bagchen_qt.ui import i18n, screen_room
from bagchen_qt.ui.replay import ReplayWindow
from bagchen_qt.ui.rules_window import RulesWindow

SMALL = QRect(0, 0, 1024, 700)


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> QRect:
    monkeypatch.setattr(screen_room, "screen_room", lambda widget=None: SMALL)
    return SMALL


def windows() -> list[QWidget]:
    return [
        RecapDialog(play_random_deal(random.Random(3)), NAMES),
        SessionEndDialog(Session.start(), list(NAMES)),
        RulesWindow(),
        ReplayWindow(Store.memory()),
    ]


@pytest.mark.parametrize("code", ["en", "uk", "bo"])
def test_each_window_opens_inside_a_small_screen(qtbot, small_screen: QRect, code: str) -> None:
    i18n.set_language(code)
    try:
        for window in windows():
            qtbot.addWidget(window)
            name = type(window).__name__
            opened = window.size().expandedTo(window.minimumSizeHint())  # Qt grows it to what it needs
            assert opened.width() + 2 * screen_room.FRAME_SIDE <= small_screen.width(), name
            assert opened.height() + screen_room.TITLE_BAR <= small_screen.height(), name
    finally:
        i18n.set_language("en")


def test_a_large_screen_gives_each_window_the_size_it_asks(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screen_room, "screen_room", lambda widget=None: QRect(0, 0, 2560, 1440))
    dialog = RecapDialog(play_random_deal(random.Random(3)), NAMES)
    qtbot.addWidget(dialog)
    assert (dialog.width(), dialog.height()) == (1180, 820)
