"""Leaving a table with a deal in progress, asked the same way at every game's table.

A deal left by quitting is kept and offered for resuming at the next start, as after a
crash; one left for a new session is kept as unfinished; the demo closes its own deals.

The words stay in the "MainWindow" context, where Bagchen's table first said them, so
that their translations serve every table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # the window's first frame does without them (tests/ui/test_startup.py)
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox


def new_session_agreed(window: QWidget) -> bool:
    """Whether the player agrees to leave this session for a new one."""
    from bagchen_qt.ui import message_box

    return message_box.question(
        window,
        QCoreApplication.translate("MainWindow", "New session"),
        QCoreApplication.translate("MainWindow", "Leave this session and start a new one?"),
    )


def leave_question(window: QWidget, leave: Callable[[], None], closed: Callable[[], None]) -> QMessageBox:
    """Open, without waiting for the answer, the question whether to quit and leave the
    deal in progress (kept, to be offered again at the next start). ``closed`` runs once
    it is answered either way, then ``leave`` if the player said so."""
    from PySide6.QtWidgets import QMessageBox

    from bagchen_qt.ui.message_box import ThemedMessageBox

    box = ThemedMessageBox(
        window,
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Quit Bagchen"),
        QCoreApplication.translate("MainWindow", "Leave the deal in progress?"),
        QCoreApplication.translate(
            "MainWindow", "It is kept: the next time Bagchen starts, it offers to go on with it."
        ),
    )
    quit_button = box.addButton(QCoreApplication.translate("MainWindow", "Quit"), QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(QCoreApplication.translate("MainWindow", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)

    def answered() -> None:
        closed()
        if box.clickedButton() is quit_button:
            leave()

    box.finished.connect(answered)
    box.open()
    return box


class AsksBeforeLeaving:
    """A table's window, mixed in ahead of ``QMainWindow``: it closes on a deal in
    progress only once the player says so."""

    _leaving: str | None = None  # once the player agreed to leave: "resume" or "unfinished"
    leave_question: QMessageBox | None = None  # while asking whether to leave a deal
    demo: bool

    def deal_in_progress(self) -> bool:
        raise NotImplementedError

    def close_without_asking(self) -> None:
        """Close, the player having already agreed to leave (a new session replaces this one)."""
        self._leaving = "unfinished"
        cast(QWidget, self).close()

    def ask_before_leaving(self) -> None:
        """Ask whether to leave the deal in progress (without waiting for the answer): the
        window closes if the player says so, keeping the deal to be resumed."""
        if self.leave_question is not None:
            self.leave_question.raise_()
            return
        window = cast(QWidget, self)

        def leave() -> None:
            self._leaving = "resume"
            window.close()

        self.leave_question = leave_question(window, leave, closed=lambda: setattr(self, "leave_question", None))

    def closing_put_off(self, event: QCloseEvent) -> bool:
        """Whether closing waits for the player's answer (``event`` is then ignored)."""
        if self._leaving is None and self.deal_in_progress() and not self.demo:
            event.ignore()
            self.ask_before_leaving()
            return True
        return False

    def keep_for_resume(self) -> bool:
        """The deal in progress is to be offered again at the next start."""
        return self._leaving == "resume" and self.deal_in_progress()
