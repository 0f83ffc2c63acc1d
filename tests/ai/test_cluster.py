"""Self-play and tuning on a Ray cluster give what local processes give.

The cluster is a local Ray instance that the test starts (Ray is the optional
``cluster`` extra; CI installs it).
"""

from __future__ import annotations

import builtins
import json

import pytest

from bagchen_qt.ai.selfplay import SelfplayConfig
from bagchen_qt.ai.spread import ClusterError, Workers, pieces, spread
from bagchen_qt.ai.tournament import play_all
from bagchen_qt.cli import main
from bagchen_qt.games.bagchen.ai.tuning import duel
from bagchen_qt.games.bagchen.ai.weights import EASY, TUNED

ray = pytest.importorskip("ray")

PLAYERS = ("medium", "easy", "random", "easy")


@pytest.fixture(scope="module")
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, object_store_memory=80 * 2**20)
    yield
    ray.shutdown()


def results(config: SelfplayConfig) -> list[tuple]:
    return [(r.deal, r.rotation, r.levels, r.result, r.passports) for r in play_all(config)]


def test_pieces_cover_every_deal_once_in_order() -> None:
    for count, workers in ((1, 1), (9, 2), (100, 3), (7, 16)):
        assert [deal for piece in pieces(count, workers) for deal in piece] == list(range(count))


def test_a_tournament_on_the_cluster_equals_one_in_local_processes(cluster) -> None:
    config = SelfplayConfig(PLAYERS, deals=4, seed=21, duplicate=True, jobs=2, max_iterations=3)
    on_ray = SelfplayConfig(PLAYERS, deals=4, seed=21, duplicate=True, ray="auto", max_iterations=3)
    assert results(on_ray) == results(config)
    other_seed = SelfplayConfig(PLAYERS, deals=4, seed=22, duplicate=True, ray="auto", max_iterations=3)
    assert results(other_seed) != results(config)


def test_a_tuning_duel_on_the_cluster_equals_one_here(cluster) -> None:
    assert duel(TUNED, EASY, deals=40, seed=3, workers=Workers(ray="auto")) == duel(TUNED, EASY, deals=40, seed=3)


def test_the_command_takes_ray(cluster, capsys: pytest.CaptureFixture[str]) -> None:
    def run(*extra: str) -> dict:
        assert (
            main(
                [
                    "selfplay",
                    "--players",
                    ",".join(PLAYERS),
                    "--deals",
                    "3",
                    "--seed",
                    "5",
                    "--duplicate",
                    "--max-iterations",
                    "3",
                    "--json",
                    *extra,
                ]
            )
            == 0
        )
        report = json.loads(capsys.readouterr().out)
        for level in report["players"]:
            level.pop("decision_ms_mean"), level.pop("decision_ms_p95")
        return report

    assert run("--ray", "auto") == run("--jobs", "2")


def test_without_ray_the_run_is_refused_with_the_remedy(monkeypatch, capsys: pytest.CaptureFixture[str]) -> None:
    real_import = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray":
            raise ImportError("No module named 'ray'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    with pytest.raises(ClusterError, match="cluster"):
        list(spread(sum, (), 3, Workers(ray="auto")))
    assert main(["selfplay", "--players", "random,random,random,random", "--deals", "2", "--ray", "auto"]) == 2
    assert "pip install 'bagchen[cluster]'" in capsys.readouterr().err
