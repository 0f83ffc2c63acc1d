"""A tournament's deals kept in a file as they are played, so a long run can be stopped
and resumed, in the same session or a later one, and its figures come from every deal.

The file is JSON lines: a header naming the run (the levels, seed, rules, think times
and a fingerprint of the AI and rules code that plays it), then one line a deal with
every seating of it. A run that names an existing file plays only the deals it lacks.
A file whose header names another run, or other code, is refused and left untouched:
deals played by other code are not the same experiment. So is a file that is not a
results file at all, and a malformed line is reported by its number and field.

A finished run may be kept compressed (``FILE.jsonl.gz``, as ``gzip`` makes it): a
report reads it as it is; a run does not add deals to it (decompress it first).
"""

from __future__ import annotations

import gzip
import hashlib
import itertools
import json
import math
import os
import zlib
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from bagchen_qt.core.quoting import excerpt
from bagchen_qt.games import DEFAULT_GAME, face_if_any, listing

if TYPE_CHECKING:
    from bagchen_qt.ai.selfplay import GameRecord, SelfplayConfig

FORMAT = "bagchen-selfplay-results"
VERSION = 1
_PACKAGE = Path(__file__).resolve().parent.parent
_SHARED_PLAYING_CODE = ("core", "ai")  # besides the game's own rules and AI: what decides a deal's outcome
# Modules there that run, time or report tournaments and benchmarks but play no move:
# changing them leaves a run's deals as they were. The core's and game folders' by their name.
_NOT_PLAYING = frozenset(
    f"ai/{name}.py" for name in ("commands", "load", "results", "spread", "tournament", "game_bench", "ladder")
) | frozenset(
    f"{name}.py"
    for name in (
        "positions",
        "training",
        "tuning",
        "conformance",
        "textplay",
        "cases",
        "bench",
        "rates",
        "commands",
        "ladder",  # the measured figures the dialog shows
    )
)
# ``busy``: the processes it was played beside; with players that think against the clock,
# a loaded machine plays differently.
_RUN_FIELDS = ("game", "preset", "players", "seed", "duplicate", "think_ms", "max_iterations", "judge", "busy")


class ResultsError(ValueError):
    """The results file cannot be used for this run; the message says why."""


def _judged(config: SelfplayConfig) -> bool:
    from bagchen_qt.ai.selfplay import JUDGED

    return any(level.endswith(JUDGED) for level in config.players)


def code_fingerprint(game: str = DEFAULT_GAME, judge: str | None = None) -> str:
    """A digest of the source files of the AI and rules layers that play ``game``, and
    the weights they load (and the learned ``judge`` its judged seats use, "" for the
    program's own; None when no seat uses one): the same digest, the
    same players and rules. (Another game's own folders, and the modules that only run
    and report tournaments, are left out.)"""
    own = f"games/{listing(game).folder}"
    digest = hashlib.sha256()
    for folder in (*_SHARED_PLAYING_CODE, f"{own}/rules", f"{own}/ai"):
        for path in sorted((_PACKAGE / folder).rglob("*")):
            relative = path.relative_to(_PACKAGE)
            if (
                path.suffix in (".py", ".json")
                and "__pycache__" not in relative.parts
                and relative.as_posix() not in _NOT_PLAYING
                and not (relative.parts[0] in ("core", "games") and path.name in _NOT_PLAYING)
            ):
                digest.update(relative.as_posix().encode())
                digest.update(path.read_bytes())
    own_selfplay = face_if_any(game, "selfplay")
    if judge is not None and own_selfplay is not None:
        judge_path = own_selfplay.judge_file(judge)
        if judge_path.exists():
            digest.update(judge_path.read_bytes())
    return digest.hexdigest()[:16]


def run_header(config: SelfplayConfig, busy: int = 0) -> dict[str, Any]:
    """What names a run: two runs with the same header play the same deals the same way."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": config.game,
        "preset": config.preset_name,
        "players": list(config.players),
        "seed": config.seed,
        "duplicate": config.duplicate,
        "think_ms": config.think_ms,
        "max_iterations": config.max_iterations,
        "judge": config.judge,
        "busy": busy,
        "code": code_fingerprint(config.game, config.judge if _judged(config) else None),
    }


def record_to_json(record: GameRecord) -> dict[str, Any]:
    return {
        "rotation": record.rotation,
        "levels": list(record.levels),
        "result": None if record.result is None else list(record.result),
        "passports": list(record.passports),
        "decision_s": [list(times) for times in record.decision_s],
        "deltas": list(record.deltas),
    }


def record_from_json(deal: int, data: dict[str, Any], game: str = DEFAULT_GAME) -> GameRecord:
    from bagchen_qt.ai.selfplay import GameRecord

    result = data["result"]
    if result is not None:
        result = face_if_any(game, "selfplay").result_from_json(result)
    return GameRecord(
        deal,
        int(data["rotation"]),
        tuple(data["levels"]),
        result,
        tuple(bool(p) for p in data["passports"]),
        tuple(array("d", times) for times in data["decision_s"]),  # 8 bytes a time, not a float object
        None,
        tuple(int(d) for d in data["deltas"]),
    )


@dataclass
class ResultsFile:
    """The deals of one run kept at ``path``: ``records`` by deal number."""

    path: Path
    header: dict[str, Any]
    records: dict[int, list[GameRecord]] = field(default_factory=dict)

    @classmethod
    def open(cls, path: str | Path, config: SelfplayConfig, busy: int = 0) -> ResultsFile:
        """The run's file: read (and checked against ``config`` and the ``busy``
        processes it is played beside) if it exists, else started with the run's header."""
        path = Path(path)
        header = run_header(config, busy)
        if _compressed(path):
            raise ResultsError(f"{path}: a compressed results file is kept as played; decompress it to add deals to it")
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(header) + "\n", encoding="utf-8")
            return cls(path, header)
        found = cls(path, header)
        found._read(config.rotations)
        return found

    def _read(self, rotations: int, repair: bool = True) -> None:
        """The deals in the file, read a line at a time. A last line cut short by a stop
        is left out, and with ``repair`` removed from the file so that the deal is played
        again (a report, which may read a file while a run is still writing it, never
        repairs)."""
        lines = _lines(self.path)
        _, _, header = next(lines, (1, 0, b""))
        first = _json_line(self.path, header, 1)
        if not isinstance(first, dict) or first.get("format") != FORMAT:
            raise ResultsError(f"{self.path}: not a self-play results file (its first line has no format {FORMAT!r})")
        for name in (*_RUN_FIELDS, "code"):
            if first.get(name) != self.header[name]:
                raise ResultsError(
                    f"{self.path}: it holds another run: its {name} is {excerpt(first.get(name))}, this run's "
                    f"{excerpt(self.header[name])}" + (" (the AI or rules code has changed)" if name == "code" else "")
                )
        for number, offset, line in lines:
            if not line.endswith(b"\n"):  # the last line, cut short by a stop in the middle of writing it
                if repair:  # cut the file after the last whole line (touching nothing before it)
                    os.truncate(self.path, offset)
                break
            if not line.strip():
                continue
            where = f"{self.path}, line {number}"
            deal, games = _deal_from_json(where, _json_line(self.path, line, number), self.header["game"])
            if len(games) != rotations:
                raise ResultsError(f"{self.path}, line {number}: deal {deal} has {len(games)} games, not {rotations}")
            self.records[deal] = games

    @property
    def run_name(self) -> str:
        """A name for the run, the same for every run with its header: where its deals are
        recorded too (``selfplay --db``), a resumed run finds them by it."""
        digest = hashlib.sha256(json.dumps(self.header, sort_keys=True).encode()).hexdigest()[:12]
        return f"self-play run {digest} ({self.header['game']}, seed {self.header['seed']})"

    def missing(self, deals: int) -> list[int]:
        """The numbers of the first ``deals`` deals not yet in the file."""
        return [deal for deal in range(deals) if deal not in self.records]

    def add(self, deal: int, games: Sequence[GameRecord]) -> None:
        """Keep a finished deal: appended and flushed at once, so a stop loses none."""
        self.records[deal] = list(games)
        line = json.dumps({"deal": deal, "games": [record_to_json(game) for game in games]})
        with self.path.open("a", encoding="utf-8") as out:
            out.write(line + "\n")

    def played(self, deals: int) -> list[GameRecord]:
        """Every game of the first ``deals`` deals in the file, in deal order."""
        return [game for deal in sorted(self.records) if deal < deals for game in self.records[deal]]


def read_results(path: str | Path) -> tuple[SelfplayConfig, list[GameRecord], int]:
    """The run a results file holds, as far as it has been played: its configuration
    (with the deals found as its deals), its games and the busy processes it was played
    beside. Code that has changed since is no obstacle to reading what was played."""
    from bagchen_qt.ai.selfplay import SelfplayConfig

    path = Path(path)
    _, _, first = next(_lines(path), (1, 0, b""))
    header = _json_line(path, first, 1)
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ResultsError(f"{path}: not a self-play results file (its first line has no format {FORMAT!r})")
    try:
        config = SelfplayConfig(
            tuple(header["players"]),
            1,
            seed=int(header["seed"]),
            duplicate=bool(header["duplicate"]),
            think_ms=int(header["think_ms"]),
            max_iterations=int(header["max_iterations"]),
            preset=str(header["preset"]),
            judge=str(header["judge"]),
            game=str(header["game"]),
        )
    except (KeyError, TypeError, ValueError, OverflowError) as error:
        raise ResultsError(f"{path}, line 1: a malformed header ({excerpt(_field(error), 200)})") from None
    found = ResultsFile(path, run_header(config, header.get("busy", 0)) | {"code": header.get("code")})
    found._read(config.rotations, repair=False)
    if not found.records:
        raise ResultsError(f"{path}: no deal has been played yet")
    return replace(config, deals=len(found.records)), found.played(max(found.records) + 1), int(found.header["busy"])


def group_by_deal(records: Iterable[GameRecord]) -> dict[int, list[GameRecord]]:
    deals: dict[int, list[GameRecord]] = {}
    for record in records:
        deals.setdefault(record.deal, []).append(record)
    return deals


MAX_LINE_BYTES = 1 << 20  # a deal's line: a few kilobytes, tens for a searching level's times
MAX_DECISIONS = 10_000  # a seat's decisions in one deal, timed


def _lines(path: Path) -> Iterator[tuple[int, int, bytes]]:
    """Each line of the file (number, byte offset, its bytes with its line end), read a
    line at a time: no line longer than ``MAX_LINE_BYTES`` is read whole."""
    try:
        with gzip.open(path, "rb") if _compressed(path) else open(path, "rb") as file:
            offset = 0
            for number in itertools.count(1):
                line = file.readline(MAX_LINE_BYTES + 1)
                if not line:
                    return
                if len(line) > MAX_LINE_BYTES:
                    raise ResultsError(f"{path}, line {number}: longer than {MAX_LINE_BYTES // 2**20} MiB")
                yield number, offset, line
                offset += len(line)
    except (OSError, EOFError, zlib.error) as error:  # gzip's BadGzipFile is an OSError
        raise ResultsError(f"{path}: cannot be read: {getattr(error, 'strerror', None) or error}") from None


def _compressed(path: Path) -> bool:
    return path.suffix == ".gz"


class _NotANumber(ValueError):
    pass


def _constant(name: str) -> Any:
    raise _NotANumber(f"{name} is not a number a results file holds")


def _json_line(path: Path, line: bytes, number: int) -> Any:
    where = f"{path}, line {number}"
    try:
        return json.loads(line.decode("utf-8"), parse_constant=_constant)
    except UnicodeDecodeError:
        raise ResultsError(f"{where}: not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise ResultsError(f"{where}: not JSON ({error.msg}, column {error.colno})") from None
    except _NotANumber as error:
        raise ResultsError(f"{where}: not JSON this program writes ({error})") from None
    except (RecursionError, ValueError):  # nested deeper than Python follows, a number too long
        raise ResultsError(f"{where}: not JSON this program writes (nested too deep, or a number too long)") from None


def _deal_from_json(where: str, data: Any, game: str) -> tuple[int, list[GameRecord]]:
    """A deal's line of ``game``, every field checked: a malformed one is named by its JSON path."""
    problem = _deal_problem(data, face_if_any(game, "selfplay"))
    if problem is not None:
        path, what = problem
        raise ResultsError(f"{where}: a malformed deal ({what}) (at {path})")
    return data["deal"], [record_from_json(data["deal"], played, game) for played in data["games"]]


def is_whole(value: Any) -> bool:
    """Whether ``value`` is a whole number as JSON gives it (not a truth value)."""
    return type(value) is int


def are_wholes(value: Any) -> bool:
    return isinstance(value, list) and all(type(v) is int for v in value)


def _times(value: Any) -> bool:
    # The types first, then the range, each in one pass that C makes: a run's file holds
    # millions of times.
    return (
        isinstance(value, list)
        and len(value) <= MAX_DECISIONS
        and set(map(type, value)) <= {int, float}
        and not any(map(math.isnan, value))
        and (not value or (min(value) >= 0 and max(value) < 1e9))
    )


def _deal_problem(data: Any, own_selfplay: ModuleType | None) -> tuple[str, str] | None:
    """(the JSON path, what is wrong) of the first thing wrong with a deal's line."""
    if not isinstance(data, dict):
        return "$", f"not an object: {excerpt(data)}"
    for name in ("deal", "games"):
        if name not in data:
            return f"$.{name}", f"no field {name!r}"
    if not is_whole(data["deal"]) or data["deal"] < 0:
        return "$.deal", f"deal must be a deal number, not {excerpt(data['deal'])}"
    if not isinstance(data["games"], list):
        return "$.games", f"games must be a list of games, not {excerpt(data['games'])}"
    for index, game in enumerate(data["games"]):
        found = _game_problem(game, own_selfplay)
        if found is not None:
            return f"$.games[{index}]{found[0]}", found[1]
    return None


def _game_problem(game: Any, own_selfplay: ModuleType | None) -> tuple[str, str] | None:
    if not isinstance(game, dict):
        return "", f"not an object: {excerpt(game)}"
    for name in ("rotation", "levels", "result", "passports", "decision_s", "deltas"):
        if name not in game:
            return f".{name}", f"no field {name!r}"
    levels = game["levels"]
    seats = len(levels) if isinstance(levels, list) else 0
    result = game["result"]
    checks = (
        ("levels", seats > 0 and all(isinstance(v, str) for v in levels), "a list of levels"),
        ("rotation", is_whole(game["rotation"]) and 0 <= game["rotation"] < max(seats, 1), "a rotation"),
        (
            "result",
            result is None or own_selfplay is not None and own_selfplay.is_result(result),
            "null or the game's result",
        ),
        ("passports", isinstance(game["passports"], list) and len(game["passports"]) in (0, seats), "true/false"),
        ("decision_s", isinstance(game["decision_s"], list) and len(game["decision_s"]) == seats, "times a seat"),
        ("deltas", are_wholes(game["deltas"]) and len(game["deltas"]) in (0, seats), "a whole number a seat"),
    )
    for name, good, what in checks:
        if not good:
            return f".{name}", f"{name} must be {what}, not {excerpt(game[name])}"
    for seat, times in enumerate(game["decision_s"]):
        if not _times(times):
            return f".decision_s[{seat}]", f"a seat's decisions: at most {MAX_DECISIONS} times, each in seconds"
    return None


def _field(error: Exception) -> str:
    if isinstance(error, KeyError):
        return f"no field {error.args[0]!r}"
    return str(error)
