"""The coach of "Learn to play", offscreen: its words, its button, the pointer at the
target the table supplies, and its answers to a right, a wrong and a refused move."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from bagchen_qt.core.lessons import PLAY_A_REAL_DEAL, LessonRun, Progress, lesson_named, wrong_legal_move
from bagchen_qt.games import TIEN_GOW
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
