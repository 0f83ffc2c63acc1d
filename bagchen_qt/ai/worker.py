"""AI decisions computed in a worker process, beside the GUI.

A decision can take seconds of pure Python; in a thread it would hold the GIL and
freeze the window, so it runs in a separate process (the "spawn" start method, which
is safe next to Qt). The worker keeps one player object per (key, level, options), so
players keep their state from one decision to the next.

Nothing here blocks unless asked to: ``submit`` returns a ``DecisionRequest`` at once,
and a Qt timer can poll ``request.done()`` every few tens of milliseconds. Polling is
what moves things along: it reads the worker's answers, notices a dead worker or a
decision that has overrun its deadline, and sends the next queued request. There is no
background thread, so no callback ever arrives on a foreign thread; the calls are
nevertheless safe from several threads (one lock guards the worker's state).

- The worker serves one decision at a time; further requests wait in a queue here.
- Deadline: a decision not answered within its budget plus ``grace_s`` after the
  worker began it fails with ``WorkerError``, and the stuck worker is killed (the next
  request starts a fresh one).
- Cancelling: ``cancel()`` makes ``result()`` raise ``DecisionCancelled`` at once. If
  the worker is still busy with it, its late answer is thrown away; and if another
  request is waiting by then, the busy worker is killed and restarted rather than
  making that request wait.
- A worker that dies (killed, crashed) fails every pending request with
  ``WorkerError``; the next ``submit`` starts a new one.

A restarted worker has lost its players: they start afresh (with the same options).
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
import multiprocessing
import pickle
import signal
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any

from bagchen_qt.ai.budget import OVERTIME
from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import AnyPlayer, PlayerOptions
from bagchen_qt.games import DEFAULT_GAME


class WorkerError(RuntimeError):
    """The worker died, overran its deadline, or the decision raised an error."""


class DecisionCancelled(Exception):
    """The request was cancelled before its answer arrived."""


_QUEUED, _SENT, _RUNNING, _DONE, _FAILED, _CANCELLED = "queued", "sent", "running", "done", "failed", "cancelled"
_FINAL = frozenset({_DONE, _FAILED, _CANCELLED})
_POLL_SLICE_S = 0.1  # longest block in one wait, so that deadlines and restarts are seen


def _at_a_decision(state: Any) -> bool:
    return state is not None and not state.is_over and not state.is_chance


def decide_for(
    player: AnyPlayer,
    obs: Any,
    legal: Sequence[Any],
    budget_s: float | None,
    full_state: Any,
    game: str = DEFAULT_GAME,
) -> Any:
    """Ask ``player`` of ``game`` for a decision the way its kind needs: the Oracle gets
    the full state (``decide_full``), every other player an observation (taken from the
    full state, the seat to act's, when none is given)."""
    if player.sees_everything:
        if full_state is None:
            raise ValueError(f"the {player.level} player sees everything: it needs the full state")
        return player.decide_full(full_state, legal, budget_s)
    if obs is None:
        if not _at_a_decision(full_state):
            raise ValueError("a decision needs an observation, or a full state with a seat to act")
        obs = observation_for(game, full_state, full_state.actor)
    return player.decide(obs, legal, budget_s)


class DecisionRequest:
    """One decision asked of a ``DecisionWorker``; like a future, without threads."""

    def __init__(self, worker: DecisionWorker, request_id: int, payload: bytes, budget_s: float) -> None:
        self.id = request_id
        self.budget_s = budget_s
        self.elapsed_s: float | None = None  # the decision's time in the worker, once done
        self._worker = worker
        self._payload = payload
        self._status = _QUEUED
        self._action: Any = None
        self._error: BaseException | None = None
        self._deadline = 0.0

    def __repr__(self) -> str:
        return f"<DecisionRequest {self.id} {self._status}>"

    @property
    def status(self) -> str:
        """queued, sent, running, done, failed or cancelled (as last polled)."""
        return self._status

    def done(self) -> bool:
        """True once the request has an answer, an error or was cancelled. Never blocks."""
        self._worker.poll()
        return self._status in _FINAL

    def running(self) -> bool:
        """True while the worker is working on this decision. Never blocks."""
        self._worker.poll()
        return self._status == _RUNNING

    def result(self, timeout: float | None = None) -> Any:
        """The decision. Raises ``TimeoutError`` if it is not there within ``timeout``
        seconds (the request goes on), ``DecisionCancelled`` or ``WorkerError``."""
        if not self._worker._wait_until(lambda: self._status in _FINAL, timeout):
            raise TimeoutError(f"no decision within {timeout} s")
        if self._error is not None:
            raise self._error
        assert self._action is not None
        return self._action

    def wait_started(self, timeout: float | None = None) -> bool:
        """Block until the worker has begun this decision (or it has ended)."""
        return self._worker._wait_until(lambda: self._status not in (_QUEUED, _SENT), timeout)

    def cancel(self) -> bool:
        """Give up on this decision; False if it had already ended."""
        return self._worker._cancel(self)

    # --- used by the worker, under its lock ----------------------------------------------

    def _end(self, status: str, action: Any = None, error: BaseException | None = None) -> None:
        if self._status not in _FINAL:
            self._status, self._action, self._error = status, action, error
            self._payload = b""


class DecisionWorker:
    """A worker process that computes decisions for AI players; see the module's notes.

    ``grace_s``: time allowed beyond a decision's budget before it counts as failed.
    ``start_timeout_s``: time a (new) worker may take to begin a decision.
    ``preload``: modules the worker imports first (for instance ones that register
    extra levels); they are imported here too, so that ``submit`` can check levels.
    """

    def __init__(self, grace_s: float = 2.0, start_timeout_s: float = 30.0, preload: Sequence[str] = ()) -> None:
        self.grace_s = grace_s
        self.start_timeout_s = start_timeout_s
        self.preload = tuple(preload)
        for name in self.preload:
            importlib.import_module(name)
        self._context = multiprocessing.get_context("spawn")
        self._lock = threading.RLock()
        self._ids = itertools.count(1)
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._queue: deque[DecisionRequest] = deque()
        self._current: DecisionRequest | None = None  # the request in the worker, maybe cancelled
        self._think_s: dict[tuple[str, PlayerOptions, str], float] = {}
        self._closed = False

    # --- life cycle ----------------------------------------------------------------------

    def start(self) -> None:
        """Start the worker process now (else the first ``submit`` starts it)."""
        with self._lock:
            if self._closed:
                raise WorkerError("the worker is closed")
            if self._process is None:
                self._spawn()

    def close(self, timeout: float = 2.0) -> None:
        """Cancel what is pending and stop the worker process."""
        with self._lock:
            self._closed = True
            for request in [*self._queue, self._current]:
                if request is not None:
                    request._end(_CANCELLED, error=DecisionCancelled("the worker was closed"))
            self._queue.clear()
            self._current = None
            process, conn = self._process, self._conn
            self._process = self._conn = None
        if process is None or conn is None:
            return
        with contextlib.suppress(OSError):
            conn.send(None)
        process.join(timeout)
        if process.is_alive():
            process.kill()
            process.join(timeout)
        conn.close()

    def __enter__(self) -> DecisionWorker:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        """The worker process's id, or None when none is running."""
        process = self._process
        return process.pid if process is not None else None

    # --- requests ------------------------------------------------------------------------

    def submit(
        self,
        level: str,
        options: PlayerOptions | None,
        obs: Any,
        legal: Sequence[Any],
        budget_s: float | None = None,
        full_state: Any = None,
        key: Hashable = None,
        game: str = DEFAULT_GAME,
    ) -> DecisionRequest:
        """Ask the ``level`` player of ``game`` for a decision; returns at once.

        ``key`` names the player (default: the seat deciding); requests with the same
        key, level and options go to the same player object. ``budget_s`` defaults to
        the level's think time. The Oracle needs ``full_state``; the others need
        ``obs`` (or ``full_state``, from which the worker takes the deciding seat's view):
        ``obs``, ``legal`` and ``full_state`` are ``game``'s own.
        """
        options = options or PlayerOptions()
        if not legal:
            raise ValueError("there is no legal action to choose from")
        if budget_s is None:
            budget_s = self._default_think_s(level, options, game)
        if key is None:
            key = obs.seat if obs is not None else full_state.actor if _at_a_decision(full_state) else None
        request_id = next(self._ids)
        message = ("decide", request_id, key, level, options, obs, tuple(legal), budget_s, full_state, game)
        request = DecisionRequest(self, request_id, pickle.dumps(message, pickle.HIGHEST_PROTOCOL), budget_s)
        with self._lock:
            if self._closed:
                raise WorkerError("the worker is closed")
            self._queue.append(request)
        self.poll()
        return request

    def forget_players(self) -> None:
        """Drop every player the worker keeps (for a new game), after pending decisions."""
        with self._lock:
            if self._conn is not None:
                with contextlib.suppress(OSError):  # a dead worker has no players to forget
                    self._conn.send(("forget",))

    @property
    def busy(self) -> bool:
        """True while the worker is computing a decision, a cancelled one included."""
        self.poll()
        return self._current is not None

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until nothing is queued and the worker is not computing."""
        return self._wait_until(lambda: self._current is None and not self._queue, timeout)

    # --- the machinery ------------------------------------------------------------------------

    def poll(self) -> None:
        """Read answers, check the worker's health and deadlines, send queued work.
        Never blocks for long (at most joining a process that was just killed)."""
        with self._lock:
            self._receive()
            self._check_alive()
            self._check_deadline()
            self._dispatch()

    def _wait_until(self, condition: Callable[[], bool], timeout: float | None) -> bool:
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            self.poll()
            if condition():
                return True
            now = time.monotonic()
            if end is not None and now >= end:
                return False
            block = _POLL_SLICE_S if end is None else min(_POLL_SLICE_S, end - now)
            with self._lock:
                handles: list[Any] = [
                    h for h in (self._conn, self._process and self._process.sentinel) if h is not None
                ]
            with contextlib.suppress(OSError, ValueError):  # closed by another thread meanwhile: look again
                wait(handles, block)

    def _default_think_s(self, level: str, options: PlayerOptions, game: str = DEFAULT_GAME) -> float:
        key = (level, options, game)
        if key not in self._think_s:
            self._think_s[key] = make_player(level, options, game).think_ms / 1000  # also checks the level
        return self._think_s[key]

    def _spawn(self) -> None:
        parent_end, child_end = self._context.Pipe()
        process = self._context.Process(
            target=_serve, args=(child_end, self.preload), name="bagchen-ai-worker", daemon=True
        )
        process.start()
        child_end.close()
        self._process, self._conn = process, parent_end

    def _kill(self) -> None:
        """Stop the worker process at once; pending requests stay as they are."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self._current = None
        if process is not None:
            process.kill()
            process.join(1.0)
        if conn is not None:
            conn.close()

    def _receive(self) -> None:
        conn = self._conn
        while conn is not None:
            try:
                if not conn.poll():
                    return
                message = conn.recv()
            except (EOFError, OSError):
                return  # the worker has gone; _check_alive says so
            self._on_message(message)

    def _on_message(self, message: tuple[Any, ...]) -> None:
        kind, request_id = message[0], message[1]
        request = self._current
        if request is None or request.id != request_id:
            return  # the late answer of a request the worker no longer serves
        if kind == "started":
            if request._status == _SENT:
                request._status = _RUNNING
                # A search short of its floor of deals may run on to OVERTIME times its budget.
                request._deadline = time.monotonic() + request.budget_s * OVERTIME + self.grace_s
            return
        self._current = None
        if kind == "done":
            request.elapsed_s = message[3]
            request._end(_DONE, action=message[2])
        else:
            request._end(_FAILED, error=WorkerError(f"the decision failed in the worker:\n{message[2]}"))

    def _check_alive(self) -> None:
        process = self._process
        if process is None or process.is_alive():
            return
        self._receive()  # an answer sent just before the end still counts
        error = WorkerError(f"the AI worker process stopped (exit code {process.exitcode})")
        pending = [self._current, *self._queue] if self._current else list(self._queue)
        self._queue.clear()
        self._kill()
        for request in pending:
            request._end(_FAILED, error=error)

    def _check_deadline(self) -> None:
        request = self._current
        if request is None or time.monotonic() <= request._deadline:
            return
        if request._status == _SENT:
            what = f"the AI worker did not begin the decision within {self.start_timeout_s} s"
        else:
            budget = f"{OVERTIME:g} times its {request.budget_s:g} s budget"
            what = f"no decision within {budget} and {self.grace_s:g} s of grace"
        request._end(_FAILED, error=WorkerError(f"{what}; the worker was stopped"))
        self._kill()

    def _dispatch(self) -> None:
        if not self._queue or self._closed:
            return
        if self._current is not None:
            if self._current._status != _CANCELLED:
                return  # busy with a live request: the queue waits
            self._kill()  # busy with a cancelled one: start afresh rather than make the next wait
        if self._process is None:
            self._spawn()
        assert self._conn is not None
        request = self._queue.popleft()
        request._status = _SENT
        request._deadline = time.monotonic() + self.start_timeout_s
        self._current = request
        with contextlib.suppress(OSError):  # if the worker died, _check_alive fails the request next
            self._conn.send_bytes(request._payload)

    def _cancel(self, request: DecisionRequest) -> bool:
        with self._lock:
            if request._status in _FINAL:
                return False
            if request in self._queue:
                self._queue.remove(request)
            # A request already in the worker stays ``_current`` until it answers, or until
            # the next dispatch replaces the worker.
            request._end(_CANCELLED, error=DecisionCancelled(f"decision {request.id} was cancelled"))
            return True


def _serve(conn: Connection, preload: tuple[str, ...]) -> None:
    """The worker process: answer decision requests until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    for name in preload:
        importlib.import_module(name)
    players: dict[tuple[Hashable, str, PlayerOptions, str], AnyPlayer] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the parent has gone
        if message is None:
            return
        if message[0] == "forget":
            players.clear()
            continue
        _, request_id, key, level, options, obs, legal, budget_s, full_state, game = message
        conn.send(("started", request_id))
        start = time.perf_counter()
        try:
            player = players.get((key, level, options, game))
            if player is None:
                player = players[key, level, options, game] = make_player(level, options, game)
            action = decide_for(player, obs, legal, budget_s, full_state, game)
            reply: tuple[Any, ...] = ("done", request_id, action, time.perf_counter() - start)
        except Exception:
            reply = ("error", request_id, traceback.format_exc())
        conn.send(reply)
