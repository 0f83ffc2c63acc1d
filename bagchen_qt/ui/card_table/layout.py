"""Where things lie on the card table, in the view's own pixels: pure geometry.

The human's hand runs along the bottom; the seats sit evenly round an ellipse above
it, the human's at its bottom, the next to play on the left (clockwise) or on the
right; each seat's last play lies between its plate and the middle of the table, as
large as the room between the plates, the middle's words and the hand allows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

HAND_SHARE = 0.19  # a hand piece's height, of the view's height
HAND_MOST, HAND_LEAST = 230.0, 54.0
LIFT = 0.18  # a selected piece rises this share of its height
PLAY_SHARE = 0.62  # a piece in front of a seat, of a hand piece
PLAY_LEAST = 38.0
IN_FRONT_AT = 0.52  # a seat's play lies this share of the way from the middle to its plate, where room is short
PLAY_ACROSS = 3.0  # a play's room, in pieces' widths (more pieces overlap)
PLAY_GAP = 0.1  # kept clear round a play's room (its ring), of a piece's height
HAND_GAP = 0.06  # between two hand pieces laid side by side, of a piece's width


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
) -> CardLayout:
    """The table for a view of ``width`` x ``height`` with ``seats`` seats (plates of
    ``plate`` size) and a hand of ``hand_count`` pieces ``aspect`` wide for their height
    (``hand_share``: the hand's height, of the view's, where a game draws its hand itself;
    ``middle``: the size of the words in the middle of the table, which plays keep clear of;
    ``backs_above``: the share of a plate's height that is the backs peeking out above it,
    which the viewer's plate has not)."""
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
    boxes = [_Box.around(p, plate) for p in plates]
    own = boxes[viewer]
    boxes[viewer] = _Box(own.left, own.top + plate_h * backs_above, own.right, own.bottom)
    plays = _plays(centre, tuple(plates), boxes, middle, felt, aspect, hand_height * PLAY_SHARE)
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


def _plays(
    centre: Point,
    plates: tuple[Point, ...],
    boxes: list[_Box],
    middle: tuple[float, float],
    felt: _Box,
    aspect: float,
    largest: float,
) -> tuple[float, tuple[Point, ...]] | None:
    """The largest play height (at most ``largest``) at which every seat's play finds a
    place between its plate (``boxes``) and the middle, clear of the plates, the middle's
    words, the other plays and the hand, with those places; None if even the least
    finds none."""
    taken = [*boxes, _Box.around(centre, middle)]
    height = largest
    while height >= PLAY_LEAST:
        room = (height * aspect * PLAY_ACROSS + height * PLAY_GAP * 2, height * (1 + PLAY_GAP * 2))
        placed = _placed(centre, plates, boxes, room, felt, taken)
        if placed is not None:
            return height, placed
        height -= 2.0
    return None


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
    else beside it, towards the middle; None if a seat's play fits nowhere."""
    taken = list(taken)
    fronts: dict[int, Point] = {}
    for seat in sorted(range(len(plates)), key=lambda s: plates[s].y):  # the far seats first: the most crowded
        at, box = plates[seat], boxes[seat]
        dx, dy = centre.x - at.x, centre.y - at.y
        # from the plate's centre to the side of its box that faces the middle, and a half play beyond
        clear_x = (box.right - at.x if dx > 0 else at.x - box.left) + room[0] / 2
        clear_y = (box.bottom - at.y if dy > 0 else at.y - box.top) + room[1] / 2
        reach = min(clear_x / abs(dx) if abs(dx) > 1 else math.inf, clear_y / abs(dy) if abs(dy) > 1 else math.inf)
        candidates = [_towards(at, centre, reach)] if reach <= 1 else []
        if abs(dy) > 1:
            candidates.append(Point(at.x, at.y + math.copysign(clear_y, dy)))
        if abs(dx) > 1:
            candidates.append(Point(at.x + math.copysign(clear_x, dx), at.y))
        for point in candidates:
            laid = _Box.around(point, room)
            if laid.within(felt) and not any(laid.meets(other) for other in taken):
                fronts[seat] = point
                taken.append(laid)
                break
        else:
            return None
    return tuple(fronts[seat] for seat in range(len(plates)))
