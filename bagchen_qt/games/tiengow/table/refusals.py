"""How Tien Gow's refusals are said: the words layer's table for Tien Gow's own codes
(``rules.refusals.TienGowRefusal``), rendered by ``words.refusal_text`` like every game's.
Where a sentence is the same as another game's, it is the same message to translate."""

from __future__ import annotations

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.tiles import format_kinds
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.saying import Say, register_refusals

# --- refusals ---------------------------------------------------------------------------------------
# By code (a ``StrEnum``, so that a code finds its entry by its value).


def _played(r: Refusal) -> tuple[object, ...]:
    return (format_kinds(r.kinds), format_kinds(r.top_kinds))


REFUSALS: dict[str, Say] = {
    Code.DEAL_OVER: Say(QT_TRANSLATE_NOOP("Words", "The deal is over.")),
    Code.NOT_YOUR_TURN: Say(
        QT_TRANSLATE_NOOP("Words", "It is not your turn."), QT_TRANSLATE_NOOP("Words", "It is not %1's turn.")
    ),
    Code.CHANCE_EVENT_NOW: Say(QT_TRANSLATE_NOOP("Words", "A player decides now, not the dice.")),
    Code.NOT_A_DECISION: Say(QT_TRANSLATE_NOOP("Words", "That is not a decision of this step.")),
    Code.MUST_SHUFFLE: Say(QT_TRANSLATE_NOOP("Words", "The tiles must be shuffled first.")),
    Code.DICE_EXPECTED: Say(QT_TRANSLATE_NOOP("Words", "Both dice are thrown now.")),
    Code.SAME_TILE_TWICE: Say(QT_TRANSLATE_NOOP("Words", "The same tile is named twice.")),
    Code.LEAD_EMPTY: Say(QT_TRANSLATE_NOOP("Words", "Select at least one tile.")),
    Code.PLAY_EMPTY: Say(QT_TRANSLATE_NOOP("Words", "Select at least one tile.")),
    Code.NOT_IN_DEAL: Say(
        QT_TRANSLATE_NOOP("Words", "You take no part in this deal."),
        QT_TRANSLATE_NOOP("Words", "%1 takes no part in this deal."),
    ),
    Code.TILE_NOT_HELD: Say(
        QT_TRANSLATE_NOOP("Words", "You do not hold %2."),
        QT_TRANSLATE_NOOP("Words", "%1 does not hold %2."),
        lambda r: (r.detail.split("#")[0],),  # "6-6#1": the tile, not which copy
    ),
    Code.BAD_WOODPILE: Say("A woodpile holds each of the %Ln tile(s) once.", count=lambda r: r.count),
    Code.BAD_DICE: Say("The banker is found with %Ln die(s), each showing 1 to 6.", count=lambda r: r.count),
    Code.NOT_A_LEAD: Say(
        QT_TRANSLATE_NOOP("Words", "%2 is not a lead in these rules."),
        None,
        lambda r: (format_kinds(r.kinds),),
    ),
    Code.PLAY_COUNT: Say(
        "%Ln tile(s) were led: play as many, not %2.",
        "%Ln tile(s) were led: %1 must play as many, not %2.",
        lambda r: (r.count,),
        lambda r: r.led,
    ),
    Code.OTHER_CATEGORY: Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: it is not the same combination."), None, _played
    ),
    Code.OTHER_SUIT: Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: civil and military never beat each other."), None, _played
    ),
    Code.NOT_HIGHER: Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: it does not rank higher."), None, _played),
    Code.KICKER_LOW: Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: the third tile is too low."), None, _played),
    Code.NEVER_BEATEN: Say(
        QT_TRANSLATE_NOOP("Words", "Nothing can beat %2."), None, lambda r: (format_kinds(r.top_kinds),)
    ),
    Code.BEATS_NOTHING: Say(
        QT_TRANSLATE_NOOP("Words", "%2 beats nothing: it wins only when it is led."),
        None,
        lambda r: (format_kinds(r.kinds),),
    ),
    Code.LAST_TRICK: Say(
        QT_TRANSLATE_NOOP("Words", "With no trick won yet, you must play the last single tile face down."),
        QT_TRANSLATE_NOOP("Words", "With no trick won yet, %1 must play the last single tile face down."),
    ),
    Code.MUST_BEAT: Say(
        QT_TRANSLATE_NOOP("Words", "You can beat, so you must (compulsory beating)."),
        QT_TRANSLATE_NOOP("Words", "%1 can beat, so %1 must (compulsory beating)."),
    ),
    Code.KAN_NOT_ALLOWED: Say(
        "Only the banker at the start or a leader with %Ln won tile(s) may say kan.",
        count=lambda r: r.limit,
    ),
}

register_refusals(REFUSALS)
