"""What the emperor card's offer is worth, and what Hard's search of it buys.

    python scripts/bao_huang_offer_choices.py [--offers 600] [--seed 13] [--offer-work 24]

Deals of Easy self-play (rizhao) are played to the first offer of the emperor card. At
each, the true deal is played out by Easy at every seat twice, once after the holder
accepts the card and once after he passes it on, and the holder's score is kept for
both. It prints how often each choice was the better, what always taking the better
would gain over Easy's choice (a bound: it knows every hand), and the gain of Hard's
choice (made from the holder's view alone, under ``--max-iterations 6`` as the matches
cap it, ``--offer-work`` times its usual positions) over Easy's, with its 95% interval.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.baohuang.ai import players
from bagchen_qt.games.baohuang.ai.policy import play_out, playout_move
from bagchen_qt.games.baohuang.rules.events import Emperor
from bagchen_qt.games.baohuang.rules.moves import legal_actions
from bagchen_qt.games.baohuang.rules.phases import EMPEROR, OVER
from bagchen_qt.games.baohuang.rules.playout import sample_chance
from bagchen_qt.games.baohuang.rules.ruleset import PRESETS
from bagchen_qt.games.baohuang.rules.state import new_deal, step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--offers", type=int, default=600)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--offer-work", type=int, default=players.OFFER_WORK)
    args = parser.parse_args()
    players.OFFER_WORK = args.offer_work
    rng = random.Random(args.seed)
    hard = players.BaoHuangHard(PlayerOptions(max_iterations=6, seed=args.seed))
    gains, bound = [], 0.0
    accepted = accept_better = passed_on = 0
    began = time.process_time()
    offers = 0
    while offers < args.offers:
        state = new_deal(PRESETS["rizhao"], starter=offers % 5)
        while state.phase not in (EMPEROR, OVER):
            step(state, sample_chance(state, rng) if state.is_chance else playout_move(state))
        if state.phase != EMPEROR:
            continue
        offers += 1
        seat = state.actor
        easy = playout_move(state).accept
        choice = hard.decide(hard.kit.observe(state, seat), legal_actions(state)).accept
        scores = {}
        for accept in (True, False):
            after = state.copy()
            step(after, Emperor(seat, accept))
            final = play_out(after, rng).final
            assert final is not None
            scores[accept] = final.scores[seat]
        bound += max(scores.values()) - scores[easy]
        gains.append(scores[choice] - scores[easy])
        accepted += easy
        accept_better += scores[True] >= scores[False]
        passed_on += not choice
    half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
    print(f"offers {offers}: Easy accepted {accepted}, accepting was the better or equal {accept_better}")
    print(f"the better choice always, over Easy's: {bound / offers:+.3f} an offer")
    print(f"Hard passed the card on {passed_on} times; its gain over Easy: {statistics.fmean(gains):+.3f} ± {half:.3f}")
    print(f"({time.process_time() - began:.0f} s of CPU)")


if __name__ == "__main__":
    main()
