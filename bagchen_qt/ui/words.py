"""Every word the windows say about the game: refusals, moves, hints.

The rules hand over codes with parameters (``rules.refusals.Refusal``) and events;
this module turns them into sentences in the right person ("You lead", "Pema leads")
and number ("1 tile was led", "3 tiles were led"). Every sentence goes through
``QCoreApplication.translate`` in the "Words" context, with ``%n`` for counted nouns,
so that a translation can give each language its own plural forms. English itself
gets its plural forms from ``EnglishPlurals``, a translator installed before any other.

Templates are marked with ``QT_TRANSLATE_NOOP`` where they are written, for lupdate.
In a template ``%1`` is always the name of the seat the sentence speaks of (empty
when it speaks to you), ``%2`` … the other values, and ``%n`` the count.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from bagchen_qt.rules.actions import (
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
from bagchen_qt.rules.combos import MOTHER, ComboType
from bagchen_qt.rules.refusals import Refusal, RefusalCode
from bagchen_qt.rules.selection import selection_label
from bagchen_qt.rules.state import DealState, Phase
from bagchen_qt.rules.tiles import KINDS, TILE_KIND, TILES, Suit, format_kinds

CONTEXT = "Words"

# --- translation ------------------------------------------------------------------------

# English plural forms of the counted sentences: (one, other). The source text is what
# lupdate extracts; a language's own translation file gives its forms instead.
PLURALS: dict[str, tuple[str, str]] = {
    "%n tile(s) were led: play %n face down, not %2.": (
        "%n tile was led: play %n face down, not %2.", "%n tiles were led: play %n face down, not %2."),
    "%n tile(s) were led: %1 must play %n face down, not %2.": (
        "%n tile was led: %1 must play %n face down, not %2.",
        "%n tiles were led: %1 must play %n face down, not %2."),
    "%n tile(s) were led: beat with %n, not %2.": (
        "%n tile was led: beat with %n, not %2.", "%n tiles were led: beat with %n, not %2."),
    "%n tile(s) were led: %1 must beat with %n, not %2.": (
        "%n tile was led: %1 must beat with %n, not %2.", "%n tiles were led: %1 must beat with %n, not %2."),
    "At most %n mixed minister(s) may be led together.": (
        "At most %n mixed minister may be led together.", "At most %n mixed ministers may be led together."),
    "%1 plays %n tile(s) face down": ("%1 plays %n tile face down", "%1 plays %n tiles face down"),
    "You play %n tile(s) face down": ("You play %n tile face down", "You play %n tiles face down"),
    " · %1 takes %n stack(s)": (" · %1 takes %n stack", " · %1 takes %n stacks"),
    " · you take %n stack(s)": (" · you take %n stack", " · you take %n stacks"),
    "%n tile(s) face down": ("%n tile face down", "%n tiles face down"),
    "%n chip(s)": ("%n chip", "%n chips"),
    "%n stack(s)": ("%n stack", "%n stacks"),
    "%n tile(s) in hand": ("%n tile in hand", "%n tiles in hand"),
    "Your hand, %n tile(s)": ("Your hand, %n tile", "Your hand, %n tiles"),
}


class EnglishPlurals(QTranslator):
    """English plural forms for the counted sentences, and nothing else: every other
    text falls through to the next translator, or to its source."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # noqa: D102
                  n: int = -1) -> str | None:
        forms = PLURALS.get(source) if context == CONTEXT else None
        if forms is None:
            return None
        return forms[0] if n == 1 else forms[1]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


_installed: tuple[QCoreApplication, EnglishPlurals] | None = None


def install_plurals() -> None:
    """Install the English plural forms in the running application (once per application).
    A language's translator installed later is asked first, as Qt asks the newest first."""
    global _installed
    app = QCoreApplication.instance()
    if app is None or (_installed is not None and _installed[0] is app):
        return
    translator = EnglishPlurals(app)
    QCoreApplication.installTranslator(translator)
    _installed = (app, translator)


def tr(text: str, n: int = -1) -> str:
    """``text`` translated in the words' context; ``%n`` becomes ``n``."""
    install_plurals()
    return QCoreApplication.translate(CONTEXT, text, None, n)


def fill(template: str, *values: object) -> str:
    """Put ``values`` in place of %1, %2 … in one pass (a value's own "%2" stays as it is)."""
    out: list[str] = []
    i = 0
    while i < len(template):
        char = template[i]
        if char == "%" and i + 1 < len(template) and template[i + 1].isdigit() and template[i + 1] != "0":
            index = int(template[i + 1]) - 1
            out.append(str(values[index]) if index < len(values) else "")
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)


def sentence(text: str) -> str:
    """The first letter up: a sentence may begin with a value ("mixed ministers …")."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Voice:
    """Who is spoken of and who is spoken to: ``names`` by seat, ``you`` the seat
    addressed as "you" (the human at the table), if any."""

    names: Sequence[str]
    you: int | None = None

    def says(self, seat: int | None, second: str, third: str, *values: object, n: int = -1) -> str:
        """``second`` (to you) or ``third`` (of a named seat), translated and filled in."""
        if seat is None or seat == self.you:
            return fill(tr(second, n), "", *values)
        return fill(tr(third, n), self.names[seat], *values)

    def name(self, seat: int) -> str:
        return tr(QT_TRANSLATE_NOOP("Words", "you")) if seat == self.you else self.names[seat]


# --- small words ------------------------------------------------------------------------

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


def combo_name(combo: ComboType | None) -> str:
    return tr(COMBO_NAMES[combo]) if combo is not None else ""


def suit_name(suit: Suit | None) -> str:
    if suit is Suit.SKY:
        return tr(QT_TRANSLATE_NOOP("Words", "sky"))
    if suit is Suit.EARTH:
        return tr(QT_TRANSLATE_NOOP("Words", "earth"))
    return tr(QT_TRANSLATE_NOOP("Words", "no suit"))


def suit_tile(suit: Suit | None) -> str:
    """"a sky tile", "an earth tile": the article belongs to the phrase."""
    if suit is Suit.EARTH:
        return tr(QT_TRANSLATE_NOOP("Words", "an earth tile"))
    return tr(QT_TRANSLATE_NOOP("Words", "a sky tile"))


def kind_name(kind: int) -> str:
    """The mother or the son, by name (what an offer asks for)."""
    if kind == MOTHER:
        return tr(QT_TRANSLATE_NOOP("Words", "a mother (4-2)"))
    return tr(QT_TRANSLATE_NOOP("Words", "a son (2-1)"))


def tiles_text(tiles: Sequence[int]) -> str:
    return " ".join(TILES[t].notation for t in tiles)


def chips_text(n: int) -> str:
    return tr("%n chip(s)", n)


def stacks_text(n: int) -> str:
    return tr("%n stack(s)", n)


# --- refusals ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Say:
    """How a refusal is said: to you, of a named seat (None: the same words for both),
    the values for %2 … and the count for %n."""

    second: str
    third: str | None = None
    values: Callable[[Refusal], tuple[object, ...]] = lambda r: ()
    count: Callable[[Refusal], int] = lambda r: -1


def _lead(r: Refusal) -> tuple[object, ...]:
    return (format_kinds(r.kinds),)


_REFUSALS: dict[RefusalCode, _Say] = {
    RefusalCode.DEAL_OVER: _Say(QT_TRANSLATE_NOOP("Words", "The deal is over.")),
    RefusalCode.NOT_YOUR_TURN: _Say(QT_TRANSLATE_NOOP("Words", "It is not your turn."),
                                    QT_TRANSLATE_NOOP("Words", "It is not %1's turn.")),
    RefusalCode.CHANCE_EVENT_NOW: _Say(QT_TRANSLATE_NOOP("Words", "A player decides now, not the dice.")),
    RefusalCode.NOT_A_DECISION: _Say(QT_TRANSLATE_NOOP("Words", "That is not a decision of this step.")),
    RefusalCode.NOT_PLAY_PHASE: _Say(QT_TRANSLATE_NOOP("Words", "Tiles are played only in the tricks.")),
    RefusalCode.NO_SELECTION: _Say(QT_TRANSLATE_NOOP("Words", "Select tiles first.")),
    RefusalCode.MUST_SHUFFLE: _Say(QT_TRANSLATE_NOOP("Words", "The tiles must be shuffled first.")),
    RefusalCode.BAD_SHUFFLE: _Say(QT_TRANSLATE_NOOP("Words", "A shuffle holds each of the 64 tiles once.")),
    RefusalCode.DUEL_THROW_EXPECTED: _Say(QT_TRANSLATE_NOOP("Words", "The two players throw one die each.")),
    RefusalCode.DICE_EXPECTED: _Say(QT_TRANSLATE_NOOP("Words", "Both dice are thrown now.")),
    RefusalCode.DIE_RANGE: _Say(QT_TRANSLATE_NOOP("Words", "A die shows 1 to 6, not %2."), None,
                                lambda r: (r.detail,)),
    RefusalCode.NO_CHANCE_EVENT: _Say(QT_TRANSLATE_NOOP("Words", "The dice are not thrown now.")),
    RefusalCode.TOWER_RANGE: _Say(QT_TRANSLATE_NOOP("Words", "The towers are numbered 1 to 8.")),
    RefusalCode.REDEAL_OFF: _Say(QT_TRANSLATE_NOOP("Words", "Re-deals are off in these rules.")),
    RefusalCode.REDEAL_NOT_WEAK: _Say(
        QT_TRANSLATE_NOOP("Words", "You hold a high tile: no re-deal."),
        QT_TRANSLATE_NOOP("Words", "%1 holds a high tile: no re-deal.")),
    RefusalCode.KIND_NOT_HELD: _Say(QT_TRANSLATE_NOOP("Words", "There is no %2 in the hand."), None, _lead),
    RefusalCode.HAND_LACKS: _Say(QT_TRANSLATE_NOOP("Words", "The hand does not hold %2."), None, _lead),
    RefusalCode.OFFER_TILE_NOT_HELD: _Say(QT_TRANSLATE_NOOP("Words", "You do not hold that tile."),
                                          QT_TRANSLATE_NOOP("Words", "%1 does not hold that tile.")),
    RefusalCode.UNION_OFFER_NOT_ALLOWED: _Say(
        QT_TRANSLATE_NOOP("Words", "Show a mother or a son only without the other, and once.")),
    RefusalCode.SWAP_OFFER_NOT_ALLOWED: _Say(
        QT_TRANSLATE_NOOP("Words", "A swap needs both mothers and no son, or both sons and no mother.")),
    RefusalCode.UNION_ACCEPT_NEEDS: _Say(QT_TRANSLATE_NOOP("Words", "You need %2 to accept."),
                                         QT_TRANSLATE_NOOP("Words", "%1 needs %2 to accept."),
                                         lambda r: (kind_name(r.kinds[0]),)),
    RefusalCode.SWAP_ACCEPT_NOT_ALLOWED: _Say(
        QT_TRANSLATE_NOOP("Words", "Only the holder of both other tiles may accept.")),
    RefusalCode.EXCHANGE_NOT_ALLOWED: _Say(
        QT_TRANSLATE_NOOP("Words", "Hands are exchanged once a deal, between two other players.")),
    RefusalCode.SAME_TILE_TWICE: _Say(QT_TRANSLATE_NOOP("Words", "The same tile is named twice.")),
    RefusalCode.TILE_NOT_HELD: _Say(QT_TRANSLATE_NOOP("Words", "You do not hold %2."),
                                    QT_TRANSLATE_NOOP("Words", "%1 does not hold %2."),
                                    lambda r: (TILES[r.tile].notation if r.tile is not None and 0 <= r.tile < 64
                                               else r.detail or str(r.tile),)),
    RefusalCode.LEAD_EMPTY: _Say(QT_TRANSLATE_NOOP("Words", "Select at least one tile.")),
    RefusalCode.CANNOT_LEAD: _Say(QT_TRANSLATE_NOOP("Words", "%2 cannot be led."), None, _lead),
    RefusalCode.PLAY_EMPTY: _Say(QT_TRANSLATE_NOOP("Words", "Select at least one tile.")),
    RefusalCode.POINTS_MIXED: _Say(QT_TRANSLATE_NOOP("Words", "Point tiles cannot be led with other tiles.")),
    RefusalCode.MIXED_MINISTERS_LIMIT: _Say("At most %n mixed minister(s) may be led together.",
                                            count=lambda r: r.limit),
    RefusalCode.TWO_MOTHER_SON_PAIRS: _Say(
        QT_TRANSLATE_NOOP("Words", "Two mother-and-son pairs are not one lead.")),
    RefusalCode.SKY_NOT_IDENTICAL: _Say(QT_TRANSLATE_NOOP("Words", "Only identical sky tiles go together.")),
    RefusalCode.EARTH_NOT_EQUAL: _Say(
        QT_TRANSLATE_NOOP("Words", "Earth tiles go together only of equal rank, or as a horse.")),
    RefusalCode.CHIEFS_WITH_MINISTERS: _Say(
        QT_TRANSLATE_NOOP("Words", "Chiefs and ministers cannot be led together.")),
    RefusalCode.SKY_WITH_EARTH: _Say(
        QT_TRANSLATE_NOOP("Words", "Sky and earth tiles go together only as chiefs or ministers.")),
    RefusalCode.CANNOT_BEAT: _Say(QT_TRANSLATE_NOOP("Words", "%2 does not beat %3."), None,
                                  lambda r: (format_kinds(r.kinds),
                                             format_kinds(r.top_kinds) or combo_name(r.top_combo))),
    RefusalCode.BEAT_COUNT: _Say("%n tile(s) were led: beat with %n, not %2.",
                                 "%n tile(s) were led: %1 must beat with %n, not %2.",
                                 lambda r: (r.count,), lambda r: r.led),
    RefusalCode.POINT_CANNOT_BEAT: _Say(QT_TRANSLATE_NOOP("Words", "A point tile cannot beat anything.")),
    RefusalCode.NOTHING_BEATS: _Say(QT_TRANSLATE_NOOP("Words", "Nothing can beat %2."), None,
                                    lambda r: (combo_name(r.top_combo),)),
    RefusalCode.CHARITY_SUIT_ONLY: _Say(QT_TRANSLATE_NOOP("Words", "Only %2 beats this face-down lead."), None,
                                        lambda r: (suit_tile(r.suit),)),
    RefusalCode.SUIT_MISMATCH: _Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3."), None,
                                    lambda r: (suit_tile(KINDS[r.kinds[0]].suit),
                                               suit_tile(KINDS[r.top_kinds[0]].suit))),
    RefusalCode.RANK_EQUAL: _Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: they rank equal."), None,
                                 lambda r: (format_kinds(r.kinds), format_kinds(r.top_kinds))),
    RefusalCode.RANK_LOWER: _Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3: it ranks lower."), None,
                                 lambda r: (format_kinds(r.kinds), format_kinds(r.top_kinds))),
    RefusalCode.TYPE_MISMATCH: _Say(QT_TRANSLATE_NOOP("Words", "%2 cannot beat %3."), None,
                                    lambda r: (combo_name(r.combo), combo_name(r.top_combo))),
    RefusalCode.CHIEFS_SKY_COUNT: _Say(
        QT_TRANSLATE_NOOP("Words", "Chiefs beat ministers only with as many sky and earth tiles.")),
    RefusalCode.STALLION_ONLY: _Say(QT_TRANSLATE_NOOP("Words", "Only %2 beats %3."), None,
                                    lambda r: (combo_name(ComboType.DOUBLE_STALLION if r.led == 4
                                                          else ComboType.STALLION), combo_name(r.top_combo))),
    RefusalCode.RANK_NOT_HIGHER: _Say(QT_TRANSLATE_NOOP("Words", "%2 must rank higher than those on top."), None,
                                      lambda r: (combo_name(r.combo),)),
    RefusalCode.CHARITY_OFF: _Say(QT_TRANSLATE_NOOP("Words", "Face-down leads are off in these rules.")),
    RefusalCode.CHARITY_PASSPORT: _Say(
        QT_TRANSLATE_NOOP("Words", "You hold a passport: you may not lead face down."),
        QT_TRANSLATE_NOOP("Words", "%1 holds a passport and may not lead face down.")),
    RefusalCode.CHARITY_BAD_SUIT: _Say(QT_TRANSLATE_NOOP("Words", "A face-down lead names sky, earth or no suit.")),
    RefusalCode.CHARITY_ONE_TILE: _Say(QT_TRANSLATE_NOOP("Words", "Only one tile can be led face down.")),
    RefusalCode.DISCARD_COUNT: _Say("%n tile(s) were led: play %n face down, not %2.",
                                    "%n tile(s) were led: %1 must play %n face down, not %2.",
                                    lambda r: (r.count,), lambda r: r.led),
    RefusalCode.MUST_BEAT: _Say(QT_TRANSLATE_NOOP("Words", "You can beat, so you must (compulsory beating)."),
                                QT_TRANSLATE_NOOP("Words", "%1 can beat, so %1 must (compulsory beating).")),
    RefusalCode.ONLY_FOLLOWER_DISCARDS: _Say(QT_TRANSLATE_NOOP("Words", "Only a follower plays face down.")),
    RefusalCode.PASSPORT_DICE_SUIT: _Say(
        QT_TRANSLATE_NOOP("Words", "Passport: the dice named %2; you must lead %3."),
        QT_TRANSLATE_NOOP("Words", "Passport: the dice named %2; %1 must lead %3."),
        lambda r: (suit_name(r.suit), suit_tile(r.suit))),
    RefusalCode.PASSPORT_SINGLES: _Say(
        QT_TRANSLATE_NOOP("Words", "Passport and no combination: you must lead a single tile."),
        QT_TRANSLATE_NOOP("Words", "Passport and no combination: %1 must lead a single tile.")),
    RefusalCode.PASSPORT_SIMPLE: _Say(
        QT_TRANSLATE_NOOP("Words", "Passport: you may not lead %2 while holding a better lead."),
        QT_TRANSLATE_NOOP("Words", "Passport: %1 may not lead %2 while holding a better lead."), _lead),
    RefusalCode.PASSPORT_CHIEF: _Say(
        QT_TRANSLATE_NOOP("Words", "Passport and a chief: you may not lead %2."),
        QT_TRANSLATE_NOOP("Words", "Passport and a chief: %1 may not lead %2."), _lead),
    RefusalCode.PASSPORT_EARTH_SET: _Say(
        QT_TRANSLATE_NOOP("Words", "Passport: you may lead equal earth tiles only with no better lead."),
        QT_TRANSLATE_NOOP("Words", "Passport: %1 may lead equal earth tiles only with no better lead.")),
    RefusalCode.PASSPORT_BEATABLE: _Say(
        QT_TRANSLATE_NOOP("Words", "Passport: you may not lead %2, it can be beaten."),
        QT_TRANSLATE_NOOP("Words", "Passport: %1 may not lead %2, it can be beaten."), _lead),
    RefusalCode.REPLAY_EVENT: _Say(QT_TRANSLATE_NOOP("Words", "Event %2 is refused."), None, lambda r: (r.index,)),
    RefusalCode.OTHER: _Say("%2", None, lambda r: (r.detail,)),
}


def refusal_text(refusal: Refusal, voice: Voice) -> str:
    """One short sentence for the action bar: why, in the player's words. A play that
    cannot be led or cannot beat is told by its reason (the bar shows the play already)."""
    r = refusal
    while r.code in (RefusalCode.CANNOT_LEAD, RefusalCode.CANNOT_BEAT, RefusalCode.REPLAY_EVENT) \
            and r.cause is not None:
        r = r.cause
    say = _REFUSALS[r.code]
    values = say.values(r)
    n = say.count(r)
    if say.third is None:
        return sentence(fill(tr(say.second, n), "", *values))
    return sentence(voice.says(r.seat, say.second, say.third, *values, n=n))


# --- moves, for the move list -------------------------------------------------------------


def point_words(state: DealState) -> str:
    return " ".join(KINDS[k].notation for k in state.point_kinds)


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
            return voice.says(taker, QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: the point is %4; you take the "
                                                                "first tower"),
                              QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: the point is %4; %1 takes the first tower"),
                              event.a, event.b, point_words(after))
        if before.phase is Phase.PASSPORT_DICE:
            return fill(tr(QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: the passport holder must lead %4")),
                        "", event.a, event.b, suit_name(after.passport_suit))
        return fill(tr(QT_TRANSLATE_NOOP("Words", "Dice %2 and %3: a tile is given back")), "", event.a, event.b)
    if isinstance(event, DuelThrow):
        return fill(tr(QT_TRANSLATE_NOOP("Words", "One die each: %2 for %3, %4 for %5")), "",
                    event.offerer, voice.name(before.offer[0]), event.acceptor, voice.name(before.queue[0]))
    if isinstance(event, ChooseTower):
        return says(QT_TRANSLATE_NOOP("Words", "You choose tower %2"),
                    QT_TRANSLATE_NOOP("Words", "%1 chooses tower %2"), event.tower + 1)
    if isinstance(event, ProposeExchange):
        return says(QT_TRANSLATE_NOOP("Words", "You offer to exchange hands with %2"),
                    QT_TRANSLATE_NOOP("Words", "%1 offers to exchange hands with %2"), voice.name(event.partner))
    if isinstance(event, DemandRedeal):
        return says(QT_TRANSLATE_NOOP("Words", "You show a hand with no high tile: re-deal"),
                    QT_TRANSLATE_NOOP("Words", "%1 shows a hand with no high tile: re-deal"))
    if isinstance(event, OfferUnion):
        tile = TILES[event.tile].notation
        if TILE_KIND[event.tile] == MOTHER:
            return says(QT_TRANSLATE_NOOP("Words", "You show %2: mother looking for son"),
                        QT_TRANSLATE_NOOP("Words", "%1 shows %2: mother looking for son"), tile)
        return says(QT_TRANSLATE_NOOP("Words", "You show %2: son looking for mother"),
                    QT_TRANSLATE_NOOP("Words", "%1 shows %2: son looking for mother"), tile)
    if isinstance(event, OfferSwap):
        return says(QT_TRANSLATE_NOOP("Words", "You offer to swap a mother for a son"),
                    QT_TRANSLATE_NOOP("Words", "%1 offers to swap a mother for a son"))
    if isinstance(event, Accept):
        return says(QT_TRANSLATE_NOOP("Words", "You accept"), QT_TRANSLATE_NOOP("Words", "%1 accepts"))
    if isinstance(event, Pass):
        return says(QT_TRANSLATE_NOOP("Words", "You pass"), QT_TRANSLATE_NOOP("Words", "%1 passes"))
    text = _play_text(event, before, voice, shown)
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        text += voice.says(trick.top_seat, " · you take %n stack(s)", " · %1 takes %n stack(s)", n=trick.size)
    return text


def _play_text(event: Event, before: DealState, voice: Voice, shown: bool) -> str:
    seat = getattr(event, "seat", None)
    if isinstance(event, Lead):
        kinds = tuple(sorted(TILE_KIND[t] for t in event.tiles))
        label = selection_label(kinds, before.point_mask, before.rules.max_mixed_ministers)
        return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You lead %2: %3"),
                          QT_TRANSLATE_NOOP("Words", "%1 leads %2: %3"), tiles_text(event.tiles), label)
    if isinstance(event, Beat):
        return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You beat with %2"),
                          QT_TRANSLATE_NOOP("Words", "%1 beats with %2"), tiles_text(event.tiles))
    if isinstance(event, Charity):
        text = voice.says(seat, QT_TRANSLATE_NOOP("Words", "You lead a tile face down, naming %2"),
                          QT_TRANSLATE_NOOP("Words", "%1 leads a tile face down, naming %2"), suit_name(event.suit))
        return text + (f" ({TILES[event.tile].notation})" if shown else "")
    if isinstance(event, Discard):
        text = voice.says(seat, "You play %n tile(s) face down", "%1 plays %n tile(s) face down", n=len(event.tiles))
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
        return fill(tr(QT_TRANSLATE_NOOP("Words", "%2 face down, naming %3")), "", TILES[event.tile].notation,
                    suit_name(event.suit))
    if isinstance(event, Pass):
        return tr(QT_TRANSLATE_NOOP("Words", "pass"))
    if isinstance(event, DemandRedeal):
        return tr(QT_TRANSLATE_NOOP("Words", "demand a re-deal"))
    if isinstance(event, OfferUnion):
        return fill(tr(QT_TRANSLATE_NOOP("Words", "show %2")), "", TILES[event.tile].notation)
    if isinstance(event, Accept):
        return tr(QT_TRANSLATE_NOOP("Words", "accept"))
    return event.describe()


# --- the hint ---------------------------------------------------------------------------


HINT_LINE = 64  # characters a line of the hint holds on the table


def hint_text(reason: str) -> str:
    """The hint above the hand: a title, then why, in short lines."""
    lines = textwrap.wrap(reason, HINT_LINE) or [""]
    return "\n".join([tr(QT_TRANSLATE_NOOP("Words", "Hint")), *lines])


# --- the trick on the table ---------------------------------------------------------------


def trick_tag(lead: bool, winning: bool, completed: bool) -> str:
    """The tag beside a play of the trick: "lead", "winning" ("wins" once the trick is
    complete), or both."""
    parts = []
    if lead:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "lead")))
    if winning:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "wins")) if completed
                     else tr(QT_TRANSLATE_NOOP("Words", "winning")))
    return " · ".join(parts)


def previous_trick_title() -> str:
    return tr(QT_TRANSLATE_NOOP("Words", "Previous trick"))


def previous_trick_footer(key: str, held: bool) -> str:
    """How the look at the previous trick ends; ``held``: it was opened with ``key``."""
    if held:
        return fill(tr(QT_TRANSLATE_NOOP("Words", "Release %2, click or press Esc to go back to the game")), "", key)
    return tr(QT_TRANSLATE_NOOP("Words", "Click or press Esc to go back to the game"))


def last_stack_tip(winner: int, voice: Voice, key: str) -> str:
    """The tooltip of the last stack won, while the previous trick may be looked at."""
    return voice.says(winner, QT_TRANSLATE_NOOP("Words", "Previous trick, won by you: click here or hold %2 to "
                                                          "look at it again"),
                      QT_TRANSLATE_NOOP("Words", "Previous trick, won by %1: click here or hold %2 to look at it "
                                                 "again"), key)
