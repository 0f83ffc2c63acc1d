"""Every level a game offers at a preset is a player of its own: on a fixed set of
positions its decisions differ from every other offered level's somewhere. (Rules that
leave nothing to decide offer no level, and are not asked.)"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from bagchen_qt.ai.ladder import offered_levels
from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.games import load_players
from bagchen_qt.ui.settings import table_games

load_players()
POSITIONS = 96  # at most: decisions with a choice, from deals Easy plays at every seat
WORK = PlayerOptions(seed=7, max_iterations=8)  # a fixed amount of search: the same on any machine


def offering() -> list[tuple[str, str]]:
    """Every game and preset whose table offers levels."""
    return [
        (game, preset)
        for game in table_games()
        for preset, rules in game_named(game).presets.items()
        if offered_levels(game, rules)
    ]


def positions(game: str, preset: str, count: int = POSITIONS) -> list[Any]:
    definition = game_named(game)
    rules = definition.rules_from(preset)
    seats = definition.seat_count(rules)
    rng = random.Random(1)
    found: list[Any] = []
    for deal in itertools.count():
        easy = [make_player("easy", PlayerOptions(seed=deal * 10 + seat), game) for seat in range(seats)]
        state = definition.new_deal(rules, starter=deal % seats)
        while not state.is_over:
            if state.is_chance:
                state = definition.apply(state, definition.sample_chance(state, rng))
                continue
            legal = definition.legal_actions(state)
            if len(legal) > 1 and rng.random() < 0.3:
                found.append(state)
                if len(found) == count:
                    return found
            choice = easy[state.actor].decide(observation_for(game, state, state.actor), legal)
            state = definition.apply(state, choice)
    raise AssertionError("unreachable")


@pytest.mark.parametrize(("game", "preset"), offering())
def test_every_level_offered_decides_otherwise_than_every_other(game: str, preset: str) -> None:
    """Positions are asked in order until every pair of levels has decided apart at one
    (a level that leaves the hand-written choice only when clearly better may need many)."""
    definition = game_named(game)
    levels = offered_levels(game, definition.rules_from(preset))
    assert len(levels) >= 2
    alike = set(itertools.combinations(levels, 2))
    for state in positions(game, preset):
        obs, legal = observation_for(game, state, state.actor), definition.legal_actions(state)
        asked = {level for pair in alike for level in pair}
        decided = {level: make_player(level, WORK, game).decide(obs, legal) for level in sorted(asked)}
        alike = {(a, b) for a, b in alike if decided[a] == decided[b]}
        if not alike:
            return
    raise AssertionError(f"{game} {preset}: these levels decided alike at every position: {sorted(alike)}")


def test_every_game_with_a_table_is_asked() -> None:
    asked = {game for game, _ in offering()}
    assert asked == set(table_games())
    assert ("tien-gow", "nau-tin-kau") not in offering() and ("tien-gow", "moving-mice") in offering()
