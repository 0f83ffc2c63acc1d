"""Importing this module registers every AI level."""

from bagchen_qt.ai import random_player  # noqa: F401
