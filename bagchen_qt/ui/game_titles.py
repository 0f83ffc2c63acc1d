"""A game's title and its presets' titles as the lists of any window show them: from the
game's "new_session" face where it has one (its words in the language in use), else
the definition's English title and the preset's stored name.
"""

from __future__ import annotations

from types import ModuleType

from bagchen_qt.core.family import game_named
from bagchen_qt.games import face, has_face


def _words(game: str) -> ModuleType | None:
    return face(game, "new_session") if has_face(game, "new_session") else None


def game_title(game: str) -> str:
    """The game's title: "Bagchen", "Tien Gow" (its English title without words of its own)."""
    words = _words(game)
    return str(words.game_title()) if words is not None else game_named(game).title


def preset_title(game: str, preset: str) -> str:
    """The title of one of the game's presets (its stored name without words of its own)."""
    words = _words(game)
    return str(words.preset_title(preset)) if words is not None else preset


def listed_title(game: str, preset: str | None) -> str:
    """A deal's game as the deal list names it: the game and its preset ("Tien Gow ·
    Classic"), or the game alone where its face says the list leaves the preset out
    (``PRESET_IN_LISTS = False``) or the deal has none."""
    title = game_title(game)
    if not preset or not getattr(_words(game), "PRESET_IN_LISTS", True):
        return title
    return f"{title} · {preset_title(game, preset)}"
