"""The move list beside the table: every event of the deal, trick by trick, with its
mark, its comment, a bookmark flag and the AI review's verdict; the current step is
highlighted. Clicking an entry goes there (a trick's heading goes to its start)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QLocale, QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from .style import BOOKMARK, INK, INK_SOFT, MAROON, SEAT_COLORS, SEVERITY_COLORS, signed

ROW_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class MoveRow:
    """One line of the list: a heading (``trick`` set, ``step`` where it starts) or an
    event (``step`` its number; step 0 is the start of the deal)."""

    step: int
    text: str
    heading: bool = False
    seat: int | None = None
    mark: str | None = None
    comment: str = ""
    bookmark: bool = False
    severity: str | None = None
    loss: float = 0.0
    current: bool = False
    future: bool = False


Index = QModelIndex | QPersistentModelIndex


class MoveListModel(QAbstractListModel):
    """Rows come from ``build`` (the page's view of the deal), rebuilt by ``refresh``."""

    def __init__(self, build: Callable[[], list[MoveRow]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self.rows: list[MoveRow] = []

    def reset(self) -> None:
        self.beginResetModel()
        self.rows = self._build()
        self.endResetModel()

    def refresh(self) -> None:
        """The same rows with new contents (marks, notes, the current step)."""
        rows = self._build()
        if len(rows) != len(self.rows):
            self.beginResetModel()
            self.rows = rows
            self.endResetModel()
            return
        self.rows = rows
        if rows:
            self.dataChanged.emit(self.index(0), self.index(len(rows) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.comment or None
        return None

    def row_of_step(self, step: int) -> int:
        for i, row in enumerate(self.rows):
            if not row.heading and row.step == step:
                return i
        return 0


CURRENT_ROW = QColor("#f3e2b3")  # behind the current move (the look may change it)


TEXT_LEFT = 57  # the move's text starts after its number and the actor's colour
WRAPPED = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap


class MoveDelegate(QStyledItemDelegate):
    """Paints a row: number, the actor's colour, the move (on as many lines as it
    needs: a move is never cut short), its mark and verdict, and the first line of its
    comment underneath."""

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont, QFont]:
        base = QFont(option.font)
        bold = QFont(base)
        bold.setBold(True)
        small = QFont(base)
        small.setItalic(option.direction != Qt.LayoutDirection.RightToLeft)  # no italics in Persian
        small.setPointSizeF(base.pointSizeF() * 0.9)
        return base, bold, small

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # Qt API
        row: MoveRow = index.data(ROW_ROLE)
        height = QFontMetrics(option.font).height()
        if row.heading:
            return QSize(200, height + 12)
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListView) else 200
        base, bold, _ = self._fonts(option)
        text_width = max(width - 6 - self._right_marks(row, bold, height) - TEXT_LEFT, 10)
        lines = QFontMetrics(base).boundingRect(QRect(0, 0, text_width, 10_000), WRAPPED, row.text).height()
        return QSize(200, max(lines, height) + 8 + (height if row.comment else 0))

    @staticmethod
    def _right_marks(row: MoveRow, bold: QFont, line_height: int) -> int:
        """The width the bookmark, the verdict and the mark take at the right end."""
        width = 15 if row.bookmark else 0
        if row.severity:
            width += QFontMetrics(bold).horizontalAdvance(signed(-row.loss)) + 12 + 6
        if row.mark:
            width += QFontMetrics(bold).horizontalAdvance(row.mark) + 8
        return width

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        row: MoveRow = index.data(ROW_ROLE)
        rect: QRect = option.rect
        base, bold, small = self._fonts(option)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if row.heading:
            painter.setFont(bold)
            painter.setPen(MAROON)
            text_rect = rect.adjusted(8, 6, -8, 0)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, row.text)
            painter.setPen(QPen(QColor(217, 166, 46, 120), 1.0))
            painter.drawLine(rect.left() + 6, rect.bottom(), rect.right() - 6, rect.bottom())
            painter.restore()
            return
        if row.current:
            painter.fillRect(rect, CURRENT_ROW)
            painter.fillRect(QRect(rect.left(), rect.top(), 4, rect.height()), MAROON)
        line_height = QFontMetrics(base).height()
        top = rect.top() + 4
        painter.setFont(small)
        painter.setPen(INK_SOFT)
        number = QLocale().toString(row.step)  # in the language's digits
        painter.drawText(QRect(rect.left() + 6, top, 30, line_height), Qt.AlignmentFlag.AlignRight, number)
        x = rect.left() + TEXT_LEFT - 15
        if row.seat is not None:
            painter.setPen(QPen(QColor(43, 33, 24, 140), 1.0))
            painter.setBrush(SEAT_COLORS[row.seat])
            painter.drawEllipse(QRectF(x, top + line_height / 2 - 4.5, 9, 9))
        x += 15
        right = rect.right() - 6
        if row.bookmark:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BOOKMARK)
            flag = QRectF(right - 9, top + 1, 9, line_height - 2)
            painter.drawRect(QRectF(flag.left(), flag.top(), 2, flag.height()))
            painter.drawRect(QRectF(flag.left(), flag.top(), 9, flag.height() * 0.55))
            right -= 15
        if row.severity:
            painter.setFont(bold)
            text = signed(-row.loss)
            width = QFontMetrics(bold).horizontalAdvance(text) + 12
            pill = QRectF(right - width, top, width, line_height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SEVERITY_COLORS[row.severity])
            painter.drawRoundedRect(pill, line_height / 2, line_height / 2)
            painter.setPen(QColor("#fffaf0"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
            right -= int(width) + 6
        if row.mark:
            painter.setFont(bold)
            painter.setPen(MAROON)
            width = QFontMetrics(bold).horizontalAdvance(row.mark) + 4
            painter.drawText(QRect(right - width, top, width, line_height), Qt.AlignmentFlag.AlignRight, row.mark)
            right -= width + 4
        painter.setFont(base)
        painter.setPen(INK_SOFT if row.future else INK)
        text_rect = QRect(x, top, max(right - x, 10), 10_000)
        text_height = max(QFontMetrics(base).boundingRect(text_rect, WRAPPED, row.text).height(), line_height)
        painter.drawText(text_rect, WRAPPED, row.text)
        if row.comment:
            painter.setFont(small)
            painter.setPen(QColor("#7a5a2a"))
            first = row.comment.splitlines()[0]
            comment = QFontMetrics(small).elidedText(
                "“" + first + "”", Qt.TextElideMode.ElideRight, rect.right() - 6 - x
            )
            painter.drawText(
                QRect(x, top + text_height, rect.right() - 6 - x, line_height), Qt.AlignmentFlag.AlignLeft, comment
            )
        painter.restore()


class MoveListView(QListView):
    def __init__(self, model: MoveListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveList")
        self.setModel(model)
        self.setItemDelegate(MoveDelegate(self))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # rows wrap again at a new width
        self.setUniformItemSizes(False)
        self.setMouseTracking(True)
