"""What the live Bagchen table is given: one seat's picture of the deal, never the deal.

As an online player is sent nothing of the others' tiles, the table (scene, window,
action bar, screen-reader words) is handed ``seat_view(state, seat)``: a ``DealState``
the table draws as it draws any, in which every tile the seat may not see is a
placeholder, ``HIDDEN + n``, with no kind at all. ``n`` is the place the tile had in
the towers as shuffled (``order``): which towers each seat takes is public (R17), so
another seat's row, laid out in the order the towers were taken, and the gap a play
leaves in it, say nothing of what the tiles are.

A tile the seat sees keeps its number in ``order`` too, so the table can tell which
placeholder a tile that comes face up was, and the reverse (``renaming``). Before the
shuffle the heap is placeholders as well, heap place n holding ``HIDDEN + n`` (what a
redeal threw in stays unknown), or tile n when it is shown (a hand shown for the redeal).

The seat sees its own hand and own plays, every face-up play, and what a seat shows
(a hand with no high tile, four sky chiefs, a passport holder's hand, a tile offered
for mother and son): ``layout.shown_tiles`` decides, as for the picture itself. A view
has no event log: the events that made it are the deal's.
"""

from __future__ import annotations

import dataclasses

from bagchen_qt.games.bagchen.rules.actions import Charity, Discard, Event, Shuffle
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay
from bagchen_qt.games.bagchen.table.layout import shown_tiles, sort_key

HIDDEN = 64  # placeholders are HIDDEN + a place in the towers; tiles are 0 to 63
_NO_COUNTS = (0,) * 21


def is_hidden(tile: int) -> bool:
    """Whether ``tile`` is a placeholder (a tile the seat may not see)."""
    return tile >= HIDDEN


def seen_tiles(state: DealState, seat: int) -> frozenset[int]:
    """Every tile ``seat`` sees in ``state`` now."""
    seen = set(state.hands[seat])
    for trick in (*state.tricks, *(() if state.trick is None else (state.trick,))):
        for play in trick.plays:
            if play.face_up or play.seat == seat:
                seen.update(play.tiles)
    for tiles in shown_tiles(state).values():
        seen.update(tiles)
    if state.offer is not None and state.offer[1] >= 0 and state.phase in (Phase.UNION_ANSWER, Phase.UNION_DUEL):
        seen.add(state.offer[1])
    return frozenset(seen)


def seat_view(state: DealState, seat: int) -> DealState:
    """``state`` as ``seat`` sees it (see the module docstring)."""
    seen = seen_tiles(state, seat)
    if state.order:
        name = {t: t if t in seen else HIDDEN + i for i, t in enumerate(state.order)}
        order = tuple(name[t] for t in state.order)
    else:  # the heap before the shuffle: heap place n is tile n's, shown or a placeholder
        shown = {t for tiles in shown_tiles(state).values() for t in tiles}
        name = {t: t for t in shown}
        order = tuple(n if n in shown else HIDDEN + n for n in range(64))

    def hidden_row(hand: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(name[t] for t in hand))

    def play_seen(play: TrickPlay) -> TrickPlay:
        return play._replace(tiles=tuple(name[t] for t in play.tiles))

    def trick_seen(trick: Trick) -> Trick:
        return trick._replace(plays=tuple(map(play_seen, trick.plays)))

    view = state._copy()
    view._log = None  # the events name every tile: they stay with the deal
    view.order = order
    view.hands = tuple(hand if s == seat else hidden_row(hand) for s, hand in enumerate(state.hands))
    view.counts = tuple(counts if s == seat else _NO_COUNTS for s, counts in enumerate(state.counts))
    view.trick = None if state.trick is None else trick_seen(state.trick)
    view.tricks = tuple(map(trick_seen, state.tricks))
    return view


def seen_event(event: Event | None, before: DealState | None, seat: int) -> Event | None:
    """``event`` as ``seat`` saw it: the shuffle's order and another seat's face-down
    tiles are placeholders (``before`` is the deal the event was applied to)."""
    if isinstance(event, Shuffle):
        return Shuffle(tuple(HIDDEN + i for i in range(len(event.order))))
    if before is None or getattr(event, "seat", seat) == seat:
        return event
    if isinstance(event, Discard):
        return dataclasses.replace(event, tiles=tuple(HIDDEN + before.order.index(t) for t in event.tiles))
    if isinstance(event, Charity):
        return dataclasses.replace(event, tile=HIDDEN + before.order.index(event.tile))
    return event


def renaming(before: DealState | None, after: DealState, old: set[int], new: set[int]) -> dict[int, int]:
    """How the names of the table's tiles go from the view ``before`` (its names
    ``old``) to the view ``after`` (``new``), old name to new, each once.

    A tile that comes face up was the placeholder of its place in the towers, and a tile
    that goes out of sight becomes it. Placeholders keep their place, but not from a deal
    under way to the heap (a redeal, a new deal): there a hand shown comes from its
    seat's row, in order, and the rest of the names are handed out in the order of the
    names. Nothing here depends on a tile the views do not show."""
    heap_anew = before is not None and before.phase is not Phase.SHUFFLE and after.phase is Phase.SHUFFLE
    keep = {t for t in old & new if not (heap_anew and is_hidden(t))}
    gone, came = old - keep, new - keep
    mapping: dict[int, int] = {}

    def pair(was: int | None, now: int) -> None:
        if was in gone and was not in mapping:
            mapping[was] = now

    if before is not None and not heap_anew:
        for tile in sorted(came):
            if is_hidden(tile):
                place = tile - HIDDEN
                pair(before.order[place] if place < len(before.order) else None, tile)
            elif tile in after.order:
                pair(HIDDEN + after.order.index(tile), tile)
    if before is not None and heap_anew:
        for seat, tiles in shown_tiles(after).items():
            row = [p for p in before.hands[seat] if is_hidden(p)]
            shown = sorted((t for t in tiles if t in came), key=lambda t: sort_key(t, after.point_mask))
            for was, now in zip(row, shown, strict=False):  # as they lie, one after the other
                pair(was, now)
    rest = [t for t in sorted(came) if t not in mapping.values()]
    mapping.update(zip(sorted(gone - mapping.keys()), rest, strict=False))
    return mapping
