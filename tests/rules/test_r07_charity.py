"""R7: the charity lead, one tile face down naming sky, earth or no suit."""

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import Beat, Charity, Lead, RuleSet, Suit, apply, legal_actions, observation
from bagchen_qt.games.bagchen.rules.combos import ComboType
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND

from .helpers import E, N, S, W, beat, deal, down, pick, trick


def charity(state, tile_kind: str, suit, seat=None):
    seat = state.to_act if seat is None else seat
    return apply(state, Charity(seat, pick(state.hands[seat], tile_kind)[0], suit))


HANDS = {E: "6-6 6-3", S: "5-1 6-5 5-2", W: "2-2 4-2 6-4", N: "3-1 2-1 3-2"}


def test_named_sky_beaten_by_any_sky_single_then_ordinary_rules():
    state = charity(deal(HANDS), "6-6", Suit.SKY)
    assert state.trick.top.type is ComboType.CHARITY
    with pytest.raises(IllegalAction, match="only a single sky tile"):
        beat(state, "5-2")
    state = beat(state, "5-1")  # the lowest sky tile beats the face-down lead
    with pytest.raises(IllegalAction, match="cannot beat"):
        beat(state, "6-4")  # a point, and besides only higher sky tiles beat the 5-1 now
    state = beat(state, "2-2")
    with pytest.raises(IllegalAction, match="earth tile cannot beat a sky tile"):
        beat(state, "2-1")
    state = beat(state, "3-1")
    assert state.tricks[-1].top_seat == N
    assert state.stacks == (0, 0, 0, 1)


def test_named_earth():
    state = charity(deal(HANDS), "6-6", Suit.EARTH)
    with pytest.raises(IllegalAction, match="only a single earth tile"):
        beat(state, "5-1")
    state = beat(state, "5-2")
    state = down(state)
    with pytest.raises(IllegalAction):
        beat(state, "3-2")
    state = down(state)
    assert state.tricks[-1].top_seat == S


def test_no_suit_named_any_single_beats():
    for tile in ("5-1", "5-2"):
        state = charity(deal(HANDS), "6-3", None)
        state = beat(state, tile)
        assert state.trick.top_seat == S


def test_point_tile_cannot_beat_charity():
    state = deal(HANDS, starter=S)
    state = charity(state, "5-1", None)
    with pytest.raises(IllegalAction, match="point tile cannot beat"):
        beat(state, "6-4")


def test_all_face_down_leader_wins():
    state = charity(deal(HANDS), "6-6", Suit.EARTH)
    for _ in range(3):
        state = down(state)
    done = state.tricks[-1]
    assert done.top_seat == E and state.stacks == (1, 0, 0, 0)
    assert state.to_act == E
    assert not any(p.face_up for p in done.plays)


def test_charity_tile_is_hidden_from_the_other_seats():
    state = deal(HANDS)
    tile = pick(state.hands[E], "6-6")[0]
    state = apply(state, Charity(E, tile, Suit.SKY))
    for seat in (S, W, N):
        seen = observation(state, seat).trick.plays[0]
        assert seen.tiles == () and not seen.face_up and seen.count == 1 and seen.suit is Suit.SKY
    assert observation(state, E).trick.plays[0].tiles == (tile,)
    # Not counted as played face up, so not gone for passport purposes.
    assert state.gone[0] == 0
    for _ in range(3):
        state = down(state)
    for seat in (S, W, N):
        assert tile not in observation(state, seat).tricks[-1].plays[0].tiles


def test_charity_in_legal_actions_for_every_kind_and_suit():
    state = deal(HANDS)
    charities = {(TILE_KIND[a.tile], a.suit) for a in legal_actions(state) if isinstance(a, Charity)}
    held = {TILE_KIND[t] for t in state.hands[E]}
    assert charities == {(k, s) for k in held for s in (Suit.SKY, Suit.EARTH, None)}


def test_charity_off():
    state = deal(HANDS, rules=RuleSet(charity=False))
    assert not any(isinstance(a, Charity) for a in legal_actions(state))
    with pytest.raises(IllegalAction, match="turned off"):
        charity(state, "6-6", None)


def test_passport_holder_may_not_lead_charity():
    # E takes six stacks with two leads nobody beats, then holds a passport.
    state = deal({E: "5-5 5-5 5-5 5-5 3-3 3-3 6-6"})
    state = trick(state, "5-5 5-5 5-5 5-5")
    state = trick(state, "3-3 3-3")
    assert state.passports[E] and state.to_act == E
    assert not any(isinstance(a, Charity) for a in legal_actions(state))
    with pytest.raises(IllegalAction, match="passport"):
        charity(state, "6-6", None)
    apply(state, Lead(E, pick(state.hands[E], "6-6")))


def test_charity_tile_must_be_held_and_by_the_leader():
    state = deal(HANDS)
    not_held = next(t for t in range(64) if t not in state.hands[E])
    with pytest.raises(IllegalAction, match="does not hold"):
        apply(state, Charity(E, not_held, None))
    with pytest.raises(IllegalAction, match="turn"):
        apply(state, Charity(S, state.hands[S][0], None))
    state = charity(state, "6-6", Suit.SKY)
    with pytest.raises(IllegalAction):
        apply(state, Beat(S, pick(state.hands[S], "5-1 6-5")))


def test_passport_holder_never_leads_face_down_even_with_passport_rules_off():
    """R7 is its own rule: passport "off" lifts only the lead restrictions of rules 1-4."""
    import random

    from bagchen_qt.games.bagchen.rules.actions import Charity
    from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
    from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions, random_action

    rng = random.Random(11)
    rules = RuleSet(passport="off")
    seen = 0
    for _ in range(60):
        state = DealState.new(rules, starter=rng.randrange(4))
        while not state.is_over:
            if state.phase is Phase.LEAD and state.passports[state.to_act]:
                assert not any(isinstance(a, Charity) for a in legal_actions(state))
                seen += 1
            state = apply(state, random_action(state, rng))
    assert seen > 0
