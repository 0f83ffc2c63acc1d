"""The deal at the card table, before play: the pack shuffled (riffled three times) and
cut in the middle of the table, then its cards taken one at a time round the table,
each flying face down to its seat (the human's to the hand along the bottom), where
it is counted as it lands (``landed``).

Durations are written for the normal speed and go through ``Motion.ms``; the table
plays none of it at the instant speed or with reduced motion. A click, Space or Esc
finishes it at once (``Timeline.finish_now``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from bagchen_qt.ui.animation import Motion, Timeline

PACK_SHOWN = 8  # the backs that stand for the pack in the middle
RIFFLES = 3
RIFFLE_MS = 300  # one riffle: the halves apart and back
CUT_MS = 420
DEAL_GAP_MS = 22  # between two cards leaving the pack
FLIGHT_MS = 260  # one card's flight to its seat
Z_DEAL = 35  # above the plays, under the focus ring


class FlyingCard(QGraphicsObject):
    """A back that moves (its ``pos``, ``rotation``, ``scale`` and ``opacity`` are animated)."""

    def __init__(self, pixmap: QPixmap) -> None:
        super().__init__()
        self.pixmap = pixmap
        ratio = pixmap.devicePixelRatio() or 1.0
        self._size = (pixmap.width() / ratio, pixmap.height() / ratio)
        self.setZValue(Z_DEAL)

    def boundingRect(self) -> QRectF:  # Qt's name
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.boundingRect().topLeft(), self.pixmap)


@dataclass(frozen=True)
class DealPlan:
    """Where the deal happens: the pack's place, each seat's destination and how many
    pieces it is dealt, and the seat dealt to first (then round in the order of play)."""

    pack: QPointF
    destinations: Sequence[QPointF]
    counts: Sequence[int]
    first: int
    sizes: Sequence[float] = ()  # each seat's card as it lands, of the card in flight (none: as it flies)
    landed_z: Sequence[float | None] = ()  # each seat's card's z once landed (None: it stays above all)


def deal_order(counts: Sequence[int], first: int) -> list[int]:
    """The seat each card goes to, one at a time round the table from ``first``, a seat
    left out once it has its count."""
    seats = len(counts)
    left = list(counts)
    order: list[int] = []
    seat = first % seats if seats else 0
    while any(left):
        if left[seat]:
            order.append(seat)
            left[seat] -= 1
        seat = (seat + 1) % seats
    return order


class DealAnimation:
    """The shuffle, the cut and the cards dealt, as one timeline over items it adds to
    ``scene`` and takes away when it ends."""

    def __init__(
        self,
        scene: QGraphicsScene,
        plan: DealPlan,
        back: QPixmap,
        motion: Motion,
        on_land: Callable[[int], None] | None = None,
    ) -> None:
        self.scene = scene
        self.items: list[FlyingCard] = []
        self.timeline = Timeline()
        self.order = deal_order(plan.counts, plan.first)
        self.landed = [0] * len(plan.counts)  # the cards come to each seat so far
        self._on_land = on_land
        self._build(plan, back, motion)

    def _land(self, seat: int) -> None:
        self.landed[seat] += 1
        if self._on_land is not None:
            self._on_land(seat)

    def _card(self, back: QPixmap, at: QPointF, z: float) -> FlyingCard:
        card = FlyingCard(back)
        card.setPos(at)
        card.setZValue(Z_DEAL + z)
        self.scene.addItem(card)
        self.items.append(card)
        return card

    def _build(self, plan: DealPlan, back: QPixmap, motion: Motion) -> None:
        tl, ms = self.timeline, motion.ms
        width = back.width() / (back.devicePixelRatio() or 1.0)
        pack = [self._card(back, plan.pack + QPointF(0, -i * 1.5), i * 0.01) for i in range(PACK_SHOWN)]
        half = PACK_SHOWN // 2
        at = 0
        for riffle in range(RIFFLES):  # the halves drawn apart, and riffled back together
            for i, card in enumerate(pack):
                side = -1 if i < half else 1
                apart = plan.pack + QPointF(side * width * 0.62, -i % half * 1.5)
                home = plan.pack + QPointF(0, -i * 1.5)
                tl.prop(card, b"pos", apart, ms(RIFFLE_MS * 0.45), at)
                tl.prop(card, b"rotation", side * 8.0, ms(RIFFLE_MS * 0.45), at)
                back_at = at + ms(RIFFLE_MS * 0.5) + ms(RIFFLE_MS * 0.03) * (i % half) + riffle
                tl.prop(card, b"pos", home, ms(RIFFLE_MS * 0.4), back_at)
                tl.prop(card, b"rotation", 0.0, ms(RIFFLE_MS * 0.4), back_at)
            at += ms(RIFFLE_MS) + ms(RIFFLE_MS * 0.1)
        for i, card in enumerate(pack[half:]):  # the cut: the top half lifted off and laid under
            lifted = plan.pack + QPointF(width * 0.9, -width * 0.5 - i * 1.5)
            tl.prop(card, b"pos", lifted, ms(CUT_MS * 0.4), at)
            tl.call(partial(card.setZValue, Z_DEAL - 0.5 + i * 0.01), at + ms(CUT_MS * 0.45))
            tl.prop(card, b"pos", plan.pack + QPointF(0, 1.5 * (half - i)), ms(CUT_MS * 0.45), at + ms(CUT_MS * 0.5))
        at += ms(CUT_MS) + ms(80)
        self.deal_starts = at
        total = len(self.order)
        # the pack thins as it is dealt: one of its backs gone each eighth of the cards
        thinned = {(j + 1) * total // PACK_SHOWN - 1: pack[PACK_SHOWN - 1 - j] for j in range(PACK_SHOWN)}
        for k, seat in enumerate(self.order):  # one at a time round the table
            leaves = at + k * ms(DEAL_GAP_MS)
            card = self._card(back, plan.pack, 1 + k * 0.001)
            card.setVisible(False)
            tl.call(partial(card.setVisible, True), leaves)
            spread = QPointF(((k // len(plan.counts)) % 7 - 3) * width * 0.05, 0)
            tl.prop(card, b"pos", plan.destinations[seat] + spread, ms(FLIGHT_MS), leaves)
            tl.prop(card, b"rotation", 360.0 + (seat * 17) % 40 - 20, ms(FLIGHT_MS), leaves)
            if seat < len(plan.sizes):  # the size of the backs that stand for the seat's hand
                tl.prop(card, b"scale", plan.sizes[seat], ms(FLIGHT_MS), leaves)
            tl.call(partial(self._land, seat), leaves + ms(FLIGHT_MS))  # the seat's count goes up as it lands
            if seat < len(plan.landed_z) and (z := plan.landed_z[seat]) is not None:
                tl.call(partial(card.setZValue, z + k * 0.001), leaves + ms(FLIGHT_MS))
            if k in thinned:
                tl.call(partial(thinned[k].setVisible, False), leaves)
        tl.pause_until(at + total * ms(DEAL_GAP_MS) + ms(FLIGHT_MS))

    def start(self, on_done: Callable[[], None]) -> None:
        def done() -> None:
            self.clear()
            on_done()

        self.timeline.start(done)

    def finish_now(self) -> None:
        self.timeline.finish_now()

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []
