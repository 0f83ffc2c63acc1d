"""Recording deals as they are played at the table: each event in a transaction of its
own, so that a kill loses at most the event in flight; and after a crash, going on
with an interrupted deal, or keeping it as unfinished.

Recording never raises for the database's sake: a failed write stops recording (the
connection's ``warning`` says why) and every call after it returns False."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any

from . import owners
from .connection import RecordsConnection, RecordsError, now
from .games import UNNAMED_GAME, RecordedGame, game_of_state, recorded_game
from .loading import deal_record
from .model import PlayerSpec, as_player, fingerprint
from .queries import DealQuery, list_deals
from .rows import (
    insert_event_texts,
    insert_session,
    next_deal_number,
    row_id,
    stored_fingerprint,
)


class DealRecorder:
    """Records one deal as it is played: ``record`` writes each event in its own
    transaction; ``finish`` marks the deal finished with the chips each seat won. Both
    return False, and do nothing, once recording has stopped. A game that keeps details
    of its own (dice, payments) records them with a subclass of its own
    (``RecordedGame.begin_deal``)."""

    def __init__(self, store: RecordsConnection, deal_id: int | None, state: Any, played: RecordedGame) -> None:
        self.store = store
        self.deal_id = deal_id
        self.state = state  # the state after the last event given to ``record``
        self.finished = False
        self._texts: list[str] = []
        self.played = played

    @property
    def game(self) -> str:
        return self.played.name

    def _attach(self, deal_id: int, texts: list[str]) -> None:
        self.deal_id, self._texts = deal_id, texts
        owners.hold(self.store.key, deal_id)

    def _detach(self) -> None:
        if self.deal_id is not None:
            owners.release(self.store.key, self.deal_id)

    @property
    def active(self) -> bool:
        return self.deal_id is not None and self.store.recording and not self.finished

    @property
    def seq(self) -> int:
        """How many events are recorded."""
        return len(self._texts)

    def _written(self, write: Callable[[], object]) -> bool:
        """Run a recording write; when recording has stopped, this deal is let go."""
        if self.store.write_recording(write):
            return True
        self._detach()
        return False

    def _moved_to(self, state: Any) -> None:
        self.state = state

    def record(self, event: Any, state_after: Any = None) -> bool:
        """Record ``event``; ``state_after`` is the state it led to (applied here if not
        given). True if it was written."""
        if state_after is None:
            state_after = self.played.apply(self.state, event)
        self.state = state_after
        deal_id = self.deal_id
        if deal_id is None or not self.active:
            return False
        seq, text = len(self._texts) + 1, self.played.event_text(event)
        db = self.store
        if not self._written(
            lambda: db.execute("INSERT INTO events (deal_id, seq, data) VALUES (?, ?, ?)", (deal_id, seq, text))
        ):
            return False
        self._texts.append(text)
        return True

    def finish(self, state: Any = None) -> bool:
        """Mark the deal finished; ``state`` (default: the last state recorded) must be over."""
        state = self.state if state is None else state
        if not state.is_over:
            raise ValueError("the deal is not over yet")
        deal_id = self.deal_id
        if deal_id is None or not self.active:
            return False
        ok = self.store.write_recording(lambda: self._finish_row(deal_id, state))
        self.finished = ok
        self._detach()
        return ok

    def _finish_row(self, deal_id: int, state: Any) -> None:
        played, texts, db = self.played, self._texts, self.store
        start = played.start_of(state)
        digest = fingerprint(start.rules, start.starter, start.chips, texts, played.name, start.extra_json())
        db.execute(
            "UPDATE deals SET status = 'finished', owner_pid = NULL, finished_at = ?, result = ?, "
            "fingerprint = ? WHERE id = ?",
            (now(), played.result_json(state), digest, deal_id),
        )

    def rewind(self, events_kept: int, state: Any) -> bool:
        """Take back every event after the first ``events_kept`` (an undo at the table):
        they are deleted in one transaction, and the deal is marked as played with
        undos. ``state`` is the state after the kept events."""
        if not self.active or not 0 <= events_kept <= len(self._texts):
            return False
        deal_id = self.deal_id

        def write() -> None:
            self._take_back(deal_id, events_kept, state)

        if not self._written(write):
            return False
        del self._texts[events_kept:]
        self._moved_to(state)
        return True

    def _take_back(self, deal_id: int | None, events_kept: int, state: Any) -> None:
        """The writes of ``rewind``, inside its transaction."""
        db = self.store
        db.execute("DELETE FROM events WHERE deal_id = ? AND seq > ?", (deal_id, events_kept))
        db.execute("UPDATE deals SET undos = undos + 1 WHERE id = ?", (deal_id,))

    def undos(self) -> int:
        """How many undos the deal has had."""
        if self.deal_id is None:
            return 0
        return int(self.store.execute("SELECT undos FROM deals WHERE id = ?", (self.deal_id,)).fetchone()[0])

    def leave_for_resume(self) -> bool:
        """Stop recording this deal and leave it to be offered for resuming, as a deal
        whose program stopped is (the player quit in the middle of it)."""
        if not self.active:
            return False
        deal_id, db = self.deal_id, self.store
        ok = db.write_recording(
            lambda: db.execute("UPDATE deals SET owner_pid = NULL WHERE id = ? AND status = 'playing'", (deal_id,))
        )
        self._detach()
        self.deal_id = None
        return ok

    def keep_unfinished(self) -> bool:
        """Stop recording this deal and keep it as unfinished (the player left it)."""
        deal_id = self.deal_id
        if deal_id is None or not self.active:
            return False
        ok = keep_unfinished(self.store, deal_id)
        self._detach()
        self.deal_id = None
        return ok


def begin_session(
    db: RecordsConnection,
    rules: Any,
    seats: Sequence[PlayerSpec | str],
    source: str,
    title: str,
    game: str = UNNAMED_GAME,
) -> int | None:
    players = [as_player(p) for p in seats]
    wanted = recorded_game(game).seats(rules)
    if len(players) != wanted:
        raise ValueError(f"a session of {game} with these rules has {wanted} seats, not {len(players)}")
    ids: list[int] = []
    db.write_recording(lambda: ids.append(insert_session(db, rules, players, source, title, game=game)))
    return ids[0] if ids else None


def session_game(db: RecordsConnection, session_id: int) -> str:
    """The game a stored session is played in."""
    if not db.has_games:
        return UNNAMED_GAME
    row = db.execute("SELECT game FROM sessions WHERE id = ?", (session_id,)).fetchone()
    if row is None:
        raise RecordsError(f"there is no session {session_id}")
    return str(row[0])


def begin_deal(
    db: RecordsConnection,
    session_id: int | None,
    state: Any,
    seed: int | None,
    seating: Sequence[int] | None,
    seat_draw: dict[str, Any] | None,
) -> DealRecorder:
    """Begin recording the deal of ``state`` in the session (of its game); nothing is
    written without a session or once recording has stopped."""
    if session_id is None or not db.recording:
        return recorded_game(game_of_state(state)).begin_deal(db, None, state, seed, seating, seat_draw)
    return recorded_game(session_game(db, session_id)).begin_deal(db, session_id, state, seed, seating, seat_draw)


def begin_game_deal(
    db: RecordsConnection, session_id: int | None, state: Any, seed: int | None, played: RecordedGame
) -> DealRecorder:
    """``begin_deal`` for a deal of ``played``, a game that keeps no details of its own."""
    recorder = DealRecorder(db, None, state, played)
    if session_id is None or not db.recording:
        return recorder
    start = played.start_of(state)
    texts = played.event_texts(state.events)
    ids: list[int] = []

    def write() -> None:
        cursor = db.execute(
            "INSERT INTO deals (session_id, number, rules, starter, start_chips, seed, status, owner_pid, "
            "started_at, game, preset, start) VALUES (?, ?, ?, ?, ?, ?, 'playing', ?, ?, ?, ?, ?)",
            (
                session_id,
                next_deal_number(db, session_id),
                played.rules_json(start.rules),
                start.starter,
                json.dumps(list(start.chips)),
                seed,
                os.getpid(),
                now(),
                played.name,
                played.preset_of(start.rules),
                start.extra_json(),
            ),
        )
        ids.append(row_id(cursor))
        insert_event_texts(db, ids[0], texts, 1)

    if db.write_recording(write):
        recorder._attach(ids[0], texts)
    return recorder


def resume_deal(db: RecordsConnection, deal_id: int) -> DealRecorder:
    record = deal_record(db, deal_id)
    if record.status == "finished":
        raise RecordsError(f"deal {deal_id} is already finished")
    if any(d.status == "playing" and not d.interrupted for d in list_deals(db, DealQuery(deal_ids=[deal_id]))):
        raise RecordsError(f"deal {deal_id} is being recorded by a running program")
    played = recorded_game(record.game)
    state = record.start_state()
    for number, event in enumerate(record.events, 1):
        try:
            state = played.apply(state, event)
        except ValueError as error:  # IllegalAction of any game
            raise RecordsError(f"deal {deal_id}, event {number}: {error}") from None
    recorder = played.begin_deal(db, None, state, None, None, None)
    if not db.write_recording(
        lambda: db.execute("UPDATE deals SET status = 'playing', owner_pid = ? WHERE id = ?", (os.getpid(), deal_id))
    ):
        return recorder
    recorder._attach(deal_id, played.event_texts(record.events))
    if state.is_over:
        recorder.finish(state)
    return recorder


def keep_unfinished(db: RecordsConnection, deal_id: int) -> bool:
    def write() -> None:
        row = db.execute(
            f"SELECT rules, starter, start_chips, {db.game_column}, {db.start_column} FROM deals d "
            "WHERE id = ? AND status != 'finished'",
            (deal_id,),
        ).fetchone()
        if row is None:
            return
        db.execute(
            "UPDATE deals SET status = 'unfinished', owner_pid = NULL, fingerprint = ? WHERE id = ?",
            (stored_fingerprint(db, deal_id, *row), deal_id),
        )

    return db.write_recording(write)


def mark_branch(db: RecordsConnection, deal_id: int, source_deal_id: int, step: int) -> bool:
    return db.write_recording(
        lambda: db.execute(
            "UPDATE deals SET branch_of = ?, branch_step = ? WHERE id = ?", (source_deal_id, step, deal_id)
        )
    )
