"""Bao Huang in the family registry: its definition, a session through it, and what the
records need to store and rebuild a deal of a session."""

from __future__ import annotations

import json
import random

import pytest

from bagchen_qt.core import eventlog
from bagchen_qt.core.family import GameState, game_named
from bagchen_qt.games.baohuang.rules.ruleset import PRESET_NAMES
from bagchen_qt.records.games import recorded_game


def test_bao_huang_is_registered_with_rizhao_first() -> None:
    game = game_named("bao-huang")
    assert game.name == "bao-huang" and game.title == "Bao Huang"
    assert tuple(game.presets) == PRESET_NAMES and PRESET_NAMES[0] == "rizhao"
    assert game.seat_count(game.rules_from()) == 5
    assert "deal_replay" in game.case_kinds


def test_a_session_of_deals_is_stored_and_rebuilt_deal_by_deal() -> None:
    game = game_named("bao-huang")
    played = recorded_game("bao-huang")
    rng = random.Random(11)
    state = game.new_deal(game.rules_from("shanghai"))
    assert isinstance(state, GameState)
    scores = [0] * 5
    for _ in range(4):
        while not state.is_over:
            state = game.apply(state, game.random_action(state, rng))
        scores = [a + b for a, b in zip(scores, game.deltas(state), strict=True)]
        start = played.start_of(state)
        extra = played.extra_from_json(start.extra_json())
        rules = played.rules_from_json(played.rules_json(start.rules))
        texts = played.event_texts(state.events)
        events = [played.event_from_value(json.loads(t), f"event {i}", rules) for i, t in enumerate(texts)]
        rebuilt = eventlog.replay(game, played.new_deal(start._replace(rules=rules, extra=extra)), events)
        assert rebuilt == state
        state = game.next_deal(state)  # type: ignore[attr-defined]
    assert list(state.start.chips) == scores


def test_deltas_of_a_deal_under_way_is_a_mistake() -> None:
    game = game_named("bao-huang")
    with pytest.raises(RuntimeError, match="not over"):
        game.deltas(game.new_deal(game.rules_from()))


def test_bench_rules_measures_bao_huang(capsys: pytest.CaptureFixture[str]) -> None:
    from bagchen_qt.bench import run_bench

    assert run_bench("rules", as_json=True, seconds=0.05, game="bao-huang") == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["random_deals_per_s"] > 0 and figures["first_lead_choices_max"] >= figures["first_lead_choices_mean"]
