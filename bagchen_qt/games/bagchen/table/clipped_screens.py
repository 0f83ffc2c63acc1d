"""``clipped_texts`` of ``bagchen bench gui``: the texts that do not fit their space on
each screen a player meets (the table during a deal and before one, the end-of-deal
recap, the new-session dialog, the replay window's list and replay, the rules), each
at 1024×700, 1600×1000 and 2560×1440.

The screens are built as the program builds them, with the records in memory and the
new-session dialog's settings in a throw-away file.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from bagchen_qt.ui.clipped import ClippedText, clipped_texts
from bagchen_qt.ui.table_bench import private_settings

SIZES = ((1024, 700), (1600, 1000), (2560, 1440))
NAMES = ("Dolma", "Tenzin", "Pema", "Norbu")
Screen = Callable[[], Iterator[QWidget]]  # yields the screen's window, shown, once or more


def _settle(condition: Callable[[], bool] = lambda: True, timeout_s: float = 30.0) -> None:
    """Run the event loop until ``condition()`` holds (and at least once)."""
    end = time.monotonic() + timeout_s
    loop = QEventLoop()
    while True:
        QTimer.singleShot(5, loop.quit)
        loop.exec()
        if condition() or time.monotonic() > end:
            return


def _table() -> Iterator[QWidget]:
    """The table at the human's first turn in the play, with the session panel."""
    from bagchen_qt.ai.player import PlayerOptions
    from bagchen_qt.games.bagchen.rules.actions import DiscardAny
    from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
    from bagchen_qt.games.bagchen.rules.state import Phase
    from bagchen_qt.games.bagchen.table.controller import TableConfig
    from bagchen_qt.games.bagchen.table.table_log import TableLog
    from bagchen_qt.games.bagchen.table.window import MainWindow
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.records.store import Store

    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", PlayerOptions(seed=i), name=name) for i, name in enumerate(NAMES[1:])
    )
    config = TableConfig(RuleSet(), seats, 5)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    window.start()
    try:
        while True:  # answer the questions before the play with their first button
            _settle(lambda: bool(window._legal), 60.0)
            state = window.controller.state
            assert state is not None, "the deal has begun"
            if state.phase in (Phase.LEAD, Phase.FOLLOW):
                break
            first = window._legal[0]
            assert not isinstance(first, DiscardAny), "tiles are played face down only in the play"
            window._play(first)
        yield window
    finally:
        window.controller.stop()
        window.close()
        window.deleteLater()


def _empty_table() -> Iterator[QWidget]:
    """The window when no session was chosen."""
    from bagchen_qt.games.bagchen.table.window import MainWindow

    window = MainWindow()
    window.show_empty_table()
    window.show()
    try:
        yield window
    finally:
        window.close()
        window.deleteLater()


def _recap() -> Iterator[QWidget]:
    from bagchen_qt.games.bagchen.rules.session import Session
    from bagchen_qt.games.bagchen.rules.state import play_random_deal
    from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog

    state = play_random_deal(random.Random(319))  # a jump, points paid and refunded
    session = Session.start(state.rules).after_deal(state)
    dialog = RecapDialog(state, NAMES, session, viewer=0)
    dialog.show()
    try:
        yield dialog
    finally:
        dialog.close()
        dialog.deleteLater()


def _new_session() -> Iterator[QWidget]:
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog
    from bagchen_qt.ui.settings import AppSettings

    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
        dialog = NewSessionDialog(settings=settings)
        dialog.show()
        try:
            yield dialog
        finally:
            dialog.close()
            dialog.deleteLater()


def _replay() -> Iterator[QWidget]:
    """The replay window: its list of deals, then a deal replayed."""
    from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
    from bagchen_qt.games.bagchen.rules.state import play_random_deal
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.records.store import Store, record_finished_deal
    from bagchen_qt.ui.replay.window import ReplayWindow

    store = Store.memory()
    players = [
        PlayerSpec.human("Pema"),
        *(
            PlayerSpec.ai(level, name=name)
            for level, name in (("easy", "Dolma"), ("medium", "Tenzin"), ("hard", "Norbu"))
        ),
    ]
    session = store.begin_session(RuleSet(), players)
    rng = random.Random(3)
    ids = [record_finished_deal(store, play_random_deal(rng), players, session_id=session) for _ in range(12)]
    first = ids[0]
    assert first is not None, "a database in memory records"
    window = ReplayWindow(store)
    window.show()
    try:
        yield window
        window.open_deal(first, 40)
        _settle()
        yield window
    finally:
        window.close()
        window.deleteLater()
        store.close()


def _rules() -> Iterator[QWidget]:
    from bagchen_qt.ui.rules_window import RulesWindow

    window = RulesWindow()
    window.show()
    try:
        yield window
    finally:
        window.close()
        window.deleteLater()


SCREENS: dict[str, Screen] = {
    "table": _table,
    "empty table": _empty_table,
    "recap": _recap,
    "new session": _new_session,
    "replay": _replay,
    "rules": _rules,
}


def find_clipped_texts(
    sizes: tuple[tuple[int, int], ...] = SIZES, screens: dict[str, Screen] | None = None
) -> list[tuple[str, tuple[int, int], ClippedText]]:
    """(screen, size, text) for every text that does not fit, on every screen at every size."""
    QApplication.instance() or QApplication([])
    found = []
    with private_settings():
        for name, screen in (screens or SCREENS).items():
            for window in screen():
                for size in sizes:
                    window.resize(*size)
                    _settle()
                    if window.width() > size[0] or window.height() > size[1]:
                        # The window cannot be made that small: part of it is off the screen.
                        found.append(
                            (
                                name,
                                size,
                                ClippedText(
                                    f"{type(window).__name__} larger than the screen",
                                    window.windowTitle(),
                                    window.width(),
                                    size[0],
                                ),
                            )
                        )
                    found += [(name, size, clipped) for clipped in clipped_texts(window)]
    QCoreApplication.processEvents()
    return found


def measure_clipped_texts() -> dict[str, Any]:
    """The count in every language, and the first few found (language, screen, size,
    what and where)."""
    from bagchen_qt.ui.table_bench import in_every_language

    by_language = in_every_language(find_clipped_texts)
    found = [(code, *clipped) for code, texts in by_language.items() for clipped in texts]
    return {
        "clipped_texts": len(found),
        "clipped_texts_by_language": {code: len(texts) for code, texts in by_language.items()},
        "clipped_texts_found": [f"{code} {name} {w}x{h}: {clipped}" for code, name, (w, h), clipped in found[:30]],
    }
