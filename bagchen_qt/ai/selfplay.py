"""Self-play: AI levels against each other over many complete deals, with statistics.

Every deal is a fresh deal of the game played through all its steps. Chance comes from
the deal's own random streams (``ChanceStreams``), each seeded by the run's seed and the
deal's number: one per chance event of the deal in order, the shuffle first, so a deal's
tiles do not depend on the players' choices, nor on which process plays it: ``jobs``
changes the speed, never the results (as long as the players themselves are repeatable:
a player that thinks against the clock is not).

Duplicate play replays each deal once for each seat of the table with the players
rotated through the seats, so that each player holds each hand. A decision with a single
legal action is made without asking the player, as the table does; decision times count
the rest. A game plays through its definition, or by a loop of its own where its listing
names a "selfplay" face (Bagchen's: its own chance streams, the blind choice of tower
drawn in duplicate play, its result and passports in the report).
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from bagchen_qt.ai.levels import leaves_decisions, make_player, observation_for
from bagchen_qt.ai.player import AnyPlayer, PlayerOptions
from bagchen_qt.ai.spread import Workers
from bagchen_qt.core.family import AnyGame, game_named
from bagchen_qt.games import DEFAULT_GAME, face_if_any

OnDeal = Callable[[Any, tuple[str, ...], int], None]
"""Called in the parent process with each finished deal: (final state, the level at
each seat, the deal's number). In duplicate play a deal's rotations share its number.
The state is the game's own."""

_COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class SelfplayConfig:
    players: tuple[str, ...]  # the level at each seat (before any rotation)
    deals: int
    seed: int = 0
    duplicate: bool = False
    jobs: int = 1
    ray: str | None = None  # a Ray cluster to play on instead of local processes (see ``spread``)
    think_ms: int = 0  # every player's think time; 0: each level's default
    max_iterations: int = 0  # a cap on search work (0: none); makes thinking players repeatable
    preset: str = ""  # "": the game's usual rules (its first preset)
    judge: str = ""  # the judge of the seats written LEVEL+judge ("": the program's own)
    game: str = DEFAULT_GAME

    def __post_init__(self) -> None:
        seats = self.definition.seat_count(self.rules)  # an unknown game or preset is refused here
        if len(self.players) != seats:
            count = _COUNTS.get(seats, str(seats))
            raise ValueError(f"self-play needs {count} players, one per seat, not {len(self.players)}")
        if self.deals < 1:
            raise ValueError("play at least one deal")
        if self.jobs < 1:
            raise ValueError("jobs must be at least 1")
        if len(set(self.players)) > 1 and not leaves_decisions(self.game, self.rules):
            raise ValueError(
                f"the {self.preset_name} rules leave the players nothing to decide: every level plays "
                "alike, so there are no levels to compare (name one level for every seat)"
            )

    @property
    def definition(self) -> AnyGame:
        return game_named(self.game)

    @property
    def preset_name(self) -> str:
        return self.preset or next(iter(self.definition.presets))

    @property
    def workers(self) -> Workers:
        return Workers(self.jobs, self.ray)

    @property
    def rules(self) -> Any:
        """The game's rule set."""
        return self.definition.rules_from(self.preset_name)

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def rotations(self) -> int:
        return self.seats if self.duplicate else 1

    @property
    def games(self) -> int:
        """Deals played, counting each rotation of a duplicate deal."""
        return self.deals * self.rotations


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One deal as played by one seating of the players."""

    deal: int
    rotation: int
    levels: tuple[str, ...]  # the level at each seat
    result: Any  # the game's own result, with its ``nets`` (None: the chips are in ``deltas``)
    passports: tuple[bool, ...]  # who held a passport at the end (Bagchen's; () in another game)
    decision_s: tuple[Sequence[float], ...]  # each seat's decision times
    state: Any  # the final state, kept only for an ``on_deal`` hook
    deltas: tuple[int, ...] = ()  # the chips each seat won, where ``result`` says none

    @property
    def nets(self) -> tuple[int, ...]:
        return tuple(self.result.nets) if self.result is not None else self.deltas


def seat_levels(players: Sequence[T], rotation: int) -> tuple[T, ...]:
    """The level at each seat when the players are moved ``rotation`` seats on."""
    seats = len(players)
    return tuple(players[(seat + rotation) % seats] for seat in range(seats))


def derived_seed(*parts: object) -> int:
    """A seed for one purpose, the same in every process and on every run."""
    digest = hashlib.sha256("/".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big")


class ChanceStreams:
    """The deal's chance: one random stream per kind of chance event."""

    def __init__(self, seed: int, deal: int) -> None:
        self.seed, self.deal = seed, deal
        self.streams: dict[str, random.Random] = {}

    def stream(self, name: str) -> random.Random:
        if name not in self.streams:
            self.streams[name] = random.Random(derived_seed("chance", self.seed, self.deal, name))
        return self.streams[name]


JUDGED = "+judge"  # a level written with this ends its search's play-outs with a learned judge


def player_for(name: str, options: PlayerOptions, judge: str = "", game: str = DEFAULT_GAME) -> AnyPlayer:
    """The player a self-play seat names: a level of ``game``, or as the game's own
    self-play reads it (Bagchen's ``LEVEL+judge``: that level with the learned judge
    ``judge``, by default the one the program ships)."""
    own = face_if_any(game, "selfplay")
    return own.player_for(name, options, judge) if own is not None else make_player(name, options, game)


def seat_players(config: SelfplayConfig, deal: int, rotation: int) -> tuple[tuple[str, ...], list[AnyPlayer]]:
    """The level at each seat and its player, seeded by the deal, rotation and seat."""
    levels = seat_levels(config.players, rotation)
    players = [
        player_for(
            level,
            PlayerOptions(
                think_ms=config.think_ms,
                max_iterations=config.max_iterations,
                seed=derived_seed("player", config.seed, deal, rotation, seat),
            ),
            config.judge,
            config.game,
        )
        for seat, level in enumerate(levels)
    ]
    return levels, players


def play_game(config: SelfplayConfig, deal: int, rotation: int, keep_state: bool = False) -> GameRecord:
    """Play deal number ``deal`` with the players moved ``rotation`` seats on: by the
    game's own loop where it has one, else through its definition."""
    own = face_if_any(config.game, "selfplay")
    if own is not None:
        return own.play_game(config, deal, rotation, keep_state)  # type: ignore[no-any-return]
    return play_family_game(config, deal, rotation, keep_state)


def play_family_game(config: SelfplayConfig, deal: int, rotation: int, keep_state: bool = False) -> GameRecord:
    """``play_game`` through the game's definition."""
    game = config.definition
    levels, players = seat_players(config, deal, rotation)
    chance = ChanceStreams(config.seed, deal)
    times: list[list[float]] = [[] for _ in levels]
    state: Any = game.new_deal(config.rules, starter=deal % config.seats)
    chance_events = 0
    while not state.is_over:
        if state.is_chance:
            state = game.apply(state, game.sample_chance(state, chance.stream(f"chance-{chance_events}")))
            chance_events += 1
            continue
        seat = state.actor
        legal = game.legal_actions(state)
        if len(legal) == 1:
            state = game.apply(state, legal[0])
            continue
        start = time.perf_counter()
        player = players[seat]
        if player.sees_everything:
            event = player.decide_full(state, legal)
        else:
            event = player.decide(observation_for(config.game, state, seat), legal)
        times[seat].append(time.perf_counter() - start)
        state = game.apply(state, event)
    return GameRecord(
        deal,
        rotation,
        levels,
        None,
        (),
        tuple(map(tuple, times)),
        state if keep_state else None,
        tuple(game.deltas(state)),
    )


def play_deals(config: SelfplayConfig, keep_states: bool, deals: Sequence[int]) -> list[GameRecord]:
    """Every rotation of the given deals, in order (the work of one process)."""
    return [play_game(config, deal, rotation, keep_states) for deal in deals for rotation in range(config.rotations)]
