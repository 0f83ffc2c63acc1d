"""Words for screen readers: the names and states of the things on the table, and the
announcements of turns and plays ("6-6 sky chief, selected, can be played"; "Pema,
medium AI, 12 chips, 4 stacks, passport, thinking"; "Pema leads 6-6 sky chief").

Every word passes through Qt's translations (context ``Spoken``); tile names are the
rules' own kind names. Nothing here knows about widgets: ``accessibility`` asks.
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
    Event,
    Lead,
    OfferSwap,
    OfferUnion,
    Pass,
    ProposeExchange,
    Shuffle,
)
from bagchen_qt.rules.tiles import TILES, Kind


def _t(text: str) -> str:
    return QCoreApplication.translate("Spoken", text)


def _fill(template: str, *values: object) -> str:
    text = _t(template)
    for i, value in enumerate(values, 1):
        text = text.replace(f"%{i}", str(value))
    return text


def _count(n: int, one: str, many: str) -> str:
    """"1 stack", "4 stacks": ``many`` holds %1 for the number."""
    return _t(one) if n == 1 else _fill(many, n)


def table_words() -> str:
    return _t("Bagchen table")


def kind_words(kind: Kind) -> str:
    """"6-6 sky chief"."""
    return f"{kind.notation} {_t(kind.name)}"


def tiles_words(tiles: Sequence[int]) -> str:
    """"6-6 sky chief and 1-1 sky minister"."""
    names = [kind_words(TILES[t].kind) for t in sorted(tiles, key=lambda t: TILES[t].kind)]
    if len(names) <= 1:
        return "".join(names)
    return _fill("%1 and %2", ", ".join(names[:-1]), names[-1])


def tile_words(kind: Kind | None, selected: bool = False, playable: bool | None = None,
               point: bool = False) -> str:
    """A tile's name and state: "6-6 sky chief, point tile, selected, can be played".
    ``kind`` None: a tile whose face is not shown."""
    if kind is None:
        return _t("tile face down")
    parts = [kind_words(kind)]
    if point:
        parts.append(_t("point tile"))
    if selected:
        parts.append(_t("selected"))
    if playable is True:
        parts.append(_t("can be played"))
    elif playable is False:
        parts.append(_t("cannot be played"))
    return ", ".join(parts)


def seat_words(name: str, level: str | None, chips: int, stacks: int, passport: bool, thinking: bool,
               turn: bool, tiles_in_hand: int | None = None, is_you: bool = False) -> str:
    """A seat panel: "Pema, medium AI, 12 chips, 4 stacks, passport, thinking"."""
    parts = [name]
    if level is not None:
        parts.append(_fill("%1 AI", _t(level)))
    parts.append(_count(chips, "1 chip", "%1 chips"))
    parts.append(_count(stacks, "1 stack", "%1 stacks"))
    if tiles_in_hand is not None:
        parts.append(_count(tiles_in_hand, "1 tile in hand", "%1 tiles in hand"))
    if passport:
        parts.append(_t("passport"))
    if thinking:
        parts.append(_t("thinking"))
    elif turn:
        parts.append(_t("your turn") if is_you else _t("to play"))
    return ", ".join(parts)


def caption_words(caption: str) -> str:
    """A caption of the table read as sentences: its lines joined."""
    return ". ".join(line.strip() for line in caption.split("\n") if line.strip())


def trick_words(caption: str) -> str:
    """The trick: what its caption says, or that there is none."""
    return caption_words(caption) if caption.strip() else _t("No trick on the table")


def hand_words(count: int) -> str:
    return _fill("Your hand, %1", _count(count, "1 tile", "%1 tiles"))


def turn_words(name: str, is_you: bool) -> str:
    """Whose turn it is: "Your turn", "Pema to play"."""
    return _t("Your turn") if is_you else _fill("%1 to play", name)


def event_words(event: Event, names: Sequence[str], you: int | None = None) -> str:
    """What just happened, for an announcement: "Pema leads 6-6 sky chief". Empty for
    what a player need not hear (the dice tumbling of a duel, for example)."""
    seat = getattr(event, "seat", None)
    mine = seat is not None and seat == you
    who = names[seat] if seat is not None else ""
    if isinstance(event, Lead):
        return (_fill("You lead %1", tiles_words(event.tiles)) if mine
                else _fill("%1 leads %2", who, tiles_words(event.tiles)))
    if isinstance(event, Beat):
        return (_fill("You beat with %1", tiles_words(event.tiles)) if mine
                else _fill("%1 beats with %2", who, tiles_words(event.tiles)))
    if isinstance(event, Discard):
        count = _count(len(event.tiles), "1 tile", "%1 tiles")
        return _fill("You play %1 face down", count) if mine else _fill("%1 plays %2 face down", who, count)
    if isinstance(event, Charity):
        return _t("You lead a tile face down") if mine else _fill("%1 leads a tile face down", who)
    if isinstance(event, Pass):
        return _t("You pass") if mine else _fill("%1 passes", who)
    if isinstance(event, Accept):
        return _t("You accept") if mine else _fill("%1 accepts", who)
    if isinstance(event, ChooseTower):
        return (_fill("You choose tower %1", event.tower + 1) if mine
                else _fill("%1 chooses tower %2", who, event.tower + 1))
    if isinstance(event, DemandRedeal):
        return _t("You demand a re-deal") if mine else _fill("%1 demands a re-deal", who)
    if isinstance(event, OfferUnion):
        return (_fill("You show %1", tiles_words((event.tile,))) if mine
                else _fill("%1 shows %2", who, tiles_words((event.tile,))))
    if isinstance(event, OfferSwap):
        return _t("You offer to swap") if mine else _fill("%1 offers to swap", who)
    if isinstance(event, ProposeExchange):
        partner = _t("you") if event.partner == you else names[event.partner]
        return _fill("%1 offers to exchange hands with %2", _t("You") if mine else who, partner)
    if isinstance(event, Shuffle):
        return _t("The tiles are shuffled and built into towers")
    return ""


def trick_won_words(winner: str, is_you: bool) -> str:
    return _t("You win the trick") if is_you else _fill("%1 wins the trick", winner)
