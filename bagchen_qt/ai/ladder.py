"""Each AI level's measured strength against the level below it: what the new-session
dialog shows beside a level.

The figures are the duplicate tournaments of ``docs/ai.md``; each game keeps its own in
its folder (its "ladder" face: presets, each mapping a level to its ``Step``). A level
with no step for a preset has not been measured against the level below with those rules.
A game may also withhold a level it has from the table with some rules, where the level
measured no stronger than the one below (its "withheld_levels" face).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bagchen_qt.games import face_if_any


@dataclass(frozen=True, slots=True)
class Step:
    """A level against the level below it, over ``deals`` duplicate deals: the mean chips
    a deal it won more (``difference``) and the 95% interval of that mean."""

    below: str
    difference: float
    low: float
    high: float
    deals: int

    @property
    def shown_stronger(self) -> bool:
        """Whether the whole interval lies above zero."""
        return self.low > 0


Ladder = Mapping[str, Mapping[str, Step]]  # preset -> level -> its step


def measured_step(game: str, preset: str, level: str) -> Step | None:
    """The step ``level`` of ``game`` was measured to climb with ``preset``'s rules
    (None: not measured)."""
    ladder: Ladder | None = face_if_any(game, "ladder")
    return (ladder or {}).get(preset, {}).get(level)


def withheld_levels(game: str, rules: Any) -> frozenset[str]:
    """The levels ``game`` has but does not offer with ``rules`` (measured no stronger
    than the level below there)."""
    withheld: Callable[[Any], frozenset[str]] | None = face_if_any(game, "withheld_levels")
    return frozenset() if withheld is None or rules is None else withheld(rules)


def offered_levels(game: str, rules: Any = None) -> tuple[str, ...]:
    """The levels a player may choose at ``game``'s table with ``rules``, weakest first:
    the table's levels, less those the game withholds with these rules."""
    from bagchen_qt.ai.levels import table_levels  # which loads every game's players, whose ladders import this

    withheld = withheld_levels(game, rules)
    return tuple(level for level in table_levels(game, rules) if level not in withheld)


def strongest_offered(game: str, rules: Any, level: str) -> str:
    """``level`` if it is offered with ``rules``, else the strongest level that is (a
    seat kept from other rules sits at the nearest level there is)."""
    offered = offered_levels(game, rules)
    return level if level in offered or not offered else offered[-1]
