"""Bao Huang in the new-session dialog (its "new_session" face): its words there. The
dialog's own words keep its translation context; the presets' are the rules page's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bagchen_qt.games.baohuang.table.rules_page import PRESET_DESCRIPTIONS, PRESET_TITLES


def _t(text: str) -> str:
    return QCoreApplication.translate("NewSessionDialog", text)


def game_title() -> str:
    return QCoreApplication.translate("RulesWindow", "Bao Huang")


def game_tooltip() -> str:
    return _t("Bao Huang: five players, the emperor and his hidden protector against three farmers")


def heading() -> tuple[str, str]:
    """The dialog's title and the line under it, for a session of Bao Huang."""
    return _t("A new session of Bao Huang"), _t(
        "You play against the AI players of the other four seats. Your choices are kept for next time."
    )


def preset_title(name: str) -> str:
    title = PRESET_TITLES.get(name)
    return QCoreApplication.translate("BaoHuangRules", title) if title else name


def preset_description(name: str) -> str:
    text = PRESET_DESCRIPTIONS.get(name)
    return QCoreApplication.translate("BaoHuangRules", text) if text else ""


def preset_label() -> str:
    return _t("Bao Huang rules:")
