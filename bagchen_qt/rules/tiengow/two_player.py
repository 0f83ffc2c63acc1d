"""What Moving Mice and Nau Tin Kau share: two players, the 32-tile set, a banker found
by dice (TG16) and a shuffled woodpile as their chance events, one payment at the end.

Tiles are the numbers 0 … 31 of Tien Gow's deck ``"32"``; a tile's kind is Bagchen's
``rules.tiles.KINDS`` index, so the art and the names of the kinds are shared.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..refusals import Refusal
from ..refusals import RefusalCode as Code
from .tiles import DECKS, notation

SEATS = 2
DECK = DECKS["32"]  # the two small games always use the whole set (TG26, TG27)
DECK_KINDS: tuple[int, ...] = DECK.tile_kind
TILE_COUNT = DECK.size


def tile_notation(tile: int) -> str:
    return notation(DECK_KINDS[tile])


def tiles_notation(tiles: Sequence[int]) -> str:
    return " ".join(tile_notation(t) for t in tiles)


def counts_of(tiles: Sequence[int]) -> tuple[int, ...]:
    """A hand as counts by kind (the form ``combos`` answers from)."""
    return DECK.counts(tiles)


# --- chance ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThrowDice:
    """The throw that finds the banker (TG16): one value per die."""

    dice: tuple[int, ...]

    def describe(self) -> str:
        return "the dice show " + " and ".join(str(d) for d in self.dice)


@dataclass(frozen=True, slots=True)
class Shuffle:
    """The 32 tiles in woodpile order: stack i holds ``order[4 * i: 4 * i + 4]``."""

    order: tuple[int, ...]

    def describe(self) -> str:
        return "the tiles are shuffled and built into the woodpile"


def banker_by_dice(thrower: int, dice: Sequence[int]) -> int:
    """Count the two seats in play order from the thrower as one (TG16)."""
    return (thrower + sum(dice) - 1) % SEATS


def dice_refusal(event: ThrowDice, dice_count: int) -> Refusal | None:
    if len(event.dice) != dice_count:
        return Refusal(Code.DICE_EXPECTED)
    for value in event.dice:
        if not 1 <= value <= 6:
            return Refusal(Code.DIE_RANGE, detail=str(value))
    return None


def shuffle_refusal(event: Shuffle) -> Refusal | None:
    if sorted(event.order) != list(range(TILE_COUNT)):
        return Refusal(Code.TWO_PLAYER_SHUFFLE, limit=TILE_COUNT)
    return None


def sample_dice(rng: random.Random, dice_count: int) -> ThrowDice:
    return ThrowDice(tuple(rng.randint(1, 6) for _ in range(dice_count)))


def sample_shuffle(rng: random.Random) -> Shuffle:
    order = list(range(TILE_COUNT))
    rng.shuffle(order)
    return Shuffle(tuple(order))


# --- settlement ------------------------------------------------------------------------


def payment(payer: int, amount: int, chips: Sequence[int] | None, allow_debt: bool) -> tuple[int, int]:
    """Net chips of the two seats when ``payer`` pays the other ``amount`` (TG20: a player
    who cannot pay pays what is left, unless debts are allowed)."""
    if chips is not None and not allow_debt:
        amount = max(0, min(amount, chips[payer]))
    nets = [0, 0]
    nets[payer], nets[1 - payer] = -amount, amount
    return nets[0], nets[1]


# --- JSON ------------------------------------------------------------------------------


def int_field(data: dict[str, Any], name: str, where: str, low: int, high: int) -> int:
    value = data.get(name)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{where}: {name} must be a whole number from {low} to {high}, not {value!r}")
    return value


def tiles_field(data: dict[str, Any], name: str, where: str) -> tuple[int, ...]:
    value = data.get(name)
    if not isinstance(value, list) or not all(type(v) is int and 0 <= v < TILE_COUNT for v in value):
        raise ValueError(f"{where}: {name} must be a list of tile numbers 0 to {TILE_COUNT - 1}")
    return tuple(value)


def check_fields(data: Any, where: str, names: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{where}: an event must be an object")
    extra = set(data) - set(names) - {"type"}
    missing = set(names) - set(data)
    if extra or missing:
        raise ValueError(f"{where}: {data.get('type')} needs the fields {', '.join(names) or 'none'}")
    return data


def chance_to_json(event: ThrowDice | Shuffle) -> dict[str, Any]:
    if isinstance(event, ThrowDice):
        return {"type": "ThrowDice", "dice": list(event.dice)}
    return {"type": "Shuffle", "order": list(event.order)}


def chance_from_json(data: dict[str, Any], where: str) -> ThrowDice | Shuffle | None:
    """The chance event ``data`` holds, or None when it is of another type."""
    if data.get("type") == "ThrowDice":
        check_fields(data, where, ("dice",))
        dice = data["dice"]
        if not isinstance(dice, list) or not all(type(d) is int for d in dice):
            raise ValueError(f"{where}: dice must be a list of whole numbers")
        return ThrowDice(tuple(dice))
    if data.get("type") == "Shuffle":
        check_fields(data, where, ("order",))
        return Shuffle(tiles_field(data, "order", where))
    return None
