"""Statistics of the recorded deals: for each human player and each AI level, deals
played, chips per deal, last tricks won, jumps, passports and sweeps, with a chart of
the chips won over time.

A level counts once per seat it held: a deal with three Easy players counts three
Easy deals. A jump and a sweep belong to the winner of the last trick; a passport to
every seat that ended the deal with one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.core.family import all_games
from bagchen_qt.games import BAGCHEN
from bagchen_qt.games.bagchen.rules.payments import PASSPORT_STACKS
from bagchen_qt.games.bagchen.table.session_panel import ChipChart
from bagchen_qt.games.tiengow.table.text import game_title
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import DEMO_SOURCE, Store
from bagchen_qt.ui.tile_widgets import apply_dialog_style

CHARTED = 4  # the chart shows the first players of the table (humans, then the most deals)


@dataclass
class PlayerStats:
    key: tuple[str, str]  # ("human", name) or ("ai", level)
    deals: int = 0
    chips: int = 0
    last_tricks: int = 0
    jumps: int = 0
    passports: int = 0
    sweeps: int = 0
    history: list[int] = field(default_factory=list)  # chips won so far, after each deal in time order

    @property
    def chips_per_deal(self) -> float:
        return self.chips / self.deals if self.deals else 0.0


def player_key(player: PlayerSpec) -> tuple[str, str]:
    return ("human", player.name) if player.kind == "human" else ("ai", player.level)


def compute_statistics(store: Store, game: str | None = BAGCHEN) -> list[PlayerStats]:
    """Every player's and level's figures over the finished deals of ``game`` (None: of
    every game; the demo's left out): humans first, then the most deals first. Last
    tricks, jumps, passports and sweeps are Bagchen's; another game's deals count their
    chips."""
    seats = store.session_players()
    lines: dict[tuple[str, str], PlayerStats] = {}
    # The demo's deals are four AI players the player only watched: not their record.
    deals = sorted(
        (d for d in store.deals(status="finished", game=game) if d.source != DEMO_SOURCE),
        key=lambda d: (d.started_at, d.id),
    )
    for deal in deals:
        result = deal.result
        players = seats.get(deal.session_id)
        if players is None:
            continue
        if result is None:
            if deal.nets is None:
                continue
            for seat, player in enumerate(players[: len(deal.nets)]):
                line = lines.setdefault(player_key(player), PlayerStats(player_key(player)))
                line.deals += 1
                line.chips += deal.nets[seat]
                line.history.append(line.chips)
            continue
        last = result.last_winner
        for seat, player in enumerate(players):
            line = lines.setdefault(player_key(player), PlayerStats(player_key(player)))
            line.deals += 1
            line.chips += result.nets[seat]
            line.last_tricks += last == seat
            line.jumps += bool(result.jump_points) and last == seat
            line.passports += result.stacks[seat] >= PASSPORT_STACKS
            line.sweeps += result.sweep and last == seat
            line.history.append(line.chips)
    return sorted(lines.values(), key=lambda s: (s.key[0] != "human", -s.deals, s.key))


class StatisticsDialog(QDialog):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        apply_dialog_style(self)
        self.store = store
        self.lines: list[PlayerStats] = []
        title = QLabel(self.tr("Statistics of the recorded deals"))
        title.setProperty("role", "title")
        self.note = note = QLabel(
            self.tr(
                "Each AI level counts once for every seat it held. Jumps and sweeps go to the "
                "winner of the last trick; a passport to every seat that ended with one."
            )
        )
        note.setWordWrap(True)
        note.setProperty("role", "soft")
        self.game_box = QComboBox()
        for name in (game.name for game in all_games()):
            self.game_box.addItem(game_title(name), name)
        self.game_box.addItem(self.tr("Every game (chips only)"), None)
        self.game_box.currentIndexChanged.connect(lambda _i: self.show_game(self.game_box.currentData()))
        self.table = QTableWidget(0, 8)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Deals"),
                self.tr("Chips per deal"),
                self.tr("Chips"),
                self.tr("Last tricks"),
                self.tr("Jumps"),
                self.tr("Passports"),
                self.tr("Sweeps"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.chart = ChipChart()
        self.chart.setMinimumHeight(240)
        chart_title = QLabel(self.tr("Chips won over time, deal by deal"))
        chart_title.setProperty("role", "heading")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(note)
        games = QHBoxLayout()
        games.addWidget(QLabel(self.tr("Game:")))
        games.addWidget(self.game_box)
        games.addStretch(1)
        layout.addLayout(games)
        self.empty = QLabel(self.tr("No finished deal is recorded yet."))
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(chart_title)
        layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self.resize(820, 640)
        self.show_game(BAGCHEN)

    def show_game(self, game: str | None) -> None:
        """The figures of ``game``'s deals (None: every game's, chips only)."""
        index = self.game_box.findData(game)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(index)  # comes back here
            return
        self.lines = compute_statistics(self.store, game)
        self.note.setText(
            self.tr(
                "Each AI level counts once for every seat it held. Jumps and sweeps go to the "
                "winner of the last trick; a passport to every seat that ended with one."
            )
            if game == BAGCHEN
            else self.tr("Each AI level counts once for every seat it held; the chips are those won in the deal.")
        )
        self.empty.setVisible(not self.lines)
        self.table.setRowCount(len(self.lines))
        for column in range(4, 8):  # last tricks, jumps, passports and sweeps are Bagchen's
            self.table.setColumnHidden(column, game != BAGCHEN)
        for row, line in enumerate(self.lines):
            values = [
                self.label(line),
                str(line.deals),
                f"{line.chips_per_deal:+.2f}",
                f"{line.chips:+d}",
                self._share(line.last_tricks, line.deals),
                self._share(line.jumps, line.deals),
                self._share(line.passports, line.deals),
                self._share(line.sweeps, line.deals),
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        charted = self.lines[:CHARTED]
        self.chart.set_data([[0, *line.history] for line in charted], [self.label(line) for line in charted])

    def label(self, line: PlayerStats) -> str:
        kind, name = line.key
        return name if kind == "human" else self.tr("{level} AI").format(level=name.capitalize())

    def _share(self, count: int, deals: int) -> str:
        return f"{count} ({100 * count / deals:.0f}%)" if deals else "0"
