"""Every message box the program shows is its themed one (``ui.message_box``): in the
dialogs' parchment and maroon, in black and white under high contrast, whichever way it
is opened (the quit question, the resume question, warnings, notices, yes-or-no)."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QMessageBox, QWidget

from bagchen_qt.ui import app as app_module
from bagchen_qt.ui import i18n, message_box
from bagchen_qt.ui.leaving import leave_question, new_session_agreed
from bagchen_qt.ui.message_box import ThemedMessageBox
from bagchen_qt.ui.theme import Look, apply_look

PACKAGE = Path(app_module.__file__).resolve().parents[1]
QT_STATIC_BOXES = {"warning", "information", "question", "critical", "about"}
PARCHMENT, INK = QColor("#f7f0de"), QColor("#2b2118")
BLACK, WHITE = QColor("#000000"), QColor("#ffffff")
LATIN_DIGIT = re.compile("[0-9]")


@pytest.fixture(autouse=True)
def classic_look_and_english_afterwards(qapp):
    yield
    apply_look(Look())
    i18n.set_language("en")


def plain_boxes(source: str) -> list[int]:
    """The lines of ``source`` that make a plain QMessageBox: constructed, or shown by
    one of Qt's static helpers."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        called = node.func
        constructed = isinstance(called, ast.Name) and called.id == "QMessageBox"
        static = (
            isinstance(called, ast.Attribute)
            and called.attr in QT_STATIC_BOXES
            and isinstance(called.value, ast.Name)
            and called.value.id == "QMessageBox"
        )
        if constructed or static:
            lines.append(node.lineno)
    return lines


def test_no_module_but_the_themed_helper_makes_a_plain_message_box() -> None:
    found = {
        str(path.relative_to(PACKAGE)): plain_boxes(path.read_text(encoding="utf-8"))
        for path in PACKAGE.rglob("*.py")
        if path.name != "message_box.py"
    }
    assert {path: lines for path, lines in found.items() if lines} == {}
    # and the scan does see one where there is one
    assert plain_boxes("QMessageBox.warning(None, 't', 'x')\nbox = QMessageBox(parent)") == [1, 2]


def colours(widget: QWidget) -> tuple[QColor, QColor]:
    palette = widget.palette()
    return palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.WindowText)


def test_the_quit_question_is_themed_and_follows_high_contrast(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    box = leave_question(window, leave=lambda: None, closed=lambda: None)
    assert isinstance(box, ThemedMessageBox)
    assert colours(box) == (PARCHMENT, INK) and "#7a1f24" in box.styleSheet()
    apply_look(Look(high_contrast=True))
    assert colours(box) == (BLACK, WHITE) and "#f7f0de" not in box.styleSheet()
    box.close()


@pytest.mark.parametrize("high_contrast", [False, True])
def test_warnings_notices_and_questions_are_themed(qtbot, monkeypatch, high_contrast: bool) -> None:
    apply_look(Look(high_contrast=high_contrast))
    shown: list[tuple[type, tuple[QColor, QColor], str]] = []

    def answer(box: QMessageBox) -> int:
        shown.append((type(box), colours(box), box.text()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window = QWidget()
    qtbot.addWidget(window)
    message_box.warning(window, "Replay", "This deal cannot be replayed.")
    message_box.information(window, "Records", "The damaged file is set aside.")
    assert new_session_agreed(window) is False  # no button was clicked: not a yes
    looks = (BLACK, WHITE) if high_contrast else (PARCHMENT, INK)
    assert [(kind, seen) for kind, seen, _ in shown] == [(ThemedMessageBox, looks)] * 3
    assert shown[2][2] == "Leave this session and start a new one?"


def interrupted_store(players: list[str]) -> SimpleNamespace:
    """A records store holding one interrupted deal of Bagchen, begun at 14:30 UTC."""
    deal = SimpleNamespace(id=7, started_at="2026-11-28T14:30:00Z", players=players)
    kept: list[int] = []
    return SimpleNamespace(
        interrupted_deals=lambda: [deal],
        deal_game=lambda _id: "bagchen",
        keep_unfinished=kept.append,
        close=lambda: None,
        kept=kept,
    )


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_resume_question_is_themed_and_dated_in_the_language(qtbot, monkeypatch, language: str) -> None:
    from bagchen_qt.records.store import Store
    from bagchen_qt.ui import recording

    i18n.set_language(language)
    store = interrupted_store(["Dolma", "Tenzin", "Pema", "Norbu"])
    monkeypatch.setattr(Store, "open", staticmethod(lambda *args, **kwargs: store))
    monkeypatch.setattr(recording, "close_interrupted_demo_deals", lambda _store: None)
    asked: list[ThemedMessageBox] = []

    def keep_unfinished(box: QMessageBox) -> int:
        asked.append(box)
        box.buttons()[-1].click()  # "Keep it unfinished"
        return 0

    monkeypatch.setattr(QMessageBox, "exec", keep_unfinished)
    assert app_module.offer_interrupted_deal() is None
    assert store.kept == [7]
    [box] = asked
    assert isinstance(box, ThemedMessageBox) and colours(box) == (PARCHMENT, INK)
    if language == "fa":
        assert not LATIN_DIGIT.search(box.text()), box.text()
        assert "۲۸" in box.text() and "،" in box.text() and "," not in box.text()
    else:
        assert "28" in box.text() and "Dolma, Tenzin, Pema, Norbu" in box.text()
