"""A Tien Gow trick decision as the seat to act sees it (``strategy.TrickView``), made
from an observation or, in play-outs, from a full state without reading what that seat
may not see (other hands, other seats' face-down tiles); and from a Moving Mice view."""

from __future__ import annotations

from collections.abc import Iterable

from bagchen_qt.games.tiengow.ai.seen import SeatView
from bagchen_qt.games.tiengow.ai.strategy import TrickView
from bagchen_qt.games.tiengow.rules.combos import table
from bagchen_qt.games.tiengow.rules.mice import MiceState, MiceView
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules
from bagchen_qt.games.tiengow.rules.state import TienGowState
from bagchen_qt.games.tiengow.rules.tiles import KIND_COUNT

# A play as (seat, tiles, face up); tiles may be empty (or -1s) when the seat cannot see them.
SeenPlays = Iterable[tuple[int, tuple[int, ...], bool]]


def trick_view(
    rules: TienGowRules,
    seat: int,
    hand: tuple[int, ...],
    played: SeenPlays,
    trick: list[tuple[int, tuple[int, ...], bool]],
    top: int,
    tricks: int,
    players: int,
) -> TrickView:
    """The view of ``seat`` holding ``hand``: ``played`` is every play of the deal so far
    (the current trick's included), ``trick`` the current trick's plays and ``top`` the
    index of its top play."""
    deck = rules.deck_tiles
    tile_kind = deck.tile_kind
    seen = [0] * KIND_COUNT
    for t in hand:
        seen[tile_kind[t]] += 1
    for who, tiles, face_up in played:
        if face_up or who == seat:
            for t in tiles:
                if t >= 0:
                    seen[tile_kind[t]] += 1
    unseen = tuple(max(0, c - s) for c, s in zip(deck.copies, seen, strict=True))
    counts = [0] * KIND_COUNT
    for t in hand:
        counts[tile_kind[t]] += 1
    top_kinds = deck.kinds_of(trick[top][1]) if trick else None
    return TrickView(
        table=table(rules),
        hand=tuple(counts),
        unseen=unseen,
        top=top_kinds,
        size=len(trick[0][1]) if trick else 0,
        tricks=tricks,
        last_trick_rule=rules.last_trick_rule == "single",
        players_after=max(0, players - len(trick) - 1) if trick else players - 1,
    )


def view_of_observation(view: SeatView) -> TrickView:
    """The view of ``view.seat`` at a lead or a follow."""
    obs = view.observation
    trick = [(p.seat, p.tiles, p.face_up) for p in obs.trick]
    played = [(p.seat, p.tiles, p.face_up) for t in obs.history for p in t.plays] + trick
    seat = obs.seat
    return trick_view(view.rules, seat, obs.hand, played, trick, obs.top, obs.tricks[seat], len(obs.players))


def view_of_state(state: TienGowState, seat: int) -> TrickView:
    """The view of ``seat`` in a full state, reading only what that seat may see."""
    trick = [(p.seat, p.tiles, p.face_up) for p in state.trick]
    played = [(p.seat, p.tiles, p.face_up) for t in state.history for p in t.plays] + trick
    return trick_view(
        state.rules, seat, state.hands[seat], played, trick, state.top, state.tricks[seat], len(state.players)
    )


def view_of_mice(view: MiceView) -> TrickView:
    """The view of a Moving Mice seat: the tiles whose place it knows are its hand, the
    trick's face-up tiles and the won tiles it saw (taken-back tiles come from there)."""
    trick = [(p.seat, p.tiles, p.up) for p in view.trick]
    won: list[tuple[int, tuple[int, ...], bool]] = [
        (view.seat, (tile,), True) for pile in view.won for tile in pile if tile is not None
    ]
    top = max((i for i, p in enumerate(view.trick) if p.up), default=0)
    return trick_view(view.rules, view.seat, view.hand, trick + won, trick, top, 0, len(view.hand_sizes))


def view_of_mice_state(state: MiceState, seat: int) -> TrickView:
    """What ``view_of_mice`` makes of the seat's observation, read straight from a full
    state and only what the seat may see (the play-outs' quicker way)."""
    trick = [(p.seat, p.tiles, p.up) for p in state.trick]
    won: list[tuple[int, tuple[int, ...], bool]] = [
        (seat, (w.tile,), True) for pile in state.won for w in pile if w.up or w.seat == seat
    ]
    top = max((i for i, p in enumerate(state.trick) if p.up), default=0)
    return trick_view(state.rules, seat, state.hands[seat], trick + won, trick, top, 0, len(state.hands))
