"""Moving Mice's searching levels: searches over sampled games with Easy's play-outs to a
horizon, deciding from what the seat sees, and choosing otherwise than Easy."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.ai.mice_search import MICE_KIT, horizon_value
from bagchen_qt.games.tiengow.ai.view import view_of_mice, view_of_mice_state
from bagchen_qt.games.tiengow.rules.mice import MiceView
from tests.ai.test_tiengow_players import positions as trick_positions

GAME = game_named(TIEN_GOW)
RULES = GAME.rules_from("moving-mice")


def positions(seed: int, count: int = 24) -> list[Any]:
    """Decisions with a choice from a game Easy plays at both seats."""
    return trick_positions("moving-mice", seed, count)


def test_the_play_outs_view_is_the_seats_own() -> None:
    for state in positions(1):
        for seat in (0, 1):
            assert view_of_mice_state(state, seat) == view_of_mice(observation_for(TIEN_GOW, state, seat))


def test_a_play_out_is_judged_by_the_lead_in_won_tiles_or_by_the_stake() -> None:
    rng = random.Random(2)
    for state in positions(2)[:10]:
        values = [horizon_value(MICE_KIT, state, seat, 1, rng) for seat in (0, 1)]
        assert values[0] == pytest.approx(-values[1]) and abs(values[0]) <= RULES.stake_unit
    over = positions(3, 40)[-1]
    while not over.is_over:
        over = GAME.apply(over, MICE_KIT.playout_move(over, rng))
    assert horizon_value(MICE_KIT, over, 0, 1, rng) == GAME.deltas(over)[0]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_searching_levels_search_moving_mice_and_leave_easys_choice_at_times(level: str) -> None:
    other = 0
    for index, state in enumerate(positions(4)[:24]):
        obs, legal = observation_for(TIEN_GOW, state, state.actor), GAME.legal_actions(state)
        assert isinstance(obs, MiceView)
        player = make_player(level, PlayerOptions(seed=index, max_iterations=10), TIEN_GOW)
        choice = player.decide(obs, legal)
        assert choice in legal
        assert player.last is not None and player.last[2].worlds >= 1
        other += choice != make_player("easy", PlayerOptions(seed=index), TIEN_GOW).decide(obs, legal)
    assert other  # a player of its own, not Easy under another name


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_decision_depends_only_on_what_the_seat_sees(level: str) -> None:
    rng = random.Random(5)
    for state in positions(5)[:8]:
        seat = state.actor
        obs = observation_for(TIEN_GOW, state, seat)
        world = MICE_KIT.sample_world(obs, rng)
        assert observation_for(TIEN_GOW, world, seat) == obs
        decisions = [
            make_player(level, PlayerOptions(seed=3, max_iterations=6), TIEN_GOW).decide(
                observation_for(TIEN_GOW, s, seat), GAME.legal_actions(s)
            )
            for s in (state, world)
        ]
        assert decisions[0] == decisions[1]


def test_the_ai_bench_times_every_level_offered_at_each_preset(monkeypatch: pytest.MonkeyPatch) -> None:
    from bagchen_qt.ai import game_bench
    from bagchen_qt.bench import bench_games
    from bagchen_qt.cli import build_parser

    assert TIEN_GOW in bench_games("ai")
    assert build_parser().parse_args(["bench", "ai", "--game", TIEN_GOW]).game == TIEN_GOW
    monkeypatch.setattr(game_bench, "MIN_DECISIONS", 3)
    monkeypatch.setattr(game_bench, "MAX_LEVEL_S", 5.0)
    figures = game_bench.bench_levels(TIEN_GOW, ("moving-mice", "nau-tin-kau"), 0.01)["presets"]
    assert figures["nau-tin-kau"] == {}  # no decision, no level
    mice = figures["moving-mice"]
    assert set(mice) == {"random", "easy", "medium"}  # Hard is not offered there
    assert all(f["decisions"] >= 3 and f["p95_ms"] >= f["p50_ms"] > 0 for f in mice.values())
    assert mice["medium"]["searched_decisions"] >= 1 and mice["medium"]["iterations_p50"] >= 1
