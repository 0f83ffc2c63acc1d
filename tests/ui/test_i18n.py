"""Languages: the choice and where it is kept, loading a catalogue, switching while a
deal is played, Persian right to left with its digits, and the Tibetan font."""

from __future__ import annotations

import random
import re

import pytest
from pseudo_catalogue import MARKS, build_pseudo, strip_marked
from PySide6.QtCore import QLocale, QPoint, QSettings, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QRawFont
from PySide6.QtWidgets import QApplication, QPushButton
from test_main_window import click_tile, human, pass_to_human_trick, table_config
from visible_texts import english_words, widget_texts

from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.store import Store
from bagchen_qt.resources import resource_path
from bagchen_qt.ui import i18n
from bagchen_qt.ui.catalogues import LANGUAGES as TRANSLATED
from bagchen_qt.ui.settings import AppSettings
from bagchen_qt.ui.tibetan_face import TIBETAN_FONT


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
    assert [a.text() for a in menu.menu.actions()] == ["English", "Українська", "فارسی", "བོད་ཡིག", "中文"]
    assert menu.actions["en"].isChecked()
    menu.actions["uk"].trigger()
    qtbot.waitUntil(lambda: i18n.current_language() == "uk")
    assert AppSettings().language == "uk"
    assert menu.actions["uk"].isChecked()
    # The names stay each in its own language, whatever the language of the rest.
    assert [a.text() for a in menu.menu.actions()] == ["English", "Українська", "فارسی", "བོད་ཡིག", "中文"]


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
    buttons = [b.text() for b in window.action_bar.findChildren(QPushButton) if b.text()]
    assert buttons and all(opening in text for text in buttons)
    assert all(opening in caption for caption in (window.scene._result_caption.text,) if caption)

    switch(qtbot, window, "en")
    assert window.game_menu.title() == english_menu
    assert opening not in panel.level_text()
    assert window.controller.state is state and window.scene.selected_tiles() == selected


def test_persian_lays_the_interface_right_to_left_but_not_the_table(qtbot, window, pseudo):
    pass_to_human_trick(qtbot, window)

    def sides() -> dict[int, tuple[int, int]]:
        """Each seat's panel on the screen (each beside its own hand)."""
        out = {}
        for seat in range(4):
            at = window.view.mapFromScene(window.scene._panels[seat].scenePos())
            out[seat] = (at.x(), at.y())
        return out

    before = sides()
    assert len(set(before.values())) == 4  # four places
    switch(qtbot, window, "fa", pseudo["fa"])
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft() and window.menuBar().isRightToLeft() and window.action_bar.isRightToLeft()
    # The felt does not mirror: each seat sits where the rules put it, on the screen too.
    assert sides() == before
    assert not window.view.transform().m11() < 0
    # Persian digits in counted words.
    from bagchen_qt.ui.words import chips_text

    assert "۱۲" in chips_text(12) and "12" not in chips_text(12)
    from bagchen_qt.ui.words import fill, signed_number

    assert "۳" in signed_number(-3) and "۵" in signed_number(5) and signed_number(5).startswith("+")
    assert fill("%1 · %2", "6-6", 40) == "6-6 · ۴۰"  # tile notation stays as it is
    switch(qtbot, window, "en")
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert chips_text(12) == "12 chips"


def test_tibetan_uses_the_bundled_font_which_has_every_letter_and_stack(qapp):
    i18n.set_language("bo")
    family = i18n.language().tibetan_family
    assert family == "Bagchen Noto Serif Tibetan" and family in QFontDatabase.families()
    assert family in QGuiApplication.font().families()
    raw = QRawFont(str(resource_path(TIBETAN_FONT)), 20)
    text = "བོད་ཡིག་སྒྲིག་བསྒྲིགས་ཀླུ་རྒྱལ་༺༻"  # stacks: sgr, bsgr, kl, rgy
    assert all(raw.supportsCharacter(ord(c)) for c in text)
    assert (resource_path("fonts") / "OFL.txt").exists()


# --- every visible text goes through tr ------------------------------------------------------

# Words that are not English to translate: the players' names, the game's name, the
# names of the rules' sources, keys of the keyboard, and English named in itself.
NAMES_AND_MARKS = {"You", "Tenzin", "Pema", "Norbu", "Dolma", "Bagchen", "English", "pagat", "Digital", "Gamers"}
NAMES_AND_MARKS |= {"Bao", "Huang"}  # a game's name, as "Bagchen": a catalogue may keep it
NAMES_AND_MARKS |= {"Ctrl", "Shift", "Alt", "Enter", "Space", "Home", "End", "PgUp", "PgDn", "Backspace", "Esc", "Tab"}


def finished_deal():
    from bagchen_qt.games.bagchen.rules.session import Session
    from bagchen_qt.games.bagchen.rules.state import apply, random_action, sample_chance

    session = Session.start()
    deal = session.new_deal()
    rng = random.Random(3)
    while not deal.is_over:
        deal = apply(deal, sample_chance(deal, rng) if deal.is_chance else random_action(deal, rng))
    return deal, session.after_deal(deal)


def reviewed_replay(qtbot, store: Store):
    """The replay window on a recorded deal whose decisions of seat S have a stored review."""
    from bagchen_qt.games.bagchen.rules.actions import Lead, event_to_dict
    from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
    from bagchen_qt.games.bagchen.rules.state import play_random_deal
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.records.store import record_finished_deal
    from bagchen_qt.ui.replay.review import Verdict, reviewer_name
    from bagchen_qt.ui.replay.window import ReplayWindow

    players = [PlayerSpec.ai("easy"), PlayerSpec.human("Pema"), PlayerSpec.ai("easy"), PlayerSpec.ai("easy")]
    session = store.begin_session(RuleSet(), players)
    deal = record_finished_deal(store, play_random_deal(random.Random(21), starter=1), players, session_id=session)
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.open_deal(deal)
    page = window.page
    for i, step in enumerate(page.model.decisions):
        event = page.steps.event(step)
        verdict = Verdict(step, 1, event, event, None, None, 0.0, 0.0, 0, "agrees")
        if i == 1:
            verdict = Verdict(step, 1, event, Lead(1, (63,)), -4.0, 0.0, 4.0, 0.5, 16, "better")
        store.add_review(deal, reviewer_name(1), verdict.to_json(event_to_dict), event=step)
    store.add_review(deal, reviewer_name(1), {"seat": 1, "complete": True})
    window.open_deal(deal)
    window.show()
    return window


def open_windows(qtbot, table: MainWindow, store: Store) -> dict:
    """Besides the table mid-deal: a recap, the new-session dialog, the replay window
    with a review and the rules window, shown."""
    from bagchen_qt.games import TIEN_GOW
    from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog
    from bagchen_qt.ui.rules_window import RulesWindow

    deal, after = finished_deal()
    windows = {
        "table": table,
        "recap": RecapDialog(deal, ["Tenzin", "You", "Dolma", "Norbu"], after, table),
        "new session": NewSessionDialog(table),
        "rules": RulesWindow(table),
        "rules of Tien Gow": RulesWindow(table, game=TIEN_GOW, preset="folk-24-rest"),
        "replay": reviewed_replay(qtbot, store),
    }
    for window in windows.values():
        window.show()
    QApplication.processEvents()
    return windows


def collect(windows: dict) -> dict[str, list[str]]:
    """Each window's visible texts, by window; the windows besides the table are closed."""
    QApplication.processEvents()
    texts = {name: widget_texts(window) for name, window in windows.items()}
    for name, window in windows.items():
        if name != "table":
            window.close()
    return texts


def open_everything(qtbot, table: MainWindow) -> dict[str, list[str]]:
    store = Store.memory()
    texts = collect(open_windows(qtbot, table, store))
    store.close()
    return texts


def untranslated(texts: dict[str, list[str]], language: str) -> list[tuple[str, str, list[str]]]:
    out = []
    for name, shown in texts.items():
        for text in shown:
            words = english_words(strip_marked(text, language), NAMES_AND_MARKS)
            if words and (name, text, words) not in out:
                out.append((name, text, words))
    return out


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_visible_text_goes_through_tr(qtbot, window, pseudo, language):
    """With a catalogue where every translation is its source between marks, no
    window shows an English word outside the marks (names, tile notation and numbers
    are not words)."""
    pass_to_human_trick(qtbot, window)
    switch(qtbot, window, language, pseudo[language])
    texts = open_everything(qtbot, window)
    assert all(texts.values())
    missed = untranslated(texts, language)
    assert not missed, "\n".join(f"{name}: {text!r} {words}" for name, text, words in missed)
    if language == "fa":
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    if language == "bo":
        raw = QRawFont(str(resource_path(TIBETAN_FONT)), 20)
        tibetan = {c for shown in texts.values() for text in shown for c in text if "\u0f00" <= c <= "\u0fff"}
        assert tibetan and all(raw.supportsCharacter(ord(c)) for c in tibetan)


@pytest.mark.parametrize("language", ["uk", "fa"])
def test_open_windows_follow_a_switch_of_language(qtbot, window, pseudo, language):
    """Every window open when the language changes says its words in the new language
    (the recap and the new-session dialog are modal: the language cannot change under them)."""
    from bagchen_qt.ui.rules_window import RulesWindow

    pass_to_human_trick(qtbot, window)
    store = Store.memory()
    from bagchen_qt.games import TIEN_GOW

    windows = {
        "table": window,
        "rules": RulesWindow(window),
        "rules of Tien Gow": RulesWindow(window, game=TIEN_GOW, preset="chinese-24"),
        "replay": reviewed_replay(qtbot, store),
    }
    for shown in windows.values():
        shown.show()
    switch(qtbot, window, language, pseudo[language])
    missed = untranslated(collect(windows), language)
    store.close()
    assert not missed, "\n".join(f"{name}: {text!r} {words}" for name, text, words in missed)


@pytest.mark.parametrize("language", TRANSLATED)
def test_each_language_translates_every_visible_text(qtbot, window, language, tmp_path):
    """The real catalogues: no visible text is an untranslated source. Runs once the
    language's catalogue, brought up to date with the sources, has no unfinished
    message (its translators have finished it)."""
    import shutil

    from bagchen_qt.ui import catalogues

    shutil.copy(catalogues.ts_path(language), catalogues.ts_path(language, tmp_path))
    current = catalogues.update(tmp_path, [language])[0]
    left = catalogues.unfinished(current)
    if left:
        pytest.skip(f"bagchen_{language}.ts, brought up to date, has {len(left)} unfinished message(s)")
    (compiled,) = catalogues.build(tmp_path, tmp_path, [language])
    pass_to_human_trick(qtbot, window)
    switch(qtbot, window, language, compiled)
    texts = open_everything(qtbot, window)
    shown = [(name, text) for name, found in texts.items() for text in found]
    missed = [(name, text, words) for name, text in shown if (words := english_words(text, NAMES_AND_MARKS))]
    assert not missed, "\n".join(f"{name}: {text!r} {words}" for name, text, words in missed)
    if language == "fa":
        assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert window.isRightToLeft()
    if language == "bo":
        raw = QRawFont(str(resource_path(TIBETAN_FONT)), 20)
        tibetan = {c for _, text in shown for c in text if "\u0f00" <= c <= "\u0fff"}
        assert tibetan and all(raw.supportsCharacter(ord(c)) for c in tibetan)


def test_the_replay_timeline_runs_the_way_the_language_reads(qtbot):
    from bagchen_qt.ui.replay.timeline import TimelineBar

    bar = TimelineBar()
    qtbot.addWidget(bar)
    bar.resize(400, 46)
    bar.set_deal(20, [0, 5, 10])
    assert bar.x_of(0) < bar.x_of(20) and bar.step_at(bar.x_of(7)) == 7
    bar.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    assert bar.x_of(0) > bar.x_of(20) and bar.step_at(bar.x_of(7)) == 7
    with qtbot.waitSignal(bar.seek) as seek:
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(round(bar.x_of(15)), 24))
    assert seek.args == [15]


def test_a_caption_in_tibetan_is_tall_enough_for_its_stacks(qapp):
    from PySide6.QtGui import QFont, QFontMetricsF

    from bagchen_qt.ui.seat_panel import Caption

    i18n.set_language("bo")
    caption = Caption(16.0)
    caption.set_text("Pema")
    latin = caption.body().height()
    caption.set_text("བསྒྲིགས་རྒྱལ")
    tibetan = QFont(i18n.tibetan_family())
    tibetan.setPixelSize(16)
    assert caption.body().height() >= QFontMetricsF(tibetan).height() > latin - 12


def test_the_language_can_be_chosen_at_an_empty_table_and_stays_in_the_menu_after(qtbot):
    empty = MainWindow()
    qtbot.addWidget(empty)
    empty.show_empty_table()
    titles = [a.text() for a in empty.view_menu.actions()]
    assert empty.view_menu.menuAction().isVisible() and titles == [empty.language_menu.menu.title()]
    store = Store.memory()
    config = table_config(7)
    empty.build(config, "instant", log=TableLog(store, config))
    languages = [a for a in empty.view_menu.actions() if a.menu() is empty.language_menu.menu]
    assert len(languages) == 1
    empty.controller.stop()


def test_the_strings_of_a_modules_own_helper_are_collected_and_keep_their_translation(tmp_path):
    import xml.etree.ElementTree as ET

    from bagchen_qt.ui import catalogues

    helpers = catalogues.helper_messages(catalogues.source_files())
    assert {"thinking…", "Your turn", "PASSPORT"} <= helpers["SeatPanel"] and "&Felt" in helpers["Theme"]
    path = catalogues.update(tmp_path, ["uk"])[0]
    tree = ET.parse(path)
    for context in tree.getroot().findall("context"):
        for message in context.findall("message"):
            if context.findtext("name") == "SeatPanel" and message.findtext("source") == "Your turn":
                translation = message.find("translation")
                translation.attrib.pop("type")
                translation.text = "Ваш хід"
    tree.write(path, encoding="utf-8")
    catalogues.update(tmp_path, ["uk"])  # again: lupdate alone would drop it
    root = ET.parse(path).getroot()
    kept = [
        m.find("translation")
        for c in root.findall("context")
        if c.findtext("name") == "SeatPanel"
        for m in c.findall("message")
        if m.findtext("source") == "Your turn"
    ]
    assert len(kept) == 1 and kept[0].text == "Ваш хід" and kept[0].get("type") is None


def test_persian_emphasis_stays_upright(qapp, pseudo):
    from PySide6.QtCore import QCoreApplication

    i18n.set_language("fa", catalogue=pseudo["fa"])
    assert i18n.emphasis("x") == "x"
    assert "<i>" not in QCoreApplication.translate("ReviewPanel", "<i>Not reviewed yet.</i>")
    i18n.set_language("uk", catalogue=pseudo["uk"])
    assert i18n.emphasis("x") == "<i>x</i>"
    assert "<i>" in QCoreApplication.translate("ReviewPanel", "<i>Not reviewed yet.</i>")


def test_texts_set_once_in_items_follow_a_switch(qtbot, pseudo):
    """Tabs, combo box entries, list and tree items set from tr: renewed in place; what
    the player typed stays as typed."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidget, QTabWidget, QTreeWidget, QVBoxLayout, QWidget

    def tr(text: str) -> str:
        return QCoreApplication.translate("MainWindow", text)

    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    tabs, combo, listing, tree, typed = QTabWidget(), QComboBox(), QListWidget(), QTreeWidget(), QLineEdit()
    tabs.addTab(QWidget(), tr("&Game"))
    combo.addItem(tr("Fast"))
    listing.addItem(tr("Slow"))
    tree.setHeaderLabels([tr("Normal")])
    typed.setText(tr("Instant"))
    typed.setToolTip(tr("Instant"))
    for widget in (tabs, combo, listing, tree, typed):
        layout.addWidget(widget)
    i18n.set_language("uk", catalogue=pseudo["uk"])
    assert tabs.tabText(0) == "⟦&Game⟧" and combo.itemText(0) == "⟦Fast⟧"
    assert listing.item(0).text() == "⟦Slow⟧" and tree.headerItem().text(0) == "⟦Normal⟧"
    assert typed.text() == "Instant" and typed.toolTip() == "⟦Instant⟧"
    i18n.set_language("en")
    assert tabs.tabText(0) == "&Game" and combo.itemText(0) == "Fast" and listing.item(0).text() == "Slow"


def test_the_rules_read_right_to_left_in_persian(qtbot, pseudo):
    from bagchen_qt.ui.rules_window import RulesWindow

    rules = RulesWindow()
    qtbot.addWidget(rules)
    assert "dir='ltr'" in rules.html()
    i18n.set_language("fa", catalogue=pseudo["fa"])
    qtbot.waitUntil(lambda: "dir='rtl'" in rules.html())
    assert rules.isRightToLeft() and "⟦" in rules.plain_text()


def test_the_replay_window_offers_the_languages_too(qtbot, pseudo):
    from bagchen_qt.ui.replay.window import ReplayWindow

    store = Store.memory()
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.language_menu.actions["fa"].trigger()
    qtbot.waitUntil(lambda: window.isRightToLeft())
    assert AppSettings().language == "fa" and i18n.current_language() == "fa"
    window.close()
    store.close()


def test_a_persian_text_that_opens_with_a_name_is_still_laid_out_right_to_left() -> None:
    from bagchen_qt.ui.i18n import RLM, right_to_left_start

    assert right_to_left_start("%1 آغاز می‌کند") == RLM + "%1 آغاز می‌کند"
    assert right_to_left_start("Pema: ۳") == RLM + "Pema: ۳"
    assert right_to_left_start("آغاز") == "آغاز"
    assert right_to_left_start("<b>%1</b>") == "<b>%1</b>"  # rich text keeps its first character


def test_the_recap_counts_in_persian_digits(qtbot, pseudo):
    import random
    import re

    from PySide6.QtWidgets import QLabel, QTableWidget

    from bagchen_qt.games.bagchen.rules.state import play_random_deal
    from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog
    from tests.ui.test_dialogs import JUMP_SEED, NAMES

    i18n.set_language("fa", catalogue=pseudo["fa"])
    dialog = RecapDialog(play_random_deal(random.Random(JUMP_SEED)), NAMES, deal_number=3)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    for table in dialog.findChildren(QTableWidget):
        texts += [
            table.item(r, c).text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
            if table.item(r, c)
        ]
    counted = [t for t in texts if re.search(r"[0-9۰-۹]", re.sub(r"\b\d-\d\b", "", t))]
    assert counted and any("۳" in t for t in texts)  # "Deal 3"
    latin = [t for t in counted if re.search(r"[0-9]", re.sub(r"\b[0-9]-[0-9]\b", "", t))]
    assert latin == []  # tile notation ("5-5") is the only Latin digits left


def test_the_example_deals_are_told_in_the_language_in_use(qapp, pseudo):
    import json

    from bagchen_qt.records.examples import example_files
    from bagchen_qt.ui.catalogues import example_messages
    from bagchen_qt.ui.replay.window import in_language

    texts = example_messages()
    assert len(texts) > 10  # every title and note of replays/ is in the catalogues
    i18n.set_language("uk", catalogue=pseudo["uk"])
    document = in_language(json.loads(example_files()[0].read_text(encoding="utf-8")))
    notes = [note["text"] for deal in document["deals"] for note in deal["annotations"]]
    titles = [session["title"] for session in document["sessions"]]
    assert notes and all(text.startswith("⟦") for text in notes + titles)


def tien_gow_texts() -> list[str]:
    """Every word Tien Gow's table and rules can say: tiles, suits, categories, presets,
    captions, settlement lines and every refusal code, to you and of another seat."""
    from bagchen_qt.core.dominoes import KIND_COUNT
    from bagchen_qt.core.family import game_named
    from bagchen_qt.core.refusals import Refusal
    from bagchen_qt.games.tiengow.rules.events import Declare, Kan, Lift
    from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal
    from bagchen_qt.games.tiengow.table import words as tg
    from bagchen_qt.ui.words import Voice, refusal_text

    voices = (Voice(["Tenzin", "Pema", "Dolma", "Norbu"], you=1), Voice(["Tenzin", "Pema", "Dolma", "Norbu"], you=0))
    game = game_named("tien-gow")
    rules = game.rules_from("classic")
    state, rng = game.new_deal(rules), random.Random(2)
    while not state.is_over:
        state = game.apply(state, game.random_action(state, rng))
    deal_events = [*state.events[:8], Declare(1, True), Kan(1), Lift(2, False)]
    texts = [tg.game_title(), tg.game_title("bagchen"), tg.banker_tag(), tg.resting_tag(), tg.tricks_text(3)]
    texts += [tg.won_tiles_text(1), tg.won_tiles_text(9), tg.seat_summary(100, 3), tg.seat_summary(5, won_tiles=8)]
    texts += [tg.tile_name(k) for k in range(KIND_COUNT)] + [tg.kind_suit_name(0), tg.kind_suit_name(11)]
    texts += [tg.category_name(c) for c in tg.CATEGORY_NAMES] + [tg.category_title(c) for c in tg.CATEGORY_TITLES]
    texts += [tg.play_label((0,), "single"), tg.play_label((0, 1), None), tg.woodpile_caption(8, 4)]
    texts += [tg.preset_title(p) for p in tg.PRESET_TITLES] + [tg.preset_description(p) for p in tg.PRESET_TITLES]
    for voice in voices:
        texts += [
            tg.lead_caption(voice, 1, (0, 0), "civil_pair"),
            tg.beat_caption(voice, 1, (11,)),
            tg.face_down_caption(voice, 1, 2),
            tg.winning_caption(voice, 1),
            tg.winning_caption(voice, 1, True),
            tg.trick_won_caption(voice, 1, 2),
            tg.banker_caption(voice, 1),
            tg.resting_caption(voice, 1),
            tg.banker_dice_caption(voice, 1, 7, 1),
            tg.banker_dice_caption(voice, 1, 7, 2),
            tg.stacks_taken_caption(voice, 1, (0, 4)),
            tg.last_trick_caption(voice, 1),
            tg.last_trick_face_down_caption(voice, 1),
            tg.deal_winner_caption(voice, 1),
            tg.red_pips_line(voice, 1, 5),
            tg.tiles_won_line(voice, 1, 9),
            tg.declaration_caption(voice, 1, True),
            tg.declaration_caption(voice, 1, False),
            tg.concede_caption(voice, 1),
            tg.lift_caption(voice, 1, True),
            tg.lift_caption(voice, 1, False),
        ]
        texts += [tg.payment_line(voice, 1, 2, 6, 2, why) for why in ("banker", "streak", "shutout", "pierce", "full")]
        texts += tg.settlement_lines(voice, [-6, 12, -3, 0], [0, 5, 3, 0], winner=1, banker=2, resting=(3,))
        texts += [tg.move_text(event, rules, voice) for event in deal_events]
        for code in TienGowRefusal:
            refusal = Refusal(
                code, seat=1, turn=0, kinds=(0, 0), top_kinds=(1, 1), led=2, count=3, limit=9, detail="6-6"
            )
            texts.append(refusal_text(refusal, voice))
    return texts


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_tien_gow_word_is_translated_in_the_real_catalogues(qapp, language, tmp_path):
    from bagchen_qt.ui import catalogues

    english = tien_gow_texts()
    (compiled,) = catalogues.build(out=tmp_path, languages=[language])
    i18n.set_language(language, catalogue=compiled)
    texts = tien_gow_texts()
    missed = [(text, words) for text in texts if (words := english_words(text, NAMES_AND_MARKS))]
    assert not missed, "\n".join(f"{text!r} {words}" for text, words in missed)
    assert len(texts) == len(english) > 100


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_tien_gow_table_speaks_the_language(qtbot, language, tmp_path):
    """The real catalogues at the Tien Gow table, mid-deal with one seat resting, and the
    new-session dialog with Tien Gow chosen: no visible text is an untranslated source."""
    from bagchen_qt.games import TIEN_GOW
    from bagchen_qt.ui import catalogues

    (compiled,) = catalogues.build(out=tmp_path, languages=[language])
    i18n.set_language(language, catalogue=compiled)
    window = tien_gow_table(qtbot, "folk-24-rest")
    QApplication.processEvents()
    texts = widget_texts(window)
    missed = [(text, words) for text in texts if (words := english_words(text, NAMES_AND_MARKS))]
    assert len(texts) > 20 and not missed, "\n".join(f"{text!r} {words}" for text, words in missed)
    if language == "bo":
        raw = QRawFont(str(resource_path(TIBETAN_FONT)), 20)
        tibetan = {c for text in texts for c in text if "\u0f00" <= c <= "\u0fff"}
        assert tibetan and all(raw.supportsCharacter(ord(c)) for c in tibetan)
    window.controller.stop()
    window.close()

    from bagchen_qt.ui.new_session_dialog import NewSessionDialog

    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(TIEN_GOW))
    dialog.show()
    QApplication.processEvents()
    texts = widget_texts(dialog)
    missed = [(text, words) for text in texts if (words := english_words(text, NAMES_AND_MARKS))]
    assert dialog.game_choice() == TIEN_GOW and not missed, "\n".join(f"{t!r} {w}" for t, w in missed)
    dialog.close()


# Latin digits a Persian screen may show: piece codes ("5-2", "6-6"; read as notation in
# every language), the shortcut keys' names (Ctrl+1), and the names the players gave.
CODES_AND_KEYS = re.compile(r"(?<!\d)\d-\d(?!\d)|\b(?:Ctrl|Alt|Shift|F)\+?\d+\b|F\d+")
LATIN_DIGIT = re.compile("[0-9]+")


def latin_digits(texts: dict[str, list[str]]) -> list[tuple[str, str]]:
    """Where a text shows a Latin digit outside a piece code or a key: the window, and
    the digit with a few letters either side."""
    found = []
    for name, shown in texts.items():
        for text in shown:
            bare = CODES_AND_KEYS.sub("", text)
            for digit in LATIN_DIGIT.finditer(bare):
                place = (name, bare[max(0, digit.start() - 25) : digit.end() + 25])
                if place not in found:
                    found.append(place)
    return found


def tien_gow_table(qtbot, preset: str = "classic"):
    """Tien Gow's table mid-deal, waiting for the human (or at the recap)."""
    from bagchen_qt.core.family import game_named
    from bagchen_qt.games import TIEN_GOW
    from bagchen_qt.games.tiengow.table.window import TienGowWindow
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.ui.family_controller import FamilyTable

    rules = game_named(TIEN_GOW).rules_from(preset)
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": i}, name=name) for i, name in enumerate(("Tenzin", "Pema", "Norbu"), 1)
    )
    window = TienGowWindow(FamilyTable(TIEN_GOW, rules, seats, preset, 4), "instant")
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.show()
    window.start()
    qtbot.waitUntil(lambda: bool(window._legal) or window.recap is not None, timeout=20000)
    return window


def test_a_persian_screen_shows_no_latin_digit(qtbot, window, tmp_path):
    """The real Persian catalogue: the Bagchen table mid-deal, its recap, the new-session
    dialog, the rules of both games, the replay and Tien Gow's table write every number
    in Persian digits (piece codes and key names aside)."""
    from bagchen_qt.ui import catalogues

    (compiled,) = catalogues.build(out=tmp_path, languages=["fa"])
    pass_to_human_trick(qtbot, window)
    switch(qtbot, window, "fa", compiled)
    texts = open_everything(qtbot, window)
    tien_gow = tien_gow_table(qtbot)
    QApplication.processEvents()
    texts["Tien Gow's table"] = widget_texts(tien_gow)
    tien_gow.controller.stop()
    assert all(texts.values())
    found = latin_digits(texts)
    assert not found, "\n".join(f"{name}: {text!r}" for name, text in found)


def visual_order(text: str, wanted: str) -> list[float]:
    """Where each character of ``wanted`` (found in ``text``) is drawn, left to right, in
    a right-to-left paragraph: the x of the cursor before it."""
    from PySide6.QtGui import QFont, QTextLayout, QTextOption

    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(2000)
    layout.endLayout()
    start = text.index(wanted)
    return [line.cursorToX(start + i)[0] for i in range(len(wanted)) if wanted[i] != " "]


def test_piece_codes_read_in_their_order_in_persian(qapp):
    """In a Persian sentence the codes of a play ("5-2 4-3 4-3") keep their order, each
    code and the codes one after another: the bidi algorithm would draw them reversed
    ("3-4 3-4 2-5"), digits after Persian letters being Arabic numbers."""
    from bagchen_qt.games.bagchen.rules.tiles import parse_kinds
    from bagchen_qt.games.bagchen.table.words import format_kinds
    from bagchen_qt.games.tiengow.table import words as tien_gow_words

    i18n.set_language("fa")
    kinds = parse_kinds("5-2 4-3 4-3")
    for codes in (format_kinds(kinds), tien_gow_words.format_kinds(kinds)):
        sentence = f"سه هفت ({codes})"
        xs = visual_order(sentence, "5-2 4-3 4-3")
        assert xs == sorted(xs) and len(set(xs)) == len(xs), xs
    i18n.set_language("en")
    assert format_kinds(kinds) == "5-2 4-3 4-3"  # no marks where none are needed
    xs = visual_order("سه هفت (5-2 4-3 4-3)", "5-2 4-3 4-3")
    assert xs != sorted(xs)  # the reversal the marks prevent


def test_the_default_player_name_is_said_in_the_language_in_use(qapp, tmp_path):
    """The player's default name is kept as its English source and shown translated, even
    when it was saved in another language; a name the player chose stays as it is."""
    from bagchen_qt.ui import catalogues
    from bagchen_qt.ui.settings import DEFAULT_HUMAN_SEAT

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_table_choices(settings.table_choices())  # saved in English
    (compiled,) = catalogues.build(out=tmp_path, languages=["fa"])
    i18n.set_language("fa", catalogue=compiled)
    seats = settings.table_choices().seats
    assert seats[DEFAULT_HUMAN_SEAT].name == "شما" and seats[0].name == "Tenzin"
    settings.set_table_choices(settings.table_choices())  # saved in Persian
    assert settings.store.value(f"seats/{DEFAULT_HUMAN_SEAT}/name") == "You"
    i18n.set_language("en")
    assert settings.table_choices().seats[DEFAULT_HUMAN_SEAT].name == "You"


def test_the_lessons_write_numbers_in_persian_digits(qapp, tmp_path):
    """What the coach says in every lesson (its steps, answers, titles and buttons), in the
    Persian catalogue: every number in Persian digits, piece codes aside."""
    from bagchen_qt.ui import catalogues
    from bagchen_qt.ui.catalogues import lesson_messages
    from bagchen_qt.ui.coach import lesson_words

    (compiled,) = catalogues.build(out=tmp_path, languages=["fa"])
    i18n.set_language("fa", catalogue=compiled)
    try:
        texts = {message[:60]: [lesson_words(message)] for message in sorted(lesson_messages())}
        assert len(texts) > 50
        found = latin_digits(texts)
        assert not found, "\n".join(f"{name}: {text!r}" for name, text in found)
    finally:
        i18n.set_language("en")


def test_the_ranks_read_from_low_to_high_in_persian(qapp, tmp_path):
    """Bao Huang's ranks, low to high, in the Persian lesson: read right to left, each
    rank comes after the one before, the digits and the court's letters alike (the bidi
    algorithm would draw "J Q K A 2" as one left-to-right run after the digits)."""
    from bagchen_qt.core.lessons import lesson_named
    from bagchen_qt.games import BAO_HUANG
    from bagchen_qt.ui import catalogues
    from bagchen_qt.ui.coach import lesson_words

    say = lesson_named(BAO_HUANG, "bao-huang-cards").steps[0].say
    (compiled,) = catalogues.build(out=tmp_path, languages=["fa"])
    i18n.set_language("fa", catalogue=compiled)
    try:
        text = lesson_words(say)
    finally:
        i18n.set_language("en")
    ranks = ["۶", "۷", "۸", "۹", "۱۰", "J", "Q", "K", "A", "۲"]
    start = text.index(ranks[0])
    places = []
    for rank in ranks:
        start = text.index(rank, start)
        places.append(start)
        start += len(rank)
    xs = visual_order(text, text[places[0] : places[-1] + 1])
    # The x of each rank's first character, in the order of the text, read right to left.
    firsts = [xs[len(text[places[0] : p].replace(" ", ""))] for p in places]
    assert firsts == sorted(firsts, reverse=True), firsts
