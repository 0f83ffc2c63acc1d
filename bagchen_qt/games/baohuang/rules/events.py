"""Events of a Bao Huang deal: chance outcomes and the seats' decisions, and their JSON.

Every event is an immutable value; replaying a deal's events from its fresh state
rebuilds every later state. Decisions carry the ``seat`` that makes them. Plays and
tribute cards are written as card codes (``cards``): ranks ``6`` … ``RJ`` and ``BJ*``
for the marked black joker; the shuffle orders the 168 physical card numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .cards import CARD_COUNT, CODE_NAMES, RANK_NAMES, SEATS, TWO, format_codes

# --- chance ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrawShuffler:
    """Who shuffles for the first deal of a session (BH3)."""

    shuffler: int

    def describe(self) -> str:
        return f"seat {self.shuffler} shuffles"


@dataclass(frozen=True, slots=True)
class Shuffle:
    """The shuffled pile, top card first, and the cut: ``cut`` cards are lifted from the
    top and put under, then the cards are taken one at a time (BH3)."""

    order: tuple[int, ...]
    cut: int

    def describe(self) -> str:
        return f"the cards are shuffled and cut {self.cut} from the top"


@dataclass(frozen=True, slots=True)
class DrawTribute:
    """Face-down tribute (BH16): the takers, in their order, take the given cards in
    this order (indices into the cards as they were given)."""

    order: tuple[int, ...]

    def describe(self) -> str:
        return "the tribute is taken face down"


# --- decisions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GiveTribute:
    """A loser of the deal before gives his highest cards other than jokers (BH16)."""

    seat: int
    cards: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} gives {len(self.cards)} card{'s' if len(self.cards) != 1 else ''}"


@dataclass(frozen=True, slots=True)
class TakeTribute:
    """A winner of the deal before takes one face-up tribute card of his choice (BH16)."""

    seat: int
    card: int

    def describe(self) -> str:
        return f"seat {self.seat} takes a {RANK_NAMES[self.card]}"


@dataclass(frozen=True, slots=True)
class Emperor:
    """The holder of the emperor card becomes emperor, or declines and passes it on (BH4)."""

    seat: int
    accept: bool

    def describe(self) -> str:
        return f"seat {self.seat} {'is emperor' if self.accept else 'declines the emperor card'}"


@dataclass(frozen=True, slots=True)
class Announce:
    """Before the first lead each seat in turn may announce (BH7): only the holder of the
    marked black joker can, as the protector or as the emperor alone."""

    seat: int
    announce: bool

    def describe(self) -> str:
        return f"seat {self.seat} {'announces' if self.announce else 'says nothing'}"


@dataclass(frozen=True, slots=True)
class DoNotBeat:
    """Zhàn pái (BH12, BH22): the seat asks the others not to beat the play it makes next."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} asks the others not to beat its play"


@dataclass(frozen=True, slots=True)
class Play:
    """A lead or a reply: card codes, lowest code first in the generator's plays."""

    seat: int
    cards: tuple[int, ...]

    def describe(self) -> str:
        return f"seat {self.seat} plays {format_codes(self.cards)}"


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} passes"


Event = DrawShuffler | Shuffle | DrawTribute | GiveTribute | TakeTribute | Emperor | Announce | DoNotBeat | Play | Pass
Decision = GiveTribute | TakeTribute | Emperor | Announce | DoNotBeat | Play | Pass
CHANCE_EVENTS = (DrawShuffler, Shuffle, DrawTribute)
DECISIONS = (GiveTribute, TakeTribute, Emperor, Announce, DoNotBeat, Play, Pass)
EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in (*CHANCE_EVENTS, *DECISIONS)}

# How each field is written in JSON.
_CARD_LISTS = ("cards",)
_NUMBER_LISTS = ("order",)
_BOOLS = ("accept", "announce")
_SEATS = ("seat", "shuffler")


def event_to_json(event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        value = getattr(event, f.name)
        if f.name in _CARD_LISTS:
            out[f.name] = [CODE_NAMES[c] for c in value]
        elif f.name == "card":
            out[f.name] = RANK_NAMES[value]
        elif isinstance(value, tuple):
            out[f.name] = list(value)
        else:
            out[f.name] = value
    return out


def _card(where: str, value: Any, marked: bool) -> int:
    names = CODE_NAMES if marked else RANK_NAMES
    if not isinstance(value, str) or value not in names:
        raise ValueError(f"{where}: must be a card ({' '.join(names)}), not {value!r}")
    return names.index(value)


def event_from_json(value: Any, where: str = "event") -> Event:
    """Read an event back; any bad value raises ``ValueError`` naming ``where`` and the field."""
    if not isinstance(value, dict):
        raise ValueError(f"{where}: an event must be an object, not {value!r}")
    name = value.get("type")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"{where}.type: {name!r} is not a Bao Huang event ({', '.join(EVENT_TYPES)})")
    names = [f.name for f in fields(cls)]
    extra = sorted(str(k) for k in value if k != "type" and k not in names)
    if extra:
        raise ValueError(f"{where}.{extra[0]}: not a field of {name}")
    args: dict[str, Any] = {}
    for field_name in names:
        at = f"{where}.{field_name}"
        if field_name not in value:
            raise ValueError(f"{at}: missing")
        v = value[field_name]
        if field_name in _SEATS:
            if type(v) is not int or not 0 <= v < SEATS:
                raise ValueError(f"{at}: must be a seat 0 to {SEATS - 1}, not {v!r}")
        elif field_name in _BOOLS:
            if type(v) is not bool:
                raise ValueError(f"{at}: must be true or false, not {v!r}")
        elif field_name == "cut":
            if type(v) is not int or not 0 <= v < CARD_COUNT:
                raise ValueError(f"{at}: must be a whole number 0 to {CARD_COUNT - 1}, not {v!r}")
        elif field_name in _NUMBER_LISTS:
            if not isinstance(v, list) or not all(type(x) is int for x in v):
                raise ValueError(f"{at}: must be a list of whole numbers, not {v!r}")
            v = tuple(v)
        elif field_name in _CARD_LISTS:
            if not isinstance(v, list):
                raise ValueError(f"{at}: must be a list of cards, not {v!r}")
            marked = cls is Play
            v = tuple(_card(f"{at}[{i}]", x, marked) for i, x in enumerate(v))
        elif field_name == "card":
            v = _card(at, v, False)
        args[field_name] = v
    if cls is GiveTribute and any(c > TWO for c in args["cards"]):
        raise ValueError(f"{where}.cards: jokers are never given as tribute")
    if cls is TakeTribute and args["card"] > TWO:
        raise ValueError(f"{where}.card: jokers are never given as tribute")
    event: Event = cls(**args)
    return event
