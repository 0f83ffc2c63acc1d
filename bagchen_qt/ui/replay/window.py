"""The replay window: the list of recorded deals, and one deal on the table.

    window = ReplayWindow(store, parent)   # the records database
    window.open_deal(deal_id)              # straight to a deal
    window.open_file(path)                 # a hand-record file, outside the records
    open_examples(parent)                  # the annotated example deals of replays/

``playFromHere(state, seat_configs, source_deal_id)`` asks the table to start a new
game from a recorded step (``seat_configs``: four ``records.model.PlayerSpec``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QLabel,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.core.quoting import bad_input_text
from bagchen_qt.games import DEFAULT_GAME, face
from bagchen_qt.records.examples import example_files
from bagchen_qt.records.handrecord import (
    NOTHING_STORED,
    HandRecordError,
    export_document,
    import_document,
    import_file,
    read_document,
    write_document,
)
from bagchen_qt.records.store import RecordsError, Store
from bagchen_qt.ui import message_box
from bagchen_qt.ui.closing import close_button, make_closable
from bagchen_qt.ui.screen_room import resize_to_fit
from bagchen_qt.ui.tile_widgets import apply_dialog_style

from . import style
from .deal_list import BrowserPage

if TYPE_CHECKING:
    from .stats import StatisticsDialog

DEALS_TAB, REPLAY_TAB = 0, 1


class ReplayWindow(QMainWindow):
    playFromHere = Signal(object, object, int)  # DealState, seat configs, source deal id

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from bagchen_qt.ui import i18n

        self._words_serial = i18n.serial()  # the language its words are in (changeEvent)
        self.setObjectName("bagchenWindow")
        self.setWindowTitle(self.tr("Bagchen — replays"))
        self.records = store  # the records database
        self.store = store  # what the window shows: the records, or a file opened in memory
        self.file: Path | None = None
        self._stats: StatisticsDialog | None = None
        apply_dialog_style(self)

        self.browser = BrowserPage(store)
        self.browser.openDeal.connect(self.open_deal)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Save the selected deals, with their notes, as a hand-record file"))
        self.export_button.clicked.connect(self.export_selected)
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.clicked.connect(self.import_file)
        self.stats_button = QPushButton(self.tr("Statistics…"))
        self.stats_button.clicked.connect(self.show_statistics)
        for button in (self.stats_button, self.import_button, self.export_button):
            self.browser.buttons.insertWidget(1, button)

        self.banner = QLabel()
        self.banner.setProperty("role", "banner")
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.linkActivated.connect(self._banner_link)
        self.banner.hide()
        # The Replay tab: the catalogue's first game's replay page, which shows a deal of
        # any game without a replay window of its own.
        self.page: Any = face(DEFAULT_GAME, "replay_page")(store)
        self.page.playFromHere.connect(self.playFromHere)
        self.page.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.page.dealLinkClicked.connect(self.open_deal)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.browser, self.tr("Deals"))
        self.tabs.addTab(self.page, self.tr("Replay"))
        self.tabs.setTabEnabled(REPLAY_TAB, False)
        self.close_button = close_button(self)
        self.close_button.setFlat(True)  # as low as the tabs beside it
        self.close_button.setStyleSheet("QPushButton { padding: 2px 12px; margin: 2px 6px; }")
        self.tabs.setCornerWidget(self.close_button, Qt.Corner.TopRightCorner)
        self.tabs.currentChanged.connect(lambda index: self.page.set_keys_enabled(index == REPLAY_TAB))
        central = QWidget()
        central.setStyleSheet(style.REPLAY_STYLE)  # on the window itself, Qt would miss some of it
        self._central = central
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs)
        self.setCentralWidget(central)
        self._build_menus()
        resize_to_fit(self, 1360, 860)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(self.tr("&Open a hand-record file…"), QKeySequence.StandardKey.Open, self.choose_file)
        file_menu.addAction(self.tr("&Import into the records…"), self.import_file)
        file_menu.addAction(self.tr("&Export the selected deals…"), self.export_selected)
        file_menu.addSeparator()
        self.records_action = file_menu.addAction(self.tr("Back to &my records"), self.show_records)
        self.records_action.setEnabled(False)
        file_menu.addSeparator()
        make_closable(self, file_menu.addAction(self.tr("&Close"), self.close))
        groups = (
            ("go", self.tr("&Go")),
            ("view", self.tr("&View")),
            ("notes", self.tr("&Annotate")),
            ("review", self.tr("&Review")),
        )
        menus = {}
        for group, title in groups:
            menu = bar.addMenu(title)
            menu.addActions(self.page.actions_by_group[group])
            menus[group] = menu
        from bagchen_qt.ui.i18n import LanguageMenu

        menus["view"].addSeparator()
        self.language_menu = LanguageMenu(self)  # as in the table's View menu (``bagchen replay`` has no table)
        menus["view"].addMenu(self.language_menu.menu)
        review = menus["review"]
        review.insertSeparator(review.actions()[0])
        start = QAction(self.tr("Review this seat"), self)
        start.triggered.connect(lambda: self.page.start_review())
        cancel = QAction(self.tr("Cancel the review"), self)
        cancel.triggered.connect(self.page.cancel_review)
        review.insertActions(review.actions()[0], [start, cancel])
        learn = bar.addMenu(self.tr("&Learn"))
        learn.addAction(self.tr("&Statistics…"), self.show_statistics)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("&Examples"), self.show_examples)
        help_menu.addAction(self.tr("&Keys of the replay"), self.show_keys)

    # --- opening ------------------------------------------------------------------------

    def open_deal(self, deal_id: int, step: int | None = None) -> None:
        """Show a deal of the store shown (the records, or the file opened)."""
        deal_game = getattr(self.store, "deal_game", None)
        game = deal_game(deal_id) if deal_game is not None else None
        from bagchen_qt.ui.card_table.replay import replay_window_for

        opener = replay_window_for(game) if game is not None else None  # its own, or the card table's
        if opener is not None:
            try:
                self.family_replay = opener(self.store, deal_id, self)
            except (RecordsError, ValueError, AttributeError, TypeError) as error:  # a game the table cannot show yet
                message_box.warning(
                    self, self.tr("Replay"), self.tr("This deal cannot be replayed: {reason}").format(reason=str(error))
                )
                return
            self.family_replay.show()
            return
        try:
            self.page.load(deal_id, step)
        except RecordsError as error:
            message_box.warning(
                self, self.tr("Replay"), self.tr("This deal cannot be replayed: {reason}").format(reason=str(error))
            )
            return
        self.tabs.setTabEnabled(REPLAY_TAB, True)
        self.tabs.setCurrentIndex(REPLAY_TAB)
        self.page.set_keys_enabled(True)

    def open_file(self, path: str | Path) -> list[int]:
        """Show the deals of a hand-record file (kept in memory, not in the records:
        ``import_file`` puts them there). Returns their ids; opens the first."""
        store = Store.memory()
        try:
            report = import_file(store, path)  # read a deal at a time, however large the file
        except (HandRecordError, RecordsError) as error:
            store.close()
            message_box.warning(self, self.tr("Open a hand record"), _refusal(path, error))
            return []
        self._show_store(store, Path(path))
        if report.deal_ids:
            self.open_deal(report.deal_ids[0])
        return list(report.deal_ids)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a hand-record file"), "", self.tr("Hand records (*.json);;All files (*)")
        )
        if path:
            self.open_file(path)

    def show_records(self) -> None:
        """Back from a file to the records database."""
        self._show_store(self.records, None)

    def _show_store(self, store: Store, file: Path | None) -> None:
        self.page.shut_down()
        if self.store is not self.records and self.store is not store:
            self.store.close()
        self.store, self.file = store, file
        self.page.set_store(store)
        self.browser.set_store(store)
        self.tabs.setCurrentIndex(DEALS_TAB)
        self.tabs.setTabEnabled(REPLAY_TAB, False)
        self.close_button = close_button(self)
        self.close_button.setFlat(True)  # as low as the tabs beside it
        self.close_button.setStyleSheet("QPushButton { padding: 2px 12px; margin: 2px 6px; }")
        self.tabs.setCornerWidget(self.close_button, Qt.Corner.TopRightCorner)
        self.records_action.setEnabled(file is not None)
        if file is None:
            self.banner.hide()
            self.setWindowTitle(self.tr("Bagchen — replays"))
            return
        self.banner.setText(
            self.tr(
                "{name}: a hand-record file, not in your records; notes made here are not "
                "kept unless exported. <a href='import' style='color:#ffd97a'>Import it into "
                "the records</a> · <a href='records' style='color:#ffd97a'>Back to my "
                "records</a>"
            ).format(name=file.name)
        )
        self.banner.show()
        self.setWindowTitle(self.tr("Bagchen — {name}").format(name=file.name))

    def _banner_link(self, link: str) -> None:
        if link == "import" and self.file is not None:
            self.import_path(self.file)
        elif link == "records":
            self.show_records()

    # --- files ----------------------------------------------------------------------------

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import hand records"), "", self.tr("Hand records (*.json);;All files (*)")
        )
        if path:
            self.import_path(Path(path))

    def import_path(self, path: Path) -> int:
        """Import a file's deals (and their notes) into the records; the number stored."""
        try:
            report = import_file(self.records, path)
        except (HandRecordError, RecordsError) as error:
            message_box.warning(self, self.tr("Import"), _refusal(path, error, NOTHING_STORED))
            return 0
        self.show_records()
        self.statusBar().showMessage(
            self.tr("{n} deals imported, {skipped} already there.").format(
                n=len(report.deal_ids), skipped=report.skipped
            ),
            8000,
        )
        return len(report.deal_ids)

    def export_selected(self) -> None:
        ids = self.browser.selected_ids()
        if not ids and self.page.deal_id is not None:
            ids = [self.page.deal_id]
        if not ids:
            self.statusBar().showMessage(self.tr("Select the deals to export first."), 6000)
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export hand records"), "bagchen-deals.json", self.tr("Hand records (*.json)")
        )
        if path:
            self.export_to(ids, Path(path))

    def export_to(self, deal_ids: list[int], path: Path) -> None:
        self.page.notes_panel.flush()
        try:
            write_document(export_document(self.store, deal_ids), path)
        except (RecordsError, OSError) as error:
            message_box.warning(self, self.tr("Export"), str(error))
            return
        self.statusBar().showMessage(self.tr("{n} deals written to {path}").format(n=len(deal_ids), path=path), 8000)

    # --- the rest ---------------------------------------------------------------------------

    def look_changed(self) -> None:
        """The replay's own parts in the current look (``theme`` rebinds their style)."""
        self._central.setStyleSheet(style.REPLAY_STYLE)

    def show_statistics(self) -> None:
        from .stats import StatisticsDialog

        self._stats = StatisticsDialog(self.store, self)
        self._stats.show()

    def show_examples(self) -> None:
        self._examples = open_examples(self)

    def show_keys(self) -> None:
        lines = []
        for action in self.page.all_actions():
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
            lines.append(f"<tr><td><b>{keys}</b></td><td>&nbsp;{action.text()}</td></tr>")
        message_box.information(self, self.tr("Keys of the replay"), "<table>" + "".join(lines) + "</table>")

    def changeEvent(self, event: QEvent) -> None:  # Qt API
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "page") and self.isVisible():
            from bagchen_qt.ui import i18n

            if self._words_serial != i18n.serial():
                self._words_serial = i18n.serial()
                self.retranslate()

    def retranslate(self) -> None:
        """The deal shown, at its step, and the lists, in the language now installed
        (i18n renews the fixed words of menus and buttons)."""
        self.page.retitle_marks()
        if self.page.deal_id is not None:
            self.page.load(self.page.deal_id, self.page.step)
        for view in self.findChildren(QAbstractItemView):
            model = view.model()
            if model is not None:
                model.layoutChanged.emit()  # the views ask their models for every text again
            header = getattr(view, "header", None) or getattr(view, "horizontalHeader", None)
            if header is not None:
                header().viewport().update()

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt API
        self.page.shut_down()
        if self.store is not self.records:
            self.store.close()
            self.store = self.records
        super().closeEvent(event)


def in_language(document: dict[str, Any]) -> dict[str, Any]:
    """An example deal with its title and notes in the language in use (the catalogues
    collect them from ``replays/``, in the "Examples" context)."""

    def tr(text: str) -> str:
        return QCoreApplication.translate("Examples", text)

    for session in document.get("sessions", []):
        if session.get("title"):
            session["title"] = tr(session["title"])
    for deal in document.get("deals", []):
        for note in deal.get("annotations", []):
            if note.get("text"):
                note["text"] = tr(note["text"])
    return document


def _refusal(path: str | Path, error: Exception, outcome: str = "refused") -> str:
    """Why a hand-record file is refused, as the command line says it; a problem of the
    records database itself as it is."""
    return bad_input_text(path, error, outcome) if isinstance(error, HandRecordError) else str(error)


def open_examples(parent: QWidget | None = None) -> ReplayWindow:
    """A replay window over the annotated example deals of ``replays/`` (kept in
    memory), showing the first; Help → Examples."""
    store = Store.memory()
    for path in example_files():
        raw = json.loads(path.read_text(encoding="utf-8"))
        import_document(store, read_document(json.dumps(in_language(raw)).encode("utf-8")))
    window = ReplayWindow(store, parent)
    window.setWindowTitle(window.tr("Bagchen — example deals"))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.browser.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    if window.browser.model.rows:
        window.open_deal(window.browser.model.rows[0].id)
    window.show()
    return window
