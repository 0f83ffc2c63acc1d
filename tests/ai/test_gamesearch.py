"""The searching players of any game, run here over Bagchen's definition: they reach the
game only through its definition and a search kit, play legally, repeat themselves with
a seed and a fixed amount of work, and decide from the observation alone."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

import pytest

from bagchen_qt.ai.gamesearch import KitHard, KitMedium, KitPlayer, play_out
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import GameDefinition, game_named
from bagchen_qt.games.bagchen.ai.medium import candidate_actions
from bagchen_qt.games.bagchen.ai.policy import decide_from_observation, decide_from_state
from bagchen_qt.games.bagchen.ai.random_player import RandomPlayer
from bagchen_qt.games.bagchen.ai.trees import tree_moves
from bagchen_qt.games.bagchen.rules.determinize import sample_state
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase


class BagchenKit:
    """Bagchen's pieces behind the kit's questions (its own players use them directly)."""

    @property
    def game(self) -> GameDefinition:
        return game_named("bagchen")

    def observe(self, state: DealState, seat: int) -> Observation:
        return self.game.observe(state, seat)

    def searched(self, obs: Observation) -> bool:
        return obs.phase in (Phase.LEAD, Phase.FOLLOW)

    def decide(self, obs: Observation, legal: Sequence[Any], rng: random.Random, risk: float) -> Any:
        return decide_from_observation(obs, legal, rng, risk)

    def root_moves(self, obs: Observation, legal: Sequence[Any], limit: int) -> list[Any]:
        return candidate_actions(obs, 0.5)[:limit]

    def sample_world(self, obs: Observation, rng: random.Random) -> DealState:
        return sample_state(obs, rng)

    def playout_move(self, state: DealState, rng: random.Random) -> Any:
        return decide_from_state(state, rng, 0.5)

    def tree_moves(self, state: DealState, observer: int) -> list[tuple[Hashable, Any]]:
        return tree_moves(state, observer, 0.5)


KIT = BagchenKit()


class KitEasy(KitPlayer):
    kit = KIT


class Medium(KitMedium):
    kit = KIT


class Hard(KitHard):
    kit = KIT


def play_deal(players: Sequence[Any], seed: int) -> DealState:
    game = KIT.game
    rng = random.Random(seed)
    state = game.new_deal(game.rules_from(), starter=seed % 4)
    while not state.is_over:
        if state.is_chance:
            state = game.apply(state, game.sample_chance(state, rng))
            continue
        seat = state.actor
        state = game.apply(state, players[seat].decide(game.observe(state, seat), game.legal_actions(state)))
    return state


@pytest.mark.parametrize("searching", [Medium, Hard])
def test_searching_players_play_whole_deals_over_a_definition(searching: type[KitMedium]) -> None:
    options = PlayerOptions(max_iterations=2)
    players = [
        searching(options.with_(seed=1)),
        KitEasy(options),
        searching(options.with_(seed=2)),
        RandomPlayer(options.with_(seed=3)),  # Bagchen's: its face-down plays are one abstract action
    ]
    state = play_deal(players, seed=5)
    assert sum(KIT.game.deltas(state)) == 0
    assert players[0].last is not None  # it did search


def _positions(seed: int, count: int) -> list[DealState]:
    """Trick positions of a deal played by Easy."""
    game = KIT.game
    rng = random.Random(seed)
    state = game.new_deal(game.rules_from(), starter=0)
    found = []
    while not state.is_over and len(found) < count:
        if state.is_chance:
            state = game.apply(state, game.sample_chance(state, rng))
            continue
        if state.phase in (Phase.LEAD, Phase.FOLLOW) and len(game.legal_actions(state)) > 1:
            found.append(state)
        state = game.apply(state, KIT.playout_move(state, rng))
    return found


@pytest.mark.parametrize("searching", [Medium, Hard])
def test_a_seed_and_a_fixed_amount_of_work_repeat_the_decision(searching: type[KitMedium]) -> None:
    game = KIT.game
    for state in _positions(3, 4):
        obs = game.observe(state, state.actor)
        legal = game.legal_actions(state)
        first = searching(PlayerOptions(seed=7, max_iterations=6)).decide(obs, legal)
        again = searching(PlayerOptions(seed=7, max_iterations=6)).decide(obs, legal, budget_s=0.0)
        assert first == again


def test_the_search_sees_only_the_observation() -> None:
    """Two deals that differ only in tiles the seat cannot see give the same decision."""
    game = KIT.game
    for state in _positions(8, 3):
        seat = state.actor
        obs = game.observe(state, seat)
        other = sample_state(obs, random.Random(99))  # the hidden tiles dealt anew
        assert other.hands != state.hands and game.observe(other, seat) == obs
        legal = game.legal_actions(state)
        assert game.legal_actions(other) == legal
        decisions = {
            repr(Hard(PlayerOptions(seed=4, max_iterations=4)).decide(game.observe(s, seat), legal))
            for s in (state, other)
        }
        assert len(decisions) == 1


def test_a_play_out_ends_the_deal() -> None:
    (state,) = _positions(2, 1)
    final = play_out(KIT, state, random.Random(1))
    assert final.is_over and sum(KIT.game.deltas(final)) == 0
