"""``bagchen bench gui``: how fast the window starts, how smoothly the deal animates, and
whether the window keeps responding while an AI seat thinks.

* Start-up: the table window (as ``bagchen demo`` opens it, with the records kept in
  memory) and a bare PySide6 window are each started as a fresh ``python -c`` process,
  in turns, several times; a start-up is the time from launching the process to the
  end of the first frame the window paints. ``startup_ratio`` compares the medians.
  The table window paints its shell first (the felt and the title), then builds the
  table: ``table_ready_s`` is the time to the end of the first frame of the table itself.
* Frames: the table deals at normal speed (the shuffle, the towers built, the dice,
  the towers taken) in a view the size of the window's; ``frame_ms`` is the time
  between successive frames while an animation runs, ``render_ms`` the time spent
  painting each one.
* Fit: the table window as a first launch shows it (no settings yet: the session panel
  closed, the tiles at their usual size), at 1024 x 700, 1600 x 1000 and 2560 x 1440,
  with a hand dealt: ``table_share`` is the share of the window's area (menus and bars
  included) covered by the table's felt at 1600 x 1000 and, in every language, at
  1024 x 700 and 1600 x 1000 (the least of them; ``table_share_by_language``),
  ``table_share_panel_open`` the same with the session panel remembered open;
  ``hand_tile_height_px`` the height on screen of a tile's face in the player's hand
  (device-independent pixels); ``min_text_px`` the smallest text on the window at
  1024 x 700 (``min_text_px_by_size`` at each size) and ``plates``, each seat's plate's
  distance to its own hand and to the nearest other (``ui/table_bench.py``).
* Stall: a Hard AI seat thinks in the worker process (``DecisionWorker``), polled as the
  table polls it, while the table shows its turn and "thinking"; a timer ticks every
  5 ms in the window's process, and ``max_stall_ms`` is its longest gap between ticks
  minus 5 ms.
* Past deals: ``browser_open_10k_s`` is the time the replay window takes to open over
  ``BROWSER_DEALS`` (10,000) recorded deals until its list shows (target: at most
  0.5 s; ``replay.bench``).
* Clipped texts: ``clipped_texts`` counts the labels, buttons, titles and captions
  whose text does not fit its space, on the table, the recap, the new-session dialog,
  the replay window and the rules window at 1024×700, 1600×1000 and 2560×1440
  (Bagchen's ``clipped_screens``); ``clipped_texts_found`` says which.

Runs on the platform Qt finds (offscreen when there is no display).
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, QRectF, Qt, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication

from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.games.bagchen.rules.actions import DiscardAny, Event
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions, sample_chance, sample_discard
from bagchen_qt.games.bagchen.table.clipped_screens import measure_clipped_texts
from bagchen_qt.games.bagchen.table.table_scene import TableScene
from bagchen_qt.ui.animation import Speed
from bagchen_qt.ui.app import DEMO_NAMES, application
from bagchen_qt.ui.replay.bench import browser_open_over
from bagchen_qt.ui.table_view import TableView

DEAL_SPEED: Speed = "normal"
DEALING_PHASES = frozenset({Phase.SHUFFLE, Phase.CHOOSE_TOWER, Phase.DEAL_DICE})
VIEW_SIZE = (1440, 860)  # the table's part of the window at its usual size (the session panel closed)
TICK_MS = 5
STALL_LEVEL = "hard"
BROWSER_DEALS = 10_000

# Each probe prints the monotonic clock (shared by all processes) once its window's
# central widget has painted its first frame; the bare one leaves then, the table's
# once its table has painted a frame too.
_FIRST_FRAME = """
import os, time
from PySide6.QtCore import QEvent, QObject, QTimer

class _FirstFrame(QObject):
    def __init__(self, widget, then):
        super().__init__()
        self.widget, self.then, self.seen = widget, then, False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.seen and watched is self.widget():
            self.seen = True
            QTimer.singleShot(0, self.report)  # once this frame is painted
        return False

    def report(self):
        print(repr(time.monotonic()), flush=True)
        self.then()

def leave():
    os._exit(0)
"""

BARE_PROBE = (
    _FIRST_FRAME
    + """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

app = QApplication(sys.argv[:1])
window = QMainWindow()
view = QWidget()
window.setCentralWidget(view)
window.resize(1440, 940)
_first_frame = _FirstFrame(lambda: view, leave)
view.installEventFilter(_first_frame)
window.show()
app.exec()
"""
)

# As ``bagchen demo`` starts (``run_demo``), with the records in memory instead of the
# database; once the table is built (after the first frame), its view is watched too.
TABLE_PROBE = (
    _FIRST_FRAME
    + """
from bagchen_qt.ui.app import application, start_demo
from bagchen_qt.games.bagchen.table.window import MainWindow

def memory_log(config, source):
    from bagchen_qt.records.store import Store
    from bagchen_qt.games.bagchen.table.table_log import TableLog

    return TableLog(Store.memory(), config, source)

def watching_the_table(build):
    def built(self, *args, **kwargs):
        build(self, *args, **kwargs)
        self.view.viewport().installEventFilter(_table_frame)
    return built

MainWindow.build = watching_the_table(MainWindow.build)

def done():
    window.controller.worker.close(timeout=0)  # no AI worker left behind
    leave()

app = application(first_frame_first=True)  # as run_demo
window = start_demo(0, "normal", ["easy"] * 4, 0, 1, open_log=memory_log)
_first_frame = _FirstFrame(window.centralWidget, lambda: None)
_table_frame = _FirstFrame(lambda: window.view.viewport(), done)
window.centralWidget().installEventFilter(_first_frame)
app.exec()
"""
)


def bench_gui(seconds: float) -> dict[str, Any]:
    """Every figure of ``bagchen bench gui``; ``seconds`` is spent on each measurement,
    but the deal animation is always played to its end and the AI given one decision."""
    app = _application()
    startup = measure_startup(runs=max(1, min(7, int(seconds * 2))))
    frames = measure_deal_frames(seconds)
    stall = measure_ai_stall(seconds)
    clipped = measure_clipped_texts()
    browser = {"browser_open_10k_s": round(browser_open_over(BROWSER_DEALS), 3)}
    fit = measure_table_fit()  # last: the windows it leaves to the collector cost the others nothing
    return {
        **startup,
        **fit,
        **frames,
        **stall,
        **clipped,
        **browser,
        "platform": app.platformName(),
        "python": platform.python_version(),
    }


def _application() -> QApplication:
    if QApplication.instance() is None and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return application()


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


# --- start-up ---------------------------------------------------------------------------


def time_startup(probe: str) -> list[float]:
    """Seconds from launching ``python -c probe`` to the end of each frame it reports."""
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=dict(os.environ)
    )
    lines = done.stdout.split()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"the start-up probe failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return [float(line) - start for line in lines]


def measure_startup(runs: int) -> dict[str, float | int]:
    """The table window's and a bare window's start-up, ``runs`` each, taken in turns."""
    table: list[list[float]] = []
    bare: list[list[float]] = []
    for i in range(runs):
        pair = ((BARE_PROBE, bare), (TABLE_PROBE, table))
        for probe, times in pair if i % 2 == 0 else pair[::-1]:
            times.append(time_startup(probe))
    startup = statistics.median(frames[0] for frames in table)
    bare_startup = statistics.median(frames[0] for frames in bare)
    return {
        "startup_s": round(startup, 3),
        "bare_startup_s": round(bare_startup, 3),
        "startup_ratio": round(startup / bare_startup, 2),
        "table_ready_s": round(statistics.median(frames[-1] for frames in table), 3),
        "startup_runs": runs,
    }


# --- how the table fills the window ----------------------------------------------------------

FIT_SIZES = ((1600, 1000), (1024, 700))
SHARE_SIZE = (1600, 1000)
TEXT_SIZES = ((1024, 700), (1600, 1000), (2560, 1440))
SMALL_SIZE = "1024x700"


def _window_figures(size: tuple[int, int]) -> tuple[float, float, dict[str, Any]]:
    """(felt share of the window, face height of a hand tile in pixels, the smallest text
    and each plate's distances to the hands) for a table window of ``size`` showing a dealt
    hand, as a first launch lays it out, or with the session panel remembered open."""
    from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
    from bagchen_qt.games.bagchen.table.controller import TableConfig
    from bagchen_qt.games.bagchen.table.table_demo import demo_states
    from bagchen_qt.games.bagchen.table.table_log import TableLog
    from bagchen_qt.games.bagchen.table.window import MainWindow
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.records.store import Store
    from bagchen_qt.ui.table_bench import min_text_px, plate_distances

    seats = (PlayerSpec.human("You"),) + tuple(PlayerSpec.ai("easy", name=name) for name in DEMO_NAMES[1:4])
    config = TableConfig(RuleSet(), seats, 1)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    try:
        window.resize(*size)
        window.show()
        state = demo_states()["dealt"]
        window.scene.show_event(None, None, state)
        _wait(lambda: window.view.viewport().width() > 0 and window.isVisible(), 5.0)
        QApplication.processEvents()
        view = window.view
        to_view = view.viewportTransform()
        felt = to_view.mapRect(view.sceneRect()).intersected(QRectF(view.viewport().rect()))
        share = felt.width() * felt.height() / (window.width() * window.height())
        item = window.scene.tile_item(state.hands[0][0])
        face = item.mapRectToScene(item.metrics.face_rect(item.pose))
        scene = window.scene
        hands = [[scene.tile_item(t) for t in hand] for hand in state.hands]
        extra = {
            "min_text_px": min_text_px(window, view),
            "plates": plate_distances(view, [scene.panel(seat) for seat in range(4)], hands),
        }
        return share, to_view.mapRect(face).height(), extra
    finally:
        window.close()
        window.deleteLater()


def measure_table_fit() -> dict[str, Any]:
    """``table_share``, ``hand_tile_height_px``, ``min_text_px`` and ``plates``, as a first
    launch opens the window (nothing remembered), and the share with the session panel
    remembered open; ``table_share_by_language`` the least share at 1024 x 700 and
    1600 x 1000 in each language (a script with taller lines has taller menus and bar),
    and ``table_share`` the least of all."""
    from bagchen_qt.ui.table_bench import in_every_language, private_settings
    from bagchen_qt.ui.table_shell import SESSION_PANEL_KEY

    with private_settings():
        figures = {size: _window_figures(size) for size in TEXT_SIZES}
        by_language = in_every_language(lambda: min(_window_figures(size)[0] for size in FIT_SIZES))
    with private_settings(**{SESSION_PANEL_KEY.replace("/", "__"): True}):
        remembered = [_window_figures(size)[0] for size in TEXT_SIZES]
    return {
        "table_share": round(min(figures[SHARE_SIZE][0], *by_language.values()), 3),
        "table_share_by_language": {code: round(share, 3) for code, share in by_language.items()},
        "table_share_panel_open": {
            f"{w}x{h}": round(share, 3) for (w, h), share in zip(TEXT_SIZES, remembered, strict=True)
        },
        "hand_tile_height_px": {f"{w}x{h}": round(figures[(w, h)][1], 1) for w, h in FIT_SIZES},
        "min_text_px": figures[(1024, 700)][2]["min_text_px"],
        "min_text_px_by_size": {f"{w}x{h}": figures[(w, h)][2]["min_text_px"] for w, h in TEXT_SIZES},
        "plates": {f"{w}x{h}": figures[(w, h)][2]["plates"] for w, h in TEXT_SIZES},
    }


# --- frames of the deal animation --------------------------------------------------------------


class _TimedView(TableView):
    """The table's view, noting when each frame starts and how long it takes to paint."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.frames: list[tuple[float, float, bool]] = []  # start, seconds painting, animating

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt API
        start = time.perf_counter()
        super().paintEvent(event)
        self.frames.append((start, time.perf_counter() - start, self.table.is_animating()))


def _wait(condition: Callable[[], bool], timeout_s: float) -> bool:
    """Run the event loop until ``condition()`` holds (looked at every 10 ms) or
    ``timeout_s`` has passed; returns ``condition()``."""
    end = time.monotonic() + timeout_s
    loop = QEventLoop()
    check = QTimer()
    check.setInterval(10)

    def look() -> None:
        if condition() or time.monotonic() > end:
            loop.quit()

    check.timeout.connect(look)
    check.start()
    if not condition():
        loop.exec()
    check.stop()
    return condition()


def _table(levels: list[str | None]) -> tuple[TableScene, _TimedView]:
    scene = TableScene(0, DEMO_NAMES[:4], levels)
    scene.set_speed(DEAL_SPEED)
    scene.set_reduced_motion(False)
    view = _TimedView(scene)
    view.resize(*VIEW_SIZE)
    view.show()
    _wait(lambda: bool(view.frames), 10.0)
    return scene, view


def _show(scene: TableScene, event: Any, before: DealState | None, after: DealState) -> None:
    finished: list[bool] = []

    def note() -> None:
        finished.append(True)

    scene.animationsFinished.connect(note)
    scene.show_event(event, before, after)
    ok = _wait(lambda: bool(finished), 60.0)
    scene.animationsFinished.disconnect(note)
    if not ok:
        raise RuntimeError("the table's animation did not finish within a minute")


def _random_event(state: DealState, rng: random.Random) -> Event:
    """A chance outcome, or a legal decision drawn from ``rng`` (face down: random tiles)."""
    if state.is_chance:
        return sample_chance(state, rng)
    action = rng.choice(legal_actions(state))
    return sample_discard(state, rng) if isinstance(action, DiscardAny) else action


def deal_to_hands(scene: TableScene, rng: random.Random) -> DealState:
    """Show a new deal up to the hands dealt: shuffle, towers, dice, towers taken."""
    state = DealState.new(starter=rng.randrange(4))
    _show(scene, None, None, state)
    while state.phase in DEALING_PHASES:
        event = _random_event(state, rng)
        after = apply(state, event)
        _show(scene, event, state, after)
        state = after
    return state


def measure_deal_frames(seconds: float, seed: int = 2024) -> dict[str, float | int]:
    """Frame times while the table deals, over deals until ``seconds`` have passed."""
    scene, view = _table(["easy"] * 4)
    rng = random.Random(seed)
    start = time.monotonic()
    view.frames.clear()
    deals = 0
    while deals == 0 or time.monotonic() - start < seconds:
        deal_to_hands(scene, rng)
        deals += 1
    frames = view.frames
    gaps = [(b[0] - a[0]) * 1000 for a, b in zip(frames, frames[1:], strict=False) if a[2] and b[2]]
    render = [f[1] * 1000 for f in frames if f[2]]
    view.close()
    if not gaps:
        raise RuntimeError("the deal animation painted no frames")
    return {
        "frame_ms_median": round(statistics.median(gaps), 2),
        "frame_ms_p95": round(_percentile(gaps, 0.95), 2),
        "render_ms_median": round(statistics.median(render), 2),
        "render_ms_p95": round(_percentile(render, 0.95), 2),
        "frames": len(render),
        "deals": deals,
    }


# --- the event loop while the AI thinks ----------------------------------------------------------


def _decision_state(rng: random.Random, scene: TableScene) -> DealState:
    """A dealt hand played on to a lead or a follow with more than one legal action."""
    state = deal_to_hands(scene, rng)
    while not (state.phase in (Phase.LEAD, Phase.FOLLOW) and len(legal_actions(state)) > 1):
        if state.is_over:
            state = deal_to_hands(scene, rng)
            continue
        state = apply(state, _random_event(state, rng))
    scene.show_event(None, None, state)
    return state


def measure_ai_stall(seconds: float, seed: int = 7) -> dict[str, float | int]:
    """The longest gap in a 5 ms tick while a Hard seat decides, over ``seconds`` (at least
    one decision). The worker has started and made one Random decision first, so neither
    its start nor the one-time loading of the AI levels (about 25 ms) counts."""
    scene, view = _table([STALL_LEVEL] * 4)
    scene.set_speed("instant")
    state = _decision_state(random.Random(seed), scene)
    seat = state.to_act
    assert seat is not None
    obs, legal = observation(state, seat), legal_actions(state)
    worker = DecisionWorker()
    try:
        worker.start()
        worker.submit("random", None, obs, legal).result(timeout=60)
        # As at the table: the seat's turn is shown, the table has finished painting.
        scene.set_turn(seat)
        _wait(lambda: False, 0.4)
        ticks: list[float] = []
        tick = QTimer()
        tick.setTimerType(Qt.TimerType.PreciseTimer)
        tick.setInterval(TICK_MS)
        tick.timeout.connect(lambda: ticks.append(time.perf_counter()))
        poll = QTimer()
        poll.setInterval(15)  # as the table's controller polls
        decisions: list[float] = []
        pending: list[Any] = []

        def check() -> None:
            if pending and pending[-1].done():
                decisions.append(pending.pop().elapsed_s or 0.0)
                if time.monotonic() - start < seconds:
                    submit()

        def submit() -> None:
            pending.append(worker.submit(STALL_LEVEL, None, obs, legal))

        poll.timeout.connect(check)
        scene.set_thinking(seat, True)
        start = time.monotonic()
        tick.start()
        poll.start()
        QTimer.singleShot(0, submit)
        _wait(lambda: bool(decisions) and not pending and time.monotonic() - start >= seconds, seconds + 120)
        tick.stop()
        poll.stop()
        scene.set_thinking(seat, False)
        scene.set_turn(None)
    finally:
        worker.close()
        view.close()
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]
    return {
        "max_stall_ms": round(max(max(gaps, default=0.0) - TICK_MS, 0.0), 2),
        "tick_ms_p99": round(_percentile(gaps, 0.99), 2) if gaps else 0.0,
        "ai_decisions": len(decisions),
        "ai_think_ms_median": round(statistics.median(decisions) * 1000, 1) if decisions else 0.0,
    }
