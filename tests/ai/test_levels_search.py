"""The pieces of the search levels: sampled deals, the search loop, the budget."""

from __future__ import annotations

import random
import time

from bagchen_qt.ai import budget as budget_module
from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.pimc import pimc
from bagchen_qt.games.bagchen.ai.candidates import follow_candidates, lead_candidates
from bagchen_qt.games.bagchen.ai.inference import beliefs, world_sampler
from bagchen_qt.games.bagchen.ai.medium import candidate_actions
from bagchen_qt.games.bagchen.ai.playout import chips_won, play_out
from bagchen_qt.games.bagchen.ai.policy import decide_from_observation, decide_from_state
from bagchen_qt.games.bagchen.ai.replay import surprises
from bagchen_qt.games.bagchen.ai.view import view_of_observation, view_of_state
from bagchen_qt.games.bagchen.rules.combos import NEVER_BEATEN, beat_options, charity_combo, classify
from bagchen_qt.games.bagchen.rules.observation import follow_choices_seen, lead_choices_seen, observation
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions
from bagchen_qt.games.bagchen.rules.tiles import kinds_of


def play_positions(rules, count: int, seed: int) -> list[DealState]:
    """Lead and follow decisions from deals played by the Easy policy."""
    rng = random.Random(seed)
    found: list[DealState] = []
    while len(found) < count:
        state = DealState.new(rules, starter=rng.randrange(4))
        while not state.is_over:
            if state.phase in (Phase.LEAD, Phase.FOLLOW) and state.tricks and rng.random() < 0.1:
                found.append(state)
            state = apply(state, decide_from_state(state, rng))
    return found[:count]


def test_sampled_deals_agree_with_the_observation() -> None:
    for name in ("pagat", "digital-gamers"):
        for state in play_positions(PRESETS[name], 6, seed=1):
            seat = state.to_act
            obs = observation(state, seat)
            sample = world_sampler(obs, random.Random(2))
            for _ in range(5):
                assert observation(sample(), seat) == obs


def test_under_compulsory_beating_sampled_hands_could_not_have_beaten() -> None:
    checked = broken = 0
    for state in play_positions(PRESETS["digital-gamers"], 10, seed=4):
        seat = state.to_act
        obs = observation(state, seat)
        facts = [(other, top) for other in range(4) for top in _tops_not_beaten(obs, other)]
        sample = world_sampler(obs, random.Random(3))
        for _ in range(5):
            world = sample()
            for other, top in facts:
                checked += 1
                broken += bool(beat_options(world.counts[other], top, world.point_mask))
    assert checked and broken <= checked // 50  # swaps can run out, rarely


def _tops_not_beaten(obs, seat):
    """What ``seat`` played face down against, worked out again here."""
    mask, mm = obs.point_mask, obs.rules.max_mixed_ministers
    tops = []
    if seat == obs.seat:
        return tops
    for trick in obs.tricks + ((obs.trick,) if obs.trick else ()):
        lead = trick.plays[0]
        top = classify(kinds_of(lead.tiles), mask, mm) if lead.face_up else charity_combo(lead.suit)
        for play in trick.plays[1:]:
            if play.face_up:
                top = classify(kinds_of(play.tiles), mask, mm)
            elif play.seat == seat and top.type not in NEVER_BEATEN:
                tops.append(top)
    return tops


def test_beliefs_come_from_public_plays_only() -> None:
    state = play_positions(PRESETS["pagat"], 1, seed=5)[0]
    obs = observation(state, state.to_act)
    assert beliefs(obs)[obs.seat] == []


def test_candidates_put_the_easy_choice_first_and_are_legal() -> None:
    for state in play_positions(PRESETS["pagat"], 12, seed=6):
        obs = observation(state, state.to_act)
        legal = legal_actions(state)
        actions = candidate_actions(obs, 0.5)
        assert actions[0] == decide_from_observation(obs, legal, random.Random(0))
        for action in actions:
            apply(state, action)  # raises IllegalAction if not legal
        assert len(set(actions)) == len(actions)


def test_state_and_observation_paths_agree() -> None:
    for state in play_positions(PRESETS["simple-passport"], 12, seed=7):
        seat = state.to_act
        obs = observation(state, seat)
        # The trick is a Trick in one and a SeenTrick in the other; the rest is equal.
        assert view_of_state(state, seat)._replace(trick=None) == view_of_observation(obs)._replace(trick=None)
        assert decide_from_state(state, random.Random(1)) == decide_from_observation(
            obs, legal_actions(state), random.Random(1)
        )
        view = view_of_observation(obs)
        if state.phase is Phase.LEAD:
            leads, charity = lead_choices_seen(obs)
            assert lead_candidates(view, list(leads), charity)
        else:
            beats, may_discard = follow_choices_seen(obs)
            assert follow_candidates(view, list(beats), may_discard)


def test_a_fixed_number_of_worlds_is_repeatable_whatever_the_clock() -> None:
    state = play_positions(PRESETS["pagat"], 1, seed=8)[0]
    seat = state.to_act
    obs = observation(state, seat)
    actions = candidate_actions(obs, 0.5)

    def search():
        rng = random.Random(9)
        return pimc(
            world_sampler(obs, rng),
            actions,
            lambda _i, s, r: chips_won(play_out(s, r), seat),
            rng,
            Budget(time.monotonic() - 1.0, max_steps=4),
            step=apply,
        )

    first, second = search(), search()
    assert first == second
    assert first.worlds == (4 if len(actions) > 1 else 0)


def test_budget_counts_steps_or_watches_the_clock(monkeypatch) -> None:
    capped = Budget(time.monotonic() - 1.0, max_steps=2)
    assert capped.more() and capped.time_left()
    capped.done_one()
    capped.done_one()
    assert not capped.more()
    now = [100.0]
    monkeypatch.setattr(budget_module.time, "monotonic", lambda: now[0])
    clocked = Budget(100.05)
    assert clocked.more()
    now[0] = 100.06
    assert not clocked.more() and not clocked.time_left()


def test_the_true_deal_holds_no_surprise_when_everyone_plays_easy() -> None:
    for name in sorted(PRESETS):
        for state in play_positions(PRESETS[name], 8, seed=10):
            assert surprises(state, state.to_act) == 0
