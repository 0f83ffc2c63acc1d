"""The list of recorded deals: sortable by every column, filtered, searched.

``DealListModel`` fetches lazily: a page of ``PAGE`` rows when the list opens and more
as it is scrolled (``canFetchMore`` / ``fetchMore``); sorting and filtering happen in
the database (``Store.deal_list``), so opening the list costs the same over ten deals
or ten thousand.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOption,
    QStyleOptionHeader,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.core.family import all_games
from bagchen_qt.records.handrecord import seat_labels
from bagchen_qt.records.store import DEMO_SOURCE, DealQuery, DealSummary, Store

from ..game_titles import game_title, listed_title
from ..words import moment_text, number_text
from .style import BOOKMARK, MAROON

PAGE = 200
Index = QModelIndex | QPersistentModelIndex

# Each column's order (a key of ``Store``'s ``DEAL_ORDERS``), None when it does not sort.
ORDER_KEYS: tuple[str | None, ...] = (
    "id",
    "date",
    "game",
    "session",
    None,
    "point",
    "starter",
    "last",
    "jump",
    "sweep",
    "you",
    "notes",
    "reviewed",
    "status",
)
(
    COL_ID,
    COL_DATE,
    COL_GAME,
    COL_SESSION,
    COL_SEATS,
    COL_POINT,
    COL_STARTER,
    COL_LAST,
    COL_JUMP,
    COL_SWEEP,
    COL_YOU,
    COL_NOTES,
    COL_REVIEW,
    COL_STATUS,
) = range(len(ORDER_KEYS))
# A typical widest value of each column (the seats: the first names, the rest elided).
COLUMN_SAMPLES = {
    COL_SEATS: "Dolma (easy), Tenzin (medium), Pema",
    COL_ID: "99999",
    COL_DATE: "2026-12-31 23:59",
    COL_GAME: "Tien Gow · classic",
    COL_SESSION: "999·99",
    COL_POINT: "6-6 5-5",
    COL_STARTER: "E Tenzin",
    COL_LAST: "E Tenzin",
    COL_JUMP: "×3 (12)",
    COL_SWEEP: "sweep",
    COL_YOU: "+123",
    COL_NOTES: "12 ⚑",
    COL_REVIEW: "✓",
    COL_STATUS: "unfinished",
}


def local_time(stamp: str) -> str:
    """A stored UTC time as the language in use writes a local date and time."""
    return moment_text(stamp)


class SortArrowStyle(QProxyStyle):
    """The sort arrow as a player reads it: pointing up when the list runs from the
    smallest (oldest) at the top, down when it runs from the largest (newest). Qt's own
    styles draw it the other way round."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,  # Qt API
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow and isinstance(option, QStyleOptionHeader):
            flipped = QStyleOptionHeader(option)
            up, down = QStyleOptionHeader.SortIndicator.SortUp, QStyleOptionHeader.SortIndicator.SortDown
            flipped.sortIndicator = down if option.sortIndicator == up else up
            option = flipped
        super().drawPrimitive(element, option, painter, widget)


class DealListModel(QAbstractTableModel):
    """The deals ``query`` lists, fetched page by page."""

    countChanged = Signal(int)  # deals matching the query

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.query = DealQuery()
        self.rows: list[DealSummary] = []
        self.total = 0
        self.loaded = False
        self._headers = [
            self.tr("#"),
            self.tr("Date"),
            self.tr("Game"),
            self.tr("Session"),
            self.tr("Seats and levels"),
            self.tr("Point"),
            self.tr("Starter"),
            self.tr("Last trick"),
            self.tr("Jump"),
            self.tr("Sweep"),
            self.tr("You"),
            self.tr("Notes"),
            self.tr("Review"),
            self.tr("Status"),
        ]
        self._bold = QFont()
        self._bold.setBold(True)

    def set_store(self, store: Store) -> None:
        self.store = store
        self.refresh()

    def set_query(self, query: DealQuery) -> None:
        if query != self.query or not self.loaded:
            self.query = query
            self.refresh()

    def refresh(self) -> None:
        """Count the deals again and fetch the first page."""
        self.beginResetModel()
        self.total = self.store.deal_list_count(self.query)
        self.rows = self.store.deal_list(self.query, 0, PAGE)
        self.loaded = True
        self.endResetModel()
        self.countChanged.emit(self.total)

    # --- lazy fetching ---

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 - Qt API
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008 - Qt API
        if parent.isValid():
            return
        more = self.store.deal_list(self.query, len(self.rows), PAGE)
        if not more:
            self.total = len(self.rows)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    # --- the table ---

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(ORDER_KEYS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # Qt API
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        key = ORDER_KEYS[column]
        if key is not None:
            self.set_query(replace(self.query, order=key, descending=order == Qt.SortOrder.DescendingOrder))

    def deal_at(self, row: int) -> DealSummary:
        return self.rows[row]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        deal = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(deal, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COL_SEATS:
                seats = seat_labels(len(deal.seat_labels))
                return "\n".join(f"{seat}: {p}" for seat, p in zip(seats, deal.seat_labels, strict=True))
            if column == COL_SESSION:
                text = self.tr("Session {s}, deal {n} ({source})").format(
                    s=number_text(deal.session_id), n=number_text(deal.number), source=deal.source
                )
                return f"{text}\n{deal.title}" if deal.title else text
            if column == COL_JUMP and deal.result and deal.result.jump_points:
                return self.tr("A jump with {n} points: payments ×{m}").format(
                    n=number_text(deal.result.jump_points), m=number_text(deal.result.multiplier)
                )
            if column == COL_NOTES and deal.notes:
                return self.tr("{n} notes, {b} bookmarks").format(
                    n=number_text(deal.notes), b=number_text(deal.bookmarks)
                )
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            net = deal.human_net
            if column == COL_YOU and net:
                return QColor("#1d6b3a") if net > 0 else QColor("#a3161f")
            if column == COL_NOTES and deal.bookmarks:
                return BOOKMARK
            if column == COL_SWEEP or (column == COL_JUMP and deal.result and deal.result.jump_points):
                return MAROON
            return None
        if role == Qt.ItemDataRole.FontRole and column in (COL_YOU, COL_SWEEP):
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_ID, COL_YOU, COL_NOTES, COL_JUMP):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _seat(deal: DealSummary, seat: int) -> str:
        """How the list writes a seat of the deal's table: E S W N, or by number past four."""
        return seat_labels(len(deal.players))[seat]

    def _text(self, deal: DealSummary, column: int) -> str:
        result = deal.result
        if column == COL_ID:
            return str(deal.id)
        if column == COL_DATE:
            return local_time(deal.started_at)
        if column == COL_GAME:
            return listed_title(deal.game, deal.preset)
        if column == COL_SESSION:
            text = f"{deal.session_id}·{deal.number}"
            if deal.title:
                text += f" {deal.title}"
            return text + (self.tr(" (branch of #{id})").format(id=deal.branch_of) if deal.branch_of else "")
        if column == COL_SEATS:
            if len(set(deal.seat_labels)) == 1:
                return self.tr("{player}, in every seat").format(player=deal.seat_labels[0])
            return ", ".join(deal.seat_labels)
        if column == COL_POINT:
            return deal.point or ""
        if column == COL_STARTER:
            return f"{self._seat(deal, deal.starter)} {deal.players[deal.starter]}"
        if column == COL_LAST:
            return f"{self._seat(deal, result.last_winner)} {deal.players[result.last_winner]}" if result else ""
        if column == COL_JUMP:
            return f"×{result.multiplier} ({result.jump_points})" if result and result.jump_points else ""
        if column == COL_SWEEP:
            return self.tr("sweep") if result and result.sweep else ""
        if column == COL_YOU:
            net = deal.human_net
            return "" if net is None else f"{net:+d}" if net else "0"
        if column == COL_NOTES:
            return (f"{deal.notes}" if deal.notes else "") + (" ⚑" if deal.bookmarks else "")
        if column == COL_REVIEW:
            return "✓" if deal.reviewed else ""
        if column == COL_STATUS:
            return {
                "finished": self.tr("finished"),
                "unfinished": self.tr("unfinished"),
                "playing": self.tr("playing"),
            }.get(deal.status, deal.status)
        return ""


class BrowserPage(QWidget):
    """Filters and search above the list of deals; double-click (or Enter) opens one."""

    openDeal = Signal(int)

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = DealListModel(store, self)
        self.model.query = DealQuery(hidden_source=DEMO_SOURCE)  # the demo's deals only on demand
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the notes…"))
        self.search.setClearButtonEnabled(True)
        self.search.returnPressed.connect(self.apply_filters)
        self.search.textChanged.connect(lambda text: self.apply_filters() if not text else None)
        self.player = QComboBox()
        self.player.setMinimumContentsLength(12)
        self.status = QComboBox()
        for text, value in (
            (self.tr("Any status"), None),
            (self.tr("Finished"), "finished"),
            (self.tr("Unfinished"), "unfinished"),
        ):
            self.status.addItem(text, value)
        self.game = QComboBox()
        self.game.addItem(self.tr("Any game"), None)
        for name in (game.name for game in all_games()):
            self.game.addItem(game_title(name), name)
        self.period = QComboBox()
        for text, days in (
            (self.tr("Any time"), 0),
            (self.tr("Last 7 days"), 7),
            (self.tr("Last 30 days"), 30),
            (self.tr("Last year"), 365),
        ):
            self.period.addItem(text, days)
        self.annotated = QCheckBox(self.tr("Annotated"))
        self.bookmarked = QCheckBox(self.tr("Bookmarked"))
        self.reviewed = QCheckBox(self.tr("Reviewed"))
        self.demo = QCheckBox(self.tr("Demo deals"))
        self.demo.setToolTip(self.tr("Show the deals the demo played too"))
        for box in (self.player, self.game, self.status, self.period):
            box.currentIndexChanged.connect(self.apply_filters)
        for check in (self.annotated, self.bookmarked, self.reviewed, self.demo):
            check.toggled.connect(self.apply_filters)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        filters.addWidget(self.player, 1)
        filters.addWidget(self.game)
        filters.addWidget(self.status)
        filters.addWidget(self.period)
        # The check boxes on a line of their own: the list fits a 1024-pixel window.
        checks = QHBoxLayout()
        for check in (self.annotated, self.bookmarked, self.reviewed, self.demo):
            checks.addWidget(check)
        checks.addStretch(1)

        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setShowGrid(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self._columns_fitted = False  # once shown, with the window's style
        self._widths: dict[int, int] = {}
        self._sort_style = SortArrowStyle()  # over the application's style, which it does not own
        self._sort_style.setParent(header)
        header.setStyle(self._sort_style)
        header.setSortIndicator(COL_DATE, Qt.SortOrder.DescendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.doubleClicked.connect(lambda index: self.openDeal.emit(self.model.deal_at(index.row()).id))
        self.table.activated.connect(lambda index: self.openDeal.emit(self.model.deal_at(index.row()).id))

        self.count = QLabel()
        self.count.setProperty("role", "soft")
        self.model.countChanged.connect(self._show_count)
        self.model.modelReset.connect(self._fit_titles)
        self.open_button = QPushButton(self.tr("Replay"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self._open_selected)
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.count, 1)
        self.buttons.addWidget(self.open_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.addLayout(filters)
        layout.addLayout(checks)
        layout.addWidget(self.table, 1)
        layout.addLayout(self.buttons)
        self._fill_players(store)
        self._show_count(self.model.total)

    def showEvent(self, event: QShowEvent) -> None:  # Qt API
        super().showEvent(event)
        if not self._columns_fitted:
            self._columns_fitted = True
            self._fit_columns()
        self._room_for_seats()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt API
        super().resizeEvent(event)
        if self._columns_fitted:
            self._room_for_seats()

    def _room_for_seats(self) -> None:
        """The seats and levels, the longest text of a row, take the width the other
        columns leave, as much as their longest line needs (the last column no longer
        takes it all), never less than their fitted width."""
        header = self.table.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(header.count()) if c not in (COL_SEATS, header.count() - 1))
        last = self._widths.get(header.count() - 1, 60)
        spare = self.table.viewport().width() - others - last
        values = QFontMetrics(self.table.font())
        longest = max(
            (
                values.horizontalAdvance(str(self.model.index(r, COL_SEATS).data() or ""))
                for r in range(min(self.model.rowCount(), 200))
            ),
            default=0,
        )
        wanted = min(longest + 16, max(spare, 0))
        self.table.setColumnWidth(COL_SEATS, max(self._widths.get(COL_SEATS, 0), wanted))

    def _fit_columns(self) -> None:
        """Each column as wide as its title as the header draws it (with room for the
        sort arrow) or a typical value, whichever is wider; the seats get more. In a
        narrow window the list scrolls sideways rather than cut a title."""
        self.table.ensurePolished()
        header = self.table.horizontalHeader()
        header.ensurePolished()
        values = QFontMetrics(self.table.font())
        for column in range(len(ORDER_KEYS)):
            sample = COLUMN_SAMPLES.get(column, "")
            width = max(header.sectionSizeFromContents(column).width(), values.horizontalAdvance(sample) + 14)
            self._widths[column] = width
            if column != COL_SESSION or not any(row.title for row in self.model.rows[:50]):
                self.table.setColumnWidth(column, width)

    def set_store(self, store: Store) -> None:
        self._fill_players(store)
        self.model.set_store(store)

    def _fill_players(self, store: Store) -> None:
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("Everyone"), None)
        seen: set[str] = set()
        for player in store.players():
            key = player.name if player.kind == "human" else player.level
            if key and key not in seen:
                seen.add(key)
                label = player.name if player.kind == "human" else self.tr("{level} AI").format(level=key)
                self.player.addItem(label, key)
        self.player.blockSignals(False)

    def _fit_titles(self) -> None:
        """Room for the sessions' titles (the examples have some), within reason."""
        if any(row.title for row in self.model.rows[:50]):
            self.table.resizeColumnToContents(COL_SESSION)
            self.table.setColumnWidth(COL_SESSION, min(self.table.columnWidth(COL_SESSION), 340))
        else:
            self.table.setColumnWidth(COL_SESSION, self._widths.get(COL_SESSION, 92))
        if self._columns_fitted:
            self._room_for_seats()

    def _context_menu(self, pos: QPoint) -> None:
        index = self.table.indexAt(pos)
        menu = QMenu(self)
        if index.isValid():
            deal = self.model.deal_at(index.row())
            menu.addAction(self.tr("Replay deal #{id}").format(id=deal.id), lambda: self.openDeal.emit(deal.id))
            menu.addAction(
                self.tr("Only session {s}").format(s=deal.session_id), lambda: self.show_session(deal.session_id)
            )
        if self.model.query.session_id is not None:
            menu.addAction(self.tr("Every session"), lambda: self.show_session(None))
        if not menu.isEmpty():
            menu.popup(self.table.viewport().mapToGlobal(pos))

    def show_session(self, session_id: int | None) -> None:
        """List one session's deals only (None: every session's)."""
        self.model.set_query(replace(self.current_query(), session_id=session_id))

    def current_query(self) -> DealQuery:
        days = self.period.currentData() or 0
        since = (datetime.now(UTC) - timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%SZ") if days else None
        return replace(
            self.model.query,
            search=self.search.text().strip(),
            player=self.player.currentData(),
            game=self.game.currentData(),
            status=self.status.currentData(),
            since=since,
            annotated=self.annotated.isChecked(),
            bookmarked=self.bookmarked.isChecked(),
            reviewed=self.reviewed.isChecked(),
            hidden_source=None if self.demo.isChecked() else DEMO_SOURCE,
        )

    def apply_filters(self) -> None:
        self.model.set_query(self.current_query())

    def selected_ids(self) -> list[int]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.deal_at(row).id for row in rows]

    def _open_selected(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.openDeal.emit(ids[0])

    def _show_count(self, total: int) -> None:
        all_deals = self.model.store.deal_count()
        if total == all_deals:
            text = self.tr("{n} deals").format(n=f"{total:,}")
        else:
            text = self.tr("{n} of {all} deals").format(n=f"{total:,}", all=f"{all_deals:,}")
        if self.model.query.session_id is not None:
            text += " · " + self.tr("session {s} only (right-click: every session)").format(
                s=self.model.query.session_id
            )
        self.count.setText(text)
