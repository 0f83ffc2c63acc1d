"""A whole Tien Gow deal at the table: the human seat plays through the selection and
the action bar, a refused play says why, the AI seats play, the recap settles the
deal, and the recorded deal is then stepped through in the replay window."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store

try:
    GAME = game_named(TIEN_GOW)
except ValueError:  # the rules of Tien Gow are not in this checkout
    pytest.skip("no Tien Gow definition in the rules", allow_module_level=True)

from bagchen_qt.games.tiengow.table.picture import picture_of
from bagchen_qt.games.tiengow.table.window import BEAT, FACE_DOWN, LEAD, TienGowWindow, play_kind, tiles_of
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.recording import FamilyTableLog

BUTTONS = {LEAD: "Lead", BEAT: "Beat", FACE_DOWN: "Play face down"}


def table(preset: str, seed: int = 3) -> FamilyTable:
    rules = GAME.rules_from(preset)
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=name)
        for i, name in enumerate(("Tenzin", "Pema", "Norbu")[: GAME.seat_count(rules) - 1], 1)
    )
    return FamilyTable(TIEN_GOW, rules, seats, preset, seed)


def button(window: TienGowWindow, text: str) -> QPushButton | None:
    return next((b for b in window.action_bar.findChildren(QPushButton) if b.text() == text and b.isVisible()), None)


def play_deal(qtbot, window: TienGowWindow, rng: random.Random) -> dict[str, int]:
    """Play the human seat through the bar until the recap opens; returns what was done."""
    done = {"plays": 0, "refused": 0}
    while True:
        qtbot.waitUntil(lambda: bool(window._legal) or window.recap is not None, timeout=20000)
        if window.recap is not None:
            return done
        state = window.controller.state
        legal = window._legal
        plays = [a for a in legal if play_kind(a) is not None]
        if not done["refused"]:
            # Tiles that make no play here (no lead, or not as many as were led): the bar
            # offers no allowed button and says why, in the rules' words.
            hand = state.hands[state.actor]
            tries = [c for size in (2, 1, 3) for c in itertools.combinations(sorted(hand), size)]
            bad = next((c for c in tries if not window.matching(c)), None)
            if bad is not None:
                window.scene.set_selection(bad)
                qtbot.waitUntil(lambda: bool(window.action_bar.reason.text()))
                assert window.action_bar.default_play() is None
                done["refused"] += 1
                window.scene.clear_selection()
        if not plays:  # a decision without tiles (the trade, kan and lift): its own button
            decision = legal[-1]
            text = window.decision_text(decision)
            qtbot.waitUntil(lambda text=text: button(window, text) is not None)
            qtbot.mouseClick(button(window, text), Qt.MouseButton.LeftButton)
            done["decisions"] = done.get("decisions", 0) + 1
            continue
        action = rng.choice(plays)
        window.scene.set_selection(tiles_of(action))
        text = BUTTONS[play_kind(action)]
        qtbot.waitUntil(lambda text=text: button(window, text) is not None)  # shown on the next turn
        chosen = button(window, text)
        assert chosen is not None and chosen.isEnabled(), (action, window.action_bar.reason.text())
        qtbot.mouseClick(chosen, Qt.MouseButton.LeftButton)
        done["plays"] += 1


@pytest.mark.parametrize("preset", ["classic", "folk-24-rest", "chinese-24", "moving-mice"])
def test_the_human_plays_a_whole_deal_and_replays_it(qtbot, preset) -> None:
    try:
        GAME.new_deal(GAME.rules_from(preset))
    except ValueError as error:  # a small game whose rules are not in this checkout
        pytest.skip(str(error))
    store = Store.memory()
    log = FamilyTableLog(store, table(preset))
    window = TienGowWindow(table(preset), "instant", log=log)
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.start()
    done = play_deal(qtbot, window, random.Random(5))
    state = window.controller.state
    assert state.is_over and done["plays"] >= 1 and done["refused"] == 1
    recap = window.recap
    assert recap is not None
    qtbot.waitUntil(recap.isVisible)
    assert sum(recap.deltas) == 0 and len(recap.rows) == GAME.seat_count(state.rules)
    if getattr(state, "rest", None) is not None:
        assert "resting" in recap.rows[state.rest][0]
        assert window.scene.panel(state.rest).resting
    assert window.scene.result_caption  # the table says the deal is over

    deal_id = log.deal_id
    if deal_id is None or not hasattr(store, "deal_game"):
        pytest.skip("these records keep only Bagchen's deals: nothing to replay")
    from bagchen_qt.games.tiengow.table.replay_face import FamilyReplayWindow

    replay = FamilyReplayWindow(store, deal_id)
    qtbot.addWidget(replay)
    replay.scene.set_speed("instant")
    assert replay.steps == len(state.events)
    seen_tricks = 0
    while replay.step < replay.steps:
        qtbot.mouseClick(replay.next_button, Qt.MouseButton.LeftButton)
        seen_tricks = max(seen_tricks, len(replay.scene.picture.won))
    assert replay.state().events == state.events
    final = picture_of(state)
    assert replay.scene.picture == final  # the replay ends where the table ended
    assert seen_tricks >= max(len(final.won), 1)  # Moving Mice takes won tiles back into the hands
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.step == 0 and not replay.first_button.isEnabled()
    # Past deals… opens a deal of Tien Gow in its own replay.
    from bagchen_qt.ui.replay import ReplayWindow

    records = ReplayWindow(store)
    qtbot.addWidget(records)
    records.open_deal(deal_id)
    assert isinstance(records.family_replay, FamilyReplayWindow) and records.family_replay.steps == replay.steps
    window.close()


def test_the_next_deal_follows_with_the_banker_the_rules_name(qtbot) -> None:
    window = TienGowWindow(table("classic", seed=8), "instant")
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.start()
    play_deal(qtbot, window, random.Random(2))
    first = window.controller.state
    chips = list(window.controller.chips)
    assert chips == list(first.chips)
    window.recap.accept()
    qtbot.waitUntil(lambda: window.controller.state is not first and window.controller.state.hands[0] != ())
    second = window.controller.state
    assert second.banker == first.final.next_banker and list(second.start.chips) == chips
    window.close()


def test_a_demo_plays_deals_by_itself(qtbot) -> None:
    demo = table("folk-30-three")
    specs = tuple(PlayerSpec.ai("random", {"seed": i}, name=f"AI {i}") for i in range(3))
    window = TienGowWindow(FamilyTable(TIEN_GOW, demo.rules, specs, "folk-30-three", 1), "instant", demo=True)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: window.deals_played >= 2, timeout=20000)
    window.close()


def test_ai_seats_play_the_ai_layers_player_of_the_game(monkeypatch) -> None:
    from bagchen_qt.ui.family_controller import AiSeats

    asked: list[tuple[str, str]] = []

    class Player:
        def decide(self, obs, legal):
            assert obs.seat == state.actor  # it decides from its own seat's view
            return legal[-1]

    def make_player(level, options, game):
        asked.append((level, game))
        return Player()

    monkeypatch.setattr("bagchen_qt.ai.levels.make_player", make_player)
    rng = random.Random(1)
    state = GAME.new_deal(GAME.rules_from("classic"))
    while state.is_chance:
        state = GAME.apply(state, GAME.sample_chance(state, rng))
    seats = AiSeats()
    action = seats(GAME, state, state.actor, PlayerSpec.ai("easy", {"seed": 1}), rng)
    assert asked == [("easy", TIEN_GOW)] and action == GAME.legal_actions(state)[-1]
    seats(GAME, state, state.actor, PlayerSpec.ai("easy"), rng)
    assert len(asked) == 1  # one player a seat, kept


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_ai_layers_own_players_choose_legal_plays(level) -> None:
    from bagchen_qt.ui.family_controller import AiSeats

    rng = random.Random(4)
    state = GAME.new_deal(GAME.rules_from("folk-24-rest"))
    while state.is_chance:
        state = GAME.apply(state, GAME.sample_chance(state, rng))
    seats = AiSeats()
    spec = PlayerSpec.ai(level, {"seed": 1, "think_ms": 50})
    for _ in range(6):  # a few decisions of the deal, each a legal one
        action = seats(GAME, state, state.actor, spec, rng)
        assert action in GAME.legal_actions(state) and seats.player(GAME, state.actor, spec) is not None
        state = GAME.apply(state, action)
        while state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
