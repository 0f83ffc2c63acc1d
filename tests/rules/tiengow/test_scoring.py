"""Tien Gow settlements (TG17–TG25) and the seats' count and rotation (TG15, TG16, TG29)."""

from bagchen_qt.games.tiengow.rules import scoring
from bagchen_qt.games.tiengow.rules.seats import count_from, first_rest, next_rest_and_banker, woodpile_stacks


def test_a_player_without_enough_chips_pays_what_is_left() -> None:
    pays = scoring.classic([8, 0, 0, 0], 0, 0)
    assert scoring.nets(4, pays) == (30, -10, -10, -10)
    assert scoring.nets(4, pays, chips=(100, 4, 100, 100), allow_debt=False) == (24, -4, -10, -10)
    assert scoring.nets(4, pays, chips=(100, 4, 100, 100), allow_debt=True) == (30, -10, -10, -10)


def test_a_winner_with_a_negative_base_pays_the_other() -> None:
    assert scoring.nets(4, scoring.classic([1, 0, 6, 1], 0, 3)) == (9, -5, 2, -6)


def test_most_tricks_ties_go_to_the_latest_lead_among_the_tied() -> None:
    assert scoring.most_tricks_winner([2, 3, 3], [(2, 3), (1, 3), (0, 2)]) == 1


def test_the_tile_target_factor() -> None:
    assert [scoring.big_win_factor(n, 24, "times") for n in (9, 18, 24)] == [1, 2, 4]
    assert [scoring.big_win_factor(n, 24, "plus") for n in (9, 18, 24)] == [1, 3, 5]


def test_a_claim_nobody_lifts_is_paid_by_those_below_the_target() -> None:
    claim = scoring.Declaration(2, "claim", (9, 0, 12), ())
    assert scoring.nets(3, scoring.kan([claim], None, 9, 24, "times", 1, "out")) == (0, -1, 1)


def test_seats() -> None:
    assert count_from(0, 10, [0, 1, 2, 3]) == 1
    assert count_from(2, 5, [0, 1, 2]) == 0
    assert first_rest(0, 4) == 3
    assert next_rest_and_banker(3, 0, 4) == (0, 1)
    assert woodpile_stacks(2, [0, 1, 2, 3], 8) == (4, {2: (0, 4), 3: (1, 5), 0: (2, 6), 1: (3, 7)})
