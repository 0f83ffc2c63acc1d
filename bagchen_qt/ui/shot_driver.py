"""What the screenshot scripts of the games' tables share: a driver that plays a table
window's human seat by itself until a moment worth showing, the window's size, the
settings of a first launch, a grab of a widget and a pause for the event loop."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QWidget

window_size: tuple[int, int] | None = None  # None: the size a first launch chooses


def set_window_size(text: str | None) -> None:
    """``--size WIDTHxHEIGHT``: every window of the shots at that size, named in the files."""
    global window_size
    if text:
        width, _, height = text.partition("x")
        window_size = (int(width), int(height))


class TableDriver:
    """Runs one table window (its ``controller`` says when the human is to act); the
    human seat plays ``choose``'s moves until ``stop_when`` holds."""

    def __init__(self, window: Any) -> None:
        self.window = window
        if window_size is not None:
            window.resize(*window_size)
        self.stop_when: Callable[[Any, list[Any]], bool] = lambda state, legal: False
        self.stopped = False
        window.controller.humanToAct.connect(self._on_turn)
        window.dealsPlayed.connect(lambda _: self._stop())
        self.loop = QEventLoop()

    def choose(self, state: Any, legal: list[Any]) -> Any:
        """The human seat's move."""
        raise NotImplementedError

    def _on_turn(self, legal: list[Any]) -> None:
        state = self.window.controller.state
        if self.stop_when(state, legal):
            self._stop()
            return
        QTimer.singleShot(0, self.window, lambda: self._play(state, legal))

    def _play(self, state: Any, legal: list[Any]) -> None:
        if not self.stopped and self.window.controller.state is state:
            self.window.controller.play(self.choose(state, legal))

    def _stop(self) -> None:
        self.stopped = True
        self.loop.quit()

    def run_until(self, stop_when: Callable[[Any, list[Any]], bool], timeout_s: float = 120) -> bool:
        """Play until ``stop_when`` holds at a human decision (or the deal ends)."""
        self.stop_when = stop_when
        self.stopped = False
        if not self.window.isVisible():
            self.window.start()
        QTimer.singleShot(int(timeout_s * 1000), self.loop.quit)
        self.loop.exec()
        return self.stopped

    def close(self) -> None:
        self.window.controller.stop()
        self.window.close()


def grab(widget: QWidget, path: Path) -> Path:
    """``widget`` as it is drawn now, saved to ``path`` (named with the window's size)."""
    if window_size is not None:
        path = path.with_name(f"{path.stem}_{window_size[0]}x{window_size[1]}{path.suffix}")
    widget.repaint()
    widget.grab().save(str(path))
    return path


def settle(ms: int = 300) -> None:
    """Let the event loop run for ``ms`` (animations, repaints)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def first_launch_settings() -> None:
    """Pictures of the table as a first launch shows it, whatever this machine remembers."""
    import atexit
    import shutil
    import tempfile

    from PySide6.QtCore import QSettings

    folder = tempfile.mkdtemp(prefix="bagchen-screenshots-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    for settings_format in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, folder)
