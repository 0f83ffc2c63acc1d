"""Replaying a recorded deal: the state at any step, through the rules engine.

Step 0 is the deal before its first event; step k is the state after event k (the
events are numbered from 1). ``view(step)`` is the all-hands view (the whole state),
``view(step, seat)`` what that seat saw (its game's observation: its own tiles and
everything face up, never another hand nor a tile laid face down).

States are rebuilt lazily and kept, so stepping back and forth costs nothing after the
first visit; a cold seek loads the deal and applies at most its ~100 events (the
engine applies about 75,000 a second), well inside the 20 ms budget
(``bagchen bench records`` measures ``seek_ms_p95``)::

    replay = Replay.load(store, deal_id)
    replay.view(41)          # all hands after event 41
    replay.view(41, seat=1)  # as S saw it
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .games import game_of_state, recorded_game
from .store import RecordsError, Store


class Replay:
    """The states of one deal's event log, in any game of the family (``game``: by
    default the one its start state tells). Its notes are the store's
    (``Store.annotations``)."""

    def __init__(self, start: Any, events: Sequence[Any], game: str | None = None) -> None:
        self.start = start
        self.events = tuple(events)
        self.game = game or game_of_state(start)
        self._recorded = recorded_game(self.game)
        self._definition = self._recorded.definition
        self._states = [start]

    @classmethod
    def load(cls, store: Store, deal_id: int) -> Replay:
        start, events, _notes = store.load_deal(deal_id)
        return cls(start, events, store.deal_game(deal_id))

    @property
    def steps(self) -> int:
        """The last step: the number of events."""
        return len(self.events)

    @property
    def states_built(self) -> int:
        """How many states are built so far (from step 0 on; they are kept)."""
        return len(self._states)

    def state_at(self, step: int) -> Any:
        if not 0 <= step <= len(self.events):
            raise IndexError(f"step {step} is outside 0 to {len(self.events)}")
        states = self._states
        apply = self._definition.apply
        while len(states) <= step:
            number = len(states)
            try:
                states.append(apply(states[-1], self.events[number - 1]))
            except ValueError as error:  # the game's IllegalAction
                raise RecordsError(f"event {number}: {error}") from None
        return states[step]

    def all_states(self) -> tuple[Any, ...]:
        """Every state from step 0 to the end (rebuilt once, then kept)."""
        self.state_at(len(self.events))
        return tuple(self._states)

    def view(self, step: int, seat: int | None = None) -> Any:
        """The all-hands state at ``step``, or ``seat``'s observation of it."""
        state = self.state_at(step)
        return state if seat is None else self._definition.observe(state, seat)

    def event(self, step: int) -> Any:
        """The event that led to ``step`` (None at step 0)."""
        return self.events[step - 1] if step > 0 else None


# --- where a deal's play stands, in any game ----------------------------------------------------

# The phases in which a trick game's tricks are played (Bagchen's are ``Phase`` members,
# Tien Gow's plain names): a lead about to be made, or a trick being followed.
_LEADING = frozenset({"lead", "passport_dice"})
_PLAYING = frozenset({"lead", "follow", "passport_dice"})


def _phase(state: Any) -> str:
    """The state's phase as a plain name: Bagchen's "passport dice" is "passport_dice"."""
    phase = getattr(state, "phase", "")
    return str(getattr(phase, "value", phase)).lower().replace(" ", "_")


def _trick_list(state: Any) -> tuple[Any, ...] | None:
    """The finished tricks a state keeps: Bagchen's ``tricks``, or the ``history`` a game
    keeps (Tien Gow's ``tricks`` counts tricks by seat); None when it keeps none."""
    history = getattr(state, "history", None)
    if isinstance(history, tuple):
        return history
    tricks = getattr(state, "tricks", None)
    if isinstance(tricks, tuple) and not any(isinstance(t, int) for t in tricks):
        return tricks
    return None


def finished_tricks(state: Any) -> int:
    """How many tricks of the deal are finished (0 where the state keeps no list of them)."""
    tricks = _trick_list(state)
    return 0 if tricks is None else len(tricks)


def _following(state: Any) -> bool:
    return in_play(state) and not about_to_lead(state)


def trick_starts(states: Sequence[Any]) -> list[int]:
    """The steps at which each trick is about to be led, in any trick game: where one
    more trick is finished, or, in a game that keeps no list of them (Moving Mice), where
    a lead is due after the play of a trick or before the first."""
    starts: list[int] = []
    counted = bool(states) and _trick_list(states[-1]) is not None
    for k, state in enumerate(states):
        if not about_to_lead(state):
            continue
        # one more trick finished, or a lead due again after a trick's plays
        new = (finished_tricks(state) == len(starts)) if counted else (k == 0 or not about_to_lead(states[k - 1]))
        if new:
            starts.append(k)
    return starts


def completes_trick(before: Any, after: Any) -> bool:
    """Whether the event from ``before`` to ``after`` was the last play of a trick."""
    if _trick_list(after) is not None:
        return finished_tricks(after) > finished_tricks(before)
    return _following(before) and (about_to_lead(after) or bool(getattr(after, "is_over", False)))


def in_play(state: Any) -> bool:
    """Whether the deal's tricks are being played (not before the play, nor over)."""
    return _phase(state) in _PLAYING


def about_to_lead(state: Any) -> bool:
    """Whether a trick is about to be led: the play is on and no trick is under way."""
    return _phase(state) in _LEADING and not getattr(state, "trick", None)
