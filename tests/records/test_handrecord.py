"""The hand-record file: export, import, and everything import checks."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from bagchen_qt.games.bagchen.rules.actions import Lead
from bagchen_qt.games.bagchen.rules.combos import lead_options
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, random_action, tiles_for, why_illegal
from bagchen_qt.games.bagchen.rules.tiles import TILES
from bagchen_qt.records.handrecord import (
    FORMAT_VERSION,
    HandRecordError,
    SessionData,
    build_document,
    dumps,
    export_document,
    import_document,
    import_file,
    read_document,
    read_file,
)
from bagchen_qt.records.model import DealRecord, Note, PlayerSpec
from bagchen_qt.records.store import RecordsError, Store, record_finished_deal

from .helpers import SEATS, counts, play, record_live


def _document(*seeds: int, notes: tuple[Note, ...] = ()) -> dict:
    players = (PlayerSpec.human("Pema"),) + (PlayerSpec.ai("easy"),) * 3
    session = SessionData(1, "table", "Test", None, RuleSet(), players)
    deals = [(1, n, DealRecord.from_state(play(seed), seed=seed, notes=list(notes))) for n, seed in enumerate(seeds, 1)]
    return build_document([session], deals)


def _refused(document: dict | str) -> str:
    text = document if isinstance(document, str) else dumps(document)
    with pytest.raises(HandRecordError) as error:
        read_document(text)
    return str(error.value)


def test_export_then_import_gives_the_same_deals(tmp_path: Path) -> None:
    source = Store.open(tmp_path / "a.sqlite3")
    session = source.begin_session(RuleSet(), SEATS, title="Evening")
    ids = [record_live(source, session, seed)[0] for seed in range(3)]
    source.add_annotation(ids[1], 7, "Why face down?", "?", bookmark=True)
    source.add_annotation(ids[1], None, "The deal where W ran out of luck.")
    unfinished, _ = record_live(source, session, 9, stop_after=20)
    source.keep_unfinished(unfinished)
    document = export_document(source, [*ids, unfinished])
    # Without a change of seats the file is version 1, readable by older Bagchen versions.
    assert document["contents"] == "session" and document["version"] == 1
    path = tmp_path / "evening.json"
    path.write_text(dumps(document), encoding="utf-8")
    target = Store.open(tmp_path / "b.sqlite3")
    report = import_file(target, path)
    assert len(report.deal_ids) == 4 and report.skipped == 0 and report.sessions == 1
    for old, new in zip([*ids, unfinished], report.deal_ids, strict=True):
        a, b = source.deal_record(old), target.deal_record(new)
        assert (a.events, a.payments, a.result, a.status, a.notes, a.seed) == (
            b.events,
            b.payments,
            b.result,
            b.status,
            b.notes,
            b.seed,
        )
    assert target.session(target.deal_session(report.deal_ids[0])).seats == source.session(session).seats
    again = import_file(target, path)
    assert again.deal_ids == () and again.skipped == 4  # deals already stored are skipped
    source.close()
    target.close()


def test_the_file_reads_as_people_write_it() -> None:
    text = dumps(_document(1))
    assert '"seat": "' in text and '"tiles": ["' in text  # seats as letters, tiles as labels
    events = [line for line in text.splitlines() if '"type": "' in line]
    assert len(events) == len(play(1).events)  # one event per line
    assert json.loads(text)["deals"][0]["events"][0]["order"][0].count("#") == 1


def test_an_illegal_lead_is_refused_naming_deal_event_and_rule() -> None:
    # Find a passport holder with a chief who could lead a set that the passport forbids.
    for seed in range(2000):
        rng = random.Random(seed)
        state = DealState.new(starter=rng.randrange(4))
        bad = None
        while not state.is_over and bad is None:
            if state.phase is Phase.LEAD and state.passports[state.to_act]:
                seat = state.to_act
                for kinds in lead_options(state.counts[seat], state.point_mask, 8):
                    lead = Lead(seat, tiles_for(state.hands[seat], kinds))
                    if "while holding a passport and a chief" in why_illegal(state, lead):
                        bad = lead
                        break
            if bad is None:
                state = apply(state, random_action(state, rng))
        if bad is not None:
            break
    assert bad is not None
    good = _document(1, 2)
    record = DealRecord.from_state(state)
    document = build_document(
        [SessionData(1, "table", "", None, RuleSet(), (PlayerSpec.ai("random"),) * 4)], [(1, 1, record)]
    )
    deal = document["deals"][0]
    deal["events"].append({"type": "Lead", "seat": "ESWN"[bad.seat], "tiles": [TILES[t].label for t in bad.tiles]})
    deal["session"] = 1
    good["deals"].append(deal | {"number": 3})
    message = _refused(good)
    n = len(state.events) + 1
    assert message.startswith(f"deal 3, event {n}: {'ESWN'[bad.seat]} may not lead ")
    assert message.endswith("while holding a passport and a chief")


def test_payments_and_results_must_be_what_the_rules_give() -> None:
    document = _document(1)
    payments = document["deals"][0]["payments"]
    payments[0]["chips"] += 1
    message = _refused(document)
    assert message.startswith(f"deal 1, event {payments[0]['event']}: payment 1 is recorded as")
    document = _document(1)
    document["deals"][0]["payments"].pop()
    assert "is missing" in _refused(document)
    document = _document(1)
    document["deals"][0]["result"]["nets"]["E"] += 5
    assert _refused(document).startswith("deal 1: the result is recorded as")
    document = _document(1)
    document["deals"][0]["dice"] = [1, 1]
    assert "the dice are recorded as 1 and 1" in _refused(document)


def test_the_deal_must_be_as_finished_as_it_says() -> None:
    document = _document(2)
    del document["deals"][0]["events"][-1]
    assert "marked finished, but it is not over" in _refused(document)
    document = _document(2)
    document["deals"][0]["status"] = "unfinished"
    document["deals"][0]["result"] = None
    assert "over after event" in _refused(document)


def test_tiles_must_be_conserved_and_moves_legal() -> None:
    document = _document(3)
    order = document["deals"][0]["events"][0]["order"]
    order[5] = order[6]  # one tile twice, another missing
    assert _refused(document).startswith("deal 1, event 1: a shuffle must hold each of the 64 tiles exactly once")
    document = _document(3)
    events = document["deals"][0]["events"]
    events[5], events[6] = events[6], events[5]
    assert _refused(document).startswith("deal 1, event 6:")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda d: d.update(version=FORMAT_VERSION + 1),
            f"file: format version {FORMAT_VERSION + 1} was written by a newer Bagchen",
        ),
        (lambda d: d.update(format="chess"), "not a Bagchen hand record"),
        (lambda d: d.update(extra=1), "file: unknown field 'extra'"),
        (lambda d: d["deals"][0].update(starter="Q"), "deal 1: 'starter' must be a seat"),
        (lambda d: d["deals"][0]["events"][3].update(seat=7), "deal 1, event 4: 'seat' must be a seat"),
        (
            lambda d: d["deals"][0]["events"][0]["order"].__setitem__(0, "7-7#0"),
            "deal 1, event 1: 'order' must be a tile",
        ),
        (lambda d: d["deals"][0]["events"].__setitem__(2, {"type": "Teleport"}), "deal 1, event 3: unknown event type"),
        (lambda d: d["deals"][0].pop("payments"), "deal 1: the field 'payments' is missing"),
        (lambda d: d["deals"][0]["rules"].update(jump_factor=9), "deal 1: rules: jump_factor must be from 2 to 6"),
        (lambda d: d["deals"][0]["rules"].update(cheat=True), "deal 1: unknown rule option 'cheat'"),
        (lambda d: d["deals"][0]["chips"].pop("N"), "deal 1: 'chips' must give a number for each seat"),
        (lambda d: d["deals"][0].update(session=5), "deal 1: there is no session 5"),
        (
            lambda d: d["sessions"][0]["seats"].update(E={"kind": "robot"}),
            "session 1, seat E: 'kind' must be human or ai",
        ),
        (lambda d: d["deals"][0].update(annotations=[{"event": 999, "text": "?"}]), "annotation is on event 999"),
        (lambda d: d["deals"][0].update(annotations=[{"event": 1, "mark": "!!!"}]), "'mark' must be one of"),
        (
            lambda d: d["deals"][0].update(annotations=[{"event": None, "text": "x" * 10_001}]),
            "at most 10000 characters",
        ),
        (lambda d: d["deals"][0].update(events=[{"type": "Pass", "seat": "E"}] * 5001), "at most 5000 events"),
        (lambda d: d["deals"][0]["events"][1].update(tower=True), "'tower' must be a whole number"),
    ],
)
def test_every_field_is_checked(change, expected: str) -> None:
    document = _document(4)
    change(document)
    assert expected in _refused(document)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "not valid JSON"),
        ("[" * 100_000, "file:"),
        ('{"a": NaN}', "NaN is not a number"),
        ('{"format": 1, "format": 2}', "appears twice"),
        ("1" * 5000, "not readable"),
        (b"\xff\xfe\x00", "not UTF-8"),
        ("[]", "file: must be an object"),
    ],
)
def test_junk_is_refused_with_a_message(text: str | bytes, expected: str) -> None:
    with pytest.raises(HandRecordError, match=expected.replace("(", r"\(")):
        read_document(text)


def test_size_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from bagchen_qt.records import handrecord

    path = tmp_path / "big.json"
    path.write_text(dumps(_document(1)))
    monkeypatch.setattr(handrecord, "MAX_FILE_BYTES", 1000)
    with pytest.raises(HandRecordError, match="larger than"):
        read_file(path)


def test_a_bad_deal_refuses_the_whole_file(tmp_path: Path) -> None:
    document = _document(1, 2, 3)
    document["deals"][2]["events"][10]["seat"] = "N" if document["deals"][2]["events"][10].get("seat") != "N" else "E"
    path = tmp_path / "bad.json"
    path.write_text(dumps(document))
    with Store.open(tmp_path / "r.sqlite3") as store:
        before = counts(store)
        with pytest.raises(HandRecordError, match="^deal 3, event 11: "):
            import_file(store, path)
        assert counts(store) == before


def test_a_failing_write_leaves_nothing_behind(tmp_path: Path) -> None:
    inserts = 0

    def fail_midway(sql: str, params: object) -> None:
        nonlocal inserts
        if sql.startswith("INSERT INTO events"):
            inserts += 1
            if inserts == 2:
                raise sqlite3.OperationalError("database or disk is full")

    with Store.open(tmp_path / "r.sqlite3", tracer=fail_midway) as store:
        record_finished_deal(store, play(9), SEATS)  # a deal already there (first events insert)
        before = counts(store)
        document = read_document(dumps(_document(1, 2, 3)))
        with pytest.raises(RecordsError, match="disk is full"):
            import_document(store, document)
        assert counts(store) == before


# --- who sat where in each deal (R26) ----------------------------------------------------------


def test_seating_per_deal_is_stored_exported_and_imported(tmp_path: Path) -> None:
    from bagchen_qt.records.store import seated

    source = Store.open(tmp_path / "a.sqlite3")
    session = source.begin_session(RuleSet(seat_exchange=True), SEATS, title="Moves")
    first, _ = record_live(source, session, 1)
    moved = (2, 0, 3, 1)  # the players listed W, E, N, S sit E, S, W, N
    state = DealState.new(RuleSet(seat_exchange=True))
    recorder = source.begin_deal(session, state, seating=moved)
    rng = random.Random(4)
    while not state.is_over:
        state = apply(state, random_action(state, rng))
        recorder.record(state.events[-1], state)
    recorder.finish(state)
    second = recorder.deal_id
    assert source.deal_record(first).seating is None
    assert source.deal_record(second).seating == moved
    labels = {d.id: d.players for d in source.deals()}
    assert labels[second] == seated(labels[first], moved)
    document = export_document(source, [first, second])
    assert document["version"] == 2 < FORMAT_VERSION  # the lowest version that holds a seating
    assert "seating" not in document["deals"][0]
    assert document["deals"][1]["seating"] == {"E": "W", "S": "E", "W": "N", "N": "S"}
    path = tmp_path / "moves.json"
    path.write_text(dumps(document), encoding="utf-8")
    target = Store.open(tmp_path / "b.sqlite3")
    report = import_file(target, path)
    assert [target.deal_record(i).seating for i in report.deal_ids] == [None, moved]
    assert export_document(target, list(report.deal_ids))["deals"][1]["seating"] == document["deals"][1]["seating"]


@pytest.mark.parametrize(
    ("seating", "expected"),
    [
        ({"E": "E", "S": "E", "W": "W", "N": "N"}, "place each of the session's four players"),
        ({"E": "E", "S": "S"}, "'seating' must give, for each seat"),
        ({"E": "Q", "S": "S", "W": "W", "N": "N"}, "'seating.E' must be a seat"),
    ],
)
def test_a_bad_seating_is_refused(tmp_path: Path, seating: dict, expected: str) -> None:
    source = Store.open(tmp_path / "a.sqlite3")
    session = source.begin_session(RuleSet(), SEATS)
    document = export_document(source, [record_live(source, session, 2)[0]])
    document["deals"][0]["seating"] = seating
    assert expected in _refused(document)


def test_the_draw_for_seats_travels_with_its_deal(tmp_path: Path) -> None:
    from bagchen_qt.games.bagchen.rules.seating import draw_seats, draw_to_dict

    draw = draw_seats(True, [(4, 5), (1, 3), (5, 6), (2, 4)])  # 9, 4, 11, 6: seats (2, 0, 3, 1)
    source = Store.open(tmp_path / "a.sqlite3")
    session = source.begin_session(RuleSet(), SEATS)
    state = play(5)
    recorder = source.begin_deal(session, state, seating=draw.seating(), seat_draw=draw_to_dict(draw))
    recorder.finish(state)
    document = export_document(source, [recorder.deal_id])
    assert document["deals"][0]["seat_draw"] == {
        "time": "morning",
        "before": {"E": "E", "S": "S", "W": "W", "N": "N"},
        "demander": None,
        "throws": [["E", 4, 5], ["S", 1, 3], ["W", 5, 6], ["N", 2, 4]],
    }
    target = Store.open(tmp_path / "b.sqlite3")
    path = tmp_path / "draw.json"
    path.write_text(dumps(document), encoding="utf-8")
    [deal_id] = import_file(target, path).deal_ids
    assert target.deal_seat_draw(deal_id) == draw_to_dict(draw)
    # A draw that does not give the deal's seats, or breaks the rules, is refused.
    document["deals"][0]["seat_draw"]["throws"][2] = ["W", 1, 1]
    assert "'seat_draw': the draw for seats does not seat the players as the deal's seating says" in _refused(document)
    document["deals"][0]["seat_draw"]["throws"] = [["S", 1, 1]]
    assert "'seat_draw': the draw for seats does not follow the rules: player 1 throws now" in _refused(document)
