"""The random stream of seeded deals, pinned: work on the engine's speed must not change
which deal a seed plays, nor how many draws a deal takes from the generator."""

from __future__ import annotations

import hashlib
import random

from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet
from bagchen_qt.games.bagchen.rules.state import play_random_deal

# The presets, and options that take other paths through the play and the set-up.
RULE_SETS: dict[str, RuleSet] = {
    **PRESETS,
    "passport off, no charity": RuleSet(passport="off", charity=False),
    "hand exchange, debt, jump 5": RuleSet(hand_exchange=True, allow_debt=True, jump_factor=5),
    "no unions or re-deals, two mixed": RuleSet(mother_son=False, redeal=False, max_mixed_ministers=2),
    "compulsory beat, simple passport": RuleSet(compulsory_beat=True, passport="simple", stake=20),
}


def random_stream_fingerprint(deals_per_preset: int = 200) -> str:
    """A digest of seeded random deals under every preset and a few other options,
    played one after the other on one generator as ``bagchen bench rules`` plays them:
    their events, tricks, payments, hands, counts and results, and a draw from the
    generator after each deal (which shows how many draws the deal took)."""
    digest = hashlib.sha256()
    for name, rules in RULE_SETS.items():
        rng = random.Random(f"stream {name}")
        for deal in range(deals_per_preset):
            state = play_random_deal(rng, rules, starter=deal % 4)
            for part in (
                state.events,
                state.tricks,
                state.payments,
                state.hands,
                tuple(tuple(c) for c in state.counts),
                state.gone,
                state.exposures,
                state.unions,
                state.result,
                rng.random(),
            ):
                digest.update(repr(part).encode())
    return digest.hexdigest()


# Recorded before the play's hot paths were reworked for speed.
RECORDED = "8cf8480c840b21022a90dbf027a7ff47bb434922434c0ea862330d3202608ef3"


def test_seeded_random_deals_are_unchanged() -> None:
    assert random_stream_fingerprint() == RECORDED
