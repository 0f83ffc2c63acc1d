"""When a search stops: its deadline, its floor of steps on a busy machine, a step cap."""

import multiprocessing
import time

from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.load import busy_processes, spin


def steps_taken(budget: Budget, step_s: float = 0.002) -> int:
    while budget.more():
        time.sleep(step_s)  # a step of work: the budget measures it, it is not a wait for something
        budget.done_one()
    return budget.steps


def test_a_search_short_of_its_floor_goes_on_past_the_deadline_until_it_has_it() -> None:
    now = time.monotonic()
    assert steps_taken(Budget(now, min_steps=5, latest=now + 5)) == 5


def test_the_floor_never_takes_a_search_past_its_latest_time() -> None:
    now = time.monotonic()
    budget = Budget(now + 0.02, min_steps=10_000, latest=now + 0.06)
    steps_taken(budget)
    assert budget.steps < 10_000
    assert time.monotonic() < now + 0.5


def test_without_a_floor_the_deadline_is_the_end() -> None:
    assert steps_taken(Budget(time.monotonic() - 1, min_steps=0, latest=time.monotonic() + 5)) == 0


def test_a_step_cap_ignores_the_clock() -> None:
    assert steps_taken(Budget(time.monotonic() - 1, max_steps=3)) == 3


def test_the_searching_levels_keep_a_floor_of_sampled_deals() -> None:
    medium, hard = make_player("medium"), make_player("hard")
    assert 0 < medium.min_worlds < hard.min_worlds
    budget = hard.budget(0.1)
    assert budget.min_steps == hard.min_worlds
    assert budget.latest - budget.deadline > 0.09  # twice the think time in all


def test_busy_processes_run_while_the_block_runs_and_are_gone_after() -> None:
    with busy_processes(2) as processes:
        assert len(processes) == 2 and all(process.is_alive() for process in processes)
    assert not any(process.is_alive() for process in processes)


def test_processes_searching_side_by_side_share_the_floor() -> None:
    now = time.monotonic()
    share = Budget(now + 1, min_steps=24, latest=now + 2).share(3)
    assert share.min_steps == 8 and 0.9 < share.seconds <= 1 and 1.9 < share.latest_seconds <= 2
    budget = share.budget()
    assert budget.min_steps == 8 and budget.latest > budget.deadline


def test_a_busy_process_ends_once_its_parent_is_gone() -> None:
    event = multiprocessing.get_context("spawn").Event()
    spin(-1, event)  # a parent that is not this process's: it returns instead of spinning
    assert event.is_set()


def test_tien_gows_searching_levels_keep_the_same_floor() -> None:
    medium, hard = make_player("medium", game="tien-gow"), make_player("hard", game="tien-gow")
    assert (medium.min_worlds, hard.min_worlds) == (12, 24)
    budget = Budget.for_think_time(0.1, 0, hard.min_worlds)
    assert budget.min_steps == 24 and budget.latest - budget.deadline > 0.09
