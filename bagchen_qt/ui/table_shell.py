"""The window's first frame: the table's felt over the whole window, with the title,
drawn by style sheets before any table is imported (``TableShell``).

A table window made without its table shows this shell at once; the program builds the
table after the shell's first paint. It names no game: the title is the window's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QPaintEvent, QResizeEvent
    from PySide6.QtWidgets import QAbstractScrollArea, QDockWidget, QMainWindow, QPushButton

ROOM = QColor("#0b1510")
SESSION_PANEL_WIDTH = 260  # when first opened, and never more than a fifth of the window
SESSION_PANEL_SHARE = 5
TABLE_SHARE_WITH_PANEL = 0.85  # a panel left open reopens at launch only where the table keeps this much
SESSION_PANEL_KEY = "view/session_panel"  # settings.AppSettings.session_panel, read by the shell
LOAD_ANYWAY_MS = 500  # a window that is never painted (minimized) still gets its table

# The shell repeats a few of the table's figures: the modules that own them take longer
# to import than the whole first frame (tests/ui/test_startup.py keeps them equal).
TABLE_SIZE = (1600, 1000)  # layout.WIDTH, layout.HEIGHT; layout.CENTER is 10 above the middle
TABLE_MIN = (1300, 1000)  # layout.MIN_TABLE_WIDTH, layout.MIN_TABLE_HEIGHT
FELT, FELT_DARK = "#1f5a45", "#0d2f24"  # table_felt.FELT, FELT_DARK
# The felt of each look (theme.FELT_COLOURS, and high contrast's black), for the first frame.
SHELL_FELTS = {
    "green": (FELT, FELT_DARK),
    "blue": ("#1b4a6b", "#0a2236"),
    "plum": ("#4b2143", "#220c1e"),
    "high contrast": ("#000000", "#000000"),
}


def opening_size() -> tuple[int, int]:
    """The size every table's window opens at: 1440 x 940, or most of a smaller screen."""
    from .screen_room import screen_room

    room = screen_room()
    return min(OPENING[0], int(room.width() * 0.95)), min(OPENING[1], int(room.height() * 0.95))


OPENING = (1440, 940)  # opening_size on a large screen: where the controls have their usual size
LARGEST_CONTROL_SCALE = 2.0


def control_scale(width: int, height: int) -> float:
    """How large a table window's controls (menus, tool bar, the bar under the table
    and its buttons) are drawn at ``width`` x ``height``: their usual size up to the
    opening size, then growing with the window as the felt does; never smaller, so that
    their words stay readable on a small window."""
    grow = min(width / OPENING[0], height / OPENING[1])
    return round(min(max(grow, 1.0), LARGEST_CONTROL_SCALE), 2)


def follow_control_scale(window: QWidget) -> None:
    """Keep ``window``'s controls at ``control_scale`` of its size as it is resized:
    the menu bar and its menus and the tool bars take the application's font scaled,
    and every widget with a ``set_control_scale(scale)`` method (the bar under the
    table) is told the scale."""
    from PySide6.QtCore import QEvent, QObject

    class Follower(QObject):
        def __init__(self) -> None:
            super().__init__(window)
            self.scale = 0.0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
            if watched is window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
                self.apply()
            return False

        def apply(self) -> None:
            scale = control_scale(window.width(), window.height())
            if scale != self.scale:
                self.scale = scale
                scale_controls(window, scale)

    follower = Follower()
    window.installEventFilter(follower)
    follower.apply()


def room_for_panel(window: QWidget, view: QAbstractScrollArea, width: int) -> bool:
    """Whether the table (``view``, laid out without the panel) keeps at least
    ``TABLE_SHARE_WITH_PANEL`` of ``window`` with a panel ``width`` wide docked beside it."""
    from PySide6.QtWidgets import QStyle

    viewport = view.viewport()
    gap = window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, window)
    felt = max(viewport.width() - width - gap, 0) * viewport.height()
    return felt >= TABLE_SHARE_WITH_PANEL * window.width() * window.height()


def reopen_remembered_panel(
    window: QMainWindow, dock: QDockWidget, view: QAbstractScrollArea, width: Callable[[], int]
) -> None:
    """A panel the player left open (``dock``) reopens, ``width()`` wide, as the window is
    shown, only where the table keeps ``TABLE_SHARE_WITH_PANEL`` of the window beside it
    (a large window); elsewhere the table opens alone, the choice stays remembered, and the
    menu or F9 open the panel on demand. Until the player shows it, ``panel_held_back(dock)``
    says it was kept closed, so that closing the window does not remember it closed."""
    from PySide6.QtCore import QEvent, QObject, Qt

    def decide() -> None:
        if room_for_panel(window, view, width()):
            dock.show()
            window.resizeDocks([dock], [width()], Qt.Orientation.Horizontal)
        else:
            dock.setProperty("heldBack", True)
            dock.visibilityChanged.connect(lambda shown: dock.setProperty("heldBack", False) if shown else None)

    dock.hide()
    if window.isVisible():
        laid_out = window.layout()
        if laid_out is not None:  # the table's size without the panel, now
            laid_out.activate()
        decide()
        return

    class AtFirstShow(QObject):  # the window's layout is in place, nothing painted yet
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
            if watched is window and event.type() == QEvent.Type.Show:
                window.removeEventFilter(self)
                self.deleteLater()
                decide()
            return False

    window.installEventFilter(AtFirstShow(window))


def panel_held_back(dock: QDockWidget) -> bool:
    """Whether ``dock``, remembered open, was kept closed at launch and not shown since."""
    return bool(dock.property("heldBack"))


def tools_beside_menus(window: QMainWindow) -> None:
    """The window's tool bar in the menu bar's row, at its far end: one row of controls
    over the table rather than two. A native menu bar (macOS) leaves it in its own row."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolBar

    menus = window.menuBar()
    if menus.isNativeMenuBar():
        return
    for tools in window.findChildren(QToolBar):
        window.removeToolBar(tools)
        tools.setParent(menus)
        # As tall as the menus' titles, so that both stand on one line.
        tools.setStyleSheet("QToolBar { border: 0; padding: 0; margin: 0; } QToolButton { padding: 1px 6px; }")
        menus.setCornerWidget(tools, Qt.Corner.TopRightCorner)
        tools.show()
        return


def scale_controls(window: QWidget, scale: float) -> None:
    """Set ``window``'s menus, tool bars and scaled widgets at ``scale`` (see
    ``follow_control_scale``)."""
    from PySide6.QtGui import QFont, QFontInfo
    from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QToolBar, QToolButton

    base = QApplication.font()
    font = QFont(base)
    font.setPixelSize(max(round(QFontInfo(base).pixelSize() * scale), 1))
    bars = window.findChildren(QToolBar)
    # The bars' buttons one by one too: the bar's font does not reach them.
    buttons = [button for bar in bars for button in bar.findChildren(QToolButton)]
    for widget in (*window.findChildren(QMenuBar), *bars, *buttons, *window.findChildren(QMenu)):
        widget.setFont(font)
    for widget in window.findChildren(QWidget):
        rescale = getattr(widget, "set_control_scale", None)
        if callable(rescale):
            rescale(scale)


def shell_style(felt: str, felt_dark: str) -> str:
    return f"""
#room {{ background: {ROOM.name()}; }}
#felt {{ background: qradialgradient(cx: 0.5, cy: 0.49, radius: 0.62, fx: 0.5, fy: 0.49,
    stop: 0 {QColor(felt).lighter(112).name()}, stop: 0.55 {felt}, stop: 1 {felt_dark}); }}
#felt QLabel {{ color: rgba(243, 233, 207, 150); background: transparent; }}
#panel {{ background: #f7f0de; border: 1px solid #d2bf94; border-radius: 8px; }}
"""


class TableShell(QWidget):
    """The window's first frame: the table's felt over the whole window, as the table
    will lie, with the title, and the session panel's place if it was left open. Style
    sheets draw it: Python's first painting call would set up Qt's enums first.
    ``painted`` is emitted after each paint."""

    painted = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from bagchen_qt.ui.stored_settings import settings_store  # QtCore only

        stored = settings_store()  # as settings.AppSettings stores it
        look = "high contrast" if stored.value("look/high_contrast") in (True, "true") else stored.value("look/felt")
        self.setStyleSheet(shell_style(*SHELL_FELTS.get(str(look), SHELL_FELTS["green"])))
        self.room = QWidget(self)
        self.felt = QWidget(self.room)
        self.title = QLabel(title, self.felt)
        self.panel = QWidget(self)
        for name, widget in (("room", self.room), ("felt", self.felt), ("panel", self.panel)):
            widget.setObjectName(name)
        self.panel_open = stored.value(SESSION_PANEL_KEY) in (True, "true")
        width = str(stored.value(SESSION_PANEL_KEY + "_width", ""))
        self.panel_width = int(width) if width.isdigit() and int(width) > 0 else SESSION_PANEL_WIDTH
        self.panel.setVisible(self.panel_open)

    def add_new_game_button(self, text: str) -> QPushButton:
        """The empty table's invitation to play, under the title."""
        self.new_game_button = self._felt_button(
            text, "newGame", "background: #6d1f24; padding: 10px 28px; font-size: 18px;", "#8a2a30"
        )
        self._place_new_game_button()
        return self.new_game_button

    def add_learn_button(self, text: str) -> QPushButton:
        """Under the invitation to play, the invitation to learn."""
        self.learn_button = self._felt_button(
            text, "learnToPlay", "background: transparent; padding: 8px 22px; font-size: 16px;", "#2c5a3a"
        )
        self._place_new_game_button()
        return self.learn_button

    def _felt_button(self, text: str, name: str, look: str, hover: str) -> QPushButton:
        from PySide6.QtWidgets import QPushButton

        button = QPushButton(text, self.felt)
        button.setObjectName(name)
        button.setStyleSheet(
            f"#{name} {{ {look} color: #f7ecd2; border: 1px solid #c9a24a; border-radius: 8px; }}"
            f" #{name}:hover {{ background: {hover}; }}"
        )
        button.show()
        return button

    def _place_new_game_button(self) -> None:
        top = self.title.geometry().bottom() + 24
        for name in ("new_game_button", "learn_button"):  # one under the other, as they are added
            button = getattr(self, name, None)
            if button is not None:
                size = button.sizeHint()
                button.setGeometry((self.felt.width() - size.width()) // 2, top, size.width(), size.height())
                top += size.height() + 14

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        panel = min(self.panel_width, self.width() // SESSION_PANEL_SHARE) if self.panel_open else 0
        if panel > (1 - TABLE_SHARE_WITH_PANEL) * self.width():  # the table will open without it
            panel = 0
        self.panel.setVisible(panel > 0)
        width, height = max(1, self.width() - panel), max(1, self.height())
        self.room.setGeometry(0, 0, width, height)
        self.panel.setGeometry(width + 6, 6, max(panel - 12, 0), height - 12)
        # The felt fills the table's part of the window, as the table will (layout.table_for).
        self.felt.setGeometry(0, 0, width, height)
        scale = min(width / TABLE_MIN[0], height / TABLE_MIN[1])
        # A style sheet rather than a QFont: setting up QFont's class costs the first frame.
        self.title.setStyleSheet(f"font-size: {max(12, round(72 * scale))}px;")
        size = self.title.sizeHint()
        top = round(height / 2 - 10 * scale - size.height() / 2)  # on the centre of the table
        self.title.setGeometry((width - size.width()) // 2, top, size.width(), size.height())
        self._place_new_game_button()

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        self.painted.emit()
