"""Any JSON in any field of a hand record of any game of the family: any seat number,
any size of number, any nesting. Through verify, import, the replay's loading and
export, each file is refused with a short message naming the file's field (a JSON
path), or accepted, and then exported and read back as it was; never a traceback."""

from __future__ import annotations

import copy
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bagchen_qt.cli import main
from bagchen_qt.core.family import game_named, game_names
from bagchen_qt.core.quoting import MAX_MESSAGE
from bagchen_qt.records.games import recorded_game
from bagchen_qt.records.handrecord import HandRecordError, export_document, import_file, read_document, verify_file
from bagchen_qt.records.model import DealRecord
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import Store

from .helpers import counts, game_document
from .test_fuzz import _paths


def _games() -> list[tuple[str, str]]:
    """Every game of the family, and for a game with several kinds of deal (Tien Gow's
    small games) a preset of each."""
    found = []
    for name in game_names():
        presets = list(game_named(name).presets)
        found.append((name, presets[0]))
        found += [(name, p) for p in presets[1:] if p in ("folk-24-rest", "moving-mice", "nau-tin-kau")]
    return found


GAMES = _games()
DOCUMENTS = {(game, preset): game_document(game, preset, 6) for game, preset in GAMES}

# What Python's JSON cannot write, put in the text as it is.
RAW = [
    "9" * 4301,
    "-" + "9" * 5000,
    "1" + "0" * 400,
    "1e400",
    "-0.0",
    "[" * 2000 + "]" * 2000,
    '{"a":' * 300 + "1" + "}" * 300,
    "[" * 150 + "]" * 150,
    '"' + "x" * 200_000 + '"',
]
NUMBERS = st.one_of(
    st.integers(-10, 70),
    st.sampled_from([2**31 - 1, 2**31, 2**32, 2**53 + 1, 2**63 - 1, 2**63, -(2**63) - 1, 10**12, 10**12 + 1, 10**20]),
    st.integers(),
)
SCALARS = st.one_of(
    st.none(), st.booleans(), NUMBERS, st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=10,
)
MARK = "\u0000raw\u0000"


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str, str]:
    """A document of some game with one thing changed somewhere: (its text, the game,
    what was done)."""
    game, preset = draw(st.sampled_from(GAMES))
    document = copy.deepcopy(DOCUMENTS[(game, preset)])
    places = _paths(document)
    seats = [p for p in places if p[1] in ("seat", "starter", "banker", "rest", "streak", "payer", "payee")]
    path, key = draw(st.sampled_from(seats) if seats and draw(st.booleans()) else st.sampled_from(places))
    parent = document
    for step in path:
        parent = parent[step]
    how = draw(st.sampled_from(["json", "number", "raw", "drop", "add"]))
    raw = ""
    if how == "drop" and isinstance(parent, dict):
        del parent[key]
    elif how == "add" and isinstance(parent, dict):
        parent[draw(st.text(max_size=10))] = draw(JSON)
    elif how == "raw":
        parent[key], raw = MARK, draw(st.sampled_from(RAW))
    else:
        parent[key] = draw(NUMBERS if how == "number" else JSON)
    text = json.dumps(document)
    if raw:
        text = text.replace(json.dumps(MARK), raw, 1)
    return text, game, f"{how} at {[*path, key]}"


def _refused_alike(path: Path, db: Path, message: str) -> None:
    """The message is short and placed, and import and the replay's loading refuse the
    same file the same way, storing nothing."""
    assert len(message) <= MAX_MESSAGE and "Traceback" not in message
    with Store.open(db) as store:
        before = counts(store)
        with pytest.raises(HandRecordError) as error:
            import_file(store, path)
        assert str(error.value) == message and counts(store) == before
    assert error.value.path is not None and error.value.path.startswith("$"), message
    with Store.memory() as store, pytest.raises(HandRecordError):  # ``bagchen replay FILE``
        import_file(store, path)


def _meaning(record: DealRecord) -> tuple[Any, ...]:
    """What a deal record says: where it starts (every value its game's new deal is
    given, defaults too), its events, its status and its result."""
    start = recorded_game(record.game).start_of(record.start_state())
    return record.game, start, record.events, record.status, record.nets, record.result, record.notes


def _accepted(path: Path, db: Path) -> None:
    """Stored, replayed to its end, exported, and the export reads back the same."""
    with Store.memory() as store:  # the replay's loading of the file
        ids = import_file(store, path).deal_ids
        for deal_id in ids:
            replay = Replay.load(store, deal_id)
            replay.state_at(replay.steps)
        again = read_document(json.dumps(export_document(store, list(ids))))
    first = read_document(path.read_bytes())
    assert [_meaning(r) for _, r in again.deals] == [_meaning(r) for _, r in first.deals]
    assert main(["records", "import", "--db", str(db), str(path)]) == 0
    out = db.with_name("out.json")
    assert main(["records", "export", "--db", str(db), str(out)]) == 0
    assert main(["records", "verify", str(out)]) == 0


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=mutated())
def test_any_json_anywhere_is_refused_clearly_or_kept_whole(case: tuple[str, str, str]) -> None:
    text, _game, _what = case
    with tempfile.TemporaryDirectory() as folder:
        path, db = Path(folder) / "deal.json", Path(folder) / "r.sqlite3"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        try:
            verify_file(path)
        except HandRecordError as error:
            _refused_alike(path, db, str(error))
            return
        _accepted(path, db)


@pytest.mark.parametrize(("game", "preset"), GAMES)
def test_every_game_s_document_is_accepted_as_it_was_written(game: str, preset: str, tmp_path: Path) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(DOCUMENTS[(game, preset)]), encoding="utf-8")
    verify_file(path)
    _accepted(path, tmp_path / "r.sqlite3")
