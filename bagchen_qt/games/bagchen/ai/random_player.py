"""Random: a uniformly random legal action, with face-down tiles sampled sensibly."""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.ai.player import Player, register_level
from bagchen_qt.games.bagchen.rules.actions import Action, Discard, DiscardAny, Event
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND


@register_level("random")
class RandomPlayer(Player):
    default_think_ms = 0

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        action = legal[self.rng.randrange(len(legal))]
        if isinstance(action, DiscardAny):
            return weakest_discard(obs, action.count, self.rng.random)
        return action


def weakest_discard(obs: Observation, count: int, tiebreak=None) -> Discard:
    """Throw away the lowest-ranked tiles, keeping point tiles when others will do."""
    mask = obs.point_mask

    def weakness(t: int) -> tuple:
        k = TILE_KIND[t]
        return (mask >> k & 1, KINDS[k].rank, tiebreak() if tiebreak else t)

    return Discard(obs.seat, tuple(sorted(sorted(obs.hand, key=weakness)[:count])))
