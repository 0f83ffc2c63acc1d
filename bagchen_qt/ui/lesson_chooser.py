"""Help → Learn to play: the lessons of a game, the finished ones ticked, the one left
half-way offered to resume."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from bagchen_qt.core.lessons import Journal, Lesson, Progress, lessons_of
from bagchen_qt.ui.coach import lesson_words
from bagchen_qt.ui.lesson_mode import journal_of

FINISHED_MARK = "✓"


class LessonChooser(QDialog):
    """The lessons of ``game`` in their order; ``chosen()`` is the one picked and, when it
    is the one left half-way, where it was left."""

    def __init__(self, game: str, journal: Journal | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learn to play"))
        self.lessons = lessons_of(game)
        self.journal = journal if journal is not None else journal_of(game)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Each lesson is a prepared deal played at the table: the coach points at what "
                "matters and answers your moves."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget(self)
        current = self.journal.current.lesson if self.journal.current is not None else None
        for lesson in self.lessons:
            title = lesson_words(lesson.title)
            if lesson.id in self.journal.finished:
                title = f"{FINISHED_MARK} {title}"
            elif lesson.id == current:
                title = self.tr("%1 (left half-way: resume)").replace("%1", title)
            item = QListWidgetItem(title, self.list)
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
        self.list.setCurrentRow(self._first_row(current))
        self.list.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = buttons.addButton(self.tr("Start the lesson"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(460, 380)

    def _first_row(self, current: str | None) -> int:
        """The lesson left half-way, else the first not finished, else the first."""
        ids = [lesson.id for lesson in self.lessons]
        if current in ids:
            return ids.index(current)
        return next((i for i, key in enumerate(ids) if key not in self.journal.finished), 0)

    def chosen(self) -> tuple[Lesson, Progress | None] | None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.lessons):
            return None
        lesson = self.lessons[row]
        current = self.journal.current
        return lesson, current if current is not None and current.lesson == lesson.id else None


def choose_lesson(game: str, parent: QWidget | None = None) -> tuple[Lesson, Progress | None] | None:
    """Ask which lesson of ``game`` to play (None: none was chosen)."""
    chooser = LessonChooser(game, parent=parent)
    return chooser.chosen() if chooser.exec() else None
