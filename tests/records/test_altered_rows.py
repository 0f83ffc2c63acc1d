"""A records database whose rows another program altered: JSON nested deeper than
Python follows, numbers too long to convert, values no deal has. Every command reads
what it can and reports the rest by deal; never a traceback."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from bagchen_qt.cli import main
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import RecordsError, Store, record_finished_deal

from .helpers import SEATS, family_deal, play

DEEP = "[" * 5000 + "]" * 5000
DEEP_OBJECT = '{"a":' * 3000 + "1" + "}" * 3000
LONG = "9" * 5000
ALTERED = {
    "deal rules too deep": f"UPDATE deals SET rules = '{DEEP}' WHERE id = ?",
    "session rules too deep": f"UPDATE sessions SET rules = '{DEEP}' WHERE id = (SELECT session_id FROM deals "
    "WHERE id = ?)",
    "event too deep": f"UPDATE events SET data = '{DEEP}' WHERE deal_id = ? AND seq = 3",
    "event number too long": f"UPDATE events SET data = replace(data, '\"seat\":', '\"seat\":{LONG}') "
    "WHERE deal_id = ? AND seq = 3",
    "chips too deep": f"UPDATE deals SET start_chips = '{DEEP}' WHERE id = ?",
    "chips too long": f"UPDATE deals SET start_chips = '[{LONG}, 1, 1, 1]' WHERE id = ?",
    "result too deep": f"UPDATE deals SET result = '{DEEP}' WHERE id = ?",
    "options too deep": f"UPDATE players SET options = '{DEEP_OBJECT}' WHERE ? > 0",
    "options not an object": "UPDATE players SET options = '[1, 2]' WHERE ? > 0",
    "seat off the table": "UPDATE events SET data = json_set(data, '$.seat', 9) WHERE deal_id = ? AND seq = 3",
    "chips past a C int": "UPDATE deals SET start_chips = '[4294967296, 4294967296, 4294967296, 0]' WHERE id = ?",
    "an unknown game": "UPDATE deals SET game = 'zz' WHERE id = ?",
}


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("altered") / "r.sqlite3"
    with Store.open(path) as store:
        record_finished_deal(store, play(1), SEATS)
        record_finished_deal(store, family_deal(TIEN_GOW, "classic", 2), ["random"] * 4, game=TIEN_GOW)
    return path


@pytest.mark.parametrize("deal", [1, 2])
@pytest.mark.parametrize("kind", sorted(ALTERED))
def test_an_altered_row_is_reported_never_a_traceback(
    kind: str, deal: int, filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "r.sqlite3"
    shutil.copy(filled, db)
    conn = sqlite3.connect(db)
    try:
        conn.execute(ALTERED[kind], (deal,))
        conn.commit()
    except sqlite3.IntegrityError:
        pytest.skip("the database's own checks refuse this change")
    finally:
        conn.close()
    assert main(["records", "verify", "--db", str(db)]) in (0, 1)
    out = capsys.readouterr().out
    assert "Traceback" not in out
    for command in (["list"], ["stats"], ["export", str(tmp_path / "out.json")], ["list", "--json"]):
        assert main(["records", *command, "--db", str(db)]) in (0, 1), command
    capsys.readouterr()
    with Store.open(db) as store:
        for summary in store.deals():
            try:
                replay = Replay.load(store, summary.id)
                replay.state_at(replay.steps)
            except RecordsError:
                pass
