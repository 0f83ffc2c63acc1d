"""The lessons of "Learn to play": every lesson plays to its end by its expected moves,
answers a wrong move and a refused one and lets the learner try again, resumes from its
saved progress, and its prepared deal still shows what it says."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest

from bagchen_qt.core.family import game_named
from bagchen_qt.core.lessons import (
    PLAY_A_REAL_DEAL,
    Claim,
    Expect,
    Illegal,
    Journal,
    Lesson,
    LessonRun,
    NotThis,
    Progress,
    Right,
    Step,
    lesson_named,
    lessons_of,
    parse_target,
    rehearse,
    wrong_legal_move,
)
from bagchen_qt.games import BAGCHEN, BAO_HUANG, TIEN_GOW, listings
from tests.lesson_moves import illegal_move as _illegal_move

ALL_LESSONS = [lesson for known in listings() for lesson in lessons_of(known.name)]
IDS = [lesson.id for lesson in ALL_LESSONS]


def _events(run: LessonRun) -> list[dict[str, Any]]:
    return [run.game.event_to_json(e) for e in run.state.events]


def test_each_game_gives_its_lessons_through_the_catalogue() -> None:
    assert len(lessons_of(BAGCHEN)) == 8
    assert len(lessons_of(TIEN_GOW)) == 4
    assert len(lessons_of(BAO_HUANG)) == 7
    assert len(set(IDS)) == len(IDS)
    for known in listings():
        assert all(lesson.game == known.name for lesson in lessons_of(known.name))
    assert lesson_named(TIEN_GOW, "tien-gow-banker").title == "The banker"
    with pytest.raises(ValueError, match="no lesson"):
        lesson_named(BAGCHEN, "tien-gow-banker")


@pytest.mark.parametrize("lesson", ALL_LESSONS, ids=IDS)
def test_the_prepared_deal_shows_what_the_lesson_says(lesson: Lesson) -> None:
    assert rehearse(lesson) == []


@pytest.mark.parametrize("lesson", ALL_LESSONS, ids=IDS)
def test_a_lesson_plays_to_its_end_and_answers_wrong_moves(lesson: Lesson) -> None:
    run = LessonRun(lesson)
    moves = 0
    while not run.finished:
        assert run.step.say
        parse_target(run.target())  # the table can resolve it
        if not run.expects_move():
            run.next()
            continue
        step, before = run.step_index, _events(run)

        wrong = wrong_legal_move(run)
        assert wrong is not None
        answer = run.answer(wrong)
        assert isinstance(answer, NotThis) and answer.reason
        assert (run.step_index, _events(run)) == (step, before)

        refused = run.answer(_illegal_move(run, run.example()))
        assert isinstance(refused, Illegal) and refused.refusal.code
        assert (run.step_index, _events(run)) == (step, before)

        assert isinstance(run.answer(run.example()), Right)
        assert run.step_index == step + 1 and len(_events(run)) > len(before)
        moves += 1
    assert moves >= 1
    assert lesson.steps[-1].button == PLAY_A_REAL_DEAL


@pytest.mark.parametrize("lesson", ALL_LESSONS, ids=IDS)
def test_progress_resumes_at_the_same_step_with_the_same_deal(lesson: Lesson) -> None:
    run = LessonRun(lesson)
    while not run.finished:
        saved = json.loads(json.dumps(run.progress().to_json()))
        resumed = LessonRun.resume(lesson, Progress.from_json(saved))
        assert resumed.step_index == run.step_index
        assert _events(resumed) == _events(run)
        assert resumed.target() == run.target()
        if run.expects_move():
            move = run.example()
            assert resumed.example() == move
            assert isinstance(run.answer(move), Right) and isinstance(resumed.answer(move), Right)
        else:
            run.next()
            resumed.next()
        assert _events(resumed) == _events(run)  # the same draws after the resume


def test_every_coach_message_is_short() -> None:
    for lesson in ALL_LESSONS:
        for step in lesson.steps:
            sentences = re.findall(r"[.!?](?:\s|$)", step.say)
            assert 1 <= len(sentences) <= 3, (lesson.id, step.say)
            if step.expect is not None:
                assert step.expect.why_not


def test_a_deal_that_does_not_show_the_point_is_caught() -> None:
    from bagchen_qt.games.tiengow.lessons import pairs_and_supreme

    problems = rehearse(pairs_and_supreme(0))
    assert any("supreme pair" in problem for problem in problems)


def test_a_lesson_must_end_by_offering_a_real_deal() -> None:
    with pytest.raises(ValueError, match="real deal"):
        Lesson("x", "X", TIEN_GOW, (Step("Hello."),))


def test_a_run_refuses_a_move_out_of_turn_and_a_button_out_of_place() -> None:
    lesson = lesson_named(TIEN_GOW, "tien-gow-banker")
    run = LessonRun(lesson)
    with pytest.raises(RuntimeError):
        run.answer(run.example() if run.expects_move() else None)
    run.next()
    with pytest.raises(RuntimeError, match="waits"):
        run.next()
    with pytest.raises(ValueError, match="seat 0"):
        run.answer(dataclasses.replace(run.example(), seat=1))


def test_the_journal_remembers_finished_lessons_and_the_one_left() -> None:
    lessons = lessons_of(TIEN_GOW)
    finished = LessonRun(lessons[0])
    while not finished.finished:
        if finished.expects_move():
            finished.answer(finished.example())
        else:
            finished.next()
    left = LessonRun(lessons[1])
    journal = Journal().with_run(finished).with_run(left)
    back = Journal.from_json(json.loads(json.dumps(journal.to_json())))
    assert back == journal
    assert back.finished == {lessons[0].id} and back.current == left.progress()
    with pytest.raises(ValueError):
        Progress.from_json({"lesson": "x", "step": -1, "events": []})
    with pytest.raises(ValueError, match="not"):
        LessonRun.resume(lessons[0], Progress(lessons[1].id, 0, ()))


def test_written_chance_events_are_used_before_the_seed() -> None:
    game = game_named(TIEN_GOW)
    seeded = LessonRun(lesson_named(TIEN_GOW, "tien-gow-banker"))
    written = tuple(game.event_to_json(e) for e in seeded.state.events[:2])  # the dice, the woodpile
    step = Step("Hello.", button=PLAY_A_REAL_DEAL)
    run = LessonRun(Lesson("w", "W", TIEN_GOW, (Step("Look."), step), seed=12345, chance=written))
    assert _events(run)[:2] == list(written)
    assert LessonRun.resume(run.lesson, run.progress())._chance_played == run._chance_played


def test_targets_are_parsed_or_refused() -> None:
    assert parse_target("tiles:3,17") == ("tiles", (3, 17))
    assert parse_target("seat:2") == ("seat", (2,))
    assert parse_target("towers") == ("towers", ())
    assert parse_target("") == ("", ())
    for bad in ("seat:1,2", "tiles:", "tiles:a", "moon", "dice:1"):
        with pytest.raises(ValueError):
            parse_target(bad)


def test_a_claim_or_an_example_that_breaks_is_reported() -> None:
    lesson = lesson_named(TIEN_GOW, "tien-gow-banker")
    never = Claim("never so", lambda state: False)
    broken = dataclasses.replace(
        lesson,
        steps=(
            Step("Look.", claims=(never,)),
            Step("Lead.", expect=Expect(lambda s, e: False, lambda s: None, "No.")),
            lesson.steps[-1],
        ),
    )
    problems = rehearse(broken)
    assert any("never so" in p for p in problems)
    assert any("answered" in p or "Error" in p for p in problems)


def test_every_right_move_is_followed_not_only_the_example() -> None:
    lesson = lesson_named(BAGCHEN, "bagchen-towers")
    first_tower = Claim("the first tower was chosen", lambda state: state.chosen == 0)
    steps = (lesson.steps[0], dataclasses.replace(lesson.steps[1], claims=(first_tower,)), *lesson.steps[2:])
    problems = rehearse(dataclasses.replace(lesson, steps=steps))
    after = "(after ChooseTower(seat=0, tower=1))"
    assert problems == [f"bagchen-towers step 2: not so: the first tower was chosen {after}"]


def test_scripted_moves_are_played_on_entering_their_step() -> None:
    lesson = lesson_named(TIEN_GOW, "tien-gow-banker")
    played = LessonRun(lesson)
    played.next()
    lead = played.example()
    scripted = dataclasses.replace(
        lesson.steps[-1], scripted=(played.game.event_to_json(lead),), claims=(Claim("led", lambda s: True),)
    )
    run = LessonRun(dataclasses.replace(lesson, steps=(lesson.steps[0], scripted)))
    assert lead not in run.state.events
    run.next()
    assert lead in run.state.events and run.finished is False and run.step.button == PLAY_A_REAL_DEAL
