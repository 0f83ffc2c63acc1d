"""One open records database: its SQLite connection, how every statement and
transaction runs, and whether recording goes on.

Every statement goes through ``RecordsConnection.execute`` with user data only in its
parameters. There are two kinds of write: a recording write (``write_recording``),
whose failure stops recording with a warning and never raises, so that play goes on;
and a change the user asked for (``changing``: annotations, reviews, imports), whose
failure raises ``RecordsError`` with the plain reason.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Self

from sqlite_utils import Database

from . import owners

BUSY_SECONDS = 5.0  # how long a statement waits for another program's write to end
SAFETY_PAGES = 20_000  # about 80 MB of log: the recording connection then checkpoints by itself

Tracer = Callable[[str, Sequence[Any]], None]


class RecordsError(Exception):
    """A problem with the records that the user should read as it is."""


class NewerSchemaError(RecordsError):
    """The database was written by a newer Bagchen; it is left untouched."""


class NotARecordsDatabase(RecordsError):
    """The file is not a records database (not SQLite at all, another program's SQLite
    database, or one too damaged to tell whose it is); it is left untouched."""


MAX_STORED_JSON = 16 << 20  # characters: no row the records write holds more than a few thousand


def stored_json(text: str | bytes) -> Any:
    """JSON text read back from the database. A row another program altered may hold
    JSON nested deeper than Python follows, or a number longer than it converts: that
    is a ``ValueError`` like any other unreadable row, which its reader reports."""
    if len(text) > MAX_STORED_JSON:
        raise ValueError(f"stored JSON of more than {MAX_STORED_JSON // 2**20} MiB")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("stored JSON nested deeper than can be read") from None
    except MemoryError:
        raise ValueError("stored JSON too large to read") from None


def now() -> str:
    """The time in UTC, ISO 8601 to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


# --- SQLite errors -----------------------------------------------------------------------

CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
CANNOT_OPEN = 14  # SQLITE_CANTOPEN
_WRITE_PROBLEMS = {
    3: "access to the records database was refused",
    5: "the records database is locked: another program is writing to it",
    6: "the records database is locked: another program is writing to it",
    8: "the records database is read-only",
    10: "the records database could not be written (disk error)",
    13: "the disk is full",
    14: "the records database cannot be opened for writing (is its folder read-only?)",
}


def error_code(error: sqlite3.Error) -> int:
    """SQLite's primary result code for ``error`` (guessed from its text where this
    Python does not give it)."""
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
    code = error_code(error)
    if code in _WRITE_PROBLEMS:
        return _WRITE_PROBLEMS[code]
    if code in CORRUPT_CODES:
        return f"the records database is damaged ({error})"
    return str(error)


def stopped_warning(reason: str) -> str:
    """How the table says that recording stopped."""
    return f"Recording stopped: {reason}. Play goes on, but deals are not recorded until Bagchen is restarted."


# --- connections -----------------------------------------------------------------------------


def connect(path: Path, mode: str = "rw") -> sqlite3.Connection:
    """Every connection to a database file: ``rw`` (created if missing), ``ro`` (reads
    only), or ``immutable`` (reads the file as it is, taking no locks)."""
    if mode == "rw":
        return sqlite3.connect(str(path), timeout=BUSY_SECONDS)
    return sqlite3.connect(
        f"{path.resolve().as_uri()}?{'mode=ro' if mode == 'ro' else 'immutable=1'}", uri=True, timeout=BUSY_SECONDS
    )


class Checkpointer(threading.Thread):
    """Copies the write-ahead log into the database file from a second connection,
    every ``interval`` seconds. A checkpoint ends with fsync calls that can take tens
    of milliseconds; here they never hold up a recording. The recording connection
    still checkpoints by itself if the log grows past ``SAFETY_PAGES``."""

    def __init__(self, path: Path, interval: float = 1.0) -> None:
        super().__init__(name="bagchen-records-checkpoint", daemon=True)
        self.path, self.interval = path, interval
        self._done = threading.Event()

    def run(self) -> None:
        try:
            conn = connect(self.path)
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


class RecordsConnection:
    """An open records database. Not thread-safe: use one per thread.

    ``problem`` says plainly why nothing can be written (None while recording goes
    on), ``warning`` says it as the table does, and the ``on_warning`` callbacks are
    called once, when recording stops."""

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
        self.problem = problem or (None if writable else "the records database is read-only")
        self.warning = stopped_warning(self.problem) if self.problem else None
        self.recording = self.problem is None
        self.on_warning: list[Callable[[str], None]] = []
        self.key = str(path.resolve()) if path else f"memory:{id(self)}"  # names this database among the live deals
        self._tracer = tracer
        self._checkpointer: Checkpointer | None = None
        self._seating_column: str | None = None
        self._has_games: bool | None = None

    def fold_log_in_background(self) -> None:
        """Start the checkpointer of a database file opened to be written."""
        if self.path is not None and self._checkpointer is None:
            self.conn.execute(f"PRAGMA wal_autocheckpoint = {SAFETY_PAGES}")
            self._checkpointer = Checkpointer(self.path)
            self._checkpointer.start()

    def close(self) -> None:
        """Close the database (the last connection to close folds the log into the file)."""
        owners.release_all(self.key)
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None
        self.conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    # --- statements and transactions ---

    def execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """Every statement goes through here; user data only ever in ``params``."""
        if self._tracer:
            self._tracer(sql, params)
        return self.conn.execute(sql, params)

    def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if self._tracer:
            for row in rows:
                self._tracer(sql, row)
        self.conn.executemany(sql, rows)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            self.conn.commit()
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self.conn.rollback()
            raise

    @contextlib.contextmanager
    def changing(self) -> Iterator[None]:
        """A transaction for a user's change (annotations, reviews, import): a failure
        raises ``RecordsError`` with a readable reason."""
        if not self.recording:
            raise RecordsError(self.problem or "the records database is read-only")
        try:
            with self.transaction():
                yield
        except sqlite3.IntegrityError as error:
            raise RecordsError(f"refused by the database: {error}") from None
        except sqlite3.Error as error:
            raise RecordsError(describe_error(error)) from None
        except UnicodeEncodeError:
            raise RecordsError("refused by the database: text that UTF-8 cannot hold") from None

    def write_recording(self, write: Callable[[], object]) -> bool:
        """Run a recording write in one transaction. A failure stops recording (with a
        warning) instead of raising: play goes on."""
        if not self.recording:
            return False
        try:
            with self.transaction():
                write()
            return True
        except sqlite3.Error as error:
            self.stop_recording(describe_error(error))
            return False

    def can_write(self) -> bool:
        """Whether a write can be made now: an empty transaction, which waits for
        another program's write as a recording would. If not, recording stops."""
        return self.write_recording(lambda: None)

    def stop_recording(self, reason: str) -> None:
        if not self.recording:
            return
        self.recording = False
        self.problem, self.warning = reason, stopped_warning(reason)
        for callback in list(self.on_warning):
            callback(self.warning)

    # --- columns that older databases lack ---

    @property
    def seating_column(self) -> str:
        """``d.seating``, or NULL in a database opened without its newer migrations
        (read-only): every deal there sat as its session's seats list."""
        if self._seating_column is None:
            columns = {r[1] for r in self.execute("PRAGMA table_info(deals)")}
            self._seating_column = "d.seating" if "seating" in columns else "NULL"
        return self._seating_column

    @property
    def seat_draw_column(self) -> str:
        return "d.seat_draw" if self.seating_column != "NULL" else "NULL"

    @property
    def has_games(self) -> bool:
        """Whether sessions and deals name their game (migration 7); a database opened
        without it (read-only) holds Bagchen's deals alone."""
        if self._has_games is None:
            self._has_games = "game" in {r[1] for r in self.execute("PRAGMA table_info(deals)")}
        return self._has_games

    @property
    def game_column(self) -> str:
        """``d.game``, or 'bagchen' where the database predates other games."""
        return "d.game" if self.has_games else "'bagchen'"

    @property
    def preset_column(self) -> str:
        return "d.preset" if self.has_games else "NULL"

    @property
    def start_column(self) -> str:
        return "d.start" if self.has_games else "NULL"
