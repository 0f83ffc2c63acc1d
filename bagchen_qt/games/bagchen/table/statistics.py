"""Bagchen's figures in the replay's statistics (its "statistics" face): last tricks
won, jumps, passports and sweeps. A jump and a sweep belong to the winner of the last
trick; a passport to every seat that ended the deal with one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS
from bagchen_qt.games.bagchen.rules.state import DealResult

FIGURES = ("last_tricks", "jumps", "passports", "sweeps")


def _t(text: str) -> str:
    return QCoreApplication.translate("StatisticsDialog", text)


def figure_titles() -> tuple[str, ...]:
    """The columns' titles, in the order of ``FIGURES``."""
    return (_t("Last tricks"), _t("Jumps"), _t("Passports"), _t("Sweeps"))


def note() -> str:
    return _t(
        "Each AI level counts once for every seat it held. Jumps and sweeps go to the "
        "winner of the last trick; a passport to every seat that ended with one."
    )


def figures(result: DealResult, seat: int) -> tuple[int, ...]:
    """What ``seat`` counts in one deal, in the order of ``FIGURES``."""
    last = result.last_winner == seat
    return (
        int(last),
        int(bool(result.jump_points) and last),
        int(result.stacks[seat] >= PASSPORT_STACKS),
        int(bool(result.sweep) and last),
    )
