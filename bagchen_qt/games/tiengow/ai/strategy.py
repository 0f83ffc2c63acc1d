"""Easy's hand-written play of a Tien Gow trick, on kinds.

What it knows of a position (a ``TrickView``) is what the seat may see: its own kinds,
the kinds it has not seen (the others' hands and face-down tiles together), the top of
the trick and how many tiles each play takes, its tricks so far and the last-trick rule.

- Lead: a lead nobody can beat with the unseen tiles ("sure") wins its tricks; the
  biggest sure lead goes first, but the seat's best single (its *keeper*) is kept for
  the last trick while other tiles remain; the last lead is all it has left, if that
  is a combination. With nothing sure it leads its weakest single but the keeper,
  giving away as little as it can.
- Follow: beat as cheaply as it can, preferring a beat nobody after it can top, and
  without spending its keeper on a one-tile trick before the end; in the last trick it
  beats with its strongest play. Otherwise it throws its weakest tiles face down,
  breaking combinations last.
- Under TG14 a seat without a trick takes one as soon as it can, since without it the
  last trick cannot be won.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bagchen_qt.games.tiengow.rules.combos import CombinationTable, discard_options
from bagchen_qt.games.tiengow.rules.tiles import CIVIL, KIND_COUNT

Kinds = tuple[int, ...]
MUST_TAKE_TILES = 3  # a seat without a trick under TG14 beats with anything from this many tiles left


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick decision as one seat sees it, in kinds."""

    table: CombinationTable
    hand: tuple[int, ...]  # own kind counts (21)
    unseen: tuple[int, ...]  # kind counts of the tiles the seat has not seen
    top: Kinds | None  # the trick's top play (None: the seat leads)
    size: int  # tiles each play takes (the lead's, or the lead to be made: 0)
    tricks: int  # tricks this seat has won so far
    last_trick_rule: bool  # TG14 in force
    players_after: int = 0  # active seats still to play in this trick after this one

    @property
    def tiles(self) -> int:
        return sum(self.hand)

    @property
    def last_trick(self) -> bool:
        """Whether this trick empties the hands."""
        return self.top is not None and self.tiles == self.size


def beaters_unseen(view: TrickView, kinds: Kinds) -> int:
    """How many plays of the unseen tiles beat ``kinds`` (0: a sure winner)."""
    return len(view.table.beat_options(view.unseen, kinds))


# Per combination table: for each kind, the kinds of its suit in the deck ranked above it,
# the suit's lowest rank and its spread (play-outs ask this thousands of times a second).
_SUITS: dict[int, tuple[CombinationTable, list[tuple[tuple[int, ...], int, int]]]] = {}
# Per combination table and hand: the leads the hand holds.
_LEADS: dict[tuple[int, tuple[int, ...]], list[Kinds]] = {}
_LEADS_KEPT = 100_000


def _suits(table: CombinationTable) -> list[tuple[tuple[int, ...], int, int]]:
    known = _SUITS.get(id(table))
    if known is not None and known[0] is table:
        return known[1]
    ranks = table.ranks
    info = []
    for kind in range(KIND_COUNT):
        suit = [k for k in range(KIND_COUNT) if CIVIL[k] == CIVIL[kind] and table.copies[k]] or [kind]
        low = min(ranks[k] for k in suit)
        spread = max(1, max(ranks[k] for k in suit) - low)
        info.append((tuple(k for k in suit if ranks[k] > ranks[kind]), low, spread))
    _SUITS[id(table)] = (table, info)
    return info


def leads_of(view: TrickView) -> list[Kinds]:
    """Every lead the seat's hand can make (remembered: hands recur across sampled deals)."""
    key = (id(view.table), view.hand)
    leads = _LEADS.get(key)
    if leads is None:
        if len(_LEADS) > _LEADS_KEPT:
            _LEADS.clear()
        _suits(view.table)  # keeps the table alive under its id
        leads = _LEADS[key] = view.table.lead_options(view.hand)
    return leads


def single_strength(view: TrickView, kind: int) -> float:
    """A single's worth, 0 to 1 or a little less: how much of its suit it outranks, less
    for each unseen tile that beats it."""
    higher, low, spread = _suits(view.table)[kind]
    unseen = view.unseen
    return (view.table.ranks[kind] - low) / spread - 0.05 * sum(unseen[k] for k in higher)


def keeper(view: TrickView, strengths: dict[int, float] | None = None) -> int | None:
    """The kind the seat keeps for the last trick: its single the fewest unseen tiles
    beat, the stronger on a tie (``strengths``: ``single_strength`` of the held kinds)."""
    held = [k for k in range(KIND_COUNT) if view.hand[k]]
    if not held:
        return None
    strength = strengths or {k: single_strength(view, k) for k in held}
    if view.table.civil_over_military:
        return min(held, key=lambda k: (beaters_unseen(view, (k,)), -strength[k], k))
    suits, unseen = _suits(view.table), view.unseen
    # Without civil over military a single is beaten only by higher singles of its suit.
    return min(held, key=lambda k: (sum(1 for h in suits[k][0] if unseen[h]), -strength[k], k))


class Values:
    """How much the seat would miss a tile of each kind: its strength, more when it is
    the keeper or part of a combination of several tiles the seat holds."""

    def __init__(self, view: TrickView) -> None:
        strengths = {k: single_strength(view, k) for k in range(KIND_COUNT) if view.hand[k]}
        self.keep = keeper(view, strengths)
        combos = {k for lead in leads_of(view) if len(lead) > 1 for k in lead}
        self.of_kind = {
            k: strength + (0.5 if k in combos else 0.0) + (1.0 if k == self.keep else 0.0)
            for k, strength in strengths.items()
        }

    def of(self, kinds: Kinds) -> float:
        return sum(self.of_kind[k] for k in kinds)


def choose_lead(view: TrickView, leads: Sequence[Kinds]) -> Kinds:
    """The lead among ``leads`` (the legal ones, as kinds)."""
    values = Values(view)
    keep = values.keep
    everything = view.tiles

    def spends_keeper(kinds: Kinds) -> bool:
        return keep is not None and keep in kinds and len(kinds) < everything and view.hand[keep] == 1

    sure = [lead for lead in leads if beaters_unseen(view, lead) == 0]
    sure_now = [lead for lead in sure if not spends_keeper(lead)]
    if sure_now:
        # The most tricks at once; of equal size, the one worth least to keep.
        return max(sure_now, key=lambda lead: (len(lead), -values.of(lead), lead))
    whole = [lead for lead in leads if len(lead) == everything]
    if whole:
        return max(whole)  # the last lead: everything left at once
    if sure and everything <= 2:
        return max(sure, key=lambda lead: (len(lead), lead))  # the keeper now, the last tile after
    if view.last_trick_rule and view.tricks == 0 and everything <= 3:
        # Without a trick the last one cannot be won (TG14): try the likeliest winner.
        return min(leads, key=lambda lead: (beaters_unseen(view, lead), -len(lead), lead))
    # Nothing sure: give the lead away cheaply with the weakest single that is not kept.
    singles = [lead for lead in leads if len(lead) == 1 and lead[0] != keep] or [
        lead for lead in leads if len(lead) == 1
    ]
    if not singles:
        return min(leads, key=lambda lead: (beaters_unseen(view, lead), lead))
    return min(singles, key=lambda lead: (values.of(lead), lead))


def choose_follow(view: TrickView, beats: Sequence[Kinds]) -> tuple[Kinds, bool]:
    """(kinds, face up) for a follow: one of ``beats`` face up (the legal beats, as
    kinds), or ``view.size`` tiles face down."""
    values = Values(view)
    keep = values.keep
    if beats:
        if view.last_trick:
            return max(beats, key=lambda play: (values.of(play), play)), True
        # Without a trick the last cannot be won (TG14): near the end, take one with anything.
        must_take = view.last_trick_rule and view.tricks == 0 and view.tiles <= MUST_TAKE_TILES
        cheap = [
            play
            for play in beats
            if must_take or view.size > 1 or keep not in play or view.hand[keep] > 1 or view.tiles <= view.size + 1
        ]
        if cheap:
            # Of the beats nobody after the seat can top, the cheapest; else the cheapest.
            safe = [play for play in cheap if view.players_after == 0 or beaters_unseen(view, play) == 0]
            return min(safe or cheap, key=lambda play: (values.of(play), play)), True
    return weakest(view, view.size, values), False


def weakest(view: TrickView, size: int, values: Values | None = None) -> Kinds:
    """The ``size`` kinds the seat misses least, combinations broken last."""
    values = values or Values(view)
    return min(discard_options(view.hand, size), key=lambda kinds: (values.of(kinds), kinds))
