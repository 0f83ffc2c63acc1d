"""Tien Gow in the new-session dialog (its "new_session" face): its words there and the
presets its table plays. The words keep the dialog's translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.table import text as tiengow_text
from bagchen_qt.ui.family_controller import TABLE_PLAYS

# Where the release before settings were kept per game stored Tien Gow's preset.
LEGACY_PRESET_KEY = "table/tien_gow_preset"

preset_title = tiengow_text.preset_title
preset_description = tiengow_text.preset_description


def _t(text: str) -> str:
    return QCoreApplication.translate("NewSessionDialog", text)


def game_title() -> str:
    return tiengow_text.game_title(TIEN_GOW)


def game_tooltip() -> str:
    return _t("Bagchen, or Tien Gow: the Chinese game Bagchen comes from")


def heading() -> tuple[str, str]:
    """The dialog's title and the line under it, for a session of Tien Gow."""
    return _t("A new session of Tien Gow"), _t(
        "You play against the AI players of the other seats. Your choices are kept for next time."
    )


def preset_label() -> str:
    return _t("Tien Gow rules:")


def preset_tooltip() -> str:
    return _t("The classic game, or one of the folk variants")


def table_presets() -> list[str]:
    """The presets the table plays: the trick games, and the small games whose rules are there."""
    definition = game_named(TIEN_GOW)
    return [name for name, rules in definition.presets.items() if getattr(rules, "play", "tricks") in TABLE_PLAYS]
