"""Deals spread over this machine's processes, or over the workers of a Ray cluster.

A tournament or a tuning duel cuts its deals into pieces and gives each piece to a
top-level function whose results depend only on its arguments (every deal is seeded by
its own number). The pieces' results come back in the order of the pieces, so a run
gives the same results wherever its deals were played: in this process, in ``jobs``
processes, or on a cluster. Ray is an optional extra (``pip install 'bagchen[cluster]'``)
and never part of the packaged program.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any, TypeVar

R = TypeVar("R")

LOCAL_CLUSTER = "local"  # ``--ray local``: start a Ray instance on this machine for the run


PARENT_CHECK_S = 0.5  # how often a helper checks that the process it serves is still there


def end_with_parent(parent: int) -> None:
    """In each helper: end the process once the one that started it is gone. A pool's
    processes would otherwise wait for work forever when their parent is killed, or
    ends without shutting the pool down (a multiprocessing child skips atexit)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_S)
        os._exit(0)

    threading.Thread(target=watch, name="bagchen-parent-watch", daemon=True).start()


class ClusterError(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached."""


@dataclass(frozen=True, slots=True)
class Workers:
    """Where to play: ``jobs`` processes here, or the Ray cluster at ``ray`` (an address
    such as ``ray://head:10001``, ``auto`` for the cluster this machine belongs to, or
    ``local``)."""

    jobs: int = 1
    ray: str | None = None

    def __post_init__(self) -> None:
        if self.jobs < 1:
            raise ValueError("jobs must be at least 1")


Items = int | Sequence[int]  # a count (``range(count)``) or the very numbers to play


def pieces(items: Items, workers: int, size: int = 0) -> list[Sequence[int]]:
    """``items`` cut into pieces of ``size`` (0: a few pieces a worker, for an even load)."""
    numbers = range(items) if isinstance(items, int) else items
    size = size or max(1, math.ceil(len(numbers) / (workers * 4)))
    return [numbers[start : start + size] for start in range(0, len(numbers), size)]


def spread(
    function: Callable[..., R], head: tuple[Any, ...], items: Items, workers: Workers, piece_size: int = 0
) -> Iterator[R]:
    """``function(*head, piece)`` for the pieces of ``items`` (a count or the numbers
    themselves), in order. ``piece_size`` 1 gives each result as soon as its deal is
    played, at the price of more hand-overs between processes."""
    if workers.ray is not None:
        yield from _on_ray(function, head, items, workers.ray, piece_size)
    elif workers.jobs == 1:
        for piece in pieces(items, 1, 1):  # one deal at a time: each result is there as soon as it is played
            yield function(*head, piece)
    else:
        # Each worker ends by itself once this process is gone (killed, it cannot stop them).
        pool = ProcessPoolExecutor(
            workers.jobs, mp_context=get_context("spawn"), initializer=end_with_parent, initargs=(os.getpid(),)
        )
        try:
            futures = [pool.submit(function, *head, piece) for piece in pieces(items, workers.jobs, piece_size)]
            for future in futures:
                yield future.result()
        finally:
            # Stopped (Ctrl-C, an error, a consumer that leaves early): the pieces not yet
            # begun are dropped rather than played for nothing.
            pool.shutdown(wait=True, cancel_futures=True)


def _on_ray(
    function: Callable[..., R], head: tuple[Any, ...], items: Items, address: str, piece_size: int = 0
) -> Iterator[R]:
    try:
        import ray
    except ImportError:
        raise ClusterError("Ray is not installed: pip install 'bagchen[cluster]'") from None
    if not ray.is_initialized():
        try:
            ray.init(
                address=None if address == LOCAL_CLUSTER else address, include_dashboard=False, log_to_driver=False
            )
        except (ConnectionError, RuntimeError, ValueError) as error:
            raise ClusterError(f"cannot reach the Ray cluster at {address}: {error}") from None
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]  # Ray is not typed
    remote = ray.remote(function)
    refs = [remote.remote(*head, piece) for piece in pieces(items, cpus, piece_size)]
    for ref in refs:
        yield ray.get(ref)
