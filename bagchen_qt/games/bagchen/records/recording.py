"""Recording Bagchen's deals as they are played (``records.recording``): each event
with the payments and dice it brings, and its result."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.state import DealState, apply
from bagchen_qt.records.connection import RecordsConnection, now
from bagchen_qt.records.games import RecordedGame
from bagchen_qt.records.model import RecordedPayment, fingerprint
from bagchen_qt.records.recording import DealRecorder
from bagchen_qt.records.rows import (
    insert_event_texts,
    insert_payments,
    next_deal_number,
    row_id,
    seating_json,
    set_seating,
)

from .deals import event_json, payments_of, point_of, result_json, rules_json


class BagchenRecorder(DealRecorder):
    """Records one Bagchen deal as it is played: each event with the payments and dice
    it brings in its own transaction, and its result when it is finished."""

    def __init__(self, store: RecordsConnection, deal_id: int | None, state: DealState, played: RecordedGame) -> None:
        super().__init__(store, deal_id, state, played)
        self._payments = 0
        self._dice = state.dice
        self._redeals = state.redeals

    def _attach(self, deal_id: int, texts: list[str]) -> None:
        super()._attach(deal_id, texts)
        self._payments = len(self.state.payments)

    def _moved_to(self, state: DealState) -> None:
        self.state = state
        self._payments = len(state.payments)
        self._dice, self._redeals = state.dice, state.redeals

    def record(self, event: Event, state_after: DealState | None = None) -> bool:
        """Record ``event``; ``state_after`` is the state it led to (applied here if not
        given). True if it was written."""
        if state_after is None:
            state_after = apply(self.state, event)
        self.state = state_after
        deal_id = self.deal_id
        if deal_id is None or not self.active:
            return False
        seq, text = len(self._texts) + 1, event_json(event)
        new_payments = state_after.payments[self._payments :]
        dice_changed = state_after.dice != self._dice or state_after.redeals != self._redeals
        db = self.store

        def write() -> None:
            db.execute("INSERT INTO events (deal_id, seq, data) VALUES (?, ?, ?)", (deal_id, seq, text))
            if new_payments:
                insert_payments(db, deal_id, [RecordedPayment(seq, *p) for p in new_payments], self._payments + 1)
            if dice_changed:
                db.execute(
                    "UPDATE deals SET dice_a = ?, dice_b = ?, point = ?, redeals = ? WHERE id = ?",
                    (*(state_after.dice or (None, None)), point_of(state_after), state_after.redeals, deal_id),
                )

        if not self._written(write):
            return False
        self._texts.append(text)
        self._moved_to(state_after)
        return True

    def _finish_row(self, deal_id: int, state: DealState) -> None:
        self.store.execute(
            "UPDATE deals SET status = 'finished', owner_pid = NULL, finished_at = ?, result = ?, "
            "fingerprint = ? WHERE id = ?",
            (
                now(),
                result_json(state.final),
                fingerprint(state.rules, state.starter, state.start_chips, self._texts),
                deal_id,
            ),
        )

    def _take_back(self, deal_id: int | None, events_kept: int, state: DealState) -> None:
        db = self.store
        db.execute("DELETE FROM payments WHERE deal_id = ? AND seq > ?", (deal_id, events_kept))
        db.execute("DELETE FROM events WHERE deal_id = ? AND seq > ?", (deal_id, events_kept))
        db.execute(
            "UPDATE deals SET undos = undos + 1, dice_a = ?, dice_b = ?, point = ?, redeals = ? WHERE id = ?",
            (*(state.dice or (None, None)), point_of(state), state.redeals, deal_id),
        )


def begin_deal(
    db: RecordsConnection,
    session_id: int | None,
    state: DealState,
    seed: int | None,
    seating: Sequence[int] | None,
    seat_draw: dict[str, Any] | None,
    played: RecordedGame,
) -> BagchenRecorder:
    """``records.recording.begin_deal`` for a Bagchen deal: its dice, point and payments
    too, written as databases without games' columns take them."""
    seating_text = seating_json(seating)
    recorder = BagchenRecorder(db, None, state, played)
    if session_id is None or not db.recording:
        return recorder
    texts = [event_json(e) for e in state.events]
    preset = played.preset_of(state.rules) if db.has_games else None
    ids: list[int] = []

    def write() -> None:
        cursor = db.execute(
            "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, owner_pid, "
            "started_at, dice_a, dice_b, point, redeals) VALUES (?, ?, ?, ?, ?, ?, 'playing', ?, ?, ?, ?, ?, ?)",
            (
                session_id,
                next_deal_number(db, session_id),
                rules_json(state.rules),
                state.starter,
                json.dumps(list(state.start_chips)),
                seed,
                os.getpid(),
                now(),
                *(state.dice or (None, None)),
                point_of(state),
                state.redeals,
            ),
        )
        ids.append(row_id(cursor))
        if preset is not None:
            db.execute("UPDATE deals SET preset = ? WHERE id = ?", (preset, ids[0]))
        set_seating(db, ids[0], seating_text, seat_draw)
        insert_event_texts(db, ids[0], texts, 1)
        insert_payments(db, ids[0], payments_of(state, state.events), 1)

    if db.write_recording(write):
        recorder._attach(ids[0], texts)
    return recorder
