"""Render screenshots to PNG offscreen, with no window and no installed package needed:
``render_scene`` turns any QGraphicsScene into a PNG on the felt (Bagchen's sheet of its
tiles is ``games/bagchen/table/tile_sheet.py``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene

FELT = QColor("#1d4a3c")
FELT_DARK = QColor("#0f2c24")
LABEL = QColor("#f3e9cf")
LABEL_SOFT = QColor(243, 233, 207, 170)


def ensure_app() -> QApplication:
    """The running QApplication, or a new offscreen one when there is no display."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QApplication(sys.argv[:1])


def felt_brush(rect: QRectF) -> QBrush:
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0.0, FELT)
    gradient.setColorAt(1.0, FELT_DARK)
    return QBrush(gradient)


def render_scene(scene: QGraphicsScene, path: str | os.PathLike[str], scale: float = 2.0) -> Path:
    """Render the whole scene (its sceneRect) at ``scale`` pixels per unit to a PNG."""
    source = scene.sceneRect()
    size = (round(source.width() * scale), round(source.height() * scale))
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, *size), source)
    painter.end()
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):  # type: ignore[call-overload]  # the stubs want bytes; Qt wants str
        raise OSError(f"could not write {out}")
    return out
