"""Who holds the marked black joker, as one seat believes from the play (Hard's belief).

Until the protector shows himself, only he knows who his partner is, and he plays as
one: he lets the emperor's plays stand. A seat that beats the emperor is therefore
hardly the protector, and one that passes on him a little more likely to be. The belief
starts from each seat's share of the unseen cards (the odds an even deal gives) and
multiplies in, for every reply to the emperor's play, how likely that reply was from
the protector against from a farmer.

The likelihoods were measured in play between Easy players (``docs/ai.md``): the
protector beat the emperor 0.1% of the times he replied to him, a farmer 37%. A human
protector beats his emperor now and then, so the protector's figure is kept at 5%.
"""

from __future__ import annotations

from bagchen_qt.games.baohuang.rules.cards import SEATS
from bagchen_qt.games.baohuang.rules.events import Pass, Play
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation

PROTECTOR_BEATS = 0.05  # chance that the protector beats the emperor's play when replying to it
FARMER_BEATS = 0.37  # the same for a farmer


def replies_to_emperor(obs: BaoHuangObservation) -> list[tuple[int, bool]]:
    """(seat, beat) for every reply another seat made to a play of the emperor's."""
    emperor = obs.emperor
    sizes = list(obs.sizes)  # each seat's cards as the play began, then as it went on
    for event in obs.table:
        if isinstance(event, Play):
            sizes[event.seat] += len(event.cards)
    replies: list[tuple[int, bool]] = []
    out = 0
    top: int | None = None
    passes = 0
    for event in obs.table:
        if isinstance(event, Play):
            if top is not None and top == emperor:
                replies.append((event.seat, True))
            sizes[event.seat] -= len(event.cards)
            out += sizes[event.seat] == 0
            top, passes = event.seat, 0
        elif isinstance(event, Pass) and top is not None:
            if top == emperor:
                replies.append((event.seat, False))
            passes += 1
            if passes >= SEATS - out - (1 if sizes[top] else 0):
                top, passes = None, 0  # everyone else passed: a new lead
    return replies


def protector_belief(obs: BaoHuangObservation, candidates: tuple[int, ...]) -> dict[int, float]:
    """Weights of the ``candidates`` (the seats that may hold the marked black joker)."""
    weights = {seat: float(obs.sizes[seat]) for seat in candidates}
    for seat, beat in replies_to_emperor(obs):
        if seat in weights:
            weights[seat] *= PROTECTOR_BEATS / FARMER_BEATS if beat else (1 - PROTECTOR_BEATS) / (1 - FARMER_BEATS)
    return weights
