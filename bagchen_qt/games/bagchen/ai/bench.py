"""``bagchen bench ai``: how long each AI level takes per decision.

Each level plays real deals against itself at its default settings, and every decision
it is asked (a single forced action is not asked, as at the table) is timed. A level
plays for ``seconds``, or longer until it has made ``MIN_DECISIONS`` decisions, but
never more than ``MAX_LEVEL_S``: the whole bench takes a few minutes at most.

For the searching levels it also reports how many sampled deals (the search's
iterations) a searched decision gets: on a busy machine the same think time buys
fewer, and that count shows it.

It also measures how well the searching levels guess the hidden tiles
(``inference``): at positions of Easy self-play, how many tiles a sampled deal puts in
the wrong hand (or in a hand when they were played face down, or the other way), when
the unseen tiles are dealt uniformly, read from the plays in a single draw, and drawn
as Medium and Hard draw them. The Oracle, which sees every hand, misplaces none: this
is the gap that better guessing could close.
"""

from __future__ import annotations

import platform
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from bagchen_qt.ai.decision_times import decision_figures
from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PLAYER_LEVELS, TABLE_LEVELS, PlayerOptions
from bagchen_qt.games.bagchen.ai.explain import SearchingPlayer
from bagchen_qt.games.bagchen.ai.hard import WORLD_TRIES
from bagchen_qt.games.bagchen.ai.inference import TRIES, world_sampler
from bagchen_qt.games.bagchen.ai.parallel import close_helpers, default_processes
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.ai.selfplay import decision
from bagchen_qt.games.bagchen.rules.determinize import determinized_state, sample_hidden
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, sample_chance
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND

MIN_DECISIONS = 30
MAX_LEVEL_S = 60.0
INFERENCE_POSITIONS = 60
WORLDS_PER_POSITION = 10


def decision_times(
    level: str,
    seconds: float,
    min_decisions: int = MIN_DECISIONS,
    seed: int = 2024,
    iterations: list[int] | None = None,
    processes: int = 1,
) -> list[float]:
    """Seconds per decision of ``level`` over deals it plays against itself. A searching
    level's sampled deals per searched decision (its iterations, over all the processes
    it searches in) go to ``iterations``."""
    rng = random.Random(seed)
    times: list[list[float]] = [[] for _ in range(4)]  # by seat
    start = time.perf_counter()

    def more() -> bool:
        elapsed = time.perf_counter() - start
        return elapsed < MAX_LEVEL_S and (elapsed < seconds or sum(map(len, times)) < min_decisions)

    while more():
        players = [make_player(level, PlayerOptions(seed=rng.randrange(2**32), processes=processes)) for _ in range(4)]
        state = DealState.new(starter=rng.randrange(4))
        while not state.is_over and more():
            if state.is_chance:
                state = apply(state, sample_chance(state, rng))
                continue
            player = players[state.actor]
            if isinstance(player, SearchingPlayer):
                player.last = None
            state = apply(state, decision(players, state, times))
            if iterations is not None and isinstance(player, SearchingPlayer) and player.last is not None:
                iterations.append(player.last[2].worlds)
    return [t for seat_times in times for t in seat_times]


def _positions(count: int, rng: random.Random) -> list[DealState]:
    """Leads and follows of Easy self-play, with two to twelve tiles in the hand to play."""
    found: list[DealState] = []
    while len(found) < count:
        state = DealState.new(starter=rng.randrange(4))
        size = rng.randint(2, 12)
        while not state.is_over and not (
            state.phase in (Phase.LEAD, Phase.FOLLOW) and len(state.hands[state.actor]) <= size
        ):
            state = apply(state, decide_from_state(state, rng))
        if not state.is_over:
            found.append(state)
    return found


def _places(state: DealState, seat: int) -> list[list[int]]:
    """Where the tiles ``seat`` cannot see are, by kind: each other hand, and the tiles
    the others played face down (one pile: they are out of the play, whoever threw them)."""
    places = [list(state.counts[other]) for other in range(4) if other != seat]
    down = [0] * 21
    for trick in (*state.tricks, state.trick) if state.trick else state.tricks:
        for play in trick.plays:
            if play.seat != seat and not play.face_up:
                for tile in play.tiles:
                    down[TILE_KIND[tile]] += 1
    return [*places, down]


def _misplaced(world: DealState, truth: DealState) -> float:
    """Hidden tiles ``world`` puts in the wrong place."""
    seat = truth.actor
    return (
        sum(
            abs(a - b)
            for guess, real in zip(_places(world, seat), _places(truth, seat), strict=True)
            for a, b in zip(guess, real, strict=True)
        )
        / 2
    )


def inference_accuracy(positions: int = INFERENCE_POSITIONS, seed: int = 2024) -> dict[str, float]:
    """Misplaced hidden tiles per sampled deal: dealt uniformly, read from the plays in
    a single draw, as Medium draws them (best of ``inference.TRIES``) and as Hard does
    (best of ``hard.WORLD_TRIES``)."""
    states = _positions(positions, random.Random(seed))
    hidden = statistics.fmean(sum(sum(pile) for pile in _places(s, s.actor)) for s in states)
    figures = {"positions": float(len(states)), "hidden_tiles": round(hidden, 2)}
    for name, tries in (("uniform", 0), ("one_draw", 1), ("medium", TRIES), ("hard", WORLD_TRIES)):
        errors = []
        for index, state in enumerate(states):
            obs, rng = observation(state, state.actor), random.Random(index)
            if tries:
                draw = world_sampler(obs, rng, tries)
            else:

                def draw(obs=obs, rng=rng) -> DealState:
                    return determinized_state(obs, *sample_hidden(obs, rng))

            errors.append(statistics.fmean(_misplaced(draw(), state) for _ in range(WORLDS_PER_POSITION)))
        figures[f"misplaced_{name}"] = round(statistics.fmean(errors), 2)
    return figures


def bench_ai(
    seconds: float,
    levels: Sequence[str] = TABLE_LEVELS,
    min_decisions: int = MIN_DECISIONS,
    inference_positions: int = INFERENCE_POSITIONS,
) -> dict[str, Any]:
    make_player("random")  # loads the registry of levels
    figures_of: dict[str, dict[str, float | int]] = {}
    skipped = []
    runs = [(level, level, 1) for level in levels]
    if "hard" in levels and default_processes() > 1:  # Hard as the table runs it on this machine
        runs.append((f"hard_{default_processes()}_processes", "hard", default_processes()))
    for name, level, processes in runs:
        if level not in PLAYER_LEVELS:
            skipped.append(level)
            continue
        iterations: list[int] = []
        try:
            times = decision_times(level, seconds, min_decisions, iterations=iterations, processes=processes)
        finally:
            close_helpers()
        figures_of[name] = decision_figures(times, iterations)
    figures: dict[str, Any] = {"levels": figures_of}
    if skipped:
        figures["skipped"] = f"not registered yet: {', '.join(skipped)}"
    if inference_positions:
        figures["inference"] = inference_accuracy(inference_positions)
    figures["python"] = platform.python_version()
    figures["cores_used"] = max(processes for _, _, processes in runs)
    return figures
