"""``bagchen records ...`` and ``bagchen selfplay --db``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bagchen_qt.cli import main
from bagchen_qt.records.store import Store, record_finished_deal

from .helpers import REPLAYS, SEATS, play


@pytest.fixture
def filled(tmp_path: Path) -> Path:
    path = tmp_path / "r.sqlite3"
    with Store.open(path) as store:
        for seed in range(4):
            record_finished_deal(store, play(seed), SEATS)
    return path


def test_list_and_stats(filled: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["records", "list", "--db", str(filled)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:3] == ["id", "started", "(UTC)"] and out[-1] == "4 deals"
    assert "Pema/random AI/easy AI/random AI" in out[1] and "last trick" in out[1]
    assert main(["records", "list", "--db", str(filled), "--limit", "2", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [d["id"] for d in listed] == [1, 2] and listed[0]["players"]["E"] == "Pema"
    assert main(["records", "stats", "--db", str(filled)]) == 0
    out = capsys.readouterr().out
    assert "deals 4 (4 finished, 0 unfinished)" in out and "Pema" in out


def test_db_option_precedence(
    filled: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.sqlite3"
    monkeypatch.setenv("BAGCHEN_DB", str(empty))
    main(["records", "list"])
    assert capsys.readouterr().out.splitlines()[-1] == "0 deals"  # $BAGCHEN_DB
    main(["--db", str(filled), "records", "list"])
    assert capsys.readouterr().out.splitlines()[-1] == "4 deals"  # bagchen --db beats the variable
    main(["--db", str(filled), "records", "list", "--db", str(empty)])
    assert capsys.readouterr().out.splitlines()[-1] == "0 deals"  # the subcommand's --db beats both


def test_export_import_verify(filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "two.json"
    assert main(["records", "export", "--db", str(filled), "--deal", "2", "--deal", "3", str(out_file)]) == 0
    assert "Exported 2 deals (2 sessions)" in capsys.readouterr().out  # one self-play session a deal here
    assert main(["records", "verify", str(out_file)]) == 0
    assert "2 deals verified" in capsys.readouterr().out
    other = tmp_path / "other.sqlite3"
    assert main(["records", "import", "--db", str(other), str(out_file)]) == 0
    assert "Imported 2 deals" in capsys.readouterr().out
    assert main(["records", "import", "--db", str(other), str(out_file)]) == 0
    assert "2 already stored, skipped" in capsys.readouterr().out
    assert main(["records", "verify", "--db", str(other)]) == 0
    assert "2 deals checked: 2 finished" in capsys.readouterr().out
    assert main(["records", "export", "--db", str(filled), "--session", "9", str(out_file)]) == 1
    assert "no deals" in capsys.readouterr().err


def test_a_refused_import_names_the_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = json.loads((REPLAYS / "05-redeal.json").read_text())
    events = document["deals"][0]["events"]
    k = next(i for i, e in enumerate(events) if i >= 20 and e["type"] == "Lead")
    events[k]["seat"] = "E" if events[k]["seat"] != "E" else "S"  # out of turn
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(document))
    db = tmp_path / "r.sqlite3"
    assert main(["records", "import", "--db", str(db), str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"refused, nothing was stored: deal 1, event {k + 1}: it is " in err
    assert main(["records", "verify", str(bad)]) == 1
    assert main(["records", "list", "--db", str(db)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "0 deals"


def test_verify_reports_a_tampered_database(filled: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Store.open(filled) as store:
        store.conn.execute("UPDATE payments SET chips = chips + 1 WHERE deal_id = 2 AND n = 1")
        store.conn.commit()
    assert main(["records", "verify", "--db", str(filled)]) == 1
    out = capsys.readouterr().out
    assert "deal 2, event" in out and "payment 1 is recorded as" in out and "1 with problems" in out


def test_verify_checks_who_sat_where(filled: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bagchen_qt.games.bagchen.rules.seating import draw_seats, draw_to_dict

    draw = draw_seats(True, [(4, 5), (1, 3), (5, 6), (2, 4)])  # seats (2, 0, 3, 1)
    with Store.open(filled) as store:
        store.conn.execute(
            "UPDATE deals SET seating = '[2,0,3,1]', seat_draw = ? WHERE id = 3", (json.dumps(draw_to_dict(draw)),)
        )
        store.conn.execute("UPDATE deals SET seat_draw = ? WHERE id = 4", (json.dumps(draw_to_dict(draw)),))
        store.conn.commit()
    assert main(["records", "verify", "--db", str(filled)]) == 1
    out = capsys.readouterr().out
    assert "deal 4: the draw for seats does not seat the players as the deal's seating says" in out
    assert "deal 3" not in out and "1 with problems" in out


def test_unfinished_and_newer_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    db = tmp_path / "r.sqlite3"
    assert main(["records", "unfinished", "--db", str(db)]) == 0
    assert "No interrupted deals" in capsys.readouterr().out
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 50")
    conn.commit()
    conn.close()
    assert main(["records", "list", "--db", str(db)]) == 2
    assert "newer version of Bagchen" in capsys.readouterr().err


def test_selfplay_records_every_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bagchen_qt.ai import commands as ai_commands

    if not hasattr(ai_commands, "open_recorder"):
        pytest.skip("this AI layer has no recording hook")
    db = tmp_path / "self.sqlite3"
    assert (
        main(["selfplay", "--players", "random,random,random,random", "--deals", "3", "--seed", "1", "--db", str(db)])
        == 0
    )
    assert "recorded 3 deals" in capsys.readouterr().err
    with Store.open(db) as store:
        deals = store.deals()
        assert len(deals) == 3 and all(d.status == "finished" and d.source == "selfplay" for d in deals)


def test_verify_fails_on_a_damaged_database(filled: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tmp_path, db = filled.parent, filled
    data = bytearray(db.read_bytes())
    data[4096 : 3 * 4096] = b"garbage " * 1024  # b-tree pages overwritten
    db.write_bytes(bytes(data))
    assert main(["records", "verify", "--db", str(db)]) == 1
    captured = capsys.readouterr()
    assert "is damaged" in captured.err and "is damaged" in captured.out
    assert any(".damaged-" in p.name for p in tmp_path.iterdir())
