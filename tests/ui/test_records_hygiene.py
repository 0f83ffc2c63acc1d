"""The demo's deals stay out of the player's statistics and the default deal list; the
deal list's sort arrow points the way the list runs."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QHeaderView

from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import play_random_deal
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store, record_finished_deal
from bagchen_qt.ui.replay.deal_list import COL_DATE, BrowserPage
from bagchen_qt.ui.replay.stats import compute_statistics

TABLE = [PlayerSpec.human("Pema"), PlayerSpec.ai("easy"), PlayerSpec.ai("easy"), PlayerSpec.ai("easy")]
DEMO = [PlayerSpec.ai("medium", name=n) for n in ("Dolma", "Tenzin", "Pema", "Norbu")]


def _records(table: int = 3, demo: int = 4) -> tuple[Store, list[int], list[int]]:
    store = Store.memory()
    rng = random.Random(5)
    ids: dict[str, list[int]] = {"table": [], "demo": []}
    for source, players, count in (("table", TABLE, table), ("demo", DEMO, demo)):
        session = store.begin_session(RuleSet(), players, source=source)
        for _ in range(count):
            ids[source].append(record_finished_deal(store, play_random_deal(rng), players, session_id=session))
    return store, ids["table"], ids["demo"]


def test_the_deal_list_leaves_the_demo_out_until_asked(qtbot):
    store, table_ids, demo_ids = _records()
    page = BrowserPage(store)
    qtbot.addWidget(page)
    page.show()
    listed = lambda: sorted(row.id for row in page.model.rows)  # noqa: E731
    assert listed() == sorted(table_ids)
    assert page.count.text() == "3 of 7 deals"
    page.demo.setChecked(True)  # the filter that shows them
    assert listed() == sorted(table_ids + demo_ids)
    page.demo.setChecked(False)
    assert listed() == sorted(table_ids)


def test_the_players_statistics_leave_the_demo_out(qtbot):
    store, table_ids, demo_ids = _records()
    keys = {line.key: line.deals for line in compute_statistics(store)}
    assert keys == {("human", "Pema"): 3, ("ai", "easy"): 9}  # no Medium: it only played the demo
    stats = store.stats()
    assert stats["deals"] == 7 and stats["demo_deals"] == 4
    players = {p["player"]: p["deals"] for p in stats["players"]}
    assert players["Pema"] == 3 and sum(players.values()) == 12  # the table's four seats, three deals
    assert not any(name in players for name in ("Dolma", "Tenzin", "Norbu"))


def _arrow_points_down(header: QHeaderView, section: int) -> bool:
    """Whether the sort arrow drawn in ``section`` points down (its widest row is above
    its tip), read from the header's pixels."""
    image = header.grab().toImage()
    left = header.sectionViewportPosition(section)
    width = header.sectionSize(section)
    text_width = header.fontMetrics().horizontalAdvance(header.model().headerData(section, Qt.Orientation.Horizontal))
    rows = []
    for y in range(image.height()):
        # The arrow lies right of the title: count the dark pixels there only.
        dark = sum(
            1 for x in range(left + text_width + 14, left + width - 1) if image.pixelColor(x, y).lightness() < 150
        )
        rows.append(dark)
    inked = [(y, n) for y, n in enumerate(rows) if n]
    assert len(inked) >= 3, f"no arrow drawn: {rows}"
    widest = max(n for _, n in inked)
    widest_y = [y for y, n in inked if n == widest]
    middle = (inked[0][0] + inked[-1][0]) / 2
    return sum(widest_y) / len(widest_y) < middle


def test_the_sort_arrow_points_the_way_the_list_runs(qtbot):
    store, _, _ = _records(table=6, demo=0)
    page = BrowserPage(store)
    qtbot.addWidget(page)
    page.resize(1400, 500)
    page.show()
    qtbot.waitExposed(page)
    header = page.table.horizontalHeader()
    dates = [row.started_at for row in page.model.rows]
    ids = [row.id for row in page.model.rows]
    # Newest first (the default): the arrow points down, from the newest to the oldest.
    assert header.sortIndicatorSection() == COL_DATE
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert dates == sorted(dates, reverse=True) and ids == sorted(ids, reverse=True)
    assert _arrow_points_down(header, COL_DATE)
    # A click on the header turns the list and the arrow.
    page.table.sortByColumn(COL_DATE, Qt.SortOrder.AscendingOrder)
    QApplication.processEvents()
    assert [row.id for row in page.model.rows] == sorted(ids)
    assert not _arrow_points_down(header, COL_DATE)
