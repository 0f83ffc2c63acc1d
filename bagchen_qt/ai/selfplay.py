"""Self-play: AI levels against each other over many complete deals, with statistics.

Every deal is a fresh ``DealState`` (each seat holding the stake) played through all
its steps, the pre-play ones included. Chance comes from the deal's own random streams,
one per kind of chance event (the shuffle, the deal's dice, the union dice, the tile
given back, the passport dice), each seeded by the run's seed and the deal's number.
So a deal's tiles and dice do not depend on the players' choices as far as possible,
nor on which process plays it: ``jobs`` changes the speed, never the results (as long
as the players themselves are repeatable: a player that thinks against the clock is not).

Duplicate play replays each deal four times with the players rotated through the seats,
so that each player holds each hand. To give every rotation the same hands, the
thrower's choice of tower (a blind choice: no one sees the towers) is then also drawn
from the deal's chance streams instead of being asked of the player.

A decision with a single legal action (other than a choice of tiles to throw away) is
made without asking the player, as the table does; decision times count the rest.

Other games of the family (``game``) are played through their definition: the same
seeds, rotations and report, with one chance stream per chance event of the deal in
order (the shuffle comes first, so every rotation of a duplicate deal holds the same
hands), the players rotated through every seat of the table, and the figures every
game has (chips and decision times).
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import Player, PlayerOptions
from bagchen_qt.ai.spread import Workers
from bagchen_qt.ai.worker import decide_for
from bagchen_qt.core.family import GameDefinition, game_named
from bagchen_qt.games import BAGCHEN
from bagchen_qt.games.bagchen.ai.judge import SHIPPED, judge_for
from bagchen_qt.games.bagchen.rules.actions import Action, ChooseTower, DiscardAny, Event
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState, Phase, apply, legal_actions, sample_chance

OnDeal = Callable[[Any, tuple[str, ...], int], None]
"""Called in the parent process with each finished deal: (final state, the level at
each seat, the deal's number). In duplicate play a deal's rotations share its number.
The state is the game's own (a ``DealState`` for Bagchen)."""

ROTATIONS = 4  # Bagchen's seats; another game rotates through its own
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
    preset: str = ""  # "": the game's usual rules (Bagchen's: pagat)
    judge: str = ""  # the judge of the seats written LEVEL+judge ("": the program's own)
    game: str = BAGCHEN

    def __post_init__(self) -> None:
        seats = self.definition.seat_count(self.rules)  # an unknown game or preset is refused here
        if len(self.players) != seats:
            count = _COUNTS.get(seats, str(seats))
            raise ValueError(f"self-play needs {count} players, one per seat, not {len(self.players)}")
        if self.deals < 1:
            raise ValueError("play at least one deal")
        if self.jobs < 1:
            raise ValueError("jobs must be at least 1")

    @property
    def definition(self) -> GameDefinition:
        return game_named(self.game)

    @property
    def preset_name(self) -> str:
        return self.preset or next(iter(self.definition.presets))

    @property
    def workers(self) -> Workers:
        return Workers(self.jobs, self.ray)

    @property
    def rules(self) -> RuleSet:
        """The rule set (the game's own kind of rule set for another game)."""
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
    result: DealResult | None  # Bagchen's result (None in another game)
    passports: tuple[bool, ...]  # who held a passport at the end
    decision_s: tuple[Sequence[float], ...]  # each seat's decision times
    state: Any  # the final state, kept only for an ``on_deal`` hook
    deltas: tuple[int, ...] = ()  # the chips each seat won (another game's; Bagchen's are in ``result``)

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

    def event(self, state: DealState) -> Event:
        return sample_chance(state, self.stream(state.phase.value))

    def shared_event(self, state: DealState, duplicate: bool = True) -> Event | None:
        """What every replay of the deal shares: its chance outcomes and, in duplicate
        play, the tower chosen; None when a player decides."""
        if state.is_chance:
            return self.event(state)
        if duplicate and state.phase is Phase.CHOOSE_TOWER:
            return ChooseTower(state.thrower, self.stream("tower").randrange(8))
        return None


def forced(legal: Sequence[Action]) -> Event | None:
    """The only legal action, if there is just one and it is not a choice of tiles."""
    return legal[0] if len(legal) == 1 and not isinstance(legal[0], DiscardAny) else None


def ask(player: Player, state: DealState, legal: Sequence[Action]) -> Event:
    """The player's decision for the seat to act, from what that seat may see (or from
    everything, for the Oracle), within the player's own think time."""
    assert state.to_act is not None
    obs = None if player.sees_everything else observation(state, state.to_act)
    return decide_for(player, obs, legal, None, state)


def decision(players: Sequence[Player], state: DealState, times: list[list[float]]) -> Event:
    """The decision of the seat to act: made for it when forced, else asked of its
    player and timed (in ``times[seat]``)."""
    seat = state.to_act
    assert seat is not None
    legal = legal_actions(state)
    only = forced(legal)
    if only is not None:
        return only
    start = time.perf_counter()
    event = ask(players[seat], state, legal)
    times[seat].append(time.perf_counter() - start)
    return event


JUDGED = "+judge"  # a level written with this ends its search's play-outs with a learned judge


def player_for(name: str, options: PlayerOptions, judge: str = "", game: str = BAGCHEN) -> Player:
    """The player a self-play seat names: a level of ``game``, or (Bagchen's)
    ``LEVEL+judge`` for that level with the learned judge ``judge`` (by default the one
    the program ships)."""
    if game != BAGCHEN:
        return make_player(name, options, game)
    if name.endswith(JUDGED):
        options = options.with_(judge=judge or SHIPPED)
        if judge_for(options.judge) is None:
            raise ValueError("the program ships no judge of positions yet: name one with --judge FILE")
        name = name.removesuffix(JUDGED)
    return make_player(name, options)


def _seat_players(config: SelfplayConfig, deal: int, rotation: int) -> tuple[tuple[str, ...], list[Player]]:
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
    """Play deal number ``deal`` with the players moved ``rotation`` seats on."""
    if config.game != BAGCHEN:
        return play_family_game(config, deal, rotation, keep_state)
    levels, players = _seat_players(config, deal, rotation)
    chance = ChanceStreams(config.seed, deal)
    times: list[list[float]] = [[] for _ in range(4)]
    state = DealState.new(config.rules, starter=deal % 4)
    while not state.is_over:
        event = chance.shared_event(state, config.duplicate)
        state = apply(state, event if event is not None else decision(players, state, times))
    assert state.result is not None
    return GameRecord(
        deal, rotation, levels, state.result, state.passports, tuple(map(tuple, times)), state if keep_state else None
    )


def play_family_game(config: SelfplayConfig, deal: int, rotation: int, keep_state: bool = False) -> GameRecord:
    """``play_game`` for a game other than Bagchen, through its definition."""
    game = config.definition
    levels, players = _seat_players(config, deal, rotation)
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
