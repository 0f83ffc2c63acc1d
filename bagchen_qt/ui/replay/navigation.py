"""The steps of a recorded deal and the ways to move through them (no Qt here).

Step 0 is the deal before its first event, step k the deal after event k. The play is
cut into tricks: trick n "starts" at the step where its leader is about to lead (for
trick 1, when the play begins; for the others, when the trick before was taken), and
the tricks' starts are where PgUp and PgDn stop, with the end of the deal. A deal of
any game of the family is cut the same way (``records.replay``'s ``trick_starts`` and
``completes_trick``).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import cached_property
from typing import Any

from bagchen_qt.records.replay import Replay, completes_trick, in_play, trick_starts


class DealSteps:
    """Every state of a recorded deal, and where its tricks start."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay

    @cached_property
    def starts(self) -> list[int]:
        """``starts[n - 1]``: the step where trick n starts. Found when first asked (it
        takes every state, which the replay builds then and keeps)."""
        return trick_starts(self.replay.all_states())

    @property
    def game(self) -> str:
        return self.replay.game

    @property
    def states(self) -> tuple[Any, ...]:
        return self.replay.all_states()

    @property
    def last(self) -> int:
        return self.replay.steps

    @property
    def events(self) -> tuple[Any, ...]:
        return self.replay.events

    def state(self, step: int) -> Any:
        return self.replay.state_at(step)

    def event(self, step: int) -> Any | None:
        """The event that led to ``step`` (None at step 0)."""
        return self.replay.event(step)

    def clamp(self, step: int) -> int:
        return min(max(step, 0), self.last)

    # --- tricks ---

    @property
    def tricks(self) -> int:
        return len(self.starts)

    def trick_start(self, number: int) -> int:
        """The step where trick ``number`` (1-based) starts; 0 for "before the play", the
        end of the deal beyond the last trick."""
        if number <= 0:
            return 0
        return self.starts[number - 1] if number <= len(self.starts) else self.last

    def trick_of_event(self, step: int) -> int:
        """The trick event ``step`` belongs to (1-based), or 0 before the play."""
        before = self.state(step - 1)
        return bisect_right(self.starts, step - 1) if in_play(before) else 0

    def trick_at(self, step: int) -> int:
        """The trick being played (or about to be) at ``step``; 0 before the play."""
        return bisect_right(self.starts, step)

    def next_stop(self, step: int) -> int:
        """The next trick's start after ``step``, or the end (PgDn)."""
        i = bisect_right(self.starts, step)
        return self.starts[i] if i < len(self.starts) else self.last

    def previous_stop(self, step: int) -> int:
        """The last trick's start before ``step``, or the beginning (PgUp)."""
        i = bisect_left(self.starts, step)
        return self.starts[i - 1] if i > 0 else 0

    def completes_trick(self, step: int) -> bool:
        """Whether event ``step`` was the last play of a trick."""
        return step > 0 and completes_trick(self.state(step - 1), self.state(step))

    def actor(self, step: int) -> int | None:
        """The seat that made event ``step`` (None for chance events)."""
        event = self.event(step)
        return getattr(event, "seat", None) if event is not None else None
