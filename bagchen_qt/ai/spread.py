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
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any, TypeVar

R = TypeVar("R")

LOCAL_CLUSTER = "local"  # ``--ray local``: start a Ray instance on this machine for the run


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


def pieces(count: int, workers: int) -> list[range]:
    """``range(count)`` cut into a few pieces a worker, for an even load."""
    size = max(1, math.ceil(count / (workers * 4)))
    return [range(start, min(start + size, count)) for start in range(0, count, size)]


def spread(function: Callable[..., R], head: tuple[Any, ...], count: int, workers: Workers) -> Iterator[R]:
    """``function(*head, piece)`` for the pieces of ``range(count)``, in order."""
    if workers.ray is not None:
        yield from _on_ray(function, head, count, workers.ray)
    elif workers.jobs == 1:
        for deal in range(count):  # one deal at a time: each result is there as soon as it is played
            yield function(*head, range(deal, deal + 1))
    else:
        with ProcessPoolExecutor(workers.jobs, mp_context=get_context("spawn")) as pool:
            futures = [pool.submit(function, *head, piece) for piece in pieces(count, workers.jobs)]
            for future in futures:
                yield future.result()


def _on_ray(function: Callable[..., R], head: tuple[Any, ...], count: int, address: str) -> Iterator[R]:
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
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    remote = ray.remote(function)
    refs = [remote.remote(*head, piece) for piece in pieces(count, cpus)]
    for ref in refs:
        yield ray.get(ref)
