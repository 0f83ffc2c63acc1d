"""Bao Huang's AI levels: Random (a legal move chosen uniformly), Easy (the hand-written
strategy of ``strategy.py``), Medium and Hard (the searches of ``gamesearch.py`` over
positions sampled from what their seat has seen, with this game's search kit).

Every level decides from a ``SeatView`` (its seat's observation and the rule set). The
searches compare a few candidate moves (``policy.root_moves``: Easy's choice first) by
Easy's play-outs over sampled positions (``determinize.py``) and keep the best mean
score for their side. Medium deals the unseen cards evenly; Hard deals the marked black
joker, while the protector is unknown, by its belief of who holds it (``belief.py``),
and compares more candidates with more time. Hard also searches the emperor card's
offer (accept it, or pass it on) over deals sampled from its hand; the tribute and the
announcement are Easy's, as is the offer at Medium.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar

from bagchen_qt.ai.gamesearch import GameRandomPlayer, KitMedium, KitPlayer, NoWorld
from bagchen_qt.ai.player import GAME_OBSERVERS, GAME_TABLE_LEVELS, PlayerOptions, register_level
from bagchen_qt.core.family import GameDefinition, game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.ai.belief import protector_belief
from bagchen_qt.games.baohuang.ai.determinize import protector_candidates, sample_offer_world, sample_world
from bagchen_qt.games.baohuang.ai.policy import play_out, playout_move, root_moves
from bagchen_qt.games.baohuang.ai.strategy import choose
from bagchen_qt.games.baohuang.ai.view import SeatView, observation_in, seat_view
from bagchen_qt.games.baohuang.rules.phases import EMPEROR, PLAY
from bagchen_qt.games.baohuang.rules.state import BaoHuangState

WORK_RATIO = 3  # Hard's sampled positions for each of Medium's: about their think times' ratio
# The offer of the emperor card comes once a deal and decides who plays for double: Hard
# samples this many times its usual positions for it (each a whole deal played out, as
# many as its think time gives at the table).
OFFER_WORK = 24


class BaoHuangKit:
    """Bao Huang's answers to the searches' questions (``gamesearch.SearchKit``);
    ``believes``: deal the marked black joker by the protector belief; ``offers``: search
    the emperor card's offer too (Hard)."""

    def __init__(self, believes: bool = False, offers: bool = False) -> None:
        self.believes = believes
        self.offers = offers

    @property
    def game(self) -> GameDefinition:
        return game_named(BAO_HUANG)

    def observe(self, state: Any, seat: int) -> Any:
        return seat_view(state, seat)

    def searched(self, obs: Any) -> bool:
        if not isinstance(obs, SeatView) or obs.actor != obs.seat:
            return False
        return obs.observation.phase == PLAY or (self.offers and obs.observation.phase == EMPEROR)

    def decide(self, obs: Any, legal: Sequence[Any], rng: random.Random, risk: float) -> Any:
        return choose(observation_in(obs), legal)

    def root_moves(self, obs: Any, legal: Sequence[Any], limit: int) -> list[Any]:
        return root_moves(observation_in(obs), legal, limit)

    def sample_world(self, obs: Any, rng: random.Random) -> BaoHuangState:
        if not isinstance(obs, SeatView):
            raise NoWorld("the rule set is not known")
        seen = obs.observation
        if seen.phase == EMPEROR:
            return sample_offer_world(seen, obs.rules, rng)
        weights = protector_belief(seen, protector_candidates(seen, obs.rules.alone)) if self.believes else None
        return sample_world(seen, obs.rules, rng, weights)

    def playout_move(self, state: BaoHuangState, rng: random.Random) -> Any:
        return playout_move(state)

    def tree_moves(self, state: BaoHuangState, observer: int) -> list[tuple[Hashable, Any]]:
        raise NotImplementedError("Bao Huang's searches compare root moves by play-outs only")


class BaoHuangSearch(KitMedium):
    """Candidates compared by Easy's play-outs over sampled positions (``KitMedium``),
    each play-out stepping a private copy of the position."""

    kit: ClassVar[BaoHuangKit]

    def evaluator(self, seat: int, candidates: int) -> Callable[[int, Any, random.Random], float]:
        def evaluate(_index: int, state: Any, rng: random.Random) -> float:
            final = play_out(state, rng).final
            assert final is not None
            return final.scores[seat]

        return evaluate


@register_level("random", BAO_HUANG)
class BaoHuangRandom(GameRandomPlayer):
    """A uniformly random legal move."""


@register_level("easy", BAO_HUANG)
class BaoHuangEasy(KitPlayer):
    """The hand-written strategy: decides at once, from the observation alone."""

    kit = BaoHuangKit()


@register_level("medium", BAO_HUANG)
class BaoHuangMedium(BaoHuangSearch):
    """A few candidates (Easy's choice, the pass, the plays Easy weighs) over positions
    dealt evenly from the unseen cards."""

    kit = BaoHuangKit()
    root_limit = 4
    switch_z = 2.0  # a deal's score is coarse (win, tie or loss): leave Easy only when clearly better
    default_think_ms = 200
    min_worlds = 4  # past its think time for so few only: a decision stays within 300 ms


@register_level("hard", BAO_HUANG)
class BaoHuangHard(BaoHuangSearch):
    """More candidates over three times Medium's sampled positions, the marked black
    joker dealt by the belief of who holds it (which guesses the protector far better
    than an even deal, but has not been shown to make better moves: ``docs/ai.md``),
    and the emperor card's offer searched too: accepting it and passing it on compared
    over ``OFFER_WORK`` times its usual positions, each a whole deal played out by
    Easy (Easy accepts it all but always; the search passes it on where that pays).

    At the table the think times give the larger sample (650 ms against 200 ms); a
    cap on the work (``max_iterations``, as in tournaments) is Medium's, so Hard's is
    ``WORK_RATIO`` times it, and a match measures the levels as the table has them
    whatever the machine's load."""

    kit = BaoHuangKit(believes=True, offers=True)
    root_limit = 6
    # The same bar as Medium's in chips: three times the positions make the standard
    # error sqrt(3) times smaller, so 2 / sqrt(3) of them.
    switch_z = 2.0 / math.sqrt(WORK_RATIO)
    default_think_ms = 650
    min_worlds = 8

    def __init__(self, options: PlayerOptions | None = None) -> None:
        super().__init__(options)
        if self.options.max_iterations:
            self.options = self.options.with_(max_iterations=self.options.max_iterations * WORK_RATIO)

    def search(self, obs: Any, legal: Sequence[Any], budget_s: float | None, sample: Callable[[], Any]) -> Any:
        play_options = self.options
        if obs.observation.phase == EMPEROR and play_options.max_iterations:
            self.options = play_options.with_(max_iterations=play_options.max_iterations * OFFER_WORK)
        try:
            return super().search(obs, legal, budget_s, sample)
        finally:
            self.options = play_options


GAME_TABLE_LEVELS[BAO_HUANG] = ("random", "easy", "medium", "hard")
GAME_OBSERVERS[BAO_HUANG] = seat_view
