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
    recorder = store.begin_deal(session_id, game.new_deal(rules, starter, chips), seed)
    for each event:  state = apply(state, event); recorder.record(event, state)
    recorder.finish(state)             # or recorder.keep_unfinished() when the player quits

Any game of the family is recorded the same way: ``begin_session(rules, seats,
game=NAME)`` with that game's rules and one player for each of its seats, then
``begin_deal`` with a state of its definition's ``new_deal``; its events are stored as
the definition's JSON, or as the game's "records" face says (``records.games``).

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

``Store`` is the face of the records; each job is done in a module of its own, which
``Store`` hands its calls to:

- ``connection``: the SQLite connection, statements, transactions, recording's state;
- ``opening``: where the database lives, the checks before opening it, recovery;
- ``recording``: ``DealRecorder``, interrupted deals; ``finished``: self-play's deals;
- ``queries``: listing (one ``DealQuery``, one ``DealSummary``) and statistics;
- ``loading``: one deal or session read back whole; ``notes``: annotations, reviews;
- ``importing``: checked records written in one transaction; ``rows``: the columns.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from . import importing, loading, notes, queries, recording, rows
from .connection import (
    NewerSchemaError,
    NotARecordsDatabase,
    RecordsConnection,
    RecordsError,
    Tracer,
    describe_error,
    now,
)
from .finished import FinishedRows, SelfplayRecorder, finished_rows, open_selfplay_recorder, record_finished_deal
from .games import UNNAMED_GAME
from .importing import ImportReport, SessionRow
from .loading import LoadedDeal, SessionInfo
from .model import DealRecord, PlayerSpec
from .notes import KEEP, MAX_NOTE_CHARS, Annotation, Review
from .opening import DB_FILENAME, ENV_VAR, default_db_path, in_memory, open_database, resolve_db_path
from .queries import DEAL_ORDERS, DEMO_SOURCE, DealQuery, DealSummary
from .recording import DealRecorder
from .rows import seated, seating_from_json, seating_json

__all__ = [
    "DB_FILENAME",
    "DEAL_ORDERS",
    "DEMO_SOURCE",
    "ENV_VAR",
    "MAX_NOTE_CHARS",
    "Annotation",
    "DealQuery",
    "DealRecorder",
    "DealSummary",
    "FinishedRows",
    "ImportReport",
    "LoadedDeal",
    "NewerSchemaError",
    "NotARecordsDatabase",
    "RecordsError",
    "Review",
    "SelfplayRecorder",
    "SessionInfo",
    "SessionRow",
    "Store",
    "Tracer",
    "default_db_path",
    "describe_error",
    "finished_rows",
    "now",
    "open_selfplay_recorder",
    "record_finished_deal",
    "resolve_db_path",
    "seated",
    "seating_json",
]


class Store(RecordsConnection):
    """One records database: what the rest of the program asks of the records. Not
    thread-safe: use one store per thread."""

    # --- opening ---

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
        return open_database(cls, path, tracer=tracer, notify=notify)

    @classmethod
    def memory(cls, problem: str | None = None, tracer: Tracer | None = None) -> Store:
        """A database in memory: for tests, benches, and to go on when the file cannot
        be used (``problem`` then says why, and nothing is recorded)."""
        return in_memory(cls, problem, tracer)

    # --- recording ---

    def begin_session(
        self,
        rules: Any,
        seats: Sequence[PlayerSpec | str],
        source: str = "table",
        title: str = "",
        game: str = UNNAMED_GAME,
    ) -> int | None:
        """A new session of ``game`` (``rules`` are that game's) with these players
        (``PlayerSpec``, or an AI level name), one for each seat of the game's table.
        None when recording has stopped."""
        return recording.begin_session(self, rules, seats, source, title, game)

    def begin_deal(
        self,
        session_id: int | None,
        state: Any,
        seed: int | None = None,
        seating: Sequence[int] | None = None,
        seat_draw: dict[str, Any] | None = None,
    ) -> DealRecorder:
        """Start recording the deal ``state`` belongs to (usually a fresh deal of the
        session's game: ``new_deal`` of its definition; events it already has are
        written at once). ``seating``: for
        each seat, the session seat of the player sitting there (None: as listed);
        ``seat_draw``: the throws for seats made just before the deal. The recorder does
        nothing if recording has stopped or ``session_id`` is None."""
        return recording.begin_deal(self, session_id, state, seed, seating, seat_draw)

    def interrupted_deals(self) -> list[DealSummary]:
        """Deals left ``playing`` by a process that is gone: offer to resume them, or
        keep them as unfinished."""
        return queries.interrupted_deals(self)

    def resume_deal(self, deal_id: int) -> DealRecorder:
        """Go on recording an unfinished or interrupted deal: the recorder's ``state`` is
        the state after the events recorded so far. A deal whose log is already complete
        is finished at once (``recorder.finished``)."""
        return recording.resume_deal(self, deal_id)

    def keep_unfinished(self, deal_id: int) -> bool:
        """Keep an interrupted deal as unfinished: it stays listed and verifiable, and is
        no longer offered for resuming."""
        return recording.keep_unfinished(self, deal_id)

    def keep_outcomes(self, outcomes: dict[int, dict[str, Any]]) -> bool:
        """Keep with finished deals what their game's definition says of them (by deal id;
        ``DealSummary.outcome`` reads it back): for deals recorded before it was kept."""
        return rows.keep_outcomes(self, outcomes)

    def mark_branch(self, deal_id: int, source_deal_id: int, step: int) -> bool:
        """Note that ``deal_id`` was played from step ``step`` of ``source_deal_id`` (its
        first ``step`` events are the source's). Like recording, False when recording
        has stopped."""
        return recording.mark_branch(self, deal_id, source_deal_id, step)

    # --- listing ---

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
        game: str | None = None,
        preset: str | None = None,
    ) -> list[DealSummary]:
        """Deals matching every filter given, by id (``DealQuery`` tells the filters)."""
        query = DealQuery(
            game=game,
            preset=preset,
            status=status,
            session_id=session_id,
            player=player,
            since=since,
            until=until,
            deal_ids=deal_ids,
            order="id",
            descending=newest_first,
        )
        return queries.list_deals(self, query, 0, limit)

    def deal_list(self, query: DealQuery | None = None, offset: int = 0, limit: int = 200) -> list[DealSummary]:
        """One page of the deals ``query`` lists, in its order: what the replay window's
        list shows (it fetches page after page as the list is scrolled)."""
        return queries.list_deals(self, query or DealQuery(), offset, limit)

    def deal_list_count(self, query: DealQuery | None = None) -> int:
        """How many deals ``query`` lists."""
        return queries.count_deals(self, query or DealQuery())

    def deal_count(self) -> int:
        return queries.count_deals(self, DealQuery())

    def players(self) -> list[PlayerSpec]:
        """Every player who has sat at a table, humans first."""
        return queries.players(self)

    def session_players(self) -> dict[int, tuple[PlayerSpec, ...]]:
        """Who sat where, for every session (statistics by player and level)."""
        return queries.session_seats(self)

    def stats(self, game: str | None = None) -> dict[str, Any]:
        """Counts of what is stored, results, and each player's record, of every game or
        of ``game`` alone (the demo's deals are counted, but left out of the results and
        the players' records)."""
        return queries.stats(self, game)

    # --- one deal or session ---

    def session(self, session_id: int) -> SessionInfo:
        return loading.session(self, session_id)

    def load_deal(self, deal_id: int) -> LoadedDeal:
        """The deal's start state, its events in order and its annotations."""
        return loading.load_deal(self, deal_id)

    def deal_record(self, deal_id: int) -> DealRecord:
        """Everything recorded about a deal. A deal still ``playing`` is reported as
        unfinished."""
        return loading.deal_record(self, deal_id)

    def deal_session(self, deal_id: int) -> int:
        return loading.deal_row(self, deal_id).session_id

    def deal_game(self, deal_id: int) -> str:
        """The game of the family the deal was played in."""
        return loading.deal_row(self, deal_id).game

    def deal_seating(self, deal_id: int) -> tuple[int, ...] | None:
        """For each seat of the deal, the session seat of its player; None: as listed."""
        return seating_from_json(loading.deal_row(self, deal_id).seating)

    def deal_seat_draw(self, deal_id: int) -> dict[str, Any] | None:
        """The throws for seats made just before the deal (``seating.draw_to_dict``)."""
        return loading.seat_draw(loading.deal_row(self, deal_id))

    def branch_of(self, deal_id: int) -> tuple[int, int] | None:
        """(source deal id, step) of a deal played from another one, else None."""
        return loading.branch_of(self, deal_id)

    def branches(self, deal_id: int) -> list[tuple[int, int]]:
        """(deal id, step) of the deals played from a step of ``deal_id``."""
        return loading.branches(self, deal_id)

    # --- annotations and reviews ---

    def add_annotation(
        self, deal_id: int, event: int | None = None, text: str = "", mark: str | None = None, bookmark: bool = False
    ) -> int:
        """Annotate a deal (``event`` None) or one of its events (1-based)."""
        return notes.add_annotation(self, deal_id, event, text, mark, bookmark)

    def edit_annotation(
        self, annotation_id: int, *, text: str | None = None, mark: str | None = KEEP, bookmark: bool | None = None
    ) -> None:
        """Change what is given; ``mark=None`` removes the mark."""
        notes.edit_annotation(self, annotation_id, text, mark, bookmark)

    def delete_annotation(self, annotation_id: int) -> None:
        notes.delete_annotation(self, annotation_id)

    def annotations(self, deal_id: int) -> list[Annotation]:
        return notes.annotations_of(self, deal_id)

    def bookmarks(self) -> list[Annotation]:
        return notes.bookmarks(self)

    def add_review(self, deal_id: int, reviewer: str, data: dict[str, Any], event: int | None = None) -> int:
        """Store what a review (``reviewer``: e.g. the AI level and options) found on a
        deal or one event; ``data`` is any JSON object."""
        return notes.add_review(self, deal_id, reviewer, data, event)

    def reviews(self, deal_id: int) -> list[Review]:
        return notes.reviews(self, deal_id)

    def delete_reviews(self, deal_id: int, reviewer: str | None = None) -> None:
        notes.delete_reviews(self, deal_id, reviewer)

    # --- importing ---

    def known_fingerprints(self) -> set[str]:
        """The fingerprints of the deals stored (those self-play left out worked out, and kept)."""
        return importing.known_fingerprints(self)

    def add_records(
        self, sessions: Callable[[int], SessionRow], deals: Iterable[tuple[int, DealRecord]]
    ) -> ImportReport:
        """Write checked records in one transaction: all of them, or nothing.

        ``deals``: (session key, record), read one at a time (an import reads them from
        its file as they are written); ``sessions(key)``: that session's (rules, players,
        source, title, started_at), asked once for each session a new deal needs. Deals
        already stored (same fingerprint) are skipped, and sessions left with no deal are
        not created."""
        return importing.add_records(self, sessions, deals)
