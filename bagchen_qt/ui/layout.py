"""Where every tile lies on the table for a given state, as one seat sees it.

The scene animates from one layout to the next, so this module decides only places:
pure geometry in scene units, testable without drawing. The viewer sits at the
bottom; play runs clockwise, so the next seat sits on the left.

The middle of the table (the towers, the trick) is laid out on a reference table of
1600 x 1000 units around ``CENTER``. The felt itself (``Table``) takes the shape of
the window: wider or deeper than the reference, always centred on it, so that the
seats spread to the window's edges instead of leaving empty bands (as a solitaire
spreads its piles over a wide window). The viewer's hand is as large as the felt's
width allows for a full hand, up to ``HAND_SCALE``, times the player's zoom.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from bagchen_qt.games.bagchen.rules.combos import MOTHER, SON
from bagchen_qt.games.bagchen.rules.dealing import TOWER_SIZE, tower_order
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND

from .tileart import DEFAULT_METRICS, Pose

WIDTH, HEIGHT = 1600.0, 1000.0
CENTER = (WIDTH / 2, HEIGHT / 2 - 10)
TILE_W, TILE_H = 48.0, 66.0  # a full-size tile: the viewer's hand
SMALL = 0.62  # tiles in the towers and other hands
TRICK_SCALE = 1.2  # tiles of the trick being played: the table's focus
STACK_SCALE = 0.5  # won stacks
SHOWN_DEPTH = 190.0  # exposed tiles lie this far in front of their hand
TOWER_RADIUS = 250.0
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
    return Table(WIDTH / 2 - width / 2, HEIGHT / 2 - height / 2, width, height, zoom)


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
    return {1: (table.left + 110, middle), 2: (WIDTH / 2, table.top + 70), 3: (table.right - 110, middle)}[side]


PANEL_HEIGHT = 88.0  # seat_panel.SeatPanel.HEIGHT
CORNER_CLEARANCE = 112.0  # from the felt's top edge to below the top corners' panels


def _side_room(table: Table) -> float:
    """How far a side seat's hand may reach from the middle of its side, up or down,
    clear of the corner panels (the bottom ones sit above the viewer's hand)."""
    middle = table.top + table.height / 2
    hand_top = seat_anchor(0, table)[1] - table.hand_reach()
    below = hand_top - 10.0 - PANEL_HEIGHT - 8.0 - middle
    above = middle - (table.top + CORNER_CLEARANCE)
    return max(min(below, above), 60.0)


def _front_shift(side: int, table: Table) -> float:
    """How much farther than on the reference table the rows in front of a hand lie
    from its centre line: the viewer's larger tiles push them toward the middle."""
    if side != 0:
        return 0.0
    return table.hand_reach() - (TILE_BODY_H / 2 + TILE_LIFT)


def _row_reach(side: int, table: Table) -> float:
    """Where a seat's row of stacks starts, from the middle of its side. The side
    seats' rows stop short of the viewer's hand below them."""
    if side in (0, 2):
        return SIDE_ROW_REACH
    hand_top = seat_anchor(0, table)[1] - table.hand_reach()
    room = hand_top - (table.top + table.height / 2) - 72.0 - 34.0  # the dice at the row's head
    return max(min(SIDE_ROW_REACH, room), 160.0)


def tower_place(tower: int, level: int, column: int, viewer: int) -> Place:
    """A tile in a tower of the octagon: 2 wide, 4 high, in front of its seat.

    Towers 2k and 2k+1 stand in front of seat k; clockwise on screen means the
    bottom seat's first tower is on the right."""
    side = relative(tower // 2, viewer)
    angle = math.radians(67.5 + 90 * side + 45 * (tower % 2))
    cx = CENTER[0] + TOWER_RADIUS * math.cos(angle)
    cy = CENTER[1] + TOWER_RADIUS * math.sin(angle)
    w = TILE_W * SMALL
    dx, dy = _rotate((column - 0.5) * (w + 1), -level * 6.0, side)
    return Place(cx + dx, cy + dy, SIDE_ROTATION[side], SMALL, False, False, 10 + level)


def sort_key(tile: int, point_mask: int) -> tuple[int, int, int]:
    """Hands are sorted by suit, then rank, then kind; point tiles go last."""
    kind = TILE_KIND[tile]
    return (point_mask >> kind & 1, 0 if KINDS[kind].is_sky else 1, -KINDS[kind].rank * 100 + kind)


def _groups(hand: list[int]) -> list[list[int]]:
    """Runs of tiles of one rank and suit: shown with a gap between runs, so equal
    tiles (the makings of combinations) sit together."""
    groups: list[list[int]] = []
    for tile in hand:
        kind = KINDS[TILE_KIND[tile]]
        if groups and (KINDS[TILE_KIND[groups[-1][-1]]].rank, KINDS[TILE_KIND[groups[-1][-1]]].suit) == (
            kind.rank,
            kind.suit,
        ):
            groups[-1].append(tile)
        else:
            groups.append([tile])
    return groups


def hand_places(
    hand: tuple[int, ...],
    side: int,
    face_up: bool,
    point_mask: int,
    deal_order: tuple[int, ...] = (),
    table: Table = REFERENCE_TABLE,
) -> dict[int, Place]:
    """The viewer's hand in a face-up row with gaps between ranks, as large as the
    table allows; other hands as standing tile backs along their side of the table.

    Face-down hands keep the order the tiles were dealt in (``deal_order``, the
    shuffle), never a sort by kind: a tile's slot must not tell what it is."""
    places: dict[int, Place] = {}
    if face_up:
        ordered = sorted(hand, key=lambda t: sort_key(t, point_mask))
    else:
        dealt = {t: i for i, t in enumerate(deal_order)}
        ordered = sorted(hand, key=lambda t: dealt.get(t, 64))
    ax, ay = seat_anchor(side, table)
    if side == 0 and face_up:
        scale = table.hand_scale(len(ordered))
        groups = _groups(ordered)
        step = TILE_W * scale + 2
        # Gaps between groups close up as far as the felt needs: tiles never shrink for them.
        room = table.width - 2 * EDGE - len(ordered) * step
        gap = min(HAND_GAP, max(room, 0.0) / (len(groups) - 1)) if len(groups) > 1 else 0.0
        width = len(ordered) * step + gap * (len(groups) - 1)
        x = ax - width / 2 + step / 2
        # Each tile a hair above its left neighbour, whose edge it touches: which is drawn
        # over the other never depends on how the tiles came to the hand.
        z = 100.0
        for group in groups:
            for tile in group:
                places[tile] = Place(x, ay, 0.0, scale, True, False, z)
                x += step
                z += 0.01
            x += gap
        return places
    scale = SMALL
    step = TILE_W * scale * 0.9
    if side in (1, 3) and len(ordered) > 1:
        # A side hand closes up rather than reach under the corner panels.
        step = min(step, (2 * _side_room(table) - TILE_W * scale) / (len(ordered) - 1))
    start = -(len(ordered) - 1) * step / 2
    for i, tile in enumerate(ordered):
        dx, dy = _rotate(start + i * step, 0, side)
        places[tile] = Place(ax + dx, ay + dy, SIDE_ROTATION[side], scale, face_up, not face_up, 100 + i)
    return places


def trick_places(state: DealState, viewer: int, all_hands: bool) -> dict[int, Place]:
    """The trick being played: each play in front of its seat (see ``play_places``)."""
    return play_places(state.trick, viewer, all_hands) if state.trick is not None else {}


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


def play_places(trick: Trick, viewer: int, all_hands: bool) -> dict[int, Place]:
    """The plays of ``trick`` (in progress or complete), each in front of its seat,
    face up or face down as played.

    The order of laying still shows in depth, as the rules tell it: face-up plays
    above the earlier ones, face-down plays beneath them all."""
    places: dict[int, Place] = {}
    geometry = trick_geometry(trick.size)
    for depth, play in enumerate(trick.plays):
        shown = play.face_up or all_hands
        side = relative(play.seat, viewer)
        z = 200 + depth * 10 if play.face_up else 190 - depth
        for i, tile in enumerate(play.tiles):
            x, y = geometry.tile_centre(side, i)
            places[tile] = Place(x, y, 0.0, geometry.scale, shown, False, z)
    return places


class StackedPlay(Protocol):
    """A play of a won trick, as any game's table shows it."""

    @property
    def tiles(self) -> tuple[int, ...]: ...

    @property
    def face_up(self) -> bool: ...


Played = TypeVar("Played", bound=StackedPlay)


def stack_order(trick: Trick) -> list[TrickPlay]:
    """The plays of a complete trick from the bottom of its stack to the top.

    Each face-down play went under the whole stack and each face-up play on top of it,
    so the last face-down play lies lowest and the winning play on top (when all four
    are face down, the lead wins and lies on top)."""
    return plays_bottom_up(trick.plays)


def plays_bottom_up(plays: Sequence[Played]) -> list[Played]:
    """A won trick's plays from the bottom of its stack to the top (``stack_order``)."""
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


GATHER_STEP = 3.0  # each layer of the gathered stack shows this much of the one beneath


def gathered_places(trick: Trick, viewer: int, all_hands: bool) -> dict[int, Place]:
    """A complete trick gathered into its stack in the middle, before it goes to its
    winner: one column per tile led, four high, the winning play on top. Tiles keep
    the face they were played with; beaten plays turn over in the winner's row."""
    places: dict[int, Place] = {}
    geometry = trick_geometry(trick.size)
    order = stack_order(trick)
    for level, play in enumerate(order):
        for i, tile in enumerate(play.tiles):
            x = CENTER[0] + (i - (trick.size - 1) / 2) * (geometry.tile_w + TRICK_GAP)
            y = CENTER[1] - (level - 1.5) * GATHER_STEP
            places[tile] = Place(x, y, 0.0, geometry.scale, play.face_up or all_hands, False, 180 + level)
    return places


STACK_START = (-330.0, -135.0)  # for the bottom seat: left of the hand, above it


def stack_start(side: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """The head of a seat's row of stacks, as an offset for the bottom side (``_rotate``
    turns it to the seat's side)."""
    return -_row_reach(side, table), STACK_START[1] - _front_shift(side, table)


def stack_places(state: DealState, viewer: int, all_hands: bool, table: Table = REFERENCE_TABLE) -> dict[int, Place]:
    """Won stacks to the left of their winner, in a row that grows toward the centre.

    Each stack is four tiles high (one column of the trick); the winning play lies
    face up on top, and the tiles under it keep their faces hidden."""
    places: dict[int, Place] = {}
    count = [0, 0, 0, 0]
    for trick in state.tricks:
        side = relative(trick.top_seat, viewer)
        count[side] = place_won_stacks(places, stack_order(trick), side, count[side], all_hands, table)
    return places


def dice_place(starter: int, viewer: int, table: Table = REFERENCE_TABLE) -> tuple[float, float]:
    """The dice showing the point lie to the left of the starting player, at the head
    of the row where the starter's stacks will go."""
    side = relative(starter, viewer)
    ax, ay = seat_anchor(side, table)
    start = stack_start(side, table)
    dx, dy = _rotate(start[0] - 72.0, start[1], side)
    return ax + dx, ay + dy


def exposure_is_current(state: DealState, seat: int, tiles: tuple[int, ...]) -> bool:
    """A passport holder's hand shown for the lead now being made (rules 3 and 4)."""
    if state.phase in (Phase.LEAD, Phase.PASSPORT_DICE):
        leader = state.to_act if state.to_act is not None else (state.queue or (None,))[0]
        return seat == leader and sorted(tiles) == sorted(state.hands[seat])
    trick = state.trick
    if state.phase is Phase.FOLLOW and trick is not None and trick.leader == seat and trick.plays[0].rule in (3, 4):
        return sorted(tiles) == sorted(state.hands[seat] + trick.plays[0].tiles)
    return False


def shown_tiles(state: DealState) -> dict[int, tuple[int, ...]]:
    """Tiles a seat has laid face up for everyone to see, by seat: a hand shown for a
    re-deal, four sky chiefs (while held), a passport holder's hand for the current
    lead, and the tiles of a mother-and-son offer."""
    shown: dict[int, list[int]] = {}

    def add(seat: int, tiles: tuple[int, ...] | list[int]) -> None:
        row = shown.setdefault(seat, [])
        row.extend(t for t in tiles if t not in row)

    if state.phase is Phase.SHUFFLE:
        for seat, tiles in state.exposures:
            add(seat, tiles)
        return {seat: tuple(tiles) for seat, tiles in shown.items()}
    for seat, tiles in state.exposures:
        if seat == state.shown_chiefs and all(TILE_KIND[t] == 0 for t in tiles):
            add(seat, [t for t in tiles if t in state.hands[seat]])
    if state.exposures:
        seat, tiles = state.exposures[-1]
        if exposure_is_current(state, seat, tiles):
            add(seat, state.hands[seat])
    if state.offer is not None and state.offer[1] >= 0 and state.phase in (Phase.UNION_ANSWER, Phase.UNION_DUEL):
        offerer, tile = state.offer
        add(offerer, (tile,))
        if state.phase is Phase.UNION_DUEL and state.queue:
            wanted = SON if TILE_KIND[tile] == MOTHER else MOTHER
            acceptor = state.queue[0]
            # (a seat's view holds placeholders, numbered from 64, for the tiles it cannot see)
            add(acceptor, [next(t for t in state.hands[acceptor] if t < len(TILE_KIND) and TILE_KIND[t] == wanted)])
    return {seat: tuple(tiles) for seat, tiles in shown.items() if tiles}


def shown_places(state: DealState, viewer: int, table: Table = REFERENCE_TABLE) -> dict[int, Place]:
    """``shown_tiles`` laid face up in a row in front of each seat's hand.

    The viewer keeps shown tiles in the hand, ready to play, except a hand shown for a
    re-deal (the hand is gone) and a tile offered for mother and son (on the table)."""
    places: dict[int, Place] = {}
    offered = {state.offer[1]} if state.offer is not None else set()
    for seat, tiles in shown_tiles(state).items():
        if seat == viewer and state.phase is not Phase.SHUFFLE:
            tiles = tuple(t for t in tiles if t in offered)
        side = relative(seat, viewer)
        ax, ay = seat_anchor(side, table)
        ordered = sorted(tiles, key=lambda t: sort_key(t, state.point_mask))
        step = TILE_W * SMALL + 4
        depth = SHOWN_DEPTH + _front_shift(side, table)
        for i, tile in enumerate(ordered):
            dx, dy = _rotate((i - (len(ordered) - 1) / 2) * step, -depth, side)
            places[tile] = Place(ax + dx, ay + dy, SIDE_ROTATION[side], SMALL, True, False, 150 + i)
    return places


def heap_of(state: DealState) -> Sequence[int]:
    """The tiles of the heap before the shuffle, heap place by heap place: every tile in
    its own place, or (a seat's view, whose ``order`` names them) the names it gives."""
    return state.order if state.phase is Phase.SHUFFLE and state.order else range(64)


def heap_places(tiles: Sequence[int]) -> dict[int, Place]:
    """The heap in the middle before the shuffle, ``tiles[n]`` at heap place n."""
    places: dict[int, Place] = {}
    for n, tile in enumerate(tiles):
        angle = n * 2.399963  # golden angle: an even heap
        r = 12.0 * math.sqrt(n)
        places[tile] = Place(
            CENTER[0] + r * math.cos(angle),
            CENTER[1] + r * math.sin(angle),
            (n * 37) % 180,
            SMALL,
            False,
            False,
            n,
        )
    return places


def layout(state: DealState, viewer: int, all_hands: bool = False, table: Table = REFERENCE_TABLE) -> dict[int, Place]:
    """Every tile's place on ``table``. ``all_hands`` shows every hand and face-down tile face up."""
    places: dict[int, Place] = {}
    if state.phase is Phase.SHUFFLE or not state.order:
        places.update(heap_places(heap_of(state)))
        places.update(shown_places(state, viewer, table))
        return places
    if state.dice is None:
        for tower in range(8):
            for i, tile in enumerate(state.order[tower * TOWER_SIZE : (tower + 1) * TOWER_SIZE]):
                places[tile] = tower_place(tower, i // 2, i % 2, viewer)
        return places
    for seat in range(4):
        side = relative(seat, viewer)
        face_up = all_hands or seat == viewer
        places.update(hand_places(state.hands[seat], side, face_up, state.point_mask, state.order, table))
    places.update(trick_places(state, viewer, all_hands))
    places.update(stack_places(state, viewer, all_hands, table))
    shown = shown_places(state, viewer, table)
    if shown:
        # The rest of a hand closes up around the tiles laid out in front of it.
        for seat in range(4):
            rest = tuple(t for t in state.hands[seat] if t not in shown)
            if len(rest) != len(state.hands[seat]):
                face_up = all_hands or seat == viewer
                places.update(hand_places(rest, relative(seat, viewer), face_up, state.point_mask, state.order, table))
        places.update(shown)
    return places


def taking_order(state: DealState) -> list[tuple[int, int]]:
    """(seat, tower) in the order the towers were taken, for the deal animation."""
    taker, chosen = state.taker, state.chosen
    if not state.dice or taker is None or chosen is None:
        return []
    return tower_order(taker, chosen)
