"""Chance and random play: outcomes drawn from a random stream, uniformly chosen decisions,
and whole random deals and sessions."""

from __future__ import annotations

import random

from .cards import CARD_COUNT, SEATS
from .events import Decision, DrawShuffler, DrawTribute, Event, Shuffle
from .moves import ASKS, PASSES, lead_count, legal_actions, nth_lead, play_of, reply_codes
from .phases import DRAW, OVER, PLAY, SHUFFLE, SHUFFLER
from .ruleset import BaoHuangRules
from .state import BaoHuangState, PhaseError, new_deal, next_deal, step


def sample_chance(state: BaoHuangState, rng: random.Random) -> Event:
    """A chance outcome of the step: the shuffler, the shuffle and cut, the face-down tribute."""
    if state.phase == SHUFFLER:
        return DrawShuffler(rng.randrange(SEATS))
    if state.phase == SHUFFLE:
        order = list(range(CARD_COUNT))
        rng.shuffle(order)
        return Shuffle(tuple(order), rng.randrange(1, CARD_COUNT))
    if state.phase == DRAW:
        draw = list(range(len(state.tribute)))
        rng.shuffle(draw)
        return DrawTribute(tuple(draw))
    raise PhaseError(f"no chance event in step {state.phase}")


def _below(rng: random.Random, n: int) -> int:
    """A whole number drawn uniformly from 0 … n-1 (cheaper than ``randrange``)."""
    return int(rng.random() * n)


def random_action(state: BaoHuangState, rng: random.Random) -> Event:
    """A chance outcome, or a decision chosen uniformly among the legal ones. A lead is
    drawn by its number (``nth_lead``) rather than from the listed hundreds, a reply by
    its place in ``legal_actions``."""
    if state.is_chance:
        return sample_chance(state, rng)
    if state.phase != PLAY:
        actions: list[Decision] = legal_actions(state)
        if not actions:
            raise PhaseError(f"no decision in step {state.phase}")
        return actions[_below(rng, len(actions))]
    seat, rules = state.actor, state.rules
    counts, marked = state.counts[seat], state.eunuch_card == seat
    if state.top is None:
        leads = lead_count(counts, marked, rules)
        index = _below(rng, leads + (rules.do_not_beat and not state.asked))
        return ASKS[seat] if index == leads else play_of(seat, nth_lead(counts, marked, rules, index))
    replies = reply_codes(counts, marked, state.top_shape, rules)
    if not replies:
        return PASSES[seat]  # the only choice (asking is for a seat with a play to make)
    if state.asked:
        return play_of(seat, replies[_below(rng, len(replies))])
    index = _below(rng, len(replies) + 1 + rules.do_not_beat)  # as ``legal_actions``: plays, pass, ask
    if index < len(replies):
        return play_of(seat, replies[index])
    return PASSES[seat] if index == len(replies) else ASKS[seat]


def play_random_deal(state: BaoHuangState, rng: random.Random) -> BaoHuangState:
    """``state`` played on to its end, every event from ``random_action``. One private
    copy of the state is stepped (``step``) rather than a new state made per event, and
    the events come from the generator or from chance, so they are not checked a second
    time (``eventlog.replay`` of the result checks them all)."""
    s = state.copy()
    events = list(state.events)
    while s.phase != OVER:
        event = random_action(s, rng)
        events.append(event)
        step(s, event)
    s.events = tuple(events)
    return s


def play_random_session(rules: BaoHuangRules, deals: int, rng: random.Random) -> list[BaoHuangState]:
    """``deals`` random deals of one session, each following the one before (BH3, BH16)."""
    played: list[BaoHuangState] = []
    state = new_deal(rules)
    for _ in range(deals):
        state = play_random_deal(state, rng)
        played.append(state)
        state = next_deal(state)
    return played
