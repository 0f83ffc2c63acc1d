"""Bagchen's own reviewer in the replay (its "review" face): which of a seat's decisions
it judges, and how.

For each decision the seat made, the Hard player looks at what the seat knew then (its
``Observation``) and chooses its own move. Both moves are then scored the same way:
the same sampled deals (worlds drawn to agree with the observation, with a fixed seed)
are played to the end by the Easy policy after each move, and the seat's chips are
averaged. The difference is the estimated chips lost by the move played; paired worlds
keep the noise of the comparison low, and its standard error is reported with it.

The review runs in the AI worker process (``DecisionWorker``, with this module
preloaded): the ``review`` level registered here is asked like any player, with the
move played as the first of the "legal" actions, and answers with a ``Verdict``
(``ui/replay/review.py``) instead of an action. It is never offered at the table.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import Player, PlayerOptions, register_level
from bagchen_qt.games import BAGCHEN
from bagchen_qt.games.bagchen.ai.explain import Explanation, SearchingPlayer
from bagchen_qt.games.bagchen.ai.hard import distinct_legal
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
)
from bagchen_qt.games.bagchen.rules.determinize import sample_state
from bagchen_qt.games.bagchen.rules.observation import Observation, observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
from bagchen_qt.ui.replay.review import DEFAULT_WORLDS, REVIEW_LEVEL, REVIEWER, Verdict, VerdictReading

# Decisions worth reviewing. Choosing a tower or exchanging hands blind changes nothing a
# player can know.
REVIEWED_PHASES = frozenset(
    {Phase.REDEAL, Phase.UNION_OFFER, Phase.UNION_ANSWER, Phase.SWAP_ANSWER, Phase.LEAD, Phase.FOLLOW}
)


def is_reviewed(state: DealState, event: Event, seat: int) -> bool:
    """Whether ``event``, made in ``state``, is a real choice of ``seat`` worth reviewing."""
    if state.to_act != seat or getattr(event, "seat", None) != seat or state.phase not in REVIEWED_PHASES:
        return False
    return len(distinct_legal(observation(state, seat), legal_actions(state))) > 1


def decision_steps(states: Sequence[DealState], events: Sequence[Event], seat: int) -> list[int]:
    """Event numbers (1-based) of the seat's decisions worth reviewing; ``states[k]`` is
    the state after ``k`` events."""
    return [k for k in range(1, len(events) + 1) if is_reviewed(states[k - 1], events[k - 1], seat)]


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
    hard = make_player(REVIEWER, options, BAGCHEN)
    best = hard.decide(obs, legal)
    reason, search = hard.explanation(obs, best) if isinstance(hard, SearchingPlayer) else (None, None)
    if same_choice(played, best):
        return Verdict(step, obs.seat, played, best, None, None, 0.0, 0.0, 0, "", reason, search, same_choice)
    rng = random.Random(options.seed)
    played_values, best_values = score_moves(obs, (played, best), worlds, rng)
    if not played_values:
        return Verdict(step, obs.seat, played, best, None, None, 0.0, 0.0, 0, "", reason, search, same_choice)
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
        same_choice,
    )


@register_level(REVIEW_LEVEL, BAGCHEN)
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


def reason_from_json(data: dict[str, object]) -> Explanation:
    """The Hard player's reason, as a verdict stores it."""
    return Explanation.from_json(data)


# How Bagchen's stored verdicts are read (its events as the records keep them).
READING = VerdictReading(event_from_dict, reason_from_json, same_choice)
