"""The ``bagchen`` command. Each layer adds its own subcommands (``register``).

Building the parser imports only what it needs: the records layer (which loads SQLite)
is registered when its command is chosen, and each command imports its own machinery
(Qt, self-play, the database) when it runs.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any, cast

from bagchen_qt.games import DEFAULT_GAME, face, listings
from bagchen_qt.ui.languages import LANGUAGES


class _Subcommands(argparse._SubParsersAction):
    """The subcommands. A lazy one is only named, with its help line, until it is
    chosen; then its layer's ``register`` function adds its real parser."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lazy: dict[str, str] = {}

    def add_lazy(self, name: str, register: str, help_line: str) -> None:
        """``register``: "module:function", called with this object to add ``name``."""
        self.add_parser(name, help=help_line, add_help=False)
        self._lazy[name] = register

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        name = values[0]
        if name in self._lazy:
            module, _, function = self._lazy.pop(name).partition(":")
            del self._name_parser_map[name]  # the stand-in makes way for the real parser
            self._choices_actions = [a for a in self._choices_actions if a.dest != name]
            getattr(importlib.import_module(module), function)(self)
        super().__call__(parser, namespace, values, option_string)


def _open_selfplay_recorder(path: str, run: str | None = None) -> AbstractContextManager[Any]:
    """``bagchen selfplay --db PATH`` records its deals with the records layer."""
    from bagchen_qt.records.store import open_selfplay_recorder

    return open_selfplay_recorder(path, run=run)


def _conformance(args: argparse.Namespace) -> int:
    from bagchen_qt.core.conformance import run_files

    return run_files(args.files, sys.stdout, sys.stderr)


def _bench(args: argparse.Namespace) -> int:
    from bagchen_qt.bench import run_bench

    if args.busy < 0:
        print("bagchen bench: --busy cannot be negative", file=sys.stderr)
        return 2
    from bagchen_qt.bench import bench_games

    if args.game not in bench_games(args.target):
        print(f"bagchen bench: {args.target} measures {', '.join(bench_games(args.target))} only", file=sys.stderr)
        return 2
    return run_bench(args.target, as_json=args.json, seconds=args.seconds, busy=args.busy, game=args.game)


def build_parser() -> argparse.ArgumentParser:
    from bagchen_qt.ai import commands as ai_commands
    from bagchen_qt.bench import BENCHES, bench_games, rules_bench_games
    from bagchen_qt.ui import commands as ui_commands

    parser = argparse.ArgumentParser(prog="bagchen", description="Bagchen, the Tibetan domino game for four players.")
    parser.add_argument("--db", help="the deal records database (default: in the user data folder; or set BAGCHEN_DB)")
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        help="the language of the windows for this run (default: the one chosen in View > Language, else the system's)",
    )
    ui_commands.add_game_arguments(parser)
    sub = cast(_Subcommands, parser.add_subparsers(dest="command", action=_Subcommands))

    conformance = sub.add_parser("conformance", help="check the rules engine against conformance case files")
    conformance.add_argument("files", nargs="+", help="JSON-lines case files")
    conformance.set_defaults(run=_conformance)

    bench = sub.add_parser("bench", help="measure speed")
    bench.add_argument("target", choices=sorted(BENCHES), help="what to measure")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--seconds", type=float, default=3.0, help="time spent on each measurement")
    bench.add_argument(
        "--busy",
        type=int,
        default=0,
        metavar="N",
        help="measure beside N processes that keep a core busy each, as on a loaded machine",
    )
    bench.add_argument(
        "--game",
        choices=list(dict.fromkeys(rules_bench_games() + bench_games("ai"))),
        default=DEFAULT_GAME,
        help="with rules: the game whose engine to measure; with ai: the game whose levels to time",
    )
    bench.set_defaults(run=_bench)

    ai_commands.register(sub)
    for known in listings():  # each game's own subcommands
        if "commands" in known.faces:
            face(known.name, "commands")(sub)
    if hasattr(ai_commands, "open_recorder"):
        ai_commands.open_recorder = _open_selfplay_recorder
    sub.add_lazy(
        "records", "bagchen_qt.records.commands:register", "the deal records: list, stats, export, import, verify"
    )
    ui_commands.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command in (None, "play", "demo") and getattr(args, "db", None):
        os.environ["BAGCHEN_DB"] = args.db  # the window opens its records by the variable, as --db says
    if getattr(args, "lang", None):
        os.environ["BAGCHEN_LANG"] = args.lang  # ui.i18n.startup_language reads it when the window starts
    if args.command is None:
        from bagchen_qt.ui.commands import run_default

        return run_default(args)
    return args.run(args)


if __name__ == "__main__":
    raise SystemExit(main())
