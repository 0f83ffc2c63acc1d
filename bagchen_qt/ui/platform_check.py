"""Before the window opens on X11: can Qt's xcb platform plugin load? If a system
library it needs is missing, Qt would abort with a message that names the plugin,
not the library. This says which libraries are missing and how to install them.

No Qt here: it runs before the QApplication is made. Loading the plugin with
``dlopen`` costs nothing when it works (Qt loads the same file a moment later); only
when it fails is ``ldd`` asked for the whole list.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

# The system libraries Qt's xcb plugin (and the Qt libraries it loads) needs, by
# soname, with the Debian/Ubuntu package of each: found with ``ldd`` on PySide6's
# libqxcb.so, libQt6XcbQpa, libQt6Gui, libQt6Widgets, libQt6Core, libQt6DBus,
# libQt6Svg and the xcb GL integrations. Base-system libraries (libc, libstdc++,
# zlib, glib …) are left out of the install command: every desktop has them.
XCB_PACKAGES: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}

CANNOT_OPEN = ": cannot open shared object file"  # how the dynamic loader names a library it lacks


def not_found(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` could not find ("libfoo.so.1 => not found"), each once."""
    names = [
        line.split("=>")[0].strip()
        for line in ldd_output.splitlines()
        if "=>" in line and line.split("=>")[1].strip().startswith("not found")
    ]
    return list(dict.fromkeys(names))


def cannot_open(error: str) -> list[str]:
    """The library a failed ``dlopen`` names, if any."""
    if CANNOT_OPEN not in error:
        return []
    words = error.split(CANNOT_OPEN)[0].split()
    return [words[-1]] if words else []


def uses_xcb(environ: dict[str, str] | os._Environ[str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will open the window with its xcb plugin: on Linux, asked for by
    ``QT_QPA_PLATFORM``, or by default outside a Wayland session."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(":")[0].split(";")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    """PySide6's xcb platform plugin, where Qt will look for it (None if not found)."""
    import importlib.util

    folders = [os.environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "")]
    folders += [str(Path(p) / "platforms") for p in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    spec = importlib.util.find_spec("PySide6")
    for location in (spec.submodule_search_locations or []) if spec else []:
        folders.append(str(Path(location) / "Qt" / "plugins" / "platforms"))
    for folder in folders:
        if folder and (Path(folder) / "libqxcb.so").is_file():
            return Path(folder) / "libqxcb.so"
    return None


def missing_libraries(plugin: Path) -> list[str]:
    """The sonames of the libraries ``plugin`` needs that cannot be found ([] if it
    loads)."""
    # Imported here: the check runs before every start, and these cost milliseconds.
    import ctypes
    import shutil
    import subprocess

    try:
        ctypes.CDLL(str(plugin))
        return []
    except OSError as error:
        first = cannot_open(str(error))
    ldd = shutil.which("ldd")
    if ldd is not None:
        try:
            done = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20)
            found = not_found(done.stdout)
            if found:
                return found
        except (OSError, subprocess.SubprocessError):
            pass
    return first or [plugin.name]


def install_advice(missing: list[str]) -> str:
    """What to tell the player: the missing libraries and the command that installs them."""
    packages = list(dict.fromkeys(XCB_PACKAGES[name] for name in missing if name in XCB_PACKAGES))
    lines = [
        "Bagchen cannot open its window: Qt's X11 platform plugin (xcb) needs system libraries",
        "that are not installed:",
        *(f"    {name}" for name in missing),
    ]
    if packages:
        lines += ["On Debian or Ubuntu, install them with:", f"    sudo apt-get install {' '.join(packages)}"]
    unknown = [name for name in missing if name not in XCB_PACKAGES]
    if unknown:
        lines.append(
            "Your system's package manager can tell which package holds "
            + ", ".join(unknown)
            + " (on Debian or Ubuntu: apt-file search NAME)."
        )
    return "\n".join(lines)


# Where Debian, Ubuntu, Fedora and Arch keep shared libraries.
LIBRARY_FOLDERS = (
    "/usr/lib/x86_64-linux-gnu",
    "/usr/lib/aarch64-linux-gnu",
    "/lib/x86_64-linux-gnu",
    "/lib/aarch64-linux-gnu",
    "/usr/lib64",
    "/usr/lib",
    "/lib64",
    "/lib",
)


def listed_libraries_present(folders: tuple[str, ...] = LIBRARY_FOLDERS) -> bool:
    """Whether every library of ``XCB_PACKAGES`` lies in one of the usual folders: a few
    file look-ups, where loading the plugin to find out costs milliseconds at every start."""
    extra = tuple(p for p in os.environ.get("LD_LIBRARY_PATH", "").split(os.pathsep) if p)
    return all(any(os.path.exists(os.path.join(folder, name)) for folder in extra + folders) for name in XCB_PACKAGES)


def ensure_platform_libraries(out: TextIO | None = None, plugin: Path | None = None) -> None:
    """On X11, stop with the missing libraries and the command to install them (exit
    status 1) before Qt would abort; else do nothing."""
    if plugin is None:
        if not uses_xcb() or listed_libraries_present():
            return  # a library found elsewhere than the usual folders is checked by loading the plugin
        plugin = xcb_plugin()
        if plugin is None:
            return
    missing = missing_libraries(plugin)
    if missing:
        print(install_advice(missing), file=out or sys.stderr)
        raise SystemExit(1)
