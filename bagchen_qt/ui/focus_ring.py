"""The keyboard focus on the table: a bold ring round the focused tile of the hand.

The ring is an item of its own, above every tile (neighbouring tiles in a hand overlap
a little), that follows the tile it marks: it takes the tile's position, rotation and
scale whenever they change, and rises with the tile when it is selected. Two tones, a
light ring on a dark edge, show on any felt and any tile.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .tile_item import TileItem

FOCUS_RING = QColor("#ffffff")
FOCUS_EDGE = QColor(8, 16, 24, 230)
RING_WIDTH = 4.0  # in tile units (a standing tile is 48 wide)
EDGE_WIDTH = 8.5
GAP = 5.0  # between the tile and the middle of the ring


class FocusRing(QGraphicsObject):
    """Marks one ``TileItem`` (``follow``); hidden when it marks none."""

    Z = 335  # above the hand, the seat panels and the captions

    def __init__(self) -> None:
        super().__init__()
        self._tile: TileItem | None = None
        self.setZValue(self.Z)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def tile(self) -> TileItem | None:
        return self._tile

    def follow(self, tile: TileItem | None) -> None:
        """Mark ``tile`` (None: nothing), following it from now on."""
        if tile is not self._tile:
            if self._tile is not None:
                for signal in self._signals(self._tile):
                    signal.disconnect(self._sync)
            self.prepareGeometryChange()
            self._tile = tile
            if tile is not None:
                for signal in self._signals(tile):
                    signal.connect(self._sync)
        self._sync()

    @staticmethod
    def _signals(tile: TileItem) -> tuple:
        return (tile.xChanged, tile.yChanged, tile.rotationChanged, tile.scaleChanged, tile.visibleChanged)

    def _sync(self) -> None:
        tile = self._tile
        if tile is None or not tile.isVisible():
            self.setVisible(False)
            return
        self.setPos(tile.pos())
        self.setRotation(tile.rotation())
        self.setScale(tile.scale())
        self.setVisible(True)
        self.update()

    def ring_rect(self) -> QRectF:
        """Where the ring runs, in the tile's coordinates: round the tile as it stands now."""
        tile = self._tile
        if tile is None:
            return QRectF()
        lift = cast(float, tile.lift)  # PySide6's stubs type a Property as itself, not as its value
        body = tile.body_rect().translated(0, -lift * tile.metrics.lift)
        return body.adjusted(-GAP, -GAP, GAP, GAP)

    def boundingRect(self) -> QRectF:  # Qt API
        tile = self._tile
        if tile is None:
            return QRectF()
        pad = GAP + EDGE_WIDTH
        return tile.body_rect().adjusted(-pad, -pad - tile.metrics.lift, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        tile = self._tile
        if tile is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = self.ring_rect()
        radius = tile.metrics.radius + GAP
        painter.setPen(QPen(FOCUS_EDGE, EDGE_WIDTH))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(FOCUS_RING, RING_WIDTH))
        painter.drawRoundedRect(rect, radius, radius)
