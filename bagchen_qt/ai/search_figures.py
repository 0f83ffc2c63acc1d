"""What a search found about the move it chose, as the AI review of any game keeps it
with its verdict and tells it: the best of so many moves over so many sampled deals,
worth so many chips on average."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SearchFigures:
    """What a search found about the move it chose: the best of ``options`` moves over
    ``worlds`` sampled deals, worth ``mean`` chips on average."""

    options: int
    worlds: int
    mean: float

    def to_json(self) -> dict[str, Any]:
        return {"options": self.options, "worlds": self.worlds, "mean": self.mean}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SearchFigures:
        """The figures ``to_json`` wrote; ValueError if they are not."""
        try:
            return cls(int(data["options"]), int(data["worlds"]), float(data["mean"]))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not search figures: {data!r} ({error})") from error
