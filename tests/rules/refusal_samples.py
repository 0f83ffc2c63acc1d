"""One refusal of every code, with parameters as the rules give them (for the tests of
their plain English and of the words the table says)."""

from __future__ import annotations

from bagchen_qt.core.refusals import CoreCode, Refusal
from bagchen_qt.games.bagchen.rules.combos import ComboType
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode as Code
from bagchen_qt.games.bagchen.rules.tiles import Suit, parse_kinds

W = 2  # the seat refused in the samples


def k(text: str) -> tuple[int, ...]:
    return tuple(sorted(parse_kinds(text)))


def samples(seat: int = W, led: int = 2) -> dict[Code, Refusal]:
    """A refusal per code; ``led`` is the number of tiles led where a count matters."""
    sky = Refusal(Code.SKY_NOT_IDENTICAL, kinds=k("5-5 3-3"))
    out = [
        Refusal(Code.DEAL_OVER),
        Refusal(Code.NOT_YOUR_TURN, seat=seat, turn=(seat + 1) % 4),
        Refusal(Code.CHANCE_EVENT_NOW, detail="ThrowDice"),
        Refusal(Code.NOT_A_DECISION, seat=seat, detail="Pass", step="follow"),
        Refusal(Code.NOT_PLAY_PHASE, seat=seat),
        Refusal(Code.NO_SELECTION, seat=seat),
        Refusal(Code.MUST_SHUFFLE),
        Refusal(Code.BAD_SHUFFLE),
        Refusal(Code.DUEL_THROW_EXPECTED),
        Refusal(Code.DICE_EXPECTED),
        Refusal(Code.DIE_RANGE, detail="0"),
        Refusal(Code.NO_CHANCE_EVENT, step="lead"),
        Refusal(Code.TOWER_RANGE, seat=seat, detail="9"),
        Refusal(Code.REDEAL_OFF),
        Refusal(Code.REDEAL_NOT_WEAK, seat=seat, rule=19),
        Refusal(Code.KIND_NOT_HELD, kinds=k("4-2")),
        Refusal(Code.HAND_LACKS, kinds=k("6-6 6-6")),
        Refusal(Code.OFFER_TILE_NOT_HELD, seat=seat),
        Refusal(Code.UNION_OFFER_NOT_ALLOWED, seat=seat, rule=20),
        Refusal(Code.SWAP_OFFER_NOT_ALLOWED, seat=seat, rule=20),
        Refusal(Code.UNION_ACCEPT_NEEDS, seat=seat, kinds=k("2-1")),
        Refusal(Code.SWAP_ACCEPT_NOT_ALLOWED, seat=seat),
        Refusal(Code.EXCHANGE_NOT_ALLOWED, seat=seat),
        Refusal(Code.SAME_TILE_TWICE, seat=seat),
        Refusal(Code.TILE_NOT_HELD, seat=seat, tile=5),
        Refusal(Code.LEAD_EMPTY, seat=seat),
        Refusal(Code.CANNOT_LEAD, seat=seat, kinds=k("5-5 3-3"), cause=sky),
        Refusal(Code.PLAY_EMPTY),
        Refusal(Code.POINTS_MIXED, kinds=k("6-4 4-2")),
        Refusal(Code.MIXED_MINISTERS_LIMIT, limit=4),
        Refusal(Code.TWO_MOTHER_SON_PAIRS, kinds=k("4-2 4-2 2-1 2-1")),
        sky,
        Refusal(Code.EARTH_NOT_EQUAL, kinds=k("6-3 5-2")),
        Refusal(Code.CHIEFS_WITH_MINISTERS, kinds=k("6-6 6-2")),
        Refusal(Code.SKY_WITH_EARTH, kinds=k("4-4 6-2")),
        Refusal(
            Code.CANNOT_BEAT,
            seat=seat,
            kinds=k("2-2"),
            top_kinds=k("5-5"),
            top_combo=ComboType.SINGLE,
            cause=Refusal(
                Code.RANK_EQUAL, kinds=k("2-2"), top_kinds=k("5-5"), combo=ComboType.SINGLE, top_combo=ComboType.SINGLE
            ),
        ),
        Refusal(Code.BEAT_COUNT, kinds=k("6-3 5-2"), top_kinds=k("5-1")[:led], led=led, count=led + 1),
        Refusal(Code.POINT_CANNOT_BEAT, kinds=k("6-4")),
        Refusal(Code.NOTHING_BEATS, kinds=k("5-2 4-3"), top_combo=ComboType.MOTHER_SON),
        Refusal(Code.CHARITY_SUIT_ONLY, kinds=k("6-3"), suit=Suit.SKY, top_combo=ComboType.CHARITY),
        Refusal(Code.SUIT_MISMATCH, kinds=k("6-3"), top_kinds=k("6-5")),
        Refusal(Code.RANK_EQUAL, kinds=k("2-2"), top_kinds=k("5-5")),
        Refusal(Code.RANK_LOWER, kinds=k("2-2"), top_kinds=k("4-4")),
        Refusal(Code.TYPE_MISMATCH, combo=ComboType.SKY_SET, top_combo=ComboType.MINISTERS),
        Refusal(Code.CHIEFS_SKY_COUNT, combo=ComboType.CHIEFS, top_combo=ComboType.MINISTERS),
        Refusal(Code.STALLION_ONLY, combo=ComboType.EARTH_SET, top_combo=ComboType.MARE, led=2),
        Refusal(Code.RANK_NOT_HIGHER, combo=ComboType.SKY_SET, top_combo=ComboType.SKY_SET),
        Refusal(Code.CHARITY_OFF, seat=seat),
        Refusal(Code.CHARITY_PASSPORT, seat=seat, rule=7),
        Refusal(Code.CHARITY_BAD_SUIT, seat=seat),
        Refusal(Code.CHARITY_ONE_TILE, seat=seat, count=2),
        Refusal(Code.DISCARD_COUNT, seat=seat, led=led, count=led + 1),
        Refusal(Code.MUST_BEAT, seat=seat, rule=8),
        Refusal(Code.ONLY_FOLLOWER_DISCARDS),
        Refusal(Code.PASSPORT_DICE_SUIT, seat=seat, kinds=k("6-3"), suit=Suit.EARTH, rule=11),
        Refusal(Code.PASSPORT_SINGLES, seat=seat, kinds=k("6-3 5-4"), rule=11),
        Refusal(Code.PASSPORT_SIMPLE, seat=seat, kinds=k("6-5"), rule=12),
        Refusal(Code.PASSPORT_CHIEF, seat=seat, kinds=k("6-5 6-5"), combo=ComboType.SKY_SET, rule=11),
        Refusal(Code.PASSPORT_EARTH_SET, seat=seat, kinds=k("6-2 5-3"), combo=ComboType.EARTH_SET, rule=11),
        Refusal(Code.PASSPORT_BEATABLE, seat=seat, kinds=k("6-5"), combo=ComboType.SINGLE, rule=11),
        Refusal(CoreCode.REPLAY_EVENT, index=7, cause=Refusal(Code.NOT_YOUR_TURN, seat=seat, turn=0)),
        Refusal(CoreCode.OTHER, detail="seats are exchanged only between deals"),
    ]
    return {r.code: r for r in out}
