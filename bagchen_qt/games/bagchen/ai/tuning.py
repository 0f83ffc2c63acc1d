"""``bagchen tune``: strategy weights that beat the current ones in self-play.

A coordinate search. Each round tries every constant of ``StrategyWeights`` in turn a
step down and a step up (``STEPS``); each trial is a duplicate duel of the changed
weights against the current ones, and the better trial is kept if it wins by more
than its 95% interval. The search stops after ``rounds`` rounds, or after a round that
changed nothing.

A duel plays every deal four times with the two weight sets rotated through the
seats (a, b, a, b), as ``bagchen selfplay --duplicate`` does, with every seat deciding
on the fast path (``decide_from_state``: the same decisions a player makes from its
observation). Each trial has its own deals, seeded by the run's seed, the round, the
constant and the step, so a run is repeatable and its trials do not share their luck.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

from bagchen_qt.ai.selfplay import ChanceStreams, derived_seed, seat_levels
from bagchen_qt.ai.spread import Workers, spread
from bagchen_qt.ai.tournament import mean_ci
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.ai.selfplay import ROTATIONS, shared_event
from bagchen_qt.games.bagchen.ai.weights import StrategyWeights
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, apply

Step = tuple[str, float]  # ("*", factor) or ("+", amount)
STEPS: dict[str, tuple[Step, Step]] = {
    "keep_weight": (("*", 0.5), ("*", 1.5)),
    "finishers": (("+", -1), ("+", 1)),
    "extra_top": (("*", 0.7), ("*", 1.4)),
    "set_bonus": (("*", 0.5), ("*", 2.0)),
    "point_value": (("*", 0.7), ("*", 1.4)),
    "pair_value": (("*", 0.6), ("*", 1.4)),
    "passport_bonus": (("*", 0.5), ("*", 2.0)),
    "cash_bonus": (("+", -5), ("+", 5)),
    "run_follow_bonus": (("*", 0.5), ("*", 2.0)),
    "follow_points_bonus": (("*", 0.5), ("*", 2.0)),
    "charity_credit": (("*", 0.5), ("*", 2.0)),
    "lead_value": (("+", -0.3), ("+", 0.3)),
    "run_confidence": (("+", -0.05), ("+", 0.05)),
}
assert set(STEPS) == {f.name for f in fields(StrategyWeights)}, "every constant needs its steps"


def stepped(weights: StrategyWeights, name: str, step: Step) -> StrategyWeights | None:
    """``weights`` with one constant moved by ``step`` (None: no such value, or no move)."""
    value = getattr(weights, name)
    how, by = step
    moved = value + by if how == "+" else value * by
    moved = int(moved) if isinstance(value, int) else round(moved, 4)
    if moved == value or moved < 0 and name == "finishers" or name == "run_confidence" and not 0 < moved <= 1:
        return None
    return weights.with_(**{name: moved})


def play_duel_deal(pair: Sequence[StrategyWeights], rules: RuleSet, seed: int, deal: int) -> float:
    """One deal, four rotations: the mean chips of ``pair[0]``'s seats minus ``pair[1]``'s."""
    diffs = []
    for rotation in range(ROTATIONS):
        at_seat = seat_levels((0, 1, 0, 1), rotation)
        chance = ChanceStreams(seed, deal)
        state = DealState.new(rules, starter=deal % 4)
        rng = random.Random(0)  # the strategy draws only for the tower, which chance chooses here
        while not state.is_over:
            event = shared_event(chance, state)
            if event is None:
                event = decide_from_state(state, rng, 0.5, pair[at_seat[state.actor]])
            state = apply(state, event)
        nets = state.final.nets
        diffs.append(
            statistics.fmean(nets[s] for s in range(4) if at_seat[s] == 0)
            - statistics.fmean(nets[s] for s in range(4) if at_seat[s] == 1)
        )
    return statistics.fmean(diffs)


def _play_deals(pair: Sequence[StrategyWeights], rules: RuleSet, seed: int, deals: Sequence[int]) -> list[float]:
    return [play_duel_deal(pair, rules, seed, deal) for deal in deals]


def duel(
    a: StrategyWeights,
    b: StrategyWeights,
    deals: int,
    seed: int,
    rules: RuleSet | None = None,
    workers: Workers | None = None,
) -> tuple[float, list[float] | None]:
    """Mean chips per deal of ``a`` minus ``b`` over duplicate deals, with its 95% interval."""
    parts = spread(_play_deals, ((a, b), rules or RuleSet(), seed), deals, workers or Workers())
    return mean_ci([value for part in parts for value in part])


def tune(
    start: StrategyWeights,
    deals: int,
    rounds: int,
    seed: int,
    rules: RuleSet | None = None,
    workers: Workers | None = None,
    report: Callable[[dict[str, Any]], None] | None = None,
) -> StrategyWeights:
    """The weights the coordinate search arrives at from ``start``; ``report`` sees every trial."""
    current = start
    for round_number in range(1, rounds + 1):
        changed = False
        for name, steps in STEPS.items():
            best: tuple[float, StrategyWeights] | None = None
            for index, step in enumerate(steps):
                trial = stepped(current, name, step)
                if trial is None:
                    continue
                trial_seed = derived_seed("tune", seed, round_number, name, index)
                mean, ci = duel(trial, current, deals, trial_seed, rules, workers)
                wins = ci is not None and ci[0] > 0
                if report:
                    report(
                        {
                            "round": round_number,
                            "name": name,
                            "from": getattr(current, name),
                            "to": getattr(trial, name),
                            "mean": mean,
                            "ci95": ci,
                            "wins": wins,
                        }
                    )
                if wins and (best is None or mean > best[0]):
                    best = (mean, trial)
            if best is not None:
                current, changed = best[1], True
        if not changed:
            break
    return current
