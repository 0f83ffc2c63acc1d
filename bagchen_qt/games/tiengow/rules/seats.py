"""Seats of a Tien Gow table: the banker's count (TG16), the resting seat and its
rotation (TG29), and who takes which stacks of the woodpile (TG15)."""

from __future__ import annotations

from collections.abc import Sequence

# Counting from the thrower (TG16 counts as R2 does) is the framework's.
from bagchen_qt.core.turns import count_from, in_play_order_from

__all__ = ["active_seats", "count_from", "first_rest", "in_play_order_from", "next_rest_and_banker", "woodpile_stacks"]


def first_rest(banker: int, seats: int) -> int:
    """In the first deal the seat before the banker in play order rests (TG29)."""
    return (banker - 1) % seats


def next_rest_and_banker(rest: int, winner: int, seats: int) -> tuple[int, int]:
    """After a deal the resting seat moves on one place; the winner banks unless the
    winner is the seat that rests next, then the next seat after the winner banks."""
    new_rest = (rest + 1) % seats
    banker = winner if winner != new_rest else (winner + 1) % seats
    return new_rest, banker


def active_seats(seats: int, rest: int | None) -> tuple[int, ...]:
    return tuple(s for s in range(seats) if s != rest)


def woodpile_stacks(banker: int, players: Sequence[int], hand: int) -> tuple[int, dict[int, tuple[int, int]]]:
    """The stacks' height and each player's two stacks (TG15): 2 × players stacks of
    ``hand ÷ 2`` tiles; the banker takes stacks 0 and n, the next player 1 and n + 1, …"""
    n = len(players)
    order = in_play_order_from(banker, players)
    return hand // 2, {seat: (i, n + i) for i, seat in enumerate(order)}
