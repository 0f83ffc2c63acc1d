"""The AI review of one seat's decisions in a recorded deal, what every game's shares (no Qt).

For each decision the seat made, a reviewer (the game's own, its "review" face, or its
Hard player's search, ``family_review.py``) looks at what the seat knew then and
chooses its own move; the two are compared over the same sampled deals, and the
difference is the estimated chips lost by the move played, with its standard error.
Here: how hard the review looks (``ReviewSettings``), what it found of one decision
(``Verdict``), the summary of a seat's review and where the records keep it.

The review runs in the AI worker process: each game's ``review`` level is asked like any
player, with the move played as the first of the "legal" actions, and answers with a
``Verdict`` instead of an action. It is never offered at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any

from bagchen_qt.ai.player import GAME_LEVELS, PlayerOptions
from bagchen_qt.ai.search_figures import SearchFigures
from bagchen_qt.games import has_face
from bagchen_qt.records.model import SEAT_LETTERS
from bagchen_qt.records.store import Store

REVIEW_LEVEL = "review"
REVIEWER = "hard"  # the level whose choices the seat is compared with
DEFAULT_WORLDS = 48
# Chips lost from which a decision counts as an inaccuracy, a mistake, a blunder.
SEVERITIES: tuple[tuple[str, float], ...] = (("blunder", 6.0), ("mistake", 3.0), ("inaccuracy", 1.0))


@dataclass(frozen=True)
class ReviewSettings:
    """How hard the review looks: the Hard player's think time (or a cap on its search,
    ``max_iterations``, which also sets the number of scoring worlds) and a seed.
    ``reviewer`` "medium" reviews a deal with the game's Medium player, for a quicker
    review (a game with a reviewer of its own is always reviewed by it)."""

    think_ms: int = 800
    max_iterations: int = 0
    seed: int = 1
    reviewer: str = REVIEWER

    def level(self, game: str) -> str:
        """The level the AI worker is asked at, for a deal of ``game``."""
        if has_face(game, "review") or self.reviewer == REVIEWER:
            return REVIEW_LEVEL
        return f"{REVIEW_LEVEL}-{self.reviewer}"

    @property
    def worlds(self) -> int:
        return self.max_iterations or DEFAULT_WORLDS

    def options(self, step: int) -> PlayerOptions:
        return PlayerOptions(think_ms=self.think_ms, seed=self.seed * 1000 + step, max_iterations=self.max_iterations)

    @property
    def budget_s(self) -> float:
        """Time the worker may take on one decision: the search and the scoring."""
        return self.think_ms / 1000 + 30.0


@dataclass(frozen=True)
class Verdict:
    """What the review found about one decision (event number ``step``, 1-based)."""

    step: int
    seat: int
    played: Any  # the game's events
    best: Any
    played_chips: float | None  # average chips of the seat after the move played
    best_chips: float | None
    loss: float  # estimated chips lost by the move played (0 when as good)
    stderr: float
    worlds: int
    explanation: str  # why the Hard player chose its move, as an earlier version stored it (English)
    reason: Any = None  # why the reviewer chose its move, as a code of its game (``to_json()``)
    search: SearchFigures | None = None  # what its search found about that move
    # Whether two moves are the same decision, where the game tells it otherwise than by
    # equality (the same kinds of tiles played the same way).
    alike: Callable[[Any, Any], bool] | None = field(default=None, compare=False, repr=False)

    @property
    def same(self) -> bool:
        return self.played == self.best or (self.alike is not None and self.alike(self.played, self.best))

    @property
    def severity(self) -> str | None:
        """None, "inaccuracy", "mistake" or "blunder"; a loss within the noise of the
        estimate (under two standard errors) is no mistake."""
        if self.same or self.loss < 2 * self.stderr:
            return None
        return next((name for name, threshold in SEVERITIES if self.loss >= threshold), None)

    def to_json(self, encode: Callable[[Any], Any]) -> dict[str, Any]:
        """The review's data: the reason as a code, worded when it is shown (no English);
        the moves written by ``encode``, the game's events as the records store them."""
        data: dict[str, Any] = {
            "seat": self.seat,
            "played": encode(self.played),
            "best": encode(self.best),
            "played_chips": self.played_chips,
            "best_chips": self.best_chips,
            "loss": self.loss,
            "stderr": self.stderr,
            "worlds": self.worlds,
        }
        if self.explanation:
            data["explanation"] = self.explanation
        if self.reason is not None:
            data["reason"] = self.reason.to_json()
        if self.search is not None:
            data["search"] = self.search.to_json()
        return data

    @classmethod
    def from_json(cls, step: int, data: dict[str, Any], reading: VerdictReading) -> Verdict:
        """A stored verdict, read as ``reading`` says for its game. A reason that cannot
        be read is left out (the verdict stays); one stored as English text by an earlier
        version is kept as it is."""
        reason, search = None, None
        with suppress(ValueError):
            if reading.reason is not None and isinstance(data.get("reason"), dict):
                reason = reading.reason(data["reason"])
        with suppress(ValueError):
            search = SearchFigures.from_json(data["search"]) if isinstance(data.get("search"), dict) else None
        return cls(
            step,
            int(data["seat"]),
            reading.event(data["played"]),
            reading.event(data["best"]),
            data.get("played_chips"),
            data.get("best_chips"),
            float(data["loss"]),
            float(data.get("stderr", 0.0)),
            int(data.get("worlds", 0)),
            str(data.get("explanation", "")),
            reason,
            search,
            reading.alike,
        )


@dataclass(frozen=True)
class VerdictReading:
    """How a game's stored verdicts are read: its events (``event``), the codes of its
    reviewer's reasons (``reason``; none: a reason is left out) and its ``alike`` moves."""

    event: Callable[[Any], Any]
    reason: Callable[[dict[str, Any]], Any] | None = None
    alike: Callable[[Any, Any], bool] | None = None


def review_refusal(game: str) -> str | None:
    """Why a deal of ``game`` cannot be reviewed (None: it can): a game with neither a
    reviewer of its own nor searching players is refused, plainly, rather than guessed."""
    if has_face(game, "review") or REVIEWER in GAME_LEVELS.get(game, {}):
        return None
    return f"The AI review needs a Hard player of {game}; there is none."


def summary(verdicts: Sequence[Verdict], worst: int = 3) -> tuple[float, list[Verdict]]:
    """The total estimated loss and the worst decisions (mistakes only, largest first)."""
    total = sum(v.loss for v in verdicts if v.severity)
    mistakes = sorted((v for v in verdicts if v.severity), key=lambda v: (-v.loss, v.step))
    return total, mistakes[:worst]


def reviewer_name(seat: int) -> str:
    """The reviewer of ``seat`` as the records name it: the seat as E, S, W or N, a fifth
    seat and those after it by number."""
    return f"hard review {SEAT_LETTERS[seat] if seat < len(SEAT_LETTERS) else seat + 1}"


def stored_review(store: Store, deal_id: int, seat: int, reading: VerdictReading) -> tuple[dict[int, Verdict], bool]:
    """The verdicts stored for ``seat`` (by event number, read as ``reading`` says) and
    whether the review is complete."""
    name = reviewer_name(seat)
    verdicts: dict[int, Verdict] = {}
    complete = False
    for review in store.reviews(deal_id):
        if review.reviewer != name:
            continue
        if review.event is None:
            complete = complete or bool(review.data.get("complete"))
        else:
            verdicts[review.event] = Verdict.from_json(review.event, review.data, reading)
    return verdicts, complete
