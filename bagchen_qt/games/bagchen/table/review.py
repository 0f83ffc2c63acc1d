"""Bagchen's own reviewer in the replay (its "review" face): which of a seat's decisions
it judges. The judging itself (the Hard player's choice, scored over the same sampled
deals played out) is ``ui/replay/review.py``'s ``review`` level."""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.games.bagchen.ai.hard import distinct_legal
from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, legal_actions

# Decisions worth reviewing. Choosing a tower or exchanging hands blind changes nothing a
# player can know.
REVIEWED_PHASES = frozenset(
    {Phase.REDEAL, Phase.UNION_OFFER, Phase.UNION_ANSWER, Phase.SWAP_ANSWER, Phase.LEAD, Phase.FOLLOW}
)


def is_reviewed(state: DealState, event: Event, seat: int) -> bool:
    """Whether ``event``, made in ``state``, is a real choice of ``seat`` worth reviewing."""
    if state.to_act != seat or getattr(event, "seat", None) != seat or state.phase not in REVIEWED_PHASES:
        return False
    return len(distinct_legal(observation(state, seat), legal_actions(state))) > 1


def decision_steps(states: Sequence[DealState], events: Sequence[Event], seat: int) -> list[int]:
    """Event numbers (1-based) of the seat's decisions worth reviewing; ``states[k]`` is
    the state after ``k`` events."""
    return [k for k in range(1, len(events) + 1) if is_reviewed(states[k - 1], events[k - 1], seat)]
