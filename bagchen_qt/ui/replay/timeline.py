"""The timeline under the table: the whole deal as a bar to click and drag along.

Ticks mark where the tricks start (numbered), gold dots the annotated moves, a flag the
bookmarks, and coloured bars the mistakes the AI review found (height by chips lost).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .style import BOOKMARK, GOLD, INK_SOFT, MAROON, SEVERITY_COLORS

PAD = 14.0


class TimelineBar(QWidget):
    seek = Signal(int)  # a step chosen by clicking or dragging

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._last = 0
        self._step = 0
        self._starts: list[int] = []
        self._notes: set[int] = set()
        self._bookmarks: set[int] = set()
        self._mistakes: dict[int, tuple[str, float]] = {}
        self._dragging = False
        self.setMinimumHeight(46)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Click or drag to go to any step of the deal"))

    def sizeHint(self) -> QSize:  # Qt API
        return QSize(600, 46)

    def set_deal(self, last: int, trick_starts: Iterable[int]) -> None:
        self._last, self._starts = last, list(trick_starts)
        self.update()

    def set_step(self, step: int) -> None:
        if step != self._step:
            self._step = step
            self.update()

    def set_marks(
        self, notes: Iterable[int], bookmarks: Iterable[int], mistakes: dict[int, tuple[str, float]] | None = None
    ) -> None:
        """``mistakes``: step -> (severity, chips lost)."""
        self._notes, self._bookmarks = set(notes), set(bookmarks)
        self._mistakes = dict(mistakes or {})
        self.update()

    # --- geometry ---

    def _track(self) -> QRectF:
        return QRectF(PAD, 20.0, max(self.width() - 2 * PAD, 1.0), 8.0)

    def x_of(self, step: int) -> float:
        """Where ``step`` lies: the deal runs left to right, or right to left in a
        right-to-left language (the direction its readers read)."""
        track = self._track()
        offset = track.width() * (step / self._last if self._last else 0.0)
        return track.right() - offset if self.isRightToLeft() else track.left() + offset

    def step_at(self, x: float) -> int:
        track = self._track()
        fraction = ((track.right() - x) if self.isRightToLeft() else (x - track.left())) / track.width()
        return min(max(round(fraction * self._last), 0), self._last)

    # --- painting ---

    def paintEvent(self, event: object) -> None:  # Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        track = self._track()
        path = QPainterPath()
        path.addRoundedRect(track, 4, 4)
        painter.fillPath(path, QColor("#e3d5b1"))
        start, now = self.x_of(0), self.x_of(self._step)
        done = QRectF(min(start, now), track.top(), abs(now - start), track.height())
        done_path = QPainterPath()
        done_path.addRoundedRect(done, 4, 4)
        painter.fillPath(done_path, QColor("#b58a32"))
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() * 0.75, 6.5))
        painter.setFont(font)
        for number, start in enumerate(self._starts, 1):
            x = self.x_of(start)
            painter.setPen(QPen(INK_SOFT, 1.0))
            painter.drawLine(QPointF(x, track.top() - 3), QPointF(x, track.bottom() + 3))
            if number == 1 or number % 2 == 1 or len(self._starts) <= 10:
                label = QRectF(x - 12, track.bottom() + 3, 24, 14)
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, QLocale().toString(number))
        for step, (severity, loss) in self._mistakes.items():
            x = self.x_of(step)
            height = min(4.0 + loss * 1.5, 17.0)
            painter.fillRect(QRectF(x - 2.0, track.top() - height, 4.0, height), SEVERITY_COLORS[severity])
        painter.setPen(QPen(QColor("#5a3e08"), 0.8))
        for step in self._notes:
            painter.setBrush(GOLD)
            painter.drawEllipse(QPointF(self.x_of(step), track.center().y()), 3.2, 3.2)
        for step in self._bookmarks:
            x = self.x_of(step)
            painter.setBrush(BOOKMARK)
            flag = -8 if self.isRightToLeft() else 8  # the flag flies the way the deal runs
            painter.drawPolygon([QPointF(x, 3), QPointF(x + flag, 6.5), QPointF(x, 10)])
            painter.drawLine(QPointF(x, 3), QPointF(x, track.top()))
        x = self.x_of(self._step)
        painter.setPen(QPen(QColor("#d9a62e"), 1.5))
        painter.setBrush(MAROON)
        painter.drawEllipse(QPointF(x, track.center().y()), 7.0, 7.0)
        painter.end()

    # --- mouse ---

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt API
        if event.button() == Qt.MouseButton.LeftButton and self._last:
            self._dragging = True
            self.seek.emit(self.step_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # Qt API
        if self._dragging:
            step = self.step_at(event.position().x())
            if step != self._step:
                self.seek.emit(step)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # Qt API
        self._dragging = False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt API
        event.ignore()
