"""Animation timing for the table: speeds, reduced motion and a timeline builder.

Every duration in the table's choreography is written for the "normal" speed and
goes through ``Motion.ms``, which scales it (``instant`` makes everything 0).
Reduced motion replaces movement by quick fades and snaps; by default it follows the
desktop where that can be read (see ``system_prefers_reduced_motion``).

A ``Timeline`` places property animations on one clock (``add(animation, at=ms)``)
and runs them as a single QParallelAnimationGroup, so one event's animation starts,
finishes, and can be finished at once (``finish_now``) as a whole.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from bagchen_qt.ui.speeds import SPEEDS, Speed

SPEED_FACTORS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


def as_speed(name: str) -> Speed:
    """``name`` (from the command line or the settings) as an animation speed."""
    for speed in SPEEDS:
        if speed == name:
            return speed
    raise ValueError(f"animation speed must be one of {', '.join(SPEEDS)}, not {name!r}")


REDUCED_FADE_MS = 110  # one fade of reduced motion, at normal speed

ENV_REDUCED = "BAGCHEN_REDUCED_MOTION"  # "1" or "0" overrides the desktop setting


def _truthy(text: str) -> bool | None:
    value = text.strip().strip("'\"").lower()
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    return None


def _config_home() -> Path:
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def _kde_reduced() -> bool | None:
    """KDE Plasma: ``AnimationDurationFactor=0`` in kdeglobals turns animations off."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(_config_home() / "kdeglobals", encoding="utf-8")
        factor = parser.get("KDE", "AnimationDurationFactor", fallback=None)
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    if factor is None:
        return None
    try:
        return float(factor) == 0.0
    except ValueError:
        return None


def _gtk_reduced() -> bool | None:
    """GTK settings.ini files: ``gtk-enable-animations=false``."""
    for folder in ("gtk-4.0", "gtk-3.0"):
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        try:
            parser.read(_config_home() / folder / "settings.ini", encoding="utf-8")
            value = parser.get("Settings", "gtk-enable-animations", fallback=None)
        except (configparser.Error, OSError, UnicodeDecodeError):
            continue
        enabled = _truthy(value) if value is not None else None
        if enabled is not None:
            return not enabled
    return None


def _gnome_reduced() -> bool | None:
    """GNOME: ``org.gnome.desktop.interface enable-animations`` (asked of gsettings)."""
    desktop = os.environ.get("XDG_CURRENT_DESKTOP", "").lower()
    if not any(name in desktop for name in ("gnome", "unity", "budgie", "cinnamon", "pantheon")):
        return None
    gsettings = shutil.which("gsettings")
    if gsettings is None:
        return None
    try:
        out = subprocess.run(
            [gsettings, "get", "org.gnome.desktop.interface", "enable-animations"],
            capture_output=True,
            text=True,
            timeout=1.0,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    enabled = _truthy(out)
    return None if enabled is None else not enabled


@lru_cache(maxsize=1)
def _desktop_reduced() -> bool:
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        for probe in (_gnome_reduced, _kde_reduced, _gtk_reduced):
            answer = probe()
            if answer is not None:
                return answer
        return False
    if sys.platform in ("win32", "darwin"):
        # Qt reads the desktop's "animate UI" setting there (e.g. Windows' visual effects).
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        return QApplication.instance() is not None and not QApplication.isEffectEnabled(Qt.UIEffect.UI_General)
    return False


def system_prefers_reduced_motion() -> bool:
    """Whether the user asked the desktop for less motion.

    ``BAGCHEN_REDUCED_MOTION=1`` (or ``0``) decides outright. Otherwise, on Linux, GNOME's
    ``enable-animations``, KDE's ``AnimationDurationFactor`` or GTK's settings.ini; on
    Windows and macOS, Qt's UI-effects setting. Qt itself has no reduced-motion hint."""
    forced = _truthy(os.environ.get(ENV_REDUCED, ""))
    if forced is not None:
        return forced
    return _desktop_reduced()


class Motion:
    """The table's animation settings: a speed, and whether motion is reduced."""

    def __init__(self, speed: Speed = "normal", reduced: bool | None = None) -> None:
        self._speed: Speed = "normal"
        self.speed = speed
        self.reduced = system_prefers_reduced_motion() if reduced is None else reduced

    @property
    def speed(self) -> Speed:
        return self._speed

    @speed.setter
    def speed(self, value: Speed) -> None:
        if value not in SPEED_FACTORS:
            raise ValueError(f"speed must be one of {', '.join(SPEEDS)}, not {value!r}")
        self._speed = value

    @property
    def factor(self) -> float:
        return SPEED_FACTORS[self._speed]

    @property
    def instant(self) -> bool:
        return self.factor == 0.0

    def ms(self, normal_ms: float) -> int:
        """A duration written for normal speed, at the current speed."""
        return max(round(normal_ms * self.factor), 0)


def property_animation(
    target: QObject,
    prop: bytes,
    end: object,
    duration_ms: int,
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    start: object | None = None,
) -> QPropertyAnimation:
    """One QPropertyAnimation; without ``start`` it starts from the value it finds."""
    animation = QPropertyAnimation(target, prop)
    animation.setDuration(max(int(duration_ms), 0))
    if start is not None:
        animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(easing)
    return animation


def keyframes(
    target: QObject,
    prop: bytes,
    values: Sequence[tuple[float, object]],
    duration_ms: int,
    easing: QEasingCurve.Type = QEasingCurve.Type.Linear,
) -> QPropertyAnimation:
    """A property animation through ``(step, value)`` key values, steps from 0 to 1."""
    animation = QPropertyAnimation(target, prop)
    animation.setDuration(max(int(duration_ms), 0))
    for step, value in values:
        animation.setKeyValueAt(step, value)
    animation.setEasingCurve(easing)
    return animation


class _Call(QAbstractAnimation):
    """A zero-length step that calls a function once, when the clock reaches it (also
    when the timeline is finished at once and jumps past it)."""

    def __init__(self, function: Callable[[], None]) -> None:
        super().__init__()
        self._function: Callable[[], None] | None = function

    def duration(self) -> int:
        return 0

    def updateCurrentTime(self, current_time: int) -> None:  # Qt API
        function, self._function = self._function, None
        if function is not None:
            function()


class Timeline(QObject):
    """Animations on one clock, run as one group.

    ``add(animation, at)`` starts ``animation`` ``at`` ms after the timeline starts;
    ``start(on_done)`` runs them all and calls ``on_done`` once, when the last one
    ends or when ``finish_now`` jumps every animation to its end value. A timeline
    with nothing in it (or only zero durations) is done as soon as it starts."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._group = QParallelAnimationGroup(self)
        self._done = False
        self._on_done: Callable[[], None] | None = None
        self._group.finished.connect(self._finish)
        self._group.stateChanged.connect(self._on_state)

    def add(self, animation: QAbstractAnimation, at: int = 0) -> QAbstractAnimation:
        if at > 0:
            delayed = QSequentialAnimationGroup()
            delayed.addPause(int(at))
            delayed.addAnimation(animation)
            animation = delayed
        self._group.addAnimation(animation)
        return animation

    def prop(
        self,
        target: QObject,
        prop: bytes,
        end: object,
        duration_ms: int,
        at: int = 0,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        start: object | None = None,
    ) -> None:
        self.add(property_animation(target, prop, end, duration_ms, easing, start), at)

    def call(self, function: Callable[[], None], at: int = 0) -> None:
        """Call ``function`` once, ``at`` ms after the start (or when finished at once)."""
        self.add(_Call(function), at)

    def pause_until(self, at: int) -> None:
        """Make the timeline last at least ``at`` ms (a moment to look at the table)."""
        if at > 0:
            self._group.addAnimation(QPauseAnimation(int(at)))

    @property
    def duration(self) -> int:
        return self._group.totalDuration()

    @property
    def running(self) -> bool:
        return not self._done and self._group.state() is QAbstractAnimation.State.Running

    @property
    def done(self) -> bool:
        return self._done

    def start(self, on_done: Callable[[], None] | None = None) -> None:
        self._on_done = on_done
        if self.duration <= 0:
            self._group.setCurrentTime(0)  # apply zero-duration end values
            self._finish()
            return
        self._group.start()

    def hold_at(self, at: int) -> None:
        """Stop the clock at ``at`` ms with every animation where it is then (a still
        picture of one moment, for tests and screenshots); ``finish_now`` still ends it."""
        if self._done:
            return
        if self._group.state() is QAbstractAnimation.State.Stopped:
            self._group.start()
        self._group.pause()
        self._group.setCurrentTime(min(max(int(at), 0), self._group.totalDuration()))

    def finish_now(self) -> None:
        """Jump every animation to its end and finish."""
        if self._done:
            return
        if self._group.state() is QAbstractAnimation.State.Running:
            self._group.setCurrentTime(self._group.totalDuration())  # emits finished
        if not self._done:
            self._group.stop()
            self._finish()

    def _on_state(self, new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
        # Qt stops a running property animation when another starts on the same
        # property of the same object, and that can stop the whole group without its
        # finished signal. The game must never wait on a timeline that stalled.
        if new is QAbstractAnimation.State.Stopped and not self._done:
            QTimer.singleShot(0, self, self._finish_stalled)

    def _finish_stalled(self) -> None:
        if not self._done and self._group.state() is QAbstractAnimation.State.Stopped:
            self._group.setCurrentTime(self._group.totalDuration())
            self._finish()

    def _finish(self) -> None:
        if self._done:
            return
        self._done = True
        callback, self._on_done = self._on_done, None
        if callback is not None:
            callback()
        self.finished.emit()
