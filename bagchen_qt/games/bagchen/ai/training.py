"""``bagchen train``: teaching Hard's judge of positions by self-play.

Three stages, each kept in the output folder so that a stopped run goes on where it
stopped (run the same command again):

1. **data**: self-play deals, every seat with the hand-written strategy (Easy's or the
   tuned weights, drawn per seat and deal). At the start of every trick from the
   second on, each seat's inputs (``judge.features``) are written with what that seat
   then went on to win or lose by the end of the deal. Deals come in shards of
   ``SHARD_DEALS``, each seeded by its number: a shard is written whole or not at all.
2. **fit**: a network with one hidden layer learns those outcomes (PyTorch, on the CPU;
   the optional ``train`` extra), with a tenth of the positions held out to report.
   The result is written as a judge file the program reads without PyTorch.
3. **evaluate**: duplicate deals of Hard with the new judge against Hard as it
   plays today. The judge is kept (``judge.json``) only when it wins: its mean over the
   deals is above zero and so is the lower end of its 95% interval.

Everything follows from ``--seed``: the same seed gives the same data, the same
network and the same evaluation deals.
"""

from __future__ import annotations

import gzip
import json
import random
import shutil
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO

from bagchen_qt.ai.spread import Workers, spread
from bagchen_qt.games.bagchen.ai.judge import FEATURES, SCALE, Judge, features, load_judge, save_judge
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.ai.weights import EASY, TUNED
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, sample_chance

SHARD_DEALS = 200
PROGRESS = "progress.json"
CANDIDATE = "candidate.json"
KEPT = "judge.json"


class TrainingError(RuntimeError):
    """A stage cannot run (PyTorch missing, no data, an output folder of something else)."""


@dataclass(frozen=True)
class TrainConfig:
    out: Path
    seed: int = 1
    deals: int = 10_000  # self-play deals for the data
    hidden: int = 32
    epochs: int = 30
    eval_deals: int = 200  # duplicate evaluation deals (each played with the seats both ways)
    eval_think_ms: int = 0  # 0: Hard's default think time
    eval_iterations: int = 0  # a cap on search work per decision (0: none)
    jobs: int = 1
    ray: str | None = None


# --- 1. data ---------------------------------------------------------------------------------------


def shard_positions(seed: int, shard: int) -> list[tuple[list[tuple[int, float]], float]]:
    """The positions of one shard of self-play deals, with their outcomes."""
    rng = random.Random(f"judge-data/{seed}/{shard}")
    rows: list[tuple[list[tuple[int, float]], float]] = []
    for _ in range(SHARD_DEALS):
        weights = [rng.choice((EASY, TUNED)) for _ in range(4)]
        state = DealState.new(starter=rng.randrange(4))
        waiting: list[tuple[list[tuple[int, float]], int, int]] = []  # inputs, seat, chips then
        while not state.is_over:
            if state.phase is Phase.LEAD and state.tricks:
                for seat in range(4):
                    waiting.append((features(state, seat), seat, state.chips[seat]))
            if state.is_chance:
                state = apply(state, sample_chance(state, rng))
            else:
                state = apply(state, decide_from_state(state, rng, 0.5, weights[state.actor]))
        rows += [(x, float(state.chips[seat] - then)) for x, seat, then in waiting]
    return rows


def _write_shards(seed: int, folder: str, pieces: range) -> int:
    """Writes the shards numbered ``pieces`` not yet written; returns how many it wrote."""
    written = 0
    for shard in pieces:
        path = Path(folder) / f"shard-{shard:05d}.jsonl.gz"
        if path.exists():
            continue
        temporary = path.with_suffix(".part")
        with gzip.open(temporary, "wt", encoding="utf-8") as out:
            for x, y in shard_positions(seed, shard):
                out.write(json.dumps([x, y], separators=(",", ":")) + "\n")
        temporary.replace(path)
        written += 1
    return written


def generate(config: TrainConfig, say: Callable[[str], None]) -> Path:
    folder = config.out / "data"
    folder.mkdir(parents=True, exist_ok=True)
    shards = max(1, -(-config.deals // SHARD_DEALS))
    done = sum(1 for s in range(shards) if (folder / f"shard-{s:05d}.jsonl.gz").exists())
    say(f"data: {done} of {shards} shards of {SHARD_DEALS} deals already written")
    for index, _ in enumerate(
        spread(_write_shards, (config.seed, str(folder)), shards, Workers(config.jobs, config.ray))
    ):
        if (index + 1) % max(1, shards // 20) == 0 or index + 1 == shards:
            say(f"data: {index + 1} of {shards} shards")
    return folder


def load_positions(folder: Path) -> tuple[list[list[tuple[int, float]]], list[float]]:
    xs, ys = [], []
    for path in sorted(folder.glob("shard-*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                x, y = json.loads(line)
                xs.append([(int(i), float(v)) for i, v in x])
                ys.append(float(y))
    if not xs:
        raise TrainingError(f"no positions in {folder}: run the data stage first")
    return xs, ys


# --- 2. fit ------------------------------------------------------------------------------------


def _torch() -> Any:
    try:
        with warnings.catch_warnings():  # PyTorch warns when NumPy is absent, which it does not need here
            warnings.simplefilter("ignore")
            import torch
    except ImportError:
        raise TrainingError(
            "fitting the judge needs PyTorch: pip install 'bagchen[train]' (the program itself does not)"
        ) from None
    return torch


def fit(config: TrainConfig, folder: Path, say: Callable[[str], None]) -> tuple[Judge, dict[str, float]]:
    """A judge fitted to the positions in ``folder``, and its losses (mean squared error
    in chips², on the positions learned from and on those held out)."""
    torch = _torch()
    torch.manual_seed(config.seed)
    xs, ys = load_positions(folder)
    inputs = torch.zeros((len(xs), FEATURES))
    for row, x in enumerate(xs):
        for index, value in x:
            inputs[row, index] = value
    targets = torch.tensor(ys).unsqueeze(1) / SCALE
    order = torch.randperm(len(xs), generator=torch.Generator().manual_seed(config.seed))
    held = order[: len(xs) // 10]
    learn = order[len(xs) // 10 :]
    model = torch.nn.Sequential(
        torch.nn.Linear(FEATURES, config.hidden), torch.nn.ReLU(), torch.nn.Linear(config.hidden, 1)
    )
    optimiser = torch.optim.Adam(model.parameters(), lr=1e-3)
    loss_of = torch.nn.MSELoss()
    batch = 512
    baseline = float(((targets[held] - targets[learn].mean()) ** 2).mean()) * SCALE**2
    losses = {"baseline_mse": round(baseline, 2)}
    for epoch in range(config.epochs):
        model.train()
        shuffled = learn[torch.randperm(len(learn), generator=torch.Generator().manual_seed(config.seed + epoch))]
        total = 0.0
        for start in range(0, len(shuffled), batch):
            rows = shuffled[start : start + batch]
            optimiser.zero_grad()
            loss = loss_of(model(inputs[rows]), targets[rows])
            loss.backward()
            optimiser.step()
            total += float(loss.detach()) * len(rows)
        model.eval()
        with torch.no_grad():
            held_loss = float(loss_of(model(inputs[held]), targets[held])) * SCALE**2
        losses |= {"train_mse": round(total / len(learn) * SCALE**2, 2), "held_out_mse": round(held_loss, 2)}
        say(
            f"fit: epoch {epoch + 1} of {config.epochs}: error² {losses['train_mse']:.1f} learned, "
            f"{held_loss:.1f} held out (always guessing the mean: {baseline:.1f})"
        )
    first, second = model[0], model[2]
    judge = Judge(
        by_input=tuple(tuple(float(w) for w in column) for column in first.weight.detach().T.tolist()),
        hidden_bias=tuple(float(b) for b in first.bias.detach().tolist()),
        output=tuple(float(w) for w in second.weight.detach()[0].tolist()),
        output_bias=float(second.bias.detach()[0]),
        name=f"seed {config.seed}, {len(xs)} positions, {config.hidden} hidden",
    )
    losses["positions"] = float(len(xs))
    return judge, losses


# --- 3. evaluate -------------------------------------------------------------------------------


def evaluate(config: TrainConfig, candidate: Path, say: Callable[[str], None]) -> dict[str, Any]:
    """Hard with the candidate judge against Hard as it is, on duplicate deals."""
    from bagchen_qt.ai.selfplay import SelfplayConfig
    from bagchen_qt.ai.tournament import run_selfplay

    say(f"evaluate: {config.eval_deals} duplicate deals, Hard with the new judge against Hard")
    tournament = SelfplayConfig(
        ("hard+judge", "hard", "hard+judge", "hard"),
        config.eval_deals,
        seed=config.seed,
        duplicate=True,
        jobs=config.jobs,
        ray=config.ray,
        think_ms=config.eval_think_ms,
        max_iterations=config.eval_iterations,
        judge=str(candidate),
    )
    difference = run_selfplay(tournament, progress=sys.stderr)["difference"]
    ci = difference["ci95"] or [difference["mean"], difference["mean"]]
    return {"mean": difference["mean"], "ci95": ci, "deals": config.eval_deals}


# --- the pipeline ------------------------------------------------------------------------------


def train(config: TrainConfig, out: TextIO = sys.stdout) -> dict[str, Any]:
    """Runs the stages not yet done; returns the progress record."""

    def say(text: str) -> None:
        print(f"[{time.strftime('%H:%M:%S')}] {text}", file=out, flush=True)

    config.out.mkdir(parents=True, exist_ok=True)
    record_path = config.out / PROGRESS
    record: dict[str, Any] = {}
    if record_path.exists():
        record = json.loads(record_path.read_text(encoding="utf-8"))
        if record.get("config", {}).get("seed") != config.seed or record["config"].get("deals") != config.deals:
            raise TrainingError(
                f"{config.out} holds a run with other settings ({record.get('config')}): choose another --out"
            )
    elif any(config.out.iterdir()):
        raise TrainingError(f"{config.out} is not empty and holds no training run: choose another --out")
    record["config"] = {k: str(v) if isinstance(v, Path) else v for k, v in asdict(config).items()}

    def save() -> None:
        record_path.write_text(json.dumps(record, indent=1), encoding="utf-8")

    save()
    folder = generate(config, say)
    candidate = config.out / CANDIDATE
    if "fit" not in record or not candidate.exists():
        judge, losses = fit(config, folder, say)
        save_judge(judge, candidate)
        record["fit"] = losses
        save()
    else:
        say(f"fit: done before ({record['fit']})")
        load_judge(candidate)  # a damaged file is reported here, not in the middle of the evaluation
    if "evaluation" not in record:
        record["evaluation"] = evaluate(config, candidate, say)
        save()
    result = record["evaluation"]
    low = result["ci95"][0]
    record["kept"] = bool(result["mean"] > 0 and low > 0)
    if record["kept"]:
        shutil.copyfile(candidate, config.out / KEPT)
    save()
    verdict = "kept" if record["kept"] else "not kept: it did not beat Hard"
    say(
        f"evaluate: Hard with the judge − Hard = {result['mean']:+.2f} chips a deal "
        f"[{low:+.2f}, {result['ci95'][1]:+.2f}] over {result['deals']} deals: {verdict}"
    )
    return record
