"""Busy processes beside a measurement, to see how the AI levels fare on a loaded
machine (``bagchen bench ai --busy N``, ``bagchen selfplay --busy N``): each spins on
a core until the measurement ends, as another program hogging it would."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing import get_context
from multiprocessing.process import BaseProcess


def spin() -> None:
    """Use a core, and nothing else, until stopped."""
    while True:
        pass


@contextmanager
def busy_processes(count: int) -> Iterator[list[BaseProcess]]:
    """``count`` processes spinning while the block runs; stopped however it ends."""
    if count < 0:
        raise ValueError("the number of busy processes cannot be negative")
    context = get_context("spawn")
    processes: list[BaseProcess] = [context.Process(target=spin, daemon=True) for _ in range(count)]
    for process in processes:
        process.start()
    try:
        yield processes
    finally:
        for process in processes:
            process.kill()
        for process in processes:
            process.join()
