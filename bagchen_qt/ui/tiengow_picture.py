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


def _get(state: Any, *names: str, default: Any = None) -> Any:
    for name in names:
        if hasattr(state, name):
            return getattr(state, name)
    return default


def _play_of(play: Any) -> PlayPicture:
    return PlayPicture(int(play.seat), tuple(int(t) for t in play.tiles), bool(play.face_up))


def _trick_of(trick: Any) -> TrickPicture:
    plays = tuple(_play_of(p) for p in trick.plays)
    size = int(_get(trick, "size", default=len(plays[0].tiles) if plays else 1))
    top = _get(trick, "top_seat", "winner", default=None)
    return TrickPicture(plays, size, None if top is None else int(top))


def picture_of(state: Any, kind_of: dict[int, int] | None = None) -> TablePicture:
    """The table's picture of a Tien Gow state (the engine's names are read here only)."""
    rules = state.rules
    seats = int(_get(rules, "seats", default=len(state.hands)))
    if kind_of is None:
        kind_of = kinds_of_deck(state)
    resting = _get(state, "resting", default=None)
    if resting is None:
        resting_set: frozenset[int] = frozenset()
    elif isinstance(resting, int):
        resting_set = frozenset((resting,))
    else:
        resting_set = frozenset(int(s) for s in resting)
    trick = _get(state, "trick", default=None)
    won = tuple(_trick_of(t) for t in _get(state, "tricks", default=()))
    stacks = _get(state, "woodpile", default=()) or ()
    built = _get(state, "built", "woodpile_built", default=()) or ()
    dice = _get(state, "dice", default=None)
    over = bool(state.is_over)
    chance = bool(state.is_chance)
    return TablePicture(
        seats=seats,
        kind_of=kind_of,
        hands=tuple(tuple(int(t) for t in hand) for hand in state.hands),
        banker=_get(state, "banker", default=None),
        resting=resting_set,
        dice=tuple(dice) if dice else None,
        woodpile=tuple(tuple(int(t) for t in stack) for stack in stacks),
        built=tuple(tuple(int(t) for t in stack) for stack in built),
        trick=_trick_of(trick) if trick is not None and trick.plays else None,
        won=won,
        chips=tuple(_get(state, "chips", default=(0,) * seats)),
        actor=None if over or chance else int(state.actor),
        over=over,
        clockwise=_get(rules, "direction", default="counter-clockwise") == "clockwise",
        tricks=tuple(_get(state, "tricks_won", default=()) or ()),
    )


def kinds_of_deck(state: Any) -> dict[int, int]:
    """Every tile of the deck the state was dealt from, with its kind."""
    from bagchen_qt.rules.tiengow.tiles import deck_named

    return dict(enumerate(deck_named(state.rules.deck).tile_kind))
