"""The ``bagchen`` command. Each layer adds its own subcommands (``register``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _conformance(args: argparse.Namespace) -> int:
    from bagchen_qt.rules.conformance import run_files

    return run_files(args.files, sys.stdout, sys.stderr)


def _bench(args: argparse.Namespace) -> int:
    from bagchen_qt.bench import run_bench

    return run_bench(args.target, as_json=args.json, seconds=args.seconds)


def _deal(args: argparse.Namespace) -> int:
    from bagchen_qt.rules.textplay import print_random_deal

    return print_random_deal(args.seed, args.preset, sys.stdout)


def build_parser() -> argparse.ArgumentParser:
    from bagchen_qt.ai import commands as ai_commands
    from bagchen_qt.bench import BENCHES
    from bagchen_qt.records import commands as records_commands
    from bagchen_qt.ui import commands as ui_commands

    parser = argparse.ArgumentParser(prog="bagchen", description="Bagchen, the Tibetan domino game for four players.")
    parser.add_argument("--db", help="the deal records database (default: in the user data folder; "
                                     "or set BAGCHEN_DB)")
    sub = parser.add_subparsers(dest="command")

    conformance = sub.add_parser("conformance", help="check the rules engine against conformance case files")
    conformance.add_argument("files", nargs="+", help="JSON-lines case files")
    conformance.set_defaults(run=_conformance)

    bench = sub.add_parser("bench", help="measure speed")
    bench.add_argument("target", choices=sorted(BENCHES), help="what to measure")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--seconds", type=float, default=3.0, help="time spent on each measurement")
    bench.set_defaults(run=_bench)

    deal = sub.add_parser("deal", help="print a deal played by random players, event by event")
    deal.add_argument("--seed", type=int, default=None)
    deal.add_argument("--preset", default="pagat", help="rule preset: pagat, digital-gamers or simple-passport")
    deal.set_defaults(run=_deal)

    ai_commands.register(sub)
    records_commands.register(sub)
    ui_commands.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from bagchen_qt.ui.commands import run_default

        return run_default(args)
    return args.run(args)


if __name__ == "__main__":
    raise SystemExit(main())
