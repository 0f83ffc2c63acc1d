"""Deal records in memory, and the check that a record agrees with the rules.

``DealRecord`` is what both the database and the hand-record file hold for one deal:
its game, rule set, starter, chips, the full event log and what was recorded about it
(the result, annotations, and where its game keeps them, its dice, point, payments and
seating). ``check_deal`` replays the log through the game's rules and compares
everything recorded with what the rules give; import and verify both use it, so a file
and a database are held to the same standard. A deal is replayed through its game's
definition (``core.family``), and its result is the chips each seat won, unless its
game checks its records in a way of its own (``games.RecordedGame.check_deal``).

Event numbers are 1-based: event k is ``events[k - 1]`` and leads to replay step k
(step 0 is the deal before its first event).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from bagchen_qt.ai.player import PlayerOptions

from .games import UNNAMED_GAME, DealStart, recorded_game

PLAYER_KINDS = ("human", "ai")
SEAT_LETTERS = "ESWN"  # how the records write the seats of a table of up to four
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
            f"{SEAT_LETTERS[self.payer]} pays {SEAT_LETTERS[self.payee]} {self.chips} chip"
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
    rules: Any  # the game's own rule set
    starter: int
    chips: tuple[int, ...]
    events: list[Any]  # the game's own events
    status: str = "finished"  # "finished" or "unfinished"
    seed: int | None = None
    dice: tuple[int, int] | None = None
    point: str | None = None
    redeals: int = 0
    payments: list[RecordedPayment] = field(default_factory=list)
    result: Any = None  # the game's own result, where it keeps one (``RecordedGame.stored_result``)
    notes: list[Note] = field(default_factory=list)
    started: str | None = None
    finished: str | None = None
    # For each seat, the session seat of the player sitting there; None: as listed.
    seating: tuple[int, ...] | None = None
    # The throws for seats made just before the deal (``seating.draw_to_dict``), or None.
    seat_draw: dict[str, Any] | None = None
    game: str = UNNAMED_GAME  # the game of the family (``core.family``)
    # The chips each seat won, as recorded, where the game keeps no result of its own
    # (None: not finished).
    nets: tuple[int, ...] | None = None
    # What else the deal starts from (``games.DealStart.extra``: Tien Gow's banker, ...).
    start_extra: dict[str, Any] | None = None

    @property
    def keeps_own_details(self) -> bool:
        """Whether its game keeps dice, point, payments, seating and a result of its own."""
        return recorded_game(self.game).keeps_own_details

    def start_state(self) -> Any:
        return recorded_game(self.game).start_state(self)

    @property
    def deal_start(self) -> DealStart:
        return DealStart(self.rules, self.starter, tuple(self.chips), self.start_extra)

    @classmethod
    def from_state(
        cls, state: Any, seed: int | None = None, notes: Sequence[Note] = (), game: str = UNNAMED_GAME
    ) -> DealRecord:
        """The record of a deal of ``game`` played to ``state`` (finished or not)."""
        return recorded_game(game).record_of(state, seed, notes)


def fingerprint(
    rules: Any,
    starter: int,
    chips: Sequence[int],
    event_jsons: Sequence[str],
    game: str = UNNAMED_GAME,
    start_json: str | None = None,
) -> str:
    """A digest of what makes a deal itself: two records with the same fingerprint are
    the same deal (import skips deals already stored). It names the deal's game, except
    where the game keeps the digest it had before other games were stored."""
    return recorded_game(game).fingerprint(rules, starter, chips, event_jsons, start_json)


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


def check_by_definition(record: DealRecord, interrupted: bool) -> Any:
    """``check_deal`` through the game's definition: the log replayed, the status and
    the chips won as the rules give them, the annotations on events of the deal."""
    state = replay_game_checked(record)
    n = len(record.events)
    if record.status == "finished" and not state.is_over:
        raise DealCheckError(f"the deal is marked finished, but it is not over after its {n} events")
    if record.status == "unfinished" and state.is_over and not interrupted:
        raise DealCheckError(f"the deal is over after event {n}, but it is marked unfinished")
    if record.payments or record.dice is not None or record.point is not None or record.redeals or record.result:
        raise DealCheckError(f"dice, point, re-deals, payments and a game's own result are not part of {record.game}")
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
    return " ".join(f"{SEAT_LETTERS[s]} {n:+d}" for s, n in enumerate(nets))


def check_deal(record: DealRecord, *, interrupted: bool = False) -> Any:
    """Check ``record`` against the rules of its game and return its final state.

    Every event must be legal when replayed and everything recorded equal to what the
    rules give (``RecordedGame.check_deal``: through the definition, the chips won;
    a game with records of its own checks them too). ``interrupted``: the deal was being
    recorded when its program stopped, so a complete log that is not yet marked
    finished is no error.
    """
    return recorded_game(record.game).check_deal(record, interrupted)
