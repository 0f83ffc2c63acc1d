"""High contrast is the whole program's look: the application's palette and style sheet
(menus, tool bars, message boxes), every dialog, the rules window and the replay window,
whether opened before or after the look is chosen; and all goes back when it is off."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.table.session_end_dialog import SessionEndDialog
from bagchen_qt.records.store import Store
from bagchen_qt.ui import rules_window, theme
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.replay import ReplayWindow
from bagchen_qt.ui.replay import move_list as replay_move_list
from bagchen_qt.ui.rules_window import RulesWindow
from bagchen_qt.ui.theme import Look, apply_look

BLACK, WHITE, YELLOW = QColor("#000000"), QColor("#ffffff"), QColor("#ffe600")
PARCHMENT, INK = QColor("#f7f0de"), QColor("#2b2118")
ROLE = QPalette.ColorRole


@pytest.fixture(autouse=True)
def classic_look_afterwards():
    yield
    apply_look(Look())


def colours(widget) -> tuple[QColor, QColor]:
    palette = widget.palette()
    return palette.color(ROLE.Window), palette.color(ROLE.WindowText)


def test_the_application_palette_and_menus_follow_high_contrast_and_come_back(qtbot) -> None:
    app = QApplication.instance()
    before = QPalette(app.palette())
    style_before = app.styleSheet()
    apply_look(Look(high_contrast=True))
    assert colours(app) == (BLACK, WHITE)
    assert app.palette().color(ROLE.Highlight) == YELLOW and app.palette().color(ROLE.HighlightedText) == BLACK
    assert app.palette().color(QPalette.ColorGroup.Disabled, ROLE.WindowText) == QColor("#b3b3b3")
    assert "QMenu {" in app.styleSheet() and "QMenuBar" in app.styleSheet()
    menu = QMenu()
    qtbot.addWidget(menu)
    assert colours(menu) == (BLACK, WHITE)
    box = QMessageBox(QMessageBox.Icon.Question, "Quit Bagchen", "Leave the deal in progress?")
    qtbot.addWidget(box)
    assert colours(box) == (BLACK, WHITE)
    for contrast in (theme.contrast_ratio(WHITE, BLACK), theme.contrast_ratio(BLACK, YELLOW)):
        assert contrast >= 7
    apply_look(Look())
    assert app.palette() == before and app.styleSheet() == style_before


def test_a_dialog_opened_under_high_contrast_is_black_and_white(qtbot) -> None:
    apply_look(Look(high_contrast=True))
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    assert colours(dialog) == (BLACK, WHITE)
    palette = dialog.palette()
    assert (palette.color(ROLE.Base), palette.color(ROLE.Text), palette.color(ROLE.Highlight)) == (BLACK, WHITE, YELLOW)
    assert "#ffe600" in dialog.styleSheet() and "#f7f0de" not in dialog.styleSheet()


def test_a_dialog_open_when_the_look_changes_follows_it(qtbot) -> None:
    session = Session.start()
    dialog = SessionEndDialog(session, ["Dolma", "You", "Pema", "Norbu"])
    qtbot.addWidget(dialog)
    assert colours(dialog) == (PARCHMENT, INK)
    apply_look(Look(high_contrast=True))
    assert colours(dialog) == (BLACK, WHITE)
    apply_look(Look())
    assert colours(dialog) == (PARCHMENT, INK)
    assert "#f7f0de" in dialog.styleSheet()


def test_the_rules_window_follows_high_contrast(qtbot) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    assert "#fffdf6" in window.browser.styleSheet()
    apply_look(Look(high_contrast=True))
    assert colours(window) == (BLACK, WHITE)
    assert "#000000" in window.browser.styleSheet()
    assert "color: #ffffff" in window.browser.document().defaultStyleSheet()
    assert window.section_ids()  # the page is still there, drawn again
    apply_look(Look())
    assert window.browser.styleSheet() == rules_window.BROWSER_STYLE and "#fffdf6" in rules_window.BROWSER_STYLE
    assert "color: #2b2118" in window.browser.document().defaultStyleSheet()


def test_the_replay_window_follows_high_contrast(qtbot) -> None:
    store = Store.memory()
    try:
        apply_look(Look(high_contrast=True))
        window = ReplayWindow(store)
        qtbot.addWidget(window)
        assert colours(window) == (BLACK, WHITE)
        assert "#ffe600" in window.centralWidget().styleSheet()
        assert replay_move_list.INK == WHITE and QColor("#333333") == replay_move_list.CURRENT_ROW
        apply_look(Look())
        assert colours(window) == (PARCHMENT, INK)
        assert "#fffdf6" in window.centralWidget().styleSheet() and replay_move_list.INK == INK
        window.close()
    finally:
        store.close()
