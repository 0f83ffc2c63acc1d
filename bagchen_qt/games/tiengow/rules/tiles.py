"""Tien Gow's tiles: the decks of TG3 over the domino set's 21 kinds, suits, ranks.

A kind is the index of ``core.dominoes`` (the 21 throws, in the set's order); the kinds
a set holds twice are Tien Gow's civil suit, the others the military one (TG2). Every
civil kind has its own rank; military kinds rank by their pip totals. A deck numbers its tiles 0..n-1
in kind order, so the copies of a kind are neighbours and a sorted hand is grouped by
kind. A deck is the framework's ``TileSet``: the Tien Gow kinds (``TIEN_GOW_TILES``,
the 32 tiles) with the deck's copies. Hot paths index the plain tuples here
(``Deck.tile_kind``, ``CIVIL``, rank tables).
"""

from __future__ import annotations

from collections.abc import Iterable

from bagchen_qt.core import dominoes
from bagchen_qt.core.quoting import short_repr
from bagchen_qt.core.tileset import TileSet

KIND_COUNT = dominoes.KIND_COUNT  # 21

# CIVIL[k]: whether kind k is civil (the kinds a set holds twice); the others are military.
CIVIL: tuple[bool, ...] = tuple(dominoes.is_doubled(k) for k in range(KIND_COUNT))
CIVIL_KINDS: tuple[int, ...] = tuple(k for k in range(KIND_COUNT) if CIVIL[k])
MILITARY_KINDS: tuple[int, ...] = tuple(k for k in range(KIND_COUNT) if not CIVIL[k])


def kind_index(notation: str) -> int:
    return dominoes.parse_pips(notation)


def notation(kind: int) -> str:
    return dominoes.NOTATIONS[kind]


format_kinds = dominoes.format_kinds
pips = dominoes.pip_total


# Civil ranks under single_order "classic" (TG2): the kind table runs from 6-6 down to
# 5-1, so the rank is 11 minus the index. Under "pips" a civil kind ranks by pip total.
_CLASSIC_CIVIL = {k: 11 - k for k in CIVIL_KINDS}
# Military ranks by pip total as [NH] orders them: nines 6, eights 5, sevens 4, 4-2 3,
# fives 2, 2-1 1 (the same as Bagchen's earth ranks).
_MILITARY_RANK_BY_PIPS = {9: 6, 8: 5, 7: 4, 6: 3, 5: 2, 3: 1}
_MILITARY = {k: _MILITARY_RANK_BY_PIPS[pips(k)] for k in MILITARY_KINDS}

SINGLE_ORDERS = ("classic", "pips")
# SINGLE_RANK[order][k]: the rank of kind k as a single; equal ranks do not beat.
SINGLE_RANK: dict[str, tuple[int, ...]] = {
    "classic": tuple(_CLASSIC_CIVIL[k] if CIVIL[k] else _MILITARY[k] for k in range(KIND_COUNT)),
    "pips": tuple(pips(k) if CIVIL[k] else _MILITARY[k] for k in range(KIND_COUNT)),
}

NINES = (kind_index("6-3"), kind_index("5-4"))
EIGHTS = (kind_index("6-2"), kind_index("5-3"))
SEVENS = (kind_index("5-2"), kind_index("4-3"))
FIVES = (kind_index("4-1"), kind_index("3-2"))
SUPREME = (kind_index("4-2"), kind_index("2-1"))  # 至尊, Gee Joon
HEAVEN, EARTH, MAN, HARMONY = (kind_index(t) for t in ("6-6", "1-1", "4-4", "3-1"))
FIVE_ONE = kind_index("5-1")
# The four matched ranks of mixed sets (TG7), highest first: civil kind, military pair.
MATCHED: tuple[tuple[int, tuple[int, int]], ...] = (
    (HEAVEN, NINES),
    (EARTH, EIGHTS),
    (MAN, SEVENS),
    (HARMONY, FIVES),
)
SMALL_STRAIGHT = tuple(sorted(kind_index(t) for t in ("1-1", "2-2", "3-3")))
BIG_STRAIGHT = tuple(sorted(kind_index(t) for t in ("4-4", "5-5", "6-6")))


# --- decks (TG3) ------------------------------------------------------------------------


def _copies(kinds_and_copies: dict[int, int]) -> tuple[int, ...]:
    return tuple(kinds_and_copies.get(k, 0) for k in range(KIND_COUNT))


_FULL = {k: (2 if CIVIL[k] else 1) for k in range(KIND_COUNT)}
_CIVIL_ONLY = {k: 2 for k in CIVIL_KINDS}

DECK_COPIES: dict[str, tuple[int, ...]] = {
    "32": _copies(_FULL),
    "30": _copies({k: c for k, c in _FULL.items() if k not in SUPREME}),
    "24-nines": _copies({**_CIVIL_ONLY, NINES[0]: 1, NINES[1]: 1}),
    "24-supreme": _copies({**_CIVIL_ONLY, SUPREME[0]: 1, SUPREME[1]: 1}),
    "24-no-51": _copies({**{k: 2 for k in CIVIL_KINDS if k != FIVE_ONE}, **{k: 1 for k in NINES + SUPREME}}),
}
DECK_NAMES = tuple(DECK_COPIES)


# The 32 tiles with Tien Gow's suits and classic single ranks (TG2, TG3); every deck is
# these kinds with its own copies, so kind indices and count vectors stay 21 wide.
TIEN_GOW_TILES = TileSet.of(
    "32",
    (
        (notation(k), "civil" if CIVIL[k] else "military", SINGLE_RANK["classic"][k], DECK_COPIES["32"][k])
        for k in range(KIND_COUNT)
    ),
)

# A deck: its name, copies per kind (21 counts), ``tile_kind`` and ``tiles_of_kind``.
Deck = TileSet


def _build(name: str) -> Deck:
    return TIEN_GOW_TILES.with_copies(name, DECK_COPIES[name])


DECKS: dict[str, Deck] = {name: _build(name) for name in DECK_NAMES}


def deck_named(name: str) -> Deck:
    try:
        return DECKS[name]
    except KeyError:
        raise ValueError(f"deck must be one of {', '.join(DECK_NAMES)}, not {short_repr(name)}") from None


def rank_groups(deck: Deck, civil: bool, order: str) -> list[list[int]]:
    """The deck's kinds of one suit from high to low, equal ranks grouped (the ``ranks`` cases)."""
    ranks = SINGLE_RANK[order]
    kinds = [k for k in deck.kinds() if CIVIL[k] == civil]
    groups: dict[int, list[int]] = {}
    for k in kinds:
        groups.setdefault(ranks[k], []).append(k)
    return [groups[r] for r in sorted(groups, reverse=True)]


# --- red pips (TG27, Nau Tin Kau) ---------------------------------------------------------

RED_SIXES = ("heaven", "all")


def _red(kind: int, red_sixes: str) -> int:
    total = 0
    for face in dominoes.PIPS[kind]:
        if face in (1, 4):
            total += face
        elif face == 6 and (red_sixes == "all" or kind == HEAVEN):
            total += 3  # half of a six's pips are red
    return total


# RED_PIPS[red_sixes][k]: the red pips of kind k.
RED_PIPS: dict[str, tuple[int, ...]] = {
    choice: tuple(_red(k, choice) for k in range(KIND_COUNT)) for choice in RED_SIXES
}


def red_pips(kinds: Iterable[int], red_sixes: str = "heaven") -> int:
    table = RED_PIPS[red_sixes]
    return sum(table[k] for k in kinds)
