"""``bagchen`` subcommands of the AI layer: ``selfplay``, ``tune``, ``positions`` and ``train``."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING

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


class _Presets:
    """The choices of ``--preset``, the rule presets, looked up only when they are needed:
    building the ``bagchen`` parser does not import the rules."""

    def __iter__(self) -> Iterator[str]:
        from bagchen_qt.games.bagchen.rules.ruleset import PRESETS

        return iter(sorted(PRESETS))

    def __contains__(self, name: object) -> bool:
        return name in list(self)


def register(sub: argparse._SubParsersAction) -> None:
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
        default="bagchen",
        metavar="GAME",
        help="the game to play: bagchen (default) or tien-gow",
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
    _add_ray_option(selfplay)
    _add_thinking_options(selfplay)
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

    tune = sub.add_parser(
        "tune",
        help="search for strategy weights that beat the current ones in self-play",
        description="Coordinate search over the hand-written strategy's weights: each round tries every weight "
        "a step down and a step up, each in a duplicate duel against the current weights, and keeps a "
        "change that wins by more than its 95% interval. Prints every trial, then the weights found.",
    )
    tune.add_argument(
        "--start", choices=("easy", "tuned"), default="easy", help="the weights to start from (default %(default)s)"
    )
    tune.add_argument("--deals", type=int, default=4000, metavar="N", help="duplicate deals per trial (default 4000)")
    tune.add_argument("--rounds", type=int, default=4, metavar="R", help="rounds at most (default 4)")
    tune.add_argument("--seed", type=int, default=1, help="seed of the trials' deals (default 1)")
    tune.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default 1)")
    _add_ray_option(tune)
    tune.add_argument(
        "--preset",
        default="pagat",
        choices=_Presets(),
        metavar="PRESET",
        help="rule preset: %(choices)s (default %(default)s)",
    )
    tune.add_argument("--json", action="store_true", help="print one JSON object per line: each trial, then the result")
    tune.set_defaults(run=_tune)
    _register_positions(sub)
    _register_train(sub)


def _register_positions(sub: argparse._SubParsersAction) -> None:
    positions = sub.add_parser(
        "positions",
        help="compare AI levels from the same positions in the middle of a deal",
        description="From positions where one seat holds TILES tiles at its turn (deals played by the "
        "hand-written strategy), each level plays that seat to the end of the deal while the other seats "
        "play --others. Reports each level's chips and, against the first level, the paired difference "
        "with its 95%% interval and the positions where the outcome changed.",
    )
    positions.add_argument(
        "--levels", required=True, metavar="LEVEL,LEVEL[,...]", help="the levels to compare, the baseline first"
    )
    positions.add_argument("--tiles", type=int, required=True, help="the seat's tiles at the position (1 to 16)")
    positions.add_argument("--positions", type=int, default=100, metavar="N", help="how many (default 100)")
    positions.add_argument("--seed", type=int, default=1, help="seed of the positions (default 1)")
    positions.add_argument("--others", default="easy", metavar="LEVEL", help="the other seats' level (default easy)")
    positions.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default 1)")
    _add_thinking_options(positions)
    positions.add_argument(
        "--first-only",
        action="store_true",
        help="each level makes only the decision at the position, the first level the seat's later ones",
    )
    positions.add_argument("--json", action="store_true", help="print one JSON object")
    positions.set_defaults(run=_positions)


def _positions(args: argparse.Namespace) -> int:
    from bagchen_qt.ai.spread import Workers
    from bagchen_qt.games.bagchen.ai.positions import PositionConfig, print_positions, run_positions

    try:
        config = PositionConfig(
            tuple(level.strip() for level in args.levels.split(",")),
            args.tiles,
            args.positions,
            seed=args.seed,
            others=args.others,
            think_ms=args.think_ms,
            max_iterations=args.max_iterations,
            first_only=args.first_only,
            workers=Workers(args.jobs),
        )
        report = run_positions(config, progress=sys.stderr)
    except ValueError as error:
        print(f"bagchen positions: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
    else:
        print_positions(report, sys.stdout)
    return 0


def _register_train(sub: argparse._SubParsersAction) -> None:
    train = sub.add_parser(
        "train",
        help="teach Hard's judge of positions by self-play (needs the 'train' extra)",
        description="Self-play data, a network fitted to it, and duplicate deals of Hard with the new judge "
        "against Hard: the judge is kept (OUT/judge.json) only when it wins. Run the same command again to "
        "go on after a stop.",
    )
    train.add_argument(
        "--out", required=True, type=Path, metavar="DIR", help="the run's folder (data, progress, judge)"
    )
    train.add_argument("--seed", type=int, default=1, help="seed of everything in the run (default 1)")
    train.add_argument(
        "--deals", type=int, default=10_000, metavar="N", help="self-play deals for data (default 10000)"
    )
    train.add_argument("--hidden", type=int, default=32, metavar="H", help="hidden units (default 32)")
    train.add_argument("--epochs", type=int, default=30, metavar="E", help="passes over the data (default 30)")
    train.add_argument(
        "--eval-deals", type=int, default=200, metavar="N", help="duplicate deals to judge the judge (default 200)"
    )
    train.add_argument(
        "--think-ms", type=int, default=0, metavar="MS", help="Hard's time a decision (default: its own)"
    )
    train.add_argument("--max-iterations", type=int, default=0, metavar="N", help="cap Hard's search work instead")
    train.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default 1)")
    _add_ray_option(train)
    train.set_defaults(run=_train)


def _train(args: argparse.Namespace) -> int:
    from bagchen_qt.games.bagchen.ai.training import TrainConfig, TrainingError, train

    if min(args.deals, args.hidden, args.epochs, args.eval_deals, args.jobs) < 1:
        print("bagchen train: --deals, --hidden, --epochs, --eval-deals and --jobs must be at least 1", file=sys.stderr)
        return 2
    config = TrainConfig(
        args.out,
        seed=args.seed,
        deals=args.deals,
        hidden=args.hidden,
        epochs=args.epochs,
        eval_deals=args.eval_deals,
        eval_think_ms=args.think_ms,
        eval_iterations=args.max_iterations,
        jobs=args.jobs,
        ray=args.ray,
    )
    try:
        record = train(config)
    except (TrainingError, ValueError) as error:
        print(f"bagchen train: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"bagchen train: stopped; run the same command to go on from {args.out}", file=sys.stderr)
        return 130
    return 0 if record.get("kept") else 1


def _add_thinking_options(parser: argparse.ArgumentParser) -> None:
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


def _add_ray_option(parser: argparse.ArgumentParser) -> None:
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


def _tune(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from bagchen_qt.ai.spread import ClusterError, Workers
    from bagchen_qt.games.bagchen.ai.tuning import tune
    from bagchen_qt.games.bagchen.ai.weights import EASY, TUNED
    from bagchen_qt.games.bagchen.rules.ruleset import preset

    if args.deals < 2 or args.rounds < 1 or args.jobs < 1:
        print("bagchen tune: --deals must be at least 2, --rounds and --jobs at least 1", file=sys.stderr)
        return 2

    def report(trial: dict) -> None:
        if args.json:
            print(json.dumps(trial), flush=True)
            return
        lo, hi = trial["ci95"]
        kept = "  kept" if trial["wins"] else ""
        print(
            f"round {trial['round']}: {trial['name']} {trial['from']} -> {trial['to']}: {trial['mean']:+.3f} "
            f"chips a deal [{lo:+.3f}, {hi:+.3f}]{kept}",
            flush=True,
        )

    start = TUNED if args.start == "tuned" else EASY
    try:
        found = tune(
            start, args.deals, args.rounds, args.seed, preset(args.preset), Workers(args.jobs, args.ray), report
        )
    except ClusterError as error:
        print(f"bagchen tune: {error}", file=sys.stderr)
        return 2
    changes = found.changes_from(EASY)
    if args.json:
        print(json.dumps({"weights": asdict(found), "changes_from_easy": changes}))
    else:
        listed = ", ".join(f"{name}={value}" for name, value in changes.items()) or "none"
        print(f"weights found: EASY.with_({listed})" if changes else "weights found: Easy's, unchanged")
    return 0
