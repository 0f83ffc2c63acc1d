"""The hand-record file: one deal, a session or a set of deals as readable JSON.

The format is specified in ``docs/hand-record.md`` (format ``bagchen-hand-record``,
version ``FORMAT_VERSION``). Seats are written ``E S W N``, tiles by their labels
(``"6-5#1"``: kind and copy), and every event carries exactly the fields of its
``rules.actions`` class. A session and a deal may name their ``game`` of the family
(absent: Bagchen, so files written before other games still read); a deal of another
game carries its events as that game's definition writes them (``event_to_json``) and
its result as the chips each seat won.

Reading checks everything before anything is written: the size, the format and its
version, every field (type, range, no unknown or repeated field), and then every deal
through ``model.check_deal``: every event legal when replayed, the 64 tiles conserved,
payments, dice, point and result equal to what the rules give. Any problem raises
``HandRecordError`` whose message names the deal (its position in the file, from 1) and
the event (from 1): "deal 3, event 41: S may not lead 6-5 6-5 while holding a passport
and a chief". Files are data only: JSON, read with size and count limits.

- ``read_document(text)`` / ``read_file(path)``: a checked ``HandRecordFile``.
- ``import_file(store, path)``: read, then write every deal in one transaction.
- ``export_document(store, deal_ids)`` and ``dumps(doc)``: the file's text.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import math
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bagchen_qt import __version__
from bagchen_qt.ai.levels import known_levels
from bagchen_qt.core.quoting import bounded, excerpt

from .games import UNNAMED_GAME, RecordedGame, recorded_game
from .model import (
    EXAMPLE_LEVEL,
    SEAT_LETTERS,
    DealCheckError,
    DealRecord,
    Note,
    PlayerSpec,
    check_deal,
    printable,
)
from .schema import MARKS
from .store import ImportReport, RecordsError, SessionRow, Store

FORMAT = "bagchen-hand-record"
# 2 added a deal's optional 'seating' and 'seat_draw'; 3 the 'game' of a session and a
# deal. A file is written with the lowest version that holds what it holds.
FORMAT_VERSION = 4
# Seats of a table of more than four (format version 4) are numbered from 1.
FIRST_NUMBERED_SEATS = 5
MAX_SEATS = 8


def seat_labels(count: int) -> tuple[str, ...]:
    """How the seats of a table of ``count`` are written: E S W N, as many as it has, or
    "1", "2", … for a table of more than four."""
    if count < FIRST_NUMBERED_SEATS:
        return tuple(SEAT_LETTERS[:count])
    return tuple(str(seat + 1) for seat in range(count))


CONTENTS = ("deal", "session", "deals")
NOTHING_STORED = "refused, nothing was stored"  # what came of an import of a file refused

MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_SESSIONS = 50_000
MAX_DEALS = 50_000
MAX_EVENTS = 5_000  # a deal has about 100; re-deals add about 10 each
MAX_NOTES = 1_000
MAX_TEXT = 10_000
MAX_NAME = 100
MAX_OPTIONS = 32
MAX_CHIPS = 10**12


class HandRecordError(ValueError):
    """A hand-record file that cannot be read or does not agree with the rules. The
    message is printable (what it quotes from the file has its control characters and
    lone surrogates escaped) and short (``quoting.bounded``); ``path`` is the JSON path
    of the field it speaks of, ``line`` and ``column`` where in the file, when known
    (``quoting.bad_input_text`` says them all)."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        text = bounded(printable(message))
        super().__init__(text)
        self.path = json_path(text)
        self.line, self.column = line, column


# Where a message says it is: "file", "session 2, seat N", "deal 3, event 41" ...
_PLACE = re.compile(r"file|session (\d+)|deal (\d+)")
_STEP = re.compile(r", (event|payment|annotation) (\d+)|, seat ([A-Z])\b|, (seats|result|seat_draw)\b")
_NAME = r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*"
_DOTTED = re.compile(rf"\.({_NAME})")
# What the message says is wrong, and where that is below its place.
_FIELDS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (
        re.compile(r"'seat_draw throw (\d+)'|seat_draw throw (\d+) "),
        lambda m: f"seat_draw.throws[{int(m[1] or m[2]) - 1}]",
    ),
    (re.compile(rf"'({_NAME})'|(?:unknown field|the field) '({_NAME})'"), lambda m: m[1] or m[2]),
    (re.compile(rf"unknown rule option '({_NAME})'|rules: ({_NAME}) (?:must|=)"), lambda m: f"rules.{m[1] or m[2]}"),
    (re.compile(r"rules: "), lambda m: "rules"),
    (re.compile(rf"option '({_NAME})'"), lambda m: f"options.{m[1]}"),
    (re.compile(r"the deal cannot start: (streak|banker|rest)\b"), lambda m: f"start.{m[1]}"),
    (re.compile(r"the deal cannot start: (chips|starter)\b"), lambda m: m[1]),
)


def json_path(message: str) -> str | None:
    """The JSON path of what a ``HandRecordError`` message speaks of (``$.deals[2].events
    [40].seat``), read from the place it names and the field it quotes; None when it
    names no place."""
    found = _PLACE.match(message)
    if found is None:
        return None
    session, deal = found.groups()
    path = f"$.sessions[{int(session) - 1}]" if session else f"$.deals[{int(deal) - 1}]" if deal else "$"
    at = found.end()
    while (step := _STEP.match(message, at)) is not None:
        kind, number, seat, part = step.groups()
        path += f".{kind}s[{int(number) - 1}]" if kind else f".seats.{seat}" if seat else f".{part}"
        at = step.end()
    dotted = _DOTTED.match(message, at)  # a game's reader: "deal 1, event 3.tiles: ..."
    if dotted is not None:
        return f"{path}.{dotted[1]}"
    if not message.startswith(": ", at):
        return path
    for pattern, field in _FIELDS:
        named = pattern.match(message, at + 2)
        if named is not None:
            return f"{path}.{field(named)}"
    return path


@dataclass(frozen=True)
class SessionData:
    key: int  # the session's id inside the file
    source: str
    title: str
    started: str | None
    rules: Any  # the game's own rule set
    players: tuple[PlayerSpec, ...]
    game: str = UNNAMED_GAME


@dataclass(frozen=True)
class HandRecordFile:
    contents: str
    sessions: tuple[SessionData, ...]
    deals: tuple[tuple[int, DealRecord], ...]  # (session key, record)


# --- field checks -------------------------------------------------------------------------------


def fail(where: str, message: str) -> HandRecordError:
    return HandRecordError(f"{where}: {message}")


def json_object(value: Any, where: str, required: Sequence[str], optional: Sequence[str] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise fail(where, f"must be an object, not {kind_of(value)}")
    for name in required:
        if name not in value:
            raise fail(where, f"the field '{name}' is missing")
    for name in value:
        if name not in required and name not in optional:
            raise fail(where, f"unknown field '{_short(name)}'")
    return value


def kind_of(value: Any) -> str:
    return {
        dict: "an object",
        list: "a list",
        str: "text",
        bool: "true/false",
        type(None): "null",
        int: "a number",
        float: "a number",
    }.get(type(value), type(value).__name__)


_short = excerpt  # any value, cut to a few words


def whole_number(value: Any, where: str, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise fail(where, f"'{name}' must be a whole number from {low} to {high}, not {_short(value)}")
    return value


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
_CONTROL_IN_LINES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")  # tab and line ends are text


def _text(value: Any, where: str, name: str, limit: int, empty: bool = True, lines: bool = False) -> str:
    """Text the database can store as it is and a terminal can show: valid UTF-8 (no
    lone surrogate, which JSON's escapes can spell), no control character (``lines``:
    except tabs and line ends, in an annotation)."""
    if not isinstance(value, str) or len(value) > limit or (not empty and not value):
        what = "text" if empty else "non-empty text"
        raise fail(where, f"'{name}' must be {what} of at most {limit} characters, not {_short(value)}")
    if value.isascii() and value.isprintable():
        return value
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise fail(
            where,
            f"'{name}' holds a lone surrogate (\\u{ord(value[error.start]):04x}, character "
            f"{error.start + 1}), which is not text: it cannot be stored as UTF-8",
        ) from None
    control = (_CONTROL_IN_LINES if lines else _CONTROL).search(value)
    if control:
        raise fail(
            where,
            f"'{name}' holds a control character (\\u{ord(control.group()):04x}, character {control.start() + 1})",
        )
    return value


def time_field(value: Any, where: str, name: str) -> str | None:
    if value is None:
        return None
    text = _text(value, where, name, 40)
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise fail(where, f"'{name}' must be a date and time like 2025-01-31T18:05:00Z, not {_short(text)}") from None
    return text


def _game(value: Any, where: str) -> RecordedGame:
    """The ``game`` field: the name of a game of the family this version plays."""
    from bagchen_qt.core.family import game_names

    if isinstance(value, str) and len(value) <= MAX_NAME:
        try:
            return recorded_game(value)
        except ValueError:
            pass
    known = ", ".join(game_names())
    raise fail(where, f"'game' must be the name of a game ({known}), not {_short(value)}")


def game_rules(value: Any, where: str, played: RecordedGame) -> Any:
    """A rule set of ``played`` (``RecordedGame.rules_from_file``), read through its definition."""
    if not isinstance(value, dict):
        raise fail(where, f"'rules' must be an object of {played.name} rule options")
    try:
        return played.rules_from_dict(value)
    except ValueError as error:
        raise fail(where, f"rules: {error}") from None


def _player(value: Any, where: str) -> PlayerSpec:
    obj = json_object(value, where, ("kind",), ("name", "level", "options"))
    kind = obj["kind"]
    if kind == "human":
        json_object(value, where, ("kind", "name"))
        return PlayerSpec.human(_text(obj["name"], where, "name", MAX_NAME, empty=False))
    if kind != "ai":
        raise fail(where, f"'kind' must be human or ai, not {_short(kind)}")
    level = _text(obj.get("level"), where, "level", MAX_NAME, empty=False)
    levels = known_levels() | {EXAMPLE_LEVEL}
    if level not in levels:
        raise fail(where, f"'level' must be an AI level ({', '.join(sorted(levels))}), not {_short(level)}")
    name = _text(obj.get("name", ""), where, "name", MAX_NAME)
    options = obj.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise fail(where, f"'options' must be an object of at most {MAX_OPTIONS} options")
    for key, option in options.items():
        _text(key, where, "option name", MAX_NAME, empty=False)
        if isinstance(option, float) and not math.isfinite(option):
            raise fail(where, f"option '{_short(key)}' must be a finite number")
        if isinstance(option, str):
            _text(option, where, f"options.{key}", MAX_NAME)
        elif option is not None and not isinstance(option, int | float | bool):
            raise fail(where, f"option '{_short(key)}' must be text, a number, true/false or null")
    return PlayerSpec.ai(level, options, name)


# --- reading ------------------------------------------------------------------------------------


def _pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in items:
        if key in out:
            raise HandRecordError(f"file: the field '{_short(key)}' appears twice in one object")
        out[key] = value
    return out


def _constant(name: str) -> Any:
    raise HandRecordError(f"file: {name} is not a number a hand record may hold")


_DECODER = json.JSONDecoder(object_pairs_hook=_pairs, parse_constant=_constant)
# What one session or deal may hold, checked before it is built when it is longer than
# a window: JSON's small values cost Python tens of times their bytes, so a file within
# MAX_FILE_BYTES could otherwise take gigabytes to refuse. A deal of MAX_EVENTS events
# holds a few hundred thousand values, one list or object for each event, payment and
# annotation; the longest text a file holds is MAX_TEXT characters.
MAX_DEPTH = 100  # lists and objects inside each other: a hand record needs six
MAX_VALUES = 1_000_000
MAX_CONTAINERS = 50_000
MAX_STRING_BYTES = 1 << 20
_BEYOND = "not readable as a hand record"
# A string (skipped whole), a bracket, a separator or a number, as the scan of a value sees them.
_TOKEN = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}:,]|-?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]*)?', re.DOTALL)
_FIELD_NAME = re.compile(rb'"[A-Za-z_][A-Za-z0-9_]{0,40}"')
_SPACE = re.compile(r"[ \t\n\r]*")
_CHUNK = 1 << 20  # bytes decoded at a time


class _Reader:
    """The file's bytes, read one JSON value at a time: only a window around the value
    being read is decoded to text, and only that value is built, so reading a large
    file takes little more memory than its bytes."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.where = "file"  # the place of the value being read, which a problem names
        self._mark: tuple[int, int] = (0, 0)
        self._window(0, 0, "")

    def seek(self, offset: int) -> _Reader:
        """Read on from byte ``offset``: in the window decoded already if it holds it."""
        if self._text.isascii() and self._start <= offset < self._end:
            self._at = offset - self._start
        elif self._mark[1] <= offset < self._end:  # forward from a character whose offset is known
            char, byte = self._mark
            self._at = char + len(self.data[byte:offset].decode("utf-8"))
            self._mark = (self._at, offset)
        else:
            self._window(offset, offset, "")
        return self

    def _window(self, start: int, end: int, text: str) -> None:
        """``text``: the bytes from ``start`` to ``end``, decoded."""
        self._start, self._end, self._text, self._at = start, end, text, 0
        self._mark = (0, start)  # a character of the window and its byte offset, to count from

    @property
    def offset(self) -> int:
        """The byte offset of the next character to read."""
        if self._text.isascii():
            return self._start + self._at
        char, byte = self._mark if self._mark[0] <= self._at else (0, self._start)
        self._mark = (self._at, byte + len(self._text[char : self._at].encode("utf-8")))
        return self._mark[1]

    def _refill(self, size: int) -> None:
        start = self.offset
        end = min(len(self.data), start + size)
        while end < len(self.data) and end > start + 1 and self.data[end] & 0xC0 == 0x80:  # not inside a character
            end -= 1
        while end < len(self.data) and self.data[end] & 0xC0 == 0x80:  # a window smaller than one character
            end += 1
        self._window(start, end, self.data[start:end].decode("utf-8"))

    def peek(self) -> str:
        """The next character that is not white space ("" at the end)."""
        while True:
            space = _SPACE.match(self._text, self._at)
            assert space is not None, "the pattern matches no space at all too"
            self._at = space.end()
            if self._at < len(self._text) or self._end >= len(self.data):
                return self._text[self._at : self._at + 1]
            self._refill(_CHUNK)

    def take(self, char: str, expected: str) -> None:
        if self.peek() != char:
            raise self._invalid(f"Expecting {expected}", self._at)
        self._at += 1

    def value(self) -> Any:
        """The next JSON value."""
        self.peek()
        scanned = False
        while True:
            more = self._end < len(self.data)
            try:
                value, end = _DECODER.raw_decode(self._text, self._at)
            except json.JSONDecodeError as error:
                if more and not scanned:  # perhaps only cut off by the window: take in the whole value
                    self._refill(self._scan() - self.offset)
                    scanned = True
                    continue
                raise self._invalid(error.msg, error.pos) from None
            except HandRecordError as error:  # a hook's: a field given twice, NaN
                raise HandRecordError(re.sub("^file: ", f"{self.where}: ", str(error))) from None
            except (RecursionError, ValueError) as error:  # too deep for Python, a number too long
                self._scan()  # says where
                raise HandRecordError(f"{self.where}: {_BEYOND} ({type(error).__name__})") from None
            except MemoryError:
                raise HandRecordError(f"{self.where}: too large to read in the memory there is") from None
            if end == len(self._text) and more and not scanned:  # a number may go on past the window
                self._refill(self._scan() - self.offset)
                scanned = True
                continue
            self._at = end
            return value

    def _scan(self) -> int:
        """The byte offset where the value being read ends, found without building it:
        a scan that skips strings whole, and refuses (placed: the field of the value it
        is in, its line and column) what no hand record holds and what Python cannot
        build: too deep, too many values, too long a text or number."""
        start = self.offset
        if self.data[start : start + 1] not in b'"[{-0123456789':
            return min(len(self.data), start + 16)  # true, false, null (or not JSON at all)
        depth = values = containers = 0
        digits = sys.get_int_max_str_digits()  # Python's own limit on a whole number's digits
        field, last = "", b""
        for token in _TOKEN.finditer(self.data, start):
            text = token.group()
            first = text[:1]
            problem = ""
            if first in (b"[", b"{"):
                depth, containers = depth + 1, containers + 1
                if depth > MAX_DEPTH:
                    problem = f"nested deeper than {MAX_DEPTH} lists and objects"
                elif containers > MAX_CONTAINERS:
                    problem = f"more than {MAX_CONTAINERS} lists and objects"
            elif first in (b"]", b"}"):
                depth -= 1
            elif first == b":":
                if depth == 1 and _FIELD_NAME.fullmatch(last):
                    field = last[1:-1].decode()
            elif first != b",":
                values += 1
                if values > MAX_VALUES:
                    problem = f"more than {MAX_VALUES} values"
                elif first == b'"' and len(text) > MAX_STRING_BYTES:
                    problem = f"a text of more than {MAX_STRING_BYTES // 2**20} MiB"
                elif first != b'"' and text.lstrip(b"-").isdigit() and 0 < digits < len(text.lstrip(b"-")):
                    problem = f"a whole number of more than {digits} digits"
            if problem:
                raise self._problem(problem, token.start(), f"'{field}' is " if field else "")
            if depth <= 0 and first not in (b":", b","):
                return token.end()
            last = text
        return len(self.data)

    def finish(self) -> None:
        if self.peek():
            raise self._invalid("Extra data", self._at)

    def _invalid(self, message: str, at: int) -> HandRecordError:
        """JSON that is not valid, at ``at`` of the window."""
        self._at = at
        return self._problem(message, self.offset)

    def _problem(self, message: str, offset: int, field: str | None = None) -> HandRecordError:
        """A problem at byte ``offset``: JSON that is not valid, or (``field`` given, ""
        for the value itself) beyond what a reader builds."""
        problem = "not valid JSON" if field is None else f"{field}{_BEYOND}"
        line_start = self.data.rfind(b"\n", 0, offset) + 1
        line = self.data.count(b"\n", 0, offset) + 1
        column = len(self.data[line_start:offset].decode("utf-8", "replace")) + 1
        return HandRecordError(f"{self.where}: {problem} ({message} at line {line}, column {column})", line, column)


def _check_utf8(data: bytes) -> None:
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        for start in range(0, len(data), _CHUNK):
            decoder.decode(data[start : start + _CHUNK])
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise HandRecordError("file: not UTF-8 text") from None


def _session(value: Any, where: str) -> SessionData:
    obj = json_object(value, where, ("id", "rules", "seats"), ("source", "title", "started", "game"))
    played = _game(obj.get("game", UNNAMED_GAME), where)
    rules = played.rules_from_file(obj["rules"], where)
    letters = played.file_seats(rules, where)
    seats = json_object(obj["seats"], f"{where}, seats", letters)
    return SessionData(
        key=whole_number(obj["id"], where, "id", 1, 10**9),
        source=_text(obj.get("source", "import"), where, "source", MAX_NAME, empty=False),
        title=_text(obj.get("title", ""), where, "title", MAX_NAME * 2),
        started=time_field(obj.get("started"), where, "started"),
        rules=rules,
        players=tuple(_player(seats[s], f"{where}, seat {s}") for s in letters),
        game=played.name,
    )


def seat_letters(played: RecordedGame, rules: Any, where: str) -> tuple[str, ...]:
    """The seats of a table of ``played`` under ``rules`` (``seat_labels``)."""
    try:
        count = played.seats(rules)
    except (ValueError, TypeError) as error:
        raise fail(where, f"rules: {error}") from None
    return seat_labels(count)


def _deal(value: Any, where: str) -> tuple[int, int, DealRecord]:
    """A deal of the file, read as its game reads it (a deal naming no game is of the
    game files held before they named one)."""
    named = isinstance(value, dict) and "game" in value
    played = _game(value["game"], where) if named else recorded_game(UNNAMED_GAME)
    return played.deal_from_file(value, where)


# A deal read through its game's definition: no dice, point, re-deals, payments, seat exchanges.
_GAME_DEAL_REQUIRED = ("session", "number", "status", "rules", "starter", "chips", "events", "result", "game")
_GAME_DEAL_OPTIONAL = ("seed", "started", "finished", "annotations", "start")


def deal_status(obj: dict[str, Any], where: str) -> str:
    """A deal's ``status``, checked."""
    status = obj["status"]
    if status not in ("finished", "unfinished"):
        raise fail(where, f"'status' must be finished or unfinished, not {_short(status)}")
    return str(status)


def deal_events_and_seed(obj: dict[str, Any], where: str) -> tuple[list[Any], int | None]:
    """A deal's ``events``, as the file writes them, and its ``seed``, checked."""
    events = obj["events"]
    if not isinstance(events, list) or len(events) > MAX_EVENTS:
        raise fail(where, f"'events' must be a list of at most {MAX_EVENTS} events")
    seed = obj.get("seed")
    if seed is not None:
        whole_number(seed, where, "seed", -(2**63), 2**63 - 1)
    return events, seed


def game_deal(value: dict[str, Any], where: str, played: RecordedGame) -> tuple[int, int, DealRecord]:
    """A deal of ``played`` read through its definition (``RecordedGame.deal_from_file``)."""
    obj = json_object(value, where, _GAME_DEAL_REQUIRED, _GAME_DEAL_OPTIONAL)
    status = deal_status(obj, where)
    rules = game_rules(obj["rules"], where, played)
    letters = seat_letters(played, rules, where)
    events, seed = deal_events_and_seed(obj, where)
    starter_label = obj["starter"]
    if not isinstance(starter_label, str) or starter_label not in letters:
        raise fail(where, f"'starter' must be one of the seats {', '.join(letters)}, not {_short(starter_label)}")
    starter = letters.index(starter_label)
    result = obj["result"]
    nets = None
    if result is not None:
        at = f"{where}, result"
        nets = _letters_per_seat(json_object(result, at, ("nets",))["nets"], at, "nets", letters, -MAX_CHIPS, MAX_CHIPS)
    record = DealRecord(
        rules=rules,
        starter=starter,
        chips=_letters_per_seat(obj["chips"], where, "chips", letters, -MAX_CHIPS, MAX_CHIPS),
        events=[_game_event(played, e, f"{where}, event {i}", rules) for i, e in enumerate(events, 1)],
        status=status,
        seed=seed,
        notes=notes_from(obj.get("annotations", []), where),
        started=time_field(obj.get("started"), where, "started"),
        finished=time_field(obj.get("finished"), where, "finished"),
        game=played.name,
        nets=nets,
        start_extra=_start_extra(obj.get("start"), where),
    )
    return (
        whole_number(obj["session"], where, "session", 1, 10**9),
        whole_number(obj["number"], where, "number", 1, 10**9),
        record,
    )


def _start_extra(value: Any, where: str) -> dict[str, Any] | None:
    """A deal's ``start``: what else it starts from, as the game's ``new_deal`` takes it
    by name (a whole number, true/false, text or null each, or a list of at most eight
    whole numbers: one a seat); the rules check the rest."""
    if value is None:
        return None
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise fail(where, f"'start' must be an object of at most {MAX_OPTIONS} values")
    for key, item in value.items():
        _text(key, where, "start", MAX_NAME, empty=False)
        if isinstance(item, str):
            _text(item, where, f"start.{key}", MAX_NAME)
        elif isinstance(item, list):
            if len(item) > MAX_SEATS or any(type(v) is not int or abs(v) > MAX_CHIPS for v in item):
                raise fail(where, f"'start.{_short(key)}' must be a list of at most {MAX_SEATS} whole numbers")
        elif item is not None and type(item) not in (int, bool):
            raise fail(where, f"'start.{_short(key)}' must be a whole number, true/false, text, null or a list")
    return dict(value) or None


def _game_event(played: RecordedGame, value: Any, where: str, rules: Any) -> Any:
    try:
        return played.event_from_value(value, where, rules)
    except (ValueError, TypeError, KeyError) as error:
        text = str(error)
        raise HandRecordError(text if text.startswith(where) else f"{where}: {text}") from None


def _letters_per_seat(
    value: Any, where: str, name: str, letters: Sequence[str], low: int, high: int
) -> tuple[int, ...]:
    if not isinstance(value, dict) or sorted(value) != sorted(letters):
        raise fail(where, f"'{name}' must give a number for each seat, {', '.join(letters)}")
    return tuple(whole_number(value[s], where, f"{name}.{s}", low, high) for s in letters)


def notes_from(value: Any, where: str) -> list[Note]:
    if not isinstance(value, list) or len(value) > MAX_NOTES:
        raise fail(where, f"'annotations' must be a list of at most {MAX_NOTES} annotations")
    out = []
    for i, item in enumerate(value, 1):
        at = f"{where}, annotation {i}"
        obj = json_object(item, at, ("event",), ("text", "mark", "bookmark"))
        event = obj["event"]
        if event is not None:
            whole_number(event, at, "event", 1, MAX_EVENTS)
        mark = obj.get("mark")
        if mark is not None and mark not in MARKS:
            raise fail(at, f"'mark' must be one of {' '.join(MARKS)}, or null, not {_short(mark)}")
        bookmark = obj.get("bookmark", False)
        if not isinstance(bookmark, bool):
            raise fail(at, "'bookmark' must be true or false")
        out.append(Note(event, _text(obj.get("text", ""), at, "text", MAX_TEXT, lines=True), mark, bookmark))
    return out


_LIST = object()  # stands for the lists of sessions and deals while the fields are checked


class HandRecordReader:
    """A hand-record document read from its bytes, deal by deal.

    Opening it reads the whole JSON (a value at a time, nothing kept but where each
    session and deal starts) and checks the document's own fields and every session;
    ``records()`` then reads and checks the deals one at a time, so that neither the
    file's text nor its deals are ever all in memory at once. A problem raises
    ``HandRecordError``, as ``read_document`` describes."""

    def __init__(self, data: bytes) -> None:
        if len(data) > MAX_FILE_BYTES:
            raise HandRecordError(f"file: larger than {MAX_FILE_BYTES // 2**20} MiB")
        _check_utf8(data)
        self._reader = _Reader(data[3:] if data.startswith(codecs.BOM_UTF8) else data)
        fields, offsets = self._layout()
        doc = json_object(
            fields, "file", ("format", "version", "contents", "sessions", "deals"), ("exported", "program")
        )
        if doc["format"] != FORMAT:
            raise HandRecordError(f"file: not a Bagchen hand record (format {_short(doc['format'])})")
        version = doc["version"]
        if type(version) is not int or version < 1:
            raise HandRecordError(f"file: the format version must be a whole number, not {_short(version)}")
        if version > FORMAT_VERSION:
            raise HandRecordError(
                f"file: format version {version} was written by a newer Bagchen; this version "
                f"reads version {FORMAT_VERSION}"
            )
        if doc["contents"] not in CONTENTS:
            raise HandRecordError(
                f"file: 'contents' must be one of {', '.join(CONTENTS)}, not {_short(doc['contents'])}"
            )
        self.contents: str = doc["contents"]
        time_field(doc.get("exported"), "file", "exported")
        _text(doc.get("program", ""), "file", "program", MAX_NAME)
        if doc["sessions"] is not _LIST or not 1 <= len(offsets["sessions"]) <= MAX_SESSIONS:
            raise HandRecordError(f"file: 'sessions' must be a list of 1 to {MAX_SESSIONS} sessions")
        if doc["deals"] is not _LIST or not 1 <= len(offsets["deals"]) <= MAX_DEALS:
            raise HandRecordError(f"file: 'deals' must be a list of 1 to {MAX_DEALS} deals")
        self._deals = offsets["deals"]
        sessions = len(offsets["sessions"])
        if self.contents == "deal" and len(self._deals) != 1:
            raise HandRecordError(f"file: 'contents' says one deal, but the file holds {len(self._deals)} deals")
        if self.contents == "session" and sessions != 1:
            raise HandRecordError(f"file: 'contents' says one session, but the file holds {sessions} sessions")
        self._sessions: dict[int, tuple[int, int]] = {}  # key: (place in the file, offset)
        self._games: dict[int, str] = {}  # key: the session's game
        self.version: int = version
        for i, offset in enumerate(offsets["sessions"], 1):
            found = _session(self._reader.seek(offset).value(), f"session {i}")
            if found.game != UNNAMED_GAME:
                self._needs_version(3, f"session {i}", f"'game' naming another game than {UNNAMED_GAME}")
            if len(found.players) >= FIRST_NUMBERED_SEATS:
                self._needs_version(4, f"session {i}", "a table of more than four seats")
            if found.key in self._sessions:
                raise HandRecordError("file: two sessions have the same id")
            self._sessions[found.key] = (i, offset)
            self._games[found.key] = found.game

    def _layout(self) -> tuple[dict[str, Any], dict[str, list[int]]]:
        """The document's fields, with where each element of its two lists starts."""
        reader = self._reader
        if reader.peek() != "{":
            value = reader.value()
            reader.finish()
            json_object(value, "file", ())
        reader.take("{", "'{'")
        fields: dict[str, Any] = {}
        offsets: dict[str, list[int]] = {"sessions": [], "deals": []}
        if reader.peek() == "}":
            reader.take("}", "'}'")
        else:
            while True:
                if reader.peek() != '"':
                    reader.take('"', "property name enclosed in double quotes")
                key = reader.value()
                reader.take(":", "':' delimiter")
                if key in fields:
                    raise HandRecordError(f"file: the field '{_short(key)}' appears twice in one object")
                if key in offsets and reader.peek() == "[":
                    fields[key] = _LIST
                    self._elements(key, offsets[key], MAX_SESSIONS if key == "sessions" else MAX_DEALS)
                else:
                    fields[key] = reader.value()
                if reader.peek() != ",":
                    reader.take("}", "',' delimiter")
                    break
                reader.take(",", "','")
        reader.finish()
        return fields, offsets

    def _elements(self, key: str, offsets: list[int], limit: int) -> None:
        reader = self._reader
        reader.take("[", "'['")
        if reader.peek() == "]":
            reader.take("]", "']'")
            return
        count = 0
        while True:
            reader.peek()
            count += 1
            if len(offsets) <= limit:  # one past the limit is enough to refuse the list
                offsets.append(reader.offset)
            reader.where = f"{key.removesuffix('s')} {count}"  # "session 2", "deal 3": what a problem names
            reader.value()
            reader.where = "file"
            if reader.peek() != ",":
                reader.take("]", "',' delimiter")
                return
            reader.take(",", "','")

    def _needs_version(self, version: int, where: str, what: str) -> None:
        """A field that came with format ``version``: a file of an older version, which
        older Bagchens read as it says, cannot hold it."""
        if self.version < version:
            raise fail(where, f"{what} came with format version {version}, but the file says version {self.version}")

    @property
    def deal_count(self) -> int:
        return len(self._deals)

    @property
    def session_keys(self) -> list[int]:
        return list(self._sessions)

    def session(self, key: int) -> SessionData:
        place, offset = self._sessions[key]
        return _session(self._reader.seek(offset).value(), f"session {place}")

    def records(self, check: bool = True) -> Iterator[tuple[int, DealRecord]]:
        """Each deal as (its session's key, record), checked against the rules unless
        ``check`` is false (a second reading of a document already checked)."""
        numbers: set[tuple[int, int]] = set()
        for i, offset in enumerate(self._deals, 1):
            where = f"deal {i}"
            value = self._reader.seek(offset).value()
            session, number, record = _deal(value, where)
            if "seating" in value or "seat_draw" in value:
                self._needs_version(2, where, "'seating' and 'seat_draw'")
            if record.game != UNNAMED_GAME:
                self._needs_version(3, where, f"'game' naming another game than {UNNAMED_GAME}")
            if session not in self._sessions:
                raise fail(where, f"there is no session {session} in the file")
            if record.game != self._games[session]:
                raise fail(where, f"'game' is {record.game}, but its session {session} is of {self._games[session]}")
            if (session, number) in numbers:
                raise fail(where, f"session {session} already has a deal number {number}")
            numbers.add((session, number))
            if check:
                try:
                    check_deal(record)
                except DealCheckError as error:
                    raise HandRecordError(
                        f"{where}, {error}" if error.event is not None else f"{where}: {error}"
                    ) from None
            yield session, record
        unused = set(self._sessions) - {session for session, _ in numbers}
        if unused:
            raise HandRecordError(f"file: session {min(unused)} has no deal")


def open_document(data: str | bytes) -> HandRecordReader:
    """A reader of a hand-record document given as its text or bytes."""
    if isinstance(data, str):
        try:
            data = data.encode("utf-8")
        except UnicodeEncodeError:
            raise HandRecordError("file: not UTF-8 text") from None
    return HandRecordReader(data)


def read_document(text: str | bytes) -> HandRecordFile:
    """Read and check a whole hand-record document; ``HandRecordError`` if anything is wrong."""
    reader = open_document(text)
    deals = tuple(reader.records())
    return HandRecordFile(reader.contents, tuple(reader.session(key) for key in reader.session_keys), deals)


def read_bytes(path: str | Path) -> bytes:
    """The bytes of a hand-record file (``-``: standard input), at most one more than
    the largest size read."""
    if str(path) == "-":
        return sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
    try:
        with open(path, "rb") as file:
            if os.fstat(file.fileno()).st_size > MAX_FILE_BYTES:  # refused before a byte is read
                raise HandRecordError(f"file: larger than {MAX_FILE_BYTES // 2**20} MiB")
            return file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise HandRecordError(f"file: cannot be read ({error.strerror})") from None


def read_file(path: str | Path) -> HandRecordFile:
    """Read and check a hand-record file (``-``: standard input)."""
    return read_document(read_bytes(path))


def verify_file(path: str | Path) -> tuple[int, int]:
    """Check a hand-record file deal by deal: (deals, finished deals)."""
    deals = finished = 0
    for _, record in open_document(read_bytes(path)).records():
        deals += 1
        finished += record.status == "finished"
    return deals, finished


def check_document(data: str | bytes) -> HandRecordReader:
    """Check every deal of a document, a deal at a time; its reader, for ``store_document``."""
    reader = open_document(data)
    for _ in reader.records():
        pass
    return reader


def store_document(store: Store, reader: HandRecordReader) -> ImportReport:
    """Write the deals of a document ``check_document`` has checked, reading them again
    one at a time, in one transaction: memory stays near the file's size, and the
    database is not held while the rules are checked."""

    def session(key: int) -> SessionRow:
        data = reader.session(key)
        return data.rules, data.players, data.source, data.title, data.started, data.game

    return store.add_records(session, reader.records(check=False))


def import_file(store: Store, path: str | Path) -> ImportReport:
    """Read and check ``path``, then store all of its deals or none (deals already stored
    are skipped). ``HandRecordError`` or ``RecordsError`` say why nothing was stored."""
    return store_document(store, check_document(read_bytes(path)))


def import_document(store: Store, document: HandRecordFile) -> ImportReport:
    index = {s.key: i for i, s in enumerate(document.sessions)}
    sessions = [(s.rules, s.players, s.source, s.title, s.started, s.game) for s in document.sessions]
    return store.add_records(sessions.__getitem__, [(index[key], record) for key, record in document.deals])


# --- writing ------------------------------------------------------------------------------------


def seats_json(values: Sequence[int]) -> dict[str, int]:
    return dict(zip(seat_labels(len(values)), (int(v) for v in values), strict=True))


def player_json(player: PlayerSpec) -> dict[str, Any]:
    if player.kind == "human":
        return {"kind": "human", "name": player.name}
    out: dict[str, Any] = {"kind": "ai", "level": player.level}
    if player.name:
        out["name"] = player.name
    out["options"] = dict(player.options)
    return out


def game_deal_json(record: DealRecord, session_key: int, number: int) -> dict[str, Any]:
    """A deal as its game's definition writes its events (``RecordedGame.deal_to_file``)."""
    played = recorded_game(record.game)
    out: dict[str, Any] = {"game": record.game, "session": session_key, "number": number, "status": record.status}
    if record.started:
        out["started"] = record.started
    if record.finished and record.status == "finished":
        out["finished"] = record.finished
    nets = record.nets if record.status == "finished" else None
    out.update(
        {
            "rules": played.rules_dict(record.rules),
            "starter": seat_labels(len(record.chips))[record.starter],
            "chips": seats_json(record.chips),
            "seed": record.seed,
            **({"start": dict(record.start_extra)} if record.start_extra else {}),
            "events": [played.definition.event_to_json(e) for e in record.events],
            "result": None if nets is None else {"nets": seats_json(nets)},
            "annotations": [
                {"event": n.event, "mark": n.mark, "text": n.text, "bookmark": n.bookmark} for n in record.notes
            ],
        }
    )
    return out


def deal_json(record: DealRecord, session_key: int, number: int) -> dict[str, Any]:
    """A deal as the file writes it, as its game writes it."""
    return recorded_game(record.game).deal_to_file(record, session_key, number)


def session_json(session: SessionData) -> dict[str, Any]:
    out: dict[str, Any] = {"id": session.key, "source": session.source}
    if session.game != UNNAMED_GAME:
        out["game"] = session.game
    if session.title:
        out["title"] = session.title
    if session.started:
        out["started"] = session.started
    out["rules"] = recorded_game(session.game).rules_dict(session.rules)
    out["seats"] = dict(zip(seat_labels(len(session.players)), map(player_json, session.players), strict=True))
    return out


def build_document(
    sessions: Sequence[SessionData], deals: Sequence[tuple[int, int, DealRecord]], contents: str | None = None
) -> dict[str, Any]:
    """A document of ``deals`` given as (session key, number, record)."""
    if contents is None:
        contents = "deal" if len(deals) == 1 else "session" if len(sessions) == 1 else "deals"
    return {
        "format": FORMAT,
        "version": _version(sessions, deals),
        "contents": contents,
        "exported": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "program": f"bagchen {__version__}",
        "sessions": [session_json(s) for s in sessions],
        "deals": [deal_json(record, key, number) for key, number, record in deals],
    }


def _version(sessions: Sequence[SessionData], deals: Sequence[tuple[int, int, DealRecord]]) -> int:
    """The lowest format version that holds these deals: older versions of the program
    read the file whenever they could."""
    if any(len(s.players) >= FIRST_NUMBERED_SEATS for s in sessions):
        return 4
    if any(s.game != UNNAMED_GAME for s in sessions):
        return 3
    return 2 if any(r.seating or r.seat_draw for _, _, r in deals) else 1


def export_document(
    store: Store, deal_ids: Sequence[int], contents: str | None = None, skipped: list[str] | None = None
) -> dict[str, Any]:
    """The hand-record document of these stored deals (in the order given). A deal
    whose rows cannot be read (a damaged or altered database) raises ``RecordsError``
    naming it; with ``skipped`` given, it is left out and described there instead, so
    that one deal never keeps the others from being exported."""
    if not deal_ids:
        raise RecordsError("no deals to export")
    keys: dict[int, int] = {}
    sessions: list[SessionData] = []
    deals: list[tuple[int, int, DealRecord]] = []
    numbers = {d.id: d.number for d in store.deals(deal_ids=list(deal_ids))}
    for deal_id in deal_ids:
        try:
            session_id = store.deal_session(deal_id)
            if session_id not in keys:
                info = store.session(session_id)
                sessions.append(
                    SessionData(
                        len(keys) + 1, info.source, info.title, info.started_at, info.rules, info.seats, info.game
                    )
                )
                keys[session_id] = len(keys) + 1
            record = store.deal_record(deal_id)
        except (RecordsError, ValueError, KeyError, TypeError) as error:  # ValueError: JSON, rule sets
            reason = str(error) if str(error).startswith("deal ") else f"deal {deal_id}: {error}"
            if skipped is None:
                raise RecordsError(f"{reason}; it cannot be exported") from None
            skipped.append(printable(reason))
            continue
        if record.status != "finished":
            _complete_if_over(record)
        deals.append((keys[session_id], numbers[deal_id], record))
    if not deals:
        raise RecordsError("none of the deals can be exported: " + "; ".join(skipped or []))
    return build_document(sessions, deals, contents)


def _complete_if_over(record: DealRecord) -> None:
    """A deal whose recording stopped after its last event but before it was marked
    finished is finished: give it its result, so that the file agrees with the rules."""
    try:
        state = check_deal(record, interrupted=True)
    except DealCheckError:
        return  # exported as stored; verify reports the problem
    if state.is_over:
        recorded_game(record.game).finish_record(record, state)


def _flat(value: Any) -> bool:
    def scalar(v: Any) -> bool:
        return not isinstance(v, dict | list) or not v

    if isinstance(value, list):
        return all(scalar(v) for v in value)
    return all(scalar(v) or (isinstance(v, list) and all(scalar(x) for x in v)) for v in value.values())


def dumps(value: Any, indent: int = 0, in_list: bool = False) -> str:
    """JSON laid out for reading: one event, payment or annotation per line."""
    if isinstance(value, dict | list) and value:
        one_line = json.dumps(value, ensure_ascii=False)
        if _flat(value) and (in_list or isinstance(value, list) or len(one_line) + 2 * indent <= 100):
            return one_line
        pad, end = "  " * (indent + 1), "  " * indent
        if isinstance(value, dict):
            items = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {dumps(v, indent + 1)}" for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + end + "}"
        return "[\n" + ",\n".join(pad + dumps(v, indent + 1, True) for v in value) + "\n" + end + "]"
    return json.dumps(value, ensure_ascii=False)


def write_document(document: dict[str, Any], path: str | Path) -> None:
    """Write a document as UTF-8 (``-``: standard output), through a ``.part`` file that
    is removed if the writing fails.

    Text that UTF-8 cannot hold (a lone surrogate, in a database an older Bagchen
    filled) is written as its JSON escape: the file is still exported whole, and a
    reader names the field."""
    data = (dumps(document) + "\n").encode("utf-8", "backslashreplace")
    if str(path) == "-":
        sys.stdout.write(data.decode("utf-8"))
        sys.stdout.flush()
        return
    target = Path(path)
    temp = target.with_name(target.name + ".part")
    try:
        with open(temp, "wb") as file:
            file.write(data)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
