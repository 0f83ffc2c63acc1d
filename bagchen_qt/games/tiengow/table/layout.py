"""Where every tile of a Tien Gow deal lies, for 2, 3 or 4 seats and any hand size.

Pure geometry over a ``TablePicture``, on the same felt and with the same sizes as the
Bagchen table (``layout``): the viewer at the bottom, the trick as a cross in the
middle, won tricks in a row of small stacks beside each seat, and before the hands
are taken the woodpile, a row of face-down stacks across the middle.

A seat's *side* is where it sits on screen: 0 bottom, 1 left, 2 top, 3 right. Tien
Gow is played counter-clockwise (TG1), so the next seat sits on the right; three
seats leave the top empty, two face each other.
"""

from __future__ import annotations

from bagchen_qt.games.tiengow.table.picture import PlayPicture, TablePicture, TrickPicture, group_key, sort_key
from bagchen_qt.ui.layout import (
    CENTER,
    REFERENCE_TABLE,
    SIDE_ROTATION,
    SMALL,
    TILE_W,
    Place,
    Table,
    _rotate,
    place_won_stacks,
    plays_bottom_up,
    seat_anchor,
    side_step,
    trick_geometry,
)

HAND_GAP = 12.0
WOODPILE_SCALE = 0.78
WOODPILE_LEVEL = 7.0  # how much of the tile beneath each layer of a stack shows
WOODPILE_GAP = 8.0

_SIDES = {
    (4, False): (0, 3, 2, 1),
    (4, True): (0, 1, 2, 3),
    (3, False): (0, 3, 1),
    (3, True): (0, 1, 3),
    (2, False): (0, 2),
    (2, True): (0, 2),
}


def side_of(seat: int, viewer: int, seats: int, clockwise: bool = False) -> int:
    """Where ``seat`` sits on screen as ``viewer`` sees the table."""
    return _SIDES[(seats, clockwise)][(seat - viewer) % seats]


def hand_places(
    picture: TablePicture, seat: int, viewer: int, face_up: bool, table: Table = REFERENCE_TABLE
) -> dict[int, Place]:
    """The viewer's hand face up in a row, tiles of a kind (or a military total)
    together; other hands as standing backs along their side, in the order dealt (or,
    with every hand open, face up in order of kind)."""
    hand = picture.hands[seat]
    side = side_of(seat, viewer, picture.seats, picture.clockwise)
    ax, ay = seat_anchor(side, table)
    places: dict[int, Place] = {}
    if side == 0 and face_up:
        ordered = sorted(hand, key=lambda t: (sort_key(picture.kind_of[t]), t))
        scale = table.hand_scale(len(ordered))
        step = TILE_W * scale + 2
        groups: list[list[int]] = []
        for tile in ordered:
            if groups and group_key(picture.kind_of[groups[-1][-1]]) == group_key(picture.kind_of[tile]):
                groups[-1].append(tile)
            else:
                groups.append([tile])
        width = len(ordered) * step + HAND_GAP * max(len(groups) - 1, 0)
        x = ax - width / 2 + step / 2
        for group in groups:
            for tile in group:
                places[tile] = Place(x, ay, 0.0, scale, True, False, 100)
                x += step
            x += HAND_GAP
        return places
    ordered = list(hand)  # the order dealt: a slot never tells what a hidden tile is
    if face_up:  # every hand open (the replay): in order of kind, as the viewer's is
        ordered.sort(key=lambda t: (sort_key(picture.kind_of[t]), t) if t in picture.kind_of else (-1, t))
    step = TILE_W * SMALL * 0.9
    if side in (1, 3):
        step = side_step(len(ordered), table)
    start = -(len(ordered) - 1) * step / 2
    for i, tile in enumerate(ordered):
        dx, dy = _rotate(start + i * step, 0, side)
        places[tile] = Place(ax + dx, ay + dy, SIDE_ROTATION[side], SMALL, face_up, not face_up, 100 + i)
    return places


WOODPILE_ASIDE = 330.0  # where a woodpile left standing during the play lies, right of the middle


def woodpile_places(
    stacks: tuple[tuple[int, ...], ...], positions: int | None = None, aside: bool = False
) -> dict[int, Place]:
    """The woodpile: a row of face-down stacks across the middle, the first on the left.
    ``positions``: how many stacks the row was built with (taken stacks leave gaps);
    ``aside``: moved to the right, out of the trick's way, while hands are played
    (Moving Mice's second round waits there)."""
    count = positions if positions is not None else len(stacks)
    w = TILE_W * WOODPILE_SCALE
    step = w + WOODPILE_GAP
    centre = CENTER[0] + (WOODPILE_ASIDE if aside else 0.0)
    places: dict[int, Place] = {}
    for index, stack in enumerate(stacks):
        x = centre + (index - (count - 1) / 2) * step
        for level, tile in enumerate(stack):
            places[tile] = Place(
                x, CENTER[1] + 20 - level * WOODPILE_LEVEL, 0.0, WOODPILE_SCALE, False, False, 20 + level
            )
    return places


def play_places(trick: TrickPicture, picture: TablePicture, viewer: int, all_hands: bool) -> dict[int, Place]:
    """The plays of a trick as a cross, each in front of its seat; face-down plays as
    backs (unless ``all_hands``), lying under the face-up ones."""
    geometry = trick_geometry(trick.size)
    places: dict[int, Place] = {}
    for depth, play in enumerate(trick.plays):
        side = side_of(play.seat, viewer, picture.seats, picture.clockwise)
        z = 200 + depth * 10 if play.face_up else 190 - depth
        for i, tile in enumerate(play.tiles):
            x, y = geometry.tile_centre(side, i)
            places[tile] = Place(x, y, 0.0, geometry.scale, play.face_up or all_hands, False, z)
    return places


def stack_order(trick: TrickPicture) -> list[PlayPicture]:
    """A won trick from the bottom of its stack to the top: face-down plays beneath,
    the face-up plays above in the order laid, the winning play on top."""
    return plays_bottom_up(trick.plays)


def gathered_places(trick: TrickPicture, all_hands: bool) -> dict[int, Place]:
    """A complete trick gathered in the middle before it goes to its winner."""
    geometry = trick_geometry(trick.size)
    places: dict[int, Place] = {}
    for level, play in enumerate(stack_order(trick)):
        for i, tile in enumerate(play.tiles):
            x = CENTER[0] + (i - (trick.size - 1) / 2) * (geometry.tile_w + 4)
            y = CENTER[1] - level * 3.0
            places[tile] = Place(x, y, 0.0, geometry.scale, play.face_up or all_hands, False, 180 + level)
    return places


def won_places(picture: TablePicture, viewer: int, all_hands: bool, table: Table = REFERENCE_TABLE) -> dict[int, Place]:
    """Won tricks beside their winner, a small stack per tile led, in a row that grows
    toward the middle; only the winning play shows its face."""
    places: dict[int, Place] = {}
    count: dict[int, int] = {}
    for trick in picture.won:
        if trick.top_seat is None:
            continue
        side = side_of(trick.top_seat, viewer, picture.seats, picture.clockwise)
        count[side] = place_won_stacks(places, stack_order(trick), side, count.get(side, 0), all_hands, table)
    return places


def layout(
    picture: TablePicture, viewer: int, all_hands: bool = False, table: Table = REFERENCE_TABLE
) -> dict[int, Place]:
    """Every tile's place; a tile of the deck with no place is off the table."""
    places: dict[int, Place] = {}
    if picture.woodpile:
        aside = any(picture.hands)
        if aside:
            places.update(woodpile_places(picture.woodpile, aside=True))
        else:
            positions = len(picture.built) if picture.built else len(picture.woodpile)
            standing = {stack: i for i, stack in enumerate(picture.built)}
            if picture.built and all(stack in standing for stack in picture.woodpile):
                for stack in picture.woodpile:
                    places.update(woodpile_places(((),) * standing[stack] + (stack,), positions))
            else:
                places.update(woodpile_places(picture.woodpile, positions))
    for seat in range(picture.seats):
        if picture.hands[seat]:
            face_up = all_hands or seat == viewer
            places.update(hand_places(picture, seat, viewer, face_up, table))
    if picture.trick is not None:
        places.update(play_places(picture.trick, picture, viewer, all_hands))
    places.update(won_places(picture, viewer, all_hands, table))
    return places


def dealing_order(picture: TablePicture) -> list[tuple[int, int]]:
    """(stack index, seat) in the order the hands are taken from the woodpile (TG15):
    the banker takes stack 0 and stack n, the next active seat in play order 1 and
    n + 1, and so on, n being the number of active seats."""
    active = picture.active_seats()
    if not picture.built or not active:
        return []
    banker = picture.banker if picture.banker in active else active[0]
    start = active.index(banker)
    order = active[start:] + active[:start]
    n = len(order)
    return [(index, order[index % n]) for index in range(len(picture.built))]
