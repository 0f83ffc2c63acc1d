"""The game table: every tile, the dice, the seat panels and the captions in one scene.

``TableScene.show_event(event, before, after)`` animates from the picture now on the
table to ``layout(after, viewer)``, with choreography per kind of event (planned by
``choreography``; the words by ``table_captions``, the cloth by ``table_felt``), and emits
``animationsFinished`` once the picture is settled (the controller waits for it),
always on a later turn of the event loop, one signal per event, in order.
``before=None`` snaps to ``after`` at once (a new deal, an undo).

Hidden information stays hidden: a tile the viewer may not see is an item with no
identity at all (``TileItem(None)``), and when hidden tiles move as a group (the
shuffle, a face-down play, a hand thrown in for a re-deal) the choreography re-pairs
items and tiles so that no motion depends on what a hidden tile is.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.dealing import TOWER_SIZE, TOWERS
from bagchen_qt.games.bagchen.rules.seating import SeatDraw
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
from bagchen_qt.games.bagchen.table.captions import show_point, show_trick
from bagchen_qt.games.bagchen.table.choreography import Choreographer
from bagchen_qt.games.bagchen.table.kind_names import TILE_FACES
from bagchen_qt.games.bagchen.table.layout import layout, tower_place
from bagchen_qt.games.bagchen.table.seat_view import HIDDEN, renaming
from bagchen_qt.games.bagchen.table.trick_review import LastStackSpot, TrickReview
from bagchen_qt.games.bagchen.table.words import result_text, seat_captions, trick_text
from bagchen_qt.ui.animation import Timeline
from bagchen_qt.ui.dice_art import DiceItem
from bagchen_qt.ui.felt_scene import FeltScene
from bagchen_qt.ui.focus_ring import FocusRing
from bagchen_qt.ui.layout import CENTER, SIDE_ROTATION, Place, dice_place, relative, seat_anchor, trick_geometry
from bagchen_qt.ui.seat_panel import TURN_GOLD, Caption, SeatPanel, TurnArrow
from bagchen_qt.ui.table_captions import (
    LOOK_BACK_KEY,
    TRICK_CAPTION_Y,
    look_back_key_text,
    panel_centre,
    place_hint,
    place_seat_caption,
)
from bagchen_qt.ui.tile_item import TileItem
from bagchen_qt.ui.trick_marks import TrickMarks
from bagchen_qt.ui.words import Voice, last_stack_tip, previous_trick_footer

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent

__all__ = ["LOOK_BACK_KEY", "TableScene", "look_back_key_text", "panel_centre", "result_text"]


TOWER_NUMBER_OFFSET = 62.0  # from a tower's middle outward, clear of its tiles
HINT_TEXT = 18.0  # the hint's title; its lines a little smaller (Caption)


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


class TableScene(FeltScene):
    """The Bagchen table as ``viewer`` sees it (see the module docstring)."""

    towerClicked = Signal(int)  # a tower clicked while the viewer chooses one
    focusMoved = Signal(object)  # the keyboard focus's tile (None: no visible focus)

    def __init__(
        self, viewer: int, names: Sequence[str], levels: Sequence[str | None], parent: QObject | None = None
    ) -> None:
        super().__init__(viewer, names, levels, parent)
        self._panels: list[SeatPanel] = []
        self._state: DealState | None = None
        self._lingering: list[QGraphicsItem] = []  # thrown dice: they stay until the next event
        self._focus_visible = False
        self._keyboard_here = True  # False while the view has lost the keyboard to another widget
        for tile in range(64):
            item = TileItem(None, faces=TILE_FACES)
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
        # While a tower is chosen: each tower's number, as its button says it, and a frame
        # round the tower whose button the pointer or the keyboard is on.
        self._tower_numbers: list[Caption] = []
        for _ in range(TOWERS):
            number = Caption(13.0, accent=TURN_GOLD)
            number.setZValue(6)
            number.setVisible(False)
            self.addItem(number)
            self._tower_numbers.append(number)
        self._tower_light = TowerMarker()
        self.addItem(self._tower_light)
        self._lit_tower: int | None = None
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
        self._choreography = Choreographer(self)
        self._review_held = False  # the look-back card was opened with the key, and goes on its release
        self._result_caption = Caption(22.0, accent=TURN_GOLD)
        self._result_caption.setPos(CENTER[0], CENTER[1])
        self.addItem(self._result_caption)
        self._arrow = TurnArrow()
        self.addItem(self._arrow)
        self._focus_marker = FocusRing()
        self._focus_shown: int | None = None
        self.addItem(self._focus_marker)
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
        self._hint_caption = Caption(HINT_TEXT, accent=TURN_GOLD)
        self.addItem(self._hint_caption)

    # --- settings ----------------------------------------------------------------------

    def _snap_to_current(self) -> None:
        state = self._state
        if state is not None:
            self._snap(state, layout(state, self._viewer, self._all_hands, self._table))
            self._place_hint()  # above the hand where it now lies

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

    def gathered_at(self) -> int | None:
        """When, in ms from its start, the running animation has a finished trick gathered
        into its stack in the middle (None: no gathering in it)."""
        return self._choreography.gathered_at if self.is_animating() else None

    def show_event(self, event: Event | None, before: DealState | None, after: DealState) -> None:
        """Animate ``event`` from the table now shown to ``after`` (``before=None``: snap)."""
        self.finish_now()
        self.hide_previous_trick()
        self._last_stack.set_rect(QRectF(), "")  # nothing to look back at while the table moves
        self._choreography.gathered_at = None
        self._clear_lingering()
        targets = layout(after, self._viewer, self._all_hands, self._table)
        self._choreography.renamed = self._rename_for(targets, after)
        self._state = after
        self._playable = None
        self._prune_selection()
        if before is None or self._motion.instant or not self._places:
            self._snap(after, targets)
            self._signal_finished()
            return
        self._set_turn_visual(None)  # nobody's turn while the table moves
        self._apply_hand_looks()  # played tiles lose their lift and hints at once
        timeline = Timeline(self)
        self._choreography.plan = dict(self._places)
        self._choreography.choreograph(timeline, event, before, after, targets)
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
        from bagchen_qt.games.bagchen.table.seating_show import SeatDrawShow

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
            lambda: self._choreography.rng.uniform(-20, 20),
            self._choreography.tumble,
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

        def add_show_item(item: QGraphicsItem) -> None:
            self.addItem(item)
            show_items.append(item)

        show.add_item = add_show_item
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

    def _rename_for(self, targets: dict[int, Place], after: DealState) -> dict[int, int]:
        """Give the items the names the tiles have in ``after``: a whole deal names every
        tile by itself, and nothing changes; in a seat's view a tile that comes face up
        takes the item of the placeholder it was, and the reverse (``seat_view.renaming``).
        Returns the renaming, old name to new."""
        if all(tile in self._tiles for tile in targets):
            return {}
        mapping = renaming(self._state, after, set(self._tiles), set(targets))
        self.rename_tiles(mapping)
        for tile in (t for t in targets if t not in self._tiles):  # more tiles than items: never on a table of 64
            item = TileItem(None)
            item.setVisible(False)
            self.addItem(item)
            self._tiles[tile] = item
        return mapping

    def rename_tiles(self, mapping: dict[int, int]) -> None:
        """The item now showing tile ``a`` shows ``mapping[a]`` from now on."""
        items = {a: self._tiles.pop(a) for a in mapping}
        places = {a: self._places.pop(a, None) for a in mapping}
        for a, b in mapping.items():
            self._tiles[b] = items[a]
            place = places[a]
            if place is not None:
                self._places[b] = place

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
        self._choreography.plan = dict(self._places)
        self._choreography.stage(timeline, targets, 0, self._motion.ms(420))
        self._run(timeline, state, targets, emits=False)

    # --- snapping ---------------------------------------------------------------------------

    def _snap(self, state: DealState, places: dict[int, Place]) -> None:
        """Put every tile at its place and every panel and caption in line with ``state``."""
        self._put_tiles(places)
        self._choreography.plan = dict(places)
        self._apply_hand_looks()
        self._update_overlays(state)

    def _show_face(self, tile: int, item: TileItem, face_up: bool) -> None:
        if face_up:
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
        return (
            state is not None
            and state.dice is not None
            and tile < HIDDEN  # a placeholder has no kind
            and bool(state.point_mask >> TILE_KIND[tile] & 1)
        )

    def _clear_lingering(self) -> None:
        for item in self._lingering:
            self.removeItem(item)
        self._lingering = []

    # --- panels, captions, dice ----------------------------------------------------------------

    def _place_seat_items(self) -> None:
        for seat in range(4):
            side = relative(seat, self._viewer)
            self._panels[seat].setScale(self._table.text_scale)
            self._panels[seat].setPos(*panel_centre(side, self._table))
            place_seat_caption(self._captions[seat], side, self._table)

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
        self._update_tower_numbers(state)
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
        for panel in self._panels:
            panel.retranslate()
        for tile in self._tiles.values():
            tile.retranslate()
        self._dice.retranslate()
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
        taken = [panel.sceneBoundingRect() for panel in self._panels]
        if self._trick_caption.isVisible():
            taken.append(self._trick_caption.sceneBoundingRect())
        show_point(self._point_caption, state, self._gobah, self._viewer, self._table, taken)

    def _update_tower_numbers(self, state: DealState) -> None:
        choosing = state.phase is Phase.CHOOSE_TOWER and bool(state.order)
        for tower, number in enumerate(self._tower_numbers):
            number.setVisible(choosing)
            if choosing:
                number.set_text(QLocale().toString(tower + 1))  # in the language's digits, as the buttons
                x, y = self._tower_centre(tower)
                reach = math.hypot(x - CENTER[0], y - CENTER[1]) or 1.0
                number.setPos(
                    x + (x - CENTER[0]) / reach * TOWER_NUMBER_OFFSET, y + (y - CENTER[1]) / reach * TOWER_NUMBER_OFFSET
                )
        self.light_tower(self._lit_tower if choosing else None)

    def _tower_centre(self, tower: int) -> tuple[float, float]:
        a = tower_place(tower, 0, 0, self._viewer)
        b = tower_place(tower, 0, 1, self._viewer)
        return (a.x + b.x) / 2, (a.y + b.y) / 2

    def light_tower(self, tower: int | None) -> None:
        """Frame ``tower`` (the one a button names, as the pointer or the keyboard is on
        it); None: no frame."""
        self._lit_tower = tower
        state = self._state
        choosing = state is not None and state.phase is Phase.CHOOSE_TOWER and bool(state.order)
        light = self._tower_light
        if tower is None or not choosing:
            light.setVisible(False)
            return
        a = tower_place(tower, 0, 0, self._viewer)
        light.setPos(*self._tower_centre(tower))
        light.setRotation(a.rotation)
        light.setVisible(True)

    @property
    def lit_tower(self) -> int | None:
        return self._lit_tower if self._tower_light.isVisible() else None

    def tower_number_texts(self) -> list[str]:
        """The towers' numbers shown on the felt (none unless a tower is being chosen)."""
        return [number.text for number in self._tower_numbers if number.isVisible()]

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
        show_trick(self._trick_caption, trick, self._state, self._names, completed, self._you())

    def _show_trick_words(self, trick: Trick, completed: bool) -> None:
        self._set_trick_caption(trick, completed)
        self._marks.set_trick(trick, self._viewer, completed)

    def _clear_trick_words(self) -> None:
        self._set_trick_caption(None, False)
        self._marks.clear()

    def _you(self) -> int | None:
        """The seat the captions call "you": the viewer, when a human sits there."""
        return self._viewer if self._levels[self._viewer] is None else None

    def set_turn(self, seat: int | None) -> None:
        """Mark ``seat`` as the one to act (None: nobody)."""
        self._set_turn_visual(seat)

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

    def show_hint(self, tiles: Sequence[int], text: str) -> None:
        """The suggested play: ``tiles`` selected and raised, ``text`` just above the middle
        of the hand (clear of the dice and the point beside the hand's ends)."""
        self.set_selection(tiles)
        self._hint_caption.set_text(text)
        self._place_hint()

    def _place_hint(self) -> None:
        clear_of = [self._panels[self._viewer].sceneBoundingRect()]
        if self._arrow.isVisible():
            clear_of.append(self._arrow.sceneBoundingRect())
        hand = [self._tiles[t].sceneBoundingRect() for t in self._hand()]
        place_hint(self._hint_caption, hand, self._table, clear_of)

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
        super()._apply_hand_looks()
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

    def dice_item(self) -> DiceItem:
        """The dice of the deal's throw (hidden until thrown)."""
        return self._dice

    @property
    def trick_caption(self) -> str:
        """The trick's caption as shown (empty when there is none)."""
        return self._trick_caption.text

    def trick_caption_item(self) -> Caption:
        """The item that says the trick in words (a lesson's coach keeps clear of it)."""
        return self._trick_caption

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

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # Qt API
        if event.key() == LOOK_BACK_KEY and not event.isAutoRepeat():
            self.release_look_back_key()
        super().keyReleaseEvent(event)
