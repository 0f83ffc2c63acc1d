"""A level's decision times summed up as the AI benches of every game print them."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from bagchen_qt.ai.tournament import percentile


def decision_figures(times: Sequence[float], iterations: Sequence[int]) -> dict[str, float | int]:
    """A level's figures from its decision times (seconds) and the sampled deals each of
    its searched decisions got."""
    times_ms = [t * 1000 for t in times]
    figures: dict[str, float | int] = {
        "p50_ms": round(statistics.median(times_ms), 4),
        "p95_ms": round(percentile(times_ms, 95), 4),
        "mean_ms": round(statistics.fmean(times_ms), 4),
        "decisions": len(times_ms),
    }
    if iterations:
        # Sampled deals a searched decision got: a starved search shows in the low percentile.
        figures |= {
            "iterations_p50": statistics.median(iterations),
            "iterations_p5": percentile(iterations, 5),
            "searched_decisions": len(iterations),
        }
    return figures
