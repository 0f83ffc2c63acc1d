"""Bao Huang as a game of the family: its definition, registered as ``"bao-huang"``."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bagchen_qt.core.family import GameDefinition, register
from bagchen_qt.core.refusals import Refusal

from . import events as _events
from .cards import SEATS
from .cases import CASE_KINDS
from .moves import legal_actions
from .observation import BaoHuangObservation, observe
from .playout import random_action, sample_chance
from .ruleset import PRESETS, BaoHuangRules, rules_from
from .state import BaoHuangState, PhaseError, apply, new_deal, next_deal, refusal_of

BAO_HUANG = "bao-huang"


class BaoHuangGame:
    name = BAO_HUANG
    title = "Bao Huang"

    @property
    def presets(self) -> Mapping[str, BaoHuangRules]:
        return PRESETS

    def rules_from(self, preset: str = "", options: Mapping[str, Any] | None = None) -> BaoHuangRules:
        return rules_from(preset, options)

    def seat_count(self, rules: BaoHuangRules) -> int:
        return SEATS

    def new_deal(
        self,
        rules: BaoHuangRules,
        starter: int = 0,
        chips: Sequence[int] | None = None,
        *,
        cutter: int | None = None,
        gives: Sequence[int] | None = None,
        takers: Sequence[int] = (),
    ) -> BaoHuangState:
        """A fresh deal: the first of a session (chance draws the shuffler), or with
        ``cutter``, ``gives`` and ``takers`` as ``next_deal`` leaves them (the records
        store them as the deal's start)."""
        return new_deal(rules, starter, chips, cutter, gives, takers)

    def next_deal(self, state: BaoHuangState) -> BaoHuangState:
        """The following deal of a session: the next cutter, the scores, the tribute."""
        return next_deal(state)

    def legal_actions(self, state: BaoHuangState) -> list[Any]:
        return list(legal_actions(state))

    def refusal_of(self, state: BaoHuangState, event: Any) -> Refusal | None:
        return refusal_of(state, event)

    def apply(self, state: BaoHuangState, event: Any) -> BaoHuangState:
        return apply(state, event)

    def sample_chance(self, state: BaoHuangState, rng: random.Random) -> Any:
        return sample_chance(state, rng)

    def random_action(self, state: BaoHuangState, rng: random.Random) -> Any:
        return random_action(state, rng)

    def observe(self, state: BaoHuangState, seat: int) -> BaoHuangObservation:
        return observe(state, seat)

    def deltas(self, state: BaoHuangState) -> tuple[int, ...]:
        """Each seat's score for the deal (BH15): zero-sum but for the unbalanced points scoring."""
        if state.final is None:
            raise PhaseError("the deal is not over")
        return state.final.scores

    def outcome(self, state: BaoHuangState) -> dict[str, Any]:
        """What the records keep of a finished deal besides the scores, for statistics that
        need not replay it: the emperor, his protector (the emperor himself when alone),
        the winning team ("emperor", "farmers", or None for a tie) and each seat's place."""
        final = state.final
        if final is None or state.emperor is None or state.protector is None:
            raise PhaseError("the deal is not over")
        return {
            "emperor": state.emperor,
            "protector": state.protector,
            "winner": final.winner,
            "places": list(final.places),
        }

    def event_to_json(self, event: Any) -> dict[str, Any]:
        if type(event) not in _events.EVENT_TYPES.values():
            raise ValueError(f"not a Bao Huang event: {event!r}")
        return _events.event_to_json(event)

    def event_from_json(self, value: Any, where: str, rules: BaoHuangRules | None = None) -> Any:
        return _events.event_from_json(value, where)

    @property
    def case_kinds(self) -> Mapping[str, Callable[[dict[str, Any]], Any]]:
        return CASE_KINDS


GAME: GameDefinition[BaoHuangRules, BaoHuangState, Any, BaoHuangObservation] = register(BaoHuangGame())
