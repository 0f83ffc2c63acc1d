"""Bagchen's own words (its "words" face): its combinations, suits and tiles, the words
for its refusal codes, the move list, the hint's reasons, the table's captions, the
recap and the Gobah.

Sentences go through the words layer (``ui.words.tr``) in the "Words" context, with the
same templates as every game's: ``%1`` the seat spoken of (empty when it is you), ``%2``
… the other values, ``%Ln`` the count. Importing this module registers Bagchen's
refusals with the words layer.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from PySide6.QtCore import QLocale

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.bagchen.ai.explain import Explanation, Keep, SearchFigures, Why
from bagchen_qt.games.bagchen.rules.actions import (
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
from bagchen_qt.games.bagchen.rules.combos import MOTHER, Combo, ComboType, classify, singular
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND, TILES, Suit
from bagchen_qt.games.bagchen.rules.tiles import format_kinds as plain_kinds
from bagchen_qt.games.bagchen.table.layout import exposure_is_current
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.saying import Say, register_refusals
from bagchen_qt.ui.words import (
    Voice,
    codes_text,
    fill,
    sentence,
    tr,
)

COMBO_NAMES: dict[ComboType, str] = {
    ComboType.SINGLE: QT_TRANSLATE_NOOP("Words", "a single tile"),
    ComboType.SKY_SET: QT_TRANSLATE_NOOP("Words", "identical sky tiles"),
    ComboType.EARTH_SET: QT_TRANSLATE_NOOP("Words", "equal earth tiles"),
    ComboType.MINISTERS: QT_TRANSLATE_NOOP("Words", "mixed ministers"),
    ComboType.CHIEFS: QT_TRANSLATE_NOOP("Words", "mixed chiefs"),
    ComboType.MOTHER_SON: QT_TRANSLATE_NOOP("Words", "mother and son"),
    ComboType.MARE: QT_TRANSLATE_NOOP("Words", "the mare"),
    ComboType.STALLION: QT_TRANSLATE_NOOP("Words", "the stallion"),
    ComboType.HORSE: QT_TRANSLATE_NOOP("Words", "the complete horse"),
    ComboType.DOUBLE_MARE: QT_TRANSLATE_NOOP("Words", "the double mare"),
    ComboType.DOUBLE_STALLION: QT_TRANSLATE_NOOP("Words", "the double stallion"),
    ComboType.POINTS: QT_TRANSLATE_NOOP("Words", "points"),
    ComboType.CHARITY: QT_TRANSLATE_NOOP("Words", "a face-down lead"),
}


def combo_name(combo: StrEnum | None) -> str:
    return tr(COMBO_NAMES[ComboType(combo)]) if combo is not None else ""


def suit_name(suit: StrEnum | None) -> str:
    if suit is Suit.SKY:
        return tr(QT_TRANSLATE_NOOP("Words", "sky"))
    if suit is Suit.EARTH:
        return tr(QT_TRANSLATE_NOOP("Words", "earth"))
    return tr(QT_TRANSLATE_NOOP("Words", "no suit"))


def suit_tile(suit: StrEnum | None) -> str:
    """ "a sky tile", "an earth tile": the article belongs to the phrase."""
    if suit is Suit.EARTH:
        return tr(QT_TRANSLATE_NOOP("Words", "an earth tile"))
    return tr(QT_TRANSLATE_NOOP("Words", "a sky tile"))


def kind_name(kind: int) -> str:
    """The mother or the son, by name (what an offer asks for)."""
    if kind == MOTHER:
        return tr(QT_TRANSLATE_NOOP("Words", "a mother (4-2)"))
    return tr(QT_TRANSLATE_NOOP("Words", "a son (2-1)"))


def tiles_text(tiles: Sequence[int]) -> str:
    return codes_text(" ".join(TILES[t].notation for t in tiles))


def format_kinds(kinds: Iterable[int]) -> str:
    """Kinds by their codes, in reading order in any language ("5-2 4-3")."""
    return codes_text(plain_kinds(kinds))


def tile_code(tile: int) -> str:
    return codes_text(TILES[tile].notation)


def kind_code(kind: int) -> str:
    return codes_text(KINDS[kind].notation)


# A tile's rank, one and many (by the name the rules give a single tile).
_RANK_WORDS: dict[str, tuple[str, str]] = {
    "sky chief": (QT_TRANSLATE_NOOP("Words", "sky chief"), "%Ln sky chief(s)"),
    "sky minister": (QT_TRANSLATE_NOOP("Words", "sky minister"), "%Ln sky minister(s)"),
    "lama": (QT_TRANSLATE_NOOP("Words", "lama"), "%Ln lama(s)"),
    "bird": (QT_TRANSLATE_NOOP("Words", "bird"), "%Ln bird(s)"),
    "sister": (QT_TRANSLATE_NOOP("Words", "sister"), "%Ln sister(s)"),
    "people tile": (QT_TRANSLATE_NOOP("Words", "people tile"), "%Ln people tile(s)"),
    "nine": (QT_TRANSLATE_NOOP("Words", "nine"), "%Ln nine(s)"),
    "eight": (QT_TRANSLATE_NOOP("Words", "eight"), "%Ln eight(s)"),
    "seven": (QT_TRANSLATE_NOOP("Words", "seven"), "%Ln seven(s)"),
    "mother": (QT_TRANSLATE_NOOP("Words", "mother"), "%Ln mother(s)"),
    "five": (QT_TRANSLATE_NOOP("Words", "five"), "%Ln five(s)"),
    "son": (QT_TRANSLATE_NOOP("Words", "son"), "%Ln son(s)"),
}


_SPECIAL_LABELS: dict[ComboType, str] = {
    ComboType.MARE: QT_TRANSLATE_NOOP("Words", "mare (%2)"),
    ComboType.STALLION: QT_TRANSLATE_NOOP("Words", "stallion (%2)"),
    ComboType.HORSE: QT_TRANSLATE_NOOP("Words", "complete horse (%2)"),
    ComboType.DOUBLE_MARE: QT_TRANSLATE_NOOP("Words", "double mare (%2)"),
    ComboType.DOUBLE_STALLION: QT_TRANSLATE_NOOP("Words", "double stallion (%2)"),
}


def combo_label(kinds: tuple[int, ...], combo: Combo | None) -> str:
    """What tiles form as a lead ("mixed ministers, 3 tiles", "2 sevens (5-2 4-3)");
    ``combo`` is their classification (None: no combination)."""
    kinds = tuple(sorted(kinds))
    n = len(kinds)
    if not kinds:
        return tr(QT_TRANSLATE_NOOP("Words", "no tiles selected"))
    if combo is None:
        return tr("not a combination, %Ln tile(s)", n)
    if combo.type is ComboType.SINGLE:
        kind = KINDS[kinds[0]]
        return fill(
            tr(QT_TRANSLATE_NOOP("Words", "%2, %3 (%4)")),
            "",
            kind_code(kinds[0]),
            tr(_RANK_WORDS[singular(kinds[0])][0]),
            suit_name(kind.suit),
        )
    if combo.type is ComboType.POINTS:
        return fill(tr("points, %Ln tile(s) (worth %2)", n), "", combo.points)
    if combo.type is ComboType.MOTHER_SON:
        return tr(QT_TRANSLATE_NOOP("Words", "mother and son (a point)"))
    if combo.type in (ComboType.SKY_SET, ComboType.EARTH_SET):
        many = tr(_RANK_WORDS[singular(kinds[0])][1], n)
        return fill(tr(QT_TRANSLATE_NOOP("Words", "%2 (%3)")), "", many, format_kinds(kinds))
    if combo.type is ComboType.MINISTERS:
        return tr("mixed ministers, %Ln tile(s)", n)
    if combo.type is ComboType.CHIEFS:
        return tr("mixed chiefs, %Ln tile(s)", n)
    return fill(tr(_SPECIAL_LABELS[combo.type]), "", format_kinds(kinds))


def lead_label(kinds: tuple[int, ...], point_mask: int, max_mixed: int = 8) -> str:
    """``combo_label`` of tiles classified as a lead in a deal with this point."""
    kinds = tuple(sorted(kinds))
    return combo_label(kinds, classify(kinds, point_mask, max_mixed) if kinds else None)


def _lead(r: Refusal) -> tuple[object, ...]:
    return (format_kinds(r.kinds),)


REFUSALS: dict[str, Say] = {  # keyed by the codes (a StrEnum finds its entry)
    RefusalCode.DEAL_OVER: Say(QT_TRANSLATE_NOOP("Words", "The deal is over.")),
    RefusalCode.NOT_YOUR_TURN: Say(
        QT_TRANSLATE_NOOP("Words", "It is not your turn."), QT_TRANSLATE_NOOP("Words", "It is not %1's turn.")
    ),
    RefusalCode.CHANCE_EVENT_NOW: Say(QT_TRANSLATE_NOOP("Words", "A player decides now, not the dice.")),
    RefusalCode.NOT_A_DECISION: Say(QT_TRANSLATE_NOOP("Words", "That is not a decision of this step.")),
    RefusalCode.NOT_PLAY_PHASE: Say(QT_TRANSLATE_NOOP("Words", "Tiles are played only in the tricks.")),
    RefusalCode.NO_SELECTION: Say(QT_TRANSLATE_NOOP("Words", "Select tiles first.")),
    RefusalCode.MUST_SHUFFLE: Say(QT_TRANSLATE_NOOP("Words", "The tiles must be shuffled first.")),
    RefusalCode.BAD_SHUFFLE: Say(QT_TRANSLATE_NOOP("Words", "A shuffle holds each of the 64 tiles once.")),
    RefusalCode.DUEL_THROW_EXPECTED: Say(QT_TRANSLATE_NOOP("Words", "The two players throw one die each.")),
    RefusalCode.DICE_EXPECTED: Say(QT_TRANSLATE_NOOP("Words", "Both dice are thrown now.")),
    RefusalCode.DIE_RANGE: Say(QT_TRANSLATE_NOOP("Words", "A die shows 1 to 6, not %2."), None, lambda r: (r.detail,)),
    RefusalCode.NO_CHANCE_EVENT: Say(QT_TRANSLATE_NOOP("Words", "The dice are not thrown now.")),
    RefusalCode.TOWER_RANGE: Say(QT_TRANSLATE_NOOP("Words", "The towers are numbered 1 to 8.")),
    RefusalCode.REDEAL_OFF: Say(QT_TRANSLATE_NOOP("Words", "Re-deals are off in these rules.")),
    RefusalCode.REDEAL_NOT_WEAK: Say(
        QT_TRANSLATE_NOOP("Words", "You hold a high tile: no re-deal."),
        QT_TRANSLATE_NOOP("Words", "%1 holds a high tile: no re-deal."),
    ),
    RefusalCode.KIND_NOT_HELD: Say(QT_TRANSLATE_NOOP("Words", "There is no %2 in the hand."), None, _lead),
    RefusalCode.HAND_LACKS: Say(QT_TRANSLATE_NOOP("Words", "The hand does not hold %2."), None, _lead),
    RefusalCode.OFFER_TILE_NOT_HELD: Say(
        QT_TRANSLATE_NOOP("Words", "You do not hold that tile."),
        QT_TRANSLATE_NOOP("Words", "%1 does not hold that tile."),
    ),
    RefusalCode.UNION_OFFER_NOT_ALLOWED: Say(
        QT_TRANSLATE_NOOP("Words", "Show a mother or a son only without the other, and once.")
    ),
    RefusalCode.SWAP_OFFER_NOT_ALLOWED: Say(
        QT_TRANSLATE_NOOP("Words", "A swap needs both mothers and no son, or both sons and no mother.")
    ),
    RefusalCode.UNION_ACCEPT_NEEDS: Say(
        QT_TRANSLATE_NOOP("Words", "You need %2 to accept."),
        QT_TRANSLATE_NOOP("Words", "%1 needs %2 to accept."),
        lambda r: (kind_name(r.kinds[0]),),
    ),
    RefusalCode.SWAP_ACCEPT_NOT_ALLOWED: Say(
        QT_TRANSLATE_NOOP("Words", "Only the holder of both other tiles may accept.")
    ),
    RefusalCode.EXCHANGE_NOT_ALLOWED: Say(
        QT_TRANSLATE_NOOP("Words", "Hands are exchanged once a deal, between two other players.")
    ),
    RefusalCode.SAME_TILE_TWICE: Say(QT_TRANSLATE_NOOP("Words", "The same tile is named twice.")),
    RefusalCode.TILE_NOT_HELD: Say(
        QT_TRANSLATE_NOOP("Words", "You do not hold %2."),
        QT_TRANSLATE_NOOP("Words", "%1 does not hold %2."),
        lambda r: (tile_code(r.tile) if r.tile is not None and 0 <= r.tile < 64 else r.detail or str(r.tile),),
    ),
    RefusalCode.LEAD_EMPTY: Say(QT_TRANSLATE_NOOP("Words", "Select at least one tile.")),
    RefusalCode.CANNOT_LEAD: Say(QT_TRANSLATE_NOOP("Words", "%2 cannot be led."), None, _lead),
    RefusalCode.PLAY_EMPTY: Say(QT_TRANSLATE_NOOP("Words", "Select at least one tile.")),
    RefusalCode.POINTS_MIXED: Say(QT_TRANSLATE_NOOP("Words", "Point tiles cannot be led with other tiles.")),
    RefusalCode.MIXED_MINISTERS_LIMIT: Say(
        "At most %Ln mixed minister(s) may be led together.", count=lambda r: r.limit
    ),
    RefusalCode.TWO_MOTHER_SON_PAIRS: Say(QT_TRANSLATE_NOOP("Words", "Two mother-and-son pairs are not one lead.")),
    RefusalCode.SKY_NOT_IDENTICAL: Say(QT_TRANSLATE_NOOP("Words", "Only identical sky tiles go together.")),
    RefusalCode.EARTH_NOT_EQUAL: Say(
        QT_TRANSLATE_NOOP("Words", "Earth tiles go together only of equal rank, or as a horse.")
    ),
    RefusalCode.CHIEFS_WITH_MINISTERS: Say(QT_TRANSLATE_NOOP("Words", "Chiefs and ministers cannot be led together.")),
    RefusalCode.SKY_WITH_EARTH: Say(
        QT_TRANSLATE_NOOP("Words", "Sky and earth tiles go together only as chiefs or ministers.")
    ),
    RefusalCode.CANNOT_BEAT: Say(
        QT_TRANSLATE_NOOP("Words", "%2 does not beat %3."),
        None,
        lambda r: (format_kinds(r.kinds), format_kinds(r.top_kinds) or combo_name(r.top_combo)),
    ),
    RefusalCode.BEAT_COUNT: Say(
        "%Ln tile(s) were led: beat with %Ln, not %2.",
        "%Ln tile(s) were led: %1 must beat with %Ln, not %2.",
        lambda r: (r.count,),
        lambda r: r.led,
    ),
    RefusalCode.POINT_CANNOT_BEAT: Say(QT_TRANSLATE_NOOP("Words", "A point tile cannot beat anything.")),
    RefusalCode.NOTHING_BEATS: Say(
        QT_TRANSLATE_NOOP("Words", "Nothing can beat %2."), None, lambda r: (combo_name(r.top_combo),)
    ),
    RefusalCode.CHARITY_SUIT_ONLY: Say(
        QT_TRANSLATE_NOOP("Words", "Only %2 beats this face-down lead."), None, lambda r: (suit_tile(r.suit),)
    ),
    RefusalCode.SUIT_MISMATCH: Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3."),
        None,
        lambda r: (suit_tile(KINDS[r.kinds[0]].suit), suit_tile(KINDS[r.top_kinds[0]].suit)),
    ),
    RefusalCode.RANK_EQUAL: Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: they rank equal."),
        None,
        lambda r: (format_kinds(r.kinds), format_kinds(r.top_kinds)),
    ),
    RefusalCode.RANK_LOWER: Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: it ranks lower."),
        None,
        lambda r: (format_kinds(r.kinds), format_kinds(r.top_kinds)),
    ),
    RefusalCode.TYPE_MISMATCH: Say(
        QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3."), None, lambda r: (combo_name(r.combo), combo_name(r.top_combo))
    ),
    RefusalCode.CHIEFS_SKY_COUNT: Say(
        QT_TRANSLATE_NOOP("Words", "Chiefs beat ministers only with as many sky and earth tiles.")
    ),
    RefusalCode.STALLION_ONLY: Say(
        QT_TRANSLATE_NOOP("Words", "Only %2 beats %3."),
        None,
        lambda r: (
            combo_name(ComboType.DOUBLE_STALLION if r.led == 4 else ComboType.STALLION),
            combo_name(r.top_combo),
        ),
    ),
    RefusalCode.RANK_NOT_HIGHER: Say(
        QT_TRANSLATE_NOOP("Words", "%2 must rank higher than those on top."), None, lambda r: (combo_name(r.combo),)
    ),
    RefusalCode.CHARITY_OFF: Say(QT_TRANSLATE_NOOP("Words", "Face-down leads are off in these rules.")),
    RefusalCode.CHARITY_PASSPORT: Say(
        QT_TRANSLATE_NOOP("Words", "You hold a passport: you may not lead face down."),
        QT_TRANSLATE_NOOP("Words", "%1 holds a passport and may not lead face down."),
    ),
    RefusalCode.CHARITY_BAD_SUIT: Say(QT_TRANSLATE_NOOP("Words", "A face-down lead names sky, earth or no suit.")),
    RefusalCode.CHARITY_ONE_TILE: Say(QT_TRANSLATE_NOOP("Words", "Only one tile can be led face down.")),
    RefusalCode.DISCARD_COUNT: Say(
        "%Ln tile(s) were led: play %Ln face down, not %2.",
        "%Ln tile(s) were led: %1 must play %Ln face down, not %2.",
        lambda r: (r.count,),
        lambda r: r.led,
    ),
    RefusalCode.MUST_BEAT: Say(
        QT_TRANSLATE_NOOP("Words", "You can beat, so you must (compulsory beating)."),
        QT_TRANSLATE_NOOP("Words", "%1 can beat, so %1 must (compulsory beating)."),
    ),
    RefusalCode.ONLY_FOLLOWER_DISCARDS: Say(QT_TRANSLATE_NOOP("Words", "Only a follower plays face down.")),
    RefusalCode.PASSPORT_DICE_SUIT: Say(
        QT_TRANSLATE_NOOP("Words", "Passport: the dice named %2; you must lead %3."),
        QT_TRANSLATE_NOOP("Words", "Passport: the dice named %2; %1 must lead %3."),
        lambda r: (suit_name(r.suit), suit_tile(r.suit)),
    ),
    RefusalCode.PASSPORT_SINGLES: Say(
        QT_TRANSLATE_NOOP("Words", "Passport and no combination: you must lead a single tile."),
        QT_TRANSLATE_NOOP("Words", "Passport and no combination: %1 must lead a single tile."),
    ),
    RefusalCode.PASSPORT_SIMPLE: Say(
        QT_TRANSLATE_NOOP("Words", "Passport: you may not lead %2 while holding a better lead."),
        QT_TRANSLATE_NOOP("Words", "Passport: %1 may not lead %2 while holding a better lead."),
        _lead,
    ),
    RefusalCode.PASSPORT_CHIEF: Say(
        QT_TRANSLATE_NOOP("Words", "Passport and a chief: you may not lead %2."),
        QT_TRANSLATE_NOOP("Words", "Passport and a chief: %1 may not lead %2."),
        _lead,
    ),
    RefusalCode.PASSPORT_EARTH_SET: Say(
        QT_TRANSLATE_NOOP("Words", "Passport: you may lead equal earth tiles only with no better lead."),
        QT_TRANSLATE_NOOP("Words", "Passport: %1 may lead equal earth tiles only with no better lead."),
    ),
    RefusalCode.PASSPORT_BEATABLE: Say(
        QT_TRANSLATE_NOOP("Words", "Passport: you may not lead %2, it can be beaten."),
        QT_TRANSLATE_NOOP("Words", "Passport: %1 may not lead %2, it can be beaten."),
        _lead,
    ),
}


def point_words(state: DealState) -> str:
    return format_kinds(state.point_kinds)


def move_text(event: Event, before: DealState, after: DealState, voice: Voice, shown: bool = True) -> str:
    """One line of the move list. ``shown``: the reader may see the tiles of a face-down
    play (all hands open, the face-down tiles revealed, or the reader's own play)."""
    seat = getattr(event, "seat", None)

    def says(second: str, third: str, *values: object, n: int = -1) -> str:
        return voice.says(seat, second, third, *values, n=n)

    if isinstance(event, Shuffle):
        return tr(QT_TRANSLATE_NOOP("Words", "The tiles are shuffled into eight towers"))
    if isinstance(event, ThrowDice):
        if before.phase is Phase.DEAL_DICE:
            taker = after.taker
            return voice.says(
                taker,
                QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: the point is %4; you take the first tower"),
                QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: the point is %4; %1 takes the first tower"),
                event.a,
                event.b,
                point_words(after),
            )
        if before.phase is Phase.PASSPORT_DICE:
            return fill(
                tr(QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: the passport holder must lead %4")),
                "",
                event.a,
                event.b,
                suit_name(after.passport_suit),
            )
        return fill(tr(QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: a tile is given back")), "", event.a, event.b)
    if isinstance(event, DuelThrow):
        return fill(
            tr(QT_TRANSLATE_NOOP("Words", "One die each: %2 for %3, %4 for %5")),
            "",
            event.offerer,
            voice.name(before.pending_offer[0]),
            event.acceptor,
            voice.name(before.queue[0]),
        )
    if isinstance(event, ChooseTower):
        return says(
            QT_TRANSLATE_NOOP("Words", "You choose tower %2"),
            QT_TRANSLATE_NOOP("Words", "%1 chooses tower %2"),
            event.tower + 1,
        )
    if isinstance(event, ProposeExchange):
        return says(
            QT_TRANSLATE_NOOP("Words", "You offer to exchange hands with %2"),
            QT_TRANSLATE_NOOP("Words", "%1 offers to exchange hands with %2"),
            voice.name(event.partner),
        )
    if isinstance(event, DemandRedeal):
        return says(
            QT_TRANSLATE_NOOP("Words", "You show a hand with no high tile: re-deal"),
            QT_TRANSLATE_NOOP("Words", "%1 shows a hand with no high tile: re-deal"),
        )
    if isinstance(event, OfferUnion):
        tile = tile_code(event.tile)
        if TILE_KIND[event.tile] == MOTHER:
            return says(
                QT_TRANSLATE_NOOP("Words", "You show %2: mother looking for son"),
                QT_TRANSLATE_NOOP("Words", "%1 shows %2: mother looking for son"),
                tile,
            )
        return says(
            QT_TRANSLATE_NOOP("Words", "You show %2: son looking for mother"),
            QT_TRANSLATE_NOOP("Words", "%1 shows %2: son looking for mother"),
            tile,
        )
    if isinstance(event, OfferSwap):
        return says(
            QT_TRANSLATE_NOOP("Words", "You offer to swap a mother for a son"),
            QT_TRANSLATE_NOOP("Words", "%1 offers to swap a mother for a son"),
        )
    if isinstance(event, Accept):
        return says(QT_TRANSLATE_NOOP("Words", "You accept"), QT_TRANSLATE_NOOP("Words", "%1 accepts"))
    if isinstance(event, Pass):
        return says(QT_TRANSLATE_NOOP("Words", "You pass"), QT_TRANSLATE_NOOP("Words", "%1 passes"))
    text = _play_text(event, before, voice, shown)
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        text += voice.says(trick.top_seat, " · you take %Ln stack(s)", " · %1 takes %Ln stack(s)", n=trick.size)
    return text


def _play_text(event: Event, before: DealState, voice: Voice, shown: bool) -> str:
    seat = getattr(event, "seat", None)
    if isinstance(event, Lead):
        kinds = tuple(sorted(TILE_KIND[t] for t in event.tiles))
        label = lead_label(kinds, before.point_mask, before.rules.max_mixed_ministers)
        return voice.says(
            seat,
            QT_TRANSLATE_NOOP("Words", "You lead %2: %3"),
            QT_TRANSLATE_NOOP("Words", "%1 leads %2: %3"),
            tiles_text(event.tiles),
            label,
        )
    if isinstance(event, Beat):
        return voice.says(
            seat,
            QT_TRANSLATE_NOOP("Words", "You beat with %2"),
            QT_TRANSLATE_NOOP("Words", "%1 beats with %2"),
            tiles_text(event.tiles),
        )
    if isinstance(event, Charity):
        text = voice.says(
            seat,
            QT_TRANSLATE_NOOP("Words", "You lead a tile face down, naming %2"),
            QT_TRANSLATE_NOOP("Words", "%1 leads a tile face down, naming %2"),
            suit_name(event.suit),
        )
        return text + (f" ({tile_code(event.tile)})" if shown else "")
    if isinstance(event, Discard):
        text = voice.says(seat, "You play %Ln tile(s) face down", "%1 plays %Ln tile(s) face down", n=len(event.tiles))
        return text + (f" ({tiles_text(event.tiles)})" if shown else "")
    return event.describe()


def hidden_move(event: Event, voice: Voice) -> str:
    """An event a seat's view has not reached yet: who acts, not what."""
    seat = getattr(event, "seat", None)
    if seat is not None:
        return fill(tr(QT_TRANSLATE_NOOP("Words", "%2: …")), "", sentence(voice.name(seat)))
    if isinstance(event, Shuffle):
        return tr(QT_TRANSLATE_NOOP("Words", "Shuffle: …"))
    return tr(QT_TRANSLATE_NOOP("Words", "Dice: …"))


def short_move(event: Event) -> str:
    """A move in a few characters, for the review ("6-6 6-6", "face down 5-3", "pass")."""
    if isinstance(event, Lead | Beat):
        return tiles_text(event.tiles)
    if isinstance(event, Discard):
        return fill(tr(QT_TRANSLATE_NOOP("Words", "%2 face down")), "", tiles_text(event.tiles))
    if isinstance(event, Charity):
        return fill(
            tr(QT_TRANSLATE_NOOP("Words", "%2 face down, naming %3")),
            "",
            tile_code(event.tile),
            suit_name(event.suit),
        )
    if isinstance(event, Pass):
        return tr(QT_TRANSLATE_NOOP("Words", "pass"))
    if isinstance(event, DemandRedeal):
        return tr(QT_TRANSLATE_NOOP("Words", "demand a re-deal"))
    if isinstance(event, OfferUnion):
        return fill(tr(QT_TRANSLATE_NOOP("Words", "show %2")), "", tile_code(event.tile))
    if isinstance(event, Accept):
        return tr(QT_TRANSLATE_NOOP("Words", "accept"))
    return event.describe()


_HINTS: dict[Why, str] = {
    Why.RUN_POINTS_FIRST: QT_TRANSLATE_NOOP(
        "Words", "Every tile left is a sure winner: lead the points %2 first, to be paid at once."
    ),
    Why.RUN_POINTS_LAST: QT_TRANSLATE_NOOP(
        "Words", "End with the points %2: the last trick won with points is a jump."
    ),
    Why.RUN: QT_TRANSLATE_NOOP("Words", "Every tile left is a sure winner: take the tricks one after another."),
    Why.RUN_SAVING_POINTS: QT_TRANSLATE_NOOP(
        "Words",
        "Every tile left is a sure winner: take the tricks one after another, saving the points for a jump at the end.",
    ),
    Why.LEAD_POINTS: QT_TRANSLATE_NOOP(
        "Words", "Lead the points %2: nobody can beat them, and every player without a passport pays %3 at once."
    ),
    Why.LEAD_SAFE: "Lead %2: no unseen tile can beat it, so you take %Ln stack(s) and keep the lead.",
    Why.LEAD_WEAK: QT_TRANSLATE_NOOP("Words", "Lead %2 to get rid of weak tiles%4."),
    Why.CHARITY: QT_TRANSLATE_NOOP(
        "Words", "Lead your weakest tile face down, naming %5: it passes the lead cheaply and tells the others nothing."
    ),
    Why.BEAT_LAST: QT_TRANSLATE_NOOP("Words", "Beat with %2 to try for the last trick, the one that pays."),
    Why.BEAT_SURE: "Beat with %2: nobody after you can beat it, so you take %Ln stack(s) and the lead.",
    Why.BEAT_SPARE: "Beat with %2, which you can spare, hoping to take %Ln stack(s).",
    Why.DISCARD: "Play your weakest tile(s) (%2) face down%4.",
    Why.TOWER: QT_TRANSLATE_NOOP("Words", "Any tower is as good as another: the tiles are shuffled."),
    Why.DEMAND_REDEAL: QT_TRANSLATE_NOOP(
        "Words", "Demand a re-deal: your hand has no high tile and too few points to make up for it."
    ),
    Why.OFFER_UNION: QT_TRANSLATE_NOOP("Words", "Show your tile to unite mother and son: together they are a point."),
    Why.OFFER_SWAP: QT_TRANSLATE_NOOP(
        "Words", "Offer a mother for a son, so that both players hold mother and son, a point."
    ),
    Why.PROPOSE_EXCHANGE: QT_TRANSLATE_NOOP(
        "Words", "Offer to exchange hands (blind, it neither gains nor loses on average)."
    ),
    Why.ACCEPT_EXCHANGE: QT_TRANSLATE_NOOP(
        "Words", "Accept the exchange of hands (blind, it neither gains nor loses on average)."
    ),
    Why.ACCEPT_UNION: QT_TRANSLATE_NOOP(
        "Words", "Accept: uniting mother and son makes a point for whoever takes both."
    ),
    Why.KEEP_HAND: QT_TRANSLATE_NOOP("Words", "Keep your hand rather than demanding a re-deal."),
    Why.KEEP_OWN_HAND: QT_TRANSLATE_NOOP("Words", "Keep your own hand: exchanging blind gains nothing on average."),
    Why.PASS: QT_TRANSLATE_NOOP("Words", "Pass: nothing to gain here."),
    Why.OTHER: QT_TRANSLATE_NOOP("Words", "Suggested: %6."),
}


_KEEPS: dict[Keep, str] = {
    Keep.NOTHING: "",
    Keep.POINT: QT_TRANSLATE_NOOP("Words", ", keeping the point %2"),
    Keep.MOTHER_SON: QT_TRANSLATE_NOOP("Words", ", keeping mother and son to lead together as a point"),
    Keep.FOR_END: QT_TRANSLATE_NOOP("Words", ", keeping the %2 for the end"),
}


def hint_reason(why: Explanation) -> str:
    """Why the hint suggests its move, said to the player ("Lead 6-6: …")."""
    kept_kind = kind_code(why.kept) if why.kept is not None else ""
    kept = fill(tr(_KEEPS[why.keep]), "", kept_kind) if why.keep is not Keep.NOTHING else ""
    count = len(why.kinds) if why.why is Why.DISCARD else why.stacks
    return fill(
        tr(_HINTS[why.why], count), "", format_kinds(why.kinds), why.points, kept, suit_name(why.suit), why.detail
    )


def review_reason_text(reason: Explanation, search: SearchFigures | None = None) -> str:
    """Why the Hard AI chose its move, in the replay's review: the hint's words, and
    what its search found about the move."""
    text = hint_reason(reason)
    if search is None:
        return text
    found = QT_TRANSLATE_NOOP("Words", "Its search: the best of %2 options over %3 sampled deals, %4 chips on average.")
    mean = ("+" if search.mean > 0 else "") + QLocale().toString(search.mean, "f", 1)  # the language's digits
    return text + " " + fill(tr(found), "", search.options, search.worlds, mean)


def point_text(state: DealState) -> str:
    """The deal's point in words: "point: sevens (5-2 4-3)"."""
    kinds = state.point_kinds
    if not kinds:
        return ""
    names = {KINDS[k].name for k in kinds}
    if names == {"mother", "son"}:
        return fill(tr(QT_TRANSLATE_NOOP("Words", "point: mother and son (%2)")), "", format_kinds(kinds))
    return fill(tr(QT_TRANSLATE_NOOP("Words", "point: %2 (%3)")), "", tr(POINT_NAMES[names.pop()]), format_kinds(kinds))


POINT_NAMES = {  # the rank named by the dice, in the plural
    "sky chief": QT_TRANSLATE_NOOP("Words", "sky chiefs"),
    "sky minister": QT_TRANSLATE_NOOP("Words", "sky ministers"),
    "lama": QT_TRANSLATE_NOOP("Words", "lamas"),
    "bird": QT_TRANSLATE_NOOP("Words", "birds"),
    "sisters": QT_TRANSLATE_NOOP("Words", "sisters"),
    "people": QT_TRANSLATE_NOOP("Words", "people"),
    "earth chief": QT_TRANSLATE_NOOP("Words", "earth chiefs"),
    "earth minister": QT_TRANSLATE_NOOP("Words", "earth ministers"),
    "seven": QT_TRANSLATE_NOOP("Words", "sevens"),
    "mother": QT_TRANSLATE_NOOP("Words", "mothers"),
    "five": QT_TRANSLATE_NOOP("Words", "fives"),
    "son": QT_TRANSLATE_NOOP("Words", "sons"),
}


def trick_text(
    trick: Trick, state: DealState | None, names: Sequence[str], completed: bool = False, you: int | None = None
) -> str:
    """The trick caption: what was led, by whom, and who is winning (or has won).
    ``you``: the seat addressed as "you" (the human viewer), if any."""
    voice = Voice(names, you)
    lead: TrickPlay = trick.plays[0]
    mask = state.point_mask if state is not None else 0
    max_mixed = state.rules.max_mixed_ministers if state is not None else 8
    if lead.face_up:
        label = lead_label(tuple(TILE_KIND[t] for t in lead.tiles), mask, max_mixed)
        first = voice.says(
            trick.leader, QT_TRANSLATE_NOOP("Words", "You lead %2"), QT_TRANSLATE_NOOP("Words", "%1 leads %2"), label
        )
        if lead.rule:
            first += fill(tr(QT_TRANSLATE_NOOP("Words", " · passport rule %2")), "", lead.rule)
    elif lead.suit is not None:
        first = voice.says(
            trick.leader,
            QT_TRANSLATE_NOOP("Words", "You lead a tile face down, naming %2"),
            QT_TRANSLATE_NOOP("Words", "%1 leads a tile face down, naming %2"),
            suit_name(lead.suit),
        )
    else:
        first = voice.says(
            trick.leader,
            QT_TRANSLATE_NOOP("Words", "You lead a tile face down"),
            QT_TRANSLATE_NOOP("Words", "%1 leads a tile face down"),
        )
    top = trick.top_seat
    if top == trick.leader:
        second = (
            voice.says(
                top, QT_TRANSLATE_NOOP("Words", "You win the trick"), QT_TRANSLATE_NOOP("Words", "%1 wins the trick")
            )
            if completed
            else voice.says(
                top, QT_TRANSLATE_NOOP("Words", "You are winning"), QT_TRANSLATE_NOOP("Words", "%1 is winning")
            )
        )
    else:
        beaten = format_kinds(trick.top_kinds)
        second = (
            voice.says(
                top,
                QT_TRANSLATE_NOOP("Words", "You win with %2"),
                QT_TRANSLATE_NOOP("Words", "%1 wins with %2"),
                beaten,
            )
            if completed
            else voice.says(
                top,
                QT_TRANSLATE_NOOP("Words", "You are winning with %2"),
                QT_TRANSLATE_NOOP("Words", "%1 is winning with %2"),
                beaten,
            )
        )
    if completed and trick.size > 1:
        second += tr(" (%Ln stack(s))", trick.size)
    return f"{first}\n{second}"


def seat_captions(state: DealState, names: Sequence[str]) -> list[str]:
    """A few words beside a seat, only when something is shown or asked of everyone
    (under the seat's own name, so they need no subject)."""
    captions = [""] * 4
    phase = state.phase
    if phase is Phase.SHUFFLE:
        for seat, _tiles in state.exposures:
            captions[seat] = tr(QT_TRANSLATE_NOOP("Words", "shows a weak hand:\ndemands a re-deal"))
        return captions
    if phase is Phase.CHOOSE_TOWER and state.to_act is not None:
        captions[state.to_act] = tr(QT_TRANSLATE_NOOP("Words", "chooses the first tower"))
    if state.shown_chiefs is not None and not state.tricks:
        captions[state.shown_chiefs] = tr(QT_TRANSLATE_NOOP("Words", "shows four sky chiefs"))
    if state.exposures and phase in (Phase.LEAD, Phase.FOLLOW, Phase.PASSPORT_DICE):
        seat, tiles = state.exposures[-1]
        if exposure_is_current(state, seat, tiles):
            rule = state.trick.plays[0].rule if phase is Phase.FOLLOW and state.trick else 4
            text = fill(tr(QT_TRANSLATE_NOOP("Words", "shows the hand:\npassport rule %2")), "", rule)
            if state.passport_suit is not None:
                text += fill(tr(QT_TRANSLATE_NOOP("Words", "\nthe dice name %2")), "", suit_name(state.passport_suit))
            captions[seat] = text
    if state.offer is not None and phase in (Phase.UNION_ANSWER, Phase.UNION_DUEL) and state.offer[1] >= 0:
        offerer, tile = state.offer
        captions[offerer] = (
            tr(QT_TRANSLATE_NOOP("Words", "mother looking for son"))
            if TILE_KIND[tile] == MOTHER
            else tr(QT_TRANSLATE_NOOP("Words", "son looking for mother"))
        )
        if phase is Phase.UNION_DUEL and state.queue:
            captions[state.queue[0]] = tr(QT_TRANSLATE_NOOP("Words", "accepts: one die each"))
    if phase is Phase.UNION_GIVE and state.duel is not None:
        winner, loser = state.duel
        captions[winner] = tr(QT_TRANSLATE_NOOP("Words", "takes mother and son"))
        captions[loser] = tr(QT_TRANSLATE_NOOP("Words", "throws the dice:\na tile is given back"))
    if phase is Phase.SWAP_ANSWER and state.offer is not None:
        offerer = state.offer[0]
        captions[offerer] = (
            tr(QT_TRANSLATE_NOOP("Words", "offers to swap\na mother for a son"))
            if state.counts[offerer][MOTHER] == 2
            else tr(QT_TRANSLATE_NOOP("Words", "offers to swap\na son for a mother"))
        )
    if phase is Phase.EXCHANGE_ANSWER and state.offer is not None:
        proposer, partner = state.offer
        captions[proposer] = fill(
            tr(QT_TRANSLATE_NOOP("Words", "offers to exchange hands\nwith %2")), "", names[partner]
        )
    return captions


def result_text(state: DealState, names: Sequence[str], you: int | None = None) -> str:
    """The end of the deal, in the middle of the table."""
    result = state.result
    if result is None:
        return ""
    voice = Voice(names, you)
    winner = result.last_winner
    if result.sweep:
        return voice.says(
            winner,
            QT_TRANSLATE_NOOP("Words", "You win all sixteen tricks!\nand every chip on the table"),
            QT_TRANSLATE_NOOP("Words", "%1 wins all sixteen tricks!\nand every chip on the table"),
        )
    line = voice.says(
        winner,
        QT_TRANSLATE_NOOP("Words", "You win the last trick"),
        QT_TRANSLATE_NOOP("Words", "%1 wins the last trick"),
    )
    if result.jump_points:
        line += fill(tr("\njump with %Ln point(s): payments ×%2", result.jump_points), "", result.multiplier)
    else:
        net = result.nets[winner]
        line += fill(tr(QT_TRANSLATE_NOOP("Words", "\n%2 chips this deal")), "", f"{'+' if net >= 0 else ''}{net}")
    return line


def sweep_text(winner: int, voice: Voice) -> str:
    return voice.says(
        winner,
        QT_TRANSLATE_NOOP("Words", "Sweep! You took all sixteen tricks and win every chip on the table."),
        QT_TRANSLATE_NOOP("Words", "Sweep! %1 took all sixteen tricks and wins every chip on the table."),
    )


def omen_text(seat: int, winner: int, voice: Voice) -> str:
    """Three sky chiefs played by ``seat``, and the last trick taken by ``winner`` opposite."""
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP(
            "Words",
            "Omen: you held three sky chiefs and the player opposite took "
            "the last trick, which is a bad sign. As a salute to %2, you "
            "throw the dice at the start of the next deal.",
        ),
        QT_TRANSLATE_NOOP(
            "Words",
            "Omen: %1 held three sky chiefs and the player opposite took the "
            "last trick, which is a bad sign. As a salute to %2, %1 throws the "
            "dice at the start of the next deal.",
        ),
        voice.name(winner),
    )


def first_place_text(seat: int, chips: int, voice: Voice) -> str:
    """Who finishes the session first, and with how many chips."""
    return voice.says(seat, "You finish first, with %Ln chip(s).", "%1 finishes first, with %Ln chip(s).", n=chips)


def gobah_text(session: Session) -> str:
    """How many Gobah deals remain once it is declared ('' before, and once the session
    is over). Declared during a deal, that deal is not one of them (R25)."""
    n = session.gobah_left
    if session.over or n is None:
        return ""
    if session.gobah_waits:
        if n == 1:
            return tr("Tashi Gobah: the next deal is the last")
        return tr("Gobah: %Ln deal(s) left after this one", n)
    return tr("Tashi Gobah: last deal") if session.is_tashi_gobah else tr("Gobah: %Ln deal(s) left", n)


register_refusals(REFUSALS, told_by_cause=(RefusalCode.CANNOT_LEAD, RefusalCode.CANNOT_BEAT))
