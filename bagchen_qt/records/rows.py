"""The rows of the records: values to and from their columns, and the inserts that
every writer shares (recording at the table, self-play's batches, imports)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any, TypeVar

from .connection import RecordsConnection, RecordsError, now, stored_json
from .games import UNNAMED_GAME, recorded_game
from .model import PlayerSpec, RecordedPayment, fingerprint

T = TypeVar("T")


# --- values and their columns ---


def seating_json(seating: Sequence[int] | None) -> str | None:
    """A deal's seating for ``deals.seating``: None when everyone sits as listed."""
    if seating is None or tuple(seating) == (0, 1, 2, 3):
        return None
    if sorted(seating) != [0, 1, 2, 3]:
        raise ValueError(f"a seating puts each of the session's four players in one seat, not {list(seating)!r}")
    return json.dumps([int(s) for s in seating])


def seating_from_json(text: str | None) -> tuple[int, ...] | None:
    return None if text is None else tuple(stored_json(text))


def seated(by_session_seat: Sequence[T], seating: Sequence[int] | None) -> tuple[T, ...]:
    """Values listed by the session's seats, put in the deal's seats."""
    return tuple(by_session_seat) if seating is None else tuple(by_session_seat[s] for s in seating)


def player_from_row(kind: str, name: str, level: str, options: str) -> PlayerSpec:
    """A stored player. Options that cannot be read as an object (an altered row) are
    left out, so that lists still show the player; ``verify`` reports them."""
    return PlayerSpec(kind, name=name, level=level, options=player_options(options) or {})


def player_options(text: str | None) -> dict[str, Any] | None:
    """A player's stored options; None if they cannot be read as an object."""
    try:
        options = stored_json(text or "{}")
    except ValueError:
        return None
    return options if isinstance(options, dict) else None


def row_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an INSERT just wrote."""
    inserted = cursor.lastrowid
    if inserted is None:
        raise RecordsError("the database gave no id for a row it wrote")
    return inserted


def stored_fingerprint(
    db: RecordsConnection,
    deal_id: int,
    rules: str,
    starter: int,
    chips: str,
    game: str = UNNAMED_GAME,
    start: str | None = None,
) -> str:
    """The fingerprint of a stored deal, from its columns and its events as stored."""
    texts = [r[0] for r in db.execute("SELECT data FROM events WHERE deal_id = ? ORDER BY seq", (deal_id,))]
    return fingerprint(recorded_game(game).rules_from_json(rules), starter, stored_json(chips), texts, game, start)


def nets_from_json(text: str | None) -> tuple[int, ...] | None:
    """The chips each seat won, from a stored result of any game (None: none, or unreadable)."""
    if not text:
        return None
    try:
        nets = stored_json(text)["nets"]
        return tuple(int(n) for n in nets) if isinstance(nets, list) else None
    except (ValueError, KeyError, TypeError):
        return None


def outcome_from_json(text: str | None) -> dict[str, Any] | None:
    """What a game's definition said of a finished deal (``RecordedGame.outcome``), from
    its stored result (None: not kept, as in the records made before it was, or unreadable)."""
    if not text or '"outcome"' not in text:
        return None
    try:
        outcome = stored_json(text)["outcome"]
    except (ValueError, KeyError, TypeError):
        return None
    return outcome if isinstance(outcome, dict) else None


def keep_outcomes(db: RecordsConnection, outcomes: dict[int, dict[str, Any]]) -> bool:
    """Add to finished deals' stored results what their game's definition says of them
    (deals recorded before it was kept, worked out once by replaying them), in one
    transaction; False if the records cannot be written now."""
    if not outcomes:
        return True
    return db.write_recording(
        lambda: db.execute_many(
            "UPDATE deals SET result = json_set(result, '$.outcome', json(?)) WHERE id = ? AND status = 'finished'",
            [(json.dumps(outcome, separators=(",", ":")), deal_id) for deal_id, outcome in outcomes.items()],
        )
    )


# --- inserts, inside the caller's transaction ---


def player_id(db: RecordsConnection, player: PlayerSpec) -> int:
    key = (player.kind, player.name, player.level, player.options_json)
    db.execute("INSERT OR IGNORE INTO players (kind, name, level, options) VALUES (?, ?, ?, ?)", key)
    found = db.execute("SELECT id FROM players WHERE kind = ? AND name = ? AND level = ? AND options = ?", key)
    return int(found.fetchone()[0])


def insert_session(
    db: RecordsConnection,
    rules: Any,
    players: Sequence[PlayerSpec],
    source: str,
    title: str,
    started_at: str | None = None,
    game: str = UNNAMED_GAME,
) -> int:
    played = recorded_game(game)
    if db.has_games:
        cursor = db.execute(
            "INSERT INTO sessions (started_at, source, title, rules, game, preset) VALUES (?, ?, ?, ?, ?, ?)",
            (started_at or now(), source, title, played.rules_json(rules), game, played.preset_of(rules)),
        )
    elif game != UNNAMED_GAME:
        raise RecordsError(f"this records database is too old to hold {game} deals")
    else:
        cursor = db.execute(
            "INSERT INTO sessions (started_at, source, title, rules) VALUES (?, ?, ?, ?)",
            (started_at or now(), source, title, played.rules_json(rules)),
        )
    session_id = row_id(cursor)
    for seat, player in enumerate(players):
        db.execute(
            "INSERT INTO seats (session_id, seat, player_id) VALUES (?, ?, ?)",
            (session_id, seat, player_id(db, player)),
        )
    return session_id


def next_deal_number(db: RecordsConnection, session_id: int) -> int:
    """The number the next deal of a session takes."""
    found = db.execute("SELECT coalesce(max(number), 0) + 1 FROM deals WHERE session_id = ?", (session_id,))
    return int(found.fetchone()[0])


def set_seating(
    db: RecordsConnection, deal_id: int, seating_text: str | None, seat_draw: dict[str, Any] | None
) -> None:
    """Write who sat where (only when it says something: older databases stay
    writable by this version as long as nobody changes seats)."""
    if seating_text is not None or seat_draw is not None:
        db.execute(
            "UPDATE deals SET seating = ?, seat_draw = ? WHERE id = ?",
            (seating_text, None if seat_draw is None else json.dumps(seat_draw), deal_id),
        )


def insert_event_texts(db: RecordsConnection, deal_id: int, texts: Sequence[str], first_seq: int) -> None:
    """Events as ``event_json`` wrote them, numbered from ``first_seq``."""
    if texts:
        insert_event_array(db, deal_id, "[" + ",".join(texts) + "]", first_seq)


def insert_event_array(db: RecordsConnection, deal_id: int, array: str, first_seq: int) -> None:
    """Events given as one JSON array of ``event_json`` texts, which SQLite takes
    apart (it writes compact JSON back as it was): half the cost of a statement per
    event, which self-play feels."""
    db.execute(
        "INSERT INTO events (deal_id, seq, data) SELECT ?, key + ?, value FROM json_each(?)",
        (deal_id, first_seq, array),
    )


def insert_payments(db: RecordsConnection, deal_id: int, payments: Sequence[RecordedPayment], first_n: int) -> None:
    if payments:
        db.execute_many(
            "INSERT INTO payments (deal_id, n, seq, payer, payee, chips, reason, trick) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(deal_id, first_n + i, *p) for i, p in enumerate(payments)],
        )
