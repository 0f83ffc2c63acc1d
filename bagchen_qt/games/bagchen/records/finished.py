"""Bagchen's finished deals as the rows that store them (self-play records them whole)."""

from __future__ import annotations

from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.records.finished import FinishedRows
from bagchen_qt.records.games import RecordedGame
from bagchen_qt.records.model import RecordedPayment

from .deals import events_json, payment_events, point_of, result_json, rules_json


def finished_rows(played: RecordedGame, state: DealState) -> FinishedRows:
    """The rows that store a finished Bagchen deal (``records.finished.finished_rows``):
    its dice, point, payments and result too, written by the fast writers."""
    events = state.events
    a, b = state.dice or (None, None)
    payments = (
        [RecordedPayment(seq, *p) for seq, p in zip(payment_events(state, events), state.payments, strict=True)]
        if state.payments
        else []
    )  # built here, not through payments_of: self-play writes many
    return FinishedRows(
        state.rules,
        (
            rules_json(state.rules),
            state.starter,
            str(list(state.start_chips)),
            a,
            b,
            point_of(state),
            state.redeals,
            result_json(state.final),
        ),
        "[" + ",".join(events_json(events)) + "]",
        payments,
        played.name,
        played.preset_of(state.rules),
    )
