"""The conformance runner: ``bagchen conformance FILE...``.

Each line of a case file is one JSON case: a fact of the rules and the answer the engine
must compute (see the conformance README). A case's ``game`` picks the game whose case
kinds answer it (none: the catalogue's first game); every kind calls the engine's own
functions. A case whose fields are missing or of the wrong type fails with a message, it
never stops the run.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TextIO

from bagchen_qt.core.family import game_named
from bagchen_qt.games import DEFAULT_GAME

# --- running files ----------------------------------------------------------------------


def check_case(data: dict[str, Any]) -> str | None:
    """Why the case fails (a message), or None when the engine computes ``expect``."""
    kind = data.get("kind")
    game = data.get("game")
    try:
        kinds = (
            game_named(DEFAULT_GAME if game is None else game).case_kinds
            if game is None or isinstance(game, str)
            else None
        )
    except ValueError as error:
        return str(error)
    if kinds is None:
        return f"game must be a game's name, not {json.dumps(game)}"
    by_game = kinds.get(kind) if isinstance(kind, str) else None
    run_case: Callable[[], Any] | None = None if by_game is None else (lambda: by_game(data))
    if run_case is None:
        return f"unknown kind {json.dumps(kind)}" + (f" for game {game}" if game is not None else "")
    if "expect" not in data:
        return "missing field 'expect'"
    try:
        got = run_case()
    except ValueError as error:  # CaseError, and the engine refusing a value
        return str(error)
    except Exception as error:  # an engine crash fails this case, not the run
        return f"{type(error).__name__}: {error}"
    expect = json.dumps(data["expect"], sort_keys=True)
    if json.dumps(got, sort_keys=True) == expect:
        return None
    return f"expected {json.dumps(data['expect'])}, got {json.dumps(got)}"


def run_files(paths: list[str], out: TextIO, err: TextIO) -> int:
    """Run every case of the files; 0 if all pass, 1 if one failed, 2 on unreadable input."""
    passed = failed = 0
    bad_input = False
    first_seen: dict[str, str] = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8-sig") as file:
                lines = file.read().split("\n")
        except (OSError, UnicodeDecodeError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            print(f"{path}: cannot read the file: {reason}", file=err)
            bad_input = True
            continue
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                print(f"{where}: not a case: invalid JSON ({error.msg}, column {error.colno})", file=err)
                bad_input = True
                continue
            if not isinstance(data, dict) or not isinstance(data.get("id"), str) or not data["id"]:
                print(f'{where}: not a case: a case is a JSON object with a string "id"', file=err)
                bad_input = True
                continue
            case_id = data["id"]
            failure = check_case(data)
            if case_id in first_seen:
                failure = f"duplicate id (first at {first_seen[case_id]})"
            first_seen.setdefault(case_id, where)
            if failure is None:
                passed += 1
            else:
                failed += 1
                print(f"FAIL {case_id}: {failure}", file=out)
    print(f"{passed} passed, {failed} failed", file=out)
    return 2 if bad_input else 1 if failed else 0
