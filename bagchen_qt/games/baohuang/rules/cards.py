"""The 168 cards of Bao Huang (BH1), their ranks, and how plays are written.

Two numberings live side by side:

- **Ranks** 0 … 11 are what play sees: ``6 7 8 9 10 J Q K A 2 BJ RJ``, from low to high;
  the number is the rank's strength. A hand is a count vector of 12 ranks.
- **Card numbers** 0 … 167 are the physical cards, as the shuffle orders them: the
  ``PACK`` tile set numbers them in kind order, a kind being a rank in one suit (four
  copies each, one from each of the four packs), then the three ordinary black jokers,
  the marked black joker (163), the three ordinary red jokers and the marked red joker
  (167). Rank ``r`` in suit ``s`` (spades, hearts, diamonds, clubs) is cards
  ``16 r + 4 s`` … ``16 r + 4 s + 3``.

Play is by ranks only (suits never matter, BH1), so a play names **card codes**: a rank
0 … 11, or ``MARKED_BLACK`` (12, written ``BJ*``) for the marked black joker, the one
joker whose play tells the table something (BH5, BH23). The marked red joker is played
as a plain ``RJ``: who is emperor is known before the first lead.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bagchen_qt.core.tileset import TileSet

SEATS = 5
RANK_COUNT = 12
RANK_NAMES = ("6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")
SIX, TWO, BLACK, RED = 0, 9, 10, 11
MARKED_BLACK = 12  # the code of the marked black joker in a play
MARKED_RED_NAME = "RJ*"  # the emperor card, written so in a hand, never in a play
CODE_NAMES = (*RANK_NAMES, "BJ*")
CODE_RANK = (*range(RANK_COUNT), BLACK)  # a card code's rank
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
COPIES_PER_SUIT = 4  # four packs

PACK = TileSet.of(
    "bao-huang",
    [(f"{RANK_NAMES[r]}{SUITS[s]}", SUIT_NAMES[s], r, COPIES_PER_SUIT) for r in range(TWO + 1) for s in range(4)]
    + [("BJ", "joker", BLACK, 3), ("BJ*", "joker", BLACK, 1), ("RJ", "joker", RED, 3), ("RJ*", "joker", RED, 1)],
)
CARD_COUNT = PACK.size  # 168
EUNUCH_CARD = PACK.tiles_of_kind[41][0]  # 163: the marked black joker
EMPEROR_CARD = PACK.tiles_of_kind[43][0]  # 167: the marked red joker
CARD_RANK: tuple[int, ...] = tuple(PACK.specs[k].rank for k in PACK.tile_kind)
# The cards of each rank in number order (a hand gives and plays the lowest first).
CARDS_OF_RANK: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(CARD_COUNT) if CARD_RANK[c] == r) for r in range(RANK_COUNT)
)
EMPTY_COUNTS: tuple[int, ...] = (0,) * RANK_COUNT


def card_label(card: int) -> str:
    """A physical card: ``10H``, ``QS``, ``BJ*``."""
    return PACK.notation(PACK.tile_kind[card])


def counts_of_cards(cards: Iterable[int]) -> tuple[int, ...]:
    """The rank counts of some physical cards."""
    counts = [0] * RANK_COUNT
    for card in cards:
        counts[CARD_RANK[card]] += 1
    return tuple(counts)


def counts_of_codes(codes: Iterable[int]) -> tuple[int, ...]:
    """The rank counts of some card codes (``BJ*`` counts as a black joker)."""
    counts = [0] * RANK_COUNT
    for code in codes:
        counts[CODE_RANK[code]] += 1
    return tuple(counts)


def code_of(text: str) -> int:
    """A card code from its name (``"10"``, ``"BJ*"``); ``ValueError`` otherwise."""
    try:
        return CODE_NAMES.index(text)
    except ValueError:
        names = " ".join(CODE_NAMES)
        raise ValueError(f"{text!r} is not a card (the cards are {names})") from None


def codes_of(texts: Sequence[str]) -> tuple[int, ...]:
    """Card codes from their names, in the order given."""
    return tuple(code_of(t) for t in texts)


def names_of(codes: Iterable[int]) -> list[str]:
    return [CODE_NAMES[c] for c in codes]


def format_codes(codes: Iterable[int]) -> str:
    """A play written high to low: ``RJ BJ* 7 7``."""
    ordered = sorted(codes, key=lambda c: (CODE_RANK[c], c), reverse=True)
    return " ".join(CODE_NAMES[c] for c in ordered) or "nothing"


def format_counts(counts: Sequence[int], marked_black: bool = False) -> str:
    """A count vector written high to low, ``BJ*`` for the marked black joker held."""
    words: list[str] = []
    for rank in range(RANK_COUNT - 1, -1, -1):
        n = counts[rank]
        if rank == BLACK and marked_black and n:
            words.append("BJ*")
            n -= 1
        words += [RANK_NAMES[rank]] * n
    return " ".join(words) or "nothing"
