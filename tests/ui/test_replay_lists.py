"""The replay's lists read whole: a move is never cut short, nor the seats of a deal."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem
from test_replay import record_deals

from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.deal_list import COL_SEATS
from bagchen_qt.ui.replay.move_list import TEXT_LEFT, WRAPPED, MoveListModel, MoveListView, MoveRow
from bagchen_qt.ui.replay.window import ReplayWindow

LONG = "Norbu leads 6-1 6-1 6-1: 3 people tiles, and Dolma plays 3 tiles face down · you take 3 stacks"


def test_a_long_move_wraps_onto_more_lines_and_a_wider_list_takes_fewer(qtbot) -> None:
    rows = [MoveRow(1, "Trick 1", heading=True), MoveRow(1, LONG, seat=0), MoveRow(2, "You pass", seat=1)]
    view = MoveListView(MoveListModel(lambda: rows))
    qtbot.addWidget(view)
    view.model().reset()
    view.resize(260, 400)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    short, long = view.visualRect(view.model().index(2)), view.visualRect(view.model().index(1))
    assert long.height() >= 2 * short.height() - 8  # on two lines or more, not cut with "…"
    option = QStyleOptionViewItem()
    option.font = view.font()
    needed = QFontMetrics(view.font()).boundingRect(QRect(0, 0, long.width() - TEXT_LEFT - 6, 10_000), WRAPPED, LONG)
    assert long.height() >= needed.height()
    view.resize(1400, 400)
    qtbot.waitUntil(lambda: view.visualRect(view.model().index(1)).height() < long.height())


def test_the_seats_and_levels_of_a_deal_are_shown_whole(qtbot) -> None:
    store = Store.memory()
    record_deals(store, 3)
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.resize(1500, 900)
    window.show()
    qtbot.waitExposed(window)
    table = window.browser.table
    metrics = QFontMetrics(table.font())
    model = table.model()
    longest = max(metrics.horizontalAdvance(str(model.index(r, COL_SEATS).data())) for r in range(model.rowCount()))
    qtbot.waitUntil(lambda: table.columnWidth(COL_SEATS) >= longest)
    window.close()
    store.close()
