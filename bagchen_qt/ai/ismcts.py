"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), for any game.

Every iteration takes a deal of the unseen tiles (a determinization agreeing with the
observation), walks down a tree shared by all deals choosing moves by UCB among those
legal in that deal, adds one node, plays the deal out and backs the chips up. Tree
edges are moves as the observer sees them: another seat's face-down play is one edge
whatever its tiles. Each node keeps the chips of the seat that made its move; UCB uses
availability counts (how often the move was legal when its parent was visited), as
ISMCTS requires. Below the root a node only tries more moves as its visits grow
(progressive widening, the game's preferred move first), so a short search is not
spread thin.

One departure from the paper: the root moves are not chosen by UCB but compared on
common deals by ``pimc`` (every deal is played from every root move still in the
race), with one ISMCTS tree below each root move: with the few hundred iterations a
second allows, comparing root moves on the same deals keeps the luck of the deal out
of the comparison. A game gives its moves, steps and leaf values by subclassing
``TreeSearch`` (Bagchen's: ``games/bagchen/ai/trees.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from typing import Any

# UCB works on chips divided by REWARD_SCALE; with these values the exploration bonus is
# a few chips after some dozens of visits, about the noise of a mean over a few dozen deals.
REWARD_SCALE = 20.0
EXPLORATION = 0.35
# Progressive widening: a node tries only its first 1 + WIDENING * sqrt(visits) moves (the
# preferred first), so with few visits the others play as the game's quick policy would.
WIDENING = 0.5


class Node:
    __slots__ = ("children", "seat", "visits", "avail", "total")

    def __init__(self, seat: int) -> None:
        self.children: dict[Hashable, Node] = {}
        self.seat = seat  # who made the move into this node
        self.visits = 0
        self.avail = 1
        self.total = 0.0  # chips of ``seat``, summed over the visits


class TreeSearch:
    """ISMCTS trees below the root moves of one observation, for any game.

    The root moves themselves are compared by ``pimc`` on common deals (each deal is
    played from every root move still in the race, which halves the noise of the
    comparison); ``value_after`` runs one ISMCTS iteration in a root move's tree. A game
    gives the four hooks: the tree moves of the seat to act (as (edge, action), the
    preferred first), how an action or a chance outcome is applied, and the value of a
    leaf for every seat."""

    def __init__(self, observer: int, root_moves: int) -> None:
        self.observer = observer
        self.roots = [Node(observer) for _ in range(root_moves)]

    def tree_moves(self, state: Any) -> list[tuple[Hashable, Any]]:
        raise NotImplementedError

    def step(self, state: Any, action: Any) -> Any:
        raise NotImplementedError

    def chance(self, state: Any, rng: random.Random) -> Any:
        raise NotImplementedError

    def leaf_value(self, state: Any, rng: random.Random) -> Sequence[float]:
        """Every seat's chips at the end of the deal (or a judgement of them)."""
        raise NotImplementedError

    def value_after(self, index: int, state: Any, rng: random.Random) -> float:
        """One iteration below root move ``index``; ``state`` is a sampled deal just after
        that move. Returns the observer's chips at the end of the deal."""
        node = self.roots[index]
        path = [node]
        while not state.is_over:
            if state.is_chance:
                state = self.step(state, self.chance(state, rng))
                continue
            moves = self.tree_moves(state)
            moves = moves[: 1 + int(WIDENING * math.sqrt(node.visits))]
            fresh = [(key, action) for key, action in moves if key not in node.children]
            for key, _ in moves:
                if key in node.children:
                    node.children[key].avail += 1
            if fresh:
                key, action = fresh[0]
                child = node.children[key] = Node(state.actor)
                path.append(child)
                state = self.step(state, action)
                break
            j = self._select([node.children[key] for key, _ in moves])
            node = node.children[moves[j][0]]
            path.append(node)
            state = self.step(state, moves[j][1])
        nets = self.leaf_value(state, rng)
        for visited in path:
            visited.visits += 1
            visited.total += nets[visited.seat]
        return nets[self.observer]

    @staticmethod
    def _select(children: list[Node]) -> int:
        """UCB1 over the available children, with availability counts in place of the
        parent's visits."""
        best, best_score = 0, -math.inf
        for position, child in enumerate(children):
            if not child.visits:
                return position
            mean = child.total / child.visits / REWARD_SCALE
            score = mean + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = position, score
        return best
