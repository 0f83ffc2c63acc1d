"""R3, R4: the point tiles named by the dice, points leads and their value."""

from itertools import product

import pytest

from bagchen_qt.games.bagchen.rules import KINDS, ComboType, classify, point_kinds, point_mask_of, why_not_lead
from bagchen_qt.games.bagchen.rules.combos import NEVER_BEATEN, beats, is_unbeatable
from bagchen_qt.games.bagchen.rules.tiles import COPIES, kind_of_dice, parse_kind

from .helpers import E, deal, kinds, lead


def mask(point: str) -> int:
    return point_mask_of(parse_kind(point))


def lead_of(tiles: str, point: str, max_mixed: int = 8):
    return classify(kinds(tiles), mask(point), max_mixed)


@pytest.mark.parametrize("a,b", list(product(range(1, 7), repeat=2)))
def test_points_of_every_throw(a, b):
    named = kind_of_dice(a, b)
    points = {k.notation for k in point_kinds(named)}
    if named.notation in ("4-2", "2-1"):
        assert points == {"4-2", "2-1"}
    elif named.is_sky:
        assert points == {named.notation}
    else:
        assert points == {k.notation for k in KINDS if not k.is_sky and k.rank == named.rank}
    # There are always four point tiles.
    assert sum(COPIES[k] for k in point_kinds(named)) == 4


def test_points_examples():
    assert {k.notation for k in point_kinds(parse_kind("6-2"))} == {"6-2", "5-3"}
    assert {k.notation for k in point_kinds(parse_kind("3-6"))} == {"6-3", "5-4"}
    assert {k.notation for k in point_kinds(parse_kind("1-4"))} == {"4-1", "3-2"}
    assert {k.notation for k in point_kinds(parse_kind("1-2"))} == {"4-2", "2-1"}
    assert {k.notation for k in point_kinds(parse_kind("5-5"))} == {"5-5"}


@pytest.mark.parametrize("dice,expected", [((2, 6), {"6-2", "5-3"}), ((6, 4), {"6-4"}), ((1, 2), {"4-2", "2-1"})])
def test_deal_throw_names_the_point(dice, expected):
    state = deal(dice=dice)
    assert state.dice == dice
    assert {KINDS[k].notation for k in state.point_kinds} == expected
    assert state.point_mask == point_mask_of(kind_of_dice(*dice))


@pytest.mark.parametrize(
    "tiles,point,value",
    [
        ("6-4", "6-4", 1),
        ("6-4 6-4 6-4", "6-4", 3),
        ("6-4 6-4 6-4 6-4", "6-4", 4),
        ("6-2 5-3", "6-2", 2),
        ("6-2 6-2 5-3 5-3", "5-3", 4),
        ("4-2", "4-2", 1),
        ("2-1", "4-2", 1),
        ("4-2 2-1", "2-1", 3),  # one for each tile, one for the pair
        ("4-2 4-2 2-1", "4-2", 4),
        ("4-2 4-2 2-1 2-1", "4-2", 6),
        ("4-2 4-2", "4-2", 2),
        ("2-1 2-1", "2-1", 2),
    ],
)
def test_points_lead_value(tiles, point, value):
    combo = lead_of(tiles, point)
    assert combo is not None and combo.type is ComboType.POINTS
    assert combo.points == value
    assert combo.size == len(tiles.split())


def test_non_point_mother_and_son_worth_one():
    combo = lead_of("4-2 2-1", "6-4")
    assert combo.type is ComboType.MOTHER_SON
    assert combo.points == 1
    assert combo.type in NEVER_BEATEN


def test_two_non_point_mother_son_pairs_are_not_one_lead():
    assert lead_of("4-2 4-2 2-1 2-1", "6-4") is None
    assert "two mother-and-son pairs" in why_not_lead(kinds("4-2 4-2 2-1 2-1"), mask("6-4"))


@pytest.mark.parametrize(
    "tiles,point",
    [
        ("6-4 4-2 2-1", "6-4"),  # the non-point mother and son cannot join point tiles
        ("6-6 6-3", "6-3"),  # would be mixed chiefs
        ("1-1 5-3", "6-2"),  # would be mixed ministers
        ("4-1 2-1", "2-1"),  # the mare with a point son
        ("4-1 2-1", "4-1"),
        ("4-3 4-2", "4-2"),  # the stallion with a point mother
        ("4-3 4-2", "5-2"),
        ("4-3 4-2 4-1 2-1", "3-2"),
    ],
)
def test_points_do_not_mix_with_other_tiles(tiles, point):
    assert lead_of(tiles, point) is None
    assert why_not_lead(kinds(tiles), mask(point))


def test_mixing_message():
    assert why_not_lead(kinds("6-4 4-2 2-1"), mask("6-4")) == "a lead cannot mix point tiles with other tiles"


def test_point_tiles_beat_nothing_and_are_never_beaten():
    top_single = lead_of("5-1", "6-4")
    point_single = lead_of("6-4", "6-4")
    assert not beats(top_single, point_single)
    for point in ("6-6", "6-3", "4-2"):
        for k in point_kinds(parse_kind(point)):
            combo = classify((int(k),), mask(point))
            assert combo.type is ComboType.POINTS
            # Nothing of the same size beats a points lead.
            for other in KINDS:
                assert not beats(combo, classify((int(other),), mask(point)))


# --- the consequences the English rules list ------------------------------------------


def unbeatable(tiles: str, point: str) -> bool:
    return is_unbeatable(kinds(tiles), mask(point))


def test_sky_chief_point():
    assert unbeatable("1-1", "6-6")
    assert unbeatable("1-1 6-2 5-3", "6-6")
    assert not unbeatable("1-1", "6-4")
    assert not unbeatable("1-1 6-2 5-3", "6-4")


@pytest.mark.parametrize("point", ["5-4", "6-3"])
def test_earth_chief_point(point):
    assert unbeatable("6-2", point)
    assert unbeatable("5-3", point)
    assert unbeatable("6-2 5-3", point)
    assert unbeatable("1-1 6-2", point)
    assert unbeatable("1-1 1-1 6-2 5-3", point)


@pytest.mark.parametrize("point", ["1-1", "6-2", "5-3"])
def test_minister_point_forbids_mixed_ministers(point):
    assert lead_of("1-1 6-2", point) is None
    assert lead_of("1-1 5-3 6-2", point) is None


@pytest.mark.parametrize("point", ["4-3", "5-2"])
def test_seven_point(point):
    assert lead_of("4-3 4-2", point) is None
    assert lead_of("4-3 4-2 4-1 2-1", point) is None
    assert lead_of("4-1 2-1", point).type is ComboType.MARE
    assert unbeatable("4-1 2-1", point)
    assert unbeatable("4-1 4-1 2-1 2-1", point)


@pytest.mark.parametrize("point", ["4-1", "3-2"])
def test_five_point(point):
    assert lead_of("4-1 2-1", point) is None
    assert lead_of("4-3 4-2 4-1 2-1", point) is None
    assert lead_of("4-3 4-2", point).type is ComboType.STALLION


@pytest.mark.parametrize("point", ["4-2", "2-1"])
def test_mother_or_son_point(point):
    for tiles in ("4-3 4-2", "4-1 2-1", "4-3 4-2 4-1 2-1", "4-1 4-1 2-1 2-1", "4-3 4-3 4-2 4-2"):
        assert lead_of(tiles, point) is None, tiles
    assert lead_of("4-2 2-1", point).points == 3


def test_points_lead_in_a_deal_is_recorded():
    state = lead(deal({E: "6-4 6-4"}), "6-4 6-4")
    assert state.trick.points == 2
    assert state.trick.top.type is ComboType.POINTS
