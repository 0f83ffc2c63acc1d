"""How a refusal is said, as data: the words layer's table entry for one refusal code."""

from __future__ import annotations

from collections.abc import Callable
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
