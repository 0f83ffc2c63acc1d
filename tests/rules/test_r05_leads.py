"""R5: exactly which sets of tiles may be led."""

import random
from itertools import product

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import (
    ComboType,
    Lead,
    RuleSet,
    apply,
    classify,
    legal_actions,
    point_mask_of,
    why_not_lead,
)
from bagchen_qt.games.bagchen.rules.combos import lead_options
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS, TILE_KIND, kind_counts, parse_kind

from .helpers import E, deal, kinds, pick

PEOPLE_POINT = point_mask_of(parse_kind("6-4"))


def lead_type(tiles: str, point: str = "6-4", max_mixed: int = 8):
    combo = classify(kinds(tiles), point_mask_of(parse_kind(point)), max_mixed)
    return None if combo is None else combo.type


@pytest.mark.parametrize(
    "tiles,expected",
    [
        ("5-1", ComboType.SINGLE),
        ("6-3", ComboType.SINGLE),
        ("5-5 5-5", ComboType.SKY_SET),
        ("6-5 6-5 6-5", ComboType.SKY_SET),
        ("2-2 2-2 2-2 2-2", ComboType.SKY_SET),
        ("1-1 1-1", ComboType.SKY_SET),
        ("6-6 6-6 6-6", ComboType.SKY_SET),
        ("5-2 4-3", ComboType.EARTH_SET),
        ("5-2 5-2 4-3", ComboType.EARTH_SET),
        ("6-3 6-3 5-4 5-4", ComboType.EARTH_SET),
        ("4-1 3-2", ComboType.EARTH_SET),
        ("4-2 4-2", ComboType.EARTH_SET),
        ("2-1 2-1", ComboType.EARTH_SET),
        ("1-1 6-2", ComboType.MINISTERS),
        ("1-1 6-2 5-3", ComboType.MINISTERS),
        ("1-1 1-1 1-1 1-1 6-2 6-2 5-3 5-3", ComboType.MINISTERS),
        ("6-6 5-4", ComboType.CHIEFS),
        ("6-6 5-4 5-4", ComboType.CHIEFS),
        ("6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4", ComboType.CHIEFS),
        ("4-2 2-1", ComboType.MOTHER_SON),
        ("4-1 2-1", ComboType.MARE),
        ("4-3 4-2", ComboType.STALLION),
        ("4-3 4-2 4-1 2-1", ComboType.HORSE),
        ("4-1 4-1 2-1 2-1", ComboType.DOUBLE_MARE),
        ("4-3 4-3 4-2 4-2", ComboType.DOUBLE_STALLION),
        ("6-4 6-4", ComboType.POINTS),
    ],
)
def test_legal_leads(tiles, expected):
    assert lead_type(tiles) is expected


@pytest.mark.parametrize(
    "tiles,reason",
    [
        ("2-2 3-3 3-3", "only identical sky tiles"),
        ("6-6 4-4 3-1", "only identical sky tiles"),
        ("6-5 6-1", "only identical sky tiles"),
        ("6-3 6-2", "only earth tiles of equal rank"),
        ("5-2 4-2", "only earth tiles of equal rank"),
        ("3-2 2-1", "only earth tiles of equal rank"),  # 3-2 does not stand in for 4-1
        ("5-2 4-2", "only earth tiles of equal rank"),  # 5-2 does not stand in for 4-3
        ("4-4 5-2", "sky and earth tiles can be led together only as chiefs or as ministers"),
        ("6-6 6-2", "chiefs and ministers cannot be led together"),
        ("1-1 6-3", "chiefs and ministers cannot be led together"),
        ("6-6 1-1", "only identical sky tiles"),
        ("4-2 4-2 2-1 2-1", "two mother-and-son pairs"),
        ("4-2 2-1 2-1", "only earth tiles of equal rank"),
        ("4-3 4-2 4-1", "only earth tiles of equal rank"),
        ("5-2 4-2 4-1 2-1", "only earth tiles of equal rank"),
    ],
)
def test_illegal_leads(tiles, reason):
    assert lead_type(tiles) is None
    assert reason in why_not_lead(kinds(tiles), PEOPLE_POINT)


def test_no_empty_lead():
    assert classify((), PEOPLE_POINT) is None
    assert why_not_lead((), PEOPLE_POINT) == "a play needs at least one tile"


MIXED_MINISTERS = {
    2: "1-1 6-2",
    3: "1-1 6-2 5-3",
    4: "1-1 1-1 6-2 5-3",
    5: "1-1 1-1 6-2 6-2 5-3",
    6: "1-1 1-1 1-1 6-2 6-2 5-3",
    7: "1-1 1-1 1-1 6-2 6-2 5-3 5-3",
    8: "1-1 1-1 1-1 1-1 6-2 6-2 5-3 5-3",
}


@pytest.mark.parametrize("limit", range(2, 9))
@pytest.mark.parametrize("n", range(2, 9))
def test_max_mixed_ministers(limit, n):
    tiles = MIXED_MINISTERS[n]
    legal = lead_type(tiles, max_mixed=limit) is ComboType.MINISTERS
    assert legal == (n <= limit)
    if n > limit:
        assert f"at most {limit}" in why_not_lead(kinds(tiles), PEOPLE_POINT, limit)


def test_mixed_minister_limit_applies_only_to_mixed_sets():
    assert lead_type("1-1 1-1 1-1 1-1", max_mixed=2) is ComboType.SKY_SET
    assert lead_type("6-2 6-2 5-3 5-3", max_mixed=2) is ComboType.EARTH_SET
    assert lead_type("1-1 1-1 6-2", max_mixed=2) is None
    # Chiefs have no such limit.
    assert lead_type("6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4", max_mixed=2) is ComboType.CHIEFS


def test_digital_gamers_preset_limits_mixed_ministers_in_a_deal():
    hand = "1-1 1-1 1-1 6-2 6-2"
    state = deal({E: hand}, rules=RuleSet(max_mixed_ministers=4))
    with pytest.raises(IllegalAction, match="at most 4"):
        apply(state, Lead(E, pick(state.hands[E], hand)))
    apply(state, Lead(E, pick(state.hands[E], "1-1 1-1 6-2 6-2")))
    apply(deal({E: hand}), Lead(E, pick(state.hands[E], hand)))


def sub_multisets(counts):
    ranges = [range(c + 1) for c in counts]
    for choice in product(*ranges):
        size = sum(choice)
        if 1 <= size <= 8:
            yield tuple(k for k in range(21) for _ in range(choice[k]))


def brute_force_leads(counts, mask, max_mixed):
    return {ks for ks in sub_multisets(counts) if classify(ks, mask, max_mixed) is not None}


SPECIAL_HANDS = [
    "1-1 1-1 1-1 1-1 6-2 6-2 5-3 5-3 6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4",
    "4-3 4-3 4-2 4-2 4-1 4-1 2-1 2-1 3-2 3-2 5-2 5-2 6-5 6-5 6-5 6-5",
]
SPECIAL_POINTS = ["6-6", "6-2", "4-2", "6-5", "5-2", "4-1"]


def hand_and_point(seed: int) -> tuple[list[int], str, int]:
    rng = random.Random(seed)
    if seed < len(SPECIAL_HANDS) * len(SPECIAL_POINTS):
        hand = list(kinds(SPECIAL_HANDS[seed % 2]))
        point = SPECIAL_POINTS[seed // 2]
    else:
        pool = [k for k in range(21) for _ in range(COPIES[k])]
        hand = rng.sample(pool, 16)
        point = rng.choice(KINDS).notation
    return hand, point, rng.choice([4, 8])


@pytest.mark.parametrize("seed", range(36))
def test_lead_options_are_exactly_the_legal_leads(seed):
    """Every legal lead a hand holds, and nothing else (checked by brute force)."""
    hand, point, max_mixed = hand_and_point(seed)
    counts = [0] * 21
    for k in hand:
        counts[k] += 1
    mask = point_mask_of(parse_kind(point))
    options = lead_options(tuple(counts), mask, max_mixed)
    assert len(set(options)) == len(options), "a lead is listed twice"
    assert set(options) == brute_force_leads(counts, mask, max_mixed)


def test_legal_actions_list_every_lead_of_the_hand():
    state = deal({E: "4-3 4-2 4-1 2-1 1-1 6-2 5-3 6-6 5-4 5-5 5-5 5-5"})
    leads = {tuple(sorted(TILE_KIND[t] for t in a.tiles)) for a in legal_actions(state) if isinstance(a, Lead)}
    expected = set(lead_options(tuple(kind_counts(state.hands[E])), state.point_mask, 8))
    assert leads == expected
    for tiles in ("4-3 4-2 4-1 2-1", "1-1 6-2 5-3", "6-6 5-4", "5-5 5-5 5-5", "4-2 2-1", "4-1 2-1", "4-3 4-2"):
        assert kinds(tiles) in leads
    for tiles in ("1-1 6-3", "6-6 6-2", "5-5 4-4"):
        assert kinds(tiles) not in leads
