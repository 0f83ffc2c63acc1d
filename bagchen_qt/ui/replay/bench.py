"""How long the replay window takes to open over a records database.

    python -m bagchen_qt.ui.replay.bench DB      # prints {"browser_open_s": ...}

The time from creating the window to its deal list shown, its first page of deals
fetched and painted: the median of a few openings (the QApplication is made first,
as the table has one). ``bagchen bench gui`` runs this over 10,000 deals
(``browser_open_10k_s``).
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path


def browser_open_s(path: str | Path, runs: int = 3) -> float:
    from PySide6.QtWidgets import QApplication

    from bagchen_qt.records.store import Store
    from bagchen_qt.ui.screenshots import ensure_app

    from .window import ReplayWindow

    ensure_app()
    times = []
    for _ in range(runs):
        store = Store.open(path)
        start = time.perf_counter()
        window = ReplayWindow(store)
        window.show()
        QApplication.processEvents()
        window.browser.table.viewport().repaint()
        times.append(time.perf_counter() - start)
        assert window.browser.model.rowCount() > 0 or store.deal_count() == 0
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        store.close()
    return statistics.median(times)


def browser_open_over(deals: int) -> float:
    """``browser_open_s`` over a new database of ``deals`` deals, in a temporary folder."""
    from bagchen_qt.records.bench import list_database

    with tempfile.TemporaryDirectory(prefix="bagchen-bench-") as folder:
        path = Path(folder) / "records.sqlite3"
        list_database(path, deals)
        return browser_open_s(path)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    print(json.dumps({"browser_open_s": round(browser_open_s(args[0]), 3)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
