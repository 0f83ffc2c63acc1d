"""Moving Mice games drawn to agree with one seat's view: the drawn game shows that seat
exactly what it saw, and the hidden tiles vary from draw to draw."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bagchen_qt.games.tiengow.rules import mice
from bagchen_qt.games.tiengow.rules.mice_worlds import sample_world
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules, rules_from

RULES = rules_from("moving-mice")


def game_at(seed: int, steps: int, rules: TienGowRules = RULES) -> mice.MiceState:
    """A random game after ``steps`` events (or at its end)."""
    rng = random.Random(seed)
    state = mice.new_deal(rules, seed % 2)
    for _ in range(steps):
        if state.is_over:
            break
        state = mice.apply(state, mice.random_action(state, rng))
    return state


def test_a_drawn_game_at_the_first_lead_deals_the_seat_its_own_hand() -> None:
    state = game_at(3, 2)
    view = mice.observe(state, 0)
    worlds = [sample_world(view, random.Random(i)) for i in range(20)]
    assert all(mice.observe(w, 0) == view for w in worlds)
    assert all(w.hands[0] == state.hands[0] for w in worlds)
    assert len({w.hands[1] for w in worlds}) > 1  # the other hand is a guess


def test_a_finished_game_is_drawn_too() -> None:
    state = mice.play_random(RULES, random.Random(12))
    for seat in (0, 1):
        view = mice.observe(state, seat)
        world = sample_world(view, random.Random(1))
        assert world.is_over and mice.observe(world, seat) == view
        assert mice.deltas(world) == mice.deltas(state)


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 400),
    seat=st.integers(0, 1),
    rounds=st.sampled_from([3, 5, 60]),
    draw=st.integers(0, 2**32),
)
def test_every_drawn_game_shows_the_seat_what_it_saw(seed: int, steps: int, seat: int, rounds: int, draw: int) -> None:
    state = game_at(seed, steps, rules_from("moving-mice", {"max_rounds": rounds}))
    view = mice.observe(state, seat)
    world = sample_world(view, random.Random(draw))
    assert mice.observe(world, seat) == view
    assert world.round == state.round and world.phase == state.phase
    assert [len(p) for p in world.won] == [len(p) for p in state.won]


def test_at_every_step_of_whole_games_both_seats_get_a_world() -> None:
    rng = random.Random(5)
    for number in range(8):
        state = mice.new_deal(rules_from("moving-mice", {"max_rounds": 4 + number}), number % 2)
        while not state.is_over:
            state = mice.apply(state, mice.random_action(state, rng))
            for seat in (0, 1):
                view = mice.observe(state, seat)
                assert mice.observe(sample_world(view, rng), seat) == view


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 600),
    rounds=st.sampled_from([3, 5, 60]),
)
def test_the_one_pass_replay_builds_the_states_apply_builds(seed: int, steps: int, rounds: int) -> None:
    """``replay_filled`` (the sampler's quick replay) against ``apply`` event by event,
    over whole games, over take-backs and ends included."""
    rules = rules_from("moving-mice", {"max_rounds": rounds})
    state = game_at(seed, steps, rules)
    assert mice.replay_filled(rules, state.events, state.starter, state.start_chips) == state


def test_the_one_pass_replay_refuses_a_tile_not_held() -> None:
    state = game_at(5, 6)
    events = list(state.events)
    last = events[-1]
    held = set(state.hands[0]) | set(state.hands[1])
    stranger = next(t for t in range(32) if t not in held and t not in last.tiles)
    events[-1] = type(last)(last.seat, (stranger,) + last.tiles[1:])
    with pytest.raises(ValueError, match="does not hold"):
        mice.replay_filled(RULES, events, state.starter, state.start_chips)
