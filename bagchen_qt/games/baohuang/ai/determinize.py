"""Full Bao Huang positions that agree with what one seat has seen (the searches' worlds).

A world is built from the seat's observation alone: its own hand, the cards played, every
seat's number of cards, the emperor, and the protector once the table knows him. The
cards the seat has not seen are dealt at random to the other seats, each getting as many
as it holds. Until the protector is known, the marked black joker (which makes its holder
the protector) goes to one of the seats that may hold it, drawn by ``weights`` (when
none are given, by each seat's number of cards, as an even deal of the unseen cards
would; Hard's belief otherwise), and the emperor keeps a red joker until
he has played one (the emperor card is his).

What the face-down tribute told the seat is not used (its worlds are a little less
sharp than they could be, never wrong about what is certain).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from bagchen_qt.ai.gamesearch import NoWorld
from bagchen_qt.games.baohuang.rules.cards import BLACK, CARDS_OF_RANK, MARKED_BLACK, RANK_COUNT, RED, SEATS
from bagchen_qt.games.baohuang.rules.events import DoNotBeat, Play
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation
from bagchen_qt.games.baohuang.rules.phases import EMPEROR, PLAY
from bagchen_qt.games.baohuang.rules.ruleset import BaoHuangRules
from bagchen_qt.games.baohuang.rules.state import BaoHuangState

PACK_COUNTS: tuple[int, ...] = tuple(len(CARDS_OF_RANK[r]) for r in range(RANK_COUNT))


def unseen_counts(obs: BaoHuangObservation) -> list[int]:
    """Rank counts of the cards the other seats hold between them."""
    return [PACK_COUNTS[r] - obs.counts[r] - obs.played[r] for r in range(RANK_COUNT)]


def marked_black_played(obs: BaoHuangObservation) -> bool:
    return any(isinstance(e, Play) and MARKED_BLACK in e.cards for e in obs.table)


def _played_rank(obs: BaoHuangObservation, seat: int, rank: int) -> bool:
    return any(isinstance(e, Play) and e.seat == seat and rank in e.cards for e in obs.table)


def protector_candidates(obs: BaoHuangObservation, rules_alone: bool) -> tuple[int, ...]:
    """The seats that may hold the marked black joker unseen by ``obs.seat`` (empty when
    the seat knows who holds it, or that it was played)."""
    emperor = obs.emperor
    if obs.protector is not None or obs.holds_eunuch_card or emperor is None:
        return ()
    # The emperor holds the emperor card until he plays a red joker: with it, he can hold
    # the marked black joker too (alone) only with two cards or more.
    emperor_room = obs.sizes[emperor] - (0 if _played_rank(obs, emperor, RED) else 1)
    alone = rules_alone and emperor_room >= 1
    return tuple(s for s in range(SEATS) if s != obs.seat and obs.sizes[s] and (s != emperor or alone))


def _deal_rest(pool: list[int], need: list[int], hands: list[list[int]], rng: random.Random) -> None:
    """Shuffle the unseen ranks of ``pool`` and give each seat the ``need`` it still lacks."""
    rng.shuffle(pool)
    at = 0
    for seat in range(SEATS):
        for rank in pool[at : at + need[seat]]:
            hands[seat][rank] += 1
        at += need[seat]


def sample_offer_world(obs: BaoHuangObservation, rules: BaoHuangRules, rng: random.Random) -> BaoHuangState:
    """A deal at the offer of the emperor card, which ``obs.seat`` holds, agreeing with
    what it sees: its own hand, and the other seats' cards dealt from the rest, the
    marked black joker (unless it holds it) to one of them by their numbers of cards."""
    if obs.phase != EMPEROR or obs.actor != obs.seat:
        raise NoWorld("offer worlds are sampled for the holder of the emperor card only")
    me = obs.seat
    pool = [rank for rank, n in enumerate(unseen_counts(obs)) for _ in range(n)]
    need = [0 if s == me else obs.sizes[s] for s in range(SEATS)]
    if len(pool) != sum(need) or min(unseen_counts(obs)) < 0:
        raise NoWorld("the unseen cards do not match the other seats' counts")
    hands = [[0] * RANK_COUNT for _ in range(SEATS)]
    hands[me] = list(obs.counts)
    eunuch = me
    if not obs.holds_eunuch_card:
        others = [s for s in range(SEATS) if s != me]
        eunuch = rng.choices(others, [float(obs.sizes[s]) for s in others])[0]
        pool.remove(BLACK)
        hands[eunuch][BLACK] += 1
        need[eunuch] -= 1
    _deal_rest(pool, need, hands, rng)
    return BaoHuangState.offer(rules, hands, me, eunuch, obs.declined)


def sample_world(
    obs: BaoHuangObservation,
    rules: BaoHuangRules,
    rng: random.Random,
    weights: Mapping[int, float] | None = None,
) -> BaoHuangState:
    """A position of the play in which ``obs.seat`` sees exactly ``obs``, to act now."""
    if obs.phase != PLAY or obs.emperor is None:
        raise NoWorld("worlds are sampled in the play only")
    me, emperor = obs.seat, obs.emperor
    pool: list[int] = []
    for rank, n in enumerate(unseen_counts(obs)):
        if n < 0:
            raise NoWorld("the observation counts more cards than the pack holds")
        pool += [rank] * n
    need = [0 if s == me else obs.sizes[s] for s in range(SEATS)]
    if len(pool) != sum(need):
        raise NoWorld("the unseen cards do not match the other seats' counts")
    hands = [[0] * RANK_COUNT for _ in range(SEATS)]
    hands[me] = list(obs.counts)
    marked_played = False
    if obs.holds_eunuch_card:
        protector = me
    elif obs.protector is not None:
        protector = obs.protector
        marked_played = marked_black_played(obs)
    else:
        seats = protector_candidates(obs, rules.alone)
        if not seats:
            raise NoWorld("no seat may hold the marked black joker")
        chances = [weights.get(s, 0.0) for s in seats] if weights is not None else [float(obs.sizes[s]) for s in seats]
        if sum(chances) <= 0:
            chances = [float(obs.sizes[s]) for s in seats]
        protector = rng.choices(seats, chances)[0]
    if not marked_played and protector != me:
        pool.remove(BLACK)  # the marked one, dealt to its holder first
        hands[protector][BLACK] += 1
        need[protector] -= 1
    if emperor != me and not _played_rank(obs, emperor, RED):
        pool.remove(RED)  # the emperor card: he holds it until he plays a red joker
        hands[emperor][RED] += 1
        need[emperor] -= 1
    if min(need) < 0:
        raise NoWorld("a seat is dealt more known cards than it holds")
    _deal_rest(pool, need, hands, rng)
    top = None if obs.top is None else (obs.top.seat, obs.top.cards)
    state = BaoHuangState.position(
        rules,
        hands,
        emperor,
        protector,
        marked_played=marked_played,
        actor=me,
        top=top,
        announced=obs.announced,
        out=obs.out,
    )
    state.leader = obs.leader
    state.passes = obs.passes
    state.top_asked = obs.top_asked
    state.asked = bool(obs.table) and obs.table[-1] == DoNotBeat(me)
    return state
