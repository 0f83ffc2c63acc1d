"""Leaving a table with a deal in progress, asked the same way at every game's table.

The words stay in the "MainWindow" context, where Bagchen's table first said them, so
that their translations serve every table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def new_session_agreed(window: QWidget) -> bool:
    """Whether the player agrees to leave this session for a new one."""
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("MainWindow", "New session"),
        QCoreApplication.translate("MainWindow", "Leave this session and start a new one?"),
    )
    return answer == QMessageBox.StandardButton.Yes


def leave_question(window: QWidget, leave: Callable[[], None], closed: Callable[[], None]) -> QMessageBox:
    """Open, without waiting for the answer, the question whether to quit and leave the
    deal in progress (kept, to be offered again at the next start). ``closed`` runs once
    it is answered either way, then ``leave`` if the player said so."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Quit Bagchen"),
        QCoreApplication.translate("MainWindow", "Leave the deal in progress?"),
        QMessageBox.StandardButton.NoButton,
        window,
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "MainWindow", "It is kept: the next time Bagchen starts, it offers to go on with it."
        )
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
