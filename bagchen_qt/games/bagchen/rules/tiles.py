"""The 21 tile kinds and the 64 physical tiles of a Bagchen set.

The kinds are the domino set's (``core.dominoes``: their pips, order and notation);
what is Bagchen's here is their suits (sky and earth), ranks and names, and the set of
two dominoes.

Kinds and tiles are small ``int`` subclasses: the engine's hot loops index arrays
with them, while printing and parsing use the ``H-L`` notation of the rules (R1).
Kind numbers run from the highest sky tile to the lowest earth tile. The set itself
(copies, numbering, the tile-to-kind table) is the framework's ``TileSet``:
``TILE_SET``; the names below are its tables under Bagchen's names.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Self

from bagchen_qt.core import dominoes
from bagchen_qt.core.dominoes import Domino
from bagchen_qt.core.tileset import KindSpec, TileSet


class Suit(StrEnum):
    SKY = "sky"
    EARTH = "earth"


class Kind(Domino):
    """One of the 21 tile kinds (a throw of two dice) with Bagchen's suit, rank and name."""

    suit: Suit
    rank: int  # higher beats lower within a suit; equal ranks do not beat each other
    name: str  # English name of the kind's rank, e.g. "sisters", "earth chief"
    copies: int

    def __new__(cls, index: int, suit: Suit, rank: int, name: str) -> Self:
        kind = super().__new__(cls, index)
        kind.suit, kind.rank, kind.name = suit, rank, name
        kind.copies = TILE_SET.copies[index]
        return kind

    @property
    def is_sky(self) -> bool:
        return self.suit is Suit.SKY

    def __repr__(self) -> str:
        return f"Kind({self.notation})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (kind_from_index, (int(self),))


# Bagchen's suit, rank and name of each kind of the domino set (R1), by its pips;
# the kinds keep the set's order, from the highest sky tile to the lowest earth tile.
_BAGCHEN_KINDS: dict[str, tuple[Suit, int, str]] = {
    "6-6": (Suit.SKY, 6, "sky chief"),
    "1-1": (Suit.SKY, 5, "sky minister"),
    "4-4": (Suit.SKY, 4, "lama"),
    "3-1": (Suit.SKY, 3, "bird"),
    "5-5": (Suit.SKY, 2, "sisters"),
    "3-3": (Suit.SKY, 2, "sisters"),
    "2-2": (Suit.SKY, 2, "sisters"),
    "6-5": (Suit.SKY, 1, "people"),
    "6-4": (Suit.SKY, 1, "people"),
    "6-1": (Suit.SKY, 1, "people"),
    "5-1": (Suit.SKY, 1, "people"),
    "6-3": (Suit.EARTH, 6, "earth chief"),
    "5-4": (Suit.EARTH, 6, "earth chief"),
    "6-2": (Suit.EARTH, 5, "earth minister"),
    "5-3": (Suit.EARTH, 5, "earth minister"),
    "5-2": (Suit.EARTH, 4, "seven"),
    "4-3": (Suit.EARTH, 4, "seven"),
    "4-2": (Suit.EARTH, 3, "mother"),
    "4-1": (Suit.EARTH, 2, "five"),
    "3-2": (Suit.EARTH, 2, "five"),
    "2-1": (Suit.EARTH, 1, "son"),
}
_KIND_TABLE = [_BAGCHEN_KINDS[notation] for notation in dominoes.NOTATIONS]

# R1: two domino sets, four of each sky kind and two of each earth kind.
TILE_SET = TileSet(
    "bagchen",
    tuple(
        KindSpec(dominoes.NOTATIONS[k], suit, rank, 2 * dominoes.COPIES_IN_A_SET[k])
        for k, (suit, rank, _) in enumerate(_KIND_TABLE)
    ),
)
KIND_COUNT = TILE_SET.width  # 21: the length of a count vector

KINDS: tuple[Kind, ...] = tuple(Kind(i, *row) for i, row in enumerate(_KIND_TABLE))
SKY_KINDS: tuple[Kind, ...] = tuple(k for k in KINDS if k.is_sky)
EARTH_KINDS: tuple[Kind, ...] = tuple(k for k in KINDS if not k.is_sky)

# Rank names of the earth suit as players say them; "nine" and "owl" are common too.
ALTERNATIVE_NAMES = {"earth chief": "nine", "earth minister": "eight", "five": "owl"}


def kind_from_index(index: int) -> Kind:
    return KINDS[index]


def kind_of_dice(a: int, b: int) -> Kind:
    """The kind that a throw of two dice names (R1: the 21 kinds are the 21 throws)."""
    return KINDS[dominoes.kind_of_dice(a, b)]


def parse_kind(text: str) -> Kind:
    """Parse ``"H-L"`` in either order (``"1-3"`` is the bird, 3-1)."""
    return KINDS[dominoes.parse_pips(text)]


def parse_kinds(texts: Iterable[str] | str) -> tuple[Kind, ...]:
    """Parse a list of tiles, or one string of tiles separated by spaces or commas."""
    if isinstance(texts, str):
        texts = texts.replace(",", " ").split()
    return tuple(parse_kind(t) for t in texts)


format_kinds = dominoes.format_kinds


class Tile(int):
    """One of the 64 physical tiles: a kind and which copy of it (0-based)."""

    kind: Kind
    copy: int

    def __new__(cls, index: int, kind: Kind, copy: int) -> Tile:
        tile = super().__new__(cls, index)
        tile.kind, tile.copy = kind, copy
        return tile

    @property
    def notation(self) -> str:
        return self.kind.notation

    @property
    def label(self) -> str:
        """Notation that tells the copies apart: ``6-6#0`` … ``6-6#3``."""
        return f"{self.kind.notation}#{self.copy}"

    def __repr__(self) -> str:
        return f"Tile({self.label})"

    def __str__(self) -> str:
        return self.kind.notation

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (tile_from_index, (int(self),))


TILES: tuple[Tile, ...] = tuple(Tile(t, KINDS[k], TILE_SET.copy_of(t)) for t, k in enumerate(TILE_SET.tile_kind))
TILE_COUNT = TILE_SET.size
if TILE_COUNT != 64:
    raise AssertionError(f"a Bagchen set has 64 tiles, the table gives {TILE_COUNT}")
# TILE_KIND[t] is the kind index of tile t: the hot paths use this tuple, not attributes.
TILE_KIND: tuple[int, ...] = TILE_SET.tile_kind
TILES_OF_KIND: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(TILES[t] for t in of_kind) for of_kind in TILE_SET.tiles_of_kind
)
COPIES: tuple[int, ...] = TILE_SET.copies


def tile_from_index(index: int) -> Tile:
    return TILES[index]


def parse_tile(text: str) -> Tile:
    """Parse ``"6-6#2"`` (a given copy) or ``"6-6"`` (its first copy)."""
    kind_text, _, copy_text = text.strip().partition("#")
    kind = parse_kind(kind_text)
    has_copy = "#" in text
    copy = int(copy_text) if copy_text.strip().isdigit() else 0
    if has_copy and not copy_text.strip().isdigit() or copy >= kind.copies:
        raise ValueError(f"{text!r}: {kind.notation} has copies #0 to #{kind.copies - 1}")
    return TILES_OF_KIND[kind][copy]


def kind_counts(tiles: Iterable[int]) -> list[int]:
    """How many tiles of each kind: a list of 21 counts."""
    counts = [0] * KIND_COUNT
    for t in tiles:
        counts[TILE_KIND[t]] += 1
    return counts


def kinds_of_tiles(tiles: Iterable[int]) -> list[Kind]:
    """The kinds of physical tiles (0..63), in the order given."""
    return [KINDS[TILE_KIND[t]] for t in tiles]


def kinds_of(tiles: Iterable[int]) -> tuple[int, ...]:
    """The sorted kinds of some tiles (a multiset, as the rules see a play)."""
    return tuple(sorted(TILE_KIND[t] for t in tiles))
