"""What stands beside the table in the replay of a deal of any game of the family: the
notes on the step shown (a comment, a mark, a bookmark, kept in the records), the AI
review of a seat's decisions (run in the background by ``Reviewing``, stoppable, its
verdicts kept), a move list's lines with their marks and verdicts, and "play from
here": who plays on from a step, and the log that records the deal played on as a
branch of the one replayed. Its words are said in the replay's translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.ladder import offered_levels
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import RecordsError, Store
from bagchen_qt.ui.tile_widgets import apply_dialog_style
from bagchen_qt.ui.words import ai_label, number_text, signed_number

from .model import ReplayModel
from .notes import KEEP
from .review import Verdict
from .review_runner import Reviewing
from .style import MAROON

MARKS = ("", "!", "?", "!!", "??", "!?", "?!")


def _t(text: str) -> str:  # the replay's words, one translation for every game's
    return QCoreApplication.translate("FamilyReplayWindow", text)


def row_text(model: ReplayModel, step: int, move: str) -> str:
    """A line of the move list: the step, its move, its mark, bookmark, verdict and note."""
    notes = model.notes
    text = f"{number_text(step)}. {move}" if step else move
    mark = notes.mark(step) if step else None
    if mark:
        text += f" {mark}"
    if step and notes.bookmarked(step):
        text += " ⚑"
    verdict = model.verdicts.get(step)
    if verdict is not None and verdict.severity:
        text += "  ⚠ " + _t("−%1 chips").replace("%1", f"{verdict.loss:.1f}")
    elif verdict is not None:
        text += "  ✓"
    if step and notes.text(step):
        text += "  ✎"
    return text


def dress_row(item: QListWidgetItem, model: ReplayModel, step: int, move: str) -> None:
    """A line of the move list: its text, its tip (the line and its note), a mistake in red."""
    text = row_text(model, step, move)
    note = model.notes.text(step) if step else ""
    item.setText(text)
    item.setToolTip(text + (f"\n{note}" if note else ""))
    verdict = model.verdicts.get(step)
    item.setForeground(QColor(MAROON) if verdict is not None and verdict.severity else QBrush())


def side_and_table(table: QWidget, moves: QWidget, notes: QWidget, review: QWidget, play: QWidget) -> QSplitter:
    """The replay's window: the table on the left; on the right the moves, the notes and
    the review one above the other, and the "play from here" button under them."""
    side = QSplitter(Qt.Orientation.Vertical)
    for widget in (moves, notes, review):
        side.addWidget(widget)
    side.setStretchFactor(0, 3)
    side.setChildrenCollapsible(False)
    side.setSizes([400, 140, 260])
    right = QWidget()
    column = QVBoxLayout(right)
    column.setContentsMargins(4, 4, 8, 6)
    column.addWidget(side, 1)
    column.addWidget(play)
    right.setMinimumWidth(300)
    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.addWidget(table)
    splitter.addWidget(right)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 1)
    splitter.setChildrenCollapsible(False)
    return splitter


def replay_key(event: QKeyEvent, step: int, last: int, go: Callable[[int], None], notes: NotesBox) -> bool:
    """The keys of every replay: ← → Home End to move, 0–6 a mark, B a bookmark, N
    (Shift+N) the next (previous) mistake the review found; False for another key."""
    key = Qt.Key(event.key())
    moves = {Qt.Key.Key_Right: step + 1, Qt.Key.Key_Left: step - 1, Qt.Key.Key_Home: 0, Qt.Key.Key_End: last}
    if key in moves:
        go(moves[key])
        return True
    if notes.press(key):
        return True
    if key == Qt.Key.Key_N:
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        target = notes.model.next_mistake(-1 if shift else 1)
        if target is not None:
            go(target)
        return True
    return False


class NotesBox(QWidget):
    """The note on the step shown: a comment, a mark and a bookmark, kept at once."""

    noteChanged = Signal(int)  # the step whose note changed
    problem = Signal(str)  # a note not saved, and why

    def __init__(
        self, model: ReplayModel, store: Store, move_text: Callable[[int], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model, self.store, self.move_text = model, store, move_text
        self.step = 0
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.comment = QLineEdit()
        self.comment.setPlaceholderText(_t("A note on this move"))
        self.comment.editingFinished.connect(self.commit)
        self.mark_box = QComboBox()
        self.mark_box.addItems([_t("No mark"), *MARKS[1:]])
        self.mark_box.activated.connect(lambda i: self.update_note(mark=MARKS[i] or None))
        self.bookmark = QCheckBox(_t("Bookmark"))
        self.bookmark.clicked.connect(lambda on: self.update_note(bookmark=bool(on)))
        marks = QHBoxLayout()
        marks.addWidget(self.mark_box)
        marks.addWidget(self.bookmark)
        marks.addStretch(1)
        form.addRow(self.caption)
        form.addRow(_t("Note:"), self.comment)
        form.addRow(_t("Mark:"), marks)

    def show_step(self, step: int) -> None:
        """The note of ``step`` (the comment typed on the step left is kept first)."""
        self.commit()
        self.step = step
        notes = self.model.notes
        for widget in (self.comment, self.mark_box, self.bookmark):
            widget.setEnabled(step > 0 and self.store.recording)
        self.caption.setText(
            _t("<b>Step %1</b> · %2").replace("%1", number_text(step)).replace("%2", self.move_text(step))
            if step
            else _t("The start of the deal. Notes on a move: go to it first.")
        )
        self.comment.setText(notes.text(step) if step else "")
        mark = notes.mark(step) if step else None
        self.mark_box.setCurrentIndex(MARKS.index(mark) if mark in MARKS else 0)
        self.bookmark.setChecked(bool(step and notes.bookmarked(step)))

    def commit(self) -> None:
        """The comment typed, kept."""
        step = self.step
        if step and self.comment.isEnabled() and self.comment.text() != self.model.notes.text(step):
            self.update_note(text=self.comment.text())

    def update_note(self, *, text: str | None = None, mark: object = KEEP, bookmark: bool | None = None) -> None:
        """Change the note on the step shown; kept in the records at once."""
        step = self.step
        if step == 0:
            return
        try:
            self.model.notes.update(step, text=text, mark=mark, bookmark=bookmark)
        except RecordsError as error:
            self.problem.emit(_t("The note was not saved: %1").replace("%1", str(error)))
            self.model.notes.reload()
        self.noteChanged.emit(step)
        self.show_step(step)

    def press(self, key: Qt.Key) -> bool:
        """0–6 a mark, B a bookmark, on the step shown."""
        digit = int(key) - int(Qt.Key.Key_0)
        if 0 <= digit < len(MARKS):
            self.update_note(mark=MARKS[digit] or None)
            return True
        if key == Qt.Key.Key_B and self.step:
            self.update_note(bookmark=not self.model.notes.bookmarked(self.step))
            return True
        return False


class ReviewBox(QWidget):
    """The AI review of one seat's decisions: the seat, the judge (Hard or Medium),
    start and stop, the progress, what was found, and the verdict on the step shown."""

    rowChanged = Signal(int)  # a verdict came for this step
    rowsChanged = Signal()  # another seat: every line
    problem = Signal(str)

    def __init__(
        self,
        model: ReplayModel,
        reviewing: Reviewing,
        names: list[str],
        move_words: Callable[[Any], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model, self.reviewing, self.move_words = model, reviewing, move_words
        self.step = 0
        reviewing.progress.connect(self._progress)
        reviewing.verdictReady.connect(self._verdict_arrived)
        reviewing.finished.connect(self._finished)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.seat_box = QComboBox()
        self.seat_box.addItems(names)
        self.seat_box.setCurrentIndex(model.review_seat)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.start_button = QPushButton(_t("Review this seat"))
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(_t("Stop"))
        self.stop_button.clicked.connect(reviewing.cancel)
        self.stop_button.setEnabled(False)
        self.reviewer_box = QComboBox()
        self.reviewer_box.addItem(_t("Hard judges"), "hard")
        self.reviewer_box.addItem(_t("Medium judges (quicker)"), "medium")
        self.reviewer_box.setToolTip(_t("The AI level whose search judges each decision"))
        self.reviewer_box.currentIndexChanged.connect(self._reviewer_chosen)
        row.addWidget(self.seat_box, 1)
        row.addWidget(self.start_button)
        row.addWidget(self.stop_button)
        judge = QHBoxLayout()
        judge.addWidget(self.reviewer_box)
        judge.addStretch(1)
        self.progress = QProgressBar()
        self.progress.setFormat(_t("%v of %m decisions"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        column.addWidget(QLabel(_t("<b>AI review</b>")))
        column.addLayout(row)
        column.addLayout(judge)
        column.addWidget(self.progress)
        column.addWidget(self.summary)
        column.addWidget(self.verdict)
        column.addStretch(1)
        self.show_summary()

    def _reviewer_chosen(self, index: int) -> None:
        """Hard, or Medium for a quicker review (the next run's decisions)."""
        if index >= 0:
            self.reviewing.settings = replace(self.reviewing.settings, reviewer=str(self.reviewer_box.itemData(index)))

    def _seat_chosen(self, seat: int) -> None:
        if seat < 0:
            return
        self.reviewing.cancel()
        self.model.set_review_seat(seat)
        self.rowsChanged.emit()
        self.show_summary()
        self.show_step(self.step)

    def start(self) -> None:
        """Review the chosen seat's decisions in the background (those not reviewed yet)."""
        if self.reviewing.running:
            return
        if self.model.review_complete:
            self.problem.emit(_t("This seat is reviewed already: the results are kept in the records."))
            return
        for widget in (self.start_button, self.seat_box, self.reviewer_box):
            widget.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.reviewing.start(self.model)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _verdict_arrived(self, verdict: Verdict) -> None:
        self.model.add_verdict(verdict)
        self.rowChanged.emit(verdict.step)
        self.show_summary()
        if verdict.step == self.step:
            self.show_step(self.step)

    def _finished(self, complete: bool, problem: str) -> None:
        self.model.finish_review(complete)
        for widget in (self.start_button, self.seat_box, self.reviewer_box):
            widget.setEnabled(True)
        self.stop_button.setEnabled(False)
        if problem:
            self.problem.emit(_t("The review stopped: %1").replace("%1", problem))
        self.show_summary()

    def show_summary(self) -> None:
        model = self.model
        if model.review_refusal is not None:
            self.start_button.setEnabled(False)
            self.summary.setText(_t("This game has no AI to review its deals."))
            return
        found = [v for v in model.verdicts.values() if v.severity]
        total = sum(v.loss for v in found)
        self._progress(len(model.verdicts), len(model.decisions))
        if not model.verdicts:
            text = _t("Decisions to review: %1").replace("%1", number_text(len(model.decisions)))
        else:
            text = _t("Mistakes found: %1").replace("%1", number_text(len(found)))
            text += " · " + _t("about %1 chips lost").replace("%1", f"{total:.1f}")
            if model.review_complete:
                text += " · " + _t("complete")
        self.summary.setText(text)

    def show_step(self, step: int) -> None:
        """The verdict on ``step``'s decision, if it was one of the seat's."""
        self.step = step
        verdict = self.model.verdicts.get(step)
        if verdict is None:
            self.verdict.setText("" if step not in self.model.decisions else _t("Not reviewed yet."))
            return
        if verdict.same or not verdict.severity:
            text = _t("A good decision: the AI agrees.")
        else:
            text = (
                _t("The AI prefers: %1 (about %2 chips better).")
                .replace("%1", self.move_words(verdict.best))
                .replace("%2", f"{verdict.loss:.1f}")
            )
        if verdict.search is not None:
            text += "<br>" + _t("It compared %1 moves over %2 sampled deals; its move is worth %3 chips.").replace(
                "%1", str(verdict.search.options)
            ).replace("%2", str(verdict.search.worlds)).replace("%3", signed_number(round(verdict.search.mean)))
        self.verdict.setText(text)


class BranchLog:
    """Records the deal played on from a step as a branch of the deal replayed, in the
    replay's own records (which stay open when the table closes)."""

    def __init__(self, store: Store, table: Any, source_deal_id: int, step: int) -> None:
        from bagchen_qt.ui.recording import FamilyTableLog

        self._log = FamilyTableLog(store, table, source="table")
        self.warning = self._log.warning
        self.store, self.source_deal_id, self.source_step = store, source_deal_id, step
        self._branched = False

    def begin_deal(self, state: Any) -> None:
        if self._branched:  # the deals after the branch are the session's own
            self._log.begin_deal(state)
            return
        self._branched = True
        self._log.begin_deal(state)
        if self._log.deal_id is not None:
            self.store.mark_branch(self._log.deal_id, self.source_deal_id, self.source_step)

    def record(self, event: Any, state: Any) -> None:
        self._log.record(event, state)

    def finish(self, state: Any) -> None:
        self._log.finish(state)

    def close(self) -> None:
        recorder = self._log.recorder
        if recorder is not None and recorder.active:
            recorder.keep_unfinished()

    @property
    def deal_id(self) -> int | None:
        return self._log.deal_id


class PlayFromHereDialog(QDialog):
    """Who plays on from the step: ``you`` (the seat viewed, by default the human's)
    plays as you; each other seat gets one of the levels the game offers with the deal's
    ``rules`` (the one it had, where it is offered; else the strongest)."""

    def __init__(
        self,
        game: str,
        players: tuple[PlayerSpec, ...],
        step: int,
        parent: QWidget | None = None,
        you: int | None = None,
        rules: Any = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Play from step %1").replace("%1", number_text(step)))
        self.players = players
        self.you = you if you is not None else next((s for s, p in enumerate(players) if p.is_human), None)
        levels = offered_levels(game, rules)
        self.levels = levels
        apply_dialog_style(self)
        layout = QFormLayout(self)
        heading = QLabel(
            _t("Who plays on from step %1? The deal played on is recorded as a branch of this one.").replace(
                "%1", number_text(step)
            )
        )
        heading.setWordWrap(True)
        layout.addRow(heading)
        self.boxes: dict[int, QComboBox] = {}
        for seat, player in enumerate(players):
            if seat == self.you:
                layout.addRow(player.table_name, QLabel(_t("you")))
                continue
            box = QComboBox()
            for level in levels:
                box.addItem(ai_label(level), level)
            box.setCurrentIndex(levels.index(player.level) if player.level in levels else len(levels) - 1)
            layout.addRow(_t("Seat %1").replace("%1", str(seat + 1)), box)
            self.boxes[seat] = box
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def seats(self) -> tuple[PlayerSpec, ...]:
        chosen = []
        for seat, player in enumerate(self.players):
            box = self.boxes.get(seat)
            if box is not None:
                chosen.append(PlayerSpec.ai(str(box.currentData()), name=player.table_name))
            elif player.is_human:
                chosen.append(player)
            else:
                chosen.append(PlayerSpec.human(player.table_name))
        return tuple(chosen)
