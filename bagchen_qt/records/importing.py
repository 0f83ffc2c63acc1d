"""Writing checked deal records into the store in one transaction (the import of a
hand-record file: ``handrecord`` reads and checks, this writes), with the deals
already stored, by fingerprint, left out."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .connection import RecordsConnection, RecordsError, now
from .games import recorded_game
from .model import DealRecord, PlayerSpec, fingerprint
from .rows import (
    insert_event_texts,
    insert_payments,
    insert_session,
    next_deal_number,
    row_id,
    seating_json,
    set_seating,
    stored_fingerprint,
)

# rules, players, source, title, started, and its game
SessionRow = tuple[Any, Sequence[PlayerSpec], str, str, str | None, str]


@dataclass(frozen=True)
class ImportReport:
    deal_ids: tuple[int, ...]
    skipped: int  # deals already stored (same fingerprint)
    sessions: int  # sessions created


def known_fingerprints(db: RecordsConnection) -> set[str]:
    """The fingerprints of the deals stored. Self-play deals are written without one
    (it costs a few per cent of a deal); theirs are worked out here, and kept."""
    known = {r[0] for r in db.execute("SELECT fingerprint FROM deals WHERE fingerprint IS NOT NULL")}
    missing = db.execute(
        f"SELECT id, rules, starter, start_chips, {db.game_column}, {db.start_column} FROM deals d "
        "WHERE fingerprint IS NULL AND status != 'playing'"
    ).fetchall()
    found = [(stored_fingerprint(db, deal_id, *columns), deal_id) for deal_id, *columns in missing]
    if found and db.recording:  # only a saving for the next import: a failure stops nothing
        with contextlib.suppress(sqlite3.Error), db.transaction():
            db.execute_many("UPDATE deals SET fingerprint = ? WHERE id = ?", found)
    return known | {digest for digest, _ in found}


def add_records(
    db: RecordsConnection, sessions: Callable[[int], SessionRow], deals: Iterable[tuple[int, DealRecord]]
) -> ImportReport:
    known = known_fingerprints(db)
    session_ids: dict[int, int] = {}
    deal_ids: list[int] = []
    skipped = 0
    with db.changing():
        for key, record in deals:
            texts = recorded_game(record.game).event_texts(record.events)
            digest = fingerprint(
                record.rules, record.starter, record.chips, texts, record.game, record.deal_start.extra_json()
            )
            if digest in known:
                skipped += 1
                continue
            known.add(digest)
            if key not in session_ids:
                rules, players, source, title, started, game = sessions(key)
                if game != record.game:
                    raise RecordsError(f"a deal of {record.game} cannot be in a session of {game}")
                session_ids[key] = insert_session(db, rules, players, source, title, started, game)
            deal_ids.append(_insert_record(db, session_ids[key], record, texts, digest))
    return ImportReport(tuple(deal_ids), skipped, len(session_ids))


def _insert_record(db: RecordsConnection, session_id: int, record: DealRecord, texts: list[str], digest: str) -> int:
    finished = record.status == "finished"
    played = recorded_game(record.game)
    if not played.keeps_own_details:
        return _insert_game_record(db, session_id, record, texts, digest)
    # Written as databases without games' columns take it: their one game keeps its own details.
    cursor = db.execute(
        "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, started_at, "
        "finished_at, dice_a, dice_b, point, redeals, result, fingerprint) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            session_id,
            next_deal_number(db, session_id),
            played.rules_json(record.rules),
            record.starter,
            json.dumps(list(record.chips)),
            record.seed,
            record.status,
            record.started or now(),
            record.finished if finished else None,
            *(record.dice or (None, None)),
            record.point,
            record.redeals,
            played.stored_result_json(record.result) if finished and record.result else None,
            digest,
        ),
    )
    deal_id = row_id(cursor)
    if db.has_games:
        db.execute("UPDATE deals SET preset = ? WHERE id = ?", (played.preset_of(record.rules), deal_id))
    set_seating(db, deal_id, seating_json(record.seating), record.seat_draw)
    insert_event_texts(db, deal_id, texts, 1)
    insert_payments(db, deal_id, record.payments, 1)
    _insert_notes(db, deal_id, record)
    return deal_id


def _insert_game_record(
    db: RecordsConnection, session_id: int, record: DealRecord, texts: list[str], digest: str
) -> int:
    """A checked deal of a game that keeps no details of its own: no dice, point nor payments."""
    played = recorded_game(record.game)
    finished = record.status == "finished"
    cursor = db.execute(
        "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, started_at, "
        "finished_at, result, fingerprint, game, preset, start) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            session_id,
            next_deal_number(db, session_id),
            played.rules_json(record.rules),
            record.starter,
            json.dumps(list(record.chips)),
            record.seed,
            record.status,
            record.started or now(),
            record.finished if finished else None,
            json.dumps({"nets": list(record.nets)}, separators=(",", ":")) if finished and record.nets else None,
            digest,
            played.name,
            played.preset_of(record.rules),
            record.deal_start.extra_json(),
        ),
    )
    deal_id = row_id(cursor)
    insert_event_texts(db, deal_id, texts, 1)
    _insert_notes(db, deal_id, record)
    return deal_id


def _insert_notes(db: RecordsConnection, deal_id: int, record: DealRecord) -> None:
    stamp = now()
    db.execute_many(
        "INSERT INTO annotations (deal_id, seq, text, mark, bookmark, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(deal_id, n.event, n.text, n.mark, int(n.bookmark), stamp, stamp) for n in record.notes],
    )
