"""The records database: every deal played, event by event, in SQLite.

Opening::

    store = Store.open()            # --db PATH, else $BAGCHEN_DB, else the user data folder
    store = Store.open(":memory:")  # nothing kept (tests, benches)

``Store.open`` never loses a database, nor touches a file that is not one. A file
that is not an SQLite database at all (a text file, a hand record), another program's
database, or a damaged one that cannot be told to be Bagchen's raises
``NotARecordsDatabase``; a database from a newer Bagchen raises ``NewerSchemaError``;
all are left untouched. Only a damaged Bagchen database is renamed aside
(``records.sqlite3.damaged-YYYYmmdd-HHMMSS``), after ``notify`` is told, and a fresh one
started, with a line in ``store.notices``. A database that cannot be written (read-only
file or folder, locked, disk full) is opened to be read, with ``store.recording`` false
and the reason in ``store.problem`` (``store.warning`` says it as the table does); where
it cannot even be read, ``RecordsError``: never an empty store in its place. With no
database yet and no way to make one (no such folder can be created), the store is an
empty one in memory, with the same warning. When a write fails later the same happens:
recording calls then do nothing and never raise, so play goes on; the table shows the
warning (``store.on_warning`` callbacks are called once, when recording stops). Changes
a user asks for (annotations, imports) raise ``RecordsError`` with the plain reason.

Recording a deal as it is played (each event is one transaction, so a kill loses at
most the event in flight)::

    session_id = store.begin_session(rules, [PlayerSpec.human("Pema"), "easy", "easy", "easy"])
    recorder = store.begin_deal(session_id, DealState.new(rules, starter, chips), seed)
    for each event:  state = apply(state, event); recorder.record(event, state)
    recorder.finish(state)             # or recorder.keep_unfinished() when the player quits

After a crash, ``store.interrupted_deals()`` lists deals whose recording process is
gone; ``store.resume_deal(id)`` returns a recorder holding the state so far (its
``state``), and ``store.keep_unfinished(id)`` keeps one as unfinished. A finished deal
played elsewhere (self-play) is written in one go by ``record_finished_deal``, and
``SelfplayRecorder`` is the ``on_deal(state, seat_levels, deal_index)`` hook for it.

Durability: WAL journal, ``synchronous = NORMAL`` (a commit survives the program being
killed; a power cut may lose the last commits, never the file), and the log is folded
into the file by a background connection every second so that no recording waits for
an fsync. Self-play deals are finished when they reach the recorder and are written in
batches, a transaction for up to a second of play, which costs a few per cent of an
Easy self-play deal.

Reading: ``store.deals(...)`` lists ``DealSummary`` rows with filters (the replay
window's list pages through ``store.deal_list(DealQuery(...), offset, limit)``),
``store.load_deal(id)`` gives ``(start_state, events, annotations)``,
``store.deal_record(id)`` the whole ``DealRecord``; ``replay.Replay`` seeks to any step.
Annotations (text, a quick mark, a bookmark; per deal or per event) and AI review
results have their own small API; a deal played from a step of another ("play from
here") is linked to it by ``mark_branch``. Every statement takes user data as parameters.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from sqlite_utils import Database

from bagchen_qt.rules.actions import Event, event_from_dict
from bagchen_qt.rules.ruleset import RuleSet, RuleSetError
from bagchen_qt.rules.state import DealResult, DealState, IllegalAction, apply

from .model import (
    DealRecord,
    Note,
    PlayerSpec,
    RecordedPayment,
    as_player,
    event_json,
    events_json,
    fingerprint,
    payment_events,
    payments_of,
    point_of,
    rules_json,
)
from .schema import MARKS, MIGRATION_NAMES, MIGRATION_SET, MIGRATIONS, SCHEMA_VERSION

ENV_VAR = "BAGCHEN_DB"
DB_FILENAME = "records.sqlite3"
MAX_NOTE_CHARS = 10_000

Tracer = Callable[[str, Sequence[Any]], None]
SessionRow = tuple[RuleSet, Sequence[PlayerSpec], str, str, str | None]  # rules, players, source, title, started


class RecordsError(Exception):
    """A problem with the records that the user should read as it is."""


class NewerSchemaError(RecordsError):
    """The database was written by a newer Bagchen; it is left untouched."""


class NotARecordsDatabase(RecordsError):
    """The file is not a records database (not SQLite at all, another program's SQLite
    database, or one too damaged to tell whose it is); it is left untouched."""


# --- where the database lives ------------------------------------------------------------


def default_db_path() -> Path:
    """``records.sqlite3`` in the platform's user data folder for Bagchen."""
    import platformdirs

    return Path(platformdirs.user_data_dir("Bagchen", appauthor=False)) / DB_FILENAME


def resolve_db_path(path: str | os.PathLike[str] | None = None) -> Path:
    """``path`` if given, else ``$BAGCHEN_DB``, else the default path."""
    if path:
        return Path(path)
    env = os.environ.get(ENV_VAR)
    return Path(env) if env else default_db_path()


def now() -> str:
    """The time in UTC, ISO 8601 to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


# --- SQLite errors -----------------------------------------------------------------------

_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_WRITE_PROBLEMS = {
    3: "access to the records database was refused",
    5: "the records database is locked: another program is writing to it",
    6: "the records database is locked: another program is writing to it",
    8: "the records database is read-only",
    10: "the records database could not be written (disk error)",
    13: "the disk is full",
    14: "the records database cannot be opened for writing (is its folder read-only?)",
}


def _error_code(error: sqlite3.Error) -> int:
    code = (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF
    if code:
        return code
    text = str(error).lower()
    for needle, guess in (
        ("readonly", 8),
        ("read-only", 8),
        ("disk is full", 13),
        ("not a database", 26),
        ("is locked", 5),
        ("malformed", 11),
        ("unable to open", 14),
        ("disk i/o", 10),
    ):
        if needle in text:
            return guess
    return 0


def describe_error(error: sqlite3.Error) -> str:
    code = _error_code(error)
    if code in _WRITE_PROBLEMS:
        return _WRITE_PROBLEMS[code]
    if code in _CORRUPT_CODES:
        return f"the records database is damaged ({error})"
    return str(error)


def _stopped(reason: str) -> str:
    return f"Recording stopped: {reason}. Play goes on, but deals are not recorded until Bagchen is restarted."


# --- rows as values ------------------------------------------------------------------------


@dataclass(frozen=True)
class Annotation:
    id: int
    deal_id: int
    event: int | None  # 1-based event number, None for the deal as a whole
    text: str
    mark: str | None
    bookmark: bool
    created_at: str
    updated_at: str

    @property
    def note(self) -> Note:
        return Note(self.event, self.text, self.mark, self.bookmark)


class LoadedDeal(NamedTuple):
    start: DealState
    events: list[Event]
    annotations: list[Annotation]


@dataclass(frozen=True)
class Review:
    id: int
    deal_id: int
    event: int | None
    reviewer: str
    created_at: str
    data: dict[str, Any]


@dataclass(frozen=True)
class SessionInfo:
    id: int
    source: str
    title: str
    started_at: str
    rules: RuleSet
    seats: tuple[PlayerSpec, ...]


@dataclass(frozen=True)
class DealSummary:
    id: int
    session_id: int
    number: int  # the deal's number in its session
    source: str
    status: str  # finished, unfinished or playing (being recorded, or interrupted)
    interrupted: bool  # playing, but its recording process is gone
    started_at: str
    finished_at: str | None
    starter: int
    seed: int | None
    dice: tuple[int, int] | None
    point: str | None
    redeals: int
    players: tuple[str, ...]  # labels, by seat
    result: DealResult | None


@dataclass(frozen=True)
class ImportReport:
    deal_ids: tuple[int, ...]
    skipped: int  # deals already stored (same fingerprint)
    sessions: int  # sessions created


DEMO_SOURCE = "demo"  # the source of the demo's sessions: four AI players, watched


@dataclass(frozen=True)
class DealQuery:
    """A page of the replay window's deal list: filters, and the order (a key of
    ``DEAL_ORDERS``). ``search``: words that must all appear in the deal's annotations."""

    search: str = ""
    player: str | None = None  # a human's name or an AI level
    status: str | None = None
    source: str | None = None
    hidden_source: str | None = None  # leave out the deals of this source ("demo")
    since: str | None = None  # ISO date (or date-time) the deal started on or after
    session_id: int | None = None
    annotated: bool = False
    bookmarked: bool = False
    reviewed: bool = False
    order: str = "date"
    descending: bool = True


@dataclass(frozen=True)
class DealRow:
    """One line of the deal list (``Store.deal_list``)."""

    id: int
    session_id: int
    number: int
    source: str
    status: str
    started_at: str
    starter: int
    point: str | None
    players: tuple[str, ...]  # by seat: a human's name, "easy AI", or a named AI's "Dolma (easy)"
    human_seat: int | None  # the first seat a human sat in
    result: DealResult | None
    notes: int  # annotations
    bookmarks: int
    reviewed: bool  # a finished AI review is stored
    branch_of: int | None  # played from a step of this deal
    title: str = ""  # the session's title

    @property
    def human_net(self) -> int | None:
        if self.result is None or self.human_seat is None:
            return None
        return self.result.nets[self.human_seat]


def _result_json(result: DealResult) -> str:
    """``result`` as compact JSON (by hand: self-play writes one a deal)."""
    return (
        f'{{"last_winner":{result.last_winner},"stacks":[{",".join(map(str, result.stacks))}],'
        f'"jump_points":{result.jump_points},"multiplier":{result.multiplier},'
        f'"sweep":{"true" if result.sweep else "false"},"nets":[{",".join(map(str, result.nets))}]}}'
    )


def _result_from_json(text: str | None) -> DealResult | None:
    """A stored result; None if there is none, or if it cannot be read (an altered row:
    lists still show the deal, and ``verify`` reports the result missing)."""
    if not text:
        return None
    try:
        data = json.loads(text)
        return DealResult(
            data["last_winner"],
            tuple(data["stacks"]),
            data["jump_points"],
            data["multiplier"],
            bool(data["sweep"]),
            tuple(data["nets"]),
        )
    except (ValueError, KeyError, TypeError):
        return None


T = TypeVar("T")


def seating_json(seating: Sequence[int] | None) -> str | None:
    """A deal's seating for ``deals.seating``: None when everyone sits as listed."""
    if seating is None or tuple(seating) == (0, 1, 2, 3):
        return None
    if sorted(seating) != [0, 1, 2, 3]:
        raise ValueError(f"a seating puts each of the session's four players in one seat, not {list(seating)!r}")
    return json.dumps([int(s) for s in seating])


def _seating_from_json(text: str | None) -> tuple[int, ...] | None:
    return None if text is None else tuple(json.loads(text))


def seated(by_session_seat: Sequence[T], seating: Sequence[int] | None) -> tuple[T, ...]:
    """Values listed by the session's seats, put in the deal's seats."""
    return tuple(by_session_seat) if seating is None else tuple(by_session_seat[s] for s in seating)


def _player_from_row(kind: str, name: str, level: str, options: str) -> PlayerSpec:
    return PlayerSpec(kind, name=name, level=level, options=json.loads(options or "{}"))


def _row_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an INSERT just wrote."""
    row_id = cursor.lastrowid
    if row_id is None:
        raise RecordsError("the database gave no id for a row it wrote")
    return row_id


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ctypes.windll.kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        ctypes.windll.kernel32.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# Deals being recorded by this process, as (database path, deal id).
_LIVE: set[tuple[str, int]] = set()


class _Checkpointer(threading.Thread):
    """Copies the write-ahead log into the database file from a second connection,
    every ``interval`` seconds. A checkpoint ends with fsync calls that can take tens
    of milliseconds; here they never hold up a recording. The recording connection
    still checkpoints by itself if the log grows past ``_SAFETY_PAGES``."""

    def __init__(self, path: Path, interval: float = 1.0) -> None:
        super().__init__(name="bagchen-records-checkpoint", daemon=True)
        self.path, self.interval = path, interval
        self._done = threading.Event()

    def run(self) -> None:
        try:
            conn = _connect(self.path)
        except sqlite3.Error:
            return
        try:
            while not self._done.wait(self.interval):
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            conn.close()

    def stop(self) -> None:
        self._done.set()
        self.join(timeout=10)


_SAFETY_PAGES = 20_000  # about 80 MB of log


# --- opening --------------------------------------------------------------------------------


BUSY_SECONDS = 5.0  # how long a statement waits for another program's write to end
SQLITE_HEADER = b"SQLite format 3\x00"


def _connect(path: Path, mode: str = "rw") -> sqlite3.Connection:
    """Every connection to a database file: ``rw`` (created if missing), ``ro`` (reads
    only), or ``immutable`` (reads the file as it is, taking no locks)."""
    if mode == "rw":
        return sqlite3.connect(str(path), timeout=BUSY_SECONDS)
    return sqlite3.connect(
        f"{path.resolve().as_uri()}?{'mode=ro' if mode == 'ro' else 'immutable=1'}", uri=True, timeout=BUSY_SECONDS
    )


def _reader(path: Path) -> sqlite3.Connection:
    """A connection that only reads ``path``. Where even ``mode=ro`` cannot open it (a
    read-only folder, in which the log's shared-memory file cannot be made) the file is
    read as it is, unless its write-ahead log holds commits that would then be missed."""
    conn = None
    try:
        conn = _connect(path, "ro")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError as error:
        if conn is not None:
            conn.close()
        wal = Path(f"{path}-wal")
        if _error_code(error) != 14 or (wal.exists() and wal.stat().st_size > 0):
            raise
    conn = _connect(path, "immutable")
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error:
        conn.close()
        raise
    return conn


def _has_data(path: Path) -> bool:
    wal = Path(f"{path}-wal")
    return path.exists() and (path.stat().st_size > 0 or (wal.exists() and wal.stat().st_size > 0))


def _probe(path: Path) -> str | None:
    """Look at an existing database without writing to it: the damage found, or None.
    A newer or foreign database raises, and is left as it was found."""
    sides = [Path(f"{path}{suffix}") for suffix in ("-wal", "-shm")]
    absent = [side for side in sides if not side.exists()]
    try:
        problem = _look(path)
        if problem is not None and not _is_records(path):
            raise _not_records(
                path, f"a damaged SQLite database ({problem}) that cannot be told to be Bagchen's deal records"
            )
        return problem
    except RecordsError:
        # Reading a WAL database creates its side files: remove those this look made.
        if all(not side.exists() or side.stat().st_size == 0 for side in sides if side.name.endswith("-wal")):
            for side in absent:
                with contextlib.suppress(OSError):
                    side.unlink()
        raise


def _not_records(path: Path, what: str) -> NotARecordsDatabase:
    return NotARecordsDatabase(f"{path} is {what}; it was left untouched. Choose another file with --db or {ENV_VAR}.")


def _check_header(path: Path) -> None:
    """Refuse a file that is not an SQLite database at all (a text file, a hand record)."""
    with open(path, "rb") as file:
        head = file.read(4096)
    if not head or head.startswith(SQLITE_HEADER):
        return  # empty: a new database whose first pages are still in its log
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"{") and b"bagchen-hand-record" in head:
        raise _not_records(
            path,
            "a hand-record file, not a records database (bagchen records import FILE adds its deals to the records)",
        )
    raise _not_records(path, "not an SQLite database, so not Bagchen's deal records")


def _is_records(path: Path) -> bool:
    """Whether a damaged database can still be told to be Bagchen's: its list of tables."""
    try:
        conn = _reader(path)
    except sqlite3.Error:
        return False
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.Error:
        return False
    finally:
        conn.close()
    return {"_sqlite_migrations", "deals", "events"} <= tables


def _look(path: Path) -> str | None:
    try:
        conn = _reader(path)
    except sqlite3.OperationalError as error:
        return str(error) if _error_code(error) in _CORRUPT_CODES else None
    except sqlite3.DatabaseError as error:
        return str(error)
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            return "; ".join(str(r[0]) for r in rows[:3])
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        applied: set[str] = set()
        if "_sqlite_migrations" in tables:
            applied = {
                r[0]
                for r in conn.execute("SELECT name FROM _sqlite_migrations WHERE migration_set = ?", (MIGRATION_SET,))
            }
        if not applied:
            if tables <= {"_sqlite_migrations"}:
                return None  # new, or stopped before its first migration finished
            raise _not_records(path, "an SQLite database, but not one of Bagchen's deal records")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        unknown = applied - set(MIGRATION_NAMES)
        if unknown or version > SCHEMA_VERSION:
            raise NewerSchemaError(
                f"{path} was written by a newer version of Bagchen (records schema {max(version, len(applied))}); "
                f"this version reads schema {SCHEMA_VERSION} and older. The file was left untouched: "
                f"update Bagchen, or choose another file with --db or {ENV_VAR}."
            )
        return None
    except sqlite3.OperationalError as error:
        return str(error) if _error_code(error) in _CORRUPT_CODES else None
    except sqlite3.DatabaseError as error:
        return str(error)
    finally:
        conn.close()


def _backup_name(path: Path) -> Path:
    """Where a damaged database is set aside: ``NAME.damaged-YYYYmmdd-HHMMSS``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    return backup


def _set_aside(path: Path, backup: Path) -> None:
    """Rename a damaged database (and its side files first) to ``backup``."""
    for suffix in ("-wal", "-shm", "-journal"):
        side = Path(f"{path}{suffix}")
        if side.exists():
            os.replace(side, f"{backup}{suffix}")
    os.replace(path, backup)


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
}


# --- the store ---------------------------------------------------------------------------------


class Store:
    """One records database. Not thread-safe: use one store per thread."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path | None,
        *,
        writable: bool = True,
        notices: Sequence[str] = (),
        problem: str | None = None,
        tracer: Tracer | None = None,
    ) -> None:
        self.conn = conn
        self.db = Database(conn)
        self.path = path
        self.notices: list[str] = list(notices)
        # Why nothing can be written (plain, for any message), and how the table says so.
        self.problem = problem or (None if writable else "the records database is read-only")
        self.warning = _stopped(self.problem) if self.problem else None
        self.recording = self.problem is None
        self.on_warning: list[Callable[[str], None]] = []
        self._tracer = tracer
        self._key = str(path.resolve()) if path else f"memory:{id(self)}"
        self._checkpointer: _Checkpointer | None = None
        self._seating_column: str | None = None

    # --- opening and closing ---

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        tracer: Tracer | None = None,
        notify: Callable[[str], None] | None = None,
    ) -> Store:
        """Open (or create) the records database; see the module docstring for what
        happens with a damaged, newer, foreign or unwritable file. ``notify`` is told
        before a damaged database is set aside (the message is in ``notices`` too)."""
        target = resolve_db_path(path)
        if str(target) == ":memory:":
            return cls.memory(tracer=tracer)
        target = target.expanduser()
        notices: list[str] = []
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return cls.memory(f"the folder {target.parent} cannot be created ({error.strerror})", tracer)
        if target.is_dir():
            return cls.memory(f"{target} is a folder, not a database file", tracer)
        if _has_data(target):
            try:
                _check_header(target)
            except OSError as error:
                raise RecordsError(f"{target} cannot be read ({error.strerror})") from None
            problem = _probe(target)
            if problem is not None:
                backup = _backup_name(target)
                notice = (
                    f"The records database {target} is damaged ({problem}). It is set aside as "
                    f"{backup.name} in the same folder, and a fresh database is started."
                )
                if notify is not None:
                    notify(notice)
                try:
                    _set_aside(target, backup)
                except OSError as error:
                    return cls.memory(
                        f"the records database {target} is damaged ({problem}) and cannot be moved "
                        f"aside ({error.strerror})",
                        tracer,
                    )
                notices.append(notice)
        conn = None
        try:
            conn = _connect(target)
            store = cls(conn, target, notices=notices, tracer=tracer)
            store._prepare()
            return store
        except sqlite3.Error as error:
            if conn is not None:
                conn.close()
            return cls._read_only(target, describe_error(error), notices, tracer)

    @classmethod
    def memory(cls, problem: str | None = None, tracer: Tracer | None = None) -> Store:
        """A database in memory: for tests, benches, and to go on when the file cannot
        be used (``problem`` then says why, and nothing is recorded)."""
        store = cls(sqlite3.connect(":memory:"), None, problem=problem, tracer=tracer)
        store._prepare()
        return store

    @classmethod
    def _read_only(cls, path: Path, problem: str, notices: list[str], tracer: Tracer | None) -> Store:
        """The existing records, read but not written (``problem``: why not). With no
        records there yet, an empty store in memory; records that cannot even be read
        raise ``RecordsError``: never an empty store in their place."""
        if not _has_data(path):
            store = cls.memory(problem, tracer)
            store.notices = notices
            return store
        try:
            conn = _reader(path)
        except sqlite3.Error as error:
            raise RecordsError(
                f"the records database {path} can be neither written ({problem}) nor read ({describe_error(error)})"
            ) from None
        conn.execute("PRAGMA foreign_keys = ON")
        store = cls(conn, path, writable=False, notices=notices, problem=problem, tracer=tracer)
        try:
            pending = bool(MIGRATIONS.pending(store.db))
        except sqlite3.Error:
            pending = True  # unreadable: treated as not up to date
        if pending:
            conn.close()
            raise RecordsError(
                f"the records database {path} was written by an older Bagchen and must be updated "
                f"to be read, but it cannot be written ({problem})"
            )
        return store

    def _prepare(self) -> None:
        self.conn.execute("PRAGMA foreign_keys = ON")
        self.conn.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
        if self.path is not None:
            self.db.enable_wal()
            # NORMAL: a commit survives the program being killed (it is in the OS's
            # hands); a power cut may lose the last commits, never the file.
            self.conn.execute("PRAGMA synchronous = NORMAL")
        MIGRATIONS.apply(self.db)
        if self.conn.execute("PRAGMA foreign_keys").fetchone()[0] != 1:
            raise RecordsError("this SQLite cannot enforce foreign keys")
        if self.path is not None:
            self.conn.execute(f"PRAGMA wal_autocheckpoint = {_SAFETY_PAGES}")
            self._checkpointer = _Checkpointer(self.path)
            self._checkpointer.start()

    def close(self) -> None:
        """Close the database (the last connection to close folds the log into the file)."""
        for key in [k for k in _LIVE if k[0] == self._key]:
            _LIVE.discard(key)
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    # --- executing ---

    def _x(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """Every statement goes through here; user data only ever in ``params``."""
        if self._tracer:
            self._tracer(sql, params)
        return self.conn.execute(sql, params)

    def _xmany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if self._tracer:
            for row in rows:
                self._tracer(sql, row)
        self.conn.executemany(sql, rows)

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            self.conn.commit()
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self.conn.rollback()
            raise

    @contextlib.contextmanager
    def _changing(self) -> Iterator[None]:
        """A transaction for a user's change (annotations, reviews, import): a failure
        raises ``RecordsError`` with a readable reason."""
        if not self.recording:
            raise RecordsError(self.problem or "the records database is read-only")
        try:
            with self._transaction():
                yield
        except sqlite3.IntegrityError as error:
            raise RecordsError(f"refused by the database: {error}") from None
        except sqlite3.Error as error:
            raise RecordsError(describe_error(error)) from None
        except UnicodeEncodeError:
            raise RecordsError("refused by the database: text that UTF-8 cannot hold") from None

    def _record(self, write: Callable[[], object]) -> bool:
        """Run a recording write in one transaction. A failure stops recording (with a
        warning) instead of raising: play goes on."""
        if not self.recording:
            return False
        try:
            with self._transaction():
                write()
            return True
        except sqlite3.Error as error:
            self.stop_recording(describe_error(error))
            return False

    def can_write(self) -> bool:
        """Whether a write can be made now: an empty transaction, which waits for
        another program's write as a recording would. If not, recording stops."""
        return self._record(lambda: None)

    def stop_recording(self, reason: str) -> None:
        if not self.recording:
            return
        self.recording = False
        self.problem, self.warning = reason, _stopped(reason)
        for callback in list(self.on_warning):
            callback(self.warning)

    # --- players and sessions ---

    def _player_id(self, player: PlayerSpec) -> int:
        key = (player.kind, player.name, player.level, player.options_json)
        self._x("INSERT OR IGNORE INTO players (kind, name, level, options) VALUES (?, ?, ?, ?)", key)
        return int(
            self._x("SELECT id FROM players WHERE kind = ? AND name = ? AND level = ? AND options = ?", key).fetchone()[
                0
            ]
        )

    def _insert_session(
        self, rules: RuleSet, players: Sequence[PlayerSpec], source: str, title: str, started_at: str | None = None
    ) -> int:
        cursor = self._x(
            "INSERT INTO sessions (started_at, source, title, rules) VALUES (?, ?, ?, ?)",
            (started_at or now(), source, title, rules_json(rules)),
        )
        session_id = _row_id(cursor)
        for seat, player in enumerate(players):
            self._x(
                "INSERT INTO seats (session_id, seat, player_id) VALUES (?, ?, ?)",
                (session_id, seat, self._player_id(player)),
            )
        return session_id

    def begin_session(
        self, rules: RuleSet, seats: Sequence[PlayerSpec | str], source: str = "table", title: str = ""
    ) -> int | None:
        """A new session with these four players (``PlayerSpec``, or an AI level name).
        None when recording has stopped."""
        players = [as_player(p) for p in seats]
        if len(players) != 4:
            raise ValueError(f"a session has four seats, not {len(players)}")
        ids: list[int] = []
        self._record(lambda: ids.append(self._insert_session(rules, players, source, title)))
        return ids[0] if ids else None

    def session(self, session_id: int) -> SessionInfo:
        row = self._x(
            "SELECT id, source, title, started_at, rules FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        if row is None:
            raise RecordsError(f"there is no session {session_id}")
        seats = self._x(
            "SELECT p.kind, p.name, p.level, p.options FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.session_id = ? ORDER BY s.seat",
            (session_id,),
        ).fetchall()
        return SessionInfo(
            row[0],
            row[1],
            row[2],
            row[3],
            RuleSet.from_dict(json.loads(row[4])),
            tuple(_player_from_row(*s) for s in seats),
        )

    # --- recording deals ---

    def begin_deal(
        self,
        session_id: int | None,
        state: DealState,
        seed: int | None = None,
        seating: Sequence[int] | None = None,
        seat_draw: dict[str, Any] | None = None,
    ) -> DealRecorder:
        """Start recording the deal ``state`` belongs to (usually a fresh
        ``DealState.new``; events it already has are written at once). ``seating``: for
        each seat, the session seat of the player sitting there (None: as listed);
        ``seat_draw``: the throws for seats made just before the deal. The recorder does
        nothing if recording has stopped or ``session_id`` is None."""
        seating_text = seating_json(seating)
        recorder = DealRecorder(self, None, state)
        if session_id is None or not self.recording:
            return recorder
        events = list(state.events)
        ids: list[int] = []

        def write() -> None:
            number = self._x(
                "SELECT coalesce(max(number), 0) + 1 FROM deals WHERE session_id = ?", (session_id,)
            ).fetchone()[0]
            cursor = self._x(
                "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, owner_pid, "
                "started_at, dice_a, dice_b, point, redeals) VALUES (?, ?, ?, ?, ?, ?, 'playing', ?, ?, ?, ?, ?, ?)",
                (
                    session_id,
                    number,
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
            ids.append(_row_id(cursor))
            self._set_seating(ids[0], seating_text, seat_draw)
            self._insert_events(ids[0], events, 1)
            self._insert_payments(ids[0], payments_of(state, events), 1)

        if self._record(write):
            recorder._attach(ids[0], [event_json(e) for e in events], len(state.payments))
        return recorder

    def _set_seating(self, deal_id: int, seating_text: str | None, seat_draw: dict[str, Any] | None) -> None:
        """Write who sat where (only when it says something: older databases stay
        writable by this version as long as nobody changes seats)."""
        if seating_text is not None or seat_draw is not None:
            self._x(
                "UPDATE deals SET seating = ?, seat_draw = ? WHERE id = ?",
                (seating_text, None if seat_draw is None else json.dumps(seat_draw), deal_id),
            )

    def _insert_events(self, deal_id: int, events: Sequence[Event], first_seq: int) -> list[str]:
        texts = [event_json(e) for e in events]
        self._insert_event_texts(deal_id, texts, first_seq)
        return texts

    def _insert_event_texts(self, deal_id: int, texts: Sequence[str], first_seq: int) -> None:
        """Events as ``event_json`` wrote them, numbered from ``first_seq``."""
        if texts:
            self._insert_event_array(deal_id, "[" + ",".join(texts) + "]", first_seq)

    def _insert_event_array(self, deal_id: int, array: str, first_seq: int) -> None:
        """Events given as one JSON array of ``event_json`` texts, which SQLite takes
        apart (it writes compact JSON back as it was): half the cost of a statement per
        event, which self-play feels."""
        self._x(
            "INSERT INTO events (deal_id, seq, data) SELECT ?, key + ?, value FROM json_each(?)",
            (deal_id, first_seq, array),
        )

    def _insert_payments(self, deal_id: int, payments: Sequence[RecordedPayment], first_n: int) -> None:
        if payments:
            self._xmany(
                "INSERT INTO payments (deal_id, n, seq, payer, payee, chips, reason, trick) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(deal_id, first_n + i, *p) for i, p in enumerate(payments)],
            )

    def _finish_row(
        self, deal_id: int, state: DealState, event_jsons: Sequence[str], finished_at: str | None = None
    ) -> None:
        self._x(
            "UPDATE deals SET status = 'finished', owner_pid = NULL, finished_at = ?, result = ?, "
            "fingerprint = ? WHERE id = ?",
            (
                finished_at or now(),
                _result_json(state.final),
                fingerprint(state.rules, state.starter, state.start_chips, event_jsons),
                deal_id,
            ),
        )

    def interrupted_deals(self) -> list[DealSummary]:
        """Deals left ``playing`` by a process that is gone: offer to resume them, or
        keep them as unfinished."""
        return [d for d in self.deals(status="playing") if d.interrupted]

    def resume_deal(self, deal_id: int) -> DealRecorder:
        """Go on recording an unfinished or interrupted deal: the recorder's ``state`` is
        the state after the events recorded so far. A deal whose log is already complete
        is finished at once (``recorder.finished``)."""
        record = self.deal_record(deal_id)
        if record.status == "finished":
            raise RecordsError(f"deal {deal_id} is already finished")
        if any(d.status == "playing" and not d.interrupted for d in self.deals(deal_ids=[deal_id])):
            raise RecordsError(f"deal {deal_id} is being recorded by a running program")
        state = record.start_state()
        for number, event in enumerate(record.events, 1):
            try:
                state = apply(state, event)
            except IllegalAction as error:
                raise RecordsError(f"deal {deal_id}, event {number}: {error}") from None
        recorder = DealRecorder(self, None, state)
        if not self._record(
            lambda: self._x("UPDATE deals SET status = 'playing', owner_pid = ? WHERE id = ?", (os.getpid(), deal_id))
        ):
            return recorder
        recorder._attach(deal_id, [event_json(e) for e in record.events], len(state.payments))
        if state.is_over:
            recorder.finish(state)
        return recorder

    def keep_unfinished(self, deal_id: int) -> bool:
        """Keep an interrupted deal as unfinished: it stays listed and verifiable, and is
        no longer offered for resuming."""

        def write() -> None:
            row = self._x(
                "SELECT rules, starter, start_chips FROM deals WHERE id = ? AND status != 'finished'", (deal_id,)
            ).fetchone()
            if row is None:
                return
            texts = [r[0] for r in self._x("SELECT data FROM events WHERE deal_id = ? ORDER BY seq", (deal_id,))]
            digest = fingerprint(RuleSet.from_dict(json.loads(row[0])), row[1], json.loads(row[2]), texts)
            self._x(
                "UPDATE deals SET status = 'unfinished', owner_pid = NULL, fingerprint = ? WHERE id = ?",
                (digest, deal_id),
            )

        return self._record(write)

    # --- reading deals ---

    def deals(
        self,
        *,
        status: str | None = None,
        session_id: int | None = None,
        player: str | None = None,
        since: str | None = None,
        until: str | None = None,
        deal_ids: Sequence[int] | None = None,
        limit: int | None = None,
        newest_first: bool = False,
    ) -> list[DealSummary]:
        """Deals matching every filter given. ``player``: a human's name or an AI level;
        ``since``/``until``: ISO dates (or date-times) the deal started on or after / before."""
        where: list[str] = []
        params: list[object] = []
        if status is not None:
            # The literal term lets SQLite use the partial index of deals not finished.
            where.append("d.status = ?" if status == "finished" else "d.status != 'finished' AND d.status = ?")
            params.append(status)
        if session_id is not None:
            where.append("d.session_id = ?")
            params.append(session_id)
        if player is not None:
            where.append(
                "d.session_id IN (SELECT s.session_id FROM seats s JOIN players p ON p.id = s.player_id "
                "WHERE p.name = ? OR (p.kind = 'ai' AND p.level = ?))"
            )
            params += [player, player]
        if since is not None:
            where.append("d.started_at >= ?")
            params.append(since)
        if until is not None:
            where.append("d.started_at < ?")
            params.append(until)
        if deal_ids is not None:
            where.append(f"d.id IN ({', '.join('?' * len(deal_ids))})" if deal_ids else "0")
            params += [int(i) for i in deal_ids]
        sql = (
            "SELECT d.id, d.session_id, d.number, s.source, d.status, d.owner_pid, d.started_at, d.finished_at, "
            f"d.starter, d.seed, d.dice_a, d.dice_b, d.point, d.redeals, d.result, {self._seating} "
            "FROM deals d JOIN sessions s ON s.id = d.session_id"
        )
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY d.id DESC" if newest_first else " ORDER BY d.id"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        rows = self._x(sql, params).fetchall()
        labels = self._seat_labels({r[1] for r in rows})
        me = os.getpid()
        out = []
        for (
            deal_id,
            session_id_,
            number,
            source,
            status_,
            owner,
            started,
            finished,
            starter,
            seed,
            dice_a,
            dice_b,
            point,
            redeals,
            result,
            seating,
        ) in rows:
            interrupted = status_ == "playing" and not (
                (self._key, deal_id) in _LIVE or (owner is not None and owner != me and _pid_alive(owner))
            )
            out.append(
                DealSummary(
                    deal_id,
                    session_id_,
                    number,
                    source,
                    status_,
                    interrupted,
                    started,
                    finished,
                    starter,
                    seed,
                    (dice_a, dice_b) if dice_a else None,
                    point,
                    redeals,
                    seated(labels.get(session_id_, ("?",) * 4), _seating_from_json(seating)),
                    _result_from_json(result),
                )
            )
        return out

    def _seat_labels(self, session_ids: set[int], with_level: bool = False) -> dict[int, tuple[str, ...]]:
        if not session_ids:
            return {}
        rows = self._x(
            "SELECT s.session_id, s.seat, p.kind, p.name, p.level, p.options FROM seats s "
            "JOIN players p ON p.id = s.player_id WHERE s.session_id BETWEEN ? AND ?",
            (min(session_ids), max(session_ids)),
        ).fetchall()
        seats: dict[int, list[str]] = {}
        for session_id, seat, kind, name, level, options in rows:
            if session_id in session_ids:
                label = _player_from_row(kind, name, level, options).label
                if with_level and kind == "ai" and name:
                    label = f"{name} ({level})"
                seats.setdefault(session_id, ["?"] * 4)[seat] = label
        return {k: tuple(v) for k, v in seats.items()}

    @property
    def _seating(self) -> str:
        """``d.seating``, or NULL in a database opened without its newer migrations
        (read-only): every deal there sat as its session's seats list."""
        if self._seating_column is None:
            columns = {r[1] for r in self._x("PRAGMA table_info(deals)")}
            self._seating_column = "d.seating" if "seating" in columns else "NULL"
        return self._seating_column

    @property
    def _seat_draw(self) -> str:
        return "d.seat_draw" if self._seating != "NULL" else "NULL"

    def deal_count(self) -> int:
        return int(self._x("SELECT count(*) FROM deals").fetchone()[0])

    # --- browsing (the replay window's list) ---

    def _query_filters(self, query: DealQuery) -> tuple[list[str], list[Any]]:
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
        for column, value in (
            ("d.status", query.status),
            ("s.source", query.source),
            ("d.session_id", query.session_id),
        ):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if query.hidden_source is not None:
            where.append("s.source != ?")
            params.append(query.hidden_source)
        if query.since:
            where.append("d.started_at >= ?")
            params.append(query.since)
        if query.annotated:
            where.append("EXISTS (SELECT 1 FROM annotations a WHERE a.deal_id = d.id)")
        if query.bookmarked:
            where.append("EXISTS (SELECT 1 FROM annotations a WHERE a.deal_id = d.id AND a.bookmark = 1)")
        if query.reviewed:
            where.append("EXISTS (SELECT 1 FROM reviews r WHERE r.deal_id = d.id AND r.seq IS NULL)")
        return where, params

    def deal_list_count(self, query: DealQuery | None = None) -> int:
        """How many deals ``query`` lists."""
        where, params = self._query_filters(query or DealQuery())
        sql = "SELECT count(*) FROM deals d JOIN sessions s ON s.id = d.session_id"
        if where:
            sql += " WHERE " + " AND ".join(where)
        return int(self._x(sql, params).fetchone()[0])

    def deal_list(self, query: DealQuery | None = None, offset: int = 0, limit: int = 200) -> list[DealRow]:
        """One page of the deals ``query`` lists, in its order: what the replay window's
        list shows (it fetches page after page as the list is scrolled)."""
        query = query or DealQuery()
        if query.order not in DEAL_ORDERS:
            raise ValueError(f"unknown order {query.order!r}; one of {', '.join(DEAL_ORDERS)}")
        where, params = self._query_filters(query)
        direction = "DESC" if query.descending else "ASC"
        # The page's ids first (sorting needs only the order's column), then its rows.
        sql = "SELECT d.id FROM deals d JOIN sessions s ON s.id = d.session_id"
        if where:
            sql += " WHERE " + " AND ".join(where)
        order = DEAL_ORDERS[query.order].replace("d.seating", self._seating)
        sql += f" ORDER BY {order} {direction}, d.id {direction} LIMIT ? OFFSET ?"
        ids = [r[0] for r in self._x(sql, [*params, int(limit), int(offset)])]
        if not ids:
            return []
        rows = self._x(
            "SELECT d.id, d.session_id, d.number, s.source, d.status, d.started_at, d.starter, d.point, "
            f"d.result, {_HUMAN_SEAT.format(seating=self._seating)}, "
            "(SELECT count(*) FROM annotations a WHERE a.deal_id = d.id), "
            "(SELECT count(*) FROM annotations a WHERE a.deal_id = d.id AND a.bookmark = 1), "
            "EXISTS (SELECT 1 FROM reviews r WHERE r.deal_id = d.id AND r.seq IS NULL), d.branch_of, s.title, "
            f"{self._seating} "
            f"FROM deals d JOIN sessions s ON s.id = d.session_id WHERE d.id IN ({', '.join('?' * len(ids))})",
            ids,
        ).fetchall()
        labels = self._seat_labels({r[1] for r in rows}, with_level=True)
        by_id = {
            r[0]: DealRow(
                r[0],
                r[1],
                r[2],
                r[3],
                r[4],
                r[5],
                r[6],
                r[7],
                seated(labels.get(r[1], ("?",) * 4), _seating_from_json(r[15])),
                r[9],
                _result_from_json(r[8]),
                r[10],
                r[11],
                bool(r[12]),
                r[13],
                r[14],
            )
            for r in rows
        }
        return [by_id[i] for i in ids]

    def players(self) -> list[PlayerSpec]:
        """Every player who has sat at a table, humans first."""
        rows = self._x("SELECT kind, name, level, options FROM players ORDER BY kind DESC, name, level").fetchall()
        return [_player_from_row(*r) for r in rows]

    def session_players(self) -> dict[int, tuple[PlayerSpec, ...]]:
        """Who sat where, for every session (statistics by player and level)."""
        seats: dict[int, list[PlayerSpec | None]] = {}
        for session_id, seat, kind, name, level, options in self._x(
            "SELECT s.session_id, s.seat, p.kind, p.name, p.level, p.options FROM seats s "
            "JOIN players p ON p.id = s.player_id"
        ):
            seats.setdefault(session_id, [None] * 4)[seat] = _player_from_row(kind, name, level, options)
        return {k: tuple(p or PlayerSpec.ai("?") for p in v) for k, v in seats.items()}

    # --- branches ("play from here") ---

    def mark_branch(self, deal_id: int, source_deal_id: int, step: int) -> bool:
        """Note that ``deal_id`` was played from step ``step`` of ``source_deal_id`` (its
        first ``step`` events are the source's). Like recording, False when recording
        has stopped."""
        return self._record(
            lambda: self._x(
                "UPDATE deals SET branch_of = ?, branch_step = ? WHERE id = ?", (source_deal_id, step, deal_id)
            )
        )

    def branch_of(self, deal_id: int) -> tuple[int, int] | None:
        """(source deal id, step) of a deal played from another one, else None."""
        row = self._x("SELECT branch_of, branch_step FROM deals WHERE id = ?", (deal_id,)).fetchone()
        return (row[0], row[1]) if row and row[0] is not None else None

    def branches(self, deal_id: int) -> list[tuple[int, int]]:
        """(deal id, step) of the deals played from a step of ``deal_id``."""
        return [
            (r[0], r[1])
            for r in self._x("SELECT id, branch_step FROM deals WHERE branch_of = ? ORDER BY id", (deal_id,))
        ]

    def _deal_row(self, deal_id: int) -> tuple:
        row = self._x(
            "SELECT rules, starter, start_chips, seed, status, started_at, finished_at, dice_a, dice_b, "
            f"point, redeals, result, session_id, {self._seating}, {self._seat_draw} FROM deals d "
            "WHERE id = ?",
            (deal_id,),
        ).fetchone()
        if row is None:
            raise RecordsError(f"there is no deal {deal_id}")
        return row

    def _events(self, deal_id: int) -> list[Event]:
        events: list[Event] = []
        for seq, data in self._x("SELECT seq, data FROM events WHERE deal_id = ? ORDER BY seq", (deal_id,)):
            if seq != len(events) + 1:
                raise RecordsError(f"deal {deal_id}: event {len(events) + 1} is missing")
            try:
                events.append(event_from_dict(json.loads(data)))
            except ValueError as error:
                raise RecordsError(f"deal {deal_id}, event {seq}: unreadable ({error})") from None
        return events

    def load_deal(self, deal_id: int) -> LoadedDeal:
        """The deal's start state, its events in order and its annotations."""
        row = self._deal_row(deal_id)
        try:
            rules = RuleSet.from_dict(json.loads(row[0]))
            start = DealState.new(rules, row[1], tuple(json.loads(row[2])))
        except (ValueError, RuleSetError) as error:
            raise RecordsError(f"deal {deal_id}: unreadable start ({error})") from None
        return LoadedDeal(start, self._events(deal_id), self.annotations(deal_id))

    def deal_record(self, deal_id: int) -> DealRecord:
        """Everything recorded about a deal. A deal still ``playing`` is reported as
        unfinished."""
        (
            rules,
            starter,
            chips,
            seed,
            status,
            started,
            finished,
            dice_a,
            dice_b,
            point,
            redeals,
            result,
            _session,
            seating,
            seat_draw,
        ) = self._deal_row(deal_id)
        start, events, annotations = self.load_deal(deal_id)
        payments = [
            RecordedPayment(*row)
            for row in self._x(
                "SELECT seq, payer, payee, chips, reason, trick FROM payments WHERE deal_id = ? ORDER BY n", (deal_id,)
            )
        ]
        return DealRecord(
            rules=start.rules,
            starter=starter,
            chips=start.start_chips,
            events=events,
            status="finished" if status == "finished" else "unfinished",
            seed=seed,
            dice=(dice_a, dice_b) if dice_a else None,
            point=point,
            redeals=redeals,
            payments=payments,
            result=_result_from_json(result),
            notes=[a.note for a in annotations],
            started=started,
            finished=finished,
            seating=_seating_from_json(seating),
            seat_draw=None if seat_draw is None else json.loads(seat_draw),
        )

    def deal_session(self, deal_id: int) -> int:
        return int(self._deal_row(deal_id)[12])

    def deal_seating(self, deal_id: int) -> tuple[int, ...] | None:
        """For each seat of the deal, the session seat of its player; None: as listed."""
        return _seating_from_json(self._deal_row(deal_id)[13])

    def deal_seat_draw(self, deal_id: int) -> dict[str, Any] | None:
        """The throws for seats made just before the deal (``seating.draw_to_dict``)."""
        text = self._deal_row(deal_id)[14]
        return None if text is None else json.loads(text)

    # --- annotations ---

    def _check_note(self, text: str | None, mark: str | None) -> None:
        if text is not None and (not isinstance(text, str) or len(text) > MAX_NOTE_CHARS):
            raise RecordsError(f"an annotation's text is at most {MAX_NOTE_CHARS} characters")
        if mark is not None and mark not in MARKS:
            raise RecordsError(f"a mark is one of {' '.join(MARKS)}, not {mark!r}")

    def add_annotation(
        self, deal_id: int, event: int | None = None, text: str = "", mark: str | None = None, bookmark: bool = False
    ) -> int:
        """Annotate a deal (``event`` None) or one of its events (1-based)."""
        self._check_note(text, mark)
        ids: list[int] = []
        with self._changing():
            stamp = now()
            cursor = self._x(
                "INSERT INTO annotations (deal_id, seq, text, mark, bookmark, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (deal_id, event, text, mark, int(bookmark), stamp, stamp),
            )
            ids.append(_row_id(cursor))
        return ids[0]

    _KEEP: Any = object()

    def edit_annotation(
        self, annotation_id: int, *, text: str | None = None, mark: str | None = _KEEP, bookmark: bool | None = None
    ) -> None:
        """Change what is given; ``mark=None`` removes the mark."""
        self._check_note(text, None if mark is self._KEEP else mark)
        with self._changing():
            row = self._x("SELECT text, mark, bookmark FROM annotations WHERE id = ?", (annotation_id,)).fetchone()
            if row is None:
                raise RecordsError(f"there is no annotation {annotation_id}")
            new = (
                row[0] if text is None else text,
                row[1] if mark is self._KEEP else mark,
                row[2] if bookmark is None else int(bookmark),
            )
            self._x(
                "UPDATE annotations SET text = ?, mark = ?, bookmark = ?, updated_at = ? WHERE id = ?",
                (*new, now(), annotation_id),
            )

    def delete_annotation(self, annotation_id: int) -> None:
        with self._changing():
            self._x("DELETE FROM annotations WHERE id = ?", (annotation_id,))

    def annotations(self, deal_id: int) -> list[Annotation]:
        rows = self._x(
            "SELECT id, deal_id, seq, text, mark, bookmark, created_at, updated_at FROM annotations "
            "WHERE deal_id = ? ORDER BY coalesce(seq, 0), id",
            (deal_id,),
        ).fetchall()
        return [Annotation(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7]) for r in rows]

    def bookmarks(self) -> list[Annotation]:
        rows = self._x(
            "SELECT id, deal_id, seq, text, mark, bookmark, created_at, updated_at FROM annotations "
            "WHERE bookmark = 1 ORDER BY deal_id, coalesce(seq, 0), id"
        ).fetchall()
        return [Annotation(r[0], r[1], r[2], r[3], r[4], True, r[6], r[7]) for r in rows]

    # --- AI reviews ---

    def add_review(self, deal_id: int, reviewer: str, data: dict[str, Any], event: int | None = None) -> int:
        """Store what a review (``reviewer``: e.g. the AI level and options) found on a
        deal or one event; ``data`` is any JSON object."""
        text = json.dumps(data, sort_keys=True)
        ids: list[int] = []
        with self._changing():
            cursor = self._x(
                "INSERT INTO reviews (deal_id, seq, reviewer, created_at, data) VALUES (?, ?, ?, ?, ?)",
                (deal_id, event, reviewer, now(), text),
            )
            ids.append(_row_id(cursor))
        return ids[0]

    def reviews(self, deal_id: int) -> list[Review]:
        rows = self._x(
            "SELECT id, deal_id, seq, reviewer, created_at, data FROM reviews WHERE deal_id = ? "
            "ORDER BY coalesce(seq, 0), id",
            (deal_id,),
        ).fetchall()
        return [Review(r[0], r[1], r[2], r[3], r[4], json.loads(r[5])) for r in rows]

    def delete_reviews(self, deal_id: int, reviewer: str | None = None) -> None:
        with self._changing():
            if reviewer is None:
                self._x("DELETE FROM reviews WHERE deal_id = ?", (deal_id,))
            else:
                self._x("DELETE FROM reviews WHERE deal_id = ? AND reviewer = ?", (deal_id, reviewer))

    # --- importing ---

    def known_fingerprints(self) -> set[str]:
        """The fingerprints of the deals stored. Self-play deals are written without one
        (it costs a few per cent of a deal); theirs are worked out here, and kept."""
        known = {r[0] for r in self._x("SELECT fingerprint FROM deals WHERE fingerprint IS NOT NULL")}
        missing = self._x(
            "SELECT id, rules, starter, start_chips FROM deals WHERE fingerprint IS NULL AND status != 'playing'"
        ).fetchall()
        found: list[tuple[str, int]] = []
        for deal_id, rules, starter, chips in missing:
            texts = [r[0] for r in self._x("SELECT data FROM events WHERE deal_id = ? ORDER BY seq", (deal_id,))]
            found.append(
                (fingerprint(RuleSet.from_dict(json.loads(rules)), starter, json.loads(chips), texts), deal_id)
            )
        if found and self.recording:  # only a saving for the next import: a failure stops nothing
            with contextlib.suppress(sqlite3.Error), self._transaction():
                self._xmany("UPDATE deals SET fingerprint = ? WHERE id = ?", found)
        return known | {digest for digest, _ in found}

    def add_records(
        self, sessions: Callable[[int], SessionRow], deals: Iterable[tuple[int, DealRecord]]
    ) -> ImportReport:
        """Write checked records in one transaction: all of them, or nothing.

        ``deals``: (session key, record), read one at a time (an import reads them from
        its file as they are written); ``sessions(key)``: that session's (rules, players,
        source, title, started_at), asked once for each session a new deal needs. Deals
        already stored (same fingerprint) are skipped, and sessions left with no deal are
        not created."""
        known = self.known_fingerprints()
        session_ids: dict[int, int] = {}
        deal_ids: list[int] = []
        skipped = 0
        with self._changing():
            for key, record in deals:
                texts = [event_json(e) for e in record.events]
                digest = fingerprint(record.rules, record.starter, record.chips, texts)
                if digest in known:
                    skipped += 1
                    continue
                known.add(digest)
                if key not in session_ids:
                    rules, players, source, title, started = sessions(key)
                    session_ids[key] = self._insert_session(rules, players, source, title, started)
                deal_ids.append(self._insert_record(session_ids[key], record, texts, digest))
        return ImportReport(tuple(deal_ids), skipped, len(session_ids))

    def _insert_record(self, session_id: int, record: DealRecord, texts: list[str], digest: str) -> int:
        number = self._x(
            "SELECT coalesce(max(number), 0) + 1 FROM deals WHERE session_id = ?", (session_id,)
        ).fetchone()[0]
        finished = record.status == "finished"
        cursor = self._x(
            "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, started_at, "
            "finished_at, dice_a, dice_b, point, redeals, result, fingerprint) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                session_id,
                number,
                rules_json(record.rules),
                record.starter,
                json.dumps(list(record.chips)),
                record.seed,
                record.status,
                record.started or now(),
                record.finished if finished else None,
                *(record.dice or (None, None)),
                record.point,
                record.redeals,
                _result_json(record.result) if finished and record.result else None,
                digest,
            ),
        )
        deal_id = _row_id(cursor)
        self._set_seating(deal_id, seating_json(record.seating), record.seat_draw)
        self._insert_event_texts(deal_id, texts, 1)
        self._insert_payments(deal_id, record.payments, 1)
        stamp = now()
        self._xmany(
            "INSERT INTO annotations (deal_id, seq, text, mark, bookmark, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(deal_id, n.event, n.text, n.mark, int(n.bookmark), stamp, stamp) for n in record.notes],
        )
        return deal_id

    # --- statistics ---

    def stats(self) -> dict[str, Any]:
        """Counts of what is stored, results, and each player's record. The demo's deals
        (four AI players the player watched) are counted, but left out of the results and
        the players' records."""
        count = {status: n for status, n in self._x("SELECT status, count(*) FROM deals GROUP BY status")}
        out: dict[str, Any] = {
            "sessions": self._x("SELECT count(*) FROM sessions").fetchone()[0],
            "deals": sum(count.values()),
            "finished": count.get("finished", 0),
            "unfinished": count.get("unfinished", 0) + count.get("playing", 0),
            "events": self._x("SELECT count(*) FROM events").fetchone()[0],
            "annotations": self._x("SELECT count(*) FROM annotations").fetchone()[0],
            "redeals": self._x("SELECT coalesce(sum(redeals), 0) FROM deals").fetchone()[0],
        }
        seats: dict[int, list[tuple[int, str]]] = {}
        for session_id, seat, player_id, kind, name, level, options in self._x(
            "SELECT s.session_id, s.seat, p.id, p.kind, p.name, p.level, p.options FROM seats s "
            "JOIN players p ON p.id = s.player_id"
        ):
            seats.setdefault(session_id, [(0, "?")] * 4)[seat] = (
                player_id,
                _player_from_row(kind, name, level, options).label,
            )
        players: dict[int, dict[str, Any]] = {}
        jumps = sweeps = 0
        out["demo_deals"] = self._x(
            "SELECT count(*) FROM deals d JOIN sessions s ON s.id = d.session_id WHERE s.source = 'demo'"
        ).fetchone()[0]
        for session_id, result, seating in self._x(
            f"SELECT d.session_id, d.result, {self._seating} FROM deals d JOIN sessions s ON s.id = d.session_id "
            "WHERE d.status = 'finished' AND s.source != 'demo'"
        ):
            res = _result_from_json(result)
            if res is None:
                continue
            jumps += res.jump_points > 0
            sweeps += res.sweep
            for seat, (player_id, label) in enumerate(
                seated(seats.get(session_id, [(0, "?")] * 4), _seating_from_json(seating))
            ):
                entry = players.setdefault(
                    player_id, {"player": label, "deals": 0, "last_tricks": 0, "chips": 0, "sweeps": 0}
                )
                entry["deals"] += 1
                entry["chips"] += res.nets[seat]
                entry["last_tricks"] += res.last_winner == seat
                entry["sweeps"] += res.sweep and res.last_winner == seat
        out["jumps"], out["sweeps"] = jumps, sweeps
        out["players"] = sorted(players.values(), key=lambda e: (-e["deals"], e["player"]))
        return out


class DealRecorder:
    """Records one deal as it is played: ``record`` writes each event (and the payments
    and dice it brings) in its own transaction; ``finish`` marks the deal finished with
    its result. Both return False, and do nothing, once recording has stopped."""

    def __init__(self, store: Store, deal_id: int | None, state: DealState) -> None:
        self.store = store
        self.deal_id = deal_id
        self.state = state  # the state after the last event given to ``record``
        self.finished = False
        self._texts: list[str] = []
        self._payments = 0
        self._dice = state.dice
        self._redeals = state.redeals

    def _attach(self, deal_id: int, texts: list[str], payments: int) -> None:
        self.deal_id, self._texts, self._payments = deal_id, texts, payments
        _LIVE.add((self.store._key, deal_id))

    def _detach(self) -> None:
        if self.deal_id is not None:
            _LIVE.discard((self.store._key, self.deal_id))

    @property
    def active(self) -> bool:
        return self.deal_id is not None and self.store.recording and not self.finished

    @property
    def seq(self) -> int:
        """How many events are recorded."""
        return len(self._texts)

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
        store = self.store

        def write() -> None:
            store._x("INSERT INTO events (deal_id, seq, data) VALUES (?, ?, ?)", (deal_id, seq, text))
            if new_payments:
                store._insert_payments(deal_id, [RecordedPayment(seq, *p) for p in new_payments], self._payments + 1)
            if dice_changed:
                store._x(
                    "UPDATE deals SET dice_a = ?, dice_b = ?, point = ?, redeals = ? WHERE id = ?",
                    (*(state_after.dice or (None, None)), point_of(state_after), state_after.redeals, deal_id),
                )

        if not store._record(write):
            self._detach()
            return False
        self._texts.append(text)
        self._payments = len(state_after.payments)
        self._dice, self._redeals = state_after.dice, state_after.redeals
        return True

    def finish(self, state: DealState | None = None) -> bool:
        """Mark the deal finished; ``state`` (default: the last state recorded) must be over."""
        state = state or self.state
        if not state.is_over:
            raise ValueError("the deal is not over yet")
        deal_id = self.deal_id
        if deal_id is None or not self.active:
            return False
        ok = self.store._record(lambda: self.store._finish_row(deal_id, state, self._texts))
        self.finished = ok
        self._detach()
        return ok

    def rewind(self, events_kept: int, state: DealState) -> bool:
        """Take back every event after the first ``events_kept`` (an undo at the table):
        they and their payments are deleted in one transaction, and the deal is marked
        as played with undos. ``state`` is the state after the kept events."""
        if not self.active or not 0 <= events_kept <= len(self._texts):
            return False
        deal_id, store = self.deal_id, self.store

        def write() -> None:
            store._x("DELETE FROM payments WHERE deal_id = ? AND seq > ?", (deal_id, events_kept))
            store._x("DELETE FROM events WHERE deal_id = ? AND seq > ?", (deal_id, events_kept))
            store._x(
                "UPDATE deals SET undos = undos + 1, dice_a = ?, dice_b = ?, point = ?, redeals = ? WHERE id = ?",
                (*(state.dice or (None, None)), point_of(state), state.redeals, deal_id),
            )

        if not store._record(write):
            self._detach()
            return False
        del self._texts[events_kept:]
        self.state = state
        self._payments = len(state.payments)
        self._dice, self._redeals = state.dice, state.redeals
        return True

    def undos(self) -> int:
        """How many undos the deal has had."""
        if self.deal_id is None:
            return 0
        return int(self.store._x("SELECT undos FROM deals WHERE id = ?", (self.deal_id,)).fetchone()[0])

    def leave_for_resume(self) -> bool:
        """Stop recording this deal and leave it to be offered for resuming, as a deal
        whose program stopped is (the player quit in the middle of it)."""
        if not self.active:
            return False
        deal_id = self.deal_id
        ok = self.store._record(
            lambda: self.store._x("UPDATE deals SET owner_pid = NULL WHERE id = ? AND status = 'playing'", (deal_id,))
        )
        self._detach()
        self.deal_id = None
        return ok

    def keep_unfinished(self) -> bool:
        """Stop recording this deal and keep it as unfinished (the player left it)."""
        deal_id = self.deal_id
        if deal_id is None or not self.active:
            return False
        ok = self.store.keep_unfinished(deal_id)
        self._detach()
        self.deal_id = None
        return ok


class FinishedRows(NamedTuple):
    """A finished deal as the rows that store it: plain text and numbers, no game objects
    (self-play keeps a batch of these, which costs the play nothing to hold)."""

    rules: RuleSet
    deal: tuple[Any, ...]  # rules, starter, start_chips, dice_a, dice_b, point, redeals, result
    events: str  # the events as one JSON array of ``event_json`` texts
    payments: list[RecordedPayment]


def finished_rows(state: DealState) -> FinishedRows:
    """The rows that store a finished ``state``."""
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
            _result_json(state.final),
        ),
        "[" + ",".join(events_json(events)) + "]",
        payments,
    )


def _insert_finished(
    store: Store, rows: FinishedRows, session_id: int, number: int, seed: int | None, stamp: str
) -> int:
    """The rows of one finished deal, inside the caller's transaction; its id. The
    fingerprint is left for ``known_fingerprints`` to work out when an import needs it."""
    rules, starter, chips, a, b, point, redeals, result = rows.deal
    cursor = store._x(
        "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, started_at, "
        "finished_at, dice_a, dice_b, point, redeals, result) "
        "VALUES (?, ?, ?, ?, ?, ?, 'finished', ?, ?, ?, ?, ?, ?, ?)",
        (session_id, number, rules, starter, chips, seed, stamp, stamp, a, b, point, redeals, result),
    )
    deal_id = _row_id(cursor)
    store._insert_event_array(deal_id, rows.events, 1)
    store._insert_payments(deal_id, rows.payments, 1)
    return deal_id


def record_finished_deal(
    store: Store,
    state: DealState,
    seat_players: Sequence[PlayerSpec | str],
    session_id: int | None = None,
    seed: int | None = None,
    source: str = "selfplay",
    title: str = "",
    number: int | None = None,
) -> int | None:
    """Record a deal played elsewhere in one transaction: its session (a new one unless
    ``session_id`` is given), every event, payment and the result. ``number``: the
    deal's number in its session, if the caller keeps count. The deal id, or None when
    recording has stopped."""
    if not state.is_over:
        raise ValueError("only a finished deal can be recorded in one go")
    players = [as_player(p) for p in seat_players]
    ids: list[int] = []

    def write() -> None:
        sid = session_id if session_id is not None else store._insert_session(state.rules, players, source, title)
        next_number = (
            number
            or store._x("SELECT coalesce(max(number), 0) + 1 FROM deals WHERE session_id = ?", (sid,)).fetchone()[0]
        )
        ids.append(_insert_finished(store, finished_rows(state), sid, next_number, seed, now()))

    store._record(write)
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

    def __init__(self, store: Store, source: str = "selfplay", title: str = "") -> None:
        self.store, self.source, self.title = store, source, title
        self.sessions: dict[tuple[PlayerSpec | str, ...], list[int]] = {}  # line-up: [session id, deals in it]
        self.deal_ids: list[int] = []
        self.lost = 0  # deals given to the hook but not recorded (recording stopped)
        self._waiting: list[tuple[FinishedRows, tuple[PlayerSpec | str, ...]]] = []
        self._first_wait = 0.0

    def __call__(self, state: DealState, seat_levels: Sequence[PlayerSpec | str], deal_index: int) -> None:
        if not state.is_over:
            raise ValueError("only a finished deal can be recorded in one go")
        if not self._waiting:
            self._first_wait = time.monotonic()
        self._waiting.append((finished_rows(state), tuple(seat_levels)))
        if len(self._waiting) >= self.BATCH_DEALS or time.monotonic() - self._first_wait >= self.BATCH_SECONDS:
            self.flush()

    def flush(self) -> None:
        """Write the deals waiting, in one transaction."""
        waiting, self._waiting = self._waiting, []
        if not waiting:
            return
        sessions = {lineup: list(entry) for lineup, entry in self.sessions.items()}
        ids: list[int] = []

        def write() -> None:
            stamp = now()
            for rows, lineup in waiting:
                entry = sessions.get(lineup)
                if entry is None:
                    players = [as_player(p) for p in lineup]
                    entry = sessions[lineup] = [
                        self.store._insert_session(rows.rules, players, self.source, self.title),
                        0,
                    ]
                entry[1] += 1
                ids.append(_insert_finished(self.store, rows, entry[0], entry[1], None, stamp))

        if self.store._record(write):
            self.sessions = sessions
            self.deal_ids += ids
        else:
            self.lost += len(waiting)


@contextlib.contextmanager
def open_selfplay_recorder(path: str | os.PathLike[str] | None, out: Any = None) -> Iterator[SelfplayRecorder]:
    """The ``on_deal`` hook of ``bagchen selfplay --db PATH``, as a context manager
    (``ai.commands.open_recorder``). A database that cannot be written now (newer,
    foreign, read-only, locked) raises ``ai.commands.RecordingUnavailable`` before
    anything is played; if recording stops later, the hook's ``lost`` counts the deals
    not recorded. What happens is printed to ``out`` (standard error)."""
    from bagchen_qt.ai.commands import RecordingUnavailable

    out = out or sys.stderr
    try:
        store = Store.open(path, notify=lambda notice: print(f"bagchen: {notice}", file=out))
    except RecordsError as error:
        raise RecordingUnavailable(f"nothing can be recorded: {error}") from None
    if store.path is None and str(path) != ":memory:" or not store.can_write():
        reason = store.problem
        store.close()
        raise RecordingUnavailable(f"nothing can be recorded in {resolve_db_path(path)}: {reason}")
    store.on_warning.append(lambda warning: print(f"bagchen: {warning}", file=out))
    recorder = SelfplayRecorder(store)
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
