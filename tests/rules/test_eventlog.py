"""The event-log functions shared by every game of the family."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bagchen_qt.core import eventlog
from bagchen_qt.core.family import game_named
from bagchen_qt.core.refusals import CoreCode, IllegalAction
from bagchen_qt.games import BAGCHEN, TIEN_GOW
from bagchen_qt.games.bagchen.rules import state as bagchen_state
from bagchen_qt.games.tiengow.rules import mice, nau
from bagchen_qt.games.tiengow.rules import state as tg_state


@pytest.mark.parametrize(("name", "preset"), [(BAGCHEN, "pagat"), (TIEN_GOW, "classic"), (TIEN_GOW, "moving-mice")])
def test_play_random_then_replay_gives_the_same_events(name: str, preset: str) -> None:
    game = game_named(name)
    rules = game.rules_from(preset)
    done = eventlog.play_random(game, rules, random.Random(5), starter=1)
    assert done.is_over
    again = eventlog.replay(game, game.new_deal(rules, 1), done.events)
    assert again.events == done.events
    assert game.deltas(again) == game.deltas(done)


def test_bagchen_random_play_out_is_the_fast_paths_deal() -> None:
    # state.play_random_deal keeps its own loop for speed; it must draw the same deal.
    game = game_named(BAGCHEN)
    for seed in range(3):
        shared = eventlog.play_random(game, game.rules_from(), random.Random(seed), starter=2)
        fast = bagchen_state.play_random_deal(random.Random(seed), starter=2)
        assert shared.events == fast.events


def test_replay_names_the_refused_event() -> None:
    game = game_named(TIEN_GOW)
    rules = game.rules_from("classic")
    done = eventlog.play_random(game, rules, random.Random(1))
    events = list(done.events)
    wrong = next(i for i, e in enumerate(events) if hasattr(e, "seat") and i > 2)
    events[wrong] = dataclasses.replace(events[wrong], seat=(events[wrong].seat + 1) % 4)
    with pytest.raises(IllegalAction) as caught:
        eventlog.replay(game, game.new_deal(rules), events)
    refusal = caught.value.refusal
    assert refusal.code is CoreCode.REPLAY_EVENT
    assert refusal.index == wrong and refusal.cause is not None
    assert f"event {wrong}:" in str(refusal)


def test_check_is_legal_and_why_illegal_go_through_refusal_of() -> None:
    game = game_named(BAGCHEN)
    rng = random.Random(3)
    state = eventlog.play_on(
        game, game.new_deal(game.rules_from()), lambda s: game.random_action(s, rng), stop=lambda s: not s.is_chance
    )
    legal = game.legal_actions(state)[0]
    assert eventlog.is_legal(game, state, legal) and eventlog.why_illegal(game, state, legal) == ""
    eventlog.check(game, state, legal)
    other = dataclasses.replace(legal, seat=(legal.seat + 1) % 4)
    assert not eventlog.is_legal(game, state, other)
    assert eventlog.why_illegal(game, state, other) == str(game.refusal_of(state, other))
    with pytest.raises(IllegalAction) as caught:
        eventlog.check(game, state, other)
    assert caught.value.refusal == game.refusal_of(state, other)


def test_play_on_stops_where_asked() -> None:
    game = game_named(TIEN_GOW)
    rng = random.Random(9)
    start = game.new_deal(game.rules_from("classic"))
    stopped = eventlog.play_on(game, start, lambda s: game.random_action(s, rng), stop=lambda s: len(s.events) == 5)
    assert len(stopped.events) == 5 and not stopped.is_over


def test_the_games_own_functions_are_the_shared_ones() -> None:
    game = game_named(TIEN_GOW)
    classic = tg_state.play_random_deal(game.new_deal(game.rules_from("classic")), random.Random(4))
    assert tg_state.replay(classic).events == classic.events
    shared = eventlog.play_random(game, game.rules_from("classic"), random.Random(4))
    assert shared.events == classic.events
    for module, preset in ((mice, "moving-mice"), (nau, "nau-tin-kau")):
        rules = game.rules_from(preset)
        done = module.play_random(rules, random.Random(2))
        assert done.events == eventlog.play_random(game, rules, random.Random(2)).events
        assert module.replay(rules, done.events).events == done.events
