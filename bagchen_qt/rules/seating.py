"""Choosing seats and the first starter (R22), and the seat-exchange custom."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .dealing import count_from


def informal_starter(first: int, throws: Sequence[tuple[int, int]]) -> int:
    """Two counts: from the first thrower, then from the seat the first count ends on."""
    if len(throws) != 2:
        raise ValueError("informal seating takes exactly two throws")
    seat = first
    for a, b in throws:
        seat = count_from(seat, a + b)
    return seat


def formal_seats(totals: Mapping[str, int], morning: bool) -> list[str]:
    """Names in seat order E, S, W, N. In the morning the highest throw sits East; after
    noon the lowest. Totals must be distinct: players who tie throw again first."""
    if len(totals) != 4:
        raise ValueError("formal seating needs four players")
    if len(set(totals.values())) != 4:
        raise ValueError("players with equal throws must throw again before seats are given")
    return sorted(totals, key=lambda name: totals[name], reverse=morning)


def seats_after_exchange(names: Sequence[str], demander: str, totals: Mapping[str, int],
                         morning: bool) -> list[str]:
    """The seat-exchange custom: the demander keeps the seat; clockwise from it the others
    sit in decreasing order of throw in the morning, increasing after noon."""
    if len(set(totals.values())) != len(totals):
        raise ValueError("players with equal throws must throw again")
    stay = list(names).index(demander)
    order = sorted(totals, key=lambda name: totals[name], reverse=morning)
    # Rotate the order so the demander stands at their own seat.
    start = order.index(demander)
    rotated = order[start:] + order[:start]
    seats = [""] * 4
    for i, name in enumerate(rotated):
        seats[(stay + i) % 4] = name
    return seats
