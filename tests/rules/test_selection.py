"""The action bar's words for a selection, and what it allows (judge_selection)."""

import random

from bagchen_qt.games.bagchen.rules.actions import Beat, Discard, Lead
from bagchen_qt.games.bagchen.rules.combos import point_mask_of
from bagchen_qt.games.bagchen.rules.dealing import SEATS
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
from bagchen_qt.games.bagchen.rules.selection import judge_selection, selection_label
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, random_action
from bagchen_qt.games.bagchen.rules.tiles import parse_kind, parse_kinds


def label(text: str, point: str = "6-4") -> str:
    return selection_label(tuple(sorted(parse_kinds(text))), point_mask_of(parse_kind(point)))


def test_labels_name_combinations():
    assert label("1-1 6-2 5-3") == "mixed ministers, 3 tiles"
    assert label("5-2 4-3") == "two sevens (5-2 4-3)"
    assert label("6-5 6-5 6-5") == "three people tiles (6-5 6-5 6-5)"
    assert label("4-1 2-1") == "mare (4-1 2-1)"
    assert label("4-2 2-1") == "mother and son (a point)"
    assert label("6-4 6-4") == "points, 2 tiles (worth 2)"
    assert label("6-6") == "6-6, sky chief (sky)"
    assert label("4-4 5-2") == "not a combination, 2 tiles"


def _first(phase: Phase, seed: int = 5) -> DealState:
    rng = random.Random(seed)
    state = DealState.new()
    while state.phase is not phase:
        state = apply(state, random_action(state, rng))
    return state


def test_a_legal_lead_is_offered_and_an_illegal_one_explained():
    state = _first(Phase.LEAD)
    seat = state.to_act
    single = judge_selection(state, seat, state.hands[seat][:1])
    assert single.face_up == Lead(seat, state.hands[seat][:1])
    assert single.charity
    hand = state.hands[seat]
    bad = next((a, b) for a in hand for b in hand if a < b and judge_selection(state, seat, (a, b)).face_up is None)
    verdict = judge_selection(state, seat, bad)
    assert verdict.face_up is None and verdict.face_up_reason
    assert "cannot be led" not in verdict.face_up_reason  # the bare reason, for the action bar


def test_a_follower_may_always_play_face_down_the_right_number():
    state = _first(Phase.FOLLOW)
    seat, size = state.to_act, state.trick.size
    verdict = judge_selection(state, seat, state.hands[seat][:size])
    assert verdict.face_down == Discard(seat, tuple(sorted(state.hands[seat][:size])))
    wrong = judge_selection(state, seat, state.hands[seat][: size + 1])
    assert wrong.face_down is None and "face down" in wrong.face_down_reason
    assert isinstance(verdict.face_up, Beat) or verdict.face_up_reason


def test_not_your_turn():
    state = _first(Phase.LEAD)
    other = (state.to_act + 1) % 4
    verdict = judge_selection(state, other, state.hands[other][:1])
    assert verdict.face_up is None and verdict.face_up_refusal.code is RefusalCode.NOT_YOUR_TURN
    assert (verdict.face_up_refusal.seat, verdict.face_up_refusal.turn) == (other, state.to_act)
    assert verdict.face_up_reason == f"it is {SEATS[state.to_act]}'s turn, not {SEATS[other]}'s"
