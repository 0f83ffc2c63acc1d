"""The replay's model, without Qt: position, perspective, notes and review, one copy each."""

from __future__ import annotations

import pytest

from bagchen_qt.games.bagchen.rules.actions import Pass, event_to_dict
from bagchen_qt.records.store import Store, record_finished_deal
from bagchen_qt.ui.replay.model import Perspective, ReplayModel
from bagchen_qt.ui.replay.review import Verdict, reviewer_name

from .helpers import SEATS, play


@pytest.fixture
def model() -> ReplayModel:
    store = Store.memory()
    deal = record_finished_deal(store, play(11), SEATS)
    yield ReplayModel(store, deal)
    store.close()


def test_a_step_forward_animates_a_step_back_slides_a_jump_snaps(model: ReplayModel) -> None:
    forward = model.go(1)
    assert forward is not None and forward.before is model.steps.state(0) and forward.event == model.steps.event(1)
    back = model.go(0)
    assert back is not None and back.event is None and back.after is model.steps.state(0)
    jump = model.go(10)
    assert jump is not None and jump.before is None and model.step == 10
    assert model.go(10) is None
    model.go(10_000)
    assert model.at_end and model.step == model.steps.last


def test_the_perspective_decides_what_is_shown(model: ReplayModel) -> None:
    assert model.perspective == Perspective(viewer=0, all_hands=True, reveal=False)  # no human: East
    model.go(5)
    assert not model.hides_move(6)
    model.set_perspective(all_hands=False, viewer=5)
    assert model.perspective.viewer == 1
    assert model.hides_move(6) and not model.hides_move(5)
    others = next(k for k in range(1, model.steps.last + 1) if model.steps.actor(k) not in (None, 1))
    assert not model.shows_tiles_of(others)
    model.set_perspective(reveal=True)
    assert model.shows_tiles_of(others)


def test_notes_and_verdicts_live_once(model: ReplayModel) -> None:
    model.notes.update(3, text="a thought", mark="?")
    assert model.worth_a_pause(3) and not model.worth_a_pause(4)
    assert [a.text for a in model.store.annotations(model.deal_id)] == ["a thought"]
    step = model.decisions[0]
    played = model.steps.event(step)
    verdict = Verdict(step, model.review_seat, played, Pass(model.review_seat), -3.0, 3.0, 6.0, 0.1, 20, "")
    model.store.add_review(model.deal_id, reviewer_name(model.review_seat), verdict.to_json(event_to_dict), event=step)
    model.load_review()
    assert model.mistakes() == [step] and model.worth_a_pause(step)
    model.go(0)
    assert model.next_mistake(1) == step and model.next_mistake(-1) is None
    model.set_review_seat((model.review_seat + 1) % 4)
    assert model.mistakes() == [] and model.decisions != []


def test_the_steps_keep_no_states_of_their_own_and_build_them_when_asked() -> None:
    """The replay builds each state once, when first needed; the steps only read it."""
    from bagchen_qt.records.replay import Replay
    from bagchen_qt.ui.replay.navigation import DealSteps

    with Store.memory() as store:
        replay = Replay.load(store, record_finished_deal(store, play(11), SEATS))
    steps = DealSteps(replay)
    assert replay.states_built == 1  # the start only
    assert steps.state(3) is replay.state_at(3) and replay.states_built == 4
    assert steps.tricks > 0 and replay.states_built == replay.steps + 1  # finding the tricks takes every state
    assert steps.states == replay.all_states() and steps.state(3) is replay.state_at(3)


def test_the_way_of_looking_carries_over_but_the_seat_is_the_deals_own(model: ReplayModel) -> None:
    model.set_perspective(viewer=2)
    previous = Perspective(viewer=3, all_hands=False, reveal=True)
    assert model.keep_way_of_looking(previous) == Perspective(viewer=2, all_hands=False, reveal=True)
    assert model.perspective.viewer == 2


def test_a_seat_reviewed_completely_stays_complete(model: ReplayModel) -> None:
    assert not model.review_complete
    model.finish_review(False)  # cancelled: not complete
    assert not model.review_complete
    model.finish_review(True)
    assert model.review_complete
    model.finish_review(False)  # a later run that stopped early does not undo it
    assert model.review_complete


def test_a_bagchen_trick_after_a_passport_starts_at_the_passport_dice() -> None:
    """The shared cut of a trick game finds Bagchen's tricks by its phases: a trick led
    by the passport rule starts where its dice are thrown, and each event's trick is the
    one under way before it."""
    import random

    from bagchen_qt.core.eventlog import play_random
    from bagchen_qt.core.family import game_named
    from bagchen_qt.games.bagchen.rules.state import Phase
    from bagchen_qt.records.replay import Replay
    from bagchen_qt.ui.replay.navigation import DealSteps

    game = game_named("bagchen")
    rules = game.rules_from("pagat", {})
    deal = play_random(game, rules, random.Random(8))
    steps = DealSteps(Replay(game.new_deal(rules, 0, None), deal.events, "bagchen"))
    states = steps.states
    assert [k for k in steps.starts if states[k].phase == Phase.PASSPORT_DICE] == [39, 44]
    for trick, start in enumerate(steps.starts, 1):
        assert states[start].trick is None and len(states[start].tricks) == trick - 1
    for step in range(1, steps.last + 1):
        before = states[step - 1]
        playing = before.phase in (Phase.LEAD, Phase.FOLLOW, Phase.PASSPORT_DICE)
        assert steps.trick_of_event(step) == (len(before.tricks) + 1 if playing else 0)
