"""The pack (BH1), the rule sets and presets, and the events' JSON form."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bagchen_qt.core.family import game_named
from bagchen_qt.games.baohuang.rules.cards import (
    CARD_COUNT,
    CARD_RANK,
    CARDS_OF_RANK,
    EMPEROR_CARD,
    EUNUCH_CARD,
    MARKED_BLACK,
    PACK,
    card_label,
    code_of,
    format_codes,
    format_counts,
)
from bagchen_qt.games.baohuang.rules.events import (
    Announce,
    DoNotBeat,
    DrawShuffler,
    DrawTribute,
    Emperor,
    GiveTribute,
    Pass,
    Play,
    Shuffle,
    TakeTribute,
    event_from_json,
    event_to_json,
)
from bagchen_qt.games.baohuang.rules.ruleset import PRESETS, BaoHuangRules, BaoHuangRulesError, rules_from


def test_the_pack_holds_168_cards_sixteen_of_each_rank_and_four_jokers_of_each_colour() -> None:
    assert CARD_COUNT == PACK.size == 168
    assert [len(cards) for cards in CARDS_OF_RANK] == [16] * 10 + [4, 4]
    assert CARD_RANK[EUNUCH_CARD] == 10 and CARD_RANK[EMPEROR_CARD] == 11
    assert (EUNUCH_CARD, EMPEROR_CARD) == (163, 167)
    assert card_label(0) == "6S" and card_label(16 * 4 + 5) == "10H" and card_label(163) == "BJ*"
    # four suits of four copies: rank r in suit s is 16 r + 4 s ... + 3
    assert {card_label(16 * 9 + 4 * s + c) for s in range(4) for c in range(4)} == {"2S", "2H", "2D", "2C"}


def test_plays_are_written_high_to_low_with_the_marked_black_joker_named() -> None:
    assert format_codes((1, 1, 10, 12, 11)) == "RJ BJ* BJ 7 7"
    assert format_counts((0, 2) + (0,) * 8 + (2, 1), marked_black=True) == "RJ BJ* BJ 7 7"
    assert code_of("BJ*") == MARKED_BLACK
    with pytest.raises(ValueError, match="not a card"):
        code_of("5")


def test_the_default_rules_are_the_rizhao_game_and_come_first() -> None:
    assert next(iter(PRESETS)) == "rizhao"
    assert rules_from() == BaoHuangRules() == PRESETS["rizhao"]
    rizhao = BaoHuangRules()
    assert rizhao.direction == "anticlockwise" and rizhao.emperor_decline and rizhao.alone
    assert not rizhao.announcements and not rizhao.twos_trumps and not rizhao.sixes_last
    assert rizhao.beating == "higher" and rizhao.result == "main" and rizhao.tribute == "face_down"


def test_every_preset_sums_to_zero() -> None:
    assert all(rules.zero_sum for rules in PRESETS.values())
    assert not rules_from("points", {"points_balanced": False}).zero_sum


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"beating": "lower"}, "beating"),
        ({"sixes_last": 1}, "sixes_last"),
        ({"tribute": None}, "tribute"),
        ({"jokers": 3}, "jokers"),
    ],
)
def test_a_bad_option_is_refused_naming_it(options: dict[str, Any], named: str) -> None:
    with pytest.raises(BaoHuangRulesError, match=named):
        rules_from("", options)


def test_a_preset_with_options_changed_and_an_unknown_preset() -> None:
    assert rules_from("shanghai", {"twos_trumps": True}) == PRESETS["shanghai-twos-trumps"]
    with pytest.raises(ValueError, match="rizhao"):
        rules_from("beijing")
    assert BaoHuangRules.from_dict(PRESETS["points"].to_dict()) == PRESETS["points"]


EVENTS = [
    DrawShuffler(3),
    Shuffle(tuple(range(168)), 37),
    DrawTribute((2, 0, 1)),
    GiveTribute(2, (8, 9)),
    TakeTribute(0, 9),
    Emperor(1, False),
    Announce(4, True),
    DoNotBeat(0),
    Play(0, (1, 1, 10, 12)),
    Pass(2),
]


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: type(e).__name__)
def test_every_event_survives_its_json_form(event: Any) -> None:
    game = game_named("bao-huang")
    text = json.dumps(game.event_to_json(event))
    assert game.event_from_json(json.loads(text), "e") == event


def test_cards_are_written_by_name_in_json() -> None:
    assert event_to_json(Play(0, (1, 1, 10, 12))) == {"type": "Play", "seat": 0, "cards": ["7", "7", "BJ", "BJ*"]}
    assert event_to_json(TakeTribute(1, 9)) == {"type": "TakeTribute", "seat": 1, "card": "2"}


@pytest.mark.parametrize(
    ("value", "field"),
    [
        ({"type": "Play", "seat": 0, "cards": ["7", "5"]}, "e.cards[1]"),
        ({"type": "Play", "seat": 5, "cards": ["7"]}, "e.seat"),
        ({"type": "Play", "seat": True, "cards": ["7"]}, "e.seat"),
        ({"type": "Play", "seat": 0}, "e.cards"),
        ({"type": "Play", "seat": 0, "cards": "7"}, "e.cards"),
        ({"type": "Play", "seat": 0, "cards": [], "tiles": []}, "e.tiles"),
        ({"type": "Emperor", "seat": 0, "accept": 1}, "e.accept"),
        ({"type": "Shuffle", "order": [1.5], "cut": 2}, "e.order"),
        ({"type": "Shuffle", "order": [], "cut": 200}, "e.cut"),
        ({"type": "TakeTribute", "seat": 0, "card": "RJ"}, "e.card"),
        ({"type": "GiveTribute", "seat": 0, "cards": ["BJ*"]}, "e.cards[0]"),
        ({"type": "Castle", "seat": 0}, "e.type"),
        ([1, 2], "e"),
    ],
)
def test_a_bad_event_names_where_and_the_field(value: Any, field: str) -> None:
    with pytest.raises(ValueError) as error:
        event_from_json(value, "e")
    assert str(error.value).startswith(field + ":") or str(error.value).startswith(field + " ")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
FIELDS = st.sampled_from(["type", "seat", "cards", "card", "order", "cut", "accept", "announce", "shuffler"])
TYPES = st.sampled_from(["Play", "Pass", "Shuffle", "Emperor", "GiveTribute", "TakeTribute", "DrawTribute", "x"])


@settings(max_examples=400, deadline=None)
@given(st.one_of(JSON, st.dictionaries(FIELDS, JSON | TYPES, max_size=4)))
def test_any_json_is_read_or_refused_with_a_value_error(value: Any) -> None:
    try:
        event = event_from_json(value, "e")
    except ValueError as error:
        assert str(error).startswith("e")
    else:
        assert event_from_json(event_to_json(event), "e") == event


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 9),
    st.integers(0, 5),
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, 3),
    st.booleans(),
    st.booleans(),
)
def test_a_remembered_shape_is_the_shape_of_the_play(
    rank: int, own: int, twos: int, black: int, red: int, marked: bool, twos_trumps: bool
) -> None:
    from bagchen_qt.games.baohuang.rules import combinations
    from bagchen_qt.games.baohuang.rules.cards import counts_of_codes

    codes = (rank,) * own + ((9,) * twos if twos_trumps else ()) + (10,) * black + (12,) * marked + (11,) * red
    if not codes:
        return
    expected = combinations.shape_of(counts_of_codes(codes), twos_trumps)
    assert expected is not None  # one rank with jokers (and trump twos) is a combination
    assert combinations.shape_of_codes(codes, twos_trumps) == expected
    assert combinations.shape_of_codes(codes, twos_trumps) == expected  # now remembered
    combinations._SHAPES.clear()
    assert combinations.shape_of_codes(codes, twos_trumps) == expected
