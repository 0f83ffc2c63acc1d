"""Events in words for the move list, with the players' names.

``describe(event, before, after, names, shown)``: ``shown`` says whether the reader may
see the tiles of a face-down play (all hands open, the face-down tiles revealed, or the
reader's own play); ``hidden_move`` is what a seat's view says of an event it has not
seen yet.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from bagchen_qt.rules.actions import (
    Accept,
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    DuelThrow,
    Event,
    Lead,
    OfferSwap,
    OfferUnion,
    Pass,
    ProposeExchange,
    Shuffle,
    ThrowDice,
)
from bagchen_qt.rules.combos import MOTHER, Suit
from bagchen_qt.rules.dealing import SEATS
from bagchen_qt.rules.selection import selection_label
from bagchen_qt.rules.state import DealState, Phase
from bagchen_qt.rules.tiles import KINDS, TILE_KIND, TILES

translate = QCoreApplication.translate


def tiles_text(tiles: Sequence[int]) -> str:
    return " ".join(TILES[t].notation for t in tiles)


def seat_name(seat: int, names: Sequence[str]) -> str:
    return f"{names[seat]} ({SEATS[seat]})"


def point_words(state: DealState) -> str:
    kinds = state.point_kinds
    return " ".join(KINDS[k].notation for k in kinds)


def _suit(suit: Suit | None) -> str:
    if suit is Suit.SKY:
        return translate("Replay", "sky")
    if suit is Suit.EARTH:
        return translate("Replay", "earth")
    return translate("Replay", "no suit")


def describe(event: Event, before: DealState, after: DealState, names: Sequence[str], shown: bool = True) -> str:
    """One line for the move list."""
    who = names[event.seat] if hasattr(event, "seat") else ""
    if isinstance(event, Shuffle):
        return translate("Replay", "The tiles are shuffled into eight towers")
    if isinstance(event, ChooseTower):
        return translate("Replay", "{who} chooses tower {n}").format(who=who, n=event.tower + 1)
    if isinstance(event, ThrowDice):
        if before.phase is Phase.DEAL_DICE:
            return translate("Replay", "Dice {a} and {b}: the point is {point}; {taker} takes the first tower").format(
                a=event.a, b=event.b, point=point_words(after), taker=names[after.taker])
        if before.phase is Phase.PASSPORT_DICE:
            return translate("Replay", "Dice {a} and {b}: the passport holder must lead {suit}").format(
                a=event.a, b=event.b, suit=_suit(after.passport_suit))
        return translate("Replay", "Dice {a} and {b}: a tile is given back").format(a=event.a, b=event.b)
    if isinstance(event, DuelThrow):
        return translate("Replay", "One die each: {a} for {offerer}, {b} for {acceptor}").format(
            a=event.offerer, b=event.acceptor, offerer=names[before.offer[0]], acceptor=names[before.queue[0]])
    if isinstance(event, ProposeExchange):
        return translate("Replay", "{who} offers {other} to exchange hands").format(who=who, other=names[event.partner])
    if isinstance(event, DemandRedeal):
        return translate("Replay", "{who} shows a hand with no high tile: re-deal").format(who=who)
    if isinstance(event, OfferUnion):
        if TILE_KIND[event.tile] == MOTHER:
            return translate("Replay", "{who} shows {tile}: mother looking for son").format(
                who=who, tile=TILES[event.tile].notation)
        return translate("Replay", "{who} shows {tile}: son looking for mother").format(
            who=who, tile=TILES[event.tile].notation)
    if isinstance(event, OfferSwap):
        return translate("Replay", "{who} offers to swap a mother for a son").format(who=who)
    if isinstance(event, Accept):
        return translate("Replay", "{who} accepts").format(who=who)
    if isinstance(event, Pass):
        return translate("Replay", "{who} passes").format(who=who)
    text = _describe_play(event, before, who, shown)
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        taken = translate("Replay", " · {winner} takes the stack") if trick.size == 1 else \
            translate("Replay", " · {winner} takes {n} stacks")
        text += taken.format(winner=names[trick.top_seat], n=trick.size)
    return text


def _describe_play(event: Event, before: DealState, who: str, shown: bool) -> str:
    if isinstance(event, Lead):
        kinds = tuple(sorted(TILE_KIND[t] for t in event.tiles))
        label = selection_label(kinds, before.point_mask, before.rules.max_mixed_ministers)
        return translate("Replay", "{who} leads {tiles}: {label}").format(who=who, tiles=tiles_text(event.tiles),
                                                                         label=label)
    if isinstance(event, Beat):
        return translate("Replay", "{who} beats with {tiles}").format(who=who, tiles=tiles_text(event.tiles))
    if isinstance(event, Charity):
        text = translate("Replay", "{who} leads a tile face down, naming {suit}").format(who=who,
                                                                                      suit=_suit(event.suit))
        return text + (f" ({TILES[event.tile].notation})" if shown else "")
    if isinstance(event, Discard):
        text = translate("Replay", "{who} plays {n} face down").format(who=who, n=len(event.tiles))
        return text + (f" ({tiles_text(event.tiles)})" if shown else "")
    return event.describe()


def hidden_move(event: Event, names: Sequence[str]) -> str:
    """An event a seat's view has not reached yet: who acts, not what."""
    if hasattr(event, "seat"):
        return translate("Replay", "{who}: …").format(who=names[event.seat])
    if isinstance(event, Shuffle):
        return translate("Replay", "Shuffle: …")
    return translate("Replay", "Dice: …")


def short_move(event: Event) -> str:
    """A move in a few characters, for the review ("6-6 6-6", "face down 5-3", "pass")."""
    if isinstance(event, Lead | Beat):
        return tiles_text(event.tiles)
    if isinstance(event, Discard):
        return translate("Replay", "{tiles} face down").format(tiles=tiles_text(event.tiles))
    if isinstance(event, Charity):
        return translate("Replay", "{tile} face down, naming {suit}").format(tile=TILES[event.tile].notation,
                                                                          suit=_suit(event.suit))
    if isinstance(event, Pass):
        return translate("Replay", "pass")
    if isinstance(event, DemandRedeal):
        return translate("Replay", "demand a re-deal")
    if isinstance(event, OfferUnion):
        return translate("Replay", "show {tile}").format(tile=TILES[event.tile].notation)
    if isinstance(event, Accept):
        return translate("Replay", "accept")
    return event.describe()
