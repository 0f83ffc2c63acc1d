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
