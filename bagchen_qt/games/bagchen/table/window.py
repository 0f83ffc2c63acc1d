"""The Bagchen window: the table, the action bar, the session panel and the menus.

A window made without its table (``MainWindow()``) shows at once what the table will
look like, the felt and the title (``TableShell``), before the table's modules are
even imported; ``build`` then puts the table in the same window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

# ``QtCore.Qt`` rather than ``Qt``: importing Qt's namespace sets up all its enums (about
# 18 ms), which the first frame does without.
from PySide6 import QtCore

# Only the classes the first frame uses: Qt sets each class up (its enums) when first
# asked for it, and those the table needs cost the shell nothing when imported in ``build``.
from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from bagchen_qt.ui.leaving import AsksBeforeLeaving
from bagchen_qt.ui.speeds import SPEED_NAMES, SPEEDS
from bagchen_qt.ui.table_shell import (
    LOAD_ANYWAY_MS,
    SESSION_PANEL_SHARE,
    SESSION_PANEL_WIDTH,
    TableShell,
    follow_control_scale,
    opening_size,
    panel_held_back,
    reopen_remembered_panel,
    tools_beside_menus,
)

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent
    from PySide6.QtWidgets import QGraphicsItem

    from bagchen_qt.ai.worker import DecisionWorker
    from bagchen_qt.core.lessons import LessonRun
    from bagchen_qt.games.bagchen.ai.explain import Explanation
    from bagchen_qt.games.bagchen.rules.actions import Action, Event
    from bagchen_qt.games.bagchen.rules.seating import SeatDraw
    from bagchen_qt.games.bagchen.rules.session import Session
    from bagchen_qt.games.bagchen.rules.state import DealState
    from bagchen_qt.games.bagchen.table.controller import TableConfig
    from bagchen_qt.records.deal_log import DealLog
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.ui.i18n import LanguageMenu


class MainWindow(AsksBeforeLeaving, QMainWindow):
    """One session at the table. ``demo``: four AI players, deals follow each other.

    Without a ``config`` the window is only its shell until ``build`` is called: then
    ``show_then(load)`` shows it and calls ``load`` once its first frame is painted.
    """

    dealsPlayed = Signal(int)
    # Starting sessions is the application's job (ui/app.py connects these): the window
    # only says what the player asked for, and so does not import the application.
    newSessionAsked = Signal(bool)  # True: play it in this window (an empty table); False: in a new one
    playFromHereAsked = Signal(object, object, object, str)  # state, seat configs, source deal id or None, speed
    lessonAsked = Signal(object, object)  # a lesson, and where it was left (None: from its start)
    realDealAsked = Signal(str)  # a lesson's "Play a real deal now": a session of that game

    def __init__(
        self,
        config: TableConfig | None = None,
        speed: str = "normal",
        log: DealLog | None = None,
        demo: bool = False,
        worker: DecisionWorker | None = None,
    ) -> None:
        super().__init__()
        self.demo = demo
        self.deals_played = 0
        self.built = False
        self._empty_actions: list[QAction] = []
        self.setWindowTitle(self.tr("Bagchen"))
        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._fitted = self.demo or not self._restore_geometry()
        if self._fitted:
            self.resize(*opening_size())
        if config is None:
            self.setCentralWidget(TableShell(self.windowTitle()))
            self.menuBar().setEnabled(False)
        else:
            self.build(config, speed, log, worker)

    def show_then(self, load: Callable[[], object]) -> None:
        """Show the window, and call ``load`` once its first frame is on the screen."""
        pending = [load]

        def run() -> None:  # once: after the first paint, or after LOAD_ANYWAY_MS
            if pending:
                pending.pop()()

        shell = self.centralWidget()
        assert isinstance(shell, TableShell), "only a window made without its table shows its shell"
        shell.painted.connect(lambda: QTimer.singleShot(0, run))
        QTimer.singleShot(LOAD_ANYWAY_MS, run)
        self.show()

    def build(
        self,
        config: TableConfig,
        speed: str = "normal",
        log: DealLog | None = None,
        worker: DecisionWorker | None = None,
    ) -> None:
        """Put the table in the window: the scene, the controller (with its AI worker and
        ``log``), the action bar, the session panel and the menus."""
        from PySide6.QtWidgets import QVBoxLayout

        from bagchen_qt.games.bagchen.table.action_bar import BagchenActionBar
        from bagchen_qt.games.bagchen.table.controller import GameController
        from bagchen_qt.games.bagchen.table.table_scene import TableScene
        from bagchen_qt.ui.animation import as_speed
        from bagchen_qt.ui.table_view import TableView

        for action in self._empty_actions:
            action.deleteLater()
        self.game_menu.clear()
        self.help_menu.clear()
        self.view_menu.clear()
        self._empty_actions = []
        self.config = config
        self.controller = GameController(config, worker=worker, log=log, parent=self)
        viewer = config.human_seat if config.human_seat is not None else 0
        self.scene = TableScene(viewer, [s.table_name for s in config.seats], [s.ai_level for s in config.seats], self)
        self.scene.set_speed(as_speed(speed))
        self.view = TableView(self.scene)
        from bagchen_qt.games import DEFAULT_GAME
        from bagchen_qt.ui.jargon import explain_table

        explain_table(self.scene, DEFAULT_GAME)
        self.action_bar = BagchenActionBar()
        self.action_bar.names = [s.table_name for s in config.seats]
        self.warning = QLabel()
        self.warning.setStyleSheet("background: #7a2e12; color: #fff3dc; padding: 6px 14px; font-size: 14px;")
        self.warning.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.warning)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        self._legal: list[Action] = []
        # The deal as the human's seat sees it (the controller's ``seat_view``), as last shown.
        self._shown: DealState | None = None
        self._hint: Event | None = None  # the hinted play, while it is shown on the table
        self._hint_why: Explanation | None = None  # and why, to say it again in another language
        self._build_session_panel()
        self._build_menus(speed)
        self.menuBar().setEnabled(True)
        self._connect()
        if not self.demo:
            self._restore_state()
        self._restore_view()
        tools_beside_menus(self)
        follow_control_scale(self)
        self.built = True

    def show_empty_table(self) -> None:
        """No session chosen: the window stays, at an empty table, with a "New game"
        button in the centre and in the Game menu."""
        from PySide6.QtGui import QAction, QKeySequence

        from bagchen_qt.ui.closing import key_list

        new_game = QAction(self.tr("&New game…"), self)
        new_game.setShortcut(QKeySequence.StandardKey.New)
        new_game.triggered.connect(self._new_game)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcuts(key_list(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        quit_action.triggered.connect(self.close)
        rules = QAction(self.tr("&Rules of Bagchen"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self._show_rules)
        learn = self._learn_action()
        self.game_menu.addAction(new_game)
        self.game_menu.addSeparator()
        self.game_menu.addAction(quit_action)
        self.help_menu.addAction(learn)
        self.help_menu.addAction(rules)
        self._empty_actions = [new_game, quit_action, rules, learn]
        self.new_game_action = new_game
        # At an empty table the View menu holds only the choice of language.
        self.view_menu.addMenu(self._language_menu().menu)
        self.menuBar().setEnabled(True)
        shell = self.centralWidget()
        if isinstance(shell, TableShell):
            shell.add_new_game_button(self.tr("New game")).clicked.connect(self._new_game)
            shell.add_learn_button(self.tr("Learn to play")).clicked.connect(self.choose_lesson)

    def _learn_action(self) -> QAction:
        from PySide6.QtGui import QAction

        learn = QAction(self.tr("&Learn to play…"), self)
        learn.triggered.connect(self.choose_lesson)
        return learn

    def choose_lesson(self) -> None:
        """Help → Learn to play: the chooser of this game's lessons; the one chosen is
        asked of the application, which opens it at a table of its own."""
        from bagchen_qt.games import DEFAULT_GAME
        from bagchen_qt.ui.lesson_chooser import choose_lesson

        chosen = choose_lesson(DEFAULT_GAME, self)
        if chosen is not None:
            self.lessonAsked.emit(*chosen)

    def start_lesson(self, run: LessonRun) -> None:
        """Play ``run``'s lesson at this table."""
        from bagchen_qt.ui.lesson_mode import play_at

        self.dice_hint_action.setVisible(False)
        self.lesson = play_at(self, run, self._lesson_items, self.action_bar.words_for)

    def _lesson_items(self, part: str) -> list[QGraphicsItem]:
        """The scene's items for a part of the table a lesson points at."""
        state = self.scene.state
        if part == "dice":
            return [self.scene.dice_item()]
        if part in ("chips", "stacks"):
            return [self.scene.panel(self.scene.viewer)]
        if part == "caption":
            return [self.scene.trick_caption_item()]
        if part == "marks":
            return [self.scene.marks()]
        if state is None:
            return []
        if part == "trick" and state.trick is not None:
            return [self.scene.tile_item(t) for play in state.trick.plays for t in play.tiles]
        if part == "towers":
            held = {t for hand in state.hands for t in hand}
            return [self.scene.tile_item(t) for t in state.order if t not in held]
        return []

    def _language_menu(self) -> LanguageMenu:
        """View → Language: made once, kept when the table replaces the empty table."""
        from bagchen_qt.ui.i18n import LanguageMenu

        if getattr(self, "language_menu", None) is None:
            self.language_menu = LanguageMenu(self)
        return self.language_menu

    def _new_game(self) -> None:
        self.newSessionAsked.emit(True)

    # --- building -------------------------------------------------------------------

    def _build_session_panel(self) -> None:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QDockWidget

        from bagchen_qt.games.bagchen.table.session_panel import SessionPanel

        self.session_panel = SessionPanel()
        self.session_panel.set_table(self.config)
        dock = QDockWidget(self.tr("Session"), self)
        dock.setObjectName("sessionDock")
        dock.setWidget(self.session_panel)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()  # the table takes the window until the player opens the panel
        self.session_dock = dock
        self.session_panel.gobahRequested.connect(self._declare_gobah)
        toggle = dock.toggleViewAction()
        toggle.setText(self.tr("&Session panel"))
        toggle.setToolTip(self.tr("Show or hide the session panel (F9)"))
        toggle.setShortcut(QKeySequence("F9"))
        toggle.triggered.connect(self._session_panel_toggled)
        self.session_panel_action = toggle

    def _session_panel_toggled(self, shown: bool) -> None:
        """Open the panel at its remembered width, at most a fifth of the window; remember."""
        from bagchen_qt.ui.settings import AppSettings

        settings = AppSettings()
        if shown:
            self.resizeDocks([self.session_dock], [self.session_panel_width()], QtCore.Qt.Orientation.Horizontal)
        elif self.session_dock.width() > 0:
            settings.session_panel_width = self.session_dock.width()
        if not self.demo:
            settings.session_panel = shown

    def session_panel_width(self) -> int:
        """The width the panel opens at: as last left, or the default, never more than a
        fifth of the window."""
        from bagchen_qt.ui.settings import AppSettings

        wanted = AppSettings().session_panel_width or SESSION_PANEL_WIDTH
        return max(min(wanted, self.width() // SESSION_PANEL_SHARE), 1)

    def _restore_view(self) -> None:
        """The panel as the player left it, and the tiles' zoom."""
        from bagchen_qt.ui.settings import AppSettings

        settings = AppSettings()
        if settings.session_panel and not self.demo:
            reopen_remembered_panel(self, self.session_dock, self.view, self.session_panel_width)
        else:
            self.session_dock.hide()
        self.scene.set_zoom(settings.tile_zoom)

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ QtCore.Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QtCore.QEvent.Type.WindowStateChange and self.built:
            self.full_screen_action.setChecked(self.isFullScreen())
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """The words that depend on the moment, in the language now installed: the
        table, the action bar, the session panel (i18n renews the menus' fixed words).
        The deal, the hand, the trick and the selection stay as they are."""
        if not self.built:
            return
        self.look_back_action.setToolTip(
            self.tr("On your turn: hold %1, or click the last stack won, to see the previous trick again").replace(
                "%1", self._look_back_key()
            )
        )
        self.look_back_action.setStatusTip(self.look_back_action.toolTip())
        self.scene.retranslate()
        session, state = self.controller.session, self._shown
        self.session_panel.set_table(self.config)
        if session is not None:
            self._on_session(session)
        if state is None:
            return
        if self.next_deal_action.isEnabled():
            self._offer_next_deal()
        elif self._legal and state.to_act == self.config.human_seat:
            self._on_human_turn(self._legal)
        else:
            self.action_bar.clear(self._status_text(state))
        if self._hint is not None and self._hint_why is not None:
            self._on_hint(self._hint, self._hint_why)

    @staticmethod
    def _look_back_key() -> str:
        from bagchen_qt.games.bagchen.table.table_scene import look_back_key_text

        return look_back_key_text()

    def zoom_tiles(self, steps: int) -> None:
        """Tiles one step larger (+1), smaller (-1), or back to their usual size (0)."""
        from bagchen_qt.ui.settings import AppSettings

        if steps:
            self.scene.zoom_step(steps)
        else:
            self.scene.set_zoom(1.0)
        AppSettings().tile_zoom = self.scene.zoom

    def _build_menus(self, speed: str) -> None:
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence
        from PySide6.QtWidgets import QSizePolicy

        from bagchen_qt.ui.closing import key_list

        game = self.game_menu
        self.new_action = game.addAction(self.tr("&New session…"))
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self._new_session)
        self.undo_action = game.addAction(self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        self.hint_action = game.addAction(self.tr("&Hint"))
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.controller.request_hint)
        self.dice_hint_action = game.addAction(self.tr("Throw the dice for a hint"))
        self.dice_hint_action.setVisible(self.config.rules.dice_hint)
        self.dice_hint_action.triggered.connect(self._throw_hint_dice)
        self.next_deal_action = game.addAction(self.tr("Ne&xt deal"))
        self.next_deal_action.setShortcut(QKeySequence("N"))
        self.next_deal_action.triggered.connect(self._after_recap)
        self.next_deal_action.setEnabled(False)
        game.addSeparator()
        game.addAction(self.tr("Declare &Gobah (five more deals)"), lambda: self._declare_gobah(False))
        game.addAction(self.tr("One &last deal (Tashi Gobah)"), lambda: self._declare_gobah(True))
        game.addSeparator()
        quit_action = game.addAction(self.tr("&Quit"))
        quit_action.setShortcuts(key_list(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        quit_action.triggered.connect(self.close)

        view = self.view_menu
        speeds = view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        for name in SPEEDS:
            action = QAction(self.tr(SPEED_NAMES[name]), self, checkable=True)
            action.setChecked(name == speed)
            action.triggered.connect(lambda _=False, n=name: self.scene.set_speed(n))
            group.addAction(action)
            speeds.addAction(action)
        self.reduced_motion_action = view.addAction(self.tr("&Reduced motion"))
        self.reduced_motion_action.setCheckable(True)
        self.reduced_motion_action.setChecked(self.scene.reduced_motion())
        self.reduced_motion_action.toggled.connect(self.scene.set_reduced_motion)
        view.addSeparator()
        view.addAction(self.session_panel_action)
        self.full_screen_action = view.addAction(self.tr("&Full screen"))
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence("F11"))
        self.full_screen_action.triggered.connect(self.toggle_full_screen)
        zoom = view.addMenu(self.tr("&Tile size"))
        for text, keys, steps in (
            (self.tr("&Larger"), (QKeySequence.StandardKey.ZoomIn, "Ctrl+="), 1),
            (self.tr("&Smaller"), (QKeySequence.StandardKey.ZoomOut,), -1),
            (self.tr("&Usual size"), ("Ctrl+0",), 0),
        ):
            action = zoom.addAction(text)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.triggered.connect(lambda _=False, n=steps: self.zoom_tiles(n))
        from bagchen_qt.ui.theme import LookMenu

        self.look_menu = LookMenu(view, self)
        view.addSeparator()
        view.addMenu(self._language_menu().menu)

        help_menu = self.help_menu
        rules = help_menu.addAction(self.tr("&Rules of Bagchen"))
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self._show_rules)
        help_menu.addAction(self.tr("&Examples…"), self._show_examples)
        help_menu.insertAction(rules, self._learn_action())
        game.insertAction(self.dice_hint_action, self._replays_action())
        self.look_back_action = self._look_back_action()
        game.insertAction(self.dice_hint_action, self.look_back_action)
        # Undo and the hint as buttons too, where a player looks for them.
        tools = self.addToolBar(self.tr("Play"))
        tools.setObjectName("playToolBar")
        tools.setMovable(False)
        tools.addAction(self.undo_action)
        tools.addAction(self.hint_action)
        tools.addAction(self.dice_hint_action)
        tools.addAction(self.next_deal_action)
        self.next_deal_action.setVisible(False)
        spacer = QWidget(tools)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        tools.addWidget(spacer)
        tools.addAction(self.session_panel_action)

    def _connect(self) -> None:
        c = self.controller
        c.eventApplied.connect(self._on_event)
        c.humanToAct.connect(self._on_human_turn)
        c.thinking.connect(self._on_thinking)
        c.dealOver.connect(self._on_deal_over)
        c.sessionChanged.connect(self._on_session)
        c.seatsDrawn.connect(self._on_seats_drawn)
        c.seatingChanged.connect(self._on_seating)
        c.seatExchangeOffered.connect(self._offer_seat_exchange)
        c.notice.connect(self._on_notice)
        c.hintReady.connect(self._on_hint)
        self.scene.animationsFinished.connect(c.view_ready)
        self.scene.selectionChanged.connect(self._on_selection)
        self.scene.activated.connect(self._play_default)
        self.scene.towerClicked.connect(self._choose_tower)
        self.action_bar.towerHovered.connect(self.scene.light_tower)
        self.action_bar.chosen.connect(self._play)
        self.action_bar.follows = self.view  # Tab goes from the table straight to the bar's buttons
        from bagchen_qt.games.bagchen.table.accessibility import TableAnnouncer

        self.announcer = TableAnnouncer(self.view, self)
        c.eventApplied.connect(self.announcer.event_applied)
        c.hintReady.connect(self.announcer.hint_ready)

    # --- running --------------------------------------------------------------------

    def start(self) -> None:
        self.show()
        self.view.setFocus()
        QTimer.singleShot(0, self.controller.start)

    def deal_in_progress(self) -> bool:
        """A deal is being played here (begun, not over, not stopped)."""
        if not self.built or self.controller.stopped or self.controller.lesson is not None:
            return False
        state = self._shown
        return state is not None and not state.is_over

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.built:
            if self.closing_put_off(event):
                return
            self._save_geometry()
            self.controller.stop(keep_for_resume=self.keep_for_resume())
        super().closeEvent(event)

    def _save_geometry(self) -> None:
        from bagchen_qt.ui.settings import AppSettings

        settings = AppSettings()
        settings.window_geometry = bytes(self.saveGeometry().data())
        settings.window_state = bytes(self.saveState().data())
        if not self.demo:
            if not panel_held_back(self.session_dock):  # kept closed for a small window: still wanted
                settings.session_panel = self.session_dock.isVisible()
            if self.session_dock.isVisible():
                settings.session_panel_width = self.session_dock.width()
        settings.sync()

    def _restore_geometry(self) -> bool:
        # Read as settings.AppSettings stores it: that module imports the rules and the AI
        # players, which the shell's first frame does without.
        from bagchen_qt.ui.stored_settings import settings_store  # QtCore only

        geometry = settings_store().value("window/geometry")
        if isinstance(geometry, bytes | bytearray):
            geometry = QtCore.QByteArray(bytes(geometry))
        return isinstance(geometry, QtCore.QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry)

    def _restore_state(self) -> None:
        from bagchen_qt.ui.settings import AppSettings

        settings = AppSettings()
        if settings.window_state:
            self.restoreState(settings.window_state)

    def _on_event(self, event: Event | None, before: DealState | None, after: DealState) -> None:
        self._shown = after
        self._legal = []
        self._clear_hint()  # any event, an undo included, ends the moment it was for
        self.action_bar.clear(self._status_text(after))
        self.scene.set_playable(None)
        self.scene.set_turn(after.to_act)
        self.undo_action.setEnabled(self.controller.can_undo())
        self.look_back_action.setEnabled(False)
        self.scene.show_event(event, before, after)

    def _status_text(self, state: DealState) -> str:
        if state.is_over:
            return self.tr("The deal is over.")
        if state.to_act is None:
            return ""
        name = self.config.seats[state.to_act].table_name
        if state.to_act == self.config.human_seat:
            return self.tr("Your turn.")
        return self.tr("%1 to play.").replace("%1", name)

    def _on_thinking(self, seat: int, on: bool) -> None:
        self.scene.set_thinking(seat, on)

    def _on_human_turn(self, legal: list[Action]) -> None:
        from bagchen_qt.games.bagchen.rules.actions import Beat, Lead
        from bagchen_qt.games.bagchen.rules.state import Phase
        from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
        from bagchen_qt.games.bagchen.table.action_bar import SELECTION_PHASES

        state = self._shown
        assert state is not None, "the human is asked to act during a deal"
        self._legal = legal
        self.undo_action.setEnabled(self.controller.can_undo())
        self.look_back_action.setEnabled(self.scene.can_look_back())
        if state.phase in SELECTION_PHASES:
            beaters = {t for e in legal if isinstance(e, Beat | Lead) for t in e.tiles}
            if state.phase is Phase.FOLLOW and beaters:
                # Highlight every copy of a kind that can beat, not only the listed copy.
                kinds = {TILE_KIND[t] for t in beaters}
                self.scene.set_playable({t for t in state.hands[state.actor] if TILE_KIND[t] in kinds})
            self._on_selection(self.scene.selected_tiles())
        else:
            self.action_bar.offer_decisions(state.phase, legal, self._decision_prompt(state))
            self._explain_bar()

    def _explain_bar(self) -> None:
        from bagchen_qt.games import DEFAULT_GAME
        from bagchen_qt.ui.jargon import explain_widgets

        explain_widgets(self.action_bar, DEFAULT_GAME)

    def _decision_prompt(self, state: DealState) -> str:
        from bagchen_qt.games.bagchen.rules.state import Phase
        from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
        from bagchen_qt.games.bagchen.table.words import format_kinds

        names = self.config.seats
        if state.phase is Phase.CHOOSE_TOWER:
            return self.tr("You sit opposite the starter: choose the tower to be taken first.")
        if state.phase is Phase.REDEAL:
            return self.tr("Your hand has none of the high tiles: you may show it and demand a re-deal.")
        if state.phase is Phase.UNION_OFFER:
            return self.tr("Mother and son: you may show your tile and look for its partner.")
        if state.phase is Phase.UNION_ANSWER:
            offerer, tile = state.pending_offer
            return (
                self.tr("%1 shows %2. Accept, and the dice decide who takes both?")
                .replace("%1", names[offerer].name)
                .replace("%2", format_kinds((TILE_KIND[tile],)))
            )
        if state.phase is Phase.SWAP_ANSWER:
            return self.tr("%1 offers to swap a mother for a son, without dice.").replace(
                "%1", names[state.pending_offer[0]].name
            )
        if state.phase is Phase.EXCHANGE_OFFER:
            return self.tr("Before looking at the tiles, you may offer to exchange hands.")
        if state.phase is Phase.EXCHANGE_ANSWER:
            return self.tr("%1 offers to exchange hands with you.").replace("%1", names[state.pending_offer[0]].name)
        return ""

    def _play_prompt(self, state: DealState) -> str:
        from bagchen_qt.games.bagchen.rules.state import Phase
        from bagchen_qt.games.bagchen.table.words import format_kinds, suit_tile

        seat = state.actor
        if state.phase is Phase.LEAD:
            if state.passports[seat] and state.rules.passport != "off":
                if state.passport_suit is not None:
                    return self.tr("Passport, rule 4: lead %1.").replace("%1", suit_tile(state.passport_suit))
                return self.tr("Your lead (you hold a passport: only some leads are allowed).")
            return self.tr("Your lead.")
        trick = state.current_trick
        top = format_kinds(trick.top_kinds) if trick.top_kinds else self.tr("the face-down lead")
        n = trick.size
        return self.tr("Beat %1, or play %2 face down.").replace("%1", top).replace("%2", QtCore.QLocale().toString(n))

    def _on_selection(self, tiles: tuple[int, ...]) -> None:
        from bagchen_qt.games.bagchen.table.action_bar import SELECTION_PHASES

        state = self._shown
        seat = self.config.human_seat
        if not self._legal or state is None or seat is None or state.phase not in SELECTION_PHASES:
            return
        verdict = self.controller.judge_selection(tiles)
        if verdict is None:
            return
        self.action_bar.show_selection(state.phase, verdict, self._legal, self._play_prompt(state), seat, tiles)
        self._explain_bar()

    def _choose_tower(self, tower: int) -> None:
        from bagchen_qt.games.bagchen.rules.actions import ChooseTower

        chosen = [e for e in self._legal if isinstance(e, ChooseTower) and e.tower == tower]
        if chosen:
            self._play(chosen[0])

    def _play_default(self) -> None:
        action = self._hinted_play() or self.action_bar.default_action()
        if action is not None:
            self._play(action)

    def _play(self, action: Event) -> None:
        from bagchen_qt.core.refusals import IllegalAction

        if not self._legal:
            return
        try:
            self.controller.play(action)
        except IllegalAction as error:
            seat = self.config.human_seat
            self.action_bar.show_refusal(error.refusal, seat if seat is not None else 0)
            return
        self.scene.clear_selection()
        self.view.setFocus()  # back to the hand after a button, for the next play by keys

    def _on_deal_over(self, state: DealState) -> None:
        self.deals_played += 1
        self.dealsPlayed.emit(self.deals_played)
        if self.demo:
            QTimer.singleShot(self._pause_ms(), self.controller.next_deal)
            return
        from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog

        names = [s.table_name for s in self.config.seats]
        dialog = RecapDialog(state, names, self.controller.session, self, viewer=self.config.human_seat)
        from bagchen_qt.games import DEFAULT_GAME
        from bagchen_qt.ui.jargon import explain_widgets

        explain_widgets(dialog, DEFAULT_GAME)
        # Its button goes on; Escape only closes it, and the table offers the next step.
        dialog.accepted.connect(self._after_recap)
        dialog.rejected.connect(self._offer_next_deal)
        self.recap = dialog
        dialog.open()

    def _pause_ms(self) -> int:
        return 0 if self.scene.speed == "instant" else 1500

    def _offer_next_deal(self) -> None:
        """The recap closed without going on: the next deal (or the session's end) waits
        for its button or the N key."""
        over = self.controller.session.over
        text = self.tr("See the session") if over else self.tr("Next deal")
        self.next_deal_action.setText(text)
        self.next_deal_action.setEnabled(True)
        self.next_deal_action.setVisible(True)
        self.action_bar.offer_step(
            self.tr("The deal is over."), self.tr("%1 (N)").replace("%1", text), self._after_recap
        )

    def _after_recap(self) -> None:
        self.next_deal_action.setEnabled(False)
        self.next_deal_action.setVisible(False)
        state = self._shown
        self.action_bar.clear(self._status_text(state) if state is not None else "")
        if self.controller.session.over:
            self._show_session_end()
        else:
            self.controller.next_deal()

    def _show_session_end(self) -> None:
        from bagchen_qt.games.bagchen.table.session_end_dialog import SessionEndDialog

        # By player: seats may have been exchanged during the session.
        players = self.controller.players
        you = next((p for p, seat in enumerate(players) if seat.is_human), None)
        SessionEndDialog(
            self.controller.session.by_player(),
            self.controller.player_names(),
            self,
            viewer=you,
            gobah_winners=self.controller.gobah_winners,
        ).open()

    def _on_session(self, session: Session) -> None:
        from bagchen_qt.games.bagchen.table.words import gobah_text

        self.session_panel.update_session(session.by_player(), self.controller.player_names())
        self.scene.set_gobah(gobah_text(session))

    def _on_seats_drawn(self, draw: SeatDraw, players: Sequence[PlayerSpec]) -> None:
        """Formal seating or a seat exchange, played out on the table (R26)."""
        session = self.controller.session
        self.action_bar.clear(self.tr("Seats are drawn with the dice."))
        chips = [session.chips[session.seat_of(p)] for p in range(len(players))]
        self.seating_captions = self.scene.show_seat_draw(
            draw,
            [p.table_name for p in players],
            [p.ai_level for p in players],
            session.seating[session.starter],
            chips,
        )

    def _on_seating(self, config: TableConfig) -> None:
        self.config = config
        self.scene.set_names([s.table_name for s in config.seats], [s.ai_level for s in config.seats])
        self.scene.set_viewer(config.human_seat if config.human_seat is not None else 0)

    def _offer_seat_exchange(self) -> None:
        """Before the shuffle, with the seat-exchange custom: demand new seats, or deal."""
        self.action_bar.offer_choices(
            self.tr("Before the shuffle: a run of bad luck? You may demand an exchange of seats."),
            [
                (self.tr("Exchange seats"), lambda: self.controller.answer_seat_exchange(True)),
                (self.tr("Keep the seats and deal"), lambda: self.controller.answer_seat_exchange(False)),
            ],
        )

    def _declare_gobah(self, short: bool) -> None:
        try:
            self.controller.declare_gobah(short)
        except ValueError as error:
            self._on_notice(str(error))
            return
        if self.controller.session.gobah_waits:  # R25: this deal is not one of them
            # In the action bar, not a status bar that would appear and move the table.
            self.action_bar.show_notice(
                self.tr("Tashi Gobah will be the next deal.")
                if short
                else self.tr("Gobah: the five last deals begin after this one."),
                8000,
            )

    def _on_notice(self, text: str) -> None:
        if text.startswith("Recording stopped"):
            self.warning.setText(text)
            self.warning.show()
        self.action_bar.show_notice(text, 8000)

    def _on_hint(self, action: Event, why: Explanation) -> None:
        from bagchen_qt.games.bagchen.table.words import hint_reason
        from bagchen_qt.ui.words import hint_text

        self._hint, self._hint_why = action, why
        self.scene.show_hint(_tiles_of(action), hint_text(hint_reason(why)))

    def _hinted_play(self) -> Event | None:
        """The hinted play, while its tiles are the ones selected (Enter plays it)."""
        hint = self._hint
        if hint is None or tuple(sorted(_tiles_of(hint))) != self.scene.selected_tiles():
            return None
        return hint

    def _clear_hint(self) -> None:
        hint, self._hint = self._hint, None
        if hint is None:
            return
        if tuple(sorted(_tiles_of(hint))) == self.scene.selected_tiles():
            self.scene.clear_selection()
        self.scene.clear_hint()

    def _throw_hint_dice(self) -> None:
        from bagchen_qt.games.bagchen.rules.tiles import kind_of_dice
        from bagchen_qt.games.bagchen.table.kind_names import kind_name
        from bagchen_qt.ui.words import codes_text

        a, b = self.controller.throw_hint_dice()
        kind = kind_of_dice(a, b)
        self.action_bar.show_notice(
            self.tr("The dice show %1 and %2: %3, %4. Read it as you like; the dice go back to the point.")
            .replace("%1", QtCore.QLocale().toString(a))
            .replace("%2", QtCore.QLocale().toString(b))
            .replace("%3", codes_text(kind.notation))
            .replace("%4", kind_name(kind)),
            15000,
        )

    def _new_session(self) -> None:
        from bagchen_qt.ui.leaving import new_session_agreed

        if new_session_agreed(self):
            self.newSessionAsked.emit(False)

    def _look_back_action(self) -> QAction:
        """Hold the key (or click the last stack) to see the previous trick on your turn."""
        from PySide6.QtGui import QAction, QKeySequence

        from bagchen_qt.games.bagchen.table.table_scene import LOOK_BACK_KEY, look_back_key_text

        action = QAction(self.tr("Look at the &previous trick"), self)
        action.setShortcut(QKeySequence(LOOK_BACK_KEY))
        tip = self.tr("On your turn: hold %1, or click the last stack won, to see the previous trick again")
        action.setToolTip(tip.replace("%1", look_back_key_text()))
        action.setStatusTip(action.toolTip())
        action.setEnabled(False)
        action.triggered.connect(lambda: self.scene.show_previous_trick(held=True))
        return action

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # Qt's name
        from bagchen_qt.games.bagchen.table.table_scene import LOOK_BACK_KEY

        if self.built and event.key() == LOOK_BACK_KEY and not event.isAutoRepeat():
            self.scene.release_look_back_key()
        super().keyReleaseEvent(event)

    def _replays_action(self) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(self.tr("&Past deals…"), self)
        action.setShortcut(QKeySequence("Ctrl+R"))
        action.triggered.connect(self._show_replays)
        return action

    def _show_replays(self) -> None:
        from bagchen_qt.records.store import Store
        from bagchen_qt.ui.replay import ReplayWindow

        store = self.controller.log.store or Store.open()
        self._replay_window = ReplayWindow(store, self)
        self._replay_window.playFromHere.connect(self._play_from_here)
        self._replay_window.show()

    def _show_examples(self) -> None:
        from bagchen_qt.ui.replay import open_examples

        self._examples_window = open_examples(self)
        self._examples_window.playFromHere.connect(self._play_from_here)

    def _play_from_here(self, state: DealState, seats: Sequence[PlayerSpec], source_deal_id: int) -> None:
        self.playFromHereAsked.emit(state, seats, source_deal_id if source_deal_id > 0 else None, self.scene.speed)

    def _show_rules(self) -> None:
        from bagchen_qt.ui.rules_window import RulesWindow

        self._rules_window = RulesWindow(self)
        if self.built:  # the empty table shows the standard rules
            self._rules_window.set_rules(self.config.rules)
        self._rules_window.show()


def _tiles_of(action: Event) -> tuple[int, ...]:
    """The tiles an action plays (a face-down lead's one tile too)."""
    tile = getattr(action, "tile", None)
    return tuple(getattr(action, "tiles", ())) or ((tile,) if isinstance(tile, int) else ())
