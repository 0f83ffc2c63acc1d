"""The new-session dialog for any game of the catalogue with a table: its presets, as many
seat rows as its rules seat, its AI levels, and its choices kept under its own name."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

import bagchen_qt.games as catalogue
from bagchen_qt.core.family import game_named
from bagchen_qt.games import Listing, add, remove
from bagchen_qt.ui import settings as settings_module
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.settings import AppSettings, table_games


@pytest.fixture
def high_card(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """High Card (tests/toygame: three seats, Random and Easy) listed with a table face
    only for this dialog: it has no window, and the face is named here, never opened."""
    monkeypatch.setattr(catalogue, "FACES", (*catalogue.FACES, "card_table"))
    add(Listing("high-card", "toygame", "tests.toygame.rules", "tests.toygame.players", {"card_table": "x:y"}))
    try:
        yield
    finally:
        remove("high-card")


@pytest.fixture
def bao_huang_without_a_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bao Huang (five seats) as if it had no table yet."""
    listed = settings_module.has_face
    monkeypatch.setattr(
        settings_module,
        "has_face",
        lambda game, face: listed(game, face) and (game, face) != ("bao-huang", "card_table"),
    )


def ini_settings(path: Path) -> AppSettings:
    return AppSettings(QSettings(str(path), QSettings.Format.IniFormat))


def _select(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def shown_rows(dialog: NewSessionDialog) -> list[bool]:
    return [row.name.isVisibleTo(dialog.advanced) for row in dialog.seat_rows]  # on the page of every choice


def test_a_game_without_a_table_is_not_offered(bao_huang_without_a_table, tmp_path: Path, qtbot) -> None:
    dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    offered = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert offered == list(table_games()) and "bao-huang" not in offered and offered[0] == "bagchen"


def test_a_three_seat_game_listed_at_run_time_is_offered_with_its_presets_and_levels(
    high_card, tmp_path: Path, qtbot
) -> None:
    path = tmp_path / "s.ini"
    dialog = NewSessionDialog(settings=ini_settings(path))
    qtbot.addWidget(dialog)
    dialog.show_advanced()
    dialog.seat_rows[3].you.setChecked(True)
    dialog.seat_rows[2].level.setCurrentIndex(dialog.seat_rows[2].level.findData("hard"))
    _select(dialog.game, "high-card")
    definition = game_named("high-card")
    assert [dialog.game_preset.itemData(i) for i in range(dialog.game_preset.count())] == list(definition.presets)
    assert dialog.game_preset.isVisibleTo(dialog) and dialog.title.text() == "High Card"
    assert shown_rows(dialog) == [True] * 3 + [False] * 5
    assert dialog.seat_rows[2].you.isChecked(), "the player's seat left the table: the last one is theirs"
    assert [dialog.seat_rows[0].level.itemData(i) for i in range(dialog.seat_rows[0].level.count())] == [
        "random",
        "easy",
    ]
    dialog.seat_rows[0].you.setChecked(True)
    dialog.stake.setValue(40)
    table, _speed = dialog.result()
    assert table.game == "high-card" and len(table.seats) == 3 and table.human_seat == 0
    assert table.rules.stake == 40 and [seat.level for seat in table.seats[1:]] == ["easy", "easy"]
    dialog.accept()

    again = NewSessionDialog(settings=ini_settings(path))
    qtbot.addWidget(again)
    assert again.game_choice() == "high-card" and again.stake.value() == 40
    assert again.seat_rows[0].you.isChecked() and shown_rows(again)[:4] == [True, True, True, False]
    kept = ini_settings(path)
    assert kept.table_choices("high-card").human_seat == 0 and kept.table_choices("bagchen").human_seat == 1
    _select(again.game, "bagchen")  # four rows again, with the level chosen before High Card was
    assert again.seat_rows[0].you.isChecked() and shown_rows(again) == [True] * 4 + [False] * 4
    assert again.seat_rows[2].level.currentData() == "hard"


def test_a_five_seat_game_shows_five_rows_and_the_player_may_sit_at_the_fifth(tmp_path: Path, qtbot) -> None:
    dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.show_advanced()
    _select(dialog.game, "bao-huang")
    assert dialog.seat_count() == 5 == game_named("bao-huang").seat_count(dialog.rules())
    assert shown_rows(dialog) == [True] * 5 + [False] * 3
    assert not dialog.stake.isVisibleTo(dialog)  # its rules have no stake
    dialog.seat_rows[4].you.setChecked(True)
    table = dialog.family_table()
    assert len(table.seats) == 5 and table.human_seat == 4 and table.seats[4].name == "Pema"
    assert len({seat.name for seat in table.seats}) == 5 and dialog.error_text() == ""
    dialog.seat_rows[3].name.setText("pema")
    assert "same name" in dialog.error_text()
    dialog.seat_rows[3].name.setText("Norbu")
    _select(dialog.game, "bagchen")
    assert shown_rows(dialog) == [True] * 4 + [False] * 4 and dialog.seat_rows[3].you.isChecked()
