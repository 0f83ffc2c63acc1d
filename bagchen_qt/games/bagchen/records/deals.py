"""How Bagchen's deals are written into the records: its events and rule sets as
compact JSON by fast writers of their own (self-play records every deal), the point its
dice named, its payments each with the event that caused it, and its result."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import lru_cache

from bagchen_qt.games.bagchen.rules.actions import EVENT_TYPES, Charity, Event, Lead, Shuffle
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState
from bagchen_qt.games.bagchen.rules.tiles import KINDS, Suit
from bagchen_qt.records.connection import stored_json
from bagchen_qt.records.model import RecordedPayment


def point_of(state: DealState) -> str | None:
    """The kind the deal's dice named, as ``H-L``."""
    kind = state.point_kind
    return KINDS[kind].notation if kind is not None else None


def _suit_json(suit: Suit | None) -> str:
    return "null" if suit is None else f'"{suit.value}"'


def _json_encoder(cls: type) -> Callable[[Event], str]:
    """One f-string that writes an event of type ``cls`` as compact JSON, its fields
    read as ``event_from_dict`` reads them: tile lists, a suit, whole numbers."""
    parts = [f'{{{{"type":"{cls.__name__}"']
    for name in cls.__slots__:  # type: ignore[attr-defined]
        if name in ("order", "tiles"):  # a list's str, spaces taken out, is its compact JSON
            value = f"{{str(list(e.{name})).replace(space, nothing)}}"
        elif name == "suit":
            value = f"{{suit(e.{name})}}"
        else:
            value = f"{{e.{name}:d}}"
        parts.append(f',"{name}":{value}')
    source = "lambda e: f'" + "".join(parts) + "}}'"
    return eval(source, {"suit": _suit_json, "space": " ", "nothing": ""})  # from field names


_ENCODERS: dict[type, Callable[[Event], str]] = {cls: _json_encoder(cls) for cls in EVENT_TYPES.values()}


def event_json(event: Event) -> str:
    """The compact JSON the database stores for an event: exactly
    ``json.dumps(event_to_dict(event), separators=(",", ":"))``, several times faster
    (self-play records every deal; a test holds the two equal)."""
    return _ENCODERS[type(event)](event)


def events_json(events: Sequence[Event]) -> list[str]:
    """``event_json`` of each event (one call fewer per event: self-play records them all)."""
    encoders = _ENCODERS
    return [encoders[type(e)](e) for e in events]


@lru_cache(maxsize=64)
def rules_json(rules: RuleSet) -> str:
    return json.dumps(rules.to_dict(), sort_keys=True, separators=(",", ":"))


def payments_of(state: DealState, events: Sequence[Event] | None = None) -> list[RecordedPayment]:
    """``state``'s payments, each with the event that caused it, without replaying (see
    ``payment_events``)."""
    events = list(state.events) if events is None else events
    numbers = payment_events(state, events)
    return [RecordedPayment(number, *p) for number, p in zip(numbers, state.payments, strict=True)]


def payment_events(state: DealState, events: Sequence[Event]) -> list[int]:
    """The event each of ``state``'s payments belongs to: a points payment to the lead of
    its trick (trick k is led by the k-th lead after the last shuffle), the final
    payments to the last event. ``check_deal`` replays and compares, so a mistake here
    could not go unnoticed."""
    kinds = list(map(type, events))
    start = len(kinds) - kinds[::-1].index(Shuffle) if Shuffle in kinds else 0  # just after the last shuffle
    leads = [number for number, kind in enumerate(kinds[start:], start + 1) if kind is Lead or kind is Charity]
    last = len(events)
    return [leads[p.trick] if p.reason == "points" else last for p in state.payments]


def result_json(result: DealResult) -> str:
    """``result`` as compact JSON (by hand: self-play writes one a deal)."""
    return (
        f'{{"last_winner":{result.last_winner},"stacks":[{",".join(map(str, result.stacks))}],'
        f'"jump_points":{result.jump_points},"multiplier":{result.multiplier},'
        f'"sweep":{"true" if result.sweep else "false"},"nets":[{",".join(map(str, result.nets))}]}}'
    )


def result_from_json(text: str | None) -> DealResult | None:
    """A stored result; None if there is none, or if it cannot be read (an altered row:
    lists still show the deal, and ``verify`` reports the result missing)."""
    if not text:
        return None
    try:
        data = stored_json(text)
        return DealResult(
            data["last_winner"],
            tuple(data["stacks"]),
            data["jump_points"],
            data["multiplier"],
            bool(data["sweep"]),
            tuple(data["nets"]),
        )
    except (ValueError, KeyError, TypeError):
        return None
