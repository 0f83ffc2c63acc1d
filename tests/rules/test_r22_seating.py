"""R22: seats, the first starter, and the seat-exchange custom."""

import pytest

from bagchen_qt.games.bagchen.rules import ChooseTower, DealState, Shuffle, apply
from bagchen_qt.games.bagchen.rules.seating import formal_seats, informal_starter, seats_after_exchange
from bagchen_qt.games.bagchen.rules.state import Phase

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


# --- R26: formal seating played with dice, ties thrown again -----------------------------

from bagchen_qt.games.bagchen.rules.seating import SeatDraw, SeatThrow, draw_seats, throw_for_seats  # noqa: E402


def test_formal_draw_without_ties():
    # Players 0-3 throw 9, 4, 11, 6: in the morning the highest sits East.
    draw = draw_seats(True, [(4, 5), (1, 3), (5, 6), (2, 4)])
    assert draw.done and len(draw.throws) == 4
    assert [t.player for t in draw.throws] == [0, 1, 2, 3]
    assert draw.ranking() == [2, 0, 3, 1]
    assert draw.seating() == (2, 0, 3, 1)
    assert draw_seats(False, [(4, 5), (1, 3), (5, 6), (2, 4)]).seating() == (1, 3, 0, 2)


def test_formal_draw_ties_throw_again_among_themselves():
    draw = SeatDraw(morning=True)
    for player, (a, b) in zip((0, 1, 2, 3), [(3, 4), (5, 2), (6, 6), (1, 1)], strict=True):
        assert draw.next_thrower == player
        draw = draw.apply(SeatThrow(player, a, b))
    # 0 and 1 both threw 7: they throw again, in order, and nobody else does.
    assert draw.tied_groups() == [[0, 1]]
    assert draw.next_thrower == 0
    with pytest.raises(ValueError, match="player 1 throws now"):
        draw.apply(SeatThrow(2, 1, 1))
    draw = draw.apply(SeatThrow(0, 2, 2))
    assert draw.next_thrower == 1 and not draw.done
    draw = draw.apply(SeatThrow(1, 2, 2))  # tied again
    assert draw.next_thrower == 0
    draw = draw.apply(SeatThrow(0, 1, 2)).apply(SeatThrow(1, 6, 5))
    assert draw.done and draw.ranking() == [2, 1, 0, 3]
    assert draw.seating() == (2, 1, 0, 3)
    with pytest.raises(ValueError, match="already decided"):
        draw.apply(SeatThrow(0, 1, 1))


def test_three_way_tie_and_refusals():
    # 0, 1 and 2 throw 8, 3 throws 3; then 0 throws 2, 1 throws 6 and 2 throws 4.
    draw = draw_seats(False, [(4, 4), (5, 3), (2, 6), (1, 2), (1, 1), (3, 3), (2, 2)])
    assert [t.player for t in draw.throws] == [0, 1, 2, 3, 0, 1, 2]
    assert draw.ranking() == [1, 2, 0, 3]
    assert draw.seating() == (3, 0, 2, 1)  # after noon the lowest sits East
    with pytest.raises(ValueError, match="more throws"):
        draw_seats(True, [(1, 1)] * 2 + [(2, 2)] * 3 + [(6, 6)] * 9)
    with pytest.raises(ValueError, match="needs more"):
        draw_seats(True, [(1, 2), (3, 4)])
    with pytest.raises(ValueError, match="1 to 6"):
        SeatDraw(True).apply(SeatThrow(0, 7, 1))
    with pytest.raises(ValueError, match="finish throwing"):
        SeatDraw(True).seating()


def test_seat_exchange_draw_demander_stays():
    before = (3, 1, 0, 2)  # player 3 East, 1 South, 0 West, 2 North
    draw = draw_seats(True, [(6, 5), (2, 1), (4, 4), (3, 2)], before=before, demander=0)
    # Seat order throws: 3 (11), 1 (3), 0 (8), 2 (5). Player 0 stays West; clockwise
    # from West the throws decrease: 0 (8) West, 2 (5) North, 1 (3) East, 3 (11) South.
    assert [t.player for t in draw.throws] == [3, 1, 0, 2]
    assert draw.seating() == (1, 3, 0, 2)
    assert draw.seating()[2] == 0


def test_throw_for_seats_uses_the_given_dice():
    import random

    rng = random.Random(4)
    draw = throw_for_seats(SeatDraw(True), lambda: rng.randint(1, 6))
    assert draw.done and sorted(draw.seating()) == [0, 1, 2, 3]
    assert draw_seats(True, [(t.a, t.b) for t in draw.throws]).seating() == draw.seating()


def test_a_draw_as_data_and_back():
    from bagchen_qt.games.bagchen.rules.seating import draw_from_dict, draw_to_dict

    draw = draw_seats(
        False, [(3, 4), (5, 2), (6, 6), (1, 1), (2, 2), (2, 2), (1, 2), (6, 5)], before=(1, 0, 3, 2), demander=3
    )
    data = draw_to_dict(draw)
    assert data["throws"][0] == [1, 3, 4] and data["demander"] == 3
    assert draw_from_dict(data) == draw
    for bad, message in (
        (dict(data, throws=data["throws"][:-1]), "stops before"),
        (dict(data, throws=[[0, 1, 1]] + data["throws"]), "throws now"),
        (dict(data, before=[0, 0, 1, 2]), "each of the players"),
        (dict(data, morning="yes"), "true or false"),
        ({"throws": []}, "exactly the fields"),
    ):
        with pytest.raises(ValueError, match=message):
            draw_from_dict(bad)
