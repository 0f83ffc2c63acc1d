"""When a search stops: after a fixed amount of work, or before its deadline."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

OVERTIME = 2.0  # how far past its think time a search short of its floor of steps may go


class Budget:
    """``max_steps`` > 0: exactly that many steps, whatever the clock says (repeatable
    tests). Otherwise steps go on while one more is expected to end before the deadline:
    the time of a step is estimated from the steps done so far. A search that has not yet
    done ``min_steps`` may go on past the deadline until ``latest``: on a busy machine a
    decision then takes longer instead of resting on too few steps."""

    def __init__(self, deadline: float, max_steps: int = 0, min_steps: int = 0, latest: float | None = None) -> None:
        self.deadline = deadline
        self.max_steps = max_steps
        self.min_steps = min_steps
        self.latest = max(deadline, latest) if latest is not None else deadline
        self.steps = 0
        self.started = time.monotonic()
        self._slowest = 0.0
        self._mark = self.started

    @classmethod
    def for_think_time(cls, seconds: float, max_steps: int = 0, min_steps: int = 0) -> Budget:
        """A decision's budget from now: ``seconds`` of thinking, or up to ``OVERTIME``
        times that while short of ``min_steps``."""
        now = time.monotonic()
        return cls(now + seconds, max_steps, min_steps, now + seconds * OVERTIME)

    def more(self) -> bool:
        if self.max_steps:
            return self.steps < self.max_steps
        return time.monotonic() + self._slowest < self.until()

    def until(self) -> float:
        """When the search must end as things stand: past the deadline while short of
        its floor."""
        return self.latest if self.steps < self.min_steps else self.deadline

    def done_one(self) -> None:
        """Count a step and learn from its duration."""
        now = time.monotonic()
        self._slowest = max(self._slowest * 0.9, now - self._mark)
        self._mark = now
        self.steps += 1

    def share(self, processes: int) -> Share:
        """What each of ``processes`` searching side by side is given of this budget:
        the same times, and an even part of the floor."""
        now = time.monotonic()
        return Share(self.deadline - now, self.latest - now, math.ceil(self.min_steps / processes), self.max_steps)

    def time_left(self) -> bool:
        """For work inside a step: false once the deadline has passed (never with a step cap)."""
        return bool(self.max_steps) or time.monotonic() < self.until()


@dataclass(frozen=True, slots=True)
class Share:
    """A budget handed to another process (clocks are not shared between processes):
    seconds to its deadline and to its latest end, its floor and its cap of steps."""

    seconds: float
    latest_seconds: float
    min_steps: int
    max_steps: int

    def budget(self) -> Budget:
        now = time.monotonic()
        return Budget(now + self.seconds, self.max_steps, self.min_steps, now + self.latest_seconds)
