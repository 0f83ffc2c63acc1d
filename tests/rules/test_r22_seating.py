"""R22: seats, the first starter, and the seat-exchange custom."""

import pytest

from bagchen_qt.rules import ChooseTower, DealState, Shuffle, apply
from bagchen_qt.rules.seating import formal_seats, informal_starter, seats_after_exchange
from bagchen_qt.rules.state import Phase

from .helpers import E, N, S, W

TOTALS = {"Ann": 9, "Bo": 4, "Cy": 11, "Di": 6}


def test_formal_morning_highest_east():
    assert formal_seats(TOTALS, morning=True) == ["Cy", "Ann", "Di", "Bo"]


def test_formal_afternoon_lowest_east():
    assert formal_seats(TOTALS, morning=False) == ["Bo", "Di", "Ann", "Cy"]


def test_formal_ties_throw_again():
    with pytest.raises(ValueError, match="throw again"):
        formal_seats({"A": 7, "B": 7, "C": 3, "D": 2}, morning=True)
    with pytest.raises(ValueError):
        formal_seats({"A": 7, "B": 8, "C": 3}, morning=True)


def test_informal_pagat_example():
    # South throws 5-2: the count of 7 ends at North; North throws 4-4: 8 ends at West.
    assert informal_starter(S, [(5, 2), (4, 4)]) == W
    assert informal_starter(E, [(1, 1), (1, 1)]) == W  # E to S, then S to W
    assert informal_starter(N, [(6, 6), (3, 2)]) == (N + 11 + 4) % 4
    with pytest.raises(ValueError):
        informal_starter(E, [(1, 1)])


@pytest.mark.parametrize("morning", [True, False])
def test_seat_exchange_demander_stays(morning):
    names = ["Ann", "Bo", "Cy", "Di"]
    for demander in names:
        seats = seats_after_exchange(names, demander, TOTALS, morning)
        assert seats[names.index(demander)] == demander
        assert sorted(seats) == sorted(names)
        # Clockwise the throws decrease in the morning, increase after noon (cyclically).
        throws = [TOTALS[n] for n in seats]
        steps = [(throws[(i + 1) % 4] < throws[i]) == morning for i in range(4)]
        assert steps.count(False) == 1


def test_thrower_is_opposite_the_starter():
    for starter, thrower in ((E, W), (S, N), (W, E), (N, S)):
        state = DealState.new(starter=starter)
        assert state.thrower == thrower
        state = apply(state, Shuffle(tuple(range(64))))
        assert state.phase is Phase.CHOOSE_TOWER and state.to_act == thrower
        apply(state, ChooseTower(thrower, 0))
    with pytest.raises(ValueError):
        DealState.new(starter=4)
