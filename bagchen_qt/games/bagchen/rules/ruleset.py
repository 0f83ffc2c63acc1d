"""Rule-set options and presets (RULINGS.md, "Presets")."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any

from bagchen_qt.core.quoting import short_repr

PASSPORT_MODES = ("full", "simple", "off")
SEATING_MODES = ("formal", "informal")


class Option(StrEnum):
    """A rule set's options by name, for the windows that show and edit them: they name
    an option through this vocabulary, and ask ``option_value`` for its value."""

    JUMP_FACTOR = "jump_factor"
    MAX_MIXED_MINISTERS = "max_mixed_ministers"
    COMPULSORY_BEAT = "compulsory_beat"
    PASSPORT = "passport"
    CHARITY = "charity"
    MOTHER_SON = "mother_son"
    REDEAL = "redeal"
    STAKE = "stake"
    ALLOW_DEBT = "allow_debt"
    SEATING = "seating"
    HAND_EXCHANGE = "hand_exchange"
    SEAT_EXCHANGE = "seat_exchange"
    DICE_HINT = "dice_hint"
    OMENS = "omens"


# The options a preset decides; stake, seating, debt and the customs are the table's own.
PRESET_OPTIONS: tuple[Option, ...] = (
    Option.JUMP_FACTOR,
    Option.MAX_MIXED_MINISTERS,
    Option.COMPULSORY_BEAT,
    Option.PASSPORT,
    Option.CHARITY,
    Option.MOTHER_SON,
    Option.REDEAL,
)


def option_value(rules: RuleSet, option: Option) -> Any:
    return getattr(rules, option.value)


class RuleSetError(ValueError):
    """An option value the rules do not allow."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every option of the rulings; the defaults are the Shang Shung / pagat rules."""

    jump_factor: int = 2  # R14: 2 to 6
    max_mixed_ministers: int = 8  # R5: 2 to 8; sets that mix sky and earth ministers
    compulsory_beat: bool = False  # R8
    passport: str = "full"  # R11, R12: full, simple or off
    charity: bool = True  # R7
    mother_son: bool = True  # R20: uniting mothers and sons before the play
    redeal: bool = True  # R19
    stake: int = 100  # R16: chips each player starts with
    allow_debt: bool = False  # R16
    seating: str = "formal"  # R22
    # Customs (R24), off unless the players turn them on.
    hand_exchange: bool = False
    seat_exchange: bool = False
    dice_hint: bool = False
    omens: bool = False

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            expected = bool if field.type in ("bool", bool) else int if field.type in ("int", int) else str
            if type(value) is not expected:
                raise RuleSetError(
                    f"{field.name} must be {expected.__name__}, not {type(value).__name__} {short_repr(value)}"
                )
        if not 2 <= self.jump_factor <= 6:
            raise RuleSetError(f"jump_factor must be from 2 to 6, not {self.jump_factor}")
        if not 2 <= self.max_mixed_ministers <= 8:
            raise RuleSetError(f"max_mixed_ministers must be from 2 to 8, not {self.max_mixed_ministers}")
        if self.passport not in PASSPORT_MODES:
            raise RuleSetError(f"passport must be one of {', '.join(PASSPORT_MODES)}, not {short_repr(self.passport)}")
        if self.seating not in SEATING_MODES:
            raise RuleSetError(f"seating must be formal or informal, not {short_repr(self.seating)}")
        if not 1 <= self.stake <= 1_000_000:
            raise RuleSetError(f"stake must be from 1 to 1000000 chips, not {self.stake}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, options: dict[str, Any], base: RuleSet | None = None) -> RuleSet:
        """Build a rule set from option names and values; unknown names are refused."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise RuleSetError(
                f"unknown rule option {short_repr(unknown[0])}; the options are {', '.join(sorted(known))}"
            )
        return replace(base or cls(), **options)

    def with_options(self, **options: Any) -> RuleSet:
        return RuleSet.from_dict(options, base=self)


PRESETS: dict[str, RuleSet] = {
    "pagat": RuleSet(),
    "digital-gamers": RuleSet(max_mixed_ministers=4, compulsory_beat=True),
    "simple-passport": RuleSet(passport="simple"),
}

PRESET_TITLES = {
    "pagat": "Shang Shung / pagat (standard)",
    "digital-gamers": "Digital Gamers",
    "simple-passport": "Simplified passport",
}


def preset(name: str) -> RuleSet:
    try:
        return PRESETS[name]
    except KeyError:
        raise RuleSetError(f"unknown preset {short_repr(name)}; the presets are {', '.join(PRESETS)}") from None
