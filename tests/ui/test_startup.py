"""Start-up: the ``bagchen`` command imports only what its subcommand needs, and the
window paints its first frame (its shell) before the table is imported and built."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QColor

from bagchen_qt.games import DEFAULT_GAME
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.ui import app as app_module
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.table_shell import FELT, FELT_DARK, SESSION_PANEL_KEY, TABLE_MIN, TABLE_SIZE, TableShell
from tests.ui.chosen import as_chosen


def run_probe(probe: str, env: dict[str, str] | None = None, args: tuple[str, ...] = ()) -> dict:
    """A fresh interpreter, so that nothing imported by other tests counts."""
    done = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


PARSER_PROBE = """
import json, sys
from bagchen_qt.cli import build_parser

def heavy():
    return sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "sqlite_utils")
                  or m == "bagchen_qt.ai.selfplay"
                  or m.startswith(("bagchen_qt.records", "bagchen_qt.games.bagchen.rules")))

parser = build_parser()
built = heavy()
parser.parse_args(["records", "list"])
print(json.dumps({"built": built, "records": heavy()}))
"""


def test_building_the_parser_imports_neither_qt_nor_the_database_nor_selfplay() -> None:
    """Nor the rules (about 25 ms): ``bagchen demo`` shows its window before it needs them."""
    modules = run_probe(PARSER_PROBE)
    assert modules["built"] == []
    # Choosing ``records`` registers the records layer then (so the probe would see it).
    assert "sqlite_utils" in modules["records"] and "bagchen_qt.records.commands" in modules["records"]


FIRST_FRAME_PROBE = """
import json, os, sys
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QTimer
from bagchen_qt.ui.app import application, start_demo

def memory_log(config, source):
    from bagchen_qt.records.store import Store
    from bagchen_qt.games.bagchen.table.table_log import TableLog

    return TableLog(Store.memory(), config, source)

first = []

def painted():  # what there is when the window paints
    first.append({"built": window.built, "table_modules": sorted(
        m for m in ("bagchen_qt.games.bagchen.table.table_scene", "bagchen_qt.games.bagchen.table.controller",
                    "bagchen_qt.ai.worker", "bagchen_qt.games.bagchen.rules", "sqlite_utils") if m in sys.modules),
        "modules": sorted(m for m in sys.modules if m.startswith(("bagchen_qt", "sqlite_utils"))),
        "icon": not app.windowIcon().isNull(),
        "set_up": [name for name in ("Qt", "QFontDatabase") if name in vars(QtCore) or name in vars(QtGui)]})

def check():
    if window.built and window.controller.state is not None:
        window.controller.stop()
        print(json.dumps({"first": first[0], "scene": type(window.scene).__name__,
                          "icon": not app.windowIcon().isNull()}))
        os._exit(0)

app = application(first_frame_first=True)  # as run_demo
window = start_demo(0, "instant", ["random"] * 4, 0, 1, open_log=memory_log)
window.centralWidget().painted.connect(painted)
timer = QTimer(interval=10, timeout=check)
timer.start()
QTimer.singleShot(60_000, lambda: os._exit(3))
app.exec()
"""


def test_the_window_paints_its_first_frame_before_the_table_is_imported_and_built() -> None:
    seen = run_probe(FIRST_FRAME_PROBE)
    first = seen["first"]
    assert (first["built"], first["table_modules"], loaded_too_early(first["modules"])) == (False, [], [])
    assert seen["scene"] == "TableScene"  # then the table came, in the same window
    assert (first["icon"], seen["icon"]) == (False, True)  # the icon too, after the first frame
    # Nor Qt's namespace (about 15 ms to set up its enums) nor the font database's classes.
    assert first["set_up"] == []


# What the window's first frame must do without: the game's other layers, the table and
# its view, the settings module (it imports the rules and the AI), the replay, the look.
NOT_BEFORE_THE_FIRST_FRAME = (
    "bagchen_qt.games.bagchen.rules",
    "bagchen_qt.ai",
    "bagchen_qt.records",
    "bagchen_qt.ui.replay",
    "bagchen_qt.ui.settings",
    "bagchen_qt.games.bagchen.table.controller",
    "bagchen_qt.games.bagchen.table.table_scene",
    "bagchen_qt.ui.table_view",
    "bagchen_qt.ui.theme",
    "bagchen_qt.ui.new_session_dialog",
    "bagchen_qt.ui.recording",
    "sqlite_utils",
)


def loaded_too_early(modules: list[str]) -> list[str]:
    return [m for m in modules if m.startswith(NOT_BEFORE_THE_FIRST_FRAME)]


# Qt classes only the table uses: PySide6 sets a class up (its enums, its methods) the
# first time it is asked for, and the shell need not pay for them.
TABLE_QT_CLASSES = ("QGraphicsView", "QDockWidget", "QMessageBox", "QKeySequence", "QPainter", "QActionGroup")

MAIN_WINDOW_IMPORT_PROBE = """
import json, sys
from PySide6 import QtGui, QtWidgets
import bagchen_qt.games.bagchen.table.window

set_up = [name for module in (QtGui, QtWidgets) for name in sys.argv[1:] if name in vars(module)]
modules = sorted(m for m in sys.modules if m.startswith(("bagchen_qt", "sqlite_utils")))
print(json.dumps({"modules": modules, "set_up": set_up}))
"""


def test_importing_the_main_window_imports_none_of_the_game_behind_it() -> None:
    seen = run_probe(MAIN_WINDOW_IMPORT_PROBE, args=TABLE_QT_CLASSES)
    # plurals: QtCore only, for the marks of texts translated later; leaving: the
    # question before closing, whose message box is set up only when it is asked;
    # speeds: the names of the View menu's animation speeds; table_shell: the first frame;
    # the catalogue and the packages round the window, which import nothing more.
    assert seen["modules"] == [
        "bagchen_qt",
        "bagchen_qt.games",
        "bagchen_qt.games.bagchen",
        "bagchen_qt.games.bagchen.table",
        "bagchen_qt.games.bagchen.table.window",
        "bagchen_qt.ui",
        "bagchen_qt.ui.leaving",
        "bagchen_qt.ui.plurals",
        "bagchen_qt.ui.speeds",
        "bagchen_qt.ui.table_shell",
    ]
    assert seen["set_up"] == []


BAGCHEN_FIRST_FRAME_PROBE = """
import json, os, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QMainWindow
from bagchen_qt.ui.app import application, start_table

app = application()
earlier = QMainWindow()  # the window as it was left last time
earlier.resize(640, 480)
QSettings("Bagchen", "Bagchen").setValue("window/geometry", earlier.saveGeometry())
window = start_table()

def painted():
    modules = sorted(m for m in sys.modules if m.startswith(("bagchen_qt", "sqlite_utils")))
    print(json.dumps({"modules": modules, "size": [window.width(), window.height()]}))
    os._exit(0)

window.centralWidget().painted.connect(painted)
QTimer.singleShot(60_000, lambda: os._exit(3))
app.exec()
"""


def test_bagchen_paints_its_first_frame_at_the_size_left_before_importing_the_game(tmp_path) -> None:
    """``bagchen`` (not only the demo): the stored geometry is read without the settings
    module, which imports the rules and the AI."""
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    seen = run_probe(BAGCHEN_FIRST_FRAME_PROBE, env)
    assert loaded_too_early(seen["modules"]) == []
    assert seen["size"] == [640, 480]


def test_the_shell_shows_the_table_then_becomes_it(qtbot) -> None:
    from bagchen_qt.games.bagchen.table.table_log import TableLog
    from bagchen_qt.records.store import Store

    window = app_module.start_demo(
        0, "instant", ["random"] * 4, 0, 1, open_log=lambda config, source: TableLog(Store.memory(), config, source)
    )
    qtbot.addWidget(window)
    shell = window.centralWidget()
    assert isinstance(shell, TableShell) and not window.built and not window.menuBar().isEnabled()
    built_at_paint: list[bool] = []
    shell.painted.connect(lambda: built_at_paint.append(window.built))
    try:
        qtbot.waitUntil(lambda: window.built and window.controller.state is not None, timeout=30_000)
        assert built_at_paint[:1] == [False]
        central = window.centralWidget()
        assert central is not None and central.isAncestorOf(window.view) and window.menuBar().isEnabled()
        assert [a.text() for a in window.game_menu.actions()][:1] == ["&New session…"]
        assert window.isVisible()
    finally:
        window.controller.stop()
        window.close()


def test_bagchen_plays_the_new_session_in_its_window(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    config = app_module.demo_config(["random"] * 4, 0, seed=3)
    monkeypatch.setattr(NewSessionDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewSessionDialog, "result_config", lambda self: (as_chosen(config), "instant"))
    window = app_module.start_table()
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: window.built and window.controller.state is not None, timeout=30_000)
        # The players of the dialog, seated by formal seating (R26): the window's config is by seat.
        assert window.controller.players == config.seats and window.isVisible()
        assert window.config.rules is config.rules
        assert [window.controller.players[p] for p in window.controller.session.seating] == list(window.config.seats)
    finally:
        if window.built:
            window.controller.stop()
        window.close()


def test_bagchen_stays_at_an_empty_table_when_no_session_is_chosen(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewSessionDialog, "exec", lambda self: 0)
    window = app_module.start_table()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: hasattr(window, "new_game_action"), timeout=30_000)
    assert window.isVisible() and not window.built
    shell = window.centralWidget()
    assert isinstance(shell, TableShell) and shell.new_game_button.isVisible()
    assert window.new_game_action in window.game_menu.actions() and window.menuBar().isEnabled()
    window._show_rules()  # Help → Rules works at the empty table too
    assert window._rules_window.isVisible()
    window._rules_window.close()
    # The centre button asks again; a session chosen now is played in the same window.
    config = app_module.demo_config(["random"] * 4, 0, seed=5)
    monkeypatch.setattr(NewSessionDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewSessionDialog, "result_config", lambda self: (as_chosen(config), "instant"))
    shell.new_game_button.click()
    try:
        qtbot.waitUntil(lambda: window.built and window.controller.state is not None, timeout=30_000)
        assert window.controller.players == config.seats and window.isVisible()  # seated by formal seating
        assert [a.text() for a in window.game_menu.actions()][:1] == ["&New session…"]
    finally:
        window.controller.stop()
        window.close()


def test_the_shell_repeats_the_tables_figures() -> None:
    from bagchen_qt.ui import layout, table_felt

    assert TABLE_SIZE == (layout.WIDTH, layout.HEIGHT)
    assert TABLE_MIN == (layout.MIN_TABLE_WIDTH, layout.MIN_TABLE_HEIGHT)
    assert SESSION_PANEL_KEY == "view/session_panel"  # settings.AppSettings.session_panel
    assert layout.CENTER == (layout.WIDTH / 2, layout.HEIGHT / 2 - 10)
    assert (QColor(FELT), QColor(FELT_DARK)) == (table_felt.FELT, table_felt.FELT_DARK)
    from bagchen_qt.ui import table_shell, table_view

    assert table_shell.ROOM == table_view.ROOM


def test_a_window_given_its_table_builds_it_at_once(qtbot) -> None:
    from bagchen_qt.games.bagchen.table.table_log import TableLog
    from bagchen_qt.records.store import Store

    config = app_module.demo_config(["random"] * 4, 0, seed=2)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config, "demo"), demo=True)
    qtbot.addWidget(window)
    central = window.centralWidget()
    assert window.built and central is not None and central.isAncestorOf(window.view)
    window.controller.stop()


def test_a_table_asks_the_application_for_a_new_session_and_to_play_from_here(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window does not start sessions itself (it does not import ``ui.app``): it asks,
    and the application answers every window it opened."""
    from bagchen_qt.records.deal_log import NoRecording
    from bagchen_qt.ui import message_box

    dialogs: list[object] = []
    monkeypatch.setattr(NewSessionDialog, "exec", lambda self: dialogs.append(self.parent()) or 0)
    monkeypatch.setattr(message_box, "question", lambda *args, **kwargs: True)
    played: list[tuple] = []
    monkeypatch.setattr(app_module, "play_from_state", lambda *args: played.append(args))
    config = app_module.demo_config(["random"] * 4, 0, seed=3)
    window = app_module.open_table(config, "instant", open_log=lambda config, source: NoRecording())
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=30_000)
        window._new_session()  # Game → New session…, agreed to
        assert dialogs == [window]
        state = window.controller.state
        window._play_from_here(state, config.seats, 0)  # from an example: no source deal
        assert played == [(state, config.seats, None, "instant", DEFAULT_GAME)]  # of the window's game
    finally:
        window.controller.stop()
        window.close()


def test_the_application_finds_the_main_window_through_the_catalogue() -> None:
    from bagchen_qt.games import listings

    assert app_module.main_table().Window is MainWindow  # the catalogue's first game's
    others = [known.name for known in listings() if "main_table" not in known.faces]
    assert others, "the other games play in windows of their own or at the card table"
    for game in others:
        with pytest.raises(ValueError, match="does not play in the main window"):
            app_module.main_table(game)
