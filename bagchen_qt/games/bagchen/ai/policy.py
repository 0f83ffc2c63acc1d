"""The Easy policy as decisions: from an observation (the Easy player) or straight from
a full state (the fast path that search play-outs use for every seat).

Both paths give the same decision for the same seat, because both read the same
``TableView`` and the same legal options; the state path only skips building the
observation and the action list.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bagchen_qt.games.bagchen.ai.strategy import FollowPlan, LeadPlan, choose_follow, choose_lead, wants_redeal
from bagchen_qt.games.bagchen.ai.view import TableView, view_of_observation, view_of_state
from bagchen_qt.games.bagchen.ai.weights import EASY, StrategyWeights
from bagchen_qt.games.bagchen.rules.actions import (
    Accept,
    Action,
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    Event,
    Lead,
    OfferSwap,
    OfferUnion,
    Pass,
)
from bagchen_qt.games.bagchen.rules.observation import Observation, follow_choices_seen, lead_choices_seen
from bagchen_qt.games.bagchen.rules.state import (
    DealState,
    Phase,
    follow_choices_of,
    lead_choices_of,
    legal_actions,
    sample_chance,
    tiles_for,
)


def lead_event(seat: int, hand: tuple[int, ...], plan: LeadPlan) -> Event:
    tiles = tiles_for(hand, plan.kinds)
    if plan.charity:
        return Charity(seat, tiles[0], plan.suit)
    return Lead(seat, tiles)


def follow_event(seat: int, hand: tuple[int, ...], plan: FollowPlan) -> Event:
    tiles = tiles_for(hand, plan.kinds)
    return Beat(seat, tiles) if plan.beat else Discard(seat, tiles)


def preplay_choice(phase: Phase, view: TableView, legal: Sequence[Action], rng: random.Random) -> Event:
    """Towers at random; a re-deal for a poor hand; always unite mother and son (the
    pair is a point); never exchange hands blind (it gains nothing on average)."""
    first = legal[0]
    if isinstance(first, ChooseTower):
        return ChooseTower(first.seat, int(rng.random() * len(legal)))
    for action in legal:
        if isinstance(action, DemandRedeal) and wants_redeal(view):
            return action
        if isinstance(action, (OfferUnion, OfferSwap)):
            return action
        if isinstance(action, Accept) and phase in (Phase.UNION_ANSWER, Phase.SWAP_ANSWER):
            return action
    return next(a for a in legal if isinstance(a, Pass))


# --- from an observation ----------------------------------------------------------------------


def decide_from_observation(
    obs: Observation, legal: Sequence[Action], rng: random.Random, risk: float = 0.5, weights: StrategyWeights = EASY
) -> Event:
    view = view_of_observation(obs, risk, weights)
    if obs.phase is Phase.LEAD:
        leads, charity = lead_choices_seen(obs)
        return lead_event(obs.seat, obs.hand, choose_lead(view, list(leads), charity))
    if obs.phase is Phase.FOLLOW:
        beats, may_discard = follow_choices_seen(obs)
        return follow_event(obs.seat, obs.hand, choose_follow(view, list(beats), may_discard))
    return preplay_choice(obs.phase, view, legal, rng)


# --- from a full state (play-outs) -----------------------------------------------------------


def decide_from_state(
    state: DealState, rng: random.Random, risk: float = 0.5, weights: StrategyWeights = EASY
) -> Event:
    """The strategy's decision of ``state.to_act`` (with Easy's weights unless told),
    or a chance outcome at a chance node."""
    if state.is_chance:
        return sample_chance(state, rng)
    seat, phase = state.actor, state.phase
    view = view_of_state(state, seat, risk, weights)
    if phase is Phase.LEAD:
        leads, charity = lead_choices_of(state)
        plan = choose_lead(view, list(leads), charity)
        return lead_event(seat, view.hand, plan)
    if phase is Phase.FOLLOW:
        beats, may_discard = follow_choices_of(state)
        return follow_event(seat, view.hand, choose_follow(view, list(beats), may_discard))
    return preplay_choice(phase, view, legal_actions(state), rng)
