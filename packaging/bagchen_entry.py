"""The entry point of the packaged (PyInstaller) Bagchen: ``bagchen_qt.cli:main``, made
safe to run frozen.

- ``multiprocessing.freeze_support()`` comes first: the AI computes its decisions in a
  worker process started with "spawn", which in a frozen program re-runs this very
  executable with multiprocessing's own arguments; this call turns that run into the
  worker instead of a second Bagchen.
- A windowed Windows executable has no standard streams (``sys.stdout`` is None). The
  command-line subcommands write to them, so they are attached to the console of the
  shell that started the program when there is one, else sent to the null device.
- macOS may pass a ``-psn_...`` argument to an app started from the Finder; it is
  dropped before the arguments are parsed.
- ``Bagchen --paths`` prints, as JSON, where the program finds its resources and
  example deals and where it keeps its database (the smoke test checks them; it also
  answers "where is my database?").
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def _standard_streams() -> None:
    if sys.platform == "win32" and (sys.stdout is None or sys.stderr is None):
        attached = False
        try:
            import ctypes

            attached = bool(ctypes.windll.kernel32.AttachConsole(-1))  # ATTACH_PARENT_PROCESS
        except (AttributeError, OSError):
            pass
        target = "CONOUT$" if attached else os.devnull
        if sys.stdout is None:
            sys.stdout = open(target, "w", encoding="utf-8", errors="replace")  # noqa: SIM115
        if sys.stderr is None:
            sys.stderr = open(target, "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115


def print_paths() -> int:
    import json

    from bagchen_qt import __version__
    from bagchen_qt.records.examples import example_files
    from bagchen_qt.records.store import resolve_db_path
    from bagchen_qt.resources import resource_root

    examples = example_files()
    print(json.dumps({
        "version": __version__,
        "frozen": bool(getattr(sys, "frozen", False)),
        "bundle": getattr(sys, "_MEIPASS", None),
        "resources": str(resource_root()),
        "examples": str(examples[0].parent) if examples else None,
        "example_files": [path.name for path in examples],
        "database": str(resolve_db_path()),
    }, indent=2))
    return 0


def run() -> int:
    multiprocessing.freeze_support()
    _standard_streams()
    if sys.platform == "darwin":
        sys.argv[1:] = [arg for arg in sys.argv[1:] if not arg.startswith("-psn_")]
    if sys.argv[1:] == ["--paths"]:
        return print_paths()
    from bagchen_qt.cli import main

    return main()


if __name__ == "__main__":
    raise SystemExit(run())
