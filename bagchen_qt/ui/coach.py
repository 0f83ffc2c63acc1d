"""The coach of "Learn to play": a bubble with the lesson's words and a pointer at the table.

``Coach`` drives a ``core.lessons.LessonRun`` for any game's table. The table supplies
two things: where a target is (``resolve``: ``"tiles:3,17"``, ``"dice"``, ... to a
rectangle in the coach's parent widget, or None when it is not drawn), and how a refusal
is said in the player's language (``say_refusal``). It hands the coach the learner's
moves (``learner_moved``) and redraws its felt from ``run.state`` when ``dealt`` says
the deal moved on. The bubble's colours are the palette's tooltip colours and the
pointer's its highlight, so both follow the look and high contrast. The words are the
lesson's English source text, translated in the lessons' context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bagchen_qt.core.lessons import (
    NEXT,
    PLAY_A_REAL_DEAL,
    TRANSLATION_CONTEXT,
    Answer,
    Illegal,
    LessonRun,
    NotThis,
    Right,
)
from bagchen_qt.core.refusals import Refusal

TRY_AGAIN = "Try again"
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size
GLOW_MARGIN = 6.0  # pixels between a target and the glow drawn round it
ARROW_HEAD = 12.0


def lesson_words(text: str) -> str:
    """A lesson's English words in the player's language (their text is given, never written here)."""
    return QCoreApplication.translate(TRANSLATION_CONTEXT, text) if text else ""


class CoachBubble(QFrame):
    """The coach's words and one button: Next, Try again or Play a real deal now."""

    pressed = Signal(str)  # the button's English source text: NEXT, TRY_AGAIN or PLAY_A_REAL_DEAL

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachBubble")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.setMaximumWidth(420)
        self.words = QLabel(self)
        self.words.setWordWrap(True)
        self.words.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self._button_source: str = NEXT
        self.button = QPushButton(self)
        self.button.clicked.connect(lambda: self.pressed.emit(self._button_source))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        column = QVBoxLayout(self)
        column.addWidget(self.words)
        column.addLayout(row)

    def say(self, text: str, button: str | None) -> None:
        """Show ``text`` (already in the player's language) and the button whose English
        source is ``button`` (None: no button, the coach waits for a move)."""
        self.words.setText(text)
        self.words.setAccessibleName(text)
        self.button.setVisible(button is not None)
        if button is not None:
            self._button_source = button
            self.button.setText(lesson_words(button))
        self.fit()

    def fit(self) -> None:
        """As wide as the bubble may be, and as tall as its words need at that width: a
        wrapped label left to size itself is measured at one width and laid out at
        another, which cuts lines off (and, right to left, the ends of lines)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        sides = (margins.left() + margins.right()) if margins is not None else 0
        inner = max(self.maximumWidth() - sides - 2 * self.frameWidth(), 80)
        self.words.setFixedWidth(inner)
        self.words.setMinimumHeight(0)  # measured free of the height it was fixed to before
        self.words.setMaximumHeight(QWIDGETSIZE_MAX)
        self.words.setFixedHeight(self.words.heightForWidth(inner))
        if layout is not None:
            layout.activate()  # the new sizes now, not at the next event: the coach measures at once
        self.adjustSize()


class CoachPointer(QWidget):
    """A glow round the target and an arrow to it from the bubble, drawn over the table;
    it lets every mouse event through to the table below."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.table = parent
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target: QRectF | None = None
        self.frame: QRectF | None = None  # the glow's line round the target
        self.origin: QPointF | None = None
        self.avoid: Sequence[QRectF] = ()  # what the arrow must not cross
        self.resize(parent.size())

    def point_at(
        self,
        target: QRectF | None,
        origin: QPointF | None,
        avoid: Sequence[QRectF] = (),
        frame: QRectF | None = None,
    ) -> None:
        """Frame ``target`` (by ``frame``, else a glow ``GLOW_MARGIN`` round it) and draw
        the arrow from ``origin`` to the frame clear of ``avoid``."""
        self.target, self.origin, self.avoid = target, origin, tuple(avoid)
        self.frame = frame if frame is not None or target is None else glow_round(target)
        self.resize(self.table.size())
        self.raise_()
        self.setVisible(target is not None)
        self.update()

    def arrow_tip(self) -> QPointF | None:
        """Where the arrow ends: the point of the frame nearest the bubble."""
        return arrow_tip(self.frame, self.origin, self.avoid)

    def paintEvent(self, event: Any) -> None:
        if self.frame is None:
            return
        colour = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = self.frame
        for width, alpha in ((2 * FRAME_REACH, 60), (6.0, 110), (3.0, 255)):
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(glow, 8.0, 8.0)
        tip = self.arrow_tip()
        if tip is not None and self.origin is not None and not glow.contains(self.origin):
            colour.setAlpha(255)
            line = QPen(colour, 4.0)
            line.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(line)
            painter.drawLine(self.origin, tip)
            painter.setBrush(colour)
            painter.drawPath(_head(self.origin, tip))
        painter.end()


FRAME_REACH = 5.0  # how far the glow's widest stroke reaches either side of its line
ARROW_CLEARANCE = 8.0  # pixels between the arrow and a caption it passes


def glow_round(target: QRectF) -> QRectF:
    """The glow's line ``GLOW_MARGIN`` round ``target``."""
    return target.adjusted(-GLOW_MARGIN, -GLOW_MARGIN, GLOW_MARGIN, GLOW_MARGIN)


def frame_round(
    target: QRectF,
    bounds: QRectF | None = None,
    keep_off: Sequence[QRectF] = (),
    take_in: Sequence[QRectF] = (),
) -> QRectF:
    """The glow's line round ``target``: round each of ``take_in`` (the trick's tags)
    it would cross too, its strokes inside ``bounds`` (the visible table) and clear of
    each of ``keep_off`` (plates, captions) that is not the target itself; where one is
    in the way, the side of the frame that has least far to move moves in past it."""
    glow = glow_round(target)
    for rect in take_in:
        if _reach(glow).intersects(rect):
            glow = glow.united(glow_round(rect))
    if bounds is not None:
        glow = glow.intersected(bounds.adjusted(FRAME_REACH, FRAME_REACH, -FRAME_REACH, -FRAME_REACH))
    target_area = target.width() * target.height()
    for rect in keep_off:
        if not _reach(glow).intersects(rect):
            continue
        shared = rect.intersected(target)
        if shared.width() * shared.height() >= 0.5 * target_area:
            continue  # it is what the frame is round (a seat's plate), or most of it
        # Each side moved in just past it, by how far it moves.
        top, bottom = rect.bottom() + FRAME_REACH, rect.top() - FRAME_REACH
        left, right = rect.right() + FRAME_REACH, rect.left() - FRAME_REACH
        cuts = [
            (top - glow.top(), QRectF(QPointF(glow.left(), top), glow.bottomRight())),
            (glow.bottom() - bottom, QRectF(glow.topLeft(), QPointF(glow.right(), bottom))),
            (left - glow.left(), QRectF(QPointF(left, glow.top()), glow.bottomRight())),
            (glow.right() - right, QRectF(glow.topLeft(), QPointF(right, glow.bottom()))),
        ]
        kept = [(moved, cut) for moved, cut in cuts if cut.width() > 0 and cut.height() > 0]
        if kept:
            glow = min(kept, key=lambda each: each[0])[1]
    return glow


def _reach(frame: QRectF) -> QRectF:
    """What the glow's strokes round ``frame`` cover."""
    return frame.adjusted(-FRAME_REACH, -FRAME_REACH, FRAME_REACH, FRAME_REACH)


def arrow_tip(frame: QRectF | None, origin: QPointF | None, avoid: Sequence[QRectF] = ()) -> QPointF | None:
    """Where the coach's arrow from ``origin`` ends: the point of ``frame`` (the glow's
    line round the target) nearest it whose arrow crosses none of ``avoid`` (the table's
    captions and tags), else the nearest point (None: nothing to point at)."""
    if frame is None or origin is None:
        return None
    # Clear of the caption by a few pixels, not grazing its corner.
    avoid = [rect.adjusted(-ARROW_CLEARANCE, -ARROW_CLEARANCE, ARROW_CLEARANCE, ARROW_CLEARANCE) for rect in avoid]
    glow = frame
    x = min(max(origin.x(), glow.left()), glow.right())
    y = min(max(origin.y(), glow.top()), glow.bottom())
    nearest = QPointF(x, y)
    if not any(crosses(origin, nearest, rect) for rect in avoid):
        return nearest
    steps = 32
    rim = [
        QPointF(glow.left() + glow.width() * i / steps, edge)
        for i in range(steps + 1)
        for edge in (glow.top(), glow.bottom())
    ] + [
        QPointF(edge, glow.top() + glow.height() * i / steps)
        for i in range(steps + 1)
        for edge in (glow.left(), glow.right())
    ]
    rim.sort(key=lambda point: (point.x() - origin.x()) ** 2 + (point.y() - origin.y()) ** 2)
    return next((point for point in rim if not any(crosses(origin, point, rect) for rect in avoid)), nearest)


def crosses(start: QPointF, end: QPointF, rect: QRectF) -> bool:
    """Whether the segment from ``start`` to ``end`` passes through ``rect`` (clipped
    against its sides one after the other, as Liang and Barsky do)."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    low, high = 0.0, 1.0
    for p, q in (
        (-dx, start.x() - rect.left()),
        (dx, rect.right() - start.x()),
        (-dy, start.y() - rect.top()),
        (dy, rect.bottom() - start.y()),
    ):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def _head(origin: QPointF, tip: QPointF) -> QPainterPath:
    direction = tip - origin
    length = max((direction.x() ** 2 + direction.y() ** 2) ** 0.5, 1e-6)
    unit = direction / length
    normal = QPointF(-unit.y(), unit.x())
    base = tip - unit * ARROW_HEAD
    path = QPainterPath(tip)
    path.lineTo(base + normal * (ARROW_HEAD / 2))
    path.lineTo(base - normal * (ARROW_HEAD / 2))
    path.closeSubpath()
    return path


class Coach(QObject):
    """Runs a lesson at a table: says each step, points at its target, answers moves."""

    dealt = Signal()  # the deal moved on: the table redraws from ``run.state``
    progressed = Signal(dict)  # the run's progress as JSON, to keep after every step
    finished = Signal()  # the learner pressed "Play a real deal now"

    def __init__(
        self,
        run: LessonRun,
        table: QWidget,
        resolve: Callable[[str], QRectF | None],
        say_refusal: Callable[[Refusal], str] = str,
        place_bubble: Callable[[CoachBubble, QRectF | None], None] | None = None,
        avoid: Callable[[], Sequence[QRectF]] = tuple,
        frame: Callable[[QRectF], QRectF] = glow_round,
    ) -> None:
        super().__init__(table)
        self.run = run
        self.resolve = resolve
        self.avoid = avoid  # the table's parts the arrow keeps clear of (its caption)
        self.frame = frame  # the glow's line round a target, as the table fits it
        self.say_refusal = say_refusal
        self.place_bubble = place_bubble or _top_left
        self.bubble = CoachBubble(table)
        self.pointer = CoachPointer(table)
        self.bubble.pressed.connect(self._pressed)
        self.last_answer: Answer | None = None

    def start(self) -> None:
        self._show_step()

    def learner_moved(self, event: Any) -> Answer:
        """Answer the learner's move; after a wrong one the bubble says why and offers
        to try again, and the deal is as it was."""
        answer = self.run.answer(event)
        self.last_answer = answer
        if isinstance(answer, Right):
            self.dealt.emit()
            self._show_step(lesson_words(answer.said))
        elif isinstance(answer, NotThis):
            self.bubble.say(lesson_words(answer.reason), TRY_AGAIN)
        elif isinstance(answer, Illegal):
            self.bubble.say(self.say_refusal(answer.refusal), TRY_AGAIN)
        self.repoint()
        return answer

    def repoint(self) -> None:
        """Point again at the step's target: the table has moved it (an animation ended,
        the window was resized), or the bubble changed its size."""
        target = self.run.target() if not self.run.finished else ""
        rect = self.resolve(target) if target else None
        self.place_bubble(self.bubble, rect)
        centre = self.bubble.geometry().center()
        frame = self.frame(rect) if rect is not None else None
        self.pointer.point_at(rect, QPointF(centre.x(), centre.y()), self.avoid(), frame)
        self.bubble.raise_()

    def _pressed(self, button: str) -> None:
        if button == TRY_AGAIN:
            self._show_step()
        elif button == PLAY_A_REAL_DEAL:
            self.run.next()
            self.progressed.emit(self.run.progress().to_json())
            self.finished.emit()
        else:
            self.run.next()
            self.dealt.emit()
            self._show_step()

    def _show_step(self, before: str = "") -> None:
        step = self.run.step
        words = lesson_words(step.say)
        self.bubble.say(f"{before}\n\n{words}" if before else words, None if self.run.expects_move() else step.button)
        self.bubble.show()
        self.repoint()
        self.progressed.emit(self.run.progress().to_json())


def _top_left(bubble: CoachBubble, target: QRectF | None) -> None:
    """The bubble in the table's top left corner, or its top right when the target is there."""
    margin = 16
    table = bubble.parentWidget()
    width = table.width() if table is not None else bubble.width()
    left = QRectF(margin, margin, bubble.width(), bubble.height())
    x = width - bubble.width() - margin if target is not None and left.intersects(target) else margin
    bubble.move(max(x, 0), margin)
