"""The AI's rule for demanding an exchange of seats (R24, R26)."""

from dataclasses import replace

from bagchen_qt.games.bagchen.ai.customs import LOSING_RUN, seat_exchange_demander, wants_seat_exchange
from bagchen_qt.games.bagchen.rules import RuleSet
from bagchen_qt.games.bagchen.rules.session import Session

ON = RuleSet(seat_exchange=True, allow_debt=True)


def session_with(
    nets: list[tuple[int, ...]],
    seatings: list[tuple[int, ...]] | None = None,
    seating: tuple[int, ...] = (0, 1, 2, 3),
    rules: RuleSet = ON,
) -> Session:
    seatings = seatings or [seating] * len(nets)
    return Session(
        rules,
        (100,) * 4,
        0,
        deals_played=len(nets),
        deal_nets=tuple(nets),
        seating=seating,
        deal_seatings=tuple(seatings),
    )


def test_demands_after_losing_every_one_of_the_last_deals():
    session = session_with([(3, -3, 0, 0)] * LOSING_RUN)
    assert wants_seat_exchange(session, 1)
    assert not any(wants_seat_exchange(session, p) for p in (0, 2, 3))
    assert seat_exchange_demander(session, [1, 2, 3]) == 1
    assert seat_exchange_demander(session, [2, 3]) is None
    # Several losers: the first in seat order from the starter demands.
    both = session_with([(4, -2, 0, -2)] * LOSING_RUN)
    assert seat_exchange_demander(both, [1, 3]) == 1
    assert seat_exchange_demander(replace(both, starter=2), [1, 3]) == 3


def test_rarely():
    one_win = [(5, -3, -1, -1), (-5, 3, 1, 1), (5, -3, -1, -1)]
    assert not wants_seat_exchange(session_with(one_win), 1)
    assert not wants_seat_exchange(session_with([(5, -3, -1, -1)] * (LOSING_RUN - 1)), 1)
    # Never right after an exchange: the losing deals must be in the seats as they are now.
    moved = session_with([(5, -3, -1, -1)] * LOSING_RUN, seatings=[(0, 1, 2, 3)] * LOSING_RUN, seating=(1, 0, 2, 3))
    assert not wants_seat_exchange(moved, 1) and not wants_seat_exchange(moved, 0)
    assert not wants_seat_exchange(session_with([(5, -3, -1, -1)] * LOSING_RUN, rules=RuleSet()), 1)


def test_follows_the_player_not_the_seat():
    # Player 2 sits South and has lost three deals there.
    session = session_with([(3, -3, 0, 0)] * LOSING_RUN, seating=(0, 2, 1, 3))
    assert wants_seat_exchange(session, 2) and not wants_seat_exchange(session, 1)
