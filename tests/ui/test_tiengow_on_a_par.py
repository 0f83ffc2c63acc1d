"""Tien Gow's table has what Bagchen's has: the winning play of the trick outlined and
tagged, Undo and Hint on a tool bar, and a recap that gives each figure once, losses
with a true minus sign."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QToolBar

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW

try:
    game_named(TIEN_GOW)
except ValueError:  # the rules of Tien Gow are not in this checkout
    pytest.skip("no Tien Gow definition in the rules", allow_module_level=True)

from test_tiengow_resume import table

from bagchen_qt.games.tiengow.table.window import TienGowWindow


@pytest.fixture
def window(qtbot):
    window = TienGowWindow(table(seed=5), "instant")
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.show()
    window.start()
    yield window
    window.controller.stop()


def wait_for_turn_or_recap(qtbot, window: TienGowWindow) -> None:
    qtbot.waitUntil(lambda: bool(window._legal) or window.recap is not None, timeout=20000)


def test_the_winning_play_of_the_trick_is_outlined_and_tagged(qtbot, window) -> None:
    rng = random.Random(1)
    marked = 0
    for _turn in range(12):
        wait_for_turn_or_recap(qtbot, window)
        if window.recap is not None:
            break
        picture = window.scene.picture
        marks = window.scene.trick_marks
        trick = picture.trick if picture is not None else None
        if trick is not None and trick.plays and trick.top_seat is not None:
            assert marks.winning_seat == trick.top_seat and marks.lead_seat == trick.leader
            assert not marks.outline_rect().isEmpty()
            assert any("winning" in text for text in marks.tag_texts())
            marked += 1
        else:
            assert marks.outline_rect().isEmpty()
        window._play(rng.choice(window._legal))
    assert marked >= 2


def test_undo_and_hint_are_on_a_tool_bar(window) -> None:
    bar = window.findChild(QToolBar, "playToolBar")
    assert bar is not None and bar.isVisibleTo(window)
    assert window.undo_action in bar.actions() and window.hint_action in bar.actions()


def test_the_recap_gives_each_figure_once_with_a_true_minus(qtbot, window) -> None:
    rng = random.Random(2)
    while window.recap is None:
        wait_for_turn_or_recap(qtbot, window)
        if window.recap is None:
            window._play(rng.choice(window._legal))
    recap = window.recap
    qtbot.waitUntil(recap.isVisible)
    said = recap.head.text() + "\n" + recap.settlement.text()
    for name, _tricks, delta, _chips in recap.rows:
        seat_name = name.split(" (")[0]
        assert f"{seat_name}: " not in said and delta not in said  # the grid's figures, said once
        if delta[0] not in "+0":
            assert delta.startswith("\u2212") and "-" not in delta
    assert any(row[2].startswith("\u2212") for row in recap.rows)  # someone lost
