"""Position duels: levels compared from the same positions in the middle of a deal.

A tournament between searching levels costs a minute of a core per deal, and most of a
deal's decisions are ones the levels make alike, so it takes hours to separate them. A
position duel looks at one stage of the deal. Each position is a deal played by the
hand-written strategy (the tuned weights at the seat studied, Easy's at the others) up
to the first decision of the seat studied holding ``tiles`` tiles. From there each level
plays that seat to the end of the deal, while the other seats play one fixed level
with the same random numbers every time; the chance of the rest of the deal (the
passport dice) comes from the position's own stream. The seat's chips, level against
level, show what each level's decisions from that stage on are worth, and in how many
positions they changed anything at all.

A proxy, not a verdict: the other seats play one level, which a searching level may
model exactly (Hard reads the others' plays as Easy's rules would make them) where a
table of searching players is harder to foresee.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from bagchen_qt.ai.player import Player, PlayerOptions
from bagchen_qt.ai.selfplay import derived_seed
from bagchen_qt.ai.spread import Workers, spread
from bagchen_qt.ai.tournament import Progress, mean_ci
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.ai.selfplay import ask, forced, player_for
from bagchen_qt.games.bagchen.ai.weights import EASY, TUNED
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions, sample_chance

MAX_TILES = 16  # a hand's tiles when the play begins
SCAN_LIMIT = 50  # deals tried per position asked for before giving up


@dataclass(frozen=True, slots=True)
class PositionConfig:
    levels: tuple[str, ...]  # played in turn at the seat studied; the first is the baseline
    tiles: int  # the seat's tiles at the position
    positions: int
    seed: int = 0
    others: str = "easy"  # the level of the other three seats
    think_ms: int = 0  # every player's think time per decision (0: each level's own)
    max_iterations: int = 0
    # Each level makes only the decision at the position, the first level the seat's
    # later ones: the worth of that one decision alone.
    first_only: bool = False
    workers: Workers = field(default_factory=Workers)

    def __post_init__(self) -> None:
        if len(self.levels) < 2:
            raise ValueError("a position duel needs at least two levels")
        if not 1 <= self.tiles <= MAX_TILES:
            raise ValueError(f"tiles must be 1 to {MAX_TILES}, not {self.tiles}")
        if self.positions < 2:
            raise ValueError("play at least two positions")
        for level in {*self.levels, self.others}:
            player_for(level, PlayerOptions())  # an unknown level is refused here


def position(seed: int, number: int, tiles: int, rules: RuleSet | None = None) -> DealState | None:
    """Deal ``number``'s position: the first decision of seat ``number % 4`` at a lead
    or follow with ``tiles`` tiles in hand; None when the deal never comes to one (the
    seat went from more to fewer in one play)."""
    rng = random.Random(derived_seed("position", seed, number))
    seat = number % 4
    state = DealState.new(rules or RuleSet(), starter=seat)
    while not state.is_over:
        if state.is_chance:
            state = apply(state, sample_chance(state, rng))
            continue
        if state.actor == seat and state.phase in (Phase.LEAD, Phase.FOLLOW) and len(state.hands[seat]) == tiles:
            return state
        weights = TUNED if state.actor == seat else EASY
        state = apply(state, decide_from_state(state, rng, 0.5, weights))
    return None


def position_numbers(config: PositionConfig) -> list[int]:
    """The numbers of the first ``config.positions`` deals that come to a position."""
    found: list[int] = []
    for number in range(config.positions * SCAN_LIMIT):
        if position(config.seed, number, config.tiles) is not None:
            found.append(number)
            if len(found) == config.positions:
                return found
    raise ValueError(f"too few deals come to a seat holding {config.tiles} tiles at its turn")


def play_from(config: PositionConfig, number: int, level: str) -> int:
    """The studied seat's chips over deal ``number`` with ``level`` playing it from the position."""
    state = position(config.seed, number, config.tiles)
    assert state is not None
    seat = number % 4

    def player(s: int, name: str) -> Player:
        options = PlayerOptions(
            think_ms=config.think_ms,
            max_iterations=config.max_iterations,
            seed=derived_seed("position player", config.seed, number, s),
        )
        return player_for(name, options)

    players = [player(s, level if s == seat else config.others) for s in range(4)]
    # With ``first_only``, the baseline takes the seat over after its first decision.
    takeover = player(seat, config.levels[0]) if config.first_only and level != config.levels[0] else None
    chance = random.Random(derived_seed("position chance", config.seed, number))
    while not state.is_over:
        if state.is_chance:
            state = apply(state, sample_chance(state, chance))
            continue
        legal = legal_actions(state)
        only = forced(legal)
        if only is not None:
            state = apply(state, only)
            continue
        actor = state.actor
        state = apply(state, ask(players[actor], state, legal))
        if actor == seat and takeover is not None:
            players[seat] = takeover
    return state.final.nets[seat]


def _play_positions(config: PositionConfig, numbers: Sequence[int]) -> list[list[int]]:
    return [[play_from(config, number, level) for level in config.levels] for number in numbers]


def run_positions(config: PositionConfig, progress: TextIO | None = None) -> dict[str, Any]:
    """Play every position with every level and report: each level's mean chips over the
    deals, and against the first level the paired difference, its 95% interval and the
    positions where the seat ended with other chips."""
    numbers = position_numbers(config)
    bar = Progress(len(numbers), progress)
    rows: list[list[int]] = []
    for part in spread(_play_positions, (config,), numbers, config.workers, piece_size=1):
        rows += part
        bar.advance(len(part))
    bar.finish()
    levels = []
    for index, level in enumerate(config.levels):
        entry: dict[str, Any] = {"level": level, "chips": statistics.fmean(row[index] for row in rows)}
        if index:
            diffs = [row[index] - row[0] for row in rows]
            entry["difference"], entry["ci95"] = mean_ci(diffs)
            entry["changed"] = sum(1 for d in diffs if d)
        levels.append(entry)
    return {
        "tiles": config.tiles,
        "positions": len(rows),
        "seed": config.seed,
        "others": config.others,
        "first_only": config.first_only,
        "levels": levels,
        "chips": rows,
    }


def print_positions(report: dict[str, Any], out: TextIO) -> None:
    baseline = report["levels"][0]["level"]
    out.write(
        f"{report['positions']} positions, the seat studied holding {report['tiles']} tiles at its turn; "
        f"the others play {report['others']}"
        + (f"; each level makes only that decision, {baseline} the rest" if report["first_only"] else "")
        + "\n"
    )
    out.write(f"{'level':<10} {'chips/deal':>10} {'minus ' + baseline:>14} {'95% CI':>18} {'changed':>8}\n")
    for entry in report["levels"]:
        line = f"{entry['level']:<10} {entry['chips']:>+10.2f}"
        if "difference" in entry:
            ci = entry["ci95"]
            interval = f"[{ci[0]:+.2f}, {ci[1]:+.2f}]" if ci else "-"
            line += f" {entry['difference']:>+14.2f} {interval:>18} {entry['changed']:>8}"
        out.write(line + "\n")
    out.write("(the seat's chips over the deal; changed: positions where it ended with other chips)\n")
