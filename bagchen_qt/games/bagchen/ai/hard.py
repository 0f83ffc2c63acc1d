"""Hard: information-set MCTS over sampled deals, with exact play of the last tricks.

Most decisions are searched for about a second: on deals sampled as Medium samples
them, each candidate move is followed by a single-observer ISMCTS tree
(``ai/ismcts.py``, Bagchen's trees in ``trees.py``), and the candidates are compared on
common deals. Its candidates and its own moves in the trees and play-outs come from the
hand-written strategy with the tuned weights (``weights.TUNED``), which beat Easy's own in self-play; the other seats
play there with Easy's weights, the play its reading of their moves assumes. Medium
searches with Easy's weights throughout, and the better play-outs are most of what
Hard has over it.

Once the seat holds only a few tiles the rest of the deal is small enough to search
exactly: each sampled deal is played to the end perfectly by every seat
(``exact.py``) and the move with the best average wins.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from itertools import combinations

from bagchen_qt.ai.budget import Budget, Share
from bagchen_qt.ai.pimc import PimcPart, conclude, pimc, pimc_part
from bagchen_qt.ai.player import PlayerOptions, register_level
from bagchen_qt.games.bagchen.ai.exact import NODE_LIMIT, ExactSearch, TooBig
from bagchen_qt.games.bagchen.ai.explain import SearchingPlayer
from bagchen_qt.games.bagchen.ai.inference import world_sampler
from bagchen_qt.games.bagchen.ai.judge import judge_for
from bagchen_qt.games.bagchen.ai.medium import candidate_actions
from bagchen_qt.games.bagchen.ai.parallel import collect_parts, start_parts
from bagchen_qt.games.bagchen.ai.playout import seat_weights_for
from bagchen_qt.games.bagchen.ai.policy import decide_from_observation
from bagchen_qt.games.bagchen.ai.trees import Ismcts
from bagchen_qt.games.bagchen.ai.weights import TUNED
from bagchen_qt.games.bagchen.rules.actions import Action, Discard, DiscardAny, Event
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND

EXACT_TILES = 2  # solve exactly once the hand is down to this many tiles
NODES_PER_SECOND = 20_000
WORLD_TRIES = 20  # draws per sampled deal (Medium: inference.TRIES): better guesses of the hidden tiles


def distinct_legal(obs: Observation, legal: Sequence[Action]) -> list[Event]:
    """The legal actions with ``DiscardAny`` spelled out as distinct face-down plays."""
    moves: list[Event] = []
    for action in legal:
        if not isinstance(action, DiscardAny):
            moves.append(action)
            continue
        seen = set()
        for tiles in combinations(obs.hand, action.count):
            kinds = tuple(TILE_KIND[t] for t in tiles)
            if kinds not in seen:
                seen.add(kinds)
                moves.append(Discard(obs.seat, tiles))
    return moves


@register_level("hard")
class HardPlayer(SearchingPlayer):
    default_think_ms = 850
    min_worlds = 24  # about a third of what its think time buys on an idle core
    weights = TUNED  # its candidates, trees and play-outs: see the module docstring

    def __init__(self, options: PlayerOptions | None = None) -> None:
        super().__init__(options)
        self.worlds_by_process: list[int] = []  # of the last tree search: this process's first

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        if obs.phase not in (Phase.LEAD, Phase.FOLLOW):
            return decide_from_observation(obs, legal, self.rng, self.options.risk, self.weights)
        return self.search(obs, legal, budget_s)

    def search(
        self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None, truth: DealState | None = None
    ) -> Event:
        """The search of a lead or follow over deals guessed from the plays, or for the
        Oracle over ``truth``, the true deal itself."""
        budget = self.budget(budget_s)
        if len(obs.hand) <= EXACT_TILES:
            chosen = self._solve_endgame(obs, legal, self._sampler(obs, truth), budget)
            if chosen is not None:
                return chosen
        return self._tree_search(obs, truth, budget)

    def _sampler(self, obs: Observation, truth: DealState | None) -> Callable[[], DealState]:
        return (lambda: truth) if truth is not None else world_sampler(obs, self.rng, WORLD_TRIES)

    def _solve_endgame(self, obs: Observation, legal: Sequence[Action], sample, budget: Budget) -> Event | None:
        """Every distinct move, scored by exact play to the end of each sampled deal;
        None when finishing exactly is too much work."""
        actions = distinct_legal(obs, legal)
        if len(actions) == 1:
            return actions[0]
        seat = obs.seat

        def exact_value(_index, state, _rng) -> float:
            # Under a clock, no more nodes than the time left allows (tens of microseconds each).
            limit = NODE_LIMIT if budget.max_steps else int((budget.until() - time.monotonic()) * NODES_PER_SECOND)
            return ExactSearch(limit, charity_seat=seat).value(state)[seat]

        try:
            result = pimc(sample, actions, exact_value, self.rng, budget, self.options.risk, step=apply)
        except TooBig:
            return None
        self.last = (obs, actions, result)
        return actions[result.best]

    def _tree_search(self, obs: Observation, truth: DealState | None, budget: Budget) -> Event:
        actions = candidate_actions(obs, self.options.risk, self.weights)
        if len(actions) == 1:
            return actions[0]
        helpers = self.options.processes - 1
        seeds = [self.rng.getrandbits(32) for _ in range(helpers)]
        alone = self.options.with_(processes=1)
        share = budget.share(self.options.processes)  # the floor of deals is split between the processes
        budget.min_steps = share.min_steps
        futures = start_parts(search_part, helpers, obs, actions, alone, seeds, share, truth)
        parts = [self.tree_part(obs, actions, truth, budget)]
        parts += collect_parts(futures, None if budget.max_steps else budget.latest)
        result = conclude(parts, len(actions), self.options.risk)
        self.last = (obs, actions, result)
        self.worlds_by_process = [part.worlds for part in parts]
        return actions[result.best]

    def tree_part(self, obs: Observation, actions: list[Event], truth: DealState | None, budget: Budget) -> PimcPart:
        """This process's share of the tree search: ``actions`` scored over its own deals."""
        # Its own later moves with its own weights; the others as its reading of their plays sees them.
        judge = judge_for(self.options.judge)
        trees = Ismcts(obs.seat, len(actions), self.options.risk, seat_weights_for(obs.seat, self.weights), judge)
        return pimc_part(self._sampler(obs, truth), actions, trees.value_after, self.rng, budget, step=apply)


def search_part(
    obs: Observation,
    actions: tuple[Event, ...],
    options: PlayerOptions,
    seed: int,
    share: Share,
    truth: DealState | None,
) -> PimcPart:
    """One helper process's share: Hard's tree search of ``actions`` with its own random numbers."""
    player = HardPlayer(options)
    player.rng = random.Random(seed)
    return player.tree_part(obs, list(actions), truth, share.budget())
