"""Tien Gow's decks (TG3), ranks (TG2) and red pips (TG27) over the domino set's kinds."""

import pytest

from bagchen_qt.games.bagchen.rules.tiles import KINDS
from bagchen_qt.games.tiengow.rules.tiles import (
    CIVIL,
    DECKS,
    SINGLE_RANK,
    deck_named,
    format_kinds,
    kind_index,
    rank_groups,
    red_pips,
)


def test_kinds_are_bagchens_and_the_civil_suit_is_the_sky() -> None:
    assert [KINDS[k].is_sky for k in range(21)] == list(CIVIL)
    assert kind_index("6-6") == 0 and kind_index("1-2") == 20


@pytest.mark.parametrize(
    ("name", "size", "absent"),
    [
        ("32", 32, ""),
        ("30", 30, "4-2 2-1"),
        ("24-nines", 24, "6-2 4-2"),
        ("24-supreme", 24, "6-3 5-4"),
        ("24-no-51", 24, "5-1 6-2"),
    ],
)
def test_each_deck_numbers_its_tiles_in_kind_order(name: str, size: int, absent: str) -> None:
    deck = DECKS[name]
    assert deck.size == size == sum(deck.copies)
    assert list(deck.tile_kind) == sorted(deck.tile_kind)
    for notation in absent.split():
        assert deck.copies[kind_index(notation)] == 0
    assert all(deck.tile_kind[t] == k for k, tiles in enumerate(deck.tiles_of_kind) for t in tiles)
    assert deck.label(1) == "6-6#1" and deck.counts([0, 1])[0] == 2


def test_every_civil_kind_has_its_own_rank_in_the_classic_order() -> None:
    ranks = SINGLE_RANK["classic"]
    assert ranks[kind_index("3-3")] > ranks[kind_index("2-2")]
    assert ranks[kind_index("6-5")] > ranks[kind_index("6-4")]
    assert ranks[kind_index("6-3")] == ranks[kind_index("5-4")]
    assert len({ranks[k] for k in range(21) if CIVIL[k]}) == 11


def test_the_pip_order_groups_equal_totals() -> None:
    groups = rank_groups(DECKS["24-nines"], civil=True, order="pips")
    assert [format_kinds(g) for g in groups][:3] == ["6-6", "6-5", "5-5 6-4"]


def test_red_pips_of_the_whole_set() -> None:
    assert red_pips(DECKS["32"].tile_kind) == 64
    assert red_pips(DECKS["32"].tile_kind, "all") == 88
    assert red_pips([kind_index("6-6")]) == 6 and red_pips([kind_index("6-5")]) == 0


def test_an_unknown_deck_is_named() -> None:
    with pytest.raises(ValueError, match="deck must be one of"):
        deck_named("36")
