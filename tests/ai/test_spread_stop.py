"""A tournament stopped part way does not play the rest of its deals for nothing."""

import time
from pathlib import Path

from bagchen_qt.ai.spread import Workers, spread


def mark_and_wait(folder: str, piece: list[int]) -> int:
    for number in piece:
        (Path(folder) / f"played-{number}").touch()
        time.sleep(0.3)  # a deal's worth of work
    return len(piece)


def test_leaving_a_spread_early_drops_the_pieces_not_begun(tmp_path: Path) -> None:
    results = spread(mark_and_wait, (str(tmp_path),), list(range(12)), Workers(jobs=2), piece_size=1)
    assert next(results) == 1
    results.close()
    assert len(list(tmp_path.iterdir())) < 12
