"""The game is chosen in the new-session dialog and remembered; ``bagchen --game``."""

from __future__ import annotations

import pytest

from bagchen_qt.cli import build_parser
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.ui.new_session_dialog import NewSessionDialog, tien_gow_presets
from bagchen_qt.ui.settings import AppSettings


def _select(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_bagchen_stays_the_first_choice(qtbot) -> None:
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    assert dialog.game_choice() == "bagchen"
    assert dialog.rules_box.isEnabled() and not dialog.tien_gow_preset.isEnabled()
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
    presets = tien_gow_presets()
    assert presets[0] == "classic" and "folk-24-rest" in presets and "nau-tin-kau" in presets
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    _select(dialog.game, TIEN_GOW)
    _select(dialog.tien_gow_preset, "folk-30-three")
    assert not dialog.rules_box.isEnabled() and dialog.tien_gow_preset.isEnabled()
    titles = [dialog.tien_gow_preset.itemText(i) for i in range(dialog.tien_gow_preset.count())]
    assert all(" " in title or title[0].isupper() for title in titles)  # readable, not the bare names
    assert dialog.seat_count() == 3
    assert not dialog.seat_rows[3].name.isEnabled()  # three seats at this table
    dialog.seat_rows[1].you.setChecked(True)
    table = dialog.family_table()
    assert table.game == TIEN_GOW and table.preset == "folk-30-three" and len(table.seats) == 3
    assert table.human_seat == 1
    dialog.seat_rows[3].you.setChecked(True)
    assert dialog.error_text()  # the fourth seat is not at a three-seat table
    dialog.seat_rows[0].you.setChecked(True)
    dialog.accept()
    settings = AppSettings()
    assert (settings.game, settings.tien_gow_preset) == (TIEN_GOW, "folk-30-three")
    again = NewSessionDialog()
    qtbot.addWidget(again)
    assert again.game_choice() == TIEN_GOW and again.tien_gow_preset_choice() == "folk-30-three"


@needs_tien_gow
def test_a_tien_gow_session_chosen_in_the_dialog_opens_its_table(qtbot, monkeypatch) -> None:
    from bagchen_qt.games.tiengow.table.window import TienGowWindow
    from bagchen_qt.ui import app
    from bagchen_qt.ui.main_window import MainWindow

    def choose(dialog) -> int:
        _select(dialog.game, TIEN_GOW)
        _select(dialog.tien_gow_preset, "folk-24-rest")
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
