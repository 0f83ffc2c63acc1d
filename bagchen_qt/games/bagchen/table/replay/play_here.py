"""Play from here: choose who sits where, then start a new game from a recorded step.

The new game starts from the very state at that step (the shuffle, every hand and
every face-down tile as they were). The replay window emits
``playFromHere(state, seat_configs, source_deal_id)``; the table plays it and records
the new deal as a branch of the old one (``Store.mark_branch``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.player import TABLE_LEVELS
from bagchen_qt.games.bagchen.rules.dealing import SEATS
from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.tile_widgets import apply_dialog_style

HUMAN = "human"


def default_seats(players: Sequence[PlayerSpec]) -> tuple[PlayerSpec, ...]:
    """The recorded players again: the (first) human stays human, AI seats keep their
    level (Hard for a level the table does not offer)."""
    seats = []
    human_seen = False
    for seat, player in enumerate(players):
        if player.is_human and not human_seen:
            human_seen = True
            seats.append(PlayerSpec.human(player.name))
            continue
        level = player.level if player.level in TABLE_LEVELS else "hard"
        name = (
            player.name
            if player.kind == "ai" and player.name and player.name != "example player"
            else f"{SEATS[seat]} ({level})"
        )
        seats.append(PlayerSpec.ai(level, name=name))
    return tuple(seats)


class PlayFromHereDialog(QDialog):
    """Four rows, one per seat: a name and Human or an AI level. At most one human."""

    def __init__(self, state: DealState, seats: Sequence[PlayerSpec], step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.setWindowTitle(self.tr("Play from here"))
        apply_dialog_style(self)
        title = QLabel(self.tr("Play on from step {step}").format(step=step))
        title.setProperty("role", "title")
        note = QLabel(
            self.tr(
                "A new game starts from this very position: the same hands, the same "
                "face-down tiles. It is recorded as a branch of this deal."
            )
        )
        note.setWordWrap(True)
        note.setProperty("role", "soft")
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        for seat, config in enumerate(seats):
            grid.addWidget(QLabel(SEATS[seat]), seat, 0)
            name = QLineEdit(config.name)
            level = QComboBox()
            level.addItem(self.tr("Human (you)"), HUMAN)
            for option in TABLE_LEVELS:
                level.addItem(self.tr("{level} AI").format(level=option.capitalize()), option)
            level.setCurrentIndex(max(level.findData(config.level or HUMAN), 0))
            grid.addWidget(name, seat, 1)
            grid.addWidget(level, seat, 2)
            self.names.append(name)
            self.levels.append(level)
            level.currentIndexChanged.connect(self._check)
        self.problem = QLabel()
        self.problem.setProperty("role", "error")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(note)
        layout.addLayout(grid)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self._check()

    def set_seat(self, seat: int, name: str, level: str | None) -> None:
        self.names[seat].setText(name)
        self.levels[seat].setCurrentIndex(self.levels[seat].findData(level or HUMAN))

    def seat_configs(self) -> tuple[PlayerSpec, ...]:
        configs = []
        for seat, (name, level) in enumerate(zip(self.names, self.levels, strict=True)):
            data = level.currentData()
            text = name.text().strip() or SEATS[seat]
            configs.append(PlayerSpec.human(text) if data == HUMAN else PlayerSpec.ai(data, name=text))
        return tuple(configs)

    def _check(self) -> None:
        humans = sum(1 for level in self.levels if level.currentData() == HUMAN)
        self.problem.setText(self.tr("Only one seat can be played by you.") if humans > 1 else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(humans <= 1)
