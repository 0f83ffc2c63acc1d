"""The AI review run in the background, so the window never waits.

``ReviewRunner`` asks the AI worker process (``DecisionWorker`` with the reviewers
preloaded) about one decision at a time, polled by a timer; each verdict is stored in
the database as it arrives (``Store.add_review``, reviewer ``reviewer_name(seat)``, on
the event), and a last row on the deal marks the review complete. A cancelled review
keeps what it found and goes on from there next time; a complete one is never
computed again. ``Reviewing`` keeps the worker (made when first wanted) and runs one
review at a time for the replay page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, cast

from PySide6.QtCore import QObject, QTimer, Signal

from bagchen_qt.ai.levels import observation_for
from bagchen_qt.ai.worker import DecisionCancelled, DecisionRequest, DecisionWorker, WorkerError
from bagchen_qt.core.family import game_named
from bagchen_qt.games import DEFAULT_GAME, listings
from bagchen_qt.records.store import RecordsError, Store

from .model import ReplayModel
from .navigation import DealSteps
from .review import ReviewSettings, Verdict, reviewer_name, summary

POLL_MS = 25


def reviewer_modules() -> tuple[str, ...]:
    """The modules that register the ``review`` levels: each game's own reviewer (its
    "review" face), and the family's for the games without one."""
    own = [known.faces["review"].partition(":")[0] for known in listings() if "review" in known.faces]
    return (*own, "bagchen_qt.ui.replay.family_review")


def make_review_worker() -> DecisionWorker:
    return DecisionWorker(preload=reviewer_modules())


class ReviewRunner(QObject):
    """Reviews the decisions of ``seat`` not reviewed yet, one request at a time."""

    progress = Signal(int, int)  # decisions reviewed, decisions in all
    verdictReady = Signal(object)  # a Verdict
    finished = Signal(bool, str)  # complete, and a problem to tell (empty when none)

    def __init__(
        self,
        worker: Callable[[], DecisionWorker],
        store: Store,
        deal_id: int,
        steps: DealSteps,
        seat: int,
        settings: ReviewSettings,
        known: dict[int, Verdict],
        decisions: Sequence[int],
        parent: QObject | None = None,
        game: str = DEFAULT_GAME,
        encode: Callable[[Any], dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(parent)
        self._worker = worker
        self.store, self.deal_id, self.steps, self.seat, self.settings = store, deal_id, steps, seat, settings
        self.game = game
        self.encode = encode or game_named(game).event_to_json  # a move as the records store it
        self.verdicts = dict(known)
        self.all_steps = list(decisions)
        self.todo = [k for k in self.all_steps if k not in self.verdicts]
        self.running = False
        self._request: DecisionRequest | None = None
        self._step = 0
        self._problem = ""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        self.running = True
        self.progress.emit(len(self.all_steps) - len(self.todo), len(self.all_steps))
        self._timer.start()
        QTimer.singleShot(0, self, self._next)  # signals come later, never from inside ``start``

    def cancel(self) -> None:
        """Stop now; what was found so far is kept."""
        if not self.running:
            return
        if self._request is not None:
            self._request.cancel()
        self._end(False)

    def _next(self) -> None:
        if not self.running:
            return
        if not self.todo:
            self._save_complete()
            self._end(True)
            return
        step = self.todo[0]
        state = self.steps.state(step - 1)
        event = self.steps.event(step)
        assert event is not None  # a decision is made at a step after the start
        # What the seat knew, and the move played first among the legal actions.
        obs = observation_for(self.game, state, self.seat)
        asked = (event, *game_named(self.game).legal_actions(state))
        try:
            self._request = self._worker().submit(
                self.settings.level(self.game),
                self.settings.options(step),
                obs,
                asked,  # the reviewer is told the move played first
                self.settings.budget_s,
                key=("review", self.deal_id, step),
                game=self.game,
            )
        except WorkerError as error:
            self._end(False, str(error))
            return
        self._step = step

    def _poll(self) -> None:
        request = self._request
        if request is None or not request.done():
            return
        self._request = None
        try:
            verdict = replace(cast(Verdict, request.result(0)), step=self._step)  # the reviewer answers a Verdict
        except (WorkerError, DecisionCancelled, TimeoutError) as error:
            self._end(False, str(error))
            return
        self.todo.pop(0)
        self.verdicts[verdict.step] = verdict
        self._save(verdict)
        self.verdictReady.emit(verdict)
        self.progress.emit(len(self.all_steps) - len(self.todo), len(self.all_steps))
        if self.running:
            self._next()

    def _save(self, verdict: Verdict) -> None:
        try:
            self.store.add_review(
                self.deal_id, reviewer_name(self.seat), verdict.to_json(self.encode), event=verdict.step
            )
        except RecordsError as error:
            self._problem = str(error)

    def _save_complete(self) -> None:
        total, worst = summary(list(self.verdicts.values()))
        data = {
            "seat": self.seat,
            "complete": True,
            "decisions": len(self.all_steps),
            "total_loss": total,
            "worst": [v.step for v in worst],
            "think_ms": self.settings.think_ms,
            "max_iterations": self.settings.max_iterations,
        }
        try:
            self.store.add_review(self.deal_id, reviewer_name(self.seat), data)
        except RecordsError as error:
            self._problem = str(error)

    def _end(self, complete: bool, problem: str = "") -> None:
        self.running = False
        self._timer.stop()
        self.finished.emit(complete, problem or self._problem)


class Reviewing(QObject):
    """One review at a time of a replayed deal's seat, on a worker made when first
    wanted (by ``worker``, default ``make_review_worker``) and kept until ``shut_down``."""

    progress = Signal(int, int)  # decisions reviewed, decisions in all
    verdictReady = Signal(object)  # a Verdict
    finished = Signal(bool, str)  # complete, and a problem to tell (empty when none)

    def __init__(self, worker: Callable[[], DecisionWorker] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker_factory = worker
        self._worker: DecisionWorker | None = None
        self.settings = ReviewSettings()
        self.runner: ReviewRunner | None = None

    @property
    def running(self) -> bool:
        return self.runner is not None and self.runner.running

    def worker(self) -> DecisionWorker:
        if self._worker is None:
            self._worker = self._worker_factory() if self._worker_factory else make_review_worker()
        return self._worker

    def start(self, model: ReplayModel) -> None:
        """Review the decisions of ``model``'s review seat not reviewed yet. A deal the
        review does not know (another game's) ends at once, incomplete, with the reason."""
        refusal = model.review_refusal
        if refusal is not None:
            QTimer.singleShot(0, self, lambda: self.finished.emit(False, refusal))
            return
        runner = ReviewRunner(
            self.worker,
            model.store,
            model.deal_id,
            model.steps,
            model.review_seat,
            self.settings,
            model.verdicts,
            model.decisions,
            self,
            model.game,
            model.encode,
        )
        runner.progress.connect(self.progress)
        runner.verdictReady.connect(self.verdictReady)
        runner.finished.connect(self._finished)
        self.runner = runner
        runner.start()

    def cancel(self) -> None:
        if self.runner is not None and self.runner.running:
            self.runner.cancel()

    def _finished(self, complete: bool, problem: str) -> None:
        if self._worker is not None:
            self._worker.forget_players()  # one reviewer a decision: let the worker drop them
        self.finished.emit(complete, problem)

    def shut_down(self) -> None:
        """Stop the review and close the worker."""
        self.cancel()
        if self._worker is not None:
            self._worker.close(timeout=0.3)
            self._worker = None
