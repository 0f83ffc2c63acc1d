"""How fast a piece of work runs: the one loop every game's bench measures with."""

from __future__ import annotations

import time
from collections.abc import Callable


def rate(step: Callable[[], int], seconds: float) -> float:
    """Units per second of ``step`` (which returns how many units it did) over ``seconds``."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += step()
    return done / elapsed
