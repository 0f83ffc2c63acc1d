"""The Tien Gow definition in the family registry: a whole deal through ``game_named``."""

import random

import pytest

from bagchen_qt.core.family import GameState, game_named
from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.rules.ruleset import PRESET_NAMES


def test_tien_gow_is_registered_and_classic_comes_first() -> None:
    game = game_named(TIEN_GOW)
    assert game.name == "tien-gow"
    assert next(iter(game.presets)) == "classic"
    assert tuple(game.presets) == PRESET_NAMES and len(PRESET_NAMES) == 17


def test_classic_plays_a_random_deal_to_a_zero_sum_end() -> None:
    game = game_named(TIEN_GOW)
    rules = game.rules_from("classic")
    state = game.new_deal(rules)
    assert isinstance(state, GameState)
    rng = random.Random(3)
    while not state.is_over:
        event = game.random_action(state, rng)
        assert game.refusal_of(state, event) is None
        state = game.apply(state, event)
    assert sum(game.deltas(state)) == 0
    assert sum(state.tricks) == 8
    for event in state.events:
        assert game.event_from_json(game.event_to_json(event), "test") == event


def test_a_refused_event_raises_with_a_reason() -> None:
    game = game_named(TIEN_GOW)
    state = game.new_deal(game.rules_from("classic"), banker=1)
    state = game.apply(state, game.sample_chance(state, random.Random(1)))
    lead = game.legal_actions(state)[0]
    other = game.apply(state, lead)
    refusal = game.refusal_of(other, lead)
    assert refusal is not None and "turn" in str(refusal)
    with pytest.raises(IllegalAction):
        game.apply(other, lead)


def test_options_on_a_preset_and_bad_options_name_the_option() -> None:
    game = game_named(TIEN_GOW)
    assert game.rules_from("classic", {"shutout_bonus": True}).shutout_bonus
    with pytest.raises(ValueError, match="scoring"):
        game.rules_from("folk-30-three", {"scoring": "classic"})
    with pytest.raises(ValueError, match="unknown option 'colour'"):
        game.rules_from("classic", {"colour": "red"})


def test_event_json_errors_name_the_field() -> None:
    game = game_named(TIEN_GOW)
    with pytest.raises(ValueError, match=r"log\[3\]\.tiles"):
        game.event_from_json({"type": "Lead", "seat": 0, "tiles": "6-6"}, "log[3]")
    with pytest.raises(ValueError, match=r"log\[3\]\.type"):
        game.event_from_json({"type": "Castle"}, "log[3]")


def test_the_next_deal_keeps_chips_and_gives_the_bank_to_the_winner() -> None:
    game = game_named(TIEN_GOW)
    rng = random.Random(5)
    state = game.new_deal(game.rules_from("classic"))
    while not state.is_over:
        state = game.apply(state, game.random_action(state, rng))
    following = game.next_deal(state)  # type: ignore[attr-defined]
    assert following.banker == state.final.winner
    assert following.start.chips == tuple(100 + d for d in game.deltas(state))


def test_a_finished_state_survives_pickling() -> None:
    import pickle

    game = game_named(TIEN_GOW)
    rng = random.Random(2)
    state = game.new_deal(game.rules_from("chinese-24"))
    while not state.is_over:
        state = game.apply(state, game.random_action(state, rng))
    assert pickle.loads(pickle.dumps(state)) == state


def test_every_event_describes_itself() -> None:
    game = game_named(TIEN_GOW)
    rng = random.Random(8)
    state = game.new_deal(game.rules_from("chinese-24"))
    while not state.is_over:
        state = game.apply(state, game.random_action(state, rng))
    texts = [event.describe() for event in state.events]
    assert texts[0].startswith("the dice show") and "woodpile" in texts[1]
    assert all(texts)
