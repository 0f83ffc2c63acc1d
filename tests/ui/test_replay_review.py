"""The AI review in the replay window: in the worker process, stored, cancellable."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.actions import Lead, event_to_dict
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import legal_actions, play_random_deal
from bagchen_qt.games.bagchen.table.review import READING, review_decision, same_choice
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import Store, record_finished_deal
from bagchen_qt.ui.replay.review import ReviewSettings, Verdict, reviewer_name, stored_review
from bagchen_qt.ui.replay.window import ReplayWindow

PLAYERS = [PlayerSpec.ai("easy"), PlayerSpec.human("Pema"), PlayerSpec.ai("easy"), PlayerSpec.ai("easy")]
SMALL = ReviewSettings(think_ms=40, max_iterations=3)


@pytest.fixture
def store() -> Store:
    store = Store.memory()
    yield store
    store.close()


def small_deal(store: Store, seed: int = 21) -> int:
    """A random deal (random players make mistakes) with few decisions for seat S."""
    rng = random.Random(seed)
    best = None
    for _ in range(30):  # the deal where S decides least often
        state = play_random_deal(rng, starter=1)
        decisions = sum(1 for e in state.events if getattr(e, "seat", None) == 1)
        if best is None or decisions < best[0]:
            best = (decisions, state)
    session = store.begin_session(RuleSet(), PLAYERS)
    return record_finished_deal(store, best[1], PLAYERS, session_id=session)


@pytest.fixture
def window(qtbot, store: Store) -> ReplayWindow:
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.page.review_settings = SMALL
    yield window
    window.close()


def test_a_decision_is_compared_with_the_hard_choice(store: Store) -> None:
    deal = small_deal(store)
    replay = Replay.load(store, deal)
    step = next(
        k for k in range(1, replay.steps + 1) if isinstance(replay.event(k), Lead) and replay.event(k).seat == 1
    )
    state = replay.state_at(step - 1)
    verdict = review_decision(
        observation(state, 1),
        legal_actions(state),
        replay.event(step),
        PlayerOptions(seed=5, max_iterations=8),
        worlds=8,
        step=step,
    )
    assert verdict.step == step and verdict.seat == 1 and verdict.played == replay.event(step)
    # Why the Hard player chose its move, as a code with what its search found (no English).
    assert verdict.loss >= 0 and verdict.reason is not None and verdict.explanation == ""
    if not verdict.same:
        assert verdict.worlds > 0 and verdict.played_chips is not None
        assert verdict.loss == pytest.approx(max(0.0, verdict.best_chips - verdict.played_chips))
    assert Verdict.from_json(step, verdict.to_json(event_to_dict), READING) == verdict
    assert same_choice(Lead(1, (0, 1)), Lead(1, (1, 0)))


def test_the_review_runs_in_the_worker_is_stored_and_computed_once(qtbot, window: ReplayWindow, store: Store) -> None:
    deal = small_deal(store)
    window.open_deal(deal)
    page = window.page
    assert page.review_seat == 1  # the human's seat by default
    decisions = list(page.model.decisions)
    assert decisions
    progress = []
    page.start_review()
    page.runner.progress.connect(lambda done, total: progress.append((done, total)))
    assert page.runner.running and not page.review_panel.cancel_button.isHidden()
    with qtbot.waitSignal(page.runner.finished, timeout=60_000) as finished:
        pass
    assert finished.args == [True, ""]
    assert progress[-1] == (len(decisions), len(decisions))
    verdicts, complete = stored_review(store, deal, 1, READING)
    assert complete and sorted(verdicts) == decisions
    assert page.verdicts == verdicts and not page.review_panel.review_button.isEnabled()

    # Reopened, the review is read back, not computed again.
    window.open_deal(deal)
    assert page.verdicts == verdicts and page.review_complete
    runner = page.runner
    with qtbot.waitSignal(page.message, timeout=1000):
        page.start_review()
    assert page.runner is runner and not runner.running
    assert len([r for r in store.reviews(deal) if r.event is not None]) == len(decisions)


def test_mistakes_are_coloured_listed_and_navigated(qtbot, window: ReplayWindow, store: Store) -> None:
    deal = small_deal(store)
    window.open_deal(deal)
    page = window.page
    steps = page.model.decisions
    for i, step in enumerate(steps):
        event = page.steps.event(step)
        verdict = Verdict(step, 1, event, event, None, None, 0.0, 0.0, 0, "agrees")
        if i in (1, 3):  # a mistake, then a blunder
            loss = 4.0 if i == 1 else 7.0
            verdict = Verdict(step, 1, event, Lead(1, (63,)), -4.0, loss - 4.0, loss, 0.5, 16, "better")
        store.add_review(deal, reviewer_name(1), verdict.to_json(event_to_dict), event=step)
    store.add_review(deal, reviewer_name(1), {"seat": 1, "complete": True})
    window.open_deal(deal)
    assert page.mistakes() == [steps[1], steps[3]]
    assert page.verdicts[steps[1]].severity == "mistake" and page.verdicts[steps[3]].severity == "blunder"
    assert page.verdicts[steps[0]].severity is None
    row = next(r for r in page.moves.rows if r.step == steps[3] and not r.heading)
    assert row.severity == "blunder" and row.loss == pytest.approx(7.0)
    assert page.timeline._mistakes == {steps[1]: ("mistake", 4.0), steps[3]: ("blunder", 7.0)}
    summary = page.review_panel.summary.text()
    assert summary.index(f"'{steps[3]}'") < summary.index(f"'{steps[1]}'")  # the worst first
    page.next_mistake(1)
    assert page.step == steps[1]
    page.next_mistake(1)
    assert page.step == steps[3]
    page.next_mistake(-1)
    assert page.step == steps[1]
    assert "Mistake" in page.review_panel.verdict.text()
    page.review_panel.summary.linkActivated.emit(str(steps[3]))
    assert page.step == steps[3]


def test_a_review_can_be_cancelled_and_resumed(qtbot, window: ReplayWindow, store: Store) -> None:
    deal = small_deal(store, seed=8)
    window.open_deal(deal)
    page = window.page
    page.review_settings = ReviewSettings(think_ms=2000)  # slow: it is cancelled while running
    page.start_review()
    runner = page.runner
    qtbot.waitUntil(lambda: runner._request is not None and runner._request.running(), timeout=30_000)
    with qtbot.waitSignal(runner.finished, timeout=2000) as finished:
        page.review_panel.cancel_button.click()
    assert finished.args[0] is False and not runner.running
    assert page.review_panel.cancel_button.isHidden()
    QApplication.processEvents()  # the window goes on working
    page.step_forward()
    assert page.step == 1
    verdicts, complete = stored_review(store, deal, 1, READING)
    assert not complete
    # Going on finishes the rest only.
    page.review_settings = SMALL
    page.start_review()
    assert len(page.runner.todo) == len(page.model.decisions) - len(verdicts)
    with qtbot.waitSignal(page.runner.finished, timeout=60_000) as done:
        pass
    assert done.args[0] is True and stored_review(store, deal, 1, READING)[1]


def test_answers_to_a_union_offer_are_reviewed_on_every_sampled_deal():
    import random

    from bagchen_qt.ai.player import PlayerOptions
    from bagchen_qt.games.bagchen.rules.actions import Accept, Pass
    from bagchen_qt.games.bagchen.rules.observation import observation
    from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions, random_action
    from bagchen_qt.games.bagchen.table.review import is_reviewed

    rng = random.Random(2)
    for deal in range(200):
        state = DealState.new(starter=deal % 4)
        while not state.is_over:
            legal = legal_actions(state) if not state.is_chance else []
            if state.phase is Phase.UNION_ANSWER and any(isinstance(a, Accept) for a in legal):
                played = Pass(state.to_act)
                assert is_reviewed(state, played, state.to_act)
                verdict = review_decision(
                    observation(state, state.to_act), legal, played, PlayerOptions(seed=1, max_iterations=30), worlds=6
                )
                if verdict.best != played:
                    assert verdict.worlds == 6  # no sampled deal refused to play on
                return
            state = apply(state, random_action(state, rng))
    raise AssertionError("no union answer found")


def mistake_jumps(page) -> list[bool]:
    buttons = [page.review_panel.previous_button, page.review_panel.next_button]
    actions = [a for a in page.actions_by_group["review"] if a.data() == "mistake"]
    assert len(actions) == 2
    return [w.isEnabled() for w in buttons + actions]


@pytest.mark.parametrize("with_a_mistake", [False, True])
def test_the_mistake_jumps_are_offered_only_when_the_review_found_one(
    qtbot, window: ReplayWindow, store: Store, with_a_mistake: bool
) -> None:
    deal = small_deal(store)
    window.open_deal(deal)
    page = window.page
    assert mistake_jumps(page) == [False] * 4  # not reviewed yet
    for i, step in enumerate(page.model.decisions):
        event = page.steps.event(step)
        verdict = Verdict(step, 1, event, event, None, None, 0.0, 0.0, 0, "agrees")
        if with_a_mistake and i == 0:
            verdict = Verdict(step, 1, event, Lead(1, (63,)), -4.0, 0.0, 4.0, 0.5, 16, "better")
        store.add_review(deal, reviewer_name(1), verdict.to_json(event_to_dict), event=step)
    store.add_review(deal, reviewer_name(1), {"seat": 1, "complete": True})
    window.open_deal(deal)
    assert page.review_panel.review_button.text() == "Reviewed ✓"
    assert mistake_jumps(page) == [with_a_mistake] * 4
