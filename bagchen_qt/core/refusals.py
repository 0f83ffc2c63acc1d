"""Why the rules refuse something, as data: a code and its parameters, for every game.

A ``Refusal`` crosses the layers instead of a sentence: the table renders it in the
player's language (each game's words), while ``str(refusal)`` keeps one plain English
sentence for the command line, the conformance cases and logs. Each game keeps its
codes in an enum of its own and says them in English through ``register_plain_text``;
the two codes here belong to no game. ``IllegalAction`` is the one refusal exception.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum


class CoreCode(StrEnum):
    REPLAY_EVENT = "replay event"  # an event of a replayed log is refused: ``index``, ``cause``
    OTHER = "other"  # a bare sentence, in ``detail``


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refusal and what it is about; each code uses only the parameters it needs."""

    code: StrEnum  # a ``CoreCode`` or a game's own
    seat: int | None = None  # the seat refused (or the seat the refusal speaks of)
    turn: int | None = None  # whose turn it is
    kinds: tuple[int, ...] = ()  # the pieces played, by kind
    top_kinds: tuple[int, ...] = ()  # what they had to beat, by kind
    tile: int | None = None  # one physical piece
    led: int = 0  # pieces led in the trick
    count: int = 0  # pieces played
    limit: int = 0  # a limit the play broke
    index: int = 0  # the event's place in a log
    suit: StrEnum | None = None
    combo: StrEnum | None = None  # what the play forms
    top_combo: StrEnum | None = None  # what it had to beat
    rule: int = 0  # the rule broken, where the sentence names it
    step: str = ""  # the step of the deal the event came in
    detail: str = ""  # a name or a value with no better type (an event's type, a bad die)
    cause: Refusal | None = None  # the deeper reason (cannot lead, cannot beat, a replayed event)

    def __str__(self) -> str:
        return plain_text(self)

    def root(self) -> Refusal:
        """The innermost reason: what to tell a player who sees the play already."""
        return self.cause.root() if self.cause is not None and self.code is not CoreCode.REPLAY_EVENT else self


class IllegalAction(ValueError):
    """An action the rules do not allow. ``refusal`` says which rule it breaks, as a code
    with its parameters; ``str()`` says it in plain English. A bare sentence is taken too
    (its code is ``OTHER``)."""

    def __init__(self, refusal: Refusal | str) -> None:
        if not isinstance(refusal, Refusal):
            refusal = Refusal(CoreCode.OTHER, detail=str(refusal))
        super().__init__(refusal)
        self.refusal = refusal

    def __str__(self) -> str:
        return str(self.refusal)


_GAME_TEXTS: dict[type[StrEnum], Callable[[Refusal], str]] = {}


def register_plain_text(codes: type[StrEnum], text: Callable[[Refusal], str]) -> None:
    """A game's codes and the function that says its refusals in plain English."""
    _GAME_TEXTS[codes] = text


def plain_text(r: Refusal) -> str:
    """The refusal in plain English."""
    if r.code is CoreCode.REPLAY_EVENT:
        return f"event {r.index}: {r.cause}"
    if r.code is CoreCode.OTHER:
        return r.detail
    return _GAME_TEXTS[type(r.code)](r)
