"""How long each Bao Huang level takes per decision, for ``bagchen bench ai --game
bao-huang``: the shared bench of a game's levels (``ai/game_bench.py``) over deals of its
usual rules, each level at every seat and its default think time, every decision with more
than one legal move timed (a forced move is not asked, as at the table). For the searching
levels the sampled positions a searched decision got are reported too."""

from __future__ import annotations

from typing import Any

from bagchen_qt.ai.game_bench import bench_levels
from bagchen_qt.games import BAO_HUANG

PRESET = "rizhao"


def bench_ai(seconds: float) -> dict[str, Any]:
    figures = bench_levels(BAO_HUANG, (PRESET,), seconds)
    return {"levels": figures.pop("presets")[PRESET], **figures}
