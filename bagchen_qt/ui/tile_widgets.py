"""Tiles in ordinary widgets, and the look shared by the dialogs.

``TileRow`` paints a row of tiles with the table's tile art, its tooltip naming them
with the captions its game gives; ``tile_row_image`` paints the same row into a QImage
(for rich text). A tile here is a kind drawn from its pips: no game is named.
``apply_dialog_style`` gives a dialog the game's look: parchment and ink, maroon
headings, gold edges, deep green felt behind tiles and charts.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from bagchen_qt.core.dominoes import DOMINOES, parse_pips

from .tile_item import pips_caption
from .tileart import DEFAULT_METRICS, Kind, Pose, TileLook, TileMetrics, paint_tile

# --- palette ---------------------------------------------------------------------------

FELT = QColor("#1d4a3c")
FELT_DARK = QColor("#0f2c24")
FELT_LINE = QColor(243, 233, 207, 40)
PARCHMENT = QColor("#f7f0de")
PARCHMENT_LIGHT = QColor("#fbf7ec")
PARCHMENT_EDGE = QColor("#d2bf94")  # the edge of panels on parchment
INK = QColor("#2b2118")
INK_SOFT = QColor("#6b5a44")
MAROON = QColor("#7a1f24")
GOLD = QColor("#d9a62e")
IVORY_TEXT = QColor("#f3e9cf")
# One colour per seat, readable on the felt and as swatches on parchment: E, S, W, N,
# then the fifth to eighth seats of larger tables.
SEAT_COLORS = (
    QColor("#f0c14b"),
    QColor("#ef7a6b"),
    QColor("#86c0ee"),
    QColor("#b5dc8e"),
    QColor("#c9a0f2"),
    QColor("#5fd3c4"),
    QColor("#f29e4c"),
    QColor("#e8e4d8"),
)

DIALOG_STYLE = """
QDialog, QWidget#bagchenWindow { background: #f7f0de; color: #2b2118; }
QLabel { color: #2b2118; }
QLabel[role="title"] { color: #7a1f24; font-family: "DejaVu Serif"; font-size: 17pt; font-weight: bold; }
QLabel[role="heading"] { color: #7a1f24; font-family: "DejaVu Serif"; font-size: 11.5pt; font-weight: bold; }
QLabel[role="soft"] { color: #6b5a44; }
QLabel[role="error"] { color: #a3161f; font-weight: bold; }
QLabel[role="banner"] { background: #7a1f24; color: #fff3d6; border: 1px solid #d9a62e;
                        border-radius: 6px; padding: 6px 10px; font-weight: bold; }
QGroupBox { background: #fbf7ec; border: 1px solid #d2bf94; border-radius: 8px;
            margin-top: 12px; padding: 12px 8px 6px 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 5px; color: #7a1f24;
                   font-family: "DejaVu Serif"; font-weight: bold; }
QPushButton { background: #fbf7ec; color: #2b2118; border: 1px solid #b99a5a; border-radius: 6px;
              padding: 6px 16px; min-height: 18px; }
QPushButton:hover { background: #fff6dc; border-color: #d9a62e; }
QPushButton:pressed { background: #efe2bf; }
QPushButton:default { background: #7a1f24; color: #fff3d6; border: 1px solid #d9a62e; }
QPushButton:default:hover { background: #8e2a30; }
QPushButton:disabled { background: #efe8d6; color: #a59a86; border-color: #d8ccb0; }
QTableWidget { background: #fffdf6; alternate-background-color: #f6eedb; gridline-color: #e3d5b1;
               border: 1px solid #d2bf94; border-radius: 6px; }
QHeaderView::section { background: #efe3c4; color: #7a1f24; border: none;
                       border-bottom: 1px solid #d2bf94; padding: 4px 6px; font-weight: bold; }
QSlider::groove:horizontal { height: 4px; background: #e3d5b1; border-radius: 2px; }
QSlider::sub-page:horizontal { background: #b58a32; border-radius: 2px; }
QSlider::handle:horizontal { background: #7a1f24; border: 1px solid #d9a62e; width: 12px; margin: -6px 0;
                             border-radius: 7px; }
QSlider::sub-page:horizontal:disabled { background: #d8ccb0; }
QSlider::handle:horizontal:disabled { background: #c9bda5; border-color: #c9bda5; }
QScrollArea { background: transparent; border: none; }
QScrollArea > QWidget > QWidget { background: transparent; }
QToolTip { background: #fffaf0; color: #2b2118; border: 1px solid #d9a62e; }
"""


# The dialogs' colours by palette role; the high-contrast look (``theme``) replaces them
# and ``DIALOG_STYLE``, and calls ``apply_dialog_style`` again on every dialog open.
DIALOG_COLOURS: dict[QPalette.ColorRole, QColor] = {
    QPalette.ColorRole.Window: PARCHMENT,
    QPalette.ColorRole.WindowText: INK,
    QPalette.ColorRole.Base: QColor("#fffdf6"),
    QPalette.ColorRole.AlternateBase: QColor("#f6eedb"),
    QPalette.ColorRole.Text: INK,
    QPalette.ColorRole.ButtonText: INK,
    QPalette.ColorRole.Button: PARCHMENT_LIGHT,
    QPalette.ColorRole.Mid: PARCHMENT_EDGE,
    QPalette.ColorRole.Highlight: MAROON,
    QPalette.ColorRole.HighlightedText: QColor("#fff3d6"),
}
DIALOG_STYLE_PROPERTY = "bagchenDialogStyle"  # marks a widget styled here, with its own rules after


def apply_dialog_style(widget: QWidget, extra: str = "") -> None:
    """The game's look for a dialog or window and everything in it, in the current look;
    ``extra``: the widget's own rules, after the shared ones."""
    palette = widget.palette()
    for role, colour in DIALOG_COLOURS.items():
        palette.setColor(role, colour)
    widget.setPalette(palette)
    widget.setProperty(DIALOG_STYLE_PROPERTY, extra or " ")
    widget.setStyleSheet(DIALOG_STYLE + extra)


def paint_felt(painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
    """A rounded panel of the table's felt, with a thin gold edge."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, FELT)
    gradient.setColorAt(1.0, FELT_DARK)
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.setPen(QPen(QColor(217, 166, 46, 150), 1.0))
    painter.setBrush(gradient)
    painter.drawPath(path)


# --- rows of tiles ---------------------------------------------------------------------


class RowFrame(Enum):
    """What is drawn behind a row of tiles."""

    NONE = "none"
    FELT = "felt"  # a small felt mat
    HIDDEN = "hidden"  # tiles that were played face down: a maroon mat
    WINNER = "winner"  # the play that took the trick: felt with a gold frame


def row_metrics(scale: float) -> TileMetrics:
    return DEFAULT_METRICS.scaled(scale)


def _padding(metrics: TileMetrics) -> tuple[float, float]:
    """Room around a row for the tiles' shadows (left/top, right/bottom)."""
    return metrics.width * 0.16, metrics.shadow + metrics.width * 0.2


def row_size(count: int, scale: float, gap: float | None = None) -> QSize:
    metrics = row_metrics(scale)
    gap = metrics.width * 0.08 if gap is None else gap
    body = metrics.body_rect(Pose.STANDING)
    near, far = _padding(metrics)
    width = count * body.width() + max(count - 1, 0) * gap + near + far
    return QSize(round(width + 0.5), round(body.height() + near + far + 0.5))


def paint_row(
    painter: QPainter,
    kinds: Sequence[Kind | None],
    scale: float,
    *,
    points: Collection[int] = (),
    face_up: bool = True,
    gap: float | None = None,
    origin: QPointF | None = None,
) -> None:
    """Paint standing tiles left to right from ``origin`` (the top left of ``row_size``).
    ``None`` in ``kinds`` is a tile whose face is unknown: its back is shown."""
    metrics = row_metrics(scale)
    gap = metrics.width * 0.08 if gap is None else gap
    body = metrics.body_rect(Pose.STANDING)
    near, _ = _padding(metrics)
    x0 = (origin or QPointF()).x() + near - body.left()
    y = (origin or QPointF()).y() + near - body.top()
    for i, kind in enumerate(kinds):
        look = TileLook(face_up=face_up and kind is not None, point=kind is not None and int(kind) in points)
        painter.save()
        painter.translate(x0 + i * (body.width() + gap), y)
        paint_tile(painter, kind, look, metrics)
        painter.restore()


def _paint_frame(painter: QPainter, rect: QRectF, frame: RowFrame, radius: float) -> None:
    if frame is RowFrame.NONE:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if frame is RowFrame.HIDDEN:
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.setPen(QPen(QColor(122, 31, 36, 110), 1.0))
        painter.setBrush(QColor(122, 31, 36, 48))
        painter.drawPath(path)
    else:
        paint_felt(painter, rect, radius)
        if frame is RowFrame.WINNER:
            painter.setPen(QPen(GOLD, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius - 1, radius - 1)
    painter.restore()


def tile_row_image(
    kinds: Sequence[Kind | None],
    scale: float = 0.6,
    *,
    points: Collection[int] = (),
    face_up: bool = True,
    frame: RowFrame = RowFrame.NONE,
    pixel_ratio: float = 2.0,
) -> QImage:
    """The row as an image with a device pixel ratio (sharp on high-density screens);
    its logical size is ``row_size``."""
    size = row_size(len(kinds), scale)
    image = QImage(
        round(size.width() * pixel_ratio), round(size.height() * pixel_ratio), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_frame(painter, QRectF(0, 0, size.width(), size.height()), frame, 7.0 * scale + 2)
    paint_row(painter, kinds, scale, points=points, face_up=face_up)
    painter.end()
    return image


def tile_row_image_of(
    notations: Sequence[str], scale: float, points: Sequence[str] = (), frame: RowFrame = RowFrame.NONE
) -> QImage:
    """``tile_row_image`` of tiles written in their notation ("6-6"; "?" for a back),
    ``points`` among the kinds marked as points; empty parts are passed over."""

    def kinds(parts: Sequence[str]) -> list[Kind | None]:
        return [None if part == "?" else DOMINOES[parse_pips(part)] for part in parts if part]

    marked = {parse_pips(part) for part in points if part and part != "?"}
    return tile_row_image(kinds(notations), scale, points=marked, frame=frame)


class TileRow(QWidget):
    """A row of tiles painted with the tile art.

    ``kinds``: the tiles' kinds (``None`` for an unknown tile, shown by its back);
    ``points``: kind numbers drawn as the deal's points (gold rim); ``frame``: what is
    drawn behind the row. The tooltip names the tiles, each as ``caption`` (the game's
    names for its kinds; by default their pips).
    """

    def __init__(
        self,
        kinds: Sequence[Kind | None] = (),
        scale: float = 0.5,
        *,
        points: Collection[int] = (),
        face_up: bool = True,
        frame: RowFrame = RowFrame.NONE,
        caption: Callable[[Any], str] = pips_caption,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.caption = caption
        self.scale = scale
        self.points = frozenset(int(p) for p in points)
        self.face_up = face_up
        self.frame = frame
        self._kinds: list[Kind | None] = []
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_kinds(kinds)

    @property
    def kinds(self) -> list[Kind | None]:
        return list(self._kinds)

    def set_kinds(self, kinds: Sequence[Kind | None]) -> None:
        self._kinds = list(kinds)
        self.setToolTip("; ".join(self.caption(k) if k is not None and self.face_up else "?" for k in self._kinds))
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:  # Qt API
        return row_size(len(self._kinds), self.scale)

    def paintEvent(self, event: object) -> None:  # Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        _paint_frame(painter, QRectF(self.rect()), self.frame, 7.0 * self.scale + 2)
        paint_row(painter, self._kinds, self.scale, points=self.points, face_up=self.face_up)
        painter.end()


def seat_swatch(seat: int, size: int = 12) -> QImage:
    """A small round swatch of the seat's colour (for legends and tables)."""
    image = QImage(size * 2, size * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(43, 33, 24, 160), 1.0))
    painter.setBrush(SEAT_COLORS[seat % len(SEAT_COLORS)])  # past four seats, the colours again
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return image
