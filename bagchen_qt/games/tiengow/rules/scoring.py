"""Tien Gow settlements (TG17–TG25) as payments between seats.

Each function returns payments ``(payer, payee, amount)``; ``nets`` turns them into
each seat's change, paying what a player has left when debt is not allowed (TG20), so
every settlement is zero-sum.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Payment = tuple[int, int, int]


def nets(
    seats: int, payments: Sequence[Payment], chips: Sequence[int] | None = None, allow_debt: bool = True
) -> tuple[int, ...]:
    """Each seat's net change; without debt a payer pays at most what is left."""
    left = list(chips) if chips is not None else None
    out = [0] * seats
    for payer, payee, amount in payments:
        if amount < 0:
            payer, payee, amount = payee, payer, -amount
        if left is not None and not allow_debt:
            amount = min(amount, max(left[payer], 0))
            left[payer] -= amount
            left[payee] += amount
        out[payer] -= amount
        out[payee] += amount
    return tuple(out)


def classic(
    tricks: Sequence[int | None],
    winner: int,
    banker: int,
    multiplier: str = "double",
    streak: int = 0,
    shutout_bonus: bool = False,
) -> list[Payment]:
    """TG17, TG18: each other player P with t tricks pays the winner 5 if t = 0, else
    4 − t (negative: the winner pays), times the banker's multiplier where the banker is
    W or P; ``None`` marks a seat outside the deal."""
    others = [p for p, t in enumerate(tricks) if t is not None and p != winner]
    banker_m = {"double": 2, "increasing": 2 + streak, "none": 1}[multiplier]
    shutout = shutout_bonus and all(tricks[p] == 0 for p in others)
    out: list[Payment] = []
    for p in others:
        t = tricks[p]
        assert t is not None
        base = 5 if t == 0 else 4 - t
        m = 1
        if banker in (winner, p):
            m = banker_m
            # [NP]'s adjustment: a banker who took more than four tricks and lost pays
            # or receives at ×1 under the increasing multiplier.
            if multiplier == "increasing" and p == banker and t > 4:
                m = 1
        if shutout:
            m *= 2
        out.append((p, winner, base * m))
    return out


def one_chip(players: Sequence[int], winner: int, unit: int = 1) -> list[Payment]:
    """TG19 ``one_chip``: every other player pays the winner one chip."""
    return [(p, winner, unit) for p in players if p != winner]


def points_last5(tricks: Sequence[int | None], winner: int, last_size: int) -> list[Payment]:
    """TG19 ``points_last5``: a trick is a point, the final lead 4 more; every pair of
    players settles the difference of their points."""
    points = {p: t + (4 if p == winner else 0) for p, t in enumerate(tricks) if t is not None}
    players = sorted(points)
    out: list[Payment] = []
    for i, a in enumerate(players):
        for b in players[i + 1 :]:
            if points[a] != points[b]:
                out.append((b, a, points[a] - points[b]))
    return out


def most_tricks_winner(tricks: Sequence[int | None], leads: Sequence[tuple[int, int]]) -> int:
    """TG19: the player with most tricks; among the tied, the one who won the most
    recent lead among them."""
    best = max(t for t in tricks if t is not None)
    tied = {p for p, t in enumerate(tricks) if t == best}
    if len(tied) == 1:
        return tied.pop()
    for seat, _size in reversed(leads):
        if seat in tied:
            return seat
    return min(tied)


def ladder_value(t: int) -> int:
    if t < 3:
        return 0
    if t < 5:
        return 1
    return 3 + (t - 5)


def tricks_ladder(tricks: Sequence[int | None]) -> list[Payment]:
    """TG19 ``tricks_ladder``: every player with a value above 0 receives it from each
    player of value 0; winners do not pay each other."""
    values = {p: ladder_value(t) for p, t in enumerate(tricks) if t is not None}
    losers = [p for p, v in values.items() if v == 0]
    return [(loser, p, v) for p, v in values.items() if v for loser in losers]


def big_win_factor(tiles: int, deck_size: int, big_win: str) -> int:
    """TG24: ×4 for all the tiles, ×2 for at least three quarters (18 of 24), else ×1;
    ``"plus"`` reads them as ×5 and ×3."""
    if tiles >= deck_size:
        return 4 if big_win == "times" else 5
    if tiles * 4 >= deck_size * 3:
        return 2 if big_win == "times" else 3
    return 1


def tiles_target(
    tiles: Sequence[int | None], target: int, deck_size: int, big_win: str, out_of_base: int | None = None
) -> list[Payment]:
    """TG24: every player with at least ``target`` won tiles is a winner; each loser pays
    each winner one stake times the winner's factor. ``out_of_base``: a banker who
    conceded and was lifted takes no part (TG25)."""
    players = [p for p, n in enumerate(tiles) if n is not None and p != out_of_base]
    winners = [p for p in players if (tiles[p] or 0) >= target]
    losers = [p for p in players if (tiles[p] or 0) < target]
    return [(loser, w, big_win_factor(tiles[w] or 0, deck_size, big_win)) for w in winners for loser in losers]


@dataclass(frozen=True)
class Declaration:
    """A kan (TG25): who, how (``"concede"`` by the banker before the first lead, or
    ``"claim"`` by a player holding the target), the tiles won then, who lifted."""

    declarer: int
    how: str
    tiles_then: tuple[int, ...]
    lifts: tuple[int, ...]


def kan(
    declarations: Sequence[Declaration],
    final_tiles: Sequence[int | None] | None,
    target: int,
    deck_size: int,
    big_win: str,
    challenge_fee: int,
    conceder_settles: str,
) -> list[Payment]:
    """TG24–TG25: the settlement of a deal with kan declarations. ``final_tiles`` is
    None when the last declaration was not lifted (the deal stopped there)."""
    out: list[Payment] = []
    if final_tiles is None:
        last = declarations[-1]
        if last.how == "claim":
            factor = big_win_factor(last.tiles_then[last.declarer], deck_size, big_win)
            out += [
                (p, last.declarer, factor) for p, n in enumerate(last.tiles_then) if p != last.declarer and n < target
            ]
        ending: Sequence[int | None] = last.tiles_then
        lifted = declarations[:-1]
    else:
        conceder = None
        if conceder_settles == "out":
            conceder = next((d.declarer for d in declarations if d.how == "concede" and d.lifts), None)
        out += tiles_target(final_tiles, target, deck_size, big_win, conceder)
        ending = final_tiles
        lifted = list(declarations)
    for d in lifted:
        for lifter in d.lifts:
            if (ending[lifter] or 0) < target:
                out.append((lifter, d.declarer, challenge_fee))
    return out
