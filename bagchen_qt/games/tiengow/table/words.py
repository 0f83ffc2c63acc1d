"""Every word the windows say about Tien Gow: tiles, suits, combinations, presets,
the captions of the play and the settlement.

The same words layer as Bagchen's (``words``): sentences in the "Words" context, ``%1``
the seat spoken of (empty when it is you), ``%2`` … the values, ``%Ln`` a count in the
language's digits, each said to you or of a named seat through ``Voice``. Tien Gow's
refusals are rendered by ``words.refusal_text`` like Bagchen's, from the table here.

A kind is the domino set's (``core.dominoes``, the throws of two dice); its suits are
called civil and military, and Tien Gow gives every civil kind a name of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules
from bagchen_qt.games.tiengow.rules.tiles import CIVIL as IS_CIVIL
from bagchen_qt.games.tiengow.rules.tiles import format_kinds as plain_kinds
from bagchen_qt.games.tiengow.rules.tiles import notation
from bagchen_qt.games.tiengow.table.refusals import REFUSALS as REFUSALS
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.words import (
    Voice,
    chips_text,
    codes_text,
    comma_list,
    fill,
    list_text,
    number_text,
    signed_number,
    tr,
)

GAME_TITLE = QT_TRANSLATE_NOOP("Words", "Tien Gow")


def format_kinds(kinds: Sequence[int]) -> str:
    """Kinds by their codes, in reading order in any language ("5-2 4-3")."""
    return codes_text(plain_kinds(kinds))


def game_title(game: str = "tien-gow") -> str:
    """A game's title as the language in use writes it: "Tien Gow", "Bagchen"; a game
    with no words of its own yet (Bao Huang) keeps its English title."""
    if game == "bagchen":
        return tr(QT_TRANSLATE_NOOP("Words", "Bagchen"))
    if game == TIEN_GOW:
        return tr(GAME_TITLE)
    return game_named(game).title


# --- tiles and suits ---------------------------------------------------------------------

# Each kind's name in Tien Gow, by notation: civil tiles have names of their own,
# military ones are called by their pip total.
TILE_NAMES: dict[str, str] = {
    "6-6": QT_TRANSLATE_NOOP("Words", "Heaven"),
    "1-1": QT_TRANSLATE_NOOP("Words", "Earth"),
    "4-4": QT_TRANSLATE_NOOP("Words", "Man"),
    "3-1": QT_TRANSLATE_NOOP("Words", "Harmony"),
    "5-5": QT_TRANSLATE_NOOP("Words", "Plum flower"),
    "3-3": QT_TRANSLATE_NOOP("Words", "Long three"),
    "2-2": QT_TRANSLATE_NOOP("Words", "Bench"),
    "6-5": QT_TRANSLATE_NOOP("Words", "Tiger's head"),
    "6-4": QT_TRANSLATE_NOOP("Words", "Red-headed ten"),
    "6-1": QT_TRANSLATE_NOOP("Words", "Long-legged seven"),
    "5-1": QT_TRANSLATE_NOOP("Words", "Red mallet six"),
    "6-3": QT_TRANSLATE_NOOP("Words", "nine"),
    "5-4": QT_TRANSLATE_NOOP("Words", "nine"),
    "6-2": QT_TRANSLATE_NOOP("Words", "eight"),
    "5-3": QT_TRANSLATE_NOOP("Words", "eight"),
    "5-2": QT_TRANSLATE_NOOP("Words", "seven"),
    "4-3": QT_TRANSLATE_NOOP("Words", "seven"),
    "4-2": QT_TRANSLATE_NOOP("Words", "six"),
    "4-1": QT_TRANSLATE_NOOP("Words", "five"),
    "3-2": QT_TRANSLATE_NOOP("Words", "five"),
    "2-1": QT_TRANSLATE_NOOP("Words", "three"),
}


def tile_name(kind: int) -> str:
    """A kind's Tien Gow name: "Heaven", "Tiger's head", "nine"."""
    return tr(TILE_NAMES[notation(kind)])


def tile_label(kind: int) -> str:
    """The kind with its name, for a tooltip: "6-6, Heaven"."""
    return fill(tr(QT_TRANSLATE_NOOP("Words", "%2, %3")), "", notation(kind), tile_name(kind))


CIVIL = QT_TRANSLATE_NOOP("Words", "civil")
MILITARY = QT_TRANSLATE_NOOP("Words", "military")


def suit_name(suit: object) -> str:
    """ "civil" or "military": a suit named so (a "sky" suit, as Bagchen's table passes
    one, is the civil one)."""
    key = _key(suit)
    return tr(CIVIL) if key in ("sky", "civil") else tr(MILITARY)


def kind_suit_name(kind: int) -> str:
    return tr(CIVIL) if IS_CIVIL[kind] else tr(MILITARY)


def tile_tip(kind: int) -> str:
    """A tile's code, name and suit, for its tooltip: "6-6, Heaven (civil)" (only a tile
    of the same suit beats it)."""
    template = tr(QT_TRANSLATE_NOOP("Words", "%2, %3 (%4)"))
    return fill(template, "", notation(kind), tile_name(kind), kind_suit_name(kind))


def is_civil(kind: int) -> bool:
    return IS_CIVIL[kind]


# --- combination categories -----------------------------------------------------------------


def _key(value: object) -> str:
    """An enum member or a name, as the lower-case key of the tables here."""
    if isinstance(value, Enum):
        value = value.value if isinstance(value.value, str) else value.name
    return str(value).strip().lower().replace(" ", "_").replace("-", "_")


# Each category, the way a caption names it after a verb ("Pema leads a civil pair").
CATEGORY_NAMES: dict[str, str] = {
    "single": QT_TRANSLATE_NOOP("Words", "a single tile"),
    "civil_pair": QT_TRANSLATE_NOOP("Words", "a civil pair"),
    "military_pair": QT_TRANSLATE_NOOP("Words", "a military pair"),
    "supreme_pair": QT_TRANSLATE_NOOP("Words", "the supreme pair"),
    "mixed_pair": QT_TRANSLATE_NOOP("Words", "a mixed pair"),
    "triplet": QT_TRANSLATE_NOOP("Words", "a triplet"),
    "quartet": QT_TRANSLATE_NOOP("Words", "a quartet"),
    "straight": QT_TRANSLATE_NOOP("Words", "a straight"),
    "two_pairs": QT_TRANSLATE_NOOP("Words", "two pairs"),
    "pair_kicker": QT_TRANSLATE_NOOP("Words", "a pair with a kicker"),
}
# The same as a title ("Civil pair"), for lists and the rules.
CATEGORY_TITLES: dict[str, str] = {
    "single": QT_TRANSLATE_NOOP("Words", "Single"),
    "civil_pair": QT_TRANSLATE_NOOP("Words", "Civil pair"),
    "military_pair": QT_TRANSLATE_NOOP("Words", "Military pair"),
    "supreme_pair": QT_TRANSLATE_NOOP("Words", "Supreme pair"),
    "mixed_pair": QT_TRANSLATE_NOOP("Words", "Mixed pair"),
    "triplet": QT_TRANSLATE_NOOP("Words", "Triplet"),
    "quartet": QT_TRANSLATE_NOOP("Words", "Quartet"),
    "straight": QT_TRANSLATE_NOOP("Words", "Straight"),
    "two_pairs": QT_TRANSLATE_NOOP("Words", "Two pairs"),
    "pair_kicker": QT_TRANSLATE_NOOP("Words", "Pair with a kicker"),
}
_CATEGORY_ALIASES = {"supreme": "supreme_pair", "pair_with_kicker": "pair_kicker", "kicker": "pair_kicker"}


def category_key(category: object) -> str:
    """The key of a category in the tables here ("civil_pair"), whatever names it."""
    key = _key(category)
    return _CATEGORY_ALIASES.get(key, key)


def category_name(category: object) -> str:
    """ "a civil pair", "the supreme pair"."""
    return tr(CATEGORY_NAMES[category_key(category)])


def category_title(category: object) -> str:
    """ "Civil pair", "Supreme pair"."""
    return tr(CATEGORY_TITLES[category_key(category)])


def play_label(kinds: Sequence[int], category: object | None) -> str:
    """What tiles form as a lead: "a civil pair (6-6 6-6)"; a single by its name,
    "6-6, Heaven (civil)"; None: "not a lead"."""
    if not kinds:
        return tr(QT_TRANSLATE_NOOP("Words", "no tiles selected"))
    if category is None:
        return fill(tr(QT_TRANSLATE_NOOP("Words", "not a lead (%2)")), "", format_kinds(kinds))
    if category_key(category) == "single":
        return tile_tip(kinds[0])
    return fill(tr(QT_TRANSLATE_NOOP("Words", "%2 (%3)")), "", category_name(category), format_kinds(kinds))


# --- presets -----------------------------------------------------------------------------------

PRESET_TITLES: dict[str, str] = {
    "classic": QT_TRANSLATE_NOOP("Words", "Classic"),
    "classic-pure-pairs": QT_TRANSLATE_NOOP("Words", "Classic, pure pairs"),
    "ancient-tiles": QT_TRANSLATE_NOOP("Words", "Ancient tiles"),
    "folk-30-rest": QT_TRANSLATE_NOOP("Words", "Folk, 30 tiles, one resting"),
    "folk-30-three": QT_TRANSLATE_NOOP("Words", "Folk, 30 tiles, three players"),
    "folk-24-rest": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles with the nines, one resting"),
    "folk-24-three": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles with the nines, three players"),
    "folk-24-four": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles with the nines, four players"),
    "folk-24s-rest": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles with the supreme pair, one resting"),
    "folk-24s-three": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles with the supreme pair, three players"),
    "folk-24s-four": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles with the supreme pair, four players"),
    "folk-24x-rest": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles without 5-1, one resting"),
    "folk-24x-three": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles without 5-1, three players"),
    "folk-24x-four": QT_TRANSLATE_NOOP("Words", "Folk, 24 tiles without 5-1, four players"),
    "chinese-24": QT_TRANSLATE_NOOP("Words", "Chinese three-player game"),
    "moving-mice": QT_TRANSLATE_NOOP("Words", "Moving Mice"),
    "nau-tin-kau": QT_TRANSLATE_NOOP("Words", "Nau Tin Kau"),
}

_DECK_30 = QT_TRANSLATE_NOOP("Words", "30 tiles: the set without the supreme pair")
_DECK_24_NINES = QT_TRANSLATE_NOOP("Words", "24 tiles: the civil tiles and the two nines")
_DECK_24_SUPREME = QT_TRANSLATE_NOOP("Words", "24 tiles: the civil tiles and the supreme pair")
_DECK_24_NO_51 = QT_TRANSLATE_NOOP("Words", "24 tiles: civil tiles without 5-1, the nines and the supreme pair")
_REST = QT_TRANSLATE_NOOP("Words", "four at the table, one resting in turn")
_THREE = QT_TRANSLATE_NOOP("Words", "three players")
_FOUR_SIX = QT_TRANSLATE_NOOP("Words", "four players with six tiles each")
_FOLK_PLAY = QT_TRANSLATE_NOOP("Words", "straights, the loser pays one chip")

PRESET_DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "classic": (
        QT_TRANSLATE_NOOP(
            "Words",
            "32 tiles, four players with eight each; pairs, mixed pairs, triplets and quartets; banker doubled.",
        ),
    ),
    "classic-pure-pairs": (
        QT_TRANSLATE_NOOP("Words", "The classic game as first played: pure pairs only, no mixed combinations."),
    ),
    "ancient-tiles": (QT_TRANSLATE_NOOP("Words", "32 tiles, four players, single tiles only: no combinations."),),
    "folk-30-rest": (_DECK_30, _REST, _FOLK_PLAY),
    "folk-30-three": (_DECK_30, _THREE, _FOLK_PLAY),
    "folk-24-rest": (_DECK_24_NINES, _REST, _FOLK_PLAY),
    "folk-24-three": (_DECK_24_NINES, _THREE, _FOLK_PLAY),
    "folk-24-four": (_DECK_24_NINES, _FOUR_SIX, _FOLK_PLAY),
    "folk-24s-rest": (_DECK_24_SUPREME, _REST, _FOLK_PLAY),
    "folk-24s-three": (_DECK_24_SUPREME, _THREE, _FOLK_PLAY),
    "folk-24s-four": (_DECK_24_SUPREME, _FOUR_SIX, _FOLK_PLAY),
    "folk-24x-rest": (_DECK_24_NO_51, _REST, _FOLK_PLAY),
    "folk-24x-three": (_DECK_24_NO_51, _THREE, _FOLK_PLAY),
    "folk-24x-four": (_DECK_24_NO_51, _FOUR_SIX, _FOLK_PLAY),
    "chinese-24": (
        QT_TRANSLATE_NOOP(
            "Words", "24 tiles, three players; tricks counted in tiles, nine tiles win; conceding and lifting."
        ),
    ),
    "moving-mice": (
        QT_TRANSLATE_NOOP(
            "Words", "Two players, two rounds of eight, then tiles are taken back from the oldest tricks."
        ),
    ),
    "nau-tin-kau": (
        QT_TRANSLATE_NOOP("Words", "Two players draw and compare tiles; the red pips of the captured tiles decide."),
    ),
}


def preset_title(name: str) -> str:
    """A preset's title in the language in use (an unknown name as it is)."""
    title = PRESET_TITLES.get(name)
    return tr(title) if title is not None else name


def preset_description(name: str) -> str:
    """A preset in one line ("" for an unknown name)."""
    parts = [tr(part) for part in PRESET_DESCRIPTIONS.get(name, ())]
    if len(parts) == 1:
        return parts[0]
    return sentence_of(parts)


def sentence_of(parts: Sequence[str]) -> str:
    """Phrases joined by the language's semicolon, the first letter up, a full stop at the end."""
    text = tr(QT_TRANSLATE_NOOP("Words", "; ")).join(parts)
    return fill(tr(QT_TRANSLATE_NOOP("Words", "%2.")), "", text[:1].upper() + text[1:])


# --- captions of the play ---------------------------------------------------------------------


def lead_caption(voice: Voice, seat: int, kinds: Sequence[int], category: object) -> str:
    """ "Pema leads a civil pair (6-6 6-6)"; a single by its name."""
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP("Words", "You lead %2"),
        QT_TRANSLATE_NOOP("Words", "%1 leads %2"),
        play_label(kinds, category),
    )


def beat_caption(voice: Voice, seat: int, kinds: Sequence[int]) -> str:
    """ "Pema beats with 5-4"."""
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP("Words", "You beat with %2"),
        QT_TRANSLATE_NOOP("Words", "%1 beats with %2"),
        format_kinds(kinds),
    )


def face_down_caption(voice: Voice, seat: int, count: int) -> str:
    """ "Pema plays 2 tiles face down"."""
    return voice.says(seat, "You play %Ln tile(s) face down", "%1 plays %Ln tile(s) face down", n=count)


def winning_caption(voice: Voice, seat: int, completed: bool = False) -> str:
    """Who holds the trick: "Pema is winning", or "Pema wins the trick" once all have played."""
    if completed:
        return voice.says(
            seat, QT_TRANSLATE_NOOP("Words", "You win the trick"), QT_TRANSLATE_NOOP("Words", "%1 wins the trick")
        )
    return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You are winning"), QT_TRANSLATE_NOOP("Words", "%1 is winning"))


def tricks_text(n: int) -> str:
    """ "3 tricks"."""
    return tr("%Ln trick(s)", n)


def won_tiles_text(n: int) -> str:
    """The won tiles a seat holds, where the game counts tiles: "9 tiles won"."""
    return tr("%Ln tile(s) won", n)


def seat_summary(chips: int, tricks: int | None = None, won_tiles: int | None = None) -> str:
    """A seat's chips and what it has won, for its plate's tooltip: "100 chips, 3 tricks"."""
    parts = [chips_text(chips)]
    if tricks is not None:
        parts.append(tricks_text(tricks))
    if won_tiles is not None:
        parts.append(won_tiles_text(won_tiles))
    return comma_list(parts)


def trick_won_caption(voice: Voice, seat: int, tricks: int) -> str:
    """ "Pema wins the trick (2 tricks)": a lead of k tiles counts k tricks."""
    return voice.says(seat, "You win %Ln trick(s)", "%1 wins %Ln trick(s)", n=tricks)


def banker_tag() -> str:
    """The word on the banker's seat plate."""
    return tr(QT_TRANSLATE_NOOP("Words", "banker"))


def resting_tag() -> str:
    """The word on a resting seat's plate."""
    return tr(QT_TRANSLATE_NOOP("Words", "resting"))


def banker_caption(voice: Voice, seat: int) -> str:
    return voice.says(
        seat, QT_TRANSLATE_NOOP("Words", "You are the banker"), QT_TRANSLATE_NOOP("Words", "%1 is the banker")
    )


def resting_caption(voice: Voice, seat: int) -> str:
    return voice.says(
        seat, QT_TRANSLATE_NOOP("Words", "You rest this deal"), QT_TRANSLATE_NOOP("Words", "%1 rests this deal")
    )


def banker_dice_caption(voice: Voice, thrower: int, total: int, banker: int) -> str:
    """ "Pema throws 7: Norbu is the banker"."""
    if banker == voice.you:
        return voice.says(
            thrower,
            QT_TRANSLATE_NOOP("Words", "You throw %2: you are the banker"),
            QT_TRANSLATE_NOOP("Words", "%1 throws %2: you are the banker"),
            total,
        )
    return voice.says(
        thrower,
        QT_TRANSLATE_NOOP("Words", "You throw %2: %3 is the banker"),
        QT_TRANSLATE_NOOP("Words", "%1 throws %2: %3 is the banker"),
        total,
        voice.name(banker),
    )


def woodpile_caption(stacks: int, height: int) -> str:
    """ "The woodpile: 8 stacks of 4 tiles"."""
    return fill(tr("The woodpile: %2 stacks of %Ln tile(s)", height), "", stacks)


def stacks_taken_caption(voice: Voice, seat: int, stacks: Sequence[int]) -> str:
    """ "Pema takes stacks 1 and 5" (stacks numbered from 1 as the players count them)."""
    numbers = list_text([number_text(s + 1) for s in stacks])
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP("Words", "You take stacks %2"),
        QT_TRANSLATE_NOOP("Words", "%1 takes stacks %2"),
        numbers,
    )


def last_trick_caption(voice: Voice, seat: int) -> str:
    """The deal's end: "Pema wins the last trick and the deal"."""
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP("Words", "You win the last trick and the deal"),
        QT_TRANSLATE_NOOP("Words", "%1 wins the last trick and the deal"),
    )


def last_trick_face_down_caption(voice: Voice, seat: int) -> str:
    """TG14: a seat with no trick may not take a single last trick."""
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP("Words", "With no trick won, you may only play the last trick face down"),
        QT_TRANSLATE_NOOP("Words", "With no trick won, %1 may only play the last trick face down"),
    )


def deal_winner_caption(voice: Voice, seat: int) -> str:
    """The deal's winner when it is not the last trick that decides."""
    return voice.says(
        seat, QT_TRANSLATE_NOOP("Words", "You win the deal"), QT_TRANSLATE_NOOP("Words", "%1 wins the deal")
    )


# --- the settlement -------------------------------------------------------------------------------

_WHY_MULTIPLIED = {
    "banker": QT_TRANSLATE_NOOP("Words", "×%2, the banker"),
    "streak": QT_TRANSLATE_NOOP("Words", "×%2, the banker's winning streak"),
    "shutout": QT_TRANSLATE_NOOP("Words", "×%2, nobody else took a trick"),
    "pierce": QT_TRANSLATE_NOOP("Words", "×%2, pierced: 18 tiles"),
    "full": QT_TRANSLATE_NOOP("Words", "×%2, full house: all 24 tiles"),
}


def payment_line(voice: Voice, payer: int, payee: int, amount: int, multiplier: int = 1, why: str = "banker") -> str:
    """One payment: "Pema pays Norbu 6 chips (×2, the banker)"."""
    line = voice.says(payer, "You pay %2 %Ln chip(s)", "%1 pays %2 %Ln chip(s)", voice.name(payee), n=amount)
    if multiplier != 1:
        reason = _WHY_MULTIPLIED.get(why, _WHY_MULTIPLIED["banker"])
        line += fill(tr(QT_TRANSLATE_NOOP("Words", " (%2)")), "", fill(tr(reason), "", multiplier))
    return line


def tricks_line(voice: Voice, seat: int, tricks: int) -> str:
    """ "Pema: 3 tricks"; "no trick" for none (who pays five in the classic game)."""
    if tricks == 0:
        return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You: no trick"), QT_TRANSLATE_NOOP("Words", "%1: no trick"))
    return voice.says(seat, "You: %Ln trick(s)", "%1: %Ln trick(s)", n=tricks)


def settlement_lines(
    voice: Voice,
    deltas: Sequence[int | None],
    tricks: Sequence[int | None],
    winner: int | None,
    banker: int | None = None,
    resting: Sequence[int] = (),
) -> list[str]:
    """The end of a deal, line by line: the winner of the last trick (if one is to be
    named), the banker, each seat's tricks and net chips (a resting seat, in
    ``resting`` or ``None`` in the lists, is left out)."""
    lines = [last_trick_caption(voice, winner)] if winner is not None else []
    if banker is not None:
        lines.append(banker_caption(voice, banker))
    for seat, (delta, won) in enumerate(zip(deltas, tricks, strict=True)):
        if delta is None or won is None or seat in resting:
            continue
        lines.append(
            fill(tr(QT_TRANSLATE_NOOP("Words", "%2 · %3")), "", tricks_line(voice, seat, won), signed_number(delta))
        )
    return lines


def red_pips_line(voice: Voice, seat: int, pips: int) -> str:
    """Nau Tin Kau: "Pema: 23 red pips"."""
    return voice.says(seat, "You: %Ln red pip(s)", "%1: %Ln red pip(s)", n=pips)


def red_pips_text(n: int) -> str:
    """Nau Tin Kau: the red pips of a seat's captured tiles, on its plate: "23 red pips"."""
    return tr("%Ln red pip(s)", n)


def turn_tile_text() -> str:
    """Nau Tin Kau: the button of the one decision."""
    return tr(QT_TRANSLATE_NOOP("Words", "Turn a tile"))


def turn_tile_prompt() -> str:
    return tr(QT_TRANSLATE_NOOP("Words", "Your turn: turn the next tile of the woodpile."))


def draw_caption(voice: Voice, seat: int, kind: int) -> str:
    """Nau Tin Kau: "Pema turns 6-6, Heaven"."""
    return voice.says(
        seat,
        QT_TRANSLATE_NOOP("Words", "You turn %2"),
        QT_TRANSLATE_NOOP("Words", "%1 turns %2"),
        tile_label(kind),
    )


def draw_taken_caption(voice: Voice, seat: int) -> str:
    """Nau Tin Kau: who takes both tiles of a draw."""
    return voice.says(
        seat, QT_TRANSLATE_NOOP("Words", "You take both tiles"), QT_TRANSLATE_NOOP("Words", "%1 takes both tiles")
    )


def nau_settlement_lines(voice: Voice, deltas: Sequence[int], pips: Sequence[int]) -> list[str]:
    """The end of Nau Tin Kau: who pays whom (fewer red pips pays the difference) or
    that nobody pays, then each player's red pips."""
    payers = [seat for seat, delta in enumerate(deltas) if delta < 0]
    payees = [seat for seat, delta in enumerate(deltas) if delta > 0]
    if payers and payees:
        head = payment_line(voice, payers[0], payees[0], -deltas[payers[0]])
    else:
        head = tr(QT_TRANSLATE_NOOP("Words", "The red pips are even: nobody pays"))
    return [head, *(red_pips_line(voice, seat, n) for seat, n in enumerate(pips))]


def red_pips_title() -> str:
    """Nau Tin Kau: the recap's column of captured red pips."""
    return tr(QT_TRANSLATE_NOOP("Words", "Red pips"))


def tiles_won_line(voice: Voice, seat: int, tiles: int) -> str:
    """The Chinese three-player game: "Pema: 9 tiles won"."""
    return voice.says(seat, "You: %Ln tile(s) won", "%1: %Ln tile(s) won", n=tiles)


# --- declarations (the trade, conceding and lifting) ----------------------------------------------


def declaration_caption(voice: Voice, seat: int, plays: bool) -> str:
    """The trade: "Pema plays" / "Pema passes"."""
    if plays:
        return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You play"), QT_TRANSLATE_NOOP("Words", "%1 plays"))
    return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You pass"), QT_TRANSLATE_NOOP("Words", "%1 passes"))


def concede_caption(voice: Voice, seat: int) -> str:
    """Kan: the banker concedes, or a winner claims the deal."""
    return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You say kan"), QT_TRANSLATE_NOOP("Words", "%1 says kan"))


def lift_caption(voice: Voice, seat: int, lifts: bool) -> str:
    if lifts:
        return voice.says(seat, QT_TRANSLATE_NOOP("Words", "You lift"), QT_TRANSLATE_NOOP("Words", "%1 lifts"))
    return voice.says(
        seat, QT_TRANSLATE_NOOP("Words", "You do not lift"), QT_TRANSLATE_NOOP("Words", "%1 does not lift")
    )


# --- moves, for a move list ---------------------------------------------------------------------


def move_text(event: object, rules: TienGowRules, voice: Voice, shown: bool = True) -> str:
    """One line of a move list for a Tien Gow event. ``shown``: the reader may see the
    tiles of a face-down play."""
    from bagchen_qt.games.tiengow.rules import events
    from bagchen_qt.games.tiengow.rules.combos import table

    deck = rules.deck_tiles
    if isinstance(event, events.ThrowDice):
        dice = list_text([number_text(d) for d in event.dice])
        return fill(tr(QT_TRANSLATE_NOOP("Words", "The dice show %2")), "", dice)
    if isinstance(event, events.Shuffle):
        return tr(QT_TRANSLATE_NOOP("Words", "The tiles are shuffled and stacked into the woodpile"))
    if isinstance(event, events.Declare):
        return declaration_caption(voice, event.seat, event.play)
    if isinstance(event, events.Kan):
        return concede_caption(voice, event.seat)
    if isinstance(event, events.Lift):
        return lift_caption(voice, event.seat, event.lift)
    if isinstance(event, events.Lead):
        kinds = deck.kinds_of(event.tiles)
        combo = table(rules).classify(kinds)
        return lead_caption(voice, event.seat, kinds, combo.category if combo is not None else None)
    if isinstance(event, events.Beat):
        return beat_caption(voice, event.seat, deck.kinds_of(event.tiles))
    from bagchen_qt.games.tiengow.rules import nau

    if isinstance(event, nau.Draw):  # the tile turned is the state's, not the event's
        return voice.says(
            event.seat, QT_TRANSLATE_NOOP("Words", "You turn a tile"), QT_TRANSLATE_NOOP("Words", "%1 turns a tile")
        )
    if isinstance(event, events.Discard):
        text = face_down_caption(voice, event.seat, len(event.tiles))
        return text + (f" ({format_kinds(deck.kinds_of(event.tiles))})" if shown else "")
    return str(event)


# --- the hint: what to play, and why -------------------------------------------------------

# Why the hint suggests its play, by the situation the window reads from the deal.
HINT_LEAD_SUPREME = "lead supreme"
HINT_LEAD_COMBINATION = "lead combination"
HINT_LEAD_HIGH = "lead high"  # the hand's highest single of its suit
HINT_LEAD_SPARE = "lead spare"
HINT_BEAT_LAST = "beat last"
HINT_BEAT_LOW = "beat low"  # the lowest play that beats
HINT_BEAT = "beat"
HINT_DOWN_CANNOT = "down cannot"  # nothing in the hand beats the top
HINT_DOWN_SAVE = "down save"

_HINT_REASONS = {
    HINT_LEAD_SUPREME: QT_TRANSLATE_NOOP("Words", "Lead the supreme pair (%2): nothing can beat it."),
    HINT_LEAD_COMBINATION: QT_TRANSLATE_NOOP(
        "Words",
        "Lead %2: only a higher combination of the same sort beats it, and a trick of several tiles "
        "counts as that many tricks.",
    ),
    HINT_LEAD_HIGH: QT_TRANSLATE_NOOP(
        "Words", "Lead %2, your highest %3 tile: only a higher %3 tile can beat it, so you may keep the lead."
    ),
    HINT_LEAD_SPARE: QT_TRANSLATE_NOOP(
        "Words", "Lead %2, a tile you can spare: your stronger tiles stay in your hand for the tricks that matter."
    ),
    HINT_BEAT_LAST: QT_TRANSLATE_NOOP(
        "Words", "Beat with %2: whoever takes the last trick wins the deal and is paid by the others."
    ),
    HINT_BEAT_LOW: QT_TRANSLATE_NOOP(
        "Words", "Beat with %2: it is higher than %3 of the same sort, and the cheapest play of yours that is."
    ),
    HINT_BEAT: QT_TRANSLATE_NOOP(
        "Words", "Beat with %2: it is higher than %3 of the same sort, so the trick is yours."
    ),
    HINT_DOWN_CANNOT: QT_TRANSLATE_NOOP(
        "Words",
        "Play %2 face down: nothing in your hand beats %3 (only a higher play of the same sort does), so give up "
        "your weakest tiles.",
    ),
    HINT_DOWN_SAVE: QT_TRANSLATE_NOOP(
        "Words", "Play %2 face down: this trick is not worth your stronger tiles; keep them for later."
    ),
}


def hint_reason(reason: str, play: str, top: str = "", suit: str = "") -> str:
    """The hint's words for ``reason`` (one of the ``HINT_…``): ``play`` as ``play_label``
    says it, ``top`` the play on top of the trick, ``suit`` the tile's suit's name."""
    return fill(tr(_HINT_REASONS[reason]), "", play, top, suit)
