"""The framework's tile set, and both games' pieces built from it."""

from __future__ import annotations

import pickle

import pytest

from bagchen_qt.core.tileset import KindSpec, TileSet
from bagchen_qt.games.bagchen.rules import tiles
from bagchen_qt.games.tiengow.rules import tiles as tg_tiles

CARDS = TileSet.of(
    "cards", [("A", "spades", 14, 2), ("K", "spades", 13, 1), ("Jk", "joker", 20, 0), ("Q", "hearts", 12, 3)]
)


def test_pieces_are_numbered_in_kind_order() -> None:
    assert CARDS.size == 6
    assert CARDS.width == 4
    assert CARDS.tile_kind == (0, 0, 1, 3, 3, 3)
    assert CARDS.tiles_of_kind == ((0, 1), (2,), (), (3, 4, 5))
    assert CARDS.copies == (2, 1, 0, 3)
    assert [CARDS.copy_of(t) for t in range(6)] == [0, 1, 0, 0, 1, 2]
    assert CARDS.label(5) == "Q#2"
    assert CARDS.format([0, 2, 5]) == "A K Q"


def test_counts_cover_absent_kinds_and_kinds_are_a_sorted_multiset() -> None:
    assert CARDS.counts([5, 0, 3]) == (1, 0, 0, 2)
    assert CARDS.kinds_of([5, 2, 0]) == (0, 1, 3)
    assert CARDS.kinds() == (0, 1, 3)
    assert CARDS.kinds_of_suit("spades") == (0, 1)
    assert CARDS.kinds_of_suit("joker") == ()


def test_with_copies_keeps_the_kinds_and_renumbers() -> None:
    small = CARDS.with_copies("small", (1, 0, 1, 0))
    assert small.specs[2] == KindSpec("Jk", "joker", 20, 1)
    assert small.tile_kind == (0, 2)
    assert small.width == CARDS.width
    with pytest.raises(ValueError, match="4 copy counts"):
        CARDS.with_copies("bad", (1, 2))


def test_bad_tables_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="no kinds"):
        TileSet("empty", ())
    with pytest.raises(ValueError, match="written twice"):
        TileSet.of("twice", [("A", "s", 1, 1), ("A", "h", 1, 1)])
    with pytest.raises(ValueError, match="copies must be 0 or more"):
        KindSpec("A", "s", 1, -1)


def test_bagchen_tiles_are_built_from_its_tile_set() -> None:
    assert tiles.TILE_SET.size == tiles.TILE_COUNT == 64
    assert tiles.TILE_KIND is tiles.TILE_SET.tile_kind
    assert type(tiles.TILE_KIND) is tuple and type(tiles.COPIES) is tuple
    assert tuple(4 if k.is_sky else 2 for k in tiles.KINDS) == tiles.COPIES
    assert [k.copies for k in tiles.KINDS] == list(tiles.COPIES)
    for kind in tiles.KINDS:
        spec = tiles.TILE_SET.specs[kind]
        assert (spec.notation, spec.suit, spec.rank) == (kind.notation, kind.suit, kind.rank)
        assert [t.copy for t in tiles.TILES_OF_KIND[kind]] == list(range(kind.copies))
        assert all(t.kind is kind for t in tiles.TILES_OF_KIND[kind])
    assert [int(t) for t in tiles.TILES] == list(range(64))
    assert tiles.kind_counts(range(64)) == list(tiles.COPIES)


def test_pickles_of_kinds_and_tiles_are_unchanged() -> None:
    # A pickle names the module function and the index, nothing of the table: stored
    # states keep loading whatever the table is built from.
    assert pickle.dumps(tiles.KINDS[3], 4) == (
        b"\x80\x04\x95B\x00\x00\x00\x00\x00\x00\x00\x8c$bagchen_qt.games.bagchen.rules.tiles\x94"
        b"\x8c\x0fkind_from_index\x94\x93\x94K\x03\x85\x94R\x94."
    )
    assert pickle.loads(pickle.dumps(tiles.TILES[37])) is tiles.TILES[37]
    assert pickle.loads(pickle.dumps(tiles.KINDS[20])) is tiles.KINDS[20]


@pytest.mark.parametrize(
    ("name", "size"), [("32", 32), ("30", 30), ("24-nines", 24), ("24-supreme", 24), ("24-no-51", 24)]
)
def test_tien_gow_decks_are_tile_sets_over_its_kinds(name: str, size: int) -> None:
    deck = tg_tiles.DECKS[name]
    assert isinstance(deck, TileSet)
    assert deck.size == size and deck.width == 21
    assert deck.copies == tg_tiles.DECK_COPIES[name]
    assert [s.notation for s in deck.specs] == [k.notation for k in tiles.KINDS]
    assert set(deck.kinds_of_suit("civil")) <= set(tg_tiles.CIVIL_KINDS)
    assert deck.counts(range(size)) == deck.copies
