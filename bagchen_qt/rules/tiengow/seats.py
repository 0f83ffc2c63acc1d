"""Seats of a Tien Gow table: the banker's count (TG16), the resting seat and its
rotation (TG29), and who takes which stacks of the woodpile (TG15)."""

from __future__ import annotations

from collections.abc import Sequence


def count_from(thrower: int, total: int, seats: Sequence[int]) -> int:
    """The seat where a count of ``total`` ends, the thrower counting as 1 and the count
    going on in play order over ``seats`` (TG16, as R2)."""
    start = list(seats).index(thrower)
    return seats[(start + total - 1) % len(seats)]


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


def in_play_order_from(first: int, players: Sequence[int]) -> tuple[int, ...]:
    """``players`` in play order starting at ``first`` (which must be one of them)."""
    start = list(players).index(first)
    return tuple(players[start:]) + tuple(players[:start])


def woodpile_stacks(banker: int, players: Sequence[int], hand: int) -> tuple[int, dict[int, tuple[int, int]]]:
    """The stacks' height and each player's two stacks (TG15): 2 × players stacks of
    ``hand ÷ 2`` tiles; the banker takes stacks 0 and n, the next player 1 and n + 1, …"""
    n = len(players)
    order = in_play_order_from(banker, players)
    return hand // 2, {seat: (i, n + i) for i, seat in enumerate(order)}
