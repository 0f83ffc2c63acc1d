"""Search seeds for a game's lessons: for each lesson, the first seed whose deal shows
what the lesson says (``core.lessons.rehearse`` finds nothing wrong with it).

    python scripts/find_lesson_seeds.py bagchen [--from 0] [--to 3000] [lesson id ...]

The seeds found go into the game's ``lessons.SEEDS`` by hand.
"""

from __future__ import annotations

import argparse
import importlib
import time

from bagchen_qt.core.lessons import rehearse


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="the game's folder under bagchen_qt/games, e.g. bagchen or tiengow")
    parser.add_argument("lessons", nargs="*", help="only these lessons (their ids)")
    parser.add_argument("--from", dest="first", type=int, default=0)
    parser.add_argument("--to", dest="last", type=int, default=3000)
    arguments = parser.parse_args()
    makers = importlib.import_module(f"bagchen_qt.games.{arguments.game}.lessons").MAKERS
    for key, make in makers.items():
        if arguments.lessons and key not in arguments.lessons:
            continue
        started, problems = time.perf_counter(), []
        for seed in range(arguments.first, arguments.last):
            problems = rehearse(make(seed))
            if not problems:
                print(f"{key}: seed {seed} ({time.perf_counter() - started:.1f} s)", flush=True)
                break
        else:
            print(f"{key}: no seed from {arguments.first} to {arguments.last}; the last said {problems[:2]}")


if __name__ == "__main__":
    main()
