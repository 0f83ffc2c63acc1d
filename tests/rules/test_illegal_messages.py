"""``apply`` refuses illegal actions with a reason that names the rule broken."""

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import (
    TILES,
    Accept,
    Beat,
    ChooseTower,
    DealState,
    Discard,
    Lead,
    Pass,
    Shuffle,
    ThrowDice,
    apply,
    classify,
    event_from_dict,
    is_legal,
    point_mask_of,
    replay,
    why_illegal,
    why_not_beat,
)
from bagchen_qt.games.bagchen.rules.tiles import parse_kind

from .helpers import E, S, W, deal, down, kind_names, kinds, lead, pick, trick

HANDS = {
    E: "5-5 3-3 6-5 5-1 4-4 4-4 6-6 1-1 6-2 6-3 4-2 2-1",
    S: "2-2 6-3 5-2 4-3 6-1",
    W: "3-1 6-4 5-3",
}


def refusal(state, event) -> str:
    with pytest.raises(IllegalAction) as error:
        apply(state, event)
    message = str(error.value)
    assert message and why_illegal(state, event) == message and not is_legal(state, event)
    return message


@pytest.mark.parametrize(
    "top,play,message",
    [
        ("5-5", "2-2", "a sister cannot beat a sister: they rank equal"),
        ("6-5", "6-1", "a people tile cannot beat a people tile: they rank equal"),
        ("4-4", "2-2", "a sister cannot beat a lama: it ranks lower"),
        ("6-5", "6-3", "an earth tile cannot beat a sky tile"),
        ("6-2", "6-1", "a sky tile cannot beat an earth tile"),
        ("6-2", "6-3", ""),  # legal: the nine beats the eight
        ("4-2 2-1", "5-2 4-3", "nothing can beat mother and son"),
        ("4-4 4-4", "6-1 2-2", "only identical sky tiles can be led together"),
        ("5-1", "6-3 5-2", "you must play 1 tile, not 2"),
    ],
)
def test_beat_refusals(top, play, message):
    state = lead(deal(HANDS), top)
    event = Beat(S, pick(state.hands[S], play))
    assert why_illegal(state, event) == (f"{_names(play)} does not beat {_names(top)}: {message}" if message else "")


def _names(spec: str) -> str:
    return kind_names(kinds(spec))


def test_point_cannot_beat():
    state = down(lead(deal(HANDS), "5-1"))
    message = refusal(state, Beat(W, pick(state.hands[W], "6-4")))
    assert message.endswith("a point tile cannot beat anything")


def test_illegal_lead_messages():
    state = deal(HANDS)
    assert refusal(state, Lead(E, pick(state.hands[E], "5-5 3-3"))) == (
        "5-5 3-3 cannot be led: only identical sky tiles can be led together"
    )
    assert "chiefs and ministers cannot be led together" in refusal(state, Lead(E, pick(state.hands[E], "6-6 6-2")))
    assert "only as chiefs or as ministers" in refusal(state, Lead(E, pick(state.hands[E], "4-4 6-2")))
    assert refusal(state, Lead(E, ())) == "a lead needs at least one tile"
    tile = state.hands[E][0]
    assert refusal(state, Lead(E, (tile, tile))) == "the same tile is named twice"


def test_wrong_seat():
    state = deal(HANDS)
    assert refusal(state, Lead(S, state.hands[S][:1])) == "it is E's turn, not S's"
    state = lead(state, "5-1")
    assert refusal(state, Discard(W, state.hands[W][:1])) == "it is S's turn, not W's"
    assert refusal(state, Pass(S)) == "Pass is not a decision of the follow step"


def test_tiles_not_held():
    state = deal(HANDS)
    other = pick(state.hands[S], "2-2")[0]
    message = refusal(state, Lead(E, (other,)))
    assert message == f"E does not hold {TILES[other].label}"
    state = lead(state, "5-1")
    assert refusal(state, Discard(S, (state.hands[E][0],))).startswith("S does not hold")
    assert refusal(state, Beat(S, (99,))) == "S does not hold 99"


def test_discard_count():
    state = lead(deal(HANDS), "4-4 4-4")
    assert refusal(state, Discard(S, state.hands[S][:1])) == "2 tiles were led: play as many face down, not 1"


def test_phase_and_chance_refusals():
    state = DealState.new()
    assert refusal(state, ChooseTower(W, 0)) == "the tiles must be shuffled first"
    state = apply(state, Shuffle(tuple(range(64))))
    assert refusal(state, ThrowDice(3, 3)) == "ThrowDice is a chance event, but a seat must decide now"
    assert refusal(state, Accept(W)) == "Accept is not a decision of the choose tower step"
    state = apply(state, ChooseTower(W, 0))
    assert refusal(state, ChooseTower(W, 1)) == "both dice are thrown now"
    assert refusal(state, ThrowDice(0, 3)) == "a die shows 1 to 6, not 0"


def test_deal_over():
    state = deal({E: "6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4 1-1 1-1 1-1 1-1 6-2 6-2 5-3 5-3"})
    for spec in ("6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4", "1-1 1-1 1-1 1-1", "6-2 6-2 5-3 5-3"):
        state = trick(state, spec)
    assert refusal(state, Pass(E)) == "the deal is over"


def test_replay_names_the_bad_event():
    state = deal(HANDS)
    events = list(state.events) + [Lead(S, state.hands[S][:1])]
    with pytest.raises(IllegalAction, match=rf"^event {len(events) - 1}: it is E's turn, not S's$"):
        replay(DealState.new(), events)


def test_refusal_leaves_the_state_unchanged():
    state = deal(HANDS)
    before = (state.hands, state.phase, state.to_act, state.events)
    for event in (Lead(E, pick(state.hands[E], "5-5 3-3")), Lead(S, state.hands[S][:1]), Pass(E)):
        with pytest.raises(IllegalAction):
            apply(state, event)
    assert (state.hands, state.phase, state.to_act, state.events) == before


@pytest.mark.parametrize(
    "top,play,message",
    [
        ("1-1 6-2", "6-6 6-6", "identical sky tiles cannot beat mixed ministers"),
        ("1-1 6-2", "6-3 5-4", "equal earth tiles cannot beat mixed ministers"),
        ("1-1 1-1 6-2", "6-6 6-3 5-4", "chiefs beat ministers only with as many sky and earth tiles as the ministers"),
        ("4-1 2-1", "4-1 3-2", "equal earth tiles cannot beat mare"),
        ("4-4 4-4", "5-5 5-5", "identical sky tiles must rank higher than those on top"),
        ("5-2 4-3", "4-1 3-2", "equal earth tiles must rank higher than those on top"),
    ],
)
def test_combination_refusals(top, play, message):
    mask = point_mask_of(parse_kind("6-1"))
    assert why_not_beat(classify(kinds(top), mask), kinds(top), kinds(play), mask) == message


@pytest.mark.parametrize(
    "data,message",
    [
        ({"type": "Castle", "seat": 0}, "unknown event type"),
        ({"type": "Lead", "seat": 0}, "needs the fields seat, tiles"),
        ({"type": "Lead", "seat": 0, "tiles": [64]}, "tile numbers 0 to 63"),
        ({"type": "Lead", "seat": "E", "tiles": [1]}, "whole number"),
        ({"type": "Charity", "seat": 0, "tile": 3, "suit": "moon"}, "suit must be sky, earth or null"),
        ([1, 2], "must be an object"),
    ],
)
def test_malformed_event_dicts(data, message):
    with pytest.raises(ValueError, match=message):
        event_from_dict(data)
