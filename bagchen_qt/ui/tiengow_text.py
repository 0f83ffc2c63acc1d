"""The Tien Gow words the table asks for, from the words layer (``ui.tiengow_words``).

One place asks: the table, the window and the new-session dialog call these. Each
goes to the words layer's function of the same name; where the words layer does not
have it (an older checkout), a plain translated sentence of the table's own stands in,
so the table never shows nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication

from .words import Voice

CONTEXT = "TienGowTable"


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def _words() -> ModuleType | None:
    try:
        return importlib.import_module("bagchen_qt.ui.tiengow_words")
    except ImportError:
        return None


def _ask(name: str, *args: Any) -> Any:
    words = _words()
    function = getattr(words, name, None) if words is not None else None
    return function(*args) if function is not None else None


def game_title(game: str) -> str:
    if game == "bagchen":
        return _t("Bagchen")
    said = _ask("game_title")
    return said if isinstance(said, str) else _t("Tien Gow")


def preset_title(name: str) -> str:
    said = _ask("preset_title", name)
    return said if isinstance(said, str) and said else name.replace("-", " ").capitalize()


def preset_description(name: str) -> str:
    said = _ask("preset_description", name)
    return said if isinstance(said, str) else ""


def tricks_text(n: int) -> str:
    said = _ask("tricks_text", n)
    return said if isinstance(said, str) else _t("%n trick(s)", n)


def won_tiles_text(n: int) -> str:
    """The won tiles a seat holds, where the game counts tiles (Moving Mice)."""
    said = _ask("won_tiles_text", n)
    return said if isinstance(said, str) else _t("%n tile(s)", n)


def tile_label(kind: int) -> str:
    """A tile's tooltip: its throw and its Tien Gow name."""
    said = _ask("tile_label", kind)
    if isinstance(said, str):
        return said
    from bagchen_qt.rules.tiles import KINDS

    return KINDS[kind].notation


def seat_summary(chips: int, count: int, counts_tiles: bool = False) -> str:
    """A seat plate's tooltip line: chips, and tricks (or won tiles) this deal."""
    said = _ask("seat_summary", chips, None if counts_tiles else count, count if counts_tiles else None)
    if isinstance(said, str):
        return said
    from .words import chips_text

    return chips_text(chips) + ", " + (won_tiles_text(count) if counts_tiles else tricks_text(count))


def banker_tag() -> str:
    said = _ask("banker_tag")
    return said if isinstance(said, str) else _t("banker")


def resting_tag() -> str:
    said = _ask("resting_tag")
    return said if isinstance(said, str) else _t("resting")


def resting_caption(voice: Voice, seat: int) -> str:
    said = _ask("resting_caption", voice, seat)
    return said if isinstance(said, str) else _t("%1 rests this deal").replace("%1", voice.name(seat))


def woodpile_caption(stacks: int, height: int) -> str:
    said = _ask("woodpile_caption", stacks, height)
    if isinstance(said, str):
        return said
    return _t("The woodpile: %1 stacks of %2").replace("%1", str(stacks)).replace("%2", str(height))


def play_label(kinds: Sequence[int], category: Any) -> str:
    said = _ask("play_label", kinds, category)
    if isinstance(said, str):
        return said
    from bagchen_qt.rules.tiles import KINDS

    return " ".join(KINDS[k].notation for k in kinds)


def play_caption(
    voice: Voice, seat: int, kinds: Sequence[int], category: Any, lead: bool, face_up: bool, count: int
) -> str:
    """One line for the trick's latest play: a lead, a beat or a face-down play."""
    if not face_up:
        said = _ask("face_down_caption", voice, seat, count)
        if isinstance(said, str):
            return said
        return _t("%1 plays %2 face down").replace("%1", voice.name(seat)).replace("%2", str(count))
    said = _ask("lead_caption", voice, seat, kinds, category) if lead else _ask("beat_caption", voice, seat, kinds)
    if isinstance(said, str):
        return said
    template = _t("%1 leads %2") if lead else _t("%1 beats with %2")
    return template.replace("%1", voice.name(seat)).replace("%2", play_label(kinds, category))


def winning_caption(voice: Voice, seat: int, completed: bool) -> str:
    said = _ask("winning_caption", voice, seat, completed)
    if isinstance(said, str):
        return said
    template = _t("%1 wins the trick") if completed else _t("%1 is winning")
    return template.replace("%1", voice.name(seat))


def settlement_lines(
    voice: Voice,
    deltas: Sequence[int],
    tricks: Sequence[int],
    winner: int | None,
    banker: int | None,
    resting: Sequence[int],
) -> list[str]:
    said = _ask("settlement_lines", voice, deltas, tricks, winner, banker, resting)
    if isinstance(said, list):
        return [str(line) for line in said]
    lines = []
    if winner is not None:
        lines.append(_t("%1 wins the last trick and the deal").replace("%1", voice.name(winner)))
    return lines


# Nau Tin Kau's words: asked of the words layer directly (they came with it).


def red_pips_text(n: int) -> str:
    """Nau Tin Kau: a seat's captured red pips, on its plate."""
    from . import tiengow_words

    return tiengow_words.red_pips_text(n)


def turn_tile_text() -> str:
    from . import tiengow_words

    return tiengow_words.turn_tile_text()


def turn_tile_prompt() -> str:
    from . import tiengow_words

    return tiengow_words.turn_tile_prompt()


def draw_words(voice: Voice, picture: Any, previous: Any = None) -> str:
    """Nau Tin Kau's caption for the picture just shown (a ``TablePicture``): the tile
    turned, and once a draw is complete, the second tile and who takes both."""
    from . import tiengow_words

    completed = previous is not None and len(picture.won) > len(previous.won)
    draw = picture.won[-1] if completed else picture.trick
    if draw is None:
        return ""
    last = draw.plays[-1]
    line = tiengow_words.draw_caption(voice, last.seat, picture.kind_of[last.tiles[0]])
    if completed and draw.top_seat is not None:
        line += "\n" + tiengow_words.draw_taken_caption(voice, draw.top_seat)
    return line


def red_pips_title() -> str:
    from . import tiengow_words

    return tiengow_words.red_pips_title()


def nau_settlement_lines(voice: Voice, deltas: Sequence[int], pips: Sequence[int]) -> list[str]:
    from . import tiengow_words

    return tiengow_words.nau_settlement_lines(voice, deltas, pips)


def refusal_words(refusal: Any, voice: Voice) -> str:
    """Why a play is refused, as the words layer says it for every game."""
    from .words import refusal_text

    try:
        return refusal_text(refusal, voice)
    except (KeyError, AttributeError, IndexError, TypeError):
        return str(refusal)
