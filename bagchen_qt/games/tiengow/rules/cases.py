"""Conformance runners for the Tien Gow case kinds (``docs/rules/tien-gow-cases.md``).

Each runner takes a case (a dict) and returns what its ``expect`` holds, computed by the
engine's own functions; a missing or malformed field raises ``ValueError`` naming it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from bagchen_qt.games.tiengow.rules import scoring
from bagchen_qt.games.tiengow.rules.combos import table
from bagchen_qt.games.tiengow.rules.events import Declare
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules, TienGowRulesError, rules_from
from bagchen_qt.games.tiengow.rules.seats import (
    active_seats,
    count_from,
    first_rest,
    next_rest_and_banker,
    woodpile_stacks,
)
from bagchen_qt.games.tiengow.rules.state import OVER, apply, new_deal, sample_chance
from bagchen_qt.games.tiengow.rules.tiles import kind_index, notation, rank_groups


def _get(case: dict[str, Any], name: str) -> Any:
    if name not in case:
        raise ValueError(f"missing field {name!r}")
    return case[name]


def _rules(case: dict[str, Any]) -> TienGowRules:
    name = _get(case, "preset")
    options = case.get("rules", {})
    if not isinstance(name, str) or not isinstance(options, dict):
        raise ValueError("preset must be a name and rules an object of options")
    return rules_from(name, options)


def _int(case: dict[str, Any], name: str, low: int, high: int) -> int:
    value = _get(case, name)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {json.dumps(value)}")
    return value


def _seat(case: dict[str, Any], name: str, rules: TienGowRules) -> int:
    return _int(case, name, 0, rules.seats - 1)


def _kinds(name: str, value: Any, rules: TienGowRules) -> tuple[int, ...]:
    if not isinstance(value, list) or not value or not all(isinstance(t, str) for t in value):
        raise ValueError(f'{name} must be a list of tiles such as "6-6", not {json.dumps(value)}')
    try:
        kinds = tuple(sorted(kind_index(t) for t in value))
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None
    copies = rules.deck_tiles.copies
    for k in set(kinds):
        if kinds.count(k) > copies[k]:
            raise ValueError(f"{name}: deck {rules.deck} holds {copies[k]} of {notation(k)}")
    return kinds


def _per_seat(case: dict[str, Any], name: str, rules: TienGowRules) -> list[int | None]:
    value = _get(case, name)
    if not isinstance(value, list) or len(value) != rules.seats:
        raise ValueError(f"{name} must hold one entry per seat ({rules.seats}), not {json.dumps(value)}")
    if not all(v is None or type(v) is int and v >= 0 for v in value):
        raise ValueError(f"{name} must hold whole numbers (null for a resting seat), not {json.dumps(value)}")
    return value


def run_deck(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    deck = rules.deck_tiles
    return {
        "count": deck.size,
        "seats": rules.seats,
        "active": rules.active,
        "hand": rules.hand_size,
        "tiles": {notation(k): deck.copies[k] for k in deck.kinds()},
    }


def run_ruleset(case: dict[str, Any]) -> Any:
    try:
        _rules(case)
    except TienGowRulesError:
        return {"valid": False}
    return {"valid": True}


def run_ranks(case: dict[str, Any]) -> Any:
    rules, suit = _rules(case), _get(case, "suit")
    if suit not in ("civil", "military"):
        raise ValueError(f'suit must be "civil" or "military", not {json.dumps(suit)}')
    groups = rank_groups(rules.deck_tiles, suit == "civil", rules.single_order)
    return [sorted((notation(k) for k in group), reverse=True) for group in groups]


def run_lead(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    combo = table(rules).classify(_kinds("tiles", _get(case, "tiles"), rules))
    return {"legal": False} if combo is None else {"legal": True, "combo": combo.category}


def run_beats(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    t = table(rules)
    top = _kinds("top", _get(case, "top"), rules)
    if t.classify(top) is None:
        raise ValueError("top is no lead in these rules")
    return t.beats_kinds(top, _kinds("play", _get(case, "play"), rules))


def run_trick(case: dict[str, Any]) -> Any:
    """One trick played face up and face down (TG4, TG12–TG14), with the engine's table
    and its last-trick rule."""
    from bagchen_qt.games.tiengow.rules.state import why_not_beats

    rules = _rules(case)
    t = table(rules)
    leader = _seat(case, "leader", rules)
    rest = case.get("rest")
    players = active_seats(rules.seats, rest if type(rest) is int else None)
    if len(players) != rules.active:
        raise ValueError("rest: name the resting seat of a deal with one")
    lead = _get(case, "lead")
    if not isinstance(lead, dict) or lead.keys() != {"up"}:
        raise ValueError(f'lead must be {{"up": tiles}}, not {json.dumps(lead)}')
    top = _kinds("lead.up", lead["up"], rules)
    plays = _get(case, "plays")
    if not isinstance(plays, list) or not 0 < len(plays) < len(players):
        raise ValueError(f"plays must hold one play for each of the {len(players) - 1} followers")
    last = case.get("last", False) is True
    before = _per_seat(case, "tricks_before", rules) if last else [1] * rules.seats
    if t.classify(top) is None:
        return {"illegal_at": "lead"}
    led, winner = len(top), leader
    order = players[players.index(leader) :] + players[: players.index(leader)]
    for index, (seat, play) in enumerate(zip(order[1:], plays, strict=False)):
        if isinstance(play, dict) and play.keys() == {"down"}:
            if play["down"] != led:
                return {"illegal_at": index}
            continue
        if not isinstance(play, dict) or play.keys() != {"up"}:
            raise ValueError(f'plays[{index}] must be {{"up": tiles}} or {{"down": n}}')
        kinds = _kinds(f"plays[{index}].up", play["up"], rules)
        barred = rules.last_trick_rule == "single" and last and led == 1 and not before[seat]
        if len(kinds) != led or barred or why_not_beats(t, top, kinds) is not None:
            return {"illegal_at": index}
        top, winner = kinds, seat
    if len(plays) != len(players) - 1:
        raise ValueError(f"plays must hold one play for each of the {len(players) - 1} followers")
    return {"winner": winner, "tricks": led, "tiles": led * len(players)}


def run_deal(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    banker = _seat(case, "banker", rules)
    rest = _seat(case, "rest", rules) if "rest" in case else None
    if rest is None and rules.resting:
        rest = first_rest(banker, rules.seats)
    height, stacks = woodpile_stacks(banker, active_seats(rules.seats, rest), rules.hand_size)
    return {"height": height, "stacks": {str(seat): list(pair) for seat, pair in stacks.items()}}


def run_banker(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    dice = _get(case, "dice")
    if (
        not isinstance(dice, list)
        or len(dice) != rules.banker_dice
        or not all(type(d) is int and 1 <= d <= 6 for d in dice)
    ):
        raise ValueError(f"dice must be {rules.banker_dice} dice of 1 to 6, not {json.dumps(dice)}")
    seats = _get(case, "seats")
    if not isinstance(seats, list) or not all(type(s) is int for s in seats):
        raise ValueError("seats must be a list of seats")
    return count_from(_seat(case, "thrower", rules), sum(dice), seats)


def run_rest(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    if not rules.resting:
        raise ValueError(f"no seat rests in {case.get('preset')}")
    if "first_banker" in case:
        return {"rest": first_rest(_seat(case, "first_banker", rules), rules.seats)}
    rest, banker = next_rest_and_banker(_seat(case, "rest", rules), _seat(case, "winner", rules), rules.seats)
    return {"rest": rest, "banker": banker}


def run_settle(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    r = rules
    if r.scoring == "tiles_target":
        tiles = _per_seat(case, "tiles", rules)
        pays = scoring.tiles_target(tiles, r.target_tiles, r.deck_tiles.size, r.big_win)
        return list(scoring.nets(r.seats, pays))
    tricks = _per_seat(case, "tricks", rules)
    winner = _seat(case, "winner", rules)
    players = [p for p, t in enumerate(tricks) if t is not None]
    if r.scoring == "classic":
        streak = _int(case, "banker_streak", 0, 1000) if r.banker_multiplier == "increasing" else 0
        pays = scoring.classic(
            tricks, winner, _seat(case, "banker", rules), r.banker_multiplier, streak, r.shutout_bonus
        )
    elif r.scoring == "one_chip":
        pays = scoring.one_chip(players, winner)
    elif r.scoring == "points_last5":
        pays = scoring.points_last5(tricks, winner, _int(case, "last_size", 1, 4))
    elif r.scoring == "most_tricks":
        leads = _get(case, "leads")
        if not isinstance(leads, list) or not all(isinstance(x, list) and len(x) == 2 for x in leads):
            raise ValueError("leads must be a list of [winner seat, tiles led]")
        pays = scoring.one_chip(players, scoring.most_tricks_winner(tricks, [tuple(x) for x in leads]))
    elif r.scoring == "tricks_ladder":
        pays = scoring.tricks_ladder(tricks)
    else:
        raise ValueError(f"settle: scoring {r.scoring!r} is not a trick game's")
    return list(scoring.nets(r.seats, pays))


def run_concede(case: dict[str, Any]) -> Any:
    rules = r = _rules(case)
    if not r.concede:
        raise ValueError("concede: these rules have no kan")
    how = _get(case, "how")
    if how not in ("concede", "claim"):
        raise ValueError(f'how must be "concede" or "claim", not {json.dumps(how)}')
    then = _per_seat(case, "tiles_then", rules)
    lifts = _get(case, "lifts")
    if not isinstance(lifts, list) or not all(type(s) is int and 0 <= s < r.seats for s in lifts):
        raise ValueError("lifts must be a list of seats")
    final = case.get("final_tiles")
    final_tiles = None if final is None else _per_seat(case, "final_tiles", rules)
    if (final_tiles is None) != (not lifts):
        raise ValueError("final_tiles is null exactly when nobody lifted")
    declaration = scoring.Declaration(_seat(case, "declarer", rules), how, tuple(t or 0 for t in then), tuple(lifts))
    pays = scoring.kan(
        (declaration,), final_tiles, r.target_tiles, r.deck_tiles.size, r.big_win, r.challenge_fee, r.conceder_settles
    )
    return list(scoring.nets(r.seats, pays))


def run_trade(case: dict[str, Any]) -> Any:
    """The trade (TG21) played on a real deal: every active seat declares in turn."""
    rules = _rules(case)
    if not rules.trade:
        raise ValueError("trade: these rules have no trade")
    declared = _get(case, "declared")
    if not isinstance(declared, list) or len(declared) != rules.seats:
        raise ValueError(f"declared must hold one entry per seat ({rules.seats})")
    rests = [p for p, d in enumerate(declared) if d is None]
    if len(rests) != rules.seats - rules.active or not all(d is None or isinstance(d, bool) for d in declared):
        raise ValueError("declared: true or false for each active seat, null for the resting one")
    rest = rests[0] if rests else None
    banker = next(p for p in range(rules.seats) if p != rest)
    state = new_deal(rules, banker, banker=banker, rest=rest)
    state = apply(state, sample_chance(state, random.Random(0)))
    while state.phase != OVER and state.phase == "trade":
        seat = state.actor
        state = apply(state, Declare(seat, bool(declared[seat])))
    if state.final is not None and state.final.outcome == "redeal":
        return "redeal"
    if state.final is not None:
        return {"winner": state.final.winner, "payments": list(state.final.nets)}
    return {"play": list(state.players)}


CASE_KINDS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "deck": run_deck,
    "ruleset": run_ruleset,
    "ranks": run_ranks,
    "lead": run_lead,
    "beats": run_beats,
    "trick": run_trick,
    "deal": run_deal,
    "banker": run_banker,
    "rest": run_rest,
    "settle": run_settle,
    "concede": run_concede,
    "trade": run_trade,
}
