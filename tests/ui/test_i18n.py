"""Languages: the choice and where it is kept, loading a catalogue, switching while a
deal is played, Persian right to left with its digits, and the Tibetan font."""

from __future__ import annotations

import pytest
from pseudo_catalogue import MARKS, build_pseudo
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QRawFont
from PySide6.QtWidgets import QApplication
from test_main_window import click_tile, human, pass_to_human_trick, table_config

from bagchen_qt.records.store import Store
from bagchen_qt.resources import resource_path
from bagchen_qt.ui import i18n
from bagchen_qt.ui.main_window import MainWindow
from bagchen_qt.ui.recording import TableLog
from bagchen_qt.ui.settings import AppSettings


@pytest.fixture(scope="session")
def pseudo(tmp_path_factory):
    """The compiled pseudo-translation of each language (built once)."""
    folder = tmp_path_factory.mktemp("pseudo")
    return {language: build_pseudo(folder, language) for language in MARKS}


@pytest.fixture(autouse=True)
def back_to_english(qapp):
    i18n.language()  # as the program does at start: before any window sets its texts
    yield
    i18n.set_language("en")


@pytest.fixture
def window(qtbot):
    store = Store.memory()
    config = table_config(7)
    window = MainWindow(config, "instant", log=TableLog(store, config))
    qtbot.addWidget(window)
    window.start()
    yield window
    window.controller.stop()


def switch(qtbot, window: MainWindow, code: str, catalogue=None) -> None:
    """Switch the language and wait until the window has heard of it."""
    before = window.game_menu.title()
    i18n.set_language(code, catalogue=catalogue)
    qtbot.waitUntil(lambda: window.game_menu.title() != before)
    QApplication.processEvents()  # the LanguageChange events Qt posted to every window


def test_the_language_setting_is_remembered_and_refuses_nonsense(qapp):
    settings = AppSettings()
    assert settings.language == ""  # none chosen: the system's is used
    settings.language = "fa"
    assert AppSettings().language == "fa"
    with pytest.raises(ValueError):
        settings.language = "xx"
    QSettings("Bagchen", "Bagchen").setValue(i18n.LANGUAGE_KEY, "klingon")
    assert AppSettings().language == ""


def test_the_start_language_is_the_command_lines_then_the_chosen_then_the_systems(qapp, monkeypatch):
    monkeypatch.delenv(i18n.LANGUAGE_VARIABLE, raising=False)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("uk_UA")))
    assert i18n.startup_language() == "uk"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.startup_language() == "en"  # a language the program does not speak: English
    AppSettings().language = "bo"
    assert i18n.startup_language() == "bo"
    monkeypatch.setenv(i18n.LANGUAGE_VARIABLE, "fa")
    assert i18n.startup_language() == "fa"


def test_the_command_line_offers_every_language_and_sets_it_for_the_run(monkeypatch):
    from bagchen_qt.cli import build_parser

    parser = build_parser()
    lang = next(a for a in parser._actions if a.dest == "lang")
    assert tuple(lang.choices) == tuple(i18n.LANGUAGES)
    assert parser.parse_args(["--lang", "bo", "play"]).lang == "bo"
    with pytest.raises(SystemExit):
        parser.parse_args(["--lang", "xx"])


def test_the_view_menu_names_each_language_in_itself_and_remembers_the_choice(qtbot, window, pseudo):
    menu = window.language_menu
    assert [a.text() for a in menu.menu.actions()] == ["English", "Українська", "فارسی", "བོད་ཡིག"]
    assert menu.actions["en"].isChecked()
    menu.actions["uk"].trigger()
    qtbot.waitUntil(lambda: i18n.current_language() == "uk")
    assert AppSettings().language == "uk"
    assert menu.actions["uk"].isChecked()
    # The names stay each in its own language, whatever the language of the rest.
    assert [a.text() for a in menu.menu.actions()] == ["English", "Українська", "فارسی", "བོད་ཡིག"]


def test_a_switch_in_the_middle_of_a_deal_changes_the_words_and_nothing_else(qtbot, window, pseudo):
    state = pass_to_human_trick(qtbot, window)
    seat = human(window)
    tile = state.hands[seat][0]
    click_tile(qtbot, window, tile)
    selected = window.scene.selected_tiles()
    places = {t: window.scene.tile_item(t).pos() for t in state.hands[seat]}
    legal = list(window._legal)
    english_menu = window.game_menu.title()
    english_prompt = window.action_bar.prompt.text() if hasattr(window.action_bar, "prompt") else None

    switch(qtbot, window, "uk", pseudo["uk"])
    opening, closing = MARKS["uk"]
    assert window.controller.state is state  # the deal, its hand and its trick: untouched
    assert window.scene.selected_tiles() == selected
    assert {t: window.scene.tile_item(t).pos() for t in state.hands[seat]} == places
    assert window._legal == legal
    assert window.game_menu.title() == opening + english_menu + closing
    assert all(opening in a.text() for a in window.game_menu.actions() if a.text())
    assert window.session_dock.windowTitle().startswith(opening)
    panel = window.scene._panels[seat]
    assert opening in panel.level_text() and opening in panel.toolTip()
    if english_prompt is not None:
        assert opening in window.action_bar.prompt.text()

    switch(qtbot, window, "en")
    assert window.game_menu.title() == english_menu
    assert opening not in panel.level_text()
    assert window.controller.state is state and window.scene.selected_tiles() == selected


def test_persian_lays_the_interface_right_to_left_but_not_the_table(qtbot, window, pseudo):
    pass_to_human_trick(qtbot, window)
    before = {seat: window.scene._panels[seat].scenePos() for seat in range(4)}
    shown = {seat: window.view.mapFromScene(window.scene._panels[seat].scenePos()) for seat in range(4)}
    switch(qtbot, window, "fa", pseudo["fa"])
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft() and window.menuBar().isRightToLeft() and window.action_bar.isRightToLeft()
    # The felt does not mirror: each seat sits where the rules put it, on the screen too.
    assert {seat: window.scene._panels[seat].scenePos() for seat in range(4)} == before
    assert {seat: window.view.mapFromScene(window.scene._panels[seat].scenePos()) for seat in range(4)} == shown
    # Persian digits in counted words.
    from bagchen_qt.ui.words import chips_text

    assert "۱۲" in chips_text(12) and "12" not in chips_text(12)
    switch(qtbot, window, "en")
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert chips_text(12) == "12 chips"


def test_tibetan_uses_the_bundled_font_which_has_every_letter_and_stack(qapp):
    i18n.set_language("bo")
    family = i18n.language().tibetan_family
    assert family == "Noto Serif Tibetan" and family in QFontDatabase.families()
    assert family in QGuiApplication.font().families()
    raw = QRawFont(str(resource_path(i18n.TIBETAN_FONT)), 20)
    text = "བོད་ཡིག་སྒྲིག་བསྒྲིགས་ཀླུ་རྒྱལ་༺༻"  # stacks: sgr, bsgr, kl, rgy
    assert all(raw.supportsCharacter(ord(c)) for c in text)
    assert (resource_path("fonts") / "OFL.txt").exists()
