"""The engine's own shortcuts: the straight-line copy and play on a private copy."""

from __future__ import annotations

import random

from bagchen_qt.games.bagchen.rules.ruleset import PRESETS
from bagchen_qt.games.bagchen.rules.state import (
    DealState,
    PhaseError,
    apply,
    legal_actions,
    play_on,
    play_random_deal,
    random_action,
    replay,
)


def test_the_copy_carries_every_slot() -> None:
    state = play_random_deal(random.Random(3))
    copy = state._copy()  # the copy is the engine's own
    for name in DealState.__slots__:
        assert getattr(copy, name) is getattr(state, name), name
    assert copy is not state


def test_playing_on_a_private_copy_is_applying_event_by_event() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        start = DealState.new(starter=seed % 4)
        finished = play_on(start, lambda s: random_action(s, rng))  # noqa: B023 - used at once
        assert start.events == () and start.phase.value == "shuffle"  # the start is untouched
        again = replay(start, finished.events)
        assert again.result == finished.result and again.payments == finished.payments
        assert again.hands == finished.hands and again.tricks == finished.tricks


def test_the_accessors_refuse_what_the_phase_lacks() -> None:
    fresh = DealState.new()
    for name in ("actor", "current_trick", "thrown", "pending_offer", "duel_pair", "final"):
        try:
            getattr(fresh, name)
        except PhaseError:
            continue
        raise AssertionError(f"{name} answered before the deal began")
    over = play_random_deal(random.Random(1))
    assert over.final is over.result and over.thrown == over.dice
    state = DealState.new()
    while state.trick is None:
        state = apply(state, random_action(state, random.Random(len(state.events))))
    assert state.current_trick is state.trick and state.actor == state.to_act


def test_a_random_deal_is_the_deal_random_actions_play_one_by_one() -> None:
    # play_random_deal applies the generator's plays without checking them again: the
    # deal, its log and its outcome are those of the checked way, under every preset.
    for name, rules in PRESETS.items():
        for seed in range(40):
            fast = play_random_deal(random.Random(seed), rules, starter=seed % 4)
            rng = random.Random(seed)
            checked = play_on(DealState.new(rules, starter=seed % 4), lambda s: random_action(s, rng))  # noqa: B023
            assert fast.events == checked.events, (name, seed)
            assert fast.result == checked.result and fast.payments == checked.payments
            assert fast.tricks == checked.tricks and fast.exposures == checked.exposures
            assert fast.hands == checked.hands and fast.counts == checked.counts and fast.gone == checked.gone
            assert replay(DealState.new(rules, starter=seed % 4), fast.events).result == fast.result


def test_the_shared_events_equal_events_built_afresh() -> None:
    # The move generator hands out events built once; each equals, and hashes as, a new one.
    rng = random.Random(11)
    for _ in range(30):
        state = DealState.new()
        while not state.is_over:
            for action in legal_actions(state):
                fresh = type(action)(*(getattr(action, f) for f in action.__slots__))
                assert fresh == action and hash(fresh) == hash(action)
                assert fresh.describe() == action.describe()
            state = apply(state, random_action(state, rng))
