"""R15, R16, R22, R23: a session of deals: next starter, Gobah, Tashi Gobah, and the end."""

import random

import pytest

from bagchen_qt.rules import RuleSet, Session, SessionError, apply, random_action

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
    assert session.over and "Tashi Gobah" in session.end_reason
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
    assert session.over and "sixteen" in session.end_reason
    assert session.chips == (400, 0, 0, 0)


def test_bust_ends_the_session():
    session = Session(RuleSet(), (100, 100, 100, 5), E)
    state = scenario_a(chips=session.chips)
    assert min(state.chips) == 0
    session = session.after_deal(state)
    assert session.over and "no chips" in session.end_reason


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
