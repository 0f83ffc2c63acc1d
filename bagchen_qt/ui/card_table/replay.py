"""The replay of a recorded deal of a game that plays at the card table and has no
replay window of its own: the same table, stepped through event by event (the buttons,
Home, End, Left and Right, or a click in the list of moves), every hand open, since
the deal is over.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.levels import observation_for
from bagchen_qt.games import face, has_face
from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.model import ReplayModel
from bagchen_qt.ui.table_view import TableView

from .face import FACE, card_table_face
from .scene import CardTableScene


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

    def __init__(self, store: Store, deal_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ReplayModel(store, deal_id)
        self.step = -1  # the step shown (none yet)
        self.game = self.model.game
        self.face = card_table_face(self.game)
        players = tuple(self.model.players)
        self.names = [p.table_name for p in players]
        self.viewer = self.model.perspective.viewer
        human = next((s for s, p in enumerate(players) if p.is_human), None)
        self.you = human
        self.setWindowTitle(_t("Replay: %1").replace("%1", self.names[self.viewer] if self.names else ""))
        self.scene = CardTableScene(self.face, self.viewer, self.names, [p.ai_level for p in players], self)
        self.scene.set_speed("instant")
        self.view = TableView(cast(Any, self.scene))
        self.moves = QListWidget()
        self.moves.setAccessibleName(_t("Moves"))
        self.moves.addItem(_t("The start of the deal"))
        for step in range(1, self.last + 1):
            self.moves.addItem(self.face.event_text(self.model.steps.event(step), self.names, self.you))
        self.moves.currentRowChanged.connect(self._row_chosen)
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
        side = QWidget()
        column = QVBoxLayout(side)
        column.addWidget(self.moves, 1)
        column.addLayout(buttons)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        self.setCentralWidget(splitter)
        self.resize(1280, 800)
        self.go(0)

    @property
    def last(self) -> int:
        """The last step: the number of the deal's events."""
        return int(self.model.steps.last)

    def state(self) -> Any:
        return self.model.steps.state(self.step)

    def go(self, step: int) -> None:
        """Show the deal after its first ``step`` events, every hand open."""
        step = min(max(step, 0), self.last)
        if step == self.step:
            return
        self.step = step
        state = self.state()
        seats = len(self.names)
        views = [observation_for(self.game, state, seat) for seat in range(seats)]
        self.scene.show_seen(views[self.viewer], [list(self.face.hand(view)) for view in views])
        self.scene.finish_now()
        if self.moves.currentRow() != step:
            self.moves.setCurrentRow(step)
        self.step_buttons["first"].setEnabled(step > 0)
        self.step_buttons["back"].setEnabled(step > 0)
        self.step_buttons["forward"].setEnabled(step < self.last)
        self.step_buttons["last"].setEnabled(step < self.last)

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        moves = {
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: self.last,
            Qt.Key.Key_Left: self.step - 1,
            Qt.Key.Key_Right: self.step + 1,
        }
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.go(target)
