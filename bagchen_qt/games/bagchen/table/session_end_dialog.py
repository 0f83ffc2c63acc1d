"""The end of a session: the final chips and ranking, why the session ended, the chips
chart, and (with the omens custom) what the Gobah deals foretell."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.games.bagchen.rules.session import EndReason, Session
from bagchen_qt.games.bagchen.table.recap_dialog import signed
from bagchen_qt.games.bagchen.table.session_panel import chip_history
from bagchen_qt.games.bagchen.table.words import first_place_text
from bagchen_qt.ui.chip_chart import ChipChart
from bagchen_qt.ui.screen_room import resize_to_fit
from bagchen_qt.ui.tile_widgets import apply_dialog_style, seat_swatch
from bagchen_qt.ui.words import Voice, number_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionEndDialog", text)


def end_reason_text(reason: EndReason | None) -> str:
    """Why the session ended, in the player's language (None: the players stopped)."""
    if reason is EndReason.SWEEP:
        return _tr("One player took all sixteen tricks and every chip.")
    if reason is EndReason.NO_CHIPS:
        return _tr("A player ran out of chips.")
    if reason is EndReason.TASHI_GOBAH:
        return _tr("Tashi Gobah, the last deal, has been played.")
    return _tr("The players stopped here.")


def ranking(chips: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat) from the most chips to the fewest; equal chips share a place."""
    order = sorted(range(len(chips)), key=lambda seat: (-chips[seat], seat))
    places: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        same = index and chips[order[index - 1]] == chips[seat]
        places.append((places[-1][0] if same else index + 1, seat))
    return places


def omen_lines(session: Session, names: Sequence[str], gobah_winners: Sequence[int] | None) -> list[str]:
    """What the omens custom reads into the Gobah deals: taking the last trick of any of
    them is lucky, of Tashi Gobah luckiest; taking none of them is a bad sign.
    ``gobah_winners``: the last-trick winner of each deal after Gobah was declared."""
    if not session.rules.omens or gobah_winners is None:
        return []
    if not gobah_winners:
        return [_tr("No Gobah deal was played, so the omens have nothing to say.")]
    tashi_played = session.gobah_left == 0
    lines = []
    for seat, name in enumerate(names):
        won = sum(1 for winner in gobah_winners if winner == seat)
        if tashi_played and gobah_winners[-1] == seat:
            lines.append(
                _tr("{name} won Tashi Gobah, the very last deal: the best of luck is on the way.").format(name=name)
            )
        elif won:
            lines.append(_tr("{name} won {n} of the Gobah deals: a lucky sign.").format(name=name, n=number_text(won)))
        else:
            lines.append(_tr("{name} won none of the Gobah deals: the omens warn of bad luck ahead.").format(name=name))
    return lines


class SessionEndDialog(QDialog):
    """The session is over. ``names``: the players in seat order. ``gobah_winners``:
    who took the last trick of each deal played after Gobah was declared, in order
    (the omens read them; ``None``: not known, so no omens are read). Accept ("New
    session") or reject ("Close")."""

    def __init__(
        self,
        session: Session,
        names: Sequence[str],
        parent: QWidget | None = None,
        *,
        gobah_winners: Sequence[int] | None = None,
        viewer: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.names = list(names)
        self.setWindowTitle(self.tr("The session is over"))
        apply_dialog_style(self)

        title = QLabel(self.tr("The session is over"), self)
        title.setProperty("role", "title")
        self.reason = QLabel(end_reason_text(session.end_reason), self)
        deals = QLabel(self.tr("Deals played: {n}").format(n=number_text(session.deals_played)), self)
        deals.setProperty("role", "soft")

        self.table = self._build_ranking()
        standings = QGroupBox(self.tr("Final chips"), self)
        standings_layout = QVBoxLayout(standings)
        standings_layout.addWidget(self.table)
        standings_layout.addStretch(1)

        chart_box = QGroupBox(self.tr("Chips after each deal"), self)
        chart_layout = QVBoxLayout(chart_box)
        self.chart = ChipChart(chart_box)
        self.chart.setMinimumSize(380, 250)
        self.chart.set_data(chip_history(session), self.names)
        chart_layout.addWidget(self.chart)

        columns = QHBoxLayout()
        columns.addWidget(standings, 1)
        columns.addWidget(chart_box, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        first = ranking(session.chips)[0][1]
        self.winner = QLabel(first_place_text(first, session.chips[first], Voice(self.names, viewer)), self)
        self.winner.setProperty("role", "banner")
        layout.addWidget(title)
        layout.addWidget(self.reason)
        layout.addWidget(deals)
        layout.addWidget(self.winner)
        layout.addLayout(columns, 1)

        self.omens = omen_lines(session, self.names, gobah_winners)
        if self.omens:
            box = QGroupBox(self.tr("Omens"), self)
            omen_layout = QVBoxLayout(box)
            for line in self.omens:
                label = QLabel(line, box)
                label.setWordWrap(True)
                omen_layout.addWidget(label)
            layout.addWidget(box)

        buttons = QDialogButtonBox(self)
        new = buttons.addButton(self.tr("New session"), QDialogButtonBox.ButtonRole.AcceptRole)
        new.setDefault(True)
        buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        resize_to_fit(self, 860, 600)

    def _build_ranking(self) -> QTableWidget:
        chips = self.session.chips
        history = chip_history(self.session)
        headers = (self.tr("Place"), self.tr("Player"), self.tr("Chips"), self.tr("Won or lost"))
        table = QTableWidget(4, len(headers), self)
        table.setHorizontalHeaderLabels(list(headers))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        bold = QFont(table.font())
        bold.setBold(True)
        for row, (place, seat) in enumerate(ranking(chips)):
            change = chips[seat] - history[seat][0]
            cells = (
                QTableWidgetItem(number_text(place)),
                QTableWidgetItem(QPixmap.fromImage(seat_swatch(seat)), self.names[seat]),
                QTableWidgetItem(number_text(chips[seat])),
                QTableWidgetItem(signed(change)),
            )
            cells[0].setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            for item in cells[2:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cells[3].setForeground(
                QColor("#2f6b3a") if change > 0 else QColor("#a3161f") if change < 0 else QColor("#6b5a44")
            )
            cells[1].setData(Qt.ItemDataRole.UserRole, seat)
            cells[2].setData(Qt.ItemDataRole.UserRole, chips[seat])
            if place == 1:
                for item in cells:
                    item.setFont(bold)
            for column, item in enumerate(cells):
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        table.resizeColumnsToContents()
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setMinimumWidth(sum(table.columnWidth(c) for c in range(len(headers))) + 60)
        table.setFixedHeight(header.sizeHint().height() + sum(table.rowHeight(r) for r in range(4)) + 4)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return table

    def ranked_seats(self) -> list[int]:
        seats = []
        for row in range(4):
            item = self.table.item(row, 1)
            if item is None:
                raise LookupError(f"the ranking has no seat in row {row}")
            seats.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return seats
