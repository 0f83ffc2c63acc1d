"""Strategy weights: the tuned set is Hard's, and ``bagchen tune`` finds better weights."""

from __future__ import annotations

import json
import random

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.cli import main
from bagchen_qt.games.bagchen.ai import tuning
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.ai.tuning import duel, stepped, tune
from bagchen_qt.games.bagchen.ai.weights import EASY, TUNED
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions


def test_steps_move_one_constant_and_keep_its_type() -> None:
    assert stepped(EASY, "keep_weight", ("*", 2.0)) == EASY.with_(keep_weight=0.5)
    assert stepped(EASY, "finishers", ("+", 1)).finishers == 3
    assert isinstance(stepped(EASY, "finishers", ("+", 1)).finishers, int)
    assert stepped(EASY.with_(finishers=0), "finishers", ("+", -1)) is None  # no fewer than none
    assert stepped(EASY, "lead_value", ("*", 2.0)) is None  # a factor does not move zero
    assert TUNED.changes_from(EASY) == {"set_bonus": 0.2, "finishers": 0, "lead_value": 0.3, "run_confidence": 0.85}
    assert stepped(TUNED, "run_confidence", ("+", 0.05)).run_confidence == 0.9
    assert stepped(EASY, "run_confidence", ("+", 0.05)) is None  # no more than certainty


def test_a_duel_of_equal_weights_is_level_and_a_worse_set_loses() -> None:
    assert duel(EASY, EASY, deals=6, seed=4) == (0.0, [0.0, 0.0])
    # Points valued as junk are thrown away face down: a heavy loss.
    mean, (low, high) = duel(EASY.with_(point_value=0.0), EASY, deals=150, seed=4)
    assert high < 0


def test_the_search_keeps_a_change_only_when_it_wins(monkeypatch) -> None:
    monkeypatch.setattr(tuning, "STEPS", {"point_value": (("+", 3.0),)})
    trials = []
    found = tune(EASY.with_(point_value=0.0), deals=150, rounds=3, seed=2, report=trials.append)
    assert found.point_value == 3.0
    assert [t["to"] for t in trials if t["wins"]] == [3.0]
    assert trials[-1]["round"] == 2  # the second round kept nothing, so the search stopped


def test_tune_command_prints_each_trial_and_the_weights(capsys) -> None:
    assert main(["tune", "--deals", "2", "--rounds", "1", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    trials, result = lines[:-1], lines[-1]
    assert {t["name"] for t in trials} == set(tuning.STEPS)
    assert set(result) == {"weights", "changes_from_easy"}
    assert main(["tune", "--deals", "1"]) == 2


def _position_where_the_weights_disagree() -> DealState:
    rng = random.Random(12)
    while True:
        state = DealState.new()
        while not state.is_over:
            if state.phase in (Phase.LEAD, Phase.FOLLOW) and decide_from_state(
                state, rng, weights=TUNED
            ) != decide_from_state(state, rng):
                return state
            state = apply(state, decide_from_state(state, rng))


def test_hard_searches_with_the_tuned_weights_and_the_tuned_level_plays_them() -> None:
    state = _position_where_the_weights_disagree()
    obs, legal = observation(state, state.to_act), legal_actions(state)
    tuned_choice = decide_from_state(state, random.Random(0), weights=TUNED)
    assert make_player("tuned").decide(obs, legal) == tuned_choice
    assert make_player("easy").decide(obs, legal) != tuned_choice
    # Without time to search, Hard falls back on its first candidate: the tuned strategy's choice.
    assert make_player("hard", PlayerOptions(seed=1)).decide(obs, legal, budget_s=0.0) == tuned_choice
