"""The levels the new-session dialog offers follow the game and its rules: none where the
rules leave the players nothing to decide (Nau Tin Kau, where the tiles decide)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from bagchen_qt.games import TIEN_GOW
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.settings import AppSettings


def dialog_for(tmp_path: Path, qtbot, game: str, preset: str) -> NewSessionDialog:
    dialog = NewSessionDialog(settings=AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData(preset))
    assert dialog.preset_choice() == preset
    return dialog


def ai_row(dialog: NewSessionDialog):
    return dialog.seat_rows[1 - dialog.you_group.checkedId() % 2]


def test_a_game_with_no_decision_offers_no_level_and_says_why(tmp_path: Path, qtbot) -> None:
    dialog = dialog_for(tmp_path, qtbot, TIEN_GOW, "nau-tin-kau")
    dialog.show_advanced(True)
    dialog.show()
    row = ai_row(dialog)
    assert dialog.offered_levels() == () and row.level.count() == 0
    assert not row.level.isVisible() and not row.think.isVisible() and not row.risk.isVisible()
    assert dialog.no_levels_note.isVisible() and "tiles decide" in dialog.no_levels_note.text()
    table, _speed = dialog.result_config()  # the session can still be played
    assert table.rules.play == "nau_tin_kau"
    dialog.show_advanced(False)  # the newcomer's page offers no strength either
    assert not any(button.isVisible() for button in dialog.beginner.strength.buttons())
    assert dialog.beginner.strength_words.text() == dialog.no_levels_note.text()


def test_a_game_with_decisions_offers_its_levels_and_keeps_the_one_chosen(tmp_path: Path, qtbot) -> None:
    dialog = dialog_for(tmp_path, qtbot, TIEN_GOW, "classic")
    dialog.show_advanced(True)
    dialog.show()
    row = ai_row(dialog)
    row.level.setCurrentIndex(row.level.findData("hard"))
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData("nau-tin-kau"))
    assert row.level.count() == 0
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData("moving-mice"))
    assert dialog.offered_levels() == ("random", "easy", "medium", "hard")
    assert row.level.isVisible() and row.level.currentData() == "hard"  # the choice came back
    assert not dialog.no_levels_note.isVisible()
