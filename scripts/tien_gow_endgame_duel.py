"""What a Tien Gow level's play of the last tricks is worth, on the same positions.

    python scripts/tien_gow_endgame_duel.py [--positions 400] [--seed 21] [--tiles 3]
        [--first hard] [--second medium] [--max-iterations 16] [--think-ms 0]

Deals of classic Tien Gow are played by Easy at every seat until each hand holds
``--tiles`` tiles. From there the deal is finished twice: once with the first level at
seats 0 and 2 and the second at 1 and 3, once the other way round, so each holds each
hand once (a duplicate deal cut to its end). A position's figure is the first level's
mean chips a seat less the second's; the script prints their mean over the positions
with its 95% interval. Decisions before the cut are the same for both, so the figure is
what the two levels' end play is worth to a whole deal.

A cut at 8 tiles (before the first lead) is a whole duplicate deal. The levels are
any Tien Gow level's name, the Oracle included.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.ai.worker import decide_for
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.ai.players import KIT
from bagchen_qt.games.tiengow.rules.state import LEAD


def cut_position(rng: random.Random, starter: int, tiles: int) -> Any:
    """A classic deal played by Easy until every hand holds ``tiles`` tiles, at a lead."""
    game = game_named(TIEN_GOW)
    while True:
        state = game.new_deal(game.rules_from("classic"), starter)
        while not state.is_over:
            if state.is_chance:
                state = game.apply(state, game.sample_chance(state, rng))
            elif state.phase == LEAD and all(len(state.hands[seat]) == tiles for seat in state.players):
                return state
            else:
                state = game.apply(state, KIT.playout_move(state, rng))


def finish(state: Any, seated: list[Any]) -> tuple[int, ...]:
    game = game_named(TIEN_GOW)
    while not state.is_over:
        legal = game.legal_actions(state)
        choice = legal[0] if len(legal) == 1 else decide_for(seated[state.actor], None, legal, None, state, TIEN_GOW)
        state = game.apply(state, choice)
    return game.deltas(state)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--tiles", type=int, default=3)
    parser.add_argument("--first", default="hard")
    parser.add_argument("--second", default="medium")
    parser.add_argument("--max-iterations", type=int, default=16)
    parser.add_argument("--think-ms", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    figures: list[float] = []
    began = time.process_time()
    for index in range(args.positions):
        position = cut_position(rng, index % 4, args.tiles)
        seed = rng.getrandbits(32)
        chips = {args.first: 0.0, args.second: 0.0}
        for swap in (False, True):
            order = [args.second, args.first] if swap else [args.first, args.second]
            seated = []
            for seat in range(4):
                options = PlayerOptions(think_ms=args.think_ms, max_iterations=args.max_iterations, seed=seed + seat)
                seated.append(make_player(order[seat % 2], options, TIEN_GOW))
            deltas = finish(position, seated)
            for seat, delta in enumerate(deltas):
                chips[order[seat % 2]] += delta
        figures.append((chips[args.first] - chips[args.second]) / 4)
        if (index + 1) % 25 == 0 or index + 1 == args.positions:
            report(args, figures, time.process_time() - began)


def report(args: argparse.Namespace, figures: list[float], seconds: float) -> None:
    mean = statistics.fmean(figures)
    half = 1.96 * statistics.stdev(figures) / len(figures) ** 0.5 if len(figures) > 1 else float("inf")
    differ = sum(1 for f in figures if f)
    print(
        f"{args.first} − {args.second} from {args.tiles} tiles a hand, {len(figures)} positions: "
        f"{mean:+.3f} chips a deal [{mean - half:+.3f}, {mean + half:+.3f}]; "
        f"the two differ on {differ}; {seconds:.0f} s CPU",
        flush=True,
    )


if __name__ == "__main__":
    main()
