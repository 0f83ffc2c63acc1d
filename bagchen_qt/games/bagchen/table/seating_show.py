"""The draw for seats played out on the table (R22, R26): formal seating at the start of
a session, and the seat-exchange custom before a shuffle.

Each player throws both dice in front of the seat they hold; players who tie throw
again; the clock decides whether the highest or the lowest throw sits East; then every
player's name travels to the seat they take (the viewer stays at the bottom, so the
table turns around them) and the first starter is named. ``draw_captions`` gives the
words, which tests read at instant speed; ``choreograph`` builds the animation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF

from bagchen_qt.games.bagchen.rules.seating import SeatDraw, SeatThrow
from bagchen_qt.ui.animation import REDUCED_FADE_MS, Motion, Timeline, keyframes
from bagchen_qt.ui.dice_art import DiceItem
from bagchen_qt.ui.dice_throw import dice_flight, toward_centre
from bagchen_qt.ui.layout import CENTER, relative
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.seat_panel import TURN_GOLD, Caption
from bagchen_qt.ui.words import comma_list, list_text, number_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

SEATS_WORDS = (
    QT_TRANSLATE_NOOP("Seating", "East"),
    QT_TRANSLATE_NOOP("Seating", "South"),
    QT_TRANSLATE_NOOP("Seating", "West"),
    QT_TRANSLATE_NOOP("Seating", "North"),
)


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Seating", text, None, n)


def seat_word(seat: int) -> str:
    return _t(SEATS_WORDS[seat])


def _names_list(names: Sequence[str]) -> str:
    if len(names) == 1:
        return names[0]
    return list_text(names)


def opening_caption(draw: SeatDraw, names: Sequence[str], you: int | None = None) -> str:
    if draw.demander is None:
        return _t("Formal seating: everyone throws the dice for a seat.")
    if draw.demander == you:
        return _t("You demand an exchange of seats: everyone throws the dice.")
    return _t("{name} demands an exchange of seats: everyone throws the dice.").format(name=names[draw.demander])


def throw_caption(throw: SeatThrow, earlier: Sequence[int], name: str) -> str:
    """What a player's throw reads beside their seat: "Pema: 5 + 3 = 8"."""
    text = _t("{name}: {a} + {b} = {total}").format(name=name, a=throw.a, b=throw.b, total=throw.total)
    if earlier:
        text = _t("{name}: {before}, then {total}").format(
            name=name, before=comma_list([number_text(t) for t in earlier]), total=number_text(throw.total)
        )
    return text


def tie_caption(group: Sequence[int], names: Sequence[str], total: int) -> str:
    return _t("{names} tie at {total}: they throw again.", len(group)).format(
        names=_names_list([names[p] for p in group]), total=total
    )


def clock_caption(draw: SeatDraw, names: Sequence[str], you: int | None = None) -> str:
    if draw.demander is None:
        if draw.morning:
            return _t("Before noon: the highest throw sits East, then South, West and North.")
        return _t("After noon: the lowest throw sits East, then South, West and North.")
    stay = seat_word(draw.before.index(draw.demander))
    if draw.demander == you:
        if draw.morning:
            return _t("Before noon: you stay {seat}; clockwise from there the throws go down.").format(seat=stay)
        return _t("After noon: you stay {seat}; clockwise from there the throws go up.").format(seat=stay)
    if draw.morning:
        return _t("Before noon: {name} stays {seat}; clockwise from there the throws go down.").format(
            name=names[draw.demander], seat=stay
        )
    return _t("After noon: {name} stays {seat}; clockwise from there the throws go up.").format(
        name=names[draw.demander], seat=stay
    )


def seats_caption(draw: SeatDraw, names: Sequence[str]) -> str:
    seating = draw.seating()
    return "  ·  ".join(
        _t("{seat}: {name}").format(seat=seat_word(seat), name=names[player]) for seat, player in enumerate(seating)
    )


def starter_caption(draw: SeatDraw, names: Sequence[str], starter_player: int, you: int | None = None) -> str:
    if starter_player == you:
        if draw.demander is None:
            return _t("You sit East and start the first deal.")
        return _t("You start the next deal, in your new seat.")
    if draw.demander is None:
        return _t("{name} sits East and starts the first deal.").format(name=names[starter_player])
    return _t("{name} starts the next deal, in the new seat.").format(name=names[starter_player])


def draw_captions(draw: SeatDraw, names: Sequence[str], starter_player: int, you: int | None = None) -> list[str]:
    """Every caption of the draw, in the order they appear; ``you``: the viewer's player."""
    texts = [opening_caption(draw, names, you)]
    partial = SeatDraw(draw.morning, draw.before, draw.demander)
    for throw in draw.throws:
        texts += _before_throw(partial, throw, names)
        texts.append(throw_caption(throw, partial.runs()[throw.player], names[throw.player]))
        partial = partial.apply(throw)
    return [
        *texts,
        clock_caption(draw, names, you),
        seats_caption(draw, names),
        starter_caption(draw, names, starter_player, you),
    ]


def _before_throw(partial: SeatDraw, throw: SeatThrow, names: Sequence[str]) -> list[str]:
    """The tie caption, once, before the first re-throw of a tied group."""
    runs = partial.runs()
    if not runs[throw.player]:
        return []
    for group in partial.tied_groups():
        if throw.player == group[0] and all(len(runs[p]) == len(runs[group[0]]) for p in group):
            return [tie_caption(group, names, runs[throw.player][-1])]
    return []


class SeatDrawShow:
    """Builds the timeline of one draw on ``scene`` (items go into ``transients``, which
    the scene removes when the timeline ends)."""

    def __init__(
        self,
        add_item: Callable[[QGraphicsItem], None],
        motion: Motion,
        panel_centres: dict[int, tuple[float, float]],
        anchor: Callable[[int], tuple[float, float]],
        rng_rotation: Callable[[], float],
        tumble: Callable[[int], list[tuple[float, int]]],
    ) -> None:
        self.add_item = add_item
        self.motion = motion
        self.panel_centres = panel_centres
        self.anchor = anchor  # where a seat's tiles stand on this table, by side
        self.rng_rotation = rng_rotation
        self.tumble = tumble
        self.captions: list[str] = []

    def build(
        self,
        tl: Timeline,
        draw: SeatDraw,
        names: Sequence[str],
        viewer_before: int,
        viewer_after: int,
        starter_player: int,
        dim: Callable[[float], None],
        seat_players: Callable[[], None],
        you: int | None = None,
    ) -> None:
        """``dim(opacity)`` fades the seat panels while names travel; ``seat_players()``
        puts the players in their new seats when the names arrive."""
        ms = self.motion.ms
        banner = Caption(20.0, accent=TURN_GOLD)
        banner.setPos(CENTER[0], CENTER[1] - 40)
        self.add_item(banner)
        at = 0

        def say(text: str, when: int, hold: int) -> int:
            self.captions.append(text)
            tl.call(lambda: banner.set_text(text), when)
            return when + ms(hold)

        at = say(opening_caption(draw, names, you), at, 1100)
        partial = SeatDraw(draw.morning, draw.before, draw.demander)
        shown: dict[int, DiceItem] = {}
        labels: dict[int, Caption] = {}
        for throw in draw.throws:
            for text in _before_throw(partial, throw, names):
                at = say(text, at, 1100)
            side = relative(draw.before.index(throw.player), viewer_before)
            earlier = partial.runs()[throw.player]
            at = self._throw(tl, throw, side, at, shown, labels, throw_caption(throw, earlier, names[throw.player]))
            partial = partial.apply(throw)
        at = say(clock_caption(draw, names, you), at + ms(300), 1800)
        at, tags = self._move_names(
            tl, draw, names, viewer_before, viewer_after, at, dim, list(labels.values()), list(shown.values())
        )
        tl.call(seat_players, at)
        for tag in tags:
            tl.prop(tag, b"opacity", 0.0, ms(500), at + ms(700))
        at = say(seats_caption(draw, names), at, 1600)
        at = say(starter_caption(draw, names, starter_player, you), at, 1800)
        tl.pause_until(at)

    def _throw(
        self,
        tl: Timeline,
        throw: SeatThrow,
        side: int,
        at: int,
        shown: dict[int, DiceItem],
        labels: dict[int, Caption],
        text: str,
    ) -> int:
        ms = self.motion.ms
        old = shown.get(throw.player)
        if old is not None:
            tl.prop(old, b"opacity", 0.0, ms(200), at)
        dice = DiceItem((throw.a, throw.b), size=30.0)
        dice.setZValue(400)
        dice.setOpacity(0.0)
        self.add_item(dice)
        shown[throw.player] = dice
        land = toward_centre(self.anchor(side), 0.42)
        label = labels.get(throw.player)
        if label is None:
            label = Caption(15.0)
            label.setPos(land + QPointF(0, 44 if side != 2 else -44))
            self.add_item(label)
            labels[throw.player] = label
        if self.motion.reduced:
            dice.setPos(land)
            tl.prop(dice, b"opacity", 1.0, ms(REDUCED_FADE_MS), at, start=0.0)
            flight = ms(REDUCED_FADE_MS)
        else:
            start = toward_centre(self.anchor(side), 0.12)
            dice.setPos(start)
            flight = ms(820)
            tl.prop(dice, b"opacity", 1.0, ms(80), at, start=0.0)
            tl.add(
                dice_flight(dice, start, land, flight),
                at,
            )
            tl.prop(dice, b"rotation", self.rng_rotation(), flight, at, start=540.0)
            tl.add(keyframes(dice, b"first", self.tumble(throw.a), flight), at)
            tl.add(keyframes(dice, b"second", self.tumble(throw.b), flight), at)
        self.captions.append(text)
        tl.call(lambda: label.set_text(text), at + flight)
        return at + flight + ms(450)

    def _move_names(
        self,
        tl: Timeline,
        draw: SeatDraw,
        names: Sequence[str],
        viewer_before: int,
        viewer_after: int,
        at: int,
        dim: Callable[[float], None],
        labels: list[Caption],
        dice: list[DiceItem],
    ) -> tuple[int, list[Caption]]:
        """Each player's name goes from the seat held to the seat taken."""
        ms = self.motion.ms
        seating = draw.seating()
        duration = ms(1400)
        tl.call(lambda: dim(0.25), at)
        tags = []
        for item in [*labels, *dice]:
            tl.prop(item, b"opacity", 0.0, ms(300), at)
        for player, name in enumerate(names):
            old_side = relative(draw.before.index(player), viewer_before)
            new_seat = seating.index(player)
            new_side = relative(new_seat, viewer_after)
            tag = Caption(17.0, accent=TURN_GOLD)
            tag.set_text(_t("{name}\n{seat}").format(name=name, seat=seat_word(new_seat)))
            tag.setOpacity(0.0)
            start = QPointF(*self.panel_centres[old_side])
            end = toward_centre(self.panel_centres[new_side], 0.18)
            tag.setPos(start)
            self.add_item(tag)
            tags.append(tag)
            tl.prop(tag, b"opacity", 1.0, ms(250), at, start=0.0)
            tl.prop(tag, b"pos", end, duration, at + ms(250), QEasingCurve.Type.InOutCubic, start=start)
        return at + ms(250) + duration, tags
