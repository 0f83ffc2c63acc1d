"""Easy's strategy as the searches use it: the quick play-out policy and the moves worth
comparing at the root.

Easy reads only a few fields of its observation (its seat and hand, every seat's number
of cards, the emperor, the protector once known, the play on top), so a play-out hands
it an observation with those alone, made straight from the state, instead of going
through the events each time, and most leads are found without listing them
(``tests/games/baohuang/test_search.py`` checks that both decide as Easy does from the
full observation). A play-out steps one private copy of the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bagchen_qt.games.baohuang.ai.strategy import ACE, choose, groups_in, play_shape
from bagchen_qt.games.baohuang.rules.cards import BLACK, EMPTY_COUNTS, TWO
from bagchen_qt.games.baohuang.rules.events import Pass, Play
from bagchen_qt.games.baohuang.rules.moves import lead_bases, legal_actions, play_of
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation, protector_known
from bagchen_qt.games.baohuang.rules.phases import OVER, PLAY
from bagchen_qt.games.baohuang.rules.playout import sample_chance
from bagchen_qt.games.baohuang.rules.state import BaoHuangState, step


def playout_observation(state: BaoHuangState, seat: int) -> BaoHuangObservation:
    """What Easy reads of ``seat``'s observation, the rest left empty."""
    return BaoHuangObservation(
        seat=seat,
        phase=state.phase,
        actor=state.actor,
        hand=(),
        counts=state.counts[seat],
        holds_eunuch_card=state.eunuch_card == seat,
        sizes=state.sizes,
        cutter=state.cutter,
        emperor_card=None,
        declined=state.declined,
        emperor=state.emperor,
        protector=state.protector if protector_known(state) else None,
        announced=state.announced,
        tribute=(),
        table=(),
        played=EMPTY_COUNTS,
        leader=state.leader,
        top=state.top,
        passes=state.passes,
        top_asked=state.top_asked,
        out=state.out,
        final=None,
        chips=(),
    )


def playout_move(state: BaoHuangState) -> Any:
    """Easy's decision for the seat to act in ``state``."""
    if state.top is None and state.phase == PLAY and not state.asked:
        lead = easy_lead(state)
        if lead is not None:
            return lead
    legal = legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    return choose(playout_observation(state, state.actor), legal)


def easy_lead(state: BaoHuangState) -> Play | None:
    """Easy's lead (``strategy.lead_choice``) without listing the hundreds of leads, for
    a hand of more than three groups (it cannot go out in one play) that has a whole
    group of plain cards to lead; None otherwise (then the listed leads decide)."""
    seat = state.actor
    counts = state.counts[seat]
    if groups_in(counts) <= 3:
        return None
    rules = state.rules
    whole = lead_bases(counts, rules.twos_trumps, rules.sixes_last)
    if rules.twos_trumps and counts[TWO]:
        whole.append(TWO)  # twos alone lead as a rank of their own
    lone_high = [r for r in whole if r >= ACE and counts[r] == 1]
    rest = [r for r in whole if r not in lone_high] or whole
    if not rest:
        return None
    base = min(rest)
    return play_of(seat, (base,) * counts[base])


def play_out(state: BaoHuangState, rng: random.Random) -> BaoHuangState:
    """``state`` played to its end by Easy at every seat, on a private copy (its events
    are not kept: only the end is asked of it)."""
    s = state.copy()
    while s.phase != OVER:
        step(s, sample_chance(s, rng) if s.is_chance else playout_move(s))
    return s


def root_moves(obs: BaoHuangObservation, legal: Sequence[Any], limit: int) -> list[Any]:
    """At most ``limit`` distinct moves worth comparing, Easy's choice first: then the
    pass, and the plays Easy weighs: on a lead each whole group of plain cards from the
    lowest and the highest, on a reply the cheapest beats in the generator's order."""
    chosen = choose(obs, legal)
    moves = [chosen]

    def add(move: Any) -> None:
        if len(moves) < limit and move not in moves:
            moves.append(move)

    if obs.phase != PLAY:
        for move in legal:
            add(move)
        return moves
    plays = [a for a in legal if isinstance(a, Play)]
    for move in legal:
        if isinstance(move, Pass):
            add(move)
    if obs.top is None:
        whole = []
        for play in plays:
            base, own, jokers, twos = play_shape(play.cards)
            if not jokers and not twos and base < BLACK and own == obs.counts[base]:
                whole.append((base, play))
        whole.sort(key=lambda w: w[0])
        ordered = [w[1] for w in whole]
        if ordered:
            add(ordered[-1])
        for play in ordered:
            add(play)
    for play in plays:
        add(play)
    return moves
