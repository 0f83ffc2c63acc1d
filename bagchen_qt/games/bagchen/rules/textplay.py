"""A deal printed as text, event by event: for debugging and for reading the rules."""

from __future__ import annotations

import random
from typing import TextIO

from bagchen_qt.games.bagchen.rules.actions import Shuffle
from bagchen_qt.games.bagchen.rules.dealing import seat_letter
from bagchen_qt.games.bagchen.rules.ruleset import preset
from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.games.bagchen.rules.tiles import TILES


def hand_text(tiles: tuple[int, ...]) -> str:
    return " ".join(TILES[t].notation for t in tiles)


def print_random_deal(seed: int | None, preset_name: str, out: TextIO) -> int:
    rng = random.Random(seed)
    state = DealState.new(preset(preset_name), starter=rng.randrange(4))
    out.write(f"Starter {seat_letter(state.starter)}, rules {preset_name}\n")
    while not state.is_over:
        event = random_action(state, rng)
        before = state
        state = apply(state, event)
        if not isinstance(event, Shuffle):
            out.write(f"  {event.describe()}\n")
        if before.dice is None and state.dice is not None:
            points = " ".join(TILES[t].notation for t in range(64) if state.point_mask >> TILES[t].kind & 1)
            out.write(f"Point tiles: {points}\n")
            for seat in range(4):
                out.write(f"  {seat_letter(seat)}: {hand_text(state.hands[seat])}\n")
        if len(state.tricks) > len(before.tricks):
            trick = state.tricks[-1]
            out.write(f"    -> {seat_letter(trick.top_seat)} takes {trick.size} stack(s); stacks {state.stacks}\n")
    result = state.final
    out.write(
        f"Last trick: {seat_letter(result.last_winner)}; multiplier {result.multiplier}; "
        f"chips {' '.join(f'{seat_letter(s)} {n:+d}' for s, n in enumerate(result.nets))}\n"
    )
    return 0
