"""Tien Gow's levels: Random, Easy (``strategy.py``), Medium and Hard (the searches of
``gamesearch.py`` over the Tien Gow definition, with this game's search kit).

The kit gives the searches Tien Gow's determinizer, Easy as the play-out policy (each
seat deciding from what it may see), and Easy's choice first among the moves worth
trying. Medium compares a few candidates by play-outs over sampled deals; Hard tries
more, each followed by an ISMCTS tree, with more time; the Oracle (for measurement,
never at the table) searches as Hard over the true deal.

Moving Mice is played by Easy's trick play at Easy, and by searches of its own at Medium
and Hard (``mice_search.py``: a whole game of it, dozens of rounds, is too long to play
out, so their play-outs stop at the end of a round); Nau Tin Kau has nothing to decide,
and no level is offered for it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from bagchen_qt.ai.gamesearch import GameRandomPlayer, KitHard, KitMedium, KitOracle, KitPlayer, KitSearchingPlayer
from bagchen_qt.ai.player import GAME_DECISIONS, GAME_OBSERVERS, GAME_TABLE_LEVELS, register_level
from bagchen_qt.core.family import GameDefinition, game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.ai.determinize import sample_world
from bagchen_qt.games.tiengow.ai.mice_search import MICE_KIT, MiceHard, MiceMedium, MiceSearchingPlayer
from bagchen_qt.games.tiengow.ai.policy import easy_choice, edge_of, ranked_moves
from bagchen_qt.games.tiengow.ai.seen import SeatView, seat_knowledge, seat_view
from bagchen_qt.games.tiengow.ai.view import view_of_observation, view_of_state
from bagchen_qt.games.tiengow.rules.mice import MiceView
from bagchen_qt.games.tiengow.rules.mice import Phase as MicePhase
from bagchen_qt.games.tiengow.rules.observation import TienGowObservation
from bagchen_qt.games.tiengow.rules.state import TienGowState, legal_actions

MY_TREE_MOVES = 8  # moves a tree tries for the searching seat
THEIR_TREE_MOVES = 3  # and for each other seat (their tiles change from deal to deal)


class TienGowKit:
    """Tien Gow's answers to the searches' questions (``gamesearch.SearchKit``)."""

    @property
    def game(self) -> GameDefinition:
        return game_named(TIEN_GOW)

    def observe(self, state: Any, seat: int) -> Any:
        return observation_of(state, seat)

    def searched(self, obs: Any) -> bool:
        return isinstance(obs, (SeatView, TienGowObservation)) and obs.actor == obs.seat

    def decide(self, obs: Any, legal: Sequence[Any], rng: random.Random, risk: float) -> Any:
        if isinstance(obs, MiceView):
            if obs.phase in (MicePhase.LEAD, MicePhase.FOLLOW):
                return MICE_KIT.decide(obs, legal, rng, risk)
        elif isinstance(obs, (SeatView, TienGowObservation)):
            view = seat_knowledge(obs)
            return easy_choice(view_of_observation(view), legal, view.rules.deck_tiles, len(view.observation.history))
        return legal[rng.randrange(len(legal))]  # Nau Tin Kau: nothing to choose but when to draw

    def root_moves(self, obs: Any, legal: Sequence[Any], limit: int) -> list[Any]:
        view = seat_knowledge(obs)
        trick = view_of_observation(view)
        deck = view.rules.deck_tiles
        chosen = easy_choice(trick, legal, deck, len(view.observation.history))
        return ranked_moves(trick, legal, deck, chosen)[:limit]

    def sample_world(self, obs: Any, rng: random.Random) -> TienGowState:
        return sample_world(seat_knowledge(obs), rng)

    def playout_move(self, state: TienGowState, rng: random.Random) -> Any:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        return easy_choice(view_of_state(state, state.actor), legal, state.deck, len(state.history))

    def tree_moves(self, state: TienGowState, observer: int) -> list[tuple[Hashable, Any]]:
        seat = state.actor
        legal = legal_actions(state)
        view = view_of_state(state, seat)
        chosen = easy_choice(view, legal, state.deck, len(state.history))
        mine = seat == observer
        moves = ranked_moves(view, legal, state.deck, chosen)[: MY_TREE_MOVES if mine else THEIR_TREE_MOVES]
        return [(edge_of(action, mine), action) for action in moves]


def observation_of(state: Any, seat: int) -> Any:
    """What a Tien Gow player at ``seat`` is given: a ``SeatView`` in the trick game, the
    rules' own view in the small games (it already tells all a player may know)."""
    if isinstance(state, TienGowState):
        return seat_view(state, seat)
    return game_named(TIEN_GOW).observe(state, seat)


KIT = TienGowKit()


@register_level("random", TIEN_GOW)
class TienGowRandom(GameRandomPlayer):
    pass


@register_level("easy", TIEN_GOW)
class TienGowEasy(KitPlayer):
    kit = KIT


class PlaysMice(KitSearchingPlayer):
    """A searching level of the trick game that plays Moving Mice with its own player of
    that game (``mice_search.py``), made with the same options."""

    mice_player: ClassVar[type[MiceSearchingPlayer]]

    def __init__(self, options: Any = None) -> None:
        super().__init__(options)
        self.mice = self.mice_player(self.options)

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        if not isinstance(obs, MiceView):
            return super().decide(obs, legal, budget_s)
        choice = self.mice.decide(obs, legal, budget_s)
        self.last = self.mice.last
        return choice


@register_level("medium", TIEN_GOW)
class TienGowMedium(PlaysMice, KitMedium):
    kit = KIT
    mice_player = MiceMedium


@register_level("hard", TIEN_GOW)
class TienGowHard(PlaysMice, KitHard):
    kit = KIT
    mice_player = MiceHard


@register_level("oracle", TIEN_GOW)
class TienGowOracle(KitOracle):
    """For measurement only: Hard's search over the true deal."""

    kit = KIT


GAME_TABLE_LEVELS[TIEN_GOW] = ("random", "easy", "medium", "hard")
GAME_OBSERVERS[TIEN_GOW] = observation_of
# Nau Tin Kau's only move is turning the next tile: the tiles decide, not the players.
GAME_DECISIONS[TIEN_GOW] = lambda rules: rules.play != "nau_tin_kau"
