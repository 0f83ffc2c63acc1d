"""Sampled deals that agree with what the others' plays suggest, not just with the rules.

Uniformly dealt hidden tiles ignore what play reveals, and a search then fears or
counts on tiles that are not there. ``world_sampler`` deals the unseen tiles with
``determinize.sample_hidden`` and then:

1. lets each other seat choose again, at each of its face-down plays, the tiles the
   Easy policy would have thrown away with the tiles it held then;
2. moves tiles out of hands that contradict a simple belief: a player who played
   face down could not beat (certain under compulsory beating, R8), and a player who
   led anything but points held none (points are cashed at once: they keep the lead);
   a belief that is not certain is left alone with a small chance (``LEAK``);
3. keeps, of a few such deals, the one whose past plays the Easy policy finds least
   surprising (``replay.surprises``).

The others may not play like Easy, but every level here mostly does, and people play
for the same reasons: they keep strong tiles and beat when they can.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bagchen_qt.games.bagchen.ai.reading import read
from bagchen_qt.games.bagchen.ai.replay import Rewind, surprises
from bagchen_qt.games.bagchen.rules.combos import MOTHER, NEVER_BEATEN, RANK, SON, beat_options, charity_combo, combo_of
from bagchen_qt.games.bagchen.rules.determinize import determinized_state, known_tiles, sample_hidden
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.options import face_down_proves_no_beat
from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND, kind_counts, kinds_of

LEAK = 0.15  # chance of leaving a belief that is not certain unenforced
MAX_SWAPS = 4  # swaps per belief before giving up on it
TRIES = 6  # draws per sampled deal; the one that best explains the others' plays is kept

# A belief about one hand: the kinds (from its counts) that contradict it, and how
# often to leave it unenforced.
Belief = tuple[Callable[[tuple[int, ...]], set[int]], float]


def _cannot_beat(top, mask: int) -> Callable[[tuple[int, ...]], set[int]]:
    def offending(counts: tuple[int, ...]) -> set[int]:
        return {k for play in beat_options(counts, top, mask) for k in play}

    return offending


def _holds_no_points(mask: int) -> Callable[[tuple[int, ...]], set[int]]:
    pair_is_point = not (mask >> MOTHER & 1 or mask >> SON & 1)

    def offending(counts: tuple[int, ...]) -> set[int]:
        kinds = {k for k in range(21) if counts[k] and mask >> k & 1}
        if pair_is_point and counts[MOTHER] and counts[SON]:
            kinds.add(SON)
        return kinds

    return offending


def beliefs(obs: Observation) -> dict[int, list[Belief]]:
    """What each other seat's plays suggest about its hand now."""
    mask, mm = obs.point_mask, obs.rules.max_mixed_ministers
    strict = 0.0 if face_down_proves_no_beat(obs.rules) else LEAK
    found: dict[int, list[Belief]] = {s: [] for s in range(4)}
    tops: dict[int, set] = {s: set() for s in range(4)}
    led_plain: set[int] = set()
    for trick in obs.tricks + ((obs.trick,) if obs.trick else ()):
        lead = trick.plays[0]
        top = combo_of(kinds_of(lead.tiles), mask, mm) if lead.face_up else charity_combo(lead.suit)
        if lead.seat != obs.seat and not top.points:
            led_plain.add(lead.seat)
        for play in trick.plays[1:]:
            if play.face_up:
                top = combo_of(kinds_of(play.tiles), mask, mm)
            elif play.seat != obs.seat and top.type not in NEVER_BEATEN and top not in tops[play.seat]:
                tops[play.seat].add(top)
                found[play.seat].append((_cannot_beat(top, mask), strict))
    for seat in led_plain:
        found[seat].append((_holds_no_points(mask), LEAK))
    return found


def _easy_downs(obs: Observation, hands: list[list[int]], downs: list[list[int]], locked: set[int]) -> None:
    """Choose the others' face-down tiles again, as the Easy policy would have: each
    seat's hidden tiles (its hand and face-down tiles as dealt) are one bag, and at each
    of its face-down plays it throws away its weakest tiles of that moment."""
    tricks = obs.tricks + ((obs.trick,) if obs.trick else ())
    later_up: list[list[int]] = [[], [], [], []]  # tiles each seat plays face up, still to come
    for trick in tricks:
        for play in trick.plays:
            if play.face_up:
                later_up[play.seat].extend(play.tiles)
    held = [hands[s] + downs[s] + later_up[s] for s in range(4)]
    held[obs.seat] = list(obs.hand) + [
        t for trick in tricks for p in trick.plays if p.seat == obs.seat for t in p.tiles
    ]
    rewind = Rewind(obs.rules, obs.point_mask, [len(h) for h in held])
    new_downs: list[list[int]] = [[], [], [], []]
    for i, trick in enumerate(tricks):
        rewind.start_trick(tricks[i - 1] if i else None)
        for j, play in enumerate(trick.plays):
            seat, tiles = play.seat, play.tiles
            if seat != obs.seat and not play.face_up:
                values = read(rewind.view(seat, held[seat], trick, j)).values
                # Tiles known to be in the hand (shown) go last: they were held when shown.
                free = [t for t in held[seat] if t not in later_up[seat]]
                free.sort(key=lambda t: (t in locked, values[TILE_KIND[t]], RANK[TILE_KIND[t]], -TILE_KIND[t]))
                tiles = tuple(free[: play.count])
                new_downs[seat].extend(tiles)
            elif play.face_up:
                for t in tiles:
                    later_up[seat].remove(t)
            if seat != obs.seat:
                for t in tiles:
                    held[seat].remove(t)
            rewind.advance(seat, tiles, play.face_up)
    for seat in range(4):
        # Keep the deal as dealt if the choice went wrong (it cannot, but a search must not crash).
        if seat != obs.seat and len(held[seat]) == obs.hand_sizes[seat] and len(new_downs[seat]) == len(downs[seat]):
            hands[seat], downs[seat] = held[seat], new_downs[seat]


def _enforce(
    obs: Observation,
    hands: list[list[int]],
    downs: list[list[int]],
    found: dict[int, list[Belief]],
    locked: set[int],
    rng: random.Random,
) -> None:
    """Swap tiles that contradict a belief with unseen tiles of other kinds, from
    another hand or from the face-down tiles."""
    others = [s for s in range(4) if s != obs.seat]
    for seat in others:
        hand = hands[seat]
        for offending, leak in found[seat]:
            if leak and rng.random() < leak:
                continue
            for _ in range(MAX_SWAPS):
                bad = offending(tuple(kind_counts(hand)))
                movable = [i for i, t in enumerate(hand) if TILE_KIND[t] in bad and t not in locked]
                if not movable:
                    break
                piles = [downs[o] for o in others] + [hands[o] for o in others if o != seat]
                spots = [
                    (pile, j)
                    for pile in piles
                    for j, t in enumerate(pile)
                    if TILE_KIND[t] not in bad and t not in locked
                ]
                if not spots:
                    break
                i = rng.choice(movable)
                pile, j = rng.choice(spots)
                hand[i], pile[j] = pile[j], hand[i]


def world_sampler(obs: Observation, rng: random.Random, tries: int = TRIES) -> Callable[[], DealState]:
    """Draws full deals that agree with ``obs`` and, mostly, with the beliefs: the best
    of ``tries`` draws, the one whose past plays the Easy policy finds least surprising."""
    found = beliefs(obs)
    locked = set().union(*known_tiles(obs).values())

    def draw() -> DealState:
        hands, downs = sample_hidden(obs, rng)
        _easy_downs(obs, hands, downs, locked)
        _enforce(obs, hands, downs, found, locked, rng)
        return determinized_state(obs, hands, downs)

    def sample() -> DealState:
        best: DealState | None = None
        fewest = 1 << 30
        for _ in range(tries):
            world = draw()
            count = surprises(world, obs.seat, stop_at=fewest)
            if count < fewest:
                best, fewest = world, count
                if not count:
                    break
        assert best is not None, "at least one draw is tried"
        return best

    return sample
