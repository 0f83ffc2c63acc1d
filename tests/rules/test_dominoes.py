"""The Chinese domino set as equipment (``core.dominoes``): the 21 kinds by their pips,
one set's 32 tiles, the notation; and both domino games built on the same kinds."""

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bagchen_qt.core import dominoes
from bagchen_qt.core.dominoes import DOMINOES, KIND_COUNT, PIPS, Domino, format_kinds, kind_of_dice, parse_pips
from bagchen_qt.games.bagchen.rules import tiles as bagchen_tiles
from bagchen_qt.games.tiengow.rules import tiles as tiengow_tiles


def test_the_kinds_are_the_21_throws_of_two_dice_once_each() -> None:
    throws = {(max(a, b), min(a, b)) for a in range(1, 7) for b in range(1, 7)}
    assert KIND_COUNT == 21 and set(PIPS) == throws and len(set(PIPS)) == 21
    assert all(high >= low for high, low in PIPS)


def test_a_set_holds_the_doubled_kinds_twice_and_32_tiles() -> None:
    assert sum(dominoes.COPIES_IN_A_SET) == 32
    assert [dominoes.is_doubled(k) for k in range(KIND_COUNT)] == [c == 2 for c in dominoes.COPIES_IN_A_SET]
    # the doubled kinds: the six doubles and the five mixed throws the set repeats
    doubled = {dominoes.NOTATIONS[k] for k in range(KIND_COUNT) if dominoes.is_doubled(k)}
    assert doubled == {"6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1"}


@given(st.integers(1, 6), st.integers(1, 6))
def test_a_throw_names_one_kind_in_either_order(a: int, b: int) -> None:
    kind = kind_of_dice(a, b)
    assert kind == kind_of_dice(b, a) == parse_pips(f"{a}-{b}") == parse_pips(f"{b}:{a}")
    assert PIPS[kind] == (max(a, b), min(a, b)) and dominoes.pip_total(kind) == a + b
    assert parse_pips(format_kinds([kind])) == kind


@pytest.mark.parametrize("text", ["", "6", "6-6-6", "x-1", "7-1", "0-3"])
def test_what_is_not_a_tile_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(ValueError, match="is not a tile"):
        parse_pips(text)


def test_a_domino_is_its_index_with_its_pips() -> None:
    d = DOMINOES[parse_pips("5-4")]
    assert isinstance(d, int) and int(d) == 12 and (d.high, d.low) == (5, 4)
    assert str(d) == d.notation == "5-4" and repr(d) == "Domino(5-4)"
    assert pickle.loads(pickle.dumps(d)) == d and isinstance(pickle.loads(pickle.dumps(d)), Domino)


def test_both_games_build_on_the_same_kinds() -> None:
    for k in range(KIND_COUNT):
        kind = bagchen_tiles.KINDS[k]
        assert (kind.high, kind.low) == PIPS[k] and kind.notation == tiengow_tiles.notation(k)
        assert kind.is_sky == tiengow_tiles.CIVIL[k] == dominoes.is_doubled(k)
        assert kind.copies == 2 * dominoes.COPIES_IN_A_SET[k]  # Bagchen plays with two sets
    assert tiengow_tiles.DECKS["32"].copies == dominoes.COPIES_IN_A_SET  # Tien Gow's full deck: one set
