"""The AI review in the replay window: what it found, seat by seat, and the buttons
that run it (``review_runner`` runs it in the background)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
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

from bagchen_qt.games.bagchen.rules.dealing import SEATS
from bagchen_qt.games.bagchen.table.words import review_reason_text, short_move
from bagchen_qt.ui.i18n import emphasis
from bagchen_qt.ui.replay.review import Verdict, summary
from bagchen_qt.ui.replay.style import SEVERITY_COLORS, severity_name, signed
from bagchen_qt.ui.words import comma_list, decimal_text, formatted, number_text, review_head


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
        found_a_mistake = any(v.severity for v in verdicts.values())  # nothing to jump to otherwise
        self.previous_button.setEnabled(found_a_mistake)
        self.next_button.setEnabled(found_a_mistake)
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
        step_word = self.tr("step")  # outside the f-string below, where lupdate would not see it
        for v in worst:
            if v.severity is None:
                continue  # none: ``summary`` lists mistakes only
            color = SEVERITY_COLORS[v.severity].name()
            trick = trick_of(v.step)
            where = formatted(self.tr("trick {n}"), n=trick) if trick else self.tr("before the play")
            link = f"<a href='{v.step}' style='color:{color}'>{step_word} {number_text(v.step)}</a>"
            lines.append(
                f"&nbsp;• {comma_list([link, where])}: "
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
                    loss=decimal_text(verdict.loss), err=decimal_text(verdict.stderr), n=number_text(verdict.worlds)
                )
            if verdict.severity:
                color = SEVERITY_COLORS[verdict.severity].name()
                text = (
                    f"<span style='color:{color}'><b>{severity_name(verdict.severity).capitalize()}.</b></span> " + text
                )
        why = review_reason_text(verdict.reason, verdict.search) if verdict.reason else verdict.explanation
        if why:  # a review stored by an earlier version has its reason in English, shown as it is
            text += "<br>" + emphasis(html.escape(why))
        self.verdict.setText(text)
