"""R17, R18: shuffling into towers, the thrower, the taker and the order the towers go."""

import random

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import ChooseTower, DealState, Pass, RuleSet, Shuffle, ThrowDice, apply, observation
from bagchen_qt.games.bagchen.rules.dealing import count_from, opposite, tower_order, tower_takers
from bagchen_qt.games.bagchen.rules.state import Phase

from .helpers import E, N, S, W, deal


def test_pagat_examples():
    # South starts; North throws 6 and 4: the count of ten ends on East.
    assert count_from(opposite(S), 10) == E
    # North throws 4 and 1: the count of five ends on North.
    assert count_from(opposite(S), 5) == N


@pytest.mark.parametrize("taker", range(4))
@pytest.mark.parametrize("chosen", range(8))
def test_tower_order(taker, chosen):
    order = tower_order(taker, chosen)
    assert [t for _, t in order] == [(chosen + i) % 8 for i in range(8)]
    assert [s for s, _ in order] == [(taker + i) % 4 for i in range(8)]
    takers = tower_takers(taker, chosen)
    assert sorted(t for pair in takers.values() for t in pair) == list(range(8))
    assert takers[taker] == tuple(sorted((chosen, (chosen + 4) % 8)))
    assert takers[(taker + 1) % 4] == tuple(sorted(((chosen + 1) % 8, (chosen + 5) % 8)))


def random_deal_steps(seed, starter=E, rules=None):
    rng = random.Random(seed)
    order = list(range(64))
    rng.shuffle(order)
    state = apply(DealState.new(rules, starter), Shuffle(tuple(order)))
    return rng, order, state


@pytest.mark.parametrize("seed", range(12))
def test_hands_are_the_towers(seed):
    starter = seed % 4
    rng, order, state = random_deal_steps(seed, starter)
    assert state.phase is Phase.CHOOSE_TOWER and state.to_act == opposite(starter) == state.thrower
    assert state.towers() == tuple(tuple(order[8 * i : 8 * i + 8]) for i in range(8))
    chosen = rng.randrange(8)
    state = apply(state, ChooseTower(state.thrower, chosen))
    assert state.phase is Phase.DEAL_DICE and state.is_chance and state.chosen == chosen
    a, b = rng.randint(1, 6), rng.randint(1, 6)
    state = apply(state, ThrowDice(a, b))
    taker = (opposite(starter) + a + b - 1) % 4
    assert state.taker == taker
    for i in range(8):
        seat, tower = (taker + i) % 4, (chosen + i) % 8
        assert set(order[8 * tower : 8 * tower + 8]) <= set(state.hands[seat])
    assert all(len(h) == 16 for h in state.hands)
    assert sorted(t for h in state.hands for t in h) == list(range(64))


def test_helper_deals_the_wanted_hands_for_every_throw():
    wanted = {E: "6-6 6-6 6-6 1-1", S: "4-2 2-1", W: "5-5", N: "6-3 6-3"}
    for a in range(1, 7):
        for b in range(1, 7):
            for starter in range(4):
                state = deal(wanted, dice=(a, b), starter=starter, chosen=(a * b) % 8, preplay=False)
                assert state.dice == (a, b)


def test_only_the_thrower_chooses_a_tower():
    _, _, state = random_deal_steps(0, starter=S)
    with pytest.raises(IllegalAction, match="turn"):
        apply(state, ChooseTower(S, 3))
    with pytest.raises(IllegalAction, match="numbered 0 to 7"):
        apply(state, ChooseTower(N, 8))
    apply(state, ChooseTower(N, 7))


def test_shuffle_must_hold_every_tile_once():
    state = DealState.new()
    with pytest.raises(IllegalAction, match="64 tiles"):
        apply(state, Shuffle(tuple(range(63)) + (0,)))
    with pytest.raises(IllegalAction, match="64 tiles"):
        apply(state, Shuffle(tuple(range(63))))
    with pytest.raises(IllegalAction, match="shuffled first"):
        apply(state, ThrowDice(1, 1))


def test_dice_values_checked():
    _, _, state = random_deal_steps(1)
    state = apply(state, ChooseTower(state.thrower, 0))
    for a, b in ((0, 3), (7, 1), (3, 6.0)):
        with pytest.raises(IllegalAction, match="a die shows 1 to 6"):
            apply(state, ThrowDice(a, b))


def test_steps_after_the_deal_in_order():
    state = deal({E: "5-1 6-6 6-6 6-6 6-6 4-2", S: "2-1"}, rules=RuleSet(hand_exchange=True), preplay=False)
    seen = []
    while state.phase is not Phase.LEAD:
        if not seen or seen[-1] != state.phase:
            seen.append(state.phase)
        state = apply(state, Pass(state.to_act))
    assert seen == [Phase.EXCHANGE_OFFER, Phase.REDEAL, Phase.UNION_OFFER]
    assert state.to_act == E


def test_towers_hidden_from_the_seats():
    _, order, state = random_deal_steps(3)
    for seat in range(4):
        obs = observation(state, seat)
        assert obs.hand == () and not hasattr(obs, "order")
    state = apply(state, ChooseTower(state.thrower, 2))
    assert observation(state, 0).chosen_tower == 2
