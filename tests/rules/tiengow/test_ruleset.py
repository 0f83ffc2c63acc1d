"""Tien Gow rule sets: the presets of the table, and mixtures refused by name (TG4, TG22)."""

import pytest

from bagchen_qt.games.tiengow.rules.ruleset import PRESETS, TienGowRules, TienGowRulesError, preset, rules_from


def test_seventeen_presets_classic_first() -> None:
    assert len(PRESETS) == 17 and next(iter(PRESETS)) == "classic"
    assert PRESETS["classic"] == TienGowRules()


@pytest.mark.parametrize(
    ("name", "hand", "resting"),
    [("classic", 8, False), ("folk-30-rest", 10, True), ("folk-24-four", 6, False), ("chinese-24", 8, False)],
)
def test_hand_sizes_and_resting_seats(name: str, hand: int, resting: bool) -> None:
    assert (PRESETS[name].hand_size, PRESETS[name].resting) == (hand, resting)


def test_the_preset_rows() -> None:
    chinese = PRESETS["chinese-24"]
    assert (chinese.single_order, chinese.kicker_leads, chinese.concede, chinese.banker_dice) == ("pips", True, True, 1)
    assert PRESETS["ancient-tiles"].combinations is False
    assert PRESETS["folk-30-three"].mixed and not PRESETS["folk-24-three"].mixed
    assert all(PRESETS[n].scoring == "one_chip" for n in PRESETS if n.startswith("folk"))
    assert PRESETS["moving-mice"].play == "moving_mice" and PRESETS["nau-tin-kau"].play == "nau_tin_kau"


@pytest.mark.parametrize(
    ("name", "options", "option"),
    [
        ("classic", {"deck": "30"}, "deck"),
        ("folk-30-three", {"scoring": "classic"}, "scoring"),
        ("folk-24-four", {"scoring": "tricks_ladder"}, "scoring"),
        ("classic", {"active": 3}, "deck"),
        ("classic", {"seats": 3}, "active"),
        ("folk-24-four", {"seats": 4, "active": 2}, "active"),
        ("classic", {"seats": 2, "active": 2}, "deck"),
        ("classic", {"concede": True}, "concede"),
        ("folk-24-three", {"banker_multiplier": "double"}, "banker_multiplier"),
        ("classic", {"supreme_pair": "lowest"}, "supreme_pair"),
        ("classic", {"banker_dice": True}, "banker_dice"),
        ("moving-mice", {"seats": 3}, "seats"),
    ],
)
def test_invalid_mixtures_are_refused_naming_the_option(name: str, options: dict, option: str) -> None:
    with pytest.raises(TienGowRulesError, match=option):
        rules_from(name, options)


def test_unknown_names_are_refused() -> None:
    with pytest.raises(TienGowRulesError, match="unknown option"):
        rules_from("classic", {"jokers": 2})
    with pytest.raises(TienGowRulesError, match="unknown preset"):
        preset("poker")


def test_round_trip_through_a_dict() -> None:
    rules = rules_from("folk-24-rest", {"trade": True})
    assert TienGowRules.from_dict(rules.to_dict()) == rules
