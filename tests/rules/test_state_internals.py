"""The engine's own shortcuts: the straight-line copy and play on a private copy."""

from __future__ import annotations

import random

from bagchen_qt.rules.state import DealState, PhaseError, apply, play_on, play_random_deal, random_action, replay


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
