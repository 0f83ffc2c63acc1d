"""Thousands of mutated hand-record files: each is imported whole or refused with a
message; never a traceback, never a partial write."""

from __future__ import annotations

import copy
import json
import random
import time
from typing import Any

from bagchen_qt.records.handrecord import HandRecordError, dumps, import_document, read_document
from bagchen_qt.records.store import RecordsError, Store, record_finished_deal

from .helpers import REPLAYS, SEATS, counts, play

MUTANTS = 3000
JUNK: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    7,
    63,
    64,
    2**70,
    -(2**70),
    1.5,
    float("1e308"),
    "",
    "x",
    "E",
    "Q",
    "6-6#0",
    "6-6#4",
    "4-2",
    "sky",
    "finished",
    [],
    {},
    [1, 2],
    ["6-6#0"],
    {"type": "Pass"},
]


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a document: (container path, key)."""
    out = []
    if isinstance(value, dict):
        for key, item in value.items():
            out.append((path, key))
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out.append((path, index))
            out += _paths(item, (*path, index))
    return out


def _at(document: Any, path: tuple) -> Any:
    for key in path:
        document = document[key]
    return document


def _mutate(document: dict, rng: random.Random) -> str:
    doc = copy.deepcopy(document)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        places = _paths(doc)
        path, key = places[rng.randrange(len(places))]
        parent = _at(doc, path)
        value = parent[key]
        roll = rng.random()
        if roll < 0.25:
            parent[key] = rng.choice(JUNK)
        elif roll < 0.45 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + rng.choice((-1, 1, 2, 6))
        elif roll < 0.6 and isinstance(value, str):
            parent[key] = rng.choice(
                ("E", "S", "W", "N", "6-5#1", "4-2#0", "2-1#1", "3-1#3", "sky", "earth", "!", value + "x", value[:-1])
            )
        elif roll < 0.7 and isinstance(parent, dict):
            del parent[key]
        elif roll < 0.8 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        elif roll < 0.85 and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(value))
        elif roll < 0.9 and isinstance(parent, list):
            del parent[key]
        elif isinstance(value, dict):
            value[rng.choice(("extra", "seat", "type", "event", "text"))] = rng.choice(JUNK)
        else:
            parent[key] = rng.choice(JUNK)
    text = json.dumps(doc) if rng.random() < 0.5 else dumps(doc)
    if rng.random() < 0.15:  # damage the text itself
        i = rng.randrange(len(text))
        text = rng.choice((text[:i], text[:i] + text[i + 1 :], text[:i] + rng.choice('{}[],:"0a\\') + text[i:]))
    return text


def test_mutated_files_are_imported_whole_or_refused_with_a_message() -> None:
    documents = [json.loads(path.read_text()) for path in sorted(REPLAYS.glob("*.json"))]
    with Store.open(":memory:") as source:
        from bagchen_qt.records.handrecord import export_document

        session = source.begin_session(play(0).rules, SEATS)
        for seed in (1, 2, 3):
            record_finished_deal(source, play(seed), SEATS, session_id=session)
        source.add_annotation(2, 5, "a note", "!")
        documents.append(json.loads(dumps(export_document(source, [1, 2, 3]))))  # several deals in one file
    rng = random.Random(77)
    accepted = refused = 0
    messages: set[str] = set()
    start = time.perf_counter()
    with Store.open(":memory:") as store:
        for n in range(MUTANTS):
            original = documents[n % len(documents)]
            text = _mutate(original, rng)
            before = counts(store)
            try:
                report = import_document(store, read_document(text))
            except (HandRecordError, RecordsError) as error:
                message = str(error)
                assert message and "Traceback" not in message
                assert message.startswith(("file", "deal ", "session ")), message
                assert counts(store) == before, f"refused but written: {message}"
                messages.add(message.split(":")[0])
                refused += 1
                continue
            except Exception as error:
                raise AssertionError(f"mutant {n} raised {type(error).__name__}: {error}\n{text[:2000]}") from None
            after = counts(store)
            n_deals = len(json.loads(text)["deals"])
            assert after["deals"] - before["deals"] == len(report.deal_ids)
            assert len(report.deal_ids) + report.skipped == n_deals  # whole: every deal, or already there
            accepted += 1
    assert refused > MUTANTS // 2 and accepted > 20
    assert len(messages) > 20  # problems are named where they are
    assert time.perf_counter() - start < 60
