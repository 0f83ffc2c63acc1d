"""Lessons: prepared deals played at the real table, with a coach who says what matters.

A ``Lesson`` is a deal made the same every time (its chance events drawn from a seed, or
written out) and a series of ``Step``s. A step is a coach's message of two or three
sentences, what it points at (a target the table resolves: ``"tiles:3,17"``,
``"seat:2"``, ``"towers"``, ``"dice"``, ...), and, when the learner is to act, what is
expected of them. A ``LessonRun`` walks a lesson over the game's definition: it plays
the chance events and the other seats, answers the learner's move (``Right``,
``NotThis`` with the coach's reason, ``Illegal`` with the rules' refusal) and leaves the
state as it was after a wrong move, so that the learner tries again. Its ``Progress``
(the lesson, the step, the events so far) is plain JSON, so a lesson can be left and
resumed.

Nothing here names a game: each game gives its lessons through the catalogue's
``lessons`` face (``lessons_of``). The coach's words are English source text; the
window translates them in the context ``TRANSLATION_CONTEXT``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bagchen_qt.core.family import AnyGame, game_named
from bagchen_qt.core.refusals import Refusal

# The context the window translates every lesson's words in (``QCoreApplication.translate``).
TRANSLATION_CONTEXT = "Lessons"
# The last step of every lesson offers this, and the window opens a real deal of the game.
PLAY_A_REAL_DEAL = "Play a real deal now"
NEXT = "Next"

# What a step points at: "tiles:<numbers>", "seat:<n>", or one of the table's named parts.
TARGET_PARTS = ("towers", "dice", "bar", "trick", "hand", "stacks", "chips", "banker")

State = Any
Event = Any
Target = str | Callable[[State], str]


def tiles_target(tiles: Sequence[int]) -> str:
    return "tiles:" + ",".join(str(int(t)) for t in tiles)


def seat_target(seat: int) -> str:
    return f"seat:{seat}"


def parse_target(target: str) -> tuple[str, tuple[int, ...]]:
    """A target as its part and its numbers: ``("tiles", (3, 17))``, ``("seat", (2,))``,
    ``("towers", ())``, or ``("", ())`` for none. ``ValueError`` for anything else."""
    if not target:
        return "", ()
    part, colon, numbers = target.partition(":")
    if part in ("tiles", "seat") and colon:
        try:
            values = tuple(int(n) for n in numbers.split(",") if n)
        except ValueError:
            raise ValueError(f"target {target!r}: the numbers are not whole numbers") from None
        if values and (part == "tiles" or len(values) == 1):
            return part, values
    elif part in TARGET_PARTS and not colon:
        return part, ()
    raise ValueError(f"target {target!r}: not tiles:<numbers>, seat:<n> or one of {', '.join(TARGET_PARTS)}")


@dataclass(frozen=True)
class Expect:
    """What the learner is to do at a step.

    ``right`` accepts the learner's legal move (the state before it, the move);
    ``example`` is the move the coach has in mind, shown when asked and played by the
    tests; ``why_not`` is the coach's answer to a legal move ``right`` does not accept;
    ``well_done`` is said after a right one."""

    right: Callable[[State, Event], bool]
    example: Callable[[State], Event]
    why_not: str
    well_done: str = ""


@dataclass(frozen=True)
class Claim:
    """Something a step says of the deal (``holds`` checks it on the state the step
    opens on), so that a change of the rules that spoils a lesson fails its test."""

    says: str
    holds: Callable[[State], bool]


@dataclass(frozen=True)
class Step:
    """One thing the coach says. On entering the step, its ``scripted`` events are
    played (JSON, in order, chance drawn between them as due), then the chance events
    and the other seats until the learner is to decide or the deal is over."""

    say: str
    target: Target = ""
    expect: Expect | None = None
    scripted: tuple[Mapping[str, Any], ...] = ()
    claims: tuple[Claim, ...] = ()
    button: str = NEXT  # what the learner presses when the step asks no move


def finale(say: str) -> Step:
    """A lesson's last step: its words, and the button that opens a real deal."""
    return Step(say, button=PLAY_A_REAL_DEAL)


@dataclass(frozen=True)
class Lesson:
    """A prepared deal and what the coach says over it."""

    id: str
    title: str
    game: str
    steps: tuple[Step, ...]
    learner: int = 0
    preset: str = ""
    options: Mapping[str, Any] = field(default_factory=dict)
    starter: int = 0
    # What else the deal starts from, by the name the definition's ``new_deal`` takes it
    # (a deal later in a session: who cuts, the tribute owed, ...); empty: a session's first.
    start: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0  # draws every chance event not written out (and the other seats' moves without ``others``)
    chance: tuple[Mapping[str, Any], ...] = ()  # the deal's first chance events, written out (JSON)
    # How the other seats play where no step scripts them: a real player's choice, or
    # None for a draw from the seed. Either way a step's claims hold the deal to its point.
    others: Callable[[State], Event] | None = None
    # The learner's decisions the lesson is not about (a re-deal it does not want, ...):
    # the move to make for them, or None to let them decide.
    routine: Callable[[State], Event | None] = lambda state: None

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError(f"lesson {self.id}: no steps")
        last = self.steps[-1]
        if last.expect is not None or last.button != PLAY_A_REAL_DEAL:
            raise ValueError(f"lesson {self.id}: the last step must offer {PLAY_A_REAL_DEAL!r}")


# --- answers to the learner's move --------------------------------------------------------


@dataclass(frozen=True)
class Right:
    said: str  # the step's well-done words, possibly empty


@dataclass(frozen=True)
class NotThis:
    reason: str  # the coach's words: a legal move, but not the one this step teaches


@dataclass(frozen=True)
class Illegal:
    refusal: Refusal  # the rules' reason; the window says it as it says any refusal


Answer = Right | NotThis | Illegal


# --- progress -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Progress:
    """Where a learner is in a lesson: enough to resume it exactly."""

    lesson: str
    step: int
    events: tuple[Mapping[str, Any], ...]

    def to_json(self) -> dict[str, Any]:
        return {"lesson": self.lesson, "step": self.step, "events": [dict(e) for e in self.events]}

    @classmethod
    def from_json(cls, value: Any) -> Progress:
        if not isinstance(value, dict):
            raise ValueError("lesson progress must be an object")
        lesson, step, events = value.get("lesson"), value.get("step"), value.get("events")
        if not isinstance(lesson, str) or type(step) is not int or step < 0 or not isinstance(events, list):
            raise ValueError("lesson progress needs a lesson (text), a step (a whole number) and events (a list)")
        return cls(lesson, step, tuple(events))


@dataclass(frozen=True)
class Journal:
    """Every lesson a learner has finished, and the one left half-way, if any."""

    finished: frozenset[str] = frozenset()
    current: Progress | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "finished": sorted(self.finished),
            "current": self.current.to_json() if self.current else None,
        }

    @classmethod
    def from_json(cls, value: Any) -> Journal:
        if not isinstance(value, dict) or not isinstance(value.get("finished", []), list):
            raise ValueError("the lessons journal must be an object with a list of finished lessons")
        current = value.get("current")
        return cls(
            frozenset(str(name) for name in value.get("finished", [])),
            Progress.from_json(current) if current is not None else None,
        )

    def with_run(self, run: LessonRun) -> Journal:
        """This journal after ``run`` was left, or finished."""
        if run.finished:
            return Journal(self.finished | {run.lesson.id}, None)
        return Journal(self.finished, run.progress())


# --- the run ------------------------------------------------------------------------------


Chooser = Callable[[State], Event]


class LessonRun:
    """One learner going through one lesson. ``others`` chooses the other seats' moves
    where the lesson scripts none; by default the lesson's own ``others``, else a draw
    from the lesson's seed. A chooser must give the same move for the same state, so
    that the deal is the same every time and a resumed lesson plays on as it would have."""

    def __init__(self, lesson: Lesson, game: AnyGame | None = None, others: Chooser | None = None) -> None:
        self.lesson = lesson
        self.game = game if game is not None else game_named(lesson.game)
        self.rules = self.game.rules_from(lesson.preset, lesson.options)
        self._others = others or lesson.others or self._drawn_move
        self.state: State = self.game.new_deal(self.rules, lesson.starter, **lesson.start)
        self._chance_played = 0  # the lesson's written chance events are used in order
        self.step_index = 0
        self._enter_step()

    @classmethod
    def resume(
        cls, lesson: Lesson, progress: Progress, game: AnyGame | None = None, others: Chooser | None = None
    ) -> LessonRun:
        """The run where ``progress`` left it: its events replayed, at its step."""
        if progress.lesson != lesson.id:
            raise ValueError(f"the progress is of lesson {progress.lesson!r}, not {lesson.id!r}")
        if progress.step > len(lesson.steps):
            raise ValueError(f"lesson {lesson.id} has {len(lesson.steps)} steps, not {progress.step}")
        run = cls.__new__(cls)
        run.lesson = lesson
        run.game = game if game is not None else game_named(lesson.game)
        run.rules = run.game.rules_from(lesson.preset, lesson.options)
        run._others = others or lesson.others or run._drawn_move
        state = run.game.new_deal(run.rules, lesson.starter, **lesson.start)
        run._chance_played = 0
        for index, value in enumerate(progress.events):
            run._chance_played += state.is_chance
            state = run.game.apply(state, run.game.event_from_json(value, f"events[{index}]", run.rules))
        run.state = state
        run.step_index = progress.step
        return run

    # --- what the window shows

    @property
    def finished(self) -> bool:
        return self.step_index >= len(self.lesson.steps)

    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.step_index, len(self.lesson.steps) - 1)]

    def target(self) -> str:
        target = self.step.target
        return target(self.state) if callable(target) else target

    def expects_move(self) -> bool:
        return not self.finished and self.step.expect is not None

    def example(self) -> Event:
        """The move this step has in mind (for "show me"); ``LookupError`` when it asks none."""
        expect = self.step.expect
        if expect is None or self.finished:
            raise LookupError("this step asks no move")
        return expect.example(self.state)

    def progress(self) -> Progress:
        return Progress(self.lesson.id, self.step_index, tuple(self.game.event_to_json(e) for e in self.state.events))

    # --- what the learner does

    def answer(self, event: Event) -> Answer:
        """Answer the learner's move. A right move is played and the lesson goes on; a
        wrong or refused one changes nothing, so the learner may try again."""
        expect = self.step.expect
        if expect is None or self.finished:
            raise RuntimeError("this step asks no move: press its button")
        if getattr(event, "seat", self.lesson.learner) != self.lesson.learner:
            raise ValueError(f"the learner sits at seat {self.lesson.learner}")
        refusal = self.game.refusal_of(self.state, event)
        if refusal is not None:
            return Illegal(refusal)
        if not expect.right(self.state, event):
            return NotThis(expect.why_not)
        self.state = self.game.apply(self.state, event)
        self.step_index += 1
        self._enter_step()
        return Right(expect.well_done)

    def next(self) -> None:
        """Go on from a step that asks no move (its button was pressed)."""
        if self.finished:
            raise RuntimeError("the lesson is over")
        if self.step.expect is not None:
            raise RuntimeError("this step waits for the learner's move")
        self.step_index += 1
        self._enter_step()

    # --- the deal's own course

    def _enter_step(self) -> None:
        if self.finished:
            return
        for value in self.step.scripted:
            self._play_chance()
            self.state = self.game.apply(self.state, self.game.event_from_json(value, "scripted", self.rules))
        self._advance()

    def _advance(self) -> None:
        """Chance, the other seats and the learner's routine decisions, until the
        learner has a decision the lesson cares about, or the deal is over."""
        while not self.state.is_over:
            if self.state.is_chance:
                self._play_chance()
                continue
            if self.state.actor == self.lesson.learner:
                # The routine brings the learner to the moves the lesson asks; once none is
                # left to ask, the deal waits where the last one left it.
                routine = self.lesson.routine(self.state) if self._moves_ahead() else None
                if routine is None:
                    return
                self.state = self.game.apply(self.state, routine)
                continue
            self.state = self.game.apply(self.state, self._others(self.state))

    def _moves_ahead(self) -> bool:
        return any(step.expect is not None for step in self.lesson.steps[self.step_index :])

    def _play_chance(self) -> None:
        while self.state.is_chance and not self.state.is_over:
            written = self._chance_written()
            if written is not None:
                event = self.game.event_from_json(written, "chance", self.rules)
            else:
                event = self.game.sample_chance(self.state, self._rng("chance"))
            self.state = self.game.apply(self.state, event)
            self._chance_played += 1

    def _chance_written(self) -> Mapping[str, Any] | None:
        done = self._chance_played
        return self.lesson.chance[done] if done < len(self.lesson.chance) else None

    def _drawn_move(self, state: State) -> Event:
        return self.game.random_action(state, self._rng("seat"))

    def _rng(self, what: str) -> random.Random:
        # Seeded by the lesson and the number of events so far, so that a resumed run
        # draws exactly what the run it was saved from would have drawn.
        return random.Random(f"{self.lesson.seed}/{what}/{len(self.state.events)}")


def lessons_of(game: str) -> tuple[Lesson, ...]:
    """The lessons a game gives through the catalogue (none when it gives none)."""
    from bagchen_qt.games import face, has_face

    if not has_face(game, "lessons"):
        return ()
    game_named(game)  # every game's rules registered in the catalogue's order before this one's lessons
    return tuple(face(game, "lessons"))


def lesson_named(game: str, lesson_id: str) -> Lesson:
    for lesson in lessons_of(game):
        if lesson.id == lesson_id:
            return lesson
    raise ValueError(f"{game} has no lesson {lesson_id!r}")


def learner_plays_until(
    game: AnyGame, seed: int, until: Callable[[State], bool], chosen: Callable[[State], Event | None]
) -> Callable[[State], Event | None]:
    """A lesson's ``routine`` that plays the learner's moves for them (``chosen``'s, else
    a draw from ``seed``) until ``until`` holds: for a lesson that starts late in a deal."""

    def routine(state: State) -> Event | None:
        if until(state):
            return None
        move = chosen(state)
        if move is not None:
            return move
        return game.random_action(state, random.Random(f"{seed}/learner/{len(state.events)}"))

    return routine


def rehearse(lesson: Lesson, game: AnyGame | None = None, tries: int = 64) -> list[str]:
    """Play ``lesson`` to its end by its example moves and say what does not hold: a
    claim false on its step, an example move refused or not right, a step where no
    wrong legal move could be found among ``tries`` draws, a lesson that does not end.
    At each step the other right moves found among the draws are played too, each
    followed by the examples, since a learner may make any of them. Empty when the
    lesson shows what it says (the seed search and the tests use it)."""
    try:
        return _rehearse(LessonRun(lesson, game), tries, branch=True)
    except (LookupError, ValueError, TypeError, AttributeError, RuntimeError) as error:
        return [f"{lesson.id}: {type(error).__name__}: {error}"]


def _rehearse(run: LessonRun, tries: int, branch: bool) -> list[str]:
    problems: list[str] = []
    try:
        while not run.finished:
            where = f"{run.lesson.id} step {run.step_index + 1}"
            problems += [f"{where}: not so: {c.says}" for c in run.step.claims if not _holds(c, run.state)]
            run.target()
            if not run.expects_move():
                run.next()
                continue
            if wrong_legal_move(run, tries) is None:
                problems.append(f"{where}: every legal move is right, so none can be answered as wrong")
            example = run.example()
            if branch:
                for move in _other_right_moves(run, example, tries):
                    other = LessonRun.resume(run.lesson, run.progress(), run.game, run._others)
                    other.answer(move)
                    problems += [f"{p} (after {move})" for p in _rehearse(other, tries, branch=False)]
            answer = run.answer(example)
            if not isinstance(answer, Right):
                problems.append(f"{where}: the example move is answered {answer}")
                break
    except (LookupError, ValueError, TypeError, AttributeError, RuntimeError) as error:
        problems.append(f"{run.lesson.id} step {run.step_index + 1}: {type(error).__name__}: {error}")
    return problems


def _other_right_moves(run: LessonRun, example: Event, tries: int) -> list[Event]:
    expect = run.step.expect
    assert expect is not None
    rng = random.Random(f"{run.lesson.seed}/right/{run.step_index}")
    found: list[Event] = []
    for _ in range(tries):
        move = run.game.random_action(run.state, rng)
        legal = run.game.refusal_of(run.state, move) is None
        if legal and move != example and move not in found and expect.right(run.state, move):
            found.append(move)
    return found


def _holds(claim: Claim, state: State) -> bool:
    try:
        return bool(claim.holds(state))
    except (LookupError, AttributeError, TypeError, ValueError):
        return False


def wrong_legal_move(run: LessonRun, tries: int = 64) -> Event | None:
    """A legal move of the learner's that the step does not take as right, if one is
    found among ``tries`` draws (a draw from the run's lesson seed, the same each time)."""
    expect = run.step.expect
    if expect is None or run.state.actor != run.lesson.learner:
        return None
    rng = random.Random(f"{run.lesson.seed}/wrong/{run.step_index}")
    for _ in range(tries):
        move = run.game.random_action(run.state, rng)
        if run.game.refusal_of(run.state, move) is None and not expect.right(run.state, move):
            return move
    return None
