"""What a seat reads from its hand and the unseen tiles, once per decision.

``read`` works out which unseen tiles could beat a play, how likely an opponent is to
hold a given unseen tile, and a keep value for every kind held; the helpers below
use those to judge plays. Everything works on kinds (sorted kind tuples).
"""

from __future__ import annotations

from typing import NamedTuple

from bagchen_qt.games.bagchen.ai.odds import beating_groups, chance_unbeaten
from bagchen_qt.games.bagchen.ai.view import TableView
from bagchen_qt.games.bagchen.rules.combos import IS_SKY, MOTHER, RANK, SON, Combo, ComboType, Suit
from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS


class Reading(NamedTuple):
    """Facts derived once per decision."""

    usable: tuple[int, ...]  # unseen non-point tiles by kind: what could beat us
    above: list[list[int]]  # [is_sky][rank]: usable tiles of that suit ranked at least that
    share: float  # chance that a given opponent holds a given unseen tile
    values: list[float]  # keep value of each held kind: 0 (junk) to the value of a point
    max_mixed: int
    keep_weight: float  # what a unit of keep value costs against a stack (``StrategyWeights``)


def read(view: TableView) -> Reading:
    """The facts every rule of the strategy needs."""
    mask, unseen, counts = view.point_mask, view.unseen, view.counts
    usable = tuple(0 if mask >> k & 1 else unseen[k] for k in range(21))
    total = sum(unseen)
    per_opponent = view.opponent_tiles / 3
    share = per_opponent / total if total else 0.0
    # Unseen non-point tiles of each suit and rank, then how many outrank each rank.
    above = [[0] * 8, [0] * 8]
    for k in range(21):
        if usable[k]:
            above[IS_SKY[k]][RANK[k]] += usable[k]
    for row in above:
        for r in range(5, -1, -1):
            row[r] += row[r + 1]
    weights = view.weights
    values = [0.0] * 21
    tops = 0
    pair_is_point_free = not (mask >> MOTHER & 1 or mask >> SON & 1)
    for k in range(21):
        c = counts[k]
        if not c:
            continue
        if mask >> k & 1:
            values[k] = weights.point_value
        elif pair_is_point_free and k in (MOTHER, SON) and counts[MOTHER] and counts[SON]:
            values[k] = weights.pair_value  # mother and son led together are a point
        else:
            beaters = above[IS_SKY[k]][RANK[k] + 1]
            values[k] = 1.0 / (1.0 + beaters)
            if not beaters:
                tops += c
                if tops > weights.finishers:
                    values[k] = weights.extra_top  # sure winners beyond those kept for the end
            if c > 1 and IS_SKY[k]:
                values[k] += weights.set_bonus * (c - 1)  # a set is harder to beat than a single
    return Reading(usable, above, share, values, view.rules.max_mixed_ministers, weights.keep_weight)


def stack_value(view: TableView, stacks: int) -> float:
    """What winning ``stacks`` more stacks is worth now, in rough chips."""
    mine = view.stacks[view.seat]
    value = float(stacks)
    if not view.passports[view.seat] and mine < PASSPORT_STACKS <= mine + stacks:
        value += view.weights.passport_bonus  # a passport: no more payments for points or for too few stacks
    return value


def spend(reading: Reading, kinds: tuple[int, ...]) -> float:
    return sum(reading.values[k] for k in kinds) * reading.keep_weight


def safe(combo: Combo, reading: Reading) -> bool:
    return not beating_groups(combo, reading.usable)


def chance_to_hold(combo: Combo, reading: Reading, players: int) -> float:
    """Chance that none of ``players`` later players can beat ``combo``."""
    if combo.type is ComboType.SINGLE or combo.type is ComboType.CHARITY:
        # Every beating tile must be missed by every later player: a closed form.
        above = reading.above
        if combo.type is ComboType.SINGLE:
            beaters = above[combo.suit is Suit.SKY][combo.rank + 1]
        else:
            beaters = above[1][1] * (combo.suit is not Suit.EARTH) + above[0][1] * (combo.suit is not Suit.SKY)
        return (1.0 - min(reading.share, 1.0)) ** (players * beaters)
    return chance_unbeaten(beating_groups(combo, reading.usable), reading.share, players)


def remove(counts: tuple[int, ...], kinds: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(counts)
    for k in kinds:
        rest[k] -= 1
    return tuple(rest)


def points_value(counts: tuple[int, ...], mask: int) -> int:
    """Value of the points leads in a hand: point tiles, plus mother-and-son pairs."""
    value = sum(counts[k] for k in range(21) if mask >> k & 1)
    return value + min(counts[MOTHER], counts[SON])


def point_lead_tiles(counts: tuple[int, ...], mask: int) -> int:
    """Tiles of the hand that can go into points leads (mother-and-son pairs too)."""
    tiles = sum(counts[k] for k in range(21) if mask >> k & 1)
    if not (mask >> MOTHER & 1 or mask >> SON & 1):
        tiles += 2 * min(counts[MOTHER], counts[SON])
    return tiles


def weakest(view: TableView, reading: Reading, count: int) -> tuple[int, ...]:
    """The ``count`` least useful tiles of the hand, as kinds."""
    held = [k for k in range(21) for _ in range(view.counts[k])]
    held.sort(key=lambda k: (reading.values[k], RANK[k], -k))
    return tuple(sorted(held[:count]))
