"""Properties over many random deals of every preset and of the options on top of them:
tiles conserved, scores zero-sum, the log replays to the same state, an observation
hides what it must, every generated move is accepted and other moves are refused with a
reason."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bagchen_qt.core.family import game_named
from bagchen_qt.games.tiengow.rules import state as tg
from bagchen_qt.games.tiengow.rules.events import Beat, Discard, Lead
from bagchen_qt.games.tiengow.rules.ruleset import PRESETS, TienGowRules, rules_from

GAME = game_named("tien-gow")
TRICK_PRESETS = [name for name, rules in PRESETS.items() if rules.play == "tricks"]
SMALL_PRESETS = [name for name, rules in PRESETS.items() if rules.play != "tricks"]
VARIANTS: list[tuple[str, dict[str, Any]]] = [(name, {}) for name in TRICK_PRESETS] + [
    ("classic", {"trade": True}),
    ("classic", {"compulsory_beat": True}),
    ("classic", {"two_pair_lead": True, "supreme_pair": "highest"}),
    ("classic", {"banker_multiplier": "increasing", "shutout_bonus": True}),
    ("folk-24-rest", {"trade": True}),
    ("folk-30-three", {"scoring": "points_last5"}),
    ("folk-24-four", {"scoring": "most_tricks"}),
    ("folk-24-three", {"scoring": "tricks_ladder", "civil_over_military": True}),
    ("folk-24s-rest", {"scoring": "classic", "banker_multiplier": "double", "last_trick_rule": "single"}),
    ("chinese-24", {"conceder_settles": "normal", "challenge_fee": 2, "big_win": "plus"}),
]
IDS = [name + "".join(f",{k}={v}" for k, v in options.items()) for name, options in VARIANTS]


def play(rules: TienGowRules, seed: int, check_steps: bool) -> tg.TienGowState:
    rng = random.Random(seed)
    state = GAME.new_deal(rules, starter=rng.randrange(rules.seats))
    while not state.is_over:
        if check_steps and not state.is_chance:
            check_decisions(state, rng)
            check_observations(state)
        event = GAME.random_action(state, rng)
        state = GAME.apply(state, event)
        if check_steps:
            check_tiles(state)
    return state


def check_tiles(state: tg.TienGowState) -> None:
    if state.phase in (tg.DICE, tg.SHUFFLE):
        return
    held = [t for hand in state.hands for t in hand]
    held += [t for hand in state.aside for t in hand]
    held += [t for won in state.won for t in won]
    held += [t for p in state.trick for t in p.tiles]
    assert sorted(held) == list(range(len(held)))
    assert len(held) == state.rules.hand_size * state.rules.active


def check_decisions(state: tg.TienGowState, rng: random.Random) -> None:
    actions = GAME.legal_actions(state)
    assert actions
    kinds = state.deck.kinds_of
    legal = set()
    for action in actions:
        assert GAME.refusal_of(state, action) is None, action
        if isinstance(action, (Lead, Beat, Discard)):
            legal.add((type(action), action.seat, kinds(action.tiles)))
    if state.phase not in (tg.LEAD, tg.FOLLOW):
        return
    hand = state.hands[state.actor]
    size = len(state.trick[0].tiles) if state.trick else rng.randint(1, min(4, len(hand)))
    for _ in range(3):
        seat = state.actor if rng.random() < 0.8 else rng.randrange(state.seats)
        pool = list(state.hands[seat]) or list(range(state.deck.size))
        tiles = tuple(rng.sample(pool, min(len(pool), rng.choice([size, size, max(1, size - 1), size + 1]))))
        cls = Lead if state.phase == tg.LEAD and rng.random() < 0.8 else rng.choice([Lead, Beat, Discard])
        event = cls(seat, tiles)
        refusal = GAME.refusal_of(state, event)
        if (cls, seat, kinds(tiles)) in legal:
            assert refusal is None
        else:
            assert refusal is not None and str(refusal), event
            with pytest.raises(ValueError):
                GAME.apply(state, event)


def check_observations(state: tg.TienGowState) -> None:
    for seat in range(state.seats):
        seen = GAME.observe(state, seat)
        assert seen.hand == state.hands[seat] and seen.aside == state.aside[seat]
        assert seen.hand_sizes == tuple(len(h) for h in state.hands)
        for trick in [seen.trick] + [t.plays for t in seen.history]:
            for play in trick:
                if not play.face_up and play.seat != seat:
                    assert play.tiles == () and play.count > 0
                if play.face_up:
                    assert play.tiles
        if not all(state.declared[p] is not None for p in state.players):
            assert all(d is None for p, d in enumerate(seen.declared) if p != seat)
        assert not hasattr(seen, "hands")  # no other seat's hand, nor any hand laid aside but its own


@pytest.mark.parametrize(("preset", "options"), VARIANTS, ids=IDS)
def test_many_random_deals_conserve_tiles_and_settle_zero_sum(preset: str, options: dict[str, Any]) -> None:
    rules = rules_from(preset, options)
    for seed in range(300 if options else 2000):
        state = play(rules, seed, check_steps=False)
        final = state.final
        assert final is not None and sum(final.nets) == 0
        assert (
            sum(len(w) for w in state.won) == (0 if final.outcome != "played" else len(state.players) * rules.hand_size)
            or final.outcome != "played"
        )
        if rules.resting:
            assert final.nets[state.rest] == 0 and final.next_rest == (state.rest + 1) % rules.seats
        if final.outcome == "played" and rules.scoring not in ("tiles_target",):
            assert sum(state.tricks) == rules.hand_size
        if seed % 25 == 0:
            assert tg.replay(state) == state


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32))
def test_every_step_of_random_deals_keeps_the_properties(variant: tuple[str, dict[str, Any]], seed: int) -> None:
    rules = rules_from(*variant)
    state = play(rules, seed, check_steps=True)
    assert tg.replay(state) == state
    for event in state.events:
        assert GAME.event_from_json(GAME.event_to_json(event), "log") == event


@pytest.mark.parametrize("preset", SMALL_PRESETS)
def test_the_small_games_play_through_the_definition_or_refuse_clearly(preset: str) -> None:
    rules = GAME.rules_from(preset)
    try:
        state = GAME.new_deal(rules)
    except ValueError as error:
        assert "cannot be played yet" in str(error)
        return
    for seed in range(200):
        rng = random.Random(seed)
        state = GAME.new_deal(rules)
        while not state.is_over:
            event = GAME.random_action(state, rng)
            assert GAME.refusal_of(state, event) is None
            state = GAME.apply(state, event)
        assert sum(GAME.deltas(state)) == 0
