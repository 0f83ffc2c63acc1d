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
from typing import Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.games.tiengow.table import words as tiengow_words
from bagchen_qt.games.tiengow.table.picture import TablePicture, picture_of
from bagchen_qt.games.tiengow.table.scene import TienGowScene
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.family_side import (
    BranchLog,
    NotesBox,
    PlayFromHereDialog,
    ReviewBox,
    dress_row,
    replay_key,
    side_and_table,
)
from bagchen_qt.ui.replay.model import ReplayModel
from bagchen_qt.ui.replay.review import ReviewSettings
from bagchen_qt.ui.replay.review_runner import Reviewing
from bagchen_qt.ui.screen_room import resize_to_fit
from bagchen_qt.ui.table_view import TableView
from bagchen_qt.ui.words import Voice, number_text


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
        self._build()
        resize_to_fit(self, 1280, 860)
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
        self.notes = NotesBox(self.model, self.store, self.move_text)
        self.notes.noteChanged.connect(self._refresh_row)
        self.notes.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.comment, self.mark_box, self.bookmark = self.notes.comment, self.notes.mark_box, self.notes.bookmark
        self.note_caption = self.notes.caption
        notes_box = self.notes
        self.review = ReviewBox(self.model, self.reviewing, self.names, self._event_text)
        self.review.rowChanged.connect(self._refresh_row)
        self.review.rowsChanged.connect(self._fill_moves)
        self.review.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.review_seat_box, self.review_button = self.review.seat_box, self.review.start_button
        self.stop_button, self.reviewer_box = self.review.stop_button, self.review.reviewer_box
        self.review_progress, self.review_summary = self.review.progress, self.review.summary
        self.verdict_label = self.review.verdict
        review_box = self.review

        self.play_button = QPushButton(self.tr("Play from here…"))
        self.play_button.setToolTip(self.tr("Start a new game from this step, with the players you choose"))
        self.play_button.clicked.connect(self.play_from_here)

        splitter = side_and_table(left, self.move_list, notes_box, review_box, self.play_button)
        self.splitter = splitter
        self._sized = False
        self.setCentralWidget(splitter)
        self._fill_moves()

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

    def _dress(self, item: QListWidgetItem, step: int) -> None:
        dress_row(item, self.model, step, self.move_text(step))

    def _refresh_row(self, step: int) -> None:
        item = self.move_list.item(step)
        if item is not None:
            self._dress(item, step)

    def go(self, step: int, animate: bool = True) -> None:
        """Show the deal after ``step`` events (clamped); one step forward animates."""
        step = min(max(step, 0), self.steps)
        if step == self.step and self._shown is not None:
            return
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
        self.notes.show_step(step)
        self.review.show_step(step)
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
        if not replay_key(event, self.step, self.steps, lambda step: self.go(step, animate=False), self.notes):
            super().keyPressEvent(event)

    # --- review -----------------------------------------------------------------------

    @property
    def review_settings(self) -> ReviewSettings:
        return self.reviewing.settings

    @review_settings.setter
    def review_settings(self, settings: ReviewSettings) -> None:
        self.reviewing.settings = settings

    def start_review(self) -> None:
        self.review.start()

    def cancel_review(self) -> None:
        self.reviewing.cancel()

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
        dialog = PlayFromHereDialog(self.model.game, self.players, self.step, self, rules=self.model.session.rules)
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
        self.notes.commit()
        self.reviewing.shut_down()
        super().closeEvent(event)
