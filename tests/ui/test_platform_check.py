"""On X11, missing system libraries of Qt's xcb plugin are named, with the command
that installs them, instead of Qt's abort."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bagchen_qt.ui import platform_check
from bagchen_qt.ui.platform_check import (
    XCB_PACKAGES,
    ensure_platform_libraries,
    install_advice,
    missing_libraries,
    uses_xcb,
    xcb_plugin,
)

MISSING = "libbagchen-gone.so.1"


@pytest.fixture
def plugin_missing_a_library(tmp_path: Path) -> Path:
    """A shared library like the plugin, linked against a library that is then removed."""
    if shutil.which("gcc") is None:
        pytest.skip("needs a C compiler to build the fake plugin")
    (tmp_path / "gone.c").write_text("int gone(void) { return 1; }\n")
    (tmp_path / "plugin.c").write_text("int gone(void);\nint plugin(void) { return gone(); }\n")
    subprocess.run(
        ["gcc", "-shared", "-fPIC", f"-Wl,-soname,{MISSING}", "-o", str(tmp_path / MISSING), str(tmp_path / "gone.c")],
        check=True,
    )
    plugin = tmp_path / "libqxcb.so"
    subprocess.run(
        ["gcc", "-shared", "-fPIC", "-o", str(plugin), str(tmp_path / "plugin.c"), str(tmp_path / MISSING)], check=True
    )
    (tmp_path / MISSING).unlink()
    return plugin


def test_a_missing_library_is_named_with_the_install_command(plugin_missing_a_library: Path) -> None:
    assert missing_libraries(plugin_missing_a_library) == [MISSING]
    out = io.StringIO()
    with pytest.raises(SystemExit) as stop:
        ensure_platform_libraries(out, plugin_missing_a_library)
    assert stop.value.code == 1
    assert MISSING in out.getvalue() and "apt-file search" in out.getvalue()


def test_known_libraries_get_their_debian_packages() -> None:
    advice = install_advice(["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0"])
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxkbcommon-x11-0" in advice
    assert "libxcb-icccm.so.4" in advice


def _packages_not_installed() -> list[str] | None:
    """The Debian packages of ``XCB_PACKAGES`` this machine lacks (None: not a Debian system)."""
    if shutil.which("dpkg-query") is None:
        return None
    lacking = []
    for package in dict.fromkeys(XCB_PACKAGES.values()):
        done = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True)
        if "install ok installed" not in done.stdout:
            lacking.append(package)
    return lacking


def test_the_real_plugin_loads_here_once_the_listed_packages_are_installed() -> None:
    plugin = xcb_plugin()
    if plugin is None:
        pytest.skip("this PySide6 has no xcb plugin")
    lacking = _packages_not_installed()
    if lacking:
        # A fresh machine without a desktop: what the README's install command is for.
        pytest.skip(f"the README's system packages are not all installed here: {' '.join(lacking)}")
    assert missing_libraries(plugin) == []


def test_every_library_the_plugin_needs_has_its_package() -> None:
    """``XCB_PACKAGES`` covers what ``ldd`` lists for the plugin, but the base system."""
    plugin = xcb_plugin()
    if plugin is None or shutil.which("ldd") is None:
        pytest.skip("needs the xcb plugin and ldd")
    done = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=True)
    base = (
        "libc.so",
        "libm.so",
        "libstdc++",
        "libgcc_s",
        "libz.so",
        "libdl.so",
        "libpthread",
        "ld-linux",
        "linux-vdso",
        "libpcre2",
        "libzstd",
        "libexpat",
        "libpng16",
        "libbrotli",
        "libbsd",
        "libmd.so",
        "libsystemd",
        "libcap",
        "libgcrypt",
        "liblzma",
        "liblz4",
        "libgpg-error",
    )
    bundled = str(plugin.parents[2])  # the Qt libraries that come with PySide6 (Qt's own, ICU)
    system = [
        line.split()[0]
        for line in done.stdout.splitlines()
        if "=>" in line and bundled not in line and not line.split()[0].startswith(base)
    ]
    assert [n for n in system if n not in XCB_PACKAGES] == []


def test_xcb_is_detected_from_the_environment() -> None:
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert uses_xcb({"DISPLAY": ":0"}, "linux")
    assert not uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not uses_xcb({}, "darwin")


def test_bagchen_prints_the_advice_instead_of_aborting(plugin_missing_a_library: Path) -> None:
    """The program itself, started on X11 with the plugin's library gone."""
    probe = (
        "import sys\n"
        "from pathlib import Path\n"
        "from bagchen_qt.ui import platform_check\n"
        f"platform_check.xcb_plugin = lambda: Path({str(plugin_missing_a_library)!r})\n"
        "platform_check.listed_libraries_present = lambda: False\n"  # as when one is not where it should be
        "from bagchen_qt.cli import main\n"
        "sys.exit(main(['play']))\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":999",
        "PYTHONPATH": str(Path(platform_check.__file__).parents[2]),
    }
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 1, done.stderr
    assert MISSING in done.stderr and "Could not load the Qt platform plugin" not in done.stderr


def test_the_loaders_words_are_read() -> None:
    from bagchen_qt.ui.platform_check import cannot_open, not_found

    ldd = (
        "\tlibxcb-cursor.so.0 => not found\n\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x1)\n"
        "\tlibxcb-icccm.so.4 => not found\n\tlibxcb-cursor.so.0 => not found\n"
    )
    assert not_found(ldd) == ["libxcb-cursor.so.0", "libxcb-icccm.so.4"]
    assert cannot_open("libxcb-icccm.so.4: cannot open shared object file: No such file or directory") == [
        "libxcb-icccm.so.4"
    ]
    assert cannot_open("/x/libqxcb.so: invalid ELF header") == []


def test_the_quick_look_finds_the_listed_libraries_here_and_misses_them_elsewhere(tmp_path: Path) -> None:
    from bagchen_qt.ui.platform_check import listed_libraries_present

    if xcb_plugin() is None or missing_libraries(xcb_plugin()):
        pytest.skip("needs a loadable xcb plugin")
    assert listed_libraries_present()
    assert not listed_libraries_present((str(tmp_path),))
