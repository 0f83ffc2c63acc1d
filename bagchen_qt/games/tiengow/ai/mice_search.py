"""Moving Mice's searching levels: the shared searches (``gamesearch.py``, ``pimc.py``)
over whole games sampled from what the seat has seen (``rules/mice_worlds.py``), with
Easy's trick play for every seat in the play-outs.

A game of Moving Mice runs to dozens of rounds, too long to play out at every decision,
so a play-out stops at a horizon, the end of a round, and judges the game there by the
won tiles: they are what it is won with (each round both players take back as many as
the poorer has, and the one left with none has lost). The value is the seat's lead in
won tiles as a share of the stake, or the stake itself once the game is over.

Medium plays each candidate out to the end of the round under way; Hard plays on to the
end of the round after it, over more candidates and with more time.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar

from bagchen_qt.ai.gamesearch import KitSearchingPlayer, NoWorld
from bagchen_qt.core.family import GameDefinition, game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.ai.policy import easy_choice, edge_of, ranked_moves
from bagchen_qt.games.tiengow.ai.view import view_of_mice, view_of_mice_state
from bagchen_qt.games.tiengow.rules import mice
from bagchen_qt.games.tiengow.rules.mice import MiceState, MiceView, Phase
from bagchen_qt.games.tiengow.rules.mice_worlds import sample_world
from bagchen_qt.games.tiengow.rules.two_player import TILE_COUNT


class MiceKit:
    """Moving Mice's answers to the searches' questions (``gamesearch.SearchKit``)."""

    @property
    def game(self) -> GameDefinition:
        return game_named(TIEN_GOW)

    def observe(self, state: Any, seat: int) -> Any:
        return mice.observe(state, seat)

    def searched(self, obs: Any) -> bool:
        return isinstance(obs, MiceView) and obs.actor == obs.seat and obs.phase in (Phase.LEAD, Phase.FOLLOW)

    def decide(self, obs: Any, legal: Sequence[Any], rng: random.Random, risk: float) -> Any:
        return easy_choice(view_of_mice(obs), legal, obs.rules.deck_tiles, 0)

    def root_moves(self, obs: Any, legal: Sequence[Any], limit: int) -> list[Any]:
        view, deck = view_of_mice(obs), obs.rules.deck_tiles
        return ranked_moves(view, legal, deck, easy_choice(view, legal, deck, 0))[:limit]

    def sample_world(self, obs: Any, rng: random.Random) -> MiceState:
        try:
            return sample_world(obs, rng)
        except ValueError as error:  # a view no woodpile agrees with: the search steps aside
            raise NoWorld(str(error)) from error

    def playout_move(self, state: MiceState, rng: random.Random) -> Any:
        legal = mice.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        return easy_choice(view_of_mice_state(state, state.actor), legal, state.rules.deck_tiles, 0)

    def tree_moves(self, state: MiceState, observer: int) -> list[tuple[Hashable, Any]]:
        seat = state.actor
        legal = mice.legal_actions(state)
        view, deck = view_of_mice_state(state, seat), state.rules.deck_tiles
        moves = ranked_moves(view, legal, deck, easy_choice(view, legal, deck, 0))
        return [(edge_of(action, seat == observer), action) for action in moves]


MICE_KIT = MiceKit()


def horizon_value(kit: MiceKit, state: MiceState, seat: int, rounds: int, rng: random.Random) -> float:
    """The game played on with Easy's play at both seats until ``rounds`` more rounds
    have begun (or it is over), valued for ``seat``: the stake won or lost, or its lead in
    won tiles as that share of the stake."""
    stop = state.round + rounds
    while not state.is_over and state.round < stop:
        state = mice.apply(state, kit.playout_move(state, rng))
    if state.is_over:
        return float(mice.deltas(state)[seat])
    lead = state.won_count(seat) - state.won_count(1 - seat)
    return state.rules.stake_unit * lead / TILE_COUNT


class MiceSearchingPlayer(KitSearchingPlayer):
    """A search of Moving Mice's candidates over sampled games, each played out to a horizon."""

    kit = MICE_KIT
    horizon: ClassVar[int] = 1  # rounds a play-out begins before it is judged

    def evaluator(self, seat: int, candidates: int) -> Callable[[int, Any, random.Random], float]:
        kit, horizon = MICE_KIT, self.horizon

        def evaluate(_index: int, state: Any, rng: random.Random) -> float:
            return horizon_value(kit, state, seat, horizon, rng)

        return evaluate


# A game has over a hundred decisions a seat: the think times are shorter than the trick
# game's, so that a game with a searching seat is not a wait. Most of a decision's time goes
# on dealing the sampled games (the whole log replayed), not on the play-outs.


class MiceMedium(MiceSearchingPlayer):
    """Medium at Moving Mice: its likeliest candidates played out to the end of the round."""

    default_think_ms = 150
    root_limit = 4
    min_worlds = 8


class MiceHard(MiceSearchingPlayer):
    """Hard at Moving Mice: more candidates, played out to the end of the next round, with more time."""

    default_think_ms = 400
    root_limit = 6
    min_worlds = 12
    horizon = 2
