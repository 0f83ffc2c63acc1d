"""How likely a play is to be beaten by tiles the seat has not seen.

The estimate treats every unseen tile as held by a given opponent with the same
chance (that opponent's share of the unseen tiles). It is rough, but fast, and it is
exact about the one case that matters most: a play no unseen tile can beat is safe.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from bagchen_qt.games.bagchen.rules.combos import (
    EARTH_RANKS,
    MOTHER,
    NINE_A,
    NINE_B,
    RANK,
    SEVEN_43,
    SKY_CHIEF,
    SKY_RANGE,
    Combo,
    ComboType,
    Suit,
)

# A way to beat a play: ((pool size, copies needed), ...) with pools of unseen tiles.
Group = tuple[tuple[int, int], ...]

_SKY = tuple(SKY_RANGE)
_EARTH = tuple(range(11, 21))


def beating_groups(combo: Combo, usable: tuple[int, ...] | list[int]) -> list[Group]:
    """The ways some unseen tiles could beat ``combo`` (empty: the play is safe).

    ``usable`` counts by kind the unseen tiles that are not points."""
    t = combo.type
    if t is ComboType.SINGLE or t is ComboType.CHARITY:
        if t is ComboType.CHARITY:
            kinds = _SKY if combo.suit is Suit.SKY else _EARTH if combo.suit is Suit.EARTH else _SKY + _EARTH
            rank = 0
        else:
            kinds = _SKY if combo.suit is Suit.SKY else _EARTH
            rank = combo.rank
        return [((usable[k], 1),) for k in kinds if usable[k] and RANK[k] > rank]
    n = combo.size
    if t is ComboType.SKY_SET:
        return [((usable[k], n),) for k in _SKY if usable[k] >= n and RANK[k] > combo.rank]
    if t is ComboType.EARTH_SET:
        groups: list[tuple[tuple[int, int], ...]] = []
        for rank_kinds in EARTH_RANKS:
            pool = sum(usable[k] for k in rank_kinds)
            if pool >= n and RANK[rank_kinds[0]] > combo.rank:
                groups.append(((pool, n),))
        return groups
    if t is ComboType.MINISTERS:
        nines = usable[NINE_A] + usable[NINE_B]
        if usable[SKY_CHIEF] >= combo.sky and nines >= n - combo.sky:
            return [tuple(p for p in ((usable[SKY_CHIEF], combo.sky), (nines, n - combo.sky)) if p[1])]
        return []
    if t is ComboType.MARE or t is ComboType.DOUBLE_MARE:
        need = 1 if t is ComboType.MARE else 2
        if usable[SEVEN_43] >= need and usable[MOTHER] >= need:
            return [((usable[SEVEN_43], need), (usable[MOTHER], need))]
    return []


@lru_cache(maxsize=4096)
def _holds_at_least(pool: int, need: int, share: float) -> float:
    """Chance that one player, holding each unseen tile with chance ``share``, holds
    ``need`` or more of a pool of ``pool`` tiles."""
    miss = sum(comb(pool, j) * share**j * (1 - share) ** (pool - j) for j in range(need))
    return max(0.0, 1.0 - miss)


def chance_unbeaten(groups: list[Group], share: float, players: int) -> float:
    """Chance that none of ``players`` later players can beat, given the beating groups."""
    if not groups or players <= 0:
        return 1.0
    share = min(max(share, 0.0), 1.0)
    chance = 1.0
    for group in groups:
        one = 1.0
        for pool, need in group:
            one *= _holds_at_least(pool, need, share)
        chance *= (1.0 - one) ** players
    return chance
