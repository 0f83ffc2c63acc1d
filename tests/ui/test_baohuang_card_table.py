"""Bao Huang at the shared card table with its own face: whole deals played by the
keyboard alone and by the mouse alone, the hand held in columns, a refused play
answered with its reason, and the recap reached."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.rules.cards import BLACK, CARD_RANK
from bagchen_qt.games.baohuang.rules.events import Pass, Play
from bagchen_qt.games.baohuang.table.face import BaoHuangFace, current_round, stand_ins
from bagchen_qt.games.baohuang.table.hand import JOKERS, play_codes
from bagchen_qt.games.baohuang.table.table_hand import TableHand
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.card_table.face import card_table_face, has_card_table
from bagchen_qt.ui.card_table.window import CardTableWindow
from bagchen_qt.ui.family_controller import FamilyTable

GAME = game_named(BAO_HUANG)
MOVES = 400  # a deal of five hands of 34 ends well within this many human decisions


def bao_huang_window(qtbot: Any, seed: int = 5, preset: str = "") -> CardTableWindow:
    names = ("Tenzin", "Pema", "Norbu", "Karma")
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=n) for i, n in enumerate(names, 1)
    )
    table = FamilyTable(BAO_HUANG, GAME.rules_from(preset), seats, preset, seed)
    window = CardTableWindow(table, "instant")
    window.controller.ai_delay_ms = 0
    qtbot.addWidget(window)
    window.resize(1024, 700)
    return window


def hand_of(window: CardTableWindow) -> TableHand:
    hand = window.scene.hand_view
    assert isinstance(hand, TableHand)
    return hand


def bar_buttons(window: CardTableWindow) -> dict[str, QPushButton]:
    bar = window.action_bar
    found = {}
    for i in range(bar.buttons.count()):
        item = bar.buttons.itemAt(i)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QPushButton):
            found[widget.text()] = widget
    return found


def single_rank_play(window: CardTableWindow) -> Play | None:
    """A legal play of the top cards of one column (what taking one card more at a time
    gives), the fewest cards first."""
    columns = hand_of(window).columns
    plays = []
    for action in window.legal:
        if not isinstance(action, Play) or len({min(c, BLACK) for c in action.cards}) != 1:
            continue
        index = columns.column_of_rank(JOKERS if action.cards[0] >= BLACK else action.cards[0])
        top = columns.columns[index].cards[: len(action.cards)] if index is not None else ()
        if play_codes(top) == tuple(sorted(action.cards)):
            plays.append(action)
    return min(plays, key=lambda a: (len(a.cards), a.cards)) if plays else None


def column_of(window: CardTableWindow, play: Play) -> int:
    rank = JOKERS if play.cards[0] >= BLACK else play.cards[0]
    index = hand_of(window).columns.column_of_rank(rank)
    assert index is not None
    return index


def wait_turn(qtbot: Any, window: CardTableWindow) -> None:
    qtbot.waitUntil(lambda: bool(window.legal) or window.recap is not None, timeout=30000)


def test_bao_huang_is_listed_for_the_card_table() -> None:
    assert has_card_table(BAO_HUANG)
    assert isinstance(card_table_face(BAO_HUANG), BaoHuangFace)


def test_a_whole_deal_by_the_keyboard_alone(qtbot) -> None:
    window = bao_huang_window(qtbot)
    window.start()
    keyed = 0
    for _ in range(MOVES):
        wait_turn(qtbot, window)
        if window.recap is not None:
            break
        assert len(window.scene.plates) == 5 and window.scene.plates[0].turn
        play = single_rank_play(window)
        if play is None:  # decisions: the first offer, or a pass
            if any(isinstance(a, Pass) for a in window.legal):
                qtbot.keyClick(window.view, Qt.Key.Key_P)
            else:
                qtbot.keyClick(window.view, Qt.Key.Key_Return)  # the first button: Enter takes it
            continue
        hand = hand_of(window)
        target = column_of(window, play)
        while hand.columns.focus != target:
            step = Qt.Key.Key_Right if (hand.columns.focus or 0) < target else Qt.Key.Key_Left
            qtbot.keyClick(window.view, step)
        for _ in play.cards:
            qtbot.keyClick(window.view, Qt.Key.Key_Up)  # one more card of the column each time
        assert window.face.matching(window.seen, window.legal, window.scene.selected_pieces()) == [play]
        assert window.action_bar.prompt.text().startswith("Selected: ")
        before = len(window.scene.hand())
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        assert len(window.scene.hand()) == before - len(play.cards)
        keyed += 1
    assert window.recap is not None, "the deal did not end"
    assert keyed >= 1
    lines = [window.recap.head.text(), *window.recap.details.text().split("\n")]
    assert " win" in lines[0] or "draw" in lines[0]
    assert any(line.startswith("Finishing order:") for line in lines)
    assert any(line.startswith("Emperor:") and "farmers:" in line for line in lines)
    assert len(window.recap.rows) == 5
    window.controller.stop()
    window.close()


def click_column(qtbot: Any, window: CardTableWindow, index: int) -> None:
    hand = hand_of(window)
    rect = hand.column_rect(index)
    point = window.view.mapFromScene(hand.mapToScene(rect.center().x(), rect.top() + hand.card_height * 0.25))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_whole_deal_by_the_mouse_alone_with_a_refusal_answered(qtbot) -> None:
    window = bao_huang_window(qtbot, seed=11)
    window.start()
    clicked = refused = 0
    for _ in range(MOVES):
        wait_turn(qtbot, window)
        if window.recap is not None:
            break
        play = single_rank_play(window)
        top = window.seen.top
        if play is not None and top is not None and len(top.cards) >= 2 and not refused:
            click_column(qtbot, window, column_of(window, play))  # one card against several: refused
            assert len(window.scene.selected_pieces()) == 1
            assert "answer with as many" in window.action_bar.reason.text()
            assert not bar_buttons(window)["Play"].isEnabled()
            refused += 1
            hand_of(window).set_selection(())
        if play is None:
            buttons = bar_buttons(window)
            name = "Pass" if "Pass" in buttons else next(t for t, b in buttons.items() if b.isEnabled())
            qtbot.mouseClick(buttons[name], Qt.MouseButton.LeftButton)
            continue
        index = column_of(window, play)
        for _ in play.cards:
            click_column(qtbot, window, index)  # one card more each click
        assert len(window.scene.selected_pieces()) == len(play.cards)
        qtbot.mouseClick(bar_buttons(window)["Play"], Qt.MouseButton.LeftButton)
        clicked += 1
    assert window.recap is not None, "the deal did not end"
    assert clicked >= 1 and refused == 1
    window.controller.stop()
    window.close()


def test_the_play_to_beat_is_ringed_and_passes_are_said(qtbot) -> None:
    window = bao_huang_window(qtbot, seed=3)
    window.start()
    for _ in range(MOVES):
        wait_turn(qtbot, window)
        seen = window.seen
        if window.recap is not None or (seen.top is not None and any(isinstance(e, Pass) for e in seen.table)):
            break
        passes = [a for a in window.legal if isinstance(a, Pass)]
        window.play(passes[0] if passes else window.legal[0])
    seen = window.seen
    shows = window.face.seats(seen)
    ringed = [seat for seat, show in enumerate(shows) if show.on_top]
    assert ringed == [seen.top.seat]
    assert shows[seen.top.seat].in_front == stand_ins(seen.top.cards)
    latest, _, _ = current_round(seen)
    for seat, event in latest.items():
        assert (shows[seat].said == "Pass\n不要") == isinstance(event, Pass)
    assert "The play to beat" in [item.toolTip() for item in window.scene.items()]
    window.controller.stop()
    window.close()


def test_stand_ins_show_a_play_by_its_ranks() -> None:
    three_queens = stand_ins((6, 6, 6))
    assert [CARD_RANK[c] for c in three_queens] == [6, 6, 6] and len(set(three_queens)) == 3


def test_the_command_line_opens_a_session_at_this_table_under_a_preset(qtbot) -> None:
    from bagchen_qt.ui import app as app_module

    table = app_module.family_config(BAO_HUANG, "shanghai")
    assert table.rules == GAME.rules_from("shanghai") and len(table.seats) == 5
    window = app_module.open_family_table(table, "instant")
    qtbot.addWidget(window)
    assert isinstance(window, CardTableWindow) and isinstance(window.face, BaoHuangFace)
    qtbot.waitUntil(lambda: window.seen is not None, timeout=30000)
    assert isinstance(window.scene.hand_view, TableHand) and len(window.scene.plates) == 5
    window.controller.stop()
    window.close()


def test_the_new_session_dialog_sends_a_five_seat_bao_huang_session_here(tmp_path, qtbot) -> None:
    from PySide6.QtCore import QSettings

    from bagchen_qt.ui import app as app_module
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog
    from bagchen_qt.ui.settings import AppSettings

    dialog = NewSessionDialog(settings=AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(BAO_HUANG))
    table = dialog.family_table()
    assert table.game == BAO_HUANG and len(table.seats) == 5
    assert app_module.family_window_class(table.game) is CardTableWindow


def test_the_demo_plays_a_deal_at_this_table_and_closes(tmp_path) -> None:
    import os
    import sqlite3
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    records = tmp_path / "demo.sqlite3"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(root),
        "BAGCHEN_DB": str(records),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    command = [sys.executable, "-m", "bagchen_qt", "demo", "--game", BAO_HUANG, "--deals", "1", "--speed", "instant"]
    done = subprocess.run(command, env=env, cwd=root, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    with sqlite3.connect(records) as db:
        games = [row[0] for row in db.execute("SELECT game FROM sessions")]
        deals = db.execute("SELECT count(*) FROM deals").fetchone()[0]
    assert games == [BAO_HUANG] and deals >= 1


def test_the_hint_takes_its_play_out_of_the_hand_and_enter_plays_it(qtbot) -> None:
    window = bao_huang_window(qtbot, seed=7)
    window.start()
    for _ in range(MOVES):
        wait_turn(qtbot, window)
        assert window.recap is None, "no turn with cards to play"
        if window.seen.phase == "play" and window.seen.top is None:  # a lead: a play is the hint
            break
        window.play(window.legal[0])
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(window.scene.selected_pieces()), timeout=30000)
    hint = window._hint
    assert isinstance(hint, Play)
    assert sorted(window.scene.selected_pieces()) == sorted(window.face.pieces_of(window.seen, hint))
    assert hand_of(window).columns.selection  # taken in the columns, raised
    before = len(window.scene.hand())
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.scene.hand()) == before - len(hint.cards)
    window.controller.stop()
    window.close()


def test_pass_for_me_when_nothing_beats_is_kept_and_passes(qtbot) -> None:
    from PySide6.QtCore import QSettings

    from bagchen_qt.ui.card_table.window import AUTO_PASS_KEY

    window = bao_huang_window(qtbot, seed=5)
    window.auto_pass_action.setChecked(True)
    assert QSettings().value(AUTO_PASS_KEY, False, type=bool)
    window.start()
    for _ in range(MOVES):
        wait_turn(qtbot, window)
        if window.recap is not None:
            break
        if all(isinstance(a, Pass) for a in window.legal):  # only a pass is left: it is made for the human
            qtbot.waitUntil(lambda: not window.legal or window.recap is not None, timeout=5000)
            continue
        plays = [a for a in window.legal if isinstance(a, Play)]
        window.play(plays[0] if plays else window.legal[0])
    assert any(isinstance(e, Pass) and e.seat == 0 for e in window.seen.table)  # passed for the human
    again = bao_huang_window(qtbot)
    assert again.auto_pass_action.isChecked()
    for shown in (window, again):
        shown.controller.stop()
        shown.close()


def test_the_next_deal_shows_its_tribute_and_the_hand_gives_it(qtbot) -> None:
    from bagchen_qt.games.baohuang.rules.events import GiveTribute

    window = bao_huang_window(qtbot, seed=2, preset="shanghai")
    captions: list[str] = []
    window.controller.eventApplied.connect(lambda *payload: captions.append(window.scene.caption.text))
    window.start()
    deals = 0
    for _ in range(4 * MOVES):
        wait_turn(qtbot, window)
        if window.recap is not None:
            lines = window.recap.details.text().split("\n")
            assert any(line.startswith(("Next deal's tribute:", "No tribute next deal.")) for line in lines)
            deals += 1
            if deals == 4 or any(text.startswith("Tribute") for text in captions):
                break
            window.recap.next_button.click()
            continue
        give = [a for a in window.legal if isinstance(a, GiveTribute)]
        if give:  # the hand's highest cards, taken in the columns like a play
            window.scene.set_selection(window.face.pieces_of(window.seen, give[0]))
            assert window.face.matching(window.seen, window.legal, window.scene.selected_pieces()) == give[:1]
        window.play(give[0] if give else window.legal[0])
    assert any(text.startswith("Tribute") for text in captions)
    window.controller.stop()
    window.close()


def test_the_recap_says_who_gives_the_next_tribute_you_in_the_second_person() -> None:
    from bagchen_qt.games.baohuang.table.face import BaoHuangFace

    names = ["You", "Tenzin", "Pema", "Norbu", "Karma"]
    assert BaoHuangFace._gives(0, 2, names, you=0) == "you give 2"
    assert BaoHuangFace._gives(3, 1, names, you=0) == "Norbu gives 1"
