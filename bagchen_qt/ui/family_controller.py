"""The running game for any game of the family (Tien Gow and its relatives).

As ``controller.GameController`` does for Bagchen: every event goes through the
game's definition at once, then the controller waits until the view has shown it
(``view_ready``) before it asks for the next decision. Chance events are drawn here;
AI seats decide through the AI layer's players for any game; the human's play is
checked by the definition and refused with its reason. Chips carry over from deal to
deal; the next deal's banker is the one the rules name.

The controller alone holds the whole deal (``state``, the undo points, the finished
deals): the rules and the AI seats need it. The table is handed only what the human's
seat may know (``seen``), as an online player is sent nothing of the others' tiles; a
finished deal is handed over whole (``dealOver``), for its recap.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import AnyGame, game_named
from bagchen_qt.core.refusals import CoreCode, Refusal
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.collector import collect_in_gui_thread

if TYPE_CHECKING:
    from bagchen_qt.ui.lesson_mode import LessonMode

# The kinds of play the table shows (a rule set's ``play``).
TABLE_PLAYS = ("tricks", "moving_mice", "nau_tin_kau")

HINT_LEVEL = "medium"  # the player whose play a hint suggests

Decide = Callable[[AnyGame, Any, int, PlayerSpec, random.Random], Any]


class Refused(ValueError):
    """The human's play was refused: ``refusal`` says why."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


@dataclass(frozen=True)
class FamilyTable:
    """A session at the table: the game, its rule set (and preset's name) and who sits where."""

    game: str
    rules: Any
    seats: tuple[PlayerSpec, ...]
    preset: str = ""
    seed: int | None = None

    @property
    def definition(self) -> AnyGame:
        return game_named(self.game)

    @property
    def human_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.is_human), None)


def random_decision(game: AnyGame, state: Any, seat: int, player: PlayerSpec, rng: random.Random) -> Any:
    """A uniformly chosen legal decision: the Random level, and the fallback of every level."""
    return rng.choice(game.legal_actions(state))


class AiSeats:
    """The AI layer's players for any game, one per seat (made on first use): each
    decides from its seat's observation. A level the AI layer does not have for this
    game plays as Random, so the table never waits on a missing player."""

    def __init__(self) -> None:
        self._players: dict[int, Any] = {}

    def player(self, game: AnyGame, seat: int, spec: PlayerSpec) -> Any:
        if seat not in self._players:
            self._players[seat] = _make_player(game, spec)
        return self._players[seat]

    def __call__(self, game: AnyGame, state: Any, seat: int, spec: PlayerSpec, rng: random.Random) -> Any:
        legal = game.legal_actions(state)
        if len(legal) == 1:  # one decision only (Nau Tin Kau's draw): nothing to think about
            return legal[0]
        player = self.player(game, seat, spec)
        if player is None:
            return random_decision(game, state, seat, spec, rng)
        return player.decide(_seat_view(game, state, seat), legal)


def _seat_view(game: AnyGame, state: Any, seat: int) -> Any:
    """What the AI layer's player of this game decides from (its own view where it has one)."""
    try:
        from bagchen_qt.ai.levels import observation_for
    except ImportError:
        return game.observe(state, seat)
    return observation_for(game.name, state, seat)


def _make_player(game: AnyGame, spec: PlayerSpec) -> Any:
    from bagchen_qt.ai.levels import make_player
    from bagchen_qt.ai.player import PlayerOptions

    known = {f.name for f in dataclasses.fields(PlayerOptions)}
    options = PlayerOptions(**{k: v for k, v in dict(spec.options).items() if k in known})
    try:
        return make_player(spec.level, options, game.name)
    except (TypeError, ValueError):
        return None


class FamilyController(QObject):
    # The event and the deal before (None: show at once) and after it, all as ``seen``.
    eventApplied = Signal(object, object, object)
    humanToAct = Signal(object)  # the legal actions
    hintReady = Signal(object)  # the play suggested to the human
    thinking = Signal(int, bool)
    dealOver = Signal(object)  # the finished deal's state, every hand in it
    notice = Signal(str)

    def __init__(
        self,
        table: FamilyTable,
        decide: Decide | None = None,
        log: Any = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.game = table.definition
        self.rules = table.rules
        self.decide: Decide = decide or AiSeats()
        collect_in_gui_thread()  # the AI thinks in a thread of ours: no Qt garbage may be collected there
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai-seat")
        self._decision: Future[Any] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(15)
        self._poll.timeout.connect(self._check_decision)
        self.log = log
        self.rng = random.Random(table.seed)
        seats = self.game.seat_count(self.rules)
        if len(table.seats) != seats:
            raise ValueError(f"{self.game.title} with these rules seats {seats} players, not {len(table.seats)}")
        stake = int(getattr(self.rules, "stake", 100))
        self.chips: list[int] = [stake] * seats
        self.state: Any = None
        self.deals: list[Any] = []  # every finished deal of the session
        self.starter = 0
        self.ai_delay_ms = 350  # a pause before an AI's play, so that a player can follow
        self._waiting_for_view = False
        self._stopped = False
        self._thinking_seat: int | None = None
        self.undo_points: list[Any] = []  # this deal's states where the human was to act
        self._hint: Future[Any] | None = None
        self._hint_state: Any = None  # the moment the hint being thought of is for
        self.lesson: LessonMode | None = None  # a lesson's deal: its events, and its coach for the learner's moves

    # --- session --------------------------------------------------------------------

    def start(self) -> None:
        warning = getattr(self.log, "warning", "")
        if warning:
            self.notice.emit(self.tr("Deals are not recorded: %1").replace("%1", str(warning)))
        self.next_deal()

    def begin_lesson(self, lesson: LessonMode) -> None:
        """Play a lesson's deal from where its run is: the table shows the run's events,
        and the learner's moves go to its coach."""
        self.lesson = lesson
        lesson.dealt.connect(lambda: QTimer.singleShot(0, self, self._lesson_moved))
        self.state = lesson.run.state
        self._show(None, None, self.state)

    def _lesson_moved(self) -> None:
        if not self._waiting_for_view:
            self._step()

    def next_deal(self) -> None:
        if self._stopped:
            return
        previous = self.state
        follow = getattr(self.game, "next_deal", None)
        if previous is not None and previous.is_over and callable(follow):
            self.state = follow(previous)  # the banker, resting seat and chips the last deal left
        else:
            self.state = self.game.new_deal(self.rules, self.starter, tuple(self.chips))
        self.undo_points = []
        if self.log is not None:
            self._safe_log("begin_deal", self.state)
        self._show(None, None, self.state)

    def resume(self, state: Any) -> None:
        """Play on from ``state``, a deal under way (an interrupted deal, or a replay's
        "play from here"): the chips are those the deal began with."""
        self.state = state
        self.undo_points = []
        start_chips = getattr(getattr(state, "start", None), "chips", None)
        if start_chips is not None and len(start_chips) == len(self.chips):
            self.chips = [int(c) for c in start_chips]
        self._show(None, None, state)

    def stop(self, keep_for_resume: bool = False) -> None:
        """Stop playing; a deal not over is kept as unfinished, or with ``keep_for_resume``
        left to be offered for resuming at the next start."""
        if self._stopped:
            return
        self._stopped = True
        self._poll.stop()
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self.log is not None:
            if keep_for_resume:
                self._safe_log("close", True)
            else:
                self._safe_log("close")

    def deal_in_progress(self) -> bool:
        """A deal is being played (begun, not over, not stopped)."""
        return not self._stopped and self.lesson is None and self.state is not None and not self.state.is_over

    @property
    def stopped(self) -> bool:
        return self._stopped

    def player_names(self) -> Sequence[str]:
        return [s.table_name for s in self.table.seats]

    def seen(self, state: Any) -> Any:
        """What the table is shown of ``state``: the human seat's view of it (its own
        tiles, what lies face up, counts of the rest, the events as it saw them: what an
        AI seat decides from). A table of AI seats only has nobody to hide anything from:
        it is shown the whole deal."""
        seat = self.table.human_seat
        return state if state is None or seat is None else _seat_view(self.game, state, seat)

    def _show(self, event: Any, before: Any, after: Any) -> None:
        """Hand the table ``after`` (and ``event`` and ``before`` unless it is a snap) as seen."""
        self._waiting_for_view = True
        seen = self.seen(after)
        if seen is not after and event is not None:  # the event as the seat saw it, if it did
            events: tuple[Any, ...] = getattr(seen, "events", ())
            event = events[-1] if len(events) == len(after.events) else None
        self.eventApplied.emit(event, self.seen(before), seen)

    # --- the loop -------------------------------------------------------------------

    def view_ready(self) -> None:
        if self._waiting_for_view:
            self._waiting_for_view = False
            QTimer.singleShot(0, self._step)

    def _step(self) -> None:
        state = self.state
        if self._stopped or state is None or self._thinking_seat is not None:
            return
        if self.lesson is not None:
            self.lesson.step(state, self._apply, lambda: self.humanToAct.emit(self.game.legal_actions(state)))
            return
        if state.is_over:
            self._finish_deal(state)
            return
        if state.is_chance:
            self._apply(self.game.sample_chance(state, self.rng))
            return
        seat = state.actor
        legal = self.game.legal_actions(state)
        player = self.table.seats[seat]
        if player.is_human:
            if not self.undo_points or self.undo_points[-1] is not state:
                self.undo_points.append(state)
            self.humanToAct.emit(legal)
            return
        self._thinking_seat = seat
        self.thinking.emit(seat, True)
        QTimer.singleShot(self.ai_delay_ms, self, lambda: self._ai_plays(state, seat))  # dropped if self is gone

    def _ai_plays(self, state: Any, seat: int) -> None:
        """The AI thinks in a thread of its own: the window stays alive meanwhile."""
        if self._stopped or state is not self.state:
            self._thinking_seat = None
            return
        self._decision = self._pool.submit(self.decide, self.game, state, seat, self.table.seats[seat], self.rng)
        self._poll.start()

    def _check_decision(self) -> None:
        self._check_hint()
        decision = self._decision
        if decision is None or not decision.done():
            return
        if self._hint is None:
            self._poll.stop()
        self._decision = None
        seat, self._thinking_seat = self._thinking_seat, None
        if seat is not None:
            self.thinking.emit(seat, False)
        if self._stopped:
            return
        try:
            action = decision.result()
        except Exception as error:  # a failed decision must not stall the game
            self.notice.emit(self.tr("An AI failed (%1); it plays a simple move.").replace("%1", str(error)))
            action = random_decision(self.game, self.state, seat or 0, self.table.seats[seat or 0], self.rng)
        self._apply(action)

    # --- undo and hint ----------------------------------------------------------------

    def can_undo(self) -> bool:
        """The human has played this deal, and no AI is thinking."""
        return (
            not self._stopped
            and self._thinking_seat is None
            and self.state is not None
            and not self.state.is_over
            and any(point is not self.state for point in self.undo_points)
        )

    def undo(self) -> None:
        """Back to the human's previous decision (the deal's record is rewound to it)."""
        if not self.can_undo():
            return
        target = self.undo_points.pop()
        if target is self.state and self.undo_points:
            target = self.undo_points.pop()
        self.state = target
        self._hint, self._hint_state = None, None  # a hint still thinking was for the moment undone
        if self.log is not None and hasattr(self.log, "rewind"):
            self._safe_log("rewind", len(target.events), target)
        self._show(None, None, target)

    def request_hint(self, level: str = HINT_LEVEL) -> None:
        """Think of a play for the human (the AI layer's ``level`` player of this game);
        ``hintReady`` gives it, unless the moment has passed by then."""
        state, seat = self.state, self.table.human_seat
        if self._stopped or state is None or seat is None or state.is_over or state.is_chance:
            return
        if state.actor != seat or self._hint is not None:
            return
        options = PlayerOptions(seed=self.rng.randrange(1 << 30))
        game = self.game

        def think() -> Any:
            from bagchen_qt.ai.levels import make_player, observation_for

            legal = game.legal_actions(state)
            try:
                player = make_player(level, options, game.name)
            except ValueError:
                return legal[0]
            return player.decide(observation_for(game.name, state, seat), legal)

        self._hint_state = state
        self._hint = self._pool.submit(think)
        self._poll.start()

    def _check_hint(self) -> None:
        hint = self._hint
        if hint is None or not hint.done():
            return
        self._hint = None
        if self._decision is None:
            self._poll.stop()
        try:
            action = hint.result()
        except Exception as error:  # a failed hint costs nothing but the hint
            # Bagchen's table's words, translated once for both tables.
            words = QCoreApplication.translate("GameController", "No hint this time (%1).")
            self.notice.emit(words.replace("%1", str(error)))
            return
        if self.state is self._hint_state and not self._stopped:
            self.hintReady.emit(action)

    def refusal_of(self, action: Any) -> Refusal | None:
        return self.game.refusal_of(self.state, action) if self.state is not None else None

    def play(self, action: Any) -> None:
        """The human's decision; raises ``Refused`` with the reason if it may not be made."""
        state = self.state
        seat = self.table.human_seat
        if state is None:
            raise Refused(Refusal(CoreCode.OTHER, seat=seat, detail="no deal is being played"))
        ours = not (state.is_over or state.is_chance or state.actor != seat)
        if self.lesson is not None and ours:  # the coach answers, and only a right move reaches the rules
            self.lesson.play(state, action, self._apply, lambda: self.humanToAct.emit(self.game.legal_actions(state)))
            return
        refusal = self.game.refusal_of(state, action)
        if refusal is None and not ours:
            # the game says whose turn it is; an action it would take from another seat is still not ours
            refusal = Refusal(CoreCode.OTHER, seat=seat, detail="it is not your turn")
        if refusal is not None:
            raise Refused(refusal)
        self._apply(action)

    def _apply(self, event: Any) -> None:
        before = self.state
        after = self.game.apply(before, event)
        self.state = after
        if self.log is not None:
            self._safe_log("record", event, after)
        self._show(event, before, after)

    def _finish_deal(self, state: Any) -> None:
        deltas = self.game.deltas(state)
        self.chips = [c + d for c, d in zip(self.chips, deltas, strict=True)]
        self.deals.append(state)
        self.starter = _next_starter(state, self.starter, len(self.chips))
        if self.log is not None:
            self._safe_log("finish", state)
        self.dealOver.emit(state)

    def _safe_log(self, method: str, *args: object) -> None:
        try:
            getattr(self.log, method)(*args)
        except Exception as error:  # recording must never stop the game
            self.notice.emit(
                self.tr("Recording stopped: %1. Play goes on, but deals are not saved.").replace("%1", str(error))
            )
            self.log = None


def _next_starter(state: Any, starter: int, seats: int) -> int:
    """The next deal's banker as the rules name it, else the next seat."""
    for name in ("next_banker", "next_starter"):
        value = getattr(state, name, None)
        if callable(value):
            value = value()
        if isinstance(value, int):
            return value
    return (starter + 1) % seats
