"""Listing the deals and counting them: one filter (``DealQuery``), one row
(``DealSummary``), whoever asks (``bagchen records list``, the replay window's list,
interrupted deals, statistics)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from . import owners
from .connection import RecordsConnection
from .games import UNNAMED_GAME, recorded_game
from .model import PlayerSpec
from .rows import nets_from_json, outcome_from_json, player_from_row, seated, seating_from_json

DEMO_SOURCE = "demo"  # the source of the demo's sessions: four AI players, watched


@dataclass(frozen=True)
class DealQuery:
    """Which deals to list, and in what order (a key of ``DEAL_ORDERS``). Every filter
    given must hold. ``search``: words that must all appear in the deal's annotations;
    ``player``: a human's name or an AI level; ``since``/``until``: ISO dates (or
    date-times) the deal started on or after / before; ``game``: the game of the family
    by its stored name; ``preset``: the name of the game's preset its rules are."""

    search: str = ""
    player: str | None = None
    status: str | None = None
    source: str | None = None
    hidden_source: str | None = None  # leave out the deals of this source ("demo")
    since: str | None = None
    until: str | None = None
    session_id: int | None = None
    deal_ids: Sequence[int] | None = None
    annotated: bool = False
    bookmarked: bool = False
    reviewed: bool = False
    order: str = "date"
    descending: bool = True
    game: str | None = None
    preset: str | None = None


@dataclass(frozen=True)
class DealSummary:
    """One deal as the lists show it."""

    id: int
    session_id: int
    number: int  # the deal's number in its session
    source: str
    title: str  # the session's title
    status: str  # finished, unfinished or playing (being recorded, or interrupted)
    interrupted: bool  # playing, but its recording process is gone
    started_at: str
    finished_at: str | None
    starter: int
    seed: int | None
    dice: tuple[int, int] | None
    point: str | None
    redeals: int
    seats: tuple[PlayerSpec, ...]  # who sat in each seat of this deal
    players: tuple[str, ...]  # by seat: a human's name, "easy AI", or a named AI's name
    seat_labels: tuple[str, ...]  # by seat, as the replay window lists them: a named AI is "Dolma (easy)"
    human_seat: int | None  # the first seat a human sat in
    result: Any  # the game's own result, where it keeps one (with the chips won, ``nets``)
    notes: int  # annotations
    bookmarks: int
    reviewed: bool  # a finished AI review is stored
    branch_of: int | None  # played from a step of this deal
    game: str = UNNAMED_GAME  # the game of the family it was played in
    preset: str | None = None  # the game's preset its rules are, if any
    nets: tuple[int, ...] | None = None  # the chips each seat won, in any game (None: not finished)
    outcome: dict[str, Any] | None = None  # what the game's definition said of the finished deal, if kept

    @property
    def human_net(self) -> int | None:
        if self.nets is None or self.human_seat is None or self.human_seat >= len(self.nets):
            return None
        return self.nets[self.human_seat]


# The deal's seat of the session's first human (a seat exchange may have moved them).
_HUMAN_SEAT = (
    "(SELECT min(je.key) FROM json_each(coalesce({seating}, '[0,1,2,3]')) je WHERE je.value = "
    "(SELECT min(st.seat) FROM seats st JOIN players p ON p.id = st.player_id "
    "WHERE st.session_id = d.session_id AND p.kind = 'human'))"
)
# The orders of the deal list, as SQL over ``deals d`` (ties go by deal id).
DEAL_ORDERS: dict[str, str] = {
    "id": "d.id",
    "date": "d.started_at",
    "session": "d.session_id",
    "point": "d.point",
    "starter": "d.starter",
    "last": "json_extract(d.result, '$.last_winner')",
    "jump": "json_extract(d.result, '$.jump_points')",
    "sweep": "json_extract(d.result, '$.sweep')",
    "you": f"json_extract(d.result, '$.nets[' || {_HUMAN_SEAT.format(seating='d.seating')} || ']')",
    "notes": "(SELECT count(*) FROM annotations a WHERE a.deal_id = d.id)",
    "status": "d.status",
    "reviewed": "EXISTS (SELECT 1 FROM reviews r WHERE r.deal_id = d.id AND r.seq IS NULL)",
    "game": "d.game",
}
_FROM = "FROM deals d JOIN sessions s ON s.id = d.session_id"


def deal_filters(query: DealQuery) -> tuple[str, list[Any]]:
    """``query``'s filters as a WHERE clause over ``deals d`` and ``sessions s`` ("" for
    none), and its parameters."""
    where: list[str] = []
    params: list[Any] = []
    for word in query.search.split():
        escaped = word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        where.append("d.id IN (SELECT a.deal_id FROM annotations a WHERE a.text LIKE ? ESCAPE '\\')")
        params.append(f"%{escaped}%")
    if query.player:
        where.append(
            "d.session_id IN (SELECT s.session_id FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE p.name = ? OR (p.kind = 'ai' AND p.level = ?))"
        )
        params += [query.player, query.player]
    if query.status is not None:
        # The literal term lets SQLite use the partial index of deals not finished.
        where.append("d.status = ?" if query.status == "finished" else "d.status != 'finished' AND d.status = ?")
        params.append(query.status)
    for term, value in (
        ("s.source = ?", query.source),
        ("s.source != ?", query.hidden_source),
        ("d.session_id = ?", query.session_id),
        ("d.started_at >= ?", query.since or None),
        ("d.started_at < ?", query.until),
    ):
        if value is not None:
            where.append(term)
            params.append(value)
    if query.game is not None:
        # The literal term lets SQLite use the partial index of the deals of other games
        # than the one older databases hold (``schema``).
        first = f"'{UNNAMED_GAME}'"
        where.append(f"d.game = {first}" if query.game == UNNAMED_GAME else f"d.game != {first} AND d.game = ?")
        if query.game != UNNAMED_GAME:
            params.append(query.game)
    if query.preset is not None:
        where.append("d.preset = ?")
        params.append(query.preset)
    if query.deal_ids is not None:
        where.append("d.id IN (SELECT value FROM json_each(?))")
        params.append(json.dumps([int(i) for i in query.deal_ids]))
    if query.annotated:
        where.append("EXISTS (SELECT 1 FROM annotations a WHERE a.deal_id = d.id)")
    if query.bookmarked:
        where.append("EXISTS (SELECT 1 FROM annotations a WHERE a.deal_id = d.id AND a.bookmark = 1)")
    if query.reviewed:
        where.append("EXISTS (SELECT 1 FROM reviews r WHERE r.deal_id = d.id AND r.seq IS NULL)")
    return (" WHERE " + " AND ".join(where) if where else ""), params


def _filters_for(db: RecordsConnection, query: DealQuery) -> tuple[str, list[Any]]:
    """``deal_filters``, in a database that predates other games too (all of the first game's)."""
    where, params = deal_filters(query)
    if not db.has_games and (query.game is not None or query.preset is not None):
        where, params = deal_filters(replace(query, game=None, preset=None))
        none = query.game not in (None, UNNAMED_GAME) or query.preset is not None
        where = (where + " AND 0" if where else " WHERE 0") if none else where
    return where, params


def count_deals(db: RecordsConnection, query: DealQuery) -> int:
    """How many deals ``query`` lists."""
    where, params = _filters_for(db, query)
    return int(db.execute(f"SELECT count(*) {_FROM}{where}", params).fetchone()[0])


def list_deals(db: RecordsConnection, query: DealQuery, offset: int = 0, limit: int | None = None) -> list[DealSummary]:
    """The deals ``query`` lists, in its order, from ``offset``, at most ``limit``."""
    if query.order not in DEAL_ORDERS:
        raise ValueError(f"unknown order {query.order!r}; one of {', '.join(DEAL_ORDERS)}")
    where, params = _filters_for(db, query)
    direction = "DESC" if query.descending else "ASC"
    order = DEAL_ORDERS[query.order].replace("d.seating", db.seating_column).replace("d.game", db.game_column)
    rows = db.execute(
        "SELECT d.id, d.session_id, d.number, s.source, s.title, d.status, d.owner_pid, d.started_at, "
        f"d.finished_at, d.starter, d.seed, d.dice_a, d.dice_b, d.point, d.redeals, d.result, {db.seating_column}, "
        f"d.branch_of, {db.game_column}, {db.preset_column} "
        f"{_FROM}{where} ORDER BY {order} {direction}, d.id {direction} LIMIT ? OFFSET ?",
        [*params, -1 if limit is None else int(limit), int(offset)],
    ).fetchall()
    if not rows:
        return []
    # What was said about them: a query each over the few annotations and reviews, not
    # a subquery for every deal.
    ids = [r[0] for r in rows]
    span = (min(ids), max(ids))
    notes = {
        r[0]: (r[1], r[2])
        for r in db.execute(
            "SELECT deal_id, count(*), sum(bookmark) FROM annotations WHERE deal_id BETWEEN ? AND ? GROUP BY deal_id",
            span,
        )
    }
    reviewed = {
        r[0] for r in db.execute("SELECT deal_id FROM reviews WHERE deal_id BETWEEN ? AND ? AND seq IS NULL", span)
    }
    seats = session_seats(db, {r[1] for r in rows})
    seatings: dict[tuple[int, str | None], _Seating] = {}  # worked out once for each session and seating
    listed = []
    for r in rows:
        deal_id, session_id, status, owner = r[0], r[1], r[5], r[6]
        seating = seatings.get(key := (session_id, r[16]))
        if seating is None:
            seating = seatings[key] = _seating(seats.get(session_id, _UNKNOWN), seating_from_json(r[16]))
        annotated, bookmarked = notes.get(deal_id, (0, 0))
        game = r[18]
        result, nets = stored_result(game, r[15])
        listed.append(
            DealSummary(
                deal_id,
                session_id,
                r[2],  # number
                r[3],  # source
                r[4],  # title
                status,
                status == "playing" and owners.interrupted(db.key, deal_id, status, owner),
                r[7],  # started_at
                r[8],  # finished_at
                r[9],  # starter
                r[10],  # seed
                (r[11], r[12]) if r[11] else None,
                r[13],  # point
                r[14],  # redeals
                *seating,
                result,
                annotated,
                bookmarked,
                deal_id in reviewed,
                r[17],  # branch_of
                game,
                r[19],  # preset
                nets,
                outcome_from_json(r[15]),
            )
        )
    return listed


_UNKNOWN = (PlayerSpec.ai("?"),) * 4
_Seating = tuple[tuple[PlayerSpec, ...], tuple[str, ...], tuple[str, ...], int | None]


def _seating(by_session_seat: tuple[PlayerSpec, ...], seating: tuple[int, ...] | None) -> _Seating:
    """A deal's ``seats``, ``players``, ``seat_labels`` and ``human_seat``."""
    players = seated(by_session_seat, seating)
    human = next((s for s, p in enumerate(by_session_seat) if p.kind == "human"), None)
    return (
        players,
        tuple(p.label for p in players),
        tuple(f"{p.name} ({p.level})" if p.kind == "ai" and p.name else p.label for p in players),
        human if human is None or seating is None else seating.index(human),
    )


def interrupted_deals(db: RecordsConnection) -> list[DealSummary]:
    """Deals left ``playing`` by a process that is gone."""
    return [d for d in list_deals(db, DealQuery(status="playing", order="id", descending=False)) if d.interrupted]


def session_seats(db: RecordsConnection, session_ids: set[int] | None = None) -> dict[int, tuple[PlayerSpec, ...]]:
    """Who sat in each seat of these sessions (None: of every session)."""
    sql = (
        "SELECT s.session_id, s.seat, p.kind, p.name, p.level, p.options FROM seats s "
        "JOIN players p ON p.id = s.player_id"
    )
    if session_ids is None:
        rows = db.execute(sql).fetchall()
    elif not session_ids:
        return {}
    else:
        rows = db.execute(f"{sql} WHERE s.session_id BETWEEN ? AND ?", (min(session_ids), max(session_ids))).fetchall()
    seats: dict[int, dict[int, PlayerSpec]] = {}
    for session_id, seat, kind, name, level, options in rows:
        if session_ids is None or session_id in session_ids:
            seats.setdefault(session_id, {})[seat] = player_from_row(kind, name, level, options)
    # A game of the family may seat fewer than four; a seat missing in between is unknown.
    return {k: tuple(v.get(s, PlayerSpec.ai("?")) for s in range(max(v) + 1)) for k, v in seats.items()}


def players(db: RecordsConnection) -> list[PlayerSpec]:
    """Every player who has sat at a table, humans first."""
    rows = db.execute("SELECT kind, name, level, options FROM players ORDER BY kind DESC, name, level").fetchall()
    return [player_from_row(*r) for r in rows]


def stats(db: RecordsConnection, game: str | None = None) -> dict[str, Any]:
    """Counts of what is stored, results, and each player's record: of every game, or of
    ``game`` alone. The demo's deals (four AI players the player watched) are counted,
    but left out of the results and the players' records. ``games``: deals and finished
    deals of each game stored. Last tricks, jumps and sweeps are Bagchen's."""
    games_column = db.game_column.replace("d.", "")
    only, only_params = ("", []) if game is None else (f" AND {db.game_column} = ?", [game])
    by_game: dict[str, dict[str, int]] = {}
    for name, status, n in db.execute(f"SELECT {games_column}, status, count(*) FROM deals GROUP BY 1, 2"):
        entry = by_game.setdefault(name, {"deals": 0, "finished": 0})
        entry["deals"] += n
        entry["finished"] += n if status == "finished" else 0
    count = {
        status: n
        for status, n in db.execute(f"SELECT status, count(*) FROM deals d WHERE 1{only} GROUP BY status", only_params)
    }
    in_game = "" if game is None else f" WHERE deal_id IN (SELECT d.id FROM deals d WHERE 1{only})"
    out: dict[str, Any] = {
        "sessions": db.execute(
            "SELECT count(*) FROM sessions"
            + ("" if game is None else f" WHERE {db.game_column.replace('d.', '')} = ?"),
            only_params,
        ).fetchone()[0],
        "deals": sum(count.values()),
        "finished": count.get("finished", 0),
        "unfinished": count.get("unfinished", 0) + count.get("playing", 0),
        "events": db.execute(f"SELECT count(*) FROM events{in_game}", only_params).fetchone()[0],
        "annotations": db.execute(f"SELECT count(*) FROM annotations{in_game}", only_params).fetchone()[0],
        "redeals": db.execute(f"SELECT coalesce(sum(redeals), 0) FROM deals d WHERE 1{only}", only_params).fetchone()[
            0
        ],
        "games": dict(sorted(by_game.items())),
    }
    seats: dict[int, dict[int, tuple[int, str]]] = {}
    for session_id, seat, player_id, kind, name, level, options in db.execute(
        "SELECT s.session_id, s.seat, p.id, p.kind, p.name, p.level, p.options FROM seats s "
        "JOIN players p ON p.id = s.player_id"
    ):
        seats.setdefault(session_id, {})[seat] = (player_id, player_from_row(kind, name, level, options).label)
    by_player: dict[int, dict[str, Any]] = {}
    jumps = sweeps = 0
    out["demo_deals"] = db.execute(
        f"SELECT count(*) {_FROM} WHERE s.source = ?{only}", (DEMO_SOURCE, *only_params)
    ).fetchone()[0]
    for session_id, result, seating, played in db.execute(
        f"SELECT d.session_id, d.result, {db.seating_column}, {db.game_column} {_FROM} "
        f"WHERE d.status = 'finished' AND s.source != ?{only}",
        (DEMO_SOURCE, *only_params),
    ):
        res, nets = stored_result(played, result)
        if nets is None:
            continue
        if res is not None:
            jumps += res.jump_points > 0
            sweeps += res.sweep
        listed = seats.get(session_id, {})
        by_seat = [listed.get(s, (0, "?")) for s in range(max(len(nets), max(listed, default=-1) + 1))]
        for seat, (player_id, label) in enumerate(seated(by_seat, seating_from_json(seating))):
            if seat >= len(nets):
                break
            entry = by_player.setdefault(
                player_id, {"player": label, "deals": 0, "last_tricks": 0, "chips": 0, "sweeps": 0}
            )
            entry["deals"] += 1
            entry["chips"] += nets[seat]
            if res is not None:
                entry["last_tricks"] += res.last_winner == seat
                entry["sweeps"] += res.sweep and res.last_winner == seat
    out["jumps"], out["sweeps"] = jumps, sweeps
    out["players"] = sorted(by_player.values(), key=lambda e: (-e["deals"], e["player"]))
    return out


def stored_result(game: str, text: str | None) -> tuple[Any, tuple[int, ...] | None]:
    """A stored ``result`` column: the game's own result, where it keeps one, and the
    chips each seat won (None: not there, or unreadable; a game this version does not
    know is read for its chips alone)."""
    try:
        played = recorded_game(game)
    except ValueError:
        return None, nets_from_json(text)
    if not played.keeps_own_details:
        return None, nets_from_json(text)
    result = played.stored_result(text)
    return result, (tuple(result.nets) if result is not None else None)
