"""What the table-scene tests share: the players, a scene at instant speed (the
``scene`` fixture of conftest.py), and the steps of random deals to find a moment in."""

from __future__ import annotations

import random
from collections.abc import Callable

from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.games.bagchen.table.table_scene import TableScene

NAMES = ("You", "Dolma", "Tenzin", "Pema")
LEVELS = (None, "easy", "medium", "hard")
Step = tuple[Event, DealState, DealState]


def instant_scene() -> TableScene:
    """A table scene seen from seat 0, animations at instant speed."""
    table = TableScene(0, NAMES, LEVELS)
    table.set_reduced_motion(False)
    table.set_speed("instant")
    return table


def deal_steps(seed: int) -> list[Step]:
    """Every event of a random deal, with the states before and after it."""
    rng = random.Random(seed)
    state = DealState.new(starter=rng.randrange(4))
    steps = []
    while not state.is_over:
        event = random_action(state, rng)
        after = apply(state, event)
        steps.append((event, state, after))
        state = after
    return steps


def find_step(test: Callable[[Event, DealState, DealState], bool], seeds: range = range(400)) -> Step:
    """The first step of the random deals for which ``test(event, before, after)`` holds."""
    for seed in seeds:
        for step in deal_steps(seed):
            if test(*step):
                return step
    raise AssertionError("no such moment in the random deals tried")
