"""The AI review of one seat's decisions in a recorded deal (no Qt here).

For each decision the seat made, the Hard player looks at what the seat knew then (its
``Observation``) and chooses its own move. Both moves are then scored the same way:
the same sampled deals (worlds drawn to agree with the observation, with a fixed seed)
are played to the end by the Easy policy after each move, and the seat's chips are
averaged. The difference is the estimated chips lost by the move played; paired worlds
keep the noise of the comparison low, and its standard error is reported with it.

The review runs in the AI worker process (``DecisionWorker``, with this module
preloaded): the ``review`` level registered here is asked like any player, with the
move played as the first of the "legal" actions, and answers with a ``Verdict``
instead of an action. It is never offered at the table (``TABLE_LEVELS``).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import GAME_LEVELS, Player, PlayerOptions, register_level
from bagchen_qt.ai.search_figures import SearchFigures
from bagchen_qt.games import BAGCHEN
from bagchen_qt.games.bagchen.ai.explain import Explanation, SearchingPlayer
from bagchen_qt.games.bagchen.ai.playout import chips_won, play_out
from bagchen_qt.games.bagchen.rules.actions import (
    CHANCE_TYPES,
    Action,
    Beat,
    Discard,
    DiscardAny,
    Event,
    Lead,
    event_from_dict,
    event_to_dict,
)
from bagchen_qt.games.bagchen.rules.dealing import SEATS
from bagchen_qt.games.bagchen.rules.determinize import sample_state
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import apply
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
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
    ``reviewer`` "medium" reviews another game's deal with its Medium player, for a
    quicker review (Bagchen's is always Hard's)."""

    think_ms: int = 800
    max_iterations: int = 0
    seed: int = 1
    reviewer: str = REVIEWER

    def level(self, game: str) -> str:
        """The level the AI worker is asked at, for a deal of ``game``."""
        if game == BAGCHEN or self.reviewer == REVIEWER:
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
    played: Event
    best: Event
    played_chips: float | None  # average chips of the seat after the move played
    best_chips: float | None
    loss: float  # estimated chips lost by the move played (0 when as good)
    stderr: float
    worlds: int
    explanation: str  # why the Hard player chose its move, as an earlier version stored it (English)
    reason: Explanation | None = None  # why the Hard player chose its move, as a code
    search: SearchFigures | None = None  # what its search found about that move

    @property
    def same(self) -> bool:
        return same_choice(self.played, self.best)

    @property
    def severity(self) -> str | None:
        """None, "inaccuracy", "mistake" or "blunder"; a loss within the noise of the
        estimate (under two standard errors) is no mistake."""
        if self.same or self.loss < 2 * self.stderr:
            return None
        return next((name for name, threshold in SEVERITIES if self.loss >= threshold), None)

    def to_json(self, encode: Callable[[Any], dict[str, Any]] = event_to_dict) -> dict[str, Any]:
        """The review's data: the reason as a code, worded when it is shown (no English);
        the moves written by ``encode`` (another game's events by that game's)."""
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
    def from_json(cls, step: int, data: dict[str, Any], decode: Callable[[Any], Any] = event_from_dict) -> Verdict:
        """A stored verdict (its moves read by ``decode``: another game's events by that
        game's). A reason that cannot be read is left out (the verdict stays); one
        stored as English text by an earlier version is kept as it is."""
        reason, search = None, None
        with suppress(ValueError):
            reason = Explanation.from_json(data["reason"]) if isinstance(data.get("reason"), dict) else None
        with suppress(ValueError):
            search = SearchFigures.from_json(data["search"]) if isinstance(data.get("search"), dict) else None
        return cls(
            step,
            int(data["seat"]),
            decode(data["played"]),
            decode(data["best"]),
            data.get("played_chips"),
            data.get("best_chips"),
            float(data["loss"]),
            float(data.get("stderr", 0.0)),
            int(data.get("worlds", 0)),
            str(data.get("explanation", "")),
            reason,
            search,
        )


def same_choice(a: Event, b: Event) -> bool:
    """The same decision: equal, or the same kinds of tiles played the same way."""
    if a == b:
        return True
    if (
        type(a) is type(b)
        and isinstance(a, Lead | Beat | Discard)
        and isinstance(b, Lead | Beat | Discard)
        and a.seat == b.seat
    ):
        return sorted(TILE_KIND[t] for t in a.tiles) == sorted(TILE_KIND[t] for t in b.tiles)
    return False


def score_moves(obs: Observation, moves: Sequence[Event], worlds: int, rng: random.Random) -> list[list[float]]:
    """The seat's chips after each move, over the same ``worlds`` sampled deals (every
    deal that agrees with the observation equally likely) played out by the Easy policy
    with the same random numbers."""
    values: list[list[float]] = [[] for _ in moves]
    for _ in range(worlds):
        world = sample_state(obs, rng)
        seed = rng.getrandbits(32)
        try:
            row = [chips_won(play_out(apply(world, move), random.Random(seed)), obs.seat) for move in moves]
        except ValueError:  # a sampled deal the rules refuse to play on (IllegalAction included)
            continue
        for i, value in enumerate(row):
            values[i].append(value)
    return values


def review_decision(
    obs: Observation, legal: Sequence[Action], played: Event, options: PlayerOptions, worlds: int, step: int = 0
) -> Verdict:
    """The Hard player's choice at ``obs`` and the chips the move played lost against it."""
    hard = make_player(REVIEWER, options)
    best = hard.decide(obs, legal)
    reason, search = hard.explanation(obs, best) if isinstance(hard, SearchingPlayer) else (None, None)
    if same_choice(played, best):
        return Verdict(step, obs.seat, played, best, None, None, 0.0, 0.0, 0, "", reason, search)
    rng = random.Random(options.seed)
    played_values, best_values = score_moves(obs, (played, best), worlds, rng)
    if not played_values:
        return Verdict(step, obs.seat, played, best, None, None, 0.0, 0.0, 0, "", reason, search)
    diffs = [b - p for b, p in zip(best_values, played_values, strict=True)]
    stderr = statistics.pstdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return Verdict(
        step,
        obs.seat,
        played,
        best,
        statistics.fmean(played_values),
        statistics.fmean(best_values),
        max(0.0, statistics.fmean(diffs)),
        stderr,
        len(diffs),
        "",
        reason,
        search,
    )


@register_level(REVIEW_LEVEL)
class ReviewPlayer(Player):
    """Not a seat at the table: the reviewer, asked through the AI worker. ``legal`` is
    the move played followed by the legal actions; the answer is a ``Verdict`` (its
    ``step`` is 0: the caller knows which event it asked about)."""

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Verdict:  # type: ignore[override]
        played, actions = legal[0], list(legal[1:])
        if isinstance(played, CHANCE_TYPES):
            raise ValueError(f"only a player's decision is reviewed, not {played.describe()!r}")
        if isinstance(played, DiscardAny):
            raise ValueError("the move played comes first: tiles played face down, not the choice to")
        worlds = self.options.max_iterations or DEFAULT_WORLDS
        return review_decision(obs, actions, played, self.options, worlds)


def review_refusal(game: str) -> str | None:
    """Why a deal of ``game`` cannot be reviewed (None: it can): a game the AI has no
    searching players for is refused, plainly, rather than guessed."""
    if game == BAGCHEN or REVIEWER in GAME_LEVELS.get(game, {}):
        return None
    return f"The AI review needs a Hard player of {game}; there is none."


def summary(verdicts: Sequence[Verdict], worst: int = 3) -> tuple[float, list[Verdict]]:
    """The total estimated loss and the worst decisions (mistakes only, largest first)."""
    total = sum(v.loss for v in verdicts if v.severity)
    mistakes = sorted((v for v in verdicts if v.severity), key=lambda v: (-v.loss, v.step))
    return total, mistakes[:worst]


def reviewer_name(seat: int) -> str:
    return f"hard review {SEATS[seat]}"


def stored_review(
    store: Store, deal_id: int, seat: int, decode: Callable[[Any], Any] = event_from_dict
) -> tuple[dict[int, Verdict], bool]:
    """The verdicts stored for ``seat`` (by event number, their moves read by ``decode``)
    and whether the review is complete."""
    name = reviewer_name(seat)
    verdicts: dict[int, Verdict] = {}
    complete = False
    for review in store.reviews(deal_id):
        if review.reviewer != name:
            continue
        if review.event is None:
            complete = complete or bool(review.data.get("complete"))
        else:
            verdicts[review.event] = Verdict.from_json(review.event, review.data, decode)
    return verdicts, complete
