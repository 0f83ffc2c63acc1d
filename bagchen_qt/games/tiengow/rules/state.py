"""The Tien Gow trick game's state: an immutable value plus its event log.

One deal of the classic game, the folk variants, ancient tiles and the Chinese
three-player game (``docs/rules/tien-gow.md``). Chance acts through events (the banker's
dice TG16, the woodpile TG15, which is the deal); the seats decide through the trade
(TG21), kan and lift (TG25), leads and face-up or face-down follows (TG12–TG14). When
the deal is over, ``final`` holds the settlement and who banks next (TG17–TG25, TG29).

``legal_actions`` is the one generator of decisions; ``apply`` refuses any other with
the family's ``IllegalAction`` (a ``ValueError`` carrying a ``Refusal``), so every game of
the family refuses the same way. Hands are sorted tuples of tile numbers and
count vectors over the 21 kinds, so the hot paths stay on tuples.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bagchen_qt.core.eventlog import play_on
from bagchen_qt.core.eventlog import replay as replay_events
from bagchen_qt.core.quoting import excerpt
from bagchen_qt.core.refusals import (
    IllegalAction,  # one refusal type for every game of the family
    Refusal,
)
from bagchen_qt.core.stakes import starting_chips
from bagchen_qt.games.tiengow.rules import scoring
from bagchen_qt.games.tiengow.rules.combos import (
    PAIR_KICKER,
    SINGLE,
    SUPREME_PAIR,
    CombinationTable,
    discard_options,
    table,
)
from bagchen_qt.games.tiengow.rules.events import (
    CHANCE_EVENTS,
    Beat,
    Declare,
    Discard,
    Event,
    Kan,
    Lead,
    Lift,
    Shuffle,
    ThrowDice,
)
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules
from bagchen_qt.games.tiengow.rules.seats import (
    active_seats,
    count_from,
    first_rest,
    in_play_order_from,
    next_rest_and_banker,
    woodpile_stacks,
)
from bagchen_qt.games.tiengow.rules.tiles import KIND_COUNT, Deck

# Phases of a deal.
DICE = "dice"  # chance: the banker's throw
SHUFFLE = "shuffle"  # chance: the woodpile
TRADE = "trade"  # each active seat declares whether it plays (TG21)
LIFT = "lift"  # the others answer a kan (TG25)
LEAD = "lead"
FOLLOW = "follow"
OVER = "over"

MAX_STREAK = 1000  # deals a banker wins in a row (a session of a thousand banker's wins is none)


class PhaseError(RuntimeError):
    """A question the deal's phase has no answer to: a mistake of the caller."""


@dataclass(frozen=True)
class Start:
    """What a deal starts from; ``banker`` None means the dice find the banker."""

    starter: int
    chips: tuple[int, ...]
    banker: int | None
    rest: int | None
    streak: int


@dataclass(frozen=True)
class Final:
    """A finished deal: each seat's net chips, its winner (None when nobody won), how it
    ended, and who banks and rests next (TG17, TG21, TG23, TG24, TG29)."""

    nets: tuple[int, ...]
    winner: int | None
    outcome: str  # "played", "claimed", "void", "redeal", "traded"
    next_banker: int | None  # None: found by dice (chinese-24)
    next_rest: int | None
    next_streak: int


@dataclass(frozen=True)
class Play:
    """One play of a trick: the tiles, face up or down."""

    seat: int
    tiles: tuple[int, ...]
    face_up: bool


@dataclass(frozen=True)
class Trick:
    leader: int
    plays: tuple[Play, ...]
    winner: int


class TienGowState:
    """One deal. Treat as immutable: ``apply`` returns a new state."""

    __slots__ = (
        "rules",
        "deck",
        "table",
        "start",
        "phase",
        "banker",
        "rest",
        "streak",
        "players",
        "hands",
        "counts",
        "aside",
        "declared",
        "leader",
        "actor",
        "trick",
        "top",
        "tricks",
        "won",
        "leads",
        "history",
        "declarations",
        "lift_asked",
        "kan_at_lead",
        "final",
        "events",
    )

    rules: TienGowRules
    deck: Deck
    table: CombinationTable
    start: Start
    phase: str
    banker: int | None
    rest: int | None
    streak: int
    players: tuple[int, ...]  # seats that play this deal, in play order from seat 0
    hands: tuple[tuple[int, ...], ...]  # per seat, sorted tile numbers
    counts: tuple[tuple[int, ...], ...]  # per seat, 21 counts
    aside: tuple[tuple[int, ...], ...]  # hands laid aside in the trade (TG21)
    declared: tuple[bool | None, ...]  # the trade's declarations so far
    leader: int
    actor: int
    trick: tuple[Play, ...]  # the current trick so far
    top: int  # index in ``trick`` of the play on top
    tricks: tuple[int, ...]  # tricks won per seat (TG13)
    won: tuple[tuple[int, ...], ...]  # tiles won per seat, trick by trick
    leads: tuple[tuple[int, int], ...]  # (winner, tiles led) of every finished trick
    history: tuple[Trick, ...]
    declarations: tuple[scoring.Declaration, ...]
    lift_asked: tuple[int, ...]  # seats still to answer the pending kan
    kan_at_lead: int  # number of finished tricks when the last kan was said (-1: none)
    final: Final | None
    events: tuple[Event, ...]

    # --- making ---------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: TienGowRules,
        starter: int = 0,
        chips: Sequence[int] | None = None,
        banker: int | None = None,
        rest: int | None = None,
        streak: int = 0,
    ) -> TienGowState:
        if rules.play != "tricks":
            raise ValueError(f"{rules.play} is not played by the trick game's state")
        seats = rules.seats
        chips = starting_chips(chips, seats, rules.stake, rules.allow_debt, "this table")
        for name, seat in (("starter", starter), ("banker", banker), ("rest", rest)):
            if seat is not None and (type(seat) is not int or not 0 <= seat < seats):
                raise ValueError(f"{name}: a seat 0 to {seats - 1}, not {excerpt(seat)}")
        if type(streak) is not int or not 0 <= streak <= MAX_STREAK:
            raise ValueError(f"streak: the banker's deals won in a row, 0 to {MAX_STREAK}, not {excerpt(streak)}")
        if rest is not None and not rules.resting:
            raise ValueError("rest: no seat rests in these rules")
        if banker is not None and rules.resting and rest is None:
            rest = first_rest(banker, seats)
        if banker is not None and banker == rest:
            raise ValueError("banker: the resting seat cannot bank")
        s = cls.__new__(cls)
        s.rules, s.deck, s.table = rules, rules.deck_tiles, table(rules)
        s.start = Start(starter, chips, banker, rest, streak)
        s.phase = DICE if banker is None else SHUFFLE
        s.banker, s.rest, s.streak = banker, rest, streak
        s.players = active_seats(seats, rest)
        empty: tuple[int, ...] = ()
        s.hands = (empty,) * seats
        s.counts = ((0,) * KIND_COUNT,) * seats
        s.aside = (empty,) * seats
        s.declared = (None,) * seats
        s.leader = s.actor = banker if banker is not None else starter
        s.trick, s.top = (), 0
        s.tricks = (0,) * seats
        s.won = (empty,) * seats
        s.leads, s.history, s.declarations, s.lift_asked = (), (), (), ()
        s.kan_at_lead = -1
        s.final = None
        s.events = ()
        return s

    def _copy(self) -> TienGowState:
        s = TienGowState.__new__(TienGowState)
        # attribute by attribute: much faster than a loop over the slots
        s.rules = self.rules
        s.deck = self.deck
        s.table = self.table
        s.start = self.start
        s.phase = self.phase
        s.banker = self.banker
        s.rest = self.rest
        s.streak = self.streak
        s.players = self.players
        s.hands = self.hands
        s.counts = self.counts
        s.aside = self.aside
        s.declared = self.declared
        s.leader = self.leader
        s.actor = self.actor
        s.trick = self.trick
        s.top = self.top
        s.tricks = self.tricks
        s.won = self.won
        s.leads = self.leads
        s.history = self.history
        s.declarations = self.declarations
        s.lift_asked = self.lift_asked
        s.kan_at_lead = self.kan_at_lead
        s.final = self.final
        s.events = self.events
        return s

    # --- what every layer asks --------------------------------------------------------

    @property
    def is_chance(self) -> bool:
        return self.phase in (DICE, SHUFFLE)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def chips(self) -> tuple[int, ...]:
        """Chips after the deal's settlement (before it while the deal runs)."""
        start = self.start.chips
        if self.final is None:
            return start
        return tuple(c + n for c, n in zip(start, self.final.nets, strict=True))

    def won_tiles(self, seat: int) -> int:
        return len(self.won[seat])

    def key(self) -> tuple[object, ...]:
        """Everything that makes the state what it is (for comparing two states)."""
        return tuple(getattr(self, name) for name in TienGowState.__slots__ if name not in ("table", "deck"))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TienGowState) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.events)

    def __repr__(self) -> str:
        return f"TienGowState(phase={self.phase}, actor={self.actor}, events={len(self.events)})"


def new_deal(
    rules: TienGowRules,
    starter: int = 0,
    chips: Sequence[int] | None = None,
    banker: int | None = None,
    rest: int | None = None,
    streak: int = 0,
) -> TienGowState:
    return TienGowState.new(rules, starter, chips, banker, rest, streak)


def next_deal(state: TienGowState) -> TienGowState:
    """The deal after a finished one: the next banker (or the dice), resting seat and
    banker's streak, and the chips as they stand."""
    final = state.final
    if final is None:
        raise PhaseError("the deal is not over")
    starter = state.start.starter if final.next_banker is None else final.next_banker
    return new_deal(state.rules, starter, state.chips, final.next_banker, final.next_rest, final.next_streak)


# --- refusals -------------------------------------------------------------------------


def _refuse(code: Code, **params: object) -> IllegalAction:
    return IllegalAction(Refusal(code, **params))  # type: ignore[arg-type]


def refusal_of(state: TienGowState, event: Event) -> Refusal | None:
    """Why ``event`` may not happen now, or None when it may."""
    try:
        _check(state, event)
    except IllegalAction as error:
        return error.refusal
    return None


def _check(state: TienGowState, event: Event) -> None:
    phase = state.phase
    if phase == OVER:
        raise _refuse(Code.DEAL_OVER)
    if state.is_chance:
        if not isinstance(event, CHANCE_EVENTS):
            raise _refuse(Code.NOT_YOUR_TURN, seat=getattr(event, "seat", None))
        if phase == DICE:
            if not isinstance(event, ThrowDice):
                raise _refuse(Code.DICE_EXPECTED)
            dice = event.dice
            if len(dice) != state.rules.banker_dice or not all(type(d) is int and 1 <= d <= 6 for d in dice):
                raise _refuse(Code.BAD_DICE, count=state.rules.banker_dice)
        else:
            if not isinstance(event, Shuffle):
                raise _refuse(Code.MUST_SHUFFLE)
            n = len(state.players) * state.rules.hand_size
            if sorted(event.order) != list(range(n)):
                raise _refuse(Code.BAD_WOODPILE, count=n)
        return
    if isinstance(event, CHANCE_EVENTS):
        raise _refuse(Code.CHANCE_EVENT_NOW, detail=type(event).__name__)
    seat = getattr(event, "seat", None)
    if not isinstance(event, (Declare, Kan, Lift, Lead, Beat, Discard)) or type(seat) is not int:
        raise _refuse(Code.NOT_A_DECISION, detail=type(event).__name__, step=phase)
    if not 0 <= seat < state.seats or seat not in state.players:
        raise _refuse(Code.NOT_IN_DEAL, seat=seat)
    if seat != state.actor:
        raise _refuse(Code.NOT_YOUR_TURN, seat=seat, turn=state.actor)
    wanted = {TRADE: (Declare,), LIFT: (Lift,), LEAD: (Lead, Kan), FOLLOW: (Beat, Discard)}[phase]
    if not isinstance(event, wanted):
        raise _refuse(Code.NOT_A_DECISION, seat=seat, detail=type(event).__name__, step=phase)
    if isinstance(event, Kan):
        if not _may_kan(state, seat):
            raise _refuse(Code.KAN_NOT_ALLOWED, seat=seat, limit=state.rules.target_tiles)
        return
    if isinstance(event, (Lead, Beat, Discard)):
        kinds = _held_kinds(state, seat, event.tiles)
        t = state.table
        if isinstance(event, Lead):
            if t.classify(kinds) is None:
                raise _refuse(Code.NOT_A_LEAD, seat=seat, kinds=kinds)
            return
        top_play = state.trick[state.top]
        led = len(state.trick[0].tiles)
        if len(kinds) != led:
            raise _refuse(Code.PLAY_COUNT, seat=seat, led=led, count=len(kinds))
        top_kinds = state.deck.kinds_of(top_play.tiles)
        if isinstance(event, Beat):
            _check_beat(state, seat, top_kinds, kinds)
            if _last_trick_barred(state, seat):
                raise _refuse(Code.LAST_TRICK, seat=seat, rule=14)
        elif (
            state.rules.compulsory_beat
            and not _last_trick_barred(state, seat)
            and t.can_beat(state.counts[seat], top_kinds)
        ):
            raise _refuse(Code.MUST_BEAT, seat=seat, rule=12)


def _held_kinds(state: TienGowState, seat: int, tiles: tuple[int, ...]) -> tuple[int, ...]:
    if not tiles:
        raise _refuse(Code.LEAD_EMPTY if state.phase == LEAD else Code.PLAY_EMPTY, seat=seat)
    if len(set(tiles)) != len(tiles):
        raise _refuse(Code.SAME_TILE_TWICE, seat=seat)
    hand = state.hands[seat]
    deck = state.deck
    for tile in tiles:
        if tile not in hand:
            label = deck.label(tile) if type(tile) is int and 0 <= tile < deck.size else repr(tile)
            raise _refuse(Code.TILE_NOT_HELD, seat=seat, detail=label)
    return deck.kinds_of(tiles)


def _check_beat(state: TienGowState, seat: int, top: tuple[int, ...], play: tuple[int, ...]) -> None:
    refusal = why_not_beats(state.table, top, play, seat)
    if refusal is not None:
        raise IllegalAction(refusal)


def why_not_beats(
    t: CombinationTable, top: tuple[int, ...], play: tuple[int, ...], seat: int | None = None
) -> Refusal | None:
    """Why ``play`` face up does not beat ``top`` (both sorted kinds), or None when it does."""
    top_combo, combo = t.classify(top), t.classify(play)
    if combo is None:
        return Refusal(Code.NOT_A_LEAD, seat=seat, kinds=play)
    if top_combo is None or t.beats(top_combo, combo):
        return None
    params = dict(seat=seat, kinds=play, top_kinds=top)
    if top_combo.category == SUPREME_PAIR:
        return Refusal(Code.NEVER_BEATEN, **params)  # type: ignore[arg-type]
    if combo.category == SUPREME_PAIR:
        return Refusal(Code.BEATS_NOTHING, **params)  # type: ignore[arg-type]
    if combo.category != top_combo.category or combo.group != top_combo.group and combo.category != SINGLE:
        return Refusal(Code.OTHER_CATEGORY, **params)  # type: ignore[arg-type]
    if combo.category == SINGLE and combo.group != top_combo.group:
        return Refusal(Code.OTHER_SUIT, **params)  # type: ignore[arg-type]
    if combo.category == PAIR_KICKER and combo.rank > top_combo.rank:
        return Refusal(Code.KICKER_LOW, **params)  # type: ignore[arg-type]
    return Refusal(Code.NOT_HIGHER, **params)  # type: ignore[arg-type]


def _last_trick_barred(state: TienGowState, seat: int) -> bool:
    """TG14: before the last trick led as a single tile, a player with no trick won may
    only play it face down."""
    return (
        state.rules.last_trick_rule == "single"
        and state.tricks[seat] == 0
        and len(state.trick[0].tiles) == 1
        and not state.hands[state.leader]
    )


def _may_kan(state: TienGowState, seat: int) -> bool:
    """TG25: the banker before the first lead (conceding) or a leader holding the tile
    target (claiming); once before each lead."""
    if not state.rules.concede or state.phase != LEAD or seat != state.leader:
        return False
    if state.kan_at_lead == len(state.history):
        return False
    if not state.history and seat == state.banker:
        return True
    return len(state.won[seat]) >= state.rules.target_tiles


# --- legal actions --------------------------------------------------------------------


def _pick(hand: tuple[int, ...], kinds: tuple[int, ...], tile_kind: tuple[int, ...]) -> tuple[int, ...]:
    """The hand's first copies of ``kinds`` (a sorted multiset the hand holds)."""
    out: list[int] = []
    i = 0
    for k in kinds:
        while tile_kind[hand[i]] != k:
            i += 1
        out.append(hand[i])
        i += 1
    return tuple(out)


def legal_actions(state: TienGowState) -> list[Event]:
    """Every decision of ``state.actor`` (empty while chance acts or when over)."""
    phase = state.phase
    if phase in (DICE, SHUFFLE, OVER):
        return []
    seat = state.actor
    if phase == TRADE:
        return [Declare(seat, True), Declare(seat, False)]
    if phase == LIFT:
        return [Lift(seat, True), Lift(seat, False)]
    hand, counts, tile_kind = state.hands[seat], state.counts[seat], state.deck.tile_kind
    t = state.table
    if phase == LEAD:
        actions: list[Event] = [Lead(seat, _pick(hand, kinds, tile_kind)) for kinds in t.lead_options(counts)]
        if _may_kan(state, seat):
            actions.append(Kan(seat))
        return actions
    top = state.deck.kinds_of(state.trick[state.top].tiles)
    led = len(state.trick[0].tiles)
    beats = [] if _last_trick_barred(state, seat) else t.beat_options(counts, top)
    actions = [Beat(seat, _pick(hand, kinds, tile_kind)) for kinds in beats]
    if not (beats and state.rules.compulsory_beat):
        actions += [Discard(seat, _pick(hand, kinds, tile_kind)) for kinds in discard_options(counts, led)]
    return actions


# --- apply ----------------------------------------------------------------------------


def apply(state: TienGowState, event: Event) -> TienGowState:
    """The state after ``event``; raises ``IllegalAction`` when it may not happen."""
    _check(state, event)
    s = state._copy()
    s.events = state.events + (event,)
    if isinstance(event, ThrowDice):
        _on_dice(s, event)
    elif isinstance(event, Shuffle):
        _on_shuffle(s, event)
    elif isinstance(event, Declare):
        _on_declare(s, event)
    elif isinstance(event, Kan):
        _on_kan(s, event)
    elif isinstance(event, Lift):
        _on_lift(s, event)
    else:
        _on_play(s, event)
    return s


def _set(values: tuple, index: int, value: object) -> tuple:  # type: ignore[type-arg]
    return values[:index] + (value,) + values[index + 1 :]


def _on_dice(s: TienGowState, event: ThrowDice) -> None:
    thrower = s.start.starter
    counted = range(s.seats) if s.rest is None else s.players
    if thrower not in counted:
        counted = range(s.seats)
    s.banker = count_from(thrower, sum(event.dice), tuple(counted))
    if s.rules.resting and s.rest is None:
        s.rest = first_rest(s.banker, s.seats)
        s.players = active_seats(s.seats, s.rest)
    s.leader = s.actor = s.banker
    s.phase = SHUFFLE


def _on_shuffle(s: TienGowState, event: Shuffle) -> None:
    assert s.banker is not None
    hand = s.rules.hand_size
    height, stacks = woodpile_stacks(s.banker, s.players, hand)
    order = event.order
    hands = list(s.hands)
    counts = list(s.counts)
    for seat, pair in stacks.items():
        tiles = tuple(sorted(t for stack in pair for t in order[stack * height : stack * height + height]))
        hands[seat] = tiles
        counts[seat] = s.deck.counts(tiles)
    s.hands, s.counts = tuple(hands), tuple(counts)
    s.leader = s.actor = s.banker
    if s.rules.trade:
        s.phase = TRADE
    else:
        s.phase = LEAD


def _on_declare(s: TienGowState, event: Declare) -> None:
    assert s.banker is not None
    s.declared = _set(s.declared, event.seat, event.play)
    order = in_play_order_from(s.banker, s.players)
    waiting = [p for p in order if s.declared[p] is None]
    if waiting:
        s.actor = waiting[0]
        return
    playing = tuple(p for p in s.players if s.declared[p])
    if not playing:
        _finish(s, (0,) * s.seats, None, "redeal")
    elif len(playing) == 1:
        winner = playing[0]
        pays = scoring.one_chip(s.players, winner)
        _finish(s, scoring.nets(s.seats, pays, s.start.chips, s.rules.allow_debt), winner, "traded")
    else:
        empty: tuple[int, ...] = ()
        s.aside = tuple(s.hands[p] if p in s.players and p not in playing else empty for p in range(s.seats))
        s.hands = tuple(s.hands[p] if p in playing else empty for p in range(s.seats))
        s.counts = tuple(s.counts[p] if p in playing else (0,) * KIND_COUNT for p in range(s.seats))
        s.players = playing
        s.leader = s.actor = next(p for p in order if p in playing)
        s.phase = LEAD


def _on_kan(s: TienGowState, event: Kan) -> None:
    seat = event.seat
    how = "concede" if not s.history and seat == s.banker else "claim"
    tiles_then = tuple(len(w) for w in s.won)
    s.declarations = s.declarations + (scoring.Declaration(seat, how, tiles_then, ()),)
    s.kan_at_lead = len(s.history)
    s.lift_asked = in_play_order_from(seat, s.players)[1:]
    s.actor = s.lift_asked[0]
    s.phase = LIFT


def _on_lift(s: TienGowState, event: Lift) -> None:
    if event.lift:
        d = s.declarations[-1]
        s.declarations = s.declarations[:-1] + (
            scoring.Declaration(d.declarer, d.how, d.tiles_then, d.lifts + (event.seat,)),
        )
    s.lift_asked = s.lift_asked[1:]
    if s.lift_asked:
        s.actor = s.lift_asked[0]
        return
    last = s.declarations[-1]
    if last.lifts:
        s.actor = s.leader
        s.phase = LEAD
        return
    r = s.rules
    pays = scoring.kan(
        s.declarations, None, r.target_tiles, s.deck.size, r.big_win, r.challenge_fee, r.conceder_settles
    )
    winner = last.declarer if last.how == "claim" else None
    _finish(
        s, scoring.nets(s.seats, pays, s.start.chips, r.allow_debt), winner, "claimed" if winner is not None else "void"
    )


def _remove(hand: tuple[int, ...], tiles: tuple[int, ...]) -> tuple[int, ...]:
    gone = set(tiles)
    return tuple(t for t in hand if t not in gone)


def _on_play(s: TienGowState, event: Lead | Beat | Discard) -> None:
    seat, tiles = event.seat, tuple(sorted(event.tiles))
    s.hands = _set(s.hands, seat, _remove(s.hands[seat], tiles))
    counts = list(s.counts[seat])
    tile_kind = s.deck.tile_kind
    for t in tiles:
        counts[tile_kind[t]] -= 1
    s.counts = _set(s.counts, seat, tuple(counts))
    face_up = not isinstance(event, Discard)
    play = Play(seat, tiles, face_up)
    if isinstance(event, Lead):
        s.trick, s.top = (play,), 0
    else:
        if face_up:
            s.top = len(s.trick)
        s.trick = s.trick + (play,)
    players = s.players
    if len(s.trick) < len(players):
        s.actor = players[(players.index(seat) + 1) % len(players)]
        s.phase = FOLLOW
        return
    # the trick is complete (TG13)
    winner = s.trick[s.top].seat
    k = len(s.trick[0].tiles)
    s.tricks = _set(s.tricks, winner, s.tricks[winner] + k)
    s.won = _set(s.won, winner, s.won[winner] + tuple(t for p in s.trick for t in p.tiles))
    s.leads = s.leads + ((winner, k),)
    s.history = s.history + (Trick(s.trick[0].seat, s.trick, winner),)
    s.trick, s.top = (), 0
    s.leader = s.actor = winner
    s.phase = LEAD
    if not s.hands[winner]:
        _settle(s, winner, k)


def _settle(s: TienGowState, last_winner: int, last_size: int) -> None:
    """The end of a played deal: its winner and the payments (TG17–TG25)."""
    r = s.rules
    played: list[int | None] = [s.tricks[p] if p in s.players else None for p in range(s.seats)]
    winner: int | None = last_winner
    if r.scoring in ("most_tricks", "tricks_ladder"):
        winner = scoring.most_tricks_winner(played, s.leads)
    if r.scoring == "classic":
        pays = scoring.classic(played, last_winner, s.banker or 0, r.banker_multiplier, s.streak, r.shutout_bonus)
    elif r.scoring == "one_chip" or r.scoring == "most_tricks":
        assert winner is not None
        pays = scoring.one_chip(s.players, winner)
    elif r.scoring == "points_last5":
        pays = scoring.points_last5(played, last_winner, last_size)
    elif r.scoring == "tricks_ladder":
        pays = scoring.tricks_ladder(played)
    else:  # tiles_target
        tiles: list[int | None] = [len(s.won[p]) if p in s.players else None for p in range(s.seats)]
        if s.declarations:
            pays = scoring.kan(
                s.declarations, tiles, r.target_tiles, s.deck.size, r.big_win, r.challenge_fee, r.conceder_settles
            )
        else:
            pays = scoring.tiles_target(tiles, r.target_tiles, s.deck.size, r.big_win)
        best = max(t or 0 for t in tiles)
        winner = None if best < r.target_tiles else tiles.index(best)
    _finish(s, scoring.nets(s.seats, pays, s.start.chips, r.allow_debt), winner, "played")


def _finish(s: TienGowState, nets: tuple[int, ...], winner: int | None, outcome: str) -> None:
    """End the deal: the settlement, and who banks and rests next (TG17, TG21, TG29)."""
    assert s.banker is not None
    seats, rest = s.seats, s.rest
    next_rest = None if rest is None else (rest + 1) % seats
    next_banker: int | None
    if s.rules.next_banker == "dice":
        next_banker = None  # thrown for every deal (TG24)
    elif winner is not None:
        next_banker = winner if rest is None else next_rest_and_banker(rest, winner, seats)[1]
    else:
        # nobody won (all passed the trade): the bank passes to the next seat in play order
        next_banker = (s.banker + 1) % seats
        if next_banker == next_rest:
            next_banker = (next_banker + 1) % seats
    streak = s.streak + 1 if winner is not None and winner == s.banker == next_banker else 0
    s.final = Final(nets, winner, outcome, next_banker, next_rest, streak)
    s.phase = OVER
    s.actor = -1


# --- chance and random play -----------------------------------------------------------


def sample_chance(state: TienGowState, rng: random.Random) -> Event:
    if state.phase == DICE:
        return ThrowDice(tuple(rng.randint(1, 6) for _ in range(state.rules.banker_dice)))
    if state.phase == SHUFFLE:
        order = list(range(len(state.players) * state.rules.hand_size))
        rng.shuffle(order)
        return Shuffle(tuple(order))
    raise PhaseError(f"no chance event in phase {state.phase}")


def random_action(state: TienGowState, rng: random.Random) -> Event:
    if state.is_chance:
        return sample_chance(state, rng)
    actions = legal_actions(state)
    if not actions:
        raise PhaseError(f"no decision in phase {state.phase}")
    return actions[rng.randrange(len(actions))]


def play_random_deal(state: TienGowState, rng: random.Random) -> TienGowState:
    from bagchen_qt.games.tiengow.rules.game import GAME  # the definition imports this module

    return play_on(GAME, state, lambda s: random_action(s, rng))


def replay(state: TienGowState) -> TienGowState:
    """The state rebuilt from its start and its events."""
    from bagchen_qt.games.tiengow.rules.game import GAME

    start = state.start
    rebuilt = new_deal(state.rules, start.starter, start.chips, start.banker, start.rest, start.streak)
    return replay_events(GAME, rebuilt, state.events)
