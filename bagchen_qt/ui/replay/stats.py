"""Statistics of the recorded deals: for each human player and each AI level, deals
played, chips per deal and chips, with a chart of the chips won over time, and the
figures a game counts of its own (Bagchen's last tricks, jumps, passports and sweeps)
through its "statistics" face.

A level counts once per seat it held: a deal with three Easy players counts three
Easy deals.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

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
from bagchen_qt.games import DEFAULT_GAME, face, has_face
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import DEMO_SOURCE, RecordsError, Store
from bagchen_qt.ui.chip_chart import ChipChart
from bagchen_qt.ui.game_titles import game_title
from bagchen_qt.ui.screen_room import resize_to_fit
from bagchen_qt.ui.tile_widgets import apply_dialog_style

CHARTED = 4  # the chart shows the first players of the table (humans, then the most deals)
CHIP_COLUMNS = 4  # the player, deals, chips per deal and chips; a game's own figures follow


def figures_of(game: str | None) -> ModuleType | None:
    """The game's "statistics" face: the figures it counts of its own (``FIGURES``, their
    ``figure_titles()``, a ``note()`` and ``figures(result, seat)``; optionally
    ``figure_text(name, total, deals)``, a figure as it is shown, and ``FROM_OUTCOME``:
    ``figures`` reads the deal's outcome as the records keep it, for a game that keeps no
    result of its own), or None."""
    return face(game, "statistics") if game is not None and has_face(game, "statistics") else None


@dataclass
class PlayerStats:
    key: tuple[str, str]  # ("human", name) or ("ai", level)
    deals: int = 0
    chips: int = 0
    figures: dict[str, int] = field(default_factory=dict)  # the game's own figures, by name
    history: list[int] = field(default_factory=list)  # chips won so far, after each deal in time order

    @property
    def chips_per_deal(self) -> float:
        return self.chips / self.deals if self.deals else 0.0


def player_key(player: PlayerSpec) -> tuple[str, str]:
    return ("human", player.name) if player.kind == "human" else ("ai", player.level)


def compute_statistics(store: Store, game: str | None = DEFAULT_GAME) -> list[PlayerStats]:
    """Every player's and level's figures over the finished deals of ``game`` (None: of
    every game; the demo's left out): humans first, then the most deals first. The
    figures a game counts of its own come from its "statistics" face; a game without
    one, and every game together, count the chips."""
    own = figures_of(game)
    seats = store.session_players()
    lines: dict[tuple[str, str], PlayerStats] = {}
    # The demo's deals are four AI players the player only watched: not their record.
    deals = sorted(
        (d for d in store.deals(status="finished", game=game) if d.source != DEMO_SOURCE),
        key=lambda d: (d.started_at, d.id),
    )
    from_outcome = game is not None and bool(getattr(own, "FROM_OUTCOME", False))
    worked_out: dict[int, dict[str, Any]] = {}
    for deal in deals:
        result = deal.result
        nets = result.nets if result is not None else deal.nets
        if result is None and from_outcome and game is not None:
            result = deal.outcome
            if result is None and (result := _replayed_outcome(store, game, deal.id)) is not None:
                worked_out[deal.id] = result
        players = seats.get(deal.session_id)
        if players is None or nets is None:
            continue
        for seat, player in enumerate(players[: len(nets)]):
            line = lines.setdefault(player_key(player), PlayerStats(player_key(player)))
            line.deals += 1
            line.chips += nets[seat]
            if own is not None and result is not None:
                for name, count in zip(own.FIGURES, own.figures(result, seat), strict=True):
                    line.figures[name] = line.figures.get(name, 0) + count
            line.history.append(line.chips)
    store.keep_outcomes(worked_out)  # the deals recorded before their outcome was kept: replayed once only
    return sorted(lines.values(), key=lambda s: (s.key[0] != "human", -s.deals, s.key))


def _replayed_outcome(store: Store, game: str, deal_id: int) -> dict[str, Any] | None:
    """What the game says of a finished deal recorded before the records kept it: its
    log replayed through the rules (None: it does not replay)."""
    from bagchen_qt.records.games import recorded_game

    played = recorded_game(game)
    try:
        return played.outcome(played.check_deal(store.deal_record(deal_id), False))
    except (ValueError, RecordsError):
        return None


class StatisticsDialog(QDialog):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        apply_dialog_style(self)
        self.store = store
        self.lines: list[PlayerStats] = []
        title = QLabel(self.tr("Statistics of the recorded deals"))
        title.setProperty("role", "title")
        self.note = note = QLabel()
        note.setWordWrap(True)
        note.setProperty("role", "soft")
        self.game_box = QComboBox()
        for name in (game.name for game in all_games()):
            self.game_box.addItem(game_title(name), name)
        self.game_box.addItem(self.tr("Every game (chips only)"), None)
        self.game_box.currentIndexChanged.connect(lambda _i: self.show_game(self.game_box.currentData()))
        self.table = QTableWidget(0, CHIP_COLUMNS)
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
        resize_to_fit(self, 820, 640)
        self.show_game(DEFAULT_GAME)

    def show_game(self, game: str | None) -> None:
        """The figures of ``game``'s deals (None: every game's, chips only)."""
        index = self.game_box.findData(game)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(index)  # comes back here
            return
        self.lines = compute_statistics(self.store, game)
        own = figures_of(game)
        self.note.setText(
            own.note()
            if own is not None
            else self.tr("Each AI level counts once for every seat it held; the chips are those won in the deal.")
        )
        self.empty.setVisible(not self.lines)
        own_titles = list(own.figure_titles()) if own is not None else []
        self.table.setColumnCount(CHIP_COLUMNS + len(own_titles))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Deals"), self.tr("Chips per deal"), self.tr("Chips"), *own_titles]
        )
        self.table.setRowCount(len(self.lines))
        for row, line in enumerate(self.lines):
            values = [
                self.label(line),
                str(line.deals),
                f"{line.chips_per_deal:+.2f}",
                f"{line.chips:+d}",
            ]
            if own is not None:
                values += [self._figure(own, name, line) for name in own.FIGURES]
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

    def _figure(self, own: ModuleType, name: str, line: PlayerStats) -> str:
        """A game's figure over a player's deals: as the game says it (an average), or a
        count and its share of the deals."""
        count = line.figures.get(name, 0)
        said = own.figure_text(name, count, line.deals) if hasattr(own, "figure_text") else None
        return said if said is not None else self._share(count, line.deals)

    def _share(self, count: int, deals: int) -> str:
        return f"{count} ({100 * count / deals:.0f}%)" if deals else "0"
