"""A player's selected tiles, in words: what they form and what may be done with them.

The table's action bar shows this for the human seat ("mixed ministers, 3 tiles:
can be led"), and explains a refusal from its code (``refusals``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.bagchen.rules.actions import Beat, Discard, Event, Lead
from bagchen_qt.games.bagchen.rules.combos import Combo, ComboType, classify, singular
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode as Code
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, lead_choices_of, refusal_of
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND


@dataclass(frozen=True, slots=True)
class SelectionVerdict:
    """What the selected tiles are, and the actions they allow (each None if refused,
    with the refusal saying why as a code with its parameters)."""

    label: str  # e.g. "mixed ministers, 3 tiles"
    face_up: Event | None  # a Lead or a Beat
    face_up_refusal: Refusal | None  # why face up is refused (None when allowed)
    face_down: Event | None  # a Discard (follow) ...
    face_down_refusal: Refusal | None
    charity: bool  # ... or, leading one tile, a charity lead is open (the suit is chosen apart)
    kinds: tuple[int, ...] = ()  # the tiles selected, by kind, sorted
    combo: Combo | None = None  # what they form as a lead (None: no combination)

    @property
    def face_up_reason(self) -> str:
        """Why face up is refused, in plain English ('' when allowed)."""
        return str(self.face_up_refusal.root()) if self.face_up_refusal is not None else ""

    @property
    def face_down_reason(self) -> str:
        return str(self.face_down_refusal.root()) if self.face_down_refusal is not None else ""


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
    combo = classify(kinds, state.point_mask, state.rules.max_mixed_ministers) if kinds else None
    tiles = tuple(sorted(tiles))
    at_once: Refusal | None = None
    if state.to_act != seat:
        at_once = Refusal(Code.NOT_YOUR_TURN, seat=seat, turn=state.to_act)
    elif state.phase not in (Phase.LEAD, Phase.FOLLOW):
        at_once = Refusal(Code.NOT_PLAY_PHASE, seat=seat)
    elif not tiles:
        at_once = Refusal(Code.NO_SELECTION, seat=seat)
    if at_once is not None:
        return SelectionVerdict(label, None, at_once, None, at_once, False, kinds, combo)
    if state.phase is Phase.LEAD:
        lead = Lead(seat, tiles)
        refusal = refusal_of(state, lead)
        charity = len(tiles) == 1 and lead_choices_of(state, seat).charity
        down: Refusal | None = None
        if not charity:
            down = (
                Refusal(Code.CHARITY_OFF, seat=seat)
                if not state.rules.charity
                else Refusal(Code.CHARITY_PASSPORT, seat=seat, rule=7)
                if len(tiles) == 1
                else Refusal(Code.CHARITY_ONE_TILE, seat=seat, count=len(tiles))
            )
        return SelectionVerdict(label, None if refusal else lead, refusal, None, down, charity, kinds, combo)
    beat, discard = Beat(seat, tiles), Discard(seat, tiles)
    beat_refusal, discard_refusal = refusal_of(state, beat), refusal_of(state, discard)
    return SelectionVerdict(
        label,
        None if beat_refusal else beat,
        beat_refusal,
        None if discard_refusal else discard,
        discard_refusal,
        False,
        kinds,
        combo,
    )
