"""The game table: every tile, the dice, the seat panels and the captions in one scene.

``TableScene.show_event(event, before, after)`` animates from the picture now on the
table to ``layout(after, viewer)``, with choreography per kind of event, and emits
``animationsFinished`` once the picture is settled (the controller waits for it),
always on a later turn of the event loop, one signal per event, in order.
``before=None`` snaps to ``after`` at once (a new deal, an undo).

Hidden information stays hidden: a tile the viewer may not see is an item with no
identity at all (``TileItem(None)``), and when hidden tiles move as a group (the
shuffle, a face-down play, a hand thrown in for a re-deal) the scene re-pairs items
and tiles so that no motion depends on what a hidden tile is.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QCoreApplication, QEasingCurve, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bagchen_qt.rules.actions import (
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    DuelThrow,
    Event,
    Lead,
    Shuffle,
    ThrowDice,
)
from bagchen_qt.rules.dealing import TOWER_SIZE, TOWERS
from bagchen_qt.rules.seating import SeatDraw
from bagchen_qt.rules.state import DealState, Phase, Trick
from bagchen_qt.rules.tiles import TILE_KIND

from .animation import REDUCED_FADE_MS, Motion, Speed, Timeline, keyframes
from .chips import chip_flight
from .dice_art import DiceItem, paint_die
from .dice_throw import dice_flight, toward_centre
from .focus_ring import FocusRing
from .layout import (
    CENTER,
    EDGE,
    FULL_HAND,
    HEIGHT,
    REFERENCE_TABLE,
    SIDE_ROTATION,
    WIDTH,
    ZOOMS,
    Place,
    Table,
    dice_place,
    gathered_places,
    hand_row_width,
    layout,
    play_places,
    relative,
    seat_anchor,
    stack_order,
    table_for,
    taking_order,
    tower_place,
    trick_geometry,
)
from .seat_panel import TURN_GOLD, Caption, SeatPanel, TurnArrow
from .tile_item import TileItem
from .tileart import Steadiness, draw_cached
from .trick_marks import TrickMarks
from .trick_review import LastStackSpot, TrickReview
from .words import Voice, last_stack_tip, point_text, previous_trick_footer, result_text, seat_captions, trick_text

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent

# Where things stand, by side of the table (0 bottom = the viewer, 1 left, 2 top, 3 right).
# Each seat's panel sits in the corner to its left, with its dice and its row of stacks
# (layout), so everything a seat owns is in one corner; its captions hang by the panel.
PANEL_INSET = (110.0, 56.0)  # a panel's centre from its corner of the felt


def panel_centre(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """A seat panel's centre. The two bottom corners sit above the viewer's hand when
    a full hand reaches under them."""
    inset_x, inset_y = PANEL_INSET
    x = table.left + inset_x if side in (0, 1) else table.right - inset_x
    if side in (1, 2):
        return x, table.top + inset_y
    hand = hand_row_width(FULL_HAND, table.hand_scale(), groups=8)
    if table.width / 2 - hand / 2 - EDGE >= SeatPanel.WIDTH + 2 * EDGE:
        return x, table.bottom - inset_y
    hand_top = seat_anchor(0, table)[1] - table.hand_reach()
    return x, hand_top - 10 - SeatPanel.HEIGHT / 2  # layout._side_room keeps the side hands above


def caption_place(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float, Qt.AlignmentFlag]:
    """Where a seat's caption hangs: under a top panel, above a bottom one, toward the
    table's inside."""
    x, y = panel_centre(side, table)
    offset = SeatPanel.HEIGHT / 2 + 32
    y = y + offset if side in (1, 2) else y - offset
    if side in (0, 1):
        return x - PANEL_INSET[0] + 10, y, Qt.AlignmentFlag.AlignLeft
    return x + PANEL_INSET[0] - 10, y, Qt.AlignmentFlag.AlignRight


TRICK_CAPTION_Y = CENTER[1] + 104
INLAY_APOTHEM = 300.0  # the octagonal inlay where the towers stand
FELT_BLEED = 6.0  # felt beyond the table's edges, in scene units

FELT = QColor("#1f5a45")
FELT_DARK = QColor("#0d2f24")
INLAY = QColor("#143f31")
INLAY_EDGE = QColor(217, 166, 46, 70)

CAPTION_GAP = 10.0  # between the trick and its caption
LOOK_BACK_KEY = Qt.Key.Key_L  # held down (or a click on the last stack) shows the previous trick


def _point(place: Place) -> QPointF:
    return QPointF(place.x, place.y)


class DieItem(QGraphicsObject):
    """One die, for the mother-and-son throw (each of the two players throws one)."""

    def __init__(self, value: int = 1, size: float = 30.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._value = value
        self._steadiness = Steadiness(self)
        self.setZValue(400)

    def _get_value(self) -> int:
        return self._value

    def _set_value(self, value: int) -> None:
        value = min(max(int(value), 1), 6)
        if value != self._value:
            self._value = value
            self.update()

    value = Property(int, _get_value, _set_value)

    def boundingRect(self) -> QRectF:  # Qt API
        s = self._size
        return QRectF(-s * 0.75, -s * 0.75, s * 1.6, s * 1.7)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self._size
        paint_die(painter, QRectF(-s / 2, -s / 2, s, s), self._value, self._steadiness.steady(painter))


class TowerMarker(QGraphicsObject):
    """A gold frame round the tower chosen to be taken first."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(5)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # Qt API
        return QRectF(-50, -64, 100, 110)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-40, -54, 80, 90)
        for width, alpha in ((12.0, 40), (7.0, 70), (3.0, 230)):
            color = QColor(TURN_GOLD)
            color.setAlpha(alpha)
            painter.setPen(QPen(color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)


class TableScene(QGraphicsScene):
    """The Bagchen table as ``viewer`` sees it (see the module docstring)."""

    animationsFinished = Signal()  # Qt signal names
    selectionChanged = Signal(tuple)
    activated = Signal()
    towerClicked = Signal(int)  # a tower clicked while the viewer chooses one
    focusMoved = Signal(object)  # the keyboard focus's tile (None: no visible focus)

    def __init__(
        self, viewer: int, names: Sequence[str], levels: Sequence[str | None], parent: QObject | None = None
    ) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self._viewer = viewer
        self._names = list(names)
        self._levels = list(levels)
        self._motion = Motion()
        self._all_hands = False
        self._state: DealState | None = None
        self._places: dict[int, Place] = {}  # where each tile is (once the running animation ends)
        self._plan: dict[int, Place] = {}  # where each tile will be, while a timeline is built
        self._tiles: dict[int, TileItem] = {}
        self._timeline: Timeline | None = None
        self._owed_signals = 0  # animationsFinished signals due but not yet emitted
        self._transients: list[QGraphicsItem] = []  # chips and labels of the running animation
        self._lingering: list[QGraphicsItem] = []  # thrown dice: they stay until the next event
        self._selected: list[int] = []
        self._focus: int | None = None
        self._focus_visible = False
        self._keyboard_here = True  # False while the view has lost the keyboard to another widget
        self._playable: set[int] | None = None
        self._turn: int | None = None
        self._rng = random.Random(7)
        self._table = REFERENCE_TABLE
        self._view_size = (WIDTH, HEIGHT)

        for tile in range(64):
            item = TileItem(None)
            item.setVisible(False)
            self.addItem(item)
            self._tiles[tile] = item
        self._dice = DiceItem((6, 6), size=30.0)
        self._dice.setZValue(60)
        self._dice.setVisible(False)
        self.addItem(self._dice)
        self._point_caption = Caption(13.0, accent=TURN_GOLD)
        self._gobah = ""  # the Gobah deals left, under the point
        self.addItem(self._point_caption)
        self._tower_marker = TowerMarker()
        self.addItem(self._tower_marker)
        self._trick_caption = Caption(16.0)
        self._trick_words: tuple[Trick | None, bool] = (None, False)
        self._trick_caption.setPos(CENTER[0], TRICK_CAPTION_Y)
        self.addItem(self._trick_caption)
        self._marks = TrickMarks()
        self.addItem(self._marks)
        self._review = TrickReview()
        self.addItem(self._review)
        self._last_stack = LastStackSpot()
        self.addItem(self._last_stack)
        self._gathered_at: int | None = None  # when the running animation has a trick gathered
        self._review_held = False  # the look-back card was opened with the key, and goes on its release
        self._result_caption = Caption(22.0, accent=TURN_GOLD)
        self._result_caption.setPos(CENTER[0], CENTER[1])
        self.addItem(self._result_caption)
        self._arrow = TurnArrow()
        self.addItem(self._arrow)
        self._focus_marker = FocusRing()
        self._focus_shown: int | None = None
        self.addItem(self._focus_marker)
        self._panels: list[SeatPanel] = []
        self._captions: list[Caption] = []
        for seat in range(4):
            panel = SeatPanel(seat, self._names[seat], self._levels[seat], seat == viewer)
            panel.set_motion(not self._motion.reduced)
            self.addItem(panel)
            self._panels.append(panel)
            caption = Caption(14.0)
            self.addItem(caption)
            self._captions.append(caption)
        self._place_seat_items()
        self._hint_caption = Caption(24.0, accent=TURN_GOLD)
        self.addItem(self._hint_caption)

    # --- settings ----------------------------------------------------------------------

    @property
    def viewer(self) -> int:
        return self._viewer

    @property
    def speed(self) -> Speed:
        return self._motion.speed

    def set_speed(self, speed: Speed) -> None:
        self._motion.speed = speed
        if self._motion.instant:
            self.finish_now()

    def reduced_motion(self) -> bool:
        return self._motion.reduced

    def set_reduced_motion(self, on: bool) -> None:
        self._motion.reduced = bool(on)
        for panel in self._panels:
            panel.set_motion(not on)

    @property
    def table(self) -> Table:
        """The felt as laid out now (``fit_view`` shapes it to the view)."""
        return self._table

    def fit_view(self, width: float, height: float) -> QRectF:
        """Shape the felt to a view of ``width`` x ``height`` pixels and lay the table
        out on it; returns the table's rectangle, which the view shows exactly. (The
        scene's rectangle is a little larger: a view's scrolling is in whole pixels,
        and felt must lie under that last fraction too.)"""
        self._view_size = (width, height)
        self._set_table(table_for(width, height, self._table.zoom))
        table = self._table
        return QRectF(table.left, table.top, table.width, table.height)

    @property
    def zoom(self) -> float:
        return self._table.zoom

    def set_zoom(self, zoom: float) -> None:
        """The viewer's tiles at ``zoom`` times their usual size (within ``ZOOMS``)."""
        zoom = min(max(zoom, ZOOMS[0]), ZOOMS[-1])
        self._set_table(table_for(*self._view_size, zoom))

    def zoom_step(self, steps: int) -> None:
        """One step larger (+1) or smaller (-1) from the nearest step of ``ZOOMS``."""
        nearest = min(range(len(ZOOMS)), key=lambda i: abs(ZOOMS[i] - self._table.zoom))
        self.set_zoom(ZOOMS[min(max(nearest + steps, 0), len(ZOOMS) - 1)])

    def _set_table(self, table: Table) -> None:
        if table == self._table:
            return
        self.finish_now()
        self._table = table
        self.setSceneRect(
            QRectF(table.left, table.top, table.width, table.height).adjusted(
                -FELT_BLEED, -FELT_BLEED, FELT_BLEED, FELT_BLEED
            )
        )
        self._place_seat_items()
        state = self._state
        if state is not None:
            self._snap(state, layout(state, self._viewer, self._all_hands, table))
            self._place_hint()  # above the hand where it now lies

    @property
    def all_hands(self) -> bool:
        return self._all_hands

    def set_all_hands(self, on: bool) -> None:
        """Show every hand and every face-down tile face up (replays, the recap)."""
        if bool(on) != self._all_hands:
            self._all_hands = bool(on)
            self._relayout()

    def set_viewer(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom."""
        if seat != self._viewer:
            self.finish_now()
            self._viewer = seat
            for panel in self._panels:
                panel.set_identity(self._names[panel.seat], self._levels[panel.seat], panel.seat == seat)
            self._place_seat_items()
            self._selected, self._focus = [], None
            self._relayout()

    def set_names(self, names: Sequence[str], levels: Sequence[str | None]) -> None:
        self._names, self._levels = list(names), list(levels)
        for panel in self._panels:
            panel.set_identity(self._names[panel.seat], self._levels[panel.seat], panel.seat == self._viewer)

    def panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def tile_item(self, tile: int) -> TileItem:
        """The item showing ``tile`` now (it has no identity while the tile is hidden)."""
        return self._tiles[tile]

    def tile_items(self) -> list[TileItem]:
        return list(self._tiles.values())

    @property
    def state(self) -> DealState | None:
        return self._state

    # --- showing events -------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self._timeline is not None and not self._timeline.done

    def finish_now(self) -> None:
        """Complete the running animation at once (a click or Space while animating); an
        ``animationsFinished`` still owed is emitted now."""
        if self._timeline is not None:
            self._timeline.finish_now()
        self._flush_finished()

    def gathered_at(self) -> int | None:
        """When, in ms from its start, the running animation has a finished trick gathered
        into its stack in the middle (None: no gathering in it)."""
        return self._gathered_at if self.is_animating() else None

    def hold_animation_at(self, at: int) -> None:
        """Stop the running animation's clock at ``at`` ms (a still picture of that moment);
        ``finish_now`` ends it as usual."""
        if self._timeline is not None:
            self._timeline.hold_at(at)

    def _signal_finished(self) -> None:
        """Emit ``animationsFinished`` on the next turn of the event loop, never from inside
        ``show_event``: the caller may still be busy with the event it just sent."""
        self._owed_signals += 1
        QTimer.singleShot(0, self, self._flush_finished)

    def _flush_finished(self) -> None:
        while self._owed_signals:
            self._owed_signals -= 1
            self.animationsFinished.emit()

    def show_event(self, event: Event | None, before: DealState | None, after: DealState) -> None:
        """Animate ``event`` from the table now shown to ``after`` (``before=None``: snap)."""
        self.finish_now()
        self.hide_previous_trick()
        self._last_stack.set_rect(QRectF(), "")  # nothing to look back at while the table moves
        self._gathered_at = None
        self._clear_lingering()
        self._state = after
        self._playable = None
        self._prune_selection()
        targets = layout(after, self._viewer, self._all_hands, self._table)
        if before is None or self._motion.instant or not self._places:
            self._snap(after, targets)
            self._signal_finished()
            return
        self._set_turn_visual(None)  # nobody's turn while the table moves
        self._apply_hand_looks()  # played tiles lose their lift and hints at once
        timeline = Timeline(self)
        self._plan = dict(self._places)
        self._choreograph(timeline, event, before, after, targets)
        self._run(timeline, after, targets, emits=True)

    def show_seat_draw(
        self,
        draw: SeatDraw,
        names: Sequence[str],
        levels: Sequence[str | None],
        starter_player: int,
        chips: Sequence[int] | None = None,
    ) -> list[str]:
        """Play out a draw for seats (formal seating, a seat exchange): ``names``,
        ``levels`` and ``chips`` by player. The players end in their new seats, with
        their chips, the viewer's player at the bottom; ``animationsFinished`` follows.
        Returns the captions shown."""
        from .seating_show import SeatDrawShow

        self.finish_now()
        self._clear_lingering()
        self._set_turn_visual(None)
        seating = draw.seating()
        human = next((p for p, level in enumerate(levels) if level is None), None)
        viewer_after = seating.index(human) if human is not None else self._viewer
        centres = {side: panel_centre(side, self._table) for side in range(4)}
        show = SeatDrawShow(
            self.addItem,
            self._motion,
            centres,
            lambda side: seat_anchor(side, self._table),
            lambda: self._rng.uniform(-20, 20),
            self._tumble,
        )
        timeline = Timeline(self)

        def dim(opacity: float) -> None:
            for item in (*self._panels, *self._captions):
                item.setOpacity(opacity)

        def show_chips(by_seat: Sequence[int]) -> None:
            if chips is not None:
                for seat, panel in enumerate(self._panels):
                    panel.set_values(chips[by_seat[seat]], 0, False)

        def seat_players() -> None:
            if self._names != [names[p] for p in seating] or self._viewer != viewer_after:
                self.set_names([names[p] for p in seating], [levels[p] for p in seating])
                self._viewer = viewer_after  # no relayout: the deal shown is over, the next one snaps
                for panel in self._panels:
                    panel.set_identity(self._names[panel.seat], self._levels[panel.seat], panel.seat == viewer_after)
                self._place_seat_items()
            show_chips(seating)
            dim(1.0)

        def done() -> None:
            for item in show_items:
                self.removeItem(item)
            show_items.clear()
            seat_players()
            self._timeline = None
            timeline.deleteLater()
            self._signal_finished()

        show_items: list[QGraphicsItem] = []
        show.add_item = lambda item: (self.addItem(item), show_items.append(item))
        show_chips(draw.before)
        # The deal that was on the table is over: its tiles and captions leave the table
        # (the next deal brings the tiles back, shuffled); only the players stay.
        for item in (
            *self._tiles.values(),
            self._dice,
            self._point_caption,
            self._result_caption,
            self._trick_caption,
            self._tower_marker,
            *self._captions,
        ):
            if item.isVisible():
                timeline.prop(item, b"opacity", 0.0, self._motion.ms(400))
        show.build(timeline, draw, names, self._viewer, viewer_after, starter_player, dim, seat_players, human)
        self._timeline = timeline
        timeline.start(done)
        return show.captions

    def _run(self, timeline: Timeline, state: DealState, targets: dict[int, Place], emits: bool) -> None:
        self._timeline = timeline

        def done() -> None:
            self._snap(state, targets)
            for item in self._transients:
                self.removeItem(item)
            self._transients = []
            self._timeline = None
            timeline.deleteLater()
            if emits:
                self._signal_finished()

        timeline.start(done)

    def _relayout(self) -> None:
        """Move to the layout of the current state after a change of view (not an event)."""
        self.finish_now()
        self.hide_previous_trick()
        state = self._state
        if state is None:
            return
        targets = layout(state, self._viewer, self._all_hands, self._table)
        if self._motion.instant or not self._places:
            self._snap(state, targets)
            return
        timeline = Timeline(self)
        self._plan = dict(self._places)
        self._stage(timeline, targets, 0, self._motion.ms(420))
        self._run(timeline, state, targets, emits=False)

    # --- choreography ---------------------------------------------------------------------

    def _choreograph(
        self, tl: Timeline, event: Event | None, before: DealState, after: DealState, targets: dict[int, Place]
    ) -> None:
        ms = self._motion.ms
        t = 0
        if isinstance(event, Shuffle):
            t = self._show_shuffle(tl, after, targets)
        elif isinstance(event, ThrowDice) and before.phase is Phase.DEAL_DICE:
            t = self._show_deal(tl, before, after, targets)
        elif isinstance(event, Lead | Beat | Discard | Charity):
            t = self._show_play(tl, event, before, after, targets)
        elif isinstance(event, DuelThrow):
            t = self._show_duel(tl, event, before)
        elif isinstance(event, ThrowDice):
            thrower = before.duel[1] if before.phase is Phase.UNION_GIVE and before.duel else before.queue[0]
            t = self._throw_loose_dice(tl, thrower, (event.a, event.b))
        elif isinstance(event, DemandRedeal):
            self._unlink_hidden(self._hidden_movers(targets), targets)
        elif isinstance(event, ChooseTower):
            t = self._show_tower_marker(tl, after)
        t = self._stage(tl, targets, t, ms(400))
        self._show_payments(tl, before, after, t)

    def _show_shuffle(self, tl: Timeline, after: DealState, targets: dict[int, Place]) -> int:
        """Shown tiles turn over into the heap, the heap is stirred, and the tiles gather
        into eight towers of 2 x 4, tower by tower round the octagon."""
        ms = self._motion.ms
        heap = layout(DealState.new(), self._viewer, table=self._table)
        t = self._stage(tl, heap, 0, ms(380))
        if not self._motion.reduced:
            stir = ms(520)
            for tile, place in heap.items():
                item = self._tiles[tile]
                angle = self._rng.uniform(0, 2 * math.pi)
                reach = self._rng.uniform(6, 22)
                out = QPointF(place.x + reach * math.cos(angle), place.y + reach * math.sin(angle))
                home = _point(place)
                tl.add(
                    keyframes(item, b"pos", ((0.0, home), (0.5, out), (1.0, home)), stir, QEasingCurve.Type.InOutSine),
                    t,
                )
                turn = self._rng.uniform(-40, 40)
                tl.add(
                    keyframes(
                        item,
                        b"rotation",
                        ((0.0, place.rotation), (0.5, place.rotation + turn), (1.0, place.rotation)),
                        stir,
                        QEasingCurve.Type.InOutSine,
                    ),
                    t,
                )
            t += stir
        # The item stirred into heap slot i stands at tower position i: where a tile goes
        # never depends on which tile it is.
        self._rebind({i: after.order[i] for i in range(64)})
        step, stagger, flight = ms(150), ms(34), ms(430)
        if self._motion.reduced:
            stagger = 0
        end = t
        for tower in range(TOWERS):
            for j, tile in enumerate(after.order[tower * TOWER_SIZE : (tower + 1) * TOWER_SIZE]):
                end = max(end, self._move(tl, tile, targets[tile], t + tower * step + j * stagger, flight))
        return end

    def _show_deal(self, tl: Timeline, before: DealState, after: DealState, targets: dict[int, Place]) -> int:
        """The thrower throws the dice, which settle to the starter's left and name the
        point; then each seat takes its towers in order, the tiles flying into hands."""
        ms = self._motion.ms
        self._tower_marker_fade(tl, 0)
        t = self._throw_point_dice(tl, after)
        step, stagger, flight = ms(300), ms(26), ms(440)
        if self._motion.reduced:
            step, stagger = ms(140), 0
        end = t
        for k, (_seat, tower) in enumerate(taking_order(after)):
            tiles = before.order[tower * TOWER_SIZE : (tower + 1) * TOWER_SIZE]
            start = t + ms(120) + k * step
            for i, tile in enumerate(reversed(tiles)):  # from the top of the tower down
                end = max(end, self._move(tl, tile, targets[tile], start + i * stagger, flight, flip_at=0.55))
        return end

    def _show_play(
        self,
        tl: Timeline,
        event: Lead | Beat | Discard | Charity,
        before: DealState,
        after: DealState,
        targets: dict[int, Place],
    ) -> int:
        """Tiles slide into place in front of their player and the marks follow the lead
        and the winning play; a complete trick stays a moment, gathers into its stack in
        the middle (face-down plays beneath, the winning play on top) and the stack
        slides to its winner's row."""
        ms = self._motion.ms
        completed = len(after.tricks) > len(before.tricks)
        trick = after.tricks[-1] if completed else after.trick
        assert trick is not None
        in_trick = play_places(trick, self._viewer, self._all_hands)
        play = trick.plays[-1]
        if not (play.face_up or self._all_hands) and play.seat != self._viewer:
            self._unlink_hidden(list(play.tiles), in_trick)
        if not completed:
            t = self._stage(tl, targets, 0, ms(420))
            tl.call(lambda: self._show_trick_words(trick, False), t)  # told once the tiles are down
            return t
        first = dict(targets)
        first.update(in_trick)
        t = self._stage(tl, first, 0, ms(420))
        tl.call(lambda: self._show_trick_words(trick, True), t)
        t += ms(700)  # a moment to see the finished trick
        if not self._motion.reduced:
            tl.call(self._marks.clear, t)
            t = self._gather(tl, trick, t)
            self._gathered_at = t
            t += ms(120)
        return self._stage(tl, targets, t, ms(480))

    def _gather(self, tl: Timeline, trick: Trick, at: int) -> int:
        """The plays of a complete trick close into one stack in the middle, layer by
        layer from the bottom, the winning play last and on top; returns when it lies."""
        ms = self._motion.ms
        places = gathered_places(trick, self._viewer, self._all_hands)
        end = at
        for level, play in enumerate(stack_order(trick)):
            for tile in play.tiles:
                end = max(end, self._move(tl, tile, places[tile], at + level * ms(50), ms(260)))
        return end

    def _show_trick_words(self, trick: Trick, completed: bool) -> None:
        self._set_trick_caption(trick, completed)
        self._marks.set_trick(trick, self._viewer, completed)

    def _show_duel(self, tl: Timeline, event: DuelThrow, before: DealState) -> int:
        """Mother and son: the two players throw one die each; the higher takes both."""
        ms = self._motion.ms
        throwers = ((before.offer[0], event.offerer), (before.queue[0], event.acceptor))
        end = 0
        for seat, value in throwers:
            die = DieItem(value)
            side = relative(seat, self._viewer)
            land = toward_centre(seat_anchor(side, self._table), 0.42)
            self.addItem(die)
            self._lingering.append(die)
            if self._motion.reduced:
                die.setPos(land)
                tl.prop(die, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
                end = ms(REDUCED_FADE_MS)
                continue
            start = toward_centre(seat_anchor(side, self._table), 0.12)
            die.setPos(start)
            flight = ms(820)
            tl.add(dice_flight(die, start, land, flight))
            tl.prop(die, b"rotation", self._rng.uniform(-25, 25), flight, 0, start=self._rng.choice((-540, 540)))
            tl.add(keyframes(die, b"value", self._tumble(value), flight))
            end = flight
        return end + ms(250)

    def _throw_loose_dice(self, tl: Timeline, seat: int, values: tuple[int, int]) -> int:
        """Both dice thrown by ``seat`` (the suit of a passport lead, the tile given back
        after mother and son): they lie in front of the thrower until the next event."""
        ms = self._motion.ms
        dice = DiceItem(values, size=30.0)
        dice.setZValue(400)
        side = relative(seat, self._viewer)
        land = toward_centre(seat_anchor(side, self._table), 0.42)
        self.addItem(dice)
        self._lingering.append(dice)
        if self._motion.reduced:
            dice.setPos(land)
            tl.prop(dice, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
            return ms(REDUCED_FADE_MS)
        start = toward_centre(seat_anchor(side, self._table), 0.12)
        dice.setPos(start)
        flight = ms(820)
        tl.add(dice_flight(dice, start, land, flight))
        tl.prop(dice, b"rotation", self._rng.uniform(-20, 20), flight, 0, start=self._rng.choice((-450, 450)))
        tl.add(keyframes(dice, b"first", self._tumble(values[0]), flight))
        tl.add(keyframes(dice, b"second", self._tumble(values[1]), flight))
        return flight + ms(250)

    def _throw_point_dice(self, tl: Timeline, after: DealState) -> int:
        """The deal's dice, from the thrower across to the starter's left."""
        ms = self._motion.ms
        dice = self._dice
        assert after.dice is not None
        side = relative(after.starter, self._viewer)
        land = QPointF(*dice_place(after.starter, self._viewer, self._table))
        rotation = SIDE_ROTATION[side]
        dice.setVisible(True)
        self._point_caption.setOpacity(0.0)
        self._update_point_caption(after)
        if self._motion.reduced:
            dice.setPos(land)
            dice.setRotation(rotation)
            dice.set_values(*after.dice)
            tl.prop(dice, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
            tl.prop(self._point_caption, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
            return ms(REDUCED_FADE_MS)
        start = toward_centre(seat_anchor(relative(after.thrower, self._viewer), self._table), 0.15)
        dice.setPos(start)
        flight = ms(1000)
        mid = (start + land) / 2
        tl.prop(dice, b"opacity", 1.0, ms(120), 0, start=0.0)
        tl.add(
            keyframes(
                dice,
                b"pos",
                ((0.0, start), (0.55, mid), (0.8, land + (land - start) * 0.06), (1.0, land)),
                flight,
                QEasingCurve.Type.OutQuad,
            )
        )
        tl.prop(dice, b"rotation", rotation, flight, 0, start=rotation + 720)
        tl.add(keyframes(dice, b"first", self._tumble(after.dice[0]), flight))
        tl.add(keyframes(dice, b"second", self._tumble(after.dice[1]), flight))
        tl.prop(self._point_caption, b"opacity", 1.0, ms(250), flight, start=0.0)
        return flight

    def _tumble(self, final: int) -> list[tuple[float, int]]:
        frames: list[tuple[float, int]] = [(i / 8, self._rng.randint(1, 6)) for i in range(8)]
        return [*frames, (0.85, final), (1.0, final)]

    def _show_tower_marker(self, tl: Timeline, after: DealState) -> int:
        self._update_tower_marker(after)
        marker = self._tower_marker
        if marker.isVisible():
            tl.prop(marker, b"opacity", 1.0, self._motion.ms(300), 0, start=0.0)
            return self._motion.ms(300)
        return 0

    def _tower_marker_fade(self, tl: Timeline, at: int) -> None:
        if self._tower_marker.isVisible():
            tl.prop(self._tower_marker, b"opacity", 0.0, self._motion.ms(250), at)

    def _show_payments(self, tl: Timeline, before: DealState, after: DealState, at: int) -> int:
        """Chips fly from payer to payee for every new payment; the counts tick over.

        Each panel's count gets one animation over all its payments: Qt stops a running
        property animation when another starts on the same property, which would stop
        the whole timeline before it could finish."""
        if len(after.payments) <= len(before.payments) or after.payments[: len(before.payments)] != before.payments:
            return at
        ms = self._motion.ms
        t = end = at
        spans: dict[int, tuple[int, int]] = {}  # seat -> (first tick, last landing)
        for payment in after.payments[len(before.payments) :]:
            payer, payee = self._panels[payment.payer], self._panels[payment.payee]
            items, landed = chip_flight(self, tl, self._motion, payer.pos(), payee.pos(), payment.chips, t)
            self._transients.extend(items)
            for seat, start, stop in ((payment.payer, t, t + ms(200)), (payment.payee, t, landed)):
                first, last = spans.get(seat, (start, stop))
                spans[seat] = (min(first, start), max(last, stop))
            end = max(end, landed)
            t += ms(240)
        for seat, (first, last) in spans.items():
            tl.prop(
                self._panels[seat],
                b"chipCount",
                after.chips[seat],
                max(last - first, 1),
                first,
                start=before.chips[seat],
            )
        return end

    # --- moving tiles -----------------------------------------------------------------------

    def _stage(self, tl: Timeline, places: dict[int, Place], at: int, duration: int) -> int:
        """Move every tile whose planned place differs from ``places``; returns the end."""
        end = at
        for tile, place in places.items():
            if self._plan.get(tile) != place:
                end = max(end, self._move(tl, tile, place, at, duration))
        return end

    def _move(self, tl: Timeline, tile: int, dst: Place, at: int, duration: int, flip_at: float = 0.3) -> int:
        """Plan one tile's move from its planned place to ``dst``; returns when it lands."""
        src = self._plan.get(tile)
        self._plan[tile] = dst
        item = self._tiles[tile]
        if src is None or src == dst:
            return at
        if dst.face_up and (item.tile is None or int(item.tile) != tile):
            item.set_tile(tile)  # named now, still showing its back until it turns over
            item.point = self._is_point(tile)
        if self._motion.reduced:
            fade = self._motion.ms(REDUCED_FADE_MS)
            tl.prop(item, b"opacity", 0.0, fade, at, start=1.0)
            for prop, value in (
                (b"pos", _point(dst)),
                (b"rotation", dst.rotation),
                (b"scale", dst.scale),
                (b"z", dst.z),
                (b"flip", 1.0 if dst.face_up else 0.0),
            ):
                tl.prop(item, prop, value, 0, at + fade)
            tl.prop(item, b"opacity", 1.0, fade, at + fade, start=0.0)
            return at + 2 * fade
        tl.prop(item, b"z", dst.z, 0, at)
        if (src.x, src.y) != (dst.x, dst.y):
            tl.prop(item, b"pos", _point(dst), duration, at, start=_point(src))
        if src.rotation != dst.rotation:
            turn = (dst.rotation - src.rotation + 180.0) % 360.0 - 180.0
            tl.prop(item, b"rotation", src.rotation + turn, duration, at, start=src.rotation)
        if src.scale != dst.scale:
            tl.prop(item, b"scale", dst.scale, duration, at, start=src.scale)
        if src.face_up != dst.face_up:
            tl.prop(
                item,
                b"flip",
                1.0 if dst.face_up else 0.0,
                int(duration * 0.6),
                at + int(duration * flip_at),
                QEasingCurve.Type.InOutSine,
                start=0.0 if dst.face_up else 1.0,
            )
        return at + duration

    def _hidden_movers(self, targets: dict[int, Place]) -> list[int]:
        """Tiles hidden where they are and where they go, that move."""
        return [
            t
            for t, place in targets.items()
            if not place.face_up and not self._plan[t].face_up and self._plan[t] != place
        ]

    def _unlink_hidden(self, tiles: list[int], targets: dict[int, Place]) -> None:
        """Re-pair hidden tiles and their items so that the k-th item in table order goes
        to the k-th place in table order: the motion shows nothing of which tile is which."""
        tiles = [t for t in tiles if not self._plan[t].face_up and not targets[t].face_up]
        sources = sorted(tiles, key=lambda t: (self._plan[t].x, self._plan[t].y))
        destinations = sorted(tiles, key=lambda t: (targets[t].x, targets[t].y))
        self._rebind(dict(zip(sources, destinations, strict=True)))

    def _rebind(self, mapping: dict[int, int]) -> None:
        """The item now showing tile ``a`` shows ``mapping[a]`` from now on (a permutation)."""
        if all(a == b for a, b in mapping.items()):
            return
        items = {a: self._tiles[a] for a in mapping}
        places = {a: self._places.get(a) for a in mapping}
        plan = {a: self._plan.get(a) for a in mapping}
        for a, b in mapping.items():
            self._tiles[b] = items[a]
            if places[a] is not None:
                self._places[b] = places[a]
            if plan[a] is not None:
                self._plan[b] = plan[a]

    # --- snapping ---------------------------------------------------------------------------

    def _snap(self, state: DealState, places: dict[int, Place]) -> None:
        """Put every tile at its place and every panel and caption in line with ``state``."""
        self._places = dict(places)
        self._plan = dict(places)
        for tile, item in self._tiles.items():
            place = places.get(tile)
            if place is None:
                item.setVisible(False)
                continue
            self._apply_place(tile, item, place)
        self._apply_hand_looks()
        self._update_overlays(state)

    def _apply_place(self, tile: int, item: TileItem, place: Place) -> None:
        item.setVisible(True)
        item.setOpacity(1.0)
        item.setPos(place.x, place.y)
        item.setRotation(place.rotation)
        item.setScale(place.scale)
        item.setZValue(place.z)
        if place.face_up:
            if item.tile is None or int(item.tile) != tile:
                item.set_tile(tile)
            item.face_up = True
            item.point = self._is_point(tile)
        else:
            if item.tile is not None:
                item.set_tile(None)  # a hidden tile keeps no identity at all
            item.point = False

    def _is_point(self, tile: int) -> bool:
        state = self._state
        return state is not None and state.dice is not None and bool(state.point_mask >> TILE_KIND[tile] & 1)

    def _clear_lingering(self) -> None:
        for item in self._lingering:
            self.removeItem(item)
        self._lingering = []

    # --- panels, captions, dice ----------------------------------------------------------------

    def _place_seat_items(self) -> None:
        for seat in range(4):
            side = relative(seat, self._viewer)
            self._panels[seat].setPos(*panel_centre(side, self._table))
            x, y, align = caption_place(side, self._table)
            self._captions[seat].set_align(align)
            self._captions[seat].setPos(x, y)

    def _update_overlays(self, state: DealState) -> None:
        for seat, panel in enumerate(self._panels):
            panel.set_values(state.chips[seat], state.stacks[seat], state.passports[seat])
        for seat, text in enumerate(seat_captions(state, self._names)):
            self._captions[seat].set_text(text)
        if state.trick is not None:
            self._show_trick_words(state.trick, False)
        else:
            self._clear_trick_words()
        self._update_last_stack()
        self._result_caption.set_text(result_text(state, self._names, self._you()))
        dice = self._dice
        dice.setOpacity(1.0)
        if state.dice is None:
            dice.setVisible(False)
        else:
            dice.set_values(*state.dice)
            dice.setPos(*dice_place(state.starter, self._viewer, self._table))
            dice.setRotation(SIDE_ROTATION[relative(state.starter, self._viewer)])
            dice.setVisible(True)
        self._point_caption.setOpacity(1.0)
        self._update_point_caption(state)
        self._tower_marker.setOpacity(1.0)
        self._update_tower_marker(state)
        self._set_turn_visual(state.to_act)
        self._update_focus_marker()

    def set_gobah(self, text: str) -> None:
        """How many Gobah deals remain, shown under the point ('' for none) (R25)."""
        self._gobah = text
        if self._state is not None:
            self._update_point_caption(self._state)

    def retranslate(self) -> None:
        """The table's words again, in the language now installed, from the deal as it
        stands: nothing moves, nothing else changes."""
        for item in (*self._panels, *self._tiles.values(), self._dice):
            item.retranslate()
        state = self._state
        if state is None:
            return
        for seat, text in enumerate(seat_captions(state, self._names)):
            self._captions[seat].set_text(text)
        self._result_caption.set_text(result_text(state, self._names, self._you()))
        self._update_point_caption(state)
        trick, completed = self._trick_words
        if trick is not None:
            self._show_trick_words(trick, completed)
        self._update_last_stack()

    def _update_point_caption(self, state: DealState) -> None:
        caption = self._point_caption
        lines = [point_text(state)] if state.dice is not None else []
        if self._gobah:
            lines.append(self._gobah)
        caption.set_text("\n".join(lines))
        if lines:
            x, y = dice_place(state.starter, self._viewer, self._table)
            side = relative(state.starter, self._viewer)
            # Beside the dice, clear of the stacks and of the panel in that corner.
            dx, dy, align = {
                0: (0.0, -42.0, Qt.AlignmentFlag.AlignHCenter),
                1: (34.0, 0.0, Qt.AlignmentFlag.AlignLeft),
                2: (0.0, -44.0, Qt.AlignmentFlag.AlignHCenter),
                3: (-30.0, -42.0, Qt.AlignmentFlag.AlignRight),
            }[side]
            caption.setPos(x + dx, y + dy)
            caption.set_align(align)

    def _update_tower_marker(self, state: DealState) -> None:
        marker = self._tower_marker
        if state.chosen is None or state.dice is not None or not state.order:
            marker.setVisible(False)
            return
        a = tower_place(state.chosen, 0, 0, self._viewer)
        b = tower_place(state.chosen, 0, 1, self._viewer)
        marker.setPos((a.x + b.x) / 2, (a.y + b.y) / 2)
        marker.setRotation(a.rotation)
        marker.setVisible(True)

    def _set_trick_caption(self, trick: Trick | None, completed: bool) -> None:
        self._trick_words = (trick, completed)  # said again after a change of language
        text = trick_text(trick, self._state, self._names, completed, self._you()) if trick else ""
        caption = self._trick_caption
        caption.set_text(text)
        if trick is not None:
            # Above the cross of plays and their marks: below it the viewer's hand and
            # stacks need the room.
            bottom = trick_geometry(trick.size).top() - CAPTION_GAP
            caption.setPos(CENTER[0], bottom - caption.body().height() / 2)

    def _clear_trick_words(self) -> None:
        self._set_trick_caption(None, False)
        self._marks.clear()

    def _you(self) -> int | None:
        """The seat the captions call "you": the viewer, when a human sits there."""
        return self._viewer if self._levels[self._viewer] is None else None

    def set_turn(self, seat: int | None) -> None:
        """Mark ``seat`` as the one to act (None: nobody)."""
        self._set_turn_visual(seat)

    def turn(self) -> int | None:
        return self._turn

    def _set_turn_visual(self, seat: int | None) -> None:
        self._turn = seat
        for panel in self._panels:
            panel.set_turn(panel.seat == seat)
        arrow = self._arrow
        if seat is None:
            arrow.setVisible(False)
            return
        side = relative(seat, self._viewer)
        # Where the seat's play will lie: that place is empty until the seat has played.
        trick = self._state.trick if self._state is not None else None
        arrow.setPos(*trick_geometry(trick.size if trick is not None else 1).centre(side))
        arrow.setRotation(SIDE_ROTATION[side])
        arrow.setVisible(True)

    def set_thinking(self, seat: int, on: bool) -> None:
        self._panels[seat].set_thinking(on)

    # --- looking back at the previous trick ------------------------------------------------

    def can_look_back(self) -> bool:
        """Whether the previous trick may be looked at now: the human viewer is to act on
        a still table, and a trick has been won this deal."""
        state = self._state
        return (
            state is not None
            and bool(state.tricks)
            and state.to_act == self._viewer
            and self._you() is not None
            and not self.is_animating()
        )

    def show_previous_trick(self, held: bool = True) -> bool:
        """Lay the previous trick out again on a card in the middle of the table, until a
        click, Esc, the next event or (``held``: opened with ``LOOK_BACK_KEY``) the key's
        release. Returns whether it is shown."""
        if not self.can_look_back():
            return False
        state = self._state
        assert state is not None
        trick = state.tricks[-1]
        if self._review.trick is trick:
            self._review_held = self._review_held and held
            return True
        footer = previous_trick_footer(look_back_key_text(), held)
        cover = QRectF()  # the trick in play, its marks and its caption: all under the card
        for item in (
            *(self._tiles[t] for p in (state.trick.plays if state.trick else ()) for t in p.tiles),
            self._marks,
            self._trick_caption,
        ):
            if item.isVisible():
                cover = cover.united(item.sceneBoundingRect())
        self._review.show_trick(
            trick,
            self._viewer,
            self._all_hands,
            trick_text(trick, state, self._names, True, self._you()),
            footer,
            self._is_point,
            cover,
        )
        self._review_held = held
        return True

    def hide_previous_trick(self) -> None:
        if self._review.isVisible():
            self._review.hide_trick()

    def previous_trick_shown(self) -> Trick | None:
        """The trick on the look-back card, while it is up."""
        return self._review.trick

    def review(self) -> TrickReview:
        return self._review

    def marks(self) -> TrickMarks:
        return self._marks

    def release_look_back_key(self) -> None:
        """The look-back key is released: a card it opened goes away."""
        if self._review_held:
            self.hide_previous_trick()

    def _update_last_stack(self) -> None:
        """The click target over the last stack won, while it may be looked at."""
        state = self._state
        if state is None or not self.can_look_back():
            self._last_stack.set_rect(QRectF(), "")
            return
        trick = state.tricks[-1]
        rect = QRectF()
        for play in trick.plays:
            for tile in play.tiles:
                item = self._tiles[tile]
                rect = rect.united(item.mapRectToScene(item.body_rect()))
        voice = Voice(self._names, self._you())
        self._last_stack.set_rect(rect, last_stack_tip(trick.top_seat, voice, look_back_key_text()))

    # --- the viewer's hand ---------------------------------------------------------------------

    def _hand(self) -> list[int]:
        """The viewer's hand, left to right as shown."""
        state = self._state
        if state is None or state.dice is None:
            return []
        return sorted(
            state.hands[self._viewer],
            key=lambda t: (self._places[t].x, self._places[t].y) if t in self._places else (0.0, 0.0),
        )

    def selected_tiles(self) -> tuple[int, ...]:
        return tuple(sorted(self._selected))

    def clear_selection(self) -> None:
        if self._selected:
            self._selected = []
            self._apply_hand_looks()
            self.selectionChanged.emit(())

    def set_selection(self, tiles: Sequence[int]) -> None:
        hand = set(self._hand())
        chosen = [t for t in tiles if t in hand]
        if sorted(chosen) != sorted(self._selected):
            self._selected = chosen
            self._apply_hand_looks()
            self.selectionChanged.emit(self.selected_tiles())

    def toggle(self, tile: int) -> None:
        """Select or unselect a tile of the viewer's hand."""
        if tile not in self._hand():
            return
        if tile in self._selected:
            self._selected.remove(tile)
        else:
            self._selected.append(tile)
        self._apply_hand_looks()
        self.selectionChanged.emit(self.selected_tiles())

    def set_playable(self, tiles: set[int] | None) -> None:
        """Hint the tiles that can be played (None: no hints; others are dimmed)."""
        self._playable = set(tiles) if tiles is not None else None
        self._apply_hand_looks()

    def show_hint(self, tiles: Sequence[int], text: str) -> None:
        """The suggested play: ``tiles`` selected and raised, ``text`` just above the middle
        of the hand (clear of the dice and the point beside the hand's ends)."""
        self.set_selection(tiles)
        self._hint_caption.set_text(text)
        self._place_hint()

    def _place_hint(self) -> None:
        caption, table = self._hint_caption, self._table
        hand = [self._tiles[t].sceneBoundingRect() for t in self._hand()]
        if not hand:
            caption.setPos(table.left + table.width / 2, table.top + table.height * 0.8)
            return
        body = caption.body()
        x = (min(r.left() for r in hand) + max(r.right() for r in hand)) / 2
        x = min(max(x, table.left + body.width() / 2 + 8), table.right - body.width() / 2 - 8)
        caption.setPos(x, min(r.top() for r in hand) - body.height() / 2 - 4)

    def clear_hint(self) -> None:
        self._hint_caption.set_text("")

    def hint_text(self) -> str:
        """The hint shown on the table ('' when none)."""
        return self._hint_caption.text if self._hint_caption.isVisible() else ""

    def _prune_selection(self) -> None:
        state = self._state
        hand = set(state.hands[self._viewer]) if state is not None else set()
        kept = [t for t in self._selected if t in hand]
        if kept != self._selected:
            self._selected = kept
            self.selectionChanged.emit(self.selected_tiles())
        if self._focus is not None and self._focus not in hand:
            self._focus = None

    def _apply_hand_looks(self) -> None:
        hand = set(self._hand())
        lift_ms = 0 if self._motion.instant or self._motion.reduced else self._motion.ms(140)
        for tile, item in self._tiles.items():
            mine = tile in hand and item.tile is not None
            chosen = mine and tile in self._selected
            if item.chosen != chosen:
                item.choose(chosen, lift_ms)
            playable = None if not mine or self._playable is None else tile in self._playable
            if item.playable != playable:
                item.playable = playable
        self._update_focus_marker()

    def handle_key(self, key: Qt.Key | int) -> bool:
        """Left/Right move the focus over the hand, Space (or Up/Down) selects, Enter plays,
        Escape clears the selection. Returns whether the key was used."""
        hand = self._hand()
        key = Qt.Key(key)
        if self._review.isVisible() and key == Qt.Key.Key_Escape:
            self.hide_previous_trick()
            return True
        if key == LOOK_BACK_KEY:
            return self.show_previous_trick(held=True)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not hand:
                return False
            self.activated.emit()
            return True
        if key == Qt.Key.Key_Escape:
            if not self._selected:
                return False
            self.clear_selection()
            return True
        if not hand or key not in (
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
            Qt.Key.Key_Home,
            Qt.Key.Key_End,
            Qt.Key.Key_Space,
            Qt.Key.Key_Up,
            Qt.Key.Key_Down,
        ):
            return False
        if self._focus not in hand:
            self._focus = hand[0] if key != Qt.Key.Key_Left else hand[-1]
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self._focus_visible = True
                self._update_focus_marker()
                return True
        index = hand.index(self._focus)
        if key == Qt.Key.Key_Left:
            self._focus = hand[max(index - 1, 0)]
        elif key == Qt.Key.Key_Right:
            self._focus = hand[min(index + 1, len(hand) - 1)]
        elif key == Qt.Key.Key_Home:
            self._focus = hand[0]
        elif key == Qt.Key.Key_End:
            self._focus = hand[-1]
        elif (
            key == Qt.Key.Key_Space
            or (key == Qt.Key.Key_Up) != (self._focus in self._selected)
            and key in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            self.toggle(self._focus)  # Space toggles; Up selects and Down unselects
        self._focus_visible = True
        self._update_focus_marker()
        return True

    def focused_tile(self) -> int | None:
        return self._focus

    def _update_focus_marker(self) -> None:
        visible = self._focus_visible and self._keyboard_here
        shown = self._focus if visible and self._focus in self._places else None
        self._focus_marker.follow(None if shown is None else self._tiles[shown])
        if shown != self._focus_shown:
            self._focus_shown = shown
            self.focusMoved.emit(shown)

    @property
    def focus_ring(self) -> FocusRing:
        return self._focus_marker

    def hand(self) -> list[int]:
        """The viewer's hand, left to right as shown."""
        return self._hand()

    @property
    def trick_caption(self) -> str:
        """The trick's caption as shown (empty when there is none)."""
        return self._trick_caption.text

    def _hand_tile_at(self, pos: QPointF) -> int | None:
        hand = set(self._hand())
        for item in self.items(pos):
            if isinstance(item, TileItem):
                for tile in hand:
                    if self._tiles[tile] is item:
                        return tile
                return None
        return None

    def _tower_at(self, pos: QPointF) -> int | None:
        state = self._state
        if state is None or state.phase is not Phase.CHOOSE_TOWER or not state.order:
            return None
        for item in self.items(pos):
            if isinstance(item, TileItem):
                for tile, tile_item in self._tiles.items():
                    if tile_item is item:
                        return state.order.index(tile) // TOWER_SIZE
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt API
        if self._review.isVisible():
            self.hide_previous_trick()  # any click puts the card away
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            spot = self._last_stack
            if spot.isVisible() and spot.sceneBoundingRect().contains(event.scenePos()):
                self.show_previous_trick(held=False)
                event.accept()
                return
            tile = self._hand_tile_at(event.scenePos())
            if tile is not None:
                self._focus = tile
                self.toggle(tile)
                event.accept()
                return
            tower = self._tower_at(event.scenePos())
            if tower is not None:
                self.towerClicked.emit(tower)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt API
        if event.button() == Qt.MouseButton.LeftButton:
            tile = self._hand_tile_at(event.scenePos())
            if tile is not None:
                if tile not in self._selected:
                    self.toggle(tile)
                self.activated.emit()
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # Qt API
        """Tabbing to the table shows where the keyboard is: the focus ring on the hand."""
        super().focusInEvent(event)
        self._keyboard_here = True
        hand = self._hand()
        if hand and event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            if self._focus not in hand:
                self._focus = hand[0]
            self._focus_visible = True
        self._update_focus_marker()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # Qt API
        """One focus mark at a time: the ring waits while a button or a menu has the keys."""
        super().focusOutEvent(event)
        self._keyboard_here = False
        self._update_focus_marker()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt API
        if self.handle_key(Qt.Key(event.key())):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # Qt API
        if event.key() == LOOK_BACK_KEY and not event.isAutoRepeat():
            self.release_look_back_key()
        super().keyReleaseEvent(event)

    # --- the felt -------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # Qt API
        table = self.sceneRect()
        draw_cached(painter, ("felt", table.getRect()), table, lambda p: paint_felt(p, table))


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """Deep green cloth with a vignette, and a darker octagonal inlay for the towers."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    centre = QPointF(*CENTER)
    cloth = QRadialGradient(centre, max(rect.width(), rect.height()) * 0.62)
    cloth.setColorAt(0.0, FELT.lighter(112))
    cloth.setColorAt(0.55, FELT)
    cloth.setColorAt(1.0, FELT_DARK)
    painter.fillRect(rect, cloth)
    # Octagon with flat sides toward the seats; the towers stand near its corners.
    radius = INLAY_APOTHEM / math.cos(math.pi / 8)
    octagon = QPolygonF(
        [
            QPointF(
                centre.x() + radius * math.cos(math.pi / 8 + i * math.pi / 4),
                centre.y() + radius * math.sin(math.pi / 8 + i * math.pi / 4),
            )
            for i in range(8)
        ]
    )
    path = QPainterPath()
    path.addPolygon(octagon)
    path.closeSubpath()
    inlay = QRadialGradient(centre, radius)
    inlay.setColorAt(0.0, INLAY.lighter(108))
    inlay.setColorAt(1.0, INLAY.darker(112))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(inlay)
    painter.drawPath(path)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 60), 6.0))
    painter.drawPath(path)
    painter.setPen(QPen(INLAY_EDGE, 1.6))
    painter.drawPath(path)
    inner = QPainterPath()
    scale = (INLAY_APOTHEM - 12) / INLAY_APOTHEM
    inner.addPolygon(QPolygonF([centre + (p - centre) * scale for p in octagon]))
    inner.closeSubpath()
    painter.setPen(QPen(QColor(217, 166, 46, 34), 1.0))
    painter.drawPath(inner)
    # Vignette: the cloth darkens toward the edges of the table.
    vignette = QRadialGradient(centre, math.hypot(rect.width(), rect.height()) * 0.55)
    vignette.setColorAt(0.0, QColor(0, 0, 0, 0))
    vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 120))
    painter.fillRect(rect, vignette)
    # A faint sheen across the top of the cloth.
    sheen = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sheen.setColorAt(0.0, QColor(255, 255, 255, 10))
    sheen.setColorAt(0.4, QColor(255, 255, 255, 0))
    painter.fillRect(rect, sheen)
    painter.restore()


# --- words on the table ----------------------------------------------------------------------


def _t(text: str) -> str:
    """Every word on the table passes through Qt's translations."""
    return QCoreApplication.translate("TableScene", text)


def look_back_key_text() -> str:
    """The look-back key as the menus show it."""
    return QKeySequence(LOOK_BACK_KEY).toString(QKeySequence.SequenceFormat.NativeText)


def _fill(template: str, *values: object) -> str:
    text = _t(template)
    for i, value in enumerate(values, 1):
        text = text.replace(f"%{i}", str(value))
    return text


# --- looking at it -----------------------------------------------------------------------------


def demo_states(seed: int = 3) -> dict[str, DealState]:
    """Moments of a random deal worth a picture: the towers, the hands dealt, a trick of
    several tiles in play, and the end."""
    from bagchen_qt.rules.state import apply, random_action

    rng = random.Random(seed)
    while True:
        state = DealState.new(starter=rng.randrange(4))
        states = [state]
        while not state.is_over:
            state = apply(state, random_action(state, rng))
            states.append(state)
        multi = [
            s
            for s in states
            if s.trick is not None
            and s.trick.size >= 2
            and len(s.trick.plays) == 3
            and any(p.face_up for p in s.trick.plays[1:])
            and len(s.tricks) >= 3
        ]
        if multi:
            break
    towers = next(s for s in states if s.phase is Phase.CHOOSE_TOWER)
    dealt = next(s for s in states if s.dice is not None)
    return {"towers": towers, "dealt": dealt, "trick": multi[0], "end": states[-1]}


def render_demo_positions(
    directory: str | Path = "/tmp/bagchen_table", seed: int = 3, scale: float = 1.0
) -> list[Path]:
    """Render the table at a few moments of a random deal to PNGs; returns the paths."""
    from .screenshots import ensure_app, render_scene

    ensure_app()
    out = Path(directory)
    names = ["You", "Dolma", "Tenzin", "Pema"]
    levels: list[str | None] = [None, "easy", "medium", "hard"]
    scene = TableScene(0, names, levels)
    scene.set_speed("instant")
    paths = []
    for name, state in demo_states(seed).items():
        scene.show_event(None, None, state)
        if name == "trick":
            hand = scene._hand()  # a demo of a selection
            scene.set_selection(hand[:2])
            scene.set_playable(set(hand[:6]))
        paths.append(render_scene(scene, out / f"{name}.png", scale))
    return paths


if __name__ == "__main__":
    for written in render_demo_positions():
        print(written)
