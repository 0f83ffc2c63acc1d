"""The jargon a table shows, explained from the glossary: seat plates, captions, the
action bar's buttons, the recap; in tooltips and accessible descriptions."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from bagchen_qt.core.glossary import explain
from bagchen_qt.core.lessons import lesson_named
from bagchen_qt.games import BAGCHEN, TIEN_GOW
from bagchen_qt.ui import app, jargon
from bagchen_qt.ui.jargon import MORE, explain_widget, jargon_words, terms_in
from bagchen_qt.ui.rules_window import RulesWindow


def test_the_longest_term_is_found_and_a_plural_counts() -> None:
    assert [t.term for t in terms_in(BAGCHEN, "Whoever takes the last trick wins")] == ["last trick"]
    assert [t.term for t in terms_in(BAGCHEN, "100 chips, 3 stacks")] == ["stack"]
    words = jargon_words(BAGCHEN, "Play 2 face down")
    assert explain(BAGCHEN, "face down").meaning in words and words.endswith(MORE)
    assert jargon_words(BAGCHEN, "Tenzin") == ""


def test_a_button_says_its_terms_as_its_accessible_description(qtbot) -> None:
    button = QPushButton("Beat")
    qtbot.addWidget(button)
    button.setToolTip("Only a higher play of the same sort")
    explain_widget(button, TIEN_GOW)
    meaning = explain(TIEN_GOW, "beat").meaning
    assert meaning in button.accessibleDescription()
    assert button.toolTip().startswith("Only a higher play") and meaning in button.toolTip()
    explain_widget(button, TIEN_GOW)
    assert button.toolTip().count(meaning) == 1  # said once, however often the bar is offered anew
    plain = QLabel("Tenzin")
    qtbot.addWidget(plain)
    explain_widget(plain, TIEN_GOW)
    assert plain.toolTip() == "" and plain.accessibleDescription() == ""


def test_the_tien_gow_table_explains_its_plates_and_buttons(qtbot) -> None:
    window = app.open_lesson(lesson_named(TIEN_GOW, "tien-gow-suits"), speed="instant")
    qtbot.addWidget(window)
    run = window.lesson.run
    while not run.expects_move():
        window.lesson.coach.bubble.button.click()
    qtbot.waitUntil(lambda: bool(window._legal), timeout=20000)
    beat = next(b for b in window.action_bar.findChildren(QPushButton) if b.text() == "Beat")
    assert explain(TIEN_GOW, "beat").meaning in beat.accessibleDescription()
    picture = window.scene.picture
    banker = window.scene.panel(picture.banker)
    assert explain(TIEN_GOW, "banker").meaning in banker.toolTip()


def test_the_bagchen_table_explains_its_plates(qtbot) -> None:
    window = app.open_lesson(lesson_named(BAGCHEN, "bagchen-beating"), speed="instant")
    qtbot.addWidget(window)
    plate = window.scene.panel(0)
    assert explain(BAGCHEN, "stack").meaning in plate.toolTip()


def test_a_word_keeps_its_joiners_and_marks() -> None:
    from bagchen_qt.ui.jargon import _words

    assert _words("شروع‌کننده و تودهٔ هیزم") == ["شروع‌کننده", "و", "تودهٔ", "هیزم"]
    assert _words("ལམ་ཡིག་") == ["ལམ", "ཡིག"]  # the tsheg parts syllables, the vowel sign stays


def test_the_card_table_explains_its_plates_caption_and_buttons(qtbot) -> None:
    from bagchen_qt.games import BAO_HUANG

    window = app.open_lesson(lesson_named(BAO_HUANG, "bao-huang-protector"), speed="instant")
    qtbot.addWidget(window)
    run = window.lesson.run
    while not run.expects_move():
        window.lesson.coach.bubble.button.click()
    qtbot.waitUntil(lambda: bool(window.legal), timeout=20000)
    emperor = window.lesson.run.state.emperor
    plate = window.scene.plates[emperor]
    assert explain(BAO_HUANG, "emperor").meaning in plate.toolTip()
    assert explain(BAO_HUANG, "beat").meaning in window.scene.caption.toolTip()  # "To beat: a 6"
    passes = next(b for b in window.action_bar.findChildren(QPushButton) if b.text().startswith("Pass"))
    assert explain(BAO_HUANG, "pass").meaning in passes.accessibleDescription()


def test_a_term_links_to_its_place_in_the_rules_from_a_button(qtbot) -> None:
    from bagchen_qt.games import BAO_HUANG

    holder = QWidget()
    qtbot.addWidget(holder)
    button = QPushButton("Pass", holder)
    explain_widget(button, BAO_HUANG)
    assert button.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu  # the menu key opens it too
    assert "menu key" in button.accessibleDescription()
    links = button.actions()
    assert [a.text() for a in links] == ["Rules: pass"]
    links[0].trigger()
    rules = holder.findChild(RulesWindow)
    assert rules is not None and rules.isVisible()
    assert rules.game == BAO_HUANG
    qtbot.waitUntil(lambda: rules.current_section() == explain(BAO_HUANG, "pass").section, timeout=5000)
    button.setText("Play")
    explain_widget(button, BAO_HUANG)
    assert button.actions() == [] and button.contextMenuPolicy() == Qt.ContextMenuPolicy.DefaultContextMenu


def test_the_table_links_the_terms_of_a_plate_to_the_rules(qtbot, monkeypatch) -> None:
    from bagchen_qt.ui.jargon import table_menu

    window = app.open_lesson(lesson_named(TIEN_GOW, "tien-gow-banker"), speed="instant")
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.scene.picture is not None, timeout=20000)
    view = window.view
    banker = window.scene.panel(window.scene.picture.banker)
    at = view.mapFromScene(banker.sceneBoundingRect().center())
    texts = [a.text() for a in table_menu(view, TIEN_GOW, at).actions()]
    assert "Rules: banker" in texts
    everything = [a.text() for a in table_menu(view, TIEN_GOW, None).actions()]  # from the keyboard
    assert "Rules: banker" in everything and len(everything) >= len(texts)
    shown: list[list[str]] = []
    monkeypatch.setattr(jargon, "pop_up", lambda menu, where: shown.append([a.text() for a in menu.actions()]))
    menu_key = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(5, 5), view.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(view.viewport(), menu_key)
    assert shown == [everything]  # the menu key opens the links too
    link = next(a for a in table_menu(view, TIEN_GOW, at).actions() if a.text() == "Rules: banker")
    link.trigger()
    rules = window.findChild(RulesWindow)
    assert rules is not None and rules.game == TIEN_GOW
    qtbot.waitUntil(lambda: rules.current_section() == explain(TIEN_GOW, "banker").section, timeout=5000)
