"""The constants of the hand-written strategy, as one value.

Two sets exist. ``EASY`` is the Easy level's, set by hand. ``TUNED`` came out of a
coordinate search (what ``bagchen tune`` runs) that changes one constant at a time and
keeps a change only when it wins a duplicate self-play duel against the current set by
more than its 95% interval. Hard plays its search's play-outs with the tuned set: a
search judges a move by how the deal plays on, so a better play-out policy makes a
better search. Easy keeps its own set, so that Easy stays easy.
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
    # How likely to hold a lead must be to count as a winner when planning a run-out
    # (the rest of the hand led trick after trick, points last for a jump); 1.0: only
    # leads that no unseen tile can beat.
    run_confidence: float = 1.0

    def with_(self, **changes: float) -> StrategyWeights:
        return replace(self, **changes)  # type: ignore[arg-type]  # dataclasses.replace takes any field by name

    def changes_from(self, other: StrategyWeights) -> dict[str, float]:
        """The constants that differ from ``other``, by name."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != getattr(other, f.name)}


EASY = StrategyWeights()
# Beats EASY by 0.65 chips a deal, [+0.39, +0.90] over 3000 duplicate deals (README, "The AI players");
# without run_confidence (added later) it was +0.49, [+0.25, +0.74] on the same deals.
TUNED = EASY.with_(set_bonus=0.2, finishers=0, lead_value=0.3, run_confidence=0.85)
