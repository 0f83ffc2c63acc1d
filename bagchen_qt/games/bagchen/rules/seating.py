"""Choosing seats and the first starter (R22, R26), and the seat-exchange custom (R24).

Formal seating and the seat exchange are played with the dice: ``SeatDraw`` is the
state of those throws. Each throw is a ``SeatThrow`` event (chance, like every throw
in this codebase), so the draw is rebuilt exactly from its throws. Players are
numbered 0-3 (the order in which they throw); a *seating* gives the player in each
seat, E S W N.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from bagchen_qt.games.bagchen.rules.dealing import count_from

Name = TypeVar("Name", bound=Hashable)
IDENTITY: tuple[int, ...] = (0, 1, 2, 3)


def informal_starter(first: int, throws: Sequence[tuple[int, int]]) -> int:
    """Two counts: from the first thrower, then from the seat the first count ends on."""
    if len(throws) != 2:
        raise ValueError("informal seating takes exactly two throws")
    seat = first
    for a, b in throws:
        seat = count_from(seat, a + b)
    return seat


def formal_seats(totals: Mapping[Name, Any], morning: bool) -> list[Name]:
    """Names in seat order E, S, W, N. In the morning the highest throw sits East; after
    noon the lowest. Totals must be distinct: players who tie throw again first."""
    if len(totals) != 4:
        raise ValueError("formal seating needs four players")
    if len(set(totals.values())) != 4:
        raise ValueError("players with equal throws must throw again before seats are given")
    return sorted(totals, key=lambda name: totals[name], reverse=morning)


def seats_after_exchange(
    names: Sequence[Name], demander: Name, totals: Mapping[Name, Any], morning: bool
) -> list[Name]:
    """The seat-exchange custom: the demander keeps the seat; clockwise from it the others
    sit in decreasing order of throw in the morning, increasing after noon."""
    if len(set(totals.values())) != len(totals):
        raise ValueError("players with equal throws must throw again")
    stay = list(names).index(demander)
    order = sorted(totals, key=lambda name: totals[name], reverse=morning)
    # Rotate the order so the demander stands at their own seat.
    start = order.index(demander)
    rotated = order[start:] + order[:start]
    seats: list[Name] = [names[0]] * 4
    for i, name in enumerate(rotated):
        seats[(stay + i) % 4] = name
    return seats


def check_seating(seating: Sequence[int]) -> tuple[int, ...]:
    """A seating as a tuple, refused unless it places each player 0-3 exactly once."""
    result = tuple(seating)
    if sorted(result) != list(IDENTITY) or not all(type(p) is int for p in result):
        raise ValueError(f"a seating puts each of the players 0 to 3 in one seat, not {list(seating)!r}")
    return result


@dataclass(frozen=True, slots=True)
class SeatThrow:
    """One player's throw of both dice for the seats."""

    player: int
    a: int
    b: int

    @property
    def total(self) -> int:
        return self.a + self.b

    def describe(self) -> str:
        return f"player {self.player + 1} throws {self.a} and {self.b} for the seats"


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """Everyone throws both dice for the seats (R22 formal seating; R24 seat exchange).

    All four throw in turn; players whose throws are equal throw again, among
    themselves, until every player's run of throws differs. ``morning``: the clock read
    before noon (the highest throw sits East), else after noon (the lowest sits East).
    For a seat exchange, ``demander`` keeps their seat in ``before`` and the others move.
    """

    morning: bool
    before: tuple[int, ...] = IDENTITY  # the player in each seat before the draw
    demander: int | None = None
    throws: tuple[SeatThrow, ...] = ()

    def __post_init__(self) -> None:
        check_seating(self.before)
        if self.demander is not None and self.demander not in IDENTITY:
            raise ValueError(f"the player demanding the exchange must be 0 to 3, not {self.demander!r}")

    def runs(self) -> dict[int, tuple[int, ...]]:
        """Each player's totals so far, first throw first."""
        runs: dict[int, tuple[int, ...]] = {p: () for p in IDENTITY}
        for throw in self.throws:
            runs[throw.player] += (throw.total,)
        return runs

    def _waiting(self, runs: Mapping[int, tuple[int, ...]]) -> list[int]:
        # A player throws (again) when nothing yet tells them from another player: their
        # run is empty, or it is the start of another player's run.
        def tied(p: int) -> bool:
            return any(q != p and runs[q][: len(runs[p])] == runs[p] for q in IDENTITY)

        return [p for p in self.throwing_order() if not runs[p] or tied(p)]

    def throwing_order(self) -> list[int]:
        """Seat order E S W N of ``before``: the order in which players throw."""
        return list(self.before)

    @property
    def next_thrower(self) -> int | None:
        """Who throws next: the first round in seat order, then the tied players; None when done."""
        runs = self.runs()
        waiting = self._waiting(runs)
        if not waiting:
            return None
        fewest = min(len(runs[p]) for p in waiting)
        return next(p for p in waiting if len(runs[p]) == fewest)

    @property
    def done(self) -> bool:
        return self.next_thrower is None

    def apply(self, throw: SeatThrow) -> SeatDraw:
        """The draw after ``throw``; a throw out of turn or of impossible dice is refused."""
        expected = self.next_thrower
        if expected is None:
            raise ValueError("every player's throw is already decided")
        if throw.player != expected:
            raise ValueError(f"player {expected + 1} throws now, not player {throw.player + 1}")
        if not (1 <= throw.a <= 6 and 1 <= throw.b <= 6):
            raise ValueError(f"dice show 1 to 6, not {throw.a} and {throw.b}")
        return SeatDraw(self.morning, self.before, self.demander, self.throws + (throw,))

    def tied_groups(self) -> list[list[int]]:
        """Players whose runs are equal now (after a complete round), in throwing order."""
        runs = self.runs()
        groups: dict[tuple[int, ...], list[int]] = {}
        for p in self.throwing_order():
            if runs[p]:
                groups.setdefault(runs[p], []).append(p)
        return [g for g in groups.values() if len(g) > 1]

    def ranking(self) -> list[int]:
        """Players from the highest throw to the lowest (ties settled by the re-throws)."""
        if not self.done:
            raise ValueError("players must finish throwing before seats are given")
        runs = self.runs()
        return sorted(IDENTITY, key=lambda p: runs[p], reverse=True)

    def seating(self) -> tuple[int, ...]:
        """The player in each seat E S W N once the throws are done."""
        runs = self.runs()
        if not self.done:
            raise ValueError("players must finish throwing before seats are given")
        if self.demander is None:
            return tuple(formal_seats(runs, self.morning))
        return tuple(seats_after_exchange(list(self.before), self.demander, runs, self.morning))


def draw_to_dict(draw: SeatDraw) -> dict[str, Any]:
    """A draw as plain data (JSON, the records): its clock, seats before, demander, throws."""
    return {
        "morning": draw.morning,
        "before": list(draw.before),
        "demander": draw.demander,
        "throws": [[t.player, t.a, t.b] for t in draw.throws],
    }


def draw_from_dict(data: Any) -> SeatDraw:
    """Rebuild a complete draw from ``draw_to_dict``, replaying every throw through the
    rules; ValueError says what is wrong."""
    if not isinstance(data, dict) or set(data) != {"morning", "before", "demander", "throws"}:
        raise ValueError("a draw for seats has exactly the fields morning, before, demander and throws")
    if type(data["morning"]) is not bool:
        raise ValueError("morning must be true or false")
    before, demander, throws = data["before"], data["demander"], data["throws"]
    if not isinstance(before, list) or not all(type(p) is int for p in before):
        raise ValueError("before must list the player in each seat")
    if demander is not None and type(demander) is not int:
        raise ValueError("demander must be a player 0 to 3, or null")
    if not isinstance(throws, list) or len(throws) > 400:
        raise ValueError("throws must be a list of [player, die, die]")
    draw = SeatDraw(data["morning"], check_seating(before), demander)
    for throw in throws:
        if not isinstance(throw, list) or len(throw) != 3 or not all(type(v) is int for v in throw):
            raise ValueError("each throw is [player, die, die]")
        draw = draw.apply(SeatThrow(*throw))
    if not draw.done:
        raise ValueError("the draw stops before every player's seat is decided")
    return draw


def draw_seats(
    morning: bool, dice: Sequence[tuple[int, int]], before: Sequence[int] = IDENTITY, demander: int | None = None
) -> SeatDraw:
    """A complete draw from throws in the order they are made (raises if too few)."""
    draw = SeatDraw(morning, tuple(before), demander)
    for a, b in dice:
        player = draw.next_thrower
        if player is None:
            raise ValueError("more throws than the draw needs")
        draw = draw.apply(SeatThrow(player, a, b))
    if not draw.done:
        raise ValueError("the draw needs more throws")
    return draw


def throw_for_seats(draw: SeatDraw, roll: Any) -> SeatDraw:
    """Finish ``draw`` with dice from ``roll()`` (a function returning 1-6): the throws
    are chance, made by the caller and kept in ``draw.throws``."""
    while (player := draw.next_thrower) is not None:
        draw = draw.apply(SeatThrow(player, roll(), roll()))
    return draw
