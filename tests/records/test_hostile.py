"""Hostile hand-record files: text the database cannot hold, loose checks, exports
that fail. Each is refused with a message naming the field, or stored and exported
again as it was; never a traceback."""

from __future__ import annotations

import io
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bagchen_qt.cli import main
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.records.handrecord import (
    HandRecordError,
    SessionData,
    build_document,
    dumps,
    import_file,
    read_document,
    write_document,
)
from bagchen_qt.records.model import DealRecord, Note, PlayerSpec
from bagchen_qt.records.store import Store, record_finished_deal

from .helpers import SEATS, counts, play


def document(deals: int = 1, sessions: int = 1) -> dict:
    """A valid document: its first deal has an annotation, its first session every kind of player."""
    players = (
        PlayerSpec.human("Pema"),
        PlayerSpec.ai("easy", {"seed": 3, "style": "bold"}, name="Dolma"),
        PlayerSpec.ai("medium"),
        PlayerSpec.ai("hard"),
    )
    keys = [1 + n % sessions for n in range(deals)]
    out = build_document(
        [
            SessionData(key, "table", "Friday", "2025-01-31T18:00:00Z", RuleSet(), players)
            for key in range(1, sessions + 1)
        ],
        [
            (key, n, DealRecord.from_state(play(n), seed=n, notes=[Note(3, "a note", "!")] if n == 1 else []))
            for n, key in enumerate(keys, 1)
        ],
    )
    return out


def _seat(doc: dict, seat: str) -> dict:
    return doc["sessions"][0]["seats"][seat]


# Every text field of the format, and how to put a value in it.
TEXT_FIELDS: dict[str, Callable[[dict, str], None]] = {
    "title": lambda d, v: d["sessions"][0].update(title=v),
    "source": lambda d, v: d["sessions"][0].update(source=v),
    "name": lambda d, v: _seat(d, "E").update(name=v),
    "level": lambda d, v: _seat(d, "W").update(level=v),
    "option name": lambda d, v: _seat(d, "S")["options"].update({v: 1}),
    "options.style": lambda d, v: _seat(d, "S")["options"].update(style=v),
    "text": lambda d, v: d["deals"][0]["annotations"][0].update(text=v),
    "program": lambda d, v: d.update(program=v),
    "started": lambda d, v: d["deals"][0].update(started=v),
}


def _write(tmp_path: Path, doc: dict | str, name: str = "deal.json") -> Path:
    path = tmp_path / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")  # JSON escapes: \ud800
    return path


def _refused_everywhere(path: Path, field: str, capsys: pytest.CaptureFixture[str]) -> str:
    """Refused, naming ``field``, by verify, import and the replay's loading of a file."""
    assert main(["records", "verify", str(path)]) == 1
    verify = capsys.readouterr().out
    assert f"'{field}'" in verify and "Traceback" not in verify
    db = path.with_name("r.sqlite3")
    assert main(["records", "import", "--db", str(db), str(path)]) == 1
    err = capsys.readouterr().err
    assert f"'{field}'" in err and "nothing was stored" in err
    with Store.memory() as store:  # what ``bagchen replay FILE`` does with the file
        with pytest.raises(HandRecordError, match=f"'{field}'"):
            import_file(store, path)
        assert store.deal_count() == 0
    return verify


@pytest.mark.parametrize("field", sorted(TEXT_FIELDS))
def test_a_lone_surrogate_is_refused_naming_the_field(
    field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = document()
    TEXT_FIELDS[field](doc, "ok \ud800 then")
    message = _refused_everywhere(_write(tmp_path, doc), field, capsys)
    assert "lone surrogate" in message and "\\ud800" in message


@pytest.mark.parametrize("field", ["title", "name", "option name", "text"])
def test_a_control_character_is_refused_naming_the_field(
    field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = document()
    TEXT_FIELDS[field](doc, "red \x1b[31m alert")
    message = _refused_everywhere(_write(tmp_path, doc), field, capsys)
    assert "control character" in message and "\x1b" not in message  # shown escaped, never sent to the terminal


def test_an_annotation_keeps_its_lines_and_tabs(tmp_path: Path) -> None:
    doc = document()
    TEXT_FIELDS["text"](doc, "first line\n\tsecond line\r\n")
    with Store.memory() as store:
        import_file(store, _write(tmp_path, doc))
        assert store.annotations(1)[0].text == "first line\n\tsecond line\r\n"


def test_unknown_fields_and_values_are_quoted_printably(tmp_path: Path) -> None:
    doc = document()
    doc["deals"][0]["\ud800\x1b"] = 1
    doc["deals"][0]["events"][1]["type"] = "\udfff"
    for change in (lambda: None, lambda: doc["deals"][0].pop("\ud800\x1b")):
        change()
        with pytest.raises(HandRecordError) as error:
            read_document(json.dumps(doc))
        message = str(error.value)
        message.encode("utf-8")  # printable anywhere
        assert "\\ud800\\u001b" in message or "\\udfff" in message


def test_a_database_with_unencodable_options_still_exports_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Options are stored as JSON, whose escapes can spell a lone surrogate: an older
    Bagchen let such a file in. Exporting every deal must still work, and the file
    written be UTF-8 that a reader refuses, naming the option."""
    db = tmp_path / "r.sqlite3"
    with Store.open(db) as store:
        record_finished_deal(store, play(1), SEATS)
        record_finished_deal(store, play(2), [PlayerSpec.ai("easy", {"\ud800": "x", "seed": "\udc00"})] * 4)
    out = tmp_path / "all.json"
    assert main(["records", "export", "--db", str(db), str(out)]) == 0
    assert "Exported 2 deals" in capsys.readouterr().out
    text = out.read_bytes().decode("utf-8")  # strict: no surrogate written raw
    assert json.loads(text)["sessions"][1]["seats"]["E"]["options"] == {"\ud800": "x", "seed": "\udc00"}
    assert main(["records", "verify", str(out)]) == 1
    assert "session 2, seat E: 'options.seed' holds a lone surrogate" in capsys.readouterr().out
    assert main(["records", "export", "--db", str(db), "-"]) == 0
    assert "\\ud800" in capsys.readouterr().out


def test_a_failed_export_leaves_no_part_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "r.sqlite3"
    with Store.open(db) as store:
        record_finished_deal(store, play(1), SEATS)
    folder = tmp_path / "out.json"
    folder.mkdir()  # the target cannot be replaced
    assert main(["records", "export", "--db", str(db), str(folder)]) == 1
    assert "bagchen records export:" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json", "r.sqlite3"]

    class Full:  # a disk that fills up while the file is written
        def __init__(self, path: Path, mode: str) -> None:
            self.file = io.open(path, mode)  # noqa: SIM115, UP020 - the real one: open is replaced

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.file.close()

        def write(self, data: bytes) -> None:
            self.file.write(data[:100])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr("builtins.open", Full)
    with pytest.raises(OSError, match="No space"):
        write_document(build_document([], []), tmp_path / "full.json")
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json", "r.sqlite3"]


def test_contents_must_agree_with_what_the_file_holds() -> None:
    doc = document(deals=3)
    assert doc["contents"] == "session"
    read_document(dumps(doc))
    doc["contents"] = "deal"
    with pytest.raises(HandRecordError, match="'contents' says one deal, but the file holds 3 deals"):
        read_document(dumps(doc))
    doc = document(deals=2, sessions=2)
    doc["contents"] = "session"
    with pytest.raises(HandRecordError, match="'contents' says one session, but the file holds 2 sessions"):
        read_document(dumps(doc))


@pytest.mark.parametrize("level", ["godmode", "Easy", "easy "])
def test_an_unknown_ai_level_is_refused(level: str) -> None:
    doc = document()
    _seat(doc, "N")["level"] = level
    with pytest.raises(HandRecordError, match=r"session 1, seat N: 'level' must be an AI level \(easy, example, hard"):
        read_document(dumps(doc))


def test_every_level_the_ai_has_is_accepted() -> None:
    from bagchen_qt.ai.levels import known_levels

    doc = document()
    for level in sorted(known_levels()):
        _seat(doc, "N")["level"] = level
        assert read_document(dumps(doc)).sessions[0].players[3].level == level


def test_selfplay_help_shows_percent_signs(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("selfplay", "tune"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        out = capsys.readouterr().out
        assert "95%" in out and "%%" not in out


def test_a_refused_import_writes_nothing_even_midway(tmp_path: Path) -> None:
    """The second reading (the writing) meets the same deals as the first."""
    doc = document(deals=3)
    with Store.open(tmp_path / "r.sqlite3") as store:
        before = counts(store)
        path = _write(tmp_path, doc)
        report = import_file(store, path)
        assert len(report.deal_ids) == 3 and report.sessions == 1
        assert counts(store)["deals"] == before["deals"] + 3
        assert import_file(store, path).skipped == 3


def test_sqlite_itself_cannot_take_a_lone_surrogate() -> None:
    """Why the check is needed: the database refuses such text with a traceback of its own."""
    conn = sqlite3.connect(":memory:")
    with pytest.raises(UnicodeEncodeError):
        conn.execute("SELECT ?", ("\ud800",))


def test_one_unreadable_deal_does_not_keep_the_others_from_being_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "r.sqlite3"
    with Store.open(db) as store:
        for seed in range(4):
            record_finished_deal(store, play(seed), SEATS)
        store.conn.execute("UPDATE deals SET rules = 'not json' WHERE id = 2")
        store.conn.execute("UPDATE sessions SET rules = '{\"jump_factor\": 99}' WHERE id = 3")
        store.conn.execute("UPDATE deals SET result = '[1, 2' WHERE id = 4")
        store.conn.commit()
    assert main(["records", "list", "--db", str(db)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "4 deals"
    out = tmp_path / "all.json"
    assert main(["records", "export", "--db", str(db), str(out)]) == 1
    captured = capsys.readouterr()
    assert "Exported 2 deals" in captured.out
    assert "left out, unreadable: deal 2:" in captured.err and "left out, unreadable: deal 3:" in captured.err
    assert len(json.loads(out.read_text())["deals"]) == 2
    assert main(["records", "verify", "--db", str(db)]) == 1
    report = capsys.readouterr().out
    assert "deal 2" in report and "session 3: unreadable" in report and "deal 4" in report
    assert "3 with problems" in report
