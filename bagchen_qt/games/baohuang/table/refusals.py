"""How Bao Huang's refusals are said: the words layer's table for the rules' codes
(``BaoHuangRefusal``), rendered by ``ui/words.refusal_text`` like every game's.

Plays are said in words ("three 9s with a black joker", ``hand_words``), so a newcomer
reads what was wrong without the rules' notation. Counted phrases come from
``hand_words`` already in the language's plural forms, so no sentence here counts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.baohuang.rules.cards import RANK_NAMES, TWO
from bagchen_qt.games.baohuang.rules.refusals import BaoHuangRefusal as Code
from bagchen_qt.games.baohuang.table.hand_words import CARDS, counted, describe_codes, rank_phrase
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.saying import Say, register_refusals


def _t(text: str) -> str:
    return QCoreApplication.translate("BaoHuangWords", text)


def _plays(r: Refusal) -> tuple[object, ...]:
    return (describe_codes(r.kinds), describe_codes(r.top_kinds))


def _why_not_beaten(r: Refusal) -> tuple[object, ...]:
    if r.index < 0:  # joker order: every card as high, none higher
        why = _t("one card at least must be higher than the card it answers")
    else:
        why = _t("each card must beat the card it answers")
    return (*_plays(r), why)


def _why_emperor(r: Refusal) -> tuple[object, ...]:
    if "round" in r.detail:
        return (_t("the card has gone once round the table"),)
    return (_t("these rules do not let the card be passed on"),)


def _tribute_card(r: Refusal) -> tuple[object, ...]:
    if r.detail in RANK_NAMES[: TWO + 1]:
        return (rank_phrase(RANK_NAMES.index(r.detail), 1),)
    return (r.detail,)


REFUSALS: dict[str, Say] = {  # keyed by the codes' values
    Code.DEAL_OVER: Say(QT_TRANSLATE_NOOP("Words", "The deal is over.")),
    Code.NOT_A_SEAT: Say(
        QT_TRANSLATE_NOOP("Words", "The seats are numbered 0 to 4, not %2."), None, lambda r: (r.detail,)
    ),
    Code.NOT_YOUR_TURN: Say(
        QT_TRANSLATE_NOOP("Words", "It is not your turn."),
        QT_TRANSLATE_NOOP("Words", "It is not %1's turn."),
    ),
    Code.CHANCE_NOW: Say(
        QT_TRANSLATE_NOOP("Words", "Nobody decides now: it is chance's turn (a shuffle or the tribute).")
    ),
    Code.DECISION_NOW: Say(QT_TRANSLATE_NOOP("Words", "A player must decide now: chance has no turn.")),
    Code.WRONG_STEP: Say(QT_TRANSLATE_NOOP("Words", "That cannot be done at this step of the deal.")),
    Code.BAD_SHUFFLER: Say(
        QT_TRANSLATE_NOOP("Words", "The first shuffler is a seat 0 to 4, not %2."), None, lambda r: (r.detail,)
    ),
    Code.BAD_SHUFFLE: Say(QT_TRANSLATE_NOOP("Words", "A shuffle must hold each of the 168 cards exactly once.")),
    Code.BAD_CUT: Say(
        QT_TRANSLATE_NOOP("Words", "A cut lifts 1 to 167 cards from the top, not %2."), None, lambda r: (r.detail,)
    ),
    Code.BAD_DRAW: Say(
        QT_TRANSLATE_NOOP("Words", "The tribute is drawn in an order of its %2, each taken once."),
        None,
        lambda r: (counted(CARDS, r.count),),
    ),
    Code.NOT_A_CARD: Say(QT_TRANSLATE_NOOP("Words", "%2 is not a card."), None, lambda r: (r.detail,)),
    Code.EMPTY_PLAY: Say(QT_TRANSLATE_NOOP("Words", "Choose at least one card to play.")),
    Code.CARD_NOT_HELD: Say(
        QT_TRANSLATE_NOOP("Words", "You do not hold all of those cards."),
        QT_TRANSLATE_NOOP("Words", "%1 does not hold all of those cards."),
    ),
    Code.NOT_A_COMBINATION: Say(
        QT_TRANSLATE_NOOP("Words", "Not a play: %2. Play one rank with any jokers, or jokers alone."),
        None,
        lambda r: (describe_codes(r.kinds),),
    ),
    Code.WRONG_COUNT: Say(
        QT_TRANSLATE_NOOP("Words", "The play to beat has %2: answer with as many, not %3."),
        None,
        lambda r: (counted(CARDS, r.led), r.count),
    ),
    Code.DOES_NOT_BEAT: Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: %4."), None, _why_not_beaten),
    Code.SIXES_LAST: Say(
        QT_TRANSLATE_NOOP("Words", "Sixes go last: you may play them only when you hold nothing else."),
        QT_TRANSLATE_NOOP("Words", "Sixes go last: %1 may play them only when holding nothing else."),
    ),
    Code.MUST_LEAD: Say(
        QT_TRANSLATE_NOOP("Words", "You have the lead: play something; you cannot pass."),
        QT_TRANSLATE_NOOP("Words", "%1 has the lead and must play, not pass."),
    ),
    Code.MUST_PLAY: Say(
        QT_TRANSLATE_NOOP("Words", "You asked not to be beaten: now make your play; you cannot pass."),
        QT_TRANSLATE_NOOP("Words", "%1 asked not to be beaten and must now make the play."),
    ),
    Code.NOTHING_TO_PLAY: Say(
        QT_TRANSLATE_NOOP("Words", "You have no play to ask the others not to beat."),
        QT_TRANSLATE_NOOP("Words", "%1 has no play to ask the others not to beat."),
    ),
    Code.ALREADY_ASKED: Say(
        QT_TRANSLATE_NOOP("Words", "You have already asked the others not to beat this play."),
        QT_TRANSLATE_NOOP("Words", "%1 has already asked the others not to beat this play."),
    ),
    Code.DO_NOT_BEAT_OFF: Say(
        QT_TRANSLATE_NOOP("Words", "Asking the others not to beat a play is not part of these rules.")
    ),
    Code.MUST_ACCEPT: Say(
        QT_TRANSLATE_NOOP("Words", "You must be the emperor: %2."),
        QT_TRANSLATE_NOOP("Words", "%1 must be the emperor: %2."),
        _why_emperor,
    ),
    Code.MUST_DECLINE: Say(
        QT_TRANSLATE_NOOP(
            "Words",
            "You hold both marked cards and may not play alone: pass the card on.",
        ),
        QT_TRANSLATE_NOOP(
            "Words",
            "%1 holds both marked cards and may not play alone: the card goes on.",
        ),
    ),
    Code.NOT_THE_HOLDER: Say(
        QT_TRANSLATE_NOOP("Words", "Only the protector may announce, and you do not hold his card."),
        QT_TRANSLATE_NOOP("Words", "Only the protector may announce, and %1 does not hold his card."),
    ),
    Code.WRONG_TRIBUTE: Say(
        QT_TRANSLATE_NOOP("Words", "You must give your highest cards other than jokers: %2."),
        QT_TRANSLATE_NOOP("Words", "%1 must give the highest cards held other than jokers: %2."),
        lambda r: (describe_codes(r.kinds),),
    ),
    Code.NOT_OFFERED: Say(
        QT_TRANSLATE_NOOP("Words", "There is no longer %2 among the tribute cards."), None, _tribute_card
    ),
}

register_refusals(REFUSALS)
