"""``bagchen bench ai --game tien-gow``: each level's decision times in the classic game,
the three-seat Chinese game and Moving Mice (Nau Tin Kau offers no level)."""

from typing import Any

from bagchen_qt.ai.game_bench import bench_levels
from bagchen_qt.games import TIEN_GOW

PRESETS = ("classic", "chinese-24", "moving-mice")


def bench_ai(seconds: float) -> dict[str, Any]:
    return bench_levels(TIEN_GOW, PRESETS, seconds)
