"""A Bao Huang hand as the Chinese hold it: the cards in columns by rank, equal cards
stacked in a column, high to low, the jokers apart; and what the player has taken out of
it to play. Pure Python, so that it is tested without a window.

Columns run left to right: the jokers (black before red, the marked black joker after
the plain ones, the emperor card last), then 2, A, K … 6. In a column the cards are
ordered as the rules play them (the lowest-numbered copies first), and cards are taken
from the top of the column: taking k cards of a rank takes the first k, which is what
the rules would play. Jokers are taken cheapest first, and one may also be picked by
itself (``toggle_card``): a plain black joker and the protector's card make different
plays (BH23).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bagchen_qt.games.baohuang.rules.cards import (
    BLACK,
    CARD_COUNT,
    CARD_RANK,
    EUNUCH_CARD,
    MARKED_BLACK,
    TWO,
)
from bagchen_qt.games.baohuang.rules.events import Play
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation

JOKERS = -1  # the rank key of the jokers' column

# The keys ``press`` knows, as the table names them.
LEFT, RIGHT, UP, DOWN, JOKER_KEY, ESCAPE = "left", "right", "up", "down", "j", "escape"


@dataclass(frozen=True)
class Column:
    """One column of the hand: a rank (``JOKERS`` for the jokers) and its cards, top first."""

    rank: int
    cards: tuple[int, ...]


def columns_of(cards: Iterable[int]) -> tuple[Column, ...]:
    """The columns of a hand's physical cards: the jokers first, then 2 down to 6."""
    by_rank: dict[int, list[int]] = {}
    for card in cards:
        if not 0 <= card < CARD_COUNT:
            raise ValueError(f"a card is a number 0 to {CARD_COUNT - 1}, not {card!r}")
        rank = CARD_RANK[card]
        by_rank.setdefault(JOKERS if rank >= BLACK else rank, []).append(card)
    order = [JOKERS, *range(TWO, -1, -1)]
    return tuple(Column(rank, tuple(sorted(by_rank[rank]))) for rank in order if rank in by_rank)


def play_codes(cards: Iterable[int]) -> tuple[int, ...]:
    """The rules' card codes of some physical cards, as the move generator writes a play:
    ascending, so the marked black joker (``BJ*``) comes last."""
    return tuple(sorted(MARKED_BLACK if card == EUNUCH_CARD else CARD_RANK[card] for card in cards))


def matching_play(cards: Iterable[int], actions: Iterable[object]) -> Play | None:
    """Among legal actions, the play of exactly these cards (None: they make no legal play)."""
    wanted = play_codes(cards)
    if not wanted:
        return None
    for action in actions:
        if isinstance(action, Play) and tuple(sorted(action.cards)) == wanted:
            return action
    return None


class HandColumns:
    """The hand in columns, the cards taken to play and the focused column.

    ``selection`` is the taken physical cards; ``focus`` the index of the focused column
    (None when the hand is empty). Every change goes through the methods below, so the
    selection is always cards of the hand."""

    def __init__(self, cards: Iterable[int] = ()) -> None:
        self.columns: tuple[Column, ...] = ()
        self._taken: set[int] = set()
        self.focus: int | None = None
        self.set_cards(cards)

    @classmethod
    def from_observation(cls, observation: BaoHuangObservation) -> HandColumns:
        """The hand a seat's observation shows (its ``hand`` of physical cards)."""
        return cls(observation.hand)

    # --- the hand ---------------------------------------------------------------------

    def set_cards(self, cards: Iterable[int]) -> None:
        """Holds these cards now; keeps what is still held of the selection and the focus's rank."""
        focused = self.focused_rank
        self.columns = columns_of(cards)
        held = {card for column in self.columns for card in column.cards}
        self._taken &= held
        ranks = [column.rank for column in self.columns]
        if not ranks:
            self.focus = None
        elif focused in ranks:
            self.focus = ranks.index(focused)
        else:
            self.focus = min(self.focus or 0, len(ranks) - 1)

    @property
    def cards(self) -> tuple[int, ...]:
        return tuple(card for column in self.columns for card in column.cards)

    @property
    def size(self) -> int:
        return sum(len(column.cards) for column in self.columns)

    @property
    def tallest(self) -> int:
        """The most cards in one column."""
        return max((len(column.cards) for column in self.columns), default=0)

    def column_of_rank(self, rank: int) -> int | None:
        """The index of the column of ``rank`` (``JOKERS`` for the jokers), None if none is held."""
        return next((i for i, column in enumerate(self.columns) if column.rank == rank), None)

    @property
    def focused_rank(self) -> int | None:
        return None if self.focus is None else self.columns[self.focus].rank

    # --- the selection ----------------------------------------------------------------

    @property
    def selection(self) -> tuple[int, ...]:
        """The taken cards, in the hand's order."""
        return tuple(card for card in self.cards if card in self._taken)

    def is_taken(self, card: int) -> bool:
        return card in self._taken

    def taken_in(self, index: int) -> int:
        """How many cards of column ``index`` are taken."""
        return sum(card in self._taken for card in self.columns[index].cards)

    def codes(self) -> tuple[int, ...]:
        """The selection as the rules' card codes (see ``play_codes``)."""
        return play_codes(self._taken)

    def play(self, seat: int) -> Play | None:
        """The selection as ``seat``'s play (None when nothing is taken); the shell checks
        it against the legal actions (``matching_play``)."""
        codes = self.codes()
        return Play(seat, codes) if codes else None

    def select_codes(self, codes: Iterable[int]) -> None:
        """Takes the cards a play of these rules' card codes would take from the hand (a
        hint, a play to show): the lowest-numbered copies of each rank, plain black jokers
        unless ``BJ*`` is named, plain red jokers before the emperor's card (BH23).
        ``ValueError`` when the hand does not hold them; the selection is then unchanged."""
        wanted = [0] * (MARKED_BLACK + 1)
        for code in codes:
            wanted[code] += 1
        chosen: list[int] = []
        for code, count in enumerate(wanted):
            if not count:
                continue
            if code == MARKED_BLACK:
                pool = [EUNUCH_CARD] if EUNUCH_CARD in self.cards else []
            else:
                pool = [c for c in self.cards if CARD_RANK[c] == code and c != EUNUCH_CARD]
            if len(pool) < count:
                raise ValueError(f"the hand holds {len(pool)} of card code {code}, not {count}")
            chosen += sorted(pool)[:count]
        self._taken = set(chosen)

    def clear(self) -> bool:
        """Takes nothing; whether anything changed."""
        changed = bool(self._taken)
        self._taken.clear()
        return changed

    def take(self, index: int, count: int) -> None:
        """Takes the first ``count`` cards of column ``index`` (0: none of them)."""
        column = self.columns[index]
        if not 0 <= count <= len(column.cards):
            raise ValueError(f"column {index} holds {len(column.cards)} cards, not {count}")
        self._taken -= set(column.cards)
        self._taken |= set(column.cards[:count])
        if count and column.rank != JOKERS:
            self._let_go_of_other_ranks(column.rank)

    def _let_go_of_other_ranks(self, rank: int) -> None:
        """A play is one rank with jokers: taking a rank puts back another one, but twos
        stay with any rank, as they join it when twos are trumps (BH8)."""
        for column in self.columns:
            if column.rank not in (JOKERS, rank, TWO) and rank != TWO:
                self._taken -= set(column.cards)

    def click(self, index: int, whole: bool = False) -> None:
        """A click on column ``index``: one card more (none again after the whole column),
        or with ``whole`` the whole column (none again if it was all taken)."""
        column = self.columns[index]
        self.focus = index
        taken = self.taken_in(index)
        if whole:
            self.take(index, 0 if taken == len(column.cards) else len(column.cards))
        elif column.rank == JOKERS:
            if not self.add_joker():
                self.take(index, 0)
        else:
            self.take(index, (taken + 1) % (len(column.cards) + 1))

    def toggle_card(self, card: int) -> None:
        """Takes or puts back one joker by itself (a card of a rank: as many as down to it)."""
        for index, column in enumerate(self.columns):
            if card not in column.cards:
                continue
            self.focus = index
            if column.rank == JOKERS:
                self._taken ^= {card}
            else:
                position = column.cards.index(card)
                self.take(index, position if card in self._taken else position + 1)
            return
        raise ValueError(f"card {card} is not in the hand")

    def add_joker(self) -> bool:
        """Takes the cheapest joker not yet taken; whether there was one."""
        index = self.column_of_rank(JOKERS)
        if index is None:
            return False
        free = [card for card in self.columns[index].cards if card not in self._taken]
        if not free:
            return False
        self._taken.add(free[0])
        return True

    def more(self) -> bool:
        """One more card of the focused column; whether one was left to take."""
        if self.focus is None:
            return False
        if self.columns[self.focus].rank == JOKERS:
            return self.add_joker()
        taken = self.taken_in(self.focus)
        if taken == len(self.columns[self.focus].cards):
            return False
        self.take(self.focus, taken + 1)
        return True

    def fewer(self) -> bool:
        """One card fewer of the focused column (the last taken); whether one was taken."""
        if self.focus is None:
            return False
        taken = [card for card in self.columns[self.focus].cards if card in self._taken]
        if not taken:
            return False
        self._taken.discard(taken[-1])
        return True

    def move_focus(self, step: int) -> bool:
        """Moves the focus ``step`` columns right (negative: left), stopping at the ends."""
        if self.focus is None:
            return False
        target = max(0, min(len(self.columns) - 1, self.focus + step))
        moved = target != self.focus
        self.focus = target
        return moved

    def focus_rank(self, rank: int) -> bool:
        index = self.column_of_rank(rank)
        if index is None:
            return False
        self.focus = index
        return True

    def press(self, key: str) -> bool:
        """A key of the keyboard (``LEFT``, ``RIGHT``, ``UP``, ``DOWN``, ``JOKER_KEY``,
        ``ESCAPE``); whether the hand changed."""
        match key:
            case "left":
                return self.move_focus(-1)
            case "right":
                return self.move_focus(1)
            case "up":
                return self.more()
            case "down":
                return self.fewer()
            case "j":
                return self.add_joker()
            case "escape":
                return self.clear()
        return False
