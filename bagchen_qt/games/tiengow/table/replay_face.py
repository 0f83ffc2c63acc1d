"""The replay of a recorded deal of another game of the family (Tien Gow …).

The same table as the game is played at (``TienGowScene``), stepped through event by
event (the buttons, the keys Home, End, Left and Right, or a click in the move list),
every hand open or only what the bottom seat knew. Beside it, as for a Bagchen deal:
the notes on the move shown (a comment, a mark, a bookmark, kept in the records), the
AI review of a seat by that game's own players (run in the background, stoppable,
its verdicts kept and shown in the move list), and "play from here": the table of the
game opened at the step shown, the AI seats at that game's levels, the deal played on
recorded as a branch of this one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.levels import table_levels
from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.games.tiengow.table import words as tiengow_words
from bagchen_qt.games.tiengow.table.picture import TablePicture, picture_of
from bagchen_qt.games.tiengow.table.scene import TienGowScene
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import RecordsError, Store
from bagchen_qt.ui.replay.model import ReplayModel
from bagchen_qt.ui.replay.notes import KEEP
from bagchen_qt.ui.replay.review import ReviewSettings, Verdict
from bagchen_qt.ui.replay.review_runner import Reviewing
from bagchen_qt.ui.replay.style import MAROON
from bagchen_qt.ui.table_view import TableView
from bagchen_qt.ui.tile_widgets import apply_dialog_style
from bagchen_qt.ui.words import Voice, ai_label, number_text, signed_number

MARKS = ("", "!", "?", "!!", "??", "!?", "?!")


class FamilyReplayWindow(QMainWindow):
    """One recorded deal of ``store``, from its first event to its last."""

    tablesOpened = Signal(object)  # the table window a "play from here" opened

    def __init__(
        self,
        store: Store,
        deal_id: int,
        parent: QWidget | None = None,
        worker: Callable[[], DecisionWorker] | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.model = ReplayModel(store, deal_id)
        self.replay = self.model.steps.replay
        self.players = tuple(self.model.players)
        self.names = [p.table_name for p in self.players]
        human = next((s for s, p in enumerate(self.players) if p.is_human), None)
        self.voice = Voice(self.names, human)  # the human's moves told as "you"
        viewer = self.model.perspective.viewer
        self.setWindowTitle(self.tr("Replay of deal %1").replace("%1", number_text(deal_id)))
        self.scene = TienGowScene(viewer, self.names, [p.ai_level for p in self.players], self)
        self.scene.set_speed("fast")
        self.scene.set_all_hands(True)
        self.view = TableView(cast(Any, self.scene))
        self.step = 0
        self._shown: TablePicture | None = None
        self.play_dialog: PlayFromHereDialog | None = None
        self.table_window: QWidget | None = None
        self.reviewing = Reviewing(worker, self)
        self.reviewing.settings = ReviewSettings()
        self.reviewing.progress.connect(self._review_progress)
        self.reviewing.verdictReady.connect(self._verdict_arrived)
        self.reviewing.finished.connect(self._review_finished)
        self._build()
        self.resize(1280, 860)
        self.go(0, animate=False)

    # --- building ---------------------------------------------------------------------

    def _build(self) -> None:
        icon = QStyle.StandardPixmap
        self.first_button = QPushButton(self.style().standardIcon(icon.SP_MediaSkipBackward), self.tr("Start"))
        self.back_button = QPushButton(self.style().standardIcon(icon.SP_ArrowBack), self.tr("Back"))
        self.next_button = QPushButton(self.style().standardIcon(icon.SP_ArrowForward), self.tr("Next"))
        self.last_button = QPushButton(self.style().standardIcon(icon.SP_MediaSkipForward), self.tr("End"))
        self.all_hands = QCheckBox(self.tr("All hands"))
        self.all_hands.setChecked(True)
        self.position = QLabel()
        for button, target in (
            (self.first_button, lambda: self.go(0)),
            (self.back_button, lambda: self.go(self.step - 1)),
            (self.next_button, lambda: self.go(self.step + 1)),
            (self.last_button, lambda: self.go(self.steps)),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(target)
        self.all_hands.toggled.connect(self._all_hands_toggled)
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 0, 8, 0)
        for widget in (self.first_button, self.back_button, self.next_button, self.last_button):
            bar.addWidget(widget)
        bar.addWidget(self.position, 1)
        bar.addWidget(self.all_hands)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 6)
        left_layout.addWidget(self.view, 1)
        left_layout.addLayout(bar)

        self.move_list = QListWidget()
        self.move_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.move_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.move_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # the marks at the end stay seen
        self.move_list.currentRowChanged.connect(self._row_chosen)
        notes_box = QWidget()
        notes = QFormLayout(notes_box)
        notes.setContentsMargins(0, 0, 0, 0)
        self.note_caption = QLabel()
        self.note_caption.setWordWrap(True)
        self.comment = QLineEdit()
        self.comment.setPlaceholderText(self.tr("A note on this move"))
        self.comment.editingFinished.connect(self._comment_done)
        self.mark_box = QComboBox()
        self.mark_box.addItems([self.tr("No mark"), *MARKS[1:]])
        self.mark_box.activated.connect(lambda i: self._update_note(mark=MARKS[i] or None))
        self.bookmark = QCheckBox(self.tr("Bookmark"))
        self.bookmark.clicked.connect(lambda on: self._update_note(bookmark=bool(on)))
        marks = QHBoxLayout()
        marks.addWidget(self.mark_box)
        marks.addWidget(self.bookmark)
        marks.addStretch(1)
        notes.addRow(self.note_caption)
        notes.addRow(self.tr("Note:"), self.comment)
        notes.addRow(self.tr("Mark:"), marks)

        review_box = QWidget()
        review = QVBoxLayout(review_box)
        review.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.review_seat_box = QComboBox()
        self.review_seat_box.addItems(self.names)
        self.review_seat_box.setCurrentIndex(self.model.review_seat)
        self.review_seat_box.currentIndexChanged.connect(self._review_seat_chosen)
        self.review_button = QPushButton(self.tr("Review this seat"))
        self.review_button.clicked.connect(self.start_review)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(self.reviewing.cancel)
        self.stop_button.setEnabled(False)
        self.reviewer_box = QComboBox()
        self.reviewer_box.addItem(self.tr("Hard judges"), "hard")
        self.reviewer_box.addItem(self.tr("Medium judges (quicker)"), "medium")
        self.reviewer_box.setToolTip(self.tr("The AI level whose search judges each decision"))
        self.reviewer_box.currentIndexChanged.connect(self._reviewer_chosen)
        row.addWidget(self.review_seat_box, 1)
        row.addWidget(self.review_button)
        row.addWidget(self.stop_button)
        reviewer_row = QHBoxLayout()
        reviewer_row.addWidget(self.reviewer_box)
        reviewer_row.addStretch(1)
        self.review_progress = QProgressBar()
        self.review_progress.setFormat(self.tr("%v of %m decisions"))
        self.review_summary = QLabel()
        self.review_summary.setWordWrap(True)
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        review.addWidget(QLabel(self.tr("<b>AI review</b>")))
        review.addLayout(row)
        review.addLayout(reviewer_row)
        review.addWidget(self.review_progress)
        review.addWidget(self.review_summary)
        review.addWidget(self.verdict_label)
        review.addStretch(1)

        self.play_button = QPushButton(self.tr("Play from here…"))
        self.play_button.setToolTip(self.tr("Start a new game from this step, with the players you choose"))
        self.play_button.clicked.connect(self.play_from_here)

        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.move_list)
        side.addWidget(notes_box)
        side.addWidget(review_box)
        side.setStretchFactor(0, 3)
        side.setChildrenCollapsible(False)
        side.setSizes([400, 140, 260])
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 4, 8, 6)
        right_layout.addWidget(side, 1)
        right_layout.addWidget(self.play_button)
        right.setMinimumWidth(300)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self._sized = False
        self.setCentralWidget(splitter)
        self._fill_moves()
        self._show_review_summary()

    # --- the moves ---------------------------------------------------------------------

    @property
    def steps(self) -> int:
        """The number of events: steps run from 0 (the fresh deal) to this."""
        return int(self.model.steps.last)

    def state(self) -> Any:
        return self.model.steps.state(self.step)

    def move_text(self, step: int) -> str:
        """Event ``step`` in a line: who did what, the tiles named."""
        if step == 0:
            return self.tr("The start of the deal")
        event: Any = self.model.steps.event(step)
        seat = getattr(event, "seat", None)
        shown = self.all_hands.isChecked() or seat == self.model.perspective.viewer
        return tiengow_words.move_text(event, cast(Any, self.model.session.rules), self.voice, shown)

    def _all_hands_toggled(self, on: bool) -> None:
        self.scene.set_all_hands(on)
        for step in range(1, self.steps + 1):
            self._refresh_row(step)  # a face-down play is named only with every hand open

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go(row, animate=False)

    def _fill_moves(self) -> None:
        self.move_list.blockSignals(True)
        self.move_list.clear()
        for step in range(self.steps + 1):
            item = QListWidgetItem()
            self._dress(item, step)
            self.move_list.addItem(item)
        self.move_list.setCurrentRow(self.step)
        self.move_list.blockSignals(False)

    def _row_text(self, step: int) -> str:
        notes = self.model.notes
        text = f"{number_text(step)}. {self.move_text(step)}" if step else self.move_text(step)
        mark = notes.mark(step) if step else None
        if mark:
            text += f" {mark}"
        if step and notes.bookmarked(step):
            text += " ⚑"
        verdict = self.model.verdicts.get(step)
        if verdict is not None and verdict.severity:
            text += "  ⚠ " + self.tr("−%1 chips").replace("%1", f"{verdict.loss:.1f}")
        elif verdict is not None:
            text += "  ✓"
        if step and notes.text(step):
            text += "  ✎"
        return text

    def _dress(self, item: QListWidgetItem, step: int) -> None:
        """A line of the move list: its text, its tip, a mistake in red."""
        item.setText(self._row_text(step))
        item.setToolTip(self._row_tip(step))
        verdict = self.model.verdicts.get(step)
        item.setForeground(QColor(MAROON) if verdict is not None and verdict.severity else QBrush())

    def _row_tip(self, step: int) -> str:
        """The full line and its note, for a line too long for the list."""
        note = self.model.notes.text(step) if step else ""
        return self._row_text(step) + (f"\n{note}" if note else "")

    def _refresh_row(self, step: int) -> None:
        item = self.move_list.item(step)
        if item is not None:
            self._dress(item, step)

    def go(self, step: int, animate: bool = True) -> None:
        """Show the deal after ``step`` events (clamped); one step forward animates."""
        step = min(max(step, 0), self.steps)
        if step == self.step and self._shown is not None:
            return
        self._comment_done()  # the note typed belongs to the step being left
        forward = animate and step == self.step + 1
        self.step = step
        self.model.go(step, animate=False)
        picture = picture_of(self.state())
        self.scene.show(picture, self._shown if forward else None)
        self._shown = picture
        self.position.setText(
            self.tr("Step %1 of %2").replace("%1", number_text(step)).replace("%2", number_text(self.steps))
        )
        self.first_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < self.steps)
        self.last_button.setEnabled(step < self.steps)
        self.move_list.blockSignals(True)
        self.move_list.setCurrentRow(step)
        self.move_list.blockSignals(False)
        self._show_note()
        self._show_verdict()
        self.play_button.setEnabled(not self.state().is_over)

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        super().showEvent(event)
        if not self._sized:  # the notes and the review a fair share of a wide window
            self._sized = True
            width = self.splitter.width()
            side = max(320, width * 27 // 100)
            self.splitter.setSizes([width - side, side])

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        """The keys of Bagchen's replay: ← → Home End to move, 0–6 a mark, B a
        bookmark, N (Shift+N) the next (previous) mistake."""
        key = Qt.Key(event.key())
        moves = {
            Qt.Key.Key_Right: self.step + 1,
            Qt.Key.Key_Left: self.step - 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: self.steps,
        }
        digit = int(key) - int(Qt.Key.Key_0)
        if key in moves:
            self.go(moves[key])
        elif 0 <= digit < len(MARKS):
            self._update_note(mark=MARKS[digit] or None)
        elif key == Qt.Key.Key_B and self.step:
            self._update_note(bookmark=not self.model.notes.bookmarked(self.step))
        elif key == Qt.Key.Key_N:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            target = self.model.next_mistake(-1 if shift else 1)
            if target is not None:
                self.go(target, animate=False)
        else:
            super().keyPressEvent(event)

    # --- notes ------------------------------------------------------------------------

    def _show_note(self) -> None:
        notes, step = self.model.notes, self.step
        for widget in (self.comment, self.mark_box, self.bookmark):
            widget.setEnabled(step > 0 and self.store.recording)
        self.note_caption.setText(
            self.tr("<b>Step %1</b> · %2").replace("%1", number_text(step)).replace("%2", self.move_text(step))
            if step
            else self.tr("The start of the deal. Notes on a move: go to it first.")
        )
        self.comment.setText(notes.text(step) if step else "")
        mark = notes.mark(step) if step else None
        self.mark_box.setCurrentIndex(MARKS.index(mark) if mark in MARKS else 0)
        self.bookmark.setChecked(bool(step and notes.bookmarked(step)))

    def _comment_done(self) -> None:
        step = self.step
        if step and self.comment.isEnabled() and self.comment.text() != self.model.notes.text(step):
            self._update_note(text=self.comment.text())

    def _update_note(self, *, text: str | None = None, mark: object = KEEP, bookmark: bool | None = None) -> None:
        """Change the note on the step shown; kept in the records at once."""
        step = self.step
        if step == 0:
            return
        try:
            self.model.notes.update(step, text=text, mark=mark, bookmark=bookmark)
        except RecordsError as error:
            self.statusBar().showMessage(self.tr("The note was not saved: %1").replace("%1", str(error)), 8000)
            self.model.notes.reload()
        self._refresh_row(step)
        self._show_note()

    # --- review -----------------------------------------------------------------------

    @property
    def review_settings(self) -> ReviewSettings:
        return self.reviewing.settings

    @review_settings.setter
    def review_settings(self, settings: ReviewSettings) -> None:
        self.reviewing.settings = settings

    def _reviewer_chosen(self, index: int) -> None:
        """Hard, or Medium for a quicker review (the next run's decisions)."""
        if index >= 0:
            self.reviewing.settings = replace(self.reviewing.settings, reviewer=str(self.reviewer_box.itemData(index)))

    def _review_seat_chosen(self, seat: int) -> None:
        if seat < 0:
            return
        self.reviewing.cancel()
        self.model.set_review_seat(seat)
        self._fill_moves()
        self._show_review_summary()
        self._show_verdict()

    def start_review(self) -> None:
        """Review the chosen seat's decisions in the background (those not reviewed yet)."""
        if self.reviewing.running:
            return
        if self.model.review_complete:
            self.statusBar().showMessage(
                self.tr("This seat is reviewed already: the results are kept in the records."), 8000
            )
            return
        self.review_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.review_seat_box.setEnabled(False)
        self.reviewer_box.setEnabled(False)
        self.reviewing.start(self.model)

    def cancel_review(self) -> None:
        self.reviewing.cancel()

    def _review_progress(self, done: int, total: int) -> None:
        self.review_progress.setRange(0, max(total, 1))
        self.review_progress.setValue(done)

    def _verdict_arrived(self, verdict: Verdict) -> None:
        self.model.add_verdict(verdict)
        self._refresh_row(verdict.step)
        self._show_review_summary()
        if verdict.step == self.step:
            self._show_verdict()

    def _review_finished(self, complete: bool, problem: str) -> None:
        self.model.finish_review(complete)
        self.review_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.review_seat_box.setEnabled(True)
        self.reviewer_box.setEnabled(True)
        if problem:
            self.statusBar().showMessage(self.tr("The review stopped: %1").replace("%1", problem), 8000)
        self._show_review_summary()

    def _show_review_summary(self) -> None:
        model = self.model
        if model.review_refusal is not None:
            self.review_button.setEnabled(False)
            self.review_summary.setText(self.tr("This game has no AI to review its deals."))
            return
        found = [v for v in model.verdicts.values() if v.severity]
        total = sum(v.loss for v in found)
        decisions = len(model.decisions)
        self._review_progress(len(model.verdicts), decisions)
        if not model.verdicts:
            text = self.tr("Decisions to review: %1").replace("%1", number_text(decisions))
        else:
            text = self.tr("Mistakes found: %1").replace("%1", number_text(len(found)))
            text += " · " + self.tr("about %1 chips lost").replace("%1", f"{total:.1f}")
            if model.review_complete:
                text += " · " + self.tr("complete")
        self.review_summary.setText(text)

    def _show_verdict(self) -> None:
        verdict = self.model.verdicts.get(self.step)
        if verdict is None:
            self.verdict_label.setText("" if self.step not in self.model.decisions else self.tr("Not reviewed yet."))
            return
        if verdict.same or not verdict.severity:
            text = self.tr("A good decision: the AI agrees.")
        else:
            best = self._event_text(verdict.best)
            text = (
                self.tr("The AI prefers: %1 (about %2 chips better).")
                .replace("%1", best)
                .replace("%2", f"{verdict.loss:.1f}")
            )
        if verdict.search is not None:
            text += "<br>" + self.tr("It compared %1 moves over %2 sampled deals; its move is worth %3 chips.").replace(
                "%1", str(verdict.search.options)
            ).replace("%2", str(verdict.search.worlds)).replace("%3", signed_number(round(verdict.search.mean)))
        self.verdict_label.setText(text)

    def _event_text(self, event: Any) -> str:
        deck = getattr(self.model.steps.state(self.step - 1 if self.step else 0), "deck", None)
        tiles = getattr(event, "tiles", None)
        shown = deck.format(tiles) if deck is not None and tiles is not None else ""
        name = type(event).__name__
        if name == "Lead":
            return self.tr("lead %1").replace("%1", shown)
        if name == "Beat":
            return self.tr("beat with %1").replace("%1", shown)
        if name == "Discard":
            return self.tr("play %1 face down").replace("%1", shown)
        return str(event.describe())

    # --- play from here ------------------------------------------------------------------

    def play_from_here(self) -> None:
        """Choose the players, then open the table at the step shown."""
        state = self.state()
        if state.is_over:
            self.statusBar().showMessage(self.tr("The deal is over: choose an earlier step to play from."), 8000)
            return
        dialog = PlayFromHereDialog(self.model.game, self.players, self.step, self)
        dialog.accepted.connect(lambda: self.open_table(state, dialog.seats()))
        self.play_dialog = dialog
        dialog.open()

    def open_table(self, state: Any, seats: tuple[PlayerSpec, ...], speed: str = "normal") -> QWidget:
        """The game's table at ``state``, recorded as a branch of this deal."""
        from bagchen_qt.games.tiengow.table.window import TienGowWindow
        from bagchen_qt.ui.family_controller import FamilyTable

        session = self.model.session
        table = FamilyTable(self.model.game, session.rules, seats, session.preset or "")
        log = BranchLog(self.store, table, self.model.deal_id, self.step)
        window = TienGowWindow(table, speed, log=log)
        log.begin_deal(state)
        window.show()
        window.controller.resume(state)
        self.table_window = window
        self.tablesOpened.emit(window)
        return window

    def closeEvent(self, event: Any) -> None:  # Qt's name
        self._comment_done()
        self.reviewing.shut_down()
        super().closeEvent(event)


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
    """Who plays on from the step: the human's seat stays; each other seat gets one of
    the game's levels (the one it had, where the game offers it)."""

    def __init__(self, game: str, players: tuple[PlayerSpec, ...], step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from step %1").replace("%1", number_text(step)))
        self.players = players
        levels = table_levels(game)
        self.levels = levels
        apply_dialog_style(self)
        layout = QFormLayout(self)
        heading = QLabel(
            self.tr("Who plays on from step %1? The deal played on is recorded as a branch of this one.").replace(
                "%1", number_text(step)
            )
        )
        heading.setWordWrap(True)
        layout.addRow(heading)
        self.boxes: dict[int, QComboBox] = {}
        for seat, player in enumerate(players):
            if player.is_human:
                layout.addRow(player.table_name, QLabel(self.tr("you")))
                continue
            box = QComboBox()
            for level in levels:
                box.addItem(ai_label(level), level)
            box.setCurrentIndex(levels.index(player.level) if player.level in levels else len(levels) - 1)
            layout.addRow(self.tr("Seat %1").replace("%1", str(seat + 1)), box)
            self.boxes[seat] = box
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def seats(self) -> tuple[PlayerSpec, ...]:
        chosen = []
        for seat, player in enumerate(self.players):
            box = self.boxes.get(seat)
            chosen.append(player if box is None else PlayerSpec.ai(str(box.currentData())))
        return tuple(chosen)
