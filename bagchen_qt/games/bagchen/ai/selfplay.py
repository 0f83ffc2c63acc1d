"""Bagchen's self-play (the catalogue's "selfplay" face of ``ai/selfplay.py``).

Every deal is a fresh ``DealState`` (each seat holding the stake) played through all its
steps, the pre-play ones included, by its own fast loop rather than the definition's.
Chance comes from the deal's random streams, one per kind of chance event (the shuffle,
the deal's dice, the union dice, the tile given back, the passport dice), so a deal's
tiles and dice do not depend on the players' choices as far as possible.

Duplicate play replays each deal four times with the players rotated through the seats.
To give every rotation the same hands, the thrower's choice of tower (a blind choice: no
one sees the towers) is then also drawn from the deal's chance streams instead of being
asked of the player.

A decision with a single legal action (other than a choice of tiles to throw away) is
made without asking the player, as the table does; decision times count the rest. A
seat written ``LEVEL+judge`` plays that level with the learned judge of positions.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import Player, PlayerOptions
from bagchen_qt.ai.results import are_wholes, is_whole
from bagchen_qt.ai.selfplay import JUDGED, ChanceStreams, GameRecord, SelfplayConfig, seat_players
from bagchen_qt.ai.worker import decide_for
from bagchen_qt.games.bagchen.ai.judge import SHIPPED, judge_for, shipped_judge_path
from bagchen_qt.games.bagchen.rules.actions import Action, ChooseTower, DiscardAny, Event
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState, Phase, apply, legal_actions, sample_chance

ROTATIONS = 4  # Bagchen's seats


def chance_event(chance: ChanceStreams, state: DealState) -> Event:
    """The chance outcome of ``state``, from the stream of its kind of chance event."""
    return sample_chance(state, chance.stream(state.phase.value))


def shared_event(chance: ChanceStreams, state: DealState, duplicate: bool = True) -> Event | None:
    """What every replay of the deal shares: its chance outcomes and, in duplicate
    play, the tower chosen; None when a player decides."""
    if state.is_chance:
        return chance_event(chance, state)
    if duplicate and state.phase is Phase.CHOOSE_TOWER:
        return ChooseTower(state.thrower, chance.stream("tower").randrange(8))
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


def player_for(name: str, options: PlayerOptions, judge: str = "") -> Player:
    """The player a self-play seat names: a level, or ``LEVEL+judge`` for that level
    with the learned judge ``judge`` (by default the one the program ships)."""
    if name.endswith(JUDGED):
        options = options.with_(judge=judge or SHIPPED)
        if judge_for(options.judge) is None:
            raise ValueError("the program ships no judge of positions yet: name one with --judge FILE")
        name = name.removesuffix(JUDGED)
    return make_player(name, options)


def play_game(config: SelfplayConfig, deal: int, rotation: int, keep_state: bool = False) -> GameRecord:
    """Play deal number ``deal`` with the players moved ``rotation`` seats on."""
    levels, players = seat_players(config, deal, rotation)
    chance = ChanceStreams(config.seed, deal)
    times: list[list[float]] = [[] for _ in range(ROTATIONS)]
    state = DealState.new(config.rules, starter=deal % ROTATIONS)
    while not state.is_over:
        event = shared_event(chance, state, config.duplicate)
        state = apply(state, event if event is not None else decision(players, state, times))
    assert state.result is not None
    return GameRecord(
        deal, rotation, levels, state.result, state.passports, tuple(map(tuple, times)), state if keep_state else None
    )


# ``DealResult``'s fields, as JSON values
_RESULT = (is_whole, are_wholes, is_whole, is_whole, lambda v: isinstance(v, bool), are_wholes)


def is_result(value: Any) -> bool:
    """Whether ``value`` is a ``DealResult`` as a results file keeps it."""
    return (
        isinstance(value, list)
        and len(value) == len(_RESULT)
        and all(test(v) for test, v in zip(_RESULT, value, strict=True))
    )


def result_from_json(value: list[Any]) -> DealResult:
    """A ``DealResult`` read back from a results file (checked by ``is_result``)."""
    winner, stacks, jump_points, multiplier, sweep, nets = value
    return DealResult(winner, tuple(stacks), jump_points, multiplier, sweep, tuple(nets))


def judge_file(judge: str) -> Path:
    """The file of the learned judge named ``judge`` ("" or ``SHIPPED``: the program's own)."""
    return shipped_judge_path() if judge in ("", SHIPPED) else Path(judge)
