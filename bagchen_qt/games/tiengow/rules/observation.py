"""What one seat may know of a Tien Gow deal (TG30).

Its own hand, every face-up play, how many tiles were played face down and by whom, the
hand sizes and the tricks and tiles won as counts. Face-down tiles of other seats, their
hands and hands laid aside in the trade stay hidden; the trade's declarations are shown
only when all are made (they are simultaneous, TG21).
"""

from __future__ import annotations

from dataclasses import dataclass

from bagchen_qt.games.tiengow.rules.scoring import Declaration
from bagchen_qt.games.tiengow.rules.state import Final, TienGowState


@dataclass(frozen=True)
class SeenPlay:
    """A play as a seat sees it: ``tiles`` is empty for another seat's face-down play."""

    seat: int
    tiles: tuple[int, ...]
    count: int
    face_up: bool


@dataclass(frozen=True)
class SeenTrick:
    leader: int
    plays: tuple[SeenPlay, ...]
    winner: int


@dataclass(frozen=True)
class TienGowObservation:
    seat: int
    phase: str
    actor: int
    banker: int | None
    rest: int | None
    players: tuple[int, ...]
    hand: tuple[int, ...]
    aside: tuple[int, ...]  # the seat's own hand laid aside in the trade (TG21)
    hand_sizes: tuple[int, ...]
    trick: tuple[SeenPlay, ...]
    top: int  # index of the top play in ``trick`` (0 when the trick is empty)
    history: tuple[SeenTrick, ...]
    tricks: tuple[int, ...]
    won_tiles: tuple[int, ...]
    declared: tuple[bool | None, ...]  # only the seat's own until all have declared
    declarations: tuple[Declaration, ...]
    chips: tuple[int, ...]
    final: Final | None


def _seen(seat: int, play_seat: int, tiles: tuple[int, ...], face_up: bool) -> SeenPlay:
    return SeenPlay(play_seat, tiles if face_up or play_seat == seat else (), len(tiles), face_up)


def observe(state: TienGowState, seat: int) -> TienGowObservation:
    if not 0 <= seat < state.seats:
        raise ValueError(f"seat: 0 to {state.seats - 1}, not {seat}")
    all_declared = all(state.declared[p] is not None for p in range(state.seats) if p != state.rest)
    declared = tuple(d if all_declared or p == seat else None for p, d in enumerate(state.declared))
    return TienGowObservation(
        seat=seat,
        phase=state.phase,
        actor=state.actor,
        banker=state.banker,
        rest=state.rest,
        players=state.players,
        hand=state.hands[seat],
        aside=state.aside[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        trick=tuple(_seen(seat, p.seat, p.tiles, p.face_up) for p in state.trick),
        top=state.top,
        history=tuple(
            SeenTrick(t.leader, tuple(_seen(seat, p.seat, p.tiles, p.face_up) for p in t.plays), t.winner)
            for t in state.history
        ),
        tricks=state.tricks,
        won_tiles=tuple(len(w) for w in state.won),
        declared=declared,
        declarations=state.declarations,
        chips=state.chips,
        final=state.final,
    )
