"""A self-play tournament: its deals played here, in processes or on a cluster (kept in a
results file if asked), and its report: per level, chips per deal with a 95% interval
over deals, and for Bagchen last tricks, stacks, jumps, passports and decision times.

How a deal is played is ``selfplay.py``'s; nothing here changes a deal's outcome.
"""

from __future__ import annotations

import heapq
import itertools
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Any, Protocol, TextIO, runtime_checkable

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.ai.results import ResultsFile, group_by_deal
from bagchen_qt.ai.selfplay import (
    GameRecord,
    OnDeal,
    SelfplayConfig,
    play_deals,
    player_for,
    seat_levels,
)
from bagchen_qt.ai.spread import spread
from bagchen_qt.games import DEFAULT_GAME

# --- running --------------------------------------------------------------------------------


@runtime_checkable
class RunKeeper(Protocol):
    """An ``OnDeal`` hook that keeps the games of a named run where a resumed run finds
    them again (``selfplay --db --results``): ``play_all`` then has it store
    each batch (``flush``) before the results file is told, and plays again, for the
    hook alone, the games the results file holds but the hook does not."""

    def holds(self, seat_levels: Sequence[str], deal: int, rotation: int) -> bool: ...

    def keep(self, state: Any, seat_levels: Sequence[str], deal: int, rotation: int) -> None: ...

    def flush(self) -> None: ...


class Progress:
    """A one-line progress bar, drawn only on a terminal."""

    def __init__(self, total: int, out: TextIO | None) -> None:
        self.total, self.done = total, 0
        self.out = out if out is not None and out.isatty() else None
        self.start = self.drawn = time.monotonic()

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if self.out is not None and (now - self.drawn > 0.1 or self.done == self.total):
            self.drawn = now
            width = 30
            filled = width * self.done // self.total
            elapsed = now - self.start
            self.out.write(
                f"\rself-play [{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} deals {elapsed:.0f} s"
            )
            self.out.flush()

    def finish(self) -> None:
        if self.out is not None:
            self.out.write("\n")
            self.out.flush()


def play_all(
    config: SelfplayConfig,
    on_deal: OnDeal | None = None,
    progress: TextIO | None = None,
    results: ResultsFile | None = None,
) -> list[GameRecord]:
    """Every game of the run, in order; ``on_deal`` sees each one in this process.
    With ``results``, the deals already there are not played again and each deal played
    is added to it as soon as it is finished.

    With both, and a hook that keeps the run (``RunKeeper``), the two agree whenever the
    run is stopped, killed included: a deal is done for the user when either says so.
    The hook stores each batch before the results file is told, and a resumed run plays
    again the games the results file holds but the hook does not (the same seeds and
    code play them the same way), and the deals the hook stored that the results file
    lacks (a kill between the two), for the file alone."""
    keeper = on_deal if results is not None and isinstance(on_deal, RunKeeper) else None

    def stored(deal: int) -> bool:
        return keeper is None or all(
            keeper.holds(seat_levels(config.players, rotation), deal, rotation) for rotation in range(config.rotations)
        )

    todo = [d for d in range(config.deals) if results is None or d not in results.records or not stored(d)]
    bar = Progress(len(todo) * config.rotations, progress)
    keep = on_deal is not None
    records: list[GameRecord] = []

    def take(batch: list[GameRecord]) -> None:
        for record in batch:
            if keeper is not None:
                keeper.keep(record.state, record.levels, record.deal, record.rotation)
            elif on_deal is not None:
                assert record.state is not None
                on_deal(record.state, record.levels, record.deal)
            records.append(replace(record, state=None) if keep else record)
            bar.advance()
        if results is not None:
            if keeper is not None:
                keeper.flush()  # stored before the results file says the deals are played
            for deal, games in group_by_deal(records[-len(batch) :]).items():
                if deal not in results.records:
                    results.add(deal, games)

    for name in set(config.players):
        player_for(name, PlayerOptions(), config.judge, config.game)  # an unknown level or judge fails here
    try:
        piece_size = 1 if results is not None else 0  # a stopped run loses at most the deals in play
        for batch in spread(play_deals, (config, keep), todo, config.workers, piece_size):
            take(batch)
    finally:
        bar.finish()
    return results.played(config.deals) if results is not None else records


def run_selfplay(
    config: SelfplayConfig,
    on_deal: OnDeal | None = None,
    progress: TextIO | None = None,
    results: ResultsFile | None = None,
) -> dict[str, Any]:
    """Play the run and return its report (see ``summarize``). ``progress``: a stream
    for the progress bar (drawn only if it is a terminal); ``results``: the file that
    keeps the run's deals (see ``results.py``)."""
    return summarize(config, play_all(config, on_deal, progress, results))


# --- statistics -----------------------------------------------------------------------------


def mean_ci(values: Sequence[float]) -> tuple[float, list[float] | None]:
    """The mean and its 95% confidence interval (normal approximation; None for fewer
    than two values)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, None
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, [mean - half, mean + half]


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0 to 100) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def upper_percentile(values: Callable[[], Iterable[float]], count: int, q: float) -> float:
    """``percentile`` of the ``count`` values ``values()`` gives, keeping only those
    above it in memory (a report of millions of decision times stays small)."""
    rank = max(0, math.ceil(q / 100 * count) - 1)  # the value's place from the lowest
    return heapq.nlargest(count - rank, values())[-1]


def _by_deal(records: Sequence[GameRecord]) -> list[list[GameRecord]]:
    return [games for _, games in sorted(group_by_deal(records).items())]


def _mean_nets(record: GameRecord, level: str) -> float:
    return statistics.fmean(net for net, at in zip(record.nets, record.levels, strict=True) if at == level)


def _level_figures(level: str, records: Sequence[GameRecord]) -> dict[str, Any]:
    # Chips: each deal's mean over its rotations and the level's seats; the deals are
    # the independent samples (the rotations of one deal are not).
    per_deal = [
        statistics.fmean(_mean_nets(r, level) for r in games if level in r.levels)
        for games in _by_deal(records)
        if any(level in r.levels for r in games)
    ]
    mean, ci = mean_ci(per_deal)
    seats = [(r, seat) for r in records for seat in range(len(r.levels)) if r.levels[seat] == level]

    def times_s() -> Iterator[float]:
        return itertools.chain.from_iterable(r.decision_s[seat] for r, seat in seats)

    decisions = sum(len(r.decision_s[seat]) for r, seat in seats)
    figures: dict[str, Any] = {
        "level": level,
        "seats": sum(1 for at in records[0].levels if at == level),
        "mean_chips": mean,
        "ci95": ci,
    }
    result_of = [(r.result, seat, r.passports) for r, seat in seats if r.result is not None]
    if result_of:  # Bagchen's own figures
        figures |= {
            "last_trick_rate": statistics.fmean(res.last_winner == seat for res, seat, _ in result_of),
            "tricks_per_deal": statistics.fmean(res.stacks[seat] for res, seat, _ in result_of),
            "jumps_per_deal": statistics.fmean(
                res.last_winner == seat and res.jump_points > 0 for res, seat, _ in result_of
            ),
            "passports_per_deal": statistics.fmean(passports[seat] for _, seat, passports in result_of),
        }
    return figures | {
        "decision_ms_mean": math.fsum(times_s()) / decisions * 1000 if decisions else None,
        "decision_ms_p95": upper_percentile(times_s, decisions, 95) * 1000 if decisions else None,
        "decisions": decisions,
        "deals": sum(1 for r in records if level in r.levels),
    }


def summarize(config: SelfplayConfig, records: Sequence[GameRecord]) -> dict[str, Any]:
    """The report: per level, mean chips per deal (per seat it held) with a 95% CI over
    deals, the share of its seats' deals won on the last trick, stacks, jumps won and
    passports held per seat and deal, decision times; with exactly two distinct levels,
    the paired difference of their mean chips per deal (first level named minus second)."""
    levels = list(dict.fromkeys(config.players))
    report: dict[str, Any] = {
        "game": config.game,
        "seed": config.seed,
        "deals": config.deals,
        "games": len(records),
        "duplicate": config.duplicate,
        "preset": config.preset_name,
        "think_ms": config.think_ms,
        "max_iterations": config.max_iterations,
        "players": [_level_figures(level, records) for level in levels],
    }
    if len(levels) == 2:
        a, b = levels
        per_deal = [statistics.fmean(_mean_nets(r, a) - _mean_nets(r, b) for r in games) for games in _by_deal(records)]
        mean, ci = mean_ci(per_deal)
        report["difference"] = {"a": a, "b": b, "mean": mean, "ci95": ci}
        if all(r.result is not None for r in records):  # Bagchen's: the part won in jumps
            in_jumps = [
                statistics.fmean(_mean_nets(r, a) - _mean_nets(r, b) if _jumped(r) else 0.0 for r in games)
                for games in _by_deal(records)
            ]
            jump_mean, jump_ci = mean_ci(in_jumps)
            report["difference"] |= {"in_jumps": jump_mean, "in_jumps_ci95": jump_ci}
    return report


def _jumped(record: GameRecord) -> bool:
    """Whether the game ended in a jump (its last trick won by a points lead)."""
    return record.result is not None and record.result.jump_points > 0


def _signed(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:+.{digits}f}"


def _ci_suffix(ci: list[float] | None) -> str:
    return f", 95% CI [{_signed(ci[0])}, {_signed(ci[1])}]" if ci else ""


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.3g}"


def format_report(report: dict[str, Any]) -> str:
    """The report as a readable table."""
    games = report["games"]
    seatings = games // report["deals"]
    how = f"{report['deals']} deals" + (f" x {seatings} seatings = {games} games" if report["duplicate"] else "")
    think = f"{report['think_ms']} ms" if report["think_ms"] else "each level's default"
    if report.get("max_iterations"):
        think += f", searches capped at {report['max_iterations']} iterations"
    game = report.get("game", DEFAULT_GAME)
    title = "Self-play" if game == DEFAULT_GAME else f"Self-play of {game}"
    lines = [f"{title}: {how}, seed {report['seed']}, rules {report['preset']}, think time {think}", ""]
    trick_figures = all("last_trick_rate" in p for p in report["players"])  # a game that counts them
    lines += _level_table(report["players"]) if trick_figures else _chips_table(report["players"])
    lines.append("(per seat and deal; chips CI over deals)")
    diff = report.get("difference")
    if diff:
        lines += [
            "",
            f"{diff['a']} minus {diff['b']}: {_signed(diff['mean'])} chips per deal{_ci_suffix(diff['ci95'])} "
            f"(paired over {report['deals']} deals)",
        ]
        if "in_jumps" in diff:
            jumps = f"{_signed(diff['in_jumps'])}{_ci_suffix(diff['in_jumps_ci95'])}"
            lines.append(f"  of which in games that ended in a jump: {jumps}")
    return "\n".join(lines)


def _ci_text(ci: list[float] | None) -> str:
    return f"[{_signed(ci[0], 1)}, {_signed(ci[1], 1)}]" if ci else "-"


def _chips_table(players: list[dict[str, Any]]) -> list[str]:
    """The figures every game has: chips and decision times."""
    header = (
        f"{'level':<10} {'seats':>5} {'chips/deal':>10} {'95% CI':>18} {'decisions':>9} {'ms mean':>8} {'ms p95':>8}"
    )
    lines = [header, "-" * len(header)]
    for p in players:
        lines.append(
            f"{p['level']:<10} {p['seats']:>5} {_signed(p['mean_chips']):>10} {_ci_text(p['ci95']):>18} "
            f"{p['decisions']:>9} {_ms(p['decision_ms_mean']):>8} {_ms(p['decision_ms_p95']):>8}"
        )
    return lines


def _level_table(players: list[dict[str, Any]]) -> list[str]:
    header = (
        f"{'level':<10} {'seats':>5} {'chips/deal':>10} {'95% CI':>18} {'last trick':>10} "
        f"{'stacks':>6} {'jumps':>6} {'passports':>9} {'decisions':>9} {'ms mean':>8} {'ms p95':>8}"
    )
    lines = [header, "-" * len(header)]
    for p in players:
        lines.append(
            f"{p['level']:<10} {p['seats']:>5} {_signed(p['mean_chips']):>10} {_ci_text(p['ci95']):>18} "
            f"{p['last_trick_rate']:>10.1%} {p['tricks_per_deal']:>6.2f} {p['jumps_per_deal']:>6.3f} "
            f"{p['passports_per_deal']:>9.3f} {p['decisions']:>9} {_ms(p['decision_ms_mean']):>8} "
            f"{_ms(p['decision_ms_p95']):>8}"
        )
    return lines


def print_report(report: dict[str, Any], out: TextIO = sys.stdout) -> None:
    out.write(format_report(report) + "\n")
