"""Events of a deal: chance outcomes and the seats' decisions.

Every event is an immutable value. Applying a deal's events in order to a fresh state
rebuilds every later state exactly, so the event list is the whole record of a deal.
Plays name physical tiles (so a replay moves the very tiles that were played); the
rules look only at their kinds.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from bagchen_qt.core.quoting import short_repr
from bagchen_qt.games.bagchen.rules.combos import Suit
from bagchen_qt.games.bagchen.rules.dealing import seat_letter
from bagchen_qt.games.bagchen.rules.tiles import TILES


def _tiles(tiles: tuple[int, ...]) -> str:
    return " ".join(TILES[t].notation for t in tiles)


# --- chance ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Shuffle:
    """The 64 tiles in tower order: tower i holds ``order[8 * i: 8 * i + 8]``."""

    order: tuple[int, ...]

    def describe(self) -> str:
        return "the tiles are shuffled and built into eight towers"


@dataclass(frozen=True, slots=True)
class ThrowDice:
    """A throw of both dice: the deal's point, a passport suit throw, or the throw that
    names the tile given back after mother and son are united."""

    a: int
    b: int

    def describe(self) -> str:
        return f"the dice show {self.a} and {self.b}"


@dataclass(frozen=True, slots=True)
class DuelThrow:
    """One die each for the two players uniting mother and son: offerer, then acceptor."""

    offerer: int
    acceptor: int

    def describe(self) -> str:
        return f"the dice show {self.offerer} (offer) and {self.acceptor} (answer)"


# --- decisions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseTower:
    seat: int
    tower: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} chooses tower {self.tower}"


@dataclass(frozen=True, slots=True)
class ProposeExchange:
    """The hand-exchange custom: offer to swap whole hands with ``partner``."""

    seat: int
    partner: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} offers {seat_letter(self.partner)} to exchange hands"


@dataclass(frozen=True, slots=True)
class DemandRedeal:
    seat: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} shows a hand with no high tile and demands a re-deal"


@dataclass(frozen=True, slots=True)
class OfferUnion:
    """Show a mother ("mother looking for son") or a son ("son looking for mother")."""

    seat: int
    tile: int

    def describe(self) -> str:
        what = "mother looking for son" if TILES[self.tile].notation == "4-2" else "son looking for mother"
        return f"{seat_letter(self.seat)} shows {TILES[self.tile].notation}: {what}"


@dataclass(frozen=True, slots=True)
class OfferSwap:
    """A holder of both mothers (or both sons) offers to swap one of them with whoever
    holds both sons (or both mothers); no dice are thrown."""

    seat: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} offers to swap a mother for a son"


@dataclass(frozen=True, slots=True)
class Accept:
    """Yes to the question the seat is asked (an offer, an exchange, a swap)."""

    seat: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} accepts"


@dataclass(frozen=True, slots=True)
class Pass:
    """No: no re-deal, no offer, or an offer declined."""

    seat: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} passes"


@dataclass(frozen=True, slots=True)
class Lead:
    """Lead tiles face up to a new trick."""

    seat: int
    tiles: tuple[int, ...]

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} leads {_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class Charity:
    """Lead one tile face down, naming sky, earth or no suit (R7)."""

    seat: int
    tile: int
    suit: Suit | None

    def describe(self) -> str:
        named = f"naming {self.suit.value}" if self.suit else "naming no suit"
        return f"{seat_letter(self.seat)} leads a tile face down, {named}"


@dataclass(frozen=True, slots=True)
class Beat:
    """Follow face up with tiles that beat the top of the trick."""

    seat: int
    tiles: tuple[int, ...]

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} beats with {_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Follow face down with any tiles, as many as were led."""

    seat: int
    tiles: tuple[int, ...]

    def describe(self) -> str:
        n = len(self.tiles)
        return f"{seat_letter(self.seat)} plays {n} tile{'s' if n > 1 else ''} face down"


@dataclass(frozen=True, slots=True)
class DiscardAny:
    """In a list of legal actions: "any N tiles face down". Not an event itself: pick the
    tiles (see ``sample_discard``) and apply a ``Discard``."""

    seat: int
    count: int

    def describe(self) -> str:
        return f"{seat_letter(self.seat)} may play {self.count} tile{'s' if self.count > 1 else ''} face down"


ChanceEvent = Shuffle | ThrowDice | DuelThrow
Decision = (
    ChooseTower
    | ProposeExchange
    | DemandRedeal
    | OfferUnion
    | OfferSwap
    | Accept
    | Pass
    | Lead
    | Charity
    | Beat
    | Discard
)
Event = ChanceEvent | Decision
# An entry of a legal list: a decision, or DiscardAny standing for every face-down play.
Action = Decision | DiscardAny
CHANCE_TYPES = (Shuffle, ThrowDice, DuelThrow)
EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        Shuffle,
        ThrowDice,
        DuelThrow,
        ChooseTower,
        ProposeExchange,
        DemandRedeal,
        OfferUnion,
        OfferSwap,
        Accept,
        Pass,
        Lead,
        Charity,
        Beat,
        Discard,
    )
}


def _field_names(cls: type[Event]) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def event_to_dict(event: Event) -> dict[str, object]:
    """A plain dict for JSON and SQLite: the type's name and its fields."""
    data: dict[str, object] = {"type": type(event).__name__}
    for name in _field_names(type(event)):
        value = getattr(event, name)
        if isinstance(value, Suit):
            value = value.value
        elif isinstance(value, tuple):
            value = [int(v) for v in value]
        elif isinstance(value, int):
            value = int(value)
        data[name] = value
    return data


def event_from_dict(data: dict[str, object]) -> Event:
    """Rebuild an event from ``event_to_dict``; a malformed dict raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError("an event must be an object")
    cls = EVENT_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown event type {short_repr(data.get('type'))}")
    names = _field_names(cls)
    extra = set(data) - set(names) - {"type"}
    missing = set(names) - set(data)
    if extra or missing:
        raise ValueError(f"{cls.__name__} needs the fields {', '.join(names)}")
    values: list[Any] = []  # each checked against its field above
    for name in names:
        value = data[name]
        if name == "suit":
            if value is not None and value not in ("sky", "earth"):
                raise ValueError(f"suit must be sky, earth or null, not {short_repr(value)}")
            value = Suit(value) if value else None
        elif name in ("order", "tiles"):
            if not isinstance(value, list) or not all(type(v) is int and 0 <= v < 64 for v in value):
                raise ValueError(f"{name} must be a list of tile numbers 0 to 63")
            value = tuple(value)
        elif type(value) is not int:
            raise ValueError(f"{name} must be a whole number, not {short_repr(value)}")
        values.append(value)
    return cls(*values)
