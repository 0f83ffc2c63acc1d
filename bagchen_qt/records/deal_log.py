"""What the table asks of the records while it plays: the deal log.

The table's controller tells its log every step of the session (who sits where, each
deal begun, each event, each deal finished, each undo) and closes it at the end. Two
logs exist: the one that records into the records database (the table's
``TableLog``), and ``NoRecording``, for play that keeps nothing. The states and
events are those of the session's game (``Store.begin_session(..., game=...)``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from .store import Store


@runtime_checkable
class DealLog(Protocol):
    """A session's deals as the table plays them. A log never stops the game: one that
    can no longer record tells ``warn`` once, with the reason, and goes on quietly."""

    warn: Callable[[str], None]  # set by the table: how the player is told

    @property
    def store(self) -> Store | None:
        """The records database written to, if any (the replay window reads it)."""

    def notices(self) -> list[str]:
        """What the player should read before the first deal (a damaged database set
        aside, or why nothing will be recorded)."""

    def set_seating(self, seating: tuple[int, ...], seat_draw: Any = None) -> None:
        """Who sits where in the deals that follow (the player listed first is 0), and
        the draw for seats just made, if any (it belongs to the next deal)."""

    def begin_deal(self, state: Any) -> None: ...

    def record(self, event: Any, state: Any) -> None: ...

    def finish(self, state: Any) -> None: ...

    def rewind(self, events_kept: int, state: Any) -> None:
        """Take back the events after the first ``events_kept`` (an undo)."""

    def close(self, keep_for_resume: bool = False) -> None:
        """The session is over. A deal not over is kept as unfinished, or with
        ``keep_for_resume`` left to be offered for resuming at the next start."""


class NoRecording:
    """The deal log of play that keeps nothing: every call does nothing."""

    def __init__(self) -> None:
        self.warn: Callable[[str], None] = lambda text: None

    @property
    def store(self) -> Store | None:
        return None

    def notices(self) -> list[str]:
        return []

    def set_seating(self, seating: tuple[int, ...], seat_draw: Any = None) -> None:
        pass

    def begin_deal(self, state: Any) -> None:
        pass

    def record(self, event: Any, state: Any) -> None:
        pass

    def finish(self, state: Any) -> None:
        pass

    def rewind(self, events_kept: int, state: Any) -> None:
        pass

    def close(self, keep_for_resume: bool = False) -> None:
        pass
