"""The card table's words on the felt: each seat's plate (its name, AI level and pieces
left, its badges and status lines, and a gold frame with "to play" on its turn) and the
captions in the middle of the table. Each measures itself to its words, so that none
is ever cut."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bagchen_qt.ui.i18n import tibetan_family
from bagchen_qt.ui.seat_panel import Explained
from bagchen_qt.ui.table_felt import INLAY_EDGE

GOLD = QColor("#e0b23c")
PLATE = QColor(12, 28, 21, 225)
PLATE_TURN = QColor(70, 52, 12, 240)
PLATE_TEXT = QColor("#f3ead2")
PLATE_SOFT = QColor("#b9c7b7")
BADGE = QColor("#6d1f24")
CAPTION_BACK = QColor(8, 20, 15, 190)


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


class SeatPlate(Explained, QGraphicsObject):
    """A seat's plate: its name, AI level and pieces left, its badges and status lines,
    and, when it is the seat's turn, a gold frame and "to play"."""

    Z = 5  # above the backs behind it, below the plays

    def __init__(self, font_px: float) -> None:
        super().__init__()
        self.font_px = font_px
        self.name = ""
        self.details = ""
        self.badges: tuple[str, ...] = ()
        self.lines: tuple[str, ...] = ()
        self.turn = False
        self.thinking = False
        self._size = (10.0, 10.0)
        self.setZValue(self.Z)

    def turn_text(self) -> str:
        if self.thinking:
            return _t("thinking…")
        return _t("to play") if self.turn else ""

    def rows(self) -> list[tuple[str, str]]:
        """The plate's lines (text, kind) top to bottom: the kinds are "name", "soft",
        "badges" (the badges, apart: a pill each) and "turn"."""
        rows = [(self.name, "name"), (self.details, "soft")]
        if self.badges:
            rows.append(("  ".join(self.badges), "badges"))
        rows += [(line, "soft") for line in self.lines]
        if self.turn or self.thinking:
            rows.append(("▶ " + self.turn_text(), "turn"))
        return rows

    def set_contents(
        self, name: str, details: str, badges: Sequence[str], lines: Sequence[str], turn: bool, thinking: bool
    ) -> None:
        self.prepareGeometryChange()
        self.name, self.details, self.badges, self.lines = name, details, tuple(badges), tuple(lines)
        self.turn, self.thinking = turn, thinking
        self._size = self.measure()
        self.setToolTip(", ".join(text for text, _ in self.rows() if text))
        self.update()

    def font_of(self, kind: str, text: str = "") -> QFont:
        """The font of a row; a row without Tibetan letters leaves out the Tibetan face
        (whose lines stand three times as tall), so that a name stays one line high."""
        font = QFont()
        font.setPixelSize(round(self.font_px * (1.15 if kind == "name" else 1.0)))
        font.setBold(kind in ("name", "turn", "badges"))
        tibetan = tibetan_family()
        if text and tibetan and not any("\u0f00" <= c <= "\u0fff" for c in text):
            others = [family for family in font.families() if family != tibetan]
            if others and len(others) < len(font.families()):
                font.setFamilies(others)
        return font

    def _badge_widths(self) -> list[float]:
        metrics = QFontMetricsF(self.font_of("badges"))
        return [metrics.horizontalAdvance(badge) + self.font_px for badge in self.badges]

    def _row_height(self, kind: str, text: str = "") -> float:
        spacing = QFontMetricsF(self.font_of(kind, text)).lineSpacing()
        return spacing * 1.3 if kind == "badges" else spacing

    def measure(self) -> tuple[float, float]:
        pad = self.font_px * 0.8
        width = height = 0.0
        for text, kind in self.rows():
            if kind == "badges":
                widths = self._badge_widths()
                width = max(width, sum(widths) + self.font_px * 0.4 * (len(widths) - 1))
            else:
                width = max(width, QFontMetricsF(self.font_of(kind, text)).horizontalAdvance(text))
            height += self._row_height(kind, text if kind != "badges" else "")
        return max(width + 2 * pad, self.font_px * 9), height + 2 * pad * 0.7

    @property
    def size(self) -> tuple[float, float]:
        return self._size

    def clipped_texts(self) -> list[str]:
        """The plate's lines that do not fit inside it (``ui/clipped``): none, as it is
        measured to its lines, unless a line is wider than a plate may grow."""
        room = self._size[0] - 2 * self.font_px * 0.8 + 1
        return [
            text
            for text, kind in self.rows()
            if kind != "badges" and QFontMetricsF(self.font_of(kind, text)).horizontalAdvance(text) > room
        ]

    def boundingRect(self) -> QRectF:  # Qt's name
        w, h = self._size
        grow = 6.0
        return QRectF(-w / 2 - grow, -h / 2 - grow, w + 2 * grow, h + 2 * grow)

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
        pad = self.font_px * 0.8
        y = rect.top() + pad * 0.7
        for text, kind in self.rows():
            painter.setFont(self.font_of(kind, text if kind != "badges" else ""))
            row = QRectF(rect.left() + pad, y, w - 2 * pad, self._row_height(kind, text if kind != "badges" else ""))
            if kind == "badges":
                self._paint_badges(painter, row)
            else:
                painter.setPen(GOLD if kind == "turn" else PLATE_TEXT if kind == "name" else PLATE_SOFT)
                painter.drawText(row, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, text)
            y += row.height()

    def _paint_badges(self, painter: QPainter, row: QRectF) -> None:
        widths = self._badge_widths()
        gap = self.font_px * 0.4
        x = row.center().x() - (sum(widths) + gap * (len(widths) - 1)) / 2
        pill_h = QFontMetricsF(self.font_of("badges")).height() * 1.1
        for badge, width in zip(self.badges, widths, strict=True):
            pill = QRectF(x, row.center().y() - pill_h / 2, width, pill_h)
            painter.setPen(QPen(GOLD, 1))
            painter.setBrush(BADGE)
            painter.drawRoundedRect(pill, pill_h / 2, pill_h / 2)
            painter.setPen(PLATE_TEXT)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, badge)
            x += width + gap


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
        font = self.font()
        metrics = QFontMetricsF(font)
        bound = metrics.boundingRect(QRectF(0, 0, widest, 10_000), Qt.TextFlag.TextWordWrap, text)
        pad = self.font_px * 0.6
        self._rect = QRectF(
            -bound.width() / 2 - pad, -bound.height() / 2 - pad * 0.5, bound.width() + 2 * pad, bound.height() + pad
        )
        self.setVisible(bool(text))
        self.setToolTip(text)
        self.update()

    def font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(self.font_px))
        return font

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
