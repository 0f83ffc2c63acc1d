"""The new-session dialog's answer, for tests that skip the dialog itself."""

from __future__ import annotations

from bagchen_qt.games import DEFAULT_GAME
from bagchen_qt.ui.family_controller import FamilyTable


def as_chosen(config) -> FamilyTable:
    """The table the dialog gives for the main window's game played under ``config``."""
    return FamilyTable(DEFAULT_GAME, config.rules, config.seats, "", config.seed)
