"""The table for keyboard and screen-reader players: accessible names and states, the
focus ring, announcements, and a whole deal played with the keyboard alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton, QToolButton

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.actions import Beat, Charity, DiscardAny, Lead
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILES
from bagchen_qt.games.bagchen.table.accessibility import accessible_tree, interface, seat_item_words, tile_item_words
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog
from bagchen_qt.games.bagchen.table.spoken import hand_words, seat_words, tile_words, turn_words
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui import focus_ring
from bagchen_qt.ui.tile_item import TileItem

NAME = QAccessible.Text.Name


def human(window: MainWindow) -> int:
    """The human's seat (formal seating draws it with the dice)."""
    return window.config.human_seat


def table_config(seed: int) -> TableConfig:
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=seed + i), name=name)
        for i, name in enumerate(("Tenzin", "Pema", "Norbu"))
    )
    return TableConfig(RuleSet(), seats, seed)


def wait_for_human_or_end(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: bool(window._legal) or window.deals_played > 0, timeout=60_000)


def open_window(qtbot, seed: int) -> MainWindow:
    store = Store.memory()
    config = table_config(seed)
    window = MainWindow(config, "instant", log=TableLog(store, config))
    qtbot.addWidget(window)
    window.start()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=5000)
    return window


@pytest.fixture
def window(qtbot):
    window = open_window(qtbot, 7)
    yield window
    window.controller.stop()


@pytest.fixture
def window_with_a_decision(qtbot):
    """A deal where the human has a decision before the play (seed 1: a question to answer)."""
    window = open_window(qtbot, 1)
    yield window
    window.controller.stop()


def press(qtbot, key: Qt.Key) -> None:
    """A key pressed on the keyboard: it goes to whatever has the focus."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key)


def until_a_trick_is_on_the_table(qtbot, window: MainWindow) -> None:
    """Play by keys (first decision, first legal play) until the human is to follow."""
    while True:
        wait_for_human_or_end(qtbot, window)
        state = window.controller.state
        if state.phase is Phase.FOLLOW:
            return
        play_one_turn_by_keys(qtbot, window)


def test_words_for_tiles_seats_and_plays(qapp) -> None:
    sky_chief = KINDS[0]
    assert tile_words(sky_chief, selected=True, playable=True) == "6-6 sky chief, selected, can be played"
    assert tile_words(sky_chief) == "6-6 sky chief"
    assert tile_words(sky_chief, playable=False, point=True) == "6-6 sky chief, point tile, cannot be played"
    assert tile_words(None) == "tile face down"
    assert seat_words("Pema", None, 12, 4, True, True, False) == "Pema, 12 chips, 4 stacks, passport, thinking"
    assert seat_words("Pema", "hard", 1, 1, False, False, True, 15) == (
        "Pema, hard AI, 1 chip, 1 stack, 15 tiles in hand, to play"
    )
    assert seat_words("You", None, 100, 0, False, False, True, is_you=True) == "You, 100 chips, 0 stacks, your turn"
    assert hand_words(1) == "Your hand, 1 tile" and hand_words(9) == "Your hand, 9 tiles"
    assert turn_words("Pema", False) == "Pema to play" and turn_words("You", True) == "Your turn"


def test_every_tile_seat_the_trick_and_the_action_bar_have_names(qtbot, window) -> None:
    until_a_trick_is_on_the_table(qtbot, window)
    scene = window.scene
    root = interface(window.view)
    assert root is not None and root.text(NAME) == "Bagchen table"
    rows = accessible_tree(root)
    assert all(name for _, _, name in rows), rows
    hand_node, trick_node = root.child(0), root.child(1)
    assert hand_node.role() is QAccessible.Role.List
    assert hand_node.childCount() == len(scene.hand()) > 0
    names = [hand_node.child(i).text(NAME) for i in range(hand_node.childCount())]
    assert names == [tile_item_words(scene.tile_item(t)) for t in scene.hand()]
    assert all(name and name[0].isdigit() for name in names)  # "6-6 sky chief…": the kind first
    # The trick: its caption as words, and every tile played to it.
    trick = window.controller.state.trick
    assert trick is not None
    assert trick_node.text(NAME) and "lead" in trick_node.text(NAME)
    assert trick_node.childCount() == sum(len(p.tiles) for p in trick.plays)
    for i in range(trick_node.childCount()):
        child = trick_node.child(i)
        assert child.text(NAME)
        assert child.parent().text(NAME) == trick_node.text(NAME)
    # The seats, each with its name and figures.
    seats = [root.child(i) for i in range(2, 6)]
    for seat, node in enumerate(seats):
        assert node.text(NAME) == seat_item_words(scene.panel(seat))
        assert node.text(NAME).startswith(window.config.seats[seat].name)
        assert "chips" in node.text(NAME) and "stack" in node.text(NAME)
    # Every tile shown on the table has a name, face up or face down.
    shown = [item for item in scene.items() if isinstance(item, TileItem) and item.isVisible()]
    assert len(shown) == 64
    assert all(interface(item).text(NAME) for item in shown)
    # The action bar and each of its buttons.
    bar = interface(window.action_bar)
    assert bar.text(NAME) == "Actions"
    for button in window.action_bar.findChildren(QAbstractButton):
        assert interface(button).text(NAME) == button.text()


def test_state_words_follow_the_selection_and_the_focus(qtbot, window) -> None:
    wait_for_human_or_end(qtbot, window)
    while window.controller.state.phase not in (Phase.LEAD, Phase.FOLLOW):
        play_one_turn_by_keys(qtbot, window)
        wait_for_human_or_end(qtbot, window)
    scene = window.scene
    root = interface(window.view)
    press(qtbot, Qt.Key.Key_Right)
    tile = scene.focused_tile()
    node = interface(scene.tile_item(tile))
    assert root.focusChild() is not None and root.focusChild().text(NAME) == node.text(NAME)
    assert node.state().focused and not node.state().selected
    assert "selected" not in node.text(NAME)
    press(qtbot, Qt.Key.Key_Space)
    assert node.state().selected
    assert ", selected" in node.text(NAME)
    press(qtbot, Qt.Key.Key_Space)
    assert not node.state().selected and "selected" not in node.text(NAME)
    press(qtbot, Qt.Key.Key_Right)
    assert not node.state().focused
    assert interface(scene.tile_item(scene.focused_tile())).state().focused


def test_a_playable_hint_is_spoken(qtbot, window) -> None:
    until_a_trick_is_on_the_table(qtbot, window)
    scene = window.scene
    states = {scene.tile_item(t).playable for t in scene.hand()}
    for tile in scene.hand():
        words = interface(scene.tile_item(tile)).text(NAME)
        playable = scene.tile_item(tile).playable
        assert ("can be played" in words) == (playable is True)
        assert ("cannot be played" in words) == (playable is False)
    assert states  # some state was shown


def _ring_pixels(window: MainWindow) -> tuple[QImage, QRectF]:
    scene = window.scene
    ring = scene.focus_ring
    rect = ring.mapRectToScene(ring.ring_rect())
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    area = rect.adjusted(-20, -20, 20, 20)
    scene.render(painter, QRectF(0, 0, 400, 400), area, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    return image, area


def test_the_focused_tile_has_a_visible_ring(qtbot, window) -> None:
    wait_for_human_or_end(qtbot, window)
    while window.controller.state.phase not in (Phase.LEAD, Phase.FOLLOW):
        play_one_turn_by_keys(qtbot, window)
        wait_for_human_or_end(qtbot, window)
    scene = window.scene
    assert not scene.focus_ring.isVisible()
    press(qtbot, Qt.Key.Key_Right)
    ring = scene.focus_ring
    item = scene.tile_item(scene.focused_tile())
    assert ring.isVisible() and ring.tile is item
    # Round the whole tile, not a caret beside it.
    around = ring.mapRectToScene(ring.ring_rect())
    assert around.contains(item.mapRectToScene(item.body_rect()))
    # Painted: the ring's colour shows on the left edge of the ring, at mid-height.
    image, area = _ring_pixels(window)
    left = QPointF(around.left(), around.center().y())
    x = round((left.x() - area.left()) / area.width() * 400)
    y = round((left.y() - area.top()) / area.height() * 400)
    colours = [QColor(image.pixel(x + dx, y)) for dx in range(-3, 4)]
    assert any(c.lightness() > 235 for c in colours), [c.name() for c in colours]
    # It follows the focus, and rises with the tile when selected.
    resting = ring.mapRectToScene(ring.ring_rect()).top()
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ring.mapRectToScene(ring.ring_rect()).top() < resting - 1, timeout=2000)
    press(qtbot, Qt.Key.Key_Right)
    assert ring.tile is scene.tile_item(scene.focused_tile()) and ring.tile is not item
    assert focus_ring.FOCUS_RING.lightness() > 200


def test_turns_and_plays_are_announced(qtbot, window) -> None:
    heard: list[str] = []
    window.announcer.announced.connect(heard.append)
    until_a_trick_is_on_the_table(qtbot, window)
    spoken = " / ".join(window.announcer.history)
    assert "Your turn" in spoken
    names = [s.name for s in window.config.seats]
    assert any(f"{name} leads" in spoken or f"{name} to play" in spoken for name in names[1:])
    assert " lead" in spoken  # what was played is said, by whom ("You lead", "Pema leads")
    assert "the point is" in spoken  # and the point the deal's dice name
    assert heard and heard[-1] == window.announcer.history[-1]
    # The last words are also the table's description, for readers without announcements.
    assert interface(window.view).text(QAccessible.Text.Description) == window.announcer.history[-1]


# --- a whole deal with the keyboard alone -------------------------------------------------------


def _visible_buttons(window: MainWindow) -> list[QAbstractButton]:
    return [b for b in window.action_bar.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]


def tab_to(qtbot, window: MainWindow, wanted: QAbstractButton) -> None:
    """Tab from the table until ``wanted`` has the focus."""
    for _ in range(12):
        if QApplication.focusWidget() is wanted:
            return
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {wanted.text()!r}")


def select_by_keys(qtbot, window: MainWindow, tiles: tuple[int, ...]) -> None:
    scene = window.scene
    press(qtbot, Qt.Key.Key_Home)
    for tile in sorted(tiles, key=scene.hand().index):
        while scene.focused_tile() != tile:
            press(qtbot, Qt.Key.Key_Right)
        press(qtbot, Qt.Key.Key_Space)
    assert set(scene.selected_tiles()) == set(tiles)


def play_one_turn_by_keys(qtbot, window: MainWindow) -> str:
    """Take the human's turn with keys only; returns how: "play", "face down", "charity"
    or "button" (a decision before the play, reached with Tab)."""
    state = window.controller.state
    legal = window._legal
    if QApplication.focusWidget() is not window.view:
        window.view.setFocus()  # a fresh turn starts from the table, as _play leaves it
    if state.phase in (Phase.LEAD, Phase.FOLLOW):
        plays = [a for a in legal if isinstance(a, Lead | Beat)]
        if plays:
            select_by_keys(qtbot, window, plays[0].tiles)
            press(qtbot, Qt.Key.Key_Return)
            how = "play"
        elif any(isinstance(a, DiscardAny) for a in legal):
            select_by_keys(qtbot, window, tuple(state.hands[human(window)][: state.trick.size]))
            press(qtbot, Qt.Key.Key_Return)  # nothing beats: Enter plays them face down
            how = "face down"
        else:
            charity = next(a for a in legal if isinstance(a, Charity))
            select_by_keys(qtbot, window, (charity.tile,))
            qtbot.waitUntil(lambda: any(isinstance(b, QToolButton) for b in _visible_buttons(window)))
            tool = next(b for b in _visible_buttons(window) if isinstance(b, QToolButton))
            tab_to(qtbot, window, tool)
            press(qtbot, Qt.Key.Key_Space)  # opens the menu of suits
            qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
            press(qtbot, Qt.Key.Key_Down)
            press(qtbot, Qt.Key.Key_Return)
            how = "charity"
    else:
        qtbot.waitUntil(lambda: bool(_visible_buttons(window)), timeout=5000)
        first = _visible_buttons(window)[0]
        assert isinstance(first, QPushButton)
        tab_to(qtbot, window, first)
        press(qtbot, Qt.Key.Key_Space)
        how = "button"
    qtbot.waitUntil(lambda s=state: window.controller.state is not s, timeout=5000)
    return how


def test_a_whole_deal_played_with_the_keyboard_alone(qtbot, window_with_a_decision) -> None:
    window = window_with_a_decision
    turns: list[str] = []
    while window.deals_played == 0:
        wait_for_human_or_end(qtbot, window)
        if window.deals_played:
            break
        turns.append(play_one_turn_by_keys(qtbot, window))
    assert "button" in turns  # a decision before the play, reached with Tab
    assert {"play", "face down"} & set(turns)  # tiles chosen with the arrows and Space, played with Enter
    final = window.controller.state
    assert final.is_over
    recap = window.findChild(RecapDialog)
    assert recap is not None and recap.isVisible()
    assert not window.controller.state.hands[human(window)]


def test_events_reach_qt_accessibility_when_a_reader_listens(qtbot, window) -> None:
    """With an assistive technology listening, announcements, focus, selection and name
    changes go out through QAccessible without harm."""
    QAccessible.setActive(True)
    try:
        assert QAccessible.isActive()
        until_a_trick_is_on_the_table(qtbot, window)
        press(qtbot, Qt.Key.Key_Right)
        press(qtbot, Qt.Key.Key_Space)
        press(qtbot, Qt.Key.Key_Right)
        window.announcer.announce("Pema leads 6-6 sky chief")
        root = interface(window.view)
        assert root.focusChild() is not None
        assert all(name for _, _, name in accessible_tree(root))
    finally:
        QAccessible.setActive(False)


def test_tabbing_to_the_table_shows_the_focus_on_the_hand(qtbot, window) -> None:
    until_a_trick_is_on_the_table(qtbot, window)
    scene = window.scene
    assert not scene.focus_ring.isVisible()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)  # a click: no ring until a key is used
    assert not scene.focus_ring.isVisible()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    assert scene.focus_ring.isVisible()
    assert scene.focus_ring.tile is scene.tile_item(scene.hand()[0])


def test_the_ring_waits_while_a_button_has_the_keyboard(qtbot, window) -> None:
    until_a_trick_is_on_the_table(qtbot, window)
    scene = window.scene
    state = window.controller.state
    select_by_keys(qtbot, window, tuple(state.hands[human(window)][: state.trick.size]))
    assert scene.focus_ring.isVisible()
    qtbot.waitUntil(lambda: bool(_visible_buttons(window)))
    tab_to(qtbot, window, _visible_buttons(window)[-1])
    assert not scene.focus_ring.isVisible()  # one focus mark at a time: the button's
    for _ in range(6):  # Shift+Tab back to the table
        press(qtbot, Qt.Key.Key_Backtab)
        if QApplication.focusWidget() is window.view:
            break
    assert QApplication.focusWidget() is window.view and scene.focus_ring.isVisible()


def test_the_hint_is_announced(qtbot, window) -> None:
    until_a_trick_is_on_the_table(qtbot, window)
    with qtbot.waitSignal(window.controller.hintReady, timeout=30_000) as hint:
        press(qtbot, Qt.Key.Key_H)
    action, _reason = hint.args
    said = window.announcer.history[-1]
    assert said.startswith("Hint. ")
    for tile in getattr(action, "tiles", ()):
        assert TILES[tile].kind.notation in said
