"""The deal's fixed procedures: towers, who takes them, re-deal rights, the tile
given back when mother and son are united (R17, R19, R20, R21)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from bagchen_qt.core.turns import counter_for
from bagchen_qt.games.bagchen.rules.combos import EARTH_RANKS, MOTHER, RANK, SKY_CHIEF, SKY_RANGE, SON
from bagchen_qt.games.bagchen.rules.tiles import KINDS, kind_of_dice

SEATS = "ESWN"
TOWERS = 8
TOWER_SIZE = 8


def seat_letter(seat: int) -> str:
    return SEATS[seat]


def parse_seat(text: str | int) -> int:
    if isinstance(text, int) and 0 <= text < 4:
        return text
    if isinstance(text, str) and text.upper() in SEATS and len(text) == 1:
        return SEATS.index(text.upper())
    raise ValueError(f"{text!r} is not a seat: use E, S, W or N (or 0 to 3)")


def opposite(seat: int) -> int:
    return (seat + 2) % 4


# The seat a clockwise count of ``total`` ends on, counting ``seat`` as one (R2):
# count_from(seat, total).
count_from = counter_for(4)


def tower_takers(taker: int, chosen: int) -> dict[int, tuple[int, int]]:
    """The two towers each seat takes (R17), sorted, by seat."""
    towers: dict[int, list[int]] = {s: [] for s in range(4)}
    for i in range(TOWERS):
        towers[(taker + i) % 4].append((chosen + i) % TOWERS)
    return {s: (min(t), max(t)) for s, t in towers.items()}


def tower_order(taker: int, chosen: int) -> list[tuple[int, int]]:
    """(seat, tower) in the order the towers are taken."""
    return [((taker + i) % 4, (chosen + i) % TOWERS) for i in range(TOWERS)]


@lru_cache(maxsize=64)
def redeal_tiles(point_mask: int) -> frozenset[int]:
    """Kinds whose holder may not demand a re-deal: the two highest non-point ranks of
    each suit (R19; always 16 tiles)."""
    kinds: set[int] = set()
    sky_ranks = sorted({RANK[k] for k in SKY_RANGE if not point_mask >> k & 1}, reverse=True)[:2]
    kinds.update(k for k in SKY_RANGE if RANK[k] in sky_ranks and not point_mask >> k & 1)
    earth_ranks = [r for r in EARTH_RANKS if not point_mask >> r[0] & 1][:2]
    kinds.update(k for rank in earth_ranks for k in rank)
    return frozenset(kinds)


def may_demand_redeal(counts: Sequence[int], point_mask: int) -> bool:
    # Asked of every seat at every deal: the counts looked up by ``map``, no generator frame.
    return not any(map(counts.__getitem__, redeal_tiles(point_mask)))


def shows_four_chiefs(counts: Sequence[int], point_mask: int) -> bool:
    """R21: four sky chiefs in one hand, when they are not points."""
    return counts[SKY_CHIEF] == 4 and not point_mask >> SKY_CHIEF & 1


def mother_son_allowed(point_mask: int) -> bool:
    return not point_mask >> MOTHER & 1 and not point_mask >> SON & 1


def tile_to_give(giver_counts: Sequence[int], point_mask: int, a: int, b: int) -> int | None:
    """The kind the 17-tile player must give for a throw of (a, b), or None when the
    throw names nothing that can be given and the dice are thrown again (R20)."""
    kind = kind_of_dice(a, b)
    if kind in (MOTHER, SON) or point_mask >> kind & 1:
        return None
    if giver_counts[kind]:
        return int(kind)
    if not KINDS[kind].is_sky:
        for other in next(r for r in EARTH_RANKS if kind in r):
            if other != kind and giver_counts[other]:
                return other
    return None
