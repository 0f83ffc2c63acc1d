"""The example deals in ``replays/``, each showing one rule with annotations explaining
it; ``example_files()`` lists them for the table's "examples" menu. (They are Bagchen's,
written by ``python -m bagchen_qt.games.bagchen.records.examples``.)"""

from __future__ import annotations

from pathlib import Path

REPLAYS = Path(__file__).resolve().parents[2] / "replays"


def example_files(folder: Path = REPLAYS) -> list[Path]:
    """The example hand-record files, in order."""
    return sorted(folder.glob("*.json")) if folder.is_dir() else []
