"""Opening the records database without ever losing one, nor touching a file that is
not one (``store`` tells what happens in each case): where it lives, the checks made
before anything is written, setting a damaged database aside, and the fall-backs when
it cannot be written (read it only) or not even made (an empty one in memory).

Every connection is made by ``connection.connect``, looked up at each call, so that
tests can stand in for the file system's refusals."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from . import connection
from .connection import (
    CANNOT_OPEN,
    CORRUPT_CODES,
    NewerSchemaError,
    NotARecordsDatabase,
    RecordsConnection,
    RecordsError,
    Tracer,
    describe_error,
    error_code,
)
from .schema import MIGRATION_NAMES, MIGRATION_SET, MIGRATIONS, SCHEMA_VERSION

ENV_VAR = "BAGCHEN_DB"
DB_FILENAME = "records.sqlite3"
SQLITE_HEADER = b"SQLite format 3\x00"

Opened = TypeVar("Opened", bound=RecordsConnection)


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


# --- opening ----------------------------------------------------------------------------------


def open_database(
    kind: type[Opened],
    path: str | os.PathLike[str] | None = None,
    *,
    tracer: Tracer | None = None,
    notify: Callable[[str], None] | None = None,
) -> Opened:
    """Open (or create) the records database at ``path`` (see ``resolve_db_path``) as a
    ``kind``. ``notify`` is told before a damaged database is set aside."""
    target = resolve_db_path(path)
    if str(target) == ":memory:":
        return in_memory(kind, tracer=tracer)
    target = target.expanduser()
    notices: list[str] = []
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return in_memory(kind, f"the folder {target.parent} cannot be created ({error.strerror})", tracer)
    if target.is_dir():
        return in_memory(kind, f"{target} is a folder, not a database file", tracer)
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
                return in_memory(
                    kind,
                    f"the records database {target} is damaged ({problem}) and cannot be moved "
                    f"aside ({error.strerror})",
                    tracer,
                )
            notices.append(notice)
    conn = None
    try:
        conn = connection.connect(target)
        opened = kind(conn, target, notices=notices, tracer=tracer)
        _prepare(opened)
        return opened
    except sqlite3.Error as error:
        if conn is not None:
            conn.close()
        return _read_only(kind, target, describe_error(error), notices, tracer)


def in_memory(kind: type[Opened], problem: str | None = None, tracer: Tracer | None = None) -> Opened:
    """A database in memory: for tests, benches, and to go on when the file cannot
    be used (``problem`` then says why, and nothing is recorded)."""
    opened = kind(sqlite3.connect(":memory:"), None, problem=problem, tracer=tracer)
    _prepare(opened)
    return opened


def _read_only(kind: type[Opened], path: Path, problem: str, notices: list[str], tracer: Tracer | None) -> Opened:
    """The existing records, read but not written (``problem``: why not). With no
    records there yet, an empty store in memory; records that cannot even be read
    raise ``RecordsError``: never an empty store in their place."""
    if not _has_data(path):
        opened = in_memory(kind, problem, tracer)
        opened.notices = notices
        return opened
    try:
        conn = _reader(path)
    except sqlite3.Error as error:
        raise RecordsError(
            f"the records database {path} can be neither written ({problem}) nor read ({describe_error(error)})"
        ) from None
    conn.execute("PRAGMA foreign_keys = ON")
    opened = kind(conn, path, writable=False, notices=notices, problem=problem, tracer=tracer)
    try:
        pending = bool(MIGRATIONS.pending(opened.db))
    except sqlite3.Error:
        pending = True  # unreadable: treated as not up to date
    if pending:
        conn.close()
        raise RecordsError(
            f"the records database {path} was written by an older Bagchen and must be updated "
            f"to be read, but it cannot be written ({problem})"
        )
    return opened


def _prepare(opened: RecordsConnection) -> None:
    """Settings, then the migrations, of a database opened to be written."""
    conn = opened.conn
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute(f"PRAGMA busy_timeout = {int(connection.BUSY_SECONDS * 1000)}")
    if opened.path is not None:
        opened.db.enable_wal()
        # NORMAL: a commit survives the program being killed (it is in the OS's
        # hands); a power cut may lose the last commits, never the file.
        conn.execute("PRAGMA synchronous = NORMAL")
    MIGRATIONS.apply(opened.db)
    if conn.execute("PRAGMA foreign_keys").fetchone()[0] != 1:
        raise RecordsError("this SQLite cannot enforce foreign keys")
    if opened.path is not None:
        _check_writable(conn)
    opened.fold_log_in_background()


def _check_writable(conn: sqlite3.Connection) -> None:
    """Raise SQLite's own error if the file was opened only to be read: SQLite falls back
    to reading a file it may not write (an immutable file, a read-only mount) without a
    word, and an up-to-date database gives it nothing to write while it opens. A write
    that changes nothing is refused at once there; elsewhere it waits for no lock (a
    program writing now does not make the file read-only)."""
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        conn.execute("UPDATE _sqlite_migrations SET name = name WHERE 0")
    except sqlite3.OperationalError as error:
        if error_code(error) not in (5, 6):  # SQLITE_BUSY, SQLITE_LOCKED: writable, but in use
            raise
    finally:
        conn.rollback()
        conn.execute(f"PRAGMA busy_timeout = {int(connection.BUSY_SECONDS * 1000)}")


# --- looking at a file before anything is written ------------------------------------------


def _reader(path: Path) -> sqlite3.Connection:
    """A connection that only reads ``path``. Where even ``mode=ro`` cannot open it (a
    read-only folder, in which the log's shared-memory file cannot be made) the file is
    read as it is, unless its write-ahead log holds commits that would then be missed."""
    conn = None
    try:
        conn = connection.connect(path, "ro")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError as error:
        if conn is not None:
            conn.close()
        wal = Path(f"{path}-wal")
        if error_code(error) != CANNOT_OPEN or (wal.exists() and wal.stat().st_size > 0):
            raise
    conn = connection.connect(path, "immutable")
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
        return str(error) if error_code(error) in CORRUPT_CODES else None
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
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        application = conn.execute("PRAGMA application_id").fetchone()[0]
        if application != 0:  # Bagchen never sets one
            raise _not_records(path, f"another program's SQLite database (its application id is {application})")
        if not applied:
            if tables <= {"_sqlite_migrations"} and version == 0:
                return None  # new, or stopped before its first migration finished
            raise _not_records(path, "an SQLite database, but not one of Bagchen's deal records")
        unknown = applied - set(MIGRATION_NAMES)
        if unknown or version > SCHEMA_VERSION:
            raise NewerSchemaError(
                f"{path} was written by a newer version of Bagchen (records schema {max(version, len(applied))}); "
                f"this version reads schema {SCHEMA_VERSION} and older. The file was left untouched: "
                f"update Bagchen, or choose another file with --db or {ENV_VAR}."
            )
        if version != len(applied):  # each migration sets the version to its number, in its transaction
            raise _not_records(
                path, f"an SQLite database whose version ({version}) is none that Bagchen's deal records have"
            )
        return None
    except sqlite3.OperationalError as error:
        return str(error) if error_code(error) in CORRUPT_CODES else None
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
