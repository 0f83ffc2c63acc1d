"""Starting the window: the Qt application, the new-session dialog, the demo."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.rules.ruleset import RuleSet
from bagchen_qt.ui.controller import SeatConfig, TableConfig

DEMO_NAMES = ("Dolma", "Tenzin", "Pema", "Norbu")


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The one QApplication, created on first use."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv or sys.argv[:1]))
        app.setApplicationName("Bagchen")
        app.setOrganizationName("Bagchen")
        app.setApplicationDisplayName("Bagchen")
        icon = _icon()
        if icon is not None:
            app.setWindowIcon(icon)
    return app


def _icon() -> QIcon | None:
    from bagchen_qt.resources import resource_path

    path = resource_path("icons/bagchen.svg")
    return QIcon(str(path)) if path.exists() else None


def open_table(config: TableConfig, speed: str, demo: bool = False, deals: int = 0) -> QWidget:
    from bagchen_qt.ui.main_window import MainWindow
    from bagchen_qt.ui.recording import table_log

    window = MainWindow(config, speed, log=table_log(config, "demo" if demo else "table"), demo=demo)
    if deals:
        window.dealsPlayed.connect(lambda n: n >= deals and QTimer.singleShot(0, window.close))
    window.start()
    return window


def new_session_from_dialog(parent: QWidget | None = None) -> QWidget | None:
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog

    dialog = NewSessionDialog(parent)
    if not dialog.exec():
        return None
    config, speed = dialog.result_config()
    if parent is not None:
        parent.close()
    window = open_table(config, speed)
    _keep.append(window)
    return window


_keep: list[QWidget] = []  # windows opened from a dialog outlive the function that opened them


def run_table() -> int:
    """``bagchen``: choose the players and rules, then play."""
    app = application()
    if new_session_from_dialog() is None:
        return 0
    return app.exec()


def demo_config(levels: Sequence[str], think_ms: int, rules: RuleSet | None = None,
                seed: int | None = None) -> TableConfig:
    seats = tuple(SeatConfig(name, level, PlayerOptions(think_ms=think_ms,
                                                                        seed=None if seed is None else seed + i))
                  for i, (name, level) in enumerate(zip(DEMO_NAMES, levels, strict=True)))
    return TableConfig(rules or RuleSet(), seats, seed)


def run_demo(deals: int, speed: str, levels: Sequence[str], think_ms: int, seed: int | None) -> int:
    """``bagchen demo``: four AI players at the table."""
    app = application()
    window = open_table(demo_config(levels, think_ms, seed=seed), speed, demo=True, deals=deals)
    _keep.append(window)
    return app.exec()
