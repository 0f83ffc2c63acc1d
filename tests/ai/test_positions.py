"""Position duels: the positions, the paired comparison, jobs and the command."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from bagchen_qt.ai.player import PLAYER_LEVELS
from bagchen_qt.ai.spread import Workers
from bagchen_qt.cli import main
from bagchen_qt.games.bagchen.ai.positions import PositionConfig, position, position_numbers, run_positions
from bagchen_qt.games.bagchen.ai.random_player import RandomPlayer
from bagchen_qt.games.bagchen.rules.actions import Action, Event
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import Phase

ASKED: list[int] = []


class CountingPlayer(RandomPlayer):
    """Random, counting its decisions in ``ASKED``."""

    def decide(self, obs: Observation, legal: Sequence[Action], budget_s: float | None = None) -> Event:
        ASKED.append(obs.seat)
        return super().decide(obs, legal, budget_s)


@pytest.mark.parametrize("tiles", [16, 12, 5])
def test_a_position_is_the_studied_seats_turn_with_that_many_tiles(tiles: int) -> None:
    config = PositionConfig(("easy", "tuned"), tiles, 6, seed=4)
    for number in position_numbers(config):
        state = position(4, number, tiles)
        assert state is not None
        seat = number % 4
        assert state.to_act == seat
        assert state.phase in (Phase.LEAD, Phase.FOLLOW)
        assert len(state.hands[seat]) == tiles


def test_a_level_against_itself_changes_nothing() -> None:
    report = run_positions(PositionConfig(("tuned", "tuned"), 10, 12, seed=5))
    second = report["levels"][1]
    assert second["difference"] == 0
    assert second["changed"] == 0
    assert all(row[0] == row[1] for row in report["chips"])


def test_random_play_from_the_position_costs_chips() -> None:
    report = run_positions(PositionConfig(("easy", "random"), 14, 40, seed=6))
    random_entry = report["levels"][1]
    assert random_entry["changed"] > 10
    assert random_entry["ci95"][1] < 0


def test_jobs_change_the_speed_not_the_results() -> None:
    one = run_positions(PositionConfig(("easy", "random"), 12, 6, seed=7))
    two = run_positions(PositionConfig(("easy", "random"), 12, 6, seed=7, workers=Workers(2)))
    assert one["chips"] == two["chips"]


def test_the_command_reports_each_level(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["positions", "--levels", "easy,random", "--tiles", "12", "--positions", "5", "--seed", "2", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert [entry["level"] for entry in report["levels"]] == ["easy", "random"]
    assert report["positions"] == len(report["chips"]) == 5


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--levels", "easy,nobody", "--tiles", "8"], "unknown AI level 'nobody'"),
        (["--levels", "easy", "--tiles", "8"], "at least two levels"),
        (["--levels", "easy,hard", "--tiles", "17"], "tiles must be 1 to 16"),
        (["--levels", "easy,hard", "--tiles", "8", "--jobs", "0"], "jobs must be at least 1"),
    ],
)
def test_the_command_refuses_what_it_cannot_play(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["positions", *arguments]) == 2
    assert message in capsys.readouterr().err


def test_the_oracle_plays_a_position_from_the_full_deal() -> None:
    config = PositionConfig(("tuned", "oracle"), 3, 3, seed=8, max_iterations=4)
    report = run_positions(config)
    assert [entry["level"] for entry in report["levels"]] == ["tuned", "oracle"]
    assert len(report["chips"]) == 3


@pytest.mark.parametrize("first_only", [True, False])
def test_first_only_asks_the_level_once_per_position(first_only: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(PLAYER_LEVELS, "test-counting", CountingPlayer)
    ASKED.clear()
    run_positions(PositionConfig(("easy", "test-counting"), 10, 4, seed=9, first_only=first_only))
    if first_only:
        assert len(ASKED) == 4
    else:
        assert len(ASKED) > 4 * 3  # about one decision per tile left
