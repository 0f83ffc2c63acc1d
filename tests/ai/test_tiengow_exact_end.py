"""Hard's exact play of Tien Gow's last tricks (``games/tiengow/ai/exact.py``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.ai.exact import EXACT_TILES, exact_deltas, within_reach
from bagchen_qt.games.tiengow.ai.players import KIT, near_the_end
from bagchen_qt.games.tiengow.rules.state import legal_actions

GAME = game_named(TIEN_GOW)


def end_positions(seed: int, preset: str = "classic") -> list[Any]:
    """Every decision of an Easy deal once the hands are down to ``EXACT_TILES`` tiles."""
    rng = random.Random(seed)
    rules = GAME.rules_from(preset)
    state = GAME.new_deal(rules, starter=seed % rules.seats)
    found = []
    while not state.is_over:
        if state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
            continue
        if within_reach(state):
            found.append(state)
        state = GAME.apply(state, KIT.playout_move(state, rng))
    return found


@pytest.mark.parametrize("preset", ["classic", "folk-24-rest", "chinese-24"])
def test_the_exact_end_is_a_settlement_no_seat_can_better_by_its_own_play(preset: str) -> None:
    checked = 0
    for seed in range(40):
        for state in end_positions(seed, preset):
            best = exact_deltas(state)
            actor = state.actor
            after = {action: exact_deltas(GAME.apply(state, action)) for action in legal_actions(state)}
            assert max(deltas[actor] for deltas in after.values()) == best[actor]
            assert best in after.values()  # reached by one of the actor's plays
            assert sum(best) == 0  # chips change hands, none are made
            checked += 1
    assert checked > 100


def test_hard_scores_every_move_of_the_last_tricks_by_their_exact_end() -> None:
    """On the true deal alone (the Oracle), Hard's choice at the end is an exact best move;
    Easy's is not always one, and there the two differ."""
    oracle = make_player("oracle", PlayerOptions(seed=3, max_iterations=4), TIEN_GOW)
    easy_short = 0
    for seed in range(60):
        for state in end_positions(seed):
            legal = legal_actions(state)
            if len(legal) == 1:
                continue
            actor = state.actor
            value = {action: exact_deltas(GAME.apply(state, action))[actor] for action in legal}
            chosen = oracle.decide_full(state, legal)
            assert value[chosen] == max(value.values())
            easy = KIT.playout_move(state, random.Random(0))
            easy_short += value[easy] < max(value.values())
    assert easy_short >= 5


def test_only_a_trick_game_seat_with_few_tiles_left_is_near_the_end() -> None:
    rng = random.Random(4)
    state = GAME.new_deal(GAME.rules_from("classic"), starter=0)
    seen_far = seen_near = False
    while not state.is_over:
        if state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
            continue
        near = near_the_end(observation_for(TIEN_GOW, state, state.actor))
        assert near == (len(state.hands[state.actor]) <= EXACT_TILES)
        seen_far, seen_near = seen_far or not near, seen_near or near
        state = GAME.apply(state, KIT.playout_move(state, rng))
    assert seen_far and seen_near
    mice = GAME.new_deal(GAME.rules_from("moving-mice"), starter=0)
    assert not near_the_end(observation_for(TIEN_GOW, mice, 0))
