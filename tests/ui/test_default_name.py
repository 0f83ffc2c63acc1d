"""The player's default name ("You") is said in the language in use: the settings keep
the default as its English word and say it again in each language, so that a name
the player never typed is never frozen in the language it was first shown in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from bagchen_qt.ui import catalogues
from bagchen_qt.ui.i18n import set_language
from bagchen_qt.ui.settings import DEFAULT_HUMAN_SEAT, AppSettings, SeatChoice, TableChoices


@pytest.fixture
def compiled(tmp_path: Path, qapp) -> Iterator[dict[str, Path]]:
    built = catalogues.build(out=tmp_path, languages=["uk", "fa"])
    yield {path.stem.rsplit("_", 1)[-1]: path for path in built}
    set_language("en")


def _settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "names.ini"), QSettings.Format.IniFormat))


def test_the_default_name_is_kept_in_english_and_said_in_each_language(tmp_path: Path, compiled) -> None:
    set_language("uk", catalogue=compiled["uk"])
    settings = _settings(tmp_path)
    ukrainian = TableChoices()
    assert ukrainian.seats[DEFAULT_HUMAN_SEAT].name == "Ви"
    settings.set_table_choices(ukrainian, "bao-huang")
    assert settings.store.value(f"seats/{DEFAULT_HUMAN_SEAT}/name") == "You"
    set_language("fa", catalogue=compiled["fa"])
    assert settings.table_choices("bao-huang").seats[DEFAULT_HUMAN_SEAT].name == "شما"
    set_language("en")
    assert settings.table_choices("bao-huang").seats[DEFAULT_HUMAN_SEAT].name == "You"


def test_a_name_the_player_typed_stays_as_typed(tmp_path: Path, compiled) -> None:
    set_language("uk", catalogue=compiled["uk"])
    settings = _settings(tmp_path)
    seats = list(TableChoices().seats)
    seats[DEFAULT_HUMAN_SEAT] = SeatChoice("Dawa")
    settings.set_table_choices(TableChoices(seats=tuple(seats)), "bao-huang")
    set_language("fa", catalogue=compiled["fa"])
    assert settings.table_choices("bao-huang").seats[DEFAULT_HUMAN_SEAT].name == "Dawa"


def test_the_english_default_an_older_release_kept_is_said_in_the_language_in_use(tmp_path: Path, compiled) -> None:
    settings = _settings(tmp_path)
    settings.store.setValue(f"seats/{DEFAULT_HUMAN_SEAT}/name", "You")
    set_language("uk", catalogue=compiled["uk"])
    assert settings.table_choices("bao-huang").seats[DEFAULT_HUMAN_SEAT].name == "Ви"
