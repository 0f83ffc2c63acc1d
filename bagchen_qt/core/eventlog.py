"""The event log of any game of the family: replay, checking and playing on, through
its definition alone.

A deal is its fresh state and the events applied to it (chance outcomes among them),
so these functions need nothing of a game but ``new_deal``, ``apply``,
``refusal_of`` and ``random_action``. Both games' own functions of these names are
these, or say why they are not:

- Tien Gow's ``state.replay``/``play_random_deal``, Moving Mice's and Nau Tin Kau's
  ``replay``/``play_random`` call them.
- Bagchen's ``state.play_random_deal`` and ``state.play_on`` keep their own loops: they
  step one private copy of the state instead of a new state per event, and the random
  play-out applies generated moves without checking them again, which is three times
  faster and is what ``bagchen bench rules`` and the searching players measure. Bagchen's
  ``state.replay``/``check``/``is_legal``/``why_illegal`` behave as these do.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bagchen_qt.core.family import AnyGame
from bagchen_qt.core.refusals import (
    CoreCode,
    IllegalAction,  # the one refusal exception of every game
    Refusal,
)


def replay(game: AnyGame, start: Any, events: Iterable[Any]) -> Any:
    """``start`` with ``events`` applied in order. A refused event raises
    ``IllegalAction`` whose refusal names its index in ``events`` and the cause."""
    state = start
    for index, event in enumerate(events):
        try:
            state = game.apply(state, event)
        except IllegalAction as error:
            raise IllegalAction(Refusal(CoreCode.REPLAY_EVENT, index=index, cause=error.refusal)) from None
    return state


def check(game: AnyGame, state: Any, event: Any) -> None:
    """Raise ``IllegalAction`` with the rule's reason when ``event`` may not happen now."""
    refusal = game.refusal_of(state, event)
    if refusal is not None:
        raise IllegalAction(refusal)


def is_legal(game: AnyGame, state: Any, event: Any) -> bool:
    return game.refusal_of(state, event) is None


def why_illegal(game: AnyGame, state: Any, event: Any) -> str:
    """The reason ``event`` is refused in plain English, or '' when it may happen."""
    refusal = game.refusal_of(state, event)
    return str(refusal) if refusal is not None else ""


def play_on(game: AnyGame, state: Any, choose: Callable[[Any], Any], stop: Callable[[Any], bool] | None = None) -> Any:
    """The deal played on from ``state`` to its end (or to the first state after a step
    that ``stop`` accepts), ``choose`` giving every event, chance outcomes too. Each
    event is checked as ``apply`` checks it."""
    while not state.is_over:
        state = game.apply(state, choose(state))
        if stop is not None and stop(state):
            break
    return state


def play_random(
    game: AnyGame,
    rules: Any,
    rng: random.Random,
    starter: int = 0,
    chips: Sequence[int] | None = None,
) -> Any:
    """A whole deal from a fresh one, chance and every decision drawn from ``rng``."""
    start = game.new_deal(rules, starter, chips)
    return play_on(game, start, lambda state: game.random_action(state, rng))
