"""Words for screen readers: the names and states of the things on the table ("6-6 sky
chief, selected, can be played"; "Pema, medium AI, 12 chips, 4 stacks, passport,
thinking") and whose turn it is. What was played is said by ``words.move_text``, as in
the move list.

The words go through ``words.tr`` (the "Words" context, with ``%Ln`` plural forms);
tile names are the rules' own kind names. Nothing here knows about widgets:
``accessibility`` asks.
"""

from __future__ import annotations

from bagchen_qt.games.bagchen.rules.tiles import Kind
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.words import chips_text, fill, stacks_text, tr


def table_words() -> str:
    return tr(QT_TRANSLATE_NOOP("Words", "Bagchen table"))


# The rules' kind names, as screen readers say them (rules.tiles.KINDS).
KIND_NAMES = (
    QT_TRANSLATE_NOOP("Words", "sky chief"),
    QT_TRANSLATE_NOOP("Words", "sky minister"),
    QT_TRANSLATE_NOOP("Words", "lama"),
    QT_TRANSLATE_NOOP("Words", "bird"),
    QT_TRANSLATE_NOOP("Words", "sisters"),
    QT_TRANSLATE_NOOP("Words", "people"),
    QT_TRANSLATE_NOOP("Words", "earth chief"),
    QT_TRANSLATE_NOOP("Words", "earth minister"),
    QT_TRANSLATE_NOOP("Words", "seven"),
    QT_TRANSLATE_NOOP("Words", "mother"),
    QT_TRANSLATE_NOOP("Words", "five"),
    QT_TRANSLATE_NOOP("Words", "son"),
)


def kind_words(kind: Kind) -> str:
    """ "6-6 sky chief"."""
    return f"{kind.notation} {tr(kind.name)}"


def tile_words(kind: Kind | None, selected: bool = False, playable: bool | None = None, point: bool = False) -> str:
    """A tile's name and state: "6-6 sky chief, point tile, selected, can be played".
    ``kind`` None: a tile whose face is not shown."""
    if kind is None:
        return tr(QT_TRANSLATE_NOOP("Words", "tile face down"))
    parts = [kind_words(kind)]
    if point:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "point tile")))
    if selected:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "selected")))
    if playable is True:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "can be played")))
    elif playable is False:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "cannot be played")))
    return ", ".join(parts)


def seat_words(
    name: str,
    level: str | None,
    chips: int,
    stacks: int,
    passport: bool,
    thinking: bool,
    turn: bool,
    tiles_in_hand: int | None = None,
    is_you: bool = False,
) -> str:
    """A seat panel: "Pema, medium AI, 12 chips, 4 stacks, passport, thinking"."""
    parts = [name]
    if level is not None:
        parts.append(fill(tr(QT_TRANSLATE_NOOP("Words", "%2 AI")), "", tr(level)))
    parts += [chips_text(chips), stacks_text(stacks)]
    if tiles_in_hand is not None:
        parts.append(tr("%Ln tile(s) in hand", tiles_in_hand))
    if passport:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "passport")))
    if thinking:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "thinking")))
    elif turn:
        parts.append(
            tr(QT_TRANSLATE_NOOP("Words", "your turn")) if is_you else tr(QT_TRANSLATE_NOOP("Words", "to play"))
        )
    return ", ".join(parts)


def caption_words(caption: str) -> str:
    """A caption of the table read as sentences: its lines joined."""
    return ". ".join(line.strip() for line in caption.split("\n") if line.strip())


def trick_words(caption: str) -> str:
    """The trick: what its caption says, or that there is none."""
    return caption_words(caption) if caption.strip() else tr(QT_TRANSLATE_NOOP("Words", "No trick on the table"))


def hand_words(count: int) -> str:
    return tr("Your hand, %Ln tile(s)", count)


def turn_words(name: str, is_you: bool) -> str:
    """Whose turn it is: "Your turn", "Pema to play"."""
    if is_you:
        return tr(QT_TRANSLATE_NOOP("Words", "Your turn"))
    return fill(tr(QT_TRANSLATE_NOOP("Words", "%1 to play")), name)
