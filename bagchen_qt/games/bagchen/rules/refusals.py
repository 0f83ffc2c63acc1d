"""Why the rules refuse something, as data: a code and its parameters.

A ``Refusal`` crosses the layers instead of a sentence: the table renders it in the
player's language, in the right person and number (``bagchen_qt.ui.words``), while
``str(refusal)`` keeps one plain English sentence for the command line, the
conformance cases and logs. ``IllegalAction`` (in ``state``) carries one.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from bagchen_qt.core.quoting import excerpt
from bagchen_qt.core.refusals import Refusal, register_plain_text
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILES, format_kinds

if TYPE_CHECKING:
    pass


class RefusalCode(StrEnum):
    # whose turn, which step
    DEAL_OVER = "deal over"
    NOT_YOUR_TURN = "not your turn"
    CHANCE_EVENT_NOW = "chance event now"  # a seat's decision was due, a chance event came
    NOT_A_DECISION = "not a decision"  # this kind of event has no place in this step
    NOT_PLAY_PHASE = "not the play"
    NO_SELECTION = "no selection"
    # chance
    MUST_SHUFFLE = "must shuffle"
    BAD_SHUFFLE = "bad shuffle"
    DUEL_THROW_EXPECTED = "duel throw expected"
    DICE_EXPECTED = "dice expected"
    DIE_RANGE = "die range"
    NO_CHANCE_EVENT = "no chance event"
    # before the play
    TOWER_RANGE = "tower range"
    REDEAL_OFF = "redeal off"
    REDEAL_NOT_WEAK = "redeal not weak"  # R19
    KIND_NOT_HELD = "kind not held"
    HAND_LACKS = "hand lacks"
    OFFER_TILE_NOT_HELD = "offer tile not held"
    UNION_OFFER_NOT_ALLOWED = "union offer not allowed"  # R20
    SWAP_OFFER_NOT_ALLOWED = "swap offer not allowed"
    UNION_ACCEPT_NEEDS = "union accept needs"
    SWAP_ACCEPT_NOT_ALLOWED = "swap accept not allowed"
    EXCHANGE_NOT_ALLOWED = "exchange not allowed"
    # the tiles named
    SAME_TILE_TWICE = "same tile twice"
    TILE_NOT_HELD = "tile not held"
    LEAD_EMPTY = "lead empty"
    # what may be led (R4, R5)
    CANNOT_LEAD = "cannot lead"  # the play; ``cause`` says why
    PLAY_EMPTY = "play empty"
    POINTS_MIXED = "points mixed"
    MIXED_MINISTERS_LIMIT = "mixed ministers limit"
    TWO_MOTHER_SON_PAIRS = "two mother-and-son pairs"
    SKY_NOT_IDENTICAL = "sky not identical"
    EARTH_NOT_EQUAL = "earth not equal"
    CHIEFS_WITH_MINISTERS = "chiefs with ministers"
    SKY_WITH_EARTH = "sky with earth"
    # what beats what (R6, R7)
    CANNOT_BEAT = "cannot beat"  # the play and the top; ``cause`` says why
    BEAT_COUNT = "beat count"
    POINT_CANNOT_BEAT = "point cannot beat"
    NOTHING_BEATS = "nothing beats"
    CHARITY_SUIT_ONLY = "charity suit only"
    SUIT_MISMATCH = "suit mismatch"
    RANK_EQUAL = "rank equal"
    RANK_LOWER = "rank lower"
    TYPE_MISMATCH = "type mismatch"
    CHIEFS_SKY_COUNT = "chiefs sky count"
    STALLION_ONLY = "stallion only"
    RANK_NOT_HIGHER = "rank not higher"
    # face down (R7, R8)
    CHARITY_OFF = "charity off"
    CHARITY_PASSPORT = "charity passport"
    CHARITY_BAD_SUIT = "charity bad suit"
    CHARITY_ONE_TILE = "charity one tile"
    DISCARD_COUNT = "discard count"
    MUST_BEAT = "must beat"
    ONLY_FOLLOWER_DISCARDS = "only follower discards"
    # the passport holder's lead (R11, R12)
    PASSPORT_DICE_SUIT = "passport dice suit"
    PASSPORT_SINGLES = "passport singles"
    PASSPORT_SIMPLE = "passport simple"
    PASSPORT_CHIEF = "passport chief"
    PASSPORT_EARTH_SET = "passport earth set"
    PASSPORT_BEATABLE = "passport beatable"


def _seat(seat: int | None) -> str:
    """A seat by its letter; a number that is no seat of a four-seat table (a refusal
    of an event read from a file may speak of any number) as that number."""
    from bagchen_qt.games.bagchen.rules.dealing import SEATS  # dealing needs combos, which needs this module

    if seat is None:
        return "?"
    return SEATS[seat] if type(seat) is int and 0 <= seat < len(SEATS) else f"seat {excerpt(seat)}"


def _value(named: StrEnum | None) -> str:
    return named.value if named is not None else "?"


def _a(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def _tiles(n: int) -> str:
    return f"{n} tile{'s' if n != 1 else ''}"


def _singular(kinds: tuple[int, ...]) -> str:
    from bagchen_qt.games.bagchen.rules.combos import singular

    return singular(kinds[0])


def bagchen_text(r: Refusal) -> str:
    """A refusal of Bagchen's in plain English, speaking of seats by letter (E, S, W, N)."""
    c, who = r.code, _seat(r.seat)
    lead = format_kinds(r.kinds)
    match c:
        case RefusalCode.DEAL_OVER:
            return "the deal is over"
        case RefusalCode.NOT_YOUR_TURN:
            if r.turn is None:
                return "it is not your turn"
            return f"it is {_seat(r.turn)}'s turn, not {who}'s"
        case RefusalCode.CHANCE_EVENT_NOW:
            return f"{r.detail} is a chance event, but a seat must decide now"
        case RefusalCode.NOT_A_DECISION:
            return f"{r.detail} is not a decision of the {r.step} step"
        case RefusalCode.NOT_PLAY_PHASE:
            return "tiles are played only in the play of the tricks"
        case RefusalCode.NO_SELECTION:
            return "select tiles first"
        case RefusalCode.MUST_SHUFFLE:
            return "the tiles must be shuffled first"
        case RefusalCode.BAD_SHUFFLE:
            return "a shuffle must hold each of the 64 tiles exactly once"
        case RefusalCode.DUEL_THROW_EXPECTED:
            return "each of the two players throws one die"
        case RefusalCode.DICE_EXPECTED:
            return "both dice are thrown now"
        case RefusalCode.DIE_RANGE:
            return f"a die shows 1 to 6, not {r.detail}"
        case RefusalCode.NO_CHANCE_EVENT:
            return f"no chance event in phase {r.step}"
        case RefusalCode.TOWER_RANGE:
            return f"the towers are numbered 0 to 7, not {r.detail}"
        case RefusalCode.REDEAL_OFF:
            return "re-deals are turned off in these rules"
        case RefusalCode.REDEAL_NOT_WEAK:
            return "only a hand with none of the two highest ranks of each suit may demand a re-deal (R19)"
        case RefusalCode.KIND_NOT_HELD:
            return f"no {lead} in hand"
        case RefusalCode.HAND_LACKS:
            return f"the hand does not hold {lead}"
        case RefusalCode.OFFER_TILE_NOT_HELD:
            return f"{who} does not hold that tile"
        case RefusalCode.UNION_OFFER_NOT_ALLOWED:
            return "only a player with a mother and no son (or a son and no mother) may offer, once (R20)"
        case RefusalCode.SWAP_OFFER_NOT_ALLOWED:
            return "only a player with both mothers and no son (or both sons and no mother) may offer a swap"
        case RefusalCode.UNION_ACCEPT_NEEDS:
            return f"only a player holding a {KINDS[r.kinds[0]].name} may accept"
        case RefusalCode.SWAP_ACCEPT_NOT_ALLOWED:
            return "only the holder of both of the other tiles may accept a swap"
        case RefusalCode.EXCHANGE_NOT_ALLOWED:
            return "hands can be exchanged once per deal, between two other players"
        case RefusalCode.SAME_TILE_TWICE:
            return "the same tile is named twice"
        case RefusalCode.TILE_NOT_HELD:
            name = TILES[r.tile].label if r.tile is not None and 0 <= r.tile < 64 else r.detail or str(r.tile)
            return f"{who} does not hold {name}"
        case RefusalCode.LEAD_EMPTY:
            return "a lead needs at least one tile"
        case RefusalCode.CANNOT_LEAD:
            return f"{lead} cannot be led: {r.cause}"
        case RefusalCode.PLAY_EMPTY:
            return "a play needs at least one tile"
        case RefusalCode.POINTS_MIXED:
            return "a lead cannot mix point tiles with other tiles"
        case RefusalCode.MIXED_MINISTERS_LIMIT:
            return f"mixed ministers may be led at most {r.limit} together"
        case RefusalCode.TWO_MOTHER_SON_PAIRS:
            return "two mother-and-son pairs cannot be led together as one lead"
        case RefusalCode.SKY_NOT_IDENTICAL:
            return "only identical sky tiles can be led together"
        case RefusalCode.EARTH_NOT_EQUAL:
            return "only earth tiles of equal rank (or a horse, mare or stallion) can be led together"
        case RefusalCode.CHIEFS_WITH_MINISTERS:
            return "chiefs and ministers cannot be led together"
        case RefusalCode.SKY_WITH_EARTH:
            return "sky and earth tiles can be led together only as chiefs or as ministers"
        case RefusalCode.CANNOT_BEAT:
            return f"{lead} does not beat {format_kinds(r.top_kinds) or 'the charity lead'}: {r.cause}"
        case RefusalCode.BEAT_COUNT:
            return f"you must play {_tiles(r.led)}, not {r.count}"
        case RefusalCode.POINT_CANNOT_BEAT:
            return "a point tile cannot beat anything"
        case RefusalCode.NOTHING_BEATS:
            return f"nothing can beat {_value(r.top_combo)}"
        case RefusalCode.CHARITY_SUIT_ONLY:
            return f"only a single {_value(r.suit)} tile beats this charity lead"
        case RefusalCode.SUIT_MISMATCH:
            mine, theirs = KINDS[r.kinds[0]].suit.value, KINDS[r.top_kinds[0]].suit.value
            return f"{_a(mine)} tile cannot beat {_a(theirs)} tile"
        case RefusalCode.RANK_EQUAL:
            return f"{_a(_singular(r.kinds))} cannot beat {_a(_singular(r.top_kinds))}: they rank equal"
        case RefusalCode.RANK_LOWER:
            return f"{_a(_singular(r.kinds))} cannot beat {_a(_singular(r.top_kinds))}: it ranks lower"
        case RefusalCode.TYPE_MISMATCH:
            return f"{_value(r.combo)} cannot beat {_value(r.top_combo)}"
        case RefusalCode.CHIEFS_SKY_COUNT:
            return "chiefs beat ministers only with as many sky and earth tiles as the ministers"
        case RefusalCode.STALLION_ONLY:
            return f"only the {'double ' if r.led == 4 else ''}stallion beats the {_value(r.top_combo)}"
        case RefusalCode.RANK_NOT_HIGHER:
            return f"{_value(r.combo)} must rank higher than those on top"
        case RefusalCode.CHARITY_OFF:
            return "charity leads are turned off in these rules"
        case RefusalCode.CHARITY_PASSPORT:
            return f"{who} holds a passport and may not lead face down (R7)"
        case RefusalCode.CHARITY_BAD_SUIT:
            return "a charity lead names sky, earth or no suit"
        case RefusalCode.CHARITY_ONE_TILE:
            return "only one tile can be led face down"
        case RefusalCode.DISCARD_COUNT:
            verb = "was" if r.led == 1 else "were"
            return f"{_tiles(r.led)} {verb} led: play as many face down, not {r.count}"
        case RefusalCode.MUST_BEAT:
            return f"{who} can beat and must (compulsory beating)"
        case RefusalCode.ONLY_FOLLOWER_DISCARDS:
            return "only a follower plays tiles face down"
        case RefusalCode.PASSPORT_DICE_SUIT:
            suit = _value(r.suit)
            return (
                f"{who} holds a passport and has nothing but single tiles: the dice named "
                f"{suit}, so {who} must lead a {suit} tile"
            )
        case RefusalCode.PASSPORT_SINGLES:
            return f"{who} holds a passport with no combination to lead, and must lead a single tile"
        case RefusalCode.PASSPORT_SIMPLE:
            return f"{who} holds a passport and may not lead {lead} while holding a better lead (simplified passport)"
        case RefusalCode.PASSPORT_CHIEF:
            return f"{who} may not lead {lead} while holding a passport and a chief"
        case RefusalCode.PASSPORT_EARTH_SET:
            return (
                f"{who} holds a passport and may lead equal earth tiles only with no unbeatable lead, "
                f"no sky set and no special combination in hand"
            )
        case RefusalCode.PASSPORT_BEATABLE:
            return f"{who} holds a passport and may not lead {lead}: it can be beaten"
    raise AssertionError(f"no words for {c}")


register_plain_text(RefusalCode, bagchen_text)
