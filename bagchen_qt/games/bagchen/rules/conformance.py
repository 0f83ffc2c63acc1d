"""Bagchen's conformance case kinds (the runner, ``bagchen conformance FILE...``, is the core's).

Each line of a case file is one JSON case: a fact of the rules and the answer the engine
must compute (see the conformance README). Every kind is answered by calling the
engine's own functions; nothing here re-implements a rule. A case whose fields are
missing or of the wrong type fails with a message, it never stops the run.

Besides the kinds of the shared README, this runner knows two kinds for R25 and R26:

- ``seat_draw``: ``time`` (morning/afternoon), ``players`` (four names, in seat order
  E S W N before the draw, which is also the order of the first round of throws),
  ``throws`` (every throw in the order made, re-throws of ties included) and optionally
  ``demander`` (a name: a seat exchange, the demander keeps the seat) -> ``expect``:
  ``{"seats": seat letter -> name, "throwers": the name of each throw's thrower}``.
- ``gobah``: ``played`` (deals finished when Gobah is declared), ``during`` (declared
  while deal ``played + 1`` is being played), ``short`` (optional: one last deal) ->
  ``expect``: ``{"gobah_deals": their numbers from 1, "tashi": the last one}``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from bagchen_qt.games.bagchen.rules.combos import (
    Combo,
    beats,
    charity_combo,
    classify,
    is_unbeatable,
    point_kinds,
    point_mask_of,
)
from bagchen_qt.games.bagchen.rules.dealing import (
    SEATS,
    count_from,
    may_demand_redeal,
    mother_son_allowed,
    opposite,
    tile_to_give,
    tower_takers,
)
from bagchen_qt.games.bagchen.rules.passport import passport_leads
from bagchen_qt.games.bagchen.rules.payments import point_payment, settlement
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet, RuleSetError
from bagchen_qt.games.bagchen.rules.seating import SeatDraw, SeatThrow, formal_seats, informal_starter
from bagchen_qt.games.bagchen.rules.session import gobah_deal_numbers
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS, Suit, kind_of_dice, parse_kind


class CaseError(ValueError):
    """A case field that is missing or malformed."""


class Case:
    """One case's fields; the readers raise :class:`CaseError` on a missing or bad field."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def get(self, name: str) -> Any:
        if name not in self.data:
            raise CaseError(f"missing field {name!r}")
        return self.data[name]

    def point_mask(self) -> int:
        value = self.get("point")
        if not isinstance(value, str):
            raise CaseError(f'point must be a tile such as "6-4", not {json.dumps(value)}')
        try:
            return point_mask_of(parse_kind(value))
        except ValueError as error:
            raise CaseError(f"point: {error}") from None

    def rules(self) -> RuleSet:
        options = self.data.get("rules", {})
        if not isinstance(options, dict):
            raise CaseError(f"rules must be an object of rule options, not {json.dumps(options)}")
        try:
            return RuleSet.from_dict(options)
        except RuleSetError as error:
            raise CaseError(f"rules: {error}") from None

    def seat(self, name: str) -> int:
        return integer(name, self.get(name), 0, 3)

    def letter(self, name: str) -> int:
        value = self.get(name)
        if not isinstance(value, str) or len(value) != 1 or value not in SEATS:
            raise CaseError(f"{name} must be a seat letter E, S, W or N, not {json.dumps(value)}")
        return SEATS.index(value)


def integer(name: str, value: Any, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise CaseError(f"{name} must be an integer from {low} to {high}, not {json.dumps(value)}")
    return value


def items(name: str, value: Any, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or length is not None and len(value) != length:
        size = f" of {length} items" if length is not None else ""
        raise CaseError(f"{name} must be a list{size}, not {json.dumps(value)}")
    return value


def dice(name: str, value: Any) -> tuple[int, int]:
    a, b = items(name, value, 2)
    return integer(name, a, 1, 6), integer(name, b, 1, 6)


def throws(name: str, value: Any) -> list[tuple[int, int]]:
    return [dice(f"{name}[{i}]", throw) for i, throw in enumerate(items(name, value))]


def tiles(name: str, value: Any, length: int | None = None, empty: bool = False) -> tuple[int, ...]:
    """Tiles as the sorted tuple of kind numbers that ``classify`` caches on."""
    texts = items(name, value, length)
    if not texts and not empty:
        raise CaseError(f"{name} must hold at least one tile")
    if not all(isinstance(t, str) for t in texts):
        raise CaseError(f'{name} must be a list of tiles written like "6-6", not {json.dumps(texts)}')
    try:
        kinds = tuple(sorted(int(parse_kind(t)) for t in texts))
    except ValueError as error:
        raise CaseError(f"{name}: {error}") from None
    check_copies(name, kinds)
    return kinds


def check_copies(name: str, kinds: tuple[int, ...]) -> None:
    for kind in set(kinds):
        if kinds.count(kind) > COPIES[kind]:
            raise CaseError(f"{name} holds {kinds.count(kind)} tiles {KINDS[kind]}; the set has {COPIES[kind]}")


def counts_of(kinds: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(kinds.count(k) for k in range(len(KINDS)))


def legal_combo(name: str, kinds: tuple[int, ...], point_mask: int, rules: RuleSet) -> Combo:
    combo = classify(kinds, point_mask, rules.max_mixed_ministers)
    if combo is None:
        raise CaseError(f"{name} is not a legal combination")
    return combo


def charity_suit(value: Any) -> Suit | None:
    if value is not None and value not in ("sky", "earth"):
        raise CaseError(f'charity must name "sky", "earth" or null, not {json.dumps(value)}')
    return None if value is None else Suit(value)


# --- one function per kind: case -> the value compared with ``expect`` ----------------


def run_point(case: Case) -> Any:
    return sorted(k.notation for k in point_kinds(kind_of_dice(*dice("dice", case.get("dice")))))


def run_lead(case: Case) -> Any:
    point_mask, kinds, rules = case.point_mask(), tiles("tiles", case.get("tiles")), case.rules()
    combo = classify(kinds, point_mask, rules.max_mixed_ministers)
    if combo is None:
        return {"legal": False}
    unbeatable = is_unbeatable(kinds, point_mask, None, rules.max_mixed_ministers)
    return {"legal": True, "unbeatable": unbeatable, "points": combo.points}


def run_beats(case: Case) -> Any:
    point_mask, rules, top = case.point_mask(), case.rules(), case.get("top")
    if isinstance(top, dict):
        if top.keys() != {"charity"}:
            raise CaseError(f'a charity top is {{"charity": suit}}, not {json.dumps(top)}')
        top_combo = charity_combo(charity_suit(top["charity"]))
    else:
        top_combo = legal_combo("top", tiles("top", top), point_mask, rules)
    play = classify(tiles("play", case.get("play")), point_mask, rules.max_mixed_ministers)
    return beats(top_combo, play)


def run_settle(case: Case) -> Any:
    stacks = [integer("stacks", s, 0, 16) for s in items("stacks", case.get("stacks"), 4)]
    jump_points = integer("jump_points", case.get("jump_points"), 0, 10**6)
    return settlement(stacks, case.seat("last"), jump_points, case.rules().jump_factor)


def run_point_payment(case: Case) -> Any:
    point_mask, rules = case.point_mask(), case.rules()
    combo = legal_combo("lead", tiles("lead", case.get("lead")), point_mask, rules)
    passports = items("passports", case.get("passports"), 4)
    if not all(isinstance(p, bool) for p in passports):
        raise CaseError(f"passports must be four booleans, not {json.dumps(passports)}")
    return point_payment(case.seat("leader"), combo.points, passports)


def run_redeal(case: Case) -> Any:
    return may_demand_redeal(counts_of(tiles("hand", case.get("hand"), 16)), case.point_mask())


def run_passport_lead(case: Case) -> Any:
    point_mask, rules = case.point_mask(), case.rules()
    hand, lead = tiles("hand", case.get("hand")), tiles("lead", case.get("lead"))
    face_up = tiles("face_up", case.get("face_up"), empty=True)
    check_copies("hand and face_up together", tuple(sorted(hand + face_up)))
    leads = passport_leads(counts_of(hand), point_mask, rules.passport, rules.max_mixed_ministers, counts_of(face_up))
    rule = leads.allowed.get(lead)
    if rule is None:
        return False
    return "dice" if rule == 4 and leads.needs_dice else True


def run_deal(case: Case) -> Any:
    thrower = opposite(case.letter("starter"))
    taker = count_from(thrower, sum(dice("dice", case.get("dice"))))
    towers = tower_takers(taker, integer("chosen", case.get("chosen"), 0, 7))
    return {
        "thrower": SEATS[thrower],
        "taker": SEATS[taker],
        "towers": {SEATS[seat]: list(pair) for seat, pair in towers.items()},
    }


def run_seating(case: Case) -> Any:
    mode = case.get("mode")
    if mode == "informal":
        return SEATS[informal_starter(case.letter("first"), throws("throws", case.get("throws")))]
    if mode != "formal":
        raise CaseError(f'mode must be "informal" or "formal", not {json.dumps(mode)}')
    time, totals = case.get("time"), case.get("totals")
    if time not in ("morning", "afternoon"):
        raise CaseError(f'time must be "morning" or "afternoon", not {json.dumps(time)}')
    if not isinstance(totals, dict) or not all(type(t) is int for t in totals.values()):
        raise CaseError(f"totals must map each name to a dice total, not {json.dumps(totals)}")
    return dict(zip(SEATS, formal_seats(totals, time == "morning"), strict=True))


def run_seat_draw(case: Case) -> Any:
    """Formal seating (R22, R26) or a seat exchange (R24) played with the dice."""
    time, players = case.get("time"), items("players", case.get("players"), 4)
    if time not in ("morning", "afternoon"):
        raise CaseError(f'time must be "morning" or "afternoon", not {json.dumps(time)}')
    if not all(isinstance(p, str) for p in players) or len(set(players)) != 4:
        raise CaseError(f"players must be four different names, not {json.dumps(players)}")
    demander = case.data.get("demander")
    if demander is not None and demander not in players:
        raise CaseError(f"demander must be one of the players, not {json.dumps(demander)}")
    draw = SeatDraw(time == "morning", demander=None if demander is None else players.index(demander))
    for a, b in throws("throws", case.get("throws")):
        player = draw.next_thrower
        if player is None:
            raise CaseError("more throws than the draw needs")
        draw = draw.apply(SeatThrow(player, a, b))
    seating = draw.seating()
    return {
        "seats": {SEATS[seat]: players[p] for seat, p in enumerate(seating)},
        "throwers": [players[t.player] for t in draw.throws],
    }


def run_gobah(case: Case) -> Any:
    """Which deals are the Gobah deals, by when Gobah is declared (R23, R25)."""
    played = integer("played", case.get("played"), 0, 10_000)
    during, short = case.get("during"), case.data.get("short", False)
    if type(during) is not bool or type(short) is not bool:
        raise CaseError("during and short must be true or false")
    numbers = gobah_deal_numbers(played, during, short)
    return {"gobah_deals": numbers, "tashi": numbers[-1]}


def run_mother_son_give(case: Case) -> Any:
    point_mask = case.point_mask()
    if not mother_son_allowed(point_mask):
        raise CaseError("mother and son are points in this deal, so they are not united (R20)")
    counts = counts_of(tiles("giver_hand", case.get("giver_hand"), 17))
    thrown = throws("dice", case.get("dice"))
    for used, (a, b) in enumerate(thrown, 1):
        kind = tile_to_give(counts, point_mask, a, b)
        if kind is not None:
            return {"tile": KINDS[kind].notation, "throws_used": used}
    return {"tile": None, "throws_used": len(thrown)}


def run_trick(case: Case) -> Any:
    point_mask, rules, leader = case.point_mask(), case.rules(), case.seat("leader")
    lead = case.get("lead")
    if not isinstance(lead, dict) or lead.keys() not in ({"up"}, {"charity"}):
        raise CaseError(f'lead must be {{"up": tiles}} or {{"charity": suit}}, not {json.dumps(lead)}')
    plays: list[tuple[int, ...] | int] = []
    for i, play in enumerate(items("plays", case.get("plays"), 3)):
        if isinstance(play, dict) and play.keys() == {"up"}:
            plays.append(tiles(f"plays[{i}].up", play["up"], empty=True))
        elif isinstance(play, dict) and play.keys() == {"down"}:
            plays.append(integer(f"plays[{i}].down", play["down"], 0, 64))
        else:
            raise CaseError(f'plays[{i}] must be {{"up": tiles}} or {{"down": n}}, not {json.dumps(play)}')
    if "charity" in lead:
        top: Combo | None = charity_combo(charity_suit(lead["charity"]))
    else:
        top = classify(tiles("lead.up", lead["up"]), point_mask, rules.max_mixed_ministers)
    if top is None:
        return {"illegal_at": "lead"}
    led, winner = top.size, leader
    for index, play in enumerate(plays):
        if isinstance(play, int):
            if play != led:
                return {"illegal_at": index}
            continue
        combo = classify(play, point_mask, rules.max_mixed_ministers)
        if combo is None or not beats(top, combo):
            return {"illegal_at": index}
        top, winner = combo, (leader + 1 + index) % 4
    return {"winner": winner, "stacks": led}


KINDS_OF_CASE: dict[str, Callable[[Case], Any]] = {
    "point": run_point,
    "lead": run_lead,
    "beats": run_beats,
    "settle": run_settle,
    "point_payment": run_point_payment,
    "redeal": run_redeal,
    "passport_lead": run_passport_lead,
    "deal": run_deal,
    "seating": run_seating,
    "seat_draw": run_seat_draw,
    "gobah": run_gobah,
    "mother_son_give": run_mother_son_give,
    "trick": run_trick,
}
