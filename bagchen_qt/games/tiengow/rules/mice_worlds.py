"""Whole Moving Mice games that agree with what one seat has seen (for searching players).

A seat's view holds the log as it saw it: the woodpile's order is left out and the
other seat's face-down tiles are ``-1``. What is hidden, and what the seat can still
work out, follows from the rules of TG26:

- the other player's hands of rounds 1 and 2 and the undealt stock come from the
  woodpile: any tiles the seat has not seen;
- the other player's face-down tiles all land in the seat's own won pile (only the
  leader can win a trick of two); once the seat takes them back, its new hand tells
  which tiles they were;
- from round 3 on the other player's hand comes from its own won pile, whose tiles the
  seat has all seen, so its face-down tiles are its hand less its face-up plays.

``sample_world`` walks the seen log keeping the piles with placeholders for the hidden
tiles, gives each placeholder a tile that meets every such constraint (a small search,
tiles tried in random order), builds a woodpile that deals the hands
found, and replays the completed log through the rules' own ``apply``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from bagchen_qt.games.tiengow.rules.events import Beat, Discard, Lead, Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.mice import HAND, STACK, Event, MiceState, MiceView, replay_filled, take_back_count
from bagchen_qt.games.tiengow.rules.two_player import TILE_COUNT, banker_by_dice

Entry = int  # a tile (>= 0) or a placeholder for a hidden tile (< 0: -1 - its number)
WOODPILE = 0  # the group of the tiles dealt in rounds 1 and 2 (round numbers from 0)


@dataclass
class _Round:
    size: int  # tiles in each hand
    first: int  # the seat that leads the round (takes the first stack of its deal)
    plays: tuple[list[Entry], list[Entry]] = field(default_factory=lambda: ([], []))
    taken: tuple[list[Entry], list[Entry]] | None = None  # the hands taken back (round 3 on)


def _walk(view: MiceView) -> tuple[list[_Round], int]:
    """The rounds as the seat saw them, and how many placeholders they hold."""
    me, other = view.seat, 1 - view.seat
    rounds: list[_Round] = []
    piles: tuple[list[Entry], list[Entry]] = ([], [])
    hidden = 0
    trick: list[tuple[int, list[Entry], bool]] = []
    banker = -1
    for event in view.events:
        if isinstance(event, ThrowDice):
            banker = banker_by_dice(view.starter, event.dice)
            continue
        if isinstance(event, Shuffle):
            rounds.append(_Round(HAND, banker))
            continue
        if not isinstance(event, Lead | Beat | Discard):
            raise ValueError(f"not a Moving Mice event: {event!r}")
        entries = list(event.tiles)
        if isinstance(event, Discard) and event.seat == other:
            entries = [-1 - (hidden + i) for i in range(len(entries))]
            hidden += len(entries)
        current = rounds[-1]
        current.plays[event.seat].extend(entries)
        trick.append((event.seat, entries, not isinstance(event, Discard)))
        if len(trick) < 2:
            continue
        winner = next(seat for seat, _, up in reversed(trick) if up)
        piles[winner].extend(e for _, played, _ in trick for e in played)
        trick = []
        if len(current.plays[me]) < current.size:
            continue
        if len(rounds) == 1:
            rounds.append(_Round(HAND, winner))
            continue
        n = take_back_count((len(piles[0]), len(piles[1])))
        if n == 0 or len(rounds) >= view.rules.max_rounds:
            break
        taken = (piles[0][:n], piles[1][:n])
        del piles[0][:n], piles[1][:n]
        rounds.append(_Round(n, winner, taken=taken))
    return rounds, hidden


@dataclass
class _Slot:
    """A hidden tile: the tiles it may be, and the two groups whose tiles are all apart
    (they lay together in one hand or one pile): where it came from, where it went."""

    may_be: set[int]
    origin: int  # WOODPILE, or the round (from 0) whose taken-back hand it was in
    taken: int | None = None  # the round in which the seat took it back


def _slots(view: MiceView, rounds: list[_Round], hidden: int) -> tuple[list[_Slot], set[int]]:
    """The hidden tiles with their constraints, and the tiles of the woodpile left for the
    other player's hands of rounds 1 and 2 and for the stock."""
    me, other = view.seat, 1 - view.seat
    last = len(rounds) - 1

    def known(entries: Sequence[Entry]) -> set[int]:
        return {e for e in entries if e >= 0}

    def hand_of_mine(number: int) -> set[int]:
        return known(rounds[number].plays[me]) | (set(view.hand) if number == last else set())

    # The woodpile holds every tile once: the other player's tiles of rounds 1 and 2 are
    # those not seen in the seat's own hands nor played face up by the other then.
    dealt = set(range(TILE_COUNT))
    for rnd in rounds[:2]:
        dealt -= known(rnd.plays[other])
    for number in range(min(2, len(rounds))):
        dealt -= hand_of_mine(number)
    slots: list[_Slot | None] = [None] * hidden
    for number, rnd in enumerate(rounds):
        if number < 2:
            may_be = dealt
        else:  # the other hand came back from its own pile, whose tiles the seat saw
            assert rnd.taken is not None
            may_be = known(rnd.taken[other]) - known(rnd.plays[other])
        for e in rnd.plays[other]:
            if e < 0:
                slots[-1 - e] = _Slot(set(may_be), WOODPILE if number < 2 else number)
    for number, rnd in enumerate(rounds):
        if rnd.taken is None:
            continue
        # The seat's own new hand tells what the hidden tiles it took back were.
        back = hand_of_mine(number) - known(rnd.taken[me])
        for e in rnd.taken[me]:
            if e < 0:
                slot = slots[-1 - e]
                assert slot is not None
                slot.may_be &= back
                slot.taken = number
    assert all(slot is not None for slot in slots)
    return [slot for slot in slots if slot is not None], dealt


def _fill(slots: list[_Slot], rng: random.Random) -> list[int]:
    """A tile for each hidden tile, apart from the others of its groups (a search with
    the tightest first, tiles tried in random order)."""
    order = sorted(range(len(slots)), key=lambda i: (len(slots[i].may_be), rng.random()))
    options = {i: rng.sample(sorted(slots[i].may_be), len(slots[i].may_be)) for i in order}
    placed: dict[int, int] = {}
    used: dict[tuple[str, int], set[int]] = {}

    def groups(i: int) -> list[tuple[str, int]]:
        slot = slots[i]
        return [("from", slot.origin)] + ([("to", slot.taken)] if slot.taken is not None else [])

    def search(k: int) -> bool:
        if k == len(order):
            return True
        i = order[k]
        for tile in options[i]:
            if any(tile in used.setdefault(g, set()) for g in groups(i)):
                continue
            for g in groups(i):
                used[g].add(tile)
            placed[i] = tile
            if search(k + 1):
                return True
            for g in groups(i):
                used[g].discard(tile)
        return False

    if not search(0):
        raise ValueError("no tiles agree with this view")
    return [placed[i] for i in range(len(slots))]


# The last view's rounds and hidden tiles: a search draws many games from one view.
_last_constraints: list[tuple[MiceView, tuple[list[_Round], list[_Slot], set[int]]]] = []


def _constraints(view: MiceView) -> tuple[list[_Round], list[_Slot], set[int]]:
    """The rounds of ``view``, its hidden tiles and the woodpile's unseen tiles (none of
    which the drawing changes), worked out once for a view drawn from again and again."""
    last = _last_constraints[-1] if _last_constraints else None  # one read: another thread may draw too
    if last is not None and last[0] is view:
        return last[1]
    rounds, hidden = _walk(view)
    slots, dealt = _slots(view, rounds, hidden)
    _last_constraints[:] = [(view, (rounds, slots, dealt))]
    return rounds, slots, dealt


def sample_world(view: MiceView, rng: random.Random) -> MiceState:
    """A whole game whose view for ``view.seat`` is ``view``, the hidden tiles drawn at
    random among those that agree with it."""
    other = 1 - view.seat
    rounds, slots, dealt = _constraints(view)
    placed = _fill(slots, rng)
    spare = sorted(dealt - {tile for slot, tile in zip(slots, placed, strict=True) if slot.origin == WOODPILE})
    rng.shuffle(spare)
    next_slot = 0
    events: list[Event] = []
    for event in view.events:
        if isinstance(event, Shuffle):
            event = Shuffle(_woodpile(view, rounds, placed, spare))
        elif isinstance(event, Discard) and event.seat == other:
            size = len(event.tiles)
            event = Discard(other, tuple(placed[next_slot : next_slot + size]))
            next_slot += size
        events.append(event)
    return replay_filled(view.rules, events, view.starter, view.start_chips)


def _woodpile(view: MiceView, rounds: list[_Round], placed: list[int], spare: list[int]) -> tuple[int, ...]:
    """The woodpile that deals rounds 1 and 2 as found: each hand is the tiles its
    player played in that round and, in the round under way, still holds; the other
    player's unplayed tiles and the undealt stock are the unseen tiles left over."""
    me, other = view.seat, 1 - view.seat
    spare = list(spare)
    order: list[int] = []
    for number in (0, 1):
        if number >= len(rounds):
            order += spare  # round 2's stock, not dealt yet
            spare = []
            break
        rnd = rounds[number]
        current = number == len(rounds) - 1
        hands: dict[int, list[int]] = {}
        for seat in (me, other):
            hand = [e if e >= 0 else placed[-1 - e] for e in rnd.plays[seat]]
            if current and seat == me:
                hand += view.hand
            elif current:
                hand += spare[: view.hand_sizes[other]]
                spare = spare[view.hand_sizes[other] :]
            hands[seat] = hand
        first, second = hands[rnd.first], hands[1 - rnd.first]
        order += first[:STACK] + second[:STACK] + first[STACK:] + second[STACK:]
    if spare or len(order) != TILE_COUNT:
        raise ValueError("no woodpile agrees with this view")
    return tuple(order)
