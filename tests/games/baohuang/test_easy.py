"""Bao Huang's Easy level: every decision legal, the same decisions for the same deal."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bagchen_qt.ai.player import GAME_LEVELS, GAME_TABLE_LEVELS, PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.games.baohuang.ai import players  # noqa: F401 - registers the levels
from bagchen_qt.games.baohuang.ai.strategy import OVERTAKE, _choose, choose, partners
from bagchen_qt.games.baohuang.rules.events import Emperor, Play

GAME = game_named("bao-huang")
EASY = GAME_LEVELS["bao-huang"]["easy"]
RANDOM = GAME_LEVELS["bao-huang"]["random"]


def play_session(seed: int, levels: tuple[str, ...], preset: str = "", deals: int = 2) -> list[Any]:
    """A session of ``deals`` deals; every decision checked legal; the decisions made."""
    rng = random.Random(seed)
    seats = [GAME_LEVELS["bao-huang"][lv](PlayerOptions(seed=seed * 10 + i)) for i, lv in enumerate(levels)]
    state = GAME.new_deal(GAME.rules_from(preset))
    decisions: list[Any] = []
    for deal in range(deals):
        if deal:
            state = GAME.next_deal(state)  # type: ignore[attr-defined]
        while not state.is_over:
            if state.is_chance:
                state = GAME.apply(state, GAME.sample_chance(state, rng))
                continue
            legal = GAME.legal_actions(state)
            seat = state.actor
            obs = GAME.observe(state, seat)
            choice = seats[seat].decide(obs, legal)
            assert choice in legal, (seat, choice)
            if levels[seat] == "easy" and len(legal) > 1:
                assert _choose(obs, legal) == choice  # the strategy itself, not its fallback
            decisions.append(choice)
            state = GAME.apply(state, choice)
    return decisions


def test_easy_is_registered_at_the_table() -> None:
    assert GAME_TABLE_LEVELS["bao-huang"] == ("random", "easy", "medium", "hard")
    assert EASY.level == "easy"


@pytest.mark.parametrize("preset", ["rizhao", "shanghai", "rizhao-sixes-last", "shanghai-twos-trumps"])
def test_every_decision_is_legal(preset: str) -> None:
    for seed in range(3):
        play_session(seed, ("easy", "random", "easy", "random", "random"), preset)
    play_session(7, ("easy",) * 5, preset)


def test_the_same_seed_makes_the_same_decisions() -> None:
    levels = ("easy", "random", "easy", "easy", "random")
    assert play_session(42, levels) == play_session(42, levels)


def test_easy_passes_on_its_partner_and_plays_the_one_move_it_has() -> None:
    rng = random.Random(3)
    state = GAME.new_deal(GAME.rules_from())
    checked = 0
    while not state.is_over and checked < 400:
        if state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
            continue
        legal = GAME.legal_actions(state)
        obs = GAME.observe(state, state.actor)
        choice = choose(obs, legal)
        if len(legal) > 1:
            assert _choose(obs, legal) == choice  # the strategy itself, not its fallback
        if len(legal) == 1:
            assert choice == legal[0]
        top = obs.top
        if isinstance(choice, Play) and top is not None and top.seat in partners(obs):
            assert sum(obs.counts) - len(choice.cards) <= OVERTAKE
        if isinstance(choice, Emperor):
            assert choice in legal
        checked += 1
        state = GAME.apply(state, choice)
