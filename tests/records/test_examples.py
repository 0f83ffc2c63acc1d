"""The example deals in replays/: each verifies and shows its rule."""

from __future__ import annotations

import pytest

from bagchen_qt.games.bagchen.records.examples import EXAMPLES
from bagchen_qt.games.bagchen.rules.actions import Charity, DemandRedeal, DuelThrow, Lead, ThrowDice
from bagchen_qt.games.bagchen.rules.combos import MOTHER, SON
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
from bagchen_qt.records.examples import example_files
from bagchen_qt.records.handrecord import import_file, read_file
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import Store

from .helpers import REPLAYS


def _load(name: str):
    document = read_file(REPLAYS / f"{name}.json")  # checks every event, payment and the result
    [(_, record)] = document.deals
    replayed = Replay(record.start_state(), record.events)
    return document, record, replayed


def test_the_examples_are_all_there_and_import() -> None:
    assert [p.stem for p in example_files(REPLAYS)] == [e.name for e in EXAMPLES]
    with Store.open(":memory:") as store:
        for path in example_files(REPLAYS):
            report = import_file(store, path)
            assert len(report.deal_ids) == 1
        assert len(store.bookmarks()) >= len(EXAMPLES)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_each_example_is_annotated(example) -> None:
    document, record, _ = _load(example.name)
    assert document.sessions[0].title == example.title
    assert any(n.event is None and len(n.text) > 80 for n in record.notes)  # the rule, explained
    assert sum(n.event is not None for n in record.notes) >= 2
    assert any(n.mark for n in record.notes) and any(n.bookmark for n in record.notes)


def test_jump_with_mother_and_son() -> None:
    _, record, replayed = _load("01-jump-with-mother-and-son")
    final = replayed.state_at(replayed.steps)
    last_lead = final.tricks[-1].plays[0]
    assert sorted(TILE_KIND[t] for t in last_lead.tiles) == [MOTHER, SON]
    assert final.result.jump_points == 1 and final.result.multiplier == final.rules.jump_factor
    assert any(p.reason == "refund" for p in final.payments)


def test_charity_lead() -> None:
    _, record, replayed = _load("02-charity-lead")
    steps = [k for k, e in enumerate(record.events, 1) if isinstance(e, Charity)]
    assert steps and any(n.event == steps[0] for n in record.notes)


def test_passport_rule_4_dice() -> None:
    _, record, replayed = _load("03-passport-rule-4-dice")
    throws = [
        k
        for k, e in enumerate(record.events, 1)
        if isinstance(e, ThrowDice) and replayed.state_at(k - 1).phase is Phase.PASSPORT_DICE
    ]
    assert throws
    k = throws[0]
    leader = replayed.state_at(k - 1).queue[0]
    assert replayed.state_at(k - 1).passports[leader]
    lead = record.events[k]
    assert isinstance(lead, Lead)
    assert replayed.state_at(k + 1).trick.plays[0].rule == 4
    assert any(n.event == k for n in record.notes)


def test_mother_and_son_united_by_dice() -> None:
    _, record, replayed = _load("04-mother-and-son-united")
    duels = [k for k, e in enumerate(record.events, 1) if isinstance(e, DuelThrow) and e.offerer != e.acceptor]
    assert duels
    final = replayed.state_at(replayed.steps)
    assert final.unions and final.unions[0].given is not None


def test_redeal() -> None:
    _, record, replayed = _load("05-redeal")
    demands = [k for k, e in enumerate(record.events, 1) if isinstance(e, DemandRedeal)]
    assert len(demands) == 1 and record.redeals == 1
    assert replayed.state_at(demands[0]).phase is Phase.SHUFFLE
