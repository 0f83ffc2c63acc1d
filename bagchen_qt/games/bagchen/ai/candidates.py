"""The few actions worth searching at a lead or a follow.

Search time is best spent on distinct, sensible moves: leads that differ only by which
of two equal tiles is played are merged, charity is tried only with the weakest tile,
and a face-down play is tried only as a few ways of throwing away weak tiles. The
Easy choice always comes first, so a search cut short can fall back on it.
"""

from __future__ import annotations

from bagchen_qt.games.bagchen.ai.reading import Reading, read, remove, weakest
from bagchen_qt.games.bagchen.ai.strategy import FollowPlan, LeadPlan, follow_scores, lead_scores
from bagchen_qt.games.bagchen.ai.view import TableView
from bagchen_qt.games.bagchen.rules.combos import FIVE_41, IS_SKY, MOTHER, RANK, SEVEN_43, SON, combo_of

MAX_LEADS = 8
MAX_BEATS = 4
MAX_DISCARDS = 3
# Earth kinds that the horses name exactly: they are not interchangeable with their equals.
_OWN_ROLE = frozenset({SEVEN_43, MOTHER, FIVE_41, SON})


def hand_signature(counts: tuple[int, ...], mask: int) -> tuple:
    """What a hand can do, forgetting which of two equivalent kinds it holds: sky kinds
    by rank and count (only identical sky tiles combine), equal earth tiles pooled by
    rank, and points and the horse tiles kept by kind."""
    sky: list[tuple[int, int]] = []
    other: dict[tuple[str, int], int] = {}
    for k in range(21):
        c = counts[k]
        if not c:
            continue
        if mask >> k & 1:
            key = ("point", k)
        elif IS_SKY[k]:
            sky.append((RANK[k], c))
            continue
        elif k in _OWN_ROLE:
            key = ("kind", k)
        else:
            key = ("rank", RANK[k])
        other[key] = other.get(key, 0) + c
    return tuple(sorted(sky)), tuple(sorted(other.items()))


def lead_candidates(
    view: TableView,
    leads: list[tuple[int, ...]],
    charity_ok: bool,
    limit: int = MAX_LEADS,
    reading: Reading | None = None,
) -> list[LeadPlan]:
    """Distinct leads, the Easy choice first, then by the Easy score."""
    reading = reading or read(view)
    mask, mm = view.point_mask, reading.max_mixed
    scored = lead_scores(view, leads, charity_ok, reading)
    scored.sort(key=lambda item: -item[0])
    plans: list[LeadPlan] = []
    seen: set[tuple[object, object]] = set()
    for _, plan in scored:
        key: tuple[object, object]
        if plan.charity:
            key = ("charity", plan.suit)
        else:
            key = (combo_of(plan.kinds, mask, mm), hand_signature(remove(view.counts, plan.kinds), mask))
        if key not in seen:
            seen.add(key)
            plans.append(plan)
        if len(plans) >= limit:
            break
    if charity_ok and not any(p.charity and p.suit is None for p in plans) and len(plans) < limit + 1:
        kind = weakest(view, reading, 1)[0]
        plans.append(LeadPlan((kind,), charity=True, suit=None, reason="charity"))
    return plans


def discard_options(view: TableView, reading: Reading, count: int) -> list[tuple[int, ...]]:
    """A few ways to play ``count`` tiles face down: the weakest tiles overall, and the
    weakest of each suit alone (keeping the other suit whole)."""
    options = [weakest(view, reading, count)]
    for sky in (True, False):
        held = [
            k for k in range(21) if IS_SKY[k] == sky and not view.point_mask >> k & 1 for _ in range(view.counts[k])
        ]
        if len(held) >= count:
            held.sort(key=lambda k: (reading.values[k], RANK[k], -k))
            option = tuple(sorted(held[:count]))
            if option not in options:
                options.append(option)
    return options[:MAX_DISCARDS]


def follow_candidates(
    view: TableView,
    beats: list[tuple[int, ...]],
    may_discard: bool,
    limit_beats: int = MAX_BEATS,
    discards: int = MAX_DISCARDS,
    reading: Reading | None = None,
) -> list[FollowPlan]:
    """Distinct beats and a few face-down plays, the Easy choice first."""
    reading = reading or read(view)
    mask = view.point_mask
    plans: list[FollowPlan] = []
    if beats:
        scored, down = follow_scores(view, beats, reading)
        scored.sort(key=lambda item: -item[0])
        easy_discards = may_discard and scored[0][0] <= 0.0
        seen: set = set()
        for _, plan in scored:
            key = hand_signature(remove(view.counts, plan.kinds), mask)
            if key not in seen and len(seen) < limit_beats:
                seen.add(key)
                plans.append(plan)
    else:
        easy_discards = True
    if may_discard:
        downs = [FollowPlan(False, kinds, "down") for kinds in discard_options(view, reading, view.current_trick.size)]
        downs = downs[:discards]
        plans = downs + plans if easy_discards else plans + downs
    return plans
