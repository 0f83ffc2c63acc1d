"""R15, R16, R22, R23: a session of deals: next starter, Gobah, Tashi Gobah, and the end."""

import random

import pytest

from bagchen_qt.games.bagchen.rules import EndReason, RuleSet, Session, SessionError, apply, random_action

from .helpers import E, deal, trick
from .scenarios import C_HANDS, C_LEADS, scenario_a


def play(session: Session, rng: random.Random):
    state = session.new_deal()
    while not state.is_over:
        state = apply(state, random_action(state, rng))
    return state


def test_start_and_next_starter():
    session = Session.start(RuleSet(stake=50), starter=2)
    assert session.chips == (50, 50, 50, 50) and session.starter == 2 and not session.over
    rng = random.Random(5)
    for n in range(1, 4):
        deal_state = play(session, rng)
        assert deal_state.starter == session.starter and deal_state.start_chips == session.chips
        session = session.after_deal(deal_state)
        assert session.starter == deal_state.result.last_winner
        assert session.chips == deal_state.chips
        assert session.deals_played == n
        assert session.deal_nets[-1] == deal_state.result.nets
    assert sum(session.chips) == 200


def test_gobah_five_more_deals_the_last_tashi_gobah():
    session = Session.start(RuleSet(allow_debt=True))
    rng = random.Random(11)
    session = session.after_deal(play(session, rng))
    session = session.declare_gobah()
    assert session.gobah_left == 5
    with pytest.raises(SessionError, match="already"):
        session.declare_gobah()
    for n in range(5):
        assert not session.over
        assert session.is_tashi_gobah == (n == 4)
        session = session.after_deal(play(session, rng))
    assert session.over and session.end_reason is EndReason.TASHI_GOBAH
    assert session.deals_played == 6
    with pytest.raises(SessionError, match="over"):
        session.new_deal()


def test_short_gobah_one_more_deal():
    session = Session.start().declare_gobah(short=True)
    assert session.is_tashi_gobah
    session = session.after_deal(play(session, random.Random(3)))
    assert session.over


def test_sweep_ends_the_session():
    session = Session.start()
    state = deal(C_HANDS, chips=session.chips, starter=session.starter)
    for lead in C_LEADS:
        state = trick(state, lead)
    session = session.after_deal(state)
    assert session.over and session.end_reason is EndReason.SWEEP
    assert session.chips == (400, 0, 0, 0)


def test_bust_ends_the_session():
    session = Session(RuleSet(), (100, 100, 100, 5), E)
    state = scenario_a(chips=session.chips)
    assert min(state.chips) == 0
    session = session.after_deal(state)
    assert session.over and session.end_reason is EndReason.NO_CHIPS


def test_debt_does_not_end_the_session():
    rules = RuleSet(allow_debt=True)
    session = Session(rules, (100, 100, 100, 5), E)
    session = session.after_deal(scenario_a(rules=rules, chips=session.chips))
    assert not session.over and session.chips[3] < 0
    assert session.starter == E


def test_after_deal_checks():
    session = Session.start()
    unfinished = session.new_deal()
    with pytest.raises(SessionError, match="not over"):
        session.after_deal(unfinished)
    other = play(Session.start(starter=1), random.Random(1))
    with pytest.raises(SessionError, match="does not belong"):
        session.after_deal(other)
    with pytest.raises(SessionError):
        Session.start(starter=7)


def test_redeal_keeps_the_starter_within_a_session():
    session = Session.start(starter=3)
    state = session.new_deal()
    assert state.starter == 3 and state.thrower == 1


# --- R25: Gobah declared during a deal counts from the end of that deal ---------------------


def test_gobah_declared_during_a_deal_starts_after_it():
    rng = random.Random(21)
    session = Session.start(RuleSet(allow_debt=True))
    state = session.new_deal()  # deal 1 in progress
    session = session.declare_gobah(during_deal=True)
    assert session.gobah_deals_left == 5 and session.gobah_waits
    while not state.is_over:
        state = apply(state, random_action(state, rng))
    session = session.after_deal(state)
    # Deal 1 was not a Gobah deal: five remain, deals 2 to 6.
    assert session.gobah_deals_left == 5 and not session.gobah_waits and not session.over
    for n in range(5):
        assert session.is_tashi_gobah == (n == 4)
        session = session.after_deal(play(session, rng))
        assert session.gobah_deals_left == 4 - n
    assert session.over and session.deals_played == 6


def test_one_last_deal_declared_during_a_deal():
    rng = random.Random(8)
    session = Session.start(RuleSet(allow_debt=True))
    state = play(session, rng)
    session = session.declare_gobah(short=True, during_deal=True)
    assert session.is_tashi_gobah  # the next deal is Tashi Gobah, not this one
    session = session.after_deal(state)
    assert not session.over and session.is_tashi_gobah
    session = session.after_deal(play(session, rng))
    assert session.over and session.deals_played == 2


def test_gobah_between_deals_the_next_is_the_first():
    rng = random.Random(9)
    session = Session.start(RuleSet(allow_debt=True))
    session = session.after_deal(play(session, rng)).declare_gobah()
    assert not session.gobah_waits
    session = session.after_deal(play(session, rng))
    assert session.gobah_deals_left == 4


# --- R24, R26: the seat exchange moves players with their chips -----------------------------


def test_exchange_moves_chips_and_the_starter_with_the_players():
    rules = RuleSet(seat_exchange=True, allow_debt=True)
    session = Session(rules, (110, 90, 105, 95), starter=1)
    moved = session.exchange_seats((2, 0, 1, 3))  # player 2 East, 0 South, 1 West, 3 North
    assert moved.seating == (2, 0, 1, 3)
    assert moved.chips == (105, 110, 90, 95)
    assert moved.starter == 2  # player 1 started; player 1 now sits West
    for player in range(4):
        assert moved.chips[moved.seat_of(player)] == session.chips[session.seat_of(player)]
    with pytest.raises(SessionError, match="switched off"):
        Session.start().exchange_seats((1, 0, 2, 3))
    with pytest.raises(SessionError, match="each of the players"):
        session.exchange_seats((0, 0, 1, 2))


def test_records_who_sat_where_and_tells_by_player():
    rules = RuleSet(seat_exchange=True, allow_debt=True)
    rng = random.Random(2)
    session = Session.start(rules)
    session = session.after_deal(play(session, rng))
    session = session.exchange_seats((3, 2, 1, 0))
    deal_state = play(session, rng)
    session = session.after_deal(deal_state)
    assert session.deal_seatings == ((0, 1, 2, 3), (3, 2, 1, 0))
    story = session.by_player()
    assert story.deal_nets[0] == session.deal_nets[0]
    assert story.deal_nets[1] == tuple(reversed(deal_state.result.nets))
    assert story.chips == tuple(reversed(session.chips))
    assert story.starter == session.seating[session.starter]
