"""What the records need of a game of the family, for any game: its rule set, events
and result as stored text, where a deal starts, and how a deal's record is made and
checked.

Every game is reached through its ``GameDefinition`` (``core.family``): its events go
through the definition's ``event_to_json``/``event_from_json``, and its result is
``{"nets": [...]}``, the chips each seat won (with ``"outcome"``, what else the game's
definition says of the deal, where it says something). A game whose listing names a "records"
face stores its deals in a way of its own: the face is a ``RecordedGame`` of its own
(Bagchen's keeps fast writers, which self-play and the table's recording lean on, and
its dice, point, payments, seating and result). A deal of any game is stored in the
same tables: its ``game`` and ``preset`` columns say which game and which of its presets.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import inspect
import json
from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from bagchen_qt.core.family import AnyGame, game_named
from bagchen_qt.games import DEFAULT_GAME, face_if_any, listing

from .connection import stored_json

if TYPE_CHECKING:
    from .connection import RecordsConnection
    from .finished import FinishedRows
    from .model import DealRecord, Note
    from .recording import DealRecorder

__all__ = ["UNNAMED_GAME", "DealStart", "RecordedGame", "game_of_state", "recorded_game"]

# The game of every deal stored before the records named their game (a database without
# ``game`` columns, a hand-record file without ``game``): the catalogue's first, which
# stays first for that reason.
UNNAMED_GAME = DEFAULT_GAME


class DealStart(NamedTuple):
    """What a deal starts from: ``new_deal(rules, starter, chips, **extra)`` rebuilds it.
    ``extra``: what else a game's deal starts from (Tien Gow's banker, resting seat and
    the banker's streak, carried over from the deal before), as JSON values."""

    rules: Any
    starter: int
    chips: tuple[int, ...]
    extra: Mapping[str, Any] | None = None

    def extra_json(self) -> str | None:
        return None if not self.extra else json.dumps(dict(self.extra), sort_keys=True, separators=(",", ":"))


# Options of a rule set that the table sets rather than the preset (the stake each
# player starts with, playing into debt): a rule set is its preset whatever they are.
TABLE_OPTIONS = frozenset({"stake", "allow_debt"})


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


class RecordedGame:
    """One game as the records store it (``recorded_game(name)``); a game whose deals
    are stored in a way of their own gives a subclass as its "records" face."""

    # Whether the records hold the game's dice, point, payments, seating and result of
    # its own, and write its hand-record body in the format's first form.
    keeps_own_details = False

    def __init__(self, definition: AnyGame) -> None:
        self.definition = definition
        self.name = definition.name
        self._presets: dict[Any, str | None] = {}
        self._last: tuple[Any, str | None] = (object(), None)
        try:
            self._events_by_rules = "rules" in inspect.signature(definition.event_from_json).parameters
        except (TypeError, ValueError):
            self._events_by_rules = False

    # --- rule sets ---

    def rules_dict(self, rules: Any) -> dict[str, Any]:
        """A rule set as plain JSON values (every option named)."""
        to_dict = getattr(rules, "to_dict", None)
        if callable(to_dict):
            return dict(to_dict())
        if dataclasses.is_dataclass(rules) and not isinstance(rules, type):
            return dataclasses.asdict(rules)
        raise TypeError(f"the {self.name} rule set {rules!r} cannot be written as JSON")

    def rules_json(self, rules: Any) -> str:
        return json.dumps(self.rules_dict(rules), sort_keys=True, separators=(",", ":"))

    def rules_from_dict(self, options: Mapping[str, Any]) -> Any:
        """The rule set stored as ``options``; ``ValueError`` naming the option refused."""
        if not isinstance(options, Mapping):
            raise ValueError(f"a {self.name} rule set is an object of options")
        try:
            return self.definition.rules_from("", dict(options))
        except (TypeError, KeyError) as error:
            raise ValueError(str(error)) from None

    def rules_from_json(self, text: str) -> Any:
        return self.rules_from_dict(stored_json(text))

    def preset_of(self, rules: Any) -> str | None:
        """The name of the preset ``rules`` is (in the options a preset decides), or None."""
        if rules is self._last[0]:  # self-play records deal after deal of the same rules
            return self._last[1]
        try:
            found = self._presets[rules]
            self._last = (rules, found)
            return found
        except KeyError:
            pass
        except TypeError:  # a rule set that cannot be hashed: worked out every time
            return self._find_preset(rules)
        found = self._presets[rules] = self._find_preset(rules)
        return found

    def _find_preset(self, rules: Any) -> str | None:
        decided = self.options_a_preset_decides()
        mine = self.rules_dict(rules)
        for name, preset in self.definition.presets.items():
            theirs = self.rules_dict(preset)
            keys = decided if decided is not None else (theirs.keys() | mine.keys()) - TABLE_OPTIONS
            if all(mine.get(k) == theirs.get(k) for k in keys):
                return name
        return None

    def options_a_preset_decides(self) -> tuple[str, ...] | None:
        """The options a preset decides (the rest are the table's own: stake, customs),
        where the game says so; None: a preset decides every option."""
        names = getattr(self.definition, "preset_options", None)
        return tuple(str(getattr(n, "value", n)) for n in names) if names is not None else None

    # --- deals and events ---

    def start_of(self, state: Any) -> DealStart:
        """Where the deal of ``state`` started: its ``start`` (a dataclass holding
        ``starter``, ``chips`` and what else the game's ``new_deal`` takes by name), or
        its ``starter`` and ``start_chips`` as Bagchen's state gives them."""
        start = getattr(state, "start", None)
        try:
            if dataclasses.is_dataclass(start) and not isinstance(start, type):
                values = {f.name: getattr(start, f.name) for f in dataclasses.fields(start)}
                starter, chips = values.pop("starter"), values.pop("chips")
                return DealStart(state.rules, int(starter), tuple(int(c) for c in chips), values or None)
            return DealStart(state.rules, int(state.starter), tuple(int(c) for c in state.start_chips))
        except (AttributeError, KeyError) as error:
            raise TypeError(f"a {self.name} state does not say where its deal started ({error})") from None

    def new_deal(self, start: DealStart) -> Any:
        if start.extra:
            return self.definition.new_deal(start.rules, start.starter, start.chips, **dict(start.extra))
        return self.definition.new_deal(start.rules, start.starter, start.chips)

    def extra_from_json(self, text: str | None) -> dict[str, Any] | None:
        """A stored ``DealStart.extra``."""
        if not text:
            return None
        extra = stored_json(text)
        if not isinstance(extra, dict):
            raise ValueError("the deal's start must be an object")
        return extra

    def event_text(self, event: Any) -> str:
        """An event as the database stores it: compact JSON."""
        return _compact(self.definition.event_to_json(event))

    def event_texts(self, events: Sequence[Any]) -> list[str]:
        to_json = self.definition.event_to_json
        return [_compact(to_json(e)) for e in events]

    def event_from_value(self, value: Any, where: str, rules: Any = None) -> Any:
        """An event of a deal under ``rules`` read back from its JSON value (a game may
        read events by its rules: Tien Gow's small games have their own); ``ValueError``
        naming ``where``."""
        if self._events_by_rules and rules is not None:
            return self.definition.event_from_json(value, where, rules=rules)
        return self.definition.event_from_json(value, where)

    def apply(self, state: Any, event: Any) -> Any:
        return self.definition.apply(state, event)

    def nets(self, state: Any) -> tuple[int, ...]:
        """The chips each seat won in the finished deal ``state``."""
        return tuple(int(n) for n in self.definition.deltas(state))

    def result_json(self, state: Any) -> str:
        """The stored result of a finished deal: the chips each seat won, and what the
        game's definition says of it besides (``outcome``), kept so that statistics read
        it rather than replay the deal."""
        outcome = self.outcome(state)
        return _compact({"nets": list(self.nets(state)), **({"outcome": outcome} if outcome is not None else {})})

    def outcome(self, state: Any) -> dict[str, Any] | None:
        """What the game's definition says of the finished deal ``state`` beyond the chips
        (its optional ``outcome``, e.g. a team game's teams and places), as JSON values; None
        where it says nothing."""
        said = getattr(self.definition, "outcome", None)
        return dict(said(state)) if callable(said) else None

    def seats(self, rules: Any) -> int:
        return int(self.definition.seat_count(rules))

    # --- a deal's record ---

    def start_state(self, record: DealRecord) -> Any:
        """The state a recorded deal starts from."""
        return self.new_deal(record.deal_start)

    def record_of(self, state: Any, seed: int | None, notes: Sequence[Note]) -> DealRecord:
        """The record of a deal played to ``state`` (finished or not)."""
        from .model import DealRecord

        start = self.start_of(state)
        return DealRecord(
            rules=start.rules,
            starter=start.starter,
            chips=start.chips,
            events=list(state.events),
            status="finished" if state.is_over else "unfinished",
            seed=seed,
            notes=list(notes),
            game=self.name,
            nets=self.nets(state) if state.is_over else None,
            start_extra=dict(start.extra) if start.extra else None,
        )

    def begin_deal(
        self,
        db: RecordsConnection,
        session_id: int | None,
        state: Any,
        seed: int | None,
        seating: Sequence[int] | None,
        seat_draw: dict[str, Any] | None,
    ) -> DealRecorder:
        """``recording.begin_deal`` for a deal of this game (``session_id`` None: a
        recorder that writes nothing). Seat exchanges are a game's own details."""
        from .recording import begin_game_deal

        return begin_game_deal(db, session_id, state, seed, self)

    def finished_rows(self, state: Any) -> FinishedRows:
        """The rows that store a finished deal of this game (``finished.finished_rows``)."""
        from .finished import rows_by_definition

        return rows_by_definition(self, state)

    def check_deal(self, record: DealRecord, interrupted: bool) -> Any:
        """``model.check_deal`` for a deal of this game: its final state."""
        from .model import check_by_definition

        return check_by_definition(record, interrupted)

    def fingerprint(
        self, rules: Any, starter: int, chips: Sequence[int], event_jsons: Sequence[str], start_json: str | None
    ) -> str:
        """``model.fingerprint`` for a deal of this game: its digest names the game."""
        digest = hashlib.sha256()
        digest.update(json.dumps([self.name, self.rules_json(rules), starter, list(chips), start_json]).encode())
        return fingerprint_with_events(digest, event_jsons)

    def result_line(self, result: Any, labels: Sequence[str]) -> str:
        """The game's own result in a line of ``bagchen records list``, the seats by ``labels``."""
        return " ".join(f"{label} {n:+d}" for label, n in zip(labels, result.nets, strict=False))

    def stored_result_json(self, result: Any) -> str:
        """The ``result`` column for the game's own result (``stored_result`` reads it back)."""
        return _compact({"nets": list(result.nets)})

    def finish_record(self, record: DealRecord, state: Any) -> None:
        """Mark ``record``, whose log ends in the finished ``state``, finished, with its result."""
        record.status, record.nets = "finished", self.nets(state)

    # --- the hand-record file (``handrecord``) ---

    def rules_from_file(self, value: Any, where: str) -> Any:
        """The ``rules`` of a session or deal of the file, read and checked."""
        from .handrecord import game_rules

        return game_rules(value, where, self)

    def file_seats(self, rules: Any, where: str) -> Sequence[str]:
        """How the file writes the seats of this game's table under ``rules``."""
        from .handrecord import seat_letters

        return seat_letters(self, rules, where)

    def deal_from_file(self, value: Any, where: str) -> tuple[int, int, DealRecord]:
        """A deal of the file: its session's key, its number and its record, every field checked."""
        from .handrecord import game_deal

        return game_deal(value, where, self)

    def deal_to_file(self, record: DealRecord, session_key: int, number: int) -> dict[str, Any]:
        """A deal as the file writes it."""
        from .handrecord import game_deal_json

        return game_deal_json(record, session_key, number)

    def stored_result(self, text: str | None) -> Any:
        """The game's own result, read back from the ``result`` column (None: it keeps
        none besides the chips won, or it cannot be read)."""
        return None


def fingerprint_with_events(digest: Any, event_jsons: Sequence[str]) -> str:
    """A deal's fingerprint: ``digest`` of its start, with its events (a game's own
    ``RecordedGame.fingerprint`` ends with it)."""
    if event_jsons:
        digest.update(("\n" + "\n".join(event_jsons)).encode())
    return str(digest.hexdigest())


@cache
def recorded_game(name: str) -> RecordedGame:
    """The game stored as ``name``; ``ValueError`` naming the games known."""
    made = face_if_any(name, "records") if _listed(name) else None
    return (made or RecordedGame)(_definition(name))


def _listed(name: str) -> bool:
    try:
        listing(name)
    except ValueError:
        return False
    return True


def _definition(name: str) -> AnyGame:
    """The definition of ``name``: from its own rules module when the catalogue lists it
    (the records of one game need no other game loaded), else as the core finds it."""
    if _listed(name):
        found: Any = getattr(importlib.import_module(listing(name).rules), "GAME", None)
        if getattr(found, "name", None) == name:
            return found  # type: ignore[no-any-return]
    return game_named(name)


def game_of_state(state: Any) -> str:
    """The game a state belongs to: a state naming its game (``state.game`` or
    ``state.rules.game``), or the game whose presets are rule sets of the same type as
    the state's."""
    rules = getattr(state, "rules", None)
    for holder in (state, rules):
        name = getattr(holder, "game", None)
        if isinstance(name, str):
            return name
    found = None if rules is None else _game_of_rules_type(type(rules))
    if found is None:
        raise TypeError(f"cannot tell which game {type(state).__name__} belongs to: give the game by name")
    return found


_GAME_OF_RULES_TYPE: dict[str, str | None] = {}


def _game_of_rules_type(kind: type) -> str | None:
    key = f"{kind.__module__}.{kind.__qualname__}"
    if key not in _GAME_OF_RULES_TYPE:
        from bagchen_qt.core.family import all_games

        owners = [game.name for game in all_games() if any(type(p) is kind for p in game.presets.values())]
        _GAME_OF_RULES_TYPE[key] = owners[0] if len(owners) == 1 else None
    return _GAME_OF_RULES_TYPE[key]
