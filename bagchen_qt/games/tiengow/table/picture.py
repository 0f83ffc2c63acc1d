"""What the Tien Gow table shows of a deal: one plain picture, read from the engine's state
or from what one seat sees of it.

The scene, its layout and its animations draw a ``TablePicture`` and nothing else, so
the only code that knows the names of the engine's fields is ``picture_of`` (and, for a
seat's view, ``seat_picture``). Tiles keep the game's own numbering; a tile the viewer
may not see is a placeholder (``HIDDEN`` and up) that names a place, never a tile.
A tile's kind is the domino set's (``core.dominoes``), which the tile art draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bagchen_qt.games.tiengow.rules.tiles import CIVIL, SINGLE_RANK

# A tile the viewer may not see: ``HIDDEN + n``, n the place it was dealt from (the
# woodpile as built, stack after stack), or above that a place numbered as it came.
HIDDEN = 1000


def is_hidden(key: int) -> bool:
    """Whether ``key`` is a placeholder, not a tile."""
    return key >= HIDDEN


@dataclass(frozen=True)
class PlayPicture:
    seat: int
    tiles: tuple[int, ...]
    face_up: bool


@dataclass(frozen=True)
class TrickPicture:
    """A trick in play or won: its plays in order; ``top_seat`` holds it (or won it)."""

    plays: tuple[PlayPicture, ...]
    size: int
    top_seat: int | None

    @property
    def leader(self) -> int:
        return self.plays[0].seat


@dataclass(frozen=True)
class TablePicture:
    seats: int
    kind_of: dict[int, int]  # every tile the viewer may see (of a whole deal: the deck): its kind
    hands: tuple[tuple[int, ...], ...]  # by seat; another seat's in the order dealt
    banker: int | None = None
    resting: frozenset[int] = frozenset()
    dice: tuple[int, ...] | None = None  # the banker's throw, once thrown
    woodpile: tuple[tuple[int, ...], ...] = ()  # the stacks still standing, left to right
    built: tuple[tuple[int, ...], ...] = ()  # the woodpile as built: the stacks the hands were taken from
    trick: TrickPicture | None = None
    won: tuple[TrickPicture, ...] = ()  # every trick won this deal, first to last
    chips: tuple[int, ...] = ()
    actor: int | None = None  # whose decision is due (None while chance acts or when over)
    over: bool = False
    clockwise: bool = False  # TG1: play goes counter-clockwise unless the rules say otherwise
    tricks: tuple[int, ...] = field(default=())  # tricks won by seat (a lead of k tiles counts k)
    counts_tiles: bool = False  # the game counts won tiles, not tricks (Moving Mice)
    red_pips: tuple[int, ...] = ()  # Nau Tin Kau: each seat's captured red pips (empty: not that game)
    # A tile (or placeholder) that was another before, as the viewer saw it: a hidden
    # tile played face up, turned, or taken back; the scene moves it on from there.
    came_from: dict[int, int] = field(default_factory=dict)

    @property
    def draws(self) -> bool:
        """Nau Tin Kau: tiles are turned from the woodpile, a draw at a time."""
        return bool(self.red_pips)

    def pieces(self) -> set[int]:
        """Every tile and placeholder on the table (or in the woodpile as built)."""
        stacks = (*self.hands, *self.woodpile, *self.built)
        tricks = (*self.won, *(() if self.trick is None else (self.trick,)))
        return {t for s in stacks for t in s} | {t for trick in tricks for p in trick.plays for t in p.tiles}

    def active_seats(self) -> list[int]:
        return [seat for seat in range(self.seats) if seat not in self.resting]

    def tricks_of(self, seat: int) -> int:
        """Tricks won by ``seat`` (won tiles, where the game counts tiles)."""
        if self.tricks:
            return self.tricks[seat]
        if self.counts_tiles:
            return sum(len(p.tiles) for trick in self.won if trick.top_seat == seat for p in trick.plays)
        return sum(trick.size for trick in self.won if trick.top_seat == seat)


def sort_key(kind: int) -> int:
    """Civil tiles first, high to low, then military: the kind index runs in that order."""
    return kind


def group_key(kind: int) -> tuple[bool, int]:
    """Tiles shown together in the viewer's hand: one civil kind, or one military total."""
    civil = CIVIL[kind]
    return (civil, kind if civil else -SINGLE_RANK["classic"][kind])


# --- from the engine's state ---------------------------------------------------------------


def _face_up(play: Any) -> bool:
    return bool(play.face_up if hasattr(play, "face_up") else play.up)


def _trick_of(plays: Any, top_seat: int | None) -> TrickPicture:
    shown = tuple(PlayPicture(int(p.seat), tuple(int(t) for t in p.tiles), _face_up(p)) for p in plays)
    return TrickPicture(shown, len(shown[0].tiles), top_seat)


def _won_of(state: Any) -> tuple[TrickPicture, ...]:
    """Won tricks, first to last. A game that keeps only the tiles each seat won (Moving
    Mice, whose players take them back) shows them as one column per tile."""
    history = getattr(state, "history", None)
    if history is not None:
        return tuple(_trick_of(t.plays, int(t.winner)) for t in history)
    won: list[TrickPicture] = []
    for seat, tiles in enumerate(state.won):
        for i in range(0, len(tiles), 2):  # two tiles to a small stack, as they were won
            plays = tuple(PlayPicture(int(w.seat), (int(w.tile),), bool(w.up)) for w in tiles[i : i + 2])
            won.append(TrickPicture(plays, 1, seat))
    return tuple(won)


def _top_seat(state: Any) -> int:
    top = getattr(state, "top", None)
    if top is None:  # the last face-up play is on top
        top = max(i for i, p in enumerate(state.trick) if _face_up(p) or i == 0)
    return int(state.trick[top].seat)


def _in_order_dealt(hands: Any, built: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Each hand in the order its tiles lay in the woodpile as built (the engine keeps them
    sorted, by kind): a row of backs says nothing of the tiles."""
    dealt = {tile: i for i, tile in enumerate(t for stack in built for t in stack)}
    return tuple(tuple(sorted((int(t) for t in hand), key=lambda t: dealt.get(t, t))) for hand in hands)


def last_dice(events: Any) -> tuple[int, ...] | None:
    """The dice of the last throw among ``events`` (None before any)."""
    dice: tuple[int, ...] | None = None
    for event in events:
        if type(event).__name__ == "ThrowDice":
            dice = tuple(int(d) for d in event.dice)
    return dice


def _dice_and_stacks(
    events: Any, height: int, first_on_top: bool = False
) -> tuple[tuple[int, ...] | None, tuple[tuple[int, ...], ...]]:
    """The last dice thrown, and the shuffled tiles built into stacks of ``height``
    (each stack bottom first; ``first_on_top``: its first tile on top)."""
    built: tuple[tuple[int, ...], ...] = ()
    for event in events:
        if type(event).__name__ == "Shuffle":
            order = tuple(int(t) for t in event.order)
            stacks = (order[i : i + height] for i in range(0, len(order), height))
            built = tuple(stack[::-1] if first_on_top else stack for stack in stacks)
    return last_dice(events), built


def _nau_picture(state: Any) -> TablePicture:
    """Nau Tin Kau (``rules.tiengow.nau.NauState``): the woodpile in stacks of four, the
    first tile to turn on top of the first stack; the tile turned in front of its
    player as a one-tile trick; each draw won as a small stack beside its taker."""
    rules = state.rules
    height = 4
    dice, built = _dice_and_stacks(state.events, height, first_on_top=True)
    standing = {int(t) for t in state.stock}
    woodpile = tuple(s for s in (tuple(t for t in stack if t in standing) for stack in built) if s)
    won: list[TrickPicture] = []
    leader = int(state.banker)
    # The draws in the order turned (by the woodpile's order); each leader is the last taker.
    drawn = {tile: i for i, tile in enumerate(tile for stack in built for tile in stack[::-1])}
    pairs = sorted(
        (drawn[int(tiles[i])], seat, int(tiles[i]), int(tiles[i + 1]))
        for seat, tiles in enumerate(state.captured)
        for i in range(0, len(tiles), 2)
    )
    for _, taker, lead, second in pairs:
        plays = (PlayPicture(leader, (lead,), True), PlayPicture(1 - leader, (second,), True))
        won.append(TrickPicture(plays, 1, taker))
        leader = taker
    over, chance = bool(state.is_over), bool(state.is_chance)
    trick = None
    if state.turned is not None:
        trick = TrickPicture((PlayPicture(int(state.leader), (int(state.turned),), True),), 1, int(state.leader))
    banker = int(state.banker)
    return TablePicture(
        seats=2,
        kind_of=dict(enumerate(rules.deck_tiles.tile_kind)),
        hands=((), ()),
        banker=None if banker < 0 else banker,
        dice=dice,
        woodpile=woodpile,
        built=built,
        trick=trick,
        won=tuple(won),
        chips=tuple(int(c) for c in state.chips),
        actor=None if over or chance else int(state.actor),
        over=over,
        clockwise=rules.direction == "clockwise",
        tricks=tuple(len(tiles) for tiles in state.captured),
        red_pips=tuple(int(state.red_pips(seat)) for seat in range(2)),
    )


def picture_of(state: Any) -> TablePicture:
    """The table's picture of a whole Tien Gow deal (``rules.tiengow.state.TienGowState``,
    or a small game's state such as Moving Mice's or Nau Tin Kau's), as the replay and
    the recap show it: the engine's names are read here only. The live table is shown
    one seat's view instead (``seat_view.seat_picture``)."""
    if hasattr(state, "captured"):
        return _nau_picture(state)
    rules = state.rules
    seats = int(rules.seats)
    height = max(int(rules.hand_size) // 2, 1)
    dice, built = _dice_and_stacks(state.events, height)
    stock = tuple(int(t) for t in getattr(state, "stock", ()))  # tiles still in the woodpile
    woodpile = tuple(stock[i : i + height] for i in range(0, len(stock), height))
    deck = getattr(state, "deck", None) or rules.deck_tiles
    over, chance = bool(state.is_over), bool(state.is_chance)
    rest = getattr(state, "rest", None)
    banker = getattr(state, "banker", None)
    chips = getattr(state, "chips", None) or (int(rules.stake),) * seats
    won = _won_of(state)
    tricks = getattr(state, "tricks", None)
    return TablePicture(
        seats=seats,
        kind_of=dict(enumerate(deck.tile_kind)),
        hands=_in_order_dealt(state.hands, built),
        banker=None if banker is None or banker < 0 else int(banker),
        resting=frozenset(() if rest is None else (int(rest),)),
        dice=dice,
        woodpile=woodpile,
        built=built,
        trick=_trick_of(state.trick, _top_seat(state)) if state.trick else None,
        won=won,
        chips=tuple(int(c) for c in chips),
        actor=None if over or chance else int(state.actor),
        over=over,
        clockwise=rules.direction == "clockwise",
        tricks=tuple(int(n) for n in tricks) if tricks is not None else (),
        counts_tiles=tricks is None,
    )
