"""TileItem: one domino tile on the table, a QGraphicsObject painted by ``tileart``.

The game's table says what its tiles are (``TileFaces``): the kind each tile number
shows, by its pips, and the caption a face-up tile's tooltip gives; the item names no
game. Without faces of a game a tile number is a domino kind, captioned by its pips.

Animate it with QPropertyAnimation on the usual QGraphicsObject properties (``pos``,
``rotation``, ``opacity``, ``scale``) and on two of its own: ``flip`` (0 shows the
back, 1 the face, turning over in between) and ``lift`` (0 resting, 1 raised as a
selected tile). ``animate`` wraps this for the common case.

The item's origin is the centre of the resting tile (face and thickness band), so
rotation and scale turn around the tile; ``body_rect`` is the footprint to lay tiles
out by, ``boundingRect`` adds the shadow, the lift and the glow.

Setting a state the tile already has (face up, point, chosen, playable, ...) changes
nothing and repaints nothing: the table sets every tile's state after each event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import Property, QAbstractAnimation, QCoreApplication, QEasingCurve, QPropertyAnimation, QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bagchen_qt.core.dominoes import DOMINOES

from .tileart import (
    DEFAULT_METRICS,
    Kind,
    Pose,
    Steadiness,
    TileLook,
    TileMetrics,
    flip_scale,
    paint_tile,
)


def pips_caption(kind: Any) -> str:
    """A kind named by its pips alone: ``"6-3"``."""
    return f"{kind.high}-{kind.low}"


@dataclass(frozen=True)
class TileFaces:
    """What a game's tiles show: ``kinds[t]`` is the kind tile ``t`` shows (its pips, and
    whatever else the game's kinds carry), ``caption(kind)`` what its tooltip says, in
    the player's language."""

    kinds: Sequence[Kind]
    caption: Callable[[Any], str] = pips_caption


# The domino set's 21 kinds, each tile number a kind: a tile named by its pips.
DOMINO_FACES = TileFaces(DOMINOES)


class TileItem(QGraphicsObject):
    """A tile, known (``tile_id``, a number of ``faces``) or unknown (``None``: it can
    only show its back)."""

    def __init__(
        self,
        tile_id: int | None,
        metrics: TileMetrics = DEFAULT_METRICS,
        parent: QGraphicsItem | None = None,
        *,
        faces: TileFaces = DOMINO_FACES,
    ) -> None:
        super().__init__(parent)
        self._faces = faces
        self._tile: int | None = None
        self._metrics = metrics
        self._look = TileLook(face_up=False)
        self._bounds = metrics.bounding_rect(self._look.pose)
        self._steadiness = Steadiness(self)
        self._flip = 0.0
        self._lift = 0.0
        self._animations: dict[bytes, QPropertyAnimation] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_tile(tile_id)
        if tile_id is not None:
            self.face_up = True

    # --- identity ------------------------------------------------------------------

    @property
    def tile(self) -> int | None:
        """The tile's number among its game's ``faces``; ``None`` while it is unknown."""
        return self._tile

    @property
    def kind(self) -> Kind | None:
        """The kind the tile shows, as its game's ``faces`` give it."""
        return None if self._tile is None else self._faces.kinds[self._tile]

    @property
    def faces(self) -> TileFaces:
        return self._faces

    def set_tile(self, tile_id: int | None) -> None:
        """Name the tile (e.g. when an opponent's hidden tile is played face up)."""
        count = len(self._faces.kinds)
        if tile_id is not None and not 0 <= tile_id < count:
            raise ValueError(f"no tile {tile_id}: tiles are numbered 0 to {count - 1}")
        tile = None if tile_id is None else int(tile_id)
        if tile == self._tile:
            return
        self._tile = tile
        if self._tile is None:
            self._set_look(replace(self._look, face_up=False))
            self._flip = 0.0
        self._refresh()

    # --- look ----------------------------------------------------------------------

    @property
    def look(self) -> TileLook:
        return self._look

    def _set_look(self, look: TileLook) -> None:
        if look.face_up and self._tile is None:
            raise ValueError("an unknown tile can only be shown face down")
        if look == self._look:
            return
        if look.pose is not self._look.pose:
            self.prepareGeometryChange()
            self._bounds = self._metrics.bounding_rect(look.pose)
        self._look = look
        self._refresh()

    @property
    def face_up(self) -> bool:
        return self._look.face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        self._set_look(replace(self._look, face_up=bool(value)))
        flip = 1.0 if value else 0.0
        if flip != self._flip:
            self._flip = flip
            self.update()

    @property
    def pose(self) -> Pose:
        return self._look.pose

    @pose.setter
    def pose(self, value: Pose) -> None:
        self._set_look(replace(self._look, pose=value))

    @property
    def point(self) -> bool:
        return self._look.point

    @point.setter
    def point(self, value: bool) -> None:
        self._set_look(replace(self._look, point=bool(value)))

    @property
    def chosen(self) -> bool:
        """Selected by the player for a play: lifted and glowing.

        Named apart from QGraphicsItem's own scene selection, which stays unused.
        """
        return self._look.selected

    @chosen.setter
    def chosen(self, value: bool) -> None:
        self.choose(value, duration_ms=0)

    def choose(self, value: bool, duration_ms: int = 120) -> QPropertyAnimation:
        """Select or unselect the tile, rising or settling over ``duration_ms``."""
        self._set_look(replace(self._look, selected=bool(value)))
        return self.animate(b"lift", 1.0 if value else 0.0, duration_ms)

    @property
    def playable(self) -> bool | None:
        """True: hint that the tile may be played; False: dimmed; None: plain."""
        return self._look.playable

    @playable.setter
    def playable(self, value: bool | None) -> None:
        self._set_look(replace(self._look, playable=value))

    def retranslate(self) -> None:
        """Its tooltip again, in the language now installed."""
        self._refresh()

    def _refresh(self) -> None:
        shown = self._tile is not None and self._look.face_up
        tip = ""
        if shown:
            assert self._tile is not None
            tip = self._faces.caption(self._faces.kinds[self._tile])
            if self._look.point:
                tip += QCoreApplication.translate("TileRow", "; a point tile this deal")
        self.setToolTip(tip)  # a face-down tile must not name itself
        self.update()

    # --- animatable Qt properties ------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        if value > 0.0 and self._tile is None:
            raise ValueError("an unknown tile cannot be turned face up")
        flip = min(max(float(value), 0.0), 1.0)
        if flip == self._flip:
            return
        self._flip = flip
        face_up = flip_scale(flip)[1]
        if face_up != self._look.face_up:
            self._set_look(replace(self._look, face_up=face_up))
        self.update()

    def _get_face_up(self) -> bool:
        return self.face_up

    def _set_face_up(self, value: bool) -> None:
        self.face_up = value

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        lift = min(max(float(value), 0.0), 1.0)
        if lift != self._lift:
            self._lift = lift
            self.update()

    flip = Property(float, _get_flip, _set_flip)
    faceUp = Property(bool, _get_face_up, _set_face_up)  # Qt property name
    lift = Property(float, _get_lift, _set_lift)

    def animate(
        self,
        prop: bytes,
        end: object,
        duration_ms: int = 250,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> QPropertyAnimation:
        """Start animating a property (b"pos", b"rotation", b"opacity", b"scale", b"flip",
        b"lift") to ``end``, replacing any running animation of it; returns the animation."""
        previous = self._animations.pop(prop, None)
        if previous is not None:
            previous.stop()
        animation = QPropertyAnimation(self, prop, self)
        animation.setDuration(max(int(duration_ms), 0))
        animation.setEndValue(end)
        animation.setEasingCurve(easing)
        self._animations[prop] = animation
        animation.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)
        return animation

    def flip_to(self, face_up: bool, duration_ms: int = 300) -> QPropertyAnimation:
        return self.animate(b"flip", 1.0 if face_up else 0.0, duration_ms, QEasingCurve.Type.InOutSine)

    # --- geometry and painting -------------------------------------------------------

    @property
    def metrics(self) -> TileMetrics:
        return self._metrics

    def body_rect(self) -> QRectF:
        """The resting tile's footprint (face and thickness), for laying tiles out."""
        return self._metrics.body_rect(self._look.pose)

    def boundingRect(self) -> QRectF:  # Qt API
        return QRectF(self._bounds)

    def shape(self) -> QPainterPath:
        """The tile itself where it stands now (lifted or not), without shadow or glow."""
        rect = self.body_rect().translated(0, -self._lift * self._metrics.lift)
        path = QPainterPath()
        path.addRoundedRect(rect, self._metrics.radius, self._metrics.radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        squash, face_side = flip_scale(self._flip)
        kind = self.kind
        look = self._look
        if squash < 0.999:
            # Mid-flip: narrow the tile and show whichever side is turned towards us.
            look = replace(look, face_up=face_side)
            painter.save()
            painter.scale(max(squash, 0.02), 1.0)
            paint_tile(painter, kind, look, self._metrics, self._lift, self._steadiness.steady(painter))
            painter.restore()
        else:
            paint_tile(painter, kind, look, self._metrics, self._lift, self._steadiness.steady(painter))
