"""The Tien Gow deal state: scripted deals through the definition (TG12–TG16, TG21,
TG25, TG29, TG30) and the refusals with their reasons."""

from __future__ import annotations

import random

import pytest

from bagchen_qt.core.family import game_named
from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.tiengow.rules import state as tg
from bagchen_qt.games.tiengow.rules.events import Beat, Declare, Discard, Kan, Lead, Lift, Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules, rules_from
from bagchen_qt.games.tiengow.rules.seats import active_seats, woodpile_stacks
from bagchen_qt.games.tiengow.rules.tiles import kind_index

GAME = game_named("tien-gow")


def dealt(rules: TienGowRules, banker: int, hands: dict[int, str], rest: int | None = None) -> tg.TienGowState:
    """A deal whose woodpile gives ``hands`` (kinds by seat; the other tiles fill the rest)."""
    state = GAME.new_deal(rules, banker=banker, rest=rest)
    deck = rules.deck_tiles
    free = list(range(deck.size))
    chosen: dict[int, list[int]] = {}
    for seat, text in hands.items():
        chosen[seat] = []
        for notation in text.split():
            tile = next(t for t in free if deck.tile_kind[t] == kind_index(notation))
            free.remove(tile)
            chosen[seat].append(tile)
    for seat in state.players:
        chosen.setdefault(seat, [])
        while len(chosen[seat]) < rules.hand_size:
            chosen[seat].append(free.pop(0))
    height, stacks = woodpile_stacks(banker, state.players, rules.hand_size)
    order = [0] * (height * 2 * len(state.players))
    for seat, (a, b) in stacks.items():
        order[a * height : a * height + height] = chosen[seat][:height]
        order[b * height : b * height + height] = chosen[seat][height:]
    return GAME.apply(state, Shuffle(tuple(order)))


def tiles_of(state: tg.TienGowState, seat: int, text: str) -> tuple[int, ...]:
    hand = list(state.hands[seat])
    out = []
    for notation in text.split():
        tile = next(t for t in hand if state.deck.tile_kind[t] == kind_index(notation))
        hand.remove(tile)
        out.append(tile)
    return tuple(out)


def follow_down(state: tg.TienGowState, keep: str = "") -> tg.TienGowState:
    """The actor plays face down, keeping the tiles named in ``keep`` if it can."""
    led = len(state.trick[0].tiles)
    held = {state.deck.tile_kind[t] for t in state.hands[state.actor]}
    keep = " ".join(n for n in keep.split() if kind_index(n) in held)
    kept = set(tiles_of(state, state.actor, keep)) if keep else set()
    tiles = [t for t in state.hands[state.actor] if t not in kept][:led]
    return GAME.apply(state, Discard(state.actor, tuple(tiles)))


CLASSIC = rules_from("classic")
STRONG = "6-6 6-6 1-1 1-1 4-4 4-4 3-1 5-1"


def to_last_trick(rules: TienGowRules) -> tg.TienGowState:
    state = dealt(rules, 0, {0: STRONG, 1: "6-5"})
    for notation in STRONG.split()[:-1]:
        state = GAME.apply(state, Lead(0, tiles_of(state, 0, notation)))
        while state.phase == tg.FOLLOW:
            state = follow_down(state, keep="6-5")
    return GAME.apply(state, Lead(0, tiles_of(state, 0, "5-1")))


def test_tg14_a_seat_without_a_trick_plays_the_last_single_face_down() -> None:
    state = to_last_trick(CLASSIC)
    assert state.tricks == (7, 0, 0, 0) and state.actor == 1
    beat = Beat(1, tiles_of(state, 1, "6-5"))
    assert not any(isinstance(a, Beat) for a in GAME.legal_actions(state))
    refusal = GAME.refusal_of(state, beat)
    assert refusal is not None and refusal.code is Code.LAST_TRICK
    assert "no trick" in str(refusal)
    off = to_last_trick(rules_from("classic", {"last_trick_rule": "off"}))
    assert GAME.refusal_of(off, beat) is None


def test_a_whole_scripted_deal_settles_as_tg17() -> None:
    state = to_last_trick(CLASSIC)
    while not state.is_over:
        state = follow_down(state)
    # the banker won every trick: each other player pays 5, doubled
    assert state.final.nets == (30, -10, -10, -10)
    assert state.final.next_banker == 0 and state.final.next_streak == 1
    assert tg.replay(state) == state


def test_refusals_carry_their_reason() -> None:
    state = dealt(CLASSIC, 0, {0: "6-6 5-5 6-3 4-2 2-1 5-1", 1: "5-4 6-2 4-4", 2: "1-1"})
    cases = [
        (Lead(0, tiles_of(state, 0, "6-6 5-5")), Code.NOT_A_LEAD),
        (Lead(1, tiles_of(state, 1, "5-4")), Code.NOT_YOUR_TURN),
        (Lead(0, tiles_of(state, 1, "5-4")), Code.TILE_NOT_HELD),
        (Beat(0, tiles_of(state, 0, "6-6")), Code.NOT_A_DECISION),
        (Shuffle(tuple(range(32))), Code.CHANCE_EVENT_NOW),
        ("lead 6-6", Code.NOT_A_DECISION),
    ]
    for event, code in cases:
        refusal = GAME.refusal_of(state, event)
        assert refusal is not None and refusal.code is code, event
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, event)
        assert error.value.refusal == refusal
    led = GAME.apply(state, Lead(0, tiles_of(state, 0, "6-3")))
    for event, code in [
        (Beat(1, tiles_of(led, 1, "5-4")), Code.NOT_HIGHER),
        (Beat(1, tiles_of(led, 1, "4-4")), Code.OTHER_SUIT),
        (Discard(1, tiles_of(led, 1, "4-4 6-2")), Code.PLAY_COUNT),
    ]:
        refusal = GAME.refusal_of(led, event)
        assert refusal is not None and refusal.code is code, (event, refusal)
    supreme = GAME.apply(state, Lead(0, tiles_of(state, 0, "4-2 2-1")))
    refusal = GAME.refusal_of(supreme, Beat(1, tiles_of(supreme, 1, "5-4 6-2")))
    assert refusal is not None and refusal.code in (Code.NEVER_BEATEN, Code.NOT_A_LEAD)


def test_compulsory_beating_refuses_a_face_down_play_that_could_beat() -> None:
    rules = rules_from("classic", {"compulsory_beat": True})
    state = dealt(rules, 0, {0: "5-1", 1: "6-6"})
    state = GAME.apply(state, Lead(0, tiles_of(state, 0, "5-1")))
    assert all(isinstance(a, Beat) for a in GAME.legal_actions(state))
    refusal = GAME.refusal_of(state, Discard(1, state.hands[1][:1]))
    assert refusal is not None and refusal.code is Code.MUST_BEAT


def test_the_dice_find_the_banker_and_the_seat_before_rests() -> None:
    rules = rules_from("folk-24-rest")
    state = GAME.new_deal(rules, starter=3)
    state = GAME.apply(state, ThrowDice((2, 2)))  # count 4 from seat 3: 3, 0, 1, 2
    assert (state.banker, state.rest, state.players) == (2, 1, (0, 2, 3))
    refusal = GAME.refusal_of(state, ThrowDice((7, 1)))
    assert refusal is not None
    state = GAME.apply(state, GAME.sample_chance(state, random.Random(2)))
    assert state.hands[1] == () and all(len(state.hands[p]) == 8 for p in (0, 2, 3))
    assert GAME.refusal_of(state, Lead(1, (0,))).code is Code.NOT_IN_DEAL


def test_the_resting_seat_moves_on_after_each_deal() -> None:
    rules = rules_from("folk-24-rest")
    state = GAME.new_deal(rules, banker=0)
    rng = random.Random(4)
    for _ in range(5):
        assert state.rest == (state.banker - 1) % 4 or state.rest != state.banker
        rest = state.rest
        while not state.is_over:
            state = GAME.apply(state, GAME.random_action(state, rng))
        assert state.final.nets[rest] == 0
        state = GAME.next_deal(state)
        assert state.rest == (rest + 1) % 4 and state.banker != state.rest
        assert state.players == active_seats(4, state.rest)


def test_tg21_the_trade_sets_hands_aside_and_hides_declarations() -> None:
    rules = rules_from("folk-24-three", {"trade": True})
    state = dealt(rules, 0, {})
    assert state.phase == tg.TRADE
    state = GAME.apply(state, Declare(0, True))
    assert GAME.observe(state, 1).declared == (None, None, None)
    assert GAME.observe(state, 0).declared == (True, None, None)
    state = GAME.apply(state, Declare(1, False))
    state = GAME.apply(state, Declare(2, True))
    assert GAME.observe(state, 1).declared == (True, False, True)
    assert state.players == (0, 2) and state.hands[1] == () and len(state.aside[1]) == 8
    assert GAME.observe(state, 1).aside == state.aside[1] and GAME.observe(state, 0).aside == ()
    rng = random.Random(1)
    while not state.is_over:
        state = GAME.apply(state, GAME.random_action(state, rng))
    assert state.final.nets[1] == 0 and sum(state.final.nets) == 0 and sum(state.tricks) == 8


def test_tg21_nobody_declares_and_the_bank_moves_on() -> None:
    rules = rules_from("folk-24-three", {"trade": True})
    state = dealt(rules, 1, {})
    for seat in (1, 2, 0):
        state = GAME.apply(state, Declare(seat, False))
    assert state.final.outcome == "redeal" and state.final.nets == (0, 0, 0)
    assert state.final.next_banker == 2


def test_tg25_a_conceded_deal_nobody_lifts_is_void() -> None:
    rules = rules_from("chinese-24")
    state = dealt(rules, 0, {})
    assert Kan(0) in GAME.legal_actions(state)
    state = GAME.apply(state, Kan(0))
    assert state.phase == tg.LIFT and state.actor == 1
    state = GAME.apply(state, Lift(1, False))
    state = GAME.apply(state, Lift(2, False))
    assert state.final.outcome == "void" and state.final.nets == (0, 0, 0)


def test_tg25_a_lifted_concession_plays_on_without_a_second_kan_before_the_same_lead() -> None:
    rules = rules_from("chinese-24")
    state = dealt(rules, 0, {})
    state = GAME.apply(state, Kan(0))
    state = GAME.apply(state, Lift(1, True))
    state = GAME.apply(state, Lift(2, False))
    assert state.phase == tg.LEAD and state.actor == 0
    assert Kan(0) not in GAME.legal_actions(state)
    assert GAME.refusal_of(state, Kan(0)).code is Code.KAN_NOT_ALLOWED
    rng = random.Random(3)
    while not state.is_over:
        action = GAME.random_action(state, rng)
        if isinstance(action, Kan):
            continue
        state = GAME.apply(state, action)
    assert sum(state.final.nets) == 0 and state.declarations[0].lifts == (1,)


def test_an_observation_hides_other_hands_and_face_down_tiles() -> None:
    state = dealt(CLASSIC, 0, {0: "5-1", 1: "6-6"})
    state = GAME.apply(state, Lead(0, tiles_of(state, 0, "5-1")))
    state = GAME.apply(state, Discard(1, state.hands[1][:1]))
    seen = GAME.observe(state, 2)
    assert seen.hand == state.hands[2]
    assert seen.trick[1].tiles == () and seen.trick[1].count == 1 and not seen.trick[1].face_up
    assert GAME.observe(state, 1).trick[1].tiles == state.trick[1].tiles


def test_a_bad_woodpile_and_bad_starts_are_refused() -> None:
    state = GAME.new_deal(CLASSIC, banker=0)
    refusal = GAME.refusal_of(state, Shuffle((0,) * 32))
    assert refusal is not None and refusal.code is Code.BAD_WOODPILE
    with pytest.raises(ValueError, match="banker"):
        GAME.new_deal(CLASSIC, banker=4)
    with pytest.raises(ValueError, match="chips"):
        GAME.new_deal(CLASSIC, chips=(1, 2))
