"""A smaller ICU data library for the Linux build (used by bagchen.spec).

PySide6's Qt for Linux links ICU, whose data library ``libicudata.so.NN`` (31 MB) is a
quarter of the bundle: the whole ICU data package, compiled in as one symbol,
``icudtNN_dat``. Qt calls only a few ICU services (the ICU symbols libQt6Core imports):

- ``u_strToUpper/u_strToLower``: locale case mapping (its data is built into libicuuc);
- ``ucol_*``: ``QCollator`` (collation rules: ``coll/``);
- ``ucal_*``: ``QTimeZone`` canonical ids and display names (``zoneinfo64.res`` and
  friends at the top level, localized names in ``zone/``);
- ``ucnv_*``: ``QStringConverter`` for legacy (non-Unicode) encodings (``*.cnv``).

No break iteration, number or date formatting, transliteration, currency, unit,
language or region names, which make up most of the package. This module rebuilds the
data package without them and links it into a replacement library with the same soname
and symbol. What is kept: every top-level item (locale bundles, time-zone rules,
normalization, properties, converter aliases), and the root collation (the Unicode
collation algorithm's default order, which sorts every script sensibly). Left out, so
lost to a Qt program: locale-specific collation tailorings (QCollator sorts with the
root order), localized time-zone names (``QTimeZone.displayName`` falls back to
abbreviations) and legacy encodings (UTF-8/16/32 and Latin-1 are built into Qt and
need no ICU). Bagchen uses none of them.

The data package format is ICU's "common data" (``CmnD``, ``ucmndata.h``): a header,
a table of contents (count, then name and data offsets from the table's start, sorted by
name for binary search), the names, and the items, each aligned to 16 bytes.

    python packaging/icu_trim.py LIBICUDATA OUT   # what the spec does, by hand
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

# Item folders dropped whole (inside the package, names look like "icudt73l/brkitr/...").
DROP_FOLDERS = frozenset({"brkitr", "curr", "lang", "rbnf", "region", "translit", "unit", "zone"})
KEEP_COLLATION = frozenset({"root.res", "ucadata.icu", "res_index.res"})  # the root collation only
DROP_SUFFIXES = frozenset({".cnv"})  # legacy character-set conversion tables


class NotICUData(ValueError):
    """The library does not hold an ICU common data package as expected."""


def keep_item(name: str) -> bool:
    """Whether the item ``name`` ("icudt73l/coll/root.res") stays in the package."""
    parts = name.split("/")[1:]
    if len(parts) > 1:
        folder, rest = parts[0], "/".join(parts[1:])
        if folder in DROP_FOLDERS:
            return False
        if folder == "coll":
            return rest in KEEP_COLLATION
        return True
    return Path(parts[0]).suffix not in DROP_SUFFIXES


def split_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, item bytes) of an ICU common data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[8] != 0:
        raise NotICUData("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", data, header_size)[0]
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        start = header_size + name_offset
        name = data[start:data.index(b"\0", start)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(data) - header_size
        items.append((name, data[header_size + data_offset:header_size + end]))
    return data[:header_size], items


def join_package(header: bytes, items: Iterable[tuple[str, bytes]]) -> bytes:
    """An ICU common data package with ``items`` (kept in the given, sorted order)."""
    items = list(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    name_offsets, offset = [], toc_size
    for name, _ in items:
        name_offsets.append(offset)
        offset += len(name) + 1
    blob = bytearray()
    data_start = _align(toc_size + len(names))
    data_offsets = []
    for _, item in items:
        data_offsets.append(data_start + len(blob))
        blob += item + PAD * (_align(len(item)) - len(item))
    toc = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True))
    body = toc + names
    return header + body + PAD * (data_start - len(body)) + bytes(blob)


PAD = b"\xaa"  # what ICU's own tools pad with


def _align(n: int, to: int = 16) -> int:
    return (n + to - 1) // to * to


def read_library(path: Path) -> tuple[str, str, bytes]:
    """(soname, symbol, package) of an ICU data library, read with binutils' readelf."""
    dynamic = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    soname = re.search(r"\(SONAME\).*\[(.+)\]", dynamic)
    symbols = subprocess.run(["readelf", "--dyn-syms", "-W", str(path)], capture_output=True, text=True,
                             check=True).stdout
    found = re.search(r"^\s*\d+:\s+([0-9a-f]+)\s+(\S+)\s+OBJECT\s+GLOBAL\s+\S+\s+\d+\s+(icudt\d+_dat)\s*$",
                      symbols, re.M)
    if not soname or not found:
        raise NotICUData(f"{path}: no ICU data symbol")
    address, size = int(found.group(1), 16), int(found.group(2), 0)
    sections = subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    for line in sections.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[1] == ".rodata":
            section_address, section_offset = int(fields[3], 16), int(fields[4], 16)
            offset = section_offset + address - section_address
            return soname.group(1), found.group(3), path.read_bytes()[offset:offset + size]
    raise NotICUData(f"{path}: no .rodata section")


def build_library(package: bytes, soname: str, symbol: str, out: Path, cc: str = "cc") -> None:
    """Link ``package`` into a shared library exporting it as ``symbol``."""
    with tempfile.TemporaryDirectory() as tmp:
        dat, asm = Path(tmp) / "icudata.dat", Path(tmp) / "icudata.S"
        dat.write_bytes(package)
        asm.write_text(
            f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n{symbol}:\n'
            f'\t.incbin "{dat}"\n\t.size {symbol}, . - {symbol}\n\t.section .note.GNU-stack,"",@progbits\n')
        subprocess.run([cc, "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-Wl,-z,noexecstack", "-o", str(out),
                        str(asm)], check=True)


def can_build(cc: str = "cc") -> bool:
    return all(shutil.which(tool) for tool in (cc, "readelf"))


def trim_library(source: Path, out: Path, cc: str = "cc") -> tuple[int, int]:
    """Write the trimmed copy of the ICU data library ``source`` to ``out``; returns the
    package's size before and after."""
    soname, symbol, package = read_library(source)
    header, items = split_package(package)
    trimmed = join_package(header, [(name, item) for name, item in items if keep_item(name)])
    build_library(trimmed, soname, symbol, out, cc)
    return len(package), len(trimmed)


if __name__ == "__main__":
    before, after = trim_library(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"ICU data: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")
