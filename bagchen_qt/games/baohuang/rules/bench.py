"""Speed of the Bao Huang engine, for ``bagchen bench rules --game bao-huang``: random
complete deals a second, and the move generator over the decisions of random deals and
over first leads from full hands."""

from __future__ import annotations

import platform
import random
from collections.abc import Callable

from bagchen_qt.core.rates import rate

from .moves import legal_actions
from .phases import PLAY
from .playout import play_random_deal, random_action
from .ruleset import rules_from
from .state import BaoHuangState, apply_unchecked, new_deal


def _decisions(rng: random.Random, wanted: int, first_leads: bool) -> list[BaoHuangState]:
    """Decision points of random deals: all of them, or only each deal's first lead."""
    rules = rules_from()
    found: list[BaoHuangState] = []
    while len(found) < wanted:
        state = new_deal(rules, rng.randrange(5))
        while not state.is_over:
            if not state.is_chance and (not first_leads or state.phase == PLAY):
                found.append(state)
                if first_leads:
                    break
            state = apply_unchecked(state, random_action(state, rng))
    return found


def bench_rules(seconds: float) -> dict[str, float | int | str]:
    rng = random.Random(2024)
    rules = rules_from()
    deals_per_s = rate(lambda: bool(play_random_deal(new_deal(rules, rng.randrange(5)), rng)) or 1, seconds)
    # the same positions on every run, whatever the deals above took
    positions = _decisions(random.Random(2025), 2000, first_leads=False)
    leads = _decisions(random.Random(2026), 300, first_leads=True)  # the emperor's first lead: 34 or 35 cards

    def generate(states: list[BaoHuangState]) -> Callable[[], int]:
        def step() -> int:
            for state in states:
                legal_actions(state)
            return len(states)

        return step

    return {
        "random_deals_per_s": round(deals_per_s, 1),
        "legal_actions_per_s": round(rate(generate(positions), seconds), 1),
        "first_lead_actions_per_s": round(rate(generate(leads), seconds), 1),
        "first_lead_choices_mean": round(sum(len(legal_actions(s)) for s in leads) / len(leads), 1),
        "first_lead_choices_max": max(len(legal_actions(s)) for s in leads),
        "python": platform.python_version(),
        "cores_used": 1,
    }
