"""Why Tien Gow refuses an event: its own refusal codes and their English sentences.

A refusal is the family's ``Refusal`` with one of these codes; seats are numbers in
play order, ``kinds`` the kinds played and ``top_kinds`` those to beat, ``detail`` a
tile or an event's type. ``register_plain_text`` lets ``str(refusal)`` say it in plain
English; the table's words (``table/refusals``) say it in the player's language. The
values begin with "tg" so that no other game's code has the same one.
"""

from __future__ import annotations

from enum import StrEnum

from bagchen_qt.core.quoting import excerpt
from bagchen_qt.core.refusals import Refusal, register_plain_text

from .tiles import format_kinds


class TienGowRefusal(StrEnum):
    # whose turn, which step
    DEAL_OVER = "tg deal over"
    NOT_YOUR_TURN = "tg not your turn"  # ``seat`` and, where known, ``turn``
    CHANCE_EVENT_NOW = "tg chance event now"  # a seat's decision was due, a chance event came
    NOT_A_DECISION = "tg not a decision"  # ``detail``: the event's type, ``step``: the step
    NOT_IN_DEAL = "tg not in deal"  # the seat rests or laid its hand aside (TG21, TG29)
    # chance
    MUST_SHUFFLE = "tg must shuffle"
    DICE_EXPECTED = "tg dice expected"
    BAD_WOODPILE = "tg bad woodpile"  # ``count``: tiles of the deck
    BAD_DICE = "tg bad dice"  # ``count``: dice thrown for the banker
    # the tiles named
    SAME_TILE_TWICE = "tg same tile twice"
    TILE_NOT_HELD = "tg tile not held"  # ``detail``: the tile's label
    LEAD_EMPTY = "tg lead empty"
    PLAY_EMPTY = "tg play empty"
    # what may be led and what beats what (TG3–TG14)
    NOT_A_LEAD = "tg not a lead"  # ``kinds``: no combination of these rules (TG3, TG5–TG11)
    PLAY_COUNT = "tg play count"  # ``led``, ``count`` (TG12)
    OTHER_CATEGORY = "tg other category"  # ``kinds`` is not the combination of ``top_kinds``
    OTHER_SUIT = "tg other suit"  # a civil single against a military one (TG2)
    NOT_HIGHER = "tg not higher"  # same combination, not strictly higher (TG4, TG13)
    KICKER_LOW = "tg kicker low"  # the kicker does not beat the led kicker (TG11)
    NEVER_BEATEN = "tg never beaten"  # the supreme pair (or the nines in its role) (TG6)
    BEATS_NOTHING = "tg beats nothing"  # the supreme pair played on something (TG6)
    LAST_TRICK = "tg last trick"  # no trick won yet, last trick led single (TG14)
    MUST_BEAT = "tg must beat"  # compulsory beating (TG12)
    KAN_NOT_ALLOWED = "tg kan not allowed"  # ``limit``: the tile target (TG25)


Code = TienGowRefusal

# Whose turn it is, as the plain sentences have always named a seat: by the letters of
# the hand records' seats where there is one.
_SEAT_LETTERS = "ESWN"


def _turn_seat(seat: int | None) -> str:
    if seat is None:
        return "?"
    return _SEAT_LETTERS[seat] if type(seat) is int and 0 <= seat < len(_SEAT_LETTERS) else f"seat {excerpt(seat)}"


def _seat(seat: int | None) -> str:
    return f"seat {excerpt(seat)}" if seat is not None else "this seat"


def _tiles(n: int) -> str:
    return f"{n} tile{'s' if n != 1 else ''}"


def plain_text(r: Refusal) -> str:
    """A refusal of Tien Gow's in plain English."""
    who, play, top = _seat(r.seat), format_kinds(r.kinds), format_kinds(r.top_kinds)
    match r.code:
        case Code.DEAL_OVER:
            return "the deal is over"
        case Code.NOT_YOUR_TURN:
            if r.turn is None:
                return "it is not your turn"
            return f"it is {_turn_seat(r.turn)}'s turn, not {_turn_seat(r.seat)}'s"
        case Code.CHANCE_EVENT_NOW:
            return f"{r.detail} is a chance event, but a seat must decide now"
        case Code.NOT_A_DECISION:
            return f"{r.detail} is not a decision of the {r.step} step"
        case Code.NOT_IN_DEAL:
            return f"{who} takes no part in this deal"
        case Code.MUST_SHUFFLE:
            return "the tiles must be shuffled first"
        case Code.DICE_EXPECTED:
            return "both dice are thrown now"
        case Code.BAD_WOODPILE:
            return f"a woodpile must hold each of the {r.count} tiles exactly once"
        case Code.BAD_DICE:
            return f"the banker is found with {r.count} {'die' if r.count == 1 else 'dice'}, each showing 1 to 6"
        case Code.SAME_TILE_TWICE:
            return "the same tile is named twice"
        case Code.TILE_NOT_HELD:
            return f"{who} does not hold {r.detail}"
        case Code.LEAD_EMPTY:
            return "a lead needs at least one tile"
        case Code.PLAY_EMPTY:
            return "a play needs at least one tile"
        case Code.NOT_A_LEAD:
            return f"{play} is no lead: not a single tile nor a combination of these rules"
        case Code.PLAY_COUNT:
            return f"{_tiles(r.led)} {'was' if r.led == 1 else 'were'} led: play as many, not {r.count}"
        case Code.OTHER_CATEGORY:
            return f"{play} cannot beat {top}: it is not the same combination"
        case Code.OTHER_SUIT:
            return f"{play} cannot beat {top}: a civil tile and a military tile never beat each other"
        case Code.NOT_HIGHER:
            return f"{play} cannot beat {top}: it does not rank higher"
        case Code.KICKER_LOW:
            return f"{play} cannot beat {top}: its third tile does not beat the third tile led"
        case Code.NEVER_BEATEN:
            return f"nothing beats {top}"
        case Code.BEATS_NOTHING:
            return f"{play} beats nothing: it wins only when it is led"
        case Code.LAST_TRICK:
            return f"{who} has won no trick yet and must play the last single tile face down"
        case Code.MUST_BEAT:
            return f"{who} can beat and must (compulsory beating)"
        case Code.KAN_NOT_ALLOWED:
            return (
                f"only the banker before the first lead, or a leader who has won at least {r.limit} tiles, may say kan"
            )
    raise AssertionError(f"no words for {r.code}")


register_plain_text(TienGowRefusal, plain_text)
