"""Bagchen as the records store it (the catalogue's "records" face): its deals keep
their dice, point, re-deals, payments, seating and result, its events and rule sets
are written by fast writers of its own, and its fingerprints are what they were before
the records held other games."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from bagchen_qt.games.bagchen.rules.actions import Event, event_from_dict
from bagchen_qt.games.bagchen.rules.ruleset import PRESET_OPTIONS, RuleSet
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState
from bagchen_qt.records.connection import RecordsConnection
from bagchen_qt.records.finished import FinishedRows
from bagchen_qt.records.games import RecordedGame, fingerprint_with_events
from bagchen_qt.records.model import SEAT_LETTERS, DealRecord, Note
from bagchen_qt.records.recording import DealRecorder

from . import checks, finished, handrecord, recording
from .deals import event_json, events_json, payments_of, point_of, result_from_json, result_json, rules_json


class BagchenRecords(RecordedGame):
    keeps_own_details = True

    def rules_json(self, rules: RuleSet) -> str:
        return rules_json(rules)

    def options_a_preset_decides(self) -> tuple[str, ...]:
        return tuple(o.value for o in PRESET_OPTIONS)

    def event_text(self, event: Any) -> str:
        return event_json(event)

    def event_texts(self, events: Sequence[Any]) -> list[str]:
        return events_json(events)

    def event_from_value(self, value: Any, where: str, rules: Any = None) -> Event:
        """An event read back as Bagchen's own records have always read it."""
        return event_from_dict(value)

    def start_state(self, record: DealRecord) -> DealState:
        return DealState.new(record.rules, record.starter, record.chips)

    def record_of(self, state: DealState, seed: int | None, notes: Sequence[Note]) -> DealRecord:
        events = list(state.events)
        return DealRecord(
            rules=state.rules,
            starter=state.starter,
            chips=tuple(state.start_chips),
            events=events,
            status="finished" if state.is_over else "unfinished",
            seed=seed,
            dice=state.dice,
            point=point_of(state),
            redeals=state.redeals,
            payments=payments_of(state, events),
            result=state.result,
            notes=list(notes),
            game=self.name,
        )

    def begin_deal(
        self,
        db: RecordsConnection,
        session_id: int | None,
        state: DealState,
        seed: int | None,
        seating: Sequence[int] | None,
        seat_draw: dict[str, Any] | None,
    ) -> DealRecorder:
        return recording.begin_deal(db, session_id, state, seed, seating, seat_draw, self)

    def finished_rows(self, state: DealState) -> FinishedRows:
        return finished.finished_rows(self, state)

    def check_deal(self, record: DealRecord, interrupted: bool) -> DealState:
        return checks.check_deal(record, interrupted)

    def fingerprint(
        self, rules: RuleSet, starter: int, chips: Sequence[int], event_jsons: Sequence[str], start_json: str | None
    ) -> str:
        digest = hashlib.sha256()
        digest.update(json.dumps([rules_json(rules), starter, list(chips)]).encode())
        return fingerprint_with_events(digest, event_jsons)

    def stored_result(self, text: str | None) -> DealResult | None:
        return result_from_json(text)

    def result_line(self, result: DealResult, labels: Sequence[str]) -> str:
        nets = " ".join(f"{label} {n:+d}" for label, n in zip(labels, result.nets, strict=False))
        extra = " sweep" if result.sweep else f" jump x{result.multiplier}" if result.jump_points else ""
        return f"last trick {labels[result.last_winner]}{extra}; {nets}"

    def finish_record(self, record: DealRecord, state: DealState) -> None:
        record.status, record.result = "finished", state.result

    def rules_from_file(self, value: Any, where: str) -> RuleSet:
        return handrecord.rules_from_file(value, where)

    def file_seats(self, rules: RuleSet, where: str) -> str:
        return SEAT_LETTERS

    def deal_from_file(self, value: Any, where: str) -> tuple[int, int, DealRecord]:
        return handrecord.deal_from_file(value, where)

    def deal_to_file(self, record: DealRecord, session_key: int, number: int) -> dict[str, Any]:
        return handrecord.deal_json(record, session_key, number)

    def stored_result_json(self, result: DealResult) -> str:
        return result_json(result)
