"""The rules worked out independently of the engine, for the property tests."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from bagchen_qt.games.bagchen.rules import ComboType, beats, classify
from bagchen_qt.games.bagchen.rules.combos import SPECIAL_TYPES, lead_options
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS

CHIEF_KINDS = (0, 11, 12)  # 6-6, 6-3, 5-4
HORSES = frozenset(
    {ComboType.MARE, ComboType.STALLION, ComboType.HORSE, ComboType.DOUBLE_MARE, ComboType.DOUBLE_STALLION}
)


@lru_cache(maxsize=1 << 16)
def can_be_beaten(lead: tuple[int, ...], pool: tuple[int, ...], mask: int, max_mixed: int) -> bool:
    """Brute force: does some play of the tiles in ``pool`` (counts by kind) beat ``lead``?"""
    combo = classify(lead, mask, max_mixed)
    n = len(lead)
    if n > 4:
        # Only chiefs and ministers come in sets this large; chiefs beat ministers.
        if combo.type is not ComboType.MINISTERS:
            return False
        return pool[0] >= combo.sky and pool[11] + pool[12] >= n - combo.sky
    kinds = [k for k in range(21) if pool[k] and not mask >> k & 1]
    for play in combinations_with_replacement(kinds, n):
        if all(play.count(k) <= pool[k] for k in set(play)) and beats(combo, classify(play, mask, max_mixed)):
            return True
    return False


def unbeatable(lead, counts_gone, mask, max_mixed) -> bool:
    pool = [COPIES[k] - counts_gone[k] for k in range(21)]
    for k in lead:
        pool[k] -= 1
    return not can_be_beaten(tuple(lead), tuple(pool), mask, max_mixed)


def passport_categories(counts, gone, mask, max_mixed):
    """For each lead of the hand: (unbeatable, tier-1 kind of lead, combo)."""
    non_point = sum(c for k, c in enumerate(counts) if not mask >> k & 1)
    out = {}
    for lead in lead_options(tuple(counts), mask, max_mixed):
        combo = classify(lead, mask, max_mixed)
        unbeat = unbeatable(lead, gone, mask, max_mixed)
        tier1 = (
            unbeat
            or combo.type is ComboType.MINISTERS
            or (combo.type is ComboType.SKY_SET and combo.rank > 1)
            or (combo.type is not ComboType.POINTS and len(lead) == non_point)
        )
        out[lead] = (unbeat, tier1, combo)
    return out


def check_passport_lead(mode, rule, lead, counts, gone, mask, max_mixed, dice_suit):
    """The lead a passport holder made is one rules R11/R12 allow, under ``rule``."""
    cats = passport_categories(counts, gone, mask, max_mixed)
    unbeat, tier1, combo = cats[lead]
    holds_chief = any(counts[k] and not mask >> k & 1 for k in CHIEF_KINDS)
    any_tier1 = any(c[1] for c in cats.values())
    assert rule in (1, 2, 3, 4), rule
    if rule == 1:
        assert tier1
        return
    if mode == "simple":
        assert not any_tier1
        sky_or_horse = [
            c
            for c in cats.values()
            if c[2].type is ComboType.SKY_SET or (c[2].type in SPECIAL_TYPES and c[2].type is not ComboType.MOTHER_SON)
        ]
        if rule == 2:
            assert combo.type is ComboType.SKY_SET or combo.type in SPECIAL_TYPES
            return
        assert not sky_or_horse
        earth = [c for c in cats.values() if c[2].type is ComboType.EARTH_SET]
        if rule == 3:
            assert combo.type is ComboType.EARTH_SET
        else:
            assert not earth
        return
    # Full rules.
    rule2_ok = not holds_chief and (combo.type in SPECIAL_TYPES or combo.type is ComboType.SKY_SET)
    rule3_any = not any(c[0] for c in cats.values()) and not any(
        c[2].type is ComboType.SKY_SET or c[2].type in SPECIAL_TYPES for c in cats.values()
    )
    if rule == 2:
        assert rule2_ok
    elif rule == 3:
        assert combo.type is ComboType.EARTH_SET and rule3_any
    else:
        assert len(lead) == 1
        assert not any_tier1
        assert holds_chief or not any(
            c[2].type in SPECIAL_TYPES or c[2].type is ComboType.SKY_SET for c in cats.values()
        )
        assert not (rule3_any and any(c[2].type is ComboType.EARTH_SET for c in cats.values()))
        suits = {KINDS[k].suit for k in range(21) if counts[k]}
        if len(suits) > 1:
            assert dice_suit is KINDS[lead[0]].suit


def allowed_passport_leads(counts, gone, mask, max_mixed, mode) -> tuple[dict, bool]:
    """The leads a passport holder may make, each with its rule (R11 full, R12 simple),
    and whether a throw of the dice must pick the suit (full rule 4)."""
    cats = passport_categories(counts, gone, mask, max_mixed)
    allowed = {lead: 1 for lead, (_, tier1, _) in cats.items() if tier1}
    if mode == "simple":
        for tier, wanted in (
            (2, lambda c: c.type is ComboType.SKY_SET or c.type in HORSES),
            (3, lambda c: c.type is ComboType.EARTH_SET),
            (4, lambda c: True),
        ):
            if allowed:
                break
            allowed = {lead: tier for lead, (_, _, combo) in cats.items() if wanted(combo)}
        return allowed, False
    holds_chief = any(counts[k] and not mask >> k & 1 for k in CHIEF_KINDS)
    for lead, (_, _, combo) in cats.items():
        if lead not in allowed and not holds_chief and (combo.type in SPECIAL_TYPES or combo.type is ComboType.SKY_SET):
            allowed[lead] = 2
    none_better = not any(
        unbeat or combo.type is ComboType.SKY_SET or combo.type in SPECIAL_TYPES for unbeat, _, combo in cats.values()
    )
    for lead, (_, _, combo) in cats.items():
        if lead not in allowed and none_better and combo.type is ComboType.EARTH_SET:
            allowed[lead] = 3
    if allowed:
        return allowed, False
    singles = {lead: 4 for lead in cats if len(lead) == 1}
    suits = {KINDS[lead[0]].suit for lead in singles}
    return singles, len(suits) > 1
