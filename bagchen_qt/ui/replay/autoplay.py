"""The replay playing a deal on by itself: one step, then, once the table has settled,
a pause that the speed decides, and the next step; at ×0.5 to ×8."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, QTimer, Signal

from ..animation import Speed

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
SCENE_SPEEDS: dict[float, Speed] = {0.5: "slow", 1.0: "normal", 2.0: "fast", 4.0: "fast", 8.0: "fast"}
PAUSE_MS = {0.5: 1800, 1.0: 900, 2.0: 420, 4.0: 140, 8.0: 0}


def speed_text(speed: float) -> str:
    """The replay's speed, "×2", in the digits of the language in use."""
    return "×" + QLocale().toString(float(speed), "g", 3)


class Autoplay(QObject):
    """Asks for the next step (``stepWanted``) whenever the one before has been shown
    (``table_settled``) and its pause is over, until ``stop``."""

    stepWanted = Signal()  # show the next step, animated (or stop at the end)
    playingChanged = Signal(bool)
    speedChanged = Signal(float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self.playing = False
        self._waiting_for_table = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._next)

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.speedChanged.emit(speed)

    def change_speed(self, direction: int) -> None:
        """One speed faster (+1) or slower (-1), within ``SPEEDS``."""
        index = min(max(SPEEDS.index(self.speed) + direction, 0), len(SPEEDS) - 1)
        self.set_speed(SPEEDS[index])

    def cycle_speed(self) -> None:
        """The next speed, from the fastest back to the slowest."""
        self.set_speed(SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)])

    @property
    def scene_speed(self) -> Speed:
        return SCENE_SPEEDS[self.speed]

    def start(self) -> None:
        self.playing = True
        self.playingChanged.emit(True)
        self._next()

    def stop(self) -> None:
        if not self.playing:
            return
        self.playing = False
        self._waiting_for_table = False
        self._pause.stop()
        self.playingChanged.emit(False)

    def _next(self) -> None:
        if not self.playing:
            return
        self._waiting_for_table = True
        self.stepWanted.emit()

    def table_settled(self, pause_here: bool) -> None:
        """The table shows the step asked for; ``pause_here`` stops the play there."""
        if not (self.playing and self._waiting_for_table):
            return
        self._waiting_for_table = False
        if pause_here:
            self.stop()
            return
        self._pause.start(PAUSE_MS[self.speed])
