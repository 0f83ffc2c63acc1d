"""Hard's search of the emperor card's offer: the offer as a position, deals sampled from
what the holder sees, the search at Hard only and with its own share of work, and a
decision that depends on nothing the holder cannot see."""

from __future__ import annotations

import random

import pytest

from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.baohuang.ai.determinize import sample_offer_world, unseen_counts
from bagchen_qt.games.baohuang.ai.players import OFFER_WORK, WORK_RATIO, BaoHuangKit
from bagchen_qt.games.baohuang.ai.view import seat_view
from bagchen_qt.games.baohuang.rules.cards import BLACK, RANK_COUNT, RED, SEATS
from bagchen_qt.games.baohuang.rules.events import Emperor
from bagchen_qt.games.baohuang.rules.moves import legal_actions
from bagchen_qt.games.baohuang.rules.observation import observe
from bagchen_qt.games.baohuang.rules.phases import EMPEROR, PLAY
from bagchen_qt.games.baohuang.rules.state import BaoHuangState

from .test_search import GAME, easy_deal, spy_on_worlds, swapped_deal


def offers(seeds: range) -> list[BaoHuangState]:
    """Each deal's first offer of the emperor card, in deals Easy plays at every seat."""
    return [next(s for s in easy_deal("rizhao", seed) if s.phase == EMPEROR) for seed in seeds]


def test_an_offer_position_is_the_emperor_card_offered_to_its_holder() -> None:
    hands = [[0] * RANK_COUNT for _ in range(SEATS)]
    for seat in range(SEATS):
        hands[seat][seat] = 3
    hands[2][RED] = 1
    hands[4][BLACK] = 1
    state = BaoHuangState.offer(GAME.rules_from("rizhao"), hands, holder=2, eunuch_card=4)
    assert (state.phase, state.actor, state.emperor, state.declined) == (EMPEROR, 2, None, ())
    assert set(legal_actions(state)) == {Emperor(2, True), Emperor(2, False)}
    accepted = GAME.apply(state, Emperor(2, True))
    assert (accepted.phase, accepted.emperor, accepted.protector, accepted.actor) == (PLAY, 2, 4, 2)
    passed = GAME.apply(state, Emperor(2, False))
    assert (passed.phase, passed.actor, passed.counts[3][RED], passed.counts[2][RED]) == (EMPEROR, 3, 1, 0)
    hands[2][RED] = 0
    with pytest.raises(ValueError, match="red joker"):
        BaoHuangState.offer(GAME.rules_from("rizhao"), hands, holder=2, eunuch_card=4)


def test_offer_worlds_agree_with_what_the_holder_sees() -> None:
    rng = random.Random(3)
    rules = GAME.rules_from("rizhao")
    for state in offers(range(6)):
        seat = state.actor
        obs = observe(state, seat)
        for _ in range(4):
            world = sample_offer_world(obs, rules, rng)
            seen = observe(world, seat)
            for field in ("counts", "sizes", "holds_eunuch_card", "phase", "actor", "emperor_card", "declined"):
                assert getattr(seen, field) == getattr(obs, field), field
            assert legal_actions(world) == legal_actions(state)
            hidden = [world.counts[s] for s in range(SEATS) if s != seat]
            assert [sum(column) for column in zip(*hidden, strict=True)] == unseen_counts(obs)


def test_hard_searches_the_offer_over_its_share_of_work_and_medium_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    state = offers(range(1))[0]
    view = seat_view(state, state.actor)
    assert BaoHuangKit(offers=True).searched(view) and not BaoHuangKit().searched(view)
    sampled = spy_on_worlds(monkeypatch)
    options = PlayerOptions(seed=2, max_iterations=1)
    assert make_player("medium", options, "bao-huang").decide(view, legal_actions(state)) in legal_actions(state)
    assert sampled == []  # Easy's choice
    decision = make_player("hard", options, "bao-huang").decide(view, legal_actions(state))
    assert decision in legal_actions(state)
    # More positions than its cap at a play gives (WORK_RATIO), as many as OFFER_WORK times
    # that at most (the search stops early once one choice is clearly the better).
    assert WORK_RATIO < len(sampled) <= WORK_RATIO * OFFER_WORK and all(obs is view for obs in sampled)


def test_the_offer_decision_depends_only_on_what_the_holder_sees() -> None:
    rng = random.Random(5)
    compared = 0
    for seed in range(8):
        states = easy_deal("rizhao", seed)
        at = next(i for i, s in enumerate(states) if s.phase == EMPEROR)
        seat = states[at].actor
        other = swapped_deal(states, at, seat, rng)
        if other is None:
            continue
        assert other.counts != states[at].counts
        view = observation_for("bao-huang", states[at], seat)
        assert observation_for("bao-huang", other, seat) == view
        decisions = [
            make_player("hard", PlayerOptions(seed=4, max_iterations=1), "bao-huang").decide(
                observation_for("bao-huang", s, seat), legal_actions(s)
            )
            for s in (states[at], other)
        ]
        assert decisions[0] == decisions[1]
        compared += 1
    assert compared >= 4
