"""The program's message boxes, in the looks of its other dialogs.

Every question, warning and notice the program shows is a ``ThemedMessageBox``: the
parchment and maroon of the dialogs (``tile_widgets.apply_dialog_style``), and black and
white in high contrast, which ``theme.restyle`` brings to a box already open. Qt's own
static helpers (``QMessageBox.warning`` and the like) would show a plain box: the
program calls ``warning``, ``information`` and ``question`` here instead
(``tests/ui/test_message_boxes.py`` holds it to that).
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from .tile_widgets import apply_dialog_style

# The box's own rules after the dialogs': its sentence stands out above the explanation.
MESSAGE_BOX_STYLE = "QLabel#qt_msgbox_label { font-weight: bold; } QPushButton { min-width: 72px; }"


class ThemedMessageBox(QMessageBox):
    """A message box in the program's looks."""

    def __init__(
        self,
        parent: QWidget | None,
        icon: QMessageBox.Icon,
        title: str,
        text: str,
        informative: str = "",
    ) -> None:
        super().__init__(parent)
        self.setIcon(icon)
        self.setWindowTitle(title)
        self.setText(text)
        if informative:
            self.setInformativeText(informative)
        apply_dialog_style(self, MESSAGE_BOX_STYLE)


def _told(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> None:
    box = ThemedMessageBox(parent, icon, title, text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def warning(parent: QWidget | None, title: str, text: str) -> None:
    """Say that something could not be done, and wait until it is read."""
    _told(parent, QMessageBox.Icon.Warning, title, text)


def information(parent: QWidget | None, title: str, text: str) -> None:
    """Say something the player should know, and wait until it is read."""
    _told(parent, QMessageBox.Icon.Information, title, text)


def question(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask a yes-or-no question; True for yes."""
    box = ThemedMessageBox(parent, QMessageBox.Icon.Question, title, text)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.exec()
    return box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
