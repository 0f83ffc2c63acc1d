"""What every game's table scene does alike: the felt, its size and zoom, the speed of
its animations and the signal that they have ended.

Each game's table scene derives from ``FeltScene`` and lays out its own game's tiles
(``_place_seat_items``, ``_snap_to_current``, ``_show_face``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from .animation import Motion, Speed, Timeline
from .hand_selection import HandSelection
from .layout import HEIGHT, REFERENCE_TABLE, WIDTH, ZOOMS, Place, Table, table_for
from .seat_panel import Caption, SeatPanel
from .table_felt import FELT_BLEED, paint_felt
from .tile_item import TileItem
from .tileart import draw_cached
from .trick_marks import TrickMarks


class FeltScene(HandSelection, QGraphicsScene):
    """A table of ``len(names)`` seats as ``viewer`` sees it, on felt shaped to its view,
    with the viewer's hand to choose tiles from."""

    _panels: Sequence[SeatPanel]  # the seats' plates, seat by seat: each game's own

    animationsFinished = Signal()  # Qt signal names
    selectionChanged = Signal(tuple)  # the selected tiles
    activated = Signal()  # a hand tile double-clicked: play the selection

    def __init__(
        self, viewer: int, names: Sequence[str], levels: Sequence[str | None], parent: QObject | None = None
    ) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self._viewer = viewer
        self._names = list(names)
        self._levels = list(levels)
        self._motion = Motion()
        self._all_hands = False
        self._places: dict[int, Place] = {}  # where each tile is (once the running animation ends)
        self._tiles: dict[int, TileItem] = {}
        self._timeline: Timeline | None = None
        self._owed_signals = 0  # animationsFinished signals due but not yet emitted
        self._transients: list[QGraphicsItem] = []  # chips and labels of the running animation
        self._selected: list[int] = []
        self._focus: int | None = None
        self._playable: set[int] | None = None
        self._turn: int | None = None
        self._table = REFERENCE_TABLE
        self._view_size = (WIDTH, HEIGHT)

    def seat_panels(self) -> Sequence[SeatPanel]:
        """The seats' plates, seat by seat."""
        return self._panels

    def handle_key(self, key: Qt.Key | int) -> bool:
        """A key for the hand or the table; whether it was used."""
        raise NotImplementedError

    def _place_seat_items(self) -> None:
        """Put the plates and captions where the table's size and the viewer want them."""
        raise NotImplementedError

    def _snap_to_current(self) -> None:
        """Lay what is shown now out again at once (the felt has a new size)."""
        raise NotImplementedError

    # --- settings ----------------------------------------------------------------------

    @property
    def viewer(self) -> int:
        return self._viewer

    @property
    def motion(self) -> Motion:
        """How the table moves: its speed and whether motion is reduced."""
        return self._motion

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
        for panel in self.seat_panels():
            panel.set_motion(not on)

    @property
    def all_hands(self) -> bool:
        return self._all_hands

    def turn(self) -> int | None:
        return self._turn

    def set_thinking(self, seat: int, on: bool) -> None:
        self._panels[seat].set_thinking(on)

    # --- the felt's size -------------------------------------------------------------------

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
        for item in self.items():  # the table's words: readable however small the felt is shown
            if isinstance(item, Caption):
                item.setScale(table.text_scale)
            elif isinstance(item, TrickMarks):
                item.text_scale = table.text_scale
        self._place_seat_items()
        self._snap_to_current()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # Qt API
        table = self.sceneRect()
        draw_cached(painter, ("felt", table.getRect()), table, lambda p: paint_felt(p, table))

    # --- tiles at their places ------------------------------------------------------------

    def _put_tiles(self, places: dict[int, Place]) -> None:
        """Every tile at its place at once; a tile with none leaves the table."""
        self._places = dict(places)
        for tile, item in self._tiles.items():
            place = places.get(tile)
            if place is None:
                item.setVisible(False)
                continue
            self._apply_place(tile, item, place)

    def _apply_place(self, tile: int, item: TileItem, place: Place) -> None:
        item.setVisible(True)
        item.setOpacity(1.0)
        item.setPos(place.x, place.y)
        item.setRotation(place.rotation)
        item.setScale(place.scale)
        item.setZValue(place.z)
        self._show_face(tile, item, place.face_up)

    def _show_face(self, tile: int, item: TileItem, face_up: bool) -> None:
        """Show ``tile``'s face on ``item``, or its back (a hidden tile keeps no identity at all)."""
        raise NotImplementedError

    # --- the viewer's hand -------------------------------------------------------------------

    def _apply_hand_looks(self) -> None:
        """The hand's tiles lifted when chosen, dimmed when they cannot be played."""
        hand = set(self.hand())
        lift_ms = 0 if self._motion.instant or self._motion.reduced else self._motion.ms(140)
        for tile, item in self._tiles.items():
            mine = tile in hand and item.tile is not None
            chosen = mine and tile in self._selected
            if item.chosen != chosen:
                item.choose(chosen, lift_ms)
            playable = None if not mine or self._playable is None else tile in self._playable
            if item.playable != playable:
                item.playable = playable

    def focused_tile(self) -> int | None:
        return self._focus

    def _hand_tile_at(self, pos: QPointF) -> int | None:
        hand = set(self.hand())
        for item in self.items(pos):
            if isinstance(item, TileItem):
                return next((tile for tile in hand if self._tiles[tile] is item), None)
        return None

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

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt API
        if self.handle_key(Qt.Key(event.key())):
            event.accept()
            return
        super().keyPressEvent(event)

    # --- animations --------------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self._timeline is not None and not self._timeline.done

    def finish_now(self) -> None:
        """Complete the running animation at once (a click or Space while animating); an
        ``animationsFinished`` still owed is emitted now."""
        if self._timeline is not None:
            self._timeline.finish_now()
        self._flush_finished()

    def hold_animation_at(self, at: int) -> None:
        """Stop the running animation's clock at ``at`` ms (a still picture of that moment);
        ``finish_now`` ends it as usual."""
        if self._timeline is not None:
            self._timeline.hold_at(at)

    def animation_length(self) -> int:
        return self._timeline.duration if self._timeline is not None else 0

    def _signal_finished(self) -> None:
        """Emit ``animationsFinished`` on the next turn of the event loop, never from inside
        the call that showed the change: the caller may still be busy with it."""
        self._owed_signals += 1
        QTimer.singleShot(0, self, self._flush_finished)

    def _flush_finished(self) -> None:
        while self._owed_signals:
            self._owed_signals -= 1
            self.animationsFinished.emit()
