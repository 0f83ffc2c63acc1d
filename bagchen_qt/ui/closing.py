"""Closing a secondary window (the rules, the examples, the replays) the way a player
expects: a Close button, Escape and Ctrl+W (with the platform's own Close key)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget


def key_list(standard: QKeySequence.StandardKey, *more: str) -> list[QKeySequence]:
    """The platform's keys for ``standard``, then ``more``, each once (a key given twice
    is ambiguous and then does nothing). ``more`` holds keys a player expects on every
    platform, which some platforms' ``standard`` lacks (Ctrl+Q, Ctrl+W)."""
    keys: list[QKeySequence] = []
    for sequence in [*QKeySequence.keyBindings(standard), *(QKeySequence(k) for k in more)]:
        if not sequence.isEmpty() and sequence not in keys:
            keys.append(sequence)
    return keys


def close_keys() -> list[QKeySequence]:
    return key_list(QKeySequence.StandardKey.Close, "Ctrl+W")


class _EscapeCloses(QObject):
    """Escape closes the window when nothing inside it used the key (a comment box,
    an open list or menu keep it)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt API
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            window = self.parent()
            if isinstance(window, QWidget):
                window.close()
                return True
        return False


def make_closable(window: QWidget, action: QAction | None = None) -> QAction:
    """Escape and Ctrl+W close ``window``. ``action``: the window's own Close action
    (its menu's), given the keys; else one is added to the window."""
    if action is None:
        action = QAction(QCoreApplication.translate("Closing", "Close"), window)
        action.triggered.connect(window.close)
        window.addAction(action)
    action.setShortcuts(close_keys())
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    escape = _EscapeCloses(window)
    window.installEventFilter(escape)
    return action


def close_button(window: QWidget) -> QPushButton:
    """A Close button for ``window``."""
    button = QPushButton(QCoreApplication.translate("Closing", "Close"), window)
    button.setObjectName("closeButton")
    button.setAutoDefault(False)
    button.clicked.connect(window.close)
    return button
