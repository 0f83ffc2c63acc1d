"""The end of a deal, its result and scores, and the tribute it leaves (BH14–BH16,
BH19, BH20).

Everything here is a function of the teams (the emperor and the holder of the marked
black joker, the same seat when the emperor is alone), the seats in the order they ran
out of cards and what was announced, so a case or a later engine can ask it directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import SEATS
from .ruleset import BaoHuangRules

EMPEROR_TEAM = "emperor"
FARMERS = "farmers"
PLACE_POINTS = (4, 2, 0, -2, -4)  # BH15, points scoring: first to fifth
MULTIPLIERS = {"": 1, "protector": 2, "alone": 3}  # BH7


@dataclass(frozen=True)
class Final:
    """A finished deal.

    ``out``: seats in the order they ran out; ``last``: seats still holding cards at the
    end, sharing the last place, in the order of BH20; ``places``: each seat's place
    (1 first, the shared last place after ``out``); ``winner``: ``"emperor"``,
    ``"farmers"`` or None for a tie; ``team_points``: with the points scoring, the place
    points of the emperor's team (0 with the main result); ``multiplier``: 1, or 2 or 3
    after an announcement; ``scores``: each seat's score; ``gives``/``takers``: the
    tribute of the next deal (cards each seat gives; who takes them, one seat per card,
    in taking order)."""

    out: tuple[int, ...]
    last: tuple[int, ...]
    places: tuple[int, ...]
    winner: str | None
    team_points: int
    multiplier: int
    scores: tuple[int, ...]
    gives: tuple[int, ...]
    takers: tuple[int, ...]


def team_of(seat: int, emperor: int, protector: int) -> str:
    return EMPEROR_TEAM if seat in (emperor, protector) else FARMERS


def deal_over(rules: BaoHuangRules, emperor: int, protector: int, out: Sequence[int]) -> bool:
    """BH14: with points, when one player is left; with the main result, when a whole
    team is out, or with the emperor alone when anyone is."""
    if rules.points:
        return len(out) >= SEATS - 1
    if not out:
        return False
    if emperor == protector:
        return True
    team = {emperor, protector}
    gone = set(out)
    return team <= gone or set(range(SEATS)) - team <= gone


def finishing_order(out: Sequence[int]) -> tuple[int, ...]:
    """Every seat from first to last: ``out``, then those still holding cards in the
    direction of play from the seat after the last one out (BH20)."""
    rest: list[int] = []
    after = out[-1] if out else SEATS - 1
    for step in range(1, SEATS + 1):
        seat = (after + step) % SEATS
        if seat not in out:
            rest.append(seat)
    return tuple(out) + tuple(rest)


def winner_of(rules: BaoHuangRules, emperor: int, protector: int, out: Sequence[int]) -> tuple[str | None, int]:
    """The winning team (None: a tie) and, with points, the emperor's team's points."""
    order = finishing_order(out)
    if rules.points:
        points = sum(PLACE_POINTS[i] for i, seat in enumerate(order) if seat in (emperor, protector))
        winner = EMPEROR_TEAM if points > 0 else FARMERS if points < 0 else None  # BH19
        return winner, points
    first = team_of(out[0], emperor, protector)
    if emperor == protector:
        return (EMPEROR_TEAM if out[0] == emperor else FARMERS), 0
    last = team_of(order[-1], emperor, protector)  # those left all belong to one team
    return (first if first != last else None), 0


def scores_of(
    rules: BaoHuangRules, emperor: int, protector: int, winner: str | None, team_points: int, multiplier: int
) -> tuple[int, ...]:
    """BH15: each seat's score for the deal."""
    alone = emperor == protector
    if rules.points:
        team = team_points
        emperor_score = team * (2 if alone else 1) * (2 if rules.points_balanced else 1)
    else:
        team = 0 if winner is None else 1 if winner == EMPEROR_TEAM else -1
        emperor_score = team * (4 if alone else 2)
    scores = [-team] * SEATS
    scores[protector] = team
    scores[emperor] = emperor_score
    return tuple(multiplier * s for s in scores)


def tribute_of(
    emperor: int, protector: int, winner: str | None, order: Sequence[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """BH16, BH20: the cards each seat gives in the next deal, and the takers (one
    seat per card) in the order of this deal's places."""
    if winner is None:
        return (0,) * SEATS, ()
    alone = emperor == protector
    emperor_cards = 4 if alone else 2

    def cards(seat: int) -> int:
        return emperor_cards if seat == emperor else 1

    gives = tuple(cards(s) if team_of(s, emperor, protector) != winner else 0 for s in range(SEATS))
    takers = tuple(s for s in order if team_of(s, emperor, protector) == winner for _ in range(cards(s)))
    return gives, takers


def final_of(rules: BaoHuangRules, emperor: int, protector: int, out: Sequence[int], announced: str = "") -> Final:
    """The result of a deal that is over (``deal_over``)."""
    out = tuple(out)
    order = finishing_order(out)
    last = order[len(out) :]
    places = [0] * SEATS
    for i, seat in enumerate(order):
        places[seat] = min(i, len(out)) + 1 if not rules.points else i + 1
    winner, points = winner_of(rules, emperor, protector, out)
    multiplier = MULTIPLIERS[announced]
    scores = scores_of(rules, emperor, protector, winner, points, multiplier)
    gives, takers = tribute_of(emperor, protector, winner, order)
    return Final(out, last, tuple(places), winner, points, multiplier, scores, gives, takers)
