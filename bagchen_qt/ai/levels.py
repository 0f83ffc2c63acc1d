"""Importing this module registers every AI level."""

from bagchen_qt.ai import easy, hard, medium, oracle, random_player  # noqa: F401
