"""The felt of a table of tiles, as one seat sees it: pure geometry in scene units,
testable without drawing, for any game's table. The viewer sits at the bottom; play
runs clockwise, so the next seat sits on the left.

The middle of the table is laid out on a reference table of 1600 x 1000 units around
``CENTER``. The felt itself (``Table``) takes the shape of the window: wider or deeper
than the reference, always centred on it, so that the seats spread to the window's
edges instead of leaving empty bands (as a solitaire spreads its piles over a wide
window). The viewer's hand is as large as the felt's width allows for a full hand, up
to ``HAND_SCALE``, times the player's zoom. Here too: the seats' anchors, each seat's
plate beside its own hand (``plate_centre``), the cross a trick is laid in, the rows of
won stacks and the dice's place; where each tile of a game's deal lies is the game's
own layout (its table's ``layout.py``). The table's words are drawn in scene units, set
larger on a small view so that none is smaller than 11 px (``Table.text_scale``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from .tileart import DEFAULT_METRICS, Pose

WIDTH, HEIGHT = 1600.0, 1000.0
CENTER = (WIDTH / 2, HEIGHT / 2 - 10)
TILE_W, TILE_H = 48.0, 66.0  # a full-size tile: the viewer's hand
SMALL = 0.62  # tiles in the towers and other hands
TRICK_SCALE = 1.2  # tiles of the trick being played: the table's focus
STACK_SCALE = 0.5  # won stacks
HAND_GAP = 12.0  # between groups of tiles that form combinations

# The felt, whatever the window's shape, holds at least this much of the reference
# table: the towers, four seats with their rows of stacks, and a full hand at
# HAND_SCALE (``hand_row_width(FULL_HAND, HAND_SCALE)`` fits in MIN_TABLE_WIDTH).
MIN_TABLE_WIDTH, MIN_TABLE_HEIGHT = 1300.0, 1000.0
FULL_HAND = 16
HAND_SCALE = 1.6  # the viewer's tiles at zoom 1: 13% of the table's depth
MAX_HAND_SCALE = 1.8  # beyond this the rows in front of the hand would crowd the trick
ZOOMS = (0.7, 0.8, 0.9, 1.0, 1.125)  # the largest reaches MAX_HAND_SCALE
EDGE = 14.0  # between the felt's edge and the nearest tile
TILE_BODY_H = 81.0  # a tile's face and thickness (tileart.TileMetrics height + depth)
TILE_LIFT = 14.0  # how far a selected tile rises (tileart.TileMetrics.lift)
SIDE_ROW_REACH = 330.0  # where a seat's row of stacks starts, from the middle of its side

# The table's words (plates, captions) are drawn in scene units, so they shrink with the
# felt; below this many pixels they would be hard to read, so on a small window they are
# set larger than the felt's scale alone would make them (``Table.text_scale``).
LEAST_TEXT_PX = 11.0
SMALLEST_TEXT = 12.0  # the smallest letters of any plate or caption, in scene units
# No larger than this, or the words would crowd the tiles: a table shown in a small pane
# (the replay's) keeps small words rather than plates that cover its middle.
MOST_TEXT_SCALE = 1.6


def hand_row_width(count: int, scale: float, groups: int = 1) -> float:
    """The width of a face-up row of ``count`` tiles at ``scale``, in ``groups``."""
    return count * (TILE_W * scale + 2) + HAND_GAP * max(groups - 1, 0)


@dataclass(frozen=True, slots=True)
class Table:
    """The felt in scene units, and the zoom of the viewer's tiles.

    ``table_for(width, height)`` fits it to a view; the default is the reference table."""

    left: float = 0.0
    top: float = 0.0
    width: float = WIDTH
    height: float = HEIGHT
    zoom: float = 1.0
    unit_px: float = 1.0  # the view's pixels a scene unit

    @property
    def text_scale(self) -> float:
        """How much larger than the felt's scale the table's words are drawn: 1 while
        their smallest letters stand ``LEAST_TEXT_PX`` tall or more, more on a small view
        (at most ``MOST_TEXT_SCALE``)."""
        return min(max(1.0, LEAST_TEXT_PX / (SMALLEST_TEXT * self.unit_px)), MOST_TEXT_SCALE)

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    def hand_scale(self, count: int = FULL_HAND) -> float:
        """The viewer's tiles: ``HAND_SCALE`` times the zoom, as far as a hand of
        ``count`` tiles (a full hand at least) fits across the felt."""
        fit = (self.width - 2 * EDGE - 2 * max(count, FULL_HAND)) / (max(count, FULL_HAND) * TILE_W)
        return max(min(HAND_SCALE * self.zoom, MAX_HAND_SCALE, fit), 0.3)

    def hand_reach(self) -> float:
        """How far the viewer's hand (a selected tile raised) rises above its centre line."""
        return (TILE_BODY_H / 2 + TILE_LIFT) * self.hand_scale()


REFERENCE_TABLE = Table()


def table_for(view_width: float, view_height: float, zoom: float = 1.0) -> Table:
    """The felt for a view of this shape: at least the minimum table, widened or
    deepened to the view's aspect ratio, centred on the reference table."""
    aspect = max(view_width, 1.0) / max(view_height, 1.0)
    if aspect >= MIN_TABLE_WIDTH / MIN_TABLE_HEIGHT:
        width, height = MIN_TABLE_HEIGHT * aspect, MIN_TABLE_HEIGHT
    else:
        width, height = MIN_TABLE_WIDTH, MIN_TABLE_WIDTH / aspect
    unit_px = max(view_height, 1.0) / height
    return Table(WIDTH / 2 - width / 2, HEIGHT / 2 - height / 2, width, height, zoom, unit_px)


@dataclass(frozen=True, slots=True)
class Place:
    """One tile's place: centre, rotation in degrees, size, and how it shows."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    face_up: bool = False
    standing: bool = False  # a hand tile on its edge, seen from behind
    z: float = 0.0


def relative(seat: int, viewer: int) -> int:
    """0 bottom (the viewer), 1 left, 2 top, 3 right."""
    return (seat - viewer) % 4


SIDE_ROTATION = (0.0, 90.0, 180.0, 270.0)


def _rotate(dx: float, dy: float, side: int) -> tuple[float, float]:
    """Turn an offset given for the bottom side to another side of the table."""
    angle = math.radians(SIDE_ROTATION[side])
    c, s = math.cos(angle), math.sin(angle)
    return dx * c - dy * s, dx * s + dy * c


def seat_anchor(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """Where a seat's hand is centred: along the felt's edges, the viewer's as low as
    its tiles allow."""
    middle = table.top + table.height / 2
    if side == 0:
        return WIDTH / 2, table.bottom - EDGE - TILE_BODY_H / 2 * table.hand_scale()
    return {
        1: (table.left + SIDE_INSET, middle),
        2: (WIDTH / 2, table.top + 70),
        3: (table.right - SIDE_INSET, middle),
    }[side]


SIDE_INSET = 110.0  # a side seat's hand from the felt's edge


PANEL_WIDTH, PANEL_HEIGHT = 204.0, 88.0  # seat_panel.SeatPanel.WIDTH and HEIGHT, before the text scale
PLATE_GAP = 12.0  # between a seat's plate and its hand


def plate_size(table: Table) -> tuple[float, float]:
    """A seat's plate on ``table``, in scene units: larger on a small view (``text_scale``)."""
    return PANEL_WIDTH * table.text_scale, PANEL_HEIGHT * table.text_scale


def _side_room(table: Table) -> float:
    """How far a side seat's hand may reach from the middle of its side, up or down:
    above the viewer's hand, and below its own plate, which stands over it, under the
    top seat's plate (which may reach over the side)."""
    middle = table.top + table.height / 2
    hand_top = seat_anchor(0, table)[1] - table.hand_reach()
    below = hand_top - 10.0 - middle
    above = middle - (table.top + EDGE + 2 * (plate_size(table)[1] + PLATE_GAP))
    return max(min(below, above), 60.0)


def side_step(count: int, table: Table) -> float:
    """The step between the standing tiles of a hand of ``count`` along a side of the
    table: a side hand closes up rather than reach under its plate or the viewer's hand."""
    step = TILE_W * SMALL * 0.9
    if count > 1:
        step = min(step, (2 * _side_room(table) - TILE_W * SMALL) / (count - 1))
    return step


def side_reach(count: int, table: Table, side: int) -> float:
    """How far a hand of ``count`` standing tiles reaches from its seat's anchor along
    its side of the table (the top seat's along the top, as the side seats' are)."""
    step = TILE_W * SMALL * 0.9 if side in (0, 2) else side_step(count, table)
    return max(count - 1, 0) * step / 2 + TILE_W * SMALL / 2


def _front_shift(side: int, table: Table) -> float:
    """How much farther than on the reference table the rows in front of a hand lie
    from its centre line: the viewer's larger tiles push them toward the middle, and so
    does a side seat's plate, which stands over the hand and is larger on a small view."""
    if side == 0:
        return table.hand_reach() - (TILE_BODY_H / 2 + TILE_LIFT)
    if side == 2:
        return 0.0
    width = plate_size(table)[0]
    plate_edge = max(SIDE_INSET, EDGE + width / 2) + width / 2 - SIDE_INSET  # from the hand's centre line
    return max(plate_edge + STACK_SCALE * TILE_BODY_H / 2 + 6 + STACK_START[1], 0.0)


def _row_reach(side: int, table: Table) -> float:
    """Where a seat's row of stacks starts, from the middle of its side. The side
    seats' rows stop short of the viewer's hand below them, the top seat's (its dice at
    its head) short of the right seat's plate."""
    if side == 0:
        return SIDE_ROW_REACH
    if side == 2:
        plate_left = plate_centre(3, table)[0] - plate_size(table)[0] / 2
        return max(min(SIDE_ROW_REACH, plate_left - CENTER[0] - 72.0 - 34.0), 160.0)
    hand_top = seat_anchor(0, table)[1] - table.hand_reach()
    room = hand_top - (table.top + table.height / 2) - 72.0 - 34.0  # the dice at the row's head
    return max(min(SIDE_ROW_REACH, room), 160.0)


# The trick lies in the middle as a cross: the viewer's play below the centre, the top
# seat's above it, the side seats' plays left and right in the row between. No play
# covers another, so the lead stays in sight however the trick goes.
TRICK_GAP = 4.0  # between the tiles of one play
TRICK_REACH = 370.0  # how far from the centre a play may reach, sideways
MARK_ROOM = 8.0  # room round a play for the outline that marks it (table_scene)
SIDE_GAP = 28.0  # between a side play and the end of the top and bottom plays, when there is room


@dataclass(frozen=True, slots=True)
class TrickGeometry:
    """Sizes of the cross for a trick of ``size`` tiles a play (see ``trick_geometry``)."""

    size: int
    scale: float
    tile_w: float  # a trick tile's face and thickness, as laid on the table
    tile_h: float
    play_w: float  # one play, end to end
    row: float  # centre to the top and bottom plays
    reach: float  # centre to the left and right plays

    def centre(self, side: int) -> tuple[float, float]:
        """The middle of the play of the seat on ``side``."""
        dx, dy = {0: (0.0, self.row), 1: (-self.reach, 0.0), 2: (0.0, -self.row), 3: (self.reach, 0.0)}[side]
        return CENTER[0] + dx, CENTER[1] + dy

    def tile_centre(self, side: int, index: int) -> tuple[float, float]:
        x, y = self.centre(side)
        return x + (index - (self.size - 1) / 2) * (self.tile_w + TRICK_GAP), y

    def play_rect(self, side: int) -> tuple[float, float, float, float]:
        """The tiles of one play: left, top, right, bottom."""
        x, y = self.centre(side)
        return x - self.play_w / 2, y - self.tile_h / 2, x + self.play_w / 2, y + self.tile_h / 2

    def area(self, side: int) -> tuple[float, float, float, float]:
        """The part of the table that belongs to one seat's play, its mark included: the
        four areas never overlap and each lies between the centre and its seat."""
        cx, cy = CENTER
        half = self.row / 2
        outer = self.row + self.tile_h / 2 + MARK_ROOM
        return {
            0: (cx - TRICK_REACH, cy + half, cx + TRICK_REACH, cy + outer),
            1: (cx - TRICK_REACH, cy - half, cx, cy + half),
            2: (cx - TRICK_REACH, cy - outer, cx + TRICK_REACH, cy - half),
            3: (cx, cy - half, cx + TRICK_REACH, cy + half),
        }[side]

    def top(self) -> float:
        """The highest edge of the cross, its marks included."""
        return CENTER[1] - self.row - self.tile_h / 2 - MARK_ROOM


def trick_geometry(size: int) -> TrickGeometry:
    """The cross for plays of ``size`` tiles: tiles at ``TRICK_SCALE`` while it fits in
    ``TRICK_REACH``, smaller for a rare wide trick.

    The rows stand far enough apart that no tile's picture (its shadow and the room a
    lifted tile rises into) and no mark reaches another play's tiles."""
    metrics = DEFAULT_METRICS
    scale = TRICK_SCALE
    while True:
        body = metrics.body_rect(Pose.STANDING)
        tile_w, tile_h = body.width() * scale, body.height() * scale
        margin, rise = metrics.margin() * scale, metrics.lift * scale
        play_w = size * tile_w + (size - 1) * TRICK_GAP
        row = tile_h + max(margin + rise, 2 * MARK_ROOM) + 4
        least = play_w / 2 + max(margin, MARK_ROOM) + 2  # the left and right plays just clear each other
        most = TRICK_REACH - play_w / 2 - MARK_ROOM
        if least <= most or scale < 0.2:
            reach = max(least, min(play_w + SIDE_GAP, most))
            return TrickGeometry(size, scale, tile_w, tile_h, play_w, row, reach)
        scale *= 0.95


class StackedPlay(Protocol):
    """A play of a won trick, as any game's table shows it."""

    @property
    def tiles(self) -> tuple[int, ...]: ...

    @property
    def face_up(self) -> bool: ...


Played = TypeVar("Played", bound=StackedPlay)


def plays_bottom_up(plays: Sequence[Played]) -> list[Played]:
    """A won trick's plays from the bottom of its stack to the top: each face-down play
    went under the whole stack and each face-up play on top of it."""
    down = [p for p in plays if not p.face_up]
    up = [p for p in plays if p.face_up]
    return down[::-1] + up


def place_won_stacks(
    places: dict[int, Place],
    order: Sequence[StackedPlay],
    side: int,
    first: int,
    all_hands: bool,
    table: Table = REFERENCE_TABLE,
) -> int:
    """Place a won trick as stacks in the row of ``side``'s stacks, from its ``first``
    column on: a stack per tile led, its plays ``order``ed from the bottom, only the
    winning play's face showing. Returns the next free column."""
    ax, ay = seat_anchor(side, table)
    start = stack_start(side, table)
    w = TILE_W * STACK_SCALE
    columns = len(order[-1].tiles)
    for column in range(columns):
        dx, dy = _rotate(start[0] + (first + column) * (w + 3), start[1], side)
        for level, play in enumerate(order):
            on_top = level == len(order) - 1 and play.face_up
            lx, ly = _rotate(0, -level * 2.5, side)
            places[play.tiles[column]] = Place(
                ax + dx + lx,
                ay + dy + ly,
                SIDE_ROTATION[side],
                STACK_SCALE,
                on_top or (all_hands and play.face_up),
                False,
                50 + level,
            )
    return first + columns


STACK_START = (-330.0, -135.0)  # for the bottom seat: left of the hand, above it


def stack_start(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """The head of a seat's row of stacks, as an offset for the bottom side (``_rotate``
    turns it to the seat's side)."""
    return -_row_reach(side, table), STACK_START[1] - _front_shift(side, table)


# Each seat's plate stands beside its own hand: the top seat's right of its row, a side
# seat's over its column, the viewer's over its row, right of the middle (left of the
# middle lie its stacks and dice, and the towers' numbers near it).
VIEWER_PLATE_OFFSET = 160.0  # from the middle to the viewer's plate's left edge


def plate_centre(side: int, table: Table = REFERENCE_TABLE, hand: int = FULL_HAND) -> tuple[float, float]:
    """Where the plate of the seat on ``side`` stands, beside its hand of ``hand``
    tiles (the hand as dealt: the plate stays put as the hand is played)."""
    width, height = plate_size(table)
    top_room = table.top + EDGE + height / 2
    if side == 0:
        hand_top = seat_anchor(0, table)[1] - table.hand_reach()
        # Left of the right seat's row of stacks, which runs up from above the viewer's hand.
        stack = STACK_SCALE * (TILE_BODY_H + TILE_LIFT) / 2 + 10.0  # a stack's half and its layers' offsets
        row = seat_anchor(3, table)[0] + STACK_START[1] - _front_shift(3, table) - stack
        left = min(CENTER[0] + VIEWER_PLATE_OFFSET, row - PLATE_GAP - width)
        return left + width / 2, hand_top - PLATE_GAP - height / 2
    ax, ay = seat_anchor(side, table)
    reach = side_reach(hand, table, side)
    if side == 2:
        return ax + reach + PLATE_GAP + width / 2, max(ay, top_room)
    x = max(ax, table.left + EDGE + width / 2) if side == 1 else min(ax, table.right - EDGE - width / 2)
    return x, max(ay - reach - PLATE_GAP - height / 2, top_room + height + PLATE_GAP)


def dice_place(starter: int, viewer: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """The dice showing the point lie to the left of the starting player, at the head
    of the row where the starter's stacks will go."""
    side = relative(starter, viewer)
    ax, ay = seat_anchor(side, table)
    start = stack_start(side, table)
    dx, dy = _rotate(start[0] - 72.0, start[1], side)
    return ax + dx, ay + dy
