"""Annotating in the replay window: quick marks, a bookmark and a comment on the
current move, and a comment on the whole deal. Every change is saved at once (typing
is saved after a short pause, and before the step changes)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.records.schema import MARKS

SAVE_DELAY_MS = 400


class CommentEdit(QPlainTextEdit):
    """A comment box; Escape gives the keys back to the replay."""

    left = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.left.emit()
            return
        super().keyPressEvent(event)


class TallLabel(QLabel):
    """A word-wrapped label that asks for the height its lines need at its width: a
    splitter's pane gives its widgets only the height they ask for, and Tibetan's two
    lines stand far taller than a Latin line."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def setText(self, text: str) -> None:  # Qt's name
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self.width() > 0:
            self.setMinimumHeight(self.heightForWidth(self.width()))


class NotesPanel(QGroupBox):
    markChosen = Signal(object)  # a mark, or None to remove it
    bookmarkToggled = Signal(bool)
    commentEdited = Signal(str)  # the move's comment, after a pause in typing
    dealCommentEdited = Signal(str)
    done = Signal()  # Escape in a comment box

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Notes"))
        self.move_label = TallLabel()
        self.move_label.setProperty("role", "soft")
        self.mark_buttons: dict[str, QToolButton] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(False)
        marks = QHBoxLayout()
        marks.setSpacing(4)
        meanings = {
            "!": self.tr("good move (key !)"),
            "?": self.tr("mistake (key ?)"),
            "!!": self.tr("brilliant move (key ! twice)"),
            "??": self.tr("blunder (key ? twice)"),
            "!?": self.tr("interesting move (keys ! ?)"),
            "?!": self.tr("dubious move (keys ? !)"),
        }
        for mark in MARKS:
            button = QToolButton()
            button.setText(mark)
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolTip(meanings[mark])
            button.setMinimumWidth(34)
            button.clicked.connect(lambda checked, m=mark: self.markChosen.emit(m if checked else None))
            self.mark_buttons[mark] = button
            marks.addWidget(button)
        marks.addSpacing(8)
        self.bookmark_button = QToolButton()
        self.bookmark_button.setText("⚑")
        self.bookmark_button.setToolTip(self.tr("Bookmark this move (key B)"))
        self.bookmark_button.setCheckable(True)
        self.bookmark_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.bookmark_button.clicked.connect(self.bookmarkToggled)
        marks.addWidget(self.bookmark_button)
        marks.addStretch(1)
        self.comment = CommentEdit()
        self.comment.setPlaceholderText(self.tr("Comment on this move (key C)…"))
        self.comment.setMaximumHeight(64)
        self.deal_comment = CommentEdit()
        self.deal_comment.setPlaceholderText(self.tr("Comment on the whole deal…"))
        self.deal_comment.setMaximumHeight(48)
        self.others = QLabel()
        self.others.setWordWrap(True)
        self.others.setProperty("role", "soft")
        self.others.hide()
        layout = QVBoxLayout(self)
        layout.setSpacing(5)
        layout.addWidget(self.move_label)
        layout.addLayout(marks)
        layout.addWidget(self.comment)
        layout.addWidget(self.others)
        layout.addWidget(QLabel(self.tr("The deal:")))
        layout.addWidget(self.deal_comment)

        self._timers: dict[CommentEdit, QTimer] = {}
        for edit, signal in ((self.comment, self.commentEdited), (self.deal_comment, self.dealCommentEdited)):
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setInterval(SAVE_DELAY_MS)
            timer.timeout.connect(lambda e=edit, s=signal: s.emit(e.toPlainText()))
            edit.textChanged.connect(timer.start)
            edit.left.connect(self.done)
            edit.installEventFilter(self)
            self._timers[edit] = timer

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt API
        if event.type() == QEvent.Type.FocusOut and watched in self._timers:
            self.flush()
        return False

    def flush(self) -> None:
        """Save what is being typed now, without waiting for the pause."""
        for timer in self._timers.values():
            if timer.isActive():
                timer.stop()
                timer.timeout.emit()

    def show_move(
        self, caption: str, editable: bool, mark: str | None, bookmark: bool, comment: str, others: str = ""
    ) -> None:
        self.flush()
        self.move_label.setText(caption)
        for button_mark, button in self.mark_buttons.items():
            button.setChecked(button_mark == mark)
            button.setEnabled(editable)
        self.bookmark_button.setChecked(bookmark)
        self.bookmark_button.setEnabled(editable)
        self._set_text(self.comment, comment)
        self.comment.setEnabled(editable)
        self.others.setText(others)
        self.others.setVisible(bool(others))

    def show_deal_comment(self, text: str) -> None:
        self._set_text(self.deal_comment, text)

    def set_read_only(self, read_only: bool) -> None:
        self.deal_comment.setReadOnly(read_only)
        self.comment.setReadOnly(read_only)

    def _set_text(self, edit: CommentEdit, text: str) -> None:
        if edit.toPlainText() != text:
            edit.blockSignals(True)
            edit.setPlainText(text)
            edit.blockSignals(False)
