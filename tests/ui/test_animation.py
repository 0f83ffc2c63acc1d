"""Animation settings and the timeline: speeds, reduced motion, finishing at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from bagchen_qt.ui import animation
from bagchen_qt.ui.animation import (
    SPEED_FACTORS,
    Motion,
    Timeline,
    keyframes,
    property_animation,
    system_prefers_reduced_motion,
)
from bagchen_qt.ui.tile_item import TileItem


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    return qapp


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A clean desktop: no override, a KDE session, an empty config folder."""
    monkeypatch.delenv(animation.ENV_REDUCED, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    monkeypatch.setattr(animation.sys, "platform", "linux")
    animation._desktop_reduced.cache_clear()
    yield tmp_path
    animation._desktop_reduced.cache_clear()


# --- speeds ------------------------------------------------------------------------------


def test_speeds_scale_durations_and_instant_is_zero() -> None:
    assert SPEED_FACTORS["instant"] == 0
    assert SPEED_FACTORS["fast"] < SPEED_FACTORS["normal"] < SPEED_FACTORS["slow"]
    motion = Motion("normal", reduced=False)
    assert motion.ms(400) == 400
    motion.speed = "fast"
    assert 0 < motion.ms(400) < 400
    motion.speed = "slow"
    assert motion.ms(400) > 400
    motion.speed = "instant"
    assert motion.instant and motion.ms(400) == 0


def test_an_unknown_speed_is_refused() -> None:
    with pytest.raises(ValueError, match="speed must be one of"):
        Motion("warp")  # type: ignore[arg-type]


# --- reduced motion --------------------------------------------------------------------------


def test_reduced_motion_follows_the_environment_override(desktop: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(animation.ENV_REDUCED, "1")
    assert system_prefers_reduced_motion()
    assert Motion().reduced
    monkeypatch.setenv(animation.ENV_REDUCED, "0")
    assert not system_prefers_reduced_motion()
    assert not Motion().reduced
    assert Motion(reduced=True).reduced  # the caller can always decide


def test_reduced_motion_reads_kde_and_gtk_settings(desktop: Path) -> None:
    assert not system_prefers_reduced_motion()
    (desktop / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0\n", encoding="utf-8")
    animation._desktop_reduced.cache_clear()
    assert system_prefers_reduced_motion()
    (desktop / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0.5\n", encoding="utf-8")
    animation._desktop_reduced.cache_clear()
    assert not system_prefers_reduced_motion()
    (desktop / "kdeglobals").unlink()
    (desktop / "gtk-3.0").mkdir()
    (desktop / "gtk-3.0" / "settings.ini").write_text("[Settings]\ngtk-enable-animations=false\n", encoding="utf-8")
    animation._desktop_reduced.cache_clear()
    assert system_prefers_reduced_motion()


# --- timeline ----------------------------------------------------------------------------


def test_a_timeline_runs_its_animations_and_reports_once(qtbot) -> None:
    item = TileItem(3)
    timeline = Timeline()
    timeline.prop(item, b"pos", QPointF(100, 40), 60)
    timeline.add(property_animation(item, b"opacity", 0.5, 30), at=40)
    assert timeline.duration == 70
    done: list[int] = []
    with qtbot.waitSignal(timeline.finished, timeout=2000):
        timeline.start(lambda: done.append(1))
        assert timeline.running
    assert done == [1]
    assert item.pos() == QPointF(100, 40)
    assert item.opacity() == pytest.approx(0.5)
    timeline.finish_now()  # already done: nothing happens again
    assert done == [1]


def test_finish_now_jumps_every_animation_to_its_end(qtbot) -> None:
    item = TileItem(3)
    timeline = Timeline()
    timeline.prop(item, b"pos", QPointF(300, 200), 5000)
    timeline.prop(item, b"z", 42.0, 0, at=4000)  # a delayed zero-length step
    timeline.add(keyframes(item, b"rotation", ((0.0, 0.0), (0.5, 90.0), (1.0, 30.0)), 3000), at=1000)
    done: list[int] = []
    timeline.start(lambda: done.append(1))
    assert timeline.running and not done
    with qtbot.waitSignal(timeline.finished, timeout=200):
        timeline.finish_now()
    assert done == [1] and timeline.done and not timeline.running
    assert item.pos() == QPointF(300, 200)
    assert item.zValue() == 42.0
    assert item.rotation() == pytest.approx(30.0)


def test_an_empty_timeline_is_done_as_soon_as_it_starts() -> None:
    done: list[int] = []
    timeline = Timeline()
    timeline.start(lambda: done.append(1))
    assert done == [1] and timeline.done


def test_a_call_on_the_timeline_happens_once_in_time_or_when_finished_at_once(qtbot) -> None:
    calls: list[str] = []
    natural = Timeline()
    natural.call(lambda: calls.append("natural"), at=30)
    natural.pause_until(60)
    with qtbot.waitSignal(natural.finished, timeout=2000):
        natural.start()
        assert calls == []
    assert calls == ["natural"]
    jumped = Timeline()
    jumped.call(lambda: calls.append("jumped"), at=5000)
    jumped.pause_until(9000)
    jumped.start()
    jumped.finish_now()
    assert calls == ["natural", "jumped"]


def test_timeline_finishes_even_when_qt_stops_an_overlapping_animation(qtbot):
    """Qt stops a running property animation when another starts on the same property
    of the same object; the timeline must still finish, or the game would stall."""
    from PySide6.QtCore import Property, QObject

    from bagchen_qt.ui.animation import Timeline

    class Counter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self._value = 0

        def _get(self) -> int:
            return self._value

        def _set(self, value: int) -> None:
            self._value = value

        value = Property(int, _get, _set)

    counter = Counter()
    timeline = Timeline()
    timeline.prop(counter, b"value", 10, 300, 0, start=0)
    timeline.prop(counter, b"value", 20, 300, 100, start=10)  # starts while the first still runs
    timeline.pause_until(600)
    done = []
    with qtbot.waitSignal(timeline.finished, timeout=3000):
        timeline.start(lambda: done.append(True))
    assert done == [True]
    assert timeline.done
