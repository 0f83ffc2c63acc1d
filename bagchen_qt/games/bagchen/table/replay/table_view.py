"""The replay's table and what goes under it: the game's own table scene scaled to the
view (it only shows), and the strip of tiles played face down so far."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QHBoxLayout, QLabel, QSizePolicy, QWidget

from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND
from bagchen_qt.games.bagchen.table.kind_names import kind_caption
from bagchen_qt.games.bagchen.table.table_scene import TableScene
from bagchen_qt.ui.tile_widgets import RowFrame, TileRow, paint_felt


class ReplayTableView(QGraphicsView):
    """The table scaled to the view; it only shows (clicks do not pick tiles)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMinimumSize(480, 300)
        self.badge = QLabel(self)
        self.badge.setObjectName("speedBadge")
        self.badge.hide()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # Qt API
        painter.fillRect(rect, QColor("#0b241c"))  # around the table, when the window's shape differs
        if self.scene() is not None:
            self.scene().drawBackground(painter, rect)

    def fit(self) -> None:
        """The table's felt shaped to the view (as at the table itself), shown whole."""
        scene = self.scene()
        if not isinstance(scene, TableScene):
            return
        viewport = self.viewport()
        rect = scene.fit_view(viewport.width(), viewport.height())
        scale = viewport.width() / rect.width()
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt API
        super().resizeEvent(event)
        self.fit()
        self.badge.adjustSize()
        self.badge.move(self.width() - self.badge.width() - 12, 12)

    def show_badge(self, text: str | None) -> None:
        self.badge.setVisible(text is not None)
        if text is not None:
            self.badge.setText(text)
            self.badge.adjustSize()
            self.badge.move(self.width() - self.badge.width() - 12, 12)


class FaceDownStrip(QFrame):
    """The tiles played face down so far, seat by seat, turned over for the reader."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(10, 5, 10, 5)
        self._layout.setSpacing(8)

    def paintEvent(self, event: object) -> None:  # Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_felt(painter, self.rect().toRectF(), 6)
        painter.end()

    def set_tiles(self, state: DealState, names: list[str]) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        by_seat: dict[int, list[int]] = {}
        for trick in (*state.tricks, *((state.trick,) if state.trick else ())):
            for play in trick.plays:
                if not play.face_up:
                    by_seat.setdefault(play.seat, []).extend(play.tiles)
        title = QLabel(self.tr("Face down so far:") if by_seat else self.tr("Nothing played face down yet."))
        title.setStyleSheet("color: #f3e9cf; font-weight: bold;")
        self._layout.addWidget(title)
        for seat in sorted(by_seat):
            label = QLabel(names[seat])
            label.setStyleSheet("color: #f3e9cf;")
            self._layout.addWidget(label)
            self._layout.addWidget(
                TileRow(
                    [KINDS[TILE_KIND[t]] for t in by_seat[seat]],
                    0.36,
                    points=state.point_kinds,
                    frame=RowFrame.HIDDEN,
                    caption=kind_caption,
                )
            )
        self._layout.addStretch(1)
