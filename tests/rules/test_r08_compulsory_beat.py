"""R8: followers play as many tiles as were led; beating is optional unless
``compulsory_beat`` (the Digital Gamers preset) is on."""

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import (
    PRESETS,
    Beat,
    Charity,
    Discard,
    DiscardAny,
    RuleSet,
    Suit,
    apply,
    legal_actions,
)

from .helpers import E, S, W, beat, deal, down, lead, pick

HANDS = {
    E: "5-1 5-1 6-6",
    S: "2-2 2-2 6-5 6-5 6-3 6-3 5-4 5-4 6-2 6-2 5-3 5-3 5-2 5-2 4-3 4-3",  # no other sky tile
    W: "6-5 6-1 6-1 6-1 6-1 5-1 5-1 4-2 4-2 4-1 4-1 3-2 3-2 2-1 2-1 6-4",  # nothing above the people
}


def test_beating_is_optional_by_default():
    state = lead(deal(HANDS), "5-1")
    actions = legal_actions(state)
    assert DiscardAny(S, 1) in actions
    assert any(isinstance(a, Beat) for a in actions)
    state = down(state, "2-2")
    assert state.trick.top_seat == E


def test_digital_gamers_preset_forces_a_beat():
    assert PRESETS["digital-gamers"].compulsory_beat
    state = lead(deal(HANDS, rules=PRESETS["digital-gamers"]), "5-1")
    actions = legal_actions(state)
    assert not any(isinstance(a, DiscardAny) for a in actions)
    assert {a.tiles for a in actions} == {pick(state.hands[S], "2-2")}
    with pytest.raises(IllegalAction, match="compulsory"):
        down(state, "6-5")
    state = beat(state, "2-2")
    # W cannot beat the sister now on top: W may (and must) play face down.
    assert legal_actions(state) == [DiscardAny(W, 1)]
    state = down(state, "6-5")
    assert state.trick.top_seat == S


def test_compulsory_beat_for_sets():
    rules = RuleSet(compulsory_beat=True)
    state = lead(deal(HANDS, rules=rules), "5-1 5-1")
    with pytest.raises(IllegalAction, match="can beat and must"):
        down(state, "6-5 6-5")
    state = beat(state, "2-2 2-2")
    assert legal_actions(state) == [DiscardAny(W, 2)]


def test_compulsory_beat_against_charity():
    state = deal(HANDS, rules=RuleSet(compulsory_beat=True))
    state = apply(state, Charity(E, pick(state.hands[E], "6-6")[0], Suit.EARTH))
    actions = legal_actions(state)
    assert DiscardAny(S, 1) not in actions
    assert {a.tiles for a in actions} == {pick(state.hands[S], k) for k in ("6-3", "5-4", "6-2", "5-3", "5-2", "4-3")}
    state = beat(state, "6-2")
    # W holds earth tiles, but none above the eight now on top.
    assert legal_actions(state) == [DiscardAny(W, 1)]


def test_followers_play_as_many_tiles_as_led():
    state = lead(deal(HANDS), "5-1 5-1")
    with pytest.raises(IllegalAction, match="2 tiles were led"):
        apply(state, Discard(S, pick(state.hands[S], "6-5")))
    with pytest.raises(IllegalAction, match="2 tiles were led"):
        apply(state, Discard(S, pick(state.hands[S], "6-5 6-5 2-2")))
    with pytest.raises(IllegalAction, match="must play 2 tiles"):
        apply(state, Beat(S, pick(state.hands[S], "2-2")))
    state = down(state, "6-5 6-5")
    assert len(state.trick.plays[-1].tiles) == 2 and not state.trick.plays[-1].face_up
