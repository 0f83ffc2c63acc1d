"""Bagchen's deals in the hand-record format (``docs/hand-record.md``): the format's
first form, before it held other games. Seats are written E S W N, tiles by their
labels, and a deal keeps its dice, point, re-deals, payments, seating and result
(``records.handrecord`` reads and writes the rest of the file)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from bagchen_qt.core.quoting import excerpt as _short
from bagchen_qt.games.bagchen.rules.actions import EVENT_TYPES, Event, event_from_dict, event_to_dict
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet, RuleSetError
from bagchen_qt.games.bagchen.rules.state import DealResult
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILES
from bagchen_qt.records.handrecord import (
    MAX_CHIPS,
    MAX_EVENTS,
    deal_events_and_seed,
    deal_status,
    fail,
    json_object,
    kind_of,
    notes_from,
    seats_json,
    time_field,
    whole_number,
)
from bagchen_qt.records.model import SEAT_LETTERS, DealCheckError, DealRecord, RecordedPayment
from bagchen_qt.records.schema import PAYMENT_REASONS

from .checks import check_seating_record

_LABELS = {t.label: int(t) for t in TILES}
_POINTS = {k.notation for k in KINDS}
_RULE_NAMES = {f.name for f in fields(RuleSet)}


def _seat(value: Any, where: str, name: str) -> int:
    if not isinstance(value, str) or value not in SEAT_LETTERS or len(value) != 1:
        raise fail(where, f"'{name}' must be a seat, E, S, W or N, not {_short(value)}")
    return SEAT_LETTERS.index(value)


def _tile(value: Any, where: str, name: str) -> int:
    if not isinstance(value, str) or value not in _LABELS:
        raise fail(where, f"'{name}' must be a tile label such as 6-5#1, not {_short(value)}")
    return _LABELS[value]


def _tiles(value: Any, where: str, name: str, low: int, high: int) -> list[int]:
    if not isinstance(value, list) or not low <= len(value) <= high:
        raise fail(where, f"'{name}' must be a list of {low} to {high} tiles")
    return [_tile(v, where, name) for v in value]


def _seating(value: Any, where: str) -> tuple[int, ...] | None:
    """A deal's ``seating``: for each seat, the session seat its player is listed under."""
    if value is None:
        return None
    if not isinstance(value, dict) or sorted(value) != sorted(SEAT_LETTERS):
        raise fail(where, "'seating' must give, for each seat E, S, W and N, a seat of the session")
    seating = tuple(_seat(value[s], where, f"seating.{s}") for s in SEAT_LETTERS)
    if sorted(seating) != [0, 1, 2, 3]:
        raise fail(where, "'seating' must place each of the session's four players in one seat")
    return None if seating == (0, 1, 2, 3) else seating


def _seat_draw(value: Any, where: str) -> dict[str, Any] | None:
    """A deal's ``seat_draw`` as data (``check_seating_record`` replays it by the rules)."""
    if value is None:
        return None
    obj = json_object(value, f"{where}, seat_draw", ("time", "before", "demander", "throws"), ())
    if obj["time"] not in ("morning", "afternoon"):
        raise fail(where, f"'seat_draw.time' must be morning or afternoon, not {_short(obj['time'])}")
    before = _seating(obj["before"], f"{where}, seat_draw") or (0, 1, 2, 3)
    demander = None if obj["demander"] is None else _seat(obj["demander"], where, "seat_draw.demander")
    throws = obj["throws"]
    if not isinstance(throws, list) or len(throws) > 400:
        raise fail(where, "'seat_draw.throws' must be a list of throws")
    data = {"morning": obj["time"] == "morning", "before": list(before), "demander": demander, "throws": []}
    for i, throw in enumerate(throws, 1):
        if not isinstance(throw, list) or len(throw) != 3:
            raise fail(where, f"seat_draw throw {i} must be [player's seat, die, die]")
        data["throws"].append(
            [
                _seat(throw[0], where, f"seat_draw throw {i}"),
                whole_number(throw[1], where, f"seat_draw throw {i}", 1, 6),
                whole_number(throw[2], where, f"seat_draw throw {i}", 1, 6),
            ]
        )
    return data


def _seat_draw_json(data: dict[str, Any]) -> dict[str, Any]:
    return {
        "time": "morning" if data["morning"] else "afternoon",
        "before": {SEAT_LETTERS[s]: SEAT_LETTERS[p] for s, p in enumerate(data["before"])},
        "demander": None if data["demander"] is None else SEAT_LETTERS[data["demander"]],
        "throws": [[SEAT_LETTERS[p], a, b] for p, a, b in data["throws"]],
    }


def _per_seat(value: Any, where: str, name: str, low: int, high: int) -> tuple[int, ...]:
    if not isinstance(value, dict) or sorted(value) != sorted(SEAT_LETTERS):
        raise fail(where, f"'{name}' must give a number for each seat, E, S, W and N")
    return tuple(whole_number(value[s], where, f"{name}.{s}", low, high) for s in SEAT_LETTERS)


def rules_from_file(value: Any, where: str) -> RuleSet:
    if not isinstance(value, dict):
        raise fail(where, "'rules' must be an object of rule options")
    unknown = sorted(set(value) - _RULE_NAMES)
    if unknown:
        raise fail(where, f"unknown rule option '{_short(unknown[0])}'")
    try:
        return RuleSet.from_dict(value)
    except (RuleSetError, TypeError) as error:
        raise fail(where, f"rules: {error}") from None


def event_to_json(event: Event) -> dict[str, Any]:
    """An event as the file writes it: seats as letters, tiles as labels."""
    data: dict[str, Any] = event_to_dict(event)
    for name, value in data.items():
        if name in ("seat", "partner"):
            data[name] = SEAT_LETTERS[value]
        elif name in ("order", "tiles"):
            data[name] = [TILES[t].label for t in value]
        elif name == "tile":
            data[name] = TILES[value].label
    return data


_EVENT_RANGES = {"tower": (0, 7), "a": (1, 6), "b": (1, 6), "offerer": (1, 6), "acceptor": (1, 6)}


def event_from_json(value: Any, where: str) -> Event:
    if not isinstance(value, dict):
        raise fail(where, f"an event must be an object, not {kind_of(value)}")
    type_name = value.get("type")
    if not isinstance(type_name, str) or type_name not in EVENT_TYPES:
        raise fail(where, f"unknown event type {_short(type_name)}")
    names = EVENT_TYPES[type_name].__slots__
    json_object(value, where, ("type", *names))
    data: dict[str, Any] = {"type": type_name}
    for name in names:
        field = value[name]
        if name in ("seat", "partner"):
            data[name] = _seat(field, where, name)
        elif name == "order":
            data[name] = _tiles(field, where, name, 64, 64)
        elif name == "tiles":
            data[name] = _tiles(field, where, name, 1, 16)
        elif name == "tile":
            data[name] = _tile(field, where, name)
        elif name == "suit":
            if field not in ("sky", "earth", None):
                raise fail(where, f"'suit' must be sky, earth or null, not {_short(field)}")
            data[name] = field
        else:
            data[name] = whole_number(field, where, name, *_EVENT_RANGES.get(name, (0, 1000)))
    try:
        return event_from_dict(data)
    except ValueError as error:
        raise fail(where, str(error)) from None


_DEAL_REQUIRED = (
    "session",
    "number",
    "status",
    "rules",
    "starter",
    "chips",
    "dice",
    "point",
    "redeals",
    "events",
    "payments",
    "result",
)
_DEAL_OPTIONAL = ("seed", "started", "finished", "annotations", "seating", "seat_draw", "game")


def deal_from_file(value: Any, where: str) -> tuple[int, int, DealRecord]:
    """A Bagchen deal of a hand-record file (its session's key, its number, its record),
    every field checked; the rules check the deal as a whole."""
    obj = json_object(value, where, _DEAL_REQUIRED, _DEAL_OPTIONAL)
    status = deal_status(obj, where)
    events, seed = deal_events_and_seed(obj, where)
    dice = obj["dice"]
    if dice is not None:
        if not isinstance(dice, list) or len(dice) != 2:
            raise fail(where, "'dice' must be a list of two dice, or null")
        dice = (whole_number(dice[0], where, "dice", 1, 6), whole_number(dice[1], where, "dice", 1, 6))
    point = obj["point"]
    if point is not None and (not isinstance(point, str) or point not in _POINTS):
        raise fail(where, f"'point' must be a tile kind such as 4-3, or null, not {_short(point)}")
    record = DealRecord(
        rules=rules_from_file(obj["rules"], where),
        starter=_seat(obj["starter"], where, "starter"),
        chips=_per_seat(obj["chips"], where, "chips", -MAX_CHIPS, MAX_CHIPS),
        events=[event_from_json(e, f"{where}, event {i}") for i, e in enumerate(events, 1)],
        status=status,
        seed=seed,
        dice=dice,
        point=point,
        redeals=whole_number(obj["redeals"], where, "redeals", 0, MAX_EVENTS),
        payments=_payments(obj["payments"], where),
        result=_result(obj["result"], where),
        notes=notes_from(obj.get("annotations", []), where),
        started=time_field(obj.get("started"), where, "started"),
        finished=time_field(obj.get("finished"), where, "finished"),
        seating=_seating(obj.get("seating"), where),
    )
    record.seat_draw = _seat_draw(obj.get("seat_draw"), where)
    try:
        check_seating_record(record)
    except DealCheckError as error:
        raise fail(where, f"'seat_draw': {error}") from None
    return (
        whole_number(obj["session"], where, "session", 1, 10**9),
        whole_number(obj["number"], where, "number", 1, 10**9),
        record,
    )


def _payments(value: Any, where: str) -> list[RecordedPayment]:
    if not isinstance(value, list) or len(value) > MAX_EVENTS:
        raise fail(where, "'payments' must be a list")
    out = []
    for i, item in enumerate(value, 1):
        at = f"{where}, payment {i}"
        obj = json_object(item, at, ("event", "payer", "payee", "chips", "reason", "trick"))
        reason = obj["reason"]
        if reason not in PAYMENT_REASONS:
            raise fail(at, f"'reason' must be one of {', '.join(PAYMENT_REASONS)}, not {_short(reason)}")
        out.append(
            RecordedPayment(
                whole_number(obj["event"], at, "event", 1, MAX_EVENTS),
                _seat(obj["payer"], at, "payer"),
                _seat(obj["payee"], at, "payee"),
                whole_number(obj["chips"], at, "chips", 1, MAX_CHIPS),
                reason,
                whole_number(obj["trick"], at, "trick", 0, 16),
            )
        )
    return out


def _result(value: Any, where: str) -> DealResult | None:
    if value is None:
        return None
    at = f"{where}, result"
    obj = json_object(value, at, ("last_winner", "stacks", "jump_points", "multiplier", "sweep", "nets"))
    if not isinstance(obj["sweep"], bool):
        raise fail(at, "'sweep' must be true or false")
    return DealResult(
        _seat(obj["last_winner"], at, "last_winner"),
        _per_seat(obj["stacks"], at, "stacks", 0, 16),
        whole_number(obj["jump_points"], at, "jump_points", 0, 1000),
        whole_number(obj["multiplier"], at, "multiplier", 1, 6000),
        obj["sweep"],
        _per_seat(obj["nets"], at, "nets", -MAX_CHIPS, MAX_CHIPS),
    )


def deal_json(record: DealRecord, session_key: int, number: int) -> dict[str, Any]:
    """A Bagchen deal as a hand-record file writes it."""
    out: dict[str, Any] = {
        "session": session_key,
        "number": number,
        "status": record.status,
    }
    if record.started:
        out["started"] = record.started
    if record.finished and record.status == "finished":
        out["finished"] = record.finished
    if record.seating is not None:
        out["seating"] = {SEAT_LETTERS[s]: SEAT_LETTERS[p] for s, p in enumerate(record.seating)}
    if record.seat_draw is not None:
        out["seat_draw"] = _seat_draw_json(record.seat_draw)
    out.update(
        {
            "rules": record.rules.to_dict(),
            "starter": SEAT_LETTERS[record.starter],
            "chips": seats_json(record.chips),
            "seed": record.seed,
            "dice": list(record.dice) if record.dice else None,
            "point": record.point,
            "redeals": record.redeals,
            "events": [event_to_json(e) for e in record.events],
            "payments": [
                {
                    "event": p.event,
                    "payer": SEAT_LETTERS[p.payer],
                    "payee": SEAT_LETTERS[p.payee],
                    "chips": p.chips,
                    "reason": p.reason,
                    "trick": p.trick,
                }
                for p in record.payments
            ],
            "result": None
            if record.result is None
            else {
                "last_winner": SEAT_LETTERS[record.result.last_winner],
                "stacks": seats_json(record.result.stacks),
                "jump_points": record.result.jump_points,
                "multiplier": record.result.multiplier,
                "sweep": record.result.sweep,
                "nets": seats_json(record.result.nets),
            },
            "annotations": [
                {"event": n.event, "mark": n.mark, "text": n.text, "bookmark": n.bookmark} for n in record.notes
            ],
        }
    )
    return out
