"""The Tien Gow table: tiles, dice, seat plates and captions for 2, 3 or 4 seats.

``TienGowScene.show(picture, before)`` animates from the table now shown to
``picture`` (``before=None`` snaps) and emits ``animationsFinished`` once settled,
always on a later turn of the event loop, one signal per call. The deal is shown the
way Tien Gow is dealt (TG15): the banker's dice, the woodpile built face down across
the middle, then the hands taken from it stack by stack. The same tile art, felt,
plates and turn marks as the Bagchen table; a resting seat's plate is dimmed and says
so, the banker's plate says so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bagchen_qt.core.dominoes import DOMINOES
from bagchen_qt.games.tiengow.table import text as tiengow_text
from bagchen_qt.games.tiengow.table.layout import dealing_order, gathered_places, layout, side_of, woodpile_places
from bagchen_qt.games.tiengow.table.picture import TablePicture
from bagchen_qt.ui.animation import Timeline, keyframes
from bagchen_qt.ui.dice_art import DiceItem, DieItem
from bagchen_qt.ui.felt_scene import FeltScene
from bagchen_qt.ui.focus_ring import FocusRing
from bagchen_qt.ui.layout import CENTER, SIDE_ROTATION, SMALLEST_TEXT, Place, trick_geometry
from bagchen_qt.ui.seat_panel import TURN_GOLD, Caption, SeatPanel, TurnArrow, font
from bagchen_qt.ui.table_captions import CAPTION_GAP, panel_centre, place_seat_caption
from bagchen_qt.ui.tile_item import TileFaces, TileItem
from bagchen_qt.ui.trick_marks import TrickMarks
from bagchen_qt.ui.words import Voice

CONTEXT = "TienGowTable"
RESTING_OPACITY = 0.45
TIEN_GOW_HAND = 8  # tiles a seat is dealt at four seats (fewer seats may hold more)


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


# A tile item shows a kind (its number is the kind's), named as Tien Gow names it, with
# its suit ("5-1, Red mallet six (military)").
TILE_FACES = TileFaces(DOMINOES, lambda kind: tiengow_text.tile_tip(int(kind)))


class TienGowSeatPanel(SeatPanel):
    """A seat's plate counting tricks, with a "banker" or "resting" tag on its last row."""

    def __init__(self, seat: int, name: str, level: str | None, is_viewer: bool = False) -> None:
        super().__init__(seat, name, level, is_viewer)
        self._banker = False
        self._resting = False

    @property
    def banker(self) -> bool:
        return self._banker

    @property
    def resting(self) -> bool:
        return self._resting

    def set_role(self, banker: bool, resting: bool) -> None:
        if (banker, resting) != (self._banker, self._resting):
            self._banker, self._resting = banker, resting
            self.setOpacity(RESTING_OPACITY if resting else 1.0)
            self._changed()

    counts_tiles = False  # the plate counts won tiles (Moving Mice), not tricks
    counts_red_pips = False  # the plate counts captured red pips (Nau Tin Kau)

    def _update_tooltip(self) -> None:
        super()._update_tooltip()
        first = self.toolTip().split("\n")[0]  # name, seat and level, as at the Bagchen table
        if self.counts_red_pips:
            from bagchen_qt.ui.words import chips_text

            summary = chips_text(self.chips) + ", " + tiengow_text.red_pips_text(self.stacks)
        else:
            summary = tiengow_text.seat_summary(self.chips, self.stacks, self.counts_tiles)
        tag = self.tag_text() if hasattr(self, "_banker") else ""
        self.setToolTip("\n".join(part for part in (first, summary, tag) if part))

    def stacks_text(self) -> str:
        if self.counts_red_pips:
            return tiengow_text.red_pips_text(self.stacks)
        if self.counts_tiles:
            return tiengow_text.won_tiles_text(self.stacks)
        return tiengow_text.tricks_text(self.stacks)

    def tag_text(self) -> str:
        if self._resting:
            return tiengow_text.resting_tag()
        return tiengow_text.banker_tag() if self._banker else ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        tag = self.tag_text()
        if not tag:
            return
        body = self.body()
        tag_font = font(SMALLEST_TEXT, bold=True)
        painter.setFont(tag_font)
        width = painter.fontMetrics().horizontalAdvance(tag) + 16
        badge = QRectF(body.left() + 10, body.top() + 65, width, 20)
        path = QPainterPath()
        path.addRoundedRect(badge, 4, 4)
        painter.setPen(QPen(TURN_GOLD, 1.2))
        painter.setBrush(QColor("#5b4a1c") if self._banker and not self._resting else QColor(70, 70, 70, 230))
        painter.drawPath(path)
        painter.setPen(QColor("#ffe9b0"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, tag)


class TienGowScene(FeltScene):
    """The Tien Gow table as ``viewer`` sees it (see the module docstring)."""

    def __init__(
        self,
        viewer: int,
        names: Sequence[str],
        levels: Sequence[str | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(viewer, names, levels, parent)
        self._panels: list[TienGowSeatPanel] = []  # the plates of this game
        self._picture: TablePicture | None = None
        self._full_hand = TIEN_GOW_HAND  # the hands as dealt: the plates stand beside them
        self.rng = random.Random()
        self._dice = DiceItem((6, 6), size=30.0)
        self._dice.setZValue(60)
        self._dice.setVisible(False)
        self.addItem(self._dice)
        self._die = DieItem(1, size=30.0)
        self._die.setZValue(60)
        self._die.setVisible(False)
        self.addItem(self._die)
        self._trick_caption = Caption(16.0)
        self.addItem(self._trick_caption)
        self._marks = TrickMarks()  # the winning play outlined and tagged, the lead tagged
        self.addItem(self._marks)
        self._result_caption = Caption(22.0, accent=TURN_GOLD)
        self._result_caption.setPos(CENTER[0], CENTER[1])
        self.addItem(self._result_caption)
        self._arrow = TurnArrow()
        self.addItem(self._arrow)
        self._focus_ring = FocusRing()
        self.addItem(self._focus_ring)
        self._captions: list[Caption] = []
        for seat in range(len(names)):
            panel = TienGowSeatPanel(seat, self._names[seat], self._levels[seat], seat == viewer)
            panel.set_motion(not self._motion.reduced)
            self.addItem(panel)
            self._panels.append(panel)
            caption = Caption(14.0)
            self.addItem(caption)
            self._captions.append(caption)
        self._place_seat_items()

    # --- settings ------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self._panels)

    @property
    def trick_marks(self) -> TrickMarks:
        return self._marks

    def _snap_to_current(self) -> None:
        if self._picture is not None:
            self._snap(self._picture)

    def set_all_hands(self, on: bool) -> None:
        """Every hand and face-down play face up (the replay's all-hands view, the recap)."""
        if bool(on) != self._all_hands:
            self._all_hands = bool(on)
            self.finish_now()
            if self._picture is not None:
                self._snap(self._picture)

    def set_viewer(self, seat: int) -> None:
        if seat != self._viewer:
            self.finish_now()
            self._viewer = seat
            for panel in self._panels:
                panel.set_identity(self._names[panel.seat], self._levels[panel.seat], panel.seat == seat)
            self._selected, self._focus = [], None
            self._place_seat_items()
            if self._picture is not None:
                self._snap(self._picture)

    def panel(self, seat: int) -> TienGowSeatPanel:
        return self._panels[seat]

    def seat_caption(self, seat: int) -> str:
        return self._captions[seat].text

    @property
    def picture(self) -> TablePicture | None:
        return self._picture

    def tile_item(self, tile: int) -> TileItem:
        return self._tiles[tile]

    def place_of(self, tile: int) -> Place | None:
        """Where ``tile`` lies (once the running animation ends); None: off the table."""
        return self._places.get(tile)

    @property
    def trick_caption(self) -> str:
        return self._trick_caption.text

    def trick_caption_item(self) -> Caption:
        """The item that says the trick in words (a lesson's coach keeps clear of it)."""
        return self._trick_caption

    @property
    def result_caption(self) -> str:
        return self._result_caption.text

    # --- showing ---------------------------------------------------------------------------

    def show(self, picture: TablePicture, before: TablePicture | None = None, caption: str = "") -> None:
        """Animate from the table now shown to ``picture``; ``caption`` names the trick's
        top play (the words layer's, given by the window)."""
        self.finish_now()
        self._ensure_tiles(picture)
        self._picture = picture
        held = max(map(len, picture.hands), default=0)
        if held > self._full_hand or (held and not any(picture.won) and picture.trick is None):
            self._full_hand = held  # a deal's hands as dealt (and the next deal's, which may differ)
        self._caption_text = caption
        self._playable = None
        self._prune_selection()
        if before is None or self._motion.instant:
            self._snap(picture)
            self._signal_finished()
            return
        self._set_turn_visual(None)
        self._marks.clear()  # the plays move: marked again where they land
        targets = layout(picture, self._viewer, self._all_hands, self._table)
        timeline = Timeline(self)
        plan = dict(self._places)
        self._hand_over(picture, plan)
        at = 0
        if picture.dice and not before.dice:
            at = self._throw_dice(timeline, picture)
        if picture.built and not before.built:
            at = self._build_woodpile(timeline, picture, plan, at)
        if picture.built and any(picture.hands) and not any(before.hands):
            at = self._take_stacks(timeline, picture, plan, targets, at)
        elif len(picture.won) > len(before.won):
            # The last play lands on the trick, everyone sees it, then the trick goes to its winner.
            won = picture.won[-1]
            if caption:  # who takes the trick, said while it is gathered
                timeline.call(lambda: self._say_trick(caption, won.size), 0)
            shown = dict(targets)
            full = {**layout(picture, self._viewer, self._all_hands, self._table)}
            from bagchen_qt.games.tiengow.table.layout import play_places

            shown.update(play_places(won, picture, self._viewer, self._all_hands))
            at = self._stage(timeline, plan, shown, at, self._motion.ms(380))
            at += self._motion.ms(650)
            at = self._stage(timeline, plan, gathered_places(won, self._all_hands), at, self._motion.ms(300))
            at = self._stage(timeline, plan, full, at + self._motion.ms(120), self._motion.ms(420))
        at = self._stage(timeline, plan, targets, at, self._motion.ms(380))
        for tile in list(plan):
            if tile not in targets:
                item = self._tiles[tile]
                timeline.prop(item, b"opacity", 0.0, self._motion.ms(250), at)
        self._run(timeline, picture)

    def _run(self, timeline: Timeline, picture: TablePicture) -> None:
        self._timeline = timeline

        def done() -> None:
            self._snap(picture)
            for item in self._transients:
                self.removeItem(item)
            self._transients = []
            self._timeline = None
            timeline.deleteLater()
            self._signal_finished()

        timeline.start(done)

    def _ensure_tiles(self, picture: TablePicture) -> None:
        """An item for every tile and placeholder ``picture`` shows (kept for later ones)."""
        for tile in sorted(picture.pieces() | set(picture.kind_of)):
            if tile not in self._tiles:
                item = TileItem(None, faces=TILE_FACES)
                item.setVisible(False)
                self.addItem(item)
                self._tiles[tile] = item

    def _hand_over(self, picture: TablePicture, plan: dict[int, Place]) -> None:
        """A tile the viewer sees now for the placeholder it was (or a placeholder for a
        tile seen, gone back into a hidden hand) starts where that one lies, which leaves."""
        pieces = picture.pieces()
        for tile, was in picture.came_from.items():
            if tile in plan or tile not in pieces or was not in plan or was in pieces:
                continue
            place = plan.pop(was)
            self._tiles[was].setVisible(False)
            self._apply_place(tile, self._tiles[tile], place)
            plan[tile] = place

    # --- the deal, as Tien Gow deals it -----------------------------------------------------

    def _throw_dice(self, timeline: Timeline, picture: TablePicture) -> int:
        """The banker's throw across the middle: two dice (or the one die, TG24)."""
        assert picture.dice is not None
        ms = self._motion.ms
        item: DiceItem | DieItem = self._dice if len(picture.dice) >= 2 else self._die
        land = self._dice_place(picture)
        start = QPointF(CENTER[0], CENTER[1] + 260)
        item.setPos(start)
        item.setVisible(True)
        flight = ms(900)
        timeline.prop(item, b"opacity", 1.0, ms(120), 0, start=0.0)
        timeline.prop(item, b"pos", land, flight, 0, start=start)
        timeline.prop(item, b"rotation", 0.0, flight, 0, start=540.0)
        faces = (
            ((b"first", picture.dice[0]), (b"second", picture.dice[1]))
            if len(picture.dice) >= 2
            else ((b"value", picture.dice[0]),)
        )
        for prop, value in faces:
            frames: list[tuple[float, object]] = [(i / 8, self.rng.randint(1, 6)) for i in range(8)]
            frames += [(0.85, value), (1.0, value)]
            timeline.add(keyframes(item, prop, frames, flight))
        return flight + ms(250)

    def _dice_place(self, picture: TablePicture) -> QPointF:
        """The banker's dice lie between the woodpile and the banker's side."""
        banker = picture.banker if picture.banker is not None else self._viewer
        side = side_of(banker, self._viewer, picture.seats, picture.clockwise)
        # In the corner of the middle toward the banker, clear of the trick and the turn arrow.
        dx, dy = {0: (-230.0, 170.0), 1: (-230.0, -170.0), 2: (230.0, -170.0), 3: (230.0, 170.0)}[side]
        return QPointF(CENTER[0] + dx, CENTER[1] + dy)

    def _build_woodpile(self, timeline: Timeline, picture: TablePicture, plan: dict[int, Place], at: int) -> int:
        """The shuffled tiles gather into the woodpile, a row of stacks face down."""
        ms = self._motion.ms
        places = woodpile_places(picture.built)
        for index, stack in enumerate(picture.built):
            for level, tile in enumerate(stack):
                item = self._tiles[tile]
                if tile not in plan:
                    # From a heap in the middle: the shuffle.
                    heap = Place(
                        CENTER[0] + self.rng.uniform(-90, 90),
                        CENTER[1] + self.rng.uniform(-60, 60),
                        self.rng.uniform(0, 180),
                        places[tile].scale,
                        False,
                        False,
                        places[tile].z,
                    )
                    self._apply_place(tile, item, heap)
                    item.setOpacity(0.0)
                    timeline.prop(item, b"opacity", 1.0, ms(150), at, start=0.0)
                    plan[tile] = heap
                self._move(timeline, plan, tile, places[tile], at + ms(250 + 45 * index + 12 * level), ms(320))
        return at + ms(250 + 45 * len(picture.built) + 420)

    def _take_stacks(
        self,
        timeline: Timeline,
        picture: TablePicture,
        plan: dict[int, Place],
        targets: dict[int, Place],
        at: int,
    ) -> int:
        """Each seat takes its stacks from the woodpile in turn (TG15), then the viewer's
        hand turns face up."""
        ms = self._motion.ms
        step, flight = ms(230), ms(380)
        t = at
        for index, _seat in dealing_order(picture):
            for tile in picture.built[index]:
                target = targets.get(tile)
                if target is None:
                    continue
                hidden = Place(target.x, target.y, target.rotation, target.scale, False, target.standing, target.z)
                self._move(timeline, plan, tile, hidden, t, flight)
            t += step
        t += flight
        return self._stage(timeline, plan, targets, t, ms(320))

    # --- moving tiles ---------------------------------------------------------------------

    def _stage(
        self, timeline: Timeline, plan: dict[int, Place], places: dict[int, Place], at: int, duration: int
    ) -> int:
        end = at
        for tile, place in places.items():
            if plan.get(tile) != place:
                end = max(end, self._move(timeline, plan, tile, place, at, duration))
        return end

    def _move(self, timeline: Timeline, plan: dict[int, Place], tile: int, dst: Place, at: int, duration: int) -> int:
        src = plan.get(tile)
        plan[tile] = dst
        item = self._tiles[tile]
        picture = self._picture
        if dst.face_up and item.tile is None and picture is not None and tile in picture.kind_of:
            item.set_tile(picture.kind_of[tile])  # named now, still showing its back
        if src is None:
            self._apply_place(tile, item, dst)
            item.setOpacity(0.0)
            timeline.prop(item, b"opacity", 1.0, duration, at, start=0.0)
            return at + duration
        if src == dst:
            return at
        timeline.prop(item, b"z", dst.z, 0, at)
        if (src.x, src.y) != (dst.x, dst.y):
            timeline.prop(item, b"pos", QPointF(dst.x, dst.y), duration, at, start=QPointF(src.x, src.y))
        if src.rotation != dst.rotation:
            turn = (dst.rotation - src.rotation + 180.0) % 360.0 - 180.0
            timeline.prop(item, b"rotation", src.rotation + turn, duration, at, start=src.rotation)
        if src.scale != dst.scale:
            timeline.prop(item, b"scale", dst.scale, duration, at, start=src.scale)
        if src.face_up != dst.face_up and item.tile is not None:
            timeline.prop(
                item,
                b"flip",
                1.0 if dst.face_up else 0.0,
                int(duration * 0.6),
                at + int(duration * 0.3),
                start=0.0 if dst.face_up else 1.0,
            )
        return at + duration

    # --- snapping -------------------------------------------------------------------------

    def _snap(self, picture: TablePicture) -> None:
        places = layout(picture, self._viewer, self._all_hands, self._table)
        self._put_tiles(places)
        self._apply_hand_looks()
        self._update_overlays(picture)

    def _show_face(self, tile: int, item: TileItem, face_up: bool) -> None:
        picture = self._picture
        if face_up and picture is not None and tile in picture.kind_of:  # a placeholder shows its back
            kind = picture.kind_of[tile]
            if item.tile != kind:
                item.set_tile(kind)
            item.face_up = True
        elif item.tile is not None:
            item.set_tile(None)  # a hidden tile keeps no identity at all

    def _place_seat_items(self) -> None:
        picture = self._picture
        clockwise = picture.clockwise if picture is not None else False
        for seat, panel in enumerate(self._panels):
            side = side_of(seat, self._viewer, len(self._panels), clockwise)
            panel.setScale(self._table.text_scale)
            panel.setPos(*panel_centre(side, self._table, self._full_hand))
            place_seat_caption(self._captions[seat], side, self._table, self._full_hand)

    def _update_overlays(self, picture: TablePicture) -> None:
        self._place_seat_items()
        for seat, panel in enumerate(self._panels):
            chips = picture.chips[seat] if seat < len(picture.chips) else 0
            panel.counts_tiles = picture.counts_tiles
            panel.counts_red_pips = picture.draws
            count = picture.red_pips[seat] if picture.draws else picture.tricks_of(seat)
            panel.set_values(chips, count, False)
            panel.set_role(seat == picture.banker, seat in picture.resting)
        voice = Voice(self._names, self._viewer if self._levels[self._viewer] is None else None)
        for seat, caption in enumerate(self._captions):
            caption.set_text(tiengow_text.resting_caption(voice, seat) if seat in picture.resting else "")
        self._trick_caption.set_text(self._caption_text if picture.trick is not None else "")
        self._mark_trick(picture)
        # Above the trick: below it the turn arrow points at the viewer's play.
        size = picture.trick.size if picture.trick is not None else 1
        self._place_trick_caption(size)
        self._result_caption.set_text(self._result_text(picture))
        self._die.setVisible(False)
        self._dice.setVisible(False)
        if picture.dice and not picture.over:
            item: DiceItem | DieItem
            if len(picture.dice) >= 2:
                self._dice.set_values(picture.dice[0], picture.dice[1])
                item = self._dice
            else:
                self._die.setProperty("value", picture.dice[0])
                item = self._die
            item.setPos(self._dice_place(picture))
            item.setRotation(0.0)
            item.setOpacity(1.0 if picture.woodpile else 0.55)
            item.setVisible(True)
        self._set_turn_visual(picture.actor)

    def _mark_trick(self, picture: TablePicture) -> None:
        """The trick in play: its winning play outlined and tagged, its lead tagged."""
        trick = picture.trick if not picture.over else None
        viewer, seats, clockwise = self._viewer, picture.seats, picture.clockwise
        self._marks.set_trick(trick, viewer, side_of=lambda seat: side_of(seat, viewer, seats, clockwise))

    def _result_text(self, picture: TablePicture) -> str:
        if not picture.over:
            return ""
        # The window's own sentence, so that it is translated where the window's is.
        return QCoreApplication.translate("TienGowWindow", "The deal is over.")

    _caption_text = ""

    # --- turn ---------------------------------------------------------------------------------

    def set_turn(self, seat: int | None) -> None:
        self._set_turn_visual(seat)

    def _say_trick(self, text: str, size: int) -> None:
        self._trick_caption.set_text(text)
        self._place_trick_caption(size)

    def _place_trick_caption(self, size: int) -> None:
        """The trick's caption above the cross of plays, as tall as its lines are."""
        caption = self._trick_caption
        bottom = trick_geometry(size).top() - CAPTION_GAP
        caption.setPos(CENTER[0], bottom - caption.body().height() * caption.scale() / 2)

    def _set_turn_visual(self, seat: int | None) -> None:
        self._turn = seat
        for panel in self._panels:
            panel.set_turn(panel.seat == seat)
        arrow = self._arrow
        picture = self._picture
        if seat is None or picture is None:
            arrow.setVisible(False)
            return
        side = side_of(seat, self._viewer, picture.seats, picture.clockwise)
        size = picture.trick.size if picture.trick is not None else 1
        arrow.setPos(*trick_geometry(size).centre(side))
        arrow.setRotation(SIDE_ROTATION[side])
        arrow.setVisible(True)

    # --- the viewer's hand --------------------------------------------------------------------

    def hand(self) -> list[int]:
        """The viewer's hand, left to right as shown."""
        picture = self._picture
        if picture is None or self._viewer >= picture.seats:
            return []
        return sorted(
            picture.hands[self._viewer],
            key=lambda t: (self._places[t].x, self._places[t].y) if t in self._places else (0.0, 0.0),
        )

    def _prune_selection(self) -> None:
        hand = set(self.hand())
        kept = [t for t in self._selected if t in hand]
        if kept != self._selected:
            self._selected = kept
            self.selectionChanged.emit(self.selected_tiles())
        if self._focus is not None and self._focus not in hand:
            self._focus = None
            self._focus_ring.follow(None)

    def handle_key(self, key: Qt.Key | int) -> bool:
        """Left/Right move over the hand, Space selects, Enter plays, Escape clears."""
        hand = self.hand()
        key = Qt.Key(key)
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
        if not hand or key not in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space):
            return False
        if self._focus not in hand:
            self._focus = hand[0]
            if key != Qt.Key.Key_Space:
                self._show_focus()
                return True
        index = hand.index(self._focus)
        if key == Qt.Key.Key_Left:
            self._focus = hand[max(index - 1, 0)]
        elif key == Qt.Key.Key_Right:
            self._focus = hand[min(index + 1, len(hand) - 1)]
        else:
            self.toggle(self._focus)
        self._show_focus()
        return True

    def _show_focus(self) -> None:
        """The keyboard's tile, ringed (none once it has left the hand)."""
        focus = self._focus if self._focus in self.hand() else None
        self._focus_ring.follow(None if focus is None else self._tiles[focus])

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt API
        if event.button() == Qt.MouseButton.LeftButton:
            tile = self._hand_tile_at(event.scenePos())
            if tile is not None:
                self._focus = tile
                self.toggle(tile)
                event.accept()
                return
        super().mousePressEvent(event)

    def retranslate(self) -> None:
        for panel in self._panels:
            panel.retranslate()
        if self._picture is not None:
            self._update_overlays(self._picture)
