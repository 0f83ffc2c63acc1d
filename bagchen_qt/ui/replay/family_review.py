"""The AI review of a deal of a game without a reviewer of its own (Tien Gow …), no Qt here.

For each decision of the reviewed seat, that game's Hard player (or Medium, under a
tighter budget) searches from what the seat knew then, as it would at the table: its
kit's candidates, with the move actually played added when the kit would not have
tried it, compared over the same sampled deals. The verdict is the searched values of
the move played and of the best move, the paired difference their loss; the reason
is the search's figures (candidates, worlds, mean), a code with parameters worded
when shown. A decision the game's players do not search (the small games' draws) is
judged by the player's own choice, with no values.

The ``review`` level of each such game is registered here, asked through the AI worker
as a game's own reviewer is (its "review" face).
"""

from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Sequence
from typing import Any

from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.gamesearch import KitSearchingPlayer, NoWorld
from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.pimc import conclude, pimc_part
from bagchen_qt.ai.player import GAME_LEVELS, Player, PlayerOptions, register_level
from bagchen_qt.ai.search_figures import SearchFigures
from bagchen_qt.core.family import game_named
from bagchen_qt.games import has_face

from .review import REVIEW_LEVEL, REVIEWER, Verdict

DEFAULT_WORLDS = 48


def same_move(a: Any, b: Any, state_or_obs: Any = None) -> bool:
    """The same decision: equal, or the same kinds of tiles played the same way."""
    if a == b:
        return True
    deck = _deck(state_or_obs)
    if deck is None or type(a) is not type(b) or getattr(a, "seat", None) != getattr(b, "seat", None):
        return False
    tiles_a, tiles_b = getattr(a, "tiles", None), getattr(b, "tiles", None)
    if tiles_a is None or tiles_b is None:
        return False
    if not dataclasses.is_dataclass(a):
        return False
    rest = [f.name for f in dataclasses.fields(a) if f.name != "tiles"]
    same_rest = all(getattr(a, name) == getattr(b, name) for name in rest)
    return same_rest and deck.kinds_of(tiles_a) == deck.kinds_of(tiles_b)


def _deck(source: Any) -> Any:
    for holder in (source, getattr(source, "rules", None), getattr(source, "state", None)):
        deck = getattr(holder, "deck", None)
        if deck is not None and hasattr(deck, "kinds_of"):
            return deck
        deck_tiles = getattr(holder, "deck_tiles", None)
        if deck_tiles is not None and hasattr(deck_tiles, "kinds_of"):
            return deck_tiles
    return None


def is_decision(game: str, state: Any, event: Any, seat: int) -> bool:
    """Whether ``event``, made in ``state`` of ``game``, was a real choice of ``seat``:
    its turn, no chance event, and more than one distinct move open to it."""
    if state.is_chance or state.is_over or state.actor != seat or getattr(event, "seat", None) != seat:
        return False
    legal = game_named(game).legal_actions(state)
    distinct: list[Any] = []
    for action in legal:
        if not any(same_move(action, seen, state) for seen in distinct):
            distinct.append(action)
            if len(distinct) > 1:
                return True
    return False


def family_decision_steps(game: str, states: Sequence[Any], events: Sequence[Any], seat: int) -> list[int]:
    """Event numbers (1-based) of the seat's decisions worth reviewing; ``states[k]`` is
    the state after ``k`` events."""
    return [k for k in range(1, len(events) + 1) if is_decision(game, states[k - 1], events[k - 1], seat)]


def review_family_decision(
    game: str, obs: Any, legal: Sequence[Any], played: Any, options: PlayerOptions, level: str = REVIEWER
) -> Verdict:
    """``level``'s judgement of ``played`` at ``obs`` (``step`` 0: the caller knows which)."""
    player = make_player(level, options, game)
    seat = int(obs.seat)
    if not isinstance(player, KitSearchingPlayer) or not player.kit.searched(obs):
        best = player.decide(obs, legal)
        return Verdict(0, seat, played, best, None, None, 0.0, 0.0, 0, "")
    kit = player.kit
    candidates = list(kit.root_moves(obs, legal, player.root_limit))
    played_index = next((i for i, move in enumerate(candidates) if same_move(move, played, obs)), None)
    if played_index is None:
        candidates.append(played)
        played_index = len(candidates) - 1
    if len(candidates) == 1:
        return Verdict(0, seat, played, played, None, None, 0.0, 0.0, 0, "")
    budget = Budget(player.deadline(None), options.max_iterations or DEFAULT_WORLDS)
    evaluate = player.evaluator(seat, len(candidates))
    rng = player.rng
    try:
        part = pimc_part(lambda: kit.sample_world(obs, rng), candidates, evaluate, rng, budget, step=kit.game.apply)
    except NoWorld:
        best = kit.decide(obs, legal, rng, options.risk)
        return Verdict(0, seat, played, best, None, None, 0.0, 0.0, 0, "")
    result = conclude([part], len(candidates), options.risk)
    best = candidates[result.best]
    means = result.means
    figures = SearchFigures(len(candidates), result.worlds, float(means[result.best] or 0.0))
    if result.best == played_index:
        return Verdict(
            0, seat, played, best, means[played_index], means[result.best], 0.0, 0.0, result.worlds, "", None, figures
        )
    best_values, played_values = part.values[result.best], part.values[played_index]
    worlds = min(len(best_values), len(played_values))  # a candidate dropped early was scored on the first worlds
    diffs = [b - p for b, p in zip(best_values[:worlds], played_values[:worlds], strict=True)]
    if not diffs:
        return Verdict(0, seat, played, best, None, None, 0.0, 0.0, 0, "", None, figures)
    stderr = statistics.pstdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return Verdict(
        0,
        seat,
        played,
        best,
        statistics.fmean(played_values[:worlds]),
        statistics.fmean(best_values[:worlds]),
        max(0.0, statistics.fmean(diffs)),
        stderr,
        worlds,
        "",
        None,
        figures,
    )


class FamilyReviewPlayer(Player):
    """The reviewer of a game of the family, asked through the AI worker: ``legal`` is
    the move played followed by the legal actions; the answer is a ``Verdict``."""

    game = ""  # each game's reviewer class says its own (``register_reviewers``)
    reviewer = REVIEWER

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Verdict:  # type: ignore[override]
        played, actions = legal[0], list(legal[1:])
        return review_family_decision(self.game, obs, actions, played, self.options, self.reviewer)


def register_reviewers() -> None:
    """For every game with a Hard player and no reviewer of its own (its "review" face):
    the ``review`` level (Hard judges) and ``review-medium`` (Medium judges, quicker)."""
    for game, levels in list(GAME_LEVELS.items()):
        if has_face(game, "review") or REVIEWER not in levels or REVIEW_LEVEL in levels:
            continue
        for level, reviewer in ((REVIEW_LEVEL, REVIEWER), (f"{REVIEW_LEVEL}-medium", "medium")):
            if reviewer in levels:
                name = f"{game.title().replace('-', '')}Review{reviewer.title()}"
                register_level(level, game)(type(name, (FamilyReviewPlayer,), {"game": game, "reviewer": reviewer}))


register_reviewers()
