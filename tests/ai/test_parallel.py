"""Hard's search on several processes: parts joined into one decision."""

from __future__ import annotations

import os
from concurrent.futures import Future

import pytest

from bagchen_qt.ai.pimc import PimcPart, conclude
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.ai import parallel
from bagchen_qt.games.bagchen.ai.hard import EXACT_TILES, HardPlayer
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS
from bagchen_qt.games.bagchen.rules.state import Phase, legal_actions
from tests.ai.test_levels_search import play_positions


def test_a_candidate_dropped_by_any_part_is_out_and_the_rest_are_joined_world_by_world() -> None:
    first = PimcPart([[1.0, 1.0], [3.0, 3.0], [0.0]], alive=[0, 1], worlds=2)
    second = PimcPart([[1.0, 1.0, 1.0], [-5.0, -5.0, -5.0], [9.0, 9.0, 9.0]], alive=[0, 2], worlds=3)
    result = conclude([first, second], candidates=3)
    assert result.worlds == 5
    assert result.best == 0  # 1 was dropped by the second part and 2 by the first
    assert result.means[0] == 1.0
    assert result.means[1] == pytest.approx((3 + 3 - 15) / 5)


def test_parts_without_worlds_count_for_nothing() -> None:
    part = PimcPart([[0.0, 0.0], [2.0, 2.0]], alive=[0, 1], worlds=2)
    empty = PimcPart([[], []], alive=[0, 1], worlds=0)
    assert conclude([part, empty], candidates=2) == conclude([part], candidates=2)
    assert conclude([empty], candidates=2).worlds == 0


def test_a_part_that_fails_is_given_up_and_the_search_goes_on() -> None:
    failed: Future[PimcPart] = Future()
    failed.set_exception(RuntimeError("a helper process died"))
    good: Future[PimcPart] = Future()
    good.set_result(PimcPart([[1.0]], alive=[0], worlds=1))
    assert parallel.collect_parts([failed, good], deadline=None) == [good.result()]


def test_hard_searches_in_two_processes_and_joins_their_worlds() -> None:
    state = next(
        s
        for s in play_positions(PRESETS["pagat"], 40, seed=11)
        if s.phase is Phase.LEAD and len(s.hands[s.actor]) > EXACT_TILES + 2
    )
    obs, legal = observation(state, state.actor), legal_actions(state)
    decisions = []
    try:
        for _ in range(2):
            hard = HardPlayer(PlayerOptions(seed=5, max_iterations=12, processes=2))
            decisions.append(hard.decide(obs, legal))
            assert hard.worlds_by_process == [12, 12]
            assert hard.last is not None and hard.last[2].worlds == 24
    finally:
        parallel.close_helpers()
    assert decisions[0] == decisions[1]  # the same seed, the same decision
    assert decisions[0] in legal


def test_one_process_searches_as_before() -> None:
    state = next(s for s in play_positions(PRESETS["pagat"], 40, seed=11) if s.phase is Phase.FOLLOW)
    obs, legal = observation(state, state.actor), legal_actions(state)
    hard = HardPlayer(PlayerOptions(seed=5, max_iterations=8))
    hard.decide(obs, legal)
    assert parallel._pool is None  # no helper process was started


def test_the_default_leaves_one_core_to_the_table(monkeypatch) -> None:
    for cores, default in ((8, 7), (2, 1), (1, 1), (None, 1)):
        monkeypatch.setattr(os, "cpu_count", lambda cores=cores: cores)
        assert (parallel.max_processes(), parallel.default_processes()) == (cores or 1, default)


def test_processes_must_be_at_least_one() -> None:
    with pytest.raises(ValueError, match="processes"):
        PlayerOptions(processes=0)


def test_the_bench_counts_the_worlds_of_every_process() -> None:
    from bagchen_qt.games.bagchen.ai.bench import decision_times

    iterations: list[int] = []
    try:
        times = decision_times("hard", 0.01, min_decisions=2, iterations=iterations, processes=2)
    finally:
        parallel.close_helpers()
    assert len(times) >= 2
    assert iterations and all(count > 0 for count in iterations)


def test_the_tables_decision_worker_runs_hard_on_two_processes() -> None:
    from bagchen_qt.ai.worker import DecisionWorker

    state = next(
        s
        for s in play_positions(PRESETS["pagat"], 40, seed=11)
        if s.phase is Phase.LEAD and len(s.hands[s.actor]) > EXACT_TILES + 2
    )
    obs, legal = observation(state, state.actor), legal_actions(state)
    with DecisionWorker() as worker:
        request = worker.submit("hard", PlayerOptions(seed=5, max_iterations=6, processes=2), obs, legal, budget_s=30)
        action = request.result(timeout=60)
    alone = HardPlayer(PlayerOptions(seed=5, max_iterations=6, processes=2))
    try:
        assert action == alone.decide(obs, legal)  # the same search, in the worker or here
    finally:
        parallel.close_helpers()


@pytest.mark.skipif(not os.path.exists("/proc/self/task"), reason="reads child processes from /proc")
def test_the_helpers_end_when_the_decision_worker_is_killed() -> None:
    import signal
    import time

    from bagchen_qt.ai.worker import DecisionWorker

    state = next(
        s
        for s in play_positions(PRESETS["pagat"], 40, seed=11)
        if s.phase is Phase.LEAD and len(s.hands[s.actor]) > EXACT_TILES + 2
    )
    obs, legal = observation(state, state.actor), legal_actions(state)

    def children(pid: int) -> set[int]:
        found: set[int] = set()
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as listing:
                found |= {int(p) for p in listing.read().split()}
        return found

    with DecisionWorker() as worker:
        worker.submit("hard", PlayerOptions(seed=5, max_iterations=4, processes=3), obs, legal, budget_s=30).result(60)
        assert worker.pid is not None
        helpers = children(worker.pid)
        assert len(helpers) >= 2
        os.kill(worker.pid, signal.SIGKILL)
        deadline = time.monotonic() + 20
        while any(os.path.exists(f"/proc/{pid}") and "Z" not in _state(pid) for pid in helpers):
            assert time.monotonic() < deadline, "a helper outlived the worker"
            time.sleep(0.05)  # polling the process table: there is no signal to wait on


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"
