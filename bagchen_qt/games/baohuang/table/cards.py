"""Bao Huang's cards drawn by code: French-suited faces, the two jokers, the two marked
jokers and the back, crisp at any height and device pixel ratio.

A card is painted in logical pixels into a pixmap of ``height × dpr`` device pixels, so
it is never scaled after painting. The corner index (rank and suit pip side by side,
mirrored at the bottom right) fits in the top ``INDEX_DEPTH`` of the card: a hand held
in columns overlaps its cards by that much and every index stays readable. Rendered
pixmaps are kept in an LRU cache by card kind, height and ratio; the back also by the
table's back design and colours (``ui/tileart``), which a theme may change.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from bagchen_qt.games.baohuang.rules.cards import PACK, RANK_NAMES, TWO
from bagchen_qt.ui import tileart
from bagchen_qt.ui.words import fill

CONTEXT = "BaoHuangCards"

WIDTH_RATIO = 5 / 7  # a poker card's width to its height
INDEX_DEPTH = 0.235  # the share of a card's height, from the top, that shows its index with a margin
TIGHT_DEPTH = 0.215  # the least share that still shows the whole index
CORNER_RADIUS = 0.055  # of the height

# The inks and papers: high contrast, as printed cards are.
PAPER = QColor("#fffefa")
PAPER_EDGE = QColor("#6f6a62")
RED_INK = QColor("#c8102e")
BLACK_INK = QColor("#15171c")
COURT_GROUND = QColor("#f7e9bf")
COURT_GROUND_DARK = QColor("#ecd38b")
GOLD = QColor("#d4a020")
GOLD_LIGHT = QColor("#ffe590")
GOLD_DARK = QColor("#8c6410")
JADE = QColor("#138a6e")
JADE_LIGHT = QColor("#7fdcc0")
JADE_DARK = QColor("#0b4f3f")

# Kinds as the rules' tile set numbers them: rank r in suit s is kind 4 r + s (spades,
# hearts, diamonds, clubs), then the black joker, the marked black joker, the red joker
# and the marked red joker.
SUIT_KINDS = 4 * (TWO + 1)
BLACK_JOKER, PROTECTOR_CARD, RED_JOKER, EMPEROR_CARD = range(SUIT_KINDS, SUIT_KINDS + 4)
KIND_COUNT = SUIT_KINDS + 4
RED_SUITS = (1, 2)  # hearts, diamonds
JACK, QUEEN, KING, ACE = 5, 6, 7, 8


def _t(text: str) -> str:
    return QCoreApplication.translate("BaoHuangCards", text)


def card_width(height: int) -> int:
    """A card's width for its height, in the same pixels."""
    return max(1, round(height * WIDTH_RATIO))


def kind_of(card: int) -> int:
    """The kind (0 … 43) of a card number (0 … 167)."""
    if not 0 <= card < PACK.size:
        raise ValueError(f"a card is a number 0 to {PACK.size - 1}, not {card!r}")
    return PACK.tile_kind[card]


def is_red(kind: int) -> bool:
    return kind in (RED_JOKER, EMPEROR_CARD) or (kind < SUIT_KINDS and kind % 4 in RED_SUITS)


# --- names -------------------------------------------------------------------------------


def _rank_word(rank: int) -> str:
    match rank:
        case 5:
            return _t("jack")
        case 6:
            return _t("queen")
        case 7:
            return _t("king")
        case 8:
            return _t("ace")
    return RANK_NAMES[rank]


def _suit_word(suit: int) -> str:
    return (_t("spades"), _t("hearts"), _t("diamonds"), _t("clubs"))[suit]


def card_name(card: int) -> str:
    """A card in words, for screen readers and tooltips: "queen of hearts", "red joker",
    "the emperor's card"."""
    kind = kind_of(card)
    if kind == BLACK_JOKER:
        return _t("black joker")
    if kind == RED_JOKER:
        return _t("red joker")
    if kind == PROTECTOR_CARD:
        return _t("the protector's card")
    if kind == EMPEROR_CARD:
        return _t("the emperor's card")
    rank, suit = divmod(kind, 4)
    return fill(_t("%1 of %2"), _rank_word(rank), _suit_word(suit))


# --- shapes ------------------------------------------------------------------------------


def suit_path(suit: int) -> QPainterPath:
    """A suit's pip in a box one unit high centred on the origin, pointing up."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == 1:  # hearts
        path.moveTo(0, 0.5)
        path.cubicTo(-0.12, 0.32, -0.5, 0.1, -0.5, -0.16)
        path.cubicTo(-0.5, -0.44, -0.14, -0.56, 0, -0.28)
        path.cubicTo(0.14, -0.56, 0.5, -0.44, 0.5, -0.16)
        path.cubicTo(0.5, 0.1, 0.12, 0.32, 0, 0.5)
    elif suit == 2:  # diamonds
        path.moveTo(0, -0.5)
        path.quadTo(0.16, -0.2, 0.4, 0)
        path.quadTo(0.16, 0.2, 0, 0.5)
        path.quadTo(-0.16, 0.2, -0.4, 0)
        path.quadTo(-0.16, -0.2, 0, -0.5)
    elif suit == 0:  # spades
        path.moveTo(0, -0.5)
        path.cubicTo(0.14, -0.3, 0.5, -0.1, 0.5, 0.12)
        path.cubicTo(0.5, 0.36, 0.2, 0.42, 0.03, 0.24)
        path.lineTo(-0.03, 0.24)
        path.cubicTo(-0.2, 0.42, -0.5, 0.36, -0.5, 0.12)
        path.cubicTo(-0.5, -0.1, -0.14, -0.3, 0, -0.5)
        _add_stem(path)
    else:  # clubs
        r = 0.215
        for x, y in ((0.0, -0.26), (-0.25, 0.07), (0.25, 0.07)):
            path.addEllipse(QPointF(x, y), r, r)
        path.addRect(QRectF(-0.1, -0.12, 0.2, 0.26))
        _add_stem(path)
    return path


def _add_stem(path: QPainterPath) -> None:
    stem = QPainterPath()
    stem.moveTo(0, 0.08)
    stem.cubicTo(0.02, 0.3, 0.1, 0.42, 0.2, 0.5)
    stem.lineTo(-0.2, 0.5)
    stem.cubicTo(-0.1, 0.42, -0.02, 0.3, 0, 0.08)
    path.addPath(stem)


def star_path(points: int = 5, inner: float = 0.42) -> QPainterPath:
    """A star of ``points`` points, one unit across, a point upwards."""
    path = QPainterPath()
    for i in range(points * 2):
        radius = 0.5 if i % 2 == 0 else 0.5 * inner
        angle = -math.pi / 2 + i * math.pi / points
        point = QPointF(radius * math.cos(angle), radius * math.sin(angle))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


def crown_path() -> QPainterPath:
    """A crown one unit wide: a band and three points, each with a pearl."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.moveTo(-0.5, 0.32)
    path.lineTo(-0.5, -0.12)
    path.lineTo(-0.25, 0.08)
    path.lineTo(0, -0.28)
    path.lineTo(0.25, 0.08)
    path.lineTo(0.5, -0.12)
    path.lineTo(0.5, 0.32)
    path.closeSubpath()
    for x, y in ((-0.5, -0.17), (0, -0.34), (0.5, -0.17)):
        path.addEllipse(QPointF(x, y), 0.08, 0.08)
    return path


def tiara_path() -> QPainterPath:
    """A queen's coronet one unit wide: a band under five rounded arches."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.addRoundedRect(QRectF(-0.45, 0.12, 0.9, 0.18), 0.05, 0.05)
    arches = QPainterPath()
    arches.moveTo(-0.45, 0.14)
    for i in range(5):
        left = -0.45 + i * 0.18
        arches.quadTo(left + 0.09, -0.2 - (0.1 if i == 2 else 0.0), left + 0.18, 0.14)
    arches.closeSubpath()
    path.addPath(arches)
    for i in range(5):
        path.addEllipse(QPointF(-0.36 + i * 0.18, -0.07 - (0.1 if i == 2 else 0.0)), 0.055, 0.055)
    return path


def cap_path() -> QPainterPath:
    """A jack's cap one unit wide: a brimmed beret with a plume."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.moveTo(-0.48, 0.26)
    path.cubicTo(-0.48, -0.12, 0.3, -0.2, 0.42, 0.2)
    path.lineTo(0.48, 0.26)
    path.closeSubpath()
    path.addRoundedRect(QRectF(-0.5, 0.2, 1.0, 0.12), 0.05, 0.05)
    plume = QPainterPath()
    plume.moveTo(0.05, 0.02)
    plume.cubicTo(0.1, -0.3, 0.3, -0.42, 0.52, -0.4)
    plume.cubicTo(0.36, -0.3, 0.24, -0.12, 0.16, 0.04)
    plume.closeSubpath()
    path.addPath(plume)
    return path


def shield_path() -> QPainterPath:
    """A shield one unit high: the protector's badge."""
    path = QPainterPath()
    path.moveTo(-0.4, -0.42)
    path.quadTo(0, -0.5, 0.4, -0.42)
    path.lineTo(0.4, 0.02)
    path.cubicTo(0.4, 0.28, 0.16, 0.42, 0, 0.5)
    path.cubicTo(-0.16, 0.42, -0.4, 0.28, -0.4, 0.02)
    path.closeSubpath()
    return path


def _fill_shape(
    painter: QPainter, path: QPainterPath, centre: QPointF, size: float, brush: QBrush | QColor, turned: bool = False
) -> None:
    """Fills a unit shape scaled to ``size`` at ``centre`` (turned upside down if asked)."""
    painter.save()
    painter.translate(centre)
    if turned:
        painter.rotate(180)
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(brush)
    painter.drawPath(path)
    painter.restore()


def _outline_shape(
    painter: QPainter,
    path: QPainterPath,
    centre: QPointF,
    size: float,
    fill: QBrush | QColor,
    line: QColor,
    width: float,
) -> None:
    painter.save()
    painter.translate(centre)
    painter.scale(size, size)
    painter.setPen(QPen(line, width / size, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.restore()


# --- the face ----------------------------------------------------------------------------


def _index_font(height: float, text: str) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(height * 0.215)))
    font.setWeight(QFont.Weight.Bold)
    if len(text) > 1:  # "10" in the room of one letter and a half
        font.setStretch(QFont.Stretch.Condensed)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    return font


def index_height(card_height: float) -> float:
    """How tall a card's corner index stands (its rank's capitals, in pixels) on a card
    ``card_height`` pixels tall: how readable it is."""
    return float(QFontMetricsF(_index_font(card_height, "Q")).capHeight())


def _paint_index(painter: QPainter, w: float, h: float, text: str, suit: int | None, ink: QColor) -> None:
    """The corner index at the top left: the rank and, right of it, the suit's pip."""
    font = _index_font(h, text)
    metrics = QFontMetricsF(font)
    cap = metrics.capHeight()
    left, top = w * 0.075, h * 0.05
    painter.setFont(font)
    painter.setPen(ink)
    bounds = metrics.tightBoundingRect(text)
    painter.drawText(QPointF(left - bounds.left(), top + cap), text)
    if suit is not None:
        size = h * 0.135
        centre = QPointF(left + bounds.width() + h * 0.02 + size * 0.45, top + cap / 2)
        _fill_shape(painter, suit_path(suit), centre, size, ink)


def _both_corners(painter: QPainter, w: float, h: float, paint: object) -> None:
    """Paints a corner at the top left and again turned at the bottom right."""
    assert callable(paint)
    paint()
    painter.save()
    painter.translate(w, h)
    painter.rotate(180)
    paint()
    painter.restore()


# The pips of the number cards: (column, row) with columns -1, 0, 1 and rows from 0 (top)
# to 1 (bottom); pips below the middle are printed upside down.
_SIDES = (-1, 1)
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    0: tuple((c, r) for r in (0, 0.5, 1) for c in _SIDES),  # 6
    1: (*((c, r) for r in (0, 0.5, 1) for c in _SIDES), (0, 0.25)),  # 7
    2: (*((c, r) for r in (0, 0.5, 1) for c in _SIDES), (0, 0.25), (0, 0.75)),  # 8
    3: (*((c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in _SIDES), (0, 0.5)),  # 9
    4: (*((c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in _SIDES), (0, 1 / 6), (0, 5 / 6)),  # 10
}


def _paint_pips(painter: QPainter, w: float, h: float, rank: int, suit: int, ink: QColor) -> None:
    size = h * (0.12 if rank >= 3 else 0.135)  # nines and tens: four pips down a side
    top, bottom = h * 0.295, h * 0.705
    for column, row in PIP_LAYOUTS[rank]:
        centre = QPointF(w * (0.5 + 0.235 * column), top + (bottom - top) * row)
        _fill_shape(painter, suit_path(suit), centre, size, ink, turned=row > 0.5)


def _paint_ace(painter: QPainter, w: float, h: float, suit: int, ink: QColor) -> None:
    centre = QPointF(w / 2, h / 2)
    size = h * (0.4 if suit != 2 else 0.44)
    _fill_shape(painter, suit_path(suit), centre, size, ink)
    if suit == 0:  # the ace of spades' fine ring, as printed packs have
        painter.setPen(QPen(ink, max(h * 0.008, 0.6)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, size * 0.68, size * 0.68)


_EMBLEMS = {JACK: cap_path, QUEEN: tiara_path, KING: crown_path}
_COURT_LETTERS = {JACK: "J", QUEEN: "Q", KING: "K"}


def _court_frame(w: float, h: float) -> QRectF:
    return QRectF(w * 0.14, h * 0.245, w * 0.72, h * 0.51)


def _paint_court(painter: QPainter, w: float, h: float, rank: int, suit: int, ink: QColor) -> None:
    """A court card: a gilt frame holding the figure's emblem, a great letter and the pip."""
    frame = _court_frame(w, h)
    ground = QLinearGradient(frame.topLeft(), frame.bottomRight())
    ground.setColorAt(0, COURT_GROUND)
    ground.setColorAt(1, COURT_GROUND_DARK)
    radius = h * 0.02
    painter.setPen(QPen(ink, max(h * 0.012, 0.8)))
    painter.setBrush(QBrush(ground))
    painter.drawRoundedRect(frame, radius, radius)
    inner = frame.adjusted(h * 0.018, h * 0.018, -h * 0.018, -h * 0.018)
    painter.setPen(QPen(GOLD_DARK, max(h * 0.006, 0.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)

    # From the top of the frame: the emblem, the letter, the pip, each in a band of its own.
    emblem_size = frame.width() * 0.5
    emblem_centre = QPointF(frame.center().x(), frame.top() + frame.height() * 0.22)
    gilt = QLinearGradient(QPointF(0, -0.5), QPointF(0, 0.5))
    gilt.setColorAt(0, GOLD_LIGHT)
    gilt.setColorAt(1, GOLD)
    _outline_shape(painter, _EMBLEMS[rank](), emblem_centre, emblem_size, QBrush(gilt), ink, max(h * 0.009, 0.6))

    font = QFont("DejaVu Serif")
    font.setStyleHint(QFont.StyleHint.Serif)  # any serif face where DejaVu's is not installed
    font.setPixelSize(max(6, round(h * 0.24)))
    font.setWeight(QFont.Weight.Bold)
    letter = _COURT_LETTERS[rank]
    bounds = QFontMetricsF(font).tightBoundingRect(letter)
    band_top, band_bottom = frame.top() + frame.height() * 0.42, frame.top() + frame.height() * 0.8
    scale = min(1.0, (band_bottom - band_top) / bounds.height())  # a J or a Q's tail must not reach the pip
    painter.save()
    painter.translate(frame.center().x(), (band_top + band_bottom) / 2)
    painter.scale(scale, scale)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(QPointF(-bounds.center().x(), -bounds.center().y()), letter)
    painter.restore()
    pip_centre = QPointF(frame.center().x(), frame.top() + frame.height() * 0.9)
    _fill_shape(painter, suit_path(suit), pip_centre, h * 0.07, ink)


def _paint_joker_corner(painter: QPainter, w: float, h: float, ink: QColor) -> None:
    """A joker's corner: a star, and JOKER lettered down the edge under it."""
    star_size = h * 0.15
    _fill_shape(painter, star_path(), QPointF(w * 0.075 + star_size / 2, h * 0.05 + star_size / 2), star_size, ink)
    font = QFont()
    font.setPixelSize(max(5, round(h * 0.105)))
    font.setWeight(QFont.Weight.Black)
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(ink)
    step = h * 0.098
    for i, letter in enumerate("JOKER"):
        bounds = metrics.tightBoundingRect(letter)
        x = w * 0.075 + star_size / 2 - bounds.center().x()
        painter.drawText(QPointF(x, h * 0.235 + metrics.capHeight() + i * step), letter)


def _paint_joker_centre(painter: QPainter, w: float, h: float, kind: int) -> None:
    red = kind in (RED_JOKER, EMPEROR_CARD)
    ink = RED_INK if red else BLACK_INK
    centre = QPointF(w * 0.5, h * 0.5)
    if kind == EMPEROR_CARD:
        _paint_halo(painter, centre, h * 0.17, GOLD_LIGHT)
        gilt = QLinearGradient(QPointF(0, -0.5), QPointF(0, 0.5))
        gilt.setColorAt(0, GOLD_LIGHT)
        gilt.setColorAt(1, GOLD)
        _outline_shape(painter, crown_path(), centre + QPointF(0, -h * 0.04), h * 0.3, QBrush(gilt), ink, h * 0.01)
        _fill_shape(painter, star_path(), centre + QPointF(0, h * 0.11), h * 0.13, ink)
        return
    if kind == PROTECTOR_CARD:
        _paint_halo(painter, centre, h * 0.17, JADE_LIGHT)
        _outline_shape(painter, shield_path(), centre, h * 0.28, QBrush(JADE), ink, h * 0.01)
        _fill_shape(painter, star_path(), centre + QPointF(0, -h * 0.01), h * 0.14, PAPER)
        return
    size = h * 0.31
    _fill_shape(painter, star_path(inner=0.45), centre, size, ink)
    _fill_shape(painter, star_path(inner=0.45), centre, size * 0.55, GOLD_LIGHT if red else QColor("#b9bec8"))


def _paint_halo(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    glow = QColor(colour)
    glow.setAlpha(150)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glow)
    painter.drawEllipse(centre, radius, radius)


def _paint_mark(painter: QPainter, w: float, h: float, kind: int) -> None:
    """The marked jokers' rim and corner badge (a crown, a shield), seen in a column too."""
    emperor = kind == EMPEROR_CARD
    rim_colour, rim_dark = (GOLD, GOLD_DARK) if emperor else (JADE, JADE_DARK)
    rim = max(h * 0.03, 1.6)
    radius = h * CORNER_RADIUS
    rect = QRectF(rim / 2, rim / 2, w - rim, h - rim)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(rim_colour, rim))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(rim_dark, max(h * 0.006, 0.5)))
    inner = rect.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2)
    painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)

    badge = h * 0.17
    centre = QPointF(w - rim - badge * 0.62, rim + badge * 0.6)
    painter.setPen(QPen(rim_dark, max(h * 0.008, 0.6)))
    painter.setBrush(rim_colour if emperor else PAPER)
    painter.drawEllipse(centre, badge / 2, badge / 2)
    if emperor:
        _fill_shape(painter, crown_path(), centre + QPointF(0, badge * 0.04), badge * 0.68, RED_INK)
    else:
        _fill_shape(painter, shield_path(), centre, badge * 0.72, JADE)


def paint_face(painter: QPainter, w: float, h: float, kind: int) -> None:
    """Paints the face of a card of ``kind`` in the rectangle (0, 0, w, h)."""
    radius = h * CORNER_RADIUS
    edge = max(h * 0.008, 0.75)
    painter.setPen(QPen(PAPER_EDGE, edge))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(QRectF(edge / 2, edge / 2, w - edge, h - edge), radius, radius)
    if kind >= SUIT_KINDS:
        ink = RED_INK if is_red(kind) else BLACK_INK
        _both_corners(painter, w, h, lambda: _paint_joker_corner(painter, w, h, ink))
        _paint_joker_centre(painter, w, h, kind)
        if kind in (PROTECTOR_CARD, EMPEROR_CARD):
            _paint_mark(painter, w, h, kind)
        return
    rank, suit = divmod(kind, 4)
    ink = RED_INK if suit in RED_SUITS else BLACK_INK
    _both_corners(painter, w, h, lambda: _paint_index(painter, w, h, RANK_NAMES[rank], suit, ink))
    if rank == ACE:
        _paint_ace(painter, w, h, suit, ink)
    elif rank in _COURT_LETTERS:
        _paint_court(painter, w, h, rank, suit, ink)
    elif rank == TWO:  # a two: two pips, one each way
        for row, turned in ((0.31, False), (0.69, True)):
            _fill_shape(painter, suit_path(suit), QPointF(w / 2, h * row), h * 0.16, ink, turned)
    else:
        _paint_pips(painter, w, h, rank, suit, ink)


def paint_back(painter: QPainter, w: float, h: float) -> None:
    """The back: the table's back design (``ui/tileart``) inside a white border."""
    radius = h * CORNER_RADIUS
    edge = max(h * 0.008, 0.75)
    painter.setPen(QPen(PAPER_EDGE, edge))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(QRectF(edge / 2, edge / 2, w - edge, h - edge), radius, radius)
    border = w * 0.055
    tileart.paint_back_art(painter, QRectF(border, border, w - 2 * border, h - 2 * border), radius * 0.6)


# --- pixmaps -----------------------------------------------------------------------------


def _canvas(height: int, dpr: float) -> QPixmap:
    if height < 1 or dpr <= 0:
        raise ValueError(f"a card needs a height of at least 1 and a positive ratio, not {height}, {dpr}")
    pixmap = QPixmap(max(1, round(card_width(height) * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def _painter(pixmap: QPixmap) -> QPainter:
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    return painter


def _logical_size(height: int) -> tuple[float, float]:
    return float(card_width(height)), float(height)


@functools.lru_cache(maxsize=1024)
def kind_pixmap(kind: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The face of a card kind (0 … 43), ``height`` logical pixels tall."""
    if not 0 <= kind < KIND_COUNT:
        raise ValueError(f"a card kind is 0 to {KIND_COUNT - 1}, not {kind!r}")
    pixmap = _canvas(height, dpr)
    painter = _painter(pixmap)
    paint_face(painter, *_logical_size(height), kind)
    painter.end()
    return pixmap


def card_pixmap(card: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The face of card number ``card`` (0 … 167), ``height`` logical pixels tall, painted
    at ``dpr`` device pixels per logical pixel."""
    return kind_pixmap(kind_of(card), height, dpr)


@functools.lru_cache(maxsize=64)
def _back_pixmap(height: int, dpr: float, design: str, colours: tuple[int, ...]) -> QPixmap:
    pixmap = _canvas(height, dpr)
    painter = _painter(pixmap)
    paint_back(painter, *_logical_size(height))
    painter.end()
    return pixmap


def back_pixmap(height: int, dpr: float = 1.0) -> QPixmap:
    """The back of a card in the table's back design and colours."""
    colours = tuple(c.rgba() for c in (tileart.BACK, tileart.BACK_DARK, tileart.GOLD, tileart.GOLD_LIGHT))
    return _back_pixmap(height, dpr, tileart.BACK_DESIGN, colours)


# Each kind's first card number, for sheets and tests.
FIRST_CARD_OF_KIND: tuple[int, ...] = tuple(PACK.tiles_of_kind[k][0] for k in range(KIND_COUNT))
