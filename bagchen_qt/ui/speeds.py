"""The animation speeds of every table, and their names in the View menu.

A module of its own, with nothing of Qt but the translation marks, so that the main
window can build its menu before the first frame without the animations behind it.
"""

from typing import Literal

from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP

Speed = Literal["instant", "fast", "normal", "slow"]
SPEEDS: tuple[Speed, ...] = ("instant", "fast", "normal", "slow")
# Translated in the main window's context.
SPEED_NAMES: dict[Speed, str] = {
    "instant": QT_TRANSLATE_NOOP("MainWindow", "Instant"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}
