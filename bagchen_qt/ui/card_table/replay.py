"""The replay of a recorded deal of a game that plays at the card table and has no
replay window of its own: the same table, stepped through event by event (the buttons,
Home, End, Left and Right, or a click in the list of moves), every hand open or one
seat's view of the deal (a choice). Beside it, as for the other games: the notes on the
step shown, the AI review of a seat's decisions (in the background, stoppable, kept in
the records), and "play from here": a live card table opened at the step shown, you in
the seat viewed, the deal played on recorded as a branch of this one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.levels import observation_for
from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.games import face, has_face
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.family_controller import FamilyTable
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
from bagchen_qt.ui.replay.review_runner import Reviewing
from bagchen_qt.ui.screen_room import resize_to_fit
from bagchen_qt.ui.table_view import TableView
from bagchen_qt.ui.words import number_text

from .face import FACE, card_table_face
from .scene import CardTableScene

EVERY_HAND = -1  # the view box's first choice: every hand open


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


def replay_window_for(game: str) -> Any | None:
    """The replay window of ``game``: its own (the "replay" face), else the card table's
    for a game that plays there; None for neither. Made as ``Window(store, deal_id, parent)``."""
    if has_face(game, "replay"):
        return face(game, "replay")
    if has_face(game, FACE):
        return CardTableReplay
    return None


class CardTableReplay(QMainWindow):
    """One recorded deal of ``store``, from the fresh deal (step 0) to its last event."""

    tablesOpened = Signal(object)  # the card table a "play from here" opened

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
        self.step = -1  # the step shown (none yet)
        self.game = self.model.game
        self.face = card_table_face(self.game)
        self.players = tuple(self.model.players)
        self.names = [p.table_name for p in self.players]
        self.you = next((s for s, p in enumerate(self.players) if p.is_human), None)
        self.viewer = self.model.perspective.viewer
        self.seen_by = EVERY_HAND  # or the seat whose view is shown
        self.table_window: QWidget | None = None
        self.play_dialog: PlayFromHereDialog | None = None
        self.setWindowTitle(_t("Replay: %1").replace("%1", self.names[self.viewer] if self.names else ""))
        self.scene = self._scene(self.viewer)
        self.view = TableView(cast(Any, self.scene))
        self.reviewing = Reviewing(worker, self)
        self._build()
        resize_to_fit(self, 1280, 800)
        self.go(0)

    def _scene(self, viewer: int) -> CardTableScene:
        scene = CardTableScene(self.face, viewer, self.names, [p.ai_level for p in self.players], self)
        scene.set_speed("instant")
        return scene

    # --- building -----------------------------------------------------------------------

    def _build(self) -> None:
        self.view_box = QComboBox()
        self.view_box.setAccessibleName(_t("Whose view"))
        self.view_box.addItem(_t("Every hand"), EVERY_HAND)
        for seat, name in enumerate(self.names):
            self.view_box.addItem(_t("As %1 saw it").replace("%1", name), seat)
        self.view_box.currentIndexChanged.connect(lambda i: self.set_seen_by(int(self.view_box.itemData(i))))
        self.position = QLabel()
        buttons = QHBoxLayout()
        self.step_buttons: dict[str, QPushButton] = {}
        for key, text, target in (
            ("first", _t("First"), lambda: 0),
            ("back", _t("Back"), lambda: self.step - 1),
            ("forward", _t("Forward"), lambda: self.step + 1),
            ("last", _t("Last"), lambda: self.last),
        ):
            button = QPushButton(text)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, t=target: self.go(t()))
            buttons.addWidget(button)
            self.step_buttons[key] = button
        buttons.addWidget(self.position, 1)
        buttons.addWidget(self.view_box)
        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 6)
        left_column.addWidget(self.view, 1)
        left_column.addLayout(buttons)

        self.moves = QListWidget()
        self.moves.setAccessibleName(_t("Moves"))
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # the marks at the end stay seen
        self.moves.currentRowChanged.connect(self._row_chosen)
        self.notes = NotesBox(self.model, self.store, self.move_text)
        self.notes.noteChanged.connect(self._refresh_row)
        self.notes.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.review = ReviewBox(self.model, self.reviewing, self.names, self.move_words)
        self.review.rowChanged.connect(self._refresh_row)
        self.review.rowsChanged.connect(self._fill_moves)
        self.review.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.play_button = QPushButton(_t("Play from here…"))
        self.play_button.setToolTip(_t("Play on from this step at the table, in the seat viewed"))
        self.play_button.clicked.connect(self.play_from_here)
        self.setCentralWidget(side_and_table(left, self.moves, self.notes, self.review, self.play_button))
        self._fill_moves()

    # --- the moves ------------------------------------------------------------------------

    @property
    def last(self) -> int:
        """The last step: the number of the deal's events."""
        return int(self.model.steps.last)

    def state(self) -> Any:
        return self.model.steps.state(self.step)

    def move_text(self, step: int) -> str:
        if step <= 0:
            return _t("The start of the deal")
        return self.face.event_text(self.model.steps.event(step), self.names, self.you)

    def move_words(self, event: Any) -> str:
        """A move the review suggests, in words."""
        return self.face.action_text(event, self.names, self.model.review_seat)

    def _fill_moves(self) -> None:
        self.moves.blockSignals(True)
        self.moves.clear()
        for step in range(self.last + 1):
            item = QListWidgetItem()
            dress_row(item, self.model, step, self.move_text(step))
            self.moves.addItem(item)
        self.moves.setCurrentRow(max(self.step, 0))
        self.moves.blockSignals(False)

    def _refresh_row(self, step: int) -> None:
        item = self.moves.item(step)
        if item is not None:
            dress_row(item, self.model, step, self.move_text(step))

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    def set_seen_by(self, seat: int) -> None:
        """Every hand open (``EVERY_HAND``), or only what ``seat`` saw, from its place."""
        if seat == self.seen_by:
            return
        self.seen_by = seat
        viewer = self.viewer if seat == EVERY_HAND else seat
        if viewer != self.scene.viewer:
            self.scene = self._scene(viewer)
            self.view.setScene(self.scene)
            self.view.table = cast(Any, self.scene)
            self.view.fit()
        self.view_box.setCurrentIndex(self.view_box.findData(seat))
        self._show()

    def go(self, step: int) -> None:
        """Show the deal after its first ``step`` events."""
        step = min(max(step, 0), self.last)
        if step == self.step:
            return
        self.step = step
        self.model.go(step, animate=False)
        self._show()
        if self.moves.currentRow() != step:
            self.moves.blockSignals(True)
            self.moves.setCurrentRow(step)
            self.moves.blockSignals(False)
        self.position.setText(
            _t("Step %1 of %2").replace("%1", number_text(step)).replace("%2", number_text(self.last))
        )
        self.step_buttons["first"].setEnabled(step > 0)
        self.step_buttons["back"].setEnabled(step > 0)
        self.step_buttons["forward"].setEnabled(step < self.last)
        self.step_buttons["last"].setEnabled(step < self.last)
        self.notes.show_step(step)
        self.review.show_step(step)
        self.play_button.setEnabled(not self.state().is_over)

    def _show(self) -> None:
        state = self.state()
        if self.seen_by == EVERY_HAND:
            views = [observation_for(self.game, state, seat) for seat in range(len(self.names))]
            self.scene.show_seen(views[self.scene.viewer], [list(self.face.hand(view)) for view in views])
        else:
            self.scene.show_seen(observation_for(self.game, state, self.seen_by))
        self.scene.finish_now()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        """← → Home End to move, 0–6 a mark, B a bookmark, N (Shift+N) the next
        (previous) mistake the review found."""
        if not replay_key(event, self.step, self.last, self.go, self.notes):
            super().keyPressEvent(event)

    # --- play from here -----------------------------------------------------------------

    def seat_played(self) -> int | None:
        """The seat you take when playing on: the one viewed, else the human's."""
        return self.seen_by if self.seen_by != EVERY_HAND else self.you

    def play_from_here(self) -> None:
        """Choose who plays the other seats, then open the table at the step shown."""
        state = self.state()
        if state.is_over:
            self.statusBar().showMessage(_t("The deal is over: choose an earlier step to play from."), 8000)
            return
        dialog = PlayFromHereDialog(
            self.game, self.players, self.step, self, you=self.seat_played(), rules=self.model.session.rules
        )
        dialog.accepted.connect(lambda: self.open_table(state, dialog.seats()))
        self.play_dialog = dialog
        dialog.open()

    def open_table(self, state: Any, seats: tuple[PlayerSpec, ...], speed: str = "normal") -> QWidget:
        """A live card table at ``state``, recorded as a branch of this deal."""
        from .window import CardTableWindow

        session = self.model.session
        table = FamilyTable(self.game, session.rules, seats, session.preset or "")
        log = BranchLog(self.store, table, self.model.deal_id, self.step)
        window = CardTableWindow(table, speed, log=log)
        log.begin_deal(state)
        window.resume(state)
        self.table_window = window
        self.tablesOpened.emit(window)
        return window

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        self.notes.commit()
        self.reviewing.shut_down()
        super().closeEvent(event)
