"""Deal records in memory, and the check that a record agrees with the rules.

``DealRecord`` is what both the database and the hand-record file hold for one deal:
its game, rule set, starter, chips, the full event log and what was recorded about it
(Bagchen's dice, point and payments, the result, annotations). ``check_deal`` replays
the log through the game's rules and compares everything recorded with what the rules
give; import and verify both use it, so a file and a database are held to the same
standard. A deal of a game other than Bagchen is replayed through its definition
(``rules.family``), and its result is the chips each seat won.

Event numbers are 1-based: event k is ``events[k - 1]`` and leads to replay step k
(step 0 is the deal before its first event).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules.actions import EVENT_TYPES, Charity, Event, Lead, Shuffle
from bagchen_qt.games.bagchen.rules.dealing import seat_letter
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.seating import draw_from_dict
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState, apply
from bagchen_qt.games.bagchen.rules.tiles import KINDS, Suit

from .games import BAGCHEN, DealStart, recorded_game

PLAYER_KINDS = ("human", "ai")
EXAMPLE_LEVEL = "example"  # the scripted player of the example deals (``examples``), besides the AI's levels

_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def printable(text: str) -> str:
    """``text`` safe to print to any terminal or file: control characters and lone
    surrogates (which UTF-8 cannot hold) written as ``\\uXXXX`` escapes."""
    return _UNPRINTABLE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


class DealCheckError(ValueError):
    """A deal record that disagrees with the rules; ``event`` is the 1-based event
    number the problem shows at, or None for the deal as a whole."""

    def __init__(self, message: str, event: int | None = None) -> None:
        super().__init__(f"event {event}: {message}" if event is not None else message)
        self.event = event


@dataclass(frozen=True)
class PlayerSpec:
    """Who sits in a seat: a human (``name``) or an AI (``level`` and ``options``, plain
    JSON values such as ``PlayerOptions`` fields; ``name`` is then an optional label)."""

    kind: str
    name: str = ""
    level: str = ""
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if self.kind not in PLAYER_KINDS:
            raise ValueError(f"a player is human or ai, not {self.kind!r}")
        if self.kind == "human" and not self.name:
            raise ValueError("a human player needs a name")
        if self.kind == "ai" and not self.level:
            raise ValueError("an AI player needs a level")

    @classmethod
    def human(cls, name: str) -> PlayerSpec:
        return cls("human", name=name)

    @classmethod
    def ai(cls, level: str, options: Mapping[str, Any] | Any | None = None, name: str = "") -> PlayerSpec:
        """An AI player; ``options`` is a dict or a dataclass such as ``PlayerOptions``."""
        if options is not None and not isinstance(options, Mapping):
            from dataclasses import asdict

            options = asdict(options)
        return cls("ai", name=name, level=level, options=dict(options or {}))

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def ai_level(self) -> str | None:
        """The AI's level; None for the human (as the table's panels show a seat)."""
        return None if self.kind == "human" else self.level

    @property
    def table_name(self) -> str:
        """The name the table calls the player by: its own, or an unnamed AI's level."""
        return self.name or self.level

    def player_options(self) -> PlayerOptions:
        """The AI's options as it thinks with them; options this version does not know
        (recorded by another) are left out."""
        known = set(PlayerOptions.__dataclass_fields__)
        return PlayerOptions(**{k: v for k, v in dict(self.options).items() if k in known})

    @property
    def label(self) -> str:
        """How lists show the player: the human's name, or "easy AI"."""
        if self.kind == "human":
            return self.name
        return self.name or f"{self.level} AI"

    @property
    def options_json(self) -> str:
        return json.dumps(dict(self.options), sort_keys=True, separators=(",", ":"))


def as_player(player: PlayerSpec | str) -> PlayerSpec:
    """A ``PlayerSpec``; a plain string is taken as an AI level (as self-play names seats)."""
    if isinstance(player, PlayerSpec):
        return player
    if isinstance(player, str):
        return PlayerSpec.ai(player)
    raise TypeError(f"a seat's player is a PlayerSpec or an AI level name, not {player!r}")


class RecordedPayment(NamedTuple):
    event: int  # the event that caused it (1-based)
    payer: int
    payee: int
    chips: int
    reason: str
    trick: int

    def describe(self) -> str:
        return (
            f"{seat_letter(self.payer)} pays {seat_letter(self.payee)} {self.chips} chip"
            f"{'s' if self.chips != 1 else ''} ({self.reason}, trick {self.trick})"
        )


class Note(NamedTuple):
    """An annotation's content: on ``event`` (1-based) or on the deal (None)."""

    event: int | None
    text: str = ""
    mark: str | None = None
    bookmark: bool = False


@dataclass
class DealRecord:
    rules: RuleSet | Any  # the game's own rule set
    starter: int
    chips: tuple[int, ...]
    events: list[Event] | list[Any]  # the game's own events
    status: str = "finished"  # "finished" or "unfinished"
    seed: int | None = None
    dice: tuple[int, int] | None = None
    point: str | None = None
    redeals: int = 0
    payments: list[RecordedPayment] = field(default_factory=list)
    result: DealResult | None = None
    notes: list[Note] = field(default_factory=list)
    started: str | None = None
    finished: str | None = None
    # For each seat, the session seat of the player sitting there; None: as listed.
    seating: tuple[int, ...] | None = None
    # The throws for seats made just before the deal (``seating.draw_to_dict``), or None.
    seat_draw: dict[str, Any] | None = None
    game: str = BAGCHEN  # the game of the family (``rules.family``)
    # A game other than Bagchen: the chips each seat won, as recorded (None: not finished).
    nets: tuple[int, ...] | None = None
    # What else the deal starts from (``games.DealStart.extra``: Tien Gow's banker, ...).
    start_extra: dict[str, Any] | None = None

    @property
    def is_bagchen(self) -> bool:
        return self.game == BAGCHEN

    def start_state(self) -> Any:
        if self.game == BAGCHEN:
            return DealState.new(self.rules, self.starter, self.chips)
        return recorded_game(self.game).new_deal(self.deal_start)

    @property
    def deal_start(self) -> DealStart:
        return DealStart(self.rules, self.starter, tuple(self.chips), self.start_extra)

    @classmethod
    def from_state(
        cls, state: Any, seed: int | None = None, notes: Sequence[Note] = (), game: str = BAGCHEN
    ) -> DealRecord:
        """The record of a deal of ``game`` played to ``state`` (finished or not)."""
        events = list(state.events)
        if game != BAGCHEN:
            played = recorded_game(game)
            start = played.start_of(state)
            return cls(
                rules=start.rules,
                starter=start.starter,
                chips=start.chips,
                events=events,
                status="finished" if state.is_over else "unfinished",
                seed=seed,
                notes=list(notes),
                game=game,
                nets=played.nets(state) if state.is_over else None,
                start_extra=dict(start.extra) if start.extra else None,
            )
        return cls(
            rules=state.rules,
            starter=state.starter,
            chips=tuple(state.start_chips),
            events=events,
            status="finished" if state.is_over else "unfinished",
            seed=seed,
            dice=state.dice,
            point=point_of(state),
            redeals=state.redeals,
            payments=payments_of(state, events),
            result=state.result,
            notes=list(notes),
        )


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


def fingerprint(
    rules: RuleSet | Any,
    starter: int,
    chips: Sequence[int],
    event_jsons: Sequence[str],
    game: str = BAGCHEN,
    start_json: str | None = None,
) -> str:
    """A digest of what makes a deal itself: two records with the same fingerprint are
    the same deal (import skips deals already stored). A Bagchen deal's digest is what
    it was before other games were stored; another game's names its game."""
    digest = hashlib.sha256()
    if game == BAGCHEN:
        digest.update(json.dumps([rules_json(rules), starter, list(chips)]).encode())
    else:
        rules_text = recorded_game(game).rules_json(rules)
        digest.update(json.dumps([game, rules_text, starter, list(chips), start_json]).encode())
    if event_jsons:
        digest.update(("\n" + "\n".join(event_jsons)).encode())
    return digest.hexdigest()


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


def _tiles_conserved(state: DealState) -> bool:
    """Every one of the 64 tiles is in exactly one place: a hand or a trick. Before the
    towers are taken the shuffle itself holds them (the engine checks it)."""
    if state.dice is None:
        return True
    seen = [t for hand in state.hands for t in hand]
    for trick in (*state.tricks, state.trick) if state.trick else state.tricks:
        for play in trick.plays:
            seen.extend(play.tiles)
    return len(seen) == 64 and len(set(seen)) == 64


def replay_checked(record: DealRecord) -> tuple[DealState, list[RecordedPayment]]:
    """Replay the log: the final state and the payments the rules make, each with its
    event. An illegal event raises ``DealCheckError`` naming it. (A Bagchen deal; any
    game's: ``replay_game_checked``.)"""
    if record.game != BAGCHEN:
        raise ValueError(f"replay_checked replays Bagchen deals; this one is {record.game}: use replay_game_checked")
    try:
        state = record.start_state()
    except ValueError as error:
        raise DealCheckError(f"the deal cannot start: {error}") from None
    payments: list[RecordedPayment] = []
    for number, event in enumerate(record.events, 1):
        before = len(state.payments)
        try:
            state = apply(state, event)
        except IllegalAction as error:
            raise DealCheckError(str(error), number) from None
        except Exception as error:  # malformed data must become a message, never a traceback
            raise DealCheckError(f"the rules cannot apply {type(event).__name__}: {error}", number) from None
        if not _tiles_conserved(state):
            raise DealCheckError("the 64 tiles are no longer all accounted for", number)
        payments.extend(RecordedPayment(number, *p) for p in state.payments[before:])
    return state, payments


def _describe_result(result: DealResult) -> str:
    nets = " ".join(f"{seat_letter(s)} {n:+d}" for s, n in enumerate(result.nets))
    return (
        f"last trick {seat_letter(result.last_winner)}, stacks {list(result.stacks)}, jump {result.jump_points}, "
        f"multiplier {result.multiplier}, sweep {'yes' if result.sweep else 'no'}, chips {nets}"
    )


def replay_game_checked(record: DealRecord) -> Any:
    """Replay the log of a deal of any game through its definition: the final state. An
    event the rules refuse, or cannot read, raises ``DealCheckError`` naming it."""
    try:
        state = record.start_state()
    except (ValueError, TypeError) as error:
        raise DealCheckError(f"the deal cannot start: {error}") from None
    apply_event = recorded_game(record.game).apply
    for number, event in enumerate(record.events, 1):
        try:
            state = apply_event(state, event)
        except ValueError as error:  # the game's IllegalAction is a ValueError
            raise DealCheckError(str(error), number) from None
        except Exception as error:  # malformed data must become a message, never a traceback
            raise DealCheckError(f"the rules cannot apply {type(event).__name__}: {error}", number) from None
    return state


def _check_game_deal(record: DealRecord, interrupted: bool) -> Any:
    """``check_deal`` for a game other than Bagchen: the log replayed, the status and the
    chips won as the rules give them, the annotations on events of the deal."""
    state = replay_game_checked(record)
    n = len(record.events)
    if record.status == "finished" and not state.is_over:
        raise DealCheckError(f"the deal is marked finished, but it is not over after its {n} events")
    if record.status == "unfinished" and state.is_over and not interrupted:
        raise DealCheckError(f"the deal is over after event {n}, but it is marked unfinished")
    if record.payments or record.dice is not None or record.point is not None or record.redeals or record.result:
        raise DealCheckError(f"dice, point, re-deals, payments and a Bagchen result are not part of {record.game}")
    if record.status == "finished":
        nets = recorded_game(record.game).nets(state)
        if record.nets != nets:
            recorded = "none" if record.nets is None else _describe_nets(record.nets)
            raise DealCheckError(f"the chips won are recorded as {recorded}, but the rules give {_describe_nets(nets)}")
    elif record.nets is not None:
        raise DealCheckError("an unfinished deal has no result")
    seats = len(record.chips)
    if record.seating is not None or record.seat_draw is not None:
        raise DealCheckError(f"seat exchanges and throws for seats are not part of {record.game}")
    if not 1 <= seats <= 8 or not 0 <= record.starter < seats:
        raise DealCheckError(f"the starter {record.starter} is not one of the deal's {seats} seats")
    for note in record.notes:
        if note.event is not None and not 1 <= note.event <= n:
            raise DealCheckError(f"an annotation is on event {note.event}, but the deal has events 1 to {n}")
    return state


def _describe_nets(nets: Sequence[int]) -> str:
    return " ".join(f"{seat_letter(s)} {n:+d}" for s, n in enumerate(nets))


def check_deal(record: DealRecord, *, interrupted: bool = False) -> Any:
    """Check ``record`` against the rules of its game and return its final state.

    Every event must be legal when replayed, the 64 tiles conserved at every step, and
    the recorded dice, point, re-deals, payments and result equal to what the rules
    give. ``interrupted``: the deal was being recorded when its program stopped, so a
    complete log that is not yet marked finished is no error. A deal of another game
    is replayed through its definition and its chips won compared.
    """
    if record.game != BAGCHEN:
        return _check_game_deal(record, interrupted)
    state, payments = replay_checked(record)
    n = len(record.events)
    if record.status == "finished" and not state.is_over:
        raise DealCheckError(f"the deal is marked finished, but it is not over after its {n} events")
    if record.status == "unfinished" and state.is_over and not interrupted:
        raise DealCheckError(f"the deal is over after event {n}, but it is marked unfinished")
    for index, (recorded, expected) in enumerate(zip(record.payments, payments, strict=False)):
        if recorded != expected:
            raise DealCheckError(
                f"payment {index + 1} is recorded as {recorded.describe()}, but the rules give {expected.describe()}",
                expected.event,
            )
    if len(record.payments) > len(payments):
        extra = record.payments[len(payments)]
        raise DealCheckError(
            f"payment {len(payments) + 1} ({extra.describe()}) is not due under the rules",
            extra.event if 1 <= extra.event <= n else None,
        )
    if len(record.payments) < len(payments):
        missing = payments[len(record.payments)]
        raise DealCheckError(f"payment {len(record.payments) + 1} ({missing.describe()}) is missing", missing.event)
    if record.dice != state.dice:
        raise DealCheckError(f"the dice are recorded as {_dice(record.dice)}, but the log throws {_dice(state.dice)}")
    if record.point != point_of(state):
        raise DealCheckError(
            f"the point is recorded as {record.point or 'none'}, but the dice name {point_of(state) or 'none'}"
        )
    if record.redeals != state.redeals:
        raise DealCheckError(f"{record.redeals} re-deals are recorded, but the log has {state.redeals}")
    if record.status == "finished" and record.result != state.result:
        recorded_result = _describe_result(record.result) if record.result else "none"
        given = _describe_result(state.result) if state.result else "no result yet"
        raise DealCheckError(f"the result is recorded as {recorded_result}, but the rules give {given}")
    if record.status != "finished" and record.result is not None:
        raise DealCheckError("an unfinished deal has no result")
    for note in record.notes:
        if note.event is not None and not 1 <= note.event <= n:
            raise DealCheckError(f"an annotation is on event {note.event}, but the deal has events 1 to {n}")
    check_seating_record(record)
    return state


def check_seating_record(record: DealRecord) -> None:
    """Who sat where: a seating puts each player in one seat, and the throws for seats
    made before the deal, replayed by the rules, give exactly that seating (R22, R26)."""
    seating = record.seating or (0, 1, 2, 3)
    if sorted(seating) != [0, 1, 2, 3]:
        raise DealCheckError(f"the seating {list(seating)} does not put each player in one seat")
    if record.seat_draw is None:
        return
    try:
        draw = draw_from_dict(record.seat_draw)
    except ValueError as error:
        raise DealCheckError(f"the draw for seats does not follow the rules: {error}") from None
    if draw.seating() != tuple(seating):
        raise DealCheckError("the draw for seats does not seat the players as the deal's seating says")


def _dice(dice: tuple[int, int] | None) -> str:
    return f"{dice[0]} and {dice[1]}" if dice else "not thrown"
