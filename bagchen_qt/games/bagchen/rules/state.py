"""One deal of Bagchen as a state and its event log.

``DealState`` is immutable from the outside: ``apply(state, event)`` returns a new
state and leaves the old one untouched. Chance (the shuffle, every throw of the dice)
is an event like any decision, so ``replay(start, events)`` rebuilds any state from
the log alone. ``legal_actions`` is the one generator of legal moves; ``apply`` refuses
anything else with an ``IllegalAction`` that names the rule broken.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from enum import StrEnum
from itertools import starmap
from operator import sub
from typing import Any, NamedTuple

from bagchen_qt.core.refusals import CoreCode, IllegalAction, Refusal
from bagchen_qt.core.stakes import starting_chips
from bagchen_qt.games.bagchen.rules.actions import (
    Accept,
    Action,
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    DiscardAny,
    DuelThrow,
    Event,
    Lead,
    OfferSwap,
    OfferUnion,
    Pass,
    ProposeExchange,
    Shuffle,
    ThrowDice,
)
from bagchen_qt.games.bagchen.rules.combos import (
    MOTHER,
    SON,
    Combo,
    ComboType,
    Suit,
    beat_refusal,
    beats,
    charity_combo,
    classify,
    combo_of,
    lead_refusal,
    point_mask_of,
)
from bagchen_qt.games.bagchen.rules.dealing import (
    TOWER_SIZE,
    count_from,
    may_demand_redeal,
    mother_son_allowed,
    opposite,
    seat_letter,
    shows_four_chiefs,
    tile_to_give,
    tower_order,
)
from bagchen_qt.games.bagchen.rules.options import (
    FollowChoices,
    LeadChoices,
    follow_choices,
    lead_choices,
    may_play_face_down,
    passport_rules_apply,
)
from bagchen_qt.games.bagchen.rules.passport import PassportLeads, passport_leads
from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS, jump_multiplier, settlement_amounts
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode as Code
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND, TILES_OF_KIND, kind_of_dice

SEATS = range(4)
HAND_SIZE = 16
# The lowest tile number of each kind: tiles are numbered kind by kind.
_FIRST_TILE = tuple(int(tiles[0]) for tiles in TILES_OF_KIND)
# Building a RuleSet checks every option; a deal with the default rules shares this one.
_DEFAULT_RULES = RuleSet()


class PhaseError(RuntimeError):
    """A question the deal's phase has no answer to (the trick before the play, the
    seat to act at a chance node): a mistake of the caller, not a rule refused."""


class Phase(StrEnum):
    SHUFFLE = "shuffle"  # chance: the tiles are shuffled into towers
    CHOOSE_TOWER = "choose tower"  # the seat opposite the starter picks the first tower
    DEAL_DICE = "deal dice"  # chance: the dice name the point and the taker
    EXCHANGE_OFFER = "exchange offer"  # custom: offers to exchange whole hands
    EXCHANGE_ANSWER = "exchange answer"
    REDEAL = "redeal"  # each seat in turn may demand a re-deal (R19)
    UNION_OFFER = "union offer"  # mother looking for son, and the reverse (R20)
    UNION_ANSWER = "union answer"
    UNION_DUEL = "union duel"  # chance: one die each, higher takes both tiles
    UNION_GIVE = "union give"  # chance: dice name the tile given back
    SWAP_ANSWER = "swap answer"  # both mothers for both sons
    PASSPORT_DICE = "passport dice"  # chance: rule 4 picks a suit by the dice
    LEAD = "lead"
    FOLLOW = "follow"
    OVER = "over"


CHANCE_PHASES = frozenset({Phase.SHUFFLE, Phase.DEAL_DICE, Phase.UNION_DUEL, Phase.UNION_GIVE, Phase.PASSPORT_DICE})
# The play's hot paths name phases by these globals. On Python 3.11 reading a member
# as ``Phase.LEAD`` goes through the enum class's ``__getattr__`` hook, which costs
# about as much as a function call; a global is one dictionary read.
_LEAD, _FOLLOW, _OVER = Phase.LEAD, Phase.FOLLOW, Phase.OVER
_SHUFFLE, _DEAL_DICE, _UNION_DUEL = Phase.SHUFFLE, Phase.DEAL_DICE, Phase.UNION_DUEL


class TrickPlay(NamedTuple):
    """One seat's play to a trick. ``face_up`` is false for face-down tiles and for a
    charity lead (whose named suit is ``suit``). ``rule`` is the passport rule that
    allowed a passport holder's lead, else 0."""

    seat: int
    tiles: tuple[int, ...]
    face_up: bool
    suit: Suit | None = None
    rule: int = 0


class Trick(NamedTuple):
    leader: int
    size: int
    plays: tuple[TrickPlay, ...]
    top_seat: int  # who is winning so far
    top: Combo  # what a play must beat
    top_kinds: tuple[int, ...]
    points: int  # value of a points lead, 0 otherwise

    @property
    def complete(self) -> bool:
        return len(self.plays) == 4


class Payment(NamedTuple):
    payer: int
    payee: int
    chips: int  # what changed hands, after any cap for a payer who ran out
    reason: str  # "points", "refund", "settlement" or "sweep"
    trick: int  # index of the trick it belongs to; the number of tricks for the final settlement


class DealResult(NamedTuple):
    last_winner: int
    stacks: tuple[int, ...]
    jump_points: int  # value of the final run of points leads, 0 without a jump
    multiplier: int
    sweep: bool
    nets: tuple[int, ...]  # each seat's chips gained or lost over the whole deal


class Union(NamedTuple):
    """A mother-and-son union: who took both tiles and which tile went back."""

    winner: int
    loser: int
    given: int | None


class DealState:
    """A deal in progress. Treat every attribute as read-only."""

    __slots__ = (
        "rules",
        "starter",
        "start_chips",
        "chips",
        "phase",
        "to_act",
        "order",
        "chosen",
        "dice",
        "point_mask",
        "hands",
        "counts",
        "queue",
        "offer",
        "offers_made",
        "exchanged",
        "duel",
        "unions",
        "stacks",
        "passports",
        "trick",
        "tricks",
        "gone",
        "exposures",
        "shown_chiefs",
        "passport_suit",
        "run_value",
        "run_payments",
        "payments",
        "redeals",
        "result",
        "_log",
    )

    rules: RuleSet
    starter: int
    start_chips: tuple[int, ...]
    chips: tuple[int, ...]
    phase: Phase
    to_act: int | None  # the seat to decide; None at chance nodes and at the end
    order: tuple[int, ...]  # the shuffled tiles in tower order (hidden from the seats)
    chosen: int | None  # tower chosen by the thrower
    dice: tuple[int, int] | None  # the deal's throw, which names the point
    point_mask: int
    hands: tuple[tuple[int, ...], ...]
    counts: tuple[tuple[int, ...], ...]  # hands counted by kind
    queue: tuple[int, ...]  # seats still to be asked in this round of questions
    offer: tuple[int, int] | None  # union offer: (seat, tile); swap: (seat, -1); hand exchange: (seat, partner)
    offers_made: frozenset[tuple[int, int]]  # (seat, kind) offers, never repeated in a deal
    exchanged: frozenset[int]
    duel: tuple[int, int] | None  # (winner, loser) of the union dice
    unions: tuple[Union, ...]
    stacks: tuple[int, ...]
    passports: tuple[bool, ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    gone: tuple[int, ...]  # tiles played face up so far, counted by kind
    exposures: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, tiles shown to everyone)
    shown_chiefs: int | None
    passport_suit: Suit | None  # the suit a rule-4 throw named for this lead
    run_value: int  # value of the unbroken run of points leads that ends the play so far
    run_payments: tuple[Payment, ...]
    payments: tuple[Payment, ...]
    redeals: int
    result: DealResult | None
    _log: tuple | None  # (event, previous log): a cheap persistent list

    # --- construction -----------------------------------------------------------------

    @classmethod
    def new(cls, rules: RuleSet | None = None, starter: int = 0, chips: tuple[int, ...] | None = None) -> DealState:
        """A deal about to be shuffled. ``chips`` are the balances before it."""
        rules = rules or _DEFAULT_RULES
        if starter not in SEATS:
            raise ValueError(f"starter must be a seat 0 to 3, not {starter!r}")
        state = object.__new__(cls)
        state.rules = rules
        state.starter = starter
        state.start_chips = starting_chips(chips, 4, rules.stake, rules.allow_debt, "Bagchen")
        state.chips = state.start_chips
        state.redeals = 0
        state._log = None
        state._reset_deal()
        return state

    def _reset_deal(self) -> None:
        self.phase, self.to_act = Phase.SHUFFLE, None
        self.order, self.chosen, self.dice, self.point_mask = (), None, None, 0
        self.hands = ((),) * 4
        self.counts = ((0,) * 21,) * 4
        self.queue, self.offer, self.offers_made = (), None, frozenset()
        self.exchanged, self.duel, self.unions = frozenset(), None, ()
        self.stacks, self.passports = (0,) * 4, (False,) * 4
        self.trick, self.tricks, self.gone = None, (), (0,) * 21
        self.exposures, self.shown_chiefs, self.passport_suit = (), None, None
        self.run_value, self.run_payments, self.payments = 0, (), ()
        self.result = None

    def _copy(self) -> DealState:
        # One line per attribute: about five times faster than copying in a loop, and
        # copying is a tenth of a deal's time. A test checks that no slot is left out.
        new = object.__new__(DealState)
        new.rules = self.rules
        new.starter = self.starter
        new.start_chips = self.start_chips
        new.chips = self.chips
        new.phase = self.phase
        new.to_act = self.to_act
        new.order = self.order
        new.chosen = self.chosen
        new.dice = self.dice
        new.point_mask = self.point_mask
        new.hands = self.hands
        new.counts = self.counts
        new.queue = self.queue
        new.offer = self.offer
        new.offers_made = self.offers_made
        new.exchanged = self.exchanged
        new.duel = self.duel
        new.unions = self.unions
        new.stacks = self.stacks
        new.passports = self.passports
        new.trick = self.trick
        new.tricks = self.tricks
        new.gone = self.gone
        new.exposures = self.exposures
        new.shown_chiefs = self.shown_chiefs
        new.passport_suit = self.passport_suit
        new.run_value = self.run_value
        new.run_payments = self.run_payments
        new.payments = self.payments
        new.redeals = self.redeals
        new.result = self.result
        new._log = self._log
        return new

    # --- read-only views ----------------------------------------------------------------

    @property
    def events(self) -> tuple[Event, ...]:
        out = []
        log = self._log
        while log is not None:
            out.append(log[0])
            log = log[1]
        return tuple(reversed(out))

    @property
    def actor(self) -> int:
        """The seat to decide, at a decision (``to_act`` is None at chance nodes and at the end)."""
        seat = self.to_act
        if seat is None:
            raise PhaseError(f"no seat decides in the {self.phase.value} step")
        return seat

    @property
    def current_trick(self) -> Trick:
        """The trick being played, during the play."""
        trick = self.trick
        if trick is None:
            raise PhaseError(f"no trick is being played in the {self.phase.value} step")
        return trick

    @property
    def thrown(self) -> tuple[int, int]:
        """The deal's throw of the dice, once thrown."""
        dice = self.dice
        if dice is None:
            raise PhaseError(f"the dice are not thrown yet in the {self.phase.value} step")
        return dice

    @property
    def pending_offer(self) -> tuple[int, int]:
        """The offer being answered: (seat, tile) for a union, (seat, -1) for a swap,
        (seat, partner) for an exchange of hands."""
        offer = self.offer
        if offer is None:
            raise PhaseError(f"no offer is open in the {self.phase.value} step")
        return offer

    @property
    def duel_pair(self) -> tuple[int, int]:
        """(winner, loser) of the union dice, until the tile is given back."""
        duel = self.duel
        if duel is None:
            raise PhaseError(f"no union is being settled in the {self.phase.value} step")
        return duel

    @property
    def final(self) -> DealResult:
        """The outcome, once the deal is over."""
        result = self.result
        if result is None:
            raise PhaseError("the deal is not over")
        return result

    @property
    def is_chance(self) -> bool:
        return self.phase in CHANCE_PHASES

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def thrower(self) -> int:
        return opposite(self.starter)

    @property
    def point_kind(self) -> int | None:
        return kind_of_dice(*self.dice) if self.dice else None

    @property
    def point_kinds(self) -> tuple[int, ...]:
        return tuple(k for k in range(21) if self.point_mask >> k & 1)

    @property
    def taker(self) -> int | None:
        return count_from(self.thrower, sum(self.dice)) if self.dice else None

    def towers(self) -> tuple[tuple[int, ...], ...]:
        """The eight towers as shuffled (all-hands view)."""
        return tuple(self.order[i * TOWER_SIZE : (i + 1) * TOWER_SIZE] for i in range(8)) if self.order else ()

    def __repr__(self) -> str:
        who = seat_letter(self.to_act) if self.to_act is not None else "-"
        return f"<DealState {self.phase.value} to act {who} stacks {self.stacks} chips {self.chips}>"


# --- dealing ------------------------------------------------------------------------------


def _deal_hands(state: DealState) -> None:
    hands: list[list[int]] = [[], [], [], []]
    chosen = state.chosen
    assert chosen is not None, "a tower is chosen before the dice are thrown"
    for seat, tower in tower_order(count_from(state.thrower, sum(state.thrown)), chosen):
        hands[seat].extend(state.order[tower * TOWER_SIZE : (tower + 1) * TOWER_SIZE])
    _set_hands(state, hands)


def _set_hands(state: DealState, hands: Sequence[Sequence[int]]) -> None:
    sorted_hands, counts = [], []
    for hand in hands:
        c = [0] * 21
        for t in hand:
            c[TILE_KIND[t]] += 1
        sorted_hands.append(tuple(sorted(hand)))
        counts.append(tuple(c))
    state.hands, state.counts = tuple(sorted_hands), tuple(counts)


def _move_tiles(state: DealState, giver: int, taker: int, tiles: tuple[int, ...]) -> None:
    # Mother-and-son unions move a tile or two: only the two hands and their counts are
    # rebuilt, not all four hands sorted and counted again.
    assert giver != taker, "tiles move between two seats"
    hands, all_counts = list(state.hands), list(state.counts)
    given, taken = list(hands[giver]), list(hands[taker])
    giver_counts, taker_counts = list(all_counts[giver]), list(all_counts[taker])
    for t in tiles:
        given.remove(t)
        taken.append(t)
        giver_counts[TILE_KIND[t]] -= 1
        taker_counts[TILE_KIND[t]] += 1
    hands[giver], hands[taker] = tuple(given), tuple(sorted(taken))
    all_counts[giver], all_counts[taker] = tuple(giver_counts), tuple(taker_counts)
    state.hands, state.counts = tuple(hands), tuple(all_counts)


def _after_deal(state: DealState) -> None:
    """The steps after the towers are taken, in the order of R18."""
    if state.rules.hand_exchange:
        _ask(state, Phase.EXCHANGE_OFFER, _round_from(state.starter))
    else:
        _start_redeal_round(state)


def _round_from(seat: int) -> tuple[int, ...]:
    return _ROUNDS[seat]


# The four seats in turn from each seat: a round of questions, or (without the first)
# the others answering an offer.
_ROUNDS = tuple(tuple((seat + i) % 4 for i in range(4)) for seat in SEATS)


def _ask(state: DealState, phase: Phase, queue: tuple[int, ...]) -> None:
    state.phase, state.queue, state.to_act = phase, queue, queue[0]


def _start_redeal_round(state: DealState) -> None:
    if state.rules.redeal:
        _ask(state, Phase.REDEAL, _round_from(state.starter))
    else:
        _after_redeal(state)


def _after_redeal(state: DealState) -> None:
    for seat in SEATS:
        if shows_four_chiefs(state.counts[seat], state.point_mask):
            state.shown_chiefs = seat
            chiefs = tuple(t for t in state.hands[seat] if TILE_KIND[t] == 0)
            state.exposures += ((seat, chiefs),)
    if state.rules.mother_son and mother_son_allowed(state.point_mask):
        _ask(state, Phase.UNION_OFFER, _round_from(state.starter))
    else:
        _start_trick(state, state.starter)


# --- mother and son ---------------------------------------------------------------------------


def _union_offers(state: DealState, seat: int) -> list[Action]:
    """Offers ``seat`` may make now (R20)."""
    c = state.counts[seat]
    offers: list[Action] = []
    for shown, wanted in ((MOTHER, SON), (SON, MOTHER)):
        if c[shown] and not c[wanted] and (seat, shown) not in state.offers_made:
            offers.append(_OFFER_UNION[seat][_first_tile(state.hands[seat], shown)])
        if c[shown] == 2 and not c[wanted] and (seat, -1 - shown) not in state.offers_made:
            offers.append(_OFFER_SWAP[seat])
    return offers


def _swap_partner_kinds(state: DealState) -> tuple[int, int]:
    """(kind the offerer holds two of, kind the partner must hold two of)."""
    seat = state.pending_offer[0]
    return (MOTHER, SON) if state.counts[seat][MOTHER] == 2 else (SON, MOTHER)


def _first_tile(hand: tuple[int, ...], kind: int) -> int:
    """The first copy of ``kind`` in a (sorted) hand."""
    # Tile numbers run kind by kind: a binary search finds the kind's first tile held.
    i = bisect_left(hand, _FIRST_TILE[kind])
    if i < len(hand) and TILE_KIND[hand[i]] == kind:
        return hand[i]
    raise IllegalAction(Refusal(Code.KIND_NOT_HELD, kinds=(kind,)))


def _next_offer_round(state: DealState, after: int) -> None:
    _ask(state, Phase.UNION_OFFER, _round_from((after + 1) % 4))


def _give_back(state: DealState, a: int, b: int) -> None:
    winner, loser = state.duel_pair
    kind = tile_to_give(state.counts[winner], state.point_mask, a, b)
    if kind is None:
        return  # nothing to give for this throw: the dice are thrown again
    tile = _first_tile(state.hands[winner], kind)
    _move_tiles(state, winner, loser, (tile,))
    last = state.unions[-1]
    state.unions = state.unions[:-1] + (last._replace(given=tile),)
    state.duel = None
    _next_offer_round(state, state.pending_offer[0])
    state.offer = None


# --- the play ---------------------------------------------------------------------------------


def _start_trick(state: DealState, leader: int) -> None:
    state.trick = None
    state.passport_suit = None
    state.phase, state.to_act, state.queue = _LEAD, leader, ()
    if state.passports[leader] and _passport_rules_apply(state, leader):
        allowed = _passport_leads(state, leader)
        if allowed.exposes_hand and state.rules.passport == "full":
            state.exposures += ((leader, state.hands[leader]),)
            if allowed.needs_dice:
                # The leader waits for the throw that names the suit.
                state.phase, state.to_act, state.queue = Phase.PASSPORT_DICE, None, (leader,)


def _passport_rules_apply(state: DealState, seat: int) -> bool:
    return passport_rules_apply(state.rules, state.passports[seat])


def _passport_leads(state: DealState, seat: int) -> PassportLeads:
    return passport_leads(
        state.counts[seat], state.point_mask, state.rules.passport, state.rules.max_mixed_ministers, state.gone
    )


def _pay(state: DealState, payer: int, payee: int, chips: int, reason: str, trick: int) -> Payment | None:
    if chips <= 0 or payer == payee:
        return None
    balance = list(state.chips)
    if not state.rules.allow_debt:
        chips = min(chips, max(balance[payer], 0))
    if chips <= 0:
        return None
    balance[payer] -= chips
    balance[payee] += chips
    state.chips = tuple(balance)
    payment = _new_tuple(Payment, (payer, payee, chips, reason, trick))
    state.payments += (payment,)
    return payment


def _remove_from_hand(state: DealState, seat: int, tiles: tuple[int, ...]) -> None:
    # Every play comes here: each tuple is rebuilt through one list, the fewest copies.
    hands, all_counts = list(state.hands), list(state.counts)
    counts = list(all_counts[seat])
    left = list(hands[seat])
    for t in tiles:
        left.remove(t)
        counts[TILE_KIND[t]] -= 1
    hands[seat], all_counts[seat] = tuple(left), tuple(counts)
    state.hands, state.counts = tuple(hands), tuple(all_counts)


def _play_face_up(state: DealState, tiles: tuple[int, ...]) -> None:
    gone = list(state.gone)
    for t in tiles:
        gone[TILE_KIND[t]] += 1
    state.gone = tuple(gone)


def _finish_trick(state: DealState) -> None:
    trick = state.trick
    assert trick is not None, "the play has a trick"
    _, size, _, winner, _, _, points = trick  # see ``_beat``
    stacks = list(state.stacks)
    stacks[winner] += size
    state.stacks = tuple(stacks)
    state.tricks += (trick,)
    if points:
        index = len(state.tricks) - 1
        state.run_value += points
        state.run_payments += tuple(p for p in state.payments if p.trick == index and p.reason == "points")
    else:
        state.run_value, state.run_payments = 0, ()
    # Stacks only grow, and only the winner's grew: only the winner can gain a passport.
    if stacks[winner] >= PASSPORT_STACKS and not state.passports[winner]:
        state.passports = tuple(s >= PASSPORT_STACKS for s in stacks)
    state.trick = None
    if state.hands[winner]:
        _start_trick(state, winner)
    else:
        _settle(state, winner)


def _settle(state: DealState, last: int) -> None:
    """Final payments (R14, R15) and the deal's result."""
    final = len(state.tricks)
    sweep = state.stacks[last] == 16
    jump_points = 0
    if sweep:
        for seat in SEATS:
            if seat != last:
                _pay(state, seat, last, max(state.chips[seat], 0), "sweep", final)
        multiplier = 1
    else:
        if state.tricks[-1].points:
            jump_points = state.run_value
            for p in state.run_payments:
                _pay(state, p.payee, p.payer, p.chips, "refund", final)
        multiplier = jump_multiplier(jump_points, state.rules.jump_factor)
        amounts = settlement_amounts(state.stacks, last, multiplier)
        # The winner collects first, so that what is owed can be paid out of it.
        for payer, payee, chips in sorted(amounts, key=lambda a: a[0] == last):
            _pay(state, payer, payee, chips, "settlement", final)
    # Every play-out ends here: the nets by one map, the result without the named
    # tuple's keyword constructor, the phase by its global (see ``_LEAD``).
    nets = tuple(map(sub, state.chips, state.start_chips))
    state.result = _new_tuple(DealResult, (last, state.stacks, jump_points, multiplier, sweep, nets))
    state.phase, state.to_act = _OVER, None


# --- legal actions ----------------------------------------------------------------------------


def tiles_for(hand: tuple[int, ...], kinds: tuple[int, ...]) -> tuple[int, ...]:
    """Physical tiles of the given sorted kinds from a hand: the first copies held.

    Tile numbers run kind by kind, so a sorted hand is sorted by kind too."""
    if len(kinds) == 1:  # most plays: a binary search finds the kind's first copy held
        kind = kinds[0]
        i = bisect_left(hand, _FIRST_TILE[kind])
        if i < len(hand) and TILE_KIND[hand[i]] == kind:
            return (hand[i],)
        raise IllegalAction(Refusal(Code.HAND_LACKS, kinds=tuple(kinds)))
    out: list[int] = []
    i, n = 0, len(kinds)
    for t in hand:
        if i == n:
            break
        if TILE_KIND[t] == kinds[i]:
            out.append(t)
            i += 1
    if i != n:
        raise IllegalAction(Refusal(Code.HAND_LACKS, kinds=tuple(kinds)))
    return tuple(out)


def lead_choices_of(state: DealState, seat: int | None = None) -> LeadChoices:
    """The leads open to ``seat`` (by default the seat to act) in ``state``."""
    seat = state.actor if seat is None else seat
    return lead_choices(
        state.counts[seat], state.point_mask, state.rules, state.passports[seat], state.gone, state.passport_suit
    )


def follow_choices_of(state: DealState, seat: int | None = None) -> FollowChoices:
    """The plays open to ``seat`` (by default the seat to act) as a follower in ``state``."""
    seat = state.to_act if seat is None else seat
    trick = state.trick
    if seat is None or trick is None:  # checked here, not through the accessors: play-outs ask this often
        raise PhaseError(f"no one follows a trick in the {state.phase.value} step")
    return follow_choices(state.counts[seat], trick.top, state.point_mask, state.rules)


def legal_actions(state: DealState) -> list[Action]:
    """Every decision open to ``state.to_act``; empty at chance nodes and at the end.

    A follower who may play face down gets one ``DiscardAny`` entry for every choice of
    tiles: see ``sample_discard`` and ``check``.
    """
    phase, seat = state.phase, state.to_act
    if seat is None:
        return []
    if phase is _LEAD:
        hand = state.hands[seat]
        leads, charity = lead_choices_of(state, seat)
        lead_one = _LEAD_ONE[seat]
        actions: list[Action] = [
            lead_one[_first_tile(hand, kinds[0])] if len(kinds) == 1 else Lead(seat, tiles_for(hand, kinds))
            for kinds in leads
        ]
        if charity:
            charity_one, kind = _CHARITY_ONE[seat], -1
            for t in hand:  # the first copy of each kind held
                if TILE_KIND[t] != kind:
                    kind = TILE_KIND[t]
                    actions += charity_one[t]
        return actions
    if phase is _FOLLOW:
        hand = state.hands[seat]
        beats_, may_discard = follow_choices_of(state, seat)
        beat_one = _BEAT_ONE[seat]
        actions = [
            beat_one[_first_tile(hand, kinds[0])] if len(kinds) == 1 else Beat(seat, tiles_for(hand, kinds))
            for kinds in beats_
        ]
        if may_discard:
            actions.append(DiscardAny(seat, state.current_trick.size))
        return actions
    choices = _CHOICES_BEFORE_THE_PLAY.get(phase)
    if choices is None:
        raise AssertionError(f"no decisions in phase {phase}")
    return choices(state, seat)


def _tower_choices(state: DealState, seat: int) -> list[Action]:
    return list(_CHOOSE_TOWER[seat])


def _redeal_choices(state: DealState, seat: int) -> list[Action]:
    if may_demand_redeal(state.counts[seat], state.point_mask):
        return [_PASS[seat], _DEMAND_REDEAL[seat]]
    return [_PASS[seat]]


def _union_offer_choices(state: DealState, seat: int) -> list[Action]:
    return [_PASS[seat], *_union_offers(state, seat)]


def _union_answer_choices(state: DealState, seat: int) -> list[Action]:
    offered = TILE_KIND[state.pending_offer[1]]
    wanted = SON if offered == MOTHER else MOTHER
    return [_PASS[seat], _ACCEPT[seat]] if state.counts[seat][wanted] else [_PASS[seat]]


def _swap_answer_choices(state: DealState, seat: int) -> list[Action]:
    two_of, partner_two_of = _swap_partner_kinds(state)
    c = state.counts[seat]
    return [_PASS[seat], _ACCEPT[seat]] if c[partner_two_of] == 2 and not c[two_of] else [_PASS[seat]]


def _exchange_offer_choices(state: DealState, seat: int) -> list[Action]:
    partners = [p for p in SEATS if p != seat and p not in state.exchanged]
    if seat in state.exchanged:
        partners = []
    return [_PASS[seat], *(ProposeExchange(seat, p) for p in partners)]


def _exchange_answer_choices(state: DealState, seat: int) -> list[Action]:
    return [_PASS[seat], _ACCEPT[seat]]


# The decisions of each step before the play. A table rather than a chain of ``phase is
# Phase.X`` tests: on Python 3.11 each ``Phase.X`` costs about as much as a function call.
_CHOICES_BEFORE_THE_PLAY: dict[Phase, Callable[[DealState, int], list[Action]]] = {
    Phase.CHOOSE_TOWER: _tower_choices,
    Phase.REDEAL: _redeal_choices,
    Phase.UNION_OFFER: _union_offer_choices,
    Phase.UNION_ANSWER: _union_answer_choices,
    Phase.SWAP_ANSWER: _swap_answer_choices,
    Phase.EXCHANGE_OFFER: _exchange_offer_choices,
    Phase.EXCHANGE_ANSWER: _exchange_answer_choices,
}


def sample_discard(state: DealState, rng: random.Random, prefer_low: bool = False) -> Discard:
    """A face-down play for the seat to follow: random tiles, or with ``prefer_low`` the
    weakest ones (lowest ranks, never points if other tiles will do)."""
    seat, trick = state.to_act, state.trick
    if state.phase is not _FOLLOW or seat is None or trick is None:
        raise IllegalAction(Refusal(Code.ONLY_FOLLOWER_DISCARDS))
    hand = state.hands[seat]
    n = trick.size
    if prefer_low:
        mask = state.point_mask

        def weakness(t: int) -> tuple[int, int, float]:
            k = TILE_KIND[t]
            return (mask >> k & 1, KINDS[k].rank, rng.random())

        return Discard(seat, tuple(sorted(sorted(hand, key=weakness)[:n])))
    if n == 1:
        return _DISCARD_ONE[seat][hand[int(rng.random() * len(hand))]]
    return Discard(seat, tuple(sorted(rng.sample(hand, n))))


def random_action(state: DealState, rng: random.Random) -> Event:
    """A uniformly random legal decision, or a chance outcome at a chance node.

    The same choice as picking from ``legal_actions`` (both draw on the same choices), but
    in the play it builds only the chosen action, which keeps random play-outs fast."""
    phase = state.phase
    if phase in CHANCE_PHASES:
        return sample_chance(state, rng)
    seat = state.to_act
    if seat is None:
        raise PhaseError(f"no seat decides in the {phase.value} step")
    if phase is _LEAD:
        return _random_lead(state, seat, rng)[0]
    if phase is _FOLLOW:
        return _random_follow(state, seat, rng)[0]
    actions = legal_actions(state)  # before the play: no face-down plays among them
    return _decision(actions[int(rng.random() * len(actions))])


# The charity leads' suits in the order of ``legal_actions``.
_CHARITY_SUITS = (Suit.SKY, Suit.EARTH, None)


def _random_lead(state: DealState, seat: int, rng: random.Random) -> tuple[Lead | Charity, tuple[int, ...]]:
    """A uniformly random lead for ``seat``, with its kinds (none for a charity lead)."""
    leads, charity = lead_choices_of(state, seat)
    counts, hand = state.counts[seat], state.hands[seat]
    face_up = len(leads)
    # Each kind held can be led face down naming any of three suits.
    i = int(rng.random() * ((face_up + 3 * (21 - counts.count(0))) if charity else face_up))
    if i < face_up:
        kinds = leads[i]
        if len(kinds) == 1:
            return _LEAD_ONE[seat][_first_tile(hand, kinds[0])], kinds
        return Lead(seat, tiles_for(hand, kinds)), kinds
    i -= face_up
    # The first tile of the (i // 3)-th kind held: a walk along the sorted hand that
    # stops there, rather than listing the kinds held: most random leads are charity leads.
    wanted, kind = i // 3, -1
    for t in hand:
        if TILE_KIND[t] != kind:
            if not wanted:
                break
            kind = TILE_KIND[t]
            wanted -= 1
    return _CHARITY_ONE[seat][t][i % 3], ()


def _random_follow(state: DealState, seat: int, rng: random.Random) -> tuple[Beat | Discard, tuple[int, ...]]:
    """A uniformly random play for the follower ``seat``, with the kinds of a beat (none
    for a face-down play)."""
    trick = state.trick
    if trick is None:
        raise PhaseError(f"no one follows a trick in the {state.phase.value} step")
    beats_, may_discard = follow_choices(state.counts[seat], trick.top, state.point_mask, state.rules)
    n = len(beats_)
    r = rng.random() * (n + may_discard)  # the choice int(r): a beat when r < n
    if r < n:
        kinds = beats_[int(r)]
        if len(kinds) == 1:
            return _BEAT_ONE[seat][_first_tile(state.hands[seat], kinds[0])], kinds
        return Beat(seat, tiles_for(state.hands[seat], kinds)), kinds
    if trick.size == 1:  # the tile ``sample_discard`` would draw, without its checks
        hand = state.hands[seat]
        return _DISCARD_ONE[seat][hand[int(rng.random() * len(hand))]], ()
    return sample_discard(state, rng), ()


# A frozen dataclass costs about as much to build as a state to copy, and single-tile
# plays are most of a play-out's events: the move generator and the random player take
# these, built once for each seat and tile, and the answers before the play likewise
# (events are immutable values, equal to any built alike).
_PASS = tuple(Pass(seat) for seat in SEATS)
_ACCEPT = tuple(Accept(seat) for seat in SEATS)
_DEMAND_REDEAL = tuple(DemandRedeal(seat) for seat in SEATS)
_OFFER_SWAP = tuple(OfferSwap(seat) for seat in SEATS)
# Only a mother's or a son's tile is ever offered for a union.
_OFFER_UNION = tuple(
    {tile: OfferUnion(seat, tile) for tile in range(64) if TILE_KIND[tile] in (MOTHER, SON)} for seat in SEATS
)
_CHOOSE_TOWER = tuple(tuple(ChooseTower(seat, tower) for tower in range(8)) for seat in SEATS)
_LEAD_ONE = tuple(tuple(Lead(seat, (tile,)) for tile in range(64)) for seat in SEATS)
_BEAT_ONE = tuple(tuple(Beat(seat, (tile,)) for tile in range(64)) for seat in SEATS)
_DISCARD_ONE = tuple(tuple(Discard(seat, (tile,)) for tile in range(64)) for seat in SEATS)
_CHARITY_ONE = tuple(
    tuple(tuple(Charity(seat, tile, suit) for suit in _CHARITY_SUITS) for tile in range(64)) for seat in SEATS
)


def _random_step(state: DealState, rng: random.Random) -> None:
    """``_step(state, random_action(state, rng))`` on a state the caller owns.

    A lead or a follow is applied without the checks a hand-made event gets: it was
    chosen from ``lead_choices`` and ``follow_choices``, the one generator of legal
    plays, and checking it again would spend as long as choosing it. A passport
    holder's lead only asks which passport rule allowed it (the leads allowed are
    cached from the trick's start)."""
    phase, seat = state.phase, state.to_act
    event: Event
    if phase is _FOLLOW and seat is not None:
        event, kinds = _random_follow(state, seat, rng)
        if len(kinds) == 1:  # most beats: no point tile beats, so a single's combination
            _beat(state, seat, event.tiles, kinds, _SINGLE_COMBOS[kinds[0]])
        elif kinds:
            combo = classify(kinds, state.point_mask, state.rules.max_mixed_ministers)
            assert combo is not None, "a beat from the generator is a combination"
            _beat(state, seat, event.tiles, kinds, combo)
        else:
            _discard(state, seat, event.tiles)
    elif phase is _LEAD and seat is not None:
        event, kinds = _random_lead(state, seat, rng)
        if isinstance(event, Lead):
            mask = state.point_mask
            if len(kinds) == 1 and not mask >> kinds[0] & 1:
                combo = _SINGLE_COMBOS[kinds[0]]
            else:
                combo = classify(kinds, mask, state.rules.max_mixed_ministers)
            assert combo is not None, "a lead from the generator is a combination"
            rule = 0
            if state.passports[seat] and _passport_rules_apply(state, seat):
                rule = _passport_leads(state, seat).rule_of(kinds, state.passport_suit) or 0
                assert rule, "a passport holder's lead from the generator is allowed"
            _lead(state, seat, event.tiles, kinds, combo, rule)
        else:
            _charity(state, seat, event.tile, event.suit)
    elif phase is _SHUFFLE:
        # A permutation drawn here: checking it again would cost as much as drawing it.
        shuffle = _draw_shuffle(rng)
        _shuffled(state, shuffle.order)
        event = shuffle
    elif phase in CHANCE_PHASES:
        # A throw of the dice, drawn and applied (with its checks) without first asking
        # ``random_action`` and ``_step`` what kind of step this is.
        event = sample_chance(state, rng)
        _apply_chance(state, event)
    elif seat is not None and phase in _CHOICES_BEFORE_THE_PLAY:
        # A question before the play (re-deal, mother and son, towers): the answer is
        # drawn from ``legal_actions``'s list and goes straight to its handler, which
        # keeps its own checks; ``_step`` would first ask whose turn it is and which
        # handler takes it, a tenth of a deal's set-up.
        actions = _CHOICES_BEFORE_THE_PLAY[phase](state, seat)
        event = _decision(actions[int(rng.random() * len(actions))])
        _HANDLERS[phase, type(event)](state, event)
    else:
        _step(state, random_action(state, rng))
        return
    state._log = (event, state._log)


# A single tile's combination when its kind is not a point: the commonest plays skip the
# cached ``classify`` call, whose key alone costs as much as the rest of a beat.
_SINGLE_COMBOS = tuple(combo_of((kind,), 0) for kind in range(21))
_ALL_TILES = range(64)


def _decision(action: Action) -> Event:
    if isinstance(action, DiscardAny):
        raise PhaseError("a face-down play is chosen by its tiles (sample_discard)")
    return action


# --- chance -----------------------------------------------------------------------------------


def sample_chance(state: DealState, rng: random.Random) -> Event:
    """The chance outcome at a chance node, drawn from ``rng``."""
    phase = state.phase
    if phase is _SHUFFLE:
        return _draw_shuffle(rng)
    if phase is _UNION_DUEL:
        return DuelThrow(rng.randint(1, 6), rng.randint(1, 6))
    if phase in CHANCE_PHASES:
        return ThrowDice(rng.randint(1, 6), rng.randint(1, 6))
    raise IllegalAction(Refusal(Code.NO_CHANCE_EVENT, step=phase.value))


def _draw_shuffle(rng: random.Random) -> Shuffle:
    # Sorting by random keys is a uniform shuffle, and three times faster than
    # random.shuffle, which matters in play-outs. ``starmap`` makes the 64 draws in C
    # rather than in a Python loop: the same draws in the same order.
    keys = list(starmap(rng.random, _NO_ARGUMENTS))
    return Shuffle(tuple(sorted(_ALL_TILES, key=keys.__getitem__)))


_NO_ARGUMENTS = ((),) * 64


# --- checking and applying ----------------------------------------------------------------------


def check(state: DealState, event: Event) -> None:
    """Raise ``IllegalAction`` with the rule's reason if ``event`` cannot be applied."""
    apply(state, event)


def is_legal(state: DealState, event: Event) -> bool:
    try:
        apply(state, event)
    except IllegalAction:
        return False
    return True


def why_illegal(state: DealState, event: Event) -> str:
    """The reason ``event`` is refused, or '' if it is legal."""
    refusal = refusal_of(state, event)
    return str(refusal) if refusal is not None else ""


def refusal_of(state: DealState, event: Event) -> Refusal | None:
    """Why ``event`` is refused, as a code with its parameters; None if it is legal."""
    try:
        apply(state, event)
    except IllegalAction as error:
        return error.refusal
    return None


def apply(state: DealState, event: Event) -> DealState:
    """The state after ``event``; ``state`` itself is unchanged."""
    new = state._copy()
    _step(new, event)
    return new


def play_on(
    state: DealState, choose: Callable[[DealState], Event], stop: Callable[[DealState], bool] | None = None
) -> DealState:
    """The deal played on from ``state`` to its end (or, with ``stop``, to the first
    state after a step that ``stop`` accepts), ``choose`` giving every event (chance
    outcomes too). The events are checked as ``apply`` checks them, but on one private
    copy instead of a new state each: play-outs spend much of their time copying
    otherwise. ``choose`` must not keep the state it is shown, which changes."""
    work = state._copy()
    if stop is not None:
        while work.phase is not _OVER:
            _step(work, choose(work))
            if stop(work):
                break
        return work
    while work.phase is not _OVER:
        _step(work, choose(work))
    return work


def _step(state: DealState, event: Event) -> None:
    """Apply ``event`` to ``state`` itself, a copy its caller owns, or refuse it."""
    phase = state.phase
    if phase is _OVER:
        raise IllegalAction(Refusal(Code.DEAL_OVER))
    if phase in CHANCE_PHASES:
        _apply_chance(state, event)
    else:
        seat = getattr(event, "seat", None)
        if seat != state.to_act:
            if seat is None:
                raise IllegalAction(Refusal(Code.CHANCE_EVENT_NOW, detail=type(event).__name__))
            raise IllegalAction(Refusal(Code.NOT_YOUR_TURN, seat=seat, turn=state.to_act))
        handler = _HANDLERS.get((phase, type(event)))
        if handler is None:
            raise IllegalAction(Refusal(Code.NOT_A_DECISION, seat=seat, detail=type(event).__name__, step=phase.value))
        handler(state, event)
    state._log = (event, state._log)


def _apply_chance(new: DealState, event: Event) -> None:
    phase = new.phase
    if phase is _SHUFFLE:
        if not isinstance(event, Shuffle):
            raise IllegalAction(Refusal(Code.MUST_SHUFFLE))
        if sorted(event.order) != list(range(64)):
            raise IllegalAction(Refusal(Code.BAD_SHUFFLE))
        _shuffled(new, tuple(event.order))
    elif phase is _UNION_DUEL:
        if not isinstance(event, DuelThrow):
            raise IllegalAction(Refusal(Code.DUEL_THROW_EXPECTED))
        _check_die(event.offerer, event.acceptor)
        if event.offerer != event.acceptor:
            (offerer, shown), acceptor = new.pending_offer, new.queue[0]
            winner, loser = (offerer, acceptor) if event.offerer > event.acceptor else (acceptor, offerer)
            son_or_mother = _first_tile(new.hands[acceptor], SON if TILE_KIND[shown] == MOTHER else MOTHER)
            moving = [(offerer, shown), (acceptor, son_or_mother)]
            for holder, tile in moving:
                if holder != winner:
                    _move_tiles(new, holder, winner, (tile,))
            new.duel = (winner, loser)
            new.unions += (Union(winner, loser, None),)
            new.phase = Phase.UNION_GIVE
    else:
        if not isinstance(event, ThrowDice):
            raise IllegalAction(Refusal(Code.DICE_EXPECTED))
        _check_die(event.a, event.b)
        if phase is _DEAL_DICE:
            new.dice = (event.a, event.b)
            new.point_mask = point_mask_of(kind_of_dice(event.a, event.b))
            _deal_hands(new)
            _after_deal(new)
        elif phase is Phase.UNION_GIVE:
            _give_back(new, event.a, event.b)
        elif phase is Phase.PASSPORT_DICE:
            new.passport_suit = KINDS[kind_of_dice(event.a, event.b)].suit
            new.phase, new.to_act = Phase.LEAD, new.queue[0]


def _shuffled(state: DealState, order: tuple[int, ...]) -> None:
    """The shuffle's effect, once ``order`` is known to hold each tile once."""
    state.order = order
    state.exposures = ()  # a hand shown for a re-deal belongs to the old deal
    state.phase, state.to_act = Phase.CHOOSE_TOWER, opposite(state.starter)


def _check_die(*values: int) -> None:
    for v in values:
        if type(v) is not int or not 1 <= v <= 6:
            raise IllegalAction(Refusal(Code.DIE_RANGE, detail=repr(v)))


def _on_choose_tower(state: DealState, event: ChooseTower) -> None:
    if not 0 <= event.tower < 8:
        raise IllegalAction(Refusal(Code.TOWER_RANGE, seat=event.seat, detail=str(event.tower)))
    state.chosen = event.tower
    state.phase, state.to_act = Phase.DEAL_DICE, None


def _advance_queue(state: DealState, when_done) -> None:
    state.queue = state.queue[1:]
    if state.queue:
        state.to_act = state.queue[0]
    else:
        when_done(state)


def _on_redeal_pass(state: DealState, event: Pass) -> None:
    _advance_queue(state, _after_redeal)


def _on_redeal(state: DealState, event: DemandRedeal) -> None:
    if not state.rules.redeal:
        raise IllegalAction(Refusal(Code.REDEAL_OFF))
    if not may_demand_redeal(state.counts[event.seat], state.point_mask):
        raise IllegalAction(Refusal(Code.REDEAL_NOT_WEAK, seat=event.seat, rule=19))
    exposure = (event.seat, state.hands[event.seat])
    redeals = state.redeals + 1
    state._reset_deal()
    state.redeals = redeals
    state.exposures = (exposure,)


def _on_union_pass(state: DealState, event: Pass) -> None:
    _advance_queue(state, _start_play)


def _start_play(state: DealState) -> None:
    _start_trick(state, state.starter)


def _on_offer_union(state: DealState, event: OfferUnion) -> None:
    if event.tile not in state.hands[event.seat]:
        raise IllegalAction(Refusal(Code.OFFER_TILE_NOT_HELD, seat=event.seat))
    if event not in _union_offers(state, event.seat):
        raise IllegalAction(Refusal(Code.UNION_OFFER_NOT_ALLOWED, seat=event.seat, rule=20))
    state.offers_made |= {(event.seat, TILE_KIND[event.tile])}
    state.offer = (event.seat, event.tile)
    _ask(state, Phase.UNION_ANSWER, _ROUNDS[event.seat][1:])


def _on_offer_swap(state: DealState, event: OfferSwap) -> None:
    if event not in _union_offers(state, event.seat):
        raise IllegalAction(Refusal(Code.SWAP_OFFER_NOT_ALLOWED, seat=event.seat, rule=20))
    c = state.counts[event.seat]
    shown = MOTHER if c[MOTHER] == 2 else SON
    state.offers_made |= {(event.seat, -1 - shown)}
    state.offer = (event.seat, -1)
    _ask(state, Phase.SWAP_ANSWER, _ROUNDS[event.seat][1:])


def _on_union_answer(state: DealState, event: Event) -> None:
    if isinstance(event, Accept):
        offered = TILE_KIND[state.pending_offer[1]]
        wanted = SON if offered == MOTHER else MOTHER
        if not state.counts[event.seat][wanted]:
            raise IllegalAction(Refusal(Code.UNION_ACCEPT_NEEDS, seat=event.seat, kinds=(wanted,)))
        state.queue = (event.seat,)
        state.phase, state.to_act = Phase.UNION_DUEL, None
        return
    offerer = state.pending_offer[0]

    def declined(s: DealState) -> None:
        s.offer = None
        _next_offer_round(s, offerer)

    _advance_queue(state, declined)


def _on_swap_answer(state: DealState, event: Event) -> None:
    offerer = state.pending_offer[0]
    if isinstance(event, Accept):
        if Accept(event.seat) not in legal_actions(state):
            raise IllegalAction(Refusal(Code.SWAP_ACCEPT_NOT_ALLOWED, seat=event.seat))
        two_of, partner_two_of = _swap_partner_kinds(state)
        _move_tiles(state, offerer, event.seat, (_first_tile(state.hands[offerer], two_of),))
        _move_tiles(state, event.seat, offerer, (_first_tile(state.hands[event.seat], partner_two_of),))
        state.unions += (Union(offerer, event.seat, None),)
        state.offer = None
        _next_offer_round(state, offerer)
        return

    def declined(s: DealState) -> None:
        s.offer = None
        _next_offer_round(s, offerer)

    _advance_queue(state, declined)


def _on_exchange_offer(state: DealState, event: Event) -> None:
    if isinstance(event, Pass):
        _advance_queue(state, _start_redeal_round)
        return
    if not isinstance(event, ProposeExchange) or event not in legal_actions(state):
        raise IllegalAction(Refusal(Code.EXCHANGE_NOT_ALLOWED, seat=getattr(event, "seat", None)))
    state.offer = (event.seat, event.partner)
    state.phase, state.to_act = Phase.EXCHANGE_ANSWER, event.partner


def _on_exchange_answer(state: DealState, event: Event) -> None:
    proposer, partner = state.pending_offer
    if isinstance(event, Accept):
        hands = list(state.hands)
        hands[proposer], hands[partner] = hands[partner], hands[proposer]
        _set_hands(state, hands)
        state.exchanged |= {proposer, partner}
    state.offer = None
    state.phase, state.to_act = Phase.EXCHANGE_OFFER, state.queue[0]
    _advance_queue(state, _start_redeal_round)


def _check_in_hand(state: DealState, seat: int, tiles: tuple[int, ...]) -> None:
    hand = state.hands[seat]
    if len(tiles) > 1 and len(set(tiles)) != len(tiles):
        raise IllegalAction(Refusal(Code.SAME_TILE_TWICE, seat=seat))
    for t in tiles:
        if not isinstance(t, int) or t not in hand:
            if isinstance(t, int):
                raise IllegalAction(Refusal(Code.TILE_NOT_HELD, seat=seat, tile=t))
            raise IllegalAction(Refusal(Code.TILE_NOT_HELD, seat=seat, detail=repr(t)))


def _on_lead(state: DealState, event: Lead) -> None:
    seat, tiles = event.seat, tuple(event.tiles)
    if not tiles:
        raise IllegalAction(Refusal(Code.LEAD_EMPTY, seat=seat))
    _check_in_hand(state, seat, tiles)
    kinds = tuple(sorted(TILE_KIND[t] for t in tiles))
    mask = state.point_mask
    combo = classify(kinds, mask, state.rules.max_mixed_ministers)
    if combo is None:
        cause = lead_refusal(kinds, mask, state.rules.max_mixed_ministers)
        raise IllegalAction(Refusal(Code.CANNOT_LEAD, seat=seat, kinds=kinds, cause=cause))
    rule = 0
    if _passport_rules_apply(state, seat):
        allowed = _passport_leads(state, seat)
        rule = allowed.rule_of(kinds, state.passport_suit) or 0
        if not rule:
            raise IllegalAction(passport_refusal(state, seat, kinds, allowed))
    _lead(state, seat, tiles, kinds, combo, rule)


def _lead(state: DealState, seat: int, tiles: tuple[int, ...], kinds: tuple[int, ...], combo: Combo, rule: int) -> None:
    """The lead's effect, once it is known to be legal (``rule``: the passport rule that allows it, or 0)."""
    if rule == 3 and state.rules.passport == "full":
        state.exposures += ((seat, state.hands[seat]),)
    _remove_from_hand(state, seat, tiles)
    _play_face_up(state, tiles)
    points = combo.points
    if len(tiles) == 1 and not rule:
        played = _FACE_UP_ONE[seat][tiles[0]]
    else:
        played = _new_tuple(TrickPlay, (seat, tiles, True, None, rule))
    state.trick = _new_tuple(Trick, (seat, len(tiles), (played,), seat, combo, kinds, points))
    if points:
        trick_index = len(state.tricks)
        for other in SEATS:
            if other != seat and not state.passports[other]:
                _pay(state, other, seat, points, "points", trick_index)
    state.phase, state.to_act = _FOLLOW, (seat + 1) % 4


def passport_refusal(state: DealState, seat: int, kinds: tuple[int, ...], allowed: PassportLeads) -> Refusal:
    """Why a passport holder may not make this lead (R11, R12)."""
    full = 12 if state.rules.passport == "simple" else 11
    if allowed.needs_dice and allowed.rule_of(kinds) == 4:
        return Refusal(Code.PASSPORT_DICE_SUIT, seat=seat, kinds=kinds, suit=state.passport_suit, rule=full)
    if any(rule == 4 for rule in allowed.allowed.values()):
        return Refusal(Code.PASSPORT_SINGLES, seat=seat, kinds=kinds, rule=full)
    if state.rules.passport == "simple":
        return Refusal(Code.PASSPORT_SIMPLE, seat=seat, kinds=kinds, rule=full)
    holds_chief = any(state.counts[seat][k] and not state.point_mask >> k & 1 for k in (0, 11, 12))
    combo = combo_of(kinds, state.point_mask, state.rules.max_mixed_ministers)
    if holds_chief and combo.type in (
        ComboType.SKY_SET,
        ComboType.MARE,
        ComboType.DOUBLE_MARE,
        ComboType.HORSE,
        ComboType.STALLION,
        ComboType.DOUBLE_STALLION,
    ):
        return Refusal(Code.PASSPORT_CHIEF, seat=seat, kinds=kinds, combo=combo.type, rule=full)
    if combo.type is ComboType.EARTH_SET:
        return Refusal(Code.PASSPORT_EARTH_SET, seat=seat, kinds=kinds, combo=combo.type, rule=full)
    return Refusal(Code.PASSPORT_BEATABLE, seat=seat, kinds=kinds, combo=combo.type, rule=full)


def _on_charity(state: DealState, event: Charity) -> None:
    seat = event.seat
    if not state.rules.charity:
        raise IllegalAction(Refusal(Code.CHARITY_OFF, seat=seat))
    if state.passports[seat]:
        raise IllegalAction(Refusal(Code.CHARITY_PASSPORT, seat=seat, rule=7))
    if event.suit is not None and not isinstance(event.suit, Suit):
        raise IllegalAction(Refusal(Code.CHARITY_BAD_SUIT, seat=seat))
    _check_in_hand(state, seat, (event.tile,))
    _charity(state, seat, event.tile, event.suit)


def _charity(state: DealState, seat: int, tile: int, suit: Suit | None) -> None:
    """The charity lead's effect, once it is known to be legal."""
    _remove_from_hand(state, seat, (tile,))
    play = _new_tuple(TrickPlay, (seat, (tile,), False, suit, 0))
    state.trick = _new_tuple(Trick, (seat, 1, (play,), seat, _CHARITY_COMBOS[suit], (), 0))
    state.phase, state.to_act = _FOLLOW, (seat + 1) % 4


# The three charity leads' combinations, built once: a charity lead is a common random lead.
_CHARITY_COMBOS = {suit: charity_combo(suit) for suit in (Suit.SKY, Suit.EARTH, None)}
# ``tuple.__new__(Trick, values)`` builds a named tuple without the Python-level
# ``__new__`` that checks the fields by name: the play builds one or two per play.
_new_tuple = tuple.__new__
# Single tiles played face up (not a passport lead) and face down, built once like the
# events: a trick's plays are values.
_FACE_UP_ONE = tuple(tuple(TrickPlay(seat, (tile,), True) for tile in range(64)) for seat in SEATS)
_FACE_DOWN_ONE = tuple(tuple(TrickPlay(seat, (tile,), False) for tile in range(64)) for seat in SEATS)


def _on_beat(state: DealState, event: Beat) -> None:
    seat, tiles, trick = event.seat, tuple(event.tiles), state.trick
    assert trick is not None, "a follower follows a trick"
    _check_in_hand(state, seat, tiles)
    kinds = tuple(sorted(TILE_KIND[t] for t in tiles))
    play = classify(kinds, state.point_mask, state.rules.max_mixed_ministers) if len(kinds) == trick.size else None
    if play is None or not beats(trick.top, play):
        cause = beat_refusal(trick.top, trick.top_kinds, kinds, state.point_mask, state.rules.max_mixed_ministers)
        raise IllegalAction(
            Refusal(
                Code.CANNOT_BEAT,
                seat=seat,
                kinds=kinds,
                top_kinds=trick.top_kinds,
                top_combo=trick.top.type,
                cause=cause,
            )
        )
    _beat(state, seat, tiles, kinds, play)


def _beat(state: DealState, seat: int, tiles: tuple[int, ...], kinds: tuple[int, ...], play: Combo) -> None:
    """The beat's effect, once it is known to be legal: ``play`` is its combination."""
    trick = state.trick
    assert trick is not None, "a follower follows a trick"
    _remove_from_hand(state, seat, tiles)
    _play_face_up(state, tiles)
    played = _FACE_UP_ONE[seat][tiles[0]] if len(tiles) == 1 else _new_tuple(TrickPlay, (seat, tiles, True, None, 0))
    # Unpacked at once: a named tuple's fields read one by one cost a lookup each.
    leader, size, plays, _, _, _, points = trick
    plays += (played,)
    state.trick = _new_tuple(Trick, (leader, size, plays, seat, play, kinds, points))
    if len(plays) == 4:
        _finish_trick(state)
    else:
        state.to_act = (seat + 1) % 4


def _on_discard(state: DealState, event: Discard) -> None:
    seat, tiles, trick = event.seat, tuple(event.tiles), state.trick
    assert trick is not None, "a follower follows a trick"
    if len(tiles) != trick.size:
        raise IllegalAction(Refusal(Code.DISCARD_COUNT, seat=seat, led=trick.size, count=len(tiles)))
    _check_in_hand(state, seat, tiles)
    if not may_play_face_down(state.counts[seat], trick.top, state.point_mask, state.rules):
        raise IllegalAction(Refusal(Code.MUST_BEAT, seat=seat, rule=8))
    _discard(state, seat, tiles)


def _discard(state: DealState, seat: int, tiles: tuple[int, ...]) -> None:
    """The face-down play's effect, once it is known to be legal."""
    trick = state.trick
    assert trick is not None, "a follower follows a trick"
    _remove_from_hand(state, seat, tiles)
    played = _FACE_DOWN_ONE[seat][tiles[0]] if len(tiles) == 1 else _new_tuple(TrickPlay, (seat, tiles, False, None, 0))
    leader, size, plays, top_seat, top, top_kinds, points = trick  # see ``_beat``
    plays += (played,)
    state.trick = _new_tuple(Trick, (leader, size, plays, top_seat, top, top_kinds, points))
    if len(plays) == 4:
        _finish_trick(state)
    else:
        state.to_act = (seat + 1) % 4


_HANDLERS: dict[tuple[Phase, type], Callable[[DealState, Any], None]] = {
    (Phase.CHOOSE_TOWER, ChooseTower): _on_choose_tower,
    (Phase.EXCHANGE_OFFER, Pass): _on_exchange_offer,
    (Phase.EXCHANGE_OFFER, ProposeExchange): _on_exchange_offer,
    (Phase.EXCHANGE_ANSWER, Pass): _on_exchange_answer,
    (Phase.EXCHANGE_ANSWER, Accept): _on_exchange_answer,
    (Phase.REDEAL, Pass): _on_redeal_pass,
    (Phase.REDEAL, DemandRedeal): _on_redeal,
    (Phase.UNION_OFFER, Pass): _on_union_pass,
    (Phase.UNION_OFFER, OfferUnion): _on_offer_union,
    (Phase.UNION_OFFER, OfferSwap): _on_offer_swap,
    (Phase.UNION_ANSWER, Pass): _on_union_answer,
    (Phase.UNION_ANSWER, Accept): _on_union_answer,
    (Phase.SWAP_ANSWER, Pass): _on_swap_answer,
    (Phase.SWAP_ANSWER, Accept): _on_swap_answer,
    (Phase.LEAD, Lead): _on_lead,
    (Phase.LEAD, Charity): _on_charity,
    (Phase.FOLLOW, Beat): _on_beat,
    (Phase.FOLLOW, Discard): _on_discard,
}


def replay(start: DealState, events: list[Event] | tuple[Event, ...]) -> DealState:
    """Apply events in order. An illegal one raises ``IllegalAction`` naming its index."""
    state = start
    for index, event in enumerate(events):
        try:
            state = apply(state, event)
        except IllegalAction as error:
            raise IllegalAction(Refusal(CoreCode.REPLAY_EVENT, index=index, cause=error.refusal)) from None
    return state


def play_random_deal(
    rng: random.Random, rules: RuleSet | None = None, starter: int = 0, chips: tuple[int, ...] | None = None
) -> DealState:
    """A complete deal with random legal choices at every decision: the deal that
    ``play_on(DealState.new(rules, starter, chips), lambda s: random_action(s, rng))``
    plays, found faster (see ``_random_step``)."""
    state = DealState.new(rules, starter, chips)
    while state.phase is not _OVER:
        _random_step(state, rng)
    return state
