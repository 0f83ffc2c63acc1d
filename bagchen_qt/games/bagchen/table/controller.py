"""The running game: one object owns the session and the deal, and tells the view.

The controller applies every event through the rules at once (and records it), then
waits until the view has shown it before it asks for the next decision: the game
waits for animations, and an animation never holds back or loses an event. AI seats
think in a worker process, so the window never freezes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.ai.worker import DecisionCancelled, DecisionRequest, DecisionWorker, WorkerError
from bagchen_qt.core.refusals import IllegalAction, Refusal
from bagchen_qt.games.bagchen.ai.customs import seat_exchange_demander
from bagchen_qt.games.bagchen.ai.explain import explanation_of
from bagchen_qt.games.bagchen.rules.actions import DiscardAny, Event, Pass
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.seating import SeatDraw, informal_starter, throw_for_seats
from bagchen_qt.games.bagchen.rules.selection import SelectionVerdict, judge_selection
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.rules.state import DealState, apply, legal_actions, sample_chance
from bagchen_qt.games.bagchen.table.seat_view import seat_view, seen_event
from bagchen_qt.records.deal_log import DealLog, NoRecording
from bagchen_qt.records.model import PlayerSpec

if TYPE_CHECKING:
    from bagchen_qt.ui.lesson_mode import LessonMode

HINT_LEVEL = "hard"


@dataclass(frozen=True)
class TableConfig:
    rules: RuleSet
    seats: tuple[PlayerSpec, ...]  # by seat
    seed: int | None = None

    @property
    def human_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.is_human), None)


class GameController(QObject):
    # event, deal before, deal after, as the viewer's seat saw them (``seat_view``): the
    # table is never handed the whole deal, which stays here for the rules and the AI.
    eventApplied = Signal(object, object, object)
    humanToAct = Signal(object)  # the legal actions
    thinking = Signal(int, bool)  # seat, thinking or not
    dealOver = Signal(object)  # the finished deal
    sessionChanged = Signal(object)  # the session (chips, Gobah, over)
    seatsDrawn = Signal(object, object)  # the SeatDraw, the players' PlayerSpecs: the view plays it out
    seatingChanged = Signal(object)  # the TableConfig with the players in their new seats
    seatExchangeOffered = Signal()  # before the shuffle: the human may demand an exchange of seats
    notice = Signal(str)  # something the player should read
    hintReady = Signal(object, object)  # action, ``Explanation``

    def __init__(
        self,
        config: TableConfig,
        worker: DecisionWorker | None = None,
        log: DealLog | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.config = config
        # The players in the order they were listed; ``config.seats`` is by seat, and
        # follows them when formal seating or a seat exchange moves them.
        self.players: tuple[PlayerSpec, ...] = config.seats
        self.clock: Callable[[], datetime] = datetime.now  # formal seating reads the time of day
        self.seat_draws: list[SeatDraw] = []  # every draw for seats in this session, first to last
        self._after_view: Callable[[], None] | None = None
        self._new_draw: SeatDraw | None = None  # made before the next deal, not yet recorded
        self._exchange_asked = False
        self.worker = worker or DecisionWorker()
        self.log: DealLog = log or NoRecording()
        self.log.warn = self._recording_warning
        self.rng = random.Random(config.seed)
        self.session = Session.start(config.rules)
        self.state: DealState | None = None
        self.undo_points: list[DealState] = []  # states where the human was to act
        self.gobah_winners: list[int] = []  # who took the last trick of each deal after Gobah
        self.undone = False
        self._request: DecisionRequest | None = None
        self._request_seat = 0  # the seat ``_request`` decides for, while there is one
        self._hint: DecisionRequest | None = None
        self._hint_state: DealState | None = None  # the moment the hint was asked for
        self._waiting_for_view = False
        self._stopped = False
        self._poll = QTimer(self)
        self._poll.setInterval(15)
        self._poll.timeout.connect(self._check_requests)
        self.lesson: LessonMode | None = None  # a lesson's deal: its events, and its coach for the learner's moves

    # --- session --------------------------------------------------------------------

    def start(self) -> None:
        """Seat the players, then deal the first hand. Formal seating (R22, R26) is
        played with the dice on the table: East starts the first deal."""
        for text in self.log.notices():
            self.notice.emit(text)
        self.worker.start()
        if self.config.rules.seating == "formal":
            draw = throw_for_seats(SeatDraw(self.clock().hour < 12), self._roll)
            self.session = Session.start(self.config.rules, 0, draw.seating())
            self.sessionChanged.emit(self.session)
            self._show_draw(draw, self._seated_then_deal)
            return
        throws = [(self.rng.randint(1, 6), self.rng.randint(1, 6)) for _ in range(2)]
        first = self.rng.randrange(4)
        self.session = Session.start(self.config.rules, informal_starter(first, throws))
        self.sessionChanged.emit(self.session)
        self.next_deal()

    def _roll(self) -> int:
        return self.rng.randint(1, 6)

    def _show_draw(self, draw: SeatDraw, then: Callable[[], None]) -> None:
        """Let the view play out a draw for seats, then go on with ``then``."""
        self.seat_draws.append(draw)
        self._new_draw = draw
        # The view finishes what it was showing first (answering at once for it), and
        # tells when the draw has been played out: wait for that answer only.
        self._waiting_for_view = False
        self.seatsDrawn.emit(draw, self.players)
        self._after_view = then
        self._waiting_for_view = True

    def _seated_then_deal(self) -> None:
        self._take_seats()
        self.next_deal()

    def _take_seats(self) -> None:
        """The players sit as ``session.seating`` says: the table and the records follow."""
        seats = tuple(self.players[player] for player in self.session.seating)
        self.config = replace(self.config, seats=seats)
        self.seatingChanged.emit(self.config)
        self.sessionChanged.emit(self.session)

    def ai_players(self) -> list[int]:
        return [player for player, seat in enumerate(self.players) if not seat.is_human]

    def next_deal(self) -> None:
        """Deal the next hand; with the seat-exchange custom, the players may first
        demand an exchange of seats (R24, R26): an AI by its rule, the human when asked."""
        if self.session.over:
            self.sessionChanged.emit(self.session)
            return
        if self.config.rules.seat_exchange and self.session.deals_played and not self._exchange_asked:
            self._exchange_asked = True
            demander = seat_exchange_demander(self.session, self.ai_players())
            if demander is not None:
                self.exchange_seats(demander)
                return
            if any(seat.is_human for seat in self.players):
                self.seatExchangeOffered.emit()
                return
        self._exchange_asked = False
        self._deal()

    def answer_seat_exchange(self, demand: bool) -> None:
        """The human's answer before the shuffle: demand an exchange of seats, or deal."""
        human = next((p for p, seat in enumerate(self.players) if seat.is_human), None)
        if demand and human is not None:
            self.exchange_seats(human)
        else:
            self.next_deal()

    def exchange_seats(self, demander: int) -> None:
        """Everyone throws as at the start; ``demander`` stays, the others move."""
        before = self.session.seating
        draw = throw_for_seats(SeatDraw(self.clock().hour < 12, before, demander), self._roll)
        self.session = self.session.exchange_seats(draw.seating())
        self._show_draw(draw, self._seated_then_deal)

    def _deal(self) -> None:
        self._safe_log(self.log.set_seating, self.session.seating, self._new_draw)
        self._new_draw = None
        self.state = self.session.new_deal()
        self.undo_points, self.undone = [], False
        self._safe_log(self.log.begin_deal, self.state)
        self._waiting_for_view = True
        self._tell(None, None, self.state)

    def declare_gobah(self, short: bool = False) -> None:
        """Gobah, or one last deal; declared during a deal, it counts from that deal's end (R25)."""
        during = self.state is not None and not self.state.is_over
        self.session = self.session.declare_gobah(short, during_deal=during)
        self.gobah_winners = []
        self.sessionChanged.emit(self.session)

    def resume(self, session: Session, state: DealState) -> None:
        """Go on with a deal interrupted earlier (its log is already attached)."""
        self.worker.start()
        self.session = session
        self.state = state
        self.undo_points, self.undone = [], False
        self._safe_log(self.log.set_seating, session.seating)
        if session.seating != tuple(range(4)):
            self._take_seats()
        self.sessionChanged.emit(self.session)
        self._waiting_for_view = True
        self._tell(None, None, state)

    def begin_lesson(self, lesson: LessonMode) -> None:
        """Play a lesson's deal from where its run is: the table shows the run's events,
        and the learner's moves go to its coach."""
        self.lesson = lesson
        lesson.dealt.connect(lambda: QTimer.singleShot(0, self, self._lesson_moved))
        state = lesson.run.state
        self.session = Session.start(self.config.rules, state.starter)
        self.state = state
        self.sessionChanged.emit(self.session)
        self._waiting_for_view = True
        self._tell(None, None, state)

    def _lesson_moved(self) -> None:
        if not self._waiting_for_view:
            self._step()

    def throw_hint_dice(self) -> tuple[int, int]:
        """The hint-from-the-dice custom: a throw for the player to read as they like.
        It is not an event of the deal; the dice go back to showing the point."""
        return self.rng.randint(1, 6), self.rng.randint(1, 6)

    @property
    def stopped(self) -> bool:
        return self._stopped

    def stop(self, keep_for_resume: bool = False) -> None:
        """Stop playing. ``keep_for_resume``: the deal in progress is left to be offered
        for resuming at the next start (the player quit in the middle of it); else it is
        kept as unfinished."""
        self._stopped = True
        self._poll.stop()
        if self._request:
            self._request.cancel()
        self.worker.close()
        self.log.close(keep_for_resume=keep_for_resume)

    # --- the loop -------------------------------------------------------------------

    def view_ready(self) -> None:
        """The view has shown the last event: take the next step."""
        if self._waiting_for_view:
            self._waiting_for_view = False
            then, self._after_view = self._after_view, None
            QTimer.singleShot(0, then or self._step)

    def _step(self) -> None:
        state = self.state
        if self._stopped or state is None or self._request is not None:
            return
        if self.lesson is not None:
            self.lesson.step(state, self._apply, lambda: self.humanToAct.emit(legal_actions(state)))
            return
        if state.is_over:
            self._finish_deal(state)
            return
        if state.is_chance:
            self._apply(sample_chance(state, self.rng))
            return
        seat = state.actor
        legal = legal_actions(state)
        if len(legal) == 1 and isinstance(legal[0], Pass):
            self._apply(legal[0])  # nothing to decide (e.g. no son to answer an offer with)
            return
        config = self.config.seats[seat]
        if config.is_human:
            self.undo_points.append(state)
            self.humanToAct.emit(legal)
            return
        obs = observation(state, seat)
        self._request = self.worker.submit(config.level, config.player_options(), obs, legal)
        self._request_seat = seat
        self.thinking.emit(seat, True)
        self._poll.start()

    def _check_requests(self) -> None:
        self.worker.poll()
        hint = self._hint
        if hint is not None and hint.done():
            self._hint = None
            self._finish_hint(hint)
        request = self._request
        if request is None:
            if self._hint is None:
                self._poll.stop()
            return
        if not request.done():
            return
        seat = self._request_seat
        self._request = None
        self.thinking.emit(seat, False)
        try:
            action = request.result(0)
        except (WorkerError, DecisionCancelled, TimeoutError) as error:
            # A failed decision must not stall the game: fall back to a safe legal move.
            self.notice.emit(
                self.tr("The AI for %1 failed (%2); it plays a simple move.")
                .replace("%1", self.config.seats[seat].table_name)
                .replace("%2", str(error))
            )
            state = self.state
            if state is None:
                return  # the deal was closed while the AI thought
            action = self._fallback(state)
        self._apply(action)

    def _fallback(self, state: DealState) -> Event:
        from bagchen_qt.games.bagchen.ai.random_player import weakest_discard

        legal = legal_actions(state)
        action = legal[-1] if isinstance(legal[-1], DiscardAny) else legal[0]
        if isinstance(action, DiscardAny):
            return weakest_discard(observation(state, state.actor), action.count)
        return action

    def play(self, action: Event) -> None:
        """The human's decision. Raises ``IllegalAction`` with the reason if refused."""
        state = self.state
        if state is None or state.to_act != self.config.human_seat:
            raise IllegalAction(
                Refusal(
                    RefusalCode.NOT_YOUR_TURN,
                    seat=self.config.human_seat,
                    turn=state.to_act if state is not None else None,
                )
            )
        if self.lesson is not None:  # the coach answers, and only a right move reaches the rules
            self.lesson.play(state, action, self._apply, lambda: self.humanToAct.emit(legal_actions(state)))
            return
        apply(state, action)  # refuses an illegal action before anything changes
        self._apply(action)

    def _apply(self, event: Event) -> None:
        before = self.state
        assert before is not None, "events are applied during a deal"
        after = apply(before, event)
        self.state = after
        self._safe_log(self.log.record, event, after)
        self._waiting_for_view = True  # before the signal: a view may answer at once
        self._tell(event, before, after)

    @property
    def viewer(self) -> int:
        """The seat the table is seen from: the human's, or in a demo the first."""
        seat = self.config.human_seat
        return seat if seat is not None else 0

    def _tell(self, event: Event | None, before: DealState | None, after: DealState) -> None:
        """Hand the table ``event`` as the viewer's seat saw it."""
        seat = self.viewer
        self.eventApplied.emit(
            seen_event(event, before, seat),
            None if before is None else seat_view(before, seat),
            seat_view(after, seat),
        )

    def seen(self) -> DealState | None:
        """The deal as the viewer's seat sees it now (None: no deal yet)."""
        return None if self.state is None else seat_view(self.state, self.viewer)

    def judge_selection(self, tiles: tuple[int, ...]) -> SelectionVerdict | None:
        """What the human may do with ``tiles`` of their hand now (None: not their turn)."""
        state, seat = self.state, self.config.human_seat
        if state is None or seat is None or state.to_act != seat:
            return None
        return judge_selection(state, seat, tiles)

    def _finish_deal(self, state: DealState) -> None:
        self._safe_log(self.log.finish, state)
        if self.session.gobah_left is not None and not self.session.gobah_waits:
            self.gobah_winners.append(self.session.seating[state.final.last_winner])  # a player
        self.session = self.session.after_deal(state)
        self.dealOver.emit(state)
        self.sessionChanged.emit(self.session)

    def _safe_log(self, method: Callable, *args: object) -> None:
        try:
            method(*args)
        except Exception as error:  # recording must never stop the game
            self._recording_warning(
                self.tr("Recording stopped: %1. Play goes on, but deals are not saved.").replace("%1", str(error))
            )
            self.log = NoRecording()

    def _recording_warning(self, text: str) -> None:
        self.notice.emit(text)

    # --- undo and hints -------------------------------------------------------------

    def can_undo(self) -> bool:
        return bool(self.undo_points) and self._request is None

    def undo(self) -> None:
        """Back to the human's previous decision (the deal's record is marked)."""
        if not self.can_undo():
            return
        target = self.undo_points.pop()
        if self.state is target and self.undo_points:
            target = self.undo_points.pop()
        self.undone = True
        self.state = target
        self._hint_state = None  # a hint still thinking was for the moment undone
        self._safe_log(self.log.rewind, len(target.events), target)
        self._waiting_for_view = True
        self._tell(None, None, target)

    def request_hint(self) -> None:
        state = self.state
        seat = self.config.human_seat
        if state is None or seat is None or state.to_act != seat or self._hint is not None:
            return
        options = PlayerOptions(think_ms=700, seed=self.rng.randrange(1 << 30))
        self._hint = self.worker.submit(HINT_LEVEL, options, observation(state, seat), legal_actions(state))
        self._hint_state = state
        self._poll.start()

    def _finish_hint(self, request: DecisionRequest) -> None:
        try:
            action = request.result(0)
        except (WorkerError, DecisionCancelled, TimeoutError) as error:
            self.notice.emit(self.tr("No hint this time (%1).").replace("%1", str(error)))
            return
        state, seat = self.state, self.config.human_seat
        if state is None or seat is None or state is not self._hint_state:
            return  # the moment has passed (a move, or an undo)
        self.hintReady.emit(action, explanation_of(observation(state, seat), action))

    # --- helpers for the view -------------------------------------------------------

    def player_names(self) -> Sequence[str]:
        return [s.table_name for s in self.players]
