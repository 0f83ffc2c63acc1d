"""Reading back one deal or one session whole: its start, its events, everything
recorded about it, and the deals played from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .connection import RecordsConnection, RecordsError, stored_json
from .games import UNNAMED_GAME, DealStart, RecordedGame, recorded_game
from .model import DealRecord, PlayerSpec, RecordedPayment
from .notes import Annotation, annotations_of
from .rows import nets_from_json, player_from_row, seating_from_json


@dataclass(frozen=True)
class SessionInfo:
    id: int
    source: str
    title: str
    started_at: str
    rules: Any  # the game's own rule set
    seats: tuple[PlayerSpec, ...]
    game: str = UNNAMED_GAME
    preset: str | None = None


class LoadedDeal(NamedTuple):
    start: Any  # the game's own state
    events: list[Any]
    annotations: list[Annotation]


class DealColumns(NamedTuple):
    """The columns of one row of ``deals``, as stored."""

    rules: str
    starter: int
    chips: str
    seed: int | None
    status: str
    started: str
    finished: str | None
    dice_a: int | None
    dice_b: int | None
    point: str | None
    redeals: int
    result: str | None
    session_id: int
    seating: str | None
    seat_draw: str | None
    game: str = UNNAMED_GAME
    preset: str | None = None
    start: str | None = None


def session(db: RecordsConnection, session_id: int) -> SessionInfo:
    game = "game, preset" if db.has_games else f"'{UNNAMED_GAME}', NULL"
    row = db.execute(
        f"SELECT id, source, title, started_at, rules, {game} FROM sessions WHERE id = ?", (session_id,)
    ).fetchone()
    if row is None:
        raise RecordsError(f"there is no session {session_id}")
    seats = db.execute(
        "SELECT p.kind, p.name, p.level, p.options FROM seats s JOIN players p ON p.id = s.player_id "
        "WHERE s.session_id = ? ORDER BY s.seat",
        (session_id,),
    ).fetchall()
    played = _game(row[5], f"session {session_id}")
    return SessionInfo(
        row[0],
        row[1],
        row[2],
        row[3],
        played.rules_from_json(row[4]),
        tuple(player_from_row(*s) for s in seats),
        row[5],
        row[6],
    )


def _game(name: str, where: str) -> RecordedGame:
    """The stored game ``name``; ``RecordsError`` naming ``where`` if this version does not know it."""
    try:
        return recorded_game(name)
    except ValueError as error:
        raise RecordsError(f"{where}: {error}") from None


def deal_row(db: RecordsConnection, deal_id: int) -> DealColumns:
    row = db.execute(
        "SELECT rules, starter, start_chips, seed, status, started_at, finished_at, dice_a, dice_b, "
        f"point, redeals, result, session_id, {db.seating_column}, {db.seat_draw_column}, {db.game_column}, "
        f"{db.preset_column}, {db.start_column} FROM deals d WHERE id = ?",
        (deal_id,),
    ).fetchone()
    if row is None:
        raise RecordsError(f"there is no deal {deal_id}")
    return DealColumns(*row)


def events(db: RecordsConnection, deal_id: int, game: str = UNNAMED_GAME, rules: Any = None) -> list[Any]:
    """The deal's events in order, read as its game's events (under its ``rules``)."""
    found: list[Any] = []
    read = _game(game, f"deal {deal_id}").event_from_value
    for seq, data in db.execute("SELECT seq, data FROM events WHERE deal_id = ? ORDER BY seq", (deal_id,)):
        if seq != len(found) + 1:
            raise RecordsError(f"deal {deal_id}: event {len(found) + 1} is missing")
        try:
            found.append(read(stored_json(data), "event", rules))
        except (ValueError, TypeError, KeyError) as error:
            raise RecordsError(f"deal {deal_id}, event {seq}: unreadable ({error})") from None
    return found


def load_deal(db: RecordsConnection, deal_id: int, row: DealColumns | None = None) -> LoadedDeal:
    """The deal's start state, its events in order and its annotations (``row``: its
    columns, when the caller has read them: a row may be large, and is read once)."""
    row = row or deal_row(db, deal_id)
    played = _game(row.game, f"deal {deal_id}")
    try:
        rules = played.rules_from_json(row.rules)
        extra = played.extra_from_json(row.start)
        start = played.new_deal(DealStart(rules, row.starter, tuple(stored_json(row.chips)), extra))
    except (ValueError, TypeError) as error:
        raise RecordsError(f"deal {deal_id}: unreadable start ({error})") from None
    rules = getattr(start, "rules", None)
    return LoadedDeal(start, events(db, deal_id, row.game, rules), annotations_of(db, deal_id))


def deal_record(db: RecordsConnection, deal_id: int) -> DealRecord:
    """Everything recorded about a deal. A deal still ``playing`` is reported as
    unfinished."""
    row = deal_row(db, deal_id)
    start, moves, notes = load_deal(db, deal_id, row)
    played = recorded_game(row.game)
    if not played.keeps_own_details:
        begun = played.start_of(start)
        return DealRecord(
            rules=begun.rules,
            starter=row.starter,
            chips=begun.chips,
            events=moves,
            status="finished" if row.status == "finished" else "unfinished",
            seed=row.seed,
            notes=[a.note for a in notes],
            started=row.started,
            finished=row.finished,
            game=row.game,
            nets=nets_from_json(row.result) if row.status == "finished" else None,
            start_extra=dict(begun.extra) if begun.extra else None,
        )
    payments = [
        RecordedPayment(*p)
        for p in db.execute(
            "SELECT seq, payer, payee, chips, reason, trick FROM payments WHERE deal_id = ? ORDER BY n", (deal_id,)
        )
    ]
    begun = played.start_of(start)
    return DealRecord(
        rules=begun.rules,
        starter=row.starter,
        chips=begun.chips,
        events=moves,
        status="finished" if row.status == "finished" else "unfinished",
        seed=row.seed,
        dice=(row.dice_a, row.dice_b) if row.dice_a and row.dice_b else None,
        point=row.point,
        redeals=row.redeals,
        payments=payments,
        result=played.stored_result(row.result),
        notes=[a.note for a in notes],
        started=row.started,
        finished=row.finished,
        seating=seating_from_json(row.seating),
        seat_draw=seat_draw(row),
        game=row.game,
    )


def seat_draw(row: DealColumns) -> dict[str, Any] | None:
    """The throws for seats made just before the deal (``seating.draw_to_dict``)."""
    return None if row.seat_draw is None else stored_json(row.seat_draw)


def branch_of(db: RecordsConnection, deal_id: int) -> tuple[int, int] | None:
    """(source deal id, step) of a deal played from another one, else None."""
    row = db.execute("SELECT branch_of, branch_step FROM deals WHERE id = ?", (deal_id,)).fetchone()
    return (row[0], row[1]) if row and row[0] is not None else None


def branches(db: RecordsConnection, deal_id: int) -> list[tuple[int, int]]:
    """(deal id, step) of the deals played from a step of ``deal_id``."""
    return [
        (r[0], r[1])
        for r in db.execute("SELECT id, branch_step FROM deals WHERE branch_of = ? ORDER BY id", (deal_id,))
    ]
