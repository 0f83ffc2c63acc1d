"""Colours and small helpers shared by the replay window's parts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from bagchen_qt.ui.tile_widgets import GOLD, INK, INK_SOFT, MAROON, PARCHMENT, SEAT_COLORS
from bagchen_qt.ui.words import decimal_text

__all__ = [
    "BOOKMARK",
    "GOLD",
    "INK",
    "INK_SOFT",
    "MAROON",
    "PARCHMENT",
    "SEAT_COLORS",
    "SEVERITY_COLORS",
    "severity_name",
    "signed",
]

BOOKMARK = QColor("#2f6fb0")
SEVERITY_COLORS: dict[str, QColor] = {
    "inaccuracy": QColor("#d9a62e"),
    "mistake": QColor("#dd7420"),
    "blunder": QColor("#b3261e"),
}

REPLAY_STYLE = """
QListView#moveList { background: #fffdf6; border: 1px solid #d2bf94; border-radius: 6px; }
QTableView { background: #fffdf6; alternate-background-color: #f6eedb; gridline-color: #e3d5b1;
             border: 1px solid #d2bf94; border-radius: 6px; selection-background-color: #7a1f24;
             selection-color: #fff3d6; }
QTableView::item:selected { background: #7a1f24; color: #fff3d6; }
QPlainTextEdit, QLineEdit { background: #fffdf6; border: 1px solid #c9b27e; border-radius: 5px;
                            padding: 3px 5px; }
QToolButton { background: #fbf7ec; border: 1px solid #c9b27e; border-radius: 5px; padding: 3px 7px; }
QToolButton:hover { background: #fff6dc; border-color: #d9a62e; }
QToolButton:checked { background: #7a1f24; color: #fff3d6; border-color: #d9a62e; }
QToolButton:disabled { color: #b5a98f; border-color: #ddd0b4; }
QProgressBar { border: 1px solid #c9b27e; border-radius: 5px; background: #fffdf6; text-align: center;
               height: 14px; }
QProgressBar::chunk { background: #b58a32; border-radius: 4px; }
QTabWidget::pane { border: none; }
QTabBar::tab { background: #efe3c4; color: #6b5a44; border: 1px solid #d2bf94; border-bottom: none;
               padding: 6px 18px; border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px; }
QTabBar::tab:selected { background: #fbf7ec; color: #7a1f24; font-weight: bold; }
QLabel#speedBadge { background: rgba(20, 40, 32, 200); color: #f3e9cf; border: 1px solid #d9a62e;
                    border-radius: 8px; padding: 3px 10px; font-weight: bold; font-size: 14pt; }
"""


def signed(value: float, digits: int = 1) -> str:
    """+1.5, −1.5 (a true minus sign), 0."""
    if round(value, digits) == 0:
        return "0"
    text = decimal_text(abs(value), digits)
    return f"+{text}" if value > 0 else f"\u2212{text}"


def severity_name(severity: str) -> str:
    return {
        "inaccuracy": QCoreApplication.translate("Replay", "inaccuracy"),
        "mistake": QCoreApplication.translate("Replay", "mistake"),
        "blunder": QCoreApplication.translate("Replay", "blunder"),
    }[severity]
