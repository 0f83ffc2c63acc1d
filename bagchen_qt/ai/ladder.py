"""Each AI level's measured strength against the level below it: what the new-session
dialog shows beside a level.

The figures are the duplicate tournaments of ``docs/ai.md``; each game keeps its own in
its folder (its "ladder" face: presets, each mapping a level to its ``Step``). A level
with no step for a preset has not been measured against the level below with those rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

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
