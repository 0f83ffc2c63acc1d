"""The rule-set options and presets (RULINGS.md, "Presets")."""

import dataclasses

import pytest

from bagchen_qt.games.bagchen.rules import PRESETS, RuleSet, RuleSetError, preset


def test_presets_table():
    assert set(PRESETS) == {"pagat", "digital-gamers", "simple-passport"}
    table = {
        "pagat": (8, False, "full", 2),
        "digital-gamers": (4, True, "full", 2),
        "simple-passport": (8, False, "simple", 2),
    }
    for name, (max_mixed, compulsory, passport, jump) in table.items():
        rules = preset(name)
        assert rules is PRESETS[name]
        assert (rules.max_mixed_ministers, rules.compulsory_beat, rules.passport, rules.jump_factor) == (
            max_mixed,
            compulsory,
            passport,
            jump,
        )


def test_defaults_are_pagat_and_customs_off():
    rules = RuleSet()
    assert rules == PRESETS["pagat"]
    assert rules.stake == 100 and not rules.allow_debt
    assert rules.charity and rules.mother_son and rules.redeal
    assert not (rules.hand_exchange or rules.seat_exchange or rules.dice_hint or rules.omens)


def test_every_option_can_be_set_alone():
    values = {
        "jump_factor": 6,
        "max_mixed_ministers": 2,
        "compulsory_beat": True,
        "passport": "off",
        "charity": False,
        "mother_son": False,
        "redeal": False,
        "stake": 7,
        "allow_debt": True,
        "seating": "informal",
        "hand_exchange": True,
        "seat_exchange": True,
        "dice_hint": True,
        "omens": True,
    }
    assert set(values) == {f.name for f in dataclasses.fields(RuleSet)}
    for name, value in values.items():
        rules = RuleSet().with_options(**{name: value})
        assert getattr(rules, name) == value
        for other in values:
            if other != name:
                assert getattr(rules, other) == getattr(RuleSet(), other)
    assert RuleSet.from_dict(RuleSet(jump_factor=3).to_dict()) == RuleSet(jump_factor=3)


@pytest.mark.parametrize(
    "options,message",
    [
        ({"jump_factor": 1}, "jump_factor must be from 2 to 6"),
        ({"jump_factor": 7}, "jump_factor must be from 2 to 6"),
        ({"max_mixed_ministers": 1}, "max_mixed_ministers must be from 2 to 8"),
        ({"max_mixed_ministers": 9}, "max_mixed_ministers must be from 2 to 8"),
        ({"passport": "strict"}, "passport must be one of full, simple, off"),
        ({"seating": "random"}, "seating must be formal or informal"),
        ({"stake": 0}, "stake must be from 1"),
        ({"jump_factor": "2"}, "jump_factor must be int"),
        ({"jump_factor": True}, "jump_factor must be int"),
        ({"jump_factor": 2.0}, "jump_factor must be int"),
        ({"charity": 1}, "charity must be bool"),
        ({"passport": None}, "passport must be str"),
        ({"jump": 3}, "unknown rule option 'jump'"),
    ],
)
def test_invalid_options_refused_with_a_clear_message(options, message):
    with pytest.raises(RuleSetError, match=message):
        RuleSet.from_dict(options)
    assert issubclass(RuleSetError, ValueError)


def test_unknown_preset():
    with pytest.raises(RuleSetError, match="unknown preset 'tibet'"):
        preset("tibet")


def test_rules_are_immutable():
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().jump_factor = 3  # type: ignore[misc]


def test_every_option_of_a_rule_set_has_a_name_in_the_options_vocabulary() -> None:
    from dataclasses import fields

    from bagchen_qt.games.bagchen.rules.ruleset import PRESET_OPTIONS, Option, option_value

    assert {f.name for f in fields(RuleSet)} == {option.value for option in Option}
    assert set(PRESET_OPTIONS) < set(Option)
    rules = RuleSet(jump_factor=5)
    assert option_value(rules, Option.JUMP_FACTOR) == 5
