"""What a passport holder may lead (R11 for the full rules, R12 for the simple ones)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bagchen_qt.games.bagchen.rules.combos import (
    CHIEFS,
    HORSE_TYPES,
    SPECIAL_TYPES,
    ComboType,
    Suit,
    _beatable,
    combo_of,
    lead_options,
    point_kinds_of,
    unplayed_usable,
)
from bagchen_qt.games.bagchen.rules.tiles import KINDS

PEOPLE_RANK = 1  # the lowest sky rank
# The loops below test every lead's type: they name the types by globals, since on
# Python 3.11 ``ComboType.SKY_SET`` goes through the enum class's ``__getattr__`` hook
# and costs about as much as a function call.
_POINTS, _MINISTERS = ComboType.POINTS, ComboType.MINISTERS
_SKY_SET, _EARTH_SET = ComboType.SKY_SET, ComboType.EARTH_SET


@dataclass(frozen=True, slots=True)
class PassportLeads:
    """The leads a passport holder may make, each with the rule that allows it.

    ``rule`` is 1 to 4 for the full rules (R11) and the tier 1 to 4 for the simple
    ones (R12). Under full rule 4 with a hand of both suits, ``needs_dice`` is true:
    a throw of the dice picks the suit of the single tile to lead.
    """

    allowed: dict[tuple[int, ...], int]
    needs_dice: bool = False

    def rule_of(self, kinds: tuple[int, ...], dice_suit: Suit | None = None) -> int | None:
        rule = self.allowed.get(kinds)
        if rule == 4 and self.needs_dice and dice_suit is not None and KINDS[kinds[0]].suit is not dice_suit:
            return None
        return rule

    @property
    def exposes_hand(self) -> bool:
        """Full rule 4: the holder lays the whole hand face up before leading."""
        return any(rule == 4 for rule in self.allowed.values())


def passport_leads(
    counts: tuple[int, ...], point_mask: int, mode: str, max_mixed: int, gone: tuple[int, ...] | list[int]
) -> PassportLeads:
    """The leads allowed to a passport holder with this hand (counts by kind).

    ``gone`` counts the tiles played face up so far in the deal (R11).
    """
    return _passport_leads(tuple(counts), point_mask, mode, max_mixed, tuple(gone))


@lru_cache(maxsize=1 << 12)
def _passport_leads(
    counts: tuple[int, ...], point_mask: int, mode: str, max_mixed: int, gone: tuple[int, ...]
) -> PassportLeads:
    options = lead_options(counts, point_mask, max_mixed)
    if mode == "off":
        return PassportLeads({kinds: 1 for kinds in options})
    combos = {kinds: combo_of(kinds, point_mask, max_mixed) for kinds in options}
    usable = unplayed_usable(point_mask, gone)

    def beatable(kinds: tuple[int, ...]) -> bool:
        if len(kinds) == 1:  # only higher ranks beat a single: its own tile changes nothing
            return _beatable(combos[kinds], usable)
        for k in kinds:
            usable[k] -= 1
        result = _beatable(combos[kinds], usable)
        for k in kinds:
            usable[k] += 1
        return result

    unbeatable = {kinds for kinds in options if not beatable(kinds)}
    non_point_tiles = sum(counts) - sum([counts[k] for k in point_kinds_of(point_mask)])

    def only_points_plus(kinds: tuple[int, ...]) -> bool:
        """Rule 1: the hand is only points besides this (non-point) lead."""
        return combos[kinds].type is not _POINTS and len(kinds) == non_point_tiles

    tier1 = {
        kinds
        for kinds, combo in combos.items()
        if kinds in unbeatable
        or combo.type is _MINISTERS
        or (combo.type is _SKY_SET and combo.rank > PEOPLE_RANK)
        or only_points_plus(kinds)
    }
    allowed = dict.fromkeys(tier1, 1)
    if mode == "simple":
        for tier, wanted in (
            (2, lambda c: c.type is _SKY_SET or c.type in HORSE_TYPES),
            (3, lambda c: c.type is _EARTH_SET),
            (4, lambda c: True),
        ):
            if allowed:
                break
            allowed = {kinds: tier for kinds, combo in combos.items() if wanted(combo)}
        return PassportLeads(allowed)

    holds_chief = any(counts[k] and not point_mask >> k & 1 for k in CHIEFS)
    if not holds_chief:
        for kinds, combo in combos.items():
            if kinds not in allowed and (combo.type in SPECIAL_TYPES or combo.type is _SKY_SET):
                allowed[kinds] = 2
    has_special = any(c.type in SPECIAL_TYPES for c in combos.values())
    has_sky_set = any(c.type is _SKY_SET for c in combos.values())
    if not unbeatable and not has_sky_set and not has_special:
        for kinds, combo in combos.items():
            if kinds not in allowed and combo.type is _EARTH_SET:
                allowed[kinds] = 3
    if allowed:
        return PassportLeads(allowed)
    singles = [kinds for kinds in options if len(kinds) == 1]
    suits = {KINDS[kinds[0]].suit for kinds in singles}
    return PassportLeads(dict.fromkeys(singles, 4), needs_dice=len(suits) > 1)
