"""The table's choreography: how each kind of event moves the tiles, the dice and the
chips from the picture on the table to the next one, planned onto a ``Timeline``.

``Choreographer.choreograph`` plans one event: the shuffle, the deal, a play and the
gathering of a finished trick, the dice thrown, the payments. It keeps ``plan``, where
each tile will be once the motions planned so far have run, and re-pairs hidden tiles
with their items so that no motion shows which hidden tile is which. The scene owns
the items and the layout; this module only sequences their motions.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF
from PySide6.QtWidgets import QGraphicsObject

from bagchen_qt.games.bagchen.rules.actions import (
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    DuelThrow,
    Event,
    Lead,
    Shuffle,
    ThrowDice,
)
from bagchen_qt.games.bagchen.rules.dealing import TOWER_SIZE, TOWERS
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick
from bagchen_qt.games.bagchen.table.layout import (
    gathered_places,
    heap_of,
    heap_places,
    play_places,
    stack_order,
    taking_order,
)
from bagchen_qt.ui.animation import REDUCED_FADE_MS, Timeline, keyframes
from bagchen_qt.ui.chips import chip_flight
from bagchen_qt.ui.dice_art import DiceItem, DieItem
from bagchen_qt.ui.dice_throw import dice_flight, toward_centre
from bagchen_qt.ui.layout import SIDE_ROTATION, Place, dice_place, relative, seat_anchor

if TYPE_CHECKING:
    from bagchen_qt.games.bagchen.table.table_scene import TableScene


def _point(place: Place) -> QPointF:
    return QPointF(place.x, place.y)


class Choreographer:
    """Plans the motions of the events shown on ``scene``. It is the scene's own helper:
    it moves the scene's items and, when hidden tiles are re-paired, rewrites which item
    shows which tile (``_rebind``)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.motion = scene.motion
        self.plan: dict[int, Place] = {}  # where each tile will be, while a timeline is built
        self.rng = random.Random(7)
        self.gathered_at: int | None = None  # when the running animation has a trick gathered
        # The event's new names for the tiles it showed or hid (a seat's view): old -> new.
        self.renamed: dict[int, int] = {}

    def choreograph(
        self, tl: Timeline, event: Event | None, before: DealState, after: DealState, targets: dict[int, Place]
    ) -> None:
        ms = self.motion.ms
        t = 0
        if isinstance(event, Shuffle):
            t = self._show_shuffle(tl, before, after, targets)
        elif isinstance(event, ThrowDice) and before.phase is Phase.DEAL_DICE:
            t = self._show_deal(tl, before, after, targets)
        elif isinstance(event, Lead | Beat | Discard | Charity):
            t = self._show_play(tl, event, before, after, targets)
        elif isinstance(event, DuelThrow):
            t = self._show_duel(tl, event, before)
        elif isinstance(event, ThrowDice):
            thrower = before.duel[1] if before.phase is Phase.UNION_GIVE and before.duel else before.queue[0]
            t = self._throw_loose_dice(tl, thrower, (event.a, event.b))
        elif isinstance(event, DemandRedeal):
            self._unlink_hidden(self._hidden_movers(targets), targets)
        elif isinstance(event, ChooseTower):
            t = self._show_tower_marker(tl, after)
        t = self.stage(tl, targets, t, ms(400))
        self._show_payments(tl, before, after, t)

    def _show_shuffle(self, tl: Timeline, before: DealState, after: DealState, targets: dict[int, Place]) -> int:
        """Shown tiles turn over into the heap, the heap is stirred, and the tiles gather
        into eight towers of 2 x 4, tower by tower round the octagon."""
        ms = self.motion.ms
        heap_tiles = [self.renamed.get(tile, tile) for tile in heap_of(before)]
        heap = heap_places(heap_tiles)
        t = self.stage(tl, heap, 0, ms(380))
        if not self.motion.reduced:
            stir = ms(520)
            for tile, place in heap.items():
                item = self.scene.tile_item(tile)
                angle = self.rng.uniform(0, 2 * math.pi)
                reach = self.rng.uniform(6, 22)
                out = QPointF(place.x + reach * math.cos(angle), place.y + reach * math.sin(angle))
                home = _point(place)
                tl.add(
                    keyframes(item, b"pos", ((0.0, home), (0.5, out), (1.0, home)), stir, QEasingCurve.Type.InOutSine),
                    t,
                )
                turn = self.rng.uniform(-40, 40)
                tl.add(
                    keyframes(
                        item,
                        b"rotation",
                        ((0.0, place.rotation), (0.5, place.rotation + turn), (1.0, place.rotation)),
                        stir,
                        QEasingCurve.Type.InOutSine,
                    ),
                    t,
                )
            t += stir
        # The item stirred into heap slot i stands at tower position i: where a tile goes
        # never depends on which tile it is.
        self._rebind({tile: after.order[i] for i, tile in enumerate(heap_tiles)})
        step, stagger, flight = ms(150), ms(34), ms(430)
        if self.motion.reduced:
            stagger = 0
        end = t
        for tower in range(TOWERS):
            for j, tile in enumerate(after.order[tower * TOWER_SIZE : (tower + 1) * TOWER_SIZE]):
                end = max(end, self._move(tl, tile, targets[tile], t + tower * step + j * stagger, flight))
        return end

    def _show_deal(self, tl: Timeline, before: DealState, after: DealState, targets: dict[int, Place]) -> int:
        """The thrower throws the dice, which settle to the starter's left and name the
        point; then each seat takes its towers in order, the tiles flying into hands."""
        ms = self.motion.ms
        self._tower_marker_fade(tl, 0)
        t = self._throw_point_dice(tl, after)
        step, stagger, flight = ms(300), ms(26), ms(440)
        if self.motion.reduced:
            step, stagger = ms(140), 0
        end = t
        for k, (_seat, tower) in enumerate(taking_order(after)):
            # As named now: in a seat's view the seat's own tiles were placeholders in the towers.
            tiles = after.order[tower * TOWER_SIZE : (tower + 1) * TOWER_SIZE]
            start = t + ms(120) + k * step
            for i, tile in enumerate(reversed(tiles)):  # from the top of the tower down
                end = max(end, self._move(tl, tile, targets[tile], start + i * stagger, flight, flip_at=0.55))
        return end

    def _show_play(
        self,
        tl: Timeline,
        event: Lead | Beat | Discard | Charity,
        before: DealState,
        after: DealState,
        targets: dict[int, Place],
    ) -> int:
        """Tiles slide into place in front of their player and the marks follow the lead
        and the winning play; a complete trick stays a moment, gathers into its stack in
        the middle (face-down plays beneath, the winning play on top) and the stack
        slides to its winner's row."""
        ms = self.motion.ms
        completed = len(after.tricks) > len(before.tricks)
        trick = after.tricks[-1] if completed else after.trick
        assert trick is not None
        in_trick = play_places(trick, self.scene.viewer, self.scene.all_hands)
        play = trick.plays[-1]
        if not (play.face_up or self.scene.all_hands) and play.seat != self.scene.viewer:
            self._unlink_hidden(list(play.tiles), in_trick)
        if not completed:
            t = self.stage(tl, targets, 0, ms(420))
            tl.call(lambda: self.scene._show_trick_words(trick, False), t)  # told once the tiles are down
            return t
        first = dict(targets)
        first.update(in_trick)
        t = self.stage(tl, first, 0, ms(420))
        tl.call(lambda: self.scene._show_trick_words(trick, True), t)
        t += ms(700)  # a moment to see the finished trick
        if not self.motion.reduced:
            tl.call(self.scene.marks().clear, t)
            t = self._gather(tl, trick, t)
            self.gathered_at = t
            t += ms(120)
        return self.stage(tl, targets, t, ms(480))

    def _gather(self, tl: Timeline, trick: Trick, at: int) -> int:
        """The plays of a complete trick close into one stack in the middle, layer by
        layer from the bottom, the winning play last and on top; returns when it lies."""
        ms = self.motion.ms
        places = gathered_places(trick, self.scene.viewer, self.scene.all_hands)
        end = at
        for level, play in enumerate(stack_order(trick)):
            for tile in play.tiles:
                end = max(end, self._move(tl, tile, places[tile], at + level * ms(50), ms(260)))
        return end

    def _show_duel(self, tl: Timeline, event: DuelThrow, before: DealState) -> int:
        """Mother and son: the two players throw one die each; the higher takes both."""
        assert before.offer is not None
        throwers = ((before.offer[0], event.offerer), (before.queue[0], event.acceptor))
        end = 0
        for seat, value in throwers:
            end = self._throw_in_front(tl, DieItem(value), seat, 25, 540, ((b"value", value),))
        return end + self.motion.ms(250)

    def _throw_loose_dice(self, tl: Timeline, seat: int, values: tuple[int, int]) -> int:
        """Both dice thrown by ``seat`` (the suit of a passport lead, the tile given back
        after mother and son): they lie in front of the thrower until the next event."""
        dice = DiceItem(values, size=30.0)
        dice.setZValue(400)
        faces = ((b"first", values[0]), (b"second", values[1]))
        return self._throw_in_front(tl, dice, seat, 20, 450, faces) + self.motion.ms(250)

    def _throw_in_front(
        self,
        tl: Timeline,
        item: QGraphicsObject,
        seat: int,
        tilt: float,
        spin: int,
        faces: tuple[tuple[bytes, int], ...],
    ) -> int:
        """``item`` (one die or both) thrown by ``seat`` lands in front of it, tumbling to
        ``faces`` (property, final value), and lies there until the next event; returns
        when it lands."""
        ms = self.motion.ms
        side = relative(seat, self.scene.viewer)
        land = toward_centre(seat_anchor(side, self.scene.table), 0.42)
        self.scene.addItem(item)
        self.scene._lingering.append(item)
        if self.motion.reduced:
            item.setPos(land)
            tl.prop(item, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
            return ms(REDUCED_FADE_MS)
        start = toward_centre(seat_anchor(side, self.scene.table), 0.12)
        item.setPos(start)
        flight = ms(820)
        tl.add(dice_flight(item, start, land, flight))
        tl.prop(item, b"rotation", self.rng.uniform(-tilt, tilt), flight, 0, start=self.rng.choice((-spin, spin)))
        for prop, value in faces:
            tl.add(keyframes(item, prop, self.tumble(value), flight))
        return flight

    def _throw_point_dice(self, tl: Timeline, after: DealState) -> int:
        """The deal's dice, from the thrower across to the starter's left."""
        ms = self.motion.ms
        dice = self.scene._dice
        assert after.dice is not None
        side = relative(after.starter, self.scene.viewer)
        land = QPointF(*dice_place(after.starter, self.scene.viewer, self.scene.table))
        rotation = SIDE_ROTATION[side]
        dice.setVisible(True)
        self.scene._point_caption.setOpacity(0.0)
        self.scene._update_point_caption(after)
        if self.motion.reduced:
            dice.setPos(land)
            dice.setRotation(rotation)
            dice.set_values(*after.dice)
            tl.prop(dice, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
            tl.prop(self.scene._point_caption, b"opacity", 1.0, ms(REDUCED_FADE_MS), 0, start=0.0)
            return ms(REDUCED_FADE_MS)
        start = toward_centre(seat_anchor(relative(after.thrower, self.scene.viewer), self.scene.table), 0.15)
        dice.setPos(start)
        flight = ms(1000)
        mid = (start + land) / 2
        tl.prop(dice, b"opacity", 1.0, ms(120), 0, start=0.0)
        tl.add(
            keyframes(
                dice,
                b"pos",
                ((0.0, start), (0.55, mid), (0.8, land + (land - start) * 0.06), (1.0, land)),
                flight,
                QEasingCurve.Type.OutQuad,
            )
        )
        tl.prop(dice, b"rotation", rotation, flight, 0, start=rotation + 720)
        tl.add(keyframes(dice, b"first", self.tumble(after.dice[0]), flight))
        tl.add(keyframes(dice, b"second", self.tumble(after.dice[1]), flight))
        tl.prop(self.scene._point_caption, b"opacity", 1.0, ms(250), flight, start=0.0)
        return flight

    def tumble(self, final: int) -> list[tuple[float, int]]:
        frames: list[tuple[float, int]] = [(i / 8, self.rng.randint(1, 6)) for i in range(8)]
        return [*frames, (0.85, final), (1.0, final)]

    def _show_tower_marker(self, tl: Timeline, after: DealState) -> int:
        self.scene._update_tower_marker(after)
        marker = self.scene._tower_marker
        if marker.isVisible():
            tl.prop(marker, b"opacity", 1.0, self.motion.ms(300), 0, start=0.0)
            return self.motion.ms(300)
        return 0

    def _tower_marker_fade(self, tl: Timeline, at: int) -> None:
        if self.scene._tower_marker.isVisible():
            tl.prop(self.scene._tower_marker, b"opacity", 0.0, self.motion.ms(250), at)

    def _show_payments(self, tl: Timeline, before: DealState, after: DealState, at: int) -> int:
        """Chips fly from payer to payee for every new payment; the counts tick over.

        Each panel's count gets one animation over all its payments: Qt stops a running
        property animation when another starts on the same property, which would stop
        the whole timeline before it could finish."""
        if len(after.payments) <= len(before.payments) or after.payments[: len(before.payments)] != before.payments:
            return at
        ms = self.motion.ms
        t = end = at
        spans: dict[int, tuple[int, int]] = {}  # seat -> (first tick, last landing)
        for payment in after.payments[len(before.payments) :]:
            payer, payee = self.scene.panel(payment.payer), self.scene.panel(payment.payee)
            items, landed = chip_flight(self.scene, tl, self.motion, payer.pos(), payee.pos(), payment.chips, t)
            self.scene._transients.extend(items)
            for seat, start, stop in ((payment.payer, t, t + ms(200)), (payment.payee, t, landed)):
                first, last = spans.get(seat, (start, stop))
                spans[seat] = (min(first, start), max(last, stop))
            end = max(end, landed)
            t += ms(240)
        for seat, (first, last) in spans.items():
            tl.prop(
                self.scene.panel(seat),
                b"chipCount",
                after.chips[seat],
                max(last - first, 1),
                first,
                start=before.chips[seat],
            )
        return end

    # --- moving tiles -----------------------------------------------------------------------

    def stage(self, tl: Timeline, places: dict[int, Place], at: int, duration: int) -> int:
        """Move every tile whose planned place differs from ``places``; returns the end."""
        end = at
        for tile, place in places.items():
            if self.plan.get(tile) != place:
                end = max(end, self._move(tl, tile, place, at, duration))
        return end

    def _move(self, tl: Timeline, tile: int, dst: Place, at: int, duration: int, flip_at: float = 0.3) -> int:
        """Plan one tile's move from its planned place to ``dst``; returns when it lands."""
        src = self.plan.get(tile)
        self.plan[tile] = dst
        item = self.scene.tile_item(tile)
        if src is None or src == dst:
            return at
        if dst.face_up and (item.tile is None or int(item.tile) != tile):
            item.set_tile(tile)  # named now, still showing its back until it turns over
            item.point = self.scene._is_point(tile)
        if self.motion.reduced:
            fade = self.motion.ms(REDUCED_FADE_MS)
            tl.prop(item, b"opacity", 0.0, fade, at, start=1.0)
            for prop, value in (
                (b"pos", _point(dst)),
                (b"rotation", dst.rotation),
                (b"scale", dst.scale),
                (b"z", dst.z),
                (b"flip", 1.0 if dst.face_up else 0.0),
            ):
                tl.prop(item, prop, value, 0, at + fade)
            tl.prop(item, b"opacity", 1.0, fade, at + fade, start=0.0)
            return at + 2 * fade
        tl.prop(item, b"z", dst.z, 0, at)
        if (src.x, src.y) != (dst.x, dst.y):
            tl.prop(item, b"pos", _point(dst), duration, at, start=_point(src))
        if src.rotation != dst.rotation:
            turn = (dst.rotation - src.rotation + 180.0) % 360.0 - 180.0
            tl.prop(item, b"rotation", src.rotation + turn, duration, at, start=src.rotation)
        if src.scale != dst.scale:
            tl.prop(item, b"scale", dst.scale, duration, at, start=src.scale)
        if src.face_up != dst.face_up:
            tl.prop(
                item,
                b"flip",
                1.0 if dst.face_up else 0.0,
                int(duration * 0.6),
                at + int(duration * flip_at),
                QEasingCurve.Type.InOutSine,
                start=0.0 if dst.face_up else 1.0,
            )
        return at + duration

    def _hidden_movers(self, targets: dict[int, Place]) -> list[int]:
        """Tiles hidden where they are and where they go, that move."""
        return [
            t
            for t, place in targets.items()
            if not place.face_up and not self.plan[t].face_up and self.plan[t] != place
        ]

    def _unlink_hidden(self, tiles: list[int], targets: dict[int, Place]) -> None:
        """Re-pair hidden tiles and their items so that the k-th item in table order goes
        to the k-th place in table order: the motion shows nothing of which tile is which."""
        tiles = [t for t in tiles if not self.plan[t].face_up and not targets[t].face_up]
        sources = sorted(tiles, key=lambda t: (self.plan[t].x, self.plan[t].y))
        destinations = sorted(tiles, key=lambda t: (targets[t].x, targets[t].y))
        self._rebind(dict(zip(sources, destinations, strict=True)))

    def _rebind(self, mapping: dict[int, int]) -> None:
        """The item now showing tile ``a`` shows ``mapping[a]`` from now on (the tiles
        mapped from and to are the same, or, in a seat's view, names given anew)."""
        if all(a == b for a, b in mapping.items()):
            return
        self.scene.rename_tiles(mapping)
        plan = {a: self.plan.pop(a, None) for a in mapping}
        for a, b in mapping.items():
            planned = plan[a]
            if planned is not None:
                self.plan[b] = planned
