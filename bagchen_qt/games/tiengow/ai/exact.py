"""The end of a Tien Gow deal played perfectly, once few tiles are left (Hard's last tricks).

With every hand down to ``EXACT_TILES`` tiles, a deal has a few hundred ways left to end,
so each can be followed to the settlement: every seat, seeing every tile, makes the
play that ends best for itself (a max-n search; of equal plays, the first the rules
list). Hard scores each of its moves so on each sampled deal, where a play-out would have
guessed the others' last plays with Easy's rules. With three tiles a hand the same
search takes a hundred times as long, too long for a decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.games.tiengow.rules.state import FOLLOW, LEAD, TienGowState, apply, legal_actions

EXACT_TILES = 2  # tiles a hand holds when the search of the end becomes exact


def within_reach(state: TienGowState) -> bool:
    """Whether the rest of the deal is small enough to follow to its end."""
    return state.phase in (LEAD, FOLLOW) and all(len(state.hands[seat]) <= EXACT_TILES for seat in state.players)


def exact_deltas(state: TienGowState) -> tuple[int, ...]:
    """Each seat's chips from ``state`` to the settlement, every seat playing its best
    with every tile in sight (``within_reach`` must hold)."""
    return _solve(state, {})


def _solve(state: TienGowState, known: dict[tuple[object, ...], tuple[int, ...]]) -> tuple[int, ...]:
    if state.final is not None:
        return state.final.nets
    key = state.key()
    value = known.get(key)
    if value is None:
        seat = state.actor
        outcomes: Sequence[tuple[int, ...]] = [_solve(apply(state, action), known) for action in legal_actions(state)]
        value = known[key] = max(outcomes, key=lambda deltas: deltas[seat])
    return value
