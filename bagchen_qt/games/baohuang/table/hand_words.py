"""Bao Huang's cards and plays in words: "three queens with a black joker", "a pair of 7s",
"nothing selected". For the hand's selection, the refusals and screen readers.

Counted phrases are translated with their number (``QCoreApplication.translate`` with
``n``), in this module's context, so that a catalogue gives each language its plural
forms. English has no catalogue: its two forms come from ``ENGLISH`` (one, other; the
other form with the number in words up to ten, as a player would say it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from bagchen_qt.games.baohuang.rules.cards import BLACK, CODE_RANK, EUNUCH_CARD, MARKED_BLACK, RANK_COUNT, RED, TWO
from bagchen_qt.games.baohuang.rules.cards import counts_of_cards as _counts_of_cards
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP, whole_number
from bagchen_qt.ui.words import fill, list_text

CONTEXT = "BaoHuangHand"


def _t(text: str) -> str:
    return QCoreApplication.translate("BaoHuangHand", text)


# Each rank: some cards of it, counted ("%Ln" the number, in the language's digits), and a pair of it.
RANK_COUNTED: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln 6(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln 7(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln 8(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln 9(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln 10(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln jack(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln queen(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln king(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln ace(s)"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln 2(s)"),
)
RANK_PAIRS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of 6s"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of 7s"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of 8s"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of 9s"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of 10s"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of jacks"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of queens"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of kings"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of aces"),
    QT_TRANSLATE_NOOP("BaoHuangHand", "a pair of 2s"),
)
BLACK_JOKERS = QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln black joker(s)")
RED_JOKERS = QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln red joker(s)")
CARDS = QT_TRANSLATE_NOOP("BaoHuangHand", "%Ln card(s)")

# English's forms of the counted phrases: (one, other).
ENGLISH: dict[str, tuple[str, str]] = {
    "%Ln 6(s)": ("a 6", "%Ln 6s"),
    "%Ln 7(s)": ("a 7", "%Ln 7s"),
    "%Ln 8(s)": ("an 8", "%Ln 8s"),
    "%Ln 9(s)": ("a 9", "%Ln 9s"),
    "%Ln 10(s)": ("a 10", "%Ln 10s"),
    "%Ln jack(s)": ("a jack", "%Ln jacks"),
    "%Ln queen(s)": ("a queen", "%Ln queens"),
    "%Ln king(s)": ("a king", "%Ln kings"),
    "%Ln ace(s)": ("an ace", "%Ln aces"),
    "%Ln 2(s)": ("a 2", "%Ln 2s"),
    "%Ln black joker(s)": ("a black joker", "%Ln black jokers"),
    "%Ln red joker(s)": ("a red joker", "%Ln red jokers"),
    "%Ln card(s)": ("a card", "%Ln cards"),
}
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def counted(text: str, n: int) -> str:
    """A counted phrase of this module in the language in use, for ``n``."""
    translated = QCoreApplication.translate(CONTEXT, text, None, n)
    if translated != text.replace("%Ln", whole_number(n)) or text not in ENGLISH:
        return translated  # a catalogue's forms
    one, other = ENGLISH[text]
    if n == 1:
        return one
    return other.replace("%Ln", _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else whole_number(n))


def rank_phrase(rank: int, n: int) -> str:
    """Some cards of one rank (0 … 9): "an ace", "a pair of 7s", "three queens"."""
    if n == 2:
        return _t(RANK_PAIRS[rank])
    return counted(RANK_COUNTED[rank], n)


def jokers_phrase(black: int, red: int, protector: bool = False) -> str:
    """Jokers in words: "a black joker", "two black jokers and a red joker", "the
    protector's card"; ``protector``: the marked black joker is one of the black ones."""
    parts: list[str] = []
    plain_black = black - 1 if protector else black
    if protector:
        parts.append(_t("the protector's card"))
    if plain_black:
        parts.append(counted(BLACK_JOKERS, plain_black))
    if red:
        parts.append(counted(RED_JOKERS, red))
    return list_text(parts)


def describe_counts(counts: Sequence[int], protector: bool = False) -> str:
    """Cards given as twelve rank counts, high rank first: "three queens with a black joker"."""
    if len(counts) != RANK_COUNT:
        raise ValueError(f"a hand is {RANK_COUNT} rank counts, not {len(counts)}")
    ranks = [rank_phrase(rank, counts[rank]) for rank in range(TWO, -1, -1) if counts[rank]]
    jokers = jokers_phrase(counts[BLACK], counts[RED], protector and counts[BLACK] > 0)
    if not ranks:
        return jokers or _t("nothing selected")
    if not jokers:
        return list_text(ranks)
    return fill(_t("%1 with %2"), list_text(ranks), jokers)


def describe(cards: Iterable[int]) -> str:
    """Physical cards (a selection) in words."""
    held = tuple(cards)
    return describe_counts(_counts_of_cards(held), EUNUCH_CARD in held)


def describe_codes(codes: Iterable[int]) -> str:
    """A play written as the rules' card codes (``BJ*`` for the protector's card) in words."""
    counts = [0] * RANK_COUNT
    protector = False
    for code in codes:
        counts[CODE_RANK[code]] += 1
        protector = protector or code == MARKED_BLACK
    return describe_counts(counts, protector)
