"""A set of tiles (or cards) as a value: its kinds, how many copies of each, and the
physical pieces numbered from them.

Every game of the family builds its pieces from a ``TileSet``: Bagchen's 64 tiles,
Tien Gow's decks of 32, 30 and 24, and a pack of cards just as well. A kind is a
notation, a suit and a rank; the set gives each kind its copies. Pieces are numbered
0 … size-1 in kind order, so the copies of a kind are neighbours and a sorted hand is
grouped by kind. The tables are plain tuples, built once: the engines' hot loops index
them (``tile_kind[t]``, ``counts`` vectors ``width`` long).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class KindSpec:
    """One kind of piece: how it is written, its suit, its rank within the suit (the
    game's usual order; a game may keep other orders beside it) and its copies."""

    notation: str
    suit: str
    rank: int
    copies: int

    def __post_init__(self) -> None:
        if self.copies < 0:
            raise ValueError(f"kind {self.notation}: copies must be 0 or more, not {self.copies}")


def _numbered(copies: Sequence[int]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    tile_kind = tuple(k for k, n in enumerate(copies) for _ in range(n))
    first, of_kind = 0, []
    for n in copies:
        of_kind.append(tuple(range(first, first + n)))
        first += n
    return tile_kind, tuple(of_kind)


@dataclass(frozen=True)
class TileSet:
    """The kinds of a game and the pieces numbered from them.

    ``width`` is the length of a count vector (one count per kind, absent kinds
    included, so that kind indices mean the same in every set built from one table);
    ``tile_kind[t]`` is piece ``t``'s kind; ``tiles_of_kind[k]`` the pieces of kind
    ``k``; ``copies[k]`` how many there are."""

    name: str
    specs: tuple[KindSpec, ...]
    copies: tuple[int, ...] = field(init=False, compare=False, repr=False)
    tile_kind: tuple[int, ...] = field(init=False, compare=False, repr=False)
    tiles_of_kind: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        specs = tuple(self.specs)
        if not specs:
            raise ValueError(f"tile set {self.name!r} has no kinds")
        notations = [s.notation for s in specs]
        if len(set(notations)) != len(notations):
            raise ValueError(f"tile set {self.name!r}: a kind is written twice")
        copies = tuple(s.copies for s in specs)
        tile_kind, of_kind = _numbered(copies)
        object.__setattr__(self, "specs", specs)
        object.__setattr__(self, "copies", copies)
        object.__setattr__(self, "tile_kind", tile_kind)
        object.__setattr__(self, "tiles_of_kind", of_kind)

    @classmethod
    def of(cls, name: str, kinds: Iterable[tuple[str, str, int, int]]) -> TileSet:
        """A set from rows of (notation, suit, rank, copies)."""
        return cls(name, tuple(KindSpec(*row) for row in kinds))

    def with_copies(self, name: str, copies: Sequence[int]) -> TileSet:
        """The same kinds with other copies (a deck that leaves some kinds out)."""
        if len(copies) != self.width:
            raise ValueError(f"tile set {name!r}: {self.width} copy counts are needed, not {len(copies)}")
        return TileSet(
            name, tuple(KindSpec(s.notation, s.suit, s.rank, n) for s, n in zip(self.specs, copies, strict=True))
        )

    @property
    def width(self) -> int:
        """Kinds in the table: the length of a count vector."""
        return len(self.specs)

    @property
    def size(self) -> int:
        """Pieces in the set."""
        return len(self.tile_kind)

    def kinds(self) -> tuple[int, ...]:
        """The kinds present (at least one copy), in kind order."""
        return tuple(k for k, n in enumerate(self.copies) if n)

    def kinds_of_suit(self, suit: str) -> tuple[int, ...]:
        """The kinds present in ``suit``, in kind order."""
        return tuple(k for k in self.kinds() if self.specs[k].suit == suit)

    def counts(self, tiles: Iterable[int]) -> tuple[int, ...]:
        """How many of ``tiles`` are of each kind: ``width`` counts."""
        counts = [0] * len(self.specs)
        tile_kind = self.tile_kind
        for t in tiles:
            counts[tile_kind[t]] += 1
        return tuple(counts)

    def kinds_of(self, tiles: Iterable[int]) -> tuple[int, ...]:
        """The sorted kinds of some pieces (a multiset, as rules see a play)."""
        tile_kind = self.tile_kind
        return tuple(sorted(tile_kind[t] for t in tiles))

    def copy_of(self, tile: int) -> int:
        """Which copy of its kind piece ``tile`` is (0-based)."""
        return tile - self.tiles_of_kind[self.tile_kind[tile]][0]

    def notation(self, kind: int) -> str:
        return self.specs[kind].notation

    def label(self, tile: int) -> str:
        """The kind and which copy: ``6-6#1``."""
        return f"{self.specs[self.tile_kind[tile]].notation}#{self.copy_of(tile)}"

    def format(self, tiles: Iterable[int]) -> str:
        """Pieces written by their kinds, separated by spaces."""
        specs, tile_kind = self.specs, self.tile_kind
        return " ".join(specs[tile_kind[t]].notation for t in tiles)
