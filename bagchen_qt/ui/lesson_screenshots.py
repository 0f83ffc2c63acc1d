"""Screenshots of Learn to play and of the beginner's New session page, in real windows.

    xvfb-run -a -s "-screen 0 1600x1000x24" python -m bagchen_qt.ui.lesson_screenshots docs/screenshots --size 1600x1000

For each game with lessons, the first step of its second lesson (the first that asks
a move of the learner in most games) at its real table once the coach points
at the step's target (``lesson_<game>.png``), and the New session dialog as it opens,
on its beginner's page, and with its rules and options. ``--every``: the first step of
every lesson (``lesson_<lesson id>.png``) instead of one a game.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QRect

from bagchen_qt.core.lessons import Lesson, lessons_of
from bagchen_qt.games import listings
from bagchen_qt.ui import shot_driver
from bagchen_qt.ui.shot_driver import first_launch_settings, grab, set_window_size, settle


def shown_lessons() -> list[Lesson]:
    """The lesson shown of each game that has lessons."""
    return [lessons[min(1, len(lessons) - 1)] for known in listings() if (lessons := lessons_of(known.name))]


def shot_lesson(folder: Path, lesson: Lesson, name: str = "") -> Path:
    from bagchen_qt.ui.app import open_lesson

    window = open_lesson(lesson)
    if shot_driver.window_size is not None:
        window.resize(*shot_driver.window_size)
    settle(2500)  # the table dealt and drawn, the coach placed
    window.lesson.coach.repoint()  # type: ignore[attr-defined]
    settle(200)
    path = grab(window, folder / f"lesson_{name or lesson.game}.png")
    window.close()
    return path


def shot_beginners_dialog(folder: Path) -> Path:
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog

    dialog = NewSessionDialog()
    dialog.show()
    settle(300)
    path = grab(dialog, folder / "new_session_beginner.png")
    dialog.close()
    return path


def shot_options_dialog(folder: Path) -> Path:
    """The dialog's rules and options, each choice with its line of plain words."""
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog

    dialog = NewSessionDialog()
    if shot_driver.window_size is not None:  # the dialog as on a screen of the shot's size
        room = QRect(0, 0, *shot_driver.window_size)
        dialog.screen_room = lambda: room  # type: ignore[method-assign]
    dialog.show_advanced(True)
    dialog.show()
    settle(300)
    path = grab(dialog, folder / "new_session_options.png")
    dialog.close()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of Learn to play and the beginner's dialog.")
    parser.add_argument("folder", nargs="?", default="docs/screenshots")
    parser.add_argument("--size", help="the window's size, WIDTHxHEIGHT (default: as a first launch)")
    parser.add_argument("--every", action="store_true", help="the first step of every lesson, not one a game")
    args = parser.parse_args(argv)
    set_window_size(args.size)
    from bagchen_qt.ui.app import application

    application()
    first_launch_settings()
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    if args.every:
        every = [lesson for known in listings() for lesson in lessons_of(known.name)]
        shots = [shot_lesson(folder, lesson, lesson.id) for lesson in every]
    else:
        shots = [shot_lesson(folder, lesson) for lesson in shown_lessons()]
    shots += [shot_beginners_dialog(folder), shot_options_dialog(folder)]
    for path in shots:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
