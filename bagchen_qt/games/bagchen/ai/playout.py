"""Play a deal to its end with the hand-written strategy at every seat (search play-outs)."""

from __future__ import annotations

import random
from collections.abc import Callable

from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.ai.weights import EASY, StrategyWeights
from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.state import DealState, play_on, sample_chance

SeatWeights = tuple[StrategyWeights, StrategyWeights, StrategyWeights, StrategyWeights]
ALL_EASY: SeatWeights = (EASY, EASY, EASY, EASY)


def seat_weights_for(seat: int, own: StrategyWeights, others: StrategyWeights = EASY) -> SeatWeights:
    """``own`` weights at ``seat``, ``others`` at the three other seats."""
    at = [own if s == seat else others for s in range(4)]
    return at[0], at[1], at[2], at[3]


def play_out(
    state: DealState,
    rng: random.Random,
    risk: float = 0.5,
    seat_weights: SeatWeights = ALL_EASY,
    stop: Callable[[DealState], bool] | None = None,
) -> DealState:
    """The finished deal (or the first state ``stop`` accepts), each seat deciding with
    its ``seat_weights``."""

    def choose(now: DealState) -> Event:
        if now.is_chance:
            return sample_chance(now, rng)
        return decide_from_state(now, rng, risk, seat_weights[now.actor])

    return play_on(state, choose, stop)


def chips_won(final: DealState, seat: int) -> int:
    """The seat's chips won or lost over the whole deal, points paid before included."""
    return final.final.nets[seat]
