"""Vector art for Bagchen tiles, painted with QPainter (no bitmaps, crisp at any size).

A tile is drawn as an upright Mahjong-style block: an ivory face on top of a maroon
back layer, whose thickness shows as a band under the face, over a soft shadow on
the table. Face down, the maroon back shows a fine lattice and an endless-knot
medallion, with the ivory layer now at the bottom of the band.

Pip convention (traditional Chinese dominoes, which Bagchen tiles are):

* Ones and fours are red, every other number is "white"; on our ivory faces "white"
  pips are drawn in a near-black ink, as on old bone and ivory sets. Culin, *Chinese
  Games with Dice and Dominoes* (1893, gamesmuseum.uwaterloo.ca/Archives/Culin/
  Dice1893/dominoes.html): "the 'one' and 'four' marks and the alternate 'threes',
  which comprise the 'sixes', are usually painted red, while the other marks are
  painted black or white, depending upon the material"; Wikipedia "Chinese
  dominoes": surviving early tiles "are white with black and red pips".
* The double six (our sky chief) is half red: each six is two columns of three, one
  column red and one dark (Culin's "alternate threes"; J. Celko at pagat.com/domino/
  chinese.html: "three pips red and three pips white in each cluster"). The sources
  say only "half"; we put the red column on the right in both halves, as one pai gow
  program's tile map does. Other sixes are all dark.
* Twos sit side by side at the outer end of their half, threes run diagonally, fives
  are a quincunx, fours a red square (Celko, as above). The halves mirror each other
  across the divider, so a diagonal three leans "/" in the top half and "\\" below.
* The one is a single large red pip, as on Chinese dice (Celko: "Korean sets
  sometimes use a large red spot for the one").
* The double three is drawn as two diagonal threes, like every other three, as on
  most sets sold today. Celko also describes an older special design ("two
  horizontal, two vertical and two horizontal"; h2g2 "Chinese Dominoes": it "may be
  styled" so), which puts two pips on the centre line by the divider: on screen that
  tile was misread as a 5-3, so we keep the plain diagonal.
* Each three runs from the outer corner of its half to the inner one, clear of the
  divider, so its middle pip sits on the half's centre and nothing touches the line.

The divider line between the halves is ours (real Chinese tiles have none); it
helps read the "H-L" halves of a Mahjong-style upright tile at small sizes.

Painting one tile takes a few hundred QPainter calls, and a table shows the same few
looks over and over, so ``paint_tile`` keeps each look it paints as an image (see
``draw_cached``), rendered for the painter's device transform: scale, rotation and
device pixel ratio included, so that it stays as crisp as the vectors at any size.
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsObject


class Kind(Protocol):
    """A kind of Chinese domino as the art draws it: the pips of its two halves, the
    higher first, and its number (``int(kind)``, the domino set's index); a game's kinds
    carry more: their suit, rank and name."""

    @property
    def high(self) -> int: ...

    @property
    def low(self) -> int: ...

    def __int__(self) -> int: ...


# --- palette ---------------------------------------------------------------------------

IVORY_LIGHT = QColor("#fffaf0")
IVORY = QColor("#f4ead2")
IVORY_DEEP = QColor("#e6d6b0")
IVORY_SIDE = QColor("#d8c496")
IVORY_SIDE_DARK = QColor("#b9a173")
FACE_OUTLINE = QColor(120, 96, 60, 150)

BACK = QColor("#7a1f24")  # Tibetan maroon
BACK_DARK = QColor("#4e1216")
BACK_LATTICE = QColor(233, 160, 120, 46)
BACK_SIDE = QColor("#5c161b")
BACK_SIDE_DARK = QColor("#3a0c10")

PIP_RED = QColor("#c3212b")
PIP_DARK = QColor("#1c2130")  # "white" pips in near-black blue ink on ivory

GOLD = QColor("#d9a62e")
GOLD_LIGHT = QColor("#ffe28a")
GOLD_DARK = QColor("#98680f")
GLOW = QColor(255, 198, 72)
HINT = QColor(94, 226, 170)
DIM = QColor(24, 20, 18, 120)
HATCH = QColor(20, 16, 14, 120)
SHADOW = QColor(0, 0, 0)


class PipColor(Enum):
    RED = "red"
    DARK = "dark"  # the "white" pips of Chinese dominoes, inked dark on ivory


def pip_qcolor(color: PipColor) -> QColor:
    return PIP_RED if color is PipColor.RED else PIP_DARK


@dataclass(frozen=True)
class Pip:
    """One pip on an upright face: x across (0 left, 1 right), y down (0 top, 1 bottom).

    ``radius`` is a fraction of the face width; ``half`` is 0 for the top (high) half
    and 1 for the bottom (low) half.
    """

    x: float
    y: float
    radius: float
    color: PipColor
    half: int


# --- pip layout ------------------------------------------------------------------------

FACE_ASPECT = 2 / 3  # face width / face height of an upright tile
_HALF = 0.5 / FACE_ASPECT  # height of one half in face widths
_MID = _HALF / 2  # centre of a half, measured from the tile's outer end
_COL = 0.235  # sideways offset of a pip column from the centre line
_ROW = 0.205  # offset of the outer and inner rows of 2, 3, 4, 5 from the half's centre
_ROW6 = 0.215  # row spacing of a six (slightly taller, as on real tiles)
PIP_RADIUS = 0.092
ONE_RADIUS = 0.175

# Each half as (dx, dv): dx from the centre line in face widths, dv from the outer end
# of the half (the tile's top for the high half, its bottom for the low half).
_OUTER, _INNER = _MID - _ROW, _MID + _ROW
_HALF_SPOTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, _MID),),
    2: ((-_COL, _OUTER), (_COL, _OUTER)),
    3: ((_COL, _OUTER), (0.0, _MID), (-_COL, _INNER)),
    4: ((-_COL, _OUTER), (_COL, _OUTER), (-_COL, _INNER), (_COL, _INNER)),
    5: ((-_COL, _OUTER), (_COL, _OUTER), (0.0, _MID), (-_COL, _INNER), (_COL, _INNER)),
    6: tuple((dx, _MID + row * _ROW6) for row in (-1, 0, 1) for dx in (-_COL, _COL)),
}


def _half_pips(count: int, half: int, double: bool) -> list[Pip]:
    spots = _HALF_SPOTS[count]
    height = 2 * _HALF
    pips = []
    for dx, dv in spots:
        y = dv / height if half == 0 else 1.0 - dv / height
        if count in (1, 4):
            color = PipColor.RED
        elif count == 6 and double:
            color = PipColor.RED if dx > 0 else PipColor.DARK
        else:
            color = PipColor.DARK
        radius = ONE_RADIUS if count == 1 else PIP_RADIUS
        pips.append(Pip(0.5 + dx, y, radius, color, half))
    return pips


def pip_layout(high: int, low: int) -> tuple[Pip, ...]:
    """The pips of the upright tile ``high-low``: high half on top, low half below."""
    if not (1 <= low <= high <= 6):
        raise ValueError(f"no tile {high}-{low}: write the high number first, 1 to 6")
    double = high == low
    return tuple(_half_pips(high, 0, double) + _half_pips(low, 1, double))


def kind_pips(kind: Kind) -> tuple[Pip, ...]:
    return pip_layout(kind.high, kind.low)


# --- geometry --------------------------------------------------------------------------


class Pose(Enum):
    STANDING = "standing"  # upright, portrait: hands, and the tiles of a trick
    LYING = "lying"  # flat on its side, landscape: tiles lying in a trick stack


@dataclass(frozen=True)
class TileMetrics:
    """Sizes in item (scene) units; ``scaled`` gives a bigger or smaller tile."""

    width: float = 48.0  # face width of an upright tile
    height: float = 72.0  # face height of an upright tile
    depth: float = 9.0  # the thickness band under the face of a standing tile
    lying_depth: float = 6.0  # a lying tile, seen from above, shows less of its side
    radius: float = 6.5
    lift: float = 14.0  # how far a selected tile rises out of the row
    shadow: float = 6.0  # reach of the soft shadow
    glow: float = 8.0  # reach of the selection glow

    def scaled(self, factor: float) -> TileMetrics:
        return TileMetrics(
            *(
                value * factor
                for value in (
                    self.width,
                    self.height,
                    self.depth,
                    self.lying_depth,
                    self.radius,
                    self.lift,
                    self.shadow,
                    self.glow,
                )
            )
        )

    def face_size(self, pose: Pose) -> QSizeF:
        if pose is Pose.STANDING:
            return QSizeF(self.width, self.height)
        return QSizeF(self.height, self.width)

    def depth_of(self, pose: Pose) -> float:
        return self.depth if pose is Pose.STANDING else self.lying_depth

    def body_rect(self, pose: Pose) -> QRectF:
        """Face plus thickness band of a resting tile, centred on the origin."""
        face = self.face_size(pose)
        w, h = face.width(), face.height() + self.depth_of(pose)
        return QRectF(-w / 2, -h / 2, w, h)

    def face_rect(self, pose: Pose, lift: float = 0.0) -> QRectF:
        body = self.body_rect(pose)
        face = self.face_size(pose)
        return QRectF(body.left(), body.top() - lift * self.lift, face.width(), face.height())

    def margin(self) -> float:
        return max(self.glow, self.shadow + _shadow_offset(self, 1.0).y()) + 1.0

    def bounding_rect(self, pose: Pose) -> QRectF:
        """Everything the tile may paint: shadow, lift and glow included."""
        m = self.margin()
        return self.body_rect(pose).adjusted(-m, -m - self.lift, m, m)


DEFAULT_METRICS = TileMetrics()


@dataclass(frozen=True)
class TileLook:
    """How a tile is shown; all combinations are allowed."""

    face_up: bool = True
    pose: Pose = Pose.STANDING
    point: bool = False  # one of the deal's four point kinds: gold rim and corner
    selected: bool = False  # chosen by the player: lifted, with a warm glow
    playable: bool | None = None  # True: a legal-play hint; False: dimmed; None: plain


# --- painting --------------------------------------------------------------------------


def _shadow_offset(metrics: TileMetrics, lift: float) -> QPointF:
    scale = metrics.width / 48.0
    return QPointF((1.0 + 3.0 * lift) * scale, (2.5 + 4.0 * lift) * scale)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_shadow(painter: QPainter, body: QRectF, metrics: TileMetrics, lift: float) -> None:
    """A soft shadow from stacked translucent rounded rectangles (no blur bitmaps)."""
    steps = 6
    offset = _shadow_offset(metrics, lift)
    spread = metrics.shadow * (1.0 + 0.5 * lift)
    strength = 0.34 - 0.1 * lift
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(steps):
        grow = spread * (i + 1) / steps - metrics.shadow * 0.35
        color = QColor(SHADOW)
        color.setAlphaF(strength / steps * 1.6)
        painter.setBrush(color)
        rect = body.translated(offset).adjusted(-grow, -grow, grow, grow)
        painter.drawPath(_rounded(rect, metrics.radius + max(grow, 0.0)))


def _paint_body(painter: QPainter, face: QRectF, depth: float, radius: float, face_up: bool) -> QPainterPath:
    """The layered block under the face; returns the outline of the whole block."""
    body = QRectF(face.left(), face.top(), face.width(), face.height() + depth)
    outline = _rounded(body, radius)
    # Bottom layer, then the layer under the face, seen from the side.
    bottom_light, bottom_dark = (BACK_SIDE, BACK_SIDE_DARK) if face_up else (IVORY_SIDE, IVORY_SIDE_DARK)
    upper_light, upper_dark = (IVORY_SIDE, IVORY_SIDE_DARK) if face_up else (BACK_SIDE, BACK_SIDE_DARK)
    gradient = QLinearGradient(body.topLeft(), body.topRight())
    gradient.setColorAt(0.0, bottom_dark)
    gradient.setColorAt(0.2, bottom_light)
    gradient.setColorAt(0.85, bottom_light)
    gradient.setColorAt(1.0, bottom_dark)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(outline)
    upper = QRectF(face.left(), face.top(), face.width(), face.height() + depth * 0.55)
    gradient = QLinearGradient(upper.topLeft(), upper.topRight())
    gradient.setColorAt(0.0, upper_dark)
    gradient.setColorAt(0.2, upper_light)
    gradient.setColorAt(0.85, upper_light)
    gradient.setColorAt(1.0, upper_dark)
    painter.setBrush(gradient)
    painter.drawPath(_rounded(upper, radius))
    return outline


def _paint_face(painter: QPainter, face: QRectF, radius: float) -> QPainterPath:
    path = _rounded(face, radius)
    gradient = QLinearGradient(face.topLeft(), face.bottomRight())
    gradient.setColorAt(0.0, IVORY_LIGHT)
    gradient.setColorAt(0.55, IVORY)
    gradient.setColorAt(1.0, IVORY_DEEP)
    painter.setBrush(gradient)
    painter.setPen(QPen(FACE_OUTLINE, max(face.width() / 64.0, 0.5)))
    painter.drawPath(path)
    # A faint polished highlight along the top edge.
    edge = face.width() / 48.0
    highlight = QColor(255, 255, 255, 150)
    painter.setPen(QPen(highlight, edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_rounded(face.adjusted(edge * 1.2, edge * 1.2, -edge * 1.2, -edge * 1.2), radius * 0.8))
    return path


def _map_pip(pip: Pip, face: QRectF, upright: bool) -> tuple[QPointF, float]:
    """Where a pip of the upright layout lands on a standing or lying face."""
    if upright:
        centre = QPointF(face.left() + pip.x * face.width(), face.top() + pip.y * face.height())
        return centre, pip.radius * face.width()
    # Lying: the tile turned a quarter anticlockwise, the high half on the left.
    centre = QPointF(face.left() + pip.y * face.width(), face.bottom() - pip.x * face.height())
    return centre, pip.radius * face.height()


def paint_pip(painter: QPainter, centre: QPointF, radius: float, color: QColor) -> None:
    # Engraved and inked: darker at the upper-left rim, lighter where light falls in.
    gradient = QRadialGradient(centre + QPointF(radius * 0.3, radius * 0.35), radius * 1.25)
    gradient.setColorAt(0.0, color.lighter(135))
    gradient.setColorAt(0.6, color)
    gradient.setColorAt(1.0, color.darker(150))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
    # A thin bright lip on the lower-right edge of the hole.
    lip = QPen(QColor(255, 255, 255, 140), max(radius * 0.16, 0.4))
    painter.setPen(lip)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawArc(
        box.adjusted(-lip.widthF() / 2, -lip.widthF() / 2, lip.widthF() / 2, lip.widthF() / 2), -100 * 16, 110 * 16
    )


def paint_face_art(painter: QPainter, face: QRectF, kind: Kind, upright: bool = True) -> None:
    """Divider and pips on an already painted ivory face."""
    short = min(face.width(), face.height())
    line = max(short / 60.0, 0.5)
    if upright:
        y = face.center().y()
        a, b = QPointF(face.left() + short * 0.14, y), QPointF(face.right() - short * 0.14, y)
        shift = QPointF(0, line)
    else:
        x = face.center().x()
        a, b = QPointF(x, face.top() + short * 0.14), QPointF(x, face.bottom() - short * 0.14)
        shift = QPointF(line, 0)
    solid, round_cap = Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap
    painter.setPen(QPen(QColor(150, 120, 74, 190), line, solid, round_cap))
    painter.drawLine(a, b)
    painter.setPen(QPen(QColor(255, 255, 255, 170), line, solid, round_cap))
    painter.drawLine(a + shift, b + shift)
    for pip in kind_pips(kind):
        centre, radius = _map_pip(pip, face, upright)
        paint_pip(painter, centre, radius, pip_qcolor(pip.color))


@functools.lru_cache(maxsize=64)
def _endless_knot_path(size: float) -> QPainterPath:
    """An endless-knot-inspired ribbon: a 3x3 interlace with two corner loops and four
    side loops, in an unrotated square of half-size ``size`` centred on the origin."""
    s = size
    p = (-2 * s / 3, 0.0, 2 * s / 3)
    path = QPainterPath()
    for v in p:
        path.moveTo(-s, v)
        path.lineTo(s, v)
        path.moveTo(v, -s)
        path.lineTo(v, s)
    r = s / 3  # half-loops join neighbouring strands one third apart
    bulge = s * 1.5

    def side_loop(a: QPointF, b: QPointF, out: QPointF) -> None:
        path.moveTo(a)
        path.cubicTo(a + out, b + out, b)

    side_loop(QPointF(s, p[0]), QPointF(s, p[1]), QPointF(r * 1.6, 0))
    side_loop(QPointF(p[0], s), QPointF(p[1], s), QPointF(0, r * 1.6))
    side_loop(QPointF(-s, p[1]), QPointF(-s, p[2]), QPointF(-r * 1.6, 0))
    side_loop(QPointF(p[1], -s), QPointF(p[2], -s), QPointF(0, -r * 1.6))
    # Corner loops: top-left joins the left end of the top strand and the top end of the
    # left strand; bottom-right mirrors it.
    path.moveTo(-s, p[0])
    path.cubicTo(QPointF(-s - bulge, p[0]), QPointF(p[0], -s - bulge), QPointF(p[0], -s))
    path.moveTo(s, p[2])
    path.cubicTo(QPointF(s + bulge, p[2]), QPointF(p[2], s + bulge), QPointF(p[2], s))
    return path


def paint_back_art(painter: QPainter, face: QRectF, radius: float) -> None:
    """The back of a tile, in the design ``BACK_DESIGN`` names (a theme chooses it)."""
    BACK_DESIGNS[BACK_DESIGN](painter, face, radius)


def _paint_knot_back(painter: QPainter, face: QRectF, radius: float) -> None:
    """The back: maroon, a fine diagonal lattice, a gold frame and an endless knot."""
    path = _rounded(face, radius)
    gradient = QLinearGradient(face.topLeft(), face.bottomRight())
    gradient.setColorAt(0.0, BACK.lighter(118))
    gradient.setColorAt(0.6, BACK)
    gradient.setColorAt(1.0, BACK_DARK)
    painter.setPen(QPen(QColor(40, 8, 10, 200), max(face.width() / 64.0, 0.5)))
    painter.setBrush(gradient)
    painter.drawPath(path)

    short = min(face.width(), face.height())
    inset = short * 0.12
    panel = face.adjusted(inset, inset, -inset, -inset)
    painter.save()
    painter.setClipPath(_rounded(panel, radius * 0.5))
    lattice = QPen(BACK_LATTICE, max(short / 70.0, 0.5))
    painter.setPen(lattice)
    step = short / 7.0
    span = panel.width() + panel.height()
    left, right, top = panel.left(), panel.right(), panel.top()
    lines = []
    x = -span
    while x < span:
        lines.append(QLineF(left + x, top, left + x + span, top + span))
        lines.append(QLineF(right - x, top, right - x - span, top + span))
        x += step
    painter.drawLines(lines)  # one call, the same pixels as a drawLine each
    painter.restore()

    gold = QColor(GOLD)
    gold.setAlpha(210)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(gold, max(short / 48.0, 0.6)))
    painter.drawPath(_rounded(panel, radius * 0.5))
    outer = face.adjusted(inset * 0.55, inset * 0.55, -inset * 0.55, -inset * 0.55)
    thin = QColor(GOLD)
    thin.setAlpha(120)
    painter.setPen(QPen(thin, max(short / 96.0, 0.4)))
    painter.drawPath(_rounded(outer, radius * 0.7))

    # Medallion: a diamond holding the knot, turned 45 degrees.
    knot_size = short * 0.16
    painter.save()
    painter.translate(face.center())
    painter.rotate(45)
    medallion = QRectF(-knot_size * 1.9, -knot_size * 1.9, knot_size * 3.8, knot_size * 3.8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(BACK_DARK.red(), BACK_DARK.green(), BACK_DARK.blue(), 170))
    painter.drawEllipse(medallion.center(), medallion.width() / 2, medallion.height() / 2)
    knot = _endless_knot_path(knot_size)
    ribbon = knot_size * 0.22
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(
        QPen(BACK_SIDE_DARK, ribbon * 1.9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.drawPath(knot)
    painter.setPen(QPen(GOLD, ribbon, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(knot)
    painter.setPen(QPen(GOLD_LIGHT, ribbon * 0.35, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawPath(knot)
    painter.restore()


def _paint_lotus_back(painter: QPainter, face: QRectF, radius: float) -> None:
    """The back: the ``BACK`` colour, a gold frame, a ring of dots and an eight-petalled lotus."""
    path = _rounded(face, radius)
    gradient = QLinearGradient(face.topLeft(), face.bottomRight())
    gradient.setColorAt(0.0, BACK.lighter(125))
    gradient.setColorAt(0.6, BACK)
    gradient.setColorAt(1.0, BACK_DARK)
    painter.setPen(QPen(BACK_SIDE_DARK, max(face.width() / 64.0, 0.5)))
    painter.setBrush(gradient)
    painter.drawPath(path)
    short = min(face.width(), face.height())
    inset = short * 0.11
    panel = face.adjusted(inset, inset, -inset, -inset)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, max(short / 40.0, 0.6)))
    painter.drawPath(_rounded(panel, radius * 0.5))
    # Dots along the frame, inside it.
    dot = short * 0.028
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD_LIGHT)
    inner = panel.adjusted(short * 0.08, short * 0.08, -short * 0.08, -short * 0.08)
    for i in range(5):
        f = i / 4
        for point in (
            QPointF(inner.left() + f * inner.width(), inner.top()),
            QPointF(inner.left() + f * inner.width(), inner.bottom()),
            QPointF(inner.left(), inner.top() + f * inner.height()),
            QPointF(inner.right(), inner.top() + f * inner.height()),
        ):
            painter.drawEllipse(point, dot, dot)
    # The lotus: eight petals round a gold heart.
    petal = short * 0.2
    painter.save()
    painter.translate(face.center())
    painter.setPen(QPen(GOLD_DARK, max(short / 90.0, 0.4)))
    for i in range(8):
        painter.save()
        painter.rotate(i * 45)
        shape = QPainterPath()
        shape.moveTo(0, 0)
        tip = QPointF(0, -petal * 1.2)
        shape.cubicTo(QPointF(petal * 0.55, -petal * 0.45), QPointF(petal * 0.3, -petal * 1.05), tip)
        shape.cubicTo(QPointF(-petal * 0.3, -petal * 1.05), QPointF(-petal * 0.55, -petal * 0.45), QPointF(0, 0))
        painter.setBrush(GOLD if i % 2 == 0 else GOLD_LIGHT)
        painter.drawPath(shape)
        painter.restore()
    painter.setBrush(BACK_DARK)
    painter.drawEllipse(QPointF(0, 0), petal * 0.28, petal * 0.28)
    painter.restore()


def _paint_plain_back(painter: QPainter, face: QRectF, radius: float) -> None:
    """A back for high contrast: a solid ``BACK`` with a bold ``GOLD`` frame and diamond,
    unmistakably not a face at any size."""
    short = min(face.width(), face.height())
    painter.setBrush(BACK)
    painter.setPen(QPen(GOLD, max(short / 16.0, 1.2)))
    painter.drawPath(_rounded(face.adjusted(short / 32, short / 32, -short / 32, -short / 32), radius))
    centre = face.center()
    reach = short * 0.28
    diamond = QPainterPath()
    diamond.moveTo(centre.x(), centre.y() - reach * 1.4)
    diamond.lineTo(centre.x() + reach, centre.y())
    diamond.lineTo(centre.x(), centre.y() + reach * 1.4)
    diamond.lineTo(centre.x() - reach, centre.y())
    diamond.closeSubpath()
    painter.setPen(QPen(GOLD, max(short / 24.0, 1.0)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(diamond)


BACK_DESIGNS: dict[str, Callable[[QPainter, QRectF, float], None]] = {
    "knot": _paint_knot_back,
    "lotus": _paint_lotus_back,
    "plain": _paint_plain_back,
}
BACK_DESIGN = "knot"


def _paint_point_marker(painter: QPainter, face: QRectF, radius: float) -> None:
    """Gold rim and a gold corner: the deal's point kinds are seen at a glance."""
    short = min(face.width(), face.height())
    rim = max(short * 0.055, 1.2)
    gradient = QLinearGradient(face.topLeft(), face.bottomRight())
    gradient.setColorAt(0.0, GOLD_LIGHT)
    gradient.setColorAt(0.5, GOLD)
    gradient.setColorAt(1.0, GOLD_DARK)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QBrush(gradient), rim))
    painter.drawPath(_rounded(face.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2), radius - rim / 2))
    # Corner ribbon: a gold sash across the top-left corner, clear of the pips.
    near, far = short * 0.13, short * 0.3
    sash = QPainterPath()
    sash.moveTo(face.left() + near, face.top())
    sash.lineTo(face.left() + far, face.top())
    sash.lineTo(face.left(), face.top() + far)
    sash.lineTo(face.left(), face.top() + near)
    sash.closeSubpath()
    painter.save()
    painter.setClipPath(_rounded(face, radius))
    painter.setPen(QPen(GOLD_DARK, max(short / 90.0, 0.5)))
    painter.setBrush(gradient)
    painter.drawPath(sash)
    painter.restore()


def _paint_glow(
    painter: QPainter, outline: QRectF, radius: float, reach: float, color: QColor, strength: float
) -> None:
    """A soft halo: overlapping rings fading outwards."""
    steps = 10
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(steps):
        grow = reach * (i + 0.5) / steps
        c = QColor(color)
        c.setAlphaF(strength * 0.6 * (1.0 - i / steps) ** 1.6)
        painter.setPen(QPen(c, reach / steps * 1.8))
        painter.drawPath(_rounded(outline.adjusted(-grow, -grow, grow, grow), radius + grow))
    edge = QColor(color)
    edge.setAlphaF(min(strength, 1.0))
    painter.setPen(QPen(edge, max(reach / 6.0, 0.8)))
    painter.drawPath(_rounded(outline, radius))


def paint_tile(
    painter: QPainter,
    kind: Kind | None,
    look: TileLook = TileLook(),
    metrics: TileMetrics = DEFAULT_METRICS,
    lift: float | None = None,
    exact: bool = True,
) -> None:
    """Paint one tile centred on the painter's origin (see ``TileMetrics.body_rect``).

    ``kind`` may be None for a tile whose face is unknown: it is always drawn face down.
    ``lift`` (0 to 1) overrides how far the tile rises; by default a selected tile is
    fully lifted and others rest on the table. The tile comes from the image cache
    (see ``draw_cached``, which says what ``exact`` means), except in mid-lift.
    """
    if lift is None:
        lift = 1.0 if look.selected else 0.0
    face_up = look.face_up and kind is not None
    if lift not in (0.0, 1.0):
        _paint_tile(painter, kind if face_up else None, look, metrics, lift)
        return
    shown = kind if face_up else None
    # Only what changes the picture goes into the key: every back looks the same.
    key = ("tile", shown, look.pose, face_up and look.point, look.selected, look.playable, metrics, lift)
    draw_cached(
        painter, key, metrics.bounding_rect(look.pose), lambda p: _paint_tile(p, shown, look, metrics, lift), exact
    )


def _paint_tile(painter: QPainter, kind: Kind | None, look: TileLook, metrics: TileMetrics, lift: float) -> None:
    """``paint_tile`` with vectors, no cache."""
    pose = look.pose
    face_up = look.face_up and kind is not None
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rest = metrics.body_rect(pose)
    paint_shadow(painter, rest, metrics, lift)

    face = metrics.face_rect(pose, lift)
    depth = metrics.depth_of(pose)
    radius = metrics.radius
    body = QRectF(face.left(), face.top(), face.width(), face.height() + depth)
    if look.selected:
        _paint_glow(painter, body, radius, metrics.glow, GLOW, 1.0)
    elif look.playable:
        _paint_glow(painter, body, radius, metrics.glow * 0.6, HINT, 0.9)

    outline = _paint_body(painter, face, depth, radius, face_up)
    if face_up:
        assert kind is not None
        _paint_face(painter, face, radius)
        paint_face_art(painter, face, kind, upright=pose is Pose.STANDING)
        if look.point:
            _paint_point_marker(painter, face, radius)
    else:
        paint_back_art(painter, face, radius)

    if look.selected:
        _paint_selection_frame(painter, face, radius)
    if look.playable is False and not look.selected:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIM)
        painter.drawPath(outline)
        _paint_hatching(painter, outline, face)
    painter.restore()


# Colour is never the only mark of a state: a selected tile is raised and framed, a
# tile that cannot be played is hatched, a point tile has its gold corner sash.


def _paint_selection_frame(painter: QPainter, face: QRectF, radius: float) -> None:
    """A dark-and-gold double frame just inside the face: seen without its colour too."""
    short = min(face.width(), face.height())
    width = max(short * 0.06, 1.2)
    inner = face.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD_DARK, width))
    painter.drawPath(_rounded(inner, max(radius - width / 2, 0.0)))
    painter.setPen(QPen(GOLD_LIGHT, width * 0.4))
    painter.drawPath(_rounded(inner, max(radius - width / 2, 0.0)))


def _paint_hatching(painter: QPainter, outline: QPainterPath, face: QRectF) -> None:
    """Diagonal hatching over a tile that cannot be played, over its dimming."""
    short = min(face.width(), face.height())
    step = short / 5.0
    painter.save()
    painter.setClipPath(outline)
    painter.setPen(QPen(HATCH, max(short / 26.0, 0.8)))
    rect = outline.boundingRect()
    lines = []
    x = -rect.height()
    while x < rect.width():
        lines.append(QLineF(rect.left() + x, rect.bottom(), rect.left() + x + rect.height(), rect.top()))
        x += step
    painter.drawLines(lines)
    painter.restore()


# --- the image cache -------------------------------------------------------------------

CACHE_LIMIT_BYTES = 96 << 20
_MAX_CACHED_SIDE = 4096  # bigger pictures are painted directly
_RESAMPLED_STEPS = 8  # resolutions of the resampled images: 2 ** (k / 8) pixels per unit


class _ImageCache:
    """Least recently used images, within a budget of bytes."""

    def __init__(self, limit_bytes: int) -> None:
        self.limit_bytes = limit_bytes
        self.bytes = 0
        self.hits = 0
        self.misses = 0
        self._images: OrderedDict[Hashable, tuple[QImage, int, int]] = OrderedDict()

    def get(self, key: Hashable) -> tuple[QImage, int, int] | None:
        entry = self._images.get(key)
        if entry is None:
            self.misses += 1
        else:
            self.hits += 1
            self._images.move_to_end(key)
        return entry

    def put(self, key: Hashable, entry: tuple[QImage, int, int]) -> None:
        replaced = self._images.pop(key, None)
        if replaced is not None:
            self.bytes -= replaced[0].sizeInBytes()
        self._images[key] = entry
        self.bytes += entry[0].sizeInBytes()
        while self.bytes > self.limit_bytes and len(self._images) > 1:
            _, (image, _, _) = self._images.popitem(last=False)
            self.bytes -= image.sizeInBytes()

    def clear(self) -> None:
        self._images.clear()
        self.bytes = self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._images)


image_cache = _ImageCache(CACHE_LIMIT_BYTES)
_IMAGE_DEVICE = QImage().devType()


def draw_cached(
    painter: QPainter, key: Hashable, bounds: QRectF, paint: Callable[[QPainter], None], exact: bool = True
) -> None:
    """Draw what ``paint`` paints within ``bounds`` (in the painter's coordinates), from
    an image cached under ``key``.

    ``exact``: the image is rendered for the painter's device transform (scale,
    rotation, device pixel ratio) and copied pixel for pixel: it looks the same as
    painting directly (on screen it lands on the nearest whole pixel, at most half a
    pixel from where the vectors would be). Otherwise, for a transform that
    changes from frame to frame (an item turning or growing), the image is rendered
    upright at the next of a few fixed resolutions and drawn transformed and smoothed.
    Painters on anything but raster devices (PDF, SVG, pictures) get the vectors.
    """
    engine = painter.paintEngine()
    device = painter.deviceTransform()
    if engine is None or engine.type() != QPaintEngine.Type.Raster or not device.isAffine():
        paint(painter)
        return
    if exact:
        _draw_exact(painter, key, bounds, paint, device)
    else:
        _draw_resampled(painter, key, bounds, paint, device)


def _new_image(width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _draw_exact(
    painter: QPainter, key: Hashable, bounds: QRectF, paint: Callable[[QPainter], None], device: QTransform
) -> None:
    world_inverse, invertible = painter.worldTransform().inverted()
    # What the device does after the world transform (the device pixel ratio, mostly).
    after_world, invertible_after = (world_inverse * device).inverted()
    if not (invertible and invertible_after):
        paint(painter)
        return
    x, y = device.dx(), device.dy()
    if painter.device().devType() == _IMAGE_DEVICE:
        # Into an image (a screenshot): placed to the exact fraction of a pixel.
        x0, y0 = math.floor(x), math.floor(y)
        shift = (round(x - x0, 3), round(y - y0, 3))
    else:
        # On screen: at the nearest whole pixel, as Qt's own item caches place items, so
        # that one image serves a tile wherever it stands.
        x0, y0 = round(x), round(y)
        shift = (0.0, 0.0)
    linear = (round(device.m11(), 4), round(device.m12(), 4), round(device.m21(), 4), round(device.m22(), 4))
    entry = image_cache.get((key, linear, shift))
    if entry is None:
        to_device = QTransform(*linear, *shift)
        area = to_device.mapRect(bounds)
        left, top = math.floor(area.left()) - 1, math.floor(area.top()) - 1
        width, height = math.ceil(area.right()) + 1 - left, math.ceil(area.bottom()) + 1 - top
        if max(width, height) > _MAX_CACHED_SIDE:
            paint(painter)
            return
        image = _new_image(width, height)
        canvas = QPainter(image)
        canvas.setTransform(to_device * QTransform.fromTranslate(-left, -top))
        paint(canvas)
        canvas.end()
        entry = (image, left, top)
        image_cache.put((key, linear, shift), entry)
    image, left, top = entry
    painter.save()
    painter.setWorldTransform(QTransform.fromTranslate(x0 + left, y0 + top) * after_world)
    painter.drawImage(0, 0, image)
    painter.restore()


def _draw_resampled(
    painter: QPainter, key: Hashable, bounds: QRectF, paint: Callable[[QPainter], None], device: QTransform
) -> None:
    scale = max(math.hypot(device.m11(), device.m12()), math.hypot(device.m21(), device.m22()), 1e-3)
    resolution = 2.0 ** (math.ceil(math.log2(scale) * _RESAMPLED_STEPS) / _RESAMPLED_STEPS)
    area = QRectF(
        bounds.left() * resolution, bounds.top() * resolution, bounds.width() * resolution, bounds.height() * resolution
    )
    left, top = math.floor(area.left()) - 1, math.floor(area.top()) - 1
    width, height = math.ceil(area.right()) + 1 - left, math.ceil(area.bottom()) + 1 - top
    if max(width, height) > _MAX_CACHED_SIDE:
        paint(painter)
        return
    entry = image_cache.get((key, resolution))
    if entry is None:
        image = _new_image(width, height)
        canvas = QPainter(image)
        canvas.scale(resolution, resolution)
        canvas.translate(-left / resolution, -top / resolution)
        paint(canvas)
        canvas.end()
        entry = (image, left, top)
        image_cache.put((key, resolution), entry)
    image, left, top = entry
    target = QRectF(left / resolution, top / resolution, image.width() / resolution, image.height() / resolution)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # the image's edges are clear: 3x faster
    painter.drawImage(target, image, QRectF(image.rect()))
    painter.restore()


class Steadiness(QObject):
    """Tells an item's ``paint`` whether its transform on the device has held still.

    While an animation turns or scales the item, every frame has a new transform, and an
    exact image each frame would cost as much as the vectors: ``paint`` draws resampled
    images then (``draw_cached(exact=False)``), and a moment after the transform stops
    changing, the item is painted again, exactly. A transform among the last few painted
    counts as steady (two views of one scene take turns); an item's first paint does
    not, so that a window's first frame needs no exact image (it comes sooner, and the
    tiles are often moving by the time they would be painted exactly). Painting into a
    QImage (screenshots, tests) is always exact; Qt's item caches are QPixmaps.
    """

    SETTLE_MS = 150
    RECENT = 4

    def __init__(self, item: QGraphicsObject) -> None:
        super().__init__(item)
        self._recent: list[tuple[float, float, float, float]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.SETTLE_MS)
        self._timer.timeout.connect(item.update)

    def steady(self, painter: QPainter) -> bool:
        if painter.device().devType() == _IMAGE_DEVICE:
            return True
        device = painter.deviceTransform()
        linear = (device.m11(), device.m12(), device.m21(), device.m22())
        if linear in self._recent:
            return True
        self._recent = [*self._recent[1 - self.RECENT :], linear]
        self._timer.start()
        return False


def flip_scale(progress: float) -> tuple[float, bool]:
    """Horizontal squash and the side shown at a flip ``progress`` from back (0) to face (1)."""
    progress = min(max(progress, 0.0), 1.0)
    return abs(math.cos(progress * math.pi)), progress >= 0.5
