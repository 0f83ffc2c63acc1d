"""The Easy strategy: hand-written rules for the play, on a ``TableView``.

The plan: take stacks whenever a play is likely to hold (above all the stacks that
bring a passport), lead what is least likely to be beaten, cash points as soon as
the lead allows (they keep the lead too), throw away the weakest tiles face down,
and once every tile left is a sure winner run the hand out, saving the points for a
jump at the end. Self-play against earlier versions chose these over keeping high
tiles back for the last trick: stacks and the lead win more than hoarding does.
Only a seat with a high ``risk`` keeps points back to chase a jump. How much each
consideration weighs is the view's ``StrategyWeights`` (``weights.py``).

Everything here works on kinds (sorted kind tuples); the callers turn them into
tiles. The functions read only the seat's own hand and public facts.
"""

from __future__ import annotations

from typing import NamedTuple

from bagchen_qt.games.bagchen.ai.reading import (
    Reading,
    chance_to_hold,
    point_lead_tiles,
    points_value,
    read,
    remove,
    spend,
    stack_value,
    weakest,
)
from bagchen_qt.games.bagchen.ai.runout import next_run_lead, runnable
from bagchen_qt.games.bagchen.ai.view import TableView
from bagchen_qt.games.bagchen.rules.combos import IS_SKY, RANK, Suit, charity_combo, combo_of
from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS

SAVE_SCORE = -10.0  # points kept for a jump are led only when nothing else can be
JUMP_RISK = 0.75  # from this risk on, points are kept for a jump
RUN_BONUS = 100.0  # the next lead of a hand that cannot lose a trick any more


class LeadPlan(NamedTuple):
    kinds: tuple[int, ...]  # the lead, or the charity tile's kind
    charity: bool = False
    suit: Suit | None = None  # suit named by a charity lead
    reason: str = ""


class FollowPlan(NamedTuple):
    beat: bool
    kinds: tuple[int, ...]
    reason: str = ""


# --- leading --------------------------------------------------------------------------------


def _save_points(view: TableView, reading: Reading, value: int) -> bool:
    """Keep points for a jump instead of cashing them now? Self-play says cash them
    (they also keep the lead), so only a seat with a high ``risk`` saves them, and only
    while it holds a sure winner to win the lead back with."""
    if view.risk < JUMP_RISK or not value:
        return False
    others = [s for seat, s in enumerate(view.stacks) if seat != view.seat]
    if sum(PASSPORT_STACKS - s for s in others) <= 0:
        return False  # a jump would only multiply what we pay out
    if len(view.hand) - point_lead_tiles(view.counts, view.point_mask) <= 1:
        return False  # decided by the lead of the last other tile (see lead_scores)
    return any(
        view.counts[k] and not view.point_mask >> k & 1 and not reading.above[IS_SKY[k]][RANK[k] + 1] for k in range(21)
    )


def lead_scores(
    view: TableView, leads: list[tuple[int, ...]], charity_ok: bool, reading: Reading | None = None
) -> list[tuple[float, LeadPlan]]:
    """Every face-up lead (and one charity lead, if allowed) with its score."""
    reading = reading or read(view)
    mask, mm = view.point_mask, reading.max_mixed
    run = next_run_lead(view, reading, leads) if runnable(view.counts, view, reading) else None
    pv = points_value(view.counts, mask)
    saving = _save_points(view, reading, pv)
    unpassported = sum(1 for seat, p in enumerate(view.passports) if seat != view.seat and not p)
    others_left = len(view.hand) - point_lead_tiles(view.counts, mask)
    weights = view.weights
    stack_values = [stack_value(view, size) for size in range(len(view.hand) + 1)]
    scored: list[tuple[float, LeadPlan]] = []
    for kinds in leads:
        combo = combo_of(kinds, mask, mm)
        size = len(kinds)
        if kinds == run:
            scored.append((RUN_BONUS, LeadPlan(kinds, reason="run")))
        elif combo.points:
            if saving:
                scored.append((SAVE_SCORE, LeadPlan(kinds, reason="cash")))
            else:
                cash = combo.points * unpassported
                scored.append((weights.cash_bonus + cash + stack_values[size], LeadPlan(kinds, reason="cash")))
        else:
            hold = chance_to_hold(combo, reading, 3)
            score = hold * (stack_values[size] + weights.lead_value) - spend(reading, kinds)
            if pv and size == others_left:
                # The last other tiles: if they hold, the points that stay make a jump.
                score += hold * pv * 2 * view.risk
            scored.append((score, LeadPlan(kinds, reason="safe" if hold >= 1.0 else "shed")))
    if charity_ok:
        scored.append(_charity_score(view, reading))
    return scored


def _charity_score(view: TableView, reading: Reading) -> tuple[float, LeadPlan]:
    """The weakest tile face down, naming the suit fewest unseen tiles could beat."""
    kind = weakest(view, reading, 1)[0]
    hold, suit = max(
        ((chance_to_hold(charity_combo(s), reading, 3), s) for s in (Suit.SKY, Suit.EARTH, None)),
        key=lambda pair: pair[0],
    )
    # A little credit for hiding the tile: the others learn nothing from it.
    score = hold * stack_value(view, 1) - spend(reading, (kind,)) + view.weights.charity_credit
    return score, LeadPlan((kind,), charity=True, suit=suit, reason="charity")


def choose_lead(view: TableView, leads: list[tuple[int, ...]], charity_ok: bool) -> LeadPlan:
    scored = lead_scores(view, leads, charity_ok)
    return max(scored, key=lambda item: item[0])[1]


# --- following ------------------------------------------------------------------------------


def follow_scores(
    view: TableView, beats: list[tuple[int, ...]], reading: Reading | None = None
) -> tuple[list[tuple[float, FollowPlan]], FollowPlan]:
    """Each beat with its score, and the face-down play (score 0) to compare against."""
    reading = reading or read(view)
    trick = view.current_trick
    size = trick.size
    mask, mm = view.point_mask, reading.max_mixed
    down = weakest(view, reading, size)
    later = 3 - len(trick.plays)
    last = len(view.hand) == size
    scored = []
    for kinds in beats:
        combo = combo_of(kinds, mask, mm)
        hold = chance_to_hold(combo, reading, later) if later else 1.0
        if last:
            scored.append((1.0 + hold, FollowPlan(True, kinds, "last")))
            continue
        rest = remove(view.counts, kinds)
        bonus = 0.0
        if runnable(rest, view, reading):
            bonus += view.weights.run_follow_bonus  # with the lead, the rest of the hand cannot lose a trick
        bonus += view.weights.follow_points_bonus * points_value(rest, mask)  # the lead lets us cash our points
        cost = spend(reading, kinds) - spend(reading, down)
        score = hold * (stack_value(view, size) + bonus + view.weights.lead_value) - cost
        scored.append((score, FollowPlan(True, kinds, "win" if hold >= 1.0 else "try")))
    return scored, FollowPlan(False, down, "down")


def choose_follow(view: TableView, beats: list[tuple[int, ...]], may_discard: bool) -> FollowPlan:
    if not beats:
        reading = read(view)
        return FollowPlan(False, weakest(view, reading, view.current_trick.size), "down")
    scored, down = follow_scores(view, beats)
    score, plan = max(scored, key=lambda item: item[0])
    if may_discard and score <= 0.0:
        return down
    return plan


# --- before the play ------------------------------------------------------------------------


def wants_redeal(view: TableView) -> bool:
    """A hand with no high tile is poor; keep it only for its points."""
    return points_value(view.counts, view.point_mask) < 2
