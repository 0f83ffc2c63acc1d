"""Medium: perfect-information Monte Carlo over deals sampled from the observation.

For a lead or a follow it takes the few candidate actions worth trying (see
``candidates.py``), deals the unseen tiles many times in ways that agree with what
the seat has seen and with what the others' plays suggest (``inference.py``), plays
each candidate out to the end of every deal with the Easy policy at every seat, and
keeps the candidate that won the most chips on average (``pimc.py``; the Easy choice
unless another is clearly better). Questions before the play are answered by the
Easy rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.ai.pimc import pimc
from bagchen_qt.ai.player import register_level
from bagchen_qt.games.bagchen.ai.candidates import follow_candidates, lead_candidates
from bagchen_qt.games.bagchen.ai.explain import SearchingPlayer
from bagchen_qt.games.bagchen.ai.inference import world_sampler
from bagchen_qt.games.bagchen.ai.playout import chips_won, play_out
from bagchen_qt.games.bagchen.ai.policy import decide_from_observation, follow_event, lead_event
from bagchen_qt.games.bagchen.ai.view import view_of_observation
from bagchen_qt.games.bagchen.ai.weights import EASY, StrategyWeights
from bagchen_qt.games.bagchen.rules.actions import Action, Event
from bagchen_qt.games.bagchen.rules.observation import Observation, follow_choices_seen, lead_choices_seen
from bagchen_qt.games.bagchen.rules.state import Phase, apply


def candidate_actions(obs: Observation, risk: float, weights: StrategyWeights = EASY) -> list[Event]:
    """The actions worth searching at a lead or follow, the strategy's choice first."""
    view = view_of_observation(obs, risk, weights)
    if obs.phase is Phase.LEAD:
        leads, charity = lead_choices_seen(obs)
        return [lead_event(obs.seat, obs.hand, plan) for plan in lead_candidates(view, list(leads), charity)]
    beats, may_discard = follow_choices_seen(obs)
    return [follow_event(obs.seat, obs.hand, plan) for plan in follow_candidates(view, list(beats), may_discard)]


@register_level("medium")
class MediumPlayer(SearchingPlayer):
    default_think_ms = 250
    min_worlds = 12  # about a third of what its think time buys on an idle core

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        budget = self.budget(budget_s)
        risk = self.options.risk
        if obs.phase not in (Phase.LEAD, Phase.FOLLOW):
            return decide_from_observation(obs, legal, self.rng, risk)
        actions = candidate_actions(obs, risk)
        if len(actions) == 1:
            return actions[0]
        seat = obs.seat

        def evaluate(_index, state, rng) -> float:
            return chips_won(play_out(state, rng, risk), seat)

        result = pimc(world_sampler(obs, self.rng), actions, evaluate, self.rng, budget, risk, step=apply)
        self.last = (obs, actions, result)
        return actions[result.best]
