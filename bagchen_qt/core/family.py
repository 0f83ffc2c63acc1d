"""A family of trick games on one framework: what a game definition gives.

Every game (Bagchen, Tien Gow and its relatives, later a card game) is a
``GameDefinition``: its rule sets and presets, a fresh deal, the one legal-move
generator, ``apply`` with refusals as reasons, chance events, what each seat may see,
the settlement, the events' JSON form and its conformance case kinds. The layers above
(AI, records, the table) reach a game only through its definition, found by name in
``GAMES``, so nothing above the rules needs to know which game it is serving.

Nothing here speaks of dominoes: kinds, copies, suits and ranks fit cards as well.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from bagchen_qt.core.quoting import excerpt
from bagchen_qt.core.refusals import Refusal


@runtime_checkable
class GameState(Protocol):
    """The part of a game's state every layer above may rely on. A state is
    immutable from the outside: ``GameDefinition.apply`` returns a new one."""

    @property
    def actor(self) -> int:
        """The seat whose decision is due (meaningless while chance acts or when over)."""
        ...

    @property
    def is_chance(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def events(self) -> tuple[Any, ...]:
        """Every event since the fresh deal: replaying them rebuilds this state."""
        ...


RulesT = TypeVar("RulesT")
StateT = TypeVar("StateT")
EventT = TypeVar("EventT")
ObservationT_co = TypeVar("ObservationT_co", covariant=True)


class GameDefinition(Protocol[RulesT, StateT, EventT, ObservationT_co]):
    """One game of the family, typed by its own frozen rule sets, states, events and
    observations: ``GameDefinition[RuleSet, DealState, Event, Observation]``. Code that
    serves any game holds an ``AnyGame``."""

    name: str  # the name stored with every recorded deal (the catalogue lists them)
    title: str  # English title; the words layer translates it

    @property
    def presets(self) -> Mapping[str, RulesT]:
        """Named rule sets, the game's usual one first."""
        ...

    def rules_from(self, preset: str = "", options: Mapping[str, Any] | None = None) -> RulesT:
        """A preset (the usual one when empty) with some options changed; raises
        ``ValueError`` naming the option when a value is not allowed."""
        ...

    def seat_count(self, rules: RulesT) -> int:
        """Seats at the table (a resting seat counts)."""
        ...

    def new_deal(self, rules: RulesT, starter: int = 0, chips: Sequence[int] | None = None) -> StateT: ...

    def legal_actions(self, state: StateT) -> list[Any]:
        """The decisions of ``state.actor`` (empty while chance acts or when over)."""
        ...

    def refusal_of(self, state: StateT, event: EventT) -> Refusal | None:
        """Why ``event`` may not happen now, or None when it may."""
        ...

    def apply(self, state: StateT, event: EventT) -> StateT:
        """The state after ``event``; raises the game's ``IllegalAction`` (a
        ``ValueError`` carrying a ``Refusal``) when it may not happen."""
        ...

    def sample_chance(self, state: StateT, rng: random.Random) -> EventT: ...

    def random_action(self, state: StateT, rng: random.Random) -> EventT:
        """A chance event or a uniformly chosen legal decision, whichever is due."""
        ...

    def observe(self, state: StateT, seat: int) -> ObservationT_co:
        """What ``seat`` may know: its own tiles, everything face up, counts of the rest."""
        ...

    def deltas(self, state: StateT) -> tuple[int, ...]:
        """Net chips won by each seat in a finished deal (zero-sum, 0 for a resting seat)."""
        ...

    def event_to_json(self, event: EventT) -> dict[str, Any]: ...

    def event_from_json(self, value: Any, where: str, rules: RulesT | None = None) -> EventT:
        """Read an event back; raises ``ValueError`` naming ``where`` and the field.
        ``rules`` (the deal's rule set) tells a game with several kinds of deal which
        events to read; a game with one kind ignores it."""
        ...

    @property
    def case_kinds(self) -> Mapping[str, Callable[[dict[str, Any]], Any]]:
        """Conformance runners by case kind: each returns what the case's ``expect`` holds."""
        ...


# A definition of whichever game: what the layers that serve every game hold.
AnyGame = GameDefinition[Any, Any, Any, Any]
GameT = TypeVar("GameT", bound=AnyGame)


GAMES: dict[str, AnyGame] = {}


def register(game: GameT) -> GameT:
    GAMES[game.name] = game
    return game


def game_named(name: str) -> AnyGame:
    """The definition of a game by its stored name; raises ``ValueError`` naming the known ones."""
    _load_games()
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {excerpt(name)!r}: the games are {', '.join(game_names())}") from None


def game_names() -> list[str]:
    """The stored names of every game this version plays, in order."""
    _load_games()
    return sorted(GAMES)


_loaded_from: tuple[Any, ...] = ()  # the catalogue's listings when the games were last loaded


def _load_games() -> None:
    # Each game registers itself when its rules module is imported; the catalogue names
    # them, and they are imported on first use so that importing the core stays cheap.
    global _loaded_from
    from bagchen_qt.games import listings, load_rules

    if listings() == _loaded_from:
        return
    _loaded_from = listings()
    modules = load_rules()
    listed = {module.GAME.name: module.GAME for module in modules if hasattr(module, "GAME")}
    for name in [name for name in GAMES if name not in listed]:
        del GAMES[name]  # taken off the catalogue (a game added for a while)
    for name, game in listed.items():
        GAMES.setdefault(name, game)  # listed again after it was taken off


def all_games() -> tuple[AnyGame, ...]:
    """Every game of the catalogue, in its order (then any registered beside it)."""
    _load_games()
    return tuple(GAMES.values())
