"""Running out a hand: when every tile left is a winner, the seat with the lead wins
every trick that is left, and the order of its leads decides whether the last trick
is a jump.

A winner is a lead that no unseen tile can beat or, with the view's
``run_confidence`` below 1, one likely enough to hold: nearly every margin the
searching players win comes from deals that end in a jump, and the tuned set, which
runs out on a likely winner, beats Easy's by more than it did waiting for certainty.
"""

from __future__ import annotations

from bagchen_qt.games.bagchen.ai.reading import Reading, chance_to_hold, points_value, remove, safe
from bagchen_qt.games.bagchen.ai.view import TableView
from bagchen_qt.games.bagchen.rules.combos import (
    EARTH_RANKS,
    EIGHT_A,
    EIGHT_B,
    FIVE_41,
    IS_SKY,
    MOTHER,
    NINE_A,
    NINE_B,
    RANK,
    SEVEN_43,
    SKY_CHIEF,
    SKY_MINISTER,
    SON,
    Combo,
    combo_of,
    lead_options,
)
from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS

RUN_SEARCH_LIMIT = 400  # nodes of the run-out search before it gives up
_RANK_KINDS = {RANK[kinds[0]]: kinds for kinds in EARTH_RANKS}  # earth kinds by rank
# Kinds that also combine in mixed sets or horses: the quick test skips them.
_FLEXIBLE = frozenset({SKY_CHIEF, SKY_MINISTER, NINE_A, NINE_B, EIGHT_A, EIGHT_B, SEVEN_43, MOTHER, FIVE_41, SON})


def runnable(counts: tuple[int, ...], view: TableView, reading: Reading) -> bool:
    """Whether the hand splits into winning leads (see ``holds``): with the lead, such
    a hand wins every trick left."""
    if not any(counts):
        return True
    mask, mm = view.point_mask, reading.max_mixed
    confidence = view.weights.run_confidence
    if confidence >= 1.0 and _surely_beatable(counts, mask, reading):
        return False
    options = [
        kinds for kinds in lead_options(counts, mask, mm) if holds(combo_of(kinds, mask, mm), reading, confidence)
    ]
    covered = {k for kinds in options for k in kinds}
    if any(counts[k] and k not in covered for k in range(21)):
        return False
    budget = [RUN_SEARCH_LIMIT]
    seen: dict[tuple[int, ...], bool] = {}

    def cover(rest: tuple[int, ...]) -> bool:
        if not any(rest):
            return True
        if rest in seen or budget[0] <= 0:
            return seen.get(rest, False)
        budget[0] -= 1
        first = next(k for k in range(21) if rest[k])
        ok = False
        for kinds in options:
            if first in kinds and all(rest[k] >= kinds.count(k) for k in set(kinds)) and cover(remove(rest, kinds)):
                ok = True
                break
        seen[rest] = ok
        return ok

    return cover(counts)


def holds(combo: Combo, reading: Reading, confidence: float = 1.0) -> bool:
    """Whether ``combo`` led now counts as a winner: nothing unseen can beat it, or
    (``confidence`` below 1) the three others miss every beating tile at least that
    often."""
    return safe(combo, reading) or confidence < 1.0 and chance_to_hold(combo, reading, 3) >= confidence


def _surely_beatable(counts: tuple[int, ...], mask: int, reading: Reading) -> bool:
    """A quick test that fails most hands: some plain kind is beatable even led as the
    biggest set it can form (sets are never safer when smaller)."""
    usable = reading.usable
    for k in range(21):
        c = counts[k]
        if not c or k in _FLEXIBLE or mask >> k & 1:
            continue
        if IS_SKY[k]:
            if any(usable[j] >= c and RANK[j] > RANK[k] for j in range(11)):
                return True
        else:
            pool = sum(counts[j] for j in _RANK_KINDS[RANK[k]])
            if any(sum(usable[j] for j in kinds) >= pool for r, kinds in _RANK_KINDS.items() if r > RANK[k]):
                return True
    return False


def _jump_pays(view: TableView, reading: Reading) -> bool:
    """When the rest of the hand runs out: is a jump (points last) worth more than
    cashing the points first and winning the last trick without them?"""
    value = points_value(view.counts, view.point_mask)
    if not value:
        return False
    others = [s for seat, s in enumerate(view.stacks) if seat != view.seat]
    settle = sum(PASSPORT_STACKS - s for s in others)  # negative terms for passports over six
    unpassported = sum(1 for seat, p in enumerate(view.passports) if seat != view.seat and not p)
    return view.rules.jump_factor * value * settle >= value * unpassported + settle


def next_run_lead(view: TableView, reading: Reading, leads: list[tuple[int, ...]]) -> tuple[int, ...] | None:
    """The next lead of a run-out, or None if no legal lead keeps the rest runnable."""
    mask, mm, confidence = view.point_mask, reading.max_mixed, view.weights.run_confidence
    points_last = _jump_pays(view, reading)
    best, best_key = None, None
    for kinds in leads:
        combo = combo_of(kinds, mask, mm)
        if not holds(combo, reading, confidence) or not runnable(remove(view.counts, kinds), view, reading):
            continue
        # Points last for a jump (else first); bigger leads first, lower ranks first.
        key = ((combo.points > 0) != points_last, len(kinds), -sum(RANK[k] for k in kinds))
        if best_key is None or key > best_key:
            best, best_key = kinds, key
    return best
