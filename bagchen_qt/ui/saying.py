"""How a refusal is said, as data: the words layer's table entry for one refusal code,
and the tables the games give (each game's "words" face registers its own)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
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


def register_refusals(table: Mapping[str, Say]) -> None:
    """A game's words for its refusal codes."""
    GAME_REFUSALS.update(table)
