"""Properties over thousands of random deals of every preset (and a few options on top):
cards are conserved, a deal ends as BH14 says and scores as BH15 (zero-sum where the
rules balance), the events replay to the same state, an observation keeps the protector
and the other hands secret, and the generator's moves are exactly the legal ones.

Random deals come in sessions of two, so that the second deal has tribute to pay.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bagchen_qt.core import eventlog
from bagchen_qt.core.family import game_named
from bagchen_qt.games.baohuang.rules import moves
from bagchen_qt.games.baohuang.rules.cards import MARKED_BLACK, RANK_COUNT, SEATS, counts_of_cards, counts_of_codes
from bagchen_qt.games.baohuang.rules.events import Play
from bagchen_qt.games.baohuang.rules.observation import observe
from bagchen_qt.games.baohuang.rules.phases import OVER, PLAY
from bagchen_qt.games.baohuang.rules.playout import play_random_deal, random_action
from bagchen_qt.games.baohuang.rules.ruleset import PRESETS, BaoHuangRules, rules_from
from bagchen_qt.games.baohuang.rules.scoring import deal_over
from bagchen_qt.games.baohuang.rules.state import BaoHuangState, apply, new_deal, next_deal, refusal_of

GAME = game_named("bao-huang")
VARIANTS: list[tuple[str, dict[str, Any]]] = [(name, {}) for name in PRESETS] + [
    ("rizhao", {"emperor_decline": False, "alone": False}),
    ("rizhao", {"twos_trumps": True, "sixes_last": True}),
    ("points", {"points_balanced": False, "tribute": "face_up"}),
    ("shanghai", {"alone": False, "do_not_beat": False}),
]
IDS = [name + "".join(f",{k}={v}" for k, v in options.items()) for name, options in VARIANTS]
SEEDS = st.integers(0, 2**32 - 1)


def rules_of(variant: tuple[str, dict[str, Any]]) -> BaoHuangRules:
    return rules_from(*variant)


def session(rules: BaoHuangRules, seed: int, deals: int = 2) -> list[BaoHuangState]:
    rng = random.Random(seed)
    state, played = new_deal(rules, rng.randrange(SEATS)), []
    for _ in range(deals):
        state = play_random_deal(state, rng)
        played.append(state)
        state = next_deal(state)
    return played


# --- what a finished deal must be -------------------------------------------------------


def spec_scores(rules: BaoHuangRules, emperor: int, protector: int, out: tuple[int, ...], announced: str) -> list[int]:
    """BH15 as worded, from the places."""
    alone = emperor == protector
    team = {emperor, protector}
    last_out = out[-1]
    left = [(last_out + k) % SEATS for k in range(1, SEATS + 1) if (last_out + k) % SEATS not in out]
    order = list(out) + left
    if rules.points:
        points = sum((4, 2, 0, -2, -4)[i] for i, seat in enumerate(order) if seat in team)
        emperor_score = points * (2 if alone else 1) * (2 if rules.points_balanced else 1)
    else:
        if alone:
            won = out[0] == emperor
            points = 1 if won else -1
        else:
            first_ours, last_ours = out[0] in team, left[0] in team
            points = 0 if first_ours == last_ours else 1 if first_ours else -1
        emperor_score = points * (4 if alone else 2)
    scores = [-points] * SEATS
    scores[protector] = points
    scores[emperor] = emperor_score
    factor = {"": 1, "protector": 2, "alone": 3}[announced]
    return [factor * s for s in scores]


def check_finished(state: BaoHuangState) -> None:
    final, rules = state.final, state.rules
    assert final is not None and state.phase == OVER
    assert state.emperor is not None and state.protector is not None
    # cards conserved: in hand or played
    played = [0] * RANK_COUNT
    for event in state.events:
        if isinstance(event, Play):
            for rank, n in enumerate(counts_of_codes(event.cards)):
                played[rank] += n
    held = [sum(c[r] for c in state.counts) for r in range(RANK_COUNT)]
    assert [a + b for a, b in zip(held, played, strict=True)] == [16] * 10 + [4, 4]
    # BH14: over at the last play, and not before
    out = final.out
    assert out == state.out and all(state.sizes[s] == 0 for s in out)
    assert all(state.sizes[s] > 0 for s in range(SEATS) if s not in out)
    assert deal_over(rules, state.emperor, state.protector, out)
    assert not any(deal_over(rules, state.emperor, state.protector, out[:k]) for k in range(len(out)))
    if rules.points:
        assert len(out) == SEATS - 1
    last = state.events[-1]
    assert isinstance(last, Play) and last.seat == out[-1]
    # BH15
    assert list(final.scores) == spec_scores(rules, state.emperor, state.protector, out, state.announced)
    if rules.zero_sum:
        assert sum(final.scores) == 0
    assert GAME.deltas(state) == final.scores
    # BH16: what the next deal owes
    assert sum(final.gives) == len(final.takers)
    assert not set(final.takers) & {s for s in range(SEATS) if final.gives[s]}


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_random_sessions_end_and_score_as_the_rulings_say(variant: tuple[str, dict[str, Any]], seed: int) -> None:
    for state in session(rules_of(variant), seed):
        check_finished(state)


# --- replaying, observing ---------------------------------------------------------------

PRIVATE = {"seat", "hand", "counts", "holds_eunuch_card", "tribute"}


def public(view: Any) -> dict[str, Any]:
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view) if f.name not in PRIVATE}


def check_observations(state: BaoHuangState) -> None:
    marked_played = any(isinstance(e, Play) and MARKED_BLACK in e.cards for e in state.events)
    revealed = marked_played or bool(state.announced) or state.is_over
    views = [observe(state, seat) for seat in range(SEATS)]
    for seat, view in enumerate(views):
        assert view.hand == state.cards_of(seat) and counts_of_cards(view.hand) == state.counts[seat]
        assert view.holds_eunuch_card == (state.eunuch_card == seat)
        assert view.protector == (state.protector if revealed else None), "the protector stays hidden"
        assert public(view) == public(views[0]), "a seat sees nothing of the others the rest do not"
        face_up = state.rules.tribute == "face_up"
        for seen, card in zip(view.tribute, state.tribute, strict=True):
            visible = face_up or seat in (card.giver, card.taker)
            assert seen.rank == (card.rank if visible else None)
    hands = state.cards_in_hand
    assert sum(len(h) for h in hands) == sum(state.sizes) == len({c for h in hands for c in h})


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_events_replay_to_the_same_state_and_observations_keep_secrets(
    variant: tuple[str, dict[str, Any]], seed: int
) -> None:
    for final in session(rules_of(variant), seed):
        start = final.start
        state = new_deal(final.rules, start.starter, start.chips, start.cutter, start.gives, start.takers)
        again = eventlog.replay(GAME, state, final.events)
        assert again == final and again.events == final.events
        for index, event in enumerate(final.events):
            if not state.is_chance and index % 5 == 0:  # every fifth step: observing is not cheap
                check_observations(state)
            state = GAME.apply(state, event)
        check_observations(state)


# --- the generator against apply --------------------------------------------------------


def random_play(state: BaoHuangState, rng: random.Random) -> Play:
    """A random multiset of card codes, mostly from the hand, sometimes not."""
    seat = state.actor
    pool = [rank for rank in range(RANK_COUNT) for _ in range(state.counts[seat][rank])]
    if state.eunuch_card == seat:
        pool[pool.index(10)] = MARKED_BLACK
    if rng.random() < 0.2 or not pool:
        pool += [rng.randrange(MARKED_BLACK + 1) for _ in range(3)]
    size = rng.randint(1, min(len(pool), 6))
    return Play(seat, tuple(sorted(rng.sample(pool, size))))


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_generated_moves_are_exactly_the_legal_ones(variant: tuple[str, dict[str, Any]], seed: int) -> None:
    rules = rules_of(variant)
    rng = random.Random(seed)
    state = new_deal(rules, rng.randrange(SEATS))
    for _ in range(2):
        while not state.is_over:
            if not state.is_chance:
                legal = moves.legal_actions(state)
                assert legal and len(set(legal)) == len(legal), "moves listed once each"
                for move in legal:
                    assert refusal_of(state, move) is None, f"generated {move} refused"
                if state.phase == PLAY:
                    plays = {m.cards for m in legal if isinstance(m, Play)}
                    for _ in range(10):
                        other = random_play(state, rng)
                        if tuple(sorted(other.cards)) not in {tuple(sorted(p)) for p in plays}:
                            refusal = refusal_of(state, other)
                            assert refusal is not None and str(refusal), f"{other} accepted"
                    assert refusal_of(state, dataclasses.replace(legal[0], seat=(state.actor + 1) % SEATS))
            event = random_action(state, rng)
            if not state.is_chance:
                assert event in moves.legal_actions(state)
            state = apply(state, event)
        check_finished(state)
        state = next_deal(state)
