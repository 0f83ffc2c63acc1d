"""Learning from the replays: play from here (a branch), the examples, statistics, the command."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.cli import build_parser
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, apply, legal_actions, play_random_deal, sample_chance
from bagchen_qt.records.examples import example_files
from bagchen_qt.records.handrecord import export_document, write_document
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store, record_finished_deal
from bagchen_qt.ui.replay.app import is_hand_record
from bagchen_qt.ui.replay.stats import StatisticsDialog, compute_statistics
from bagchen_qt.ui.replay.window import ReplayWindow, open_examples

PLAYERS = [
    PlayerSpec.ai("easy", name="Tenzin"),
    PlayerSpec.human("Pema"),
    PlayerSpec.ai("medium"),
    PlayerSpec.ai("hard"),
]


@pytest.fixture
def store() -> Store:
    store = Store.memory()
    yield store
    store.close()


def record(store: Store, count: int, seed: int = 1, players=PLAYERS) -> list[int]:
    rng = random.Random(seed)
    session = store.begin_session(RuleSet(), players)
    return [
        record_finished_deal(store, play_random_deal(rng, starter=n % 4), players, session_id=session)
        for n in range(count)
    ]


def play_on(state: DealState, seats: tuple[PlayerSpec, ...], seed: int) -> DealState:
    """What the table does with the hook: play on from the state, AI for every seat."""
    rng = random.Random(seed)
    players = [
        make_player(s.level or "easy", PlayerOptions(seed=seed + i, max_iterations=4)) for i, s in enumerate(seats)
    ]
    while not state.is_over:
        if state.is_chance:
            event = sample_chance(state, rng)
        else:
            event = players[state.to_act].decide(observation(state, state.to_act), legal_actions(state))
        state = apply(state, event)
    return state


def test_play_from_here_starts_from_the_exact_position_and_is_recorded_as_a_branch(qtbot, store: Store) -> None:
    source = record(store, 1, seed=4)[0]
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.open_deal(source)
    page = window.page
    step = page.steps.starts[5] + 2  # in the middle of the sixth trick
    page.go(step)
    page.play_from_here()
    dialog = page.play_dialog
    assert dialog is not None and dialog.isVisible()
    assert [s.ai_level for s in dialog.seat_configs()] == ["easy", None, "medium", "hard"]
    dialog.set_seat(0, "Dolma", "hard")
    dialog.set_seat(2, "Karma", None)  # two humans: refused
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.set_seat(2, "Karma", "easy")
    with qtbot.waitSignal(window.playFromHere, timeout=1000) as asked:
        ok.click()
    state, seats, source_id = asked.args
    expected = page.steps.state(step)
    assert source_id == source and state is expected
    assert state.events == page.steps.events[:step] and state.hands == expected.hands  # hidden tiles as they were
    assert seats == (
        PlayerSpec.ai("hard", name="Dolma"),
        PlayerSpec.human("Pema"),
        PlayerSpec.ai("easy", name="Karma"),
        PlayerSpec.ai("hard", name="N (hard)"),
    )

    # The table plays it and records it as a branch of the source deal.
    session = store.begin_session(state.rules, seats)
    recorder = store.begin_deal(session, state)
    final = play_on(state, seats, seed=3)
    for event in final.events[step:]:
        recorder.record(event)
    assert recorder.finish()
    assert store.mark_branch(recorder.deal_id, source, step)
    assert store.branch_of(recorder.deal_id) == (source, step)
    assert store.branches(source) == [(recorder.deal_id, step)]
    assert store.load_deal(recorder.deal_id).events[:step] == list(page.steps.events[:step])

    window.browser.model.refresh()
    row = next(r for r in window.browser.model.rows if r.id == recorder.deal_id)
    assert row.branch_of == source
    window.open_deal(recorder.deal_id)
    assert f"deal #{source}" in page.header.text()
    page.header.linkActivated.emit(str(source))
    assert page.deal_id == source and "from step" in page.header.text()


def test_play_from_here_is_refused_at_the_end(qtbot, store: Store) -> None:
    deal = record(store, 1)[0]
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.open_deal(deal)
    window.page.to_end()
    assert not window.page.play_button.isEnabled()
    with qtbot.waitSignal(window.page.message, timeout=1000):
        window.page.play_from_here()


def test_help_examples_open_the_annotated_deals(qtbot) -> None:
    window = open_examples(None)
    qtbot.addWidget(window)
    files = example_files()
    assert window.browser.model.total == len(files) == 5
    assert window.tabs.currentIndex() == 1 and window.page.notes.items
    assert "example" in window.windowTitle().lower()
    window.close()


def test_statistics_per_player_and_level(qtbot, store: Store) -> None:
    record(store, 6, seed=2)
    record(store, 4, seed=3, players=[PlayerSpec.ai("easy")] * 3 + [PlayerSpec.human("Pema")])
    lines = {line.key: line for line in compute_statistics(store)}
    assert lines[("human", "Pema")].deals == 10 and lines[("ai", "easy")].deals == 6 + 12
    pema = lines[("human", "Pema")]
    nets = [d.result.nets[1] for d in store.deals(session_id=1)] + [d.result.nets[3] for d in store.deals(session_id=2)]
    assert pema.chips == sum(nets) and pema.history[-1] == pema.chips and len(pema.history) == 10
    total_last = sum(line.figures["last_tricks"] for line in lines.values())
    assert total_last == 10 and sum(line.figures["sweeps"] for line in lines.values()) <= 10
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(lines)
    assert dialog.table.item(0, 0).text() == "Pema" and dialog.chart.names[:2] == ["Pema", "Easy AI"]


def test_the_replay_command_and_its_argument(tmp_path, store: Store) -> None:
    args = build_parser().parse_args(["--db", str(tmp_path / "r.sqlite3"), "replay"])
    assert args.path is None and args.db == str(tmp_path / "r.sqlite3")
    args = build_parser().parse_args(["replay", "deals.json"])
    assert args.path == "deals.json"
    db = Store.open(tmp_path / "records.sqlite3")
    ids = record(db, 1)
    write_document(export_document(db, ids), tmp_path / "one.json")
    db.close()
    assert is_hand_record(tmp_path / "one.json") and not is_hand_record(tmp_path / "records.sqlite3")
    assert not is_hand_record(tmp_path / "missing.json")
