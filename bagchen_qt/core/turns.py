"""Seats in play order, as every game of the family counts them.

A throw of the dice names a seat by counting round the table from the thrower, who
counts as one (Bagchen's R2 for the tower taker, Tien Gow's TG16 for the banker, the
two-player games' banker). Seats are numbered in play order; a count may run over all
of them or over the players of a deal only (a resting seat is skipped).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def count_from(first: int, total: int, seats: int | Sequence[int]) -> int:
    """The seat where a count of ``total`` ends, ``first`` counting as one. ``seats`` is
    how many seats there are (0 … n-1 in play order) or the seats counted, in play order."""
    if isinstance(seats, int):
        return (first + total - 1) % seats
    start = list(seats).index(first)
    return seats[(start + total - 1) % len(seats)]


def counter_for(seats: int) -> Callable[[int, int], int]:
    """``count_from`` for a table of ``seats`` seats that never changes, as a function
    of (first, total): one call where the engine's deal counts, not two."""

    def count(first: int, total: int) -> int:
        return (first + total - 1) % seats

    return count


def in_play_order_from(first: int, players: Sequence[int]) -> tuple[int, ...]:
    """``players`` in play order starting at ``first`` (which must be one of them)."""
    start = list(players).index(first)
    return tuple(players[start:]) + tuple(players[:start])
