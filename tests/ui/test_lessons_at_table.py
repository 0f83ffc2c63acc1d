"""Learn to play at the real tables, offscreen: a lesson chosen from the Help menu, played
to its end by its example moves at Bagchen's table and at Tien Gow's, a wrong move
answered and tried again, a lesson left and resumed, "Play a real deal now"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from bagchen_qt.core.lessons import (
    PLAY_A_REAL_DEAL,
    Illegal,
    NotThis,
    Right,
    lesson_named,
    lessons_of,
    wrong_legal_move,
)
from bagchen_qt.games import BAGCHEN, BAO_HUANG, TIEN_GOW
from bagchen_qt.ui import app
from bagchen_qt.ui.coach import TRY_AGAIN
from bagchen_qt.ui.lesson_chooser import FINISHED_MARK, LessonChooser
from bagchen_qt.ui.settings import AppSettings
from tests.lesson_moves import illegal_move

OPEN_LESSON = app.open_lesson


def _choose(monkeypatch, row: int) -> None:
    """The chooser answers at once with the lesson in ``row``."""

    def exec_(chooser: LessonChooser) -> int:
        chooser.list.setCurrentRow(row)
        return 1

    monkeypatch.setattr(LessonChooser, "exec", exec_)


def _opened(qtbot, monkeypatch, window: QWidget, row: int) -> Any:
    """The lesson window ``window``'s Help → Learn to play opens for the lesson in ``row``."""
    _choose(monkeypatch, row)
    opened: list[QWidget] = []
    monkeypatch.setattr(app, "open_lesson", lambda *a: opened.append(OPEN_LESSON(*a, speed="instant")) or opened[-1])
    learn = next(a for a in window.menuBar().actions()[-1].menu().actions() if "Learn to play" in a.text())
    learn.trigger()
    assert opened, "the Help menu opened no lesson"
    lesson_window = opened[-1]
    qtbot.addWidget(lesson_window)
    return lesson_window


def _legal(window: Any) -> list[Any]:
    """The learner's decisions the table offers now (the card table keeps them in ``legal``)."""
    return list(window._legal if hasattr(window, "_legal") else window.legal)


def _move(window: Any, action: Any) -> None:
    """The learner's move, as the table's buttons make it."""
    (window._play if hasattr(window, "_play") else window.play)(action)


def _waiting(window: Any) -> bool:
    """The table waits for the learner: the coach's button, or the learner's move."""
    coach = window.lesson.coach
    if coach.bubble.button.isVisible():
        return True
    state = window.controller.state
    return bool(_legal(window)) and len(state.events) == len(window.lesson.run.state.events)


def _play_on(qtbot, window: Any, steps: int | None = None) -> None:
    """Play the lesson by its example moves: ``steps`` steps, or to its last one."""
    run = window.lesson.run
    stop = len(run.lesson.steps) - 1 if steps is None else run.step_index + steps
    while run.step_index < stop:
        qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
        before = run.step_index
        if run.expects_move():
            _move(window, run.example())
            assert isinstance(window.lesson.coach.last_answer, Right)
        else:
            window.lesson.coach.bubble.button.click()
        assert run.step_index == before + 1


def _finish(qtbot, window: Any) -> list[str]:
    _play_on(qtbot, window)
    bubble = window.lesson.coach.bubble
    qtbot.waitUntil(lambda: bubble.button.isVisible(), timeout=20000)
    assert bubble.button.text() == PLAY_A_REAL_DEAL
    # The table plays out the lesson's deal to where the coach is.
    qtbot.waitUntil(lambda: window.controller.state.events == window.lesson.run.state.events, timeout=20000)
    asked: list[str] = []
    window.realDealAsked.disconnect()
    window.realDealAsked.connect(asked.append)
    bubble.button.click()
    return asked


@pytest.fixture
def start_screen(qtbot) -> Any:
    from bagchen_qt.games.bagchen.table.window import MainWindow

    window = app._connected(MainWindow(), BAGCHEN)
    qtbot.addWidget(window)
    window.show_empty_table()
    window.show()
    return window


def test_the_start_screen_offers_to_learn(start_screen) -> None:
    shell = start_screen.centralWidget()
    assert shell.learn_button.text() == "Learn to play" and shell.learn_button.isVisible()
    help_texts = [a.text() for a in start_screen.help_menu.actions()]
    assert "&Learn to play…" in help_texts


def test_a_bagchen_lesson_is_played_to_its_end_at_the_real_table(qtbot, monkeypatch, start_screen) -> None:
    window = _opened(qtbot, monkeypatch, start_screen, 1)
    assert type(window).__name__ == "MainWindow" and window.lesson.run.lesson.id == lessons_of(BAGCHEN)[1].id
    assert window.lesson.coach.pointer.target is not None or not window.lesson.run.target()
    assert _finish(qtbot, window) == [BAGCHEN]
    assert lessons_of(BAGCHEN)[1].id in AppSettings().lessons_journal(BAGCHEN).finished
    chooser = LessonChooser(BAGCHEN)
    assert chooser.list.item(1).text().startswith(FINISHED_MARK)


def test_a_wrong_move_is_answered_and_does_not_reach_the_rules(qtbot, monkeypatch, start_screen) -> None:
    window = _opened(qtbot, monkeypatch, start_screen, 1)  # beating: the second step asks a beat
    run = window.lesson.run
    while not run.expects_move():
        _play_on(qtbot, window, 1)
    qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
    wrong = wrong_legal_move(run)
    assert wrong is not None
    events = len(window.controller.state.events)
    window._play(wrong)
    coach = window.lesson.coach
    assert isinstance(coach.last_answer, NotThis)
    assert coach.bubble.words.text() == coach.last_answer.reason
    assert coach.bubble.button.text() == TRY_AGAIN
    assert len(window.controller.state.events) == events == len(run.state.events)
    qtbot.waitUntil(lambda: bool(_legal(window)), timeout=5000)  # asked again
    coach.bubble.button.click()
    assert coach.bubble.words.text() == run.step.say
    window._play(run.example())
    assert isinstance(coach.last_answer, Right)


def test_a_tien_gow_lesson_is_left_and_resumed_at_its_table(qtbot, monkeypatch) -> None:
    from bagchen_qt.ui.family_controller import FamilyTable
    from bagchen_qt.ui.settings import AppSettings

    banker = lesson_named(TIEN_GOW, "tien-gow-banker")
    row = [lesson.id for lesson in lessons_of(TIEN_GOW)].index(banker.id)
    table = app.family_config(TIEN_GOW, "")
    assert isinstance(table, FamilyTable)
    table_window = app.open_family_table(table, "instant")
    qtbot.addWidget(table_window)
    window = _opened(qtbot, monkeypatch, table_window, row)
    assert window.lesson.run.lesson.id == banker.id
    qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
    assert window.lesson.coach.pointer.target is not None  # the banker's plate
    _play_on(qtbot, window, 1)
    left_at = window.lesson.run.step_index
    window.close()
    journal = AppSettings().lessons_journal(TIEN_GOW)
    assert journal.current is not None and journal.current.lesson == banker.id and journal.current.step == left_at
    chooser = LessonChooser(TIEN_GOW)
    assert "resume" in chooser.list.item(row).text()
    resumed = _opened(qtbot, monkeypatch, table_window, row)
    assert resumed.lesson.run.step_index == left_at
    assert resumed.lesson.run.state.events == window.lesson.run.state.events
    assert _finish(qtbot, resumed) == [TIEN_GOW]
    journal = AppSettings().lessons_journal(TIEN_GOW)
    assert banker.id in journal.finished and journal.current is None


@pytest.mark.parametrize("game", [BAGCHEN, TIEN_GOW, BAO_HUANG])
def test_every_lesson_plays_to_its_end_at_the_real_table(qtbot, game) -> None:
    for lesson in lessons_of(game):
        window = app.open_lesson(lesson, speed="instant")
        qtbot.addWidget(window)
        assert _finish(qtbot, window) == [game], lesson.id
        window.close()


@pytest.mark.parametrize(
    ("lesson_id", "words"),
    [
        ("tien-gow-pairs", ("Lead the supreme pair", "nothing can beat it")),
        ("tien-gow-suits", ("Beat with", "of the same sort")),
        ("tien-gow-last-trick", ("Beat with", "last trick wins the deal")),
        ("tien-gow-banker", ("Lead ", "counts as that many tricks")),
    ],
)
def test_the_tien_gow_hint_says_why_the_play(qtbot, lesson_id, words) -> None:
    """The hint's words for the move each lesson teaches, on the lesson's prepared deal."""
    window = app.open_lesson(lesson_named(TIEN_GOW, lesson_id), speed="instant")
    qtbot.addWidget(window)
    run = window.lesson.run
    while not run.expects_move():
        _play_on(qtbot, window, 1)
    qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
    said = window.hint_words(run.example())
    assert all(word in said for word in words), said


def _at_first_move(qtbot, window: Any) -> Any:
    """The lesson's first step that asks a move, the table waiting for it."""
    run = window.lesson.run
    while not run.expects_move():
        _play_on(qtbot, window, 1)
    qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
    return run


@pytest.mark.parametrize("game", [BAGCHEN, TIEN_GOW, BAO_HUANG])
def test_a_move_the_rules_refuse_is_answered_with_their_reason_and_retried(qtbot, game) -> None:
    lesson = lessons_of(game)[1]
    window = app.open_lesson(lesson, speed="instant")
    qtbot.addWidget(window)
    run = _at_first_move(qtbot, window)
    refused = illegal_move(run, run.example())
    events = len(window.controller.state.events)
    _move(window, refused)
    coach = window.lesson.coach
    answer = coach.last_answer
    assert isinstance(answer, Illegal)
    assert coach.bubble.words.text() == coach.say_refusal(answer.refusal) != ""
    assert coach.bubble.button.text() == TRY_AGAIN
    assert len(window.controller.state.events) == events == len(run.state.events)
    qtbot.waitUntil(lambda: bool(_legal(window)), timeout=5000)  # asked again
    coach.bubble.button.click()
    assert coach.bubble.words.text() == run.step.say
    _move(window, run.example())
    assert isinstance(coach.last_answer, Right)


def test_the_card_table_sends_a_refused_selection_to_the_coach(qtbot) -> None:
    """At the card table a selection no play uses is offered to the coach by the Play
    button, and the coach says the rules' reason (here: one card where three are to beat)."""
    window = app.open_lesson(lesson_named(BAO_HUANG, "bao-huang-beating"), speed="instant")
    qtbot.addWidget(window)
    run = _at_first_move(qtbot, window)
    assert len(run.state.top.cards) >= 2
    lowest = window.scene.hand()[-1]  # the columns run from the jokers down to the 6s
    window.scene.set_selection([lowest])
    buttons, reason = window.offers([lowest])
    assert reason
    play = next(action for text, action, allowed in buttons if text == "Play" and allowed)
    window.play(play)
    coach = window.lesson.coach
    assert isinstance(coach.last_answer, Illegal) and coach.bubble.button.text() == TRY_AGAIN
    assert coach.bubble.words.text() == reason


def test_bao_huang_lessons_are_offered_at_its_table(qtbot, monkeypatch) -> None:
    table = app.family_config(BAO_HUANG, "")
    table_window = app.open_family_table(table, "instant")
    qtbot.addWidget(table_window)
    window = _opened(qtbot, monkeypatch, table_window, 3)
    assert type(window).__name__ == "CardTableWindow"
    assert window.lesson.run.lesson.id == lessons_of(BAO_HUANG)[3].id
    qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
    coach = window.lesson.coach
    assert coach.pointer.target is not None  # the emperor card in the hand
    assert not coach.bubble.geometry().intersects(coach.pointer.target.toRect())
    assert _finish(qtbot, window) == [BAO_HUANG]


def test_the_tribute_caption_names_the_seats_as_their_plates_do(qtbot) -> None:
    window = app.open_lesson(lesson_named(BAO_HUANG, "bao-huang-tribute"), speed="instant")
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: _waiting(window), timeout=20000)
    caption = window.scene.caption.text
    assert caption.startswith("Tribute: ") and "seat" not in caption, caption
    givers = [name for seat, name in enumerate(window.names) if seat != window.you and f"{name} pays" in caption]
    assert len(givers) >= 2, caption
