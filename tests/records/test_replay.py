"""Replaying recorded deals: any step, all hands or one seat's view, fast."""

from __future__ import annotations

import random
import time
from pathlib import Path

from bagchen_qt.games.bagchen.rules.actions import Charity
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import DealState, replay
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import Store, record_finished_deal

from .helpers import SEATS, play


def test_every_step_is_the_rules_engines_state(tmp_path: Path) -> None:
    final = play(11)
    with Store.open(tmp_path / "r.sqlite3") as store:
        deal_id = record_finished_deal(store, final, SEATS)
        store.add_annotation(deal_id, 4, "here")
        replayed = Replay.load(store, deal_id)
        notes = store.annotations(deal_id)
    events = final.events
    assert replayed.steps == len(events)
    start = DealState.new(final.rules, final.starter, final.start_chips)
    for step in (0, 1, 4, len(events) // 2, len(events)):
        expected = replay(start, events[:step])
        got = replayed.view(step)
        assert (got.hands, got.phase, got.payments, got.tricks, got.chips) == (
            expected.hands,
            expected.phase,
            expected.payments,
            expected.tricks,
            expected.chips,
        )
    assert replayed.view(len(events)).result == final.result
    assert replayed.event(4) == events[3] and replayed.event(0) is None
    assert [a.text for a in notes if a.event == 4] == ["here"]
    for step in (len(events), 3):  # seeking backwards costs nothing
        assert replayed.state_at(step) is replayed.state_at(step)


def test_a_seats_view_hides_what_it_could_not_see(tmp_path: Path) -> None:
    for seed in range(50):  # a deal with a charity lead
        final = play(seed)
        charity = [(k, e) for k, e in enumerate(final.events, 1) if isinstance(e, Charity)]
        if charity:
            break
    step, lead = charity[0]
    replayed = Replay(DealState.new(final.rules, final.starter, final.start_chips), final.events)
    other = (lead.seat + 1) % 4
    seen = replayed.view(step, other)
    assert isinstance(seen, Observation) and seen.seat == other
    assert seen.hand == replayed.view(step).hands[other]
    assert seen.trick.plays[0].tiles == () and not seen.trick.plays[0].face_up  # the charity tile stays hidden
    assert replayed.view(step, lead.seat).trick.plays[0].tiles == (lead.tile,)
    assert replayed.view(step).trick.plays[0].tiles == (lead.tile,)  # all hands: shown


def test_seeking_any_step_of_any_deal_takes_at_most_20_ms(tmp_path: Path) -> None:
    with Store.open(tmp_path / "r.sqlite3") as store:
        ids = [record_finished_deal(store, play(seed), SEATS) for seed in range(150)]
        rng = random.Random(1)
        times = []
        for _ in range(200):
            start = time.perf_counter()
            replayed = Replay.load(store, rng.choice(ids))
            replayed.view(rng.randint(0, replayed.steps), rng.choice((None, 0, 1, 2, 3)))
            times.append(time.perf_counter() - start)
    times.sort()
    assert times[int(0.95 * len(times))] < 0.020
