"""Moving Mice (TG26): Tien Gow for two, played until one player has no won tiles left.

The whole game is one deal. The banker is found by dice and the 32 tiles are shuffled
into a woodpile of eight stacks of four; round 1 deals the first four stacks (the banker
takes stacks 0 and 2), round 2 the other four (the leader of round 2 takes the first
and third of them). Tricks are played as in classic Tien Gow with two players. From
round 3 on each player takes back as their new hand n = min(8, own won tiles, the
other's won tiles) tiles from their own won tricks, oldest first and in the order they
were played; when n = 0 the player with no won tiles has lost and pays ``stake_unit``.
A game that reaches ``max_rounds`` ends at the next take-back: fewer won tiles lose,
equal is a draw. The events and refusals are the trick game's (``tiengow.events``,
the ``TG_`` codes), so the table and the records read both games alike.

The functions below carry the names and meanings of the ``GameDefinition`` methods
(``new_deal``, ``legal_actions``, ``refusal_of``, ``apply``, ``sample_chance``,
``random_action``, ``observe``, ``deltas``, ``event_to_json``, ``event_from_json``) so
that the Tien Gow definition dispatches to them for the ``moving-mice`` preset;
``CASE_KINDS`` holds the conformance runner of ``mice_take``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, NamedTuple

from bagchen_qt.core import eventlog
from bagchen_qt.core.eventlog import replay as replay_events
from bagchen_qt.core.refusals import IllegalAction, Refusal
from bagchen_qt.core.stakes import starting_chips
from bagchen_qt.games.tiengow.rules.combos import discard_options, table
from bagchen_qt.games.tiengow.rules.events import Beat, Discard, Lead, Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules
from bagchen_qt.games.tiengow.rules.state import why_not_beats
from bagchen_qt.games.tiengow.rules.two_player import (
    DECK,
    DECK_KINDS,
    SEATS,
    banker_by_dice,
    counts_of,
    dice_refusal,
    payment,
    sample_opening,
    seen_events,
    shuffle_refusal,
)
from bagchen_qt.games.tiengow.rules.two_player import event_from_json as _event_from_json
from bagchen_qt.games.tiengow.rules.two_player import event_to_json as _event_to_json

HAND = 8  # tiles per hand in a round, and the most taken back
STACK = 4  # tiles in a stack of the woodpile


Decision = Lead | Beat | Discard
Event = ThrowDice | Shuffle | Decision


# --- the state -------------------------------------------------------------------------


class Phase(StrEnum):
    DICE = "dice"  # the banker's throw (TG16)
    SHUFFLE = "shuffle"  # the woodpile
    LEAD = "lead"
    FOLLOW = "follow"
    OVER = "over"


class Played(NamedTuple):
    """One play of a trick: who, which tiles in the order played, face up or down."""

    seat: int
    tiles: tuple[int, ...]
    up: bool


class WonTile(NamedTuple):
    """A tile in a won pile, with what the other seat saw of it."""

    tile: int
    seat: int  # who played it
    up: bool


@dataclass(frozen=True, slots=True)
class MiceState:
    """A game of Moving Mice. Immutable: ``apply`` returns a new state."""

    rules: TienGowRules
    starter: int  # the seat that throws for the banker
    start_chips: tuple[int, ...]  # before the game: a player pays at most what they hold (TG20)
    phase: Phase = Phase.DICE
    events: tuple[Event, ...] = ()
    banker: int = -1
    round: int = 0
    leader: int = -1  # the seat leading the trick now (or next)
    stock: tuple[int, ...] = ()  # round 2's tiles, in woodpile order, until round 2
    hands: tuple[tuple[int, ...], ...] = ((), ())
    won: tuple[tuple[WonTile, ...], ...] = ((), ())  # oldest first
    trick: tuple[Played, ...] = ()
    taken_back: int = 0  # n of the last take-back (0 before round 3)
    loser: int | None = None  # set when the game is over; None then means a draw

    @property
    def actor(self) -> int:
        """The seat to decide; -1 while chance acts or when the game is over."""
        if self.phase is Phase.LEAD:
            return self.leader
        if self.phase is Phase.FOLLOW:
            return 1 - self.leader
        return -1

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

    def won_count(self, seat: int) -> int:
        return len(self.won[seat])


def new_deal(rules: TienGowRules, starter: int = 0, chips: Sequence[int] | None = None) -> MiceState:
    """A fresh game: the dice for the banker come first."""
    if rules.play != "moving_mice":
        raise ValueError(f"these rules play {rules.play.replace('_', ' ')}, not Moving Mice")
    stakes = starting_chips(chips, SEATS, rules.stake, rules.allow_debt, "Moving Mice")
    return MiceState(rules, starter % SEATS, stakes)


def next_deal(state: MiceState) -> MiceState:
    """The next game of a session: the same thrower throws for the banker again, and the
    chips stand as this game left them."""
    return new_deal(state.rules, state.starter, state.chips)


def take_back_count(won: Sequence[int]) -> int:
    """How many tiles each player takes back (TG26): min(8, both won piles)."""
    return min(HAND, *won)


def _tiles_of_kinds(hand: Sequence[int], kinds: Sequence[int]) -> tuple[int, ...]:
    pool = list(hand)
    chosen = []
    for kind in kinds:
        tile = next(t for t in pool if DECK_KINDS[t] == kind)
        pool.remove(tile)
        chosen.append(tile)
    return tuple(chosen)


def _kinds_of(tiles: Sequence[int]) -> tuple[int, ...]:
    return tuple(sorted(DECK_KINDS[t] for t in tiles))


def top_play(state: MiceState) -> Played:
    """The face-up play that holds the trick now."""
    return next(p for p in reversed(state.trick) if p.up)


def legal_actions(state: MiceState) -> list[Decision]:
    """Every decision of the seat to act: each distinct lead, or each beating play and
    each distinct face-down play (as many tiles as were led). Plays of the same kinds are
    listed once, with the hand's first tiles of those kinds."""
    if state.phase not in (Phase.LEAD, Phase.FOLLOW):
        return []
    seat = state.actor
    hand = state.hands[seat]
    counts = counts_of(hand)
    combos = table(state.rules)
    if state.phase is Phase.LEAD:
        return [Lead(seat, _tiles_of_kinds(hand, kinds)) for kinds in combos.lead_options(counts)]
    top = _kinds_of(top_play(state).tiles)
    actions: list[Decision] = [Beat(seat, _tiles_of_kinds(hand, kinds)) for kinds in combos.beat_options(counts, top)]
    for kinds in discard_options(counts, len(state.trick[0].tiles)):
        actions.append(Discard(seat, _tiles_of_kinds(hand, kinds)))
    return actions


def refusal_of(state: MiceState, event: object) -> Refusal | None:
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
    if not isinstance(event, Lead | Beat | Discard):
        return Refusal(Code.NOT_A_DECISION, detail=type(event).__name__, step=state.phase.value)
    seat = state.actor
    if event.seat != seat:
        return Refusal(Code.NOT_YOUR_TURN, seat=event.seat, turn=seat)
    if isinstance(event, Lead) != (state.phase is Phase.LEAD):
        return Refusal(Code.NOT_A_DECISION, seat=seat, detail=type(event).__name__, step=state.phase.value)
    tiles = event.tiles
    if not tiles:
        return Refusal(Code.LEAD_EMPTY if isinstance(event, Lead) else Code.PLAY_EMPTY, seat=seat)
    if len(set(tiles)) != len(tiles):
        return Refusal(Code.SAME_TILE_TWICE, seat=seat)
    hand = state.hands[seat]
    for tile in tiles:
        if tile not in hand:
            label = DECK.label(tile) if type(tile) is int and 0 <= tile < DECK.size else repr(tile)
            return Refusal(Code.TILE_NOT_HELD, seat=seat, detail=label)
    kinds = _kinds_of(tiles)
    combos = table(state.rules)
    if isinstance(event, Lead):
        return Refusal(Code.NOT_A_LEAD, seat=seat, kinds=kinds) if combos.classify(kinds) is None else None
    led = len(state.trick[0].tiles)
    if len(tiles) != led:
        return Refusal(Code.PLAY_COUNT, seat=seat, led=led, count=len(tiles))
    if isinstance(event, Beat):
        return why_not_beats(combos, _kinds_of(top_play(state).tiles), kinds, seat)
    return None


def apply(state: MiceState, event: Event) -> MiceState:
    """The state after ``event``; raises ``IllegalAction`` with the reason when it may not happen."""
    refusal = refusal_of(state, event)
    if refusal is not None:
        raise IllegalAction(refusal)
    events = (*state.events, event)
    if isinstance(event, ThrowDice):
        return replace(state, events=events, banker=banker_by_dice(state.starter, event.dice), phase=Phase.SHUFFLE)
    if isinstance(event, Shuffle):
        first, second = _round_hands(event.order[: 4 * STACK])
        stock = event.order[4 * STACK :]
        return replace(
            state,
            events=events,
            hands=_by_seat(state.banker, first, second),
            stock=stock,
            round=1,
            leader=state.banker,
            phase=Phase.LEAD,
        )
    seat = event.seat
    hands = list(state.hands)
    hands[seat] = tuple(t for t in hands[seat] if t not in event.tiles)
    played = Played(seat, event.tiles, not isinstance(event, Discard))
    if isinstance(event, Lead):
        return replace(state, events=events, hands=tuple(hands), trick=(played,), phase=Phase.FOLLOW)
    trick = (*state.trick, played)
    winner = next(p.seat for p in reversed(trick) if p.up)
    won = list(state.won)
    won[winner] = won[winner] + tuple(WonTile(t, p.seat, p.up) for p in trick for t in p.tiles)
    after = replace(state, events=events, hands=tuple(hands), won=tuple(won), trick=(), leader=winner, phase=Phase.LEAD)
    return after if any(after.hands) else _end_round(after)


def _round_hands(tiles: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A round's four stacks: the first taker has stacks 0 and 2, the other 1 and 3 (TG15)."""
    stacks = [tuple(tiles[STACK * i : STACK * (i + 1)]) for i in range(4)]
    return tuple(sorted(stacks[0] + stacks[2])), tuple(sorted(stacks[1] + stacks[3]))


def _by_seat(first_seat: int, first: tuple[int, ...], second: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return (first, second) if first_seat == 0 else (second, first)


def _end_round(state: MiceState) -> MiceState:
    """Both hands are empty: deal round 2, take hands back, or end the game."""
    if state.round == 1:
        first, second = _round_hands(state.stock)
        return replace(state, hands=_by_seat(state.leader, first, second), stock=(), round=2)
    counts = (len(state.won[0]), len(state.won[1]))
    n = take_back_count(counts)
    if n == 0:
        return replace(state, phase=Phase.OVER, loser=counts.index(0))
    if state.round >= state.rules.max_rounds:
        loser = None if counts[0] == counts[1] else counts.index(min(counts))
        return replace(state, phase=Phase.OVER, loser=loser)
    hands = tuple(tuple(sorted(w.tile for w in pile[:n])) for pile in state.won)
    won = tuple(pile[n:] for pile in state.won)
    return replace(state, hands=hands, won=won, round=state.round + 1, taken_back=n)


def replay(
    rules: TienGowRules, events: Sequence[Event], starter: int = 0, chips: Sequence[int] | None = None
) -> MiceState:
    """The state after ``events`` from a fresh game; a refused event raises ``IllegalAction``
    naming its place in the log."""
    from bagchen_qt.games.tiengow.rules.game import GAME  # the definition imports this module

    return replay_events(GAME, new_deal(rules, starter, chips), events)


# --- chance and random play ------------------------------------------------------------


def replay_filled(
    rules: TienGowRules, events: Sequence[Event], starter: int = 0, chips: Sequence[int] | None = None
) -> MiceState:
    """The state ``replay`` builds from ``events``, a log the rules accepted as one seat
    saw it with its hidden tiles filled in (a searcher's sampled game), built in one pass:
    a long game is replayed thousands of times a decision. Only what filling in can get
    wrong is checked, that every tile played is held; the rest was checked when played.
    Raises ``ValueError`` on a tile not held."""
    base = new_deal(rules, starter, chips)
    banker, round_, leader, taken_back = -1, 0, -1, 0
    phase, loser = Phase.DICE, base.loser
    stock: tuple[int, ...] = ()
    hands: list[tuple[int, ...]] = [(), ()]
    won: list[tuple[WonTile, ...]] = [(), ()]
    trick: list[Played] = []
    for index, event in enumerate(events):
        if isinstance(event, ThrowDice):
            banker, phase = banker_by_dice(base.starter, event.dice), Phase.SHUFFLE
            continue
        if isinstance(event, Shuffle):
            first, second = _round_hands(event.order[: 4 * STACK])
            stock, round_, leader, phase = event.order[4 * STACK :], 1, banker, Phase.LEAD
            hands = list(_by_seat(banker, first, second))
            continue
        seat, tiles = event.seat, event.tiles
        if not set(tiles) <= set(hands[seat]):
            raise ValueError(f"event {index}: seat {seat} plays a tile it does not hold")
        hands[seat] = tuple(t for t in hands[seat] if t not in tiles)
        trick.append(Played(seat, tiles, not isinstance(event, Discard)))
        if isinstance(event, Lead):
            phase = Phase.FOLLOW
            continue
        leader = next(p.seat for p in reversed(trick) if p.up)
        won[leader] = won[leader] + tuple(WonTile(t, p.seat, p.up) for p in trick for t in p.tiles)
        trick, phase = [], Phase.LEAD
        if not any(hands):
            frame = replace(base, phase=phase, round=round_, leader=leader, stock=stock, taken_back=taken_back)
            ended = _end_round(replace(frame, hands=tuple(hands), won=tuple(won)))
            round_, stock, taken_back = ended.round, ended.stock, ended.taken_back
            phase, loser, hands, won = ended.phase, ended.loser, list(ended.hands), list(ended.won)
    return replace(
        base,
        phase=phase,
        events=tuple(events),
        banker=banker,
        round=round_,
        leader=leader,
        stock=stock,
        hands=tuple(hands),
        won=tuple(won),
        trick=tuple(trick),
        taken_back=taken_back,
        loser=loser,
    )


def sample_chance(state: MiceState, rng: random.Random) -> ThrowDice | Shuffle:
    return sample_opening(state, rng)


def random_action(state: MiceState, rng: random.Random) -> Event:
    """A chance event, or a uniformly chosen legal decision, whichever is due."""
    if state.is_chance:
        return sample_chance(state, rng)
    return rng.choice(legal_actions(state))


def play_random(
    rules: TienGowRules, rng: random.Random, starter: int = 0, chips: Sequence[int] | None = None
) -> MiceState:
    """A whole game with chance and every decision drawn by ``rng``."""
    from bagchen_qt.games.tiengow.rules.game import GAME

    return eventlog.play_random(GAME, rules, rng, starter, chips)


# --- what a seat sees (TG30) -----------------------------------------------------------


class SeenPlay(NamedTuple):
    seat: int
    size: int  # tiles played
    up: bool
    tiles: tuple[int, ...]  # empty when the viewer may not see them


@dataclass(frozen=True, slots=True)
class MiceView:
    """What one seat may know: its own hand, every face-up tile and its own face-down
    ones, counts of the rest. The woodpile's order and the other hand stay hidden.
    ``rules``, ``starter``, ``start_chips`` and the log as the seat saw it (``events``)
    let a player rebuild the game with the hidden tiles guessed."""

    seat: int
    rules: TienGowRules
    starter: int
    start_chips: tuple[int, ...]
    events: tuple[Event, ...]
    phase: Phase
    round: int
    banker: int
    leader: int
    actor: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    stock: int
    trick: tuple[SeenPlay, ...]
    won: tuple[tuple[int | None, ...], ...]  # per seat, oldest first; None for a tile not seen
    taken_back: int
    over: bool
    loser: int | None


def observe(state: MiceState, seat: int) -> MiceView:
    def seen(played_by: int, up: bool) -> bool:
        return up or played_by == seat

    trick = tuple(SeenPlay(p.seat, len(p.tiles), p.up, p.tiles if seen(p.seat, p.up) else ()) for p in state.trick)
    won = tuple(tuple(w.tile if seen(w.seat, w.up) else None for w in pile) for pile in state.won)
    return MiceView(
        seat=seat,
        rules=state.rules,
        starter=state.starter,
        start_chips=state.start_chips,
        events=seen_events(state.events, seat),
        phase=state.phase,
        round=state.round,
        banker=state.banker,
        leader=state.leader,
        actor=state.actor,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        stock=len(state.stock),
        trick=trick,
        won=won,
        taken_back=state.taken_back,
        over=state.is_over,
        loser=state.loser,
    )


# --- the settlement --------------------------------------------------------------------


def deltas(state: MiceState) -> tuple[int, ...]:
    """Net chips of the two seats: the loser pays ``stake_unit`` (TG26); a draw or an
    unfinished game pays nothing."""
    if not state.is_over or state.loser is None:
        return (0, 0)
    return payment(state.loser, state.rules.stake_unit, state.start_chips, state.rules.allow_debt)


# --- JSON ------------------------------------------------------------------------------


def event_to_json(event: Event) -> dict[str, Any]:
    return _event_to_json(event)


def event_from_json(value: Any, where: str) -> Event:
    """Read an event back; raises ``ValueError`` naming ``where`` and the field."""
    event: Event = _event_from_json(value, where, "Moving Mice", (ThrowDice, Shuffle, Lead, Beat, Discard))
    return event


# --- conformance -----------------------------------------------------------------------


def run_mice_take(case: dict[str, Any]) -> dict[str, int]:
    """``mice_take``: the won tiles of the two players when hands are taken back."""
    won = case["won"]
    if not (isinstance(won, list) and len(won) == SEATS and all(type(w) is int and w >= 0 for w in won)):
        raise ValueError("won must be two counts of won tiles")
    n = take_back_count(won)
    return {"take": n} if n else {"loser": won.index(0)}


CASE_KINDS: dict[str, Callable[[dict[str, Any]], Any]] = {"mice_take": run_mice_take}
