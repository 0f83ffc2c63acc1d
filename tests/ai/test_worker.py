"""The decision worker process: round trips, cancelling, a killed worker, deadlines.

Slow and special players are levels defined here; the worker imports this module
(``preload``) so that its process knows them too.
"""

from __future__ import annotations

import os
import random
import signal
import time
from collections.abc import Iterator, Sequence

import pytest

from bagchen_qt.ai.player import Player, PlayerOptions, register_level
from bagchen_qt.ai.worker import DecisionCancelled, DecisionWorker, WorkerError
from bagchen_qt.games.bagchen.rules.actions import ChooseTower, Event
from bagchen_qt.games.bagchen.rules.observation import Observation, observation
from bagchen_qt.games.bagchen.rules.state import DealState, apply, legal_actions, random_action


@register_level("test-sleepy")
class SleepyPlayer(Player):
    """Ignores its budget: sleeps ``max_iterations`` milliseconds, then picks the first action."""

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        # A slow decision in the worker's process is what the deadline and cancelling
        # tests need; the tests themselves wait on the request, not on a clock.
        time.sleep(self.options.max_iterations / 1000)
        return legal[0]


@register_level("test-counter")
class CounterPlayer(Player):
    """Picks legal[n] at its n-th decision: shows whether the worker kept the player."""

    def __init__(self, options: PlayerOptions | None = None) -> None:
        super().__init__(options)
        self.calls = 0

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        self.calls += 1
        return legal[(self.calls - 1) % len(legal)]


@register_level("test-seer")
class SeerPlayer(Player):
    """Sees everything, like the Oracle: chooses the tower numbered by the starter seat."""

    sees_everything = True

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        raise AssertionError("a player that sees everything is asked with decide_full")

    def decide_full(self, state: DealState, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        return ChooseTower(state.to_act, state.starter + 4)


@register_level("test-broken")
class BrokenPlayer(Player):
    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        raise RuntimeError("this player always fails")


@pytest.fixture(scope="module")
def worker() -> Iterator[DecisionWorker]:
    with DecisionWorker(grace_s=0.5, start_timeout_s=30.0, preload=(__name__,)) as shared:
        yield shared


def tower_choice(starter: int = 1) -> DealState:
    """A deal waiting for the thrower to choose a tower (eight legal actions)."""
    state = DealState.new(starter=starter)
    return apply(state, random_action(state, random.Random(5)))


def play_position(seed: int = 3) -> DealState:
    """A position in the play with a choice to make."""
    rng = random.Random(seed)
    state = DealState.new(starter=0)
    while len(state.tricks) < 3 or state.is_chance or len(legal_actions(state)) < 2:
        state = apply(state, random_action(state, rng))
    return state


def sleepy(worker: DecisionWorker, ms: int, budget_s: float = 30.0):
    state = tower_choice()
    return worker.submit(
        "test-sleepy",
        PlayerOptions(max_iterations=ms),
        observation(state, state.to_act),
        legal_actions(state),
        budget_s,
    )


def test_a_decision_makes_the_round_trip(worker: DecisionWorker) -> None:
    state = play_position()
    legal = legal_actions(state)
    request = worker.submit("random", PlayerOptions(seed=1), observation(state, state.to_act), legal, 1.0)
    action = request.result(timeout=30)
    assert request.done() and request.status == "done"
    apply(state, action)  # legal in that position (a concrete discard if it chose to discard)
    assert action.seat == state.to_act
    assert request.elapsed_s is not None and request.elapsed_s < 1.0


def test_players_are_kept_per_key(worker: DecisionWorker) -> None:
    state = tower_choice()
    obs, legal = observation(state, state.to_act), legal_actions(state)

    def tower(key: object) -> int:
        return worker.submit("test-counter", None, obs, legal, 1.0, key=key).result(timeout=30).tower

    assert [tower("a"), tower("a"), tower("b"), tower("a")] == [0, 1, 0, 2]
    worker.forget_players()
    assert tower("a") == 0


def test_a_player_that_sees_everything_gets_the_full_state(worker: DecisionWorker) -> None:
    state = tower_choice(starter=3)
    legal = legal_actions(state)
    assert worker.submit("test-seer", None, None, legal, 1.0, full_state=state).result(timeout=30) == ChooseTower(
        state.to_act, 7
    )
    without_state = worker.submit("test-seer", None, observation(state, state.to_act), legal, 1.0)
    with pytest.raises(WorkerError, match="needs the full state"):
        without_state.result(timeout=30)


def test_an_error_in_the_player_is_reported_and_the_worker_goes_on(worker: DecisionWorker) -> None:
    state = tower_choice()
    obs, legal = observation(state, state.to_act), legal_actions(state)
    with pytest.raises(WorkerError, match="this player always fails"):
        worker.submit("test-broken", None, obs, legal, 1.0).result(timeout=30)
    assert worker.submit("random", None, obs, legal, 1.0).result(timeout=30) in legal


def test_an_unknown_level_is_refused_at_once(worker: DecisionWorker) -> None:
    state = tower_choice()
    with pytest.raises(ValueError, match="unknown AI level"):
        worker.submit("no-such-level", None, observation(state, state.to_act), legal_actions(state))


def test_requests_queue_and_are_answered_in_turn(worker: DecisionWorker) -> None:
    first, second = sleepy(worker, 200), sleepy(worker, 0)
    assert not second.done()
    with pytest.raises(TimeoutError):
        second.result(timeout=0.01)  # a timeout does not end the request
    assert second.result(timeout=30) == ChooseTower(3, 0)
    assert first.done() and first.status == "done"


def test_a_cancelled_decision_ends_at_once_and_the_next_is_served_promptly(worker: DecisionWorker) -> None:
    long = sleepy(worker, 60_000)
    assert long.wait_started(timeout=30)
    old_pid = worker.pid
    start = time.monotonic()
    assert long.cancel()
    with pytest.raises(DecisionCancelled):
        long.result(timeout=1)
    assert time.monotonic() - start < 0.5
    assert not long.cancel()  # already ended

    state = play_position()
    legal = legal_actions(state)
    nxt = worker.submit("random", None, observation(state, state.to_act), legal, 1.0)
    apply(state, nxt.result(timeout=30))
    assert worker.pid != old_pid  # the busy worker was replaced rather than waited for


def test_a_cancelled_decision_s_late_answer_is_discarded(worker: DecisionWorker) -> None:
    short = sleepy(worker, 300)
    assert short.wait_started(timeout=30)
    pid = worker.pid
    short.cancel()
    assert worker.wait_idle(timeout=30)  # the worker finishes it; nobody was waiting
    with pytest.raises(DecisionCancelled):
        short.result(timeout=0)
    state = tower_choice()
    counter = worker.submit(
        "test-counter", None, observation(state, state.to_act), legal_actions(state), 1.0, key="late"
    )
    assert counter.result(timeout=30) == ChooseTower(state.to_act, 0)
    assert worker.pid == pid  # no restart was needed


def test_a_queued_request_can_be_cancelled(worker: DecisionWorker) -> None:
    first, second, third = sleepy(worker, 100), sleepy(worker, 0), sleepy(worker, 0)
    assert second.cancel()
    assert third.result(timeout=30) == ChooseTower(3, 0)
    assert first.status == "done" and second.status == "cancelled"


def test_a_killed_worker_fails_its_requests_quickly_and_restarts(worker: DecisionWorker) -> None:
    running, queued = sleepy(worker, 60_000), sleepy(worker, 0)
    assert running.wait_started(timeout=30)
    old_pid = worker.pid
    assert old_pid is not None
    os.kill(old_pid, signal.SIGKILL)
    start = time.monotonic()
    with pytest.raises(WorkerError, match="stopped"):
        running.result(timeout=10)
    with pytest.raises(WorkerError):
        queued.result(timeout=1)
    assert time.monotonic() - start < 2.0

    state = tower_choice()
    again = worker.submit("random", None, observation(state, state.to_act), legal_actions(state), 1.0)
    assert isinstance(again.result(timeout=30), ChooseTower)
    assert worker.pid not in (None, old_pid)


def test_a_decision_overrunning_its_deadline_fails(worker: DecisionWorker) -> None:
    stuck = sleepy(worker, 60_000, budget_s=0.2)
    assert stuck.wait_started(timeout=30)
    start = time.monotonic()
    with pytest.raises(WorkerError, match="budget"):
        stuck.result(timeout=10)
    assert time.monotonic() - start < 0.2 + worker.grace_s + 0.5
    assert sleepy(worker, 0).result(timeout=30) == ChooseTower(3, 0)


def test_a_closed_worker_cancels_what_is_pending() -> None:
    worker = DecisionWorker(preload=(__name__,))
    pending = sleepy(worker, 60_000)
    assert pending.wait_started(timeout=30)
    start = time.monotonic()
    worker.close(timeout=0.5)
    assert time.monotonic() - start < 2.0
    with pytest.raises(DecisionCancelled):
        pending.result(timeout=0)
    with pytest.raises(WorkerError, match="closed"):
        sleepy(worker, 0)
