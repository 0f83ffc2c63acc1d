"""Nau Tin Kau (TG27): two players draw and compare tiles; red pips settle the game.

There are no hands: the shuffled woodpile is the stock. The first leader is found by
dice (TG16). In each draw the leader turns the next tile of the stock, then the other
player turns the one after it; if the second tile is of the same suit and strictly
higher (TG2, the classic order) the second player takes both and leads next, otherwise
the leader takes both and leads again. After sixteen draws the stock is empty and the
player with fewer red pips among their captured tiles pays the other the difference.

Turning a tile is each player's only decision, so ``legal_actions`` always offers
exactly one ``Draw``: the table lets the human turn their own tile.

The functions below carry the names and meanings of the ``GameDefinition`` methods so
that the Tien Gow definition dispatches to them for the ``nau-tin-kau`` preset;
``CASE_KINDS`` holds the runners of ``nau_draw``, ``red_pips`` and ``nau_settle``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from bagchen_qt.core import eventlog
from bagchen_qt.core.eventlog import replay as replay_events
from bagchen_qt.core.quoting import short_repr
from bagchen_qt.core.refusals import IllegalAction, Refusal
from bagchen_qt.core.stakes import starting_chips
from bagchen_qt.games.tiengow.rules.combos import table
from bagchen_qt.games.tiengow.rules.events import Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules, rules_from
from bagchen_qt.games.tiengow.rules.tiles import RED_PIPS, kind_index, red_pips
from bagchen_qt.games.tiengow.rules.two_player import (
    DECK_KINDS,
    SEATS,
    TILE_COUNT,
    banker_by_dice,
    dice_refusal,
    payment,
    sample_opening,
    seen_events,
    shuffle_refusal,
)
from bagchen_qt.games.tiengow.rules.two_player import event_from_json as _event_from_json
from bagchen_qt.games.tiengow.rules.two_player import event_to_json as _event_to_json

DRAWS = TILE_COUNT // 2


def second_takes(rules: TienGowRules, lead: int, second: int) -> bool:
    """Whether the second tile (kind) takes the draw: the same suit and strictly higher
    as a single (TG2, TG27)."""
    return table(rules).single_beats(lead, second)


# --- events ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw:
    """Turn the next tile of the woodpile."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} turns a tile"


Event = ThrowDice | Shuffle | Draw


# --- the state -------------------------------------------------------------------------


class Phase(StrEnum):
    DICE = "dice"  # the first leader's throw (TG16)
    SHUFFLE = "shuffle"  # the woodpile
    DRAW = "draw"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class NauState:
    """A game of Nau Tin Kau. Immutable: ``apply`` returns a new state."""

    rules: TienGowRules
    starter: int  # the seat that throws for the first leader
    start_chips: tuple[int, ...]  # before the game: a player pays at most what they hold (TG20)
    phase: Phase = Phase.DICE
    events: tuple[Event, ...] = ()
    banker: int = -1  # the first leader
    leader: int = -1
    stock: tuple[int, ...] = ()  # the tiles still face down, in drawing order
    turned: int | None = None  # the leader's tile of the draw under way
    captured: tuple[tuple[int, ...], ...] = ((), ())
    last_taker: int | None = None  # who took the last finished draw

    @property
    def actor(self) -> int:
        """The seat to turn a tile; -1 while chance acts or when the game is over."""
        if self.phase is not Phase.DRAW:
            return -1
        return self.leader if self.turned is None else 1 - self.leader

    @property
    def is_chance(self) -> bool:
        return self.phase in (Phase.DICE, Phase.SHUFFLE)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def chips(self) -> tuple[int, ...]:
        """Chips after the settlement (before it while the game runs)."""
        return tuple(c + d for c, d in zip(self.start_chips, deltas(self), strict=True))

    @property
    def draws_done(self) -> int:
        return (len(self.captured[0]) + len(self.captured[1])) // 2

    def red_pips(self, seat: int) -> int:
        """The red pips of the tiles ``seat`` has captured (TG27)."""
        pips = RED_PIPS[self.rules.red_sixes]
        return sum(pips[DECK_KINDS[t]] for t in self.captured[seat])


def new_deal(rules: TienGowRules, starter: int = 0, chips: Sequence[int] | None = None) -> NauState:
    """A fresh game: the dice for the first leader come first."""
    if rules.play != "nau_tin_kau":
        raise ValueError(f"these rules play {rules.play.replace('_', ' ')}, not Nau Tin Kau")
    stakes = starting_chips(chips, SEATS, rules.stake, rules.allow_debt, "Nau Tin Kau")
    return NauState(rules, starter % SEATS, stakes)


def next_deal(state: NauState) -> NauState:
    """The next game of a session: the same thrower throws for the banker again, and the
    chips stand as this game left them."""
    return new_deal(state.rules, state.starter, state.chips)


def legal_actions(state: NauState) -> list[Draw]:
    """The one decision there is: the seat to act turns the next tile."""
    return [Draw(state.actor)] if state.phase is Phase.DRAW else []


def refusal_of(state: NauState, event: object) -> Refusal | None:
    """Why ``event`` may not happen now, or None when it may."""
    if state.phase is Phase.OVER:
        return Refusal(Code.DEAL_OVER)
    if state.phase is Phase.DICE:
        if not isinstance(event, ThrowDice):
            return Refusal(Code.DICE_EXPECTED)
        return dice_refusal(event, state.rules.banker_dice)
    if state.phase is Phase.SHUFFLE:
        return shuffle_refusal(event) if isinstance(event, Shuffle) else Refusal(Code.MUST_SHUFFLE)
    if isinstance(event, ThrowDice | Shuffle):
        return Refusal(Code.CHANCE_EVENT_NOW, detail=type(event).__name__)
    if not isinstance(event, Draw):
        return Refusal(Code.NOT_A_DECISION, detail=type(event).__name__, step=state.phase.value)
    if event.seat != state.actor:
        return Refusal(Code.NOT_YOUR_TURN, seat=event.seat, turn=state.actor)
    return None


def apply(state: NauState, event: Event) -> NauState:
    """The state after ``event``; raises ``IllegalAction`` with the reason when it may not happen."""
    refusal = refusal_of(state, event)
    if refusal is not None:
        raise IllegalAction(refusal)
    events = (*state.events, event)
    if isinstance(event, ThrowDice):
        banker = banker_by_dice(state.starter, event.dice)
        return replace(state, events=events, banker=banker, leader=banker, phase=Phase.SHUFFLE)
    if isinstance(event, Shuffle):
        return replace(state, events=events, stock=event.order, phase=Phase.DRAW)
    tile, stock = state.stock[0], state.stock[1:]
    if state.turned is None:
        return replace(state, events=events, stock=stock, turned=tile)
    lead = state.turned
    taker = 1 - state.leader if second_takes(state.rules, DECK_KINDS[lead], DECK_KINDS[tile]) else state.leader
    captured = list(state.captured)
    captured[taker] = (*captured[taker], lead, tile)
    return replace(
        state,
        events=events,
        stock=stock,
        turned=None,
        captured=tuple(captured),
        leader=taker,
        last_taker=taker,
        phase=Phase.DRAW if stock else Phase.OVER,
    )


def replay(
    rules: TienGowRules, events: Sequence[Event], starter: int = 0, chips: Sequence[int] | None = None
) -> NauState:
    """The state after ``events`` from a fresh game; a refused event raises ``IllegalAction``
    naming its place in the log."""
    from bagchen_qt.games.tiengow.rules.game import GAME  # the definition imports this module

    return replay_events(GAME, new_deal(rules, starter, chips), events)


# --- chance and random play ------------------------------------------------------------


def sample_chance(state: NauState, rng: random.Random) -> ThrowDice | Shuffle:
    return sample_opening(state, rng)


def random_action(state: NauState, rng: random.Random) -> Event:
    """A chance event, or the one decision due (there is never a choice)."""
    if state.is_chance:
        return sample_chance(state, rng)
    return legal_actions(state)[0]


def play_random(
    rules: TienGowRules, rng: random.Random, starter: int = 0, chips: Sequence[int] | None = None
) -> NauState:
    from bagchen_qt.games.tiengow.rules.game import GAME

    return eventlog.play_random(GAME, rules, rng, starter, chips)


# --- what a seat sees (TG30: everything is open but the woodpile) -----------------------


@dataclass(frozen=True, slots=True)
class NauView:
    """Everything of the game but the woodpile's order; ``rules``, ``starter``,
    ``start_chips`` and the log without the shuffle (``events``) rebuild it."""

    seat: int
    rules: TienGowRules
    starter: int
    start_chips: tuple[int, ...]
    events: tuple[Event, ...]
    phase: Phase
    banker: int
    leader: int
    actor: int
    stock: int  # tiles still face down; their order stays hidden
    turned: int | None
    captured: tuple[tuple[int, ...], ...]
    red_pips: tuple[int, ...]
    last_taker: int | None
    over: bool


def observe(state: NauState, seat: int) -> NauView:
    return NauView(
        seat=seat,
        rules=state.rules,
        starter=state.starter,
        start_chips=state.start_chips,
        events=seen_events(state.events, seat),
        phase=state.phase,
        banker=state.banker,
        leader=state.leader,
        actor=state.actor,
        stock=len(state.stock),
        turned=state.turned,
        captured=state.captured,
        red_pips=(state.red_pips(0), state.red_pips(1)),
        last_taker=state.last_taker,
        over=state.is_over,
    )


# --- the settlement --------------------------------------------------------------------


def settle(pips: Sequence[int], chips: Sequence[int] | None = None, allow_debt: bool = False) -> tuple[int, ...]:
    """Net chips when the players hold ``pips`` red pips: fewer pays the difference."""
    if pips[0] == pips[1]:
        return (0, 0)
    payer = 0 if pips[0] < pips[1] else 1
    return payment(payer, abs(pips[0] - pips[1]), chips, allow_debt)


def deltas(state: NauState) -> tuple[int, ...]:
    """Net chips of the two seats at the end (0, 0 before it)."""
    if not state.is_over:
        return (0, 0)
    return settle((state.red_pips(0), state.red_pips(1)), state.start_chips, state.rules.allow_debt)


# --- JSON ------------------------------------------------------------------------------


def event_to_json(event: Event) -> dict[str, Any]:
    if isinstance(event, Draw):
        return {"type": "Draw", "seat": event.seat}
    return _event_to_json(event)


def event_from_json(value: Any, where: str) -> Event:
    """Read an event back; raises ``ValueError`` naming ``where`` and the field."""
    if isinstance(value, dict) and value.get("type") == "Draw":
        extra = sorted(set(value) - {"type", "seat"})
        if extra:
            raise ValueError(f"{where}.{extra[0]}: not a field of Draw")
        seat = value.get("seat")
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise ValueError(f"{where}.seat: Nau Tin Kau has seats 0 and 1, not {short_repr(seat)}")
        return Draw(seat)
    event: Event = _event_from_json(value, where, "Nau Tin Kau", (ThrowDice, Shuffle))
    return event


# --- conformance -----------------------------------------------------------------------


def _case_rules(case: dict[str, Any]) -> TienGowRules:
    return rules_from(str(case.get("preset", "nau-tin-kau")), case.get("rules") or None)


def _case_kinds(tiles: Any, field: str) -> list[int]:
    if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
        raise ValueError(f'{field} must be a list of tiles such as "6-6"')
    return [kind_index(t) for t in tiles]


def run_nau_draw(case: dict[str, Any]) -> str:
    """``nau_draw``: who takes both tiles, ``"first"`` (the leader) or ``"second"``."""
    lead, second = (_case_kinds([case[name]], name)[0] for name in ("lead", "second"))
    return "second" if second_takes(_case_rules(case), lead, second) else "first"


def run_red_pips(case: dict[str, Any]) -> int:
    """``red_pips``: the red pips of the case's tiles."""
    return red_pips(_case_kinds(case["tiles"], "tiles"), _case_rules(case).red_sixes)


def run_nau_settle(case: dict[str, Any]) -> list[int]:
    """``nau_settle``: net chips of the two players from their captured tiles."""
    captured = case["captured"]
    if not isinstance(captured, list) or len(captured) != SEATS:
        raise ValueError("captured must hold the captured tiles of the two players")
    red_sixes = _case_rules(case).red_sixes
    return list(settle([red_pips(_case_kinds(tiles, "captured"), red_sixes) for tiles in captured]))


CASE_KINDS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "nau_draw": run_nau_draw,
    "red_pips": run_red_pips,
    "nau_settle": run_nau_settle,
}
