"""The session at a glance beside the card table: how many deals, and each player's
score deal by deal (what the game's ``deltas`` gave each seat), the running total
beside the last deal's, and the totals charted after every deal."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QGridLayout, QLabel, QVBoxLayout, QWidget

from bagchen_qt.ui.chip_chart import ChipChart
from bagchen_qt.ui.tile_widgets import apply_dialog_style
from bagchen_qt.ui.words import number_text, signed_number

SHOWN_KEY = "view/session_panel"  # shown or hidden, as every table's session panel


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


def headed_grid(headings: Sequence[str], parent: QWidget) -> QGridLayout:
    """A grid of players' figures, its first row the columns' headings, softly written."""
    grid = QGridLayout()
    for column, text in enumerate(headings):
        head = QLabel(text, parent)
        head.setProperty("role", "soft")
        grid.addWidget(head, 0, column)
    return grid


class CardSessionPanel(QWidget):
    """Every player's running score over the session's deals, and the last deal's."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardSessionPanel")
        apply_dialog_style(self)
        self.names = list(names)
        self.deals: list[tuple[int, ...]] = []  # each deal's scores, seat by seat
        layout = QVBoxLayout(self)
        self.count = QLabel(self)
        layout.addWidget(self.count)
        grid = headed_grid((_t("Player"), _t("Last deal"), _t("Total")), self)
        self.cells: list[tuple[QLabel, QLabel, QLabel]] = []
        for seat, name in enumerate(self.names):
            row = (QLabel(name, self), QLabel(self), QLabel(self))
            for column, label in enumerate(row):
                if column:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(label, seat + 1, column)
            self.cells.append(row)
        layout.addLayout(grid)
        caption = QLabel(_t("Total after each deal"), self)
        caption.setProperty("role", "soft")
        layout.addWidget(caption)
        self.chart = ChipChart(self)
        layout.addWidget(self.chart, 1)
        self._show()

    def add_deal(self, scores: Sequence[int]) -> None:
        """A deal is over: ``scores`` is what it gave each seat."""
        self.deals.append(tuple(int(s) for s in scores))
        self._show()

    def totals(self) -> tuple[int, ...]:
        """Each seat's score over the session so far."""
        return tuple(sum(deal[seat] for deal in self.deals) for seat in range(len(self.names)))

    def rows(self) -> list[tuple[str, str, str]]:
        """The table as shown: name, last deal, total (for a screen reader and tests)."""
        return [(a.text(), b.text(), c.text()) for a, b, c in self.cells]

    def _show(self) -> None:
        self.count.setText(_t("Deals played: %1").replace("%1", number_text(len(self.deals))))
        totals = self.totals()
        last = self.deals[-1] if self.deals else None
        for seat, (_, deal, total) in enumerate(self.cells):
            deal.setText(signed_number(last[seat]) if last is not None else "–")
            total.setText(signed_number(totals[seat]) if self.deals else number_text(0))
        history = [list(accumulate((deal[seat] for deal in self.deals), initial=0)) for seat in range(len(self.names))]
        self.chart.set_data(history, self.names)
        self.chart.setVisible(bool(self.deals))


class SessionDock(QDockWidget):
    """The session panel docked at the table's right, shown or hidden from the View menu
    (F9) as the player last left it; hidden at first, so that the table has the window."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(_t("Session"), parent)
        self.setObjectName("sessionDock")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.panel = CardSessionPanel(names, self)
        self.setWidget(self.panel)
        toggle = self.toggleViewAction()
        toggle.setText(_t("&Session panel"))
        toggle.setShortcut(QKeySequence("F9"))
        self.hide()  # the window reopens it as the player left it, where there is room (``remembered_open``)
        toggle.triggered.connect(lambda on: QSettings().setValue(SHOWN_KEY, on))  # by the player, not on closing

    @staticmethod
    def remembered_open() -> bool:
        """Whether the player left the panel open."""
        return bool(QSettings().value(SHOWN_KEY, False, type=bool))
