"""Bagchen as a game of the family: its definition over the rules modules.

The modules keep their own functions (the engine's hot paths call them directly); this
definition is how the layers that serve any game of the family reach them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bagchen_qt.core.family import GameDefinition, register
from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games import BAGCHEN
from bagchen_qt.games.bagchen.rules import state as _state
from bagchen_qt.games.bagchen.rules.actions import Event, event_from_dict, event_to_dict
from bagchen_qt.games.bagchen.rules.observation import Observation, observation
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet, preset

SEATS = 4


class BagchenGame:
    name = BAGCHEN
    title = "Bagchen"

    @property
    def presets(self) -> Mapping[str, RuleSet]:
        return PRESETS

    def rules_from(self, preset_name: str = "", options: Mapping[str, Any] | None = None) -> RuleSet:
        base = preset(preset_name) if preset_name else RuleSet()
        return RuleSet.from_dict(dict(options), base) if options else base

    def seat_count(self, rules: RuleSet) -> int:
        return SEATS

    def new_deal(self, rules: RuleSet, starter: int = 0, chips: Sequence[int] | None = None) -> _state.DealState:
        return _state.DealState.new(rules, starter, tuple(chips) if chips is not None else None)

    def legal_actions(self, state: _state.DealState) -> list[Any]:
        return _state.legal_actions(state)

    def refusal_of(self, state: _state.DealState, event: Event) -> Refusal | None:
        return _state.refusal_of(state, event)

    def apply(self, state: _state.DealState, event: Event) -> _state.DealState:
        return _state.apply(state, event)

    def sample_chance(self, state: _state.DealState, rng: random.Random) -> Event:
        return _state.sample_chance(state, rng)

    def random_action(self, state: _state.DealState, rng: random.Random) -> Event:
        return _state.random_action(state, rng)

    def observe(self, state: _state.DealState, seat: int) -> Observation:
        return observation(state, seat)

    def deltas(self, state: _state.DealState) -> tuple[int, ...]:
        return tuple(state.final.nets)

    def event_to_json(self, event: Event) -> dict[str, Any]:
        return dict(event_to_dict(event))

    def event_from_json(self, value: Any, where: str, rules: RuleSet | None = None) -> Event:
        if not isinstance(value, dict):
            raise ValueError(f"{where}: an event must be an object")
        try:
            return event_from_dict(value)
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"{where}: {error}") from None

    @property
    def case_kinds(self) -> Mapping[str, Callable[[dict[str, Any]], Any]]:
        from bagchen_qt.games.bagchen.rules.conformance import KINDS_OF_CASE, Case

        def on_case(run: Callable[[Case], Any]) -> Callable[[dict[str, Any]], Any]:
            return lambda data: run(Case(data))

        return {kind: on_case(run) for kind, run in KINDS_OF_CASE.items()}


GAME: GameDefinition[RuleSet, _state.DealState, Event, Observation] = register(BagchenGame())
