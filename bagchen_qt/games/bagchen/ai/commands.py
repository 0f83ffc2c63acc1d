"""Bagchen's own ``bagchen`` subcommands (the catalogue's "commands" face): ``tune``,
``positions`` and ``train`` for its AI, and ``deal``, a deal played by random players
printed event by event. Building the parser imports none of the machinery they run."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from bagchen_qt.ai.commands import add_ray_option, add_thinking_options


class _Presets:
    """The choices of ``--preset``, the rule presets, looked up only when they are needed:
    building the ``bagchen`` parser does not import the rules."""

    def __iter__(self) -> Iterator[str]:
        from bagchen_qt.games.bagchen.rules.ruleset import PRESETS

        return iter(sorted(PRESETS))

    def __contains__(self, name: object) -> bool:
        return name in list(self)


def register(sub: argparse._SubParsersAction) -> None:
    """Add Bagchen's subcommands to the ``bagchen`` parser."""
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
    add_ray_option(tune)
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
    _register_deal(sub)


def _register_deal(sub: argparse._SubParsersAction) -> None:
    deal = sub.add_parser("deal", help="print a deal played by random players, event by event")
    deal.add_argument("--seed", type=int, default=None)
    deal.add_argument("--preset", default="pagat", help="rule preset: pagat, digital-gamers or simple-passport")
    deal.set_defaults(run=_deal)


def _deal(args: argparse.Namespace) -> int:
    from bagchen_qt.games.bagchen.rules.textplay import print_random_deal

    return print_random_deal(args.seed, args.preset, sys.stdout)


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
    add_thinking_options(positions)
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
    add_ray_option(train)
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
