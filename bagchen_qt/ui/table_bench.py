"""What ``bagchen bench gui`` measures alike at every game's table window: the smallest
text on it, the felt's share of the window, and whether each seat's plate stands by its
own hand.

* ``min_text_px``: the smallest letters the window shows, in pixels (a font's pixel
  size as drawn): the words of its widgets (menus, tool bar, the bar under the table
  and its buttons), and every word the table's items paint, caught as they are
  painted, at the size the view draws them.
* ``in_every_language``: a measure taken in each language the program speaks (the
  texts that do not fit, in Tibetan's tall lines and Persian's right-to-left too).
* ``private_settings``: the windows measured as a first launch opens them, or with a
  setting remembered (the session panel open), whatever this machine's user chose.
* ``plate_distances``: for each seat, from its plate's centre to its hand's centre
  and to the centre of the nearest other hand, in the view's pixels: a seat's plate
  stands by its hand when the first is the smaller.
"""

from __future__ import annotations

import math
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontInfo, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsView,
    QLabel,
    QMenuBar,
    QWidget,
)

T = TypeVar("T")
BENCH_LANGUAGES: tuple[str, ...] = ()  # the languages ``in_every_language`` speaks (none named: every one)


@dataclass(frozen=True)
class ShownText:
    where: str
    text: str
    px: float

    def __str__(self) -> str:
        return f"{self.where}: {self.text!r} at {self.px:.1f} px"


class _NotingPainter(QPainter):
    """Paints as any painter does, noting each text it draws and its size on the device."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.noted: list[ShownText] = []

    def drawText(self, *args: Any) -> Any:  # Qt's name
        transform = self.worldTransform()
        scale = math.sqrt(abs(transform.determinant()))  # rotation aside
        font = self.font()
        size = font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            self.noted.append(ShownText("table", text, size * scale))
        return super().drawText(*args)


def painted_texts(view: QGraphicsView) -> list[ShownText]:
    """Every text the table's items paint in ``view``, at the size it shows them."""
    viewport = view.viewport()
    image = QImage(max(viewport.width(), 1), max(viewport.height(), 1), QImage.Format.Format_ARGB32_Premultiplied)
    scene = view.scene()
    cached = [(item, item.cacheMode()) for item in scene.items()] if scene is not None else []
    for item, _ in cached:  # a cached item would be drawn from its picture, not painted
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    painter = _NotingPainter(image)
    try:
        view.render(painter, QRectF(image.rect()), viewport.rect())
    finally:
        painter.end()
        for item, mode in cached:
            item.setCacheMode(mode)
    return painter.noted


def widget_texts(window: QWidget) -> list[ShownText]:
    """The words of the window's shown widgets: labels, buttons, the menu bar's titles."""
    found: list[ShownText] = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text().strip():
            found.append(ShownText(type(widget).__name__, widget.text(), QFontInfo(widget.font()).pixelSize()))
        elif isinstance(widget, QMenuBar):
            px = QFontInfo(widget.font()).pixelSize()
            found += [ShownText("QMenuBar", a.text(), px) for a in widget.actions() if a.isVisible() and a.text()]
    return found


def smallest_texts(window: QWidget, view: QGraphicsView, most: int = 5) -> list[ShownText]:
    """The smallest texts shown in ``window`` and on its table, smallest first."""
    return sorted(widget_texts(window) + painted_texts(view), key=lambda t: t.px)[:most]


def min_text_px(window: QWidget, view: QGraphicsView) -> float:
    """The smallest letters the window shows, in pixels (0 when it shows no text)."""
    smallest = smallest_texts(window, view, 1)
    return round(smallest[0].px, 1) if smallest else 0.0


def table_share(window: QWidget, view: QGraphicsView) -> float:
    """The felt's share of the window: the view's area over the window's."""
    viewport = view.viewport()
    return viewport.width() * viewport.height() / max(window.width() * window.height(), 1)


def _centre(view: QGraphicsView, items: Sequence[QGraphicsItem]) -> QPointF:
    bounds = QRectF()
    for item in items:
        bounds = bounds.united(item.sceneBoundingRect())
    return QPointF(view.mapFromScene(bounds.center()))


def plate_distances(
    view: QGraphicsView, plates: Sequence[QGraphicsItem], hands: Sequence[Sequence[QGraphicsItem]]
) -> list[dict[str, float]]:
    """For each seat with a hand on the table: from its plate's centre to its hand's
    centre (``to_own_hand``) and to the nearest other hand's (``to_other_hand``), in
    the view's pixels; seats without a hand are left out."""
    centres = {seat: _centre(view, hand) for seat, hand in enumerate(hands) if hand}
    figures = []
    for seat, centre in centres.items():
        plate = _centre(view, [plates[seat]])

        def gap(point: QPointF, plate: QPointF = plate) -> float:
            return math.hypot(point.x() - plate.x(), point.y() - plate.y())

        others = [gap(c) for s, c in centres.items() if s != seat]
        figures.append(
            {
                "seat": seat,
                "to_own_hand": round(gap(centre), 1),
                "to_other_hand": round(min(others), 1) if others else math.inf,
            }
        )
    return figures


def plates_by_hands(figures: Sequence[dict[str, float]]) -> bool:
    """Whether every seat's plate is nearer its own hand than any other."""
    return all(f["to_own_hand"] < f["to_other_hand"] for f in figures)


def in_every_language(measure: Callable[[], T]) -> dict[str, T]:
    """``measure()`` with the windows speaking each language in turn, by language;
    English again after."""
    from .i18n import set_language
    from .languages import LANGUAGES

    figures: dict[str, T] = {}
    try:
        for code in BENCH_LANGUAGES or LANGUAGES:
            set_language(code)
            figures[code] = measure()
    finally:
        set_language("en")
    return figures


@contextmanager
def private_settings(**remembered: object) -> Iterator[None]:
    """The windows read and write their settings in a throw-away folder (a first launch,
    whatever this machine's user has chosen), holding ``remembered`` (a settings key,
    its "/" written "__", and its value); the user's own folder again after."""
    from PySide6.QtCore import QSettings, QStandardPaths

    from .stored_settings import settings_store

    formats = (QSettings.Format.IniFormat, QSettings.Format.NativeFormat)  # some are read with each
    user = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    with tempfile.TemporaryDirectory() as folder:
        for fmt in formats:
            QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)
        store = settings_store()
        for key, value in remembered.items():
            store.setValue(key.replace("__", "/"), value)
        store.sync()
        try:
            yield
        finally:
            for fmt in formats:
                QSettings.setPath(fmt, QSettings.Scope.UserScope, user)
