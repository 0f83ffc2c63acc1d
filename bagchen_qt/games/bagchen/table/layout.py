"""Where every tile of a Bagchen deal lies on the table, as one seat sees it.

Pure geometry in scene units over the shared felt (``ui/layout.py``: the table's shape,
the seats' anchors, the cross of a trick, rows of won stacks): the towers of the
octagon, the hands, the trick, the won stacks and the tiles laid out for all to see.
The scene animates from one layout to the next.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bagchen_qt.games.bagchen.rules.combos import MOTHER, SON
from bagchen_qt.games.bagchen.rules.dealing import TOWER_SIZE, tower_order
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND
from bagchen_qt.ui.layout import (
    CENTER,
    EDGE,
    HAND_GAP,
    REFERENCE_TABLE,
    SIDE_ROTATION,
    SMALL,
    TILE_W,
    TRICK_GAP,
    Place,
    Table,
    _front_shift,
    _rotate,
    place_won_stacks,
    plays_bottom_up,
    relative,
    seat_anchor,
    side_step,
    trick_geometry,
)

SHOWN_DEPTH = 190.0  # exposed tiles lie this far in front of their hand
TOWER_RADIUS = 250.0
GATHER_STEP = 3.0  # each layer of the gathered stack shows this much of the one beneath


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
    if side in (1, 3):
        step = side_step(len(ordered), table)
    start = -(len(ordered) - 1) * step / 2
    for i, tile in enumerate(ordered):
        dx, dy = _rotate(start + i * step, 0, side)
        places[tile] = Place(ax + dx, ay + dy, SIDE_ROTATION[side], scale, face_up, not face_up, 100 + i)
    return places


def trick_places(state: DealState, viewer: int, all_hands: bool) -> dict[int, Place]:
    """The trick being played: each play in front of its seat (see ``play_places``)."""
    return play_places(state.trick, viewer, all_hands) if state.trick is not None else {}


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


def stack_order(trick: Trick) -> list[TrickPlay]:
    """The plays of a complete trick from the bottom of its stack to the top.

    Each face-down play went under the whole stack and each face-up play on top of it,
    so the last face-down play lies lowest and the winning play on top (when all four
    are face down, the lead wins and lies on top)."""
    return plays_bottom_up(trick.plays)


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
