"""Every AI level, registered by importing its module, and the one way to make a player."""

from bagchen_qt.ai import easy, hard, medium, oracle, random_player  # noqa: F401 - each registers its level
from bagchen_qt.ai.player import PLAYER_LEVELS, Player, PlayerOptions


def make_player(level: str, options: PlayerOptions | None = None) -> Player:
    try:
        factory = PLAYER_LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(sorted(PLAYER_LEVELS))}") from None
    return factory(options or PlayerOptions())


def known_levels() -> frozenset[str]:
    """Every level ``make_player`` accepts."""
    return frozenset(PLAYER_LEVELS)
