"""The learned judge of positions: its inputs, its file, its use in Hard's search, its training."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bagchen_qt.games.bagchen.ai import judge as judge_module
from bagchen_qt.games.bagchen.ai import training
from bagchen_qt.games.bagchen.ai.judge import FEATURES, STACKS, Judge, features, load_judge, save_judge
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, sample_chance


def trick_starts(count: int, seed: int) -> list[DealState]:
    rng = random.Random(seed)
    found: list[DealState] = []
    while len(found) < count:
        state = DealState.new(starter=rng.randrange(4))
        while not state.is_over:
            if state.phase is Phase.LEAD and state.tricks and rng.random() < 0.3:
                found.append(state)
            state = apply(state, sample_chance(state, rng) if state.is_chance else decide_from_state(state, rng))
    return found[:count]


def stacks_judge(weight: float = 1.0) -> Judge:
    """A judge that values a seat by its own stacks only (one hidden unit)."""
    rows = [(0.0,)] * FEATURES
    rows[STACKS] = (weight,)
    return Judge(tuple(rows), (0.0,), (1.0,), 0.0, name="stacks")


def test_the_inputs_are_in_range_and_show_the_seats_hand() -> None:
    for state in trick_starts(20, seed=3):
        for seat in range(4):
            x = features(state, seat)
            assert all(0 <= index < FEATURES for index, _ in x)
            assert sum(v for index, v in x if index < 21) == len(state.hands[seat])  # own hand in slot 0


def test_the_judged_nets_are_zero_sum_and_start_from_what_was_won() -> None:
    judge = stacks_judge()
    for state in trick_starts(10, seed=4):
        nets = judge.nets(state)
        assert sum(nets) == pytest.approx(0.0, abs=1e-9)
        assert judge.value(state, 0) == pytest.approx(state.stacks[0] / 16 * judge_module.SCALE)


def test_a_judge_file_round_trips_and_a_wrong_one_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "judge.json"
    save_judge(stacks_judge(), path)
    assert load_judge(path) == stacks_judge()
    data = json.loads(path.read_text())
    data["by_input"] = data["by_input"][:-1]
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=r"judge\.json.*shape"):
        load_judge(path)
    path.write_text("[1, 2]")
    with pytest.raises(ValueError, match="not a judge"):
        load_judge(path)
    with pytest.raises(ValueError, match="cannot read"):
        load_judge(tmp_path / "absent.json")


FRESH_PROCESS = """
import json, sys
from bagchen_qt.games.bagchen.ai.hard import HardPlayer
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.state import legal_actions
from tests.ai.test_judge import trick_starts

judge = sys.argv[1]
changed = 0
for state in trick_starts(12, seed=9):
    obs, legal = observation(state, state.actor), legal_actions(state)
    plain = HardPlayer(PlayerOptions(seed=1, max_iterations=10)).decide(obs, legal)
    judged = HardPlayer(PlayerOptions(seed=1, max_iterations=10, judge=judge)).decide(obs, legal)
    assert judged in legal
    changed += plain != judged
print(json.dumps({"changed": changed}))
"""


def test_a_judge_loads_in_a_fresh_process_and_changes_hards_decisions(tmp_path: Path) -> None:
    path = tmp_path / "judge.json"
    save_judge(stacks_judge(weight=40.0), path)
    done = subprocess.run(
        [sys.executable, "-c", FRESH_PROCESS, str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert json.loads(done.stdout.strip().splitlines()[-1])["changed"] > 0


def test_the_shipped_judge_if_any_loads() -> None:
    if not judge_module.shipped_judge_path().exists():
        assert judge_module.judge_for(judge_module.SHIPPED) is None
        return
    assert judge_module.judge_for(judge_module.SHIPPED) is not None


def test_training_data_follows_from_the_seed_and_a_written_shard_is_kept(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(training, "SHARD_DEALS", 3)
    first = training.shard_positions(7, 0)
    assert first == training.shard_positions(7, 0)
    assert first != training.shard_positions(8, 0)
    assert all(len(x) > 0 for x, _ in first)
    assert training._write_shards(7, str(tmp_path), range(2)) == 2
    assert training._write_shards(7, str(tmp_path), range(3)) == 1  # only the one not yet written
    xs, ys = training.load_positions(tmp_path)
    assert len(xs) == len(ys) > 0


def test_a_run_refuses_a_folder_that_holds_something_else(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(training.TrainingError, match="not empty"):
        training.train(training.TrainConfig(tmp_path, deals=3))
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_fitting_learns_the_outcomes_better_than_their_mean(tmp_path: Path, monkeypatch) -> None:
    pytest.importorskip("torch")
    monkeypatch.setattr(training, "SHARD_DEALS", 40)
    config = training.TrainConfig(tmp_path, seed=2, deals=40, hidden=8, epochs=15)
    folder = training.generate(config, lambda _: None)
    judge, losses = training.fit(config, folder, lambda _: None)
    assert len(judge.hidden_bias) == 8
    assert losses["train_mse"] < losses["baseline_mse"]
