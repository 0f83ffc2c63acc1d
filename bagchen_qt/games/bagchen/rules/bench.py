"""Speed of Bagchen's engine, for ``bagchen bench rules``: random complete deals a
second, and the move generator over the decision points of random deals."""

from __future__ import annotations

import platform
import random

from bagchen_qt.core.rates import rate
from bagchen_qt.games.bagchen.rules.state import DealState, apply, legal_actions, play_random_deal, random_action


def bench_rules(seconds: float) -> dict[str, float | int | str]:
    rng = random.Random(2024)
    deals_per_s = rate(lambda: bool(play_random_deal(rng)) or 1, seconds)

    # Decision points from random deals, then legal-action generation over them.
    positions: list[DealState] = []
    while len(positions) < 2000:
        state = DealState.new(starter=rng.randrange(4))
        while not state.is_over:
            if not state.is_chance:
                positions.append(state)
            state = apply(state, random_action(state, rng))

    def generate_all() -> int:
        for position in positions:
            legal_actions(position)
        return len(positions)

    legal_per_s = rate(generate_all, seconds)
    return {
        "random_deals_per_s": round(deals_per_s, 1),
        "legal_actions_per_s": round(legal_per_s, 1),
        "python": platform.python_version(),
        "cores_used": 1,
    }
