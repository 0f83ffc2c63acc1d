"""Deals recorded whole, once finished, as self-play plays them: one in a transaction
(``record_finished_deal``), or many, batched (``SelfplayRecorder``, the hook of
``bagchen selfplay --db``)."""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator, Sequence
from typing import Any, NamedTuple

from .connection import RecordsConnection, RecordsError, now
from .games import UNNAMED_GAME, RecordedGame, game_of_state, recorded_game
from .model import PlayerSpec, RecordedPayment, as_player
from .opening import open_database, resolve_db_path
from .rows import insert_event_array, insert_payments, insert_session, next_deal_number, row_id


class FinishedRows(NamedTuple):
    """A finished deal as the rows that store it: plain text and numbers, no game objects
    (self-play keeps a batch of these, which costs the play nothing to hold)."""

    rules: Any
    deal: tuple[Any, ...]  # rules, starter, start_chips, dice_a, dice_b, point, redeals, result
    events: str  # the events as one JSON array of ``event_json`` texts
    payments: list[RecordedPayment]
    game: str = UNNAMED_GAME
    preset: str | None = None
    start: str | None = None  # ``DealStart.extra`` as stored


def finished_rows(state: Any, game: str | None = None) -> FinishedRows:
    """The rows that store a finished ``state`` of ``game`` (by default, the game the
    state tells, ``games.game_of_state``)."""
    return recorded_game(game if game is not None else game_of_state(state)).finished_rows(state)


def rows_by_definition(played: RecordedGame, state: Any) -> FinishedRows:
    """The rows of a finished deal of a game that keeps no details of its own: no dice,
    point nor payments; its result is the chips each seat won."""
    start = played.start_of(state)
    return FinishedRows(
        start.rules,
        (
            played.rules_json(start.rules),
            start.starter,
            str(list(start.chips)),
            None,
            None,
            None,
            0,
            played.result_json(state),
        ),
        "[" + ",".join(played.event_texts(state.events)) + "]",
        [],
        played.name,
        played.preset_of(start.rules),
        start.extra_json(),
    )


def _insert_finished(
    db: RecordsConnection, rows: FinishedRows, session_id: int, number: int, seed: int | None, stamp: str
) -> int:
    """The rows of one finished deal, inside the caller's transaction; its id. The
    fingerprint is left for ``known_fingerprints`` to work out when an import needs it."""
    rules, starter, chips, a, b, point, redeals, result = rows.deal
    if db.has_games:
        cursor = db.execute(
            "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, started_at, "
            "finished_at, dice_a, dice_b, point, redeals, result, game, preset, start) "
            "VALUES (?, ?, ?, ?, ?, ?, 'finished', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session_id, number, rules, starter, chips, seed, stamp, stamp, a, b, point, redeals, result)
            + (rows.game, rows.preset, rows.start),
        )
    else:
        if rows.game != UNNAMED_GAME:
            raise RecordsError(f"this records database is too old to hold {rows.game} deals")
        cursor = db.execute(
            "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, started_at, "
            "finished_at, dice_a, dice_b, point, redeals, result) "
            "VALUES (?, ?, ?, ?, ?, ?, 'finished', ?, ?, ?, ?, ?, ?, ?)",
            (session_id, number, rules, starter, chips, seed, stamp, stamp, a, b, point, redeals, result),
        )
    deal_id = row_id(cursor)
    insert_event_array(db, deal_id, rows.events, 1)
    insert_payments(db, deal_id, rows.payments, 1)
    return deal_id


def record_finished_deal(
    store: RecordsConnection,
    state: Any,
    seat_players: Sequence[PlayerSpec | str],
    session_id: int | None = None,
    seed: int | None = None,
    source: str = "selfplay",
    title: str = "",
    number: int | None = None,
    game: str | None = None,
) -> int | None:
    """Record a deal played elsewhere in one transaction: its session (a new one unless
    ``session_id`` is given), every event, payment and the result. ``number``: the
    deal's number in its session, if the caller keeps count; ``game``: the deal's game
    (by default the one its state tells). The deal id, or None when recording has
    stopped."""
    if not state.is_over:
        raise ValueError("only a finished deal can be recorded in one go")
    players = [as_player(p) for p in seat_players]
    rows = finished_rows(state, game)
    ids: list[int] = []

    def write() -> None:
        sid = (
            session_id
            if session_id is not None
            else insert_session(store, rows.rules, players, source, title, game=rows.game)
        )
        deal_number = number or next_deal_number(store, sid)
        ids.append(_insert_finished(store, rows, sid, deal_number, seed, now()))

    store.write_recording(write)
    return ids[0] if ids else None


class SelfplayRecorder:
    """The ``on_deal(state, seat_levels, deal_index)`` hook of ``bagchen selfplay --db``:
    records each finished deal, one session per line-up of levels.

    Deals are written in batches, one transaction for up to ``BATCH_DEALS`` deals or
    ``BATCH_SECONDS`` of play, whichever comes first, and at ``flush`` (the caller's
    last word): a commit of its own would add a fifth to what writing a deal costs. A
    deal waits as its rows (``finished_rows``), not as its state: holding thirty-odd
    finished states would slow the play itself by a few per cent (the garbage collector
    walks them). A self-play run that is killed loses at most the deals of its last
    second, never a written one."""

    BATCH_DEALS = 32
    BATCH_SECONDS = 1.0

    def __init__(
        self, store: RecordsConnection, source: str = "selfplay", title: str = "", game: str | None = None
    ) -> None:
        self.store, self.source, self.title = store, source, title
        self.game = game  # the game of every deal given; None: the game each state tells
        # a session's key (``_session_key``): [session id, its last deal's number]
        self.sessions: dict[tuple[Any, ...], list[int]] = {}
        self.deal_ids: list[int] = []
        self.lost = 0  # deals given to the hook but not recorded (recording stopped)
        self._waiting: list[tuple[FinishedRows, tuple[PlayerSpec | str, ...], int]] = []
        self._first_wait = 0.0

    def __call__(self, state: Any, seat_levels: Sequence[PlayerSpec | str], deal_index: int) -> None:
        self._wait(state, seat_levels, 0)

    def _wait(self, state: Any, seat_levels: Sequence[PlayerSpec | str], place: int) -> None:
        if not state.is_over:
            raise ValueError("only a finished deal can be recorded in one go")
        if not self._waiting:
            self._first_wait = time.monotonic()
        self._waiting.append((finished_rows(state, self.game), tuple(seat_levels), place))
        if len(self._waiting) >= self.BATCH_DEALS or time.monotonic() - self._first_wait >= self.BATCH_SECONDS:
            self.flush()

    def _session_key(self, rows: FinishedRows, lineup: tuple[PlayerSpec | str, ...], place: int) -> tuple[Any, ...]:
        return rows.game, lineup

    def _session_title(self, key: tuple[Any, ...]) -> str:
        return self.title

    def _number(self, entry: list[int], place: int) -> int:
        """The number of the next deal of a session: deals follow on."""
        return entry[1] + 1

    def flush(self) -> None:
        """Write the deals waiting, in one transaction."""
        waiting, self._waiting = self._waiting, []
        if not waiting:
            return
        sessions = {key: list(entry) for key, entry in self.sessions.items()}
        ids: list[int] = []
        db = self.store

        def write() -> None:
            stamp = now()
            for rows, lineup, place in waiting:
                entry = sessions.get(key := self._session_key(rows, lineup, place))
                if entry is None:
                    players = [as_player(p) for p in lineup]
                    title = self._session_title(key)
                    entry = sessions[key] = [
                        insert_session(db, rows.rules, players, self.source, title, game=rows.game),
                        0,
                    ]
                entry[1] = self._number(entry, place)
                ids.append(_insert_finished(db, rows, entry[0], entry[1], None, stamp))

        if db.write_recording(write):
            self.sessions = sessions
            self.deal_ids += ids
            self._written(waiting)
        else:
            self.lost += len(waiting)

    def _written(self, waiting: list[tuple[FinishedRows, tuple[PlayerSpec | str, ...], int]]) -> None:
        """What a batch stored, once it is stored."""


class RunRecorder(SelfplayRecorder):
    """The hook of ``bagchen selfplay --db DB --results FILE``: a named run, which may be
    stopped and resumed, keeps each of its deals where a resumed run finds it again
    (``ai.selfplay.RunKeeper``): one session for each seating of the players (the
    rotation of a duplicate deal), titled by the run's name and the seating, each deal
    numbered by its place in the run."""

    def __init__(self, store: RecordsConnection, run: str, source: str = "selfplay", game: str | None = None) -> None:
        super().__init__(store, source, run, game)
        self._held: set[tuple[int, int]] = set()  # (rotation, deal number) of the games stored
        self._find_run()

    def _find_run(self) -> None:
        db = self.store
        game = "game" if db.has_games else f"'{UNNAMED_GAME}'"
        found = db.execute(
            f"SELECT id, title, {game} FROM sessions WHERE source = ? AND (title = ? OR title LIKE ?) ORDER BY id",
            (self.source, self.title, self.title + _SEATING.replace("{}", "%")),
        ).fetchall()
        for session_id, title, game_name in found:
            rotation = self._rotation_of(title)
            if rotation is None:
                continue
            numbers = [r[0] for r in db.execute("SELECT number FROM deals WHERE session_id = ?", (session_id,))]
            self.sessions.setdefault((game_name, rotation), [session_id, max(numbers, default=0)])
            self._held.update((rotation, number) for number in numbers)

    def _rotation_of(self, title: str) -> int | None:
        rest = title[len(self.title) :]
        if not rest:
            return 0
        for rotation in range(1, 64):
            if rest == _SEATING.format(rotation + 1):
                return rotation
        return None

    def holds(self, seat_levels: Sequence[PlayerSpec | str], deal: int, rotation: int) -> bool:
        """Whether the run's deal ``deal``, played in seating ``rotation``, is stored."""
        return (rotation, deal + 1) in self._held

    def keep(self, state: Any, seat_levels: Sequence[PlayerSpec | str], deal: int, rotation: int) -> None:
        """Store the run's deal ``deal`` as played in seating ``rotation`` (with the next batch)."""
        if not self.holds(seat_levels, deal, rotation):
            self._wait(state, seat_levels, _place(deal, rotation))

    def __call__(self, state: Any, seat_levels: Sequence[PlayerSpec | str], deal_index: int) -> None:
        self.keep(state, seat_levels, deal_index, 0)

    def _session_key(self, rows: FinishedRows, lineup: tuple[PlayerSpec | str, ...], place: int) -> tuple[Any, ...]:
        return rows.game, place % _ROTATIONS

    def _session_title(self, key: tuple[Any, ...]) -> str:
        rotation = key[1]
        return self.title + (_SEATING.format(rotation + 1) if rotation else "")

    def _number(self, entry: list[int], place: int) -> int:
        return place // _ROTATIONS + 1

    def _written(self, waiting: list[tuple[FinishedRows, tuple[PlayerSpec | str, ...], int]]) -> None:
        self._held.update((place % _ROTATIONS, place // _ROTATIONS + 1) for _, _, place in waiting)


_SEATING = ", seating {}"  # the title of a run's session of a seating other than the first
_ROTATIONS = 64  # seatings a run's deal may have, at most (a place packs the deal and its seating)


def _place(deal: int, rotation: int) -> int:
    return deal * _ROTATIONS + rotation


@contextlib.contextmanager
def open_selfplay_recorder(
    path: str | os.PathLike[str] | None, out: Any = None, game: str | None = None, run: str | None = None
) -> Iterator[SelfplayRecorder]:
    """The ``on_deal`` hook of ``bagchen selfplay --db PATH``, as a context manager
    (``ai.commands.open_recorder``). A database that cannot be written now (newer,
    foreign, read-only, locked) raises ``ai.commands.RecordingUnavailable`` before
    anything is played; if recording stops later, the hook's ``lost`` counts the deals
    not recorded. What happens is printed to ``out`` (standard error). ``game``: the
    game of every deal (None: the game each finished state tells); ``run``: the name of
    a run that may be resumed (``--results``), whose deals a ``RunRecorder`` finds again."""
    from bagchen_qt.ai.commands import RecordingUnavailable

    out = out or sys.stderr
    try:
        store = open_database(RecordsConnection, path, notify=lambda notice: print(f"bagchen: {notice}", file=out))
    except RecordsError as error:
        raise RecordingUnavailable(f"nothing can be recorded: {error}") from None
    if store.path is None and str(path) != ":memory:" or not store.can_write():
        reason = store.problem
        store.close()
        raise RecordingUnavailable(f"nothing can be recorded in {resolve_db_path(path)}: {reason}")
    store.on_warning.append(lambda warning: print(f"bagchen: {warning}", file=out))
    recorder = SelfplayRecorder(store, game=game) if run is None else RunRecorder(store, run, game=game)
    try:
        yield recorder
    finally:
        recorder.flush()
        store.close()
        n = len(recorder.deal_ids)
        print(
            f"bagchen: recorded {n} deal{'s' if n != 1 else ''} in {store.path or 'memory'}"
            + (f"; {recorder.lost} not recorded" if recorder.lost else ""),
            file=out,
        )
