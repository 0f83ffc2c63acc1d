"""Where things lie on the card table, in the view's own pixels: pure geometry.

The human's hand runs along the bottom; the seats sit evenly round an ellipse above
it, the human's at its bottom, the next to play on the left (clockwise) or on the
right; each seat's last play lies between its plate and the middle of the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

HAND_SHARE = 0.19  # a hand piece's height, of the view's height
HAND_MOST, HAND_LEAST = 230.0, 54.0
LIFT = 0.18  # a selected piece rises this share of its height
PLAY_SHARE = 0.62  # a piece in front of a seat, of a hand piece
PLAY_LEAST = 38.0
IN_FRONT_AT = 0.52  # a seat's play lies this share of the way from the middle to its plate
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
) -> CardLayout:
    """The table for a view of ``width`` x ``height`` with ``seats`` seats (plates of
    ``plate`` size) and a hand of ``hand_count`` pieces ``aspect`` wide for their height
    (``hand_share``: the hand's height, of the view's, where a game draws its hand itself)."""
    margin = edge(width, height)
    hand_height = min(max(height * hand_share * zoom, HAND_LEAST), HAND_MOST * hand_share / HAND_SHARE * zoom)
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
    fronts: list[Point] = []
    for seat in range(seats):
        angle = seat_angle(seat, viewer, seats, clockwise)
        x = centre.x + rx * math.cos(angle)
        y = centre.y + ry * math.sin(angle)
        plates.append(Point(x, y))
        fronts.append(Point(centre.x + (x - centre.x) * IN_FRONT_AT, centre.y + (y - centre.y) * IN_FRONT_AT))
    crowd = 1.0 if seats <= 4 else 4 / seats + 0.25  # more seats, smaller plays: they must not meet
    play_height = max(min(hand_height * PLAY_SHARE, ry * 0.42) * min(crowd, 1.0), PLAY_LEAST)
    return CardLayout(
        width, height, hand_height, step, hand_left, hand_centre_y, play_height, centre, tuple(plates), tuple(fronts)
    )
