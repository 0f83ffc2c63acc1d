"""Nau Tin Kau at the table: the woodpile, the dice, each draw turned and taken, the
human's tiles turned through the "Turn a tile" button (and T), the AI seat drawing by
itself, the red pips on the seat plates, and the recap settled by red pips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.model import PlayerSpec

try:
    GAME = game_named(TIEN_GOW)
    RULES = GAME.rules_from("nau-tin-kau")
except (ValueError, KeyError):  # the rules of Nau Tin Kau are not in this checkout
    pytest.skip("no Nau Tin Kau in the rules", allow_module_level=True)

from bagchen_qt.games.tiengow.rules import nau
from bagchen_qt.games.tiengow.table import words as tiengow_words
from bagchen_qt.games.tiengow.table.picture import picture_of
from bagchen_qt.games.tiengow.table.window import TienGowWindow
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.words import Voice, signed_number


def nau_table(seed: int = 4) -> FamilyTable:
    seats = (PlayerSpec.human("You"), PlayerSpec.ai("medium", {"seed": seed}, name="Pema"))
    return FamilyTable(TIEN_GOW, RULES, seats, "nau-tin-kau", seed)


def turn_button(window: TienGowWindow) -> QPushButton | None:
    text = tiengow_words.turn_tile_text()
    return next(
        (b for b in window.action_bar.findChildren(QPushButton) if b.text().startswith(text) and b.isVisible()), None
    )


def test_the_picture_of_a_draw_shows_the_woodpile_the_turned_tile_and_the_captured_draws() -> None:
    import random

    state = nau.new_deal(RULES)
    rng = random.Random(1)
    while state.phase is not nau.Phase.DRAW:
        state = nau.apply(state, nau.sample_chance(state, rng))
    shown = picture_of(state)
    assert shown.draws and shown.red_pips == (0, 0) and shown.dice is not None
    assert len(shown.built) == 8 and sum(map(len, shown.woodpile)) == 32 and shown.trick is None
    first = state.stock[0]
    assert shown.woodpile[0][-1] == first  # the first tile to turn lies on top of the first stack
    state = nau.apply(state, nau.Draw(state.actor))
    shown = picture_of(state)
    assert shown.trick is not None and shown.trick.plays[0].tiles == (first,) and shown.trick.plays[0].face_up
    assert sum(map(len, shown.woodpile)) == 31
    state = nau.apply(state, nau.Draw(state.actor))
    shown = picture_of(state)
    taker = state.last_taker
    assert shown.trick is None and len(shown.won) == 1 and shown.won[0].top_seat == taker
    assert {t for p in shown.won[0].plays for t in p.tiles} == set(state.captured[taker])
    assert shown.red_pips[taker] == state.red_pips(taker)


def test_the_human_turns_tiles_through_the_button_and_the_recap_settles_by_red_pips(qtbot) -> None:
    window = TienGowWindow(nau_table(), "instant")
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.start()
    human_draws = by_key = 0
    while window.recap is None:
        qtbot.waitUntil(lambda: bool(window._legal) or window.recap is not None, timeout=20000)
        if window.recap is not None:
            break
        assert window.turn_tile_action.isEnabled()
        state = window.controller.state
        if by_key == 0:  # once by the key
            window.turn_tile_action.trigger()
            by_key += 1
        else:
            qtbot.waitUntil(lambda: turn_button(window) is not None)
            qtbot.mouseClick(turn_button(window), Qt.MouseButton.LeftButton)
        human_draws += 1
        qtbot.waitUntil(lambda state=state: window.controller.state is not state)
        # The plates count the red pips captured so far.
        now = window.controller.state
        for seat in range(2):
            assert window.scene.panel(seat).stacks == now.red_pips(seat)
    state = window.controller.state
    assert state.is_over and human_draws >= 8  # the human turns one tile of every draw
    assert sum(1 for e in state.events if isinstance(e, nau.Draw)) == 32
    recap = window.recap
    qtbot.waitUntil(recap.isVisible)
    assert recap.deltas == nau.deltas(state)
    for seat in range(2):
        assert recap.rows[seat][1] == str(state.red_pips(seat))
        assert recap.rows[seat][2] == signed_number(nau.deltas(state)[seat])
        assert recap.rows[seat][3] == str(window.controller.chips[seat])
    lines = tiengow_words.nau_settlement_lines(
        Voice(["You", "Pema"], 0),
        nau.deltas(state),
        (
            state.red_pips(0),
            state.red_pips(1),
        ),
    )
    assert recap.head.text() == lines[0]
    assert window.scene.result_caption
    window.close()


def test_a_nau_tin_kau_demo_plays_deals_by_itself(qtbot) -> None:
    specs = tuple(PlayerSpec.ai("random", {"seed": i}, name=f"AI {i}") for i in range(2))
    window = TienGowWindow(FamilyTable(TIEN_GOW, RULES, specs, "nau-tin-kau", 1), "instant", demo=True)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: window.deals_played >= 2, timeout=20000)
    window.close()


def test_the_draw_caption_names_the_tile_turned_and_the_taker() -> None:
    import random

    from bagchen_qt.games.tiengow.table import text as tiengow_text

    state = nau.play_random(RULES, random.Random(3))
    voice = Voice(["You", "Pema"], 0)
    before = picture_of(nau.replay(RULES, state.events[:-1]))
    after = picture_of(state)
    text = tiengow_text.draw_words(voice, after, before)
    taken = tiengow_words.draw_taken_caption(voice, state.last_taker)
    second = state.captured[state.last_taker][-1]
    assert taken in text and tiengow_words.tile_label(RULES.deck_tiles.tile_kind[second]) in text


def test_a_recorded_nau_tin_kau_deal_replays_to_where_the_table_ended(qtbot) -> None:
    from bagchen_qt.records.store import Store
    from bagchen_qt.ui.recording import FamilyTableLog

    store = Store.memory()
    log = FamilyTableLog(store, nau_table(seed=6))
    window = TienGowWindow(nau_table(seed=6), "instant", log=log)
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.start()
    while window.recap is None:
        qtbot.waitUntil(lambda: bool(window._legal) or window.recap is not None, timeout=20000)
        window.turn_tile()
    state = window.controller.state
    assert tiengow_words.move_text(nau.Draw(1), RULES, Voice(["You", "Pema"], 0)) == "Pema turns a tile"
    if log.deal_id is None or not hasattr(store, "deal_game"):
        pytest.skip("these records keep only Bagchen's deals: nothing to replay")
    from bagchen_qt.games.tiengow.table.replay_face import FamilyReplayWindow

    replay = FamilyReplayWindow(store, log.deal_id)
    qtbot.addWidget(replay)
    replay.scene.set_speed("instant")
    while replay.step < replay.steps:
        qtbot.mouseClick(replay.next_button, Qt.MouseButton.LeftButton)
    assert replay.scene.picture == picture_of(state)
    window.close()
