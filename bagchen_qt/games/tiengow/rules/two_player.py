"""What Moving Mice and Nau Tin Kau share: two players, the 32-tile set, a banker found
by dice (TG16) and a shuffled woodpile as their chance events, one payment at the end.

Tiles are the numbers 0 … 31 of Tien Gow's deck ``"32"``; a tile's kind is the domino
set's index (``core.dominoes``), which the table's tile art draws.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.core.turns import count_from
from bagchen_qt.games.tiengow.rules import events as _events
from bagchen_qt.games.tiengow.rules.events import Discard, Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.tiles import DECKS

SEATS = 2
DECK = DECKS["32"]  # the two small games always use the whole set (TG26, TG27)
DECK_KINDS: tuple[int, ...] = DECK.tile_kind
TILE_COUNT = DECK.size


def counts_of(tiles: Sequence[int]) -> tuple[int, ...]:
    """A hand as counts by kind (the form ``combos`` answers from)."""
    return DECK.counts(tiles)


# --- chance ----------------------------------------------------------------------------


def banker_by_dice(thrower: int, dice: Sequence[int]) -> int:
    """Count the two seats in play order from the thrower as one (TG16)."""
    return count_from(thrower, sum(dice), SEATS)


def dice_refusal(event: ThrowDice, dice_count: int) -> Refusal | None:
    if len(event.dice) != dice_count or not all(type(d) is int and 1 <= d <= 6 for d in event.dice):
        return Refusal(Code.BAD_DICE, count=dice_count)
    return None


def shuffle_refusal(event: Shuffle) -> Refusal | None:
    if sorted(event.order) != list(range(TILE_COUNT)):
        return Refusal(Code.BAD_WOODPILE, count=TILE_COUNT)
    return None


def sample_dice(rng: random.Random, dice_count: int) -> ThrowDice:
    return ThrowDice(tuple(rng.randint(1, 6) for _ in range(dice_count)))


def sample_shuffle(rng: random.Random) -> Shuffle:
    order = list(range(TILE_COUNT))
    rng.shuffle(order)
    return Shuffle(tuple(order))


def sample_opening(state: Any, rng: random.Random) -> ThrowDice | Shuffle:
    """The chance event a two-player game opens with: the dice, then the woodpile."""
    if state.phase.value == "dice":
        return sample_dice(rng, state.rules.banker_dice)
    if state.phase.value == "shuffle":
        return sample_shuffle(rng)
    raise ValueError(f"no chance event in the {state.phase.value} step")


def seen_events(events: Sequence[Any], seat: int) -> tuple[Any, ...]:
    """The log as ``seat`` saw it: the woodpile's order left out (``Shuffle(())``) and the
    tiles of the other seat's face-down plays as ``-1`` (their number stays known)."""
    out: list[Any] = []
    for event in events:
        if isinstance(event, Shuffle):
            event = Shuffle(())
        elif isinstance(event, Discard) and event.seat != seat:
            event = Discard(event.seat, (-1,) * len(event.tiles))
        out.append(event)
    return tuple(out)


# --- settlement ------------------------------------------------------------------------


def payment(payer: int, amount: int, chips: Sequence[int] | None, allow_debt: bool) -> tuple[int, int]:
    """Net chips of the two seats when ``payer`` pays the other ``amount`` (TG20: a player
    who cannot pay pays what is left, unless debts are allowed)."""
    if chips is not None and not allow_debt:
        amount = max(0, min(amount, chips[payer]))
    nets = [0, 0]
    nets[payer], nets[1 - payer] = -amount, amount
    return nets[0], nets[1]


# --- JSON: the trick game's events, checked for two seats and 32 tiles -------------------


def event_to_json(event: _events.Event) -> dict[str, Any]:
    return _events.event_to_json(event)


def event_from_json(value: Any, where: str, game: str, types: tuple[type, ...]) -> Any:
    """Read one of ``types`` back; errors name ``where`` and the field."""
    event = _events.event_from_json(value, where)
    if not isinstance(event, types):
        raise ValueError(f"{where}.type: {type(event).__name__} is not an event of {game}")
    seat = getattr(event, "seat", 0)
    if not 0 <= seat < SEATS:
        raise ValueError(f"{where}.seat: {game} has seats 0 and 1, not {seat}")
    for name in ("tiles", "order"):
        if not all(0 <= t < TILE_COUNT for t in getattr(event, name, ())):
            raise ValueError(f"{where}.{name}: tiles are numbered 0 to {TILE_COUNT - 1}")
    return event
