"""Self-play runs: the report, duplicate rotation, jobs, the CLI and the bench."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest

from bagchen_qt.ai import commands
from bagchen_qt.ai.player import PLAYER_LEVELS, Player
from bagchen_qt.ai.selfplay import SelfplayConfig, play_game, seat_levels
from bagchen_qt.ai.tournament import run_selfplay
from bagchen_qt.cli import main
from bagchen_qt.games.bagchen.ai.bench import bench_ai, inference_accuracy
from bagchen_qt.games.bagchen.ai.random_player import RandomPlayer
from bagchen_qt.games.bagchen.rules.actions import DiscardAny, Event
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import DealState, apply

RANDOM4 = ("random",) * 4


class FirstChoicePlayer(Player):
    """Always the first legal action (a weak, different level for two-level runs)."""

    level = "test-first"

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        action = legal[0]
        if isinstance(action, DiscardAny):
            return RandomPlayer(self.options).decide(obs, [action], budget_s)
        return action


class SeerPlayer(RandomPlayer):
    """Sees everything (like the Oracle) and checks that it is asked accordingly."""

    level = "test-seer"
    sees_everything = True
    asked_full = 0

    def decide(self, obs: Observation, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        raise AssertionError("a player that sees everything is asked with decide_full")

    def decide_full(self, state: DealState, legal: Sequence[Event], budget_s: float | None = None) -> Event:
        SeerPlayer.asked_full += 1
        return legal[0] if not isinstance(legal[0], DiscardAny) else super().decide(_obs(state), legal[:1], budget_s)


def _obs(state: DealState) -> Observation:
    from bagchen_qt.games.bagchen.rules.observation import observation

    return observation(state, state.to_act)


@pytest.fixture(autouse=True)
def test_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    """Extra levels for this process only (so only with jobs=1)."""
    monkeypatch.setitem(PLAYER_LEVELS, "test-first", FirstChoicePlayer)
    monkeypatch.setitem(PLAYER_LEVELS, "test-seer", SeerPlayer)


def collect(config: SelfplayConfig) -> tuple[dict, list[tuple[DealState, tuple[str, ...], int]]]:
    seen: list[tuple[DealState, tuple[str, ...], int]] = []
    report = run_selfplay(config, on_deal=lambda state, levels, deal: seen.append((state, levels, deal)))
    return report, seen


def dealt_hands(state: DealState) -> tuple[tuple[int, ...], ...]:
    """The hands as first dealt, rebuilt from the deal's events."""
    start = DealState.new(state.rules, state.starter, state.start_chips)
    for event in state.events:
        start = apply(start, event)
        if start.dice is not None:
            return start.hands
    raise AssertionError("the deal was never dealt")


def without_times(report: dict) -> dict:
    return {
        **report,
        "players": [{k: v for k, v in p.items() if not k.startswith("decision_ms")} for p in report["players"]],
    }


def test_every_deal_is_complete_and_zero_sum() -> None:
    report, seen = collect(SelfplayConfig(RANDOM4, deals=12, seed=4))
    assert [deal for _, _, deal in seen] == list(range(12))
    assert [state.starter for state, _, _ in seen] == [d % 4 for d in range(12)]  # the starter rotates
    for state, levels, _ in seen:
        assert state.is_over and levels == RANDOM4
        assert sum(state.result.nets) == 0
        assert sum(state.result.stacks) == 16
        assert state.start_chips == (state.rules.stake,) * 4
    (random_,) = report["players"]
    assert random_["mean_chips"] == 0 and random_["deals"] == 12
    assert "difference" not in report


def test_the_report_shape_and_figures() -> None:
    players = ("test-first", "random", "test-first", "random")
    report, seen = collect(SelfplayConfig(players, deals=10, seed=9))
    first, random_ = report["players"]
    assert (first["level"], random_["level"]) == ("test-first", "random")
    # The level's mean over its seats, deal by deal, from the states themselves.
    by_hand = [sum(s.result.nets[i] for i in (0, 2)) / 2 for s, _, _ in seen]
    assert first["mean_chips"] == pytest.approx(sum(by_hand) / 10)
    assert first["mean_chips"] == pytest.approx(-random_["mean_chips"])  # zero sum, two seats each
    lo, hi = first["ci95"]
    assert lo <= first["mean_chips"] <= hi and lo < hi
    assert first["last_trick_rate"] + random_["last_trick_rate"] == pytest.approx(0.5)
    assert first["tricks_per_deal"] + random_["tricks_per_deal"] == pytest.approx(8)
    assert first["passports_per_deal"] == pytest.approx(sum(s.passports[0] + s.passports[2] for s, _, _ in seen) / 20)
    assert first["jumps_per_deal"] == pytest.approx(
        sum(s.result.jump_points > 0 and s.result.last_winner in (0, 2) for s, _, _ in seen) / 20
    )
    # Decision times are measured (their size is for `bagchen bench`: one slow, preempted decision may
    # outweigh the rest, so no relation between mean and p95 holds on a busy machine).
    assert first["decision_ms_mean"] > 0 and first["decision_ms_p95"] > 0
    diff = report["difference"]
    assert (diff["a"], diff["b"]) == ("test-first", "random")
    assert diff["mean"] == pytest.approx(first["mean_chips"] - random_["mean_chips"])
    assert diff["ci95"][0] <= diff["mean"] <= diff["ci95"][1]
    # The part of it won or lost in deals that ended in a jump, from the states themselves.
    nets_of_jumps = [s.result.nets for s, _, _ in seen if s.result.jump_points > 0]
    in_jumps = [(nets[0] + nets[2] - nets[1] - nets[3]) / 2 for nets in nets_of_jumps]
    assert in_jumps, "some deal of this seed ends in a jump"
    assert diff["in_jumps"] == pytest.approx(sum(in_jumps) / 10)
    assert diff["in_jumps_ci95"][0] <= diff["in_jumps"] <= diff["in_jumps_ci95"][1]


def test_a_paired_difference_only_with_two_levels() -> None:
    one = run_selfplay(SelfplayConfig(RANDOM4, deals=4, seed=1))
    three = run_selfplay(SelfplayConfig(("random", "test-first", "test-seer", "random"), deals=4, seed=1))
    assert "difference" not in one and "difference" not in three
    assert [p["level"] for p in three["players"]] == ["random", "test-first", "test-seer"]


def test_duplicate_play_rotates_the_players_through_identical_hands() -> None:
    players = ("test-first", "random", "random", "random")
    report, seen = collect(SelfplayConfig(players, deals=5, seed=21, duplicate=True))
    assert report["games"] == 20 and len(seen) == 20
    for deal in range(5):
        games = [(state, levels) for state, levels, d in seen if d == deal]
        assert [levels for _, levels in games] == [seat_levels(players, r) for r in range(4)]
        hands = {dealt_hands(state) for state, _ in games}
        assert len(hands) == 1  # every seating got the same four hands
        for seat in range(4):  # and the first player held each of them once
            assert sum(levels[seat] == "test-first" for _, levels in games) == 1
    assert len({dealt_hands(state) for state, _, _ in seen}) == 5  # but the deals differ
    # Each level's chips are averaged over the rotations before the deals are compared.
    first = report["players"][0]
    assert first["deals"] == 20
    assert first["mean_chips"] == pytest.approx(
        sum(state.result.nets[levels.index("test-first")] for state, levels, _ in seen) / 20
    )


def test_the_same_seed_gives_the_same_run_and_another_seed_another() -> None:
    config = SelfplayConfig(RANDOM4, deals=6, seed=5, duplicate=True)
    _, first = collect(config)
    _, again = collect(config)
    _, other = collect(SelfplayConfig(RANDOM4, deals=6, seed=6, duplicate=True))
    assert [s.events for s, _, _ in first] == [s.events for s, _, _ in again]
    assert [s.events for s, _, _ in first] != [s.events for s, _, _ in other]


def test_two_processes_give_the_same_results_as_one() -> None:
    one, seen_one = collect(SelfplayConfig(RANDOM4, deals=9, seed=13, duplicate=True, jobs=1))
    two, seen_two = collect(SelfplayConfig(RANDOM4, deals=9, seed=13, duplicate=True, jobs=2))
    assert without_times(one) == without_times(two)
    assert [(s.events, levels, d) for s, levels, d in seen_one] == [(s.events, levels, d) for s, levels, d in seen_two]


def test_the_oracle_kind_of_player_gets_the_full_state() -> None:
    SeerPlayer.asked_full = 0
    record = play_game(SelfplayConfig(("test-seer", "random", "random", "random"), deals=1, seed=2), 0, 0)
    assert SeerPlayer.asked_full == len(record.decision_s[0]) > 0


def test_the_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "selfplay",
            "--players",
            "test-first,random,random,test-first",
            "--deals",
            "4",
            "--seed",
            "2",
            "--duplicate",
            "--json",
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert {p["level"] for p in report["players"]} == {"test-first", "random"}
    for p in report["players"]:
        assert {
            "level",
            "mean_chips",
            "ci95",
            "last_trick_rate",
            "tricks_per_deal",
            "jumps_per_deal",
            "passports_per_deal",
            "decision_ms_mean",
            "decision_ms_p95",
            "deals",
        } <= set(p)
        assert len(p["ci95"]) == 2 and p["deals"] == 16
    assert set(report["difference"]) == {"a", "b", "mean", "ci95", "in_jumps", "in_jumps_ci95"}


def test_the_command_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "selfplay",
                "--players",
                "random,test-first,random,test-first",
                "--deals",
                "3",
                "--seed",
                "1",
                "--think-ms",
                "5",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "3 deals, seed 1" in out and "think time 5 ms" in out
    assert "random minus test-first:" in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("random ", "test-first "))]
    assert [row[:2] for row in rows if len(row) == 12] == [["random", "2"], ["test-first", "2"]]


def test_the_command_refuses_bad_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--players", "random,random,random", "--deals", "2"]) == 2
    assert "four players" in capsys.readouterr().err
    assert main(["selfplay", "--players", "random,random,random,nobody", "--deals", "2"]) == 2
    assert "unknown AI level 'nobody'" in capsys.readouterr().err


def test_recording_needs_a_recorder(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    argv = [
        "selfplay",
        "--players",
        "random,random,random,random",
        "--deals",
        "3",
        "--seed",
        "1",
        "--json",
        "--db",
        str(tmp_path / "deals.db"),
    ]
    # Without a recorder (the AI layer alone, before the records layer registers one),
    # --db is refused with a clear message rather than ignored.
    from bagchen_qt.cli import build_parser

    args = build_parser().parse_args(argv)
    monkeypatch.setattr(commands, "open_recorder", None)
    assert args.run(args) == 2
    assert "records layer" in capsys.readouterr().err

    recorded: list[tuple[str, int]] = []

    @contextmanager
    def recorder(path: str) -> Iterator:
        yield lambda state, levels, deal: recorded.append((path, deal))
        recorded.append((path, -1))  # closed after the run

    monkeypatch.setattr(commands, "open_recorder", recorder)
    assert args.run(args) == 0
    assert recorded == [(str(tmp_path / "deals.db"), d) for d in (0, 1, 2, -1)]


def test_the_ai_bench_times_each_registered_level() -> None:
    figures = bench_ai(0.05, levels=("random", "test-first", "no-such-level"), min_decisions=200, inference_positions=0)
    assert set(figures["levels"]) == {"random", "test-first"}
    assert figures["skipped"] == "not registered yet: no-such-level"
    for level in ("random", "test-first"):
        times = figures["levels"][level]
        assert times["decisions"] >= 200
        assert 0 < times["p50_ms"] <= times["p95_ms"]
    json.dumps(figures)


def test_the_searching_levels_guess_hidden_tiles_better_than_a_blind_deal() -> None:
    figures = inference_accuracy(positions=8)
    assert figures["positions"] == 8
    for name in ("uniform", "one_draw", "medium", "hard"):
        assert 0 <= figures[f"misplaced_{name}"] <= figures["hidden_tiles"]
    assert figures["misplaced_hard"] < figures["misplaced_uniform"]
    assert figures["misplaced_medium"] < figures["misplaced_uniform"]
    assert figures["misplaced_one_draw"] < figures["misplaced_uniform"]


def test_the_ai_bench_counts_the_iterations_a_searched_decision_gets() -> None:
    figures = bench_ai(0.01, levels=("medium", "random"), min_decisions=4, inference_positions=0)["levels"]
    medium = figures["medium"]
    assert medium["searched_decisions"] >= 1
    assert 1 <= medium["iterations_p5"] <= medium["iterations_p50"]
    assert "iterations_p50" not in figures["random"]
