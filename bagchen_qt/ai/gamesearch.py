"""Players for any game of the family: Random, and the searching levels over a definition.

The searches are Bagchen's (``pimc.py`` compares the root moves on common sampled
deals, ``ismcts.TreeSearch`` grows a tree below each), reaching the game only through
its ``GameDefinition`` and a ``SearchKit``: what a game adds for its searching players,

- a determinizer: full states that agree with what one seat has seen (``sample_world``),
- a quick policy for the play-outs, deciding for the seat to act from what it may see,
- its hand-written choice from an observation (the Easy level of that game),
- the moves worth searching, the hand-written choice first, named as the observer
  sees them (another seat's face-down play is one edge, whatever its tiles).

A player sees only the observation it is given, so a search never reads hidden tiles:
every hidden tile it looks at was dealt by the determinizer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar, Protocol

from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.ismcts import TreeSearch
from bagchen_qt.ai.pimc import SWITCH_Z, SearchResult, pimc
from bagchen_qt.ai.player import Player
from bagchen_qt.core.family import AnyGame


class NoWorld(Exception):
    """The kit found no full state that agrees with the observation (the search then
    plays the hand-written choice)."""


class SearchKit(Protocol):
    """What a game gives its searching players beyond its definition."""

    @property
    def game(self) -> AnyGame: ...

    def observe(self, state: Any, seat: int) -> Any:
        """What a player at ``seat`` of ``state`` decides from."""
        ...

    def searched(self, obs: Any) -> bool:
        """Whether the decision at ``obs`` is worth a search (else ``decide`` answers)."""
        ...

    def decide(self, obs: Any, legal: Sequence[Any], rng: random.Random, risk: float) -> Any:
        """The hand-written choice for ``obs.seat`` among ``legal``."""
        ...

    def root_moves(self, obs: Any, legal: Sequence[Any], limit: int) -> list[Any]:
        """At most ``limit`` distinct legal moves worth searching, ``decide``'s choice first."""
        ...

    def sample_world(self, obs: Any, rng: random.Random) -> Any:
        """A full state that agrees with everything ``obs`` shows, hidden tiles dealt at
        random; raises ``NoWorld`` when it finds none."""
        ...

    def playout_move(self, state: Any, rng: random.Random) -> Any:
        """A quick decision for ``state.actor`` from what that seat may see (play-outs)."""
        ...

    def tree_moves(self, state: Any, observer: int) -> list[tuple[Hashable, Any]]:
        """(edge, action) for ``state.actor``, the policy's choice first; an edge names
        the move as ``observer`` sees it."""
        ...


def play_out(kit: SearchKit, state: Any, rng: random.Random) -> Any:
    """The deal played to its end from ``state``, every seat with the kit's quick policy."""
    game = kit.game
    while not state.is_over:
        event = game.sample_chance(state, rng) if state.is_chance else kit.playout_move(state, rng)
        state = game.apply(state, event)
    return state


class KitTrees(TreeSearch):
    """ISMCTS trees over a game's definition: the kit's moves, play-outs to the end."""

    def __init__(self, kit: SearchKit, observer: int, root_moves: int) -> None:
        super().__init__(observer, root_moves)
        self.kit = kit
        self.game = kit.game

    def tree_moves(self, state: Any) -> list[tuple[Hashable, Any]]:
        return self.kit.tree_moves(state, self.observer)

    def step(self, state: Any, action: Any) -> Any:
        return self.game.apply(state, action)

    def chance(self, state: Any, rng: random.Random) -> Any:
        return self.game.sample_chance(state, rng)

    def leaf_value(self, state: Any, rng: random.Random) -> Sequence[float]:
        return self.game.deltas(play_out(self.kit, state, rng))


class GameRandomPlayer(Player[Any, Any]):
    """Random for any game: a legal action chosen uniformly."""

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        return legal[self.rng.randrange(len(legal))]


class KitPlayer(Player[Any, Any]):
    """A game's hand-written strategy (its Easy level): the kit's choice, at once."""

    kit: ClassVar[SearchKit]
    default_think_ms = 5

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        return self.kit.decide(obs, legal, self.rng, self.options.risk)


class KitSearchingPlayer(KitPlayer):
    """Determinized search at every decision the kit finds worth it; the others, a
    decision with a single candidate and one where no world can be sampled, as the
    hand-written strategy plays them."""

    root_limit: ClassVar[int] = 6
    # Standard errors by which a candidate must beat the hand-written choice to be played.
    switch_z: ClassVar[float] = SWITCH_Z
    # Sampled deals a search goes on past its think time for, on a busy machine (see
    # ``explain.SearchingPlayer``).
    min_worlds: ClassVar[int] = 0

    def __init__(self, options: Any = None) -> None:
        super().__init__(options)
        self.last: tuple[Any, list[Any], SearchResult] | None = None  # the last search, for hints

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        if not self.kit.searched(obs):
            return super().decide(obs, legal, budget_s)
        kit = self.kit

        def sample() -> Any:
            return kit.sample_world(obs, self.rng)

        try:
            return self.search(obs, legal, budget_s, sample)
        except NoWorld:
            return super().decide(obs, legal, budget_s)

    def search(self, obs: Any, legal: Sequence[Any], budget_s: float | None, sample: Callable[[], Any]) -> Any:
        """The kit's candidates at ``obs`` compared over the worlds ``sample`` gives."""
        actions = self.kit.root_moves(obs, legal, self.root_limit)
        if len(actions) == 1:
            return actions[0]
        seconds = budget_s if budget_s is not None else self.think_ms / 1000
        budget = Budget.for_think_time(seconds, self.options.max_iterations, self.min_worlds)
        evaluate = self.evaluator(obs.seat, len(actions))
        risk, step = self.options.risk, self.kit.game.apply
        result = pimc(sample, actions, evaluate, self.rng, budget, risk, step=step, switch_z=self.switch_z)
        self.last = (obs, actions, result)
        return actions[result.best]

    def evaluator(self, seat: int, candidates: int) -> Callable[[int, Any, random.Random], float]:
        """How a root move's world is scored: the seat's chips at the end."""
        raise NotImplementedError


class KitMedium(KitSearchingPlayer):
    """Medium for any game: perfect-information Monte Carlo, each candidate played out
    to the end of every sampled deal with the quick policy at every seat."""

    default_think_ms = 250
    min_worlds = 12

    def evaluator(self, seat: int, candidates: int) -> Callable[[int, Any, random.Random], float]:
        kit = self.kit

        def evaluate(_index: int, state: Any, rng: random.Random) -> float:
            return kit.game.deltas(play_out(kit, state, rng))[seat]

        return evaluate


class KitHard(KitSearchingPlayer):
    """Hard for any game: more candidates, each followed by an ISMCTS tree over the
    sampled deals, with more time to grow them."""

    default_think_ms = 850
    root_limit = 10
    min_worlds = 24

    def evaluator(self, seat: int, candidates: int) -> Callable[[int, Any, random.Random], float]:
        return KitTrees(self.kit, seat, candidates).value_after


class KitOracle(KitHard):
    """Hard's search over the true deal instead of sampled ones: it sees every tile, to
    measure the others against (never offered at the table)."""

    sees_everything = True

    def decide(self, obs: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        raise TypeError("the Oracle decides from the full state (decide_full)")

    def decide_full(self, state: Any, legal: Sequence[Any], budget_s: float | None = None) -> Any:
        obs = self.kit.observe(state, state.actor)
        if not self.kit.searched(obs):
            return KitPlayer.decide(self, obs, legal, budget_s)
        return self.search(obs, legal, budget_s, lambda: state)
