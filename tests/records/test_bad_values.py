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
from bagchen_qt.records.handrecord import HandRecordError, import_file
from bagchen_qt.records.store import Store
from bagchen_qt.rules.family import TIEN_GOW

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
    from bagchen_qt.rules.refusals import Refusal, RefusalCode

    assert str(Refusal(RefusalCode.NOT_YOUR_TURN, seat=4, turn=0)) == "it is E's turn, not seat 4's"
    assert str(Refusal(RefusalCode.TG_NOT_IN_DEAL, seat=2**63)) == "seat 9223372036854775808 takes no part in this deal"
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
    from bagchen_qt.rules.family import game_named

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
