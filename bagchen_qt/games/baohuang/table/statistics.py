"""Bao Huang's figures in the replay's statistics (its "statistics" face): the deals won
as the emperor, as his protector and as a farmer, and the average finishing place; the
score per deal is the statistics' own (a deal's chips are its scores). Read from each
deal's outcome as the records keep it (the game's ``outcome``: teams, winner, places),
since Bao Huang keeps no result of its own in the records."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from bagchen_qt.games.baohuang.rules.scoring import team_of

FIGURES = ("emperor_wins", "protector_wins", "farmer_wins", "places")
FROM_OUTCOME = True


def _t(text: str) -> str:
    return QCoreApplication.translate("StatisticsDialog", text)


def figure_titles() -> tuple[str, ...]:
    """The columns' titles, in the order of ``FIGURES``."""
    return (_t("Won as emperor"), _t("Won as protector"), _t("Won as farmer"), _t("Average place"))


def note() -> str:
    return _t(
        "Each AI level counts once for every seat it held; the chips are the deals' scores. "
        "An emperor who plays alone wins as the emperor; the places run from 1, the first out."
    )


def figures(outcome: Mapping[str, Any], seat: int) -> tuple[int, ...]:
    """What ``seat`` counts in one finished deal, its ``outcome`` as the records keep it,
    in the order of ``FIGURES``."""
    emperor, protector = int(outcome["emperor"]), int(outcome["protector"])
    won = outcome["winner"] == team_of(seat, emperor, protector)
    role = "emperor" if seat == emperor else "protector" if seat == protector else "farmer"
    return (
        int(won and role == "emperor"),
        int(won and role == "protector"),
        int(won and role == "farmer"),
        int(outcome["places"][seat]),
    )


def figure_text(name: str, total: int, deals: int) -> str | None:
    """The average place as a number with one decimal, in the language's digits; the
    other figures as the statistics say them (a count and its share)."""
    if name != "places":
        return None
    return QLocale().toString(total / deals, "f", 1) if deals else "–"
