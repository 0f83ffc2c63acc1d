"""The game is chosen in the new-session dialog and remembered; ``bagchen --game``."""

from __future__ import annotations

import pytest

from bagchen_qt.cli import build_parser
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.ui.new_session_dialog import NewSessionDialog, table_presets
from bagchen_qt.ui.settings import AppSettings


def _select(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_bagchen_stays_the_first_choice(qtbot) -> None:
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.show_advanced()
    assert dialog.game_choice() == "bagchen"
    assert dialog.rule_choices["bagchen"].main_box.isVisibleTo(dialog) and not dialog.game_preset.isVisibleTo(dialog)
    config, _speed = dialog.result_config()
    assert len(config.seats) == 4


def test_the_command_line_names_the_game_and_preset() -> None:
    args = build_parser().parse_args(["--game", "tien-gow", "--preset", "folk-24-rest"])
    assert (args.game, args.game_preset, args.command) == ("tien-gow", "folk-24-rest", None)
    args = build_parser().parse_args(["demo", "--game", "tien-gow", "--speed", "instant"])
    assert (args.command, args.game, args.speed) == ("demo", "tien-gow", "instant")
    assert build_parser().parse_args([]).game is None  # Bagchen, as before


try:
    game_named(TIEN_GOW)
    HAS_TIEN_GOW = True
except ValueError:
    HAS_TIEN_GOW = False
needs_tien_gow = pytest.mark.skipif(not HAS_TIEN_GOW, reason="no Tien Gow definition in the rules")


@needs_tien_gow
def test_tien_gow_with_a_preset_is_chosen_and_remembered(qtbot) -> None:
    presets = table_presets(TIEN_GOW)
    assert presets[0] == "classic" and "folk-24-rest" in presets and "nau-tin-kau" in presets
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.show_advanced()
    dialog.seat_rows[3].you.setChecked(True)
    _select(dialog.game, TIEN_GOW)
    _select(dialog.game_preset, "folk-30-three")
    assert not dialog.rule_choices["bagchen"].main_box.isVisibleTo(dialog) and dialog.game_preset.isVisibleTo(dialog)
    assert dialog.game_preset_label.text() == "Tien Gow rules:"
    titles = [dialog.game_preset.itemText(i) for i in range(dialog.game_preset.count())]
    assert all(" " in title or title[0].isupper() for title in titles)  # readable, not the bare names
    assert dialog.seat_count() == 3
    assert [row.name.isVisibleTo(dialog) for row in dialog.seat_rows[:4]] == [True, True, True, False]
    assert dialog.seat_rows[2].you.isChecked()  # the fourth seat left the table: the player sits at the last
    dialog.seat_rows[1].you.setChecked(True)
    table = dialog.family_table()
    assert table.game == TIEN_GOW and table.preset == "folk-30-three" and len(table.seats) == 3
    assert table.human_seat == 1 and dialog.error_text() == ""
    _select(dialog.game_preset, "classic")
    assert dialog.seat_rows[3].name.isVisibleTo(dialog)  # four seats again
    _select(dialog.game_preset, "folk-30-three")
    dialog.seat_rows[0].you.setChecked(True)
    dialog.accept()
    settings = AppSettings()
    assert settings.game == TIEN_GOW and settings.game_choice(TIEN_GOW).preset == "folk-30-three"
    assert settings.table_choices(TIEN_GOW).human_seat == 0
    again = NewSessionDialog()
    qtbot.addWidget(again)
    assert again.game_choice() == TIEN_GOW and again.preset_choice() == "folk-30-three"


@needs_tien_gow
def test_a_tien_gow_session_chosen_in_the_dialog_opens_its_table(qtbot, monkeypatch) -> None:
    from bagchen_qt.games.bagchen.table.window import MainWindow
    from bagchen_qt.games.tiengow.table.window import TienGowWindow
    from bagchen_qt.ui import app

    def choose(dialog) -> int:
        _select(dialog.game, TIEN_GOW)
        _select(dialog.game_preset, "folk-24-rest")
        _select(dialog.speed, "instant")
        return 1

    monkeypatch.setattr(NewSessionDialog, "exec", choose)
    shell = MainWindow()
    qtbot.addWidget(shell)
    shell.show()
    opened = app.new_session_from_dialog(window=shell)
    assert isinstance(opened, TienGowWindow)
    qtbot.addWidget(opened)
    assert opened.isVisible() and not shell.isVisible()
    assert opened.table.preset == "folk-24-rest" and len(opened.table.seats) == 4
    qtbot.waitUntil(lambda: opened.controller.state is not None and any(opened.controller.state.hands))
    opened.close()


@needs_tien_gow
@pytest.mark.parametrize("preset", ["nonsense"])
def test_a_preset_the_table_cannot_play_is_refused_before_any_window(capsys, preset) -> None:
    from bagchen_qt.cli import main

    assert main(["--game", TIEN_GOW, "--preset", preset]) == 2
    assert preset in capsys.readouterr().err
