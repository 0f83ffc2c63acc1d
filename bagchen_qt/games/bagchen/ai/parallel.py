"""Hard's search on several cores: the same search in other processes, joined at the end.

Each process scores the same candidate moves on deals of its own (its own random
numbers, its own trees) until the same deadline; the decision is taken over the worlds
of all of them (``pimc.conclude``). This is root parallelism: nothing is shared while
the processes search, so a process that fails or runs late costs only its worlds.

The processes are started once, when a search first asks for them, and serve every
later decision of the program; they are started by "spawn", which works the same on
Linux, Windows and macOS and inside the packaged program.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from bagchen_qt.ai.budget import Share
from bagchen_qt.ai.pimc import PimcPart
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.ai.spread import end_with_parent
from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import DealState

LATE_S = 0.25  # how long past the deadline the other processes' parts are awaited

_pool: ProcessPoolExecutor | None = None
_pool_size = 0


def default_processes() -> int:
    """The table's default: every core but one, and at least one."""
    return max(1, max_processes() - 1)


def max_processes() -> int:
    """The most a search is offered: one process a core."""
    return os.cpu_count() or 1


def _helpers(count: int) -> ProcessPoolExecutor | None:
    """A pool of ``count`` helper processes, kept for later searches (None for none)."""
    global _pool, _pool_size
    if count <= 0:
        return None
    if _pool is None or _pool_size != count:
        close_helpers()
        me = multiprocessing.current_process()
        if me.daemon:
            # The table's decision worker is daemonic, so that it ends with the window;
            # multiprocessing forbids such a process children lest they outlive it. These
            # end by themselves when it does (``end_with_parent``).
            me.daemon = False
        _pool = ProcessPoolExecutor(
            max_workers=count,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=end_with_parent,
            initargs=(os.getpid(),),
        )
        _pool_size = count
    return _pool


def close_helpers() -> None:
    global _pool, _pool_size
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool, _pool_size = None, 0


atexit.register(close_helpers)


# One helper's share of a search: (obs, actions, options, seed, seconds, truth) -> its part.
# A function of a module, which the helper imports when it first runs one.
SearchPart = Callable[[Observation, tuple[Event, ...], PlayerOptions, int, Share, DealState | None], PimcPart]


def start_parts(
    search_part: SearchPart,
    count: int,
    obs: Observation,
    actions: Sequence[Event],
    options: PlayerOptions,
    seeds: Sequence[int],
    share: Share,
    truth: DealState | None,
) -> list[Future[PimcPart]]:
    """Starts ``count`` runs of ``search_part`` on ``actions`` in helper processes, one per seed."""
    pool = _helpers(count)
    if pool is None:
        return []
    try:
        return [pool.submit(search_part, obs, tuple(actions), options, seed, share, truth) for seed in seeds[:count]]
    except RuntimeError:  # a pool broken by a killed process: start afresh next time
        close_helpers()
        return []


def collect_parts(futures: Sequence[Future[PimcPart]], deadline: float | None) -> list[PimcPart]:
    """The parts that arrive by a little after ``deadline`` (all of them, however long
    they take, without one: searches capped by work rather than time); the others are
    given up."""
    parts = []
    for future in futures:
        try:
            wait = None if deadline is None else max(0.0, deadline + LATE_S - time.monotonic())
            parts.append(future.result(timeout=wait))
        except FutureTimeout:
            future.cancel()
        except Exception:  # a helper that died or failed: its worlds are lost, the search goes on
            close_helpers()
    return parts
