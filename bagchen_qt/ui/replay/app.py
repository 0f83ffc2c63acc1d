"""``bagchen replay [DB or FILE]``: the replay window on its own."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bagchen_qt.records.store import RecordsError, Store

if TYPE_CHECKING:
    from bagchen_qt.records.model import PlayerSpec

SQLITE_HEADER = b"SQLite format 3\x00"


def is_hand_record(path: str | Path) -> bool:
    """A file that is not an SQLite database: read as a hand-record file."""
    target = Path(path)
    if not target.is_file():
        return False
    with target.open("rb") as file:
        return file.read(len(SQLITE_HEADER)) != SQLITE_HEADER and target.stat().st_size > 0


def run_replay(path: str | None, db: str | None = None) -> int:

    from bagchen_qt.ui.app import application

    from .window import ReplayWindow

    app = application()
    file = path if path and is_hand_record(path) else None
    try:
        store = Store.open(db if file or not path else path)
    except RecordsError as error:
        print(f"bagchen: {error}", file=sys.stderr)
        return 2
    for notice in store.notices:
        print(f"bagchen: {notice}", file=sys.stderr)
    window = ReplayWindow(store)

    def play_from_here(state: Any, seats: Sequence[PlayerSpec], source: int) -> None:
        from bagchen_qt.ui.app import play_from_state

        play_from_state(state, seats, source if source > 0 else None)

    window.playFromHere.connect(play_from_here)
    window.show()
    if file:
        window.open_file(file)
    code = app.exec()
    store.close()
    return code
