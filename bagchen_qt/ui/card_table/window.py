"""The card table's window: any game with a ``card_table`` face, 2 to 8 seats.

The human selects pieces of the hand (a click, or Left/Right and Space) and plays them
from the action bar, whose buttons are the legal actions that use exactly the pieces
selected, with the decisions that use none (Pass …) beside them; a selection no
action uses is answered with the rules' reason. The table is handed only what the
human's seat may see (``FamilyController.seen``); the recap is given the finished deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.levels import observation_for
from bagchen_qt.games import has_face
from bagchen_qt.ui.action_bar import ActionBar
from bagchen_qt.ui.animation import as_speed
from bagchen_qt.ui.family_controller import FamilyController, FamilyTable, Refused
from bagchen_qt.ui.jargon import explain_table, explain_widgets
from bagchen_qt.ui.leaving import AsksBeforeLeaving, new_session_agreed
from bagchen_qt.ui.speeds import SPEED_NAMES, SPEEDS
from bagchen_qt.ui.table_shell import (
    SESSION_PANEL_SHARE,
    SESSION_PANEL_WIDTH,
    follow_control_scale,
    opening_size,
    reopen_remembered_panel,
)
from bagchen_qt.ui.table_view import TableView
from bagchen_qt.ui.tile_widgets import apply_dialog_style

from .face import CardTableFace, Piece, card_table_face
from .scene import CardTableScene
from .session_panel import SessionDock, headed_grid
from .thinking import WorkerSeats

AUTO_PASS_KEY = "card_table/pass_when_nothing_beats"


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


def shared_words(text: str) -> str:
    """Words every table's window says (leaving, Undo, Hint, the speeds): one translation."""
    return QtCore.QCoreApplication.translate("MainWindow", text)


class CardTableWindow(AsksBeforeLeaving, QMainWindow):
    """One session of a card game at the shared table."""

    dealsPlayed = Signal(int)
    newSessionAsked = Signal(bool)
    lessonAsked = Signal(object, object)  # a lesson, and where it was left (None: from its start)
    realDealAsked = Signal(str)  # a lesson's "Play a real deal now": a session of that game

    def __init__(
        self,
        table: FamilyTable,
        speed: str = "normal",
        demo: bool = False,
        log: Any = None,
        face: CardTableFace | None = None,
    ) -> None:
        super().__init__()
        self.demo = demo
        self.deals_played = 0
        self.table = table
        self.face = face or card_table_face(table.game)
        thinking = WorkerSeats()  # the AI thinks in a process of its own: the window never waits
        thinking.warm([s.ai_level for s in table.seats])
        # The AI seats are the controller's (they see the whole deal); the table keeps none.
        self.controller = FamilyController(table, decide=thinking, log=log, parent=self)
        self.setWindowTitle(self.controller.game.title)
        self.names = [s.table_name for s in table.seats]
        self.you = table.human_seat
        viewer = self.you if self.you is not None else 0
        self.scene = CardTableScene(self.face, viewer, self.names, [s.ai_level for s in table.seats], self)
        self.scene.set_speed(as_speed(speed))
        self.view = TableView(cast(Any, self.scene))
        self.view.setAccessibleName(_t("The table"))
        explain_table(self.scene, table.game)
        self.scene.summaryChanged.connect(self.view.setAccessibleDescription)
        self.action_bar = ActionBar()
        self.action_bar.names = self.names
        self.action_bar.follows = self.view
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        self.seen: Any = None  # the human seat's view of the deal, as last shown
        self.legal: list[Any] = []  # the human's decisions, while it is the human's turn
        self.recap: CardTableRecap | None = None
        self._hint: Any = None
        self.session = SessionDock(self.names, self)
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, self.session)
        if self.session.remembered_open():
            reopen_remembered_panel(self, self.session, self.view, self.session_panel_width)
        self._build_menus(speed)
        follow_control_scale(self)
        self.resize(*opening_size())
        c = self.controller
        c.eventApplied.connect(self._on_event)
        c.humanToAct.connect(self._on_human_turn)
        c.thinking.connect(self.scene.set_thinking)
        c.dealOver.connect(self._on_deal_over)
        c.hintReady.connect(self._on_hint)
        c.notice.connect(lambda text: self.action_bar.show_notice(text, 8000))
        self.scene.animationsFinished.connect(c.view_ready)
        self.scene.selectionChanged.connect(self._on_selection)
        self.scene.activated.connect(self._play_default)
        self.action_bar.chosen.connect(self.play)
        if demo:
            c.ai_delay_ms = 0 if speed == "instant" else 250
        elif speed == "instant":
            c.ai_delay_ms = 0

    def session_panel_width(self) -> int:
        """The width the session panel reopens at: at most a fifth of the window."""
        return min(SESSION_PANEL_WIDTH, self.width() // SESSION_PANEL_SHARE)

    def _build_menus(self, speed: str) -> None:
        game = self.menuBar().addMenu(_t("&Game"))
        self.new_action = game.addAction(_t("&New session…"))
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self._new_session)
        self.undo_action = game.addAction(shared_words("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self.controller.undo)
        self.hint_action = game.addAction(shared_words("&Hint"))
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.setEnabled(False)
        self.hint_action.triggered.connect(self.controller.request_hint)
        self.pass_action = game.addAction(_t("&Pass"))
        self.pass_action.setShortcut(QKeySequence("P"))
        self.pass_action.triggered.connect(self.pass_turn)
        self.auto_pass_action = game.addAction(_t("Pass for me when &nothing beats"))
        self.auto_pass_action.setCheckable(True)
        self.auto_pass_action.setChecked(bool(QSettings().value(AUTO_PASS_KEY, False, type=bool)))
        self.auto_pass_action.toggled.connect(lambda on: QSettings().setValue(AUTO_PASS_KEY, on))
        self.next_deal_action = game.addAction(_t("Ne&xt deal"))
        self.next_deal_action.setShortcut(QKeySequence("N"))
        self.next_deal_action.setEnabled(False)
        self.next_deal_action.triggered.connect(self.next_deal)
        game.addSeparator()
        quit_action = game.addAction(_t("&Quit"))
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.triggered.connect(self.close)
        view = self.menuBar().addMenu(_t("&View"))
        speeds = view.addMenu(_t("Animation &speed"))
        group = QActionGroup(self)
        for name in SPEEDS:
            action = QAction(shared_words(SPEED_NAMES[name]), self, checkable=True)
            action.setChecked(name == speed)
            action.triggered.connect(lambda _=False, n=name: self.scene.set_speed(n))
            group.addAction(action)
            speeds.addAction(action)
        view.addAction(self.session.toggleViewAction())
        full = view.addAction(_t("&Full screen"))
        full.setShortcut(QKeySequence("F11"))
        full.triggered.connect(lambda: self.setWindowState(self.windowState() ^ QtCore.Qt.WindowState.WindowFullScreen))
        if has_face(self.table.game, "rules_page") or has_face(self.table.game, "lessons"):
            help_menu = self.menuBar().addMenu(_t("&Help"))
        if has_face(self.table.game, "lessons"):
            self.learn_action = help_menu.addAction(shared_words("&Learn to play…"))
            self.learn_action.triggered.connect(self.choose_lesson)
        if has_face(self.table.game, "rules_page"):
            rules = help_menu.addAction(_t("&Rules"))
            rules.setShortcut(QKeySequence.StandardKey.HelpContents)
            rules.triggered.connect(self._show_rules)

    # --- running ------------------------------------------------------------------------

    def start(self) -> None:
        self.show()
        self.view.setFocus()
        QTimer.singleShot(0, self.controller.start)

    def resume(self, state: Any) -> None:
        """Show the window and go on with ``state``, a deal under way (an interrupted one)."""
        self.show()
        self.view.setFocus()
        QTimer.singleShot(0, self.controller, lambda: self.controller.resume(state))

    # --- lessons ------------------------------------------------------------------------

    def choose_lesson(self) -> None:
        """Help → Learn to play: the lesson chosen is asked of the application."""
        from bagchen_qt.ui.lesson_chooser import choose_lesson

        chosen = choose_lesson(self.table.game, self)
        if chosen is not None:
            self.lessonAsked.emit(*chosen)

    def start_lesson(self, run: Any) -> None:
        """Play ``run``'s lesson at this table."""
        from bagchen_qt.ui.lesson_mode import play_at

        self.auto_pass_action.setChecked(False)  # the coach asks for each pass itself
        self.lesson = play_at(
            self,
            run,
            self._lesson_items,
            lambda refusal: self.face.refusal_words(refusal, self.names, self.you),
            self._lesson_rects,
        )

    def _lesson_items(self, part: str) -> list[Any]:
        """The scene's items for a part of the table a lesson points at: the caption, or
        the play to beat ("trick", with its ring)."""
        if part == "caption":
            return [self.scene.caption]
        if part == "trick":
            return [item for item in self.scene.items() if item.toolTip() == _t("The play to beat")]
        return []

    def _lesson_rects(self, part: str, numbers: tuple[int, ...]) -> list[Any]:
        """Where a lesson's pieces, the hand or a seat's plate lie, in the scene."""
        scene, drawn = self.scene, self.scene.hand_view
        if part == "seat":
            return [scene.plates[n].sceneBoundingRect() for n in numbers if n < len(scene.plates)]
        pieces = [p for p in scene.hand() if part == "hand" or p in numbers]
        if drawn is not None:
            if part == "hand":
                return [drawn.sceneBoundingRect()] if pieces else []
            return [drawn.mapRectToScene(drawn.card_rect(p)) for p in pieces]
        return [item.sceneBoundingRect() for item in scene.items() if getattr(item, "piece", None) in pieces]

    def _on_event(self, event: Any, before: Any, after: Any) -> None:
        """The controller's news: the human seat's view of the deal after an event."""
        self.legal = []
        self._hint = None
        self.undo_action.setEnabled(False)
        self.hint_action.setEnabled(False)
        self.scene.set_playable(None)
        if self.you is None:  # AI seats only (the demo): nobody to hide from, every hand open
            views = [observation_for(self.table.game, after, seat) for seat in range(len(self.names))]
            self.seen = views[0]
            self.action_bar.clear(self.status_text())
            viewed_before = observation_for(self.table.game, before, 0) if before is not None else None
            self.scene.show_seen(self.seen, [list(self.face.hand(view)) for view in views], before=viewed_before)
            return
        self.seen = after
        self.action_bar.clear(self.status_text())
        self.scene.show_seen(after, before=before)

    def status_text(self) -> str:
        seen = self.seen
        actor = self.face.actor(seen) if seen is not None else None
        if actor is None:
            return ""
        if actor == self.you:
            return _t("Your turn.")
        return _t("%1 to play.").replace("%1", self.names[actor])

    # --- the human's play ---------------------------------------------------------------

    def _on_human_turn(self, legal: list[Any]) -> None:
        self.legal = list(legal)
        if self.auto_pass_action.isChecked() and self._only_passes():
            QTimer.singleShot(0, self, self.pass_turn)
        self.undo_action.setEnabled(self.controller.can_undo())
        self.hint_action.setEnabled(True)
        hand = set(self.scene.hand())
        playable = {p for a in legal for p in self.face.pieces_of(self.seen, a) if p in hand}
        self.scene.set_playable(playable if playable and playable != hand else None)
        self._on_selection(self.scene.selected_pieces())

    def prompt(self) -> str:
        said = self.face.selection_text(self.seen, self.scene.selected_pieces()) if self.seen is not None else ""
        if said:
            return said
        if any(self.face.pieces_of(self.seen, a) for a in self.legal):
            return _t("Your turn: select what to play.")
        return _t("Your turn.")

    def offers(self, selected: Sequence[Piece]) -> tuple[list[tuple[str, Any, bool]], str]:
        """The action bar's buttons for ``selected`` (text, action, allowed), and why the
        selection cannot be played ('' when it can, or when nothing is selected)."""
        face, seen = self.face, self.seen
        matching = face.matching(seen, self.legal, list(selected))
        buttons = [(face.action_text(a, self.names, self.you), a, True) for a in matching]
        plays = any(face.pieces_of(seen, a) for a in self.legal)
        if plays and not matching:
            # In a lesson the coach answers a play the rules refuse, with the rules' reason.
            tried = face.guess(seen, self.legal, list(selected)) if self.controller.lesson is not None else None
            buttons.append((_t("Play"), tried, tried is not None))
        buttons += [
            (face.action_text(a, self.names, self.you), a, True) for a in self.legal if not face.pieces_of(seen, a)
        ]
        reason = ""
        if selected and not matching:
            reason = self.refusal_of_selection(selected)
        return buttons, reason

    def refusal_of_selection(self, selected: Sequence[Piece]) -> str:
        guess = self.face.guess(self.seen, self.legal, list(selected))
        refusal = self.controller.refusal_of(guess) if guess is not None else None
        if refusal is not None:
            return self.face.refusal_words(refusal, self.names, self.you)
        return _t("No play uses exactly these pieces.")

    def _on_selection(self, selected: tuple[Piece, ...]) -> None:
        if not self.legal:
            return
        buttons, reason = self.offers(selected)
        self.action_bar.offer_plays(self.prompt(), reason, buttons)
        explain_widgets(self.action_bar, self.table.game)

    def _on_hint(self, action: Any) -> None:
        """The suggested action: its pieces selected (Enter plays it), or said in the bar."""
        if not self.legal:
            return
        self._hint = action
        pieces = self.face.pieces_of(self.seen, action)
        hand = self.scene.hand()
        if pieces and all(p in hand for p in pieces):
            self.scene.set_selection(list(pieces))
            self.action_bar.show_notice(_t("Hint: play the pieces selected."))
        else:
            text = self.face.action_text(action, self.names, self.you)
            self.action_bar.show_notice(_t("Hint: %1.").replace("%1", text))

    def _play_default(self) -> None:
        hint = self._hint
        if hint is not None and sorted(map(repr, self.face.pieces_of(self.seen, hint))) == sorted(
            map(repr, self.scene.selected_pieces())
        ):
            self.play(hint)
            return
        action = self.action_bar.default_play()
        if action is not None:
            self.play(action)

    def _only_passes(self) -> bool:
        """Whether the human may do nothing but pass (nothing in the hand beats)."""
        return bool(self.legal) and all(type(a).__name__ == "Pass" for a in self.legal)

    def pass_turn(self) -> None:
        """P: the human passes, where a decision without pieces is named Pass."""
        passes = [a for a in self.legal if not self.face.pieces_of(self.seen, a) and type(a).__name__ == "Pass"]
        if passes:
            self.play(passes[0])

    def play(self, action: Any) -> None:
        """The human's decision, if the rules take it (else their reason is shown)."""
        if not self.legal or action is None:
            return
        try:
            self.controller.play(action)
        except Refused as error:
            self.action_bar.reason.setText(self.face.refusal_words(error.refusal, self.names, self.you))
            return
        self.legal = []
        self.scene.clear_selection()
        self.view.setFocus()

    # --- between deals ------------------------------------------------------------------

    def _on_deal_over(self, finished: Any) -> None:
        self.deals_played += 1
        self.dealsPlayed.emit(self.deals_played)
        self.action_bar.clear(_t("The deal is over."))
        deltas = tuple(self.controller.game.deltas(finished))
        self.session.panel.add_deal(deltas)
        if self.demo:
            QTimer.singleShot(0 if self.scene.speed == "instant" else 1500, self.controller.next_deal)
            return
        lines = self.face.recap(finished, deltas, self.names, self.you)
        self.recap = CardTableRecap(lines, deltas, self.controller.chips, self.names, self)
        explain_widgets(self.recap, self.table.game)
        self.recap.accepted.connect(self.next_deal)
        self.recap.rejected.connect(self._offer_next_deal)
        self.recap.open()

    def _offer_next_deal(self) -> None:
        self.next_deal_action.setEnabled(True)
        self.action_bar.offer_step(_t("The deal is over."), _t("Next deal (N)"), self.next_deal)

    def next_deal(self) -> None:
        self.next_deal_action.setEnabled(False)
        self.recap = None
        self.action_bar.clear()
        self.controller.next_deal()

    def _show_rules(self) -> None:
        from bagchen_qt.ui.rules_window import RulesWindow

        self._rules_window = RulesWindow(self)
        set_game = getattr(self._rules_window, "set_game", None)
        if set_game is not None:
            set_game(self.table.game, self.table.rules)
        self._rules_window.show()

    # --- leaving ----------------------------------------------------------------------

    def deal_in_progress(self) -> bool:
        return self.controller.deal_in_progress()

    def _new_session(self) -> None:
        if self.deal_in_progress() and not self.demo and not new_session_agreed(self):
            return
        self.newSessionAsked.emit(False)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        if self.closing_put_off(event):
            return
        self.controller.stop(keep_for_resume=self.keep_for_resume())
        close_seats = getattr(self.controller.decide, "close", None)
        if callable(close_seats):
            close_seats()
        super().closeEvent(event)


class CardTableRecap(QDialog):
    """The end of a deal: the game's words for it, and each seat's chips won or lost."""

    def __init__(
        self,
        lines: Sequence[str],
        deltas: Sequence[int],
        chips: Sequence[int],
        names: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        from bagchen_qt.ui.words import signed_number

        apply_dialog_style(self)
        self.setWindowTitle(_t("The deal is over"))
        # A third of the table's width, so that the game's lines read as lines, not a column.
        self.setMinimumWidth(max(380, parent.width() // 3 if parent is not None else 0))
        self.deltas = tuple(deltas)
        layout = QVBoxLayout(self)
        self.head = QLabel(lines[0] if lines else _t("The deal is over."), self)
        self.head.setProperty("role", "title")
        self.head.setWordWrap(True)
        layout.addWidget(self.head)
        self.details = QLabel("\n".join(lines[1:]), self)
        self.details.setWordWrap(True)
        self.details.setVisible(len(lines) > 1)
        layout.addWidget(self.details)
        grid = headed_grid((_t("Player"), _t("This deal"), _t("Chips")), self)
        self.rows: list[tuple[str, ...]] = []
        for seat, name in enumerate(names):
            cells = (name, signed_number(self.deltas[seat]), QtCore.QLocale().toString(chips[seat]))
            self.rows.append(cells)
            for column, text in enumerate(cells):
                grid.addWidget(QLabel(text, self), seat + 1, column)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(self)
        self.next_button = buttons.addButton(_t("Next deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
