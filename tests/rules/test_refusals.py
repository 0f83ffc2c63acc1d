"""Refusals cross the layers as codes with parameters; ``str()`` stays plain English."""

import pickle

import pytest

from bagchen_qt.core.refusals import CoreCode, IllegalAction, Refusal
from bagchen_qt.games.bagchen.rules import Beat, Lead, RuleSet, apply, why_illegal
from bagchen_qt.games.bagchen.rules.actions import Charity, Discard
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
from bagchen_qt.games.bagchen.rules.state import refusal_of
from bagchen_qt.games.bagchen.rules.tiles import Suit

from .helpers import E, S, W, deal, lead, pick
from .refusal_samples import samples

HANDS = {
    E: "5-5 3-3 6-5 5-1 4-4 4-4 6-6 1-1 6-2 6-3 4-2 2-1",
    S: "2-2 6-3 5-2 4-3 6-1",
    W: "3-1 6-4 5-3",
}


def test_every_code_has_a_sample_and_plain_english():
    cases = samples()
    assert set(cases) == set(RefusalCode) | set(CoreCode)
    for code, refusal in cases.items():
        text = str(refusal)
        assert text and "None" not in text, code


def test_an_illegal_action_carries_its_refusal_with_parameters():
    state = lead(deal(HANDS), "5-1")
    with pytest.raises(IllegalAction) as error:
        apply(state, Discard(S, state.hands[S][:2]))
    refusal = error.value.refusal
    assert (refusal.code, refusal.seat, refusal.led, refusal.count) == (RefusalCode.DISCARD_COUNT, S, 1, 2)
    assert str(error.value) == "1 tile was led: play as many face down, not 2"


def test_a_lead_refused_names_the_tiles_and_the_reason_beneath():
    state = deal(HANDS)
    refusal = refusal_of(state, Lead(E, pick(state.hands[E], "5-5 3-3")))
    assert refusal.code is RefusalCode.CANNOT_LEAD and refusal.seat == E
    assert refusal.root().code is RefusalCode.SKY_NOT_IDENTICAL
    assert why_illegal(state, Lead(E, pick(state.hands[E], "5-5 3-3"))) == str(refusal)
    assert refusal_of(state, Lead(E, pick(state.hands[E], "5-5"))) is None


def test_a_beat_refused_names_the_top_and_the_rank():
    state = lead(deal(HANDS), "6-5")
    refusal = refusal_of(state, Beat(S, pick(state.hands[S], "6-1")))
    assert refusal.code is RefusalCode.CANNOT_BEAT
    assert refusal.root().code is RefusalCode.RANK_EQUAL
    assert refusal.root().kinds != refusal.root().top_kinds


def test_charity_refusals_have_codes():
    state = deal(HANDS, rules=RuleSet(charity=False))
    refusal = refusal_of(state, Charity(E, state.hands[E][0], Suit.SKY))
    assert (refusal.code, refusal.seat) == (RefusalCode.CHARITY_OFF, E)


def test_a_sentence_is_still_taken_and_survives_pickling():
    error = IllegalAction("seats are exchanged only between deals")
    assert error.refusal == Refusal(CoreCode.OTHER, detail="seats are exchanged only between deals")
    assert str(error) == "seats are exchanged only between deals"
    coded = IllegalAction(Refusal(RefusalCode.MUST_BEAT, seat=S))
    again = pickle.loads(pickle.dumps(coded))
    assert again.refusal == coded.refusal and str(again) == "S can beat and must (compulsory beating)"
