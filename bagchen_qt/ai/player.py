"""The one interface every AI player has, and the registry of levels.

A player decides from what its seat may know (its game's observation), the legal
actions and a time budget. It never sees the full state, except the Oracle, which exists only
to measure the others against and is never offered at the table.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from bagchen_qt.games import DEFAULT_GAME


@dataclass(frozen=True, slots=True)
class PlayerOptions:
    """How a player thinks.

    ``think_ms``: time budget per decision (0: the level's default). ``seed``: makes
    decisions repeatable. ``risk`` from 0 (cautious) to 1: how hard it chases jumps.
    ``max_iterations``: a cap on search work, independent of the clock (0: none); tests
    use it so that decisions do not depend on the machine's speed. ``processes``: how
    many processes a search may use (Hard's tree search; 1: this one alone). ``judge``:
    the learned judge of positions Hard's search ends its play-outs with ("": none,
    "shipped": the program's own, or a file made by ``bagchen train``).
    """

    think_ms: int = 0
    seed: int | None = None
    risk: float = 0.5
    max_iterations: int = 0
    processes: int = 1
    judge: str = ""

    def __post_init__(self) -> None:
        if not 0.0 <= self.risk <= 1.0:
            raise ValueError(f"risk must be from 0 to 1, not {self.risk}")
        if self.think_ms < 0 or self.max_iterations < 0:
            raise ValueError("think_ms and max_iterations cannot be negative")
        if not 1 <= self.processes <= 256:
            raise ValueError(f"processes must be from 1 to 256, not {self.processes}")

    def with_(self, **changes: object) -> PlayerOptions:
        return replace(self, **changes)  # type: ignore[arg-type]  # dataclasses.replace takes any field by name


ObservationT = TypeVar("ObservationT")
ActionT = TypeVar("ActionT")


class Player(ABC, Generic[ObservationT, ActionT]):
    """An AI seat, typed by what it decides from and what it decides:
    ``Player[Observation, Event]``. ``decide`` returns one of the legal actions, made
    concrete where the game lists a choice still open (Bagchen's ``DiscardAny``: the
    tiles thrown away)."""

    level: str = ""
    default_think_ms: int = 0
    sees_everything: bool = False

    def __init__(self, options: PlayerOptions | None = None) -> None:
        self.options = options or PlayerOptions()
        self.rng = random.Random(self.options.seed)

    @property
    def think_ms(self) -> int:
        return self.options.think_ms or self.default_think_ms

    def deadline(self, budget_s: float | None = None) -> float:
        """The monotonic time by which a decision must be made."""
        budget = budget_s if budget_s is not None else self.think_ms / 1000
        return time.monotonic() + budget

    @abstractmethod
    def decide(self, obs: ObservationT, legal: Sequence[ActionT], budget_s: float | None = None) -> ActionT:
        """Choose one decision for ``obs.seat``."""

    def decide_full(self, state: Any, legal: Sequence[ActionT], budget_s: float | None = None) -> ActionT:
        """Only for players that see everything (the Oracle)."""
        raise TypeError(f"the {self.level} player decides from observations only")

    def explain(self, obs: ObservationT, action: ActionT) -> str:
        """One sentence on why ``action`` (for hints); players may say more."""
        return str(action.describe())  # type: ignore[attr-defined]  # every game's actions describe themselves


# A player of whichever game: what the layers that serve every game hold.
AnyPlayer = Player[Any, Any]
PlayerT = TypeVar("PlayerT", bound=AnyPlayer)

PLAYER_LEVELS: dict[str, Callable[[PlayerOptions], AnyPlayer]] = {}  # the catalogue's first game's
TABLE_LEVELS = ("random", "easy", "medium", "hard")  # offered to players; the Oracle and Tuned are not

# Every game's levels by name (the first game's are ``PLAYER_LEVELS``), and those its table offers.
GAME_LEVELS: dict[str, dict[str, Callable[[PlayerOptions], AnyPlayer]]] = {DEFAULT_GAME: PLAYER_LEVELS}
GAME_TABLE_LEVELS: dict[str, tuple[str, ...]] = {DEFAULT_GAME: TABLE_LEVELS}
# What a game's players decide from, made from a state and a seat, where it is more than the
# definition's ``observe`` gives (see ``levels.observation_for``).
GAME_OBSERVERS: dict[str, Callable[[Any, int], Any]] = {}
# Whether a game's rule set leaves its players any decision, where some do not (a game
# of drawing tiles): such rules offer no level (see ``levels.table_levels``).
GAME_DECISIONS: dict[str, Callable[[Any], bool]] = {}


def register_level(level: str, game: str = DEFAULT_GAME) -> Callable[[type[PlayerT]], type[PlayerT]]:
    def add(cls: type[PlayerT]) -> type[PlayerT]:
        cls.level = level
        GAME_LEVELS.setdefault(game, {})[level] = cls
        return cls

    return add
