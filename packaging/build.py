"""Build the packaged Bagchen with PyInstaller, then check it.

    python packaging/build.py              # dist/Bagchen (one folder; macOS also dist/Bagchen.app)
    python packaging/build.py --smoke      # ... then run the smoke test on the build
    python packaging/build.py --archive    # ... and pack it for download (dist/Bagchen-VERSION-OS-ARCH.*)
    python packaging/build.py --smoke-only # smoke-test the build already in dist/
    python packaging/build.py --startup    # start-up times: the build against the source
                                           # (the window's too with $DISPLAY and xdotool, e.g. under Xvfb)

Run it with the Python of the environment that has Bagchen's dependencies and
PyInstaller (``pip install -e . pyinstaller``). The build itself is
``packaging/bagchen.spec``; this script adds the checks around it:

- before: PySide6 is not 6.12.0 (it crashes on Python 3.11);
- after: the size of the build (on Linux it must stay under 100 MB) and the libraries
  that the system will have to provide (Linux, from ldd);
- the smoke test (``smoke``): in an empty home folder, with Qt offscreen, the frozen
  program runs ``conformance`` on the rule test cases, ``demo --deals 1 --speed
  instant``, ``records verify`` on the database the demo wrote in the user data
  folder, and ``records verify`` on a bundled example deal; ``--paths`` shows that the
  resources and examples come from inside the bundle; the build's folder and the
  current folder must be unchanged afterwards (the program writes nothing next to
  itself); on Linux no Qt, ICU or Python library may be missing from the bundle.

tests/packaging/test_packaging.py runs the same build and smoke test when
BAGCHEN_BUILD_SMOKE=1.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "bagchen.spec"
NAME = "Bagchen"
CASES = ROOT / "tests" / "data" / "conformance" / "cases.jsonl"
LINUX_SIZE_LIMIT = 100 * 1000 * 1000  # bytes: "under 100 MB"
BROKEN_PYSIDE = ("6.12.0",)
BUNDLED_PREFIXES = ("libQt6", "libicu", "libpyside6", "libshiboken6", "libpython")  # never the system's
IS_LINUX, IS_MAC, IS_WINDOWS = sys.platform.startswith("linux"), sys.platform == "darwin", sys.platform == "win32"


class BuildError(RuntimeError):
    pass


# --- the build ---------------------------------------------------------------------------------


def check_environment() -> None:
    try:
        import PySide6
    except ImportError as error:
        raise BuildError("PySide6 is not installed here: pip install -e . pyinstaller") from error
    if PySide6.__version__ in BROKEN_PYSIDE:
        raise BuildError(f"PySide6 {PySide6.__version__} crashes on Python 3.11: pip install 'PySide6-Essentials<6.12'")
    try:
        import PyInstaller  # noqa: F401
    except ImportError as error:
        raise BuildError("PyInstaller is not installed here: pip install pyinstaller") from error


def build(dist: Path, work: Path, clean: bool = False, log: Path | None = None) -> float:
    """Run PyInstaller on the spec; returns the seconds it took."""
    check_environment()
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        command.append("--clean")
    command.append(str(SPEC))
    start = time.perf_counter()
    if log:
        with open(log, "w") as out:
            result = subprocess.run(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    else:
        result = subprocess.run(command, cwd=ROOT)
    seconds = time.perf_counter() - start
    if result.returncode:
        raise BuildError(f"PyInstaller failed (exit {result.returncode})" + (f"; see {log}" if log else ""))
    return seconds


@dataclass(frozen=True)
class App:
    folder: Path  # what is shipped: dist/Bagchen, or dist/Bagchen.app on macOS
    gui: Path  # the windowed executable
    cli: Path  # the one to run from a terminal (the same but on Windows)
    internal: Path  # the bundle's contents (sys._MEIPASS)


def app_folder(dist: Path) -> Path:
    return dist / (f"{NAME}.app" if IS_MAC else NAME)


def app(dist: Path) -> App:
    if IS_MAC:
        folder = app_folder(dist)
        exe = folder / "Contents" / "MacOS" / NAME
        return App(folder, exe, exe, folder / "Contents" / "Frameworks")
    folder = dist / NAME
    if IS_WINDOWS:
        return App(folder, folder / f"{NAME}.exe", folder / "bagchen-cli.exe", folder / "_internal")
    return App(folder, folder / NAME, folder / NAME, folder / "_internal")


def disk_usage(path: Path) -> int:
    """Bytes on disk, as ``du`` counts them (allocated blocks; hard links once)."""
    seen, total = set(), 0
    for entry in [path, *path.rglob("*")]:
        stat = entry.lstat()
        if (stat.st_dev, stat.st_ino) not in seen:
            seen.add((stat.st_dev, stat.st_ino))
            total += stat.st_blocks * 512 if hasattr(stat, "st_blocks") else stat.st_size
    return total


def du_sh(path: Path) -> str:
    """``du -sh`` of the folder when du exists, else our own count."""
    if shutil.which("du"):
        result = subprocess.run(["du", "-sh", str(path)], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split()[0]
    return f"{disk_usage(path) / 2**20:.0f}M"


def missing_libraries(folder: Path) -> dict[str, list[str]]:
    """Linux: libraries that bundled binaries need and that neither the bundle nor this
    system has (ldd). Such a library must come from the user's system: Wayland's
    client libraries, for instance, are on every Wayland desktop."""
    if not IS_LINUX or not shutil.which("ldd"):
        return {}
    internal = folder / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    missing: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink() or not (".so" in path.name or path.name == NAME):
            continue
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            if "not found" in line:
                missing.setdefault(line.split()[0], []).append(str(path.relative_to(folder)))
    return missing


def archive(dist: Path) -> Path:
    """The build packed for download: .tar.gz on Linux, .zip elsewhere."""
    from bagchen_qt import __version__

    system = {"linux": "linux", "darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    base = dist / f"{NAME}-{__version__}-{system}-{platform.machine().lower()}"
    folder = app_folder(dist)
    if IS_MAC and shutil.which("ditto"):  # keeps the bundle's symlinks and signatures
        target = base.with_suffix(".zip")
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(folder), str(target)], check=True)
        return target
    return Path(shutil.make_archive(str(base), "gztar" if IS_LINUX else "zip", dist, folder.name))


# --- the smoke test ------------------------------------------------------------------------------


@dataclass
class Step:
    name: str
    command: list[str]
    returncode: int | None = None
    seconds: float = 0.0
    output: str = ""

    @property
    def ok(self) -> bool:
        return self.returncode == 0


@dataclass
class SmokeReport:
    steps: list[Step] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    paths: dict = field(default_factory=dict)
    database: Path | None = None

    @property
    def ok(self) -> bool:
        return not self.problems and all(step.ok for step in self.steps)

    def text(self) -> str:
        lines = [f"  {'ok ' if s.ok else 'FAIL'} {s.name:<31} {s.seconds:6.1f} s  (exit {s.returncode})"
                 for s in self.steps]
        lines += [f"  FAIL {problem}" for problem in self.problems]
        return "\n".join(lines)


def clean_environment(home: Path) -> dict[str, str]:
    """An empty home for the program: its own user data and settings folders, Qt
    offscreen, no BAGCHEN_DB (the database goes to the default place)."""
    env = {k: v for k, v in os.environ.items() if k not in ("BAGCHEN_DB", "PYTHONPATH", "PYTHONHOME")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_STATE_HOME=str(home / "state"),
               QT_QPA_PLATFORM="offscreen", PYTHONIOENCODING="utf-8")
    if IS_WINDOWS:
        # platformdirs asks Windows itself for the user data folder: keep the test's
        # database out of the real one.
        env["BAGCHEN_DB"] = str(home / "data" / NAME / "records.sqlite3")
    return env


def expected_database(env: dict[str, str]) -> Path:
    """Where the program should keep its database in ``env`` (platformdirs' answer)."""
    if "BAGCHEN_DB" in env:
        return Path(env["BAGCHEN_DB"])
    script = ("import platformdirs, pathlib; print(pathlib.Path(platformdirs.user_data_dir('Bagchen', "
              "appauthor=False)) / 'records.sqlite3')")
    return Path(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                               check=True).stdout.strip())


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every entry under ``folder`` with its size and modification time."""
    result = {}
    for path in [folder, *folder.rglob("*")]:
        stat = path.lstat()
        result[str(path.relative_to(folder))] = (stat.st_size, stat.st_mtime_ns)
    return result


def run_step(report: SmokeReport, name: str, command: Sequence[str | Path], env: dict[str, str], timeout: float,
             cwd: Path) -> Step:
    step = Step(name, [str(c) for c in command])
    start = time.perf_counter()
    try:
        result = subprocess.run(step.command, capture_output=True, text=True, encoding="utf-8", errors="replace",
                                env=env, timeout=timeout, cwd=cwd, stdin=subprocess.DEVNULL)
        step.returncode, step.output = result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as error:
        output = b"".join(part if isinstance(part, bytes) else (part or "").encode()
                          for part in (error.stdout, error.stderr))  # bytes even in text mode
        step.returncode = -1
        step.output = f"timed out after {timeout:.0f} s\n{output.decode('utf-8', 'replace')}"
    step.seconds = time.perf_counter() - start
    report.steps.append(step)
    return step


def smoke(dist: Path, home: Path | None = None, demo_timeout: float = 900) -> SmokeReport:
    """Run the built program as a user would; see the module's notes."""
    bundle = app(dist)
    report = SmokeReport()
    if not bundle.cli.exists():
        report.problems.append(f"no executable at {bundle.cli}")
        return report
    with tempfile.TemporaryDirectory(prefix="bagchen-smoke-") as tmp:
        home = home or Path(tmp)
        work = home / "cwd"  # the current folder: nothing may be written there either
        work.mkdir(parents=True, exist_ok=True)
        env = clean_environment(home)
        database = expected_database(env)
        before = snapshot(bundle.folder)

        paths_step = run_step(report, "--paths", [bundle.cli, "--paths"], env, 120, work)
        if paths_step.ok:
            report.paths = json.loads(paths_step.output[paths_step.output.index("{"):])
            _check_paths(report, bundle, database)
        conformance = run_step(report, "conformance", [bundle.cli, "conformance", CASES], env, 300, work)
        if conformance.ok and " 0 failed" not in conformance.output:
            report.problems.append("conformance did not report 0 failed")
        demo = run_step(report, "demo --deals 1 --speed instant",
                        [bundle.cli, "demo", "--deals", "1", "--speed", "instant"], env, demo_timeout, work)
        if demo.ok and not database.exists():
            report.problems.append(f"the demo wrote no database at {database}")
        report.database = database
        verify = run_step(report, "records verify", [bundle.cli, "records", "verify"], env, 300, work)
        if verify.ok and demo.ok and "0 deals checked" in verify.output:
            report.problems.append("records verify found no deal from the demo")
        examples = sorted((bundle.internal / "replays").glob("*.json"))
        if examples:
            run_step(report, "records verify (example)", [bundle.cli, "records", "verify", examples[-1]], env, 120,
                     work)
        else:
            report.problems.append("no example deals in the bundle")

        broken = [str(p.relative_to(bundle.folder)) for p in bundle.folder.rglob("*")
                  if p.is_symlink() and not p.exists()]
        if broken:
            report.problems.append(f"broken links in the bundle: {broken[:10]}")
        for library, users in missing_libraries(bundle.folder).items():
            if library.startswith(BUNDLED_PREFIXES):  # the build's own libraries, left out by mistake
                report.problems.append(f"{library} is missing from the bundle (needed by {users[0]})")

        after = snapshot(bundle.folder)
        changed = sorted(set(before.items()) ^ set(after.items()))
        if changed:
            report.problems.append(f"the program wrote next to itself: {sorted({name for name, _ in changed})[:10]}")
        leftovers = [str(p.relative_to(work)) for p in work.rglob("*")]
        if leftovers:
            report.problems.append(f"the program wrote into its current folder: {leftovers[:10]}")
    return report


def _check_paths(report: SmokeReport, bundle: App, database: Path) -> None:
    paths = report.paths
    inside = bundle.folder.resolve()  # on macOS the data sit in Contents/Resources, linked from Frameworks
    for what, where in (("resources", paths.get("resources")), ("examples", paths.get("examples"))):
        if not where or not Path(where).resolve().is_relative_to(inside):
            report.problems.append(f"{what} not found inside the bundle: {where}")
    shipped = sorted(p.name for p in (ROOT / "replays").glob("*.json"))
    if paths.get("example_files") != shipped:
        report.problems.append(f"example deals: found {paths.get('example_files')}, shipped {shipped}")
    if Path(paths.get("database", "")) != database:
        report.problems.append(f"database at {paths.get('database')}, expected {database}")
    if not paths.get("frozen"):
        report.problems.append("the program does not know it is frozen")


# --- start-up times --------------------------------------------------------------------------------


def _run_timed(command: Sequence[str | Path], env: dict[str, str], cwd: Path) -> tuple[float, float | None]:
    """Wall and CPU (user + system) seconds of one run; no CPU time on Windows."""
    try:
        import resource
    except ImportError:
        resource = None  # type: ignore[assignment]
    before = resource.getrusage(resource.RUSAGE_CHILDREN) if resource else None
    start = time.perf_counter()
    subprocess.run([str(c) for c in command], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=True, cwd=cwd)
    wall = time.perf_counter() - start
    if resource is None or before is None:
        return wall, None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def startup_times(dist: Path, runs: int = 20) -> dict[str, dict[str, tuple[float, float | None]]]:
    """For each command, the frozen program's and the source's median (wall, CPU)
    seconds. Runs alternate between the two, after warm-up runs, so that whatever else
    the machine does weighs on both alike."""
    bundle = app(dist)
    results: dict[str, dict[str, tuple[float, float | None]]] = {}
    with tempfile.TemporaryDirectory(prefix="bagchen-startup-") as tmp:
        env = clean_environment(Path(tmp))
        source_env = dict(env, PYTHONPATH=str(ROOT))
        for name, args in {"--help": ["--help"], "conformance": ["conformance", str(CASES)]}.items():
            commands: dict[str, tuple[list[str | Path], dict[str, str]]] = {
                "frozen": ([bundle.cli, *args], env),
                "source": ([sys.executable, "-m", "bagchen_qt", *args], source_env)}
            samples: dict[str, list[tuple[float, float | None]]] = {kind: [] for kind in commands}
            for i in range(runs + 2):
                for kind, (command, command_env) in commands.items():
                    sample = _run_timed(command, command_env, Path(tmp))
                    if i >= 2:
                        samples[kind].append(sample)
            results[name] = {kind: (statistics.median(w for w, _ in values),
                                    None if values[0][1] is None else statistics.median(c or 0.0 for _, c in values))
                             for kind, values in samples.items()}
    return results


def _window_shown_after(command: Sequence[str | Path], env: dict[str, str], cwd: Path, title: str,
                        timeout: float = 60) -> float:
    """Seconds from launch until a visible window titled ``title`` exists (X11, xdotool)."""
    start = time.perf_counter()
    process = subprocess.Popen([str(c) for c in command], env=env, cwd=cwd, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        while time.perf_counter() - start < timeout:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title], env=env,
                                   capture_output=True)
            if found.returncode == 0 and found.stdout.strip():
                return time.perf_counter() - start
            if process.poll() is not None:
                raise BuildError(f"{command[0]} ended (exit {process.returncode}) before showing its window")
            time.sleep(0.02)
        raise BuildError(f"no window {title!r} after {timeout:.0f} s")
    finally:
        process.kill()
        process.wait()


def window_startup_times(dist: Path, runs: int = 12) -> dict[str, float] | None:
    """Median seconds until the table's first window (the new-session dialog) shows,
    frozen and from source, taken in turn; needs an X display ($DISPLAY; Xvfb will do)
    and xdotool, else None."""
    if not IS_LINUX or not os.environ.get("DISPLAY") or not shutil.which("xdotool"):
        return None
    bundle = app(dist)
    commands: dict[str, list[str | Path]] = {"frozen": [bundle.gui], "source": [sys.executable, "-m", "bagchen_qt"]}
    samples: dict[str, list[float]] = {kind: [] for kind in commands}
    for i in range(runs + 1):
        for kind, command in commands.items():
            with tempfile.TemporaryDirectory(prefix="bagchen-window-") as tmp:
                env = clean_environment(Path(tmp))
                del env["QT_QPA_PLATFORM"]  # a real window
                if kind == "source":
                    env["PYTHONPATH"] = str(ROOT)
                for attempt in range(3):  # an X server under load now and then refuses a connection
                    try:
                        seconds = _window_shown_after(command, env, Path(tmp), "New session")
                        break
                    except BuildError:
                        if attempt == 2:
                            raise
            if i:
                samples[kind].append(seconds)
    return {kind: statistics.median(values) for kind, values in samples.items()}


def startup_text(results: dict[str, dict[str, tuple[float, float | None]]]) -> str:
    lines = []
    for name, kinds in results.items():
        parts = [f"{kind} {wall * 1000:.0f} ms" + (f" (CPU {cpu * 1000:.0f} ms)" if cpu is not None else "")
                 for kind, (wall, cpu) in kinds.items()]
        lines.append(f"Start-up, {name}: " + ", ".join(parts))
    return "\n".join(lines)


# --- the command ------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the packaged Bagchen with PyInstaller, then check it.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the build goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--smoke", action="store_true", help="run the smoke test after the build")
    parser.add_argument("--smoke-only", action="store_true", help="smoke-test the existing build, do not build")
    parser.add_argument("--archive", action="store_true", help="pack the build for download")
    parser.add_argument("--startup", action="store_true", help="measure start-up times, frozen and from source")
    args = parser.parse_args(argv)
    status = 0
    try:
        if not args.smoke_only:
            args.work.mkdir(parents=True, exist_ok=True)
            log = args.work / "pyinstaller.log"
            print(f"Building {app_folder(args.dist)} (PyInstaller log: {log}) ...", flush=True)
            seconds = build(args.dist, args.work, args.clean, log)
            print(f"Built in {seconds:.0f} s.")
        folder = app_folder(args.dist)
        size = disk_usage(folder)
        print(f"Size: {du_sh(folder)} (du -sh {folder})")
        if IS_LINUX and size >= LINUX_SIZE_LIMIT:
            print(f"ERROR: the Linux build must stay under {LINUX_SIZE_LIMIT / 1e6:.0f} MB", file=sys.stderr)
            status = 1
        for library, users in missing_libraries(folder).items():
            print(f"Note: {library} must come from the user's system (needed by {users[0]}"
                  f"{f' and {len(users) - 1} more' if len(users) > 1 else ''})")
        if args.smoke or args.smoke_only:
            print("Smoke test ...", flush=True)
            report = smoke(args.dist)
            print(report.text())
            for step in report.steps:
                if not step.ok:
                    print(f"--- {step.name} ---\n{step.output[-3000:]}", file=sys.stderr)
            status = status or (0 if report.ok else 1)
        if args.startup:
            print(startup_text(startup_times(args.dist)))
            window = window_startup_times(args.dist)
            if window is None:
                print("Start-up of the window: not measured (needs Linux, $DISPLAY and xdotool)")
            else:
                print(f"Start-up, the window shown: frozen {window['frozen'] * 1000:.0f} ms, "
                      f"source {window['source'] * 1000:.0f} ms")
        if args.archive:
            print(f"Archive: {archive(args.dist)}")
    except BuildError as error:
        print(f"ERROR: {error}", file=sys.stderr)
        return 2
    return status


if __name__ == "__main__":
    raise SystemExit(main())
