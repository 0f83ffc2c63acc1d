"""What a Bao Huang player decides from: its seat's observation and the rule set.

The rules' observation says what the seat has seen; the searches also need the rule set
(which plays are legal, how a deal is scored), which every seat knows. Nothing else of
the state is carried.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation, observe
from bagchen_qt.games.baohuang.rules.ruleset import BaoHuangRules
from bagchen_qt.games.baohuang.rules.state import BaoHuangState


@dataclass(frozen=True)
class SeatView:
    observation: BaoHuangObservation
    rules: BaoHuangRules

    @property
    def seat(self) -> int:
        return self.observation.seat

    @property
    def actor(self) -> int:
        return self.observation.actor

    def __getattr__(self, name: str) -> Any:
        """Whatever else the observation says (the table reads a view as it would the
        observation)."""
        if name == "observation":  # not yet set: while being copied or unpickled
            raise AttributeError(name)
        return getattr(self.observation, name)


def seat_view(state: BaoHuangState, seat: int) -> SeatView:
    return SeatView(observe(state, seat), state.rules)


def observation_in(obs: Any) -> BaoHuangObservation:
    """The rules' observation in what a player was given (a view or the observation)."""
    return obs.observation if isinstance(obs, SeatView) else obs
