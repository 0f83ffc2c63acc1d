"""Every choice of the new-session dialog's "Rules and options…" has a line of plain words
under or beside it (not only a tooltip), for every game and preset, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QLineEdit, QWidget

from bagchen_qt.ui.catalogues import LANGUAGES as TRANSLATED
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.option_notes import note_of

CHOICES = (QComboBox, QAbstractSpinBox, QAbstractButton, QLineEdit)


def _choices(dialog: NewSessionDialog) -> list[QWidget]:
    """The choices shown under "Rules and options…" (the dialog's own buttons aside)."""
    return [
        widget
        for widget in dialog.advanced.findChildren(QWidget)
        if isinstance(widget, CHOICES)
        and widget.isVisibleTo(dialog)
        and not isinstance(widget.parent(), QAbstractSpinBox | QComboBox)  # a spin box's own line, a combo's
    ]


def _every_game_and_preset(dialog: NewSessionDialog):
    for game_index in range(dialog.game.count()):
        dialog.game.setCurrentIndex(game_index)
        presets = dialog.game_preset.count() if dialog.game_preset.isVisibleTo(dialog) else 1
        for preset_index in range(presets):
            if presets > 1:
                dialog.game_preset.setCurrentIndex(preset_index)
            yield dialog.game_choice(), dialog.preset_choice()


def test_every_choice_has_its_line_for_every_game_and_preset(qtbot) -> None:
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.show_advanced(True)
    dialog.show()
    seen = set()
    for game, preset in _every_game_and_preset(dialog):
        seen.add(game)
        for widget in _choices(dialog):
            note = note_of(widget)
            where = f"{game}/{preset}: {type(widget).__name__} {widget.objectName() or getattr(widget, 'text', str)()}"
            assert note is not None, where
            assert note.isVisibleTo(dialog) and note.text().strip(), where
            assert widget.accessibleDescription() == note.text() or widget is dialog.game_preset, where
    assert len(seen) >= 3


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_lines_are_said_in_each_language(qtbot, language, tmp_path: Path) -> None:
    from bagchen_qt.ui import catalogues
    from bagchen_qt.ui.i18n import set_language

    english = NewSessionDialog()
    qtbot.addWidget(english)
    english.show_advanced(True)
    said_in_english = {note.text() for _ in _every_game_and_preset(english) for note in _notes(english)}
    (compiled,) = catalogues.build(out=tmp_path, languages=[language])
    set_language(language, catalogue=compiled)
    try:
        dialog = NewSessionDialog()
        qtbot.addWidget(dialog)
        dialog.show_advanced(True)
        for game, preset in _every_game_and_preset(dialog):
            for note in _notes(dialog):
                assert note.text().strip(), (game, preset)
                assert note.text() not in said_in_english, (language, game, preset, note.text())
    finally:
        set_language("en")


def _notes(dialog: NewSessionDialog) -> list[QLabel]:
    notes = [note_of(widget) for widget in _choices(dialog)]
    return [note for note in notes if note is not None]
