"""Values a hand-record file may hold that no deal can have: each is refused by verify,
import and the replay's loading alike, with a short message naming the field, never
a traceback and never stored."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bagchen_qt.cli import main
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.handrecord import HandRecordError, import_file
from bagchen_qt.records.store import Store

from .helpers import game_document

TG_DOCUMENT = game_document(TIEN_GOW, "classic", 9)


def _write(tmp_path: Path, document: dict[str, Any], name: str = "deal.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def refused_everywhere(path: Path, capsys: pytest.CaptureFixture[str], *expected: str) -> str:
    """Refused by ``records verify``, ``records import`` and the replay's loading (an
    import into a store in memory), each message holding every ``expected`` text."""
    assert main(["records", "verify", str(path)]) == 1
    verify = capsys.readouterr().out
    db = path.with_name("r.sqlite3")
    assert main(["records", "import", "--db", str(db), str(path)]) == 1
    imported = capsys.readouterr().err
    with Store.memory() as store:
        with pytest.raises(HandRecordError) as error:
            import_file(store, path)
        assert store.deal_count() == 0
    for message in (verify, imported, str(error.value)):
        assert "Traceback" not in message and len(message) < 2000, message[:500]
        for text in expected:
            assert text in message, message
    if db.exists():
        with Store.open(db) as store:
            assert store.deal_count() == 0
    return verify


def _play(document: dict[str, Any]) -> dict[str, Any]:
    return next(e for e in document["deals"][0]["events"] if "seat" in e)


@pytest.mark.parametrize("seat", [4, 5, 17, 2**31, 2**63, 10**30, -1])
def test_a_tien_gow_seat_that_is_not_at_the_table_is_refused(
    seat: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = copy.deepcopy(TG_DOCUMENT)
    _play(document)["seat"] = seat
    refused_everywhere(_write(tmp_path, document), capsys, "deal 1, event ")


def test_a_refusal_speaks_of_any_seat_number() -> None:
    from bagchen_qt.core.refusals import Refusal
    from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
    from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal

    assert str(Refusal(RefusalCode.NOT_YOUR_TURN, seat=4, turn=0)) == "it is E's turn, not seat 4's"
    assert str(Refusal(TienGowRefusal.NOT_IN_DEAL, seat=2**63)) == "seat 9223372036854775808 takes no part in this deal"
    assert "a number of about 101 digits" in str(Refusal(RefusalCode.TILE_NOT_HELD, seat=10**100, tile=3))


# --- where a deal starts ------------------------------------------------------------------------


@pytest.mark.parametrize("streak", [-1, -5, "x", 10**20, 2**63, True, 1001, 2.5])
def test_a_streak_no_banker_can_have_is_refused(
    streak: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = copy.deepcopy(TG_DOCUMENT)
    document["deals"][0]["start"] = {"banker": None, "rest": None, "streak": streak}
    refused_everywhere(_write(tmp_path, document), capsys, "deal 1", "streak")


@pytest.mark.parametrize(("name", "value"), [("banker", "x"), ("banker", 4), ("rest", -1), ("banker", 2**63)])
def test_a_banker_or_resting_seat_off_the_table_is_refused(
    name: str, value: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = copy.deepcopy(TG_DOCUMENT)
    document["deals"][0]["start"] = {"banker": None, "rest": None, "streak": 0, name: value}
    refused_everywhere(_write(tmp_path, document), capsys, "deal 1", name)


def test_a_streak_the_rules_can_have_is_kept(tmp_path: Path) -> None:
    from bagchen_qt.core.family import game_named

    definition = game_named(TIEN_GOW)
    rules = definition.rules_from("classic")
    assert definition.new_deal(rules, 0, banker=1, streak=1000).streak == 1000
    with pytest.raises(ValueError, match="streak"):
        definition.new_deal(rules, 0, banker=1, streak=-1)


@pytest.mark.parametrize(("game", "preset"), [("bagchen", "pagat"), (TIEN_GOW, "classic"), (TIEN_GOW, "nau-tin-kau")])
def test_chips_below_zero_are_refused_where_the_rules_allow_no_debt(
    game: str, preset: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = game_document(game, preset, 5)
    deal = document["deals"][0]
    assert deal["rules"]["allow_debt"] is False
    seat = next(iter(deal["chips"]))
    deal["chips"][seat] = -5
    refused_everywhere(_write(tmp_path, document), capsys, "deal 1", "no debt")


@pytest.mark.parametrize(("game", "preset"), [("bagchen", "pagat"), (TIEN_GOW, "nau-tin-kau")])
def test_chips_below_zero_are_kept_where_the_rules_allow_debt(game: str, preset: str, tmp_path: Path) -> None:
    from bagchen_qt.records.handrecord import read_document

    document = game_document(game, preset, 5)
    for part in (document["sessions"][0], document["deals"][0]):
        part["rules"]["allow_debt"] = True
    deal = document["deals"][0]
    seat = next(iter(deal["chips"]))
    deal["chips"][seat] = -5
    [(_, record)] = read_document(json.dumps(document)).deals
    assert record.chips[0] == -5


# --- what each format version holds ---------------------------------------------------------------


def test_a_file_of_version_2_holds_no_other_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = copy.deepcopy(TG_DOCUMENT)
    document["version"] = 2
    refused_everywhere(_write(tmp_path, document), capsys, "session 1", "format version 3", "says version 2")


def test_a_file_of_version_1_holds_no_seating(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = json.loads((Path(__file__).parent / "data" / "seated-v2.json").read_text())
    document["version"] = 1
    refused_everywhere(_write(tmp_path, document), capsys, "deal 2", "'seating'", "says version 1")


# --- messages: the field, the place, a short excerpt ------------------------------------------------


@pytest.mark.parametrize(
    ("message", "path"),
    [
        ("file: the field 'format' is missing", "$.format"),
        ("file: 'contents' must be one of deal, session, deals, not x", "$.contents"),
        ("session 2, seat N: 'level' must be an AI level", "$.sessions[1].seats.N.level"),
        ("session 1, seats: the field 'N' is missing", "$.sessions[0].seats.N"),
        ("deal 3, event 41: S may not lead 6-5 6-5", "$.deals[2].events[40]"),
        ("deal 1, event 3.tiles: must be a list of whole numbers", "$.deals[0].events[2].tiles"),
        ("deal 1, payment 2: 'chips' must be a whole number", "$.deals[0].payments[1].chips"),
        ("deal 1, annotation 3: 'mark' must be one of", "$.deals[0].annotations[2].mark"),
        ("deal 1, result: 'nets.E' must be a whole number", "$.deals[0].result.nets.E"),
        ("deal 2: 'chips.W' must be a whole number", "$.deals[1].chips.W"),
        ("deal 1: rules: stake must be int, not 'x'", "$.deals[0].rules.stake"),
        ("deal 1: unknown rule option 'speed'", "$.deals[0].rules.speed"),
        ("deal 1: the deal cannot start: streak: the banker's deals won", "$.deals[0].start.streak"),
        ("deal 1: 'seat_draw throw 3' must be a whole number from 1 to 6", "$.deals[0].seat_draw.throws[2]"),
        ("session 1, seat S: option 'risk' must be a finite number", "$.sessions[0].seats.S.options.risk"),
        ("not a place at all", None),
    ],
)
def test_a_message_names_the_json_path_of_its_field(message: str, path: str | None) -> None:
    from bagchen_qt.records.handrecord import json_path

    assert json_path(message) == path


def _verify_text(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["records", "verify", str(path)]) == 1
    return capsys.readouterr().out


def test_a_huge_value_is_quoted_in_a_few_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = copy.deepcopy(TG_DOCUMENT)
    document["deals"][0]["rules"]["stake"] = "x" * 900_000  # within a window: refused by the rules
    document["deals"][0]["events"][1]["order"] = ["y"] * 200_000  # refused by the events' reader
    out = _verify_text(_write(tmp_path, document), capsys)
    assert len(out) < 300 and "rules.stake" in out and "xxx..." in out, out
    document["deals"][0]["rules"]["stake"] = 100
    out = _verify_text(_write(tmp_path, document), capsys)
    assert len(out) < 300 and "$.deals[0].events[1].order" in out, out


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("[" * 1000 + "]" * 1000, "nested deeper than 100 lists and objects"),
        ('{"a":' * 1000 + "1" + "}" * 1000, "nested deeper than 100 lists and objects"),
        ("7" * 5000, "a whole number of more than 4300 digits"),
        ("-" + "7" * 4301, "a whole number of more than 4300 digits"),
    ],
)
def test_json_beyond_what_python_builds_is_refused_naming_field_and_place(
    value: str, problem: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = json.dumps(TG_DOCUMENT, indent=1).replace('"seed": null', f'"seed": {value}', 1)
    assert text != json.dumps(TG_DOCUMENT, indent=1)
    path = tmp_path / "deal.json"
    path.write_text(text, encoding="utf-8")
    line = text[: text.index('"seed": ')].count("\n") + 1
    message = refused_everywhere(path, capsys, "deal 1: 'seed' is not readable", problem, f"at line {line},")
    assert "$.deals[0].seed" in message


def test_every_game_is_listed_when_a_game_name_is_refused(tmp_path: Path) -> None:
    """In a program that has loaded no other game yet: the list of games is never empty."""
    import subprocess
    import sys

    from .helpers import REPO

    document = copy.deepcopy(TG_DOCUMENT)
    document["sessions"][0]["game"] = "g" * 101
    path = _write(tmp_path, document)
    done = subprocess.run(
        [sys.executable, "-m", "bagchen_qt", "records", "verify", str(path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
        timeout=120,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "'game' must be the name of a game (bagchen, bao-huang, tien-gow), not ggg" in done.stdout, done.stdout


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bagchen_qt.records import handrecord

    path = tmp_path / "big.json"
    with open(path, "wb") as file:
        file.truncate(handrecord.MAX_FILE_BYTES + 1)  # sparse: nothing to read, were it read
    read: list[int] = []
    real = open

    def watched(*args: Any, **kwargs: Any) -> Any:
        file = real(*args, **kwargs)
        original = file.read
        file.read = lambda *a: read.append(1) or original(*a)  # type: ignore[method-assign]
        return file

    monkeypatch.setattr("builtins.open", watched)
    with pytest.raises(HandRecordError, match="larger than 64 MiB"):
        handrecord.read_bytes(path)
    assert read == []
