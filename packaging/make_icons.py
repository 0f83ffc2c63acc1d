"""Render Bagchen's application icon from its SVG drawings with Qt.

    python packaging/make_icons.py [--out resources/icons]

Sources (our own drawing of the double-six tile, see the comments in them):
``resources/icons/bagchen.svg`` for 48 pixels and up, ``bagchen-small.svg`` (the same
tile on a 32-pixel grid, with larger pips) for 16 to 32 pixels. Writes, beside them:

- ``bagchen-N.png`` for N in SIZES (the freedesktop hicolor sizes, 16 to 512);
- ``bagchen.ico`` (Windows; PNG-compressed entries, 16 to 256);
- ``bagchen.icns`` (macOS; PNG entries 16 to 1024, written here so that no macOS
  ``iconutil`` is needed; ``iconutil -c iconset bagchen.icns`` reads it back).

Needs only PySide6 (QtSvg is in PySide6-Essentials); runs headless (offscreen).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
SMALL_MAX = 32  # sizes up to this are drawn from bagchen-small.svg
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, with their pixel sizes (Apple's icns format).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG rendered into a transparent size x size image, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG drawing")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"could not encode {svg} at {size} px as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (allowed since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements of every type in ICNS_TYPES."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", data[16:24])


def make_icons(out: Path = ICONS, source: Path = ICONS) -> list[Path]:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (kept alive)
    large, small = source / "bagchen.svg", source / "bagchen-small.svg"
    wanted = set(SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(small if size <= SMALL_MAX else large, size) for size in sorted(wanted)}
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        path = out / f"bagchen-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    for path, data in ((out / "bagchen.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES})),
                       (out / "bagchen.icns", icns_bytes(pngs))):
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS, help="folder for the icons (default: resources/icons)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in make_icons(args.out):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
