"""Counting seats from a thrower: one function for every game of the family."""

from __future__ import annotations

import pytest

from bagchen_qt.core import turns
from bagchen_qt.games.bagchen.rules import dealing
from bagchen_qt.games.tiengow.rules import seats as tg_seats
from bagchen_qt.games.tiengow.rules import two_player


@pytest.mark.parametrize(
    ("first", "total", "seats", "ends"), [(0, 1, 4, 0), (0, 2, 4, 1), (3, 2, 4, 0), (2, 12, 4, 1), (1, 7, 2, 1)]
)
def test_the_thrower_counts_as_one(first: int, total: int, seats: int, ends: int) -> None:
    assert turns.count_from(first, total, seats) == ends
    assert turns.count_from(first, total, range(seats)) == ends


def test_a_count_over_the_players_skips_the_resting_seat() -> None:
    players = (0, 1, 3)  # seat 2 rests
    assert turns.count_from(1, 2, players) == 3
    assert turns.count_from(3, 2, players) == 0
    assert [turns.count_from(0, n, players) for n in range(1, 7)] == [0, 1, 3, 0, 1, 3]
    with pytest.raises(ValueError):
        turns.count_from(2, 3, players)  # the resting seat does not throw


def test_play_order_from_a_seat() -> None:
    assert turns.in_play_order_from(3, (0, 1, 3)) == (3, 0, 1)
    assert turns.in_play_order_from(0, range(4)) == (0, 1, 2, 3)


def test_both_games_count_with_it() -> None:
    assert tg_seats.count_from is turns.count_from
    assert tg_seats.in_play_order_from is turns.in_play_order_from
    for thrower in range(4):
        for total in range(2, 13):
            assert (
                dealing.count_from(thrower, total) == turns.count_from(thrower, total, 4) == (thrower + total - 1) % 4
            )
    for thrower in range(2):
        assert two_player.banker_by_dice(thrower, (3, 4)) == turns.count_from(thrower, 7, 2)


def test_a_counter_for_a_fixed_table_counts_the_same() -> None:
    for seats in (2, 3, 4):
        count = turns.counter_for(seats)
        for first in range(seats):
            for total in range(1, 13):
                assert count(first, total) == turns.count_from(first, total, seats)
