"""Events of a Tien Gow deal: chance outcomes and the seats' decisions, and their JSON.

Every event is an immutable value; replaying a deal's events from its fresh state
rebuilds every later state. Plays name tile numbers of the rule set's deck (TG3), so
``describe()`` (plain English for logs) counts tiles; the words layer names them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from bagchen_qt.core.quoting import short_repr

# --- chance ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThrowDice:
    """The throw that finds the banker (TG16): one or two dice."""

    dice: tuple[int, ...]

    def describe(self) -> str:
        return f"the dice show {' and '.join(str(d) for d in self.dice)}"


@dataclass(frozen=True, slots=True)
class Shuffle:
    """The woodpile: the tiles in stack order, stack i holding ``order[h*i : h*i + h]``
    (TG15); the hands follow from it."""

    order: tuple[int, ...]

    def describe(self) -> str:
        return "the tiles are shuffled and built into the woodpile"


# --- decisions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declare:
    """The trade (TG21): whether the seat plays this deal."""

    seat: int
    play: bool

    def describe(self) -> str:
        return f"seat {self.seat} {'plays' if self.play else 'passes'}"


@dataclass(frozen=True, slots=True)
class Kan:
    """Conceding (the banker before the first lead) or claiming (a leader holding the
    tile target) the deal (TG25)."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} says kan"


@dataclass(frozen=True, slots=True)
class Lift:
    """The answer to a kan: lift (play on) or not (TG25)."""

    seat: int
    lift: bool

    def describe(self) -> str:
        return f"seat {self.seat} {'lifts' if self.lift else 'does not lift'}"


def _count(n: int) -> str:
    return f"{n} tile{'s' if n != 1 else ''}"


@dataclass(frozen=True, slots=True)
class Lead:
    seat: int
    tiles: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} leads {_count(len(self.tiles))}"


@dataclass(frozen=True, slots=True)
class Beat:
    """Follow face up with a play that beats the top of the trick."""

    seat: int
    tiles: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} beats with {_count(len(self.tiles))}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Follow face down with as many tiles as were led (TG12)."""

    seat: int
    tiles: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} plays {_count(len(self.tiles))} face down"


Event = ThrowDice | Shuffle | Declare | Kan | Lift | Lead | Beat | Discard
CHANCE_EVENTS = (ThrowDice, Shuffle)
EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls for cls in (ThrowDice, Shuffle, Declare, Kan, Lift, Lead, Beat, Discard)
}


def event_to_json(event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        value = getattr(event, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def event_from_json(value: Any, where: str = "event") -> Event:
    """Read an event back; errors name ``where`` and the field."""
    if not isinstance(value, dict):
        raise ValueError(f"{where}: an event must be an object, not {short_repr(value)}")
    name = value.get("type")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"{where}.type: {short_repr(name)} is not a Tien Gow event ({', '.join(EVENT_TYPES)})")
    args: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in value:
            raise ValueError(f"{where}.{f.name}: missing")
        field_value = value[f.name]
        if f.name in ("dice", "order", "tiles"):
            if not isinstance(field_value, list) or not all(type(x) is int for x in field_value):
                raise ValueError(f"{where}.{f.name}: must be a list of whole numbers, not {short_repr(field_value)}")
            args[f.name] = tuple(field_value)
        elif f.name in ("play", "lift"):
            if type(field_value) is not bool:
                raise ValueError(f"{where}.{f.name}: must be true or false, not {short_repr(field_value)}")
            args[f.name] = field_value
        else:
            if type(field_value) is not int:
                raise ValueError(f"{where}.{f.name}: must be a whole number, not {short_repr(field_value)}")
            args[f.name] = field_value
    extra = set(value) - {"type"} - {f.name for f in fields(cls)}
    if extra:
        raise ValueError(f"{where}.{sorted(extra)[0]}: not a field of {name}")
    event: Event = cls(**args)
    return event
