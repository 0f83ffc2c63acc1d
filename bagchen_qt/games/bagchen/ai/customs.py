"""How the AI players use the customs between deals.

The seat exchange (R24, R26) is a remedy against a run of bad luck, so an AI player
demands it rarely: only after it has lost chips in each of the last ``LOSING_RUN``
deals, all played in the seats as they are now (so never right after an exchange, and
at most once in ``LOSING_RUN`` deals). Among several such players the first in seat
order from the next starter demands. The rule is deterministic: no dice, no thinking.
"""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.games.bagchen.rules.session import Session

LOSING_RUN = 3


def wants_seat_exchange(session: Session, player: int) -> bool:
    """Whether the AI ``player`` demands an exchange of seats before the next shuffle."""
    if not session.rules.seat_exchange or session.over or len(session.deal_nets) < LOSING_RUN:
        return False
    recent = session.deal_seatings[-LOSING_RUN:]
    if len(recent) < LOSING_RUN or any(seating != session.seating for seating in recent):
        return False
    seat = session.seat_of(player)
    return all(nets[seat] < 0 for nets in session.deal_nets[-LOSING_RUN:])


def seat_exchange_demander(session: Session, ai_players: Sequence[int]) -> int | None:
    """The AI player (if any) who demands an exchange of seats now."""
    for offset in range(4):
        player = session.seating[(session.starter + offset) % 4]
        if player in ai_players and wants_seat_exchange(session, player):
            return player
    return None
