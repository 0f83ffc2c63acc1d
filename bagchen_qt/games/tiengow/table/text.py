"""The Tien Gow words the table asks for: the one place the table, the window, the
new-session dialog and the replay's lists take them from. Most go straight to the
words layer (``ui.tiengow_words``); the few here compose its sentences for what the
table shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bagchen_qt.games.tiengow.table import words as tiengow_words
from bagchen_qt.games.tiengow.table.words import (
    banker_tag,
    game_title,
    nau_settlement_lines,
    play_label,
    preset_description,
    preset_title,
    red_pips_text,
    red_pips_title,
    resting_caption,
    resting_tag,
    settlement_lines,
    tile_label,
    tile_tip,
    tricks_text,
    turn_tile_prompt,
    turn_tile_text,
    winning_caption,
    won_tiles_text,
    woodpile_caption,
)
from bagchen_qt.ui.words import Voice, refusal_text

__all__ = [
    "banker_tag",
    "draw_words",
    "game_title",
    "nau_settlement_lines",
    "play_caption",
    "play_label",
    "preset_description",
    "preset_title",
    "red_pips_text",
    "red_pips_title",
    "refusal_words",
    "resting_caption",
    "resting_tag",
    "seat_summary",
    "settlement_lines",
    "tile_label",
    "tile_tip",
    "tricks_text",
    "turn_tile_prompt",
    "turn_tile_text",
    "winning_caption",
    "won_tiles_text",
    "woodpile_caption",
]


def seat_summary(chips: int, count: int, counts_tiles: bool = False) -> str:
    """A seat plate's tooltip line: chips, and tricks (or won tiles) this deal."""
    if counts_tiles:
        return tiengow_words.seat_summary(chips, None, count)
    return tiengow_words.seat_summary(chips, count, None)


def play_caption(
    voice: Voice, seat: int, kinds: Sequence[int], category: Any, lead: bool, face_up: bool, count: int
) -> str:
    """One line for the trick's latest play: a lead, a beat or a face-down play."""
    if not face_up:
        return tiengow_words.face_down_caption(voice, seat, count)
    if lead:
        return tiengow_words.lead_caption(voice, seat, kinds, category)
    return tiengow_words.beat_caption(voice, seat, kinds)


def draw_words(voice: Voice, picture: Any, previous: Any = None) -> str:
    """Nau Tin Kau's caption for the picture just shown (a ``TablePicture``): the tile
    turned, and once a draw is complete, the second tile and who takes both."""
    completed = previous is not None and len(picture.won) > len(previous.won)
    draw = picture.won[-1] if completed else picture.trick
    if draw is None:
        return ""
    last = draw.plays[-1]
    line = tiengow_words.draw_caption(voice, last.seat, picture.kind_of[last.tiles[0]])
    if completed and draw.top_seat is not None:
        line += "\n" + tiengow_words.draw_taken_caption(voice, draw.top_seat)
    return line


def refusal_words(refusal: Any, voice: Voice) -> str:
    """Why a play is refused, as the words layer says it for every game."""
    try:
        return refusal_text(refusal, voice)
    except (KeyError, AttributeError, IndexError, TypeError):
        return str(refusal)
