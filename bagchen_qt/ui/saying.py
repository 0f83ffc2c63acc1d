"""How a refusal is said, as data: the words layer's table entry for one refusal code,
and the tables the games give (each game's "words" face registers its own)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from bagchen_qt.core.refusals import Refusal


@dataclass(frozen=True)
class Say:
    """How a refusal is said: to you, of a named seat (None: the same words for both),
    the values for %2 … and the count for %Ln."""

    second: str
    third: str | None = None
    values: Callable[[Refusal], tuple[object, ...]] = lambda r: ()
    count: Callable[[Refusal], int] = lambda r: -1


# Every game's entries by the codes' values (a code is a ``StrEnum``, so it finds its entry).
GAME_REFUSALS: dict[str, Say] = {}
# Codes told by the refusal they carry as their cause (a play that cannot be led: why).
TOLD_BY_CAUSE: set[str] = set()


def register_refusals(table: Mapping[str, Say], told_by_cause: Iterable[str] = ()) -> None:
    """A game's words for its refusal codes, and the codes it tells by their cause."""
    GAME_REFUSALS.update(table)
    TOLD_BY_CAUSE.update(told_by_cause)
