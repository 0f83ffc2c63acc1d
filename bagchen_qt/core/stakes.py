"""The chips a deal of any game of the family starts from, checked: one whole number a
seat, and none below zero where the rules allow no debt (a player then pays at most
what they hold, so no deal can start in debt)."""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.core.quoting import excerpt


def starting_chips(
    chips: Sequence[int] | None, seats: int, stake: int, allow_debt: bool, game: str = "the game"
) -> tuple[int, ...]:
    """``chips`` as a tuple (each seat's ``stake`` when None); ``ValueError`` saying why
    no deal can start from them."""
    if chips is None:
        return (stake,) * seats
    counts = tuple(chips)
    if len(counts) != seats:
        raise ValueError(f"chips: {game} has {seats} seats, not {len(counts)} stakes")
    for seat, count in enumerate(counts):
        if type(count) is not int:
            raise ValueError(f"chips: seat {seat} holds {excerpt(count)}, not a whole number of chips")
        if count < 0 and not allow_debt:
            raise ValueError(f"chips: seat {seat} holds {count}, but these rules allow no debt")
    return counts
