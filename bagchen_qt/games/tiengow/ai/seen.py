"""What a Tien Gow player is given to decide from: its seat's ``SeatView``.

The rules' observation (``rules.tiengow.observation``) holds the seat's hand, the plays
as it saw them and the counts of the rest; a player needs three things more that the
seat knows as well: the rule set, how the deal started (starter, chips, banker, resting
seat) and the deal's events as the seat saw them, to rebuild the deal with the hidden
tiles guessed (``determinize.py``). In those events the woodpile's order is left out
(``Shuffle(())``), another seat's face-down tiles are ``-1``, and another seat's
declaration in the trade is left out until all have declared (they are simultaneous).

An observation that already carries ``rules``, ``start`` and ``events`` is taken as it
is (``seat_knowledge``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bagchen_qt.games.tiengow.rules.events import Declare, Discard, Event, Shuffle
from bagchen_qt.games.tiengow.rules.observation import TienGowObservation, observe
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules
from bagchen_qt.games.tiengow.rules.state import TRADE, Start, TienGowState


@dataclass(frozen=True)
class SeatView:
    observation: TienGowObservation
    rules: TienGowRules
    start: Start
    events: tuple[Event, ...]

    @property
    def seat(self) -> int:
        return self.observation.seat

    @property
    def actor(self) -> int:
        return self.observation.actor


def seen_events(state: TienGowState, seat: int) -> tuple[Event, ...]:
    """The deal's events as ``seat`` saw them."""
    declared_all = state.phase != TRADE  # the declarations are shown together once all are made
    out: list[Event] = []
    for event in state.events:
        if isinstance(event, Shuffle):
            event = Shuffle(())
        elif isinstance(event, Discard) and event.seat != seat:
            event = Discard(event.seat, (-1,) * len(event.tiles))
        elif isinstance(event, Declare) and event.seat != seat and not declared_all:
            continue
        out.append(event)
    return tuple(out)


def seat_view(state: TienGowState, seat: int) -> SeatView:
    """What a player at ``seat`` is given."""
    return SeatView(observe(state, seat), state.rules, state.start, seen_events(state, seat))


def seat_knowledge(obs: Any) -> SeatView:
    """``obs`` as a ``SeatView``: as it is, or a rules' observation that carries the rule
    set, the start and the seen events itself."""
    if isinstance(obs, SeatView):
        return obs
    if isinstance(obs, TienGowObservation) and all(hasattr(obs, name) for name in ("rules", "start", "events")):
        return SeatView(obs, obs.rules, obs.start, obs.events)  # type: ignore[attr-defined]
    raise TypeError(
        "a Tien Gow player decides from a SeatView (ai.levels.observation_for): the rules' observation "
        "does not tell it the rule set, the start and the events it saw"
    )
