"""How Tien Gow's refusals are said: the words layer's table for the rules' Tien Gow
codes (``RefusalCode.TG_…``), rendered by ``words.refusal_text`` like Bagchen's."""

from __future__ import annotations

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.tiengow.rules.tiles import format_kinds
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.saying import Say, register_refusals

# --- refusals ---------------------------------------------------------------------------------------
# By the values of ``rules.refusals.RefusalCode``'s Tien Gow members (a ``StrEnum``, so
# that a code finds its entry); ``words.refusal_text`` renders them as it does Bagchen's.


def _played(r: Refusal) -> tuple[object, ...]:
    return (format_kinds(r.kinds), format_kinds(r.top_kinds))


REFUSALS: dict[str, Say] = {  # keyed by the codes' values: see ``RefusalCode``
    "tg not in deal": Say(
        QT_TRANSLATE_NOOP("Words", "You take no part in this deal."),
        QT_TRANSLATE_NOOP("Words", "%1 takes no part in this deal."),
    ),
    "tg tile not held": Say(
        QT_TRANSLATE_NOOP("Words", "You do not hold %2."),
        QT_TRANSLATE_NOOP("Words", "%1 does not hold %2."),
        lambda r: (r.detail.split("#")[0],),  # "6-6#1": the tile, not which copy
    ),
    "tg bad woodpile": Say("A woodpile holds each of the %Ln tile(s) once.", count=lambda r: r.count),
    "tg bad dice": Say("The banker is found with %Ln die(s), each showing 1 to 6.", count=lambda r: r.count),
    "tg not a lead": Say(
        QT_TRANSLATE_NOOP("Words", "%2 is not a lead in these rules."),
        None,
        lambda r: (format_kinds(r.kinds),),
    ),
    "tg play count": Say(
        "%Ln tile(s) were led: play as many, not %2.",
        "%Ln tile(s) were led: %1 must play as many, not %2.",
        lambda r: (r.count,),
        lambda r: r.led,
    ),
    "tg other category": Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: it is not the same combination."), None, _played
    ),
    "tg other suit": Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: civil and military never beat each other."), None, _played
    ),
    "tg not higher": Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: it does not rank higher."), None, _played),
    "tg kicker low": Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: the third tile is too low."), None, _played),
    "tg never beaten": Say(
        QT_TRANSLATE_NOOP("Words", "Nothing can beat %2."), None, lambda r: (format_kinds(r.top_kinds),)
    ),
    "tg beats nothing": Say(
        QT_TRANSLATE_NOOP("Words", "%2 beats nothing: it wins only when it is led."),
        None,
        lambda r: (format_kinds(r.kinds),),
    ),
    "tg last trick": Say(
        QT_TRANSLATE_NOOP("Words", "With no trick won yet, you must play the last single tile face down."),
        QT_TRANSLATE_NOOP("Words", "With no trick won yet, %1 must play the last single tile face down."),
    ),
    "tg must beat": Say(
        QT_TRANSLATE_NOOP("Words", "You can beat, so you must (compulsory beating)."),
        QT_TRANSLATE_NOOP("Words", "%1 can beat, so %1 must (compulsory beating)."),
    ),
    "tg kan not allowed": Say(
        "Only the banker at the start or a leader with %Ln won tile(s) may say kan.",
        count=lambda r: r.limit,
    ),
}

register_refusals(REFUSALS)
