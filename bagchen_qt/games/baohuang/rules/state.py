"""A deal of Bao Huang as an immutable value plus its event log.

Seats are numbered 0 … 4 in the order of play (BH2: the rule set's ``direction`` only
says how the table draws them), so the next player is always ``seat + 1`` modulo 5.

Steps of a deal: chance draws the first deal's shuffler (BH3) and shuffles and cuts;
the losers of the deal before give tribute and the winners take it, face down by chance
or face up by choice (BH16); the holder of the emperor card accepts or passes it on
(BH4); with announcements each seat in turn may announce (BH7); then the play (BH11).

Hands are **rank counts** (12 per seat) plus who holds the two marked cards; the
physical cards are kept as each seat held them when the play began (``held``), so its
current cards (``cards_in_hand``) are recovered from the counts: a seat plays and gives the
lowest-numbered copies of a rank first, ordinary jokers before the marked red one, and
the marked black joker only when a play names it (BH23).

``apply`` checks an event and refuses it with ``IllegalAction`` carrying a ``Refusal``
whose code is a ``BaoHuangRefusal``; ``moves.legal_actions`` is the one generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bagchen_qt.core.refusals import IllegalAction, Refusal

from .cards import (
    BLACK,
    CARD_COUNT,
    CARD_RANK,
    CARDS_OF_RANK,
    CODE_RANK,
    EMPEROR_CARD,
    EMPTY_COUNTS,
    EUNUCH_CARD,
    MARKED_BLACK,
    RANK_COUNT,
    RANK_NAMES,
    RED,
    SEATS,
    TWO,
    counts_of_cards,
    counts_of_codes,
)
from .combinations import Shape, beat_failure, shape_of, shape_of_codes, six_barred
from .events import (
    CHANCE_EVENTS,
    DECISIONS,
    Announce,
    DoNotBeat,
    DrawShuffler,
    DrawTribute,
    Emperor,
    Event,
    GiveTribute,
    Pass,
    Play,
    Shuffle,
    TakeTribute,
)
from .moves import actor_plays, decline_choices, tribute_owed
from .phases import ANNOUNCE, CHANCE_STEPS, DRAW, EMPEROR, GIVE, OVER, PLAY, SHUFFLE, SHUFFLER, TAKE
from .refusals import Code, refuse
from .ruleset import BaoHuangRules
from .scoring import Final, deal_over, final_of

HAND_SIZES = (34, 34, 34, 33, 33)  # from the first taker on (BH3, BH21)


class PhaseError(RuntimeError):
    """A question the deal's step has no answer to: a mistake of the caller."""


def next_seat(seat: int) -> int:
    return (seat + 1) % SEATS


@dataclass(frozen=True)
class Start:
    """What a deal starts from, as JSON values (the records store it). ``cutter`` None:
    the first deal of a session, whose shuffler chance draws; ``gives`` the tribute cards
    each seat owes, ``takers`` who takes them, one seat per card in taking order
    (``next_deal`` works them out). ``starter`` decides nothing in Bao Huang; it is kept
    as the family's deals keep it."""

    starter: int
    chips: tuple[int, ...]
    cutter: int | None = None
    gives: tuple[int, ...] = (0,) * SEATS
    takers: tuple[int, ...] = ()


@dataclass(frozen=True)
class TributeCard:
    """One tribute card: who gave it, which physical card, who took it (None: not yet)."""

    giver: int
    card: int
    taker: int | None

    @property
    def rank(self) -> int:
        return CARD_RANK[self.card]


def _set(values: tuple, index: int, value: object) -> tuple:  # type: ignore[type-arg]
    return values[:index] + (value,) + values[index + 1 :]


class BaoHuangState:
    """One deal. Treat as immutable: ``apply`` returns a new state."""

    __slots__ = (
        "rules",
        "start",
        "phase",
        "actor",
        "cutter",
        "held",
        "counts",
        "sizes",
        "emperor_card",
        "eunuch_card",
        "declined",
        "emperor",
        "protector",
        "tribute",
        "givers",
        "announcers",
        "announced",
        "leader",
        "top",
        "top_seat",
        "top_shape",
        "passes",
        "asked",
        "top_asked",
        "out",
        "final",
        "events",
    )

    rules: BaoHuangRules
    start: Start
    phase: str
    actor: int  # the seat to decide (-1 while chance acts or when over)
    cutter: int | None
    held: tuple[tuple[int, ...], ...]  # per seat, sorted card numbers: now before the play, at its start after
    counts: tuple[tuple[int, ...], ...]  # per seat, 12 rank counts
    sizes: tuple[int, ...]  # per seat, cards held
    emperor_card: int | None  # the seat holding the marked red joker (None before the cards are taken)
    eunuch_card: int | None  # the seat holding the marked black joker (None before the taking and once played)
    declined: tuple[int, ...]  # seats that passed the emperor card on, in order (BH4)
    emperor: int | None
    protector: int | None  # the holder of the marked black joker when the play began (the emperor when alone)
    tribute: tuple[TributeCard, ...]  # given so far, in the order given
    givers: tuple[int, ...]  # seats still to give tribute, in order
    announcers: tuple[int, ...]  # seats still to say whether they announce (BH7)
    announced: str  # "", "protector" or "alone"
    leader: int  # the seat that led the current round
    top: Play | None  # the play to beat (None: the actor leads)
    top_seat: int
    top_shape: Shape
    passes: int  # passes in a row since the top play
    asked: bool  # the actor has asked the others not to beat its next play
    top_asked: bool  # the top play came with that request
    out: tuple[int, ...]  # seats out of cards, in order
    final: Final | None
    events: tuple[Event, ...]

    # --- making ---------------------------------------------------------------------

    @classmethod
    def position(
        cls,
        rules: BaoHuangRules,
        hands: Sequence[Sequence[int]],
        emperor: int,
        protector: int,
        *,
        marked_played: bool = False,
        actor: int | None = None,
        top: tuple[int, Sequence[int]] | None = None,
        announced: str = "",
        out: Sequence[int] = (),
    ) -> BaoHuangState:
        """A position of the play, for analysis and tests: each seat's rank counts, the
        emperor and his protector (the emperor again when alone), whether the marked
        black joker was played already (else the protector holds it), the seat to act
        (the emperor when None), the play on top as (seat, card codes) or None when the
        actor leads, and the seats already out. Physical cards are numbered as a deal
        would give them; a position has no events before it, so it does not replay."""
        if len(hands) != SEATS or any(len(h) != RANK_COUNT or min(h) < 0 for h in hands):
            raise ValueError(f"hands: {SEATS} vectors of {RANK_COUNT} counts")
        eunuch_card = None if marked_played else protector
        if eunuch_card is not None and hands[eunuch_card][BLACK] < 1:
            raise ValueError("protector: holds no black joker, so the marked one must have been played")
        if any(bool(sum(hands[seat])) == (seat in out) for seat in range(SEATS)):
            raise ValueError("out: the seats out hold no cards, the others some")
        s = new_deal(rules, 0, None, 0)
        s.held = _cards_for(hands, eunuch_card, emperor)
        s.counts = tuple(tuple(h) for h in hands)
        s.sizes = tuple(sum(h) for h in hands)
        s.emperor_card, s.eunuch_card = emperor, eunuch_card
        s.emperor, s.protector = emperor, protector
        s.announced = announced
        s.out = tuple(out)
        s.phase = PLAY
        s.actor = s.leader = emperor if actor is None else actor
        if top is not None:
            seat, codes = top
            shape = shape_of(counts_of_codes(codes), rules.twos_trumps)
            if shape is None:
                raise ValueError("top: no combination")
            s.top, s.top_seat, s.top_shape = Play(seat, tuple(codes)), seat, shape
            s.leader = seat
        return s

    @classmethod
    def offer(
        cls,
        rules: BaoHuangRules,
        hands: Sequence[Sequence[int]],
        holder: int,
        eunuch_card: int,
        declined: Sequence[int] = (),
    ) -> BaoHuangState:
        """A deal at the offer of the emperor card, for analysis and the searches: each
        seat's rank counts, the seat holding the emperor card (its marked red joker among
        its red jokers) and deciding, the holder of the marked black joker and the seats
        that declined the emperor card before. Like ``position``, it has no events."""
        if hands[holder][RED] < 1:
            raise ValueError("holder: holds no red joker, so not the emperor card")
        s = cls.position(rules, hands, holder, eunuch_card)
        s.emperor = s.protector = None
        s.declined = tuple(declined)
        s.phase, s.leader = EMPEROR, -1
        return s

    def copy(self) -> BaoHuangState:
        """A copy to change in place (``step``); every other layer treats states as values."""
        s = BaoHuangState.__new__(BaoHuangState)
        # attribute by attribute: much faster than a loop over the slots
        s.rules = self.rules
        s.start = self.start
        s.phase = self.phase
        s.actor = self.actor
        s.cutter = self.cutter
        s.held = self.held
        s.counts = self.counts
        s.sizes = self.sizes
        s.emperor_card = self.emperor_card
        s.eunuch_card = self.eunuch_card
        s.declined = self.declined
        s.emperor = self.emperor
        s.protector = self.protector
        s.tribute = self.tribute
        s.givers = self.givers
        s.announcers = self.announcers
        s.announced = self.announced
        s.leader = self.leader
        s.top = self.top
        s.top_seat = self.top_seat
        s.top_shape = self.top_shape
        s.passes = self.passes
        s.asked = self.asked
        s.top_asked = self.top_asked
        s.out = self.out
        s.final = self.final
        s.events = self.events
        return s

    # --- what every layer asks --------------------------------------------------------

    @property
    def is_chance(self) -> bool:
        return self.phase in CHANCE_STEPS

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def first_taker(self) -> int | None:
        """The seat that takes the first card (BH3): the one after the cutter."""
        return None if self.cutter is None else next_seat(self.cutter)

    @property
    def chips(self) -> tuple[int, ...]:
        """The session's scores after this deal (before it while the deal runs)."""
        start = self.start.chips
        if self.final is None:
            return start
        return tuple(c + n for c, n in zip(start, self.final.scores, strict=True))

    @property
    def cards_in_hand(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's physical cards now, sorted (see the module's note on suits). Not
        named ``hands``: the family's contract test would read the small card codes of
        plays as physical cards; this game's own tests check what a seat may see."""
        return tuple(self.cards_of(seat) for seat in range(SEATS))

    def cards_of(self, seat: int) -> tuple[int, ...]:
        """``seat``'s physical cards now, sorted."""
        held, counts = self.held[seat], self.counts[seat]
        by_rank: list[list[int]] = [[] for _ in range(RANK_COUNT)]
        for card in held:
            if card != EUNUCH_CARD and card != EMPEROR_CARD:
                by_rank[CARD_RANK[card]].append(card)
        out: list[int] = []
        for rank in range(RANK_COUNT):
            n = counts[rank]
            if rank == BLACK and self.eunuch_card == seat:
                out.append(EUNUCH_CARD)
                n -= 1
            elif rank == RED and EMPEROR_CARD in held and n:
                out.append(EMPEROR_CARD)  # the marked red joker goes last
                n -= 1
            if n:
                out += by_rank[rank][-n:]
        return tuple(sorted(out))

    def holders(self) -> tuple[int, ...]:
        """Seats still holding cards, in seat order."""
        return tuple(s for s in range(SEATS) if self.sizes[s])

    def tribute_ranks_left(self) -> tuple[int, ...]:
        """The ranks of the face-up tribute cards not yet taken, as given."""
        return tuple(t.rank for t in self.tribute if t.taker is None)

    def key(self) -> tuple[object, ...]:
        """Everything that makes the state what it is (for comparing two states)."""
        return tuple(getattr(self, name) for name in BaoHuangState.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BaoHuangState) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.events)

    def __repr__(self) -> str:
        return f"BaoHuangState(phase={self.phase}, actor={self.actor}, events={len(self.events)})"


def _check_start(
    starter: int, chips: tuple[int, ...], cutter: int | None, gives: tuple[int, ...], takers: tuple[int, ...]
) -> None:
    def seat_ok(value: object) -> bool:
        return type(value) is int and 0 <= value < SEATS

    if not seat_ok(starter):
        raise ValueError(f"starter: a seat 0 to {SEATS - 1}, not {starter!r}")
    if len(chips) != SEATS or not all(type(c) is int for c in chips):
        raise ValueError(f"chips: one whole number per seat ({SEATS}), not {chips!r}")
    if cutter is not None and not seat_ok(cutter):
        raise ValueError(f"cutter: a seat 0 to {SEATS - 1} or None, not {cutter!r}")
    if len(gives) != SEATS or not all(type(g) is int and 0 <= g <= 4 for g in gives):
        raise ValueError(f"gives: one count 0 to 4 per seat, not {gives!r}")
    if not all(seat_ok(t) for t in takers) or sum(gives) != len(takers):
        raise ValueError("takers: one seat per tribute card given")
    if any(gives[t] for t in takers):
        raise ValueError("takers: a seat that gives tribute does not take it")
    if cutter is None and takers:
        raise ValueError("gives: the first deal of a session has no tribute (BH16)")


def _cards_for(hands: Sequence[Sequence[int]], eunuch_card: int | None, emperor: int) -> tuple[tuple[int, ...], ...]:
    """Physical cards for rank counts: the marked black joker to ``eunuch_card``, the
    marked red joker to the emperor when he holds a red joker, the rest in number order."""
    pools = [list(CARDS_OF_RANK[r]) for r in range(RANK_COUNT)]
    pools[BLACK].remove(EUNUCH_CARD)
    pools[RED].remove(EMPEROR_CARD)
    held: list[list[int]] = [[] for _ in range(SEATS)]
    for seat, counts in enumerate(hands):
        for rank in range(RANK_COUNT):
            n = counts[rank]
            if rank == BLACK and seat == eunuch_card:
                held[seat].append(EUNUCH_CARD)
                n -= 1
            if rank == RED and seat == emperor and n:
                held[seat].append(EMPEROR_CARD)
                n -= 1
            if n > len(pools[rank]):
                raise ValueError(f"hands: more than the pack's {len(CARDS_OF_RANK[rank])} cards {RANK_NAMES[rank]}")
            held[seat] += pools[rank][:n]
            del pools[rank][:n]
    return tuple(tuple(sorted(h)) for h in held)


def new_deal(
    rules: BaoHuangRules,
    starter: int = 0,
    chips: Sequence[int] | None = None,
    cutter: int | None = None,
    gives: Sequence[int] | None = None,
    takers: Sequence[int] = (),
) -> BaoHuangState:
    """A fresh deal: the first of a session when ``cutter`` is None, else a later one
    with the tribute ``next_deal`` works out."""
    chips = tuple(chips) if chips is not None else (0,) * SEATS
    gives = tuple(gives) if gives is not None else (0,) * SEATS
    takers = tuple(takers)
    _check_start(starter, chips, cutter, gives, takers)
    s = BaoHuangState.__new__(BaoHuangState)
    s.rules = rules
    s.start = Start(starter, chips, cutter, gives, takers)
    s.phase = SHUFFLER if cutter is None else SHUFFLE
    s.actor = -1
    s.cutter = cutter
    empty: tuple[int, ...] = ()
    s.held = (empty,) * SEATS
    s.counts = (EMPTY_COUNTS,) * SEATS
    s.sizes = (0,) * SEATS
    s.emperor_card = s.eunuch_card = None
    s.declined = ()
    s.emperor = s.protector = None
    s.tribute = ()
    s.givers = s.announcers = ()
    s.announced = ""
    s.leader = -1
    s.top, s.top_seat, s.top_shape = None, -1, Shape((), 0)
    s.passes = 0
    s.asked = s.top_asked = False
    s.out = ()
    s.final = None
    s.events = ()
    return s


def next_deal(state: BaoHuangState) -> BaoHuangState:
    """The deal after a finished one: the first taker cuts (BH3), the scores carry on,
    and the losers owe the winners tribute (BH16)."""
    final = state.final
    if final is None or state.cutter is None:
        raise PhaseError("the deal is not over")
    return new_deal(state.rules, state.start.starter, state.chips, next_seat(state.cutter), final.gives, final.takers)


# --- refusals -------------------------------------------------------------------------


def refusal_of(state: BaoHuangState, event: object) -> Refusal | None:
    """Why ``event`` may not happen now, or None when it may."""
    try:
        _check(state, event)
    except IllegalAction as error:
        return error.refusal
    return None


def _check(state: BaoHuangState, event: object) -> None:
    phase = state.phase
    if phase == OVER:
        raise refuse(Code.DEAL_OVER)
    if phase in CHANCE_STEPS:
        _check_chance(state, event)
        return
    if isinstance(event, CHANCE_EVENTS):
        raise refuse(Code.DECISION_NOW, detail=type(event).__name__, turn=state.actor)
    if not isinstance(event, DECISIONS):
        raise refuse(Code.WRONG_STEP, detail=type(event).__name__, step=phase)
    seat = event.seat
    if type(seat) is not int or not 0 <= seat < SEATS:
        raise refuse(Code.NOT_A_SEAT, detail=repr(seat))
    if seat != state.actor:
        raise refuse(Code.NOT_YOUR_TURN, seat=seat, turn=state.actor)
    if phase == PLAY:
        if isinstance(event, Play):
            _check_play(state, seat, event.cards)
        elif isinstance(event, Pass):
            if state.asked:
                raise refuse(Code.MUST_PLAY, seat=seat)
            if state.top is None:
                raise refuse(Code.MUST_LEAD, seat=seat)
        elif isinstance(event, DoNotBeat):
            _check_ask(state, seat)
        else:
            raise refuse(Code.WRONG_STEP, seat=seat, detail=type(event).__name__, step=phase)
    elif phase == GIVE and isinstance(event, GiveTribute):
        owed = tribute_owed(state, seat)
        if tuple(sorted(event.cards)) != owed:
            raise refuse(Code.WRONG_TRIBUTE, seat=seat, kinds=owed)
    elif phase == TAKE and isinstance(event, TakeTribute):
        if event.card not in state.tribute_ranks_left():
            detail = RANK_NAMES[event.card] if type(event.card) is int and 0 <= event.card <= TWO else repr(event.card)
            raise refuse(Code.NOT_OFFERED, seat=seat, detail=detail)
    elif phase == EMPEROR and isinstance(event, Emperor):
        if event.accept not in decline_choices(state):
            if event.accept:
                raise refuse(Code.MUST_DECLINE, seat=seat)
            why = "the emperor card went round" if len(state.declined) == SEATS else "it cannot be declined"
            raise refuse(Code.MUST_ACCEPT, seat=seat, detail=why)
    elif phase == ANNOUNCE and isinstance(event, Announce):
        if event.announce and state.eunuch_card != seat:
            raise refuse(Code.NOT_THE_HOLDER, seat=seat)
    else:
        raise refuse(Code.WRONG_STEP, seat=seat, detail=type(event).__name__, step=phase)


def _check_chance(state: BaoHuangState, event: object) -> None:
    phase = state.phase
    if not isinstance(event, CHANCE_EVENTS):
        raise refuse(Code.CHANCE_NOW, seat=getattr(event, "seat", None), step=phase)
    if phase == SHUFFLER and isinstance(event, DrawShuffler):
        if type(event.shuffler) is not int or not 0 <= event.shuffler < SEATS:
            raise refuse(Code.BAD_SHUFFLER, detail=repr(event.shuffler))
    elif phase == SHUFFLE and isinstance(event, Shuffle):
        if type(event.cut) is not int or not 0 < event.cut < CARD_COUNT:
            raise refuse(Code.BAD_CUT, detail=repr(event.cut))
        if sorted(event.order) != list(range(CARD_COUNT)):
            raise refuse(Code.BAD_SHUFFLE)
    elif phase == DRAW and isinstance(event, DrawTribute):
        if sorted(event.order) != list(range(len(state.tribute))):
            raise refuse(Code.BAD_DRAW, count=len(state.tribute))
    else:
        raise refuse(Code.WRONG_STEP, detail=type(event).__name__, step=phase)


def play_refusal(
    rules: BaoHuangRules,
    hand: Sequence[int],
    holds_marked: bool,
    cards: Sequence[int],
    top: Shape | None,
    seat: int | None = None,
    top_cards: Sequence[int] = (),
) -> Refusal | None:
    """Why a hand (rank counts, and whether it holds the marked black joker) may not play
    ``cards`` (card codes) now: as a lead when ``top`` is None, else on ``top``."""
    kinds = tuple(cards)
    if not all(type(c) is int and 0 <= c <= MARKED_BLACK for c in kinds):
        bad = next(c for c in kinds if not (type(c) is int and 0 <= c <= MARKED_BLACK))
        return Refusal(Code.NOT_A_CARD, seat=seat, detail=repr(bad))
    if not kinds:
        return Refusal(Code.EMPTY_PLAY, seat=seat)
    counts = counts_of_codes(kinds)
    marked = kinds.count(MARKED_BLACK)
    if marked > 1 or marked and not holds_marked:
        return Refusal(Code.CARD_NOT_HELD, seat=seat, detail="the marked black joker BJ*")
    for rank in range(RANK_COUNT):
        if counts[rank] > hand[rank]:
            return Refusal(Code.CARD_NOT_HELD, seat=seat, detail=f"{counts[rank]} × {RANK_NAMES[rank]}")
    ordinary_black = hand[BLACK] - holds_marked
    if counts[BLACK] - marked > ordinary_black:
        return Refusal(Code.CARD_NOT_HELD, seat=seat, detail=f"{counts[BLACK] - marked} ordinary black jokers")
    shape = shape_of(counts, rules.twos_trumps)
    if shape is None:
        return Refusal(Code.NOT_A_COMBINATION, seat=seat, kinds=kinds)
    if six_barred(hand, counts, rules.sixes_last):
        return Refusal(Code.SIXES_LAST, seat=seat, kinds=kinds)
    if top is None:
        return None
    params = dict(seat=seat, kinds=kinds, top_kinds=tuple(top_cards))
    if len(kinds) != len(top.desc):
        return Refusal(Code.WRONG_COUNT, seat=seat, led=len(top.desc), count=len(kinds))
    failure = beat_failure(top, shape, rules.joker_order)
    if failure is not None:
        return Refusal(Code.DOES_NOT_BEAT, index=failure, **params)  # type: ignore[arg-type]
    return None


def _check_play(state: BaoHuangState, seat: int, cards: object) -> None:
    if not isinstance(cards, tuple):
        raise refuse(Code.NOT_A_CARD, seat=seat, detail=repr(cards))
    top = state.top
    refusal = play_refusal(
        state.rules,
        state.counts[seat],
        state.eunuch_card == seat,
        cards,
        None if top is None else state.top_shape,
        seat,
        () if top is None else top.cards,
    )
    if refusal is not None:
        raise IllegalAction(refusal)


def _check_ask(state: BaoHuangState, seat: int) -> None:
    if not state.rules.do_not_beat:
        raise refuse(Code.DO_NOT_BEAT_OFF, seat=seat)
    if state.asked:
        raise refuse(Code.ALREADY_ASKED, seat=seat)
    if state.top is not None and not actor_plays(state):  # a lead always has a play
        raise refuse(Code.NOTHING_TO_PLAY, seat=seat)


# --- apply ----------------------------------------------------------------------------


def apply(state: BaoHuangState, event: Event) -> BaoHuangState:
    """The state after ``event``; raises ``IllegalAction`` when it may not happen."""
    _check(state, event)
    return apply_unchecked(state, event)


def apply_unchecked(state: BaoHuangState, event: Event) -> BaoHuangState:
    """``apply`` for an event known to be legal (a generated move, a sampled outcome)."""
    s = state.copy()
    s.events = state.events + (event,)
    step(s, event)
    return s


def step(s: BaoHuangState, event: Event) -> None:
    """Change ``s`` in place by a legal ``event`` (its ``events`` are the caller's): for
    a private copy only, as the random play-out steps one."""
    kind = type(event)
    if kind is Play:
        _on_play(s, event)  # type: ignore[arg-type]
    elif kind is Pass:
        _on_pass(s, event.seat)  # type: ignore[union-attr]
    elif kind is DoNotBeat:
        s.asked = True
    elif kind is Shuffle:
        _on_shuffle(s, event)  # type: ignore[arg-type]
    elif kind is DrawShuffler:
        s.cutter = next_seat(event.shuffler)  # type: ignore[union-attr]
        s.phase = SHUFFLE
    elif kind is GiveTribute:
        _on_give(s, event)  # type: ignore[arg-type]
    elif kind is DrawTribute:
        _on_draw(s, event)  # type: ignore[arg-type]
    elif kind is TakeTribute:
        _on_take(s, event)  # type: ignore[arg-type]
    elif kind is Emperor:
        _on_emperor(s, event)  # type: ignore[arg-type]
    elif kind is Announce:
        _on_announce(s, event)  # type: ignore[arg-type]


def _take_cards(s: BaoHuangState, held: list[list[int]]) -> None:
    s.held = tuple(tuple(sorted(h)) for h in held)
    s.counts = tuple(counts_of_cards(h) for h in held)
    s.sizes = tuple(len(h) for h in held)


def _on_shuffle(s: BaoHuangState, event: Shuffle) -> None:
    assert s.cutter is not None
    pile = event.order[event.cut :] + event.order[: event.cut]
    first = next_seat(s.cutter)
    held: list[list[int]] = [[] for _ in range(SEATS)]
    for i, card in enumerate(pile):
        held[(first + i) % SEATS].append(card)
    _take_cards(s, held)
    s.emperor_card = next(seat for seat in range(SEATS) if EMPEROR_CARD in held[seat])
    s.eunuch_card = next(seat for seat in range(SEATS) if EUNUCH_CARD in held[seat])
    givers = tuple((first + i) % SEATS for i in range(SEATS) if s.start.gives[(first + i) % SEATS])
    if givers:
        s.givers = givers
        s.phase, s.actor = GIVE, givers[0]
    else:
        _offer_emperor_card(s)


def _on_give(s: BaoHuangState, event: GiveTribute) -> None:
    seat = event.seat
    held = [list(h) for h in s.held]
    given: list[TributeCard] = []
    for rank in sorted(event.cards):
        card = next(c for c in held[seat] if CARD_RANK[c] == rank)  # the lowest copy
        held[seat].remove(card)
        given.append(TributeCard(seat, card, None))
    _take_cards(s, held)
    s.tribute = s.tribute + tuple(given)
    s.givers = s.givers[1:]
    if s.givers:
        s.actor = s.givers[0]
    elif s.rules.tribute == "face_down":
        s.phase, s.actor = DRAW, -1
    else:
        s.phase, s.actor = TAKE, s.start.takers[0]


def _hand_over(s: BaoHuangState, index: int, taker: int) -> None:
    card = s.tribute[index]
    s.tribute = _set(s.tribute, index, TributeCard(card.giver, card.card, taker))
    held = [list(h) for h in s.held]
    held[taker].append(card.card)
    _take_cards(s, held)


def _on_draw(s: BaoHuangState, event: DrawTribute) -> None:
    for taker, index in zip(s.start.takers, event.order, strict=True):
        _hand_over(s, index, taker)
    _offer_emperor_card(s)


def _on_take(s: BaoHuangState, event: TakeTribute) -> None:
    index = next(i for i, t in enumerate(s.tribute) if t.taker is None and t.rank == event.card)
    _hand_over(s, index, event.seat)
    taken = sum(t.taker is not None for t in s.tribute)
    if taken < len(s.start.takers):
        s.actor = s.start.takers[taken]
    else:
        _offer_emperor_card(s)


def _offer_emperor_card(s: BaoHuangState) -> None:
    assert s.emperor_card is not None
    s.phase, s.actor = EMPEROR, s.emperor_card


def _on_emperor(s: BaoHuangState, event: Emperor) -> None:
    seat = event.seat
    if not event.accept:
        to = next_seat(seat)
        held = [list(h) for h in s.held]
        held[seat].remove(EMPEROR_CARD)
        held[to].append(EMPEROR_CARD)
        _take_cards(s, held)
        s.declined = s.declined + (seat,)
        s.emperor_card = s.actor = to
        return
    s.emperor, s.protector = seat, s.eunuch_card
    if s.rules.announcements:
        s.phase = ANNOUNCE
        s.announcers = tuple((seat + i) % SEATS for i in range(SEATS))
        s.actor = seat
    else:
        _begin_play(s)


def _on_announce(s: BaoHuangState, event: Announce) -> None:
    s.announcers = s.announcers[1:]
    if event.announce:
        s.announced = "alone" if event.seat == s.emperor else "protector"
    if event.announce or not s.announcers:
        _begin_play(s)
    else:
        s.actor = s.announcers[0]


def _begin_play(s: BaoHuangState) -> None:
    assert s.emperor is not None
    s.phase = PLAY
    s.announcers = ()
    s.leader = s.actor = s.emperor


def _next_holder(sizes: tuple[int, ...], seat: int) -> int:
    for step in range(1, SEATS + 1):
        other = (seat + step) % SEATS
        if sizes[other]:
            return other
    raise PhaseError("nobody holds cards")


def _on_play(s: BaoHuangState, event: Play) -> None:
    seat, cards = event.seat, event.cards
    counts = list(s.counts[seat])
    for code in cards:
        counts[CODE_RANK[code]] -= 1
    s.counts = _set(s.counts, seat, tuple(counts))
    left = s.sizes[seat] - len(cards)
    s.sizes = _set(s.sizes, seat, left)
    if MARKED_BLACK in cards:
        s.eunuch_card = None
    s.top, s.top_seat, s.top_shape = event, seat, shape_of_codes(cards, s.rules.twos_trumps)
    s.passes = 0
    s.top_asked, s.asked = s.asked, False
    if not left:
        s.out = s.out + (seat,)
        assert s.emperor is not None and s.protector is not None
        if deal_over(s.rules, s.emperor, s.protector, s.out):
            _finish(s)
            return
    s.actor = _next_holder(s.sizes, seat)


def _on_pass(s: BaoHuangState, seat: int) -> None:
    s.passes += 1
    sizes = s.sizes
    others = SEATS - len(s.out) - (1 if sizes[s.top_seat] else 0)
    if s.passes < others:
        s.actor = _next_holder(sizes, seat)
        return
    # everyone else passed: the last player to play leads, or the next one holding cards (BH11)
    s.leader = s.top_seat if sizes[s.top_seat] else _next_holder(sizes, s.top_seat)
    s.actor = s.leader
    s.top, s.top_shape, s.passes, s.top_asked = None, Shape((), 0), 0, False


def _finish(s: BaoHuangState) -> None:
    assert s.emperor is not None and s.protector is not None
    s.final = final_of(s.rules, s.emperor, s.protector, s.out, s.announced)
    s.phase, s.actor = OVER, -1
