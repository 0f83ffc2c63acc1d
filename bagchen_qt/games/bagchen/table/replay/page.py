"""One recorded deal on the game's table, to step through, annotate and review.

Navigation: ← → one event (animated), PgUp PgDn one trick, Home End the start and the
end, a click in the move list or on the timeline, or a trick number (jumps snap at
once). Space plays the deal on by itself at ×0.5 to ×8 (+ and − change the speed),
stopping at annotated moves if asked. The perspective is either all hands open, or
exactly what the seat at the bottom knew at that step (its own hand and what was
played face up; the move list hides moves it has not seen yet); face-down tiles can
be revealed on demand, and the table turned to any seat.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.games.bagchen.rules.dealing import SEATS
from bagchen_qt.games.bagchen.table.table_scene import TableScene
from bagchen_qt.games.bagchen.table.words import hidden_move, move_text, point_words
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import RecordsError, Store
from bagchen_qt.ui.replay.autoplay import Autoplay, speed_text
from bagchen_qt.ui.replay.model import Perspective, ReplayModel
from bagchen_qt.ui.replay.move_list import ROW_ROLE, MoveListModel, MoveListView, MoveRow
from bagchen_qt.ui.replay.navigation import DealSteps
from bagchen_qt.ui.replay.notes import KEEP, DealNotes, typed_mark
from bagchen_qt.ui.replay.notes_panel import NotesPanel
from bagchen_qt.ui.replay.review import ReviewSettings, Verdict
from bagchen_qt.ui.replay.review_runner import Reviewing, ReviewRunner
from bagchen_qt.ui.replay.timeline import TimelineBar
from bagchen_qt.ui.words import Voice, ai_label, comma_list, moment_text, number_text, signed_number

from .play_here import PlayFromHereDialog, default_seats
from .review_panel import ReviewPanel
from .table_view import FaceDownStrip, ReplayTableView


def scrolling(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless area that scrolls up and down when it is taller than its room."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


class ReplayPage(QWidget):
    """The replay of one deal (``load``); see the module docstring."""

    playFromHere = Signal(object, object, int)  # state, seat configs, source deal id
    message = Signal(str)
    dealLinkClicked = Signal(int)  # a branch or the deal a branch came from
    stepShown = Signal(int)  # the table shows this step (after its animation)

    def __init__(
        self, store: Store, worker: Callable[[], DecisionWorker] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.model: ReplayModel | None = None
        self.names: list[str] = []
        self.voice = Voice(self.names)
        self.scene: TableScene | None = None
        self.play_dialog: PlayFromHereDialog | None = None
        self.autoplay = Autoplay(self)
        self.autoplay.stepWanted.connect(self._autoplay_step)
        self.autoplay.playingChanged.connect(self._show_playing)
        self.autoplay.speedChanged.connect(self._show_speed)
        self.reviewing = Reviewing(worker, self)
        self.reviewing.verdictReady.connect(self._verdict_arrived)
        self.reviewing.finished.connect(self._review_finished)
        self._build()
        self._build_actions()
        self.set_keys_enabled(False)

    # --- what the model holds, for the view and its tests ---------------------------------

    @property
    def deal_id(self) -> int | None:
        return self.model.deal_id if self.model else None

    @property
    def steps(self) -> DealSteps | None:
        return self.model.steps if self.model else None

    @property
    def step(self) -> int:
        return self.model.step if self.model else 0

    @property
    def notes(self) -> DealNotes | None:
        return self.model.notes if self.model else None

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        return self.model.players if self.model else ()

    @property
    def perspective(self) -> Perspective:
        return self.model.perspective if self.model else Perspective()

    @property
    def viewer(self) -> int:
        return self.perspective.viewer

    @property
    def all_hands(self) -> bool:
        return self.perspective.all_hands

    @property
    def verdicts(self) -> dict[int, Verdict]:
        return self.model.verdicts if self.model else {}

    @property
    def review_seat(self) -> int:
        return self.model.review_seat if self.model else 0

    @property
    def review_complete(self) -> bool:
        return self.model.review_complete if self.model else False

    @property
    def speed(self) -> float:
        return self.autoplay.speed

    @property
    def playing(self) -> bool:
        return self.autoplay.playing

    @property
    def runner(self) -> ReviewRunner | None:
        """The review running or last run."""
        return self.reviewing.runner

    @property
    def review_settings(self) -> ReviewSettings:
        return self.reviewing.settings

    @review_settings.setter
    def review_settings(self, settings: ReviewSettings) -> None:
        self.reviewing.settings = settings

    # --- building -----------------------------------------------------------------------

    def _build(self) -> None:
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        self.header.linkActivated.connect(lambda link: self.dealLinkClicked.emit(int(link)))
        self.seat_box = QComboBox()
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seat_box.setToolTip(self.tr("The seat at the bottom of the table (key T turns the table)"))
        self.seat_box.currentIndexChanged.connect(lambda i: self.set_viewer(i) if i >= 0 else None)
        self.all_hands_button = QToolButton()
        self.all_hands_button.setText(self.tr("All hands"))
        self.all_hands_button.setToolTip(
            self.tr(
                "Show every hand and face-down tile (key A); off: only what the seat at the bottom knew at that moment"
            )
        )
        self.all_hands_button.setCheckable(True)
        self.all_hands_button.setChecked(True)
        self.all_hands_button.toggled.connect(self.set_all_hands)
        self.reveal_button = QToolButton()
        self.reveal_button.setText(self.tr("Reveal face-down"))
        self.reveal_button.setToolTip(self.tr("Turn over the tiles played face down (key F)"))
        self.reveal_button.setCheckable(True)
        self.reveal_button.toggled.connect(self.set_reveal)
        for button in (self.all_hands_button, self.reveal_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        perspective = QHBoxLayout()
        perspective.addWidget(QLabel(self.tr("Bottom seat:")))
        perspective.addWidget(self.seat_box)
        perspective.addWidget(self.all_hands_button)
        perspective.addWidget(self.reveal_button)
        perspective.addStretch(1)

        self.view = ReplayTableView()
        self.face_down = FaceDownStrip()
        self.face_down.hide()
        self.timeline = TimelineBar()
        self.timeline.seek.connect(self._seek)

        style = self.style()
        icon = QStyle.StandardPixmap
        self.buttons: dict[str, QToolButton] = {}
        transport = QHBoxLayout()
        transport.setSpacing(4)
        for name, pixmap, tip, slot in (
            ("start", icon.SP_MediaSkipBackward, self.tr("The start (Home)"), self.to_start),
            ("trick_back", icon.SP_MediaSeekBackward, self.tr("One trick back (PgUp)"), self.trick_back),
            ("back", icon.SP_ArrowBack, self.tr("One step back (←)"), self.step_back),
            ("play", icon.SP_MediaPlay, self.tr("Play on by itself (Space)"), self.toggle_autoplay),
            ("forward", icon.SP_ArrowForward, self.tr("One step forward (→)"), self.step_forward),
            ("trick_forward", icon.SP_MediaSeekForward, self.tr("One trick forward (PgDn)"), self.trick_forward),
            ("end", icon.SP_MediaSkipForward, self.tr("The end (End)"), self.to_end),
        ):
            button = QToolButton()
            button.setIcon(style.standardIcon(pixmap))
            button.setIconSize(QSize(20, 20))
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            self.buttons[name] = button
            transport.addWidget(button)
        self.speed_button = QToolButton()
        self.speed_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed_button.setToolTip(self.tr("Autoplay speed: click, or + and −"))
        self.speed_button.setMinimumWidth(48)
        self.speed_button.clicked.connect(self.autoplay.cycle_speed)
        transport.addWidget(self.speed_button)
        self.pause_at_notes = QCheckBox(self.tr("Pause at notes"))
        self.pause_at_notes.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_at_notes.setToolTip(self.tr("Autoplay stops at annotated moves and at mistakes"))
        # With the view's choices above the table: the transport's row holds only what
        # moves, so that a language's longer words keep the window within 1024 px.
        perspective.addWidget(self.pause_at_notes)
        transport.addStretch(1)
        self.trick_box = QSpinBox()
        self.trick_box.setPrefix(self.tr("Trick "))
        self.trick_box.setSpecialValueText(self.tr("Before the play"))
        self.trick_box.setKeyboardTracking(False)
        self.trick_box.setToolTip(self.tr("Type a trick number and press Enter (Ctrl+G)"))
        self.trick_box.valueChanged.connect(self._trick_typed)
        transport.addWidget(self.trick_box)
        self.step_label = QLabel()
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        transport.addWidget(self.step_label)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(4)
        left_layout.addWidget(self.header)
        left_layout.addLayout(perspective)
        left_layout.addWidget(self.view, 1)
        left_layout.addWidget(self.face_down)
        left_layout.addWidget(self.timeline)
        left_layout.addLayout(transport)

        self.moves = MoveListModel(self._rows, self)
        self.move_view = MoveListView(self.moves)
        self.move_view.clicked.connect(self._move_clicked)
        self.notes_panel = NotesPanel()
        self.notes_panel.markChosen.connect(lambda mark: self._update_note(mark=mark))
        self.notes_panel.bookmarkToggled.connect(lambda on: self._update_note(bookmark=on))
        self.notes_panel.commentEdited.connect(lambda text: self._update_note(text=text))
        self.notes_panel.dealCommentEdited.connect(self._update_deal_comment)
        self.notes_panel.done.connect(self.view.setFocus)
        self.review_panel = ReviewPanel()
        self.reviewing.progress.connect(self.review_panel.set_progress)
        self.review_panel.reviewRequested.connect(self.start_review)
        self.review_panel.cancelRequested.connect(self.cancel_review)
        self.review_panel.seatChanged.connect(self.set_review_seat)
        self.review_panel.goTo.connect(lambda step: self._user_go(step, animate=False))
        self.review_panel.nextMistake.connect(self.next_mistake)
        self.play_button = QPushButton(self.tr("Play from here…"))
        self.play_button.setToolTip(self.tr("Start a new game from this step, with the players you choose (Ctrl+P)"))
        self.play_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_button.clicked.connect(self.play_from_here)

        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.move_view)
        # The notes and the review scroll where the window is low (Tibetan's tall lines).
        side.addWidget(scrolling(self.notes_panel))
        side.addWidget(scrolling(self.review_panel))
        side.setStretchFactor(0, 3)
        side.setChildrenCollapsible(False)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(side, 1)
        right_layout.addWidget(self.play_button)
        right.setMinimumWidth(320)  # the notes' marks and the review's seat still fit; 1024 px wide in all
        side.setSizes([300, 230, 300])

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(splitter)
        self._show_speed(self.autoplay.speed)

    def retitle_marks(self) -> None:
        """The mark keys' names, in the language now installed."""
        for action, mark in self.mark_actions:
            action.setText(self.tr("Mark {mark}").format(mark=mark))

    def _build_actions(self) -> None:
        """The replay's keys, as actions the window puts in its menus."""
        self.actions_by_group: dict[str, list[QAction]] = {"go": [], "view": [], "notes": [], "review": []}

        def add(group: str, text: str, keys: list[str], slot: Callable[[], object]) -> QAction:
            action = QAction(text, self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.triggered.connect(lambda _=False: slot())
            self.actions_by_group[group].append(action)
            return action

        add("go", self.tr("Step back"), ["Left"], self.step_back)
        add("go", self.tr("Step forward"), ["Right"], self.step_forward)
        add("go", self.tr("One trick back"), ["PgUp"], self.trick_back)
        add("go", self.tr("One trick forward"), ["PgDown"], self.trick_forward)
        add("go", self.tr("The start"), ["Home"], self.to_start)
        add("go", self.tr("The end"), ["End"], self.to_end)
        add("go", self.tr("Go to trick…"), ["Ctrl+G"], self._focus_trick_box)
        add("go", self.tr("Play / pause"), ["Space"], self.toggle_autoplay)
        add("go", self.tr("Faster"), ["+", "="], lambda: self.change_speed(1))
        add("go", self.tr("Slower"), ["-"], lambda: self.change_speed(-1))
        add("view", self.tr("All hands open"), ["A"], lambda: self.all_hands_button.toggle())
        add("view", self.tr("Reveal face-down tiles"), ["F"], lambda: self.reveal_button.toggle())
        add("view", self.tr("Turn the table"), ["T"], lambda: self.set_viewer((self.viewer + 1) % 4))
        add("notes", self.tr("Mark ! (twice: !!, then ?: !?)"), ["!"], lambda: self.type_mark("!"))
        add("notes", self.tr("Mark ? (twice: ??, then !: ?!)"), ["?"], lambda: self.type_mark("?"))
        self.mark_actions: list[tuple[QAction, str]] = []  # their words are filled in: retitle_marks
        for digit, mark in enumerate(("!", "?", "!!", "??", "!?", "?!"), 1):
            action = add("notes", "", [str(digit)], partial(self._update_note, mark=mark))
            self.mark_actions.append((action, mark))
        self.retitle_marks()
        add("notes", self.tr("Remove the mark"), ["0", "Backspace"], lambda: self._update_note(mark=None))
        add("notes", self.tr("Bookmark"), ["B"], self.toggle_bookmark)
        add("notes", self.tr("Comment…"), ["C"], self._focus_comment)
        for text, keys, direction in (
            (self.tr("Next mistake"), ["N"], 1),
            (self.tr("Previous mistake"), ["Shift+N"], -1),
        ):
            jump = add("review", text, keys, partial(self.next_mistake, direction))
            jump.setData("mistake")  # enabled once a review found one (_show_review_summary)
            jump.setEnabled(False)
        add("review", self.tr("Play from here…"), ["Ctrl+P"], self.play_from_here)

    def all_actions(self) -> list[QAction]:
        return [a for group in self.actions_by_group.values() for a in group]

    def set_keys_enabled(self, on: bool) -> None:
        """The keys, and the perspective's buttons, work while a deal is shown."""
        for action in self.all_actions():
            action.setEnabled(on and self.steps is not None and (action.data() != "mistake" or bool(self.mistakes())))
        for widget in (self.seat_box, self.all_hands_button, self.reveal_button):
            widget.setEnabled(self.model is not None)

    # --- loading ------------------------------------------------------------------------

    def set_store(self, store: Store) -> None:
        self.cancel_review()
        self.store = store

    def load(self, deal_id: int, step: int | None = None) -> None:
        """Show ``deal_id`` at ``step`` (default: the start)."""
        self.stop_autoplay()
        self.cancel_review()
        self.notes_panel.flush()
        model = ReplayModel(self.store, deal_id, step or 0)
        model.keep_way_of_looking(self.perspective)
        self.model = model
        self.names = self._seat_names(model.players)
        levels = [p.ai_level for p in model.players]
        human = next((s for s, p in enumerate(model.players) if p.is_human), None)
        self.voice = Voice(self.names, human)  # the human's moves are told as "you"
        old = self.scene
        self.scene = TableScene(self.viewer, self.names, levels, self)
        self.scene.set_speed(self.autoplay.scene_speed)
        self.scene.set_all_hands(self.all_hands)
        self.scene.animationsFinished.connect(self._table_settled)
        self.view.setScene(self.scene)
        self.view.fit()
        if old is not None:
            old.deleteLater()
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for seat, name in enumerate(self.names):
            self.seat_box.addItem(f"{SEATS[seat]} · {name}")
        self.seat_box.blockSignals(False)
        self._show_perspective()
        self.timeline.set_deal(model.steps.last, model.steps.starts)
        self.trick_box.blockSignals(True)
        self.trick_box.setRange(0, model.steps.tricks)
        self.trick_box.blockSignals(False)
        self.review_panel.set_seats(self.names, self.review_seat)
        self.notes_panel.set_read_only(not self.store.recording)
        self._show_review_summary()
        self._update_header(
            model.session.title,
            model.session.started_at,
            model.seating is not None,
            self._draw_text(model.session.seats, self.store.deal_seat_draw(deal_id)),
        )
        self.scene.show_event(model.steps.event(model.step), None, model.state)
        self.moves.reset()
        self._refresh()
        self.set_keys_enabled(True)

    def _seat_names(self, players: tuple[PlayerSpec, ...]) -> list[str]:
        """The players' names, told apart: the seats' names when all four are alike (the
        examples), the seat's letter added to a name that comes twice."""
        names = [p.name if p.is_human else (p.name or ai_label(p.level)) for p in players]
        if len(set(names)) == 1:
            return [self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North")]
        return [f"{n} ({SEATS[s]})" if names.count(n) > 1 else n for s, n in enumerate(names)]

    def _draw_text(self, listed: tuple[PlayerSpec, ...], data: dict | None) -> str:
        """The throws for seats made before this deal, in a line: "Pema 9, Dolma 4 …"."""
        if data is None:
            return ""
        names = self._seat_names(listed)
        runs: dict[int, list[str]] = {}
        for player, a, b in data["throws"]:
            runs.setdefault(player, []).append(str(a + b))
        throws = comma_list([f"{html.escape(names[p])} {'/'.join(t)}" for p, t in runs.items()])
        if data["demander"] is None:
            return self.tr("Seats drawn with the dice ({time}): {throws}").format(
                time=self.tr("before noon") if data["morning"] else self.tr("after noon"), throws=throws
            )
        return self.tr("{name} demanded an exchange of seats ({time}): {throws}").format(
            name=html.escape(names[data["demander"]]),
            throws=throws,
            time=self.tr("before noon") if data["morning"] else self.tr("after noon"),
        )

    def _update_header(self, title: str, started: str, seats_moved: bool = False, draw: str = "") -> None:
        assert self.steps is not None and self.deal_id is not None
        state = self.steps.state(self.steps.last)
        parts = [self.tr("<b>Deal #{id}</b>").format(id=number_text(self.deal_id))]
        if title:
            parts.append(html.escape(title))
        parts.append(moment_text(started))
        if state.point_kinds:
            parts.append(self.tr("point {point}").format(point=point_words(state)))
        if state.result is not None:
            nets = comma_list([f"{html.escape(self.names[s])} {signed_number(state.result.nets[s])}" for s in range(4)])
            parts.append(nets)
        text = " · ".join(parts)
        if seats_moved:
            seats = comma_list([f"{SEATS[s]} {html.escape(self.names[s])}" for s in range(4)])
            text += "<br>" + self.tr("Seats exchanged during the session: {seats}").format(seats=seats)
        if draw:
            text += "<br>" + draw
        branch = self.store.branch_of(self.deal_id)
        if branch is not None:
            text += "<br>" + self.tr("Played from step {step} of <a href='{id}'>deal #{id}</a>").format(
                step=branch[1], id=branch[0]
            )
        branches = self.store.branches(self.deal_id)
        if branches:
            links = ", ".join(
                self.tr("<a href='{id}'>#{id}</a> (from step {step})").format(id=d, step=s) for d, s in branches
            )
            text += "<br>" + self.tr("Played on from here: {links}").format(links=links)
        self.header.setText(text)

    # --- navigation ---------------------------------------------------------------------

    def go(self, step: int, animate: bool | None = None) -> None:
        """Show ``step``; by default one step animates and a jump snaps."""
        if self.model is None or self.scene is None:
            return
        if self.model.steps.clamp(step) == self.model.step:
            return
        self.notes_panel.flush()  # the note typed belongs to the step being left
        move = self.model.go(step, animate)
        if move is not None:
            self.scene.show_event(move.event, move.before, move.after)
            self._refresh()

    def _user_go(self, step: int, animate: bool | None = None) -> None:
        self.stop_autoplay()
        self.go(step, animate)

    def step_forward(self) -> None:
        self._user_go(self.step + 1)

    def step_back(self) -> None:
        self._user_go(self.step - 1)

    def trick_forward(self) -> None:
        if self.steps is not None:
            self._user_go(self.steps.next_stop(self.step), animate=False)

    def trick_back(self) -> None:
        if self.steps is not None:
            self._user_go(self.steps.previous_stop(self.step), animate=False)

    def to_start(self) -> None:
        self._user_go(0, animate=False)

    def to_end(self) -> None:
        if self.steps is not None:
            self._user_go(self.steps.last, animate=False)

    def go_to_trick(self, number: int) -> None:
        if self.steps is not None:
            self._user_go(self.steps.trick_start(number), animate=False)

    def _seek(self, step: int) -> None:
        self._user_go(step, animate=False)

    def _trick_typed(self, number: int) -> None:
        if self.steps is not None and self.steps.trick_at(self.step) != number:
            self.go_to_trick(number)
        if self.trick_box.hasFocus():
            self.view.setFocus()  # the arrow keys step through the deal again

    def _focus_trick_box(self) -> None:
        self.trick_box.setFocus()
        self.trick_box.selectAll()

    def _move_clicked(self, index: object) -> None:
        row: MoveRow = index.data(ROW_ROLE)  # type: ignore[attr-defined]
        self._user_go(row.step, animate=False if row.heading else None)

    # --- autoplay ---------------------------------------------------------------------------

    def set_speed(self, speed: float) -> None:
        self.autoplay.set_speed(speed)

    def change_speed(self, direction: int) -> None:
        self.autoplay.change_speed(direction)

    def toggle_autoplay(self) -> None:
        if self.playing:
            self.stop_autoplay()
        else:
            self.start_autoplay()

    def start_autoplay(self) -> None:
        if self.model is None:
            return
        if self.model.at_end:
            self.go(0)
        self.autoplay.start()

    def stop_autoplay(self) -> None:
        self.autoplay.stop()

    def _autoplay_step(self) -> None:
        if self.model is None:
            return
        if self.model.at_end:
            self.stop_autoplay()
            return
        self.go(self.step + 1, animate=True)

    def _show_speed(self, speed: float) -> None:
        self.speed_button.setText(speed_text(speed))
        if self.scene is not None:
            self.scene.set_speed(self.autoplay.scene_speed)
        if self.playing:
            self.view.show_badge(f"▶ {speed_text(speed)}")

    def _show_playing(self, playing: bool) -> None:
        pixmap = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.buttons["play"].setIcon(self.style().standardIcon(pixmap))
        self.view.show_badge(f"▶ {speed_text(self.speed)}" if playing else None)

    def _table_settled(self) -> None:
        self.stepShown.emit(self.step)
        model = self.model
        self.autoplay.table_settled(
            self.pause_at_notes.isChecked() and model is not None and model.worth_a_pause(model.step)
        )

    # --- perspective ----------------------------------------------------------------------

    def set_viewer(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom (its view, unless all hands are open)."""
        self._change_perspective(viewer=seat)

    def set_all_hands(self, on: bool) -> None:
        self._change_perspective(all_hands=on)

    def set_reveal(self, on: bool) -> None:
        self._change_perspective(reveal=on)

    def _change_perspective(
        self, *, viewer: int | None = None, all_hands: bool | None = None, reveal: bool | None = None
    ) -> None:
        if self.model is None:
            return
        self.model.set_perspective(viewer=viewer, all_hands=all_hands, reveal=reveal)
        self._show_perspective()
        self._refresh()

    def _show_perspective(self) -> None:
        """The model's perspective on the buttons, the seat box and the table."""
        p = self.perspective
        for widget, value in ((self.all_hands_button, p.all_hands), (self.reveal_button, p.reveal)):
            widget.blockSignals(True)
            widget.setChecked(value)
            widget.blockSignals(False)
        self.seat_box.blockSignals(True)
        self.seat_box.setCurrentIndex(p.viewer)
        self.seat_box.blockSignals(False)
        if self.scene is not None:
            self.scene.set_viewer(p.viewer)
            self.scene.set_all_hands(p.all_hands)

    def shows_tiles_of(self, step: int) -> bool:
        """Whether the move list may name the tiles of event ``step`` played face down."""
        return self.model is not None and self.model.shows_tiles_of(step)

    # --- what is shown --------------------------------------------------------------------

    def _rows(self) -> list[MoveRow]:
        steps, notes = self.steps, self.notes
        if steps is None or notes is None:
            return []
        rows = [
            MoveRow(
                0,
                self.tr("The start of the deal"),
                mark=notes.mark(None),
                comment=notes.text(None),
                bookmark=notes.bookmarked(None),
                current=self.step == 0,
            )
        ]
        trick = -1
        for k in range(1, steps.last + 1):
            number = steps.trick_of_event(k)
            if number != trick:
                trick = number
                heading = self.tr("Trick {n}").format(n=number_text(number)) if number else self.tr("Before the play")
                rows.append(MoveRow(steps.trick_start(number), heading, heading=True))
            event = steps.event(k)
            assert event is not None  # every step after the start has its event
            future = self.model is not None and self.model.hides_move(k)
            text = (
                hidden_move(event, self.voice)
                if future
                else move_text(event, steps.state(k - 1), steps.state(k), self.voice, self.shows_tiles_of(k))
            )
            verdict = self.verdicts.get(k)
            rows.append(
                MoveRow(
                    k,
                    text,
                    seat=steps.actor(k),
                    mark=notes.mark(k),
                    comment=notes.text(k),
                    bookmark=notes.bookmarked(k),
                    severity=verdict.severity if verdict else None,
                    loss=verdict.loss if verdict else 0.0,
                    current=k == self.step,
                    future=future,
                )
            )
        return rows

    def _refresh(self) -> None:
        """Everything beside the table, for the current step and perspective."""
        steps, notes = self.steps, self.notes
        if steps is None or notes is None:
            return
        step = self.step
        self.moves.refresh()
        self.move_view.scrollTo(
            self.moves.index(self.moves.row_of_step(step)), QAbstractItemView.ScrollHint.PositionAtCenter
        )
        self.timeline.set_step(step)
        self.timeline.set_marks(
            notes.steps(),
            {a.event for a in notes.items if a.bookmark and a.event},
            {k: (v.severity, v.loss) for k, v in self.verdicts.items() if v.severity},
        )
        where = self.tr("Step {step} / {last}").format(step=number_text(step), last=number_text(steps.last))
        self.step_label.setText(where)
        self.trick_box.blockSignals(True)
        self.trick_box.setValue(steps.trick_at(step))
        self.trick_box.blockSignals(False)
        for name in ("start", "trick_back", "back"):
            self.buttons[name].setEnabled(step > 0)
        for name in ("forward", "trick_forward", "end"):
            self.buttons[name].setEnabled(step < steps.last)
        state = steps.state(step)
        self.face_down.setVisible(self.perspective.reveal and not self.all_hands)
        if self.face_down.isVisible():
            self.face_down.set_tiles(state, self.names)
        self.play_button.setEnabled(not state.is_over)
        if step == 0:
            caption = self.tr("<b>The start of the deal.</b> Notes on a move: go to it first.")
        else:
            text = self.moves.rows[self.moves.row_of_step(step)].text
            caption = self.tr("<b>Step {step}</b> · {move}").format(step=number_text(step), move=html.escape(text))
        first = notes.first(step) if step else None
        others = "\n".join(a.text for a in notes.of(step)[1:] if a.text) if step else ""
        self.notes_panel.show_move(
            caption,
            step > 0,
            notes.mark(step) if step else None,
            notes.bookmarked(step) if step else False,
            first.text if first else "",
            others,
        )
        deal_comment = notes.first(None)
        self.notes_panel.show_deal_comment(deal_comment.text if deal_comment else "")
        reviewed = self.model is not None and step in self.model.decisions
        self.review_panel.show_verdict(self.verdicts.get(step), reviewed)

    # --- annotating -----------------------------------------------------------------------

    def _update_note(self, *, text: str | None = None, mark: object = KEEP, bookmark: bool | None = None) -> None:
        notes, step = self.notes, self.step
        if notes is None or step == 0:
            return
        self._write(lambda: notes.update(step, text=text, mark=mark, bookmark=bookmark))

    def _update_deal_comment(self, text: str) -> None:
        notes = self.notes
        if notes is not None:
            self._write(lambda: notes.update(None, text=text))

    def _write(self, change: Callable[[], None]) -> None:
        try:
            change()
        except RecordsError as error:
            self.message.emit(self.tr("The note was not saved: {reason}").format(reason=str(error)))
            if self.notes is not None:
                self.notes.reload()
        self._refresh()

    def type_mark(self, typed: str) -> None:
        if self.notes is not None and self.step:
            self._update_note(mark=typed_mark(self.notes.mark(self.step), typed))

    def toggle_bookmark(self) -> None:
        if self.notes is not None and self.step:
            self._update_note(bookmark=not self.notes.bookmarked(self.step))

    def _focus_comment(self) -> None:
        if self.step:
            self.notes_panel.comment.setFocus()

    # --- review -------------------------------------------------------------------------------

    def _show_review_summary(self) -> None:
        if self.model is None:
            return
        model = self.model
        self.review_panel.show_summary(
            model.verdicts,
            model.review_complete,
            len(model.decisions),
            self.names[model.review_seat],
            model.steps.trick_of_event,
        )
        found_a_mistake = bool(model.mistakes())
        for action in self.actions_by_group["review"]:
            if action.data() == "mistake":
                action.setEnabled(found_a_mistake)

    def set_review_seat(self, seat: int) -> None:
        self.cancel_review()
        if self.model is not None:
            self.model.set_review_seat(seat)
            self._show_review_summary()
            self._refresh()

    def start_review(self, seat: int | None = None) -> None:
        """Review ``seat``'s decisions (default: the seat chosen) in the background."""
        model = self.model
        if model is None or self.reviewing.running:
            return
        if seat is not None and seat != self.review_seat:
            self.review_panel.seat_box.setCurrentIndex(seat)
        if model.review_complete:
            self.message.emit(self.tr("This seat is reviewed already: the results are kept in the records."))
            return
        self.review_panel.set_running(True)
        self.reviewing.start(model)

    def cancel_review(self) -> None:
        self.reviewing.cancel()

    def _verdict_arrived(self, verdict: Verdict) -> None:
        if self.model is not None:
            self.model.add_verdict(verdict)
        self._show_review_summary()
        self._refresh()

    def _review_finished(self, complete: bool, problem: str) -> None:
        self.review_panel.set_running(False)
        if self.model is not None:
            self.model.finish_review(complete)
        if problem:
            self.message.emit(self.tr("The review stopped: {reason}").format(reason=problem))
        self._show_review_summary()
        self._refresh()

    def mistakes(self) -> list[int]:
        return self.model.mistakes() if self.model else []

    def next_mistake(self, direction: int = 1) -> None:
        if self.model is None:
            return
        target = self.model.next_mistake(direction)
        if target is not None:
            self._user_go(target, animate=False)
        else:
            self.message.emit(
                self.tr("No further mistake that way.") if self.mistakes() else self.tr("No mistakes found.")
            )

    # --- play from here ------------------------------------------------------------------------

    def play_from_here(self) -> None:
        if self.steps is None or self.deal_id is None:
            return
        state = self.steps.state(self.step)
        if state.is_over:
            self.message.emit(self.tr("The deal is over: choose an earlier step to play from."))
            return
        self.stop_autoplay()
        dialog = PlayFromHereDialog(state, default_seats(self.players), self.step, self)
        deal_id = self.deal_id
        dialog.accepted.connect(lambda: self.playFromHere.emit(state, dialog.seat_configs(), deal_id))
        self.play_dialog = dialog
        dialog.open()

    # --- closing -----------------------------------------------------------------------------------

    def shut_down(self) -> None:
        """Save what is typed, stop the review and its worker."""
        self.notes_panel.flush()
        self.stop_autoplay()
        self.reviewing.shut_down()
