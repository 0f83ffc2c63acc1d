"""What ``bagchen bench gui --game GAME`` measures of the card table, for any game that
plays there: how much of the window the table takes, texts that do not fit at three
sizes, and the event loop's longest stall while the AI thinks. A game's own bench
adds what only it can say (how large its hand's pieces are drawn)."""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication

from bagchen_qt.core.family import game_named
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.clipped import clipped_texts
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.table_bench import in_every_language, min_text_px, plate_distances, private_settings

from .face import CardTableFace
from .session_panel import SHOWN_KEY
from .window import CardTableWindow

SIZES = ((1024, 700), (1600, 1000), (2560, 1440))
SHARE_SIZES = ((1024, 700), (1600, 1000))
NAMES = ("Dolma", "Tenzin", "Pema", "Norbu", "Karma", "Sonam", "Lhamo", "Jampa")
STALL_LEVEL = "hard"
TICK_MS = 5
SETTLE_MS = 150  # into a decision's thinking, the table has drawn the move before it


def application() -> QApplication:
    """The application the bench runs in: offscreen where there is no display."""
    if QApplication.instance() is None and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from bagchen_qt.ui.app import application as bagchen_application

    return bagchen_application()


def wait_until(condition: Callable[[], bool], timeout_s: float) -> bool:
    """Run the event loop until ``condition()`` holds (looked at every 10 ms) or
    ``timeout_s`` has passed; returns ``condition()``."""
    end = time.monotonic() + timeout_s
    loop = QEventLoop()
    check = QTimer()
    check.setInterval(10)
    check.timeout.connect(lambda: loop.quit() if condition() or time.monotonic() > end else None)
    check.start()
    if not condition():
        loop.exec()
    check.stop()
    return condition()


def table(game: str, level: str | None, seed: int = 11) -> FamilyTable:
    """A session of ``game``: the human at the first seat (none when ``level`` is None is
    not asked: every other seat plays at ``level``, Random by default)."""
    definition = game_named(game)
    rules = definition.rules_from("")
    count = definition.seat_count(rules)
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai(level or "random", {"seed": seed + i}, name=NAMES[i]) for i in range(1, count)
    )
    return FamilyTable(game, rules, seats, "", seed)


def window_at_turn(
    game: str, size: tuple[int, int], face: CardTableFace | None = None, panel: bool = False
) -> CardTableWindow:
    """A card table window of ``size``, shown, the human to act in a fresh deal (the
    session panel remembered open when ``panel``: it reopens only on a window large
    enough for both)."""
    window = CardTableWindow(table(game, None), "instant", face=face)
    window.controller.ai_delay_ms = 0
    window.session.hide()  # the table as it first opens, whatever panel the player keeps shown
    window.resize(*size)
    window.start()
    wide = 0.5 if panel else 0.9  # of the window: the view, once the window has its size
    if not wait_until(lambda: bool(window.legal) and window.view.viewport().width() > wide * size[0], 60.0):
        raise RuntimeError(f"the card table of {game} did not come to the human's turn")
    QApplication.processEvents()
    return window


def close(window: CardTableWindow) -> None:
    window.controller.stop()
    window.close()
    window.deleteLater()


def table_share(window: CardTableWindow) -> float:
    """The felt's share of the window: the view's area over the window's."""
    viewport = window.view.viewport()
    return viewport.width() * viewport.height() / (window.width() * window.height())


def plate_figures(window: CardTableWindow) -> list[dict[str, float]]:
    """Each seat's plate's distance to its own hand (the backs by it, or your hand) and
    to the nearest other, in the view's pixels."""
    scene = window.scene
    hands = [scene.hand_items(seat) for seat in range(len(scene.plates))]
    return plate_distances(window.view, scene.plates, hands)


def measure_fit(game: str, per_size: Callable[[CardTableWindow], dict[str, Any]] | None = None) -> dict[str, Any]:
    """The table's share of the window, the texts that do not fit, the smallest text and
    each plate's distances to the hands at each size (the table at the human's turn), and
    ``per_size``'s figures of each size's window."""
    shares: dict[str, float] = {}
    clipped: dict[str, list[str]] = {}
    extra: dict[str, dict[str, Any]] = {}
    smallest: dict[str, float] = {}
    plates: dict[str, list[dict[str, float]]] = {}
    for width, height in SIZES:
        name = f"{width}x{height}"
        window = window_at_turn(game, (width, height))
        try:
            if (width, height) in SHARE_SIZES:
                shares[name] = round(table_share(window), 3)
            clipped[name] = [str(found) for found in clipped_texts(window)]
            smallest[name] = min_text_px(window, window.view)
            plates[name] = plate_figures(window)
            if per_size is not None:
                extra[name] = per_size(window)
        finally:
            close(window)
    found = [text for texts in clipped.values() for text in texts]
    figures: dict[str, Any] = {
        "table_share": min(shares.values()),
        "table_share_by_size": shares,
        "clipped_texts": len(found),
        "clipped_texts_found": found[:30],
        "min_text_px": smallest["1024x700"],
        "min_text_px_by_size": smallest,
        "plates": plates,
    }
    if per_size is not None:
        figures["by_size"] = extra
    return figures


def measure_panel_share(game: str) -> dict[str, float]:
    """The table's share of the window with the session panel remembered open (where the
    window is large enough, it reopens beside the table), at each size of ``SIZES``."""
    shares = {}
    for width, height in SIZES:
        window = window_at_turn(game, (width, height), panel=True)
        try:
            shares[f"{width}x{height}"] = round(table_share(window), 3)
        finally:
            close(window)
    return shares


def measure_languages(game: str) -> dict[str, Any]:
    """The texts that do not fit, the smallest text and the felt's share of the window,
    at each size, in every language the program speaks (the table at the human's turn:
    a script with taller lines has taller menus and bar)."""

    def at_each_size() -> dict[str, tuple[list[str], float, float]]:
        figures = {}
        for width, height in SIZES:
            window = window_at_turn(game, (width, height))
            try:
                clipped = [str(found) for found in clipped_texts(window)]
                share = table_share(window) if (width, height) in SHARE_SIZES else 1.0
                figures[f"{width}x{height}"] = (clipped, min_text_px(window, window.view), share)
            finally:
                close(window)
        return figures

    by_language = in_every_language(at_each_size)
    found = [
        f"{code} {size}: {text}"
        for code, by_size in by_language.items()
        for size, (texts, _, _) in by_size.items()
        for text in texts
    ]
    return {
        "clipped_texts": len(found),
        "clipped_texts_found": found[:30],
        "clipped_texts_by_language": {
            code: sum(len(texts) for texts, _, _ in by_size.values()) for code, by_size in by_language.items()
        },
        "min_text_px_by_language": {code: by_size["1024x700"][1] for code, by_size in by_language.items()},
        "table_share_by_language": {
            code: round(min(share for _, _, share in by_size.values()), 3) for code, by_size in by_language.items()
        },
    }


def measure_ai_stall(game: str, seconds: float, level: str = STALL_LEVEL) -> dict[str, Any]:
    """The longest gap in a 5 ms tick of the event loop while an AI seat at ``level``
    thinks, over ``seconds`` of a session (at least one decision), once the table has drawn
    the move before; and the longest with that frame."""
    window = CardTableWindow(table(game, level), "instant", demo=False)
    window.controller.ai_delay_ms = 0
    window.resize(1600, 1000)
    thinking: list[int] = [0]  # the number of the decision being thought of (0: none)
    decisions: list[float] = []
    began: list[float] = []

    def on_thinking(_seat: int, on: bool) -> None:
        if on:
            began.append(time.perf_counter())
            thinking[0] = len(began)
        elif began:
            thinking[0] = 0
            decisions.append(time.perf_counter() - began[-1])

    window.controller.thinking.connect(on_thinking)
    ticks: list[tuple[float, int]] = []  # when, and the decision then thought of
    tick = QTimer()
    tick.setTimerType(Qt.TimerType.PreciseTimer)
    tick.setInterval(TICK_MS)
    tick.timeout.connect(lambda: ticks.append((time.perf_counter(), thinking[0])))
    window.controller.humanToAct.connect(lambda legal: QTimer.singleShot(0, lambda: window.play(legal[0])))
    start = time.monotonic()
    try:
        window.start()
        tick.start()
        wait_until(lambda: len(decisions) >= 1 and time.monotonic() - start >= seconds, seconds + 180)
    finally:
        tick.stop()
        close(window)
    # Between two ticks of one decision's thinking. The first of them may wait for the table
    # drawing the move before (its frame, not the AI's doing): as the other tables' benches,
    # which let the table finish painting first, the stall counts from SETTLE_MS into the thinking.
    pairs = [(a, b, began[was - 1]) for (a, was), (b, now) in zip(ticks, ticks[1:], strict=False) if was and now == was]
    gaps = [(b - a) * 1000 for a, b, start in pairs if a - start >= SETTLE_MS / 1000]
    with_frame = [(b - a) * 1000 for a, b, _ in pairs]
    return {
        "max_stall_ms": round(max(max(gaps, default=0.0) - TICK_MS, 0.0), 2),
        "max_stall_with_move_frame_ms": round(max(max(with_frame, default=0.0) - TICK_MS, 0.0), 2),
        "ai_decisions": len(decisions),
        "ai_think_ms_median": round(sorted(decisions)[len(decisions) // 2] * 1000, 1) if decisions else 0.0,
        "stall_level": level,
    }


def bench_card_table(
    game: str, seconds: float, per_size: Callable[[CardTableWindow], dict[str, Any]] | None = None
) -> dict[str, Any]:
    """Every figure of the card table of ``game``."""
    app = application()
    stall = measure_ai_stall(game, seconds)
    with private_settings():  # a first launch: the session panel closed
        fit = measure_fit(game, per_size)  # last: the windows it leaves to the collector cost the stall nothing
        languages = measure_languages(game)
    with private_settings(**{SHOWN_KEY.replace("/", "__"): True}):
        remembered = measure_panel_share(game)
    return {
        **fit,
        **languages,
        "table_share_panel_open": remembered,
        "min_text_px": min(fit["min_text_px"], *languages["min_text_px_by_language"].values()),
        "table_share": min(fit["table_share"], *languages["table_share_by_language"].values()),
        **stall,
        "platform": app.platformName(),
        "python": platform.python_version(),
    }
