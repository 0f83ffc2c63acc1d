"""Perfect-information Monte Carlo: score each candidate action over sampled deals.

Every sampled deal (a "world") is scored for every candidate still in the race, with
the same random numbers for each, so candidates are compared pair by pair on the same
cards. Candidates that are clearly worse after a few worlds stop being played out.

Nothing here knows the game: worlds are any game's states and ``step`` (the game's
``apply``) applies a candidate to one.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from bagchen_qt.ai.budget import Budget

Step = Callable[[Any, Any], Any]  # (state, action) -> the state after it

MIN_WORLDS_TO_PRUNE = 8
PRUNE_Z = 3.0  # drop a candidate this many standard errors below the leader
SWITCH_Z = 1.0  # leave the Easy choice only for a candidate this many standard errors better


class OutOfBudget(Exception):
    """Raised by an evaluation that cannot finish: the search keeps the worlds done."""


class SearchResult(NamedTuple):
    best: int  # index into the candidates
    means: list[float | None]  # mean chips of each candidate (None: never scored)
    worlds: int


def risk_adjusted(values: Sequence[float], risk: float) -> float:
    """Mean chips, plus a little spread for a risk-seeking seat (minus for a cautious one)."""
    mean = statistics.fmean(values)
    if len(values) < 2 or risk == 0.5:
        return mean
    return mean + (risk - 0.5) * 0.4 * statistics.pstdev(values)


class PimcPart(NamedTuple):
    """One search's scores before its conclusion: a list of chips per world for each
    candidate (in world order; a pruned candidate's list stops where it was dropped),
    the candidates still in the race, and the worlds scored. Searches of the same
    candidates in several processes each give a part; ``conclude`` joins them."""

    values: list[list[float]]
    alive: list[int]
    worlds: int


def pimc(
    sample_world: Callable[[], Any],
    actions: Sequence[Any],
    evaluate: Callable[[int, Any, random.Random], float],
    rng: random.Random,
    budget: Budget,
    risk: float = 0.5,
    *,
    step: Step,
    switch_z: float = SWITCH_Z,
) -> SearchResult:
    """Score ``actions`` over worlds from ``sample_world``; ``evaluate(i, state, rng)``
    gives the deciding seat's chips from ``state``, the world after action ``i``. Candidate 0 is the fallback.
    ``OutOfBudget`` from ``evaluate`` ends the search like the clock does (it is passed
    on if no world was finished). ``switch_z``: how many standard errors better than
    candidate 0 another must be to be chosen."""
    part = pimc_part(sample_world, actions, evaluate, rng, budget, step=step)
    return conclude([part], len(actions), risk, switch_z)


def pimc_part(
    sample_world: Callable[[], Any],
    actions: Sequence[Any],
    evaluate: Callable[[int, Any, random.Random], float],
    rng: random.Random,
    budget: Budget,
    *,
    step: Step,
) -> PimcPart:
    """The scoring of ``pimc``, without its conclusion."""
    values: list[list[float]] = [[] for _ in actions]
    alive = list(range(len(actions)))
    worlds = 0
    while len(alive) > 1 and budget.more():
        world = sample_world()
        seed = rng.getrandbits(32)
        row = {}
        try:
            for i in alive:
                if not budget.time_left():
                    break
                row[i] = evaluate(i, step(world, actions[i]), random.Random(seed))
        except OutOfBudget:
            if not worlds:
                raise
        if len(row) < len(alive):
            break  # out of time in the middle of a world: keep the comparison fair
        for i, value in row.items():
            values[i].append(value)
        worlds += 1
        budget.done_one()
        if worlds >= MIN_WORLDS_TO_PRUNE:
            alive = _prune(alive, values)
    return PimcPart(values, alive, worlds)


def conclude(parts: Sequence[PimcPart], candidates: int, risk: float = 0.5, switch_z: float = SWITCH_Z) -> SearchResult:
    """The best candidate over every part's worlds. A candidate dropped by any part is
    out; the rest were scored on every world of every part, so their lists stay paired
    world by world when the parts are put end to end."""
    parts = [part for part in parts if part.worlds]
    if not parts:
        return SearchResult(0, [None] * candidates, 0)
    alive = sorted(set.intersection(*(set(part.alive) for part in parts)))
    values: list[list[float]] = [[] for _ in range(candidates)]
    for part in parts:
        for i in range(candidates):
            values[i] += part.values[i]
    worlds = sum(part.worlds for part in parts)
    means = [statistics.fmean(v) if v else None for v in values]
    if not alive:  # parts that kept different leaders: the best mean among their leaders
        leaders = {_leader(part.alive, part.values) for part in parts}
        best = max(sorted(leaders), key=lambda i: means[i] or 0.0)
        return SearchResult(best, means, worlds)
    scores = {i: risk_adjusted(values[i], risk) for i in alive}
    best = max(alive, key=lambda i: (scores[i], -i))
    if best and 0 in alive and not _clearly_better(values[best], values[0], scores[best] - scores[0], switch_z):
        best = 0  # a noisy estimate is no reason to leave the sensible move
    return SearchResult(best, means, worlds)


def _clearly_better(values: list[float], baseline: list[float], gain: float, switch_z: float) -> bool:
    diffs = [a - b for a, b in zip(values, baseline, strict=True)]
    spread = statistics.pstdev(diffs) / (len(diffs) ** 0.5)
    return bool(gain > switch_z * spread)


def _leader(alive: list[int], values: list[list[float]]) -> int:
    return max(alive, key=lambda i: sum(values[i]))


def _prune(alive: list[int], values: list[list[float]]) -> list[int]:
    """Drop candidates whose paired difference to the leader is clearly negative."""
    n = len(values[alive[0]])
    leader = _leader(alive, values)
    kept = []
    for i in alive:
        if i == leader:
            kept.append(i)
            continue
        diffs = [a - b for a, b in zip(values[i][-n:], values[leader][-n:], strict=True)]
        spread = statistics.pstdev(diffs) / (len(diffs) ** 0.5)
        if statistics.fmean(diffs) + PRUNE_Z * spread >= 0 or spread == 0 and sum(diffs) == 0:
            kept.append(i)
    return sorted(kept)
