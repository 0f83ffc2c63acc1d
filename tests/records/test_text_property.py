"""Any JSON text, in any text field of a hand record: surrogates, control characters,
every plane. Through verify, import, the replay's loading of a file and export, it is
either refused with a message naming the field, or stored and exported again as it was."""

from __future__ import annotations

import copy
import json
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bagchen_qt.cli import main
from bagchen_qt.records import handrecord
from bagchen_qt.records.handrecord import HandRecordError, import_file, read_document, verify_file
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import Store

from .helpers import counts
from .test_hostile import document


def _seat(doc: dict, seat: str) -> dict:
    return doc["sessions"][0]["seats"][seat]


def _options(doc: dict) -> dict:
    return _seat(doc, "S")["options"]


def _note(doc: dict) -> dict:
    return doc["deals"][0]["annotations"][0]


# Each text field: how to set it, and how to read it back from an exported document
# (None: not kept by the records, only checked).
Getter = Callable[[dict], Any] | None
FIELDS: dict[str, tuple[Callable[[dict, str], None], Getter]] = {
    "title": (lambda d, v: d["sessions"][0].update(title=v), lambda d: d["sessions"][0].get("title", "")),
    "source": (lambda d, v: d["sessions"][0].update(source=v), lambda d: d["sessions"][0]["source"]),
    "name": (lambda d, v: _seat(d, "E").update(name=v), lambda d: _seat(d, "E")["name"]),
    "level": (lambda d, v: _seat(d, "W").update(level=v), lambda d: _seat(d, "W")["level"]),
    "option name": (lambda d, v: _options(d).update({v: 1}), lambda d: sorted(_options(d))),
    "options.style": (lambda d, v: _options(d).update(style=v), lambda d: _options(d)["style"]),
    "text": (lambda d, v: _note(d).update(text=v), lambda d: _note(d)["text"]),
    "started": (lambda d, v: d["deals"][0].update(started=v), lambda d: d["deals"][0]["started"]),
    "program": (lambda d, v: d.update(program=v), None),
    "exported": (lambda d, v: d.update(exported=v), None),
}
SEATS_NAME = (lambda d, v: _seat(d, "S").update(name=v), lambda d: _seat(d, "S").get("name", ""))
FIELDS["name "] = SEATS_NAME  # an AI's name, which may be empty

SPECIAL = [
    "\ud800",
    "\udfff",
    "a\udc00b",
    "\x00",
    "\x1b[31m",
    "\x7f",
    "\x85",
    "\t",
    "\n",
    "line\r\nline",
    "\u2028",
    "\ufeff",
    "\U0001f004",
    "easy",
    "2025-01-31T18:05:00Z",
    "",
    " ",
    "\\",
    '"',
    "x" * 101,
    "x" * 10_001,
]
TEXT = st.one_of(
    st.text(st.characters(exclude_categories=()), max_size=12),
    st.sampled_from(SPECIAL),
    st.lists(st.sampled_from(SPECIAL + ["a", "é", "母"]), max_size=4).map("".join),
)

BASE = document()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(sorted(FIELDS)), value=TEXT, ascii_only=st.booleans())
def test_any_text_is_refused_naming_its_field_or_kept_as_it_was(field: str, value: str, ascii_only: bool) -> None:
    doc = copy.deepcopy(BASE)
    FIELDS[field][0](doc, value)
    try:
        text = json.dumps(doc, ensure_ascii=ascii_only)
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a raw surrogate is no UTF-8: only its escape can be in a file
        data = json.dumps(doc).encode("utf-8")
    name = field.strip()
    with tempfile.TemporaryDirectory() as folder:
        path, db = Path(folder) / "deal.json", Path(folder) / "r.sqlite3"
        path.write_bytes(data)
        try:
            verify_file(path)
            refused = None
        except HandRecordError as error:
            refused = str(error)
        if refused is not None:
            assert f"'{name}'" in refused, refused
            refused.encode("utf-8")
            assert "\x1b" not in refused and "\x00" not in refused
            with Store.open(db) as store:
                before = counts(store)
                with pytest.raises(HandRecordError) as error:
                    import_file(store, path)
                assert str(error.value) == refused and counts(store) == before
            with Store.memory() as store, pytest.raises(HandRecordError):  # ``bagchen replay FILE``
                import_file(store, path)
            return
        with Store.memory() as store:  # the replay's loading of the file
            (deal_id,) = import_file(store, path).deal_ids
            replay = Replay.load(store, deal_id)
            replay.view(replay.steps, seat=0)
        assert main(["records", "import", "--db", str(db), str(path)]) == 0
        out = Path(folder) / "out.json"
        assert main(["records", "export", "--db", str(db), str(out)]) == 0
        exported = json.loads(out.read_bytes().decode("utf-8"))
        getter = FIELDS[field][1]
        if getter is not None:
            # What the file says, read as JSON: a surrogate pair written as two escapes
            # is one character beyond the Basic Multilingual Plane.
            assert getter(exported) == getter(json.loads(data.decode("utf-8")))
        assert main(["records", "verify", str(out)]) == 0


@pytest.mark.parametrize("chunk", [1, 7, 64, 1000])
def test_reading_in_small_windows_reads_the_same(chunk: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader decodes the file a window at a time: values, characters of several
    bytes and numbers cut by a window's edge are read whole all the same."""
    doc = document(deals=3, sessions=2)
    doc["sessions"][0]["title"] = "Mother and son — 母子 🀄 " * 3
    _note(doc)["text"] = "é" * 300 + "\U0001f004" * 50
    doc["deals"][1]["seed"] = 12345678901234
    for text in (json.dumps(doc, ensure_ascii=False, indent=1), json.dumps(doc)):
        whole = read_document(text)
        monkeypatch.setattr(handrecord, "_CHUNK", chunk)
        assert read_document(text) == whole
        monkeypatch.undo()


@pytest.mark.parametrize("place", [0, 3, 40, 200, -1])
def test_a_json_error_is_placed_as_json_places_it(place: int, monkeypatch: pytest.MonkeyPatch) -> None:
    text = json.dumps(document(), ensure_ascii=False, indent=1).replace("Pema", "Pémà 🀄")
    cut = [m.end() for m in re.finditer(",\n", text)][place]  # between two values
    broken = text[:cut] + "]" + text[cut:]
    try:
        json.loads(broken)
    except json.JSONDecodeError as error:
        where = f"at line {error.lineno}, column {error.colno})"
    monkeypatch.setattr(handrecord, "_CHUNK", 64)
    with pytest.raises(HandRecordError, match="not valid JSON") as refused:
        read_document(broken)
    assert str(refused.value).endswith(where), (str(refused.value), where)
