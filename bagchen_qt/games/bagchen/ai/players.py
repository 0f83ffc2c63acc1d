"""Bagchen's AI levels, registered by importing the module of each."""

from bagchen_qt.games.bagchen.ai import easy, hard, medium, oracle, random_player  # noqa: F401 - each registers its level
