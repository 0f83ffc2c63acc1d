"""Python's cycle collector, run in the GUI thread only.

Python collects reference cycles in whichever thread happens to allocate past the
collector's threshold. When that is an AI's thinking thread and the garbage holds a
closed window (a window, its scene and the lambdas connected to its signals form
cycles), Qt objects are destroyed outside the thread that owns them, and the program
can crash. So while a window may be open, automatic collection is off and a timer in
the GUI thread collects, generation by generation, as Python itself would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 100  # a look at the counts: well under a millisecond when nothing is due


class GuiThreadCollector(QObject):
    """Collects on a timer in the thread that created it (the GUI thread)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        gc.disable()
        self._timer.start()

    def collect_due(self) -> None:
        """Collect the generations whose counts passed their thresholds."""
        thresholds, counts = gc.get_threshold(), gc.get_count()
        if counts[0] <= thresholds[0]:
            return
        generation = 0
        if counts[1] > thresholds[1]:
            generation = 2 if counts[2] > thresholds[2] else 1
        gc.collect(generation)

    def stop(self) -> None:
        """Back to Python's own collection, once the garbage so far is collected here."""
        self._timer.stop()
        gc.collect()
        gc.enable()


_collector: GuiThreadCollector | None = None


def collect_in_gui_thread() -> None:
    """From now on, cycles are collected only in the GUI thread (once per application;
    call it from the GUI thread, with the application created)."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or _collector is not None:
        return
    _collector = GuiThreadCollector(app)


def stop_collecting_in_gui_thread() -> None:
    """Collect what is left and give collection back to Python (tests that end a window)."""
    global _collector
    if _collector is not None:
        _collector.stop()
        _collector.deleteLater()
        _collector = None
