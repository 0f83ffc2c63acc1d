"""The Chinese domino set as equipment: its 21 kinds of tile by their pips, and one set's
32 tiles.

A kind is the throw of two dice its halves show, written ``H-L`` (higher half first:
"6-3"). The family numbers the kinds 0 … 20 in one order that every domino game here
shares, so that count vectors and kind indices mean the same in each: the eleven
kinds a set holds twice (the doubled kinds, from 6-6 down to 5-1), then the ten it
holds once (from 6-3 down to 2-1). What a kind is called, its suit and its rank are a
game's own: Bagchen's sky and earth, Tien Gow's civil and military are built on this.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Self

# The kinds' pips (high, low) in the family's order: the doubled kinds first.
PIPS: tuple[tuple[int, int], ...] = (
    (6, 6),
    (1, 1),
    (4, 4),
    (3, 1),
    (5, 5),
    (3, 3),
    (2, 2),
    (6, 5),
    (6, 4),
    (6, 1),
    (5, 1),
    (6, 3),
    (5, 4),
    (6, 2),
    (5, 3),
    (5, 2),
    (4, 3),
    (4, 2),
    (4, 1),
    (3, 2),
    (2, 1),
)
KIND_COUNT = len(PIPS)  # 21: every throw of two dice
DOUBLED_COUNT = 11  # the first eleven kinds come twice in a set
# COPIES_IN_A_SET[k]: how many tiles of kind k one set holds (32 in all).
COPIES_IN_A_SET: tuple[int, ...] = tuple(2 if k < DOUBLED_COUNT else 1 for k in range(KIND_COUNT))
NOTATIONS: tuple[str, ...] = tuple(f"{high}-{low}" for high, low in PIPS)

_KIND_OF_PIPS = {pips: k for k, pips in enumerate(PIPS)}


def is_doubled(kind: int) -> bool:
    """Whether a set holds two tiles of ``kind`` (Bagchen's sky, Tien Gow's civil kinds)."""
    return kind < DOUBLED_COUNT


def pip_total(kind: int) -> int:
    high, low = PIPS[kind]
    return high + low


def kind_of_dice(a: int, b: int) -> int:
    """The kind that a throw of two dice names, in either order."""
    if not (1 <= a <= 6 and 1 <= b <= 6):
        raise ValueError(f"a die shows 1 to 6, not {a} and {b}")
    return _KIND_OF_PIPS[(max(a, b), min(a, b))]


def parse_pips(text: str) -> int:
    """The kind written ``"H-L"`` (or ``"H:L"``), in either order: ``"1-3"`` is 3-1."""
    parts = text.strip().replace(":", "-").split("-")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"{text!r} is not a tile: write it as two pip counts, e.g. 6-6 or 4-2")
    a, b = (int(p) for p in parts)
    try:
        return kind_of_dice(a, b)
    except ValueError:
        raise ValueError(f"{text!r} is not a tile: each half has 1 to 6 pips") from None


def format_kinds(kinds: Iterable[int]) -> str:
    """Kinds written by their pips, separated by spaces: ``"6-6 4-2"``."""
    return " ".join(NOTATIONS[k] for k in kinds)


class Domino(int):
    """A kind as the table draws it: its index and the pips of its two halves, the higher
    first. A game that names no kind of its own shows a tile by this alone."""

    high: int
    low: int

    def __new__(cls, index: int) -> Self:
        domino = super().__new__(cls, index)
        domino.high, domino.low = PIPS[index]
        return domino

    @property
    def notation(self) -> str:
        return NOTATIONS[self]

    def __repr__(self) -> str:
        return f"Domino({self.notation})"

    def __str__(self) -> str:
        return self.notation

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Domino, (int(self),))


DOMINOES: tuple[Domino, ...] = tuple(Domino(k) for k in range(KIND_COUNT))
