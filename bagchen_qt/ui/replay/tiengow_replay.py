"""The replay of a recorded deal of another game of the family (Tien Gow …).

The same table as the game is played at (``TienGowScene``), stepped through event by
event: the first and last steps, one step back or on (the keys Home, End, Left and
Right too), and every hand open or only what the bottom seat knew.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import Store

from ..table_view import TableView
from ..tiengow_picture import TablePicture, picture_of
from ..tiengow_scene import TienGowScene


class FamilyReplayWindow(QMainWindow):
    """One recorded deal of ``store``, from its first event to its last."""

    def __init__(self, store: Store, deal_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = Replay.load(store, deal_id)
        session = store.session(store.deal_session(deal_id))
        self.players = tuple(session.seats)
        names = [p.table_name for p in self.players]
        viewer = next((s for s, p in enumerate(self.players) if p.is_human), 0)
        self.setWindowTitle(self.tr("Replay of deal %1").replace("%1", str(deal_id)))
        self.scene = TienGowScene(viewer, names, [p.ai_level for p in self.players], self)
        self.scene.set_speed("fast")
        self.scene.set_all_hands(True)
        self.view = TableView(cast(Any, self.scene))
        self.step = 0
        self._shown: TablePicture | None = None
        self.first_button = QPushButton(self.tr("⏮ Start"))
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.last_button = QPushButton(self.tr("End ⏭"))
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
        self.all_hands.toggled.connect(self.scene.set_all_hands)
        bar = QHBoxLayout()
        for widget in (self.first_button, self.back_button, self.next_button, self.last_button):
            bar.addWidget(widget)
        bar.addWidget(self.position, 1)
        bar.addWidget(self.all_hands)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 6)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)
        self.setCentralWidget(central)
        self.resize(1280, 860)
        self.go(0, animate=False)

    @property
    def steps(self) -> int:
        """The number of events: steps run from 0 (the fresh deal) to this."""
        return int(self.replay.steps)

    def state(self) -> Any:
        return self.replay.state_at(self.step)

    def go(self, step: int, animate: bool = True) -> None:
        """Show the deal after ``step`` events (clamped); one step forward animates."""
        step = min(max(step, 0), self.steps)
        if step == self.step and self._shown is not None:
            return
        forward = animate and step == self.step + 1
        self.step = step
        picture = picture_of(self.state())
        self.scene.show(picture, self._shown if forward else None)
        self._shown = picture
        self.position.setText(self.tr("Step %1 of %2").replace("%1", str(step)).replace("%2", str(self.steps)))
        self.first_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < self.steps)
        self.last_button.setEnabled(step < self.steps)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        moves = {
            Qt.Key.Key_Right: self.step + 1,
            Qt.Key.Key_Left: self.step - 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: self.steps,
        }
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self.go(target)
