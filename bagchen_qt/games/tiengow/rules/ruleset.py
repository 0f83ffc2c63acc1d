"""Tien Gow rule sets: every option of ``docs/rules/tien-gow.md`` and its presets.

A ``TienGowRules`` is frozen and checked when made: a value outside an option's choices
or a mixture the rulings refuse (TG4 seats and hands, TG22 scorings that need eight
tricks, …) raises ``TienGowRulesError`` (a ``ValueError``) naming the option.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from bagchen_qt.core.quoting import short_repr
from bagchen_qt.games.tiengow.rules.tiles import DECK_NAMES, DECKS, RED_SIXES, SINGLE_ORDERS, Deck

# Which game the rule set plays: the trick game (classic, folk, ancient, chinese) or one
# of the two small games of seed 003 (TG26, TG27).
PLAYS = ("tricks", "moving_mice", "nau_tin_kau")
SCORINGS = ("classic", "one_chip", "points_last5", "most_tricks", "tiles_target", "tricks_ladder", "mice", "red_pips")
CHOICES: dict[str, tuple[Any, ...]] = {
    "play": PLAYS,
    "direction": ("counter-clockwise", "clockwise"),
    "deck": DECK_NAMES,
    "seats": (4, 3, 2),
    "active": (4, 3, 2),
    "single_order": SINGLE_ORDERS,
    "civil_over_military": (False, True),
    "combinations": (True, False),
    "supreme_pair": ("unbeatable", "highest"),
    "mixed": (True, False),
    "two_pair_lead": (False, True),
    "straights": (False, True),
    "kicker_leads": (False, True),
    "compulsory_beat": (False, True),
    "last_trick_rule": ("single", "off"),
    "banker_dice": (2, 1),
    "next_banker": ("last_winner", "dice"),
    "scoring": SCORINGS,
    "banker_multiplier": ("double", "increasing", "none"),
    "shutout_bonus": (False, True),
    "allow_debt": (False, True),
    "trade": (False, True),
    "concede": (False, True),
    "big_win": ("times", "plus"),
    "challenge_fee": (1, 2),
    "conceder_settles": ("out", "normal"),
    "red_sixes": RED_SIXES,
    "rest_rotation": ("next_seat",),
}
MAX_STAKE = 1_000_000  # chips a player starts with, and a unit of stake, at most (as Bagchen's)
MAX_ROUNDS = 10_000
# The (deck size, active players) pairs [S3] names for the trick game (TG4).
TRICK_TABLES = {(32, 4), (30, 3), (24, 3), (24, 4)}


class TienGowRulesError(ValueError):
    """An option value, or a mixture of options, the rulings do not allow."""


@dataclass(frozen=True)
class TienGowRules:
    """Every option of the rulings; the defaults are the classic game (TG1–TG30)."""

    play: str = "tricks"
    direction: str = "counter-clockwise"  # TG1: where the table draws seat 1
    deck: str = "32"  # TG3
    seats: int = 4  # TG4: players at the table
    active: int = 4  # TG4: players dealt in per deal (one rests when fewer than seats)
    single_order: str = "classic"  # TG2
    civil_over_military: bool = False  # TG2
    combinations: bool = True  # TG28: false = singles only (ancient tiles)
    supreme_pair: str = "unbeatable"  # TG6
    mixed: bool = True  # TG7
    two_pair_lead: bool = False  # TG9
    straights: bool = False  # TG10
    kicker_leads: bool = False  # TG11
    compulsory_beat: bool = False  # TG12
    last_trick_rule: str = "single"  # TG14
    banker_dice: int = 2  # TG16
    next_banker: str = "last_winner"  # TG17, TG23, TG29; "dice": thrown for every deal (TG24)
    scoring: str = "classic"  # TG17, TG19
    banker_multiplier: str = "double"  # TG17
    shutout_bonus: bool = False  # TG18
    stake: int = 100  # TG20
    allow_debt: bool = False  # TG20
    trade: bool = False  # TG21
    concede: bool = False  # TG25
    target_tiles: int = 9  # TG24
    big_win: str = "times"  # TG24
    challenge_fee: int = 1  # TG25
    conceder_settles: str = "out"  # TG25
    stake_unit: int = 1  # TG26
    max_rounds: int = 60  # TG26
    red_sixes: str = "heaven"  # TG27
    rest_rotation: str = "next_seat"  # TG29

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            expected = type(f.default)
            if type(value) is not expected:
                raise TienGowRulesError(f"{f.name} must be {expected.__name__}, not {short_repr(value)}")
            if f.name in CHOICES and value not in CHOICES[f.name]:
                allowed = ", ".join(repr(c) for c in CHOICES[f.name])
                raise TienGowRulesError(f"{f.name} must be one of {allowed}, not {short_repr(value)}")
        self._check_mixture()

    def _check_mixture(self) -> None:
        def refuse(option: str, why: str) -> None:
            raise TienGowRulesError(f"{option} = {short_repr(getattr(self, option))}: {why}")

        if not 1 <= self.stake <= MAX_STAKE:
            refuse("stake", f"every player starts with 1 to {MAX_STAKE} chips")
        if self.active > self.seats:
            refuse("active", "more players dealt in than seats at the table")
        if self.seats - self.active > 1:
            refuse("active", "at most one seat rests in a deal")
        size = DECKS[self.deck].size
        if self.play == "tricks":
            if (size, self.active) not in TRICK_TABLES:
                refuse("deck", f"{size} tiles do not make even hands for {self.active} players (TG4)")
            if self.scoring in ("mice", "red_pips"):
                refuse("scoring", "that scoring belongs to Moving Mice or Nau Tin Kau")
            if self.scoring in ("classic", "tricks_ladder") and self.hand_size != 8:
                refuse("scoring", f"it needs 8 tricks a deal, and this deal has {self.hand_size} (TG22)")
            if self.scoring == "tiles_target" and (size, self.active) != (24, 3):
                refuse("scoring", "the tile target is the three-player 24-tile game's (TG24)")
            if not 1 <= self.target_tiles <= size:
                refuse("target_tiles", f"the target is 1 to {size} tiles")
            if self.concede and self.scoring != "tiles_target":
                refuse("concede", "conceding needs the tile target scoring (TG25)")
            if self.concede and self.trade:
                refuse("trade", "the trade and conceding do not go together")
            if self.banker_multiplier != "none" and self.scoring != "classic":
                refuse("banker_multiplier", "the banker's multiplier belongs to the classic scoring (TG17)")
        else:
            if (self.seats, self.active, self.deck) != (2, 2, "32"):
                refuse("seats", "Moving Mice and Nau Tin Kau are two-player games with the 32 tiles")
            wanted = "mice" if self.play == "moving_mice" else "red_pips"
            if self.scoring != wanted:
                refuse("scoring", f"{self.play} scores by {wanted!r}")
            if self.trade or self.concede:
                refuse("trade" if self.trade else "concede", f"{self.play} has no declarations")
        if not 1 <= self.stake_unit <= MAX_STAKE:
            refuse("stake_unit", f"the loser pays 1 to {MAX_STAKE} chips")
        if not 3 <= self.max_rounds <= MAX_ROUNDS:
            refuse("max_rounds", f"3 to {MAX_ROUNDS} rounds")

    @property
    def deck_tiles(self) -> Deck:
        return DECKS[self.deck]

    @property
    def hand_size(self) -> int:
        """Tiles dealt to each active player (eight per round in Moving Mice)."""
        if self.play != "tricks":
            return 8
        return DECKS[self.deck].size // self.active

    @property
    def resting(self) -> bool:
        """Whether one seat rests in every deal (TG29)."""
        return self.seats > self.active

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, options: Mapping[str, Any], base: TienGowRules | None = None) -> TienGowRules:
        """``base`` (the classic rules when absent) with some options changed; unknown
        names and bad values raise ``TienGowRulesError`` naming the option."""
        names = {f.name for f in fields(cls)}
        for name in options:
            if name not in names:
                raise TienGowRulesError(f"unknown option {short_repr(name)}")
        try:
            return replace(base or cls(), **dict(options))
        except TypeError as error:
            raise TienGowRulesError(str(error)) from None


def _rules(**options: Any) -> TienGowRules:
    return TienGowRules(**options)


_FOLK = dict(last_trick_rule="off", straights=True, scoring="one_chip", banker_multiplier="none")


def _folk(deck: str, seats: int, active: int) -> TienGowRules:
    return _rules(deck=deck, seats=seats, active=active, mixed=deck == "30", **_FOLK)  # type: ignore[arg-type]


PRESETS: dict[str, TienGowRules] = {
    "classic": _rules(),
    "classic-pure-pairs": _rules(mixed=False),
    "ancient-tiles": _rules(mixed=False, combinations=False),
    "folk-30-rest": _folk("30", 4, 3),
    "folk-30-three": _folk("30", 3, 3),
    "folk-24-rest": _folk("24-nines", 4, 3),
    "folk-24-three": _folk("24-nines", 3, 3),
    "folk-24-four": _folk("24-nines", 4, 4),
    "folk-24s-rest": _folk("24-supreme", 4, 3),
    "folk-24s-three": _folk("24-supreme", 3, 3),
    "folk-24s-four": _folk("24-supreme", 4, 4),
    "folk-24x-rest": _folk("24-no-51", 4, 3),
    "folk-24x-three": _folk("24-no-51", 3, 3),
    "folk-24x-four": _folk("24-no-51", 4, 4),
    "chinese-24": _rules(
        deck="24-nines",
        seats=3,
        active=3,
        single_order="pips",
        mixed=False,
        straights=True,
        kicker_leads=True,
        last_trick_rule="off",
        scoring="tiles_target",
        banker_multiplier="none",
        banker_dice=1,
        next_banker="dice",
        concede=True,
    ),
    "moving-mice": _rules(
        play="moving_mice", seats=2, active=2, last_trick_rule="off", scoring="mice", banker_multiplier="none"
    ),
    "nau-tin-kau": _rules(
        play="nau_tin_kau", seats=2, active=2, last_trick_rule="off", scoring="red_pips", banker_multiplier="none"
    ),
}
PRESET_NAMES = tuple(PRESETS)


def preset(name: str) -> TienGowRules:
    try:
        return PRESETS[name]
    except KeyError:
        raise TienGowRulesError(
            f"unknown preset {short_repr(name)}: the presets are {', '.join(PRESET_NAMES)}"
        ) from None


def rules_from(preset_name: str = "", options: Mapping[str, Any] | None = None) -> TienGowRules:
    base = preset(preset_name) if preset_name else PRESETS["classic"]
    return TienGowRules.from_dict(options, base) if options else base
