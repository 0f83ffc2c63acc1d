"""Where things lie on the card table, in the view's own pixels: pure geometry.

The human's hand runs along the bottom; the seats sit evenly round an ellipse above
it, the human's at its bottom, the next to play on the left (clockwise) or on the
right; each seat's last play lies between its plate and the middle of the table, as
large as the room between the plates, the middle's words and the hand allows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

HAND_SHARE = 0.19  # a hand piece's height, of the view's height
HAND_MOST, HAND_LEAST = 230.0, 54.0
LIFT = 0.18  # a selected piece rises this share of its height
PLAY_SHARE = 0.62  # a piece in front of a seat, of a hand piece
PLAY_LEAST = 38.0
IN_FRONT_AT = 0.52  # a seat's play lies this share of the way from the middle to its plate, where room is short
PLAY_ACROSS = 2.6  # a play's room, in pieces' widths (more pieces overlap)
PLAY_GAP = 0.1  # kept clear round a play's room (its ring), of a piece's height
HAND_GAP = 0.06  # between two hand pieces laid side by side, of a piece's width
SHIFTS = (1 / 3, 2 / 3)  # a play moved off its plate's line by these shares of its room, where room is short


@dataclass(frozen=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True)
class CardLayout:
    width: float
    height: float
    hand_height: float
    hand_step: float  # from one hand piece's left edge to the next's
    hand_left: float
    hand_centre_y: float
    play_height: float
    centre: Point
    plates: tuple[Point, ...]  # by seat
    in_front: tuple[Point, ...]  # by seat
    play_room: float = 0.0  # the width a seat's play is spread over
    middle_at: Point | None = None  # where the words of the middle of the table stand (None: the centre)

    @property
    def lift(self) -> float:
        return self.hand_height * LIFT

    def hand_x(self, index: int, aspect: float) -> float:
        """The centre of the ``index``-th piece of the hand."""
        return self.hand_left + index * self.hand_step + self.hand_height * aspect / 2


def relative(seat: int, viewer: int, seats: int) -> int:
    """0 for the viewer, then round the table in the order of play."""
    return (seat - viewer) % seats


def seat_angle(seat: int, viewer: int, seats: int, clockwise: bool = True) -> float:
    """The seat's angle on the ellipse, in radians, the viewer's straight down (screen
    coordinates, y down: increasing angles run clockwise on the screen)."""
    step = 2 * math.pi / seats
    turn = relative(seat, viewer, seats) * step
    return math.pi / 2 + (turn if clockwise else -turn)


def edge(width: float, height: float) -> float:
    """The margin left bare round the table's things."""
    return 6 + 0.012 * min(width, height)


def hand_band(height: float, hand_share: float = HAND_SHARE) -> float:
    """The band along the bottom a hand drawn by its game is given (a raised piece's lift
    included), of a view ``height`` tall."""
    return hand_piece_height(height, hand_share) * (1 + LIFT)


def hand_piece_height(height: float, hand_share: float = HAND_SHARE, zoom: float = 1.0) -> float:
    return min(max(height * hand_share * zoom, HAND_LEAST), HAND_MOST * hand_share / HAND_SHARE * zoom)


@lru_cache(maxsize=64)  # a pure function, asked again at every move with what mostly has not changed
def lay_out(
    width: float,
    height: float,
    seats: int,
    viewer: int,
    hand_count: int,
    aspect: float,
    plate: tuple[float, float],
    clockwise: bool = True,
    zoom: float = 1.0,
    hand_share: float = HAND_SHARE,
    middle: tuple[float, float] = (0.0, 0.0),
    backs_above: float = 0.0,
    plate_sizes: tuple[tuple[float, float], ...] = (),
) -> CardLayout:
    """The table for a view of ``width`` x ``height`` with ``seats`` seats (plates of
    ``plate`` size) and a hand of ``hand_count`` pieces ``aspect`` wide for their height
    (``hand_share``: the hand's height, of the view's, where a game draws its hand itself;
    ``middle``: the size of the words in the middle of the table, which plays keep clear of;
    ``backs_above``: the share of a plate's height that is the backs peeking out above it,
    which the viewer's plate has not; ``plate_sizes``: each seat's own plate, where they
    differ, no larger than ``plate``: the plays keep clear of each as it is)."""
    margin = edge(width, height)
    hand_height = hand_piece_height(height, hand_share, zoom)
    room = width - 2 * margin
    count = max(hand_count, 1)
    piece_width = hand_height * aspect
    natural = piece_width * (1 + HAND_GAP)
    if count > 1 and piece_width + (count - 1) * natural > room:
        # overlap the pieces, each showing at least a third of itself; beyond that, smaller pieces
        step = (room - piece_width) / (count - 1)
        if step < piece_width / 3:
            piece_width = room / (1 + (count - 1) / 3)
            hand_height = max(piece_width / aspect, HAND_LEAST * 0.7)
            piece_width = hand_height * aspect
            step = (room - piece_width) / (count - 1)
    else:
        step = natural
    row = piece_width + (count - 1) * step
    hand_left = (width - row) / 2
    lift = hand_height * LIFT
    hand_centre_y = height - margin - hand_height / 2
    above_hand = hand_centre_y - hand_height / 2 - lift - margin * 0.5
    plate_w, plate_h = plate
    centre = Point(width / 2, above_hand / 2)
    rx = max(width / 2 - margin - plate_w / 2, 10.0)
    ry = max(above_hand / 2 - margin * 0.5 - plate_h / 2, 10.0)
    plates: list[Point] = []
    for seat in range(seats):
        angle = seat_angle(seat, viewer, seats, clockwise)
        plates.append(Point(centre.x + rx * math.cos(angle), centre.y + ry * math.sin(angle)))
    felt = _Box(margin, margin, width - margin, above_hand)
    boxes = [_Box.around(p, plate_sizes[seat] if seat < len(plate_sizes) else plate) for seat, p in enumerate(plates)]
    own = boxes[viewer]
    boxes[viewer] = _Box(own.left, own.top + (own.bottom - own.top) * backs_above, own.right, own.bottom)
    table = _Table(centre, tuple(plates), tuple(boxes), middle, felt, aspect, hand_height * PLAY_SHARE)
    middle_at, plays = _middle_and_plays(table)
    if plays is None:  # no room clear of everything: the plays of old, small, on the way to the middle
        crowd = 1.0 if seats <= 4 else 4 / seats + 0.25  # more seats, smaller plays: they must not meet
        play_height = max(min(hand_height * PLAY_SHARE, ry * 0.42) * min(crowd, 1.0), PLAY_LEAST)
        fronts = tuple(_towards(p, centre, 1 - IN_FRONT_AT) for p in plates)
    else:
        play_height, fronts = plays
    return CardLayout(
        width,
        height,
        hand_height,
        step,
        hand_left,
        hand_centre_y,
        play_height,
        centre,
        tuple(plates),
        fronts,
        play_height * aspect * PLAY_ACROSS,
        middle_at,
    )


@dataclass(frozen=True)
class _Box:
    left: float
    top: float
    right: float
    bottom: float

    @staticmethod
    def around(at: Point, size: tuple[float, float]) -> _Box:
        return _Box(at.x - size[0] / 2, at.y - size[1] / 2, at.x + size[0] / 2, at.y + size[1] / 2)

    def meets(self, other: _Box) -> bool:
        across = self.left < other.right and other.left < self.right
        return across and self.top < other.bottom and other.top < self.bottom

    def within(self, other: _Box) -> bool:
        across = other.left <= self.left and self.right <= other.right
        return across and other.top <= self.top and self.bottom <= other.bottom


def _towards(start: Point, end: Point, share: float) -> Point:
    return Point(start.x + (end.x - start.x) * share, start.y + (end.y - start.y) * share)


@dataclass(frozen=True)
class _Table:
    """What the plays are laid out round: the table's centre, the plates (their centres
    and boxes), the room kept for the middle's words, the felt, the pieces' aspect and
    the largest play height wanted."""

    centre: Point
    plates: tuple[Point, ...]
    boxes: tuple[_Box, ...]
    middle: tuple[float, float]
    felt: _Box
    aspect: float
    largest: float


def _middle_and_plays(table: _Table) -> tuple[Point, tuple[float, tuple[Point, ...]] | None]:
    """Where the middle's words stand, and the plays (``_plays``) round them: in the
    centre, or, where tall plates leave the centre too little room, at the top of the
    felt between the far seats or beside the nearest seat's plate, whichever is clear of
    every plate and leaves the plays the larger; the centre where none is clear."""
    centre, middle = table.centre, table.middle
    near = max(range(len(table.plates)), key=lambda seat: table.plates[seat].y)  # the viewer's, at the bottom
    at, box = table.plates[near], table.boxes[near]
    # low, and clear of the seat's plate and of its play above it, were the play the largest
    level = table.felt.bottom - middle[1] / 2
    aside = max(box.right - at.x, table.largest * (table.aspect * PLAY_ACROSS + PLAY_GAP * 2) / 2) + middle[0] / 2 + 1
    places = (
        centre,
        Point(centre.x, table.felt.top + middle[1] / 2),
        Point(at.x - aside, level),
        Point(at.x + aside, level),
    )
    best: tuple[Point, tuple[float, tuple[Point, ...]] | None] | None = None
    for at in places:
        words = _Box.around(at, middle)
        if not words.within(table.felt) or any(words.meets(box) for box in table.boxes):
            continue
        plays = _plays(table, at)
        if best is None or (plays is not None and (best[1] is None or plays[0] > best[1][0])):
            best = (at, plays)
    return best if best is not None else (centre, _plays(table, centre))


def _plays(table: _Table, middle_at: Point) -> tuple[float, tuple[Point, ...]] | None:
    """The largest play height (at most ``table.largest``) at which every seat's play
    finds a place between its plate and the centre of the table, clear of the plates,
    the middle's words (at ``middle_at``), the other plays and the hand, with those
    places; None if even the least finds none."""
    taken = [*table.boxes, _Box.around(middle_at, table.middle)]
    largest, aspect = table.largest, table.aspect

    def placed_at(height: float) -> tuple[Point, ...] | None:
        room = (height * aspect * PLAY_ACROSS + height * PLAY_GAP * 2, height * (1 + PLAY_GAP * 2))
        return _placed(table.centre, table.plates, list(table.boxes), room, table.felt, taken)

    # the largest height in steps of 2 px that fits, by halving (a smaller play fits where a larger does)
    steps = int((largest - PLAY_LEAST) // 2)
    if steps < 0 or placed_at(largest - 2.0 * steps) is None:
        return None
    low, high = 0, steps  # in steps down from the largest: ``high`` fits
    while low < high:
        mid = (low + high) // 2
        if placed_at(largest - 2.0 * mid) is not None:
            high = mid
        else:
            low = mid + 1
    height = largest - 2.0 * high
    found = placed_at(height)
    assert found is not None
    return height, found


def _placed(
    centre: Point,
    plates: tuple[Point, ...],
    boxes: list[_Box],
    room: tuple[float, float],
    felt: _Box,
    taken: list[_Box],
) -> tuple[Point, ...] | None:
    """Each seat's play of ``room`` size: on the way from its plate to the middle, just
    clear of the plate, where there is room, else straight below or above its plate,
    else beside it, towards the middle, each seat taking the first of these that leaves
    the seats after it a place too; None if they cannot all be placed."""
    order = sorted(range(len(plates)), key=lambda s: plates[s].y)  # the far seats first: the most crowded

    def free(point: Point) -> bool:
        laid = _Box.around(point, room)
        return laid.within(felt) and not any(laid.meets(other) for other in taken)

    places = [[p for p in _candidates(centre, plates[seat], boxes[seat], room) if free(p)] for seat in order]
    chosen: list[Point] = []

    def place(index: int, laid: list[_Box]) -> bool:
        if index == len(order):
            return True
        for point in places[index]:
            box = _Box.around(point, room)
            if not any(box.meets(other) for other in laid):
                chosen.append(point)
                if place(index + 1, [*laid, box]):
                    return True
                chosen.pop()
        return False

    if not all(places) or not place(0, []):
        return None
    fronts = dict(zip(order, chosen, strict=True))
    return tuple(fronts[seat] for seat in range(len(plates)))


def _candidates(centre: Point, at: Point, box: _Box, room: tuple[float, float]) -> list[Point]:
    """Where a seat's play of ``room`` size may lie, its plate at ``at`` in ``box``, in the
    order tried: towards the middle, straight below or above, beside."""
    dx, dy = centre.x - at.x, centre.y - at.y
    # from the plate's centre to the side of its box that faces the middle, and a half play beyond
    clear_x = (box.right - at.x if dx > 0 else at.x - box.left) + room[0] / 2 + 1  # a pixel apart: never touching
    clear_y = (box.bottom - at.y if dy > 0 else at.y - box.top) + room[1] / 2 + 1
    reach = min(clear_x / abs(dx) if abs(dx) > 1 else math.inf, clear_y / abs(dy) if abs(dy) > 1 else math.inf)
    candidates = [_towards(at, centre, reach)] if reach <= 1 else []
    if abs(dy) > 1:
        candidates.append(Point(at.x, at.y + math.copysign(clear_y, dy)))
    if abs(dy) > 1 and abs(dx) > 1:  # below or above, moved towards the middle
        candidates += [Point(at.x + math.copysign(room[0] * s, dx), at.y + math.copysign(clear_y, dy)) for s in SHIFTS]
    if abs(dx) > 1:  # beside, level with the plate, or lower or higher
        beside = at.x + math.copysign(clear_x, dx)
        candidates += [
            Point(beside, at.y + room[1] * s * sign) for s in (0.0, *SHIFTS) for sign in (1, -1) if s or sign > 0
        ]
    return candidates
