"""``bagchen bench records``: what recording costs, and how fast the records read.

All on a database file in a temporary folder (WAL, synchronous NORMAL).

- ``recording_ms_per_deal``: recording self-play deals as ``bagchen selfplay --db``
  does (``SelfplayRecorder``: every event, payment and the result, in transactions of
  up to a second of play), the mean over the deals played: a batch's commit falls on
  the deal that closes it.
- ``reference_deal_ms``: the mean time the same deals took to play, four Easy players
  in the AI layer's self-play runner (``reference_level``, ``selfplay_runner``).
- ``recording_share_of_easy_deal``: the ratio of the two (target: at most 0.05);
  ``recording_cpu_share`` is the ratio of processor time, which other programs on a
  busy machine do not stretch.
- ``selfplay_slowdown``: the same self-play run timed recorded and not, taken in turns
  (the median of nine pairs): what recording costs the run in all, the hook's own
  time and what happens outside it (the log folded into the file in the background,
  the memory it takes). Noisier than the share.
- ``live_recording_ms_per_deal`` / ``_us_per_event``: recording as the table does, one
  transaction per event as it happens (random deals); its share of an Easy deal is
  given for comparison, though the table's deals last minutes.
- ``bytes_per_deal``: database pages used per deal.
- ``list_10k_s``: listing 10,000 stored deals as ``bagchen records list`` prints them.
- ``seek_ms_p95``: a cold seek (load the deal, rebuild the state at a random step, all
  hands or one seat's view) to random steps of random deals among the 10,000.
- ``import_peak_mb``: the most memory (peak resident size) ``bagchen records import``
  takes for a hand-record file of random deals of ``import_file_mib`` MiB
  (``import_deals`` deals, ten to a session) into a new database, measured in a
  program of its own (``import_base_mb``: the same program before it reads the file;
  ``import_s``: how long the import took). The file is 8 MiB unless
  ``$BAGCHEN_BENCH_IMPORT_MIB`` asks for another size: 64 is the largest file read,
  whose import must stay under 300 MB (it takes a few minutes to make and import).
- ``first_page_10k_ms``: what the replay window's list asks of the records when it
  opens over the 10,000 deals (how many there are, and the first page of 200, newest
  first, the demo's left out): the median of a few. The window's own opening time,
  painting included, is ``bagchen bench gui``'s ``browser_open_10k_s`` (the records
  never start the table's code).
"""

from __future__ import annotations

import io
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bagchen_qt.core.family import AnyGame, game_named
from bagchen_qt.games import DEFAULT_GAME

from .commands import write_list
from .replay import Replay
from .store import DEMO_SOURCE, DealQuery, SelfplayRecorder, Store

LIST_DEALS = 10_000
IMPORT_MIB_VAR = "BAGCHEN_BENCH_IMPORT_MIB"
IMPORT_MIB = 8.0
DEALS_PER_SESSION = 10


def _game() -> AnyGame:
    """The game the bench records: the catalogue's first."""
    return game_named(DEFAULT_GAME)


def _rules() -> Any:
    return _game().rules_from("")


def _seats() -> int:
    return int(_game().seat_count(_rules()))


def _selfplay_timings(
    store: Store, level: str, rng: random.Random, seconds: float
) -> tuple[list[float], list[float], float]:
    """Self-play with recording, as ``bagchen selfplay --db`` does it: the time each
    deal took to play and the time its recording took (``SelfplayRecorder``, which
    writes in batches: the last deal also pays for writing the deals still waiting),
    measured back to back so that the machine's load weighs on both alike, in the AI
    layer's self-play runner."""
    from bagchen_qt.ai.selfplay import SelfplayConfig
    from bagchen_qt.ai.tournament import play_all

    recorder = SelfplayRecorder(store, source="bench")
    played: list[float] = []
    recorded: list[float] = []
    cpu = [0.0, 0.0]  # processor time playing, recording
    mark = [time.perf_counter(), time.process_time()]

    def on_deal(state: Any, levels: tuple[str, ...], deal: int) -> None:
        start, cpu_start = time.perf_counter(), time.process_time()
        played.append(start - mark[0])
        cpu[0] += cpu_start - mark[1]
        recorder(state, levels, deal)
        mark[0], mark[1] = time.perf_counter(), time.process_time()
        recorded.append(mark[0] - start)
        cpu[1] += mark[1] - cpu_start

    def flush() -> None:
        start, cpu_start = time.perf_counter(), time.process_time()
        recorder.flush()
        recorded[-1] += time.perf_counter() - start
        cpu[1] += time.process_time() - cpu_start

    # A first short run tells how many deals fit in the time given.
    play_all(SelfplayConfig((level,) * _seats(), 10, seed=rng.randrange(10**6)), on_deal)
    flush()
    per_deal = statistics.fmean(played) + statistics.fmean(recorded)
    deals = max(20, min(1000, int(seconds / per_deal)))
    played.clear()
    recorded.clear()
    cpu[:] = [0.0, 0.0]
    mark[:] = [time.perf_counter(), time.process_time()]
    play_all(SelfplayConfig((level,) * _seats(), deals, seed=rng.randrange(10**6)), on_deal)
    flush()
    return played, recorded, cpu[1] / cpu[0]


def _selfplay_slowdown(folder: Path, level: str, deals: int, pairs: int = 9) -> float:
    """How much longer the same self-play run takes recorded (``SelfplayRecorder``,
    each time into a new database) than not: everything recording costs the run, what
    the hook measures and what it does not (the log being folded into the file, the
    memory it takes). Runs are taken in pairs, one each way back to back so that the
    machine's pace weighs on both alike; the median over ``pairs`` pairs."""
    from bagchen_qt.ai.selfplay import SelfplayConfig
    from bagchen_qt.ai.tournament import play_all

    config = SelfplayConfig((level,) * _seats(), deals, seed=7)
    ratios: list[float] = []
    for pair in range(pairs):
        start = time.perf_counter()
        play_all(config)
        plain = time.perf_counter() - start
        store = Store.open(folder / f"slowdown-{pair}.sqlite3")
        recorder = SelfplayRecorder(store, source="bench")
        start = time.perf_counter()
        play_all(config, recorder)
        recorder.flush()
        ratios.append((time.perf_counter() - start) / plain - 1)
        store.close()
    return statistics.median(ratios)


def _random_deal(rng: random.Random) -> list[tuple[Any, Any]]:
    """(event, state after it) for a random deal, the first step (None, the start)."""
    game = _game()
    state = game.new_deal(_rules(), rng.randrange(_seats()))
    steps: list[tuple[Any, Any]] = [(None, state)]
    while not state.is_over:
        event = game.random_action(state, rng)
        state = game.apply(state, event)
        steps.append((event, state))
    return steps


def _record_live(store: Store, session: int | None, steps: list[tuple[Any, Any]], seed: int) -> None:
    """Record a deal as the table does: one transaction per event."""
    recorder = store.begin_deal(session, steps[0][1], seed=seed)
    for event, state in steps[1:]:
        assert event is not None
        recorder.record(event, state)
    recorder.finish(steps[-1][1])


def _grow(store: Store, templates: int, total: int) -> None:
    """Copy the first ``templates`` deals (ids 1..templates) until ``total`` are stored."""
    conn = store.conn
    with store.transaction():
        offset = templates
        while offset < total:
            n = min(templates, total - offset)
            conn.execute(
                "INSERT INTO deals (id, session_id, number, rules, starter, start_chips, seed, status, started_at, "
                "finished_at, dice_a, dice_b, point, redeals, result, fingerprint) "
                "SELECT id + ?, session_id, number + ?, rules, starter, start_chips, seed, status, started_at, "
                "finished_at, dice_a, dice_b, point, redeals, result, fingerprint FROM deals WHERE id <= ?",
                (offset, offset, n),
            )
            conn.execute("INSERT INTO events SELECT deal_id + ?, seq, data FROM events WHERE deal_id <= ?", (offset, n))
            conn.execute(
                "INSERT INTO payments SELECT deal_id + ?, n, seq, payer, payee, chips, reason, trick "
                "FROM payments WHERE deal_id <= ?",
                (offset, n),
            )
            offset += n


def list_database(path: Path, total: int = LIST_DEALS, seed: int = 2024) -> None:
    """A records database at ``path`` with ``total`` deals: twenty random deals recorded
    as the table records them, copied over and over (what the list benches read)."""
    rng = random.Random(seed)
    with Store.open(path) as store:
        session = store.begin_session(_rules(), ["random"] * _seats(), source="bench", game=DEFAULT_GAME)
        for deal in range(min(20, total)):
            _record_live(store, session, _random_deal(rng), deal)
        _grow(store, min(20, total), total)


def _first_page_s(store: Store, runs: int = 5) -> float:
    """The replay window's first question to the records (see the module docstring)."""
    query = DealQuery(hidden_source=DEMO_SOURCE)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        store.deal_list_count(query)
        store.deal_list(query, 0, 200)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def write_large_file(path: Path, mib: float, seed: int = 1) -> int:
    """Write a hand-record file of random deals, about ``mib`` MiB, ten deals to a
    session, a deal at a time; the number of deals."""
    from .handrecord import FORMAT, FORMAT_VERSION, SessionData, deal_json, dumps, session_json
    from .model import DealRecord, Note, PlayerSpec

    some = (PlayerSpec.human("Pema"), PlayerSpec.ai("random"), PlayerSpec.ai("random", name="Dolma"))
    players = tuple(some[seat] if seat < len(some) else PlayerSpec.ai("random") for seat in range(_seats()))
    rules = _rules()

    def session(key: int) -> str:
        data = SessionData(key, "bench", f"Evening {key}", None, rules, players, DEFAULT_GAME)
        return "  " + json.dumps(session_json(data))

    rng = random.Random(seed)
    deals = path.with_name(path.name + ".deals")
    count, size, budget = 0, 200, int(mib * 2**20)  # the header and the ends of the lists
    with open(deals, "w", encoding="utf-8") as out:
        while True:
            state = _random_deal(rng)[-1][1]
            notes = [Note(5, "A lead to remember: it decided the deal.", "!")] if count % 7 == 0 else []
            key, number = count // DEALS_PER_SESSION + 1, count % DEALS_PER_SESSION + 1
            text = ("  " if not count else ",\n  ") + dumps(
                deal_json(DealRecord.from_state(state, count, notes), key, number), 1
            )
            more = len(text.encode("utf-8")) + (len(session(key)) + 2 if number == 1 else 0)
            if size + more > budget:
                break
            out.write(text)
            size += more
            count += 1
    sessions = [session(key) for key in range(1, (count - 1) // DEALS_PER_SESSION + 2)]
    with open(path, "w", encoding="utf-8") as out:
        out.write(f'{{"format": "{FORMAT}", "version": {FORMAT_VERSION}, "contents": "deals",\n"sessions": [\n')
        out.write(",\n".join(sessions))
        out.write('\n],\n"deals": [\n')
        with open(deals, encoding="utf-8") as source:
            while chunk := source.read(2**20):
                out.write(chunk)
        out.write("\n]}\n")
    deals.unlink()
    return count


_IMPORT_PROBE = """
import json, resource, sys, time
from bagchen_qt.records.handrecord import import_file
from bagchen_qt.records.store import Store

store = Store.open(sys.argv[2])
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
report = import_file(store, sys.argv[1])
seconds = time.perf_counter() - start
store.close()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"deals": len(report.deal_ids), "seconds": seconds, "base_kib": base, "peak_kib": peak}))
"""


def import_memory(file: Path, db: Path) -> dict[str, float]:
    """Import ``file`` into ``db`` in a program of its own: the deals stored, the time
    it took, and that program's peak resident size before and after (MB)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH"))))
    done = subprocess.run(
        [sys.executable, "-c", _IMPORT_PROBE, str(file), str(db)], capture_output=True, text=True, timeout=3600, env=env
    )
    if done.returncode:
        raise RuntimeError(f"the import failed: {done.stderr.strip().splitlines()[-1:]}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return {
        "deals": figures["deals"],
        "seconds": figures["seconds"],
        "base_mb": figures["base_kib"] / 1024,
        "peak_mb": figures["peak_kib"] / 1024,
    }


def bench_import(folder: Path) -> dict[str, float | int]:
    """The import of a large hand-record file (see the module docstring)."""
    mib = float(os.environ.get(IMPORT_MIB_VAR) or IMPORT_MIB)
    file = folder / "large.json"
    deals = write_large_file(file, mib)
    measured = import_memory(file, folder / "imported.sqlite3")
    assert measured["deals"] == deals, measured
    return {
        "import_file_mib": round(file.stat().st_size / 2**20, 1),
        "import_deals": deals,
        "import_peak_mb": round(measured["peak_mb"], 1),
        "import_base_mb": round(measured["base_mb"], 1),
        "import_s": round(measured["seconds"], 2),
    }


def bench_records(seconds: float) -> dict[str, float | int | str | None]:
    rng = random.Random(2024)
    level = "easy"
    with tempfile.TemporaryDirectory(prefix="bagchen-bench-") as folder:
        path = Path(folder) / "records.sqlite3"
        store = Store.open(path)
        session = store.begin_session(_rules(), ["random"] * _seats(), source="bench", game=DEFAULT_GAME)

        # Live recording, as the table does it: one transaction per event.
        spent, events, deals = 0.0, 0, 0
        while deals < 20 or (spent < seconds / 2 and deals < 2000):
            steps = _random_deal(rng)
            start = time.perf_counter()
            _record_live(store, session, steps, deals)
            spent += time.perf_counter() - start
            events += len(steps) - 1
            deals += 1
        live_ms = spent / deals * 1000
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        pages = (
            store.conn.execute("PRAGMA page_count").fetchone()[0]
            - store.conn.execute("PRAGMA freelist_count").fetchone()[0]
        )
        bytes_per_deal = pages * store.conn.execute("PRAGMA page_size").fetchone()[0] / deals

        played, recorded, cpu_share = _selfplay_timings(store, level, rng, seconds)
        slowdown = _selfplay_slowdown(Path(folder), level, max(20, int(seconds / 8 / statistics.fmean(played))))
        store.conn.execute("DELETE FROM deals WHERE id > ?", (deals,))
        store.conn.commit()

        _grow(store, deals, LIST_DEALS)
        store.close()
        store = Store.open(path)
        list_times = []
        for _ in range(3):
            start = time.perf_counter()
            listed = write_list(store.deals(), io.StringIO())
            list_times.append(time.perf_counter() - start)
        assert listed == LIST_DEALS, listed

        seeks: list[float] = []
        end = time.perf_counter() + seconds
        while len(seeks) < 100 or (time.perf_counter() < end and len(seeks) < 2000):
            deal_id = rng.randint(1, LIST_DEALS)
            seat = rng.choice((None, *range(_seats())))
            start = time.perf_counter()
            replay = Replay.load(store, deal_id)
            replay.view(rng.randint(0, replay.steps), seat)
            seeks.append(time.perf_counter() - start)
        first_page_s = _first_page_s(store)
        store.close()
        imported = bench_import(Path(folder))
    seeks.sort()
    # Means, not medians: most deals only join a batch, the one closing it pays the commit.
    deal_ms = statistics.fmean(played) * 1000
    recording_ms = statistics.fmean(recorded) * 1000
    return {
        "reference_level": level,
        "reference_deal_ms": round(deal_ms, 2),
        "recording_ms_per_deal": round(recording_ms, 3),
        "recording_share_of_easy_deal": round(recording_ms / deal_ms, 4),
        "recording_cpu_share": round(cpu_share, 4),
        "selfplay_slowdown": round(slowdown, 4),
        "selfplay_deals": len(played),
        "selfplay_runner": "ai.selfplay",
        "live_recording_ms_per_deal": round(live_ms, 3),
        "live_recording_us_per_event": round(spent / events * 1e6, 1),
        "live_recording_share_of_easy_deal": round(live_ms / deal_ms, 4),
        "bytes_per_deal": round(bytes_per_deal),
        "events_per_deal": round(events / deals, 1),
        "list_10k_s": round(statistics.median(list_times), 3),
        "seek_ms_p95": round(seeks[int(0.95 * (len(seeks) - 1))] * 1000, 2),
        "seek_ms_max": round(seeks[-1] * 1000, 2),
        "seeks": len(seeks),
        "first_page_10k_ms": round(first_page_s * 1000, 2),
        **imported,
    }
