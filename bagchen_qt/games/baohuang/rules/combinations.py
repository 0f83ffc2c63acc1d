"""What a combination is and what beats what (BH8–BH10, BH13, BH18).

A play is seen as its **shape**: its ranks from high to low (``desc``) and how many of
its leading cards are trumps (``trumps``): its jokers, and with twos as trumps the twos
joined to another rank. A combination's cards sorted high to low are always its red
jokers, black jokers, trump twos, then its one rank, so the trumps lead the shape.

- BH9 (``higher``): same number of cards, each card strictly higher than the card in
  the same place of the play beaten.
- BH10 (``joker_order``): each card at least as high, each trump of the play beaten met
  by a strictly higher card, and at least one card strictly higher.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import BLACK, CODE_RANK, RED, SIX, TWO


class Shape(NamedTuple):
    desc: tuple[int, ...]  # ranks, high to low
    trumps: int  # leading cards of ``desc`` a beating play must meet strictly higher (BH10, BH18)


def base_ranks(counts: Sequence[int], twos_trumps: bool) -> list[int]:
    """The ranks of a play other than its jokers (and trump twos)."""
    last = TWO - 1 if twos_trumps else TWO
    return [r for r in range(last + 1) if counts[r]]


def is_combination(counts: Sequence[int], twos_trumps: bool) -> bool:
    """One or more cards of one rank with any jokers, or jokers alone (BH8); with twos
    as trumps, twos join another rank as jokers do."""
    return sum(counts) > 0 and len(base_ranks(counts, twos_trumps)) <= 1


def shape_of(counts: Sequence[int], twos_trumps: bool) -> Shape | None:
    """The shape of a play given as rank counts, or None when it is no combination."""
    bases = base_ranks(counts, twos_trumps)
    if len(bases) > 1 or sum(counts) == 0:
        return None
    desc: list[int] = []
    for rank in range(RED, SIX - 1, -1):
        desc += [rank] * counts[rank]
    trumps = counts[RED] + counts[BLACK]
    if twos_trumps and bases:
        trumps += counts[TWO]
    return Shape(tuple(desc), trumps)


# Shapes of the plays met so far, by card codes and whether twos are trumps: a deal makes
# about ninety plays from a few thousand possible ones, so most are found here. Plays
# read from elsewhere may list their cards in any order: the memory is emptied when full.
_SHAPES: dict[tuple[tuple[int, ...], bool], Shape] = {}
_SHAPES_KEPT = 100_000


def shape_of_codes(cards: tuple[int, ...], twos_trumps: bool) -> Shape:
    """The shape of a play known to be a combination, from its card codes."""
    key = (cards, twos_trumps)
    shape = _SHAPES.get(key)
    if shape is None:
        if len(_SHAPES) >= _SHAPES_KEPT:
            _SHAPES.clear()
        shape = _SHAPES[key] = _shape_of_codes(cards, twos_trumps)
    return shape


def _shape_of_codes(cards: Sequence[int], twos_trumps: bool) -> Shape:
    desc = sorted((CODE_RANK[c] for c in cards), reverse=True)
    trumps = sum(1 for r in desc if r >= BLACK)
    if twos_trumps and desc[-1] < TWO:
        trumps += desc.count(TWO)
    return Shape(tuple(desc), trumps)


def beat_failure(top: Shape, play: Shape, joker_order: bool) -> int | None:
    """Where ``play`` fails to beat ``top`` (same length assumed): the index of the first
    card that is not high enough, ``-1`` when (joker order) no card is strictly higher,
    None when it beats."""
    strict = False
    for i, (mine, theirs) in enumerate(zip(play.desc, top.desc, strict=True)):
        if mine > theirs:
            strict = True
        elif mine < theirs or not joker_order or i < top.trumps:
            return i
    return None if strict else -1


def beats(top: Shape, play: Shape, joker_order: bool) -> bool:
    return len(play.desc) == len(top.desc) and beat_failure(top, play, joker_order) is None


def six_barred(hand: Sequence[int], play: Sequence[int], sixes_last: bool) -> bool:
    """BH13: a play holding a six while the hand holds anything else."""
    return sixes_last and play[SIX] > 0 and sum(hand) != hand[SIX]
