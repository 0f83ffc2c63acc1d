"""A player's selected tiles, in words: what they form and what may be done with them.

The table's action bar shows this for the human seat ("mixed ministers, 3 tiles:
can be led"), and explains a refusal in the rules' own words.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Beat, Charity, Discard, Event, Lead
from .combos import ComboType, classify, singular, why_not_lead
from .state import DealState, Phase, lead_choices_of, why_illegal
from .tiles import KINDS, TILE_KIND, Suit


@dataclass(frozen=True, slots=True)
class SelectionVerdict:
    """What the selected tiles are, and the actions they allow (each None if refused)."""

    label: str  # e.g. "mixed ministers, 3 tiles"
    face_up: Event | None  # a Lead or a Beat
    face_up_reason: str  # why face up is refused ('' when allowed)
    face_down: Event | None  # a Discard (follow) ...
    face_down_reason: str
    charity: bool  # ... or, leading one tile, a charity lead is open (the suit is chosen apart)


def selection_label(kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8) -> str:
    """Name a set of tiles as the rules see it."""
    if not kinds:
        return "no tiles selected"
    kinds = tuple(sorted(kinds))
    combo = classify(kinds, point_mask, max_mixed)
    n = len(kinds)
    if combo is None:
        return f"not a combination, {n} tiles"
    if combo.type is ComboType.SINGLE:
        kind = KINDS[kinds[0]]
        return f"{kind.notation}, {singular(kinds[0])} ({kind.suit.value})"
    if combo.type is ComboType.POINTS:
        return f"points, {n} tile{'s' if n > 1 else ''} (worth {combo.points})"
    if combo.type is ComboType.MOTHER_SON:
        return "mother and son (a point)"
    if combo.type in (ComboType.SKY_SET, ComboType.EARTH_SET):
        names = {singular(k) for k in kinds}
        name = names.pop() if len(names) == 1 else singular(kinds[0])
        return f"{NUMBER_WORDS[n]} {_plural(name)} ({' '.join(KINDS[k].notation for k in kinds)})"
    if combo.type in (ComboType.MINISTERS, ComboType.CHIEFS):
        return f"{combo.type.value}, {n} tiles"
    return f"{combo.type.value} ({' '.join(KINDS[k].notation for k in kinds)})"


NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _plural(noun: str) -> str:
    if noun.endswith("people tile"):
        return "people tiles"
    return noun + ("es" if noun.endswith("s") else "s")


def judge_selection(state: DealState, seat: int, tiles: tuple[int, ...]) -> SelectionVerdict:
    """What ``seat`` may do with ``tiles`` now. Legality comes from ``apply`` itself."""
    kinds = tuple(sorted(TILE_KIND[t] for t in tiles))
    label = selection_label(kinds, state.point_mask, state.rules.max_mixed_ministers)
    tiles = tuple(sorted(tiles))
    not_turn = "" if state.to_act == seat else "it is not your turn"
    if not_turn or state.phase not in (Phase.LEAD, Phase.FOLLOW):
        reason = not_turn or "tiles are played only in the play of the tricks"
        return SelectionVerdict(label, None, reason, None, reason, False)
    if not tiles:
        return SelectionVerdict(label, None, "select tiles first", None, "select tiles first", False)
    if state.phase is Phase.LEAD:
        lead = Lead(seat, tiles)
        reason = why_illegal(state, lead)
        if reason.endswith("cannot be led: " + why_not_lead(kinds, state.point_mask, state.rules.max_mixed_ministers)):
            reason = why_not_lead(kinds, state.point_mask, state.rules.max_mixed_ministers)
        charity = len(tiles) == 1 and lead_choices_of(state, seat).charity
        if not charity:
            down_reason = ("a passport holder may not lead face down" if len(tiles) == 1 and state.rules.charity
                           else "only one tile can be led face down" if state.rules.charity
                           else "charity leads are off in these rules")
        else:
            down_reason = ""
        return SelectionVerdict(label, None if reason else lead, reason, None, down_reason, charity)
    beat, discard = Beat(seat, tiles), Discard(seat, tiles)
    beat_reason, discard_reason = why_illegal(state, beat), why_illegal(state, discard)
    return SelectionVerdict(label, None if beat_reason else beat, beat_reason,
                            None if discard_reason else discard, discard_reason, False)


def charity_lead(seat: int, tile: int, suit: Suit | None) -> Charity:
    return Charity(seat, tile, suit)
