"""What may be led (R4, R5), what beats what (R6) and what cannot be beaten (R11).

Everything here works on kinds, not physical tiles: copies of a kind are the same to
the rules. A set of kinds is a sorted tuple of kind numbers. The point of a deal is
passed as a bit mask of the point kinds (``point_mask``), which keeps the caches small.
"""

from __future__ import annotations

from dataclasses import replace
from enum import StrEnum
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from operator import sub
from typing import NamedTuple

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode as Code
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS, Kind, Suit, parse_kind

# Kind numbers the rules name.
SKY_CHIEF, SKY_MINISTER = 0, 1
NINE_A, NINE_B, EIGHT_A, EIGHT_B = 11, 12, 13, 14  # 6-3, 5-4, 6-2, 5-3
SEVEN_A, SEVEN_B = 15, 16  # 5-2, 4-3
MOTHER, FIVE_A, FIVE_B, SON = 17, 18, 19, 20  # 4-2, 4-1, 3-2, 2-1
SEVEN_43, FIVE_41 = SEVEN_B, FIVE_A
CHIEFS = (SKY_CHIEF, NINE_A, NINE_B)
MINISTERS = (SKY_MINISTER, EIGHT_A, EIGHT_B)

SKY_RANGE = range(0, 11)
EARTH_RANGE = range(11, 21)
# Kinds of each earth rank, highest rank first.
EARTH_RANKS: tuple[tuple[int, ...], ...] = (
    (NINE_A, NINE_B),
    (EIGHT_A, EIGHT_B),
    (SEVEN_A, SEVEN_B),
    (MOTHER,),
    (FIVE_A, FIVE_B),
    (SON,),
)
RANK = tuple(k.rank for k in KINDS)
IS_SKY = tuple(k.is_sky for k in KINDS)

SINGULAR = {
    "sky chief": "sky chief",
    "sky minister": "sky minister",
    "lama": "lama",
    "bird": "bird",
    "sisters": "sister",
    "people": "people tile",
    "earth chief": "nine",
    "earth minister": "eight",
    "seven": "seven",
    "mother": "mother",
    "five": "five",
    "son": "son",
}


def singular(kind: int) -> str:
    return SINGULAR[KINDS[kind].name]


class ComboType(StrEnum):
    SINGLE = "single"
    SKY_SET = "identical sky tiles"
    EARTH_SET = "equal earth tiles"
    MINISTERS = "mixed ministers"
    CHIEFS = "mixed chiefs"
    MOTHER_SON = "mother and son"
    MARE = "mare"
    STALLION = "stallion"
    HORSE = "complete horse"
    DOUBLE_MARE = "double mare"
    DOUBLE_STALLION = "double stallion"
    POINTS = "points"
    CHARITY = "charity"


SPECIALS = {
    (MOTHER, SON): ComboType.MOTHER_SON,
    (FIVE_A, SON): ComboType.MARE,
    (SEVEN_B, MOTHER): ComboType.STALLION,
    (SEVEN_B, MOTHER, FIVE_A, SON): ComboType.HORSE,
    (FIVE_A, FIVE_A, SON, SON): ComboType.DOUBLE_MARE,
    (SEVEN_B, SEVEN_B, MOTHER, MOTHER): ComboType.DOUBLE_STALLION,
}
HORSE_TYPES = frozenset(
    {ComboType.MARE, ComboType.STALLION, ComboType.HORSE, ComboType.DOUBLE_MARE, ComboType.DOUBLE_STALLION}
)
SPECIAL_TYPES = HORSE_TYPES | {ComboType.MOTHER_SON}
# Leads that no play can ever beat (R6).
NEVER_BEATEN = frozenset(
    {
        ComboType.CHIEFS,
        ComboType.STALLION,
        ComboType.HORSE,
        ComboType.DOUBLE_STALLION,
        ComboType.MOTHER_SON,
        ComboType.POINTS,
    }
)


class Combo(NamedTuple):
    """A classified play: its type, size and what decides which plays beat it."""

    type: ComboType
    size: int
    suit: Suit | None = None  # singles and charity (None: charity with no suit named)
    rank: int = 0  # singles, identical sky sets, equal earth sets
    sky: int = 0  # sky tiles in mixed ministers or chiefs
    points: int = 0  # value as a points lead (R4), 0 otherwise

    def describe(self) -> str:
        if self.type is ComboType.SINGLE:
            return "a single tile"
        if self.type is ComboType.CHARITY:
            return f"a charity lead ({self.suit.value if self.suit else 'no suit named'})"
        return f"{self.type.value}, {self.size} tiles"


def charity_combo(suit: Suit | None) -> Combo:
    return Combo(ComboType.CHARITY, 1, suit=suit)


# --- points -------------------------------------------------------------------------


def point_kinds(dice_kind: int) -> frozenset[Kind]:
    """The kinds that become points when the dice name ``dice_kind`` (R3)."""
    kind = KINDS[dice_kind]
    if kind in (MOTHER, SON):
        return frozenset({KINDS[MOTHER], KINDS[SON]})
    if kind.is_sky:
        return frozenset({kind})
    return frozenset(k for k in KINDS if not k.is_sky and k.rank == kind.rank)


def point_mask_of(dice_kind: int) -> int:
    return _POINT_MASKS[dice_kind]


def _point_mask(dice_kind: int) -> int:
    mask = 0
    for k in point_kinds(dice_kind):
        mask |= 1 << k
    return mask


# Looked up at every deal's throw: built once for the 21 kinds the dice can name.
_POINT_MASKS = tuple(_point_mask(kind) for kind in range(21))


def parse_point(text: str) -> int:
    """Point mask of a tile written as ``H-L`` (the kind the dice named)."""
    return point_mask_of(parse_kind(text))


def is_point(kind: int, point_mask: int) -> bool:
    return bool(point_mask >> kind & 1)


# --- classifying a lead -------------------------------------------------------------


@lru_cache(maxsize=1 << 16)
def classify(kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8) -> Combo | None:
    """The combination that these kinds (sorted) form as a lead, or None if illegal."""
    return _classify(kinds, point_mask, max_mixed)[0]


def combo_of(kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8) -> Combo:
    """The combination of kinds known to form one (a legal lead or beat, a play made)."""
    combo = classify(kinds, point_mask, max_mixed)
    if combo is None:
        raise ValueError(f"kinds {kinds} form no combination")
    return combo


def why_not_lead(kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8) -> str:
    """Why these kinds cannot be led together ('' when they can)."""
    refusal = lead_refusal(kinds, point_mask, max_mixed)
    return str(refusal) if refusal is not None else ""


def lead_refusal(kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8) -> Refusal | None:
    """Why these kinds cannot be led together, as a code (None when they can)."""
    return _classify(tuple(sorted(kinds)), point_mask, max_mixed)[1]


def _classify(kinds: tuple[int, ...], point_mask: int, max_mixed: int) -> tuple[Combo | None, Refusal | None]:
    n = len(kinds)
    if n == 0:
        return None, Refusal(Code.PLAY_EMPTY)
    points = [k for k in kinds if point_mask >> k & 1]
    if points:
        if len(points) < n:
            return None, Refusal(Code.POINTS_MIXED, kinds=kinds)
        value = n + min(kinds.count(MOTHER), kinds.count(SON))
        return Combo(ComboType.POINTS, n, points=value), None
    if n == 1:
        kind = KINDS[kinds[0]]
        return Combo(ComboType.SINGLE, 1, suit=kind.suit, rank=kind.rank), None
    special = SPECIALS.get(kinds)
    if special is not None:
        return Combo(special, n, points=1 if special is ComboType.MOTHER_SON else 0), None
    first = KINDS[kinds[0]]
    all_sky = all(IS_SKY[k] for k in kinds)
    all_earth = not any(IS_SKY[k] for k in kinds)
    if all_sky and kinds[0] == kinds[-1]:
        return Combo(ComboType.SKY_SET, n, suit=Suit.SKY, rank=first.rank), None
    if all_earth and all(RANK[k] == first.rank for k in kinds):
        return Combo(ComboType.EARTH_SET, n, suit=Suit.EARTH, rank=first.rank), None
    sky = sum(IS_SKY[k] for k in kinds)
    if all(k in MINISTERS for k in kinds):
        if n > max_mixed:
            return None, Refusal(Code.MIXED_MINISTERS_LIMIT, kinds=kinds, limit=max_mixed)
        return Combo(ComboType.MINISTERS, n, sky=sky), None
    if all(k in CHIEFS for k in kinds):
        return Combo(ComboType.CHIEFS, n, sky=sky), None
    return None, Refusal(_why_not(kinds, all_sky, all_earth), kinds=kinds)


def _why_not(kinds: tuple[int, ...], all_sky: bool, all_earth: bool) -> Code:
    if kinds.count(MOTHER) >= 2 and kinds.count(SON) >= 2 and set(kinds) == {MOTHER, SON}:
        return Code.TWO_MOTHER_SON_PAIRS
    if all_sky:
        return Code.SKY_NOT_IDENTICAL
    if all_earth:
        return Code.EARTH_NOT_EQUAL
    if any(k in CHIEFS for k in kinds) and any(k in MINISTERS for k in kinds):
        return Code.CHIEFS_WITH_MINISTERS
    return Code.SKY_WITH_EARTH


# --- beating -------------------------------------------------------------------------


# ``beats`` and ``beat_options`` run at every play: they name the types by these globals,
# since on Python 3.11 ``ComboType.SINGLE`` goes through the enum class's ``__getattr__``
# hook and costs about as much as a function call.
_SINGLE, _CHARITY, _POINTS = ComboType.SINGLE, ComboType.CHARITY, ComboType.POINTS
_SKY_SET, _EARTH_SET = ComboType.SKY_SET, ComboType.EARTH_SET
_MINISTERS, _CHIEFS = ComboType.MINISTERS, ComboType.CHIEFS
_MARE, _STALLION, _DOUBLE_MARE, _DOUBLE_STALLION = (
    ComboType.MARE,
    ComboType.STALLION,
    ComboType.DOUBLE_MARE,
    ComboType.DOUBLE_STALLION,
)


def beats(top: Combo, play: Combo | None) -> bool:
    """Whether ``play`` (a classified play of the same trick) beats ``top`` (R6, R7)."""
    if play is None or play.size != top.size:
        return False
    t, p = top.type, play.type
    if p is _POINTS:
        return False
    if t is _SINGLE:
        return p is _SINGLE and play.suit is top.suit and play.rank > top.rank
    if t is _CHARITY:
        return p is _SINGLE and (top.suit is None or play.suit is top.suit)
    if t is _SKY_SET:
        return p is _SKY_SET and play.rank > top.rank
    if t is _EARTH_SET:
        return p is _EARTH_SET and play.rank > top.rank
    if t is _MINISTERS:
        return p is _CHIEFS and play.sky == top.sky
    if t is _MARE:
        return p is _STALLION
    if t is _DOUBLE_MARE:
        return p is _DOUBLE_STALLION
    return False


def why_not_beat(
    top: Combo, top_kinds: tuple[int, ...], play_kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8
) -> str:
    """Why a face-up play of ``play_kinds`` does not beat the top ('' when it does)."""
    refusal = beat_refusal(top, top_kinds, play_kinds, point_mask, max_mixed)
    return str(refusal) if refusal is not None else ""


def beat_refusal(
    top: Combo, top_kinds: tuple[int, ...], play_kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8
) -> Refusal | None:
    """Why a face-up play of ``play_kinds`` does not beat the top, as a code (None when it does)."""
    kinds = tuple(sorted(play_kinds))
    # Every reason names the play, the top and what the top is; each code adds its own.
    about = Refusal(Code.BEAT_COUNT, kinds=kinds, top_kinds=tuple(top_kinds), top_combo=top.type)
    if len(kinds) != top.size:
        return replace(about, led=top.size, count=len(kinds))
    if any(point_mask >> k & 1 for k in kinds):
        return replace(about, code=Code.POINT_CANNOT_BEAT)
    play, reason = _classify(kinds, point_mask, max_mixed)
    if play is None:
        return reason
    if beats(top, play):
        return None
    about = replace(about, combo=play.type)
    if top.type in NEVER_BEATEN:
        return replace(about, code=Code.NOTHING_BEATS)
    if top.type is ComboType.CHARITY:
        return replace(about, code=Code.CHARITY_SUIT_ONLY, suit=top.suit) if top.suit else None
    if top.type is ComboType.SINGLE and play.type is ComboType.SINGLE:
        if play.suit is not top.suit:
            return replace(about, code=Code.SUIT_MISMATCH)
        return replace(about, code=Code.RANK_EQUAL if play.rank == top.rank else Code.RANK_LOWER)
    if play.type is not top.type and not (top.type is ComboType.MINISTERS and play.type is ComboType.CHIEFS):
        return replace(about, code=Code.TYPE_MISMATCH)
    if top.type is ComboType.MINISTERS:
        return replace(about, code=Code.CHIEFS_SKY_COUNT)
    if top.type in (ComboType.MARE, ComboType.DOUBLE_MARE):
        return replace(about, code=Code.STALLION_ONLY, led=top.size)
    return replace(about, code=Code.RANK_NOT_HIGHER)


# --- what could still beat a lead (R11) ---------------------------------------------------


def can_be_beaten(combo: Combo, available: list[int] | tuple[int, ...], point_mask: int) -> bool:
    """Whether some play from ``available`` (counts by kind) could beat ``combo``."""
    if combo.type in NEVER_BEATEN:
        return False
    return _beatable(combo, [0 if point_mask >> k & 1 else available[k] for k in range(21)])


def _beatable(combo: Combo, usable: list[int]) -> bool:
    """``can_be_beaten`` with the point kinds already zeroed in ``usable``."""
    # A passport holder's leads ask this for every lead open (R11): the types are named
    # by globals (see ``beats``), a single's beaters come from a table and are looked up
    # by ``map`` (no generator frame).
    t = combo.type
    if t in NEVER_BEATEN:
        return False
    if t is _SINGLE:
        return any(map(usable.__getitem__, _SINGLE_BEATERS[combo.suit, combo.rank]))
    if t is _CHARITY:  # any tile of the suit named, or of either suit if none was
        return any(map(usable.__getitem__, _SUIT_KINDS[combo.suit]))
    if t is _SKY_SET:
        return any(usable[k] >= combo.size and RANK[k] > combo.rank for k in SKY_RANGE)
    if t is _EARTH_SET:
        return any(
            sum(usable[k] for k in rank_kinds) >= combo.size and RANK[rank_kinds[0]] > combo.rank
            for rank_kinds in EARTH_RANKS
        )
    if t is _MINISTERS:
        return usable[SKY_CHIEF] >= combo.sky and usable[NINE_A] + usable[NINE_B] >= combo.size - combo.sky
    if t is _MARE:
        return usable[SEVEN_43] >= 1 and usable[MOTHER] >= 1
    if t is _DOUBLE_MARE:
        return usable[SEVEN_43] >= 2 and usable[MOTHER] >= 2
    return False


def is_unbeatable(
    kinds: tuple[int, ...], point_mask: int, gone: list[int] | tuple[int, ...] | None = None, max_mixed: int = 8
) -> bool:
    """Whether a legal lead of these kinds cannot be beaten by any of the other tiles.

    ``gone`` counts, by kind, the tiles already played face up: they cannot be played
    again. The leader's own other tiles still count as possible beaters (R11).
    """
    combo = classify(tuple(sorted(kinds)), point_mask, max_mixed)
    if combo is None:
        raise ValueError(f"{' '.join(KINDS[k].notation for k in kinds)} is not a legal lead")
    return not _beatable(combo, unplayed_usable(point_mask, gone, kinds))


def unplayed_usable(point_mask: int, gone: list[int] | tuple[int, ...] | None, lead: tuple[int, ...] = ()) -> list[int]:
    """Counts by kind of the tiles that could still beat a lead: not points, not played
    face up (``gone``), not in the lead itself."""
    # A passport holder's every lead asks this: the copies less those gone, by one C
    # call, then only the point kinds zeroed.
    usable = list(map(sub, COPIES, gone)) if gone else list(COPIES)
    for k in point_kinds_of(point_mask):
        usable[k] = 0
    for k in lead:
        usable[k] -= 1
    return usable


@cache  # one argument, an int: its own cache key
def point_kinds_of(point_mask: int) -> tuple[int, ...]:
    """The kinds a point mask names, in kind order."""
    return tuple(k for k in range(21) if point_mask >> k & 1)


# --- enumerating leads and beats from a hand --------------------------------------------


def _sets_of_kind(k: int, count: int) -> tuple[tuple[int, ...], ...]:
    """The single and the identical sets of one kind from ``count`` copies."""
    return tuple((k,) * n for n in range(1, count + 1))


def _sets_of_rank(a: int, b: int, ca: int, cb: int) -> tuple[tuple[int, ...], ...]:
    """Singles and every split of an equal-rank earth set from ``ca`` a's and ``cb`` b's."""
    singles = tuple((k,) for k, c in ((a, ca), (b, cb)) if c)
    sets = tuple((a,) * i + (b,) * j for i in range(ca + 1) for j in range(cb + 1) if i + j >= 2)
    return singles + sets


def _mixed_sets(sky: int, e1: int, e2: int, cs: int, c1: int, c2: int, limit: int) -> tuple[tuple[int, ...], ...]:
    """Sets with at least one sky and one earth tile (mixed ministers or chiefs)."""
    return tuple(
        (sky,) * i + (e1,) * j + (e2,) * m
        for i in range(1, cs + 1)
        for j in range(c1 + 1)
        for m in range(c2 + 1)
        if j + m and i + j + m <= limit
    )


# Leads are built from tables: each sky kind and each earth rank on its own, then the
# mixed sets, specials and point mother-son mixtures. Points are whole ranks, so these
# sets never mix point and non-point tiles.
_KIND_SETS = tuple(tuple(_sets_of_kind(k, c) for c in range(5)) for k in range(21))
_RANK_PAIRS = tuple(r for r in EARTH_RANKS if len(r) == 2)
# sets[count of a][count of b] for each earth rank (a, b) of two kinds
_RANK_SETS: dict[tuple[int, ...], tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]] = {
    (a, b): tuple(tuple(_sets_of_rank(a, b, ca, cb) for cb in range(3)) for ca in range(3)) for a, b in _RANK_PAIRS
}


def _group_leads(first: int, end: int, parts: tuple[tuple[int, ...], ...]) -> tuple:
    """The sets of one kind or one earth rank that the kinds ``first`` to ``end - 1``
    give, for every holding of them: a table indexed by the count of each kind in turn.
    ``parts`` lists the kinds and ranks in the order ``lead_options`` lists their sets."""

    def sets_of(count: dict[int, int]) -> tuple:
        sets: tuple = ()
        for part in parts:
            if len(part) == 1:
                sets += _KIND_SETS[part[0]][count[part[0]]]
            else:
                sets += _RANK_SETS[part][count[part[0]]][count[part[1]]]
        return sets

    def table(kind: int, count: dict[int, int]) -> tuple:
        if kind == end:
            return sets_of(count)
        return tuple(table(kind + 1, {**count, kind: c}) for c in range(COPIES[kind] + 1))

    return table(first, {})


# A hand's sets of one kind and of one earth rank, looked up by its counts in five
# tables rather than built kind by kind: a random play-out meets a new hand at almost
# every lead, so these are the leads' own cost, not a cache's. Nested tuples indexed by
# counts are the cheapest look-up (slices of the counts as dictionary keys cost twice
# as much). Kind order throughout (the random player's choices are indices into these
# lists), the two-kind earth ranks before the mother and the son as ever.
_SKY_HIGH = _group_leads(0, 4, ((0,), (1,), (2,), (3,)))
_SKY_MIDDLE = _group_leads(4, 7, ((4,), (5,), (6,)))
_SKY_LOW = _group_leads(7, 11, ((7,), (8,), (9,), (10,)))
_EARTH_HIGH = _group_leads(11, 15, ((NINE_A, NINE_B), (EIGHT_A, EIGHT_B)))
_EARTH_LOW = _group_leads(15, 21, ((SEVEN_A, SEVEN_B), (FIVE_A, FIVE_B), (MOTHER,), (SON,)))
# Mixed ministers (up to each limit the rules allow) and mixed chiefs, indexed by the
# counts of the sky kind and of the two earth kinds of that rank.
_MIXED_MINISTERS = tuple(
    tuple(
        tuple(
            tuple(_mixed_sets(SKY_MINISTER, EIGHT_A, EIGHT_B, cs, c1, c2, limit) for c2 in range(3)) for c1 in range(3)
        )
        for cs in range(5)
    )
    for limit in range(9)  # limits below 2 are never asked for
)
_MIXED_CHIEFS = tuple(
    tuple(tuple(_mixed_sets(SKY_CHIEF, NINE_A, NINE_B, cs, c1, c2, 8) for c2 in range(3)) for c1 in range(3))
    for cs in range(5)
)
_MINISTER_BITS = (1 << SKY_MINISTER) | (1 << EIGHT_A) | (1 << EIGHT_B)
_CHIEF_BITS = (1 << SKY_CHIEF) | (1 << NINE_A) | (1 << NINE_B)
# Mothers and sons led together as points, by the counts of mothers and of sons.
_POINT_MOTHER_SON = tuple(
    tuple(tuple((MOTHER,) * i + (SON,) * j for i in range(1, cm + 1) for j in range(1, cs + 1)) for cs in range(3))
    for cm in range(3)
)


def lead_options(counts: tuple[int, ...], point_mask: int, max_mixed: int) -> tuple[tuple[int, ...], ...]:
    """Every legal lead from a hand, as distinct sorted kind tuples."""
    # Not cached: hands rarely come back in play-outs, and a full cache's misses cost
    # more than the tables below. The counts by kind number (see ``tiles.KINDS``): c0
    # the sky chief, c1 the sky minister, c11 and c12 the nines, c13 and c14 the eights,
    # c16 the 4-3, c17 the mother, c18 the 4-1, c20 the son.
    c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20 = counts
    leads = (
        _SKY_HIGH[c0][c1][c2][c3]
        + _SKY_MIDDLE[c4][c5][c6]
        + _SKY_LOW[c7][c8][c9][c10]
        + _EARTH_HIGH[c11][c12][c13][c14]
        + _EARTH_LOW[c15][c16][c17][c18][c19][c20]
    )
    if c1 and not point_mask & _MINISTER_BITS:
        leads += _MIXED_MINISTERS[max_mixed][c1][c13][c14]
    if c0 and not point_mask & _CHIEF_BITS:
        leads += _MIXED_CHIEFS[c0][c11][c12]
    mothers, sons = c17, c20
    if mothers or sons or c18 or c16:  # the kinds of the specials: 4-2, 2-1, 4-1, 4-3
        leads += _specials(point_mask & _SPECIAL_BITS)[c16][mothers][c18][sons]
        if point_mask >> MOTHER & 1:
            leads += _POINT_MOTHER_SON[mothers][sons]
    return leads


# (special, ((kind, copies needed), ...), bit mask of its kinds)
_SPECIAL_NEEDS = tuple(
    (special, tuple((k, special.count(k)) for k in sorted(set(special))), sum(1 << k for k in set(special)))
    for special in SPECIALS
)
_SPECIAL_BITS = sum(mask for _, _, mask in _SPECIAL_NEEDS)


@cache  # a few point masks: a single int argument is its own cache key, the cheapest
def _specials(point_mask: int) -> tuple:
    """The special combinations (R5) that hands may lead under this point mask, indexed
    by their counts of 4-3, 4-2, 4-1 and 2-1: a table looked up by ``lead_options``
    rather than six tests a lead."""

    def allowed(held: dict[int, int]) -> tuple[tuple[int, ...], ...]:
        return tuple(
            special
            for special, needs, mask in _SPECIAL_NEEDS
            if not point_mask & mask and all(held[k] >= n for k, n in needs)
        )

    return tuple(
        tuple(
            tuple(
                tuple(allowed({SEVEN_43: sevens, MOTHER: mothers, FIVE_A: fives, SON: sons}) for sons in range(3))
                for fives in range(3)
            )
            for mothers in range(3)
        )
        for sevens in range(3)
    )


# Kinds that beat a single tile, by suit and rank; and all kinds of a suit (None: any).
_SINGLE_BEATERS: dict[tuple[Suit | None, int], tuple[int, ...]] = {
    (suit, rank): tuple(k for k in kinds if RANK[k] > rank)
    for suit, kinds in ((Suit.SKY, SKY_RANGE), (Suit.EARTH, EARTH_RANGE))
    for rank in range(7)
}
_SUIT_KINDS = {Suit.SKY: tuple(SKY_RANGE), Suit.EARTH: tuple(EARTH_RANGE), None: tuple(range(21))}


def beat_options(counts: tuple[int, ...], top: Combo, point_mask: int) -> tuple[tuple[int, ...], ...]:
    """Every face-up play from a hand that beats ``top``, as distinct sorted kind tuples."""
    t = top.type
    if t is _SINGLE or t is _CHARITY:
        # Most tricks are single tiles: the beats are the single plays, from a table of
        # the kinds that beat this top, that the hand holds. A plain loop: this runs at
        # every play, and a comprehension or a chain of C calls costs more here.
        plays = []
        for k in _single_beaters(top, point_mask):
            if counts[k]:
                plays.append(_SINGLE_PLAY[k])
        return tuple(plays)
    return _set_beat_options(counts, top, point_mask)


@cache  # singles and charity leads: at most 33 tops times 9 point masks
def _single_beaters(top: Combo, point_mask: int) -> tuple[int, ...]:
    """The kinds whose single tile beats ``top`` (a single or a charity lead), in kind
    order: no point tile beats anything."""
    candidates = _SINGLE_BEATERS[top.suit, top.rank] if top.type is _SINGLE else _SUIT_KINDS[top.suit]
    return tuple(k for k in candidates if not point_mask >> k & 1)


_SINGLE_PLAY = tuple((k,) for k in range(21))


def _set_beat_options(counts: tuple[int, ...], top: Combo, point_mask: int) -> tuple[tuple[int, ...], ...]:
    """``beat_options`` for a top of two tiles or more: the plays that could beat it
    (from a table) that the hand holds and that hold no point tile."""
    # Not cached: a play-out's hands rarely come back, and a full cache's misses cost
    # more than these few tests.
    plays = []
    for play, needs, kinds_bits in _set_beaters(top):
        if kinds_bits & point_mask:
            continue
        for kind, needed in needs:
            if counts[kind] < needed:
                break
        else:
            plays.append(play)
    return tuple(plays)


@cache  # one entry for each set that tops a trick
def _set_beaters(top: Combo) -> tuple[tuple[tuple[int, ...], tuple[tuple[int, int], ...], int], ...]:
    """Every play that beats ``top`` (two tiles or more) from a full set of tiles, in
    the order ``beat_options`` lists them: (its kinds, the copies of each kind it needs,
    the bit mask of its kinds)."""
    t, n = top.type, top.size
    plays: list[tuple[int, ...]] = []
    if t is _SKY_SET:
        plays = [(k,) * n for k in SKY_RANGE if COPIES[k] >= n and RANK[k] > top.rank]
    elif t is _EARTH_SET:
        for rank_kinds in EARTH_RANKS:
            if RANK[rank_kinds[0]] > top.rank:
                plays += [
                    split
                    for split in combinations_with_replacement(rank_kinds, n)
                    if all(COPIES[k] >= split.count(k) for k in rank_kinds)
                ]
    elif t is _MINISTERS:
        plays = [
            (SKY_CHIEF,) * top.sky + split
            for split in combinations_with_replacement((NINE_A, NINE_B), n - top.sky)
            if COPIES[SKY_CHIEF] >= top.sky and all(COPIES[k] >= split.count(k) for k in split)
        ]
    elif t is _MARE:
        plays = [(SEVEN_43, MOTHER)]
    elif t is _DOUBLE_MARE:
        plays = [(SEVEN_43, SEVEN_43, MOTHER, MOTHER)]
    return tuple(
        (play, tuple((k, play.count(k)) for k in sorted(set(play))), sum(1 << k for k in set(play))) for play in plays
    )
