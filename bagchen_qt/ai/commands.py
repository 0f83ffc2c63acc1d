"""``bagchen`` subcommands of the AI layer: ``selfplay``, and the options a game's own AI commands share."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

from bagchen_qt.games import DEFAULT_GAME, listings

if TYPE_CHECKING:
    from bagchen_qt.ai.selfplay import OnDeal

# How ``bagchen selfplay --db PATH`` records its deals. The AI layer may not import the
# records layer, so the records layer (or the CLI) sets this to a function that opens
# the database at PATH and returns a context manager giving an ``OnDeal`` hook:
#     ai.commands.open_recorder = my_recorder   # with my_recorder(path) -> CM[OnDeal]
# It raises ``RecordingUnavailable`` if nothing can be recorded; a hook that counts the
# deals it could not record has them in ``lost``. With ``--results`` it is called as
# ``my_recorder(path, run=NAME)``: the run's name, by which a resumed run finds the
# deals it stored (the hook's ``holds``; ``tournament.play_all`` says how).
open_recorder: Callable[..., AbstractContextManager[OnDeal]] | None = None


class RecordingUnavailable(Exception):
    """``open_recorder`` cannot record in the database given (the reason is the message)."""


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add this layer's subcommands to the ``bagchen`` parser."""
    selfplay = sub.add_parser(
        "selfplay",
        help="play AI levels against each other and report how they do",
        description="Play complete deals between AI levels and report, per level, the mean chips won per deal "
        "(with a 95% confidence interval), last-trick wins, stacks, jumps, passports and decision "
        "times.",
    )
    selfplay.add_argument(
        "--game",
        default=DEFAULT_GAME,
        metavar="GAME",
        help=f"the game to play: {', '.join(known.name for known in listings())} (default {DEFAULT_GAME})",
    )
    selfplay.add_argument(
        "--players",
        metavar="LEVEL,LEVEL,LEVEL,LEVEL",
        help="the level at each seat, E S W N, or one per seat of the game's table in the order of play "
        "(random, easy, medium, hard; for Bagchen's measurement only: tuned, oracle; "
        "LEVEL+judge: that level's search with a learned judge of positions, see --judge)",
    )
    selfplay.add_argument("--deals", type=int, metavar="N", help="how many deals to play")
    selfplay.add_argument("--seed", type=int, default=None, help="makes the run repeatable (default: random)")
    selfplay.add_argument(
        "--duplicate",
        action="store_true",
        help="play each deal four times, the players rotated so each holds each hand",
    )
    selfplay.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default 1)")
    add_ray_option(selfplay)
    add_thinking_options(selfplay)
    selfplay.add_argument(
        "--judge",
        metavar="FILE",
        help="the learned judge of positions for the seats written LEVEL+judge (default: the program's own)",
    )
    selfplay.add_argument(
        "--preset",
        default="",
        metavar="PRESET",
        help="the game's rule preset (default: its usual one, pagat for Bagchen, classic for Tien Gow; "
        "an unknown name is refused with the list)",
    )
    selfplay.add_argument("--json", action="store_true", help="print one JSON object")
    selfplay.add_argument("--db", dest="record_db", metavar="PATH", help="record every deal in this database")
    selfplay.add_argument(
        "--results",
        metavar="FILE",
        help="keep every deal's results in this file as it is played; a run naming a file it "
        "started before plays only the deals missing there (the same levels, seed, rules and "
        "code), and reports on all of them; with --db, the database and the file hold the same "
        "deals however the run is stopped",
    )
    selfplay.add_argument(
        "--busy",
        type=int,
        default=0,
        metavar="N",
        help="play beside N processes that keep a core busy each, to see how the levels fare on a loaded machine",
    )
    selfplay.add_argument(
        "--report",
        metavar="FILE",
        help="report on the deals a results file holds, playing none (the levels, seed and rules come from the file)",
    )
    selfplay.set_defaults(run=_selfplay)


def add_thinking_options(parser: argparse.ArgumentParser) -> None:
    """``--think-ms`` and ``--max-iterations``, for the commands that play levels against each other."""
    parser.add_argument(
        "--think-ms",
        type=int,
        default=0,
        metavar="MS",
        help="every player's think time per decision (default: each level's own)",
    )
    parser.add_argument(
        "--max-iterations",
        type=int,
        default=0,
        metavar="N",
        help="cap the search work per decision, so that results do not depend on speed",
    )


def add_ray_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ray",
        metavar="ADDRESS",
        help="play the deals on a Ray cluster instead of local processes: its address, 'auto' for "
        "the cluster this machine is part of, or 'local' to start one here (needs the "
        "'cluster' extra); the results are the same as with --jobs",
    )


def _selfplay(args: argparse.Namespace) -> int:
    from bagchen_qt.ai.results import ResultsFile
    from bagchen_qt.ai.selfplay import SelfplayConfig
    from bagchen_qt.ai.spread import ClusterError
    from bagchen_qt.ai.tournament import print_report, run_selfplay

    if args.report:
        if args.players or args.deals or args.results:
            print(
                "bagchen selfplay: --report FILE reads a run: it takes no --players, --deals or --results",
                file=sys.stderr,
            )
            return 2
        return _report_results(args.report, args.json)
    if args.players is None or args.deals is None:
        print("bagchen selfplay: --players and --deals are needed (or --report FILE)", file=sys.stderr)
        return 2
    if args.busy < 0:
        print("bagchen selfplay: --busy cannot be negative", file=sys.stderr)
        return 2
    if args.record_db is not None and open_recorder is None:
        print(
            "bagchen selfplay: recording (--db) needs the records layer, which is not wired to self-play yet",
            file=sys.stderr,
        )
        return 2
    players = tuple(level.strip() for level in args.players.split(","))
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    try:
        config = SelfplayConfig(
            players,
            args.deals,
            seed=seed,
            duplicate=args.duplicate,
            jobs=args.jobs,
            ray=args.ray,
            think_ms=args.think_ms,
            max_iterations=args.max_iterations,
            preset=args.preset,
            judge=args.judge or "",
            game=args.game,
        )
        from bagchen_qt.ai.player import PlayerOptions
        from bagchen_qt.ai.selfplay import player_for

        for level in set(players):
            player_for(level, PlayerOptions(), config.judge, config.game)
        results = ResultsFile.open(args.results, config, args.busy) if args.results else None
    except ValueError as error:  # ResultsError included
        print(f"bagchen selfplay: {error}", file=sys.stderr)
        return 2
    from bagchen_qt.ai.load import busy_processes

    on_deal = None
    try:
        with busy_processes(args.busy):
            if args.record_db is None or open_recorder is None:
                report = run_selfplay(config, progress=sys.stderr, results=results)
            else:
                recorder = open_recorder(args.record_db, **({"run": results.run_name} if results else {}))
                with recorder as on_deal:
                    report = run_selfplay(config, on_deal, progress=sys.stderr, results=results)
    except (ClusterError, RecordingUnavailable) as error:
        print(f"bagchen selfplay: {error}", file=sys.stderr)
        return 2
    if args.busy:
        report["busy_processes"] = args.busy
    if args.json:
        print(json.dumps(report))
    else:
        print_report(report, sys.stdout)
    lost = on_deal is not None and bool(getattr(on_deal, "lost", False))
    return 1 if lost else 0


def _report_results(path: str, as_json: bool) -> int:
    from bagchen_qt.ai.results import ResultsError, read_results
    from bagchen_qt.ai.tournament import print_report, summarize

    try:
        config, records, busy = read_results(path)
    except (OSError, ResultsError) as error:
        print(f"bagchen selfplay: {error}", file=sys.stderr)
        return 2
    report = summarize(config, records)
    if busy:
        report["busy_processes"] = busy
    if as_json:
        print(json.dumps(report))
    else:
        print_report(report, sys.stdout)
    return 0
