"""What may be led and what beats what in Tien Gow (TG2, TG5–TG11), as plain tables.

For a rule set, ``table(rules)`` lists every lead the deck can form, each with its
``Combo`` (category, composition group, rank and, for a pair with a kicker, the kicker),
and answers three questions from a hand's count vector: the leads it holds, the plays
that beat a given top, and the face-down plays of a given size. Kinds are the domino
set's indices (``core.dominoes``); a play is a sorted tuple of kinds.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules
from bagchen_qt.games.tiengow.rules.tiles import (
    BIG_STRAIGHT,
    CIVIL,
    CIVIL_KINDS,
    DECKS,
    EIGHTS,
    FIVES,
    KIND_COUNT,
    MATCHED,
    NINES,
    SEVENS,
    SINGLE_RANK,
    SMALL_STRAIGHT,
    SUPREME,
)

SINGLE = "single"
CIVIL_PAIR = "civil_pair"
MILITARY_PAIR = "military_pair"
SUPREME_PAIR = "supreme_pair"
MIXED_PAIR = "mixed_pair"
TRIPLET = "triplet"
QUARTET = "quartet"
STRAIGHT = "straight"
TWO_PAIRS = "two_pairs"
PAIR_KICKER = "pair_kicker"
CATEGORIES = (
    SINGLE,
    CIVIL_PAIR,
    MILITARY_PAIR,
    SUPREME_PAIR,
    MIXED_PAIR,
    TRIPLET,
    QUARTET,
    STRAIGHT,
    TWO_PAIRS,
    PAIR_KICKER,
)
PAIRS = (CIVIL_PAIR, MILITARY_PAIR, MIXED_PAIR)

# Military pairs by total, highest first, with their rank (the rank of the tiles).
_MILITARY_PAIRS = ((NINES, 6), (EIGHTS, 5), (SEVENS, 4), (FIVES, 2))


class Combo(NamedTuple):
    """A lead's category and how it compares. ``group``: the suit of a single (0 civil,
    1 military), the civil tiles of a triplet (2 or 1), the category of a pair with a
    kicker or of two pairs (0 civil, 1 military); ``rank``: higher beats lower within
    the same category and group; ``kicker``: the kicker's kind (``-1`` otherwise)."""

    category: str
    group: int
    rank: int
    kicker: int = -1


def _key(rules: TienGowRules) -> tuple[object, ...]:
    return (
        rules.deck,
        rules.single_order,
        rules.combinations,
        rules.mixed,
        rules.straights,
        rules.two_pair_lead,
        rules.kicker_leads,
        rules.supreme_pair,
        rules.civil_over_military,
    )


def table(rules: TienGowRules) -> CombinationTable:
    return _table(_key(rules))


@lru_cache(maxsize=64)
def _table(key: tuple[object, ...]) -> CombinationTable:
    return CombinationTable(*key)  # type: ignore[arg-type]


class CombinationTable:
    """Every lead of one rule set's deck and the answers built from it."""

    def __init__(
        self,
        deck: str,
        single_order: str,
        combos_on: bool,
        mixed: bool,
        straights: bool,
        two_pair_lead: bool,
        kicker_leads: bool,
        supreme_pair: str,
        civil_over_military: bool,
    ) -> None:
        self.copies = DECKS[deck].copies
        self.ranks = SINGLE_RANK[single_order]
        self.supreme_highest = supreme_pair == "highest"
        self.civil_over_military = civil_over_military
        # In deck 24-nines the nines pair plays the supreme pair's part (TG6).
        self.supreme_kinds = NINES if deck == "24-nines" else SUPREME
        leads: dict[tuple[int, ...], Combo] = {}
        copies, ranks = self.copies, self.ranks

        def add(kinds: tuple[int, ...], combo: Combo) -> None:
            kinds = tuple(sorted(kinds))
            if all(kinds.count(k) <= copies[k] for k in kinds) and kinds not in leads:
                leads[kinds] = combo

        for k in range(KIND_COUNT):
            add((k,), Combo(SINGLE, 0 if CIVIL[k] else 1, ranks[k]))
        pairs: list[tuple[tuple[int, ...], Combo]] = []
        kinds: tuple[int, ...]
        if combos_on:
            add(self.supreme_kinds, Combo(SUPREME_PAIR, 0, 0))
            for k in CIVIL_KINDS:
                pairs.append(((k, k), Combo(CIVIL_PAIR, 0, ranks[k])))
            for military, rank in _MILITARY_PAIRS:
                if military != self.supreme_kinds:
                    pairs.append((military, Combo(MILITARY_PAIR, 1, rank)))
            pairs = [(kinds, combo) for kinds, combo in pairs if all(kinds.count(k) <= copies[k] for k in kinds)]
            for kinds, combo in pairs:
                add(kinds, combo)
            if mixed:
                for order, (civil, (m1, m2)) in enumerate(MATCHED):
                    rank = len(MATCHED) - order
                    for m in (m1, m2):
                        add((civil, m), Combo(MIXED_PAIR, 0, rank))
                        add((civil, civil, m), Combo(TRIPLET, 2, rank))
                    add((civil, m1, m2), Combo(TRIPLET, 1, rank))
                    add((civil, civil, m1, m2), Combo(QUARTET, 0, rank))
            if straights:
                add(SMALL_STRAIGHT, Combo(STRAIGHT, 0, 1))
                add(BIG_STRAIGHT, Combo(STRAIGHT, 0, 2))
            if two_pair_lead:
                for (a, ca), (b, cb) in combinations(pairs, 2):
                    if ca.category == cb.category:
                        add(a + b, Combo(TWO_PAIRS, ca.group, max(ca.rank, cb.rank)))
            if kicker_leads:
                for kinds, combo in pairs:
                    for k in range(KIND_COUNT):
                        add(kinds + (k,), Combo(PAIR_KICKER, combo.group, combo.rank, k))
        self.leads = leads
        # (kinds, needs) for the hand check: needs = ((kind, count), …)
        # (kinds, kinds needed once, kinds needed twice) as bit masks over the 21 kinds
        self._lead_list = [(kinds, *_masks(kinds)) for kinds in sorted(leads, key=lambda ks: (len(ks), ks))]
        self._beaters: dict[tuple[int, ...], list[tuple[tuple[int, ...], int, int]]] = {}

    # --- single questions ------------------------------------------------------------

    def classify(self, kinds: tuple[int, ...]) -> Combo | None:
        """The lead the sorted ``kinds`` form, or None when they are no lead."""
        return self.leads.get(kinds)

    def single_beats(self, top: int, play: int) -> bool:
        if CIVIL[top] != CIVIL[play]:
            return self.civil_over_military and CIVIL[play]
        return self.ranks[play] > self.ranks[top]

    def beats(self, top: Combo, play: Combo) -> bool:
        """Whether ``play``, face up, beats ``top`` (TG4, TG6, TG8–TG11)."""
        if top.category == SUPREME_PAIR:
            return False
        if play.category == SUPREME_PAIR:
            return self.supreme_highest and top.category in PAIRS
        if play.category != top.category:
            return False
        if play.category == SINGLE:
            if play.group != top.group:
                return self.civil_over_military and play.group == 0
            return play.rank > top.rank
        if play.group != top.group or play.rank <= top.rank:
            return False
        if play.category == PAIR_KICKER:
            return self.single_beats(top.kicker, play.kicker)
        return True

    def beats_kinds(self, top: tuple[int, ...], play: tuple[int, ...]) -> bool:
        top_combo, play_combo = self.leads.get(top), self.leads.get(play)
        return top_combo is not None and play_combo is not None and self.beats(top_combo, play_combo)

    # --- from a hand ------------------------------------------------------------------

    def lead_options(self, counts: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every lead a hand with these kind counts can make."""
        once, twice = _held(counts)
        return [kinds for kinds, one, two in self._lead_list if not (one & ~once or two & ~twice)]

    def beat_options(self, counts: tuple[int, ...], top: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every play of the hand that beats ``top`` face up."""
        beaters = self._beaters.get(top)
        if beaters is None:
            combo = self.leads[top]
            beaters = [entry for entry in self._lead_list if self.beats(combo, self.leads[entry[0]])]
            self._beaters[top] = beaters
        once, twice = _held(counts)
        return [kinds for kinds, one, two in beaters if not (one & ~once or two & ~twice)]

    def can_beat(self, counts: tuple[int, ...], top: tuple[int, ...]) -> bool:
        return bool(self.beat_options(counts, top))


def _masks(kinds: tuple[int, ...]) -> tuple[int, int]:
    """Bit masks of the kinds a play needs at least once and at least twice (a deck
    holds at most two of a kind)."""
    once = twice = 0
    for k in kinds:
        if once >> k & 1:
            twice |= 1 << k
        once |= 1 << k
    return once, twice


def _held(counts: tuple[int, ...]) -> tuple[int, int]:
    once = twice = 0
    for k, c in enumerate(counts):
        if c:
            once |= 1 << k
            if c > 1:
                twice |= 1 << k
    return once, twice


@lru_cache(maxsize=1 << 16)
def discard_options(counts: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of ``size`` kinds the hand holds (the face-down plays), each once."""
    kinds = [k for k, c in enumerate(counts) for _ in range(c)]
    # combinations of a sorted list are sorted; dict.fromkeys drops the repeated copies
    return tuple(dict.fromkeys(combinations(kinds, size)))
