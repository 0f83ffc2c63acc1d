"""The Tien Gow window: the table for 2, 3 or 4 seats, the action bar, the menus, the recap.

The human plays as at the Bagchen table: select tiles in the hand, then lead, beat or
play them face down from the action bar (or Enter, or a double click); a play the
rules refuse is refused with its reason. AI seats play through the AI layer. At the
end of a deal a recap shows the settlement; the next deal follows from its button.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from PySide6 import QtCore
from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.games.tiengow.table import text as tiengow_text
from bagchen_qt.games.tiengow.table.picture import TablePicture, picture_of
from bagchen_qt.games.tiengow.table.scene import TienGowScene
from bagchen_qt.games.tiengow.table.seat_view import table_picture
from bagchen_qt.ui.action_bar import ActionBar
from bagchen_qt.ui.animation import as_speed
from bagchen_qt.ui.family_controller import FamilyController, FamilyTable, Refused
from bagchen_qt.ui.jargon import explain_table, explain_widgets
from bagchen_qt.ui.leaving import AsksBeforeLeaving, new_session_agreed
from bagchen_qt.ui.speeds import SPEED_NAMES, SPEEDS, Speed
from bagchen_qt.ui.table_shell import follow_control_scale, opening_size, tools_beside_menus
from bagchen_qt.ui.table_view import TableView
from bagchen_qt.ui.tile_widgets import apply_dialog_style
from bagchen_qt.ui.words import Voice, signed_number


def bagchen_words(text: str) -> str:
    """Words Bagchen's window says too (leaving, Undo, Hint): its translations serve both tables."""
    return QtCore.QCoreApplication.translate("MainWindow", text)


# What kind of play an action is, by its class's name: the definition's own actions.
LEAD, BEAT, FACE_DOWN = "lead", "beat", "face down"


def play_kind(action: Any) -> str | None:
    name = type(action).__name__.lower()
    if "lead" in name:
        return LEAD
    if "beat" in name:
        return BEAT
    if "discard" in name or "down" in name:
        return FACE_DOWN
    return None


def tiles_of(action: Any) -> tuple[int, ...]:
    return tuple(sorted(int(t) for t in getattr(action, "tiles", ())))


class TienGowWindow(AsksBeforeLeaving, QMainWindow):
    """One session of Tien Gow (or another trick game of the family) at the table."""

    dealsPlayed = Signal(int)
    newSessionAsked = Signal(bool)
    lessonAsked = Signal(object, object)  # a lesson, and where it was left (None: from its start)
    realDealAsked = Signal(str)  # a lesson's "Play a real deal now": a session of that game

    def __init__(self, table: FamilyTable, speed: str = "normal", demo: bool = False, log: Any = None) -> None:
        super().__init__()
        self.demo = demo
        self.deals_played = 0
        self.table = table
        self.setWindowTitle(tiengow_text.game_title(table.game))
        self.controller = FamilyController(table, log=log, parent=self)
        names = [s.table_name for s in table.seats]
        viewer = table.human_seat if table.human_seat is not None else 0
        self.scene = TienGowScene(viewer, names, [s.ai_level for s in table.seats], self)
        self.scene.set_speed(as_speed(speed))
        self.view = TableView(cast(Any, self.scene))
        explain_table(self.scene, table.game)
        self.action_bar = ActionBar()
        self.action_bar.names = names
        self.action_bar.follows = self.view
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        self._legal: list[Any] = []
        self._shown: TablePicture | None = None
        self.recap: TienGowRecap | None = None
        self._hint: Any = None  # the hinted play, while its tiles are the ones selected
        self._build_menus(speed)
        tools_beside_menus(self)
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
        self.action_bar.chosen.connect(self._play)
        if demo:
            c.ai_delay_ms = 0 if speed == "instant" else 250
        elif speed == "instant":
            c.ai_delay_ms = 0

    def _build_menus(self, speed: str) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = game.addAction(self.tr("&New session…"))
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self._new_session)
        # Undo and Hint as at Bagchen's table: the same keys and menu entries.
        self.undo_action = game.addAction(bagchen_words("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self.controller.undo)
        self.hint_action = game.addAction(bagchen_words("&Hint"))
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.setEnabled(False)
        self.hint_action.triggered.connect(self.controller.request_hint)
        self.next_deal_action = game.addAction(self.tr("Ne&xt deal"))
        self.next_deal_action.setShortcut(QKeySequence("N"))
        self.next_deal_action.setEnabled(False)
        self.next_deal_action.triggered.connect(self._next_deal)
        self.turn_tile_action = game.addAction(tiengow_text.turn_tile_text())  # Nau Tin Kau's draw
        self.turn_tile_action.setShortcut(QKeySequence("T"))
        self.turn_tile_action.setEnabled(False)
        self.turn_tile_action.triggered.connect(self.turn_tile)
        game.addSeparator()
        quit_action = game.addAction(self.tr("&Quit"))
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.triggered.connect(self.close)
        view = self.menuBar().addMenu(self.tr("&View"))
        speeds = view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        for name in SPEEDS:
            action = QAction(QtCore.QCoreApplication.translate("MainWindow", SPEED_NAMES[name]), self, checkable=True)
            action.setChecked(name == speed)
            action.triggered.connect(lambda _=False, n=name: self.scene.set_speed(n))
            group.addAction(action)
            speeds.addAction(action)
        self.all_hands_action = view.addAction(self.tr("Show &all hands"))
        self.all_hands_action.setCheckable(True)
        self.all_hands_action.setChecked(False)
        self.all_hands_action.setEnabled(self.demo)
        self.all_hands_action.toggled.connect(self.scene.set_all_hands)
        full = view.addAction(self.tr("&Full screen"))
        full.setShortcut(QKeySequence("F11"))
        full.triggered.connect(lambda: self.setWindowState(self.windowState() ^ QtCore.Qt.WindowState.WindowFullScreen))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.learn_action = help_menu.addAction(QtCore.QCoreApplication.translate("MainWindow", "&Learn to play…"))
        self.learn_action.triggered.connect(self.choose_lesson)
        rules = help_menu.addAction(self.tr("&Rules of Tien Gow"))
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self._show_rules)
        # Undo and the hint as buttons too, where a player looks for them, as at Bagchen's table.
        tools = self.addToolBar(bagchen_words("Play"))
        tools.setObjectName("playToolBar")
        tools.setMovable(False)
        tools.addAction(self.undo_action)
        tools.addAction(self.hint_action)

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

    def choose_lesson(self) -> None:
        """Help → Learn to play: the lesson chosen is asked of the application."""
        from bagchen_qt.ui.lesson_chooser import choose_lesson

        chosen = choose_lesson(self.table.game, self)
        if chosen is not None:
            self.lessonAsked.emit(*chosen)

    def start_lesson(self, run: Any) -> None:
        """Play ``run``'s lesson at this table."""
        from bagchen_qt.ui.lesson_mode import play_at

        self.lesson = play_at(
            self, run, self._lesson_items, lambda refusal: tiengow_text.refusal_words(refusal, self._voice())
        )

    def _lesson_items(self, part: str) -> list[Any]:
        """The scene's items for a part of the table a lesson points at."""
        if part == "caption":
            return [self.scene.trick_caption_item()]
        if part == "marks":
            return [self.scene.trick_marks]
        picture = self.scene.picture
        if picture is None:
            return []
        if part == "trick" and picture.trick is not None:
            return [self.scene.tile_item(t) for play in picture.trick.plays for t in play.tiles]
        seat = picture.banker if part == "banker" else self.table.human_seat if part == "chips" else None
        return [self.scene.panel(seat)] if seat is not None else []

    def speed(self) -> Speed:
        return self.scene.speed

    def _voice(self) -> Voice:
        return Voice([s.table_name for s in self.table.seats], self.table.human_seat)

    def _on_event(self, event: Any, before: Any, after: Any) -> None:
        """The controller's news: the event as the human's seat saw it and that seat's view
        of the deal after it (``before`` None: shown at once)."""
        self._legal = []
        self._hint = None
        self.undo_action.setEnabled(False)
        self.hint_action.setEnabled(False)
        self.turn_tile_action.setEnabled(False)
        self.scene.set_playable(None)
        picture = table_picture(after)
        previous = self._shown if before is not None else None
        self._shown = picture
        status = self._status_text(picture)
        if type(event).__name__ == "Shuffle" and picture.built:
            status = tiengow_text.woodpile_caption(len(picture.built), len(picture.built[0]))
        self.action_bar.clear(status)
        words = (
            tiengow_text.draw_words(self._voice(), picture, previous)
            if picture.draws
            else self._trick_words(picture, previous)
        )
        self.scene.show(picture, previous, words)

    def category(self, kinds: list[int]) -> Any:
        """The combination ``kinds`` make under these rules (None: none), for the words."""
        combo = self._combo(kinds)
        return combo.category if combo is not None else None

    def _combo(self, kinds: list[int]) -> Any:
        from bagchen_qt.games.tiengow.rules.combos import table as combination_table

        try:
            return combination_table(self.table.rules).classify(tuple(sorted(kinds)))
        except (AttributeError, KeyError, TypeError, ValueError):
            return None

    def _trick_words(self, picture: TablePicture, previous: TablePicture | None = None) -> str:
        """The trick's caption: its latest play and who is winning, or, when the event
        completed a trick, that play and who takes the trick."""
        trick = picture.trick
        completed = previous is not None and len(picture.won) > len(previous.won)
        if completed:
            trick = picture.won[-1]
        if trick is None:
            return ""
        voice = self._voice()
        last = trick.plays[-1]
        kinds = sorted(picture.kind_of[t] for t in last.tiles) if last.face_up else []
        line = tiengow_text.play_caption(
            voice,
            last.seat,
            kinds,
            self.category(kinds) if kinds else None,
            len(trick.plays) == 1,
            last.face_up,
            len(last.tiles),
        )
        if trick.top_seat is not None and (completed or trick.top_seat != last.seat):
            line += "\n" + tiengow_text.winning_caption(voice, trick.top_seat, completed)
        return line

    def _status_text(self, picture: TablePicture) -> str:
        if picture.over:
            return self.tr("The deal is over.")
        if picture.actor is None:
            return ""
        if picture.actor == self.table.human_seat:
            return self.tr("Your turn.")
        return self.tr("%1 to play.").replace("%1", self.table.seats[picture.actor].table_name)

    # --- the human's play ---------------------------------------------------------------

    def _on_human_turn(self, legal: list[Any]) -> None:
        self._legal = legal
        self.undo_action.setEnabled(self.controller.can_undo())
        self.hint_action.setEnabled(True)
        picture = self._shown
        if picture is not None and picture.draws:
            self._offer_draw()
            return
        if picture is not None and picture.trick is not None:
            beaters = {t for a in legal if play_kind(a) == BEAT for t in tiles_of(a)}
            kinds = {picture.kind_of[t] for t in beaters}
            hand = picture.hands[self.table.human_seat or 0]
            self.scene.set_playable({t for t in hand if picture.kind_of[t] in kinds} if beaters else None)
        self._on_selection(self.scene.selected_tiles())

    def _prompt(self) -> str:
        picture = self._shown
        if picture is None or picture.trick is None:
            return self.tr("Your lead: select a single tile or a combination.")
        trick = picture.trick
        top = next((p for p in reversed(trick.plays) if p.face_up), trick.plays[0])
        kinds = sorted(picture.kind_of[t] for t in top.tiles)
        return (
            self.tr("Beat %1, or play %2 face down.")
            .replace("%1", tiengow_text.play_label(kinds, self.category(kinds)))
            .replace("%2", QtCore.QLocale().toString(trick.size))
        )

    def matching(self, tiles: tuple[int, ...]) -> list[Any]:
        """The legal plays of exactly ``tiles``: the listed copy, or another copy of
        the same kinds (copies of a kind play alike)."""
        picture = self._shown
        exact = [a for a in self._legal if tiles_of(a) == tiles]
        if exact or picture is None:
            return exact
        kinds = sorted(picture.kind_of[t] for t in tiles)
        alike = []
        for action in self._legal:
            if tiles_of(action) and sorted(picture.kind_of[t] for t in tiles_of(action)) == kinds:
                try:
                    alike.append(replace(action, tiles=tiles))
                except (TypeError, ValueError):
                    alike.append(action)
        return alike

    def _offer_draw(self) -> None:
        """Nau Tin Kau: the one decision, a button (and T) that turns the next tile."""
        self.turn_tile_action.setEnabled(True)
        text = tiengow_text.turn_tile_text() + " (T)"
        self.action_bar.offer_plays(tiengow_text.turn_tile_prompt(), "", [(text, self._legal[0], True)])

    def turn_tile(self) -> None:
        """Nau Tin Kau: the human turns the next tile, when it is theirs to turn."""
        if self._legal and type(self._legal[0]).__name__ == "Draw":
            self._play(self._legal[0])

    def _on_selection(self, tiles: tuple[int, ...]) -> None:
        if not self._legal:
            return
        if self._shown is not None and self._shown.draws:
            self._offer_draw()
            return
        choices = self.matching(tuple(sorted(tiles)))
        by_kind = {play_kind(a): a for a in choices}
        prompt = self._prompt()
        buttons: list[tuple[str, Any, bool]] = []
        picture = self._shown
        following = picture is not None and picture.trick is not None
        present = {play_kind(a) for a in self._legal}
        kinds_offered = tuple(k for k in ((BEAT, FACE_DOWN) if following else (LEAD,)) if k in present)
        for kind in kinds_offered:
            action = by_kind.get(kind)
            buttons.append(
                (self._title(kind), action if action is not None else self._guess(kind, tiles), action is not None)
            )
        for action in self._legal:
            if play_kind(action) is None and (text := self.decision_text(action)):
                buttons.append((text, action, True))  # the trade, kan and lift: no tiles to choose
        reason = ""
        if tiles and not choices:
            reason = self._refusal_words(tiles, kinds_offered[0]) if kinds_offered else ""
        elif not tiles:
            reason = ""
        self.action_bar.offer_plays(prompt, reason, [(text, event, enabled) for text, event, enabled in buttons])
        explain_widgets(self.action_bar, self.table.game)

    def _title(self, kind: str) -> str:
        """A kind of play as its button says it."""
        titles = {LEAD: self.tr("Lead"), BEAT: self.tr("Beat"), FACE_DOWN: self.tr("Play face down")}
        return titles[kind]

    def decision_text(self, action: Any) -> str:
        """A decision that is not a play (TG21 trade, TG25 kan and lift), as its button says it."""
        name = type(action).__name__
        if name == "Declare":
            return self.tr("Play this deal") if action.play else self.tr("Sit this deal out")
        if name == "Kan":
            first = self._shown is None or not self._shown.won
            return self.tr("Kan: concede") if first else self.tr("Kan: claim the deal")
        if name == "Lift":
            return self.tr("Lift") if action.lift else self.tr("No lift")
        return ""

    def _guess(self, kind: str, tiles: tuple[int, ...]) -> Any:
        """The play the player seems to mean, to ask the rules why not (None: no such play)."""
        template = next((a for a in self._legal if play_kind(a) == kind and hasattr(a, "tiles")), None)
        if template is None or not tiles:
            return None
        try:
            return replace(template, tiles=tiles)
        except (TypeError, ValueError):
            return None

    def _refusal_words(self, tiles: tuple[int, ...], kind: str) -> str:
        guess = self._guess(kind, tiles)
        if guess is None:
            return ""
        refusal = self.controller.refusal_of(guess)
        if refusal is None:
            return ""
        return tiengow_text.refusal_words(refusal, self._voice())

    def _on_hint(self, action: Any) -> None:
        """The suggested play: its tiles selected in the hand (Enter plays it) and why, in
        the bar; a decision without tiles is said in the bar."""
        if not self._legal:
            return
        self._hint = action
        tiles, kind = tiles_of(action), play_kind(action)
        if tiles and kind is not None:
            self.scene.set_selection(tiles)  # first: the bar's new offer would clear the notice
            self.action_bar.show_notice(self.tr("Hint: %1").replace("%1", self.hint_words(action)))
        elif text := self.decision_text(action):
            self.action_bar.show_notice(self.tr("Hint: %1.").replace("%1", text))

    def hint_words(self, action: Any) -> str:
        """Why the hinted play, in a newcomer's words: what it beats or what beats it, and
        why these tiles rather than others."""
        from bagchen_qt.games.tiengow.table import words

        picture = self._shown
        assert picture is not None, "a hint is for a deal on the table"
        kinds = sorted(picture.kind_of[t] for t in tiles_of(action))
        label = tiengow_text.play_label(kinds, self.category(kinds))
        kind = play_kind(action)
        if kind == LEAD:
            if self.category(kinds) == "supreme_pair":
                return words.hint_reason(words.HINT_LEAD_SUPREME, label)
            if len(kinds) > 1:
                return words.hint_reason(words.HINT_LEAD_COMBINATION, label)
            hand = picture.hands[self.table.human_seat or 0]
            civil = words.is_civil(kinds[0])
            same_suit = [picture.kind_of[t] for t in hand if words.is_civil(picture.kind_of[t]) == civil]
            highest = all(self._rank([k]) <= self._rank(kinds) for k in same_suit)
            reason = words.HINT_LEAD_HIGH if highest else words.HINT_LEAD_SPARE
            return words.hint_reason(reason, label, suit=words.kind_suit_name(kinds[0]))
        trick = picture.trick
        top_play = next((p for p in reversed(trick.plays) if p.face_up), trick.plays[0]) if trick else None
        top_kinds = sorted(picture.kind_of[t] for t in top_play.tiles) if top_play is not None else []
        top = tiengow_text.play_label(top_kinds, self.category(top_kinds)) if top_kinds else ""
        beats = [a for a in self._legal if play_kind(a) == BEAT]
        if kind == BEAT:
            if trick is not None and len(picture.hands[self.table.human_seat or 0]) == trick.size:
                return words.hint_reason(words.HINT_BEAT_LAST, label, top)
            ranks = [self._rank(sorted(picture.kind_of[t] for t in tiles_of(a))) for a in beats]
            lowest = len(ranks) > 1 and self._rank(kinds) <= min(ranks)
            return words.hint_reason(words.HINT_BEAT_LOW if lowest else words.HINT_BEAT, label, top)
        return words.hint_reason(words.HINT_DOWN_SAVE if beats else words.HINT_DOWN_CANNOT, label, top)

    def _rank(self, kinds: list[int]) -> int:
        """How high ``kinds`` stand as a play (0 when they make none)."""
        combo = self._combo(kinds)
        return int(combo.rank) if combo is not None else 0

    def _play_default(self) -> None:
        hint = self._hint
        if hint is not None and tiles_of(hint) and tiles_of(hint) == self.scene.selected_tiles():
            self._play(hint)
            return
        action = self.action_bar.default_play()
        if action is not None:
            self._play(action)

    def _play(self, action: Any) -> None:
        if not self._legal or action is None:
            return
        try:
            self.controller.play(action)
        except Refused as error:
            self.action_bar.reason.setText(tiengow_text.refusal_words(error.refusal, self._voice()))
            return
        self._legal = []
        self.turn_tile_action.setEnabled(False)
        self.scene.clear_selection()
        self.view.setFocus()

    # --- between deals ------------------------------------------------------------------

    def _on_deal_over(self, state: Any) -> None:
        self.deals_played += 1
        self.dealsPlayed.emit(self.deals_played)
        if self.demo:
            QTimer.singleShot(0 if self.scene.speed == "instant" else 1500, self.controller.next_deal)
            return
        picture = picture_of(state)
        deltas = tuple(self.controller.game.deltas(state))
        self.recap = TienGowRecap(picture, deltas, self.controller.chips, self.table, self._voice(), self)
        explain_widgets(self.recap, self.table.game)
        self.recap.accepted.connect(self._next_deal)
        self.recap.rejected.connect(self._offer_next_deal)
        self.recap.open()

    def _offer_next_deal(self) -> None:
        self.next_deal_action.setEnabled(True)
        self.action_bar.offer_step(self.tr("The deal is over."), self.tr("Next deal (N)"), self._next_deal)

    def _next_deal(self) -> None:
        self.next_deal_action.setEnabled(False)
        self.action_bar.clear()
        self.controller.next_deal()

    def _show_rules(self) -> None:
        from bagchen_qt.ui.rules_window import RulesWindow

        self._rules_window = RulesWindow(self)
        set_game = getattr(self._rules_window, "set_game", None)  # the page of the game in play, with its rules
        if set_game is not None:
            set_game(self.table.game, self.table.rules)
        self._rules_window.show()

    # --- leaving ----------------------------------------------------------------------

    def deal_in_progress(self) -> bool:
        """A deal is being played here (begun, not over, not stopped)."""
        return self.controller.deal_in_progress()

    def _new_session(self) -> None:
        """As at Bagchen's table: a deal in progress is left only once the player says so
        (it is then kept in the records as unfinished)."""
        if self.deal_in_progress() and not self.demo and not new_session_agreed(self):
            return
        self.newSessionAsked.emit(False)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        if self.closing_put_off(event):
            return
        self.controller.stop(keep_for_resume=self.keep_for_resume())
        super().closeEvent(event)


class TienGowRecap(QDialog):
    """The end of a deal: who won, each seat's tricks and chips won or lost."""

    def __init__(
        self,
        picture: TablePicture,
        deltas: Sequence[int],
        chips: Sequence[int],
        table: FamilyTable,
        voice: Voice,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        apply_dialog_style(self)
        self.setWindowTitle(self.tr("The deal is over"))
        self.setMinimumWidth(380)  # a settlement line such as "You pay Tenzin 4 chips" on one line
        self.deltas = tuple(deltas)
        layout = QVBoxLayout(self)
        winner = picture.won[-1].top_seat if picture.won else None
        tricks = [picture.tricks_of(seat) for seat in range(picture.seats)]
        # The lines say what the grid below does not: who won or pays whom, the banker;
        # each seat's tricks (or red pips) and chips are the grid's alone.
        if picture.draws:  # Nau Tin Kau: settled by the captured red pips
            tricks = list(picture.red_pips)
            lines = tiengow_text.nau_settlement_lines(voice, self.deltas, tricks)[:1]
        else:
            lines = tiengow_text.settlement_lines(voice, (), (), winner, picture.banker)
        self.head = QLabel(lines[0] if lines else self.tr("The deal is over."), self)
        self.head.setProperty("role", "title")
        self.head.setWordWrap(True)
        layout.addWidget(self.head)
        self.settlement = QLabel("\n".join(lines[1:]), self)  # how it was settled, in the words layer's lines
        self.settlement.setWordWrap(True)
        self.settlement.setVisible(len(lines) > 1)
        layout.addWidget(self.settlement)
        grid = QGridLayout()
        counted = tiengow_text.red_pips_title() if picture.draws else self.tr("Tricks")
        for column, text in enumerate((self.tr("Player"), counted, self.tr("This deal"), self.tr("Chips"))):
            label = QLabel(text, self)
            label.setProperty("role", "soft")
            grid.addWidget(label, 0, column)
        self.rows: list[tuple[str, ...]] = []
        for seat, player in enumerate(table.seats):
            resting = seat in picture.resting
            cells = (
                player.table_name
                + (f" ({tiengow_text.resting_tag()})" if resting else "")
                + (f" ({tiengow_text.banker_tag()})" if seat == picture.banker else ""),
                "–" if resting else QtCore.QLocale().toString(tricks[seat]),
                signed_number(self.deltas[seat]),
                QtCore.QLocale().toString(chips[seat]),
            )
            self.rows.append(cells)
            for column, text in enumerate(cells):
                grid.addWidget(QLabel(text, self), seat + 1, column)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(self)
        self.next_button = buttons.addButton(self.tr("Next deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
