"""The card table's words on the felt: each seat's plate (its name, AI level and pieces
left, its badges and status lines, and a gold frame with "to play" on its turn) and the
captions in the middle of the table. Each measures itself to its words, so that none
is ever cut."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bagchen_qt.ui.i18n import tibetan_family
from bagchen_qt.ui.plurals import whole_number
from bagchen_qt.ui.seat_panel import Explained
from bagchen_qt.ui.table_felt import INLAY_EDGE

GOLD = QColor("#e0b23c")
PLATE = QColor(12, 28, 21, 225)
PLATE_TURN = QColor(70, 52, 12, 240)
PLATE_TEXT = QColor("#f3ead2")
PLATE_SOFT = QColor("#b9c7b7")
BADGE = QColor("#6d1f24")
CAPTION_BACK = QColor(8, 20, 15, 190)
CHIP_GAP = 0.6  # between two words of a plate's line, in font pixels
LEAST_WIDTH = 9.0  # a plate's least width, in font pixels
FLOW_WIDTH = 21.0  # the width a plate's later lines fill before they wrap, in font pixels (or its first line's)
CARD_ICON = 0.7  # the small card by the pieces left, its width in font pixels


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


class SeatPlate(Explained, QGraphicsObject):
    """A seat's plate, as compact as its words allow: its name and the number of pieces
    it holds on the first line, then its AI level, badges, status lines and, when it is
    the seat's turn, "to play" (with a gold frame) flowing on as few lines as fit a
    plate's width. Tibetan lines stand tall: the fewer of them, the more room the middle
    of the table keeps."""

    Z = 5  # above the backs behind it, below the plays

    def __init__(self, font_px: float) -> None:
        super().__init__()
        self.font_px = font_px
        self.name = ""
        self.details = ""  # the level and the pieces left in words, for the tooltip and tests
        self.level = ""
        self.count: int | None = None
        self.badges: tuple[str, ...] = ()
        self.lines: tuple[str, ...] = ()
        self.turn = False
        self.thinking = False
        self._size = (10.0, 10.0)
        self._rows: list[list[_Chip]] = []
        self.setZValue(self.Z)

    def turn_text(self) -> str:
        if self.thinking:
            return _t("thinking…")
        return _t("to play") if self.turn else ""

    def rows(self) -> list[tuple[str, str]]:
        """The plate's words (text, kind) in reading order: the kinds are "name",
        "count", "soft", "badge" and "turn"."""
        rows = [(self.name, "name")]
        if self.count is not None:
            rows.append((whole_number(self.count), "count"))
        rows += [(self.level, "soft")] if self.level else []
        rows += [(badge, "badge") for badge in self.badges]
        rows += [(line, "soft") for line in self.lines]
        if self.turn or self.thinking:
            rows.append(("▶ " + self.turn_text(), "turn"))
        return rows

    def set_contents(
        self,
        name: str,
        details: str,
        badges: Sequence[str],
        lines: Sequence[str],
        turn: bool,
        thinking: bool,
        count: int | None = None,
        level: str = "",
    ) -> None:
        """``details``: the level and pieces left in words (said in the tooltip); drawn as
        ``level`` and ``count`` (a number by a small card), or as they are without a count."""
        self.prepareGeometryChange()
        self.name, self.details, self.badges, self.lines = name, details, tuple(badges), tuple(lines)
        self.count, self.level = count, level if count is not None else details
        self.turn, self.thinking = turn, thinking
        self._size = self.measure()
        said = [self.name, self.details, *self.badges, *self.lines, self.turn_text()]
        self.setToolTip(", ".join(text for text in said if text))
        self.update()

    def font_of(self, kind: str, text: str = "") -> QFont:
        """The font of a chip; one without Tibetan letters leaves out the Tibetan face
        (whose lines stand three times as tall), so that a name stays one line high."""
        font = QFont()
        font.setPixelSize(round(self.font_px * (1.15 if kind == "name" else 1.0)))
        font.setBold(kind in ("name", "turn", "badge"))
        tibetan = tibetan_family()
        if text and tibetan and not any("\u0f00" <= c <= "\u0fff" for c in text):
            others = [family for family in font.families() if family != tibetan]
            if others and len(others) < len(font.families()):
                font.setFamilies(others)
        return font

    def _chip(self, text: str, kind: str) -> _Chip:
        metrics = QFontMetricsF(self.font_of(kind, text))
        width = metrics.horizontalAdvance(text)
        height = metrics.lineSpacing()
        if kind == "badge":
            width, height = width + self.font_px, metrics.height() * 1.15
        elif kind == "count":
            width += self.font_px * (CARD_ICON + 0.3)
        return _Chip(text, kind, width, height)

    def _flow(self) -> list[list[_Chip]]:
        """The name and count on the first line; the rest as few lines as fit the wider
        of that line and the least width a plate has."""
        chips = [self._chip(text, kind) for text, kind in self.rows()]
        gap = self.font_px * CHIP_GAP
        first = [c for c in chips if c.kind in ("name", "count")]
        room = max(_width(first, gap), self.font_px * FLOW_WIDTH)
        rows = [first]
        current: list[_Chip] = []
        for chip in (c for c in chips if c.kind not in ("name", "count")):
            if current and _width([*current, chip], gap) > room:
                rows.append(current)
                current = []
            current.append(chip)
        return rows + ([current] if current else [])

    def measure(self) -> tuple[float, float]:
        pad = self.font_px * 0.7
        self._rows = self._flow()
        gap = self.font_px * CHIP_GAP
        width = max((_width(row, gap) for row in self._rows), default=0.0)
        height = sum(max((c.height for c in row), default=0.0) for row in self._rows)
        return max(width + 2 * pad, self.font_px * LEAST_WIDTH), height + 2 * pad * 0.5

    @property
    def size(self) -> tuple[float, float]:
        return self._size

    def clipped_texts(self) -> list[str]:
        """The plate's words that do not fit inside it (``ui/clipped``): none, as it is
        measured to its words, unless a line is wider than a plate may grow."""
        room = self._size[0] - 2 * self.font_px * 0.7 + 1
        gap = self.font_px * CHIP_GAP
        return [chip.text for row in self._rows if _width(row, gap) > room for chip in row]

    def boundingRect(self) -> QRectF:  # Qt's name
        w, h = self._size
        grow = 6.0
        return QRectF(-w / 2 - grow, -h / 2 - grow, w + 2 * grow, h + 2 * grow)

    def plate_rect(self) -> QRectF:
        """The plate itself in the scene, without the glow of its turn."""
        w, h = self._size
        return self.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.font_px * 0.6
        marked = self.turn or self.thinking
        if marked:
            painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 90), 10))
            painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(GOLD if marked else INLAY_EDGE.lighter(160), 3 if self.turn else 1.2))
        painter.setBrush(PLATE_TURN if marked else PLATE)
        painter.drawRoundedRect(rect, radius, radius)
        gap = self.font_px * CHIP_GAP
        backwards = QGuiApplication.isRightToLeft()  # Persian reads the chips from the right
        y = rect.top() + self.font_px * 0.35
        for row in self._rows:
            tall = max((c.height for c in row), default=0.0)
            x = -_width(row, gap) / 2
            for chip in reversed(row) if backwards else row:
                self._paint_chip(painter, chip, QRectF(x, y, chip.width, tall))
                x += chip.width + gap
            y += tall

    def _paint_chip(self, painter: QPainter, chip: _Chip, room: QRectF) -> None:
        painter.setFont(self.font_of(chip.kind, chip.text))
        centred = Qt.AlignmentFlag.AlignCenter
        if chip.kind == "badge":
            pill = QRectF(room.left(), room.center().y() - chip.height / 2, chip.width, chip.height)
            painter.setPen(QPen(GOLD, 1))
            painter.setBrush(BADGE)
            painter.drawRoundedRect(pill, chip.height / 2, chip.height / 2)
            painter.setPen(PLATE_TEXT)
            painter.drawText(pill, centred, chip.text)
            return
        if chip.kind == "count":  # a small card, then the number (from the right, right to left)
            icon_w, icon_h = self.font_px * CARD_ICON, self.font_px * CARD_ICON * 1.4
            backwards = QGuiApplication.isRightToLeft()
            left = room.right() - icon_w if backwards else room.left()
            icon = QRectF(left, room.center().y() - icon_h / 2, icon_w, icon_h)
            painter.setPen(QPen(PLATE_SOFT, 1))
            painter.setBrush(BADGE)
            painter.drawRoundedRect(icon, icon_w * 0.18, icon_w * 0.18)
            beside = icon_w + self.font_px * 0.3
            room = room.adjusted(0, 0, -beside, 0) if backwards else room.adjusted(beside, 0, 0, 0)
        painter.setPen(GOLD if chip.kind == "turn" else PLATE_TEXT if chip.kind in ("name", "count") else PLATE_SOFT)
        painter.drawText(room, centred, chip.text)


@dataclass(frozen=True)
class _Chip:
    text: str
    kind: str
    width: float
    height: float


def _width(chips: Sequence[_Chip], gap: float) -> float:
    return sum(c.width for c in chips) + gap * max(len(chips) - 1, 0)


class Caption(Explained, QGraphicsObject):
    """Words in the middle of the table, on a dark band."""

    Z = 30  # above the plays

    def __init__(self, font_px: float) -> None:
        super().__init__()
        self.font_px = font_px
        self.text = ""
        self._rect = QRectF()
        self.setZValue(self.Z)

    def set_text(self, text: str, widest: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._rect = self.band(text, widest)
        self.setVisible(bool(text))
        self.setToolTip(text)
        self.update()

    def font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(self.font_px))
        return font

    def band(self, text: str, widest: float) -> QRectF:
        """The dark band ``text`` needs, wrapped at ``widest``, round its centre."""
        bound = QFontMetricsF(self.font()).boundingRect(QRectF(0, 0, widest, 10_000), Qt.TextFlag.TextWordWrap, text)
        pad = self.font_px * 0.6
        return QRectF(
            -bound.width() / 2 - pad, -bound.height() / 2 - pad * 0.5, bound.width() + 2 * pad, bound.height() + pad
        )

    def boundingRect(self) -> QRectF:  # Qt's name
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CAPTION_BACK)
        painter.drawRoundedRect(self._rect, self.font_px * 0.5, self.font_px * 0.5)
        painter.setPen(PLATE_TEXT)
        painter.setFont(self.font())
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
