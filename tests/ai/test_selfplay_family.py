"""Self-play of another game of the family (Tien Gow): duplicate deals rotate the players
over the same shuffles, the table's own number of seats, jobs, the command."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bagchen_qt.ai.selfplay import SelfplayConfig, seat_levels
from bagchen_qt.ai.tournament import format_report, run_selfplay
from bagchen_qt.cli import main
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.rules.events import Shuffle, ThrowDice

RANDOM4 = ("random",) * 4


def collect(config: SelfplayConfig) -> tuple[dict, list[tuple[Any, tuple[str, ...], int]]]:
    seen: list[tuple[Any, tuple[str, ...], int]] = []
    report = run_selfplay(config, on_deal=lambda state, levels, deal: seen.append((state, levels, deal)))
    return report, seen


def chance_of(state: Any) -> tuple[Any, ...]:
    return tuple(e for e in state.events if isinstance(e, (ThrowDice, Shuffle)))


def test_duplicate_deals_rotate_the_players_over_the_same_shuffles() -> None:
    players = ("easy", "random", "random", "random")
    report, seen = collect(SelfplayConfig(players, deals=4, seed=3, duplicate=True, game=TIEN_GOW))
    assert report["game"] == TIEN_GOW and report["preset"] == "classic" and report["games"] == 16
    for deal in range(4):
        games = [(state, levels) for state, levels, d in seen if d == deal]
        assert [levels for _, levels in games] == [seat_levels(players, r) for r in range(4)]
        assert len({chance_of(state) for state, _ in games}) == 1  # every seating got the same woodpile
    assert len({chance_of(state) for state, _, _ in seen}) == 4  # but the deals differ
    for state, _, _ in seen:
        assert state.is_over and sum(state.final.nets) == 0
    easy = report["players"][0]
    assert easy["level"] == "easy" and easy["deals"] == 16
    assert "last_trick_rate" not in easy  # Bagchen's own figures are not made up for another game


def test_a_three_seat_table_takes_three_players_and_rotates_three_times() -> None:
    with pytest.raises(ValueError, match="three players"):
        SelfplayConfig(RANDOM4, deals=1, game=TIEN_GOW, preset="folk-24-three")
    config = SelfplayConfig(
        ("easy", "random", "random"), deals=3, seed=1, duplicate=True, game=TIEN_GOW, preset="chinese-24"
    )
    report, seen = collect(config)
    assert report["games"] == 9 and len(seen) == 9
    assert {levels for _, levels, _ in seen} == {seat_levels(config.players, r) for r in range(3)}


def test_a_resting_seat_plays_its_turn_in_rotation() -> None:
    report = run_selfplay(
        SelfplayConfig(
            ("easy", "random", "easy", "random"), deals=6, seed=2, duplicate=True, game=TIEN_GOW, preset="folk-24-rest"
        )
    )
    assert report["games"] == 24
    assert report["difference"]["mean"] == pytest.approx(
        report["players"][0]["mean_chips"] - report["players"][1]["mean_chips"]
    )


def test_an_unknown_preset_or_level_of_the_game_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown preset 'pagat'"):
        SelfplayConfig(RANDOM4, deals=1, game=TIEN_GOW, preset="pagat")
    with pytest.raises(ValueError, match="unknown AI level 'tuned'"):
        run_selfplay(SelfplayConfig(("tuned", "random", "random", "random"), deals=1, game=TIEN_GOW))
    with pytest.raises(ValueError, match="unknown game"):
        SelfplayConfig(RANDOM4, deals=1, game="chess")


def test_two_processes_give_the_same_results_as_one() -> None:
    players = ("easy", "random", "easy", "random")
    one, seen_one = collect(SelfplayConfig(players, deals=5, seed=8, duplicate=True, game=TIEN_GOW, jobs=1))
    two, seen_two = collect(SelfplayConfig(players, deals=5, seed=8, duplicate=True, game=TIEN_GOW, jobs=2))
    strip = [{k: v for k, v in p.items() if not k.startswith("decision_ms")} for p in one["players"]]
    assert strip == [{k: v for k, v in p.items() if not k.startswith("decision_ms")} for p in two["players"]]
    assert [s.events for s, _, _ in seen_one] == [s.events for s, _, _ in seen_two]


def test_the_command_plays_tien_gow(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["selfplay", "--game", "tien-gow", "--players", "easy,random,easy,random", "--deals", "3"]
    assert main([*argv, "--seed", "4", "--duplicate", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "tien-gow" and report["games"] == 12
    assert {p["level"] for p in report["players"]} == {"easy", "random"}
    assert main([*argv, "--seed", "4", "--preset", "folk-30-rest"]) == 0
    out = capsys.readouterr().out
    assert "Self-play of tien-gow: 3 deals, seed 4, rules folk-30-rest" in out
    assert "easy minus random:" in out
    assert main([*argv, "--preset", "pagat"]) == 2
    assert "unknown preset 'pagat'" in capsys.readouterr().err
    assert main(["selfplay", "--game", "tien-gow", "--players", "easy,random", "--deals", "1"]) == 2
    assert "four players" in capsys.readouterr().err


def test_the_oracle_of_another_game_is_given_the_full_state() -> None:
    config = SelfplayConfig(("oracle", "easy", "easy", "easy"), deals=1, seed=3, max_iterations=2, game=TIEN_GOW)
    report = run_selfplay(config)
    assert report["players"][0]["decisions"] > 0


def test_the_report_of_another_game_shows_chips_and_times() -> None:
    report = run_selfplay(SelfplayConfig(RANDOM4, deals=2, seed=1, game=TIEN_GOW))
    text = format_report(report)
    assert "chips/deal" in text and "passports" not in text


def test_the_command_records_tien_gow_deals(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    database = tmp_path / "deals.db"
    argv = ["selfplay", "--game", "tien-gow", "--players", "random,random,random", "--deals", "2"]
    assert main([*argv, "--preset", "folk-24-three", "--duplicate", "--seed", "1", "--db", str(database)]) == 0
    assert "recorded 6 deals" in capsys.readouterr().err
    from bagchen_qt.records.store import Store

    with Store.open(database) as store:
        deals = store.deals()
        assert len(deals) == 6 and {store.deal_game(deal.id) for deal in deals} == {TIEN_GOW}


def test_the_report_says_when_searches_were_capped() -> None:
    report = run_selfplay(
        SelfplayConfig(("medium", "easy", "easy", "easy"), deals=1, seed=2, max_iterations=2, game=TIEN_GOW)
    )
    assert report["max_iterations"] == 2
    assert "searches capped at 2 iterations" in format_report(report)
