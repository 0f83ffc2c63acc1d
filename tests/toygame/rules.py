"""High Card's rules: the definition the core's protocol asks for."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bagchen_qt.core.family import register
from bagchen_qt.core.refusals import IllegalAction, Refusal, register_plain_text

NAME = "high-card"
SEATS = 3
CARDS = 9
HAND = CARDS // SEATS


class HighCardCode(StrEnum):
    DEAL_OVER = "high card: deal over"
    NOT_YOUR_TURN = "high card: not your turn"
    NOT_HELD = "high card: not held"
    BAD_SHUFFLE = "high card: bad shuffle"
    NOT_A_DECISION = "high card: not a decision"
    MUST_BEAT = "high card: must beat"


register_plain_text(
    HighCardCode,
    lambda r: {
        HighCardCode.DEAL_OVER: "the deal is over",
        HighCardCode.NOT_YOUR_TURN: f"it is seat {r.turn}'s turn",
        HighCardCode.NOT_HELD: f"seat {r.seat} does not hold {r.detail}",
        HighCardCode.BAD_SHUFFLE: "a shuffle holds each card once",
        HighCardCode.NOT_A_DECISION: "a seat must play a card now",
        HighCardCode.MUST_BEAT: f"seat {r.seat} must beat {r.detail}, holding a higher card",
    }[HighCardCode(r.code)],
)


@dataclass(frozen=True)
class Rules:
    stake: int = 10

    def to_dict(self) -> dict[str, Any]:
        return {"stake": self.stake}


PRESETS = {"standard": Rules()}


@dataclass(frozen=True)
class Shuffle:
    order: tuple[int, ...]


@dataclass(frozen=True)
class Play:
    seat: int
    card: int

    @property
    def tiles(self) -> tuple[int, ...]:
        return (self.card,)


@dataclass(frozen=True)
class State:
    rules: Rules
    starter: int
    start_chips: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...] = ()
    trick: tuple[tuple[int, int], ...] = ()  # (seat, card) in play order
    won: tuple[int, ...] = (0, 0, 0)
    leader: int = 0
    events: tuple[Any, ...] = ()
    last: tuple[tuple[int, int], ...] = ()  # the trick won last, as it was played

    @property
    def top(self) -> int:
        """The highest card of the trick being played (0: none)."""
        return max((card for _, card in self.trick), default=0)

    @property
    def is_chance(self) -> bool:
        return not self.hands

    @property
    def is_over(self) -> bool:
        return bool(self.hands) and not any(self.hands)

    @property
    def actor(self) -> int:
        return (self.leader + len(self.trick)) % SEATS


@dataclass(frozen=True)
class Observation:
    seat: int
    hand: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    counts: tuple[int, ...]
    won: tuple[int, ...]
    actor: int | None = None
    last: tuple[tuple[int, int], ...] = ()


class HighCard:
    name = NAME
    title = "High Card"

    @property
    def presets(self) -> Mapping[str, Rules]:
        return PRESETS

    def rules_from(self, preset: str = "", options: Mapping[str, Any] | None = None) -> Rules:
        if preset and preset not in PRESETS:
            raise ValueError(f"no preset {preset!r}")
        unknown = set(options or {}) - {"stake"}
        if unknown:
            raise ValueError(f"no option {sorted(unknown)[0]!r}")
        stake = (options or {}).get("stake", Rules.stake)
        if type(stake) is not int or not 1 <= stake <= 1000:
            raise ValueError("stake: a whole number of chips from 1 to 1000")
        return Rules(stake)

    def seat_count(self, rules: Rules) -> int:
        return SEATS

    def new_deal(self, rules: Rules, starter: int = 0, chips: Sequence[int] | None = None) -> State:
        return State(rules, starter, tuple(chips or (rules.stake,) * SEATS), leader=starter)

    def legal_actions(self, state: State) -> list[Any]:
        if state.is_chance or state.is_over:
            return []
        hand = state.hands[state.actor]
        higher = [card for card in hand if card > state.top]
        return [Play(state.actor, card) for card in (higher or hand)]

    def refusal_of(self, state: State, event: Any) -> Refusal | None:
        if state.is_over:
            return Refusal(HighCardCode.DEAL_OVER)
        if state.is_chance:
            ok = isinstance(event, Shuffle) and sorted(event.order) == list(range(1, CARDS + 1))
            return None if ok else Refusal(HighCardCode.BAD_SHUFFLE)
        if not isinstance(event, Play):
            return Refusal(HighCardCode.NOT_A_DECISION)
        if event.seat != state.actor:
            return Refusal(HighCardCode.NOT_YOUR_TURN, seat=event.seat, turn=state.actor)
        if event.card not in state.hands[event.seat]:
            return Refusal(HighCardCode.NOT_HELD, seat=event.seat, detail=str(event.card))
        if event.card < state.top and any(card > state.top for card in state.hands[event.seat]):
            return Refusal(HighCardCode.MUST_BEAT, seat=event.seat, detail=str(state.top))
        return None

    def apply(self, state: State, event: Any) -> State:
        refusal = self.refusal_of(state, event)
        if refusal is not None:
            raise IllegalAction(refusal)
        events = (*state.events, event)
        if isinstance(event, Shuffle):
            hands = tuple(tuple(sorted(event.order[seat * HAND : (seat + 1) * HAND])) for seat in range(SEATS))
            return State(state.rules, state.starter, state.start_chips, hands, (), state.won, state.leader, events)
        hands = tuple(
            tuple(c for c in hand if c != event.card) if seat == event.seat else hand
            for seat, hand in enumerate(state.hands)
        )
        trick = (*state.trick, (event.seat, event.card))
        won, leader, last = state.won, state.leader, state.last
        if len(trick) == SEATS:
            winner = max(trick, key=lambda play: play[1])[0]
            won = tuple(n + (seat == winner) for seat, n in enumerate(won))
            trick, leader, last = (), winner, trick
        return State(state.rules, state.starter, state.start_chips, hands, trick, won, leader, events, last)

    def sample_chance(self, state: State, rng: random.Random) -> Any:
        order = list(range(1, CARDS + 1))
        rng.shuffle(order)
        return Shuffle(tuple(order))

    def random_action(self, state: State, rng: random.Random) -> Any:
        if state.is_chance:
            return self.sample_chance(state, rng)
        return rng.choice(self.legal_actions(state))

    def observe(self, state: State, seat: int) -> Observation:
        counts = tuple(len(hand) for hand in state.hands) if state.hands else (0,) * SEATS
        hand = state.hands[seat] if state.hands else ()
        actor = None if state.is_chance or state.is_over else state.actor
        return Observation(seat, hand, state.trick, counts, state.won, actor, state.last)

    def deltas(self, state: State) -> tuple[int, ...]:
        total = sum(state.won)
        return tuple(n * SEATS - total for n in state.won)

    def event_to_json(self, event: Any) -> dict[str, Any]:
        if isinstance(event, Shuffle):
            return {"type": "shuffle", "order": list(event.order)}
        return {"type": "play", "seat": event.seat, "card": event.card}

    def event_from_json(self, value: Any, where: str, rules: Any = None) -> Any:
        if not isinstance(value, dict) or value.get("type") not in ("shuffle", "play"):
            raise ValueError(f"{where}: an event is an object whose type is shuffle or play")
        if value["type"] == "shuffle":
            order = value.get("order")
            if not isinstance(order, list) or not all(type(c) is int for c in order):
                raise ValueError(f"{where}.order: a list of card numbers")
            return Shuffle(tuple(order))
        seat, card = value.get("seat"), value.get("card")
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise ValueError(f"{where}.seat: a seat from 0 to {SEATS - 1}")
        if type(card) is not int:
            raise ValueError(f"{where}.card: a card number")
        return Play(seat, card)

    @property
    def case_kinds(self) -> Mapping[str, Callable[[dict[str, Any]], Any]]:
        return {}


GAME = register(HighCard())
