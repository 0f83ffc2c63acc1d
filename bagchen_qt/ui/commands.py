"""``bagchen`` subcommands of the table (Qt is imported only when they run)."""

from __future__ import annotations

import argparse

from bagchen_qt.games import DEFAULT_GAME, listings

SPEEDS = ("instant", "fast", "normal", "slow")


def _levels(text: str) -> list[str]:
    from bagchen_qt.ai.player import TABLE_LEVELS

    levels = [part.strip() for part in text.split(",")]
    if len(levels) != 4 or any(level not in TABLE_LEVELS for level in levels):
        raise argparse.ArgumentTypeError(f"four levels from {', '.join(TABLE_LEVELS)}, separated by commas")
    return levels


def _demo(args: argparse.Namespace) -> int:
    game = getattr(args, "game", None) or DEFAULT_GAME
    if game != DEFAULT_GAME:
        from bagchen_qt.ui.app import run_family_demo

        return run_family_demo(
            game, args.game_preset or "", args.deals, args.speed, args.levels, args.think_ms, args.seed
        )
    from bagchen_qt.ui.app import run_demo

    return run_demo(args.deals, args.speed, args.levels, args.think_ms, args.seed)


def _replay(args: argparse.Namespace) -> int:
    from bagchen_qt.ui.replay.app import run_replay

    return run_replay(args.path, getattr(args, "db", None))


def run_default(args: argparse.Namespace) -> int:
    game = getattr(args, "game", None) or DEFAULT_GAME
    if game != DEFAULT_GAME:
        from bagchen_qt.ui.app import run_family_table

        return run_family_table(game, getattr(args, "game_preset", None) or "")
    from bagchen_qt.ui.app import run_table

    return run_table()


def add_game_arguments(parser: argparse.ArgumentParser, suppress: bool = False) -> None:
    """``--game`` and ``--preset``: which game of the family the table plays, and its rules."""
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--game",
        choices=[known.name for known in listings()],
        default=default,
        help="the game at the table (default: the game chosen in the new-session dialog, or the first)",
    )
    parser.add_argument(
        "--preset",
        dest="game_preset",
        metavar="PRESET",
        default=default,
        help="the game's rule preset, e.g. classic or folk-24-rest for Tien Gow (default: its usual one)",
    )


def register(sub: argparse._SubParsersAction) -> None:
    play = sub.add_parser("play", help="open the table and play (the default)")
    add_game_arguments(play, suppress=True)
    play.set_defaults(run=run_default)
    demo = sub.add_parser("demo", help="four AI players play in the window")
    demo.add_argument("--deals", type=int, default=0, help="close the window after this many deals")
    demo.add_argument("--speed", choices=SPEEDS, default="normal")
    demo.add_argument(
        "--levels",
        type=_levels,
        default=["medium", "easy", "medium", "easy"],
        help="four AI levels, e.g. easy,medium,hard,easy",
    )
    demo.add_argument("--think-ms", type=int, default=0, help="thinking time of every AI (0: each level's default)")
    demo.add_argument("--seed", type=int, default=None)
    add_game_arguments(demo, suppress=True)
    demo.set_defaults(run=_demo)
    replay = sub.add_parser("replay", help="browse, replay, annotate and review recorded deals")
    replay.add_argument(
        "path",
        nargs="?",
        default=None,
        help="a records database, or a hand-record file (default: the records database)",
    )
    # SUPPRESS: a subcommand's --db must not hide ``bagchen --db PATH replay``.
    replay.add_argument(
        "--db",
        metavar="PATH",
        default=argparse.SUPPRESS,
        help="the records database (with a hand-record file: where Import puts its deals)",
    )
    replay.set_defaults(run=_replay)
