"""The view that shows the table in the window, scaled to it.

Apart from ``table_shell`` so that the window's first frame (its shell) does without
``QGraphicsView`` and ``QPainter``: ``MainWindow.build`` imports it with the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsView, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent

    from bagchen_qt.ui.felt_scene import FeltScene

ROOM = QColor("#0b1510")  # around the felt: table_shell.ROOM, which the window shows first


class TableView(QGraphicsView):
    """Shows the table scaled to the window; a click or Space ends an animation."""

    def __init__(self, scene: FeltScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # Qt's name
        # Around the table (when the window's shape differs from it): the dark room.
        painter.fillRect(rect, ROOM)  # the look may change it (theme.py)
        self.table.drawBackground(painter, QRectF(rect))

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Shape the felt to the view and show it whole: it fills the view exactly."""
        viewport = self.viewport()
        rect = self.table.fit_view(viewport.width(), viewport.height())
        scale = viewport.width() / rect.width() if rect.width() else 1.0
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.table.is_animating():
            self.table.finish_now()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == QtCore.Qt.Key.Key_Space and self.table.is_animating():
            self.table.finish_now()
            return
        if self.table.handle_key(QtCore.Qt.Key(event.key())):
            return
        super().keyPressEvent(event)
