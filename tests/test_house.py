"""The house: every game in its own folder, and shared code that names none.

Only a game's own package (``bagchen_qt/games/<game>/``) and the catalogue
(``bagchen_qt/games/__init__.py``) may name a game: import from a game's package, or
use a game's stored name. Shared code reaches a game through the catalogue and the
definition it registers. No shared module names one: the list of exceptions below is
empty and stays so.
"""

from __future__ import annotations

import re

import pytest

from bagchen_qt.games import (
    BAGCHEN,
    CATALOGUE,
    DEFAULT_GAME,
    TIEN_GOW,
    Listing,
    add,
    face,
    has_face,
    listing,
    listings,
    remove,
)
from tests.layers import ROOT, game_of, imports_of, package_modules

# A game's stored name or one of the names the catalogue gives it.
GAME_WORDS = re.compile(r"\b(BAGCHEN|TIEN_GOW|BAO_HUANG)\b|[\"'](tien-gow|bao-huang)[\"']")

STILL_NAMING_A_GAME: frozenset[str] = frozenset()


def names_a_game(path) -> list[str]:
    """How a module names a game: the game packages it imports and the game words it uses."""
    found = [name for name in imports_of(path) if game_of(name) is not None]
    text = path.read_text(encoding="utf-8")
    code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    found += sorted({m.group(0) for m in GAME_WORDS.finditer(code)})
    return found


def shared_modules() -> dict[str, object]:
    return {
        name: path for name, path in package_modules().items() if game_of(name) is None and name != "bagchen_qt.games"
    }


def test_only_the_games_and_the_catalogue_name_a_game() -> None:
    naming = {name for name, path in shared_modules().items() if names_a_game(path)}
    assert sorted(naming - STILL_NAMING_A_GAME) == [], "shared code that names a game: move it into the game's folder"
    assert sorted(STILL_NAMING_A_GAME - naming) == [], "no longer names a game: take it off the list"


def test_the_check_sees_an_import_and_a_stored_name(tmp_path) -> None:
    module = tmp_path / "m.py"
    module.write_text('from bagchen_qt.games.tiengow.rules import state\nGAME = "tien-gow"\n')
    assert names_a_game(module) == ["bagchen_qt.games.tiengow.rules", '"tien-gow"']


def test_the_catalogue_lists_each_game_once_with_a_folder_of_its_own() -> None:
    names = [known.name for known in listings()]
    assert len(names) == len(set(names)) and names[0] == DEFAULT_GAME
    for known in listings():
        assert (ROOT / "bagchen_qt" / "games" / known.folder / "__init__.py").exists(), known.name
        assert known.rules.startswith(f"bagchen_qt.games.{known.folder}.")
        assert known.players.startswith(f"bagchen_qt.games.{known.folder}.")
        for where in known.faces.values():
            assert where.startswith(f"bagchen_qt.games.{known.folder}."), where


def test_every_listed_game_is_registered_with_its_levels() -> None:
    from bagchen_qt.ai.levels import known_levels
    from bagchen_qt.core.family import all_games

    assert [game.name for game in all_games()][: len(CATALOGUE)] == [known.name for known in CATALOGUE]
    for known in CATALOGUE:
        assert "random" in known_levels(known.name)


def test_a_face_is_found_by_name_and_a_missing_one_is_said() -> None:
    assert has_face(TIEN_GOW, "replay") and not has_face(BAGCHEN, "replay") and not has_face("no-such-game", "window")
    with pytest.raises(LookupError, match="bagchen has no replay"):
        face(BAGCHEN, "replay")
    with pytest.raises(ValueError, match="no face called table"):
        Listing("x", "x", "x", "x", {"table": "x:y"})


def test_a_game_added_at_run_time_is_listed_until_removed() -> None:
    add(Listing("toy", "toy", "tests.toy", "tests.toy"))
    try:
        assert listing("toy").folder == "toy" and listings()[-1].name == "toy"
        with pytest.raises(ValueError, match="listed already"):
            add(Listing("toy", "toy", "tests.toy", "tests.toy"))
    finally:
        remove("toy")
    with pytest.raises(ValueError, match="unknown game 'toy'"):
        listing("toy")
