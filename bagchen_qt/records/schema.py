"""The records database schema and its migrations.

Tables are created explicitly, with primary keys, foreign keys (enforced by the store
on every connection) and CHECK constraints. The schema evolves only by adding
migrations to ``MIGRATIONS`` (sqlite-utils' migration sets, which note each applied
migration in ``_sqlite_migrations``), never by editing an applied one; each migration
also sets ``PRAGMA user_version`` to its number, so ``SCHEMA_VERSION`` is both the
number of migrations and the version a database reports. A database whose applied
migrations this version does not know was written by a newer Bagchen: the store
refuses it and leaves it untouched.

Numbers as stored: seats 0-7 (a game seats 2 to 8; Bagchen's 0-3 are E S W N), tiles
0-63, event ``seq`` 1, 2, ... (event ``seq`` k leads to replay step k), timestamps UTC
ISO 8601 text, JSON as compact text.

- ``sessions``: a run of deals with the same players (``source`` says where it was
  played: table, demo, selfplay, import), its rule set.
- ``players``: a human (by name) or an AI (level and options), shared by sessions.
- ``seats``: who sat where in a session.
- ``deals``: rule set, starter, chips before, seed, the deal's dice and point, status
  (``playing`` while a process records it, ``unfinished``, ``finished``), the result.
- ``events``: the deal's events in order, each as ``event_to_dict`` JSON (its
  ``type`` and ``seat`` are in the JSON: ``json_extract(data, '$.type')``).
- ``payments``: chips that changed hands, with the event that caused them.
- ``annotations``: text, a quick mark and a bookmark, on a deal or on one event.
- ``reviews``: what an AI review found, on a deal or one event (filled later).
- ``deals.branch_of`` / ``branch_step`` (migration 3): a deal played "from here", from
  step ``branch_step`` of another recorded deal, names that deal.
- ``deals.seating`` (migration 6): who sat where in the deal, when players changed seats
  during the session (the seat-exchange custom): a JSON list giving, for each seat
  E S W N of the deal, the seat under which that player is listed in ``seats``. NULL:
  everyone sat as listed in ``seats``. ``deals.seat_draw``: the throws for seats made
  just before the deal (formal seating before the first, a seat exchange before a later
  one), as ``seating.draw_to_dict`` JSON, players numbered as listed in ``seats``.
- ``sessions.game`` / ``deals.game`` (migration 7): the game of the family the session
  or deal is played in (its stored name in the catalogue), and ``preset``: the
  name of the game's preset its rule set is, or NULL for rules of no preset. ``rules``
  holds the game's own rule set, events the game's own JSON (``GameDefinition.
  event_to_json``). Dice, point and payments are Bagchen's; a deal of another game
  leaves them empty, and its ``result`` is ``{"nets": [...]}`` (chips won by seat).
  ``deals.start``: what else such a deal starts from, beyond its starter and chips
  (Tien Gow's banker, resting seat and streak), as a JSON object of ``new_deal``'s
  keyword arguments; NULL for none.
- migration 8: seats, starters, payers and payees numbered 0-7 and ``deals.seating`` of
  2 to 8 seats, for games of more than four seats (the checks were 0-3 and four).
"""

from __future__ import annotations

from sqlite_utils import Database, Migrations

MIGRATION_SET = "bagchen-records"
MARKS = ("!", "?", "!!", "??", "!?", "?!")
STATUSES = ("playing", "unfinished", "finished")
PAYMENT_REASONS = ("points", "refund", "settlement", "sweep")

MIGRATIONS = Migrations(MIGRATION_SET)

_TABLES_V1 = (
    """
    CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        started_at TEXT NOT NULL,
        source TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        rules TEXT NOT NULL
    )""",
    """
    CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'ai')),
        name TEXT NOT NULL DEFAULT '',
        level TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',
        UNIQUE (kind, name, level, options)
    )""",
    """
    CREATE TABLE seats (
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
        player_id INTEGER NOT NULL REFERENCES players (id),
        PRIMARY KEY (session_id, seat)
    ) WITHOUT ROWID""",
    f"""
    CREATE TABLE deals (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        number INTEGER NOT NULL CHECK (number >= 1),
        rules TEXT NOT NULL,
        starter INTEGER NOT NULL CHECK (starter BETWEEN 0 AND 3),
        start_chips TEXT NOT NULL,
        seed INTEGER,
        status TEXT NOT NULL CHECK (status IN {STATUSES!r}),
        owner_pid INTEGER,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        dice_a INTEGER CHECK (dice_a BETWEEN 1 AND 6),
        dice_b INTEGER CHECK (dice_b BETWEEN 1 AND 6),
        point TEXT,
        redeals INTEGER NOT NULL DEFAULT 0,
        result TEXT,
        fingerprint TEXT,
        UNIQUE (session_id, number)
    )""",
    """
    CREATE TABLE events (
        deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        data TEXT NOT NULL,
        PRIMARY KEY (deal_id, seq)
    ) WITHOUT ROWID""",
    f"""
    CREATE TABLE payments (
        deal_id INTEGER NOT NULL,
        n INTEGER NOT NULL CHECK (n >= 1),
        seq INTEGER NOT NULL,
        payer INTEGER NOT NULL CHECK (payer BETWEEN 0 AND 3),
        payee INTEGER NOT NULL CHECK (payee BETWEEN 0 AND 3),
        chips INTEGER NOT NULL CHECK (chips > 0),
        reason TEXT NOT NULL CHECK (reason IN {PAYMENT_REASONS!r}),
        trick INTEGER NOT NULL,
        PRIMARY KEY (deal_id, n),
        FOREIGN KEY (deal_id, seq) REFERENCES events (deal_id, seq) ON DELETE CASCADE
    ) WITHOUT ROWID""",
    f"""
    CREATE TABLE annotations (
        id INTEGER PRIMARY KEY,
        deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
        seq INTEGER,
        text TEXT NOT NULL DEFAULT '',
        mark TEXT CHECK (mark IS NULL OR mark IN {MARKS!r}),
        bookmark INTEGER NOT NULL DEFAULT 0 CHECK (bookmark IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        FOREIGN KEY (deal_id, seq) REFERENCES events (deal_id, seq) ON DELETE CASCADE
    )""",
    """
    CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
        seq INTEGER,
        reviewer TEXT NOT NULL,
        created_at TEXT NOT NULL,
        data TEXT NOT NULL,
        FOREIGN KEY (deal_id, seq) REFERENCES events (deal_id, seq) ON DELETE CASCADE
    )""",
)

# Few indexes on deals: every one is written at each deal's commit. The session's deal
# numbers use the UNIQUE (session_id, number) index; the partial index holds only the
# deals not finished, which is what a start looks for.
_INDEXES_V2 = (
    "CREATE INDEX deals_not_finished ON deals (status) WHERE status != 'finished'",
    "CREATE INDEX seats_by_player ON seats (player_id)",
    "CREATE INDEX annotations_by_deal ON annotations (deal_id, seq)",
    "CREATE INDEX reviews_by_deal ON reviews (deal_id, seq)",
)


@MIGRATIONS()
def m001_tables(db: Database) -> None:
    for sql in _TABLES_V1:
        db.execute(sql)
    db.execute("PRAGMA user_version = 1")


@MIGRATIONS()
def m002_indexes(db: Database) -> None:
    """Indexes for finding unfinished deals, a player's sessions, annotations and reviews."""
    for sql in _INDEXES_V2:
        db.execute(sql)
    db.execute("PRAGMA user_version = 2")


@MIGRATIONS()
def m003_branches(db: Database) -> None:
    """A deal started from a step of a recorded deal ("play from here") names its source."""
    db.execute("ALTER TABLE deals ADD COLUMN branch_of INTEGER REFERENCES deals (id) ON DELETE SET NULL")
    db.execute("ALTER TABLE deals ADD COLUMN branch_step INTEGER CHECK (branch_step >= 0)")
    db.execute("CREATE INDEX deals_by_branch ON deals (branch_of) WHERE branch_of IS NOT NULL")
    db.execute("PRAGMA user_version = 3")


# Every migration, in order; a test checks this against MIGRATIONS.
@MIGRATIONS()
def m004_undos(db: Database) -> None:
    """How many times a player took moves back against the AI in a deal."""
    db.execute("ALTER TABLE deals ADD COLUMN undos INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0)")
    db.execute("PRAGMA user_version = 4")


# ``reason IN (...)`` in a CHECK costs SQLite a small temporary table on every row it
# checks (about 2 µs, more than the insert itself); the same test spelled with ORs does not.
_PAYMENTS_V5 = f"""
    CREATE TABLE payments_v5 (
        deal_id INTEGER NOT NULL,
        n INTEGER NOT NULL CHECK (n >= 1),
        seq INTEGER NOT NULL,
        payer INTEGER NOT NULL CHECK (payer BETWEEN 0 AND 3),
        payee INTEGER NOT NULL CHECK (payee BETWEEN 0 AND 3),
        chips INTEGER NOT NULL CHECK (chips > 0),
        reason TEXT NOT NULL CHECK ({" OR ".join(f"reason = '{r}'" for r in PAYMENT_REASONS)}),
        trick INTEGER NOT NULL,
        PRIMARY KEY (deal_id, n),
        FOREIGN KEY (deal_id, seq) REFERENCES events (deal_id, seq) ON DELETE CASCADE
    ) WITHOUT ROWID"""


@MIGRATIONS()
def m005_payments_check(db: Database) -> None:
    """The payments table rebuilt with a cheaper check of ``reason`` (same rule)."""
    db.execute(_PAYMENTS_V5)
    db.execute("INSERT INTO payments_v5 SELECT deal_id, n, seq, payer, payee, chips, reason, trick FROM payments")
    db.execute("DROP TABLE payments")
    db.execute("ALTER TABLE payments_v5 RENAME TO payments")
    db.execute("PRAGMA user_version = 5")


@MIGRATIONS()
def m006_seating(db: Database) -> None:
    """Who sat where in each deal (players may exchange seats during a session), and the
    throws for seats made before it."""
    db.execute(
        "ALTER TABLE deals ADD COLUMN seating TEXT CHECK (seating IS NULL OR ("
        "json_valid(seating) AND json_type(seating) = 'array' AND json_array_length(seating) = 4))"
    )
    db.execute(
        "ALTER TABLE deals ADD COLUMN seat_draw TEXT CHECK (seat_draw IS NULL OR ("
        "json_valid(seat_draw) AND json_type(seat_draw) = 'object'))"
    )
    db.execute("PRAGMA user_version = 6")


# A game's stored name and preset (migration 7). Existing rows are Bagchen's; the
# preset a stored rule set is, where it is one, is filled in from its rules.
@MIGRATIONS()
def m007_games(db: Database) -> None:
    """Each session and deal names its game of the family and the preset its rule set is."""
    for table in ("sessions", "deals"):
        db.execute(
            f"ALTER TABLE {table} ADD COLUMN game TEXT NOT NULL DEFAULT 'bagchen' CHECK (length(game) BETWEEN 1 AND 40)"
        )
        db.execute(f"ALTER TABLE {table} ADD COLUMN preset TEXT")
        texts = [r[0] for r in db.execute(f"SELECT DISTINCT rules FROM {table}").fetchall()]
        named = [(name, text) for text in texts if (name := _stored_preset(text)) is not None]
        db.conn.executemany(f"UPDATE {table} SET preset = ? WHERE rules = ?", named)
    db.execute(
        "ALTER TABLE deals ADD COLUMN start TEXT CHECK (start IS NULL OR (json_valid(start) AND "
        "json_type(start) = 'object'))"
    )
    db.execute("CREATE INDEX deals_by_game ON deals (game) WHERE game != 'bagchen'")
    db.execute("PRAGMA user_version = 7")


# The checks migration 8 widens: (what the table said, what it says now).
_ANY_SEATS = (
    ("seat BETWEEN 0 AND 3", "seat BETWEEN 0 AND 7"),
    ("starter BETWEEN 0 AND 3", "starter BETWEEN 0 AND 7"),
    ("payer BETWEEN 0 AND 3", "payer BETWEEN 0 AND 7"),
    ("payee BETWEEN 0 AND 3", "payee BETWEEN 0 AND 7"),
    ("json_array_length(seating) = 4", "json_array_length(seating) BETWEEN 2 AND 8"),
)


@MIGRATIONS()
def m008_any_seats(db: Database) -> None:
    """Games of up to eight seats: the CHECKs on seat numbers widened in place.

    SQLite cannot alter a CHECK, and rebuilding ``deals`` would cascade into every
    table that refers to it; a CHECK that only allows more leaves every stored row
    valid, which is the case SQLite's own documentation gives for editing the schema's
    text (writable_schema, then a new schema_version) inside the migration's transaction."""
    version = int(db.execute("PRAGMA schema_version").fetchone()[0])
    db.execute("PRAGMA writable_schema = ON")
    for old, new in _ANY_SEATS:
        db.execute(
            "UPDATE sqlite_master SET sql = replace(sql, ?, ?) "
            "WHERE type = 'table' AND name IN ('seats', 'deals', 'payments')",
            [old, new],
        )
    db.execute(f"PRAGMA schema_version = {version + 1}")
    db.execute("PRAGMA writable_schema = OFF")
    db.execute("PRAGMA user_version = 8")


def _stored_preset(text: str) -> str | None:
    """The Bagchen preset a stored rule set is (None: none, or rules that cannot be read:
    ``verify`` reports those)."""
    from .connection import stored_json
    from .games import recorded_game

    try:
        game = recorded_game("bagchen")
        return game.preset_of(game.rules_from_dict(stored_json(text)))
    except (ValueError, TypeError):
        return None


MIGRATION_NAMES: tuple[str, ...] = (
    "m001_tables",
    "m002_indexes",
    "m003_branches",
    "m004_undos",
    "m005_payments_check",
    "m006_seating",
    "m007_games",
    "m008_any_seats",
)
SCHEMA_VERSION = len(MIGRATION_NAMES)
