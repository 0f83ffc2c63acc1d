"""Answering a window's message boxes from a test, as a player clicks them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def answer_when_shown(find: Callable[[], QMessageBox | None], text: str) -> None:
    """Click the button ``text`` of the message box ``find`` returns, once it is shown."""

    def look() -> None:
        box = find()
        if box is None or not box.isVisible():
            QTimer.singleShot(10, look)
            return
        [button] = [b for b in box.buttons() if b.text() == text]
        button.click()

    QTimer.singleShot(0, look)


def active_box() -> QMessageBox | None:
    """The message box waiting for an answer, if any."""
    widget = QApplication.activeModalWidget()
    return widget if isinstance(widget, QMessageBox) else None
