"""What the live Tien Gow table shows: one seat's view of the deal, never the whole deal.

As an online player is sent nothing of the others' tiles, the table is given what the
human's seat knows (``FamilyController.seen``), the very view an AI seat decides from:
the trick game's ``SeatView`` (the rules' observation, the rule set and the events as the
seat saw them), Moving Mice's ``MiceView`` and Nau Tin Kau's ``NauView``.
``seat_picture`` draws a ``TablePicture`` from it.

A tile the seat may not see is a placeholder, ``HIDDEN + n``, n its place in the woodpile
as built (which stacks each seat takes is public, TG15). Another seat's row lists the
places of its stacks in the order taken, and a play leaves from the end of the row, so
neither the row nor the gap a play leaves tells anything of the tiles. A hidden tile
that comes face up (played, turned, taken back into the seat's own hand) starts from
the placeholder it was (``TablePicture.came_from``); a tile seen that goes back into
another seat's hand becomes a placeholder there.
"""

from __future__ import annotations

from typing import Any

from bagchen_qt.games.tiengow.ai.seen import SeatView
from bagchen_qt.games.tiengow.rules.events import Discard, Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.mice import HAND, STACK, MiceView, take_back_count
from bagchen_qt.games.tiengow.rules.nau import Draw, NauView, settle
from bagchen_qt.games.tiengow.rules.observation import SeenPlay
from bagchen_qt.games.tiengow.rules.seats import active_seats, woodpile_stacks
from bagchen_qt.games.tiengow.rules.two_player import DECK_KINDS, TILE_COUNT, banker_by_dice, payment
from bagchen_qt.games.tiengow.table.picture import (
    HIDDEN,
    PlayPicture,
    TablePicture,
    TrickPicture,
    is_hidden,
    last_dice,
    picture_of,
)

SEAT_VIEWS = (SeatView, MiceView, NauView)


def table_picture(deal: Any) -> TablePicture:
    """The picture of what the table is given: a seat's view, or (a table of AI seats
    only, which has nobody to hide anything from) the whole deal."""
    return seat_picture(deal) if isinstance(deal, SEAT_VIEWS) else picture_of(deal)


def seat_picture(view: SeatView | MiceView | NauView) -> TablePicture:
    """The table as the seat of ``view`` sees it (see the module docstring)."""
    if isinstance(view, MiceView):
        return _mice_picture(view)
    if isinstance(view, NauView):
        return _nau_picture(view)
    return _trick_picture(view)


def _kinds(picture: TablePicture, tile_kind: tuple[int, ...]) -> TablePicture:
    """``picture`` with the kind of every tile on it (placeholders have none)."""
    picture.kind_of.update({t: int(tile_kind[t]) for t in picture.pieces() if not is_hidden(t)})
    return picture


def _stacks(count: int, height: int) -> list[list[int]]:
    """The places of a woodpile of ``count`` stacks, stack after stack, bottom first."""
    return [list(range(i * height, (i + 1) * height)) for i in range(count)]


class _Rows:
    """Other seats' rows of placeholders; a play leaves from the end of its row. What each
    tile shown came from is noted with the step it happened at (``step``)."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.rows: dict[int, list[int]] = {}
        self.step = 0
        self._moves: list[tuple[int, int, int]] = []

    def came(self, pairs: Any, step: int | None = None) -> None:
        """(tile, what it was) pairs, at ``step`` (the step now when None)."""
        self._moves += [(self.step if step is None else step, tile, was) for tile, was in pairs]

    @property
    def came_from(self) -> dict[int, int]:
        """What each tile last came from."""
        return {tile: was for _, tile, was in sorted(self._moves, key=lambda move: move[0])}

    def play(self, seat: int, tiles: tuple[int, ...], count: int, face_up: bool) -> PlayPicture:
        """A play as the viewer sees it: its tiles, or the placeholders that left the row."""
        if seat == self.viewer:
            return PlayPicture(seat, tiles, face_up)
        row = self.rows.setdefault(seat, [])
        cut = max(len(row) - count, 0)
        left, row[cut:] = row[cut:], []
        if not face_up:
            return PlayPicture(seat, tuple(left), False)
        self.came(zip(tiles, left, strict=False))
        return PlayPicture(seat, tiles, True)


# --- the trick game ----------------------------------------------------------------------


def _trick_picture(view: SeatView) -> TablePicture:
    obs, rules = view.observation, view.rules
    me = obs.seat
    rows = _Rows(me)
    built: list[list[int]] = []
    if obs.banker is not None and any(isinstance(e, Shuffle) for e in view.events):
        height, taken = woodpile_stacks(obs.banker, active_seats(rules.seats, obs.rest), rules.hand_size)
        built = _stacks(2 * len(taken), height)
        for seat, (first, second) in taken.items():
            rows.rows[seat] = [HIDDEN + place for place in built[first] + built[second]]
    # The seat's own tiles lie in its own stacks: which where, it alone knows (and it is no matter).
    plays = [p for trick in obs.history for p in trick.plays] + list(obs.trick)
    mine = sorted({*obs.hand, *obs.aside, *(t for p in plays if p.seat == me for t in p.tiles)})
    own = dict(zip((k - HIDDEN for k in rows.rows.pop(me, [])), mine, strict=False))

    def shown(play: SeenPlay) -> PlayPicture:
        return rows.play(play.seat, tuple(play.tiles), play.count, play.face_up)

    won = tuple(TrickPicture(tuple(shown(p) for p in t.plays), t.plays[0].count, t.winner) for t in obs.history)
    trick = None
    if obs.trick:
        trick = TrickPicture(tuple(shown(p) for p in obs.trick), obs.trick[0].count, obs.trick[obs.top].seat)
    over, chance = obs.phase == "over", obs.phase in ("dice", "shuffle")
    hands = tuple(
        tuple(obs.hand) if seat == me else tuple(rows.rows.get(seat, [])[: obs.hand_sizes[seat]])
        for seat in range(rules.seats)
    )
    picture = TablePicture(
        seats=rules.seats,
        kind_of={},
        hands=hands,
        banker=obs.banker if obs.banker is not None and obs.banker >= 0 else None,
        resting=frozenset(() if obs.rest is None else (obs.rest,)),
        dice=last_dice(view.events),
        built=tuple(tuple(own.get(p, HIDDEN + p) for p in stack) for stack in built),
        trick=trick,
        won=won,
        chips=tuple(obs.chips),
        actor=None if over or chance else obs.actor,
        over=over,
        clockwise=rules.direction == "clockwise",
        tricks=tuple(obs.tricks),
        came_from=rows.came_from,
    )
    return _kinds(picture, rules.deck_tiles.tile_kind)


# --- Moving Mice -------------------------------------------------------------------------


def _mice_picture(view: MiceView) -> TablePicture:
    """The game walked through the events as the seat saw them: two rounds dealt from the
    woodpile (the first taker gets the first and third of the round's four stacks),
    tricks won into piles, and from round 3 each hand taken back from its own pile."""
    me, other = view.seat, 1 - view.seat
    stacks = _stacks(TILE_COUNT // STACK, STACK)
    rows = _Rows(me)
    piles: tuple[list[PlayPicture], list[PlayPicture]] = ([], [])  # a tile each, oldest first
    trick: list[PlayPicture] = []
    dealt: dict[int, list[int]] = {}  # round 1 and 2: the seat's own places
    played: dict[int, list[int]] = {}  # by round: the seat's own tiles played
    back: dict[int, list[PlayPicture]] = {}  # by round from 3: what the seat took back
    begun: dict[int, int] = {}  # by round: the step it began at
    held, number, banker, placeholder = [0, 0], 0, -1, HIDDEN + TILE_COUNT

    def deal(first: int) -> None:
        base = 4 * (number - 1)
        firsts, seconds = stacks[base] + stacks[base + 2], stacks[base + 1] + stacks[base + 3]
        dealt[number], begun[number] = (firsts if first == me else seconds), rows.step
        rows.rows[other] = [HIDDEN + p for p in (seconds if first == me else firsts)]
        held[:] = [HAND, HAND]

    for step, event in enumerate(view.events):
        rows.step = step
        if isinstance(event, ThrowDice):
            banker = banker_by_dice(view.starter, event.dice)
            continue
        if isinstance(event, Shuffle):
            number = 1
            deal(banker)
            continue
        seat, tiles = event.seat, tuple(event.tiles)
        held[seat] -= len(tiles)
        if seat == me:
            played.setdefault(number, []).extend(tiles)
        trick.append(rows.play(seat, tiles, len(tiles), not isinstance(event, Discard)))
        if len(trick) < 2:
            continue
        winner = trick[-1].seat if trick[-1].face_up else trick[0].seat
        piles[winner].extend(PlayPicture(p.seat, (t,), p.face_up) for p in trick for t in p.tiles)
        trick = []
        if any(held):
            continue
        if number == 1:
            number = 2
            deal(winner)
            continue
        n = take_back_count((len(piles[0]), len(piles[1])))
        if n == 0 or number >= view.rules.max_rounds:
            break
        number += 1
        back[number], theirs, begun[number] = piles[me][:n], piles[other][:n], rows.step
        del piles[0][:n], piles[1][:n]
        row = rows.rows[other] = []
        for tile in (p.tiles[0] for p in theirs):
            if not is_hidden(tile):  # a tile seen goes back into a hidden hand
                rows.came([(placeholder, tile)])
                tile, placeholder = placeholder, placeholder + 1
            row.append(tile)
        held[:] = [n, n]

    def own(round_number: int) -> list[int]:
        """The seat's own tiles of a round: those it played, and in the round under way holds."""
        return sorted(played.get(round_number, []) + (list(view.hand) if round_number == number else []))

    places: dict[int, int] = {}
    for r, ps in dealt.items():
        places.update(zip(ps, own(r), strict=False))
        rows.came(((tile, HIDDEN + place) for place, tile in zip(ps, own(r), strict=False)), begun[r])
    for r, taken in back.items():  # the hidden tiles the seat took back: its new hand tells which
        known = {p.tiles[0] for p in taken}
        hidden = sorted(t for t in known if is_hidden(t))
        rows.came(zip(sorted(set(own(r)) - known), hidden, strict=False), begun[r])
    built = tuple(tuple(places.get(p, HIDDEN + p) for p in stack) for stack in stacks) if number else ()
    won = tuple(
        TrickPicture(tuple(pile[i : i + 2]), 1, seat) for seat, pile in enumerate(piles) for i in range(0, len(pile), 2)
    )
    nets = (0, 0)
    if view.over and view.loser is not None:
        nets = payment(view.loser, view.rules.stake_unit, view.start_chips, view.rules.allow_debt)
    picture = TablePicture(
        seats=2,
        kind_of={},
        hands=tuple(tuple(view.hand) if seat == me else tuple(rows.rows.get(seat, [])) for seat in (0, 1)),
        banker=view.banker if view.banker >= 0 else None,
        dice=last_dice(view.events),
        woodpile=built[4:] if view.stock else (),
        built=built,
        trick=TrickPicture(tuple(trick), len(trick[0].tiles), trick[0].seat) if trick else None,
        won=won,
        chips=tuple(c + d for c, d in zip(view.start_chips, nets, strict=True)),
        actor=None if view.actor < 0 else view.actor,
        over=bool(view.over),
        clockwise=view.rules.direction == "clockwise",
        counts_tiles=True,
        came_from=rows.came_from,
    )
    return _kinds(picture, DECK_KINDS)


# --- Nau Tin Kau -------------------------------------------------------------------------


def _nau_picture(view: NauView) -> TablePicture:
    """The woodpile in stacks of four, the first tile to turn on top of the first stack;
    every tile turned is open, and came from the next place of the woodpile."""
    shuffled = any(isinstance(e, Shuffle) for e in view.events)
    built = tuple(tuple(HIDDEN + p for p in stack)[::-1] for stack in _stacks(TILE_COUNT // 4, 4)) if shuffled else ()
    leaders = [e.seat for e in view.events if isinstance(e, Draw)][::2]
    done = (len(view.captured[0]) + len(view.captured[1])) // 2
    taken = [0, 0]
    won: list[TrickPicture] = []
    turned: list[int] = []
    for i in range(done):  # each draw was taken by the one who leads the next
        taker = leaders[i + 1] if i + 1 < len(leaders) else view.last_taker
        assert taker is not None
        lead, second = view.captured[taker][taken[taker] : taken[taker] + 2]
        taken[taker] += 2
        won.append(
            TrickPicture(
                (PlayPicture(leaders[i], (lead,), True), PlayPicture(1 - leaders[i], (second,), True)), 1, taker
            )
        )
        turned += [lead, second]
    trick = None
    if view.turned is not None:
        turned.append(view.turned)
        trick = TrickPicture((PlayPicture(view.leader, (view.turned,), True),), 1, view.leader)
    drawn = {HIDDEN + p for p in range(len(turned))}
    pips = tuple(int(p) for p in view.red_pips)
    nets = settle(pips, view.start_chips, view.rules.allow_debt) if view.over else (0, 0)
    picture = TablePicture(
        seats=2,
        kind_of={},
        hands=((), ()),
        banker=view.banker if view.banker >= 0 else None,
        dice=last_dice(view.events),
        woodpile=tuple(s for s in (tuple(k for k in stack if k not in drawn) for stack in built) if s),
        built=built,
        trick=trick,
        won=tuple(won),
        chips=tuple(c + d for c, d in zip(view.start_chips, nets, strict=True)),
        actor=None if view.actor < 0 else view.actor,
        over=bool(view.over),
        clockwise=view.rules.direction == "clockwise",
        tricks=tuple(len(c) for c in view.captured),
        red_pips=pips,
        came_from={tile: HIDDEN + p for p, tile in enumerate(turned)},
    )
    return _kinds(picture, DECK_KINDS)
