"""The coach of "Learn to play", offscreen: its words, its button, the pointer at the
target the table supplies, and its answers to a right, a wrong and a refused move."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from bagchen_qt.core.lessons import PLAY_A_REAL_DEAL, LessonRun, Progress, lesson_named, lessons_of, wrong_legal_move
from bagchen_qt.games import BAGCHEN, BAO_HUANG, TIEN_GOW
from bagchen_qt.ui.coach import GLOW_MARGIN, TRY_AGAIN, Coach

TARGET = QRectF(300, 200, 120, 60)


def _coach(qtbot) -> tuple[Coach, list[str], list[dict], QWidget]:
    table = QWidget()
    table.resize(800, 600)
    qtbot.addWidget(table)
    asked: list[str] = []
    saved: list[dict] = []

    def resolve(target: str) -> QRectF | None:
        asked.append(target)
        return TARGET if target else None

    coach = Coach(LessonRun(lesson_named(TIEN_GOW, "tien-gow-banker")), table, resolve, lambda r: f"No: {r}")
    coach.progressed.connect(saved.append)
    table.show()
    coach.start()
    return coach, asked, saved, table  # the table keeps the coach's widgets alive


def test_the_coach_says_the_step_and_points_at_its_target(qtbot) -> None:
    coach, asked, saved, _table = _coach(qtbot)
    assert coach.bubble.words.text() == coach.run.step.say
    assert coach.bubble.button.isVisible() and coach.bubble.button.text() == "Next"
    assert asked == ["banker"] and coach.pointer.target == TARGET and coach.pointer.isVisible()
    tip = coach.pointer.arrow_tip()
    assert tip is not None and TARGET.adjusted(-7, -7, 7, 7).contains(tip)
    assert Progress.from_json(saved[-1]).step == 0
    image = coach.pointer.grab().toImage()
    on_glow = image.pixelColor(int(TARGET.left() - GLOW_MARGIN), int(TARGET.center().y()))
    inside = image.pixelColor(int(TARGET.center().x()), int(TARGET.center().y()))
    assert on_glow.alpha() > 200 and inside.alpha() == 0  # a ring round the target, which stays visible
    coach.pointer.point_at(None, None)
    assert not coach.pointer.isVisible()


def test_a_wrong_move_is_answered_and_tried_again_then_the_right_one_goes_on(qtbot) -> None:
    coach, asked, saved, _table = _coach(qtbot)
    with qtbot.waitSignal(coach.dealt, timeout=1000):
        coach.bubble.button.click()
    assert not coach.bubble.button.isVisible()  # the step waits for a move
    wrong = wrong_legal_move(coach.run)
    coach.learner_moved(wrong)
    assert coach.bubble.words.text() == coach.run.step.expect.why_not
    assert coach.bubble.button.text() == TRY_AGAIN
    coach.bubble.button.click()
    assert coach.bubble.words.text() == coach.run.step.say
    refused = coach.learner_moved(type(wrong)(seat=0, tiles=(31,)))
    assert coach.bubble.words.text().startswith("No: ") and refused.refusal is not None
    coach.bubble.button.click()
    with qtbot.waitSignal(coach.dealt, timeout=1000):
        coach.learner_moved(coach.run.example())
    assert coach.bubble.words.text().startswith("Right")
    assert coach.bubble.button.text() == PLAY_A_REAL_DEAL
    with qtbot.waitSignal(coach.finished, timeout=1000):
        coach.bubble.button.click()
    assert coach.run.finished and Progress.from_json(saved[-1]).step == 3


def _clear_of_the_caption(window: Any) -> list[str]:
    """What the coach covers at this step: a caption, a trick's tag, a seat's plate, the
    target or a piece under its bubble; its arrow across a caption or a tag; its frame
    off the visible table, across a caption, a tag or a plate that is not its target
    (empty: nothing)."""
    from bagchen_qt.ui.coach import FRAME_REACH, crosses

    mode = window.lesson
    coach = mode.coach
    coach.repoint()
    bubble = QRectF(coach.bubble.geometry())
    target, frame = coach.pointer.target, coach.pointer.frame
    where = f"{mode.run.lesson.id} step {mode.run.step_index + 1}"
    found = []
    tip = coach.pointer.arrow_tip()
    for clear in mode.keep_clear():
        if bubble.intersects(clear):
            found.append(f"{where}: the bubble covers a caption or a tag")
        if tip is not None and crosses(bubble.center(), tip, clear):
            found.append(f"{where}: the arrow crosses a caption or a tag")
    plates = mode._plates()
    if any(bubble.intersects(plate) for plate in plates):
        found.append(f"{where}: the bubble covers a plate")
    # Where no place is free of them (Bao Huang's emperor at 1024×700), the bubble may
    # hide an edge of some pieces, never most of one.
    if any(_area(bubble.intersected(piece)) > _area(piece) / 5 for piece in mode._pieces()):
        found.append(f"{where}: the bubble covers a piece")
    if target is None or frame is None:
        return found
    # A target made of pieces (the hand) is covered where one of them is; its empty
    # band may hold the bubble.
    inside = [piece for piece in mode._pieces() if target.contains(piece)]
    if any(bubble.intersects(piece) for piece in inside) or (not inside and bubble.intersects(frame)):
        found.append(f"{where}: the bubble covers its target")
    reach = frame.adjusted(-FRAME_REACH, -FRAME_REACH, FRAME_REACH, FRAME_REACH)
    if not QRectF(window.centralWidget().rect()).adjusted(-0.5, -0.5, 0.5, 0.5).contains(reach):
        found.append(f"{where}: the frame runs off the window")
    inside = frame.adjusted(FRAME_REACH, FRAME_REACH, -FRAME_REACH, -FRAME_REACH)
    for other in [*plates, *mode.keep_clear()]:
        shared = other.intersected(target)
        mostly_the_target = shared.width() * shared.height() >= 0.5 * target.width() * target.height()
        if not mostly_the_target and reach.intersects(other) and not inside.contains(other):
            found.append(f"{where}: the frame crosses a plate, a caption or a tag")
    return found


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0


def _walk(qtbot, lesson: Any, size: tuple[int, int]) -> list[str]:
    """Play ``lesson`` by its example moves in a window of ``size``, and say what the coach
    covers at each step."""
    from bagchen_qt.ui import app

    window = app.open_lesson(lesson, speed="instant")
    qtbot.addWidget(window)
    window.resize(*size)
    run = window.lesson.run
    problems: list[str] = []
    while True:
        qtbot.waitUntil(lambda: window.controller.state.events == run.state.events, timeout=20000)
        qtbot.wait(0)  # the table laid out after the last event
        problems += _clear_of_the_caption(window)
        if run.step_index >= len(run.lesson.steps) - 1:
            break
        if run.expects_move():
            qtbot.waitUntil(lambda: bool(getattr(window, "_legal", None) or getattr(window, "legal", None)))
            (window._play if hasattr(window, "_play") else window.play)(run.example())
        else:
            window.lesson.coach.bubble.button.click()
    window.close()
    return problems


@pytest.mark.parametrize("game", [BAGCHEN, TIEN_GOW, BAO_HUANG])
def test_the_coach_covers_neither_the_caption_nor_its_target(qtbot, game) -> None:
    """At every step of every lesson, at the table's usual size and at the smallest."""
    for size in ((1440, 940), (1024, 700)):
        problems = [problem for lesson in lessons_of(game) for problem in _walk(qtbot, lesson, size)]
        assert problems == [], (size, problems)


def test_the_bubble_is_as_tall_as_its_words_need(qtbot) -> None:
    """A long step's words are never cut: the label is as tall as its wrapped lines at
    the width it is laid out at, left to right and right to left."""
    from PySide6.QtCore import Qt

    from bagchen_qt.ui.coach import NEXT, CoachBubble

    words = " ".join(["Your hand is laid out by rank, each suit from the highest down."] * 6)
    for direction in (Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft):
        bubble = CoachBubble()
        qtbot.addWidget(bubble)
        bubble.setLayoutDirection(direction)
        bubble.say(words, NEXT)
        bubble.show()
        label = bubble.words
        assert label.height() >= label.heightForWidth(label.width()) > 5 * label.fontMetrics().height()
        assert bubble.height() >= label.geometry().bottom()
        assert bubble.width() <= bubble.maximumWidth()
        wide = bubble.height()
        bubble.setMaximumWidth(bubble.maximumWidth() // 2)  # narrower, it wraps more: taller
        bubble.fit()
        assert bubble.height() > wide and label.height() >= label.heightForWidth(label.width())
        assert bubble.height() >= label.geometry().bottom()


def test_the_frame_keeps_inside_the_table_and_off_what_is_not_its_target() -> None:
    from bagchen_qt.ui.coach import FRAME_REACH, frame_round

    hand = QRectF(100, 536, 820, 104)
    plate = QRectF(0, 490, 128, 55)  # beside the hand's top left corner
    frame = frame_round(hand, QRectF(0, 0, 1024, 650), [plate])
    assert frame.left() < hand.left() and frame.right() > hand.right()  # round every tile still
    assert frame.top() >= plate.bottom() + FRAME_REACH  # its top moved down past the plate
    assert frame.bottom() + FRAME_REACH <= 650  # inside the table
    trick = QRectF(425, 195, 175, 190)
    caption = QRectF(425, 185, 175, 28)  # over the trick's top: not the trick
    tag = QRectF(588, 328, 96, 24)  # beside the winning play
    frame = frame_round(trick, None, [caption], [tag])
    assert frame.top() >= caption.bottom() + FRAME_REACH and frame.contains(tag)
    seat = QRectF(0, 490, 128, 55)
    assert frame_round(seat, None, [seat]) == seat.adjusted(-GLOW_MARGIN, -GLOW_MARGIN, GLOW_MARGIN, GLOW_MARGIN)
