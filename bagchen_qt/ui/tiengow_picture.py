"""What the Tien Gow table shows of a deal: one plain picture, read from the engine's state.

The scene, its layout and its animations draw a ``TablePicture`` and nothing else, so
the only code that knows the names of the engine's fields is ``picture_of``. Tiles
keep the game's own numbering; ``art_tile`` names the Bagchen tile whose art shows a
kind (both games use the same 21 kinds, by the same indices).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bagchen_qt.rules.tiles import KINDS, TILE_KIND


@dataclass(frozen=True)
class PlayPicture:
    seat: int
    tiles: tuple[int, ...]
    face_up: bool


@dataclass(frozen=True)
class TrickPicture:
    """A trick in play or won: its plays in order; ``top_seat`` holds it (or won it)."""

    plays: tuple[PlayPicture, ...]
    size: int
    top_seat: int | None

    @property
    def leader(self) -> int:
        return self.plays[0].seat


@dataclass(frozen=True)
class TablePicture:
    seats: int
    kind_of: dict[int, int]  # every tile of the deck: its kind (an index of ``rules.tiles.KINDS``)
    hands: tuple[tuple[int, ...], ...]  # by seat
    banker: int | None = None
    resting: frozenset[int] = frozenset()
    dice: tuple[int, ...] | None = None  # the banker's throw, once thrown
    woodpile: tuple[tuple[int, ...], ...] = ()  # the stacks still standing, left to right
    built: tuple[tuple[int, ...], ...] = ()  # the woodpile as built: the stacks the hands were taken from
    trick: TrickPicture | None = None
    won: tuple[TrickPicture, ...] = ()  # every trick won this deal, first to last
    chips: tuple[int, ...] = ()
    actor: int | None = None  # whose decision is due (None while chance acts or when over)
    over: bool = False
    clockwise: bool = False  # TG1: play goes counter-clockwise unless the rules say otherwise
    tricks: tuple[int, ...] = field(default=())  # tricks won by seat (a lead of k tiles counts k)

    def active_seats(self) -> list[int]:
        return [seat for seat in range(self.seats) if seat not in self.resting]

    def tricks_of(self, seat: int) -> int:
        if self.tricks:
            return self.tricks[seat]
        return sum(trick.size for trick in self.won if trick.top_seat == seat)


_ART: dict[int, int] = {}


def art_tile(kind: int) -> int:
    """A Bagchen tile of ``kind``: the tile art of every copy of that kind."""
    if not _ART:
        for tile, tile_kind in enumerate(TILE_KIND):
            _ART.setdefault(int(tile_kind), tile)
    return _ART[kind]


def sort_key(kind: int) -> int:
    """Civil tiles first, high to low, then military: the kind index runs in that order."""
    return kind


def group_key(kind: int) -> tuple[bool, int]:
    """Tiles shown together in the viewer's hand: one civil kind, or one military total."""
    k = KINDS[kind]
    return (k.is_sky, kind if k.is_sky else -k.rank)


# --- from the engine's state ---------------------------------------------------------------


def _trick_of(plays: Any, top_seat: int | None) -> TrickPicture:
    shown = tuple(PlayPicture(int(p.seat), tuple(int(t) for t in p.tiles), bool(p.face_up)) for p in plays)
    return TrickPicture(shown, len(shown[0].tiles), top_seat)


def picture_of(state: Any) -> TablePicture:
    """The table's picture of a Tien Gow deal (``rules.tiengow.state.TienGowState``):
    the engine's names are read here only."""
    rules = state.rules
    seats = int(rules.seats)
    dice: tuple[int, ...] | None = None
    built: tuple[tuple[int, ...], ...] = ()
    for event in state.events:
        name = type(event).__name__
        if name == "ThrowDice":
            dice = tuple(int(d) for d in event.dice)
        elif name == "Shuffle":
            height = max(int(rules.hand_size) // 2, 1)
            order = tuple(int(t) for t in event.order)
            built = tuple(order[i : i + height] for i in range(0, len(order), height))
    trick = None
    if state.trick:
        trick = _trick_of(state.trick, int(state.trick[state.top].seat))
    over, chance = bool(state.is_over), bool(state.is_chance)
    return TablePicture(
        seats=seats,
        kind_of=dict(enumerate(state.deck.tile_kind)),
        hands=tuple(tuple(int(t) for t in hand) for hand in state.hands),
        banker=state.banker,
        resting=frozenset(() if state.rest is None else (int(state.rest),)),
        dice=dice,
        built=built,
        trick=trick,
        won=tuple(_trick_of(t.plays, int(t.winner)) for t in state.history),
        chips=tuple(int(c) for c in state.chips),
        actor=None if over or chance else int(state.actor),
        over=over,
        clockwise=rules.direction == "clockwise",
        tricks=tuple(int(n) for n in state.tricks),
    )
