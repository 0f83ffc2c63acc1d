"""Building Bagchen deals with chosen hands, and playing scripted tricks.

Hands come from towers (R17): the helper computes which towers each seat takes for the
given starter, dice and chosen tower, and builds a ``Shuffle`` whose towers hold the
wanted tiles. Tiles are written as kinds (``"6-6 6-6 4-2"``); the helper picks physical
copies that are still free.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from bagchen_qt.games.bagchen.rules import (
    Beat,
    ChooseTower,
    DealState,
    Discard,
    Lead,
    Pass,
    RuleSet,
    Shuffle,
    ThrowDice,
    apply,
)
from bagchen_qt.games.bagchen.rules.dealing import count_from, opposite, tower_takers
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND, TILES, TILES_OF_KIND, parse_kinds

E, S, W, N = 0, 1, 2, 3
PREPLAY = (
    Phase.EXCHANGE_OFFER,
    Phase.EXCHANGE_ANSWER,
    Phase.REDEAL,
    Phase.UNION_OFFER,
    Phase.UNION_ANSWER,
    Phase.SWAP_ANSWER,
)


def kinds(spec: str | Iterable[str]) -> tuple[int, ...]:
    """Kind numbers of ``"6-6 4-2"`` (sorted)."""
    return tuple(sorted(int(k) for k in parse_kinds(spec)))


def names(tiles: Iterable[int]) -> str:
    """``"6-6 6-6 4-2"`` for some tiles or kinds, sorted from the highest kind."""
    return " ".join(KINDS[TILE_KIND[t]].notation for t in sorted(tiles))


def kind_names(ks: Iterable[int]) -> str:
    return " ".join(KINDS[k].notation for k in sorted(ks))


def take(pool: list[int], spec: str | Iterable[str]) -> list[int]:
    """Remove tiles of the given kinds from ``pool`` (first free copies) and return them."""
    out = []
    for kind in parse_kinds(spec):
        for tile in TILES_OF_KIND[kind]:
            if tile in pool:
                pool.remove(tile)
                out.append(tile)
                break
        else:
            raise ValueError(f"no free copy of {kind.notation} left")
    return out


def pick(hand: Sequence[int], spec: str | Iterable[str]) -> tuple[int, ...]:
    """Physical tiles of the given kinds from a hand."""
    pool = list(hand)
    try:
        return tuple(take(pool, spec))
    except ValueError:
        raise AssertionError(f"hand {names(hand)} does not hold {spec}") from None


def hands_from(spec: Mapping[int, str | Iterable[str]], seed: int = 0) -> list[list[int]]:
    """Four hands of 16 tiles: the kinds given for each seat, then free tiles (shuffled
    with ``seed``) to fill the hands that are not complete."""
    pool = list(range(64))
    hands: list[list[int]] = [[], [], [], []]
    for seat, tiles in spec.items():
        hands[seat] = take(pool, tiles)
        if len(hands[seat]) > 16:
            raise ValueError(f"seat {seat} is given {len(hands[seat])} tiles")
    random.Random(seed).shuffle(pool)
    for hand in hands:
        while len(hand) < 16:
            hand.append(pool.pop())
    return hands


def shuffle_for(hands: Sequence[Sequence[int]], starter: int, dice: tuple[int, int], chosen: int) -> Shuffle:
    """The shuffle that gives each seat the wanted 16 tiles (R17)."""
    taker = count_from(opposite(starter), sum(dice))
    order: list[int | None] = [None] * 64
    for seat, towers in tower_takers(taker, chosen).items():
        hand = list(hands[seat])
        assert len(hand) == 16, f"seat {seat} needs 16 tiles, has {len(hand)}"
        for i, tower in enumerate(towers):
            order[8 * tower : 8 * tower + 8] = hand[8 * i : 8 * i + 8]
    assert sorted(order) == list(range(64))
    return Shuffle(tuple(order))


def deal(
    spec: Mapping[int, str | Iterable[str]] | None = None,
    *,
    dice: tuple[int, int] = (6, 4),
    starter: int = E,
    chosen: int = 0,
    rules: RuleSet | None = None,
    chips: tuple[int, ...] | None = None,
    seed: int = 0,
    preplay: bool = True,
) -> DealState:
    """A deal whose seats hold the given tiles, dealt by real events.

    ``dice`` is the deal's throw: it names the point (the default 6-4, a people tile,
    disturbs nothing). With ``preplay`` every question before the play is answered Pass,
    so the deal is returned ready for the starter's lead.
    """
    hands = hands_from(spec or {}, seed)
    state = DealState.new(rules or RuleSet(), starter, chips)
    state = apply(state, shuffle_for(hands, starter, dice, chosen))
    state = apply(state, ChooseTower(opposite(starter), chosen))
    state = apply(state, ThrowDice(*dice))
    for seat in range(4):
        assert state.hands[seat] == tuple(sorted(hands[seat])), "the towers did not give the wanted hands"
    if preplay:
        state = pass_preplay(state)
    return state


def pass_preplay(state: DealState) -> DealState:
    """Answer Pass to every question before the play."""
    while state.phase in PREPLAY:
        state = apply(state, Pass(state.to_act))
    return state


def lead(state: DealState, spec: str, seat: int | None = None) -> DealState:
    seat = state.to_act if seat is None else seat
    return apply(state, Lead(seat, pick(state.hands[seat], spec)))


def beat(state: DealState, spec: str, seat: int | None = None) -> DealState:
    seat = state.to_act if seat is None else seat
    return apply(state, Beat(seat, pick(state.hands[seat], spec)))


def down(state: DealState, spec: str | None = None, seat: int | None = None) -> DealState:
    """Play face down: the given kinds, made up to the number led with the last tiles of
    the hand."""
    seat = state.to_act if seat is None else seat
    hand = state.hands[seat]
    tiles = list(pick(hand, spec)) if spec else []
    for tile in reversed(hand):
        if len(tiles) >= state.trick.size:
            break
        if tile not in tiles:
            tiles.append(tile)
    return apply(state, Discard(seat, tuple(tiles)))


def trick(state: DealState, lead_spec: str, *follows: str | None) -> DealState:
    """The seat to lead leads ``lead_spec``; the next three follow in turn. A follow is
    ``"up: 6-6"`` to beat, ``"down: 6-5"`` to play those tiles face down, or None to play
    any tiles face down."""
    state = lead(state, lead_spec)
    follows = follows + (None,) * (3 - len(follows))
    for follow in follows:
        if follow is None:
            state = down(state)
        elif follow.startswith("up:"):
            state = beat(state, follow[3:])
        elif follow.startswith("down:"):
            state = down(state, follow[5:])
        else:
            raise ValueError(f"follow {follow!r}: write 'up: tiles', 'down: tiles' or None")
    return state


def tile_label(tile: int) -> str:
    return TILES[tile].label
