"""Why Bao Huang refuses an event: its own refusal codes and their English sentences.

A refusal is the family's ``Refusal`` with one of these codes; ``kinds`` holds the card
codes played and ``top_kinds`` those of the play to beat, ``detail`` a card or value
named. ``register_plain_text`` lets ``str(refusal)`` say it in plain English.
"""

from __future__ import annotations

from enum import StrEnum

from bagchen_qt.core.refusals import IllegalAction, Refusal, register_plain_text

from .cards import format_codes


class BaoHuangRefusal(StrEnum):
    # whose turn, which step
    DEAL_OVER = "bh deal over"
    NOT_A_SEAT = "bh not a seat"  # ``detail``: the value given
    NOT_YOUR_TURN = "bh not your turn"
    CHANCE_NOW = "bh chance now"  # a decision came while chance acts; ``step``
    DECISION_NOW = "bh decision now"  # a chance outcome came while a seat must decide; ``detail``
    WRONG_STEP = "bh wrong step"  # ``detail``: the event's type, ``step``: the step
    # chance
    BAD_SHUFFLER = "bh bad shuffler"
    BAD_SHUFFLE = "bh bad shuffle"
    BAD_CUT = "bh bad cut"
    BAD_DRAW = "bh bad draw"  # ``count``: tribute cards on the table
    # the cards named
    NOT_A_CARD = "bh not a card"  # ``detail``: the value given
    EMPTY_PLAY = "bh empty play"
    CARD_NOT_HELD = "bh card not held"  # ``detail``: the card, ``count`` how many are needed
    # plays (BH8–BH13)
    NOT_A_COMBINATION = "bh not a combination"
    WRONG_COUNT = "bh wrong count"  # ``led``: cards to beat, ``count``: cards played
    DOES_NOT_BEAT = "bh does not beat"  # ``index``: the first place that fails, -1: none strictly higher
    SIXES_LAST = "bh sixes last"
    MUST_LEAD = "bh must lead"  # a pass by the player who has the lead (BH11)
    MUST_PLAY = "bh must play"  # a pass after asking not to beat (BH22)
    NOTHING_TO_PLAY = "bh nothing to play"  # asking not to beat with no play to make
    ALREADY_ASKED = "bh already asked"
    DO_NOT_BEAT_OFF = "bh do not beat off"
    # before the play (BH4, BH7, BH16)
    MUST_ACCEPT = "bh must accept"  # ``detail``: why
    MUST_DECLINE = "bh must decline"
    NOT_THE_HOLDER = "bh not the holder"  # an announcement by a seat without the marked black joker
    WRONG_TRIBUTE = "bh wrong tribute"  # ``kinds``: what must be given
    NOT_OFFERED = "bh not offered"  # ``detail``: a tribute card not on the table


Code = BaoHuangRefusal


def refuse(code: BaoHuangRefusal, **params: object) -> IllegalAction:
    """The exception carrying a refusal of ``code`` (raise it)."""
    return IllegalAction(Refusal(code, **params))  # type: ignore[arg-type]


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def plain_text(r: Refusal) -> str:
    who = f"seat {r.seat}" if r.seat is not None else "this seat"
    play, top = format_codes(r.kinds), format_codes(r.top_kinds)
    match r.code:
        case Code.DEAL_OVER:
            return "the deal is over"
        case Code.NOT_A_SEAT:
            return f"the seats are 0 to 4, not {r.detail}"
        case Code.NOT_YOUR_TURN:
            return f"it is seat {r.turn}'s turn, not {who}'s"
        case Code.CHANCE_NOW:
            return f"chance acts now ({r.step}), not a seat"
        case Code.DECISION_NOW:
            return f"{r.detail} is a chance outcome, but seat {r.turn} must decide now"
        case Code.WRONG_STEP:
            return f"{r.detail} has no place in the {r.step} step"
        case Code.BAD_SHUFFLER:
            return f"the shuffler is a seat 0 to 4, not {r.detail}"
        case Code.BAD_SHUFFLE:
            return "a shuffle must hold each of the 168 cards exactly once"
        case Code.BAD_CUT:
            return f"a cut lifts 1 to 167 cards from the top, not {r.detail}"
        case Code.BAD_DRAW:
            return f"the tribute is taken in an order of its {_cards(r.count)}, each once"
        case Code.NOT_A_CARD:
            return f"{r.detail} is not a card"
        case Code.EMPTY_PLAY:
            return "a play needs at least one card"
        case Code.CARD_NOT_HELD:
            return f"{who} does not hold {r.detail}"
        case Code.NOT_A_COMBINATION:
            return f"{play} is no combination: cards of one rank with any jokers, or jokers alone"
        case Code.WRONG_COUNT:
            return f"{_cards(r.led)} must be beaten with {_cards(r.led)}, not {r.count}"
        case Code.DOES_NOT_BEAT:
            if r.index < 0:
                return f"{play} does not beat {top}: no card of it is higher"
            return f"{play} does not beat {top}: its card in place {r.index + 1} is not high enough"
        case Code.SIXES_LAST:
            return f"{who} must play its sixes last, when it holds nothing else"
        case Code.MUST_LEAD:
            return f"{who} has the lead and must play"
        case Code.MUST_PLAY:
            return f"{who} asked the others not to beat its play and must now play"
        case Code.NOTHING_TO_PLAY:
            return f"{who} has no play to ask about"
        case Code.ALREADY_ASKED:
            return f"{who} has already asked"
        case Code.DO_NOT_BEAT_OFF:
            return "asking the others not to beat is not played in these rules"
        case Code.MUST_ACCEPT:
            return f"{who} must be emperor: {r.detail}"
        case Code.MUST_DECLINE:
            return f"{who} holds both marked cards and may not play alone in these rules: it must pass the emperor card"
        case Code.NOT_THE_HOLDER:
            return f"only the holder of the marked black joker may announce, and {who} does not hold it"
        case Code.WRONG_TRIBUTE:
            return f"{who} must give its highest cards other than jokers: {play}"
        case Code.NOT_OFFERED:
            return f"no {r.detail} is left among the tribute cards"
    raise AssertionError(f"no words for {r.code}")


register_plain_text(BaoHuangRefusal, plain_text)
