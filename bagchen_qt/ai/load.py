"""Busy processes beside a measurement, to see how the AI levels fare on a loaded
machine (``bagchen bench ai --busy N``, ``bagchen selfplay --busy N``): each spins on
a core until the measurement ends, as another program hogging it would."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing import get_context
from multiprocessing.process import BaseProcess
from multiprocessing.synchronize import Event

CHECK_EVERY = 1_000_000  # turns of the loop between looks at the parent (a few hundredths of a second)
START_TIMEOUT_S = 30.0


def spin(parent: int, ready: Event) -> None:
    """Use a core, and nothing else, until stopped or until the process that started it
    is gone (killed, it could not stop its busy processes)."""
    ready.set()
    turns = 0
    while True:
        turns += 1
        if turns == CHECK_EVERY:
            turns = 0
            if os.getppid() != parent:
                return


@contextmanager
def busy_processes(count: int) -> Iterator[list[BaseProcess]]:
    """``count`` processes spinning while the block runs; stopped however it ends."""
    if count < 0:
        raise ValueError("the number of busy processes cannot be negative")
    context = get_context("spawn")
    ready = [context.Event() for _ in range(count)]
    processes: list[BaseProcess] = [
        context.Process(target=spin, args=(os.getpid(), event), daemon=True) for event in ready
    ]
    try:
        for process in processes:
            process.start()
        started = time.monotonic()
        for event in ready:  # measure only once every one of them is spinning
            event.wait(max(0.0, START_TIMEOUT_S - (time.monotonic() - started)))
        yield processes
    finally:
        for process in processes:
            if process.pid is not None:
                process.kill()
        for process in processes:
            if process.pid is not None:
                process.join()
