"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

Every iteration takes a deal of the unseen tiles (a determinization agreeing with
the observation, from ``inference.world_sampler``), walks down one shared tree
choosing moves by UCB among those legal in that deal, adds one node, plays the deal
out with the Easy policy and backs the chips up. Tree edges are moves as the
observer sees them: another seat's face-down play is one edge whatever its tiles, a
lead or a beat is its kinds. Each node keeps the chips of the seat that made its
move; UCB uses availability counts (how often the move was legal when its parent
was visited), as ISMCTS requires.

Moves in the tree are the pruned candidates of ``candidates.py`` (fewer for the
opponents, whose tiles vary from deal to deal), and below the root a node only tries
more of them as its visits grow (progressive widening, the Easy choice first), so a
short search is not spread thin. The root move finally chosen is the most visited
one, unless it is not clearly better than the Easy choice.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.candidates import follow_candidates, lead_candidates
from bagchen_qt.ai.playout import play_out
from bagchen_qt.ai.policy import follow_event, lead_event
from bagchen_qt.ai.strategy import FollowPlan, LeadPlan
from bagchen_qt.ai.view import view_of_state
from bagchen_qt.rules.actions import Event
from bagchen_qt.rules.combos import beat_options
from bagchen_qt.rules.state import (
    DealState,
    Phase,
    apply,
    charity_allowed,
    legal_lead_kinds,
    sample_chance,
)

# UCB works on chips divided by REWARD_SCALE; with these values the exploration bonus is
# a few chips after some dozens of visits, about the noise of a mean over a few dozen deals.
REWARD_SCALE = 20.0
EXPLORATION = 0.35
# Progressive widening: a node tries only its first 1 + WIDENING * sqrt(visits) moves (the
# Easy choice first), so with few visits the others play as the Easy rules would.
WIDENING = 0.5
SWITCH_Z = 1.0  # leave the Easy choice at the root only for a clearly better move
OPPONENT_LEADS = 3
OPPONENT_BEATS = 2


class Node:
    __slots__ = ("children", "seat", "visits", "avail", "total", "squares")

    def __init__(self, seat: int) -> None:
        self.children: dict[tuple, Node] = {}
        self.seat = seat  # who made the move into this node
        self.visits = 0
        self.avail = 1
        self.total = 0.0  # chips of ``seat``, summed over the visits
        self.squares = 0.0  # and their squares, for the spread

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def standard_error(self) -> float:
        if self.visits < 2:
            return math.inf
        variance = max(self.squares / self.visits - self.mean**2, 0.0)
        return math.sqrt(variance / self.visits)


def _key(plan: LeadPlan | FollowPlan, mine: bool) -> tuple:
    """The edge for a move as the observer sees it."""
    if isinstance(plan, LeadPlan):
        if plan.charity:
            return ("charity", plan.kinds if mine else (), plan.suit)
        return ("lead", plan.kinds)
    if plan.beat:
        return ("beat", plan.kinds)
    return ("down", plan.kinds if mine else ())


def tree_moves(state: DealState, observer: int, risk: float) -> list[tuple[tuple, Event]]:
    """(edge, action) for the seat to act: its candidates, the Easy choice first."""
    seat = state.to_act
    mine = seat == observer
    view = view_of_state(state, seat, risk)
    if state.phase is Phase.LEAD:
        plans = lead_candidates(view, list(legal_lead_kinds(state)), charity_allowed(state, seat),
                                limit=8 if mine else OPPONENT_LEADS)
        return [(_key(p, mine), lead_event(seat, view.hand, p)) for p in plans]
    beats = list(beat_options(state.counts[seat], state.trick.top, state.point_mask))
    may_discard = not (beats and state.rules.compulsory_beat)
    plans = follow_candidates(view, beats, may_discard, limit_beats=4 if mine else OPPONENT_BEATS,
                              discards=3 if mine else 1)
    return [(_key(p, mine), follow_event(seat, view.hand, p)) for p in plans]


class Ismcts:
    """One search from one observation; ``run`` returns visits and mean chips per root move."""

    def __init__(self, observer: int, root_actions: Sequence[Event], sample_world: Callable[[], DealState],
                 rng: random.Random, risk: float) -> None:
        self.observer = observer
        self.root_actions = list(root_actions)
        self.sample_world = sample_world
        self.rng = rng
        self.risk = risk
        self.root = Node(observer)

    def run(self, budget: Budget) -> list[Node]:
        roots = [self.root.children.setdefault(("root", i), Node(self.observer))
                 for i in range(len(self.root_actions))]
        while budget.more():
            self._iterate(roots)
            budget.done_one()
        return roots

    def _iterate(self, roots: list[Node]) -> None:
        state = self.sample_world()
        for child in roots:
            child.avail += 1
        i = self._select(roots)
        path = [roots[i]]
        state = apply(state, self.root_actions[i])
        node = roots[i]
        while not state.is_over:
            if state.is_chance:
                state = apply(state, sample_chance(state, self.rng))
                continue
            moves = tree_moves(state, self.observer, self.risk)
            moves = moves[:1 + int(WIDENING * math.sqrt(node.visits))]
            fresh = [(key, action) for key, action in moves if key not in node.children]
            for key, _ in moves:
                if key in node.children:
                    node.children[key].avail += 1
            if fresh:
                key, action = fresh[0]
                child = node.children[key] = Node(state.to_act)
                path.append(child)
                state = apply(state, action)
                break
            j = self._select([node.children[key] for key, _ in moves])
            node = node.children[moves[j][0]]
            path.append(node)
            state = apply(state, moves[j][1])
        final = play_out(state, self.rng, self.risk)
        nets = final.result.nets
        for visited in path:
            chips = nets[visited.seat]
            visited.visits += 1
            visited.total += chips
            visited.squares += chips * chips

    @staticmethod
    def best_root(roots: list[Node]) -> int:
        """The most visited root move, unless it is not clearly better than the Easy choice."""
        best = max(range(len(roots)), key=lambda i: (roots[i].visits, -i))
        easy = roots[0]
        if best:
            spread = math.hypot(roots[best].standard_error(), easy.standard_error())
            if not roots[best].mean - easy.mean > SWITCH_Z * spread:
                return 0
        return best

    def _select(self, children: list[Node]) -> int:
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
