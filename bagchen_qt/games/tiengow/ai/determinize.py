"""Full Tien Gow deals that agree with what one seat has seen (the searches' worlds).

The deal's events as the seat saw them (``SeatView.events``) are replayed through the rules'
own ``apply``, with what was hidden filled in at random:

- the woodpile: the tiles the seat has not seen are split among the other players, each
  getting, besides the tiles it has played face up, as many as it still holds and has
  thrown face down; the stacks are then built so the deal hands each player exactly these;
- another seat's face-down play: tiles of its sampled hand that it does not play face up
  later, mostly its weakest (people throw away what they miss least), now and then any;
- a declaration in the trade not yet shown (marked, or left out): either answer.

Nothing else of the true deal is read: the seat's view is all the determinizer is given.
Under compulsory beating a sampled hand may turn out to hold a beat where its owner
threw face down; such a deal is drawn again (``NoWorld`` after ``TRIES`` failures).
"""

from __future__ import annotations

import random

from bagchen_qt.ai.gamesearch import NoWorld
from bagchen_qt.games.tiengow.ai.seen import SeatView
from bagchen_qt.games.tiengow.rules.events import Beat, Declare, Discard, Event, Lead, Shuffle
from bagchen_qt.games.tiengow.rules.seats import woodpile_stacks
from bagchen_qt.games.tiengow.rules.state import TRADE, IllegalAction, TienGowState, apply, new_deal
from bagchen_qt.games.tiengow.rules.tiles import CIVIL, SINGLE_RANK

LEAK = 0.2  # chance that a sampled face-down play is any tiles rather than the weakest
TRIES = 20


def sample_world(obs: SeatView, rng: random.Random) -> TienGowState:
    """A full state in which ``obs.seat`` sees exactly ``obs``."""
    for _ in range(TRIES):
        try:
            return _draw(obs, rng)
        except IllegalAction:
            continue  # compulsory beating refused a sampled face-down play
    raise NoWorld(f"no deal agrees with seat {obs.seat}'s view after {TRIES} draws")


def _weakness(rules_order: str, kind: int) -> float:
    ranks = SINGLE_RANK[rules_order]
    top = 11 if CIVIL[kind] else 6
    return ranks[kind] / top


def _draw(obs: SeatView, rng: random.Random) -> TienGowState:
    rules, start, me = obs.rules, obs.start, obs.seat
    events: tuple[Event, ...] = obs.events
    face_up: dict[int, list[int]] = {}  # per seat, the tiles it played face up, in order
    mine_down: list[int] = []
    for event in events:
        if isinstance(event, (Lead, Beat)):
            face_up.setdefault(event.seat, []).extend(event.tiles)
        elif isinstance(event, Discard) and event.seat == me:
            mine_down.extend(event.tiles)
    # Face-up tiles each seat still has to play, as the replay goes on.
    to_play = {seat: set(tiles) for seat, tiles in face_up.items()}
    state = new_deal(rules, start.starter, start.chips, start.banker, start.rest, start.streak)
    for event in events:
        if isinstance(event, Shuffle):
            event = Shuffle(_woodpile(state, obs, face_up, mine_down, rng))
        elif isinstance(event, Discard) and event.seat != me:
            event = Discard(event.seat, _face_down(state, event.seat, len(event.tiles), to_play, rng))
        elif isinstance(event, Declare) and event.play is None:
            event = Declare(event.seat, rng.random() < 0.5)
        if isinstance(event, (Lead, Beat)):
            to_play[event.seat].difference_update(event.tiles)
        state = apply(state, event)
    while state.phase == TRADE and state.actor != me:
        # declarations made before the seat's own and not shown yet (they are simultaneous)
        state = apply(state, Declare(state.actor, rng.random() < 0.5))
    return state


def _woodpile(
    state: TienGowState,
    obs: SeatView,
    face_up: dict[int, list[int]],
    mine_down: list[int],
    rng: random.Random,
) -> tuple[int, ...]:
    """A stack order that deals the seat its own tiles and the others a random share of
    the rest, each with the tiles it has been seen to play."""
    me, hand = obs.seat, state.rules.hand_size
    seen = obs.observation
    own_aside = list(getattr(seen, "aside", ()))  # the seat's hand, laid aside in the trade
    dealt = {me: list(seen.hand) + own_aside + face_up.get(me, []) + mine_down}
    known = {t for tiles in face_up.values() for t in tiles} | set(dealt[me])
    size = len(state.players) * hand
    pool = [t for t in range(size) if t not in known]
    rng.shuffle(pool)
    for seat in state.players:
        if seat == me:
            continue
        need = hand - len(face_up.get(seat, []))
        dealt[seat] = face_up.get(seat, []) + pool[:need]
        pool = pool[need:]
    assert state.banker is not None
    height, stacks = woodpile_stacks(state.banker, state.players, hand)
    order = [0] * size
    for seat, (first, second) in stacks.items():
        tiles = dealt[seat]
        order[first * height : first * height + height] = tiles[:height]
        order[second * height : second * height + height] = tiles[height:]
    return tuple(order)


def _face_down(
    state: TienGowState, seat: int, count: int, to_play: dict[int, set[int]], rng: random.Random
) -> tuple[int, ...]:
    """Tiles ``seat`` may have thrown face down: held now and not played face up later."""
    keep = to_play.get(seat, set())
    free = [t for t in state.hands[seat] if t not in keep]
    if rng.random() < LEAK:
        return tuple(sorted(rng.sample(free, count)))
    tile_kind, order = state.deck.tile_kind, state.rules.single_order
    free.sort(key=lambda t: (_weakness(order, tile_kind[t]), rng.random()))
    return tuple(sorted(free[:count]))
