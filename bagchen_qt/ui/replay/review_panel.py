"""The AI review in the replay window: run it in the background, show what it found.

``ReviewRunner`` asks the AI worker process (``DecisionWorker`` with ``review``
preloaded) about one decision at a time, polled by a timer, so the window never waits;
each verdict is stored in the database as it arrives (``Store.add_review``, reviewer
``reviewer_name(seat)``, on the event), and a last row on the deal marks the review
complete. A cancelled review keeps what it found and goes on from there next time; a
complete one is never computed again.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.worker import DecisionCancelled, DecisionRequest, DecisionWorker, WorkerError
from bagchen_qt.records.store import RecordsError, Store
from bagchen_qt.rules.dealing import SEATS
from bagchen_qt.rules.observation import observation
from bagchen_qt.rules.state import legal_actions

from ..words import review_head, review_reason_text, short_move
from .navigation import DealSteps
from .review import REVIEW_LEVEL, ReviewSettings, Verdict, review_legal, reviewer_name, summary
from .style import SEVERITY_COLORS, severity_name, signed

POLL_MS = 25


def make_review_worker() -> DecisionWorker:
    return DecisionWorker(preload=("bagchen_qt.ui.replay.review",))


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
    ) -> None:
        super().__init__(parent)
        self._worker = worker
        self.store, self.deal_id, self.steps, self.seat, self.settings = store, deal_id, steps, seat, settings
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
        legal = legal_actions(state)
        try:
            self._request = self._worker().submit(
                REVIEW_LEVEL,
                self.settings.options(step),
                observation(state, self.seat),
                review_legal(event, legal),
                self.settings.budget_s,
                key=("review", self.deal_id, step),
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
            verdict = replace(request.result(0), step=self._step)
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
            self.store.add_review(self.deal_id, reviewer_name(self.seat), verdict.to_json(), event=verdict.step)
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


class ReviewPanel(QGroupBox):
    """Seat to review, Review / Cancel, progress, the summary of the worst decisions, the
    verdict on the current move, and previous / next mistake."""

    reviewRequested = Signal(int)  # the seat
    cancelRequested = Signal()
    seatChanged = Signal(int)
    goTo = Signal(int)  # a step
    nextMistake = Signal(int)  # +1 or -1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("AI review"))
        self.seat_box = QComboBox()
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_button = QPushButton(self.tr("Review"))
        self.review_button.setToolTip(self.tr("The Hard AI looks at every decision of this seat"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.hide()
        for button in (self.review_button, self.cancel_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.progress.hide()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.linkActivated.connect(lambda link: self.goTo.emit(int(link)))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.previous_button = QPushButton(self.tr("◀ Previous mistake"))
        self.next_button = QPushButton(self.tr("Next mistake ▶"))
        for button, direction in ((self.previous_button, -1), (self.next_button, 1)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, d=direction: self.nextMistake.emit(d))

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Seat:")))
        top.addWidget(self.seat_box, 1)
        top.addWidget(self.review_button)
        top.addWidget(self.cancel_button)
        jumps = QHBoxLayout()
        jumps.addWidget(self.previous_button)
        jumps.addWidget(self.next_button)
        texts = QWidget()
        text_layout = QVBoxLayout(texts)
        text_layout.setContentsMargins(0, 0, 4, 0)
        text_layout.addWidget(self.summary)
        text_layout.addWidget(self.verdict)
        text_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(texts)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(scroll, 1)
        layout.addLayout(jumps)
        self.review_button.clicked.connect(lambda: self.reviewRequested.emit(self.seat()))
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.seat_box.currentIndexChanged.connect(lambda _i: self.seatChanged.emit(self.seat()))

    def set_seats(self, names: Sequence[str], seat: int) -> None:
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for s, name in enumerate(names):
            self.seat_box.addItem(f"{SEATS[s]} · {name}", s)
        self.seat_box.setCurrentIndex(seat)
        self.seat_box.blockSignals(False)

    def seat(self) -> int:
        return int(self.seat_box.currentData() or 0)

    def set_running(self, running: bool) -> None:
        self.review_button.setVisible(not running)
        self.cancel_button.setVisible(running)
        self.progress.setVisible(running)
        self.seat_box.setEnabled(not running)

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def show_summary(
        self, verdicts: dict[int, Verdict], complete: bool, decisions: int, name: str, trick_of: Callable[[int], int]
    ) -> None:
        """The review's totals and its worst decisions as links to their steps."""
        has_any = bool(verdicts)
        self.previous_button.setEnabled(has_any)
        self.next_button.setEnabled(has_any)
        self.review_button.setText(
            self.tr("Reviewed ✓") if complete else self.tr("Go on reviewing") if has_any else self.tr("Review")
        )
        self.review_button.setEnabled(not complete)
        if not has_any:
            self.summary.setText(
                self.tr("Not reviewed yet: the Hard AI compares every decision of {name} with its own choice.").format(
                    name=name
                )
            )
            return
        total, worst = summary(list(verdicts.values()))
        mistakes = sum(1 for v in verdicts.values() if v.severity)
        head = review_head(name, len(verdicts), decisions, mistakes, total)
        if not complete:
            head += " " + self.tr("(unfinished)")
        lines = [f"<b>{head}</b>"]
        if worst:
            lines.append(self.tr("Worst decisions:"))
        for v in worst:
            color = SEVERITY_COLORS[v.severity].name()
            trick = trick_of(v.step)
            where = self.tr("trick {n}").format(n=trick) if trick else self.tr("before the play")
            lines.append(
                f"&nbsp;• <a href='{v.step}' style='color:{color}'>{self.tr('step')} {v.step}</a>, {where}: "
                f"{short_move(v.played)} → {short_move(v.best)} "
                f"<b style='color:{color}'>{signed(-v.loss)}</b>"
            )
        self.summary.setText("<br>".join(lines))

    def show_verdict(self, verdict: Verdict | None, reviewed_step: bool) -> None:
        """What the review says about the current move."""
        if verdict is None:
            self.verdict.setText(
                self.tr("<i>Not a decision of this seat.</i>")
                if not reviewed_step
                else self.tr("<i>Not reviewed yet.</i>")
            )
            return
        if verdict.same:
            text = self.tr("<b>The Hard AI agrees</b> with {move}.").format(move=short_move(verdict.played))
        else:
            text = self.tr("Played {played}; <b>the Hard AI would play {best}</b>.").format(
                played=short_move(verdict.played), best=short_move(verdict.best)
            )
            if verdict.played_chips is not None:
                text += " " + self.tr("Estimated chips lost: <b>{loss}</b> (± {err}, over {n} sampled deals).").format(
                    loss=f"{verdict.loss:.1f}", err=f"{verdict.stderr:.1f}", n=verdict.worlds
                )
            if verdict.severity:
                color = SEVERITY_COLORS[verdict.severity].name()
                text = (
                    f"<span style='color:{color}'><b>{severity_name(verdict.severity).capitalize()}.</b></span> " + text
                )
        why = review_reason_text(verdict.reason, verdict.search) if verdict.reason else verdict.explanation
        if why:  # a review stored by an earlier version has its reason in English, shown as it is
            text += f"<br><i>{html.escape(why)}</i>"
        self.verdict.setText(text)
