"""The constants of the hand-written strategy, as one value.

Keeping them in one frozen value lets a search play its play-outs with other constants
than Easy's, and lets self-play compare two sets of them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace


@dataclass(frozen=True, slots=True)
class StrategyWeights:
    """How the strategy weighs what it reads (see ``reading.py`` and ``strategy.py``)."""

    keep_weight: float = 0.25  # keep values against stacks won now
    finishers: int = 2  # sure winners kept at full value for the end; more are worth ``extra_top``
    extra_top: float = 0.5
    set_bonus: float = 0.05  # keep value per extra copy of a sky kind: sets are hard to beat
    point_value: float = 3.0  # keep value of a point tile
    pair_value: float = 2.0  # keep value of mother and son held together (a point when led together)
    passport_bonus: float = 2.0  # stacks that bring a passport are worth this much more
    cash_bonus: float = 10.0  # cashing points beats any ordinary lead when no jump is planned
    run_follow_bonus: float = 10.0  # winning a trick whose lead lets the rest of the hand run out
    follow_points_bonus: float = 0.5  # per point the lead would let us cash
    charity_credit: float = 0.05  # for hiding the tile of a charity lead
    lead_value: float = 0.0  # for the lead itself, when a play takes the trick

    def with_(self, **changes: float) -> StrategyWeights:
        return replace(self, **changes)

    def changes_from(self, other: StrategyWeights) -> dict[str, float]:
        """The constants that differ from ``other``, by name."""
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(other, f.name)}


EASY = StrategyWeights()
