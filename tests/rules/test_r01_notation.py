"""R1, R2: tiles, their notation and names; seats and counting around the table."""

import pickle
from itertools import product

import pytest

from bagchen_qt.games.bagchen.rules import KINDS, TILES, Suit, parse_kind, parse_kinds, parse_tile
from bagchen_qt.games.bagchen.rules.dealing import count_from, opposite, parse_seat, seat_letter
from bagchen_qt.games.bagchen.rules.tiles import (
    ALTERNATIVE_NAMES,
    TILE_KIND,
    TILES_OF_KIND,
    format_kinds,
    kind_counts,
    kind_of_dice,
)

SKY = ["6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1"]
EARTH = ["6-3", "5-4", "6-2", "5-3", "5-2", "4-3", "4-2", "4-1", "3-2", "2-1"]
# Rank names from the table of the English rules, by kind.
NAMES = {
    "6-6": "sky chief",
    "1-1": "sky minister",
    "4-4": "lama",
    "3-1": "bird",
    "5-5": "sisters",
    "3-3": "sisters",
    "2-2": "sisters",
    "6-5": "people",
    "6-4": "people",
    "6-1": "people",
    "5-1": "people",
    "6-3": "earth chief",
    "5-4": "earth chief",
    "6-2": "earth minister",
    "5-3": "earth minister",
    "5-2": "seven",
    "4-3": "seven",
    "4-2": "mother",
    "4-1": "five",
    "3-2": "five",
    "2-1": "son",
}


def test_twenty_one_kinds_sky_then_earth():
    assert len(KINDS) == 21
    assert [k.notation for k in KINDS if k.suit is Suit.SKY] == SKY
    assert [k.notation for k in KINDS if k.suit is Suit.EARTH] == EARTH


def test_kinds_are_exactly_the_dice_throws():
    throws = {(max(a, b), min(a, b)) for a, b in product(range(1, 7), repeat=2)}
    assert len(throws) == 21
    assert {(k.high, k.low) for k in KINDS} == throws
    for a, b in product(range(1, 7), repeat=2):
        kind = kind_of_dice(a, b)
        assert (kind.high, kind.low) == (max(a, b), min(a, b))


def test_copies_four_sky_two_earth_sixty_four_tiles():
    assert len(TILES) == 64
    for kind in KINDS:
        expected = 4 if kind.notation in SKY else 2
        assert kind.copies == expected
        assert len(TILES_OF_KIND[kind]) == expected
        assert all(t.kind == kind for t in TILES_OF_KIND[kind])
    assert sum(1 for t in TILES if t.kind.suit is Suit.SKY) == 44
    assert sum(1 for t in TILES if t.kind.suit is Suit.EARTH) == 20


def test_each_physical_tile_has_its_own_identity():
    assert [int(t) for t in TILES] == list(range(64))
    labels = [t.label for t in TILES]
    assert len(set(labels)) == 64
    assert len({(int(t.kind), t.copy) for t in TILES}) == 64
    for t in TILES:
        assert TILE_KIND[t] == int(t.kind)
        assert parse_tile(t.label) is TILES[t]
        assert pickle.loads(pickle.dumps(t)) is TILES[t]
    assert pickle.loads(pickle.dumps(KINDS[5])) is KINDS[5]


def test_notation_higher_number_first():
    for kind in KINDS:
        assert kind.high >= kind.low
        assert str(kind) == kind.notation == f"{kind.high}-{kind.low}"
    assert str(TILES[0]) == "6-6"
    assert TILES[63].label == "2-1#1"


@pytest.mark.parametrize("a,b", [(a, b) for a in range(1, 7) for b in range(1, 7)])
def test_parse_either_order(a, b):
    kind = parse_kind(f"{a}-{b}")
    assert kind is parse_kind(f"{b}-{a}")
    assert kind.notation == f"{max(a, b)}-{min(a, b)}"


def test_parse_examples():
    assert parse_kind("1-3").notation == "3-1"
    assert parse_kind(" 2-4 ").notation == "4-2"
    assert parse_kind("1-2").name == "son"
    assert [k.notation for k in parse_kinds("1-3, 6-6 2-1")] == ["3-1", "6-6", "2-1"]
    assert [k.notation for k in parse_kinds(["3-6", "4-5"])] == ["6-3", "5-4"]
    assert format_kinds(parse_kinds("1-3 6-6")) == "3-1 6-6"


@pytest.mark.parametrize("text", ["7-1", "0-0", "6-0", "66", "6-6-6", "", "a-b", "6"])
def test_parse_refuses_non_tiles(text):
    with pytest.raises(ValueError, match="not a tile"):
        parse_kind(text)


def test_parse_tile_copies():
    assert parse_tile("6-6#3").copy == 3
    assert parse_tile("3-6#1").kind.notation == "6-3"
    assert parse_tile("6-6").copy == 0
    with pytest.raises(ValueError, match="copies #0 to #1"):
        parse_tile("6-3#2")
    with pytest.raises(ValueError, match="copies #0 to #3"):
        parse_tile("6-6#4")
    with pytest.raises(ValueError):
        parse_tile("6-6#x")


def test_kind_of_dice_refuses_impossible_throws():
    with pytest.raises(ValueError):
        kind_of_dice(7, 1)
    with pytest.raises(ValueError):
        kind_of_dice(0, 3)


def test_rank_names():
    for kind in KINDS:
        assert kind.name == NAMES[kind.notation], kind
    assert ALTERNATIVE_NAMES["earth chief"] == "nine"
    assert ALTERNATIVE_NAMES["earth minister"] == "eight"
    assert ALTERNATIVE_NAMES["five"] == "owl"


def test_ranks_follow_the_table():
    rank = {k.notation: k.rank for k in KINDS}
    # Within a suit the ranks strictly decrease down the table; tiles of one row rank equal.
    sky_rows = [["6-6"], ["1-1"], ["4-4"], ["3-1"], ["5-5", "3-3", "2-2"], ["6-5", "6-4", "6-1", "5-1"]]
    earth_rows = [["6-3", "5-4"], ["6-2", "5-3"], ["5-2", "4-3"], ["4-2"], ["4-1", "3-2"], ["2-1"]]
    for rows in (sky_rows, earth_rows):
        for higher, lower in zip(rows, rows[1:], strict=False):
            assert min(rank[k] for k in higher) > max(rank[k] for k in lower)
        for row in rows:
            assert len({rank[k] for k in row}) == 1


def test_kind_counts():
    counts = kind_counts(range(64))
    assert counts == [k.copies for k in KINDS]


# --- R2: seats -----------------------------------------------------------------------


def test_seats_and_clockwise_count():
    assert [seat_letter(s) for s in range(4)] == ["E", "S", "W", "N"]
    assert [parse_seat(x) for x in "eSWn"] == [0, 1, 2, 3]
    assert [opposite(s) for s in range(4)] == [2, 3, 0, 1]
    # Counting "starting with himself": a total of 1 ends on the thrower, 2 on the left.
    assert count_from(2, 1) == 2
    assert count_from(2, 2) == 3
    for seat in range(4):
        for total in range(2, 13):
            assert count_from(seat, total) == (seat + total - 1) % 4
    with pytest.raises(ValueError):
        parse_seat("X")
    with pytest.raises(ValueError):
        parse_seat(4)
