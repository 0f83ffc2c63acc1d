"""Every AI level of every game, registered by importing its module, and the one way to
make a player."""

from collections.abc import Callable
from typing import Any

from bagchen_qt.ai.player import (
    GAME_DECISIONS,
    GAME_LEVELS,
    GAME_OBSERVERS,
    GAME_TABLE_LEVELS,
    AnyPlayer,
    PlayerOptions,
)
from bagchen_qt.core.family import game_named
from bagchen_qt.games import DEFAULT_GAME, load_players

load_players()  # every game's levels, registered by the players module the catalogue names


def _levels_of(game: str) -> dict[str, Callable[[PlayerOptions], AnyPlayer]]:
    if game not in GAME_LEVELS:
        game_named(game)  # an unknown game is refused with the names of the known ones
        raise ValueError(f"no AI levels for the game {game!r} yet")
    return GAME_LEVELS[game]


def make_player(level: str, options: PlayerOptions | None = None, game: str = DEFAULT_GAME) -> AnyPlayer:
    """A player of ``level`` for ``game``; raises ``ValueError`` naming the levels there are."""
    levels = _levels_of(game)
    try:
        factory = levels[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(sorted(levels))}") from None
    return factory(options or PlayerOptions())


def known_levels(game: str = DEFAULT_GAME) -> frozenset[str]:
    """Every level ``make_player`` accepts for ``game``."""
    return frozenset(_levels_of(game))


def leaves_decisions(game: str, rules: Any) -> bool:
    """Whether ``rules`` of ``game`` leave its players anything to decide (a game whose
    every move is forced is played alike by every level)."""
    decides = GAME_DECISIONS.get(game)
    return decides is None or decides(rules)


def table_levels(game: str = DEFAULT_GAME, rules: Any = None) -> tuple[str, ...]:
    """The levels a player may choose at the table for ``game``, weakest first; none
    for ``rules`` that leave the players nothing to decide."""
    _levels_of(game)
    if rules is not None and not leaves_decisions(game, rules):
        return ()
    return GAME_TABLE_LEVELS[game]


def observation_for(game: str, state: Any, seat: int) -> Any:
    """What a player of ``game`` at ``seat`` decides from: the definition's observation,
    or, for a game whose players need more of what the seat knows (Tien Gow's rule set,
    start and events as seen), the AI layer's own view of it."""
    observer = GAME_OBSERVERS.get(game)
    return observer(state, seat) if observer is not None else game_named(game).observe(state, seat)


def seat_played_by(level: str, game: str) -> Callable[[Any], Any]:
    """A chooser that decides for whichever seat is to act as ``level`` does, the same
    way for the same state (seeded by the events so far): the other seats of a lesson."""
    definition = game_named(game)

    def decide(state: Any) -> Any:
        player = make_player(level, PlayerOptions(seed=len(state.events)), game)
        return player.decide(observation_for(game, state, state.actor), definition.legal_actions(state))

    return decide
