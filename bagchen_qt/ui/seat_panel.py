"""Seat panels, captions and the turn arrow: the table's text, painted in the scene.

A ``SeatPanel`` shows one seat: name, AI level (or "you"), chips, stacks won, a
passport badge, "thinking…" while an AI decides, and an unmistakable turn marker (a
gold frame with a pulsing glow and "Your turn" / "to play"). A ``Caption`` is a short
line or two of text on a dark pill; the ``TurnArrow`` points from the middle of the
table at the seat to act.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QLocale,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .chips import paint_chip
from .i18n import line_height
from .layout import SMALLEST_TEXT
from .plurals import QT_TRANSLATE_NOOP
from .words import chips_and_stacks_text, stacks_text

INK = QColor("#f3e9cf")  # ivory text
INK_SOFT = QColor(243, 233, 207, 165)
PANEL_TOP = QColor(14, 34, 29, 228)
PANEL_BOTTOM = QColor(8, 22, 18, 228)
PANEL_EDGE = QColor(255, 255, 255, 46)
TURN_GOLD = QColor("#f2c14e")
TURN_FILL_TOP = QColor(74, 58, 20, 238)
TURN_FILL_BOTTOM = QColor(40, 32, 12, 238)
PASSPORT_RED = QColor("#a3262d")
THINK = QColor("#8fd3c7")
FONT_FAMILY = "DejaVu Sans"


# The AI levels' names, as the panel shows them (ai.player.TABLE_LEVELS and the others).
LEVEL_NAMES = (
    QT_TRANSLATE_NOOP("SeatPanel", "random"),
    QT_TRANSLATE_NOOP("SeatPanel", "easy"),
    QT_TRANSLATE_NOOP("SeatPanel", "medium"),
    QT_TRANSLATE_NOOP("SeatPanel", "hard"),
    QT_TRANSLATE_NOOP("SeatPanel", "oracle"),
    QT_TRANSLATE_NOOP("SeatPanel", "tuned"),
    QT_TRANSLATE_NOOP("SeatPanel", "example"),
)


def _t(text: str) -> str:
    return QCoreApplication.translate("SeatPanel", text)


WINDS = "ESWN"  # the letters of the first four seats on their plates


def seat_letter(seat: int) -> str:
    """A seat's letter on its plate: the wind of the first four seats, then its number."""
    return WINDS[seat] if seat < len(WINDS) else str(seat + 1)


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY, 1)
    f.setPixelSize(max(int(round(pixels)), 1))
    f.setBold(bold)
    return f


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class Explained:
    """A table item whose tooltip explains the rules terms it shows: ``explain`` (set by
    the table, from the game's glossary) gives their plain words for a text."""

    explain: Callable[[str], str] | None = None
    explained_text = ""  # the item's own words, before their explanation (its terms' rules links)

    def setToolTip(self, text: str) -> None:  # Qt's name
        self.explained_text = text
        words = self.explain(text) if self.explain is not None and text else ""
        super().setToolTip(f"{text}\n\n{words}" if words else text)  # type: ignore[misc]


class SeatPanel(Explained, QGraphicsObject):
    """One seat's name plate. Its origin is the panel's centre."""

    WIDTH, HEIGHT = 204.0, 88.0
    GLOW = 16.0

    def __init__(
        self, seat: int, name: str, level: str | None, is_viewer: bool = False, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self._name = name
        self._level = level
        self._is_viewer = is_viewer
        self._chips = 0
        self._stacks = 0
        self._passport = False
        self._thinking = False
        self._turn = False
        self._pulse = 0.0
        self._dots = 3
        self._motion = True
        self._pulse_animation: QPropertyAnimation | None = None
        self._dots_animation: QPropertyAnimation | None = None
        self.setZValue(320)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    # --- state ---------------------------------------------------------------------

    @property
    def name(self) -> str:
        return self._name

    @property
    def level(self) -> str | None:
        """The AI's level, or None for a human."""
        return self._level

    @property
    def chips(self) -> int:
        return self._chips

    @property
    def stacks(self) -> int:
        return self._stacks

    @property
    def passport(self) -> bool:
        return self._passport

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def turn(self) -> bool:
        return self._turn

    @property
    def is_viewer(self) -> bool:
        return self._is_viewer

    def level_text(self) -> str:
        if self._level is None:
            return _t("you") if self._is_viewer else _t("player")
        return _t("AI · %1").replace("%1", _t(self._level))

    def status_text(self) -> str:
        """The bottom line: whose turn it is, or that an AI is thinking."""
        if self._thinking:
            return _t("thinking") + "." * self._dots if self._motion else _t("thinking…")
        if self._turn:
            # "Your turn" only for the human's own seat (in a demo the bottom seat is an AI).
            return _t("Your turn") if self._is_viewer and self._level is None else _t("to play")
        return ""

    def retranslate(self) -> None:
        """Its words again, in the language now installed."""
        self._changed()

    def set_identity(self, name: str, level: str | None, is_viewer: bool) -> None:
        self._name, self._level, self._is_viewer = name, level, is_viewer
        self._changed()

    def set_values(self, chips: int, stacks: int, passport: bool) -> None:
        if (chips, stacks, passport) != (self._chips, self._stacks, self._passport):
            self._chips, self._stacks, self._passport = chips, stacks, passport
            self._changed()

    def set_thinking(self, on: bool) -> None:
        if on != self._thinking:
            self._thinking = on
            self._restart_animations()
            self._changed()

    def set_turn(self, on: bool) -> None:
        if on != self._turn:
            self._turn = on
            self._restart_animations()
            self._changed()

    def set_motion(self, allowed: bool) -> None:
        """Reduced motion: no pulsing glow, no moving dots."""
        if allowed != self._motion:
            self._motion = allowed
            self._restart_animations()
            self._changed()

    def _changed(self) -> None:
        self._update_tooltip()
        self.update()

    def _update_tooltip(self) -> None:
        parts = [
            f"{self._name} ({seat_letter(self.seat)}), {self.level_text()}",
            chips_and_stacks_text(self._chips, self._stacks),
        ]
        if self._passport:
            parts.append(_t("holds a passport: pays nothing more this deal"))
        self.setToolTip("\n".join(parts))

    # --- animation -------------------------------------------------------------------

    def _get_pulse(self) -> float:
        return self._pulse

    def _set_pulse(self, value: float) -> None:
        self._pulse = float(value)
        self.update()

    def _get_dots(self) -> int:
        return self._dots

    def _set_dots(self, value: int) -> None:
        if int(value) != self._dots:
            self._dots = int(value)
            self.update()

    def _get_chip_count(self) -> int:
        return self._chips

    def _set_chip_count(self, value: int) -> None:
        if int(value) != self._chips:
            self._chips = int(value)
            self._changed()

    pulse = Property(float, _get_pulse, _set_pulse)
    dots = Property(int, _get_dots, _set_dots)
    chipCount = Property(int, _get_chip_count, _set_chip_count)  # ticks over as chips fly

    def _restart_animations(self) -> None:
        for animation in (self._pulse_animation, self._dots_animation):
            if animation is not None:
                animation.stop()
        self._pulse_animation = self._dots_animation = None
        self._pulse, self._dots = 0.0, 3
        if not self._motion:
            return
        if self._turn:
            self._pulse_animation = self._loop(b"pulse", ((0.0, 0.0), (0.5, 1.0), (1.0, 0.0)), 1600)
        if self._thinking:
            self._dots_animation = self._loop(b"dots", ((0.0, 0), (1.0, 4)), 1400)

    def _loop(self, prop: bytes, values: tuple[tuple[float, float], ...], ms: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(self, prop, self)
        animation.setDuration(ms)
        for step, value in values:
            animation.setKeyValueAt(step, value)
        animation.setLoopCount(-1)
        animation.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)
        return animation

    # --- painting --------------------------------------------------------------------

    def body(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, -self.HEIGHT / 2, self.WIDTH, self.HEIGHT)

    def boundingRect(self) -> QRectF:  # Qt API
        g = self.GLOW + 2
        return self.body().adjusted(-g, -g, g, g)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        body = self.body()
        radius = 13.0
        if self._turn:
            self._paint_glow(painter, body, radius)
        gradient = QLinearGradient(body.topLeft(), body.bottomLeft())
        top, bottom = (TURN_FILL_TOP, TURN_FILL_BOTTOM) if self._turn else (PANEL_TOP, PANEL_BOTTOM)
        gradient.setColorAt(0.0, top)
        gradient.setColorAt(1.0, bottom)
        painter.setBrush(gradient)
        painter.setPen(QPen(TURN_GOLD, 3.0) if self._turn else QPen(PANEL_EDGE, 1.2))
        painter.drawPath(_rounded(body, radius))

        left, right = body.left() + 12, body.right() - 12
        # Row 1: seat letter, name, level.
        badge = QRectF(left, body.top() + 10, 24, 24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TURN_GOLD if self._turn else QColor(255, 255, 255, 40))
        painter.drawEllipse(badge)
        painter.setFont(font(13, bold=True))
        painter.setPen(QColor("#1b1408") if self._turn else INK)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, seat_letter(self.seat))
        row1 = QRectF(badge.right() + 8, badge.top() - 2, right - badge.right() - 8, 28)
        name, level = self._row1_texts(row1.width())
        painter.setFont(font(12))
        level_width = QFontMetricsF(font(12)).horizontalAdvance(level)
        painter.setPen(INK_SOFT)
        painter.drawText(row1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, level)
        painter.setFont(font(17, bold=True))
        painter.setPen(INK)
        name_rect = row1.adjusted(0, 0, -level_width - 8, 0)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

        # Row 2: chips and stacks.
        y = body.top() + 50
        paint_chip(painter, QPointF(left + 10, y), 10.0)
        painter.setFont(font(16, bold=True))
        painter.setPen(INK)
        chips_rect, stack_x, stacks_rect = self._row2(left, right, y)
        chips = QLocale().toString(self._chips)  # in the language's digits
        painter.drawText(chips_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, chips)
        self._paint_stack_icon(painter, QPointF(stack_x, y))
        painter.setFont(font(14))
        painter.setPen(INK)
        painter.drawText(stacks_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.stacks_text())

        # Row 3: passport badge and status.
        y = body.top() + 75
        if self._passport:
            badge = QRectF(left - 2, y - 10, 86, 20)
            painter.setPen(QPen(TURN_GOLD, 1.2))
            painter.setBrush(PASSPORT_RED)
            painter.drawPath(_rounded(badge, 4))
            painter.setFont(font(SMALLEST_TEXT, bold=True))
            painter.setPen(QColor("#ffe9b0"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, _t("PASSPORT"))
        status = self.status_text()
        if status:
            painter.setFont(font(15, bold=True))
            painter.setPen(THINK if self._thinking else TURN_GOLD)
            painter.drawText(
                QRectF(left, y - 12, right - left, 24),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                status,
            )

    def stacks_text(self) -> str:
        return stacks_text(self._stacks)

    def _row2(self, left: float, right: float, y: float) -> tuple[QRectF, float, QRectF]:
        """The chips' place, the stack icon's centre and the stacks' place: the stacks
        follow the chips' number as wide as it is, so "11 stacks" keeps its room."""
        chips_width = QFontMetricsF(font(16, bold=True)).horizontalAdvance(QLocale().toString(self._chips))
        stack_x = left + 26 + max(chips_width, 34) + 14
        return (
            QRectF(left + 26, y - 12, chips_width + 2, 24),
            stack_x,
            QRectF(stack_x + 14, y - 12, right - stack_x - 14, 24),
        )

    def clipped_texts(self) -> list[str]:
        """The texts of the plate that do not fit their place (for ``clipped_texts``)."""
        body = self.body()
        left, right = body.left() + 12, body.right() - 12
        _, _, stacks_rect = self._row2(left, right, body.top() + 50)
        out = []
        if QFontMetricsF(font(14)).horizontalAdvance(self.stacks_text()) > stacks_rect.width():
            out.append(self.stacks_text())
        # The name shares its row with the level (left + 24 + 8 is where it starts).
        name, _ = self._row1_texts(right - (left + 32))
        if name != self._name:
            out.append(self._name)
        return out

    def _row1_texts(self, width: float) -> tuple[str, str]:
        """The name and the level as they fit one row of ``width``: the name comes first,
        the level (long in some languages) is shortened before the name is."""
        name_metrics, level_metrics = QFontMetricsF(font(17, bold=True)), QFontMetricsF(font(12))
        level = self.level_text()
        level_room = max(width - name_metrics.horizontalAdvance(self._name) - 8, width * 0.35)
        level = level_metrics.elidedText(level, Qt.TextElideMode.ElideRight, level_room)
        name_room = width - level_metrics.horizontalAdvance(level) - 8
        return name_metrics.elidedText(self._name, Qt.TextElideMode.ElideRight, name_room), level

    def _paint_glow(self, painter: QPainter, body: QRectF, radius: float) -> None:
        strength = 0.55 + 0.45 * self._pulse
        steps = 8
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(steps):
            grow = self.GLOW * (i + 0.5) / steps
            color = QColor(TURN_GOLD)
            color.setAlphaF(strength * 0.5 * (1.0 - i / steps) ** 1.5)
            painter.setPen(QPen(color, self.GLOW / steps * 1.6))
            painter.drawPath(_rounded(body.adjusted(-grow, -grow, grow, grow), radius + grow))

    def _paint_stack_icon(self, painter: QPainter, centre: QPointF) -> None:
        painter.setPen(QPen(QColor(60, 30, 20), 0.8))
        for level in range(3):
            rect = QRectF(centre.x() - 8, centre.y() + 3 - level * 4.5, 16, 6)
            painter.setBrush(QColor("#f4ead2") if level == 2 else QColor("#7a1f24"))
            painter.drawRoundedRect(rect, 1.5, 1.5)


class Caption(Explained, QGraphicsObject):
    """A line or two of text on a dark pill, centred on (or hung from) its position."""

    def __init__(
        self,
        size: float = 15.0,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
        accent: QColor | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._lines: list[str] = []
        self._size = size
        self._align = align
        self._accent = accent
        self._rect = QRectF()
        self.setZValue(330)
        self.setVisible(False)

    @property
    def text(self) -> str:
        return "\n".join(self._lines)

    def set_text(self, text: str) -> None:
        lines = [line for line in text.split("\n") if line]
        if lines == self._lines:
            return
        self.prepareGeometryChange()
        self._lines = lines
        self._rect = self._measure()
        self.setVisible(bool(lines))
        if self.explain is not None:  # the caption's terms explained on hover
            self.setToolTip(text if self.explain(text) else "")
        self.update()

    def set_align(self, align: Qt.AlignmentFlag) -> None:
        """Centre the caption on its position, or hang it from there to the right (AlignLeft)
        or to the left (AlignRight)."""
        if align != self._align:
            self.prepareGeometryChange()
            self._align = align
            self._rect = self._measure()
            self.update()

    def _fonts(self) -> list[QFont]:
        second = max(self._size * 0.85, SMALLEST_TEXT)  # never below what the text scale keeps readable
        return [font(max(self._size, SMALLEST_TEXT), bold=True)] + [font(second)] * (len(self._lines) - 1)

    def _measure(self) -> QRectF:
        if not self._lines:
            return QRectF()
        widths, height = [], 0.0
        for line, f in zip(self._lines, self._fonts(), strict=True):
            widths.append(QFontMetricsF(f).horizontalAdvance(line))
            height += line_height(f, line)
        w, h = max(widths) + 28, height + 12
        if self._align & Qt.AlignmentFlag.AlignLeft:
            x = 0.0
        elif self._align & Qt.AlignmentFlag.AlignRight:
            x = -w
        else:
            x = -w / 2
        return QRectF(x, -h / 2, w, h)

    def body(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # Qt API
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setBrush(QColor(6, 18, 15, 215))
        painter.setPen(QPen(self._accent if self._accent is not None else PANEL_EDGE, 1.2))
        radius = min(self._rect.height() / 2, 16.0)
        painter.drawPath(_rounded(self._rect, radius))
        y = self._rect.top() + 6
        for i, (line, f) in enumerate(zip(self._lines, self._fonts(), strict=True)):
            height = line_height(f, line)
            painter.setFont(f)
            painter.setPen((self._accent or INK) if i == 0 else INK_SOFT)
            row = QRectF(self._rect.left(), y, self._rect.width(), height)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)
            y += height


class TurnArrow(QGraphicsObject):
    """A gold chevron; at rotation 0 it points down (toward the bottom seat)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(310)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # Qt API
        return QRectF(-34, -24, 68, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        path = QPainterPath()
        path.moveTo(-26, -14)
        path.lineTo(0, 12)
        path.lineTo(26, -14)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, color in ((16.0, QColor(0, 0, 0, 90)), (11.0, QColor("#98680f")), (7.0, TURN_GOLD)):
            painter.setPen(
                QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            )
            painter.drawPath(path.translated(0, 3) if color.alpha() < 255 else path)
