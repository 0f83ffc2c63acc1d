"""Bao Huang rule sets: every option of ``docs/rules/bao-huang.md`` and the presets.

A ``BaoHuangRules`` is frozen and checked when made: a value outside an option's choices
raises ``BaoHuangRulesError`` (a ``ValueError``) naming the option. The defaults are the
Rizhao game of the seed's main account (BH1–BH16).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

CHOICES: dict[str, tuple[Any, ...]] = {
    "direction": ("anticlockwise", "clockwise"),
    "emperor_decline": (True, False),
    "alone": (True, False),
    "announcements": (False, True),
    "twos_trumps": (False, True),
    "beating": ("higher", "joker_order"),
    "do_not_beat": (True, False),
    "sixes_last": (False, True),
    "result": ("main", "points"),
    "points_balanced": (True, False),
    "tribute": ("face_down", "face_up"),
}


class BaoHuangRulesError(ValueError):
    """An option value the rulings do not allow."""


@dataclass(frozen=True)
class BaoHuangRules:
    """Every option of the rulings; the defaults are the Rizhao game."""

    direction: str = "anticlockwise"  # BH2: how the table draws the seats (play is always seat 0 → 1 → …)
    emperor_decline: bool = True  # BH4: the emperor card may be declined and passed on
    alone: bool = True  # BH6: the holder of both marked cards may play alone (else he must pass the card on)
    announcements: bool = False  # BH7: the protector, or the emperor alone, may announce himself
    twos_trumps: bool = False  # BH8, BH18: twos join another rank as jokers do
    beating: str = "higher"  # BH9; "joker_order": BH10
    do_not_beat: bool = True  # BH12: a player may ask the others not to beat his play
    sixes_last: bool = False  # BH13
    result: str = "main"  # BH14, BH15: "points": places score +4 … -4 and the deal goes on
    points_balanced: bool = True  # BH15: with points, the emperor's score is doubled so the deal sums to zero
    tribute: str = "face_down"  # BH16: "face_up": the winners choose in order

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if type(value) is not type(f.default):
                raise BaoHuangRulesError(f"{f.name} must be {type(f.default).__name__}, not {value!r}")
            if value not in CHOICES[f.name]:
                allowed = ", ".join(repr(c) for c in CHOICES[f.name])
                raise BaoHuangRulesError(f"{f.name} must be one of {allowed}, not {value!r}")

    @property
    def joker_order(self) -> bool:
        return self.beating == "joker_order"

    @property
    def points(self) -> bool:
        return self.result == "points"

    @property
    def zero_sum(self) -> bool:
        """Whether every deal's scores sum to zero (all but the unbalanced points scoring)."""
        return not self.points or self.points_balanced

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, options: Mapping[str, Any], base: BaoHuangRules | None = None) -> BaoHuangRules:
        """``base`` (the Rizhao rules when absent) with some options changed; unknown
        names and bad values raise ``BaoHuangRulesError`` naming the option."""
        names = {f.name for f in fields(cls)}
        for name in options:
            if name not in names:
                raise BaoHuangRulesError(f"unknown option {name!r}: the options are {', '.join(sorted(names))}")
        return replace(base or cls(), **dict(options))


PRESETS: dict[str, BaoHuangRules] = {
    "rizhao": BaoHuangRules(),
    "rizhao-sixes-last": BaoHuangRules(sixes_last=True),
    "rizhao-announced": BaoHuangRules(announcements=True),
    "points": BaoHuangRules(result="points"),
    # The variations of Shanghai and elsewhere the seed reports together (BH7, BH10, BH15, BH16).
    "shanghai": BaoHuangRules(result="points", tribute="face_up", announcements=True, beating="joker_order"),
    "shanghai-twos-trumps": BaoHuangRules(
        result="points", tribute="face_up", announcements=True, beating="joker_order", twos_trumps=True
    ),
}
PRESET_NAMES = tuple(PRESETS)


def preset(name: str) -> BaoHuangRules:
    try:
        return PRESETS[name]
    except KeyError:
        raise BaoHuangRulesError(f"unknown preset {name!r}: the presets are {', '.join(PRESET_NAMES)}") from None


def rules_from(preset_name: str = "", options: Mapping[str, Any] | None = None) -> BaoHuangRules:
    base = preset(preset_name) if preset_name else PRESETS["rizhao"]
    return BaoHuangRules.from_dict(options, base) if options else base
