"""How much of the other hands a Tien Gow seat's sampled deals get right, with and
without reading the others' plays.

    python scripts/tien_gow_reading.py [--preset folk-24-four] [--deals 100] [--seed 1]
        [--worlds 20] [--unexplained 0.25] [--tries 12]

Deals are played by Easy at every seat. At every other decision with a choice after the
first trick, the seat to act draws ``--worlds`` deals from what it has seen in three
ways, and each is scored by the share of the tiles still in the other hands that it puts
in the right hand (by kind):

- *uniform*: the determinizer with every face-down play any of the seat's free tiles;
- *searches*: the determinizer as Medium and Hard use it (face-down plays mostly the
  weakest tiles);
- *reading*: the searches' draws, each kept with chance ``--unexplained`` to the power
  of the other seats' plays Easy would not have made from their sampled hands
  (rejection sampling), the likeliest of ``--tries`` draws when none is kept.

The script prints each way's mean share, its CPU time a draw, and the reading's gain
over the searches' draws with its 95% interval (over the decisions).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from bagchen_qt.games.tiengow.ai import determinize
from bagchen_qt.games.tiengow.ai.players import KIT
from bagchen_qt.games.tiengow.ai.seen import SeatView, seat_view
from bagchen_qt.games.tiengow.rules.events import Beat, Discard, Event, Lead
from bagchen_qt.games.tiengow.rules.ruleset import preset
from bagchen_qt.games.tiengow.rules.state import TienGowState, apply, legal_actions, new_deal, sample_chance
from bagchen_qt.games.tiengow.rules.tiles import Deck

Draw = Callable[[SeatView, random.Random], TienGowState]
_UNUSED = random.Random(0)  # Easy's trick play draws no random number


def easy(state: TienGowState) -> Event:
    """Easy's move for the seat to act, as the searches' play-outs make it."""
    return KIT.playout_move(state, _UNUSED)  # type: ignore[no-any-return]


def same_play(deck: Deck, one: Event, other: Event) -> bool:
    """Whether two plays look the same to the other seats: the same kinds face up, any
    tiles face down."""
    if type(one) is not type(other):
        return False
    if isinstance(one, (Lead, Beat)) and isinstance(other, (Lead, Beat)):
        return deck.kinds_of(one.tiles) == deck.kinds_of(other.tiles)
    return isinstance(one, Discard)


def uniform(obs: SeatView, rng: random.Random) -> TienGowState:
    kept, determinize.LEAK = determinize.LEAK, 1.0  # every face-down play any free tiles
    try:
        return determinize.sample_world(obs, rng)
    finally:
        determinize.LEAK = kept


def likelihood(world: TienGowState, seat: int, unexplained: float) -> float:
    """``unexplained`` to the power of the other seats' plays in ``world`` that Easy would
    not have made (of a face-down play, only that it went face down is seen)."""
    start = world.start
    state = new_deal(world.rules, start.starter, start.chips, start.banker, start.rest, start.streak)
    chance = 1.0
    for event in world.events:
        other = not state.is_chance and state.actor != seat and isinstance(event, (Lead, Beat, Discard))
        if other and len(legal_actions(state)) > 1 and not same_play(state.deck, easy(state), event):
            chance *= unexplained
        state = apply(state, event)
    return chance


def reader(unexplained: float, tries: int) -> Draw:
    def read(obs: SeatView, rng: random.Random) -> TienGowState:
        best, best_chance = None, -1.0
        for _ in range(tries):
            world = determinize.sample_world(obs, rng)
            chance = likelihood(world, obs.seat, unexplained)
            if rng.random() < chance:
                return world
            if chance > best_chance:
                best, best_chance = world, chance
        assert best is not None
        return best

    return read


def share_right(world: TienGowState, truth: TienGowState, seat: int) -> float | None:
    right = total = 0
    for other in truth.players:
        if other == seat or not truth.hands[other]:
            continue
        sampled = Counter(world.deck.tile_kind[t] for t in world.hands[other])
        held = Counter(truth.deck.tile_kind[t] for t in truth.hands[other])
        right += sum((sampled & held).values())
        total += sum(held.values())
    return right / total if total else None


def decisions(rules_name: str, deal: int, rng: random.Random) -> list[TienGowState]:
    """Every other decision with a choice after the first trick, in a deal Easy plays."""
    rules = preset(rules_name)
    state = new_deal(rules, deal % rules.seats)
    found = []
    while not state.is_over:
        if state.is_chance:
            state = apply(state, sample_chance(state, rng))
            continue
        legal = legal_actions(state)
        hidden = any(state.hands[seat] for seat in state.players if seat != state.actor)
        if state.history and hidden and len(legal) > 1 and isinstance(legal[0], (Lead, Beat, Discard)):
            found.append(state)
        state = apply(state, easy(state))
    return found[::2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="folk-24-four")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--unexplained", type=float, default=0.25)
    parser.add_argument("--tries", type=int, default=12)
    args = parser.parse_args()
    ways: dict[str, Draw] = {
        "uniform": uniform,
        "searches": determinize.sample_world,
        "reading": reader(args.unexplained, args.tries),
    }
    shares: dict[str, list[float]] = {name: [] for name in ways}
    seconds = dict.fromkeys(ways, 0.0)
    rng = random.Random(args.seed)
    for deal in range(args.deals):
        for position in decisions(args.preset, deal, rng):
            obs = seat_view(position, position.actor)
            for name, draw in ways.items():
                draws = random.Random(f"{args.seed}-{deal}-{len(shares[name])}")
                began = time.process_time()
                worlds = [draw(obs, draws) for _ in range(args.worlds)]
                seconds[name] += time.process_time() - began
                scores = [s for s in (share_right(w, position, position.actor) for w in worlds) if s is not None]
                shares[name].append(statistics.fmean(scores))
    count = len(shares["searches"])
    for name, values in shares.items():
        per_draw = 1000 * seconds[name] / (count * args.worlds)
        print(f"{name}: {statistics.fmean(values):.1%} of the other hands right, {per_draw:.2f} ms a draw")
    gains = [read - plain for plain, read in zip(shares["searches"], shares["reading"], strict=True)]
    half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
    mean = statistics.fmean(gains)
    print(f"reading − searches over {count} decisions: {mean:+.1%} [{mean - half:+.1%}, {mean + half:+.1%}]")


if __name__ == "__main__":
    main()
