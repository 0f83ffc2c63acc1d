"""Complete deals that agree with what one seat has seen.

A player who sees only an ``Observation`` can still look ahead: deal the tiles it has
not seen to the places it cannot see (other hands, other seats' face-down tiles) and
play on from the resulting full ``DealState``. Tiles known to be in a hand (shown for
a passport lead, four sky chiefs, a mother-and-son union) go back to that hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bagchen_qt.games.bagchen.rules.observation import Observation, SeenTrick
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay, _set_hands

ALL_TILES = frozenset(range(64))


def face_down_counts(obs: Observation) -> list[int]:
    """Tiles each seat has played face down so far (charity leads included)."""
    counts = [0, 0, 0, 0]
    for trick in _all_tricks(obs):
        for play in trick.plays:
            if not play.face_up:
                counts[play.seat] += play.count
    return counts


def _all_tricks(obs: Observation) -> tuple[SeenTrick, ...]:
    return obs.tricks + ((obs.trick,) if obs.trick else ())


def _face_up_tiles(obs: Observation) -> set[int]:
    return {t for trick in _all_tricks(obs) for p in trick.plays if p.face_up for t in p.tiles}


def _own_face_down(obs: Observation) -> set[int]:
    return {
        t for trick in _all_tricks(obs) for p in trick.plays if not p.face_up and p.seat == obs.seat for t in p.tiles
    }


def known_tiles(obs: Observation) -> dict[int, set[int]]:
    """Tiles of the pool known to have been in another seat's hand, and not played face
    up since: shown hands and chiefs, and the tiles of mother-and-son unions."""
    played = _face_up_tiles(obs)
    known: dict[int, set[int]] = {s: set() for s in range(4)}
    for seat, tiles in obs.exposures:
        known[seat].update(t for t in tiles if t not in played)
    if obs.offer is not None and obs.phase in (Phase.UNION_ANSWER, Phase.UNION_DUEL) and obs.offer[1] >= 0:
        known[obs.offer[0]].add(obs.offer[1])  # the tile shown face up for a union offer
    for seat in range(4):
        if seat != obs.seat:
            known[seat] -= set(obs.hand)
    known[obs.seat] = set()
    return known


def unseen_tiles(obs: Observation) -> set[int]:
    """Tiles whose place the observer does not know."""
    return set(ALL_TILES) - set(obs.hand) - _own_face_down(obs) - _face_up_tiles(obs)


def sample_hidden(obs: Observation, rng: random.Random) -> tuple[list[list[int]], list[list[int]]]:
    """(hands, face-down tiles) for each seat, drawn at random to agree with ``obs``."""
    pool = unseen_tiles(obs)
    sizes = list(obs.hand_sizes)
    down = face_down_counts(obs)
    hands: list[list[int]] = [[], [], [], []]
    downs: list[list[int]] = [[], [], [], []]
    hands[obs.seat] = list(obs.hand)
    downs[obs.seat] = sorted(_own_face_down(obs))
    known = known_tiles(obs)
    for seat in range(4):
        if seat == obs.seat:
            continue
        mine = sorted(known[seat] & pool)
        rng.shuffle(mine)
        take = mine[: sizes[seat]]
        hands[seat].extend(take)
        rest = mine[sizes[seat] :]
        downs[seat].extend(rest[: down[seat]])
        pool -= set(take) | set(rest[: down[seat]])
    free = sorted(pool)
    rng.shuffle(free)
    for seat in range(4):
        if seat == obs.seat:
            continue
        need = sizes[seat] - len(hands[seat])
        hands[seat].extend(free[:need])
        free = free[need:]
        need = down[seat] - len(downs[seat])
        downs[seat].extend(free[:need])
        free = free[need:]
    return hands, downs


def determinized_state(obs: Observation, hands: list[list[int]], downs: list[list[int]]) -> DealState:
    """A full state that agrees with ``obs``, with the hidden tiles placed as given."""
    queues = [list(d) for d in downs]

    def trick_of(seen: SeenTrick) -> Trick:
        plays = []
        for p in seen.plays:
            tiles = p.tiles
            if not tiles:
                tiles = tuple(queues[p.seat][: p.count])
                del queues[p.seat][: p.count]
            plays.append(TrickPlay(p.seat, tuple(tiles), p.face_up, p.suit, p.rule))
        return Trick(seen.leader, seen.size, tuple(plays), seen.top_seat, seen.top, seen.top_kinds, seen.points)

    state = DealState.new(obs.rules, obs.starter, obs.start_chips)
    fields: dict[str, object] = {
        "chips": obs.chips,
        "phase": obs.phase,
        "to_act": obs.to_act,
        "order": (),
        "chosen": obs.chosen_tower,
        "dice": obs.dice,
        "point_mask": obs.point_mask,
        "queue": obs.queue,
        "offer": obs.offer,
        "offers_made": obs.offers_made,
        "exchanged": obs.exchanged,
        "duel": obs.duel,
        "unions": obs.unions,
        "stacks": obs.stacks,
        "passports": obs.passports,
        "tricks": tuple(trick_of(t) for t in obs.tricks),
        "trick": trick_of(obs.trick) if obs.trick else None,
        "gone": obs.gone,
        "exposures": obs.exposures,
        "shown_chiefs": obs.shown_chiefs,
        "passport_suit": obs.passport_suit,
        "run_value": obs.run_value,
        "run_payments": obs.run_payments,
        "payments": obs.payments,
        "redeals": obs.redeals,
        "result": obs.result,
    }
    for name, value in fields.items():
        setattr(state, name, value)
    _set_hands(state, hands)
    return state


def sample_state(
    obs: Observation, rng: random.Random, accept: Callable[[DealState], bool] | None = None, tries: int = 50
) -> DealState:
    """A random full state that agrees with ``obs``. ``accept`` may refuse samples (for
    inferences such as "could not beat, under compulsory beating"); after ``tries``
    refusals the last sample is returned anyway."""
    for _ in range(max(1, tries)):
        hands, downs = sample_hidden(obs, rng)
        state = determinized_state(obs, hands, downs)
        if accept is None or accept(state):
            break
    return state  # the loop runs at least once
