"""The game family's registry and Bagchen's definition over the rules modules."""

import random

import pytest

from bagchen_qt.core.family import GameDefinition, game_named
from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games import BAGCHEN


def test_bagchen_definition_plays_a_deal_to_a_zero_sum_end() -> None:
    game: GameDefinition = game_named(BAGCHEN)
    state = game.new_deal(game.rules_from())
    rng = random.Random(7)
    while not state.is_over:
        event = game.random_action(state, rng)
        assert game.refusal_of(state, event) is None
        state = game.apply(state, event)
    assert sum(game.deltas(state)) == 0
    for event in state.events:
        assert game.event_from_json(game.event_to_json(event), "test") == event


def test_a_refused_event_names_its_reason() -> None:
    game = game_named(BAGCHEN)
    state = game.new_deal(game.rules_from("digital-gamers"))
    rng = random.Random(1)
    state = game.apply(state, game.sample_chance(state, rng))
    wrong = game.legal_actions(state)[0]
    other = game.apply(state, wrong)
    assert game.refusal_of(other, wrong) is not None
    with pytest.raises(IllegalAction):
        game.apply(other, wrong)


def test_an_unknown_game_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        game_named("chess")
