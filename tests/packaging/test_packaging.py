"""The packaged executable: its spec, entry point, icons, desktop entry and ICU trimming
(fast), and the build with its smoke test (slow: only with BAGCHEN_BUILD_SMOKE=1).

    BAGCHEN_BUILD_SMOKE=1 python -m pytest tests/packaging -s   # build, smoke test, figures

(No __init__.py here on purpose: a test package named "packaging" would hide the
``packaging`` library that pytest itself imports.)
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def load(name: str):
    """A script of packaging/ as a module (packaging/ is not a package)."""
    spec = importlib.util.spec_from_file_location(f"bagchen_packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR", "not a PNG image"
    return struct.unpack(">II", data[16:24])


# --- the spec and the entry point ------------------------------------------------------------------


def test_spec_is_python_and_builds_the_windowed_bagchen_folder():
    source = (PACKAGING / "bagchen.spec").read_text()
    tree = ast.parse(source)
    calls = {}
    for node in ast.walk(tree):  # the first call of each (the second EXE is Windows' console twin)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.setdefault(node.func.id, node)
    for needed in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        assert needed in calls, f"the spec has no {needed}"
    exe = {k.arg: k.value for k in calls["EXE"].keywords}
    assert isinstance(exe["console"], ast.Constant) and exe["console"].value is False  # windowed
    assert isinstance(exe["exclude_binaries"], ast.Constant) and exe["exclude_binaries"].value is True  # one folder
    assert 'NAME = "Bagchen"' in source
    assert "bagchen_entry.py" in source
    for carried in ('"resources"', '"replays"', 'collect_submodules("bagchen_qt")'):
        assert carried in source


@pytest.fixture(scope="module")
def spec():
    """The spec's definitions (everything before its PyInstaller calls), run here."""
    source = (PACKAGING / "bagchen.spec").read_text()
    head = source[: source.index("# --- the build")]
    head = head.replace("from PyInstaller.utils.hooks import collect_submodules", "")
    namespace = {"SPECPATH": str(PACKAGING), "__name__": "bagchen_spec"}
    saved = list(sys.path)
    try:
        exec(compile(head, "bagchen.spec", "exec"), namespace)
    finally:
        sys.path[:] = saved
    return namespace


def test_the_spec_carries_every_resource_and_example(spec):
    resources = spec["resource_datas"]()
    destinations = {(Path(src).name, dest) for src, dest in resources}
    assert ("bagchen.svg", str(Path("resources/icons"))) in destinations
    assert ("README.md", str(Path("resources/translations"))) in destinations
    assert ("NotoSerifTibetan-Bagchen.ttf", str(Path("resources/fonts"))) in destinations
    assert ("OFL.txt", str(Path("resources/fonts"))) in destinations
    assert not any(Path(src).name == ".gitkeep" or src.endswith(".ts") for src, _ in resources)
    replays = spec["replay_datas"]()
    assert sorted(Path(src).name for src, _ in replays) == sorted(p.name for p in (ROOT / "replays").glob("*.json"))
    assert {dest for _, dest in replays} == {"replays"}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux file names")
@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", False),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qtbase_fa.qm", True),
        ("PySide6/Qt/translations/qtbase_uk.qm", True),
        ("PySide6/Qt/translations/qt_uk.qm", False),
        ("resources/fonts/NotoSerifTibetan-Bagchen.ttf", True),
        ("PySide6/Qt/qml/QtQuick/qmldir", False),
        ("PySide6/Qt/lib/libQt6Quick.so.6", False),
        ("PySide6/Qt/lib/libQt6QuickControls2.so.6", False),
        ("PySide6/Qt/lib/libQt6Network.so.6", False),
        ("PySide6/Qt/lib/libQt6Gui.so.6", True),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
        ("PySide6/Qt/lib/libQt6WaylandClient.so.6", True),
        ("PySide6/Qt/lib/libicudata.so.73", True),
        ("resources/translations/bagchen_de.qm", True),
        ("replays/05-redeal.json", True),
    ],
)
def test_the_spec_leaves_out_what_a_widgets_program_does_not_use(spec, dest, kept):
    assert spec["keep"]((dest, "/src/" + dest, "BINARY")) is kept


def test_entry_script_runs_the_command_from_source():
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "bagchen_entry.py"), "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "conformance" in result.stdout and "demo" in result.stdout


def test_entry_script_reports_where_things_are(tmp_path):
    env = dict(os.environ, BAGCHEN_DB=str(tmp_path / "x.sqlite3"), PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "bagchen_entry.py"), "--paths"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    paths = json.loads(result.stdout)
    assert Path(paths["resources"]) == ROOT / "resources"
    assert paths["example_files"] == sorted(p.name for p in (ROOT / "replays").glob("*.json"))
    assert Path(paths["database"]) == tmp_path / "x.sqlite3"
    assert paths["frozen"] is False
    assert not list(tmp_path.iterdir())  # nothing written


def test_translations_folder_is_ready():
    assert (ROOT / "resources" / "translations" / "README.md").is_file()


# --- the icons --------------------------------------------------------------------------------------


def test_icon_drawings_are_svg():
    for name in ("bagchen.svg", "bagchen-small.svg"):
        root = ET.parse(ICONS / name).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        width, height = root.get("width"), root.get("height")
        assert width == height and root.get("viewBox") == f"0 0 {width} {height}"


def test_png_icons_have_every_size():
    make_icons = load("make_icons")
    for size in make_icons.SIZES:
        data = (ICONS / f"bagchen-{size}.png").read_bytes()
        assert png_size(data) == (size, size)
    assert {16, 32, 48, 256, 512} <= set(make_icons.SIZES)


def test_windows_ico_holds_png_images_of_each_size():
    data = (ICONS / "bagchen.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        image = data[offset : offset + length]
        assert len(image) == length
        side = width or 256
        assert (width, height) == (width, width) and planes == 1 and bits == 32
        assert png_size(image) == (side, side)
        sizes.append(side)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icns_holds_png_images_of_each_type():
    make_icons = load("make_icons")
    data = (ICONS / "bagchen.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, offset = {}, 8
    while offset < len(data):
        kind, length = data[offset : offset + 4], struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        found[kind] = png_size(data[offset + 8 : offset + length])
        offset += length
    assert offset == len(data)
    assert found == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}


def test_make_icons_renders_them_again(tmp_path):
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        p.name for p in ICONS.iterdir() if p.suffix in (".png", ".ico", ".icns")
    )
    for path in tmp_path.glob("*.png"):
        assert png_size(path.read_bytes()) == png_size((ICONS / path.name).read_bytes())


# --- the desktop entry -------------------------------------------------------------------------------


def read_desktop(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def validate_desktop(path: Path) -> None:
    entry = read_desktop(path)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Bagchen"
    assert entry["Icon"] == "bagchen"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    assert entry["Exec"] and "%" not in entry["Exec"]
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_entry_is_valid():
    validate_desktop(PACKAGING / "bagchen.desktop")


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("sh"), reason="Linux desktops only")
def test_install_desktop_puts_entry_and_icons_in_the_user_folders(tmp_path):
    """install-desktop.sh run from an unpacked build (mocked: a script and the icons)."""
    folder = tmp_path / "opt" / "Bag chen"  # a space in the path, quoted in Exec
    (folder / "_internal" / "resources").mkdir(parents=True)
    shutil.copytree(ICONS, folder / "_internal" / "resources" / "icons")
    for name in ("bagchen.desktop", "install-desktop.sh"):
        shutil.copy2(PACKAGING / name, folder / name)
    (folder / "Bagchen").write_text("#!/bin/sh\n")
    (folder / "Bagchen").chmod(0o755)
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    result = subprocess.run(["sh", str(folder / "install-desktop.sh")], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    installed = data / "applications" / "bagchen.desktop"
    validate_desktop(installed)
    entry = read_desktop(installed)
    assert entry["Exec"] == f'"{folder}/Bagchen"' and entry["TryExec"] == f"{folder}/Bagchen"
    assert png_size((data / "icons/hicolor/48x48/apps/bagchen.png").read_bytes()) == (48, 48)
    assert (data / "icons/hicolor/scalable/apps/bagchen.svg").is_file()
    result = subprocess.run(
        ["sh", str(folder / "install-desktop.sh"), "--uninstall"], capture_output=True, text=True, env=env
    )
    assert result.returncode == 0, result.stderr
    assert not installed.exists() and not (data / "icons/hicolor/48x48/apps/bagchen.png").exists()


# --- the ICU data trimming (Linux) -------------------------------------------------------------------


def fake_package(names: list[str]) -> bytes:
    icu_trim = load("icu_trim")
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD"
    header += b"\x01\0\0\0" + b"\0" * (32 - len(header) - 4)
    return icu_trim.join_package(header, [(name, f"item {name}".encode() * 3) for name in names])


def test_icu_package_round_trip_and_selection():
    icu_trim = load("icu_trim")
    names = sorted(
        [
            "icudt73l/root.res",
            "icudt73l/en.res",
            "icudt73l/ibm-943_P15A-2003.cnv",
            "icudt73l/uts46.nrm",
            "icudt73l/coll/root.res",
            "icudt73l/coll/ucadata.icu",
            "icudt73l/coll/sv.res",
            "icudt73l/brkitr/cjdict.dict",
            "icudt73l/zone/en.res",
            "icudt73l/curr/en.res",
        ]
    )
    package = fake_package(names)
    header, items = icu_trim.split_package(package)
    assert [name for name, _ in items] == names
    assert icu_trim.join_package(header, items) == package
    kept = sorted(name for name, _ in items if icu_trim.keep_item(name))
    assert kept == sorted(
        [
            "icudt73l/root.res",
            "icudt73l/en.res",
            "icudt73l/uts46.nrm",
            "icudt73l/coll/root.res",
            "icudt73l/coll/ucadata.icu",
        ]
    )
    with pytest.raises(icu_trim.NotICUData):
        icu_trim.split_package(b"\0" * 64)


ICU_PROBE = """
import functools
from PySide6.QtCore import QCollator, QLocale, QTimeZone
collator = QCollator(QLocale("en_US"))
words = ["zebra", "Apple", "apple", "\u00e9clair", "eclair", "\u00c4pfel"]
words.sort(key=functools.cmp_to_key(collator.compare))
print(words)
print(QLocale("tr_TR").toUpper("istanbul"), QLocale("de_DE").toUpper("stra\u00dfe"))
print(QTimeZone(b"Europe/Berlin").isValid(), len(QTimeZone.availableTimeZoneIds()) > 300)
"""


def _icu_library() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.origin:
        return None
    found = sorted((Path(spec.origin).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or _icu_library() is None, reason="PySide6 carries ICU on Linux only"
)
def test_trimmed_icu_keeps_what_qt_uses(tmp_path):
    """Qt's collation, case mapping and time zones work the same with the trimmed data."""
    icu_trim = load("icu_trim")
    if not icu_trim.can_build():
        pytest.skip("no C compiler or readelf")
    source = _icu_library()
    before, after = icu_trim.trim_library(source, tmp_path / source.name)
    assert after < before / 3
    outputs = []
    for library_path in (None, str(tmp_path)):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        if library_path:
            env["LD_LIBRARY_PATH"] = library_path
        result = subprocess.run([sys.executable, "-c", ICU_PROBE], capture_output=True, text=True, env=env, timeout=120)
        assert result.returncode == 0, result.stderr
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1]
    assert "ISTANBUL" in outputs[1].replace("\u0130", "I") and "STRASSE" in outputs[1]


# --- the build and its smoke test (slow) ------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("BAGCHEN_BUILD_SMOKE") != "1", reason="builds the executable: BAGCHEN_BUILD_SMOKE=1")
def test_build_and_smoke(tmp_path):
    build = load("build")
    dist, work = tmp_path / "dist", tmp_path / "work"
    seconds = build.build(dist, work, log=tmp_path / "pyinstaller.log")
    folder = build.app_folder(dist)
    size = build.disk_usage(folder)
    print(f"\nbuild: {seconds:.0f} s, {build.du_sh(folder)} (du -sh), {size / 1e6:.1f} MB")
    if sys.platform.startswith("linux"):
        assert size < build.LINUX_SIZE_LIMIT
        assert (folder / "bagchen.desktop").is_file() and (folder / "install-desktop.sh").is_file()
    report = build.smoke(dist, home=tmp_path / "home")
    print(report.text())
    failed = "\n".join(f"--- {s.name} ---\n{s.output[-3000:]}" for s in report.steps if not s.ok)
    assert report.ok, f"{report.problems}\n{failed}"
    print(build.startup_text(build.startup_times(dist, runs=5)))
