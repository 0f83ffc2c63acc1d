"""Chips over a run of deals: one line per seat (or player) drawn with QPainter on the
table's felt, with a legend of names and chips now. The session panel, the end of a
session and the replay's statistics show it, for any game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from bagchen_qt.ui import tile_widgets  # its colours are read when painting: the looks change them
from bagchen_qt.ui.tile_widgets import GOLD, SEAT_COLORS, paint_felt
from bagchen_qt.ui.words import number_text

LEGEND_ROW = 18


def nice_ticks(low: float, high: float, count: int = 4) -> list[float]:
    """Round values for the vertical axis, from at or below ``low`` to at or above
    ``high``: every value charted lies on the axis."""
    if high <= low:
        low, high = low - 1, high + 1
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step)
    last = math.ceil(high / step)
    return [round(n * step, 10) for n in range(first, last + 1)]


class ChipChart(QWidget):
    """Chips over the session as one line per seat, on the table's felt."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[list[int]] = []
        self.names: list[str] = []
        self._ticks = [0.0, 1.0]
        self.setMinimumSize(150, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, series: Sequence[Sequence[int]], names: Sequence[str]) -> None:
        self.series = [list(s) for s in series]
        self.names = list(names)
        values = [v for s in self.series for v in s]
        self._ticks = nice_ticks(min(values), max(values)) if values else [0.0, 1.0]
        self.update()

    def sizeHint(self) -> QSize:  # Qt API
        return QSize(300, 230)

    def _legend_entry_width(self, seat: int, metrics: QFontMetricsF) -> float:
        """Room one legend entry needs: the line, the name and the chips."""
        return (
            22
            + metrics.horizontalAdvance(self.names[seat])
            + 10
            + metrics.horizontalAdvance(number_text(self._chips_now(seat)))
            + 8
        )

    def _chips_now(self, seat: int) -> int:
        return self.series[seat][-1] if seat < len(self.series) and self.series[seat] else 0

    def legend_columns(self) -> int:
        """Two columns of names when every name fits in half the width, else one."""
        metrics = QFontMetricsF(self.font())
        half = (self.width() - 24) / 2
        return 2 if all(self._legend_entry_width(s, metrics) <= half for s in range(len(self.names))) else 1

    def _legend_height(self) -> int:
        rows = math.ceil(len(self.names) / self.legend_columns()) if self.names else 2
        return rows * LEGEND_ROW + 8

    def clipped_texts(self) -> list[str]:
        """The legend's names that do not fit their place (for ``clipped_texts``)."""
        metrics = QFontMetricsF(self.font())
        width = (self.width() - 24) / self.legend_columns()
        return [name for seat, name in enumerate(self.names) if self._legend_entry_width(seat, metrics) > width]

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(40, 12, -12, -(22 + self._legend_height()))

    def paintEvent(self, event: object) -> None:  # Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_felt(painter, QRectF(self.rect()), 10)
        if self.series:
            self._paint_plot(painter)
            self._paint_legend(painter)
        painter.end()

    def ticks(self) -> list[float]:
        """The vertical axis's values, from the lowest to the highest."""
        return self._ticks

    def point(self, deal: int, value: float, plot: QRectF | None = None) -> QPointF:
        """Where the chips ``value`` after deal ``deal`` are drawn (in ``plot``, by
        default ``plot_rect()``)."""
        plot = plot or self.plot_rect()
        low, high = self._ticks[0], self._ticks[-1]
        deals = max(len(s) for s in self.series) - 1
        x = plot.left() + (plot.width() * deal / deals if deals else plot.width() / 2)
        y = plot.bottom() - (value - low) / (high - low) * plot.height()
        return QPointF(x, y)

    def _paint_plot(self, painter: QPainter) -> None:
        plot = self.plot_rect()
        ticks = self.ticks()
        low = ticks[0]
        deals = max(len(s) for s in self.series) - 1
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() * 0.8, 6.5))
        painter.setFont(font)

        def point(deal: int, value: float) -> QPointF:
            return self.point(deal, value, plot)

        text = QColor(tile_widgets.IVORY_TEXT)
        text.setAlpha(190)
        for tick in ticks:
            y = point(0, tick).y()
            painter.setPen(QPen(tile_widgets.FELT_LINE, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 8, plot.left() - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                number_text(int(tick)) if float(tick).is_integer() else f"{tick:g}",
            )
        step = max(1, math.ceil(deals / 8))
        for deal in range(0, deals + 1, step):
            x = point(deal, low).x()
            painter.drawText(QRectF(x - 15, plot.bottom() + 3, 30, 14), Qt.AlignmentFlag.AlignCenter, number_text(deal))

        dots = deals <= 30
        for seat, series in enumerate(self.series):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)]
            path = QPainterPath()
            for deal, value in enumerate(series):
                p = point(deal, value)
                if deal == 0:
                    path.moveTo(p)
                else:
                    path.lineTo(p)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(
                QPen(
                    QColor(0, 0, 0, 70), 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
                )
            )
            painter.drawPath(path.translated(0, 1))
            painter.setPen(QPen(color, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            if dots:
                painter.setPen(QPen(QColor(15, 44, 36), 1.0))
                painter.setBrush(color)
                for deal, value in enumerate(series):
                    painter.drawEllipse(point(deal, value), 2.6, 2.6)

    def _paint_legend(self, painter: QPainter) -> None:
        top = self.height() - self._legend_height() + 2
        columns = self.legend_columns()
        width = (self.width() - 24) / columns
        font = QFont(self.font())
        painter.setFont(font)
        for seat, name in enumerate(self.names):
            column, row = seat % columns, seat // columns
            x = 12 + column * width
            y = top + row * LEGEND_ROW
            painter.setPen(
                QPen(SEAT_COLORS[seat % len(SEAT_COLORS)], 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawLine(QPointF(x, y + LEGEND_ROW / 2), QPointF(x + 16, y + LEGEND_ROW / 2))
            chips = self._chips_now(seat)
            painter.setPen(tile_widgets.IVORY_TEXT)
            chips_width = painter.fontMetrics().horizontalAdvance(number_text(chips))
            name_rect = QRectF(x + 22, y, width - 22 - chips_width - 18, LEGEND_ROW)
            elided = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(name_rect.width()))
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elided)
            painter.setPen(GOLD)
            painter.drawText(
                QRectF(x + width - chips_width - 8, y, chips_width, LEGEND_ROW),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                number_text(chips),
            )
