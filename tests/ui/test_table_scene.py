"""The table scene: every event lands every tile at its layout place, hidden tiles stay
hidden (also in motion), animations run and finish on demand, and the player's hand,
the panels and the captions follow the state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView, QStyleOptionGraphicsItem
from scene_steps import NAMES, Step, deal_steps, find_step

from bagchen_qt.games.bagchen.rules.actions import Beat, Discard, Lead, Shuffle, ThrowDice
from bagchen_qt.games.bagchen.rules.state import DealState, Phase
from bagchen_qt.games.bagchen.table.layout import layout, shown_tiles
from bagchen_qt.games.bagchen.table.table_demo import render_demo_positions
from bagchen_qt.games.bagchen.table.table_scene import TableScene, panel_centre
from bagchen_qt.ui.chips import ChipItem
from bagchen_qt.ui.layout import relative
from bagchen_qt.ui.tile_item import TileItem


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    return qapp


def assert_at_layout(table: TableScene, state: DealState) -> None:
    for tile, place in layout(state, table.viewer, table.all_hands).items():
        item = table.tile_item(tile)
        assert item.isVisible() and item.opacity() == 1.0
        assert (item.x(), item.y()) == pytest.approx((place.x, place.y)), tile
        assert item.rotation() % 360 == pytest.approx(place.rotation % 360)
        assert item.scale() == pytest.approx(place.scale)
        assert item.zValue() == place.z
        assert item.face_up == place.face_up
        if place.face_up:
            assert item.tile is not None and int(item.tile) == tile
        else:
            assert item.tile is None and item.toolTip() == ""


def show(table: TableScene, qtbot, step: Step) -> None:
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_event(*step)


def snap(table: TableScene, qtbot, state: DealState) -> None:
    with qtbot.waitSignal(table.animationsFinished, timeout=1000):
        table.show_event(None, None, state)


def paint(item: TileItem) -> bytes:
    image = QImage(80, 110, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(40, 55)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return bytes(image.constBits())


# --- whole deals -------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 41])
def test_a_whole_deal_at_instant_speed_lands_every_tile_and_signals_every_event(scene, qtbot, seed) -> None:
    steps = deal_steps(seed)
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        snap(scene, qtbot, steps[0][1])
    assert_at_layout(scene, steps[0][1])
    for step in steps:
        show(scene, qtbot, step)
        assert not scene.is_animating()
        assert_at_layout(scene, step[2])
    final = steps[-1][2]
    for seat in range(4):
        panel = scene.panel(seat)
        assert (panel.chips, panel.stacks, panel.passport) == (
            final.chips[seat],
            final.stacks[seat],
            final.passports[seat],
        )
    assert "the last trick" in scene._result_caption.text or "sixteen" in scene._result_caption.text


@pytest.mark.parametrize("reduced", [False, True])
def test_every_kind_of_event_animates_and_finish_now_lands_it(scene, qtbot, reduced) -> None:
    scene.set_speed("fast")
    scene.set_reduced_motion(reduced)
    steps = deal_steps(41)  # has a mother-and-son union, a passport rule 4 lead and chips paid
    snap(scene, qtbot, steps[0][1])
    finished: list[int] = []
    scene.animationsFinished.connect(lambda: finished.append(1))
    for count, step in enumerate(steps, 1):
        scene.show_event(*step)
        scene.finish_now()
        assert len(finished) == count
        assert_at_layout(scene, step[2])
    assert not [item for item in scene.items() if isinstance(item, ChipItem)]


def test_a_new_event_first_finishes_the_running_animation(scene, qtbot) -> None:
    steps = deal_steps(1)
    snap(scene, qtbot, steps[0][1])
    scene.set_speed("slow")
    finished: list[int] = []
    scene.animationsFinished.connect(lambda: finished.append(1))
    scene.show_event(*steps[0])
    assert scene.is_animating() and not finished
    scene.show_event(*steps[1])
    assert finished == [1]  # the shuffle was shown to its end before the next event
    scene.finish_now()
    assert finished == [1, 1]
    assert_at_layout(scene, steps[1][2])


def test_animations_finished_comes_after_show_event_returns_once_per_event(scene, qtbot) -> None:
    """The controller may mark itself as waiting only after sending the event, so the
    signal must never come from inside ``show_event``; and never twice for one event."""
    steps = deal_steps(1)
    finished: list[int] = []
    scene.animationsFinished.connect(lambda: finished.append(1))
    scene.show_event(None, None, steps[0][1])
    scene.show_event(*steps[0])
    assert finished == [1]  # the first was owed, and paid before the second event was shown
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        pass
    assert finished == [1, 1]
    scene.finish_now()
    assert finished == [1, 1]


# --- animation ----------------------------------------------------------------------------


def test_at_fast_speed_a_play_slides_over_time_and_lands_on_its_place(scene, qtbot) -> None:
    event, before, after = find_step(lambda e, b, a: isinstance(e, Lead) and e.seat != 0)
    snap(scene, qtbot, before)
    scene.set_speed("fast")
    tile = event.tiles[0]
    item = scene.tile_item(tile)
    start = item.pos()
    seen: list[QPointF] = []
    item.xChanged.connect(lambda: seen.append(item.pos()))
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        scene.show_event(event, before, after)
        assert scene.is_animating()
        assert item.tile is not None and int(item.tile) == tile  # named, to be turned over on the way
        assert scene._trick_caption.text == ""  # the caption tells the lead once it has landed
    target = layout(after, 0)[tile]
    assert len({(p.x(), p.y()) for p in seen}) > 3  # it moved through places in between
    assert seen[-1] == QPointF(target.x, target.y) and start != seen[-1]
    assert item.face_up and item.toolTip()
    assert scene._trick_caption.text.startswith(f"{NAMES[event.seat]} leads")
    assert_at_layout(scene, after)


def test_finish_now_completes_the_deal_animation_at_once(scene, qtbot) -> None:
    event, before, after = find_step(lambda e, b, a: isinstance(e, ThrowDice) and b.phase is Phase.DEAL_DICE)
    snap(scene, qtbot, before)
    scene.set_speed("normal")
    scene.show_event(event, before, after)
    assert scene.is_animating()
    with qtbot.waitSignal(scene.animationsFinished, timeout=100):
        scene.finish_now()
    assert not scene.is_animating()
    assert_at_layout(scene, after)
    assert scene._dice.isVisible() and scene._dice.values == after.dice


def test_reduced_motion_fades_tiles_instead_of_moving_them(scene, qtbot) -> None:
    event, before, after = find_step(lambda e, b, a: isinstance(e, Lead) and e.seat != 0)
    snap(scene, qtbot, before)
    scene.set_speed("fast")
    scene.set_reduced_motion(True)
    item = scene.tile_item(event.tiles[0])
    places: list[tuple[float, float]] = []
    opacities: list[float] = []
    item.xChanged.connect(lambda: places.append((item.x(), item.y())))
    item.opacityChanged.connect(lambda: opacities.append(item.opacity()))
    show(scene, qtbot, (event, before, after))
    assert len(places) == 1  # one jump, no slide
    assert min(opacities) < 0.5
    assert_at_layout(scene, after)


def test_payments_send_chips_flying_and_the_counts_follow(scene, qtbot) -> None:
    event, before, after = find_step(lambda e, b, a: isinstance(e, Lead) and len(a.payments) > len(b.payments))
    snap(scene, qtbot, before)
    scene.set_speed("fast")
    scene.show_event(event, before, after)
    assert [item for item in scene.items() if isinstance(item, ChipItem)]
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        pass
    assert not [item for item in scene.items() if isinstance(item, ChipItem)]
    for seat in range(4):
        assert scene.panel(seat).chips == after.chips[seat]


# --- hidden information -------------------------------------------------------------------


def test_other_hands_and_face_down_tiles_show_only_their_backs(scene, qtbot) -> None:
    step = find_step(lambda e, b, a: isinstance(e, Discard) and e.seat != 0 and a.trick is not None)
    show(scene, qtbot, step)
    state = step[2]
    back = paint(TileItem(None))
    hidden = [t for seat in (1, 2, 3) for t in state.hands[seat]] + list(step[0].tiles)
    for tile in hidden:
        item = scene.tile_item(tile)
        assert item.tile is None and not item.face_up and item.toolTip() == ""
        assert paint(item) == back
    for tile in state.hands[0]:
        item = scene.tile_item(tile)
        assert item.face_up and int(item.tile) == tile and item.toolTip()


def test_the_shuffle_moves_tiles_without_regard_to_what_they_are(scene, qtbot) -> None:
    heap = layout(DealState.new(), 0)
    for seed in (1, 2):
        event, before, after = deal_steps(seed)[0]
        assert isinstance(event, Shuffle)
        snap(scene, qtbot, before)
        scene.set_speed("fast")
        starts = {id(item): (item.x(), item.y()) for item in scene.tile_items()}
        scene.show_event(event, before, after)
        scene.finish_now()
        scene.set_speed("instant")
        for slot, tile in enumerate(after.order):
            # The item that stood in heap slot ``slot`` now stands at tower position ``slot``:
            # the same paths for every shuffle, whatever the tiles.
            assert starts[id(scene.tile_item(tile))] == pytest.approx((heap[slot].x, heap[slot].y))


def test_a_face_down_play_keeps_its_tiles_in_table_order(scene, qtbot) -> None:
    event, before, after = find_step(lambda e, b, a: isinstance(e, Discard) and e.seat != 0 and len(e.tiles) >= 2)
    snap(scene, qtbot, before)
    scene.set_speed("fast")
    starts = {id(item): (item.x(), item.y()) for item in scene.tile_items()}
    scene.show_event(event, before, after)
    scene.finish_now()
    items = [scene.tile_item(t) for t in event.tiles]
    by_start = sorted(items, key=lambda i: starts[id(i)])
    by_end = sorted(items, key=lambda i: (i.x(), i.y()))
    assert by_start == by_end


def test_face_down_hands_keep_the_dealt_order_not_a_sort_by_kind() -> None:
    state = next(s for _, _, s in deal_steps(3) if s.dice is not None)
    places = layout(state, 0)
    for seat in (1, 2, 3):
        side = relative(seat, 0)
        along = (lambda p: p.x) if side in (0, 2) else (lambda p: p.y)
        shown = sorted(state.hands[seat], key=lambda t: along(places[t]) * (1 if side in (1, 2) else -1))
        dealt = sorted(state.hands[seat], key=state.order.index)
        assert shown == dealt or shown == dealt[::-1]


def test_face_up_plays_lie_on_top_and_face_down_plays_beneath() -> None:
    _, _, state = find_step(
        lambda e, b, a: (
            a.trick is not None
            and len(a.trick.plays) == 3
            and not a.trick.plays[1].face_up
            and a.trick.plays[2].face_up
        )
    )
    places = layout(state, 0)
    lead, down, up = state.trick.plays
    assert max(places[t].z for t in down.tiles) < min(places[t].z for t in lead.tiles)
    assert min(places[t].z for t in up.tiles) > max(places[t].z for t in lead.tiles)


# --- shown tiles and captions ----------------------------------------------------------------


def test_a_passport_hand_shown_lies_face_up_with_a_caption(scene, qtbot) -> None:
    step = find_step(lambda e, b, a: a.phase is Phase.FOLLOW and a.trick.plays[0].rule == 4 and a.trick.leader != 0)
    show(scene, qtbot, step)
    state = step[2]
    leader = state.trick.leader
    shown = shown_tiles(state)[leader]
    assert set(shown) == set(state.hands[leader])
    for tile in shown:
        assert scene.tile_item(tile).face_up
    assert "passport rule 4" in scene._captions[leader].text
    assert "passport rule 4" in scene._trick_caption.text


def test_a_mother_and_son_offer_is_shown_and_named(scene, qtbot) -> None:
    step = find_step(lambda e, b, a: a.phase is Phase.UNION_DUEL)
    show(scene, qtbot, step)
    state = step[2]
    offerer, tile = state.offer
    assert scene.tile_item(tile).face_up
    assert "looking for" in scene._captions[offerer].text
    assert "accepts" in scene._captions[state.queue[0]].text


def test_the_trick_caption_names_the_lead_and_who_is_winning(scene, qtbot) -> None:
    step = find_step(
        lambda e, b, a: isinstance(e, Beat) and a.trick is not None and a.trick.leader != 0 and e.seat != 0
    )
    show(scene, qtbot, step)
    text = scene._trick_caption.text
    state = step[2]
    assert text.startswith(f"{NAMES[state.trick.leader]} leads")
    assert f"{NAMES[state.trick.top_seat]} is winning with" in text


# --- the player's hand ----------------------------------------------------------------------


def dealt(scene: TableScene, qtbot) -> DealState:
    step = find_step(lambda e, b, a: a.phase is Phase.LEAD and a.to_act == 0 and not a.tricks)
    show(scene, qtbot, step)
    return step[2]


def test_clicks_select_and_a_double_click_plays(scene, qtbot) -> None:
    state = dealt(scene, qtbot)
    view = QGraphicsView(scene)
    view.resize(1700, 1100)
    qtbot.addWidget(view)
    view.show()
    hand = scene._hand()
    tile = hand[3]
    point = view.mapFromScene(scene.tile_item(tile).pos())
    with qtbot.waitSignal(scene.selectionChanged, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [(tile,)]
    assert scene.selected_tiles() == (tile,) and scene.tile_item(tile).chosen
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert scene.selected_tiles() == () and not scene.tile_item(tile).chosen
    other = view.mapFromScene(scene.tile_item(state.hands[1][0]).pos())  # someone else's tile
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=other)
    assert scene.selected_tiles() == ()
    with qtbot.waitSignal(scene.activated, timeout=1000):
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert tile in scene.selected_tiles()


def test_the_keyboard_moves_a_focus_selects_and_plays(scene, qtbot) -> None:
    dealt(scene, qtbot)
    hand = scene._hand()
    assert scene.handle_key(Qt.Key.Key_Right) and scene.focused_tile() == hand[0]
    assert scene.handle_key(Qt.Key.Key_Right) and scene.focused_tile() == hand[1]
    assert scene.handle_key(Qt.Key.Key_Space)
    assert scene.selected_tiles() == (hand[1],) and scene.tile_item(hand[1]).chosen
    scene.handle_key(Qt.Key.Key_Left)
    scene.handle_key(Qt.Key.Key_Space)
    assert scene.selected_tiles() == tuple(sorted(hand[:2]))
    assert scene._focus_marker.isVisible()
    with qtbot.waitSignal(scene.activated, timeout=1000):
        assert scene.handle_key(Qt.Key.Key_Return)
    assert scene.handle_key(Qt.Key.Key_Escape) and scene.selected_tiles() == ()
    assert not scene.handle_key(Qt.Key.Key_Escape)
    assert not scene.handle_key(Qt.Key.Key_A)


def test_set_playable_hints_some_tiles_and_dims_the_others(scene, qtbot) -> None:
    state = dealt(scene, qtbot)
    hand = scene._hand()
    scene.set_playable(set(hand[:2]))
    assert [scene.tile_item(t).playable for t in hand] == [True, True] + [False] * (len(hand) - 2)
    assert all(scene.tile_item(t).playable is None for t in state.hands[1])
    scene.set_playable(None)
    assert all(scene.tile_item(t).playable is None for t in hand)


def test_played_tiles_leave_the_selection(scene, qtbot) -> None:
    event, before, after = find_step(lambda e, b, a: isinstance(e, Lead) and e.seat == 0)
    snap(scene, qtbot, before)
    scene.set_selection(event.tiles)
    with qtbot.waitSignal(scene.selectionChanged, timeout=1000) as blocker:
        scene.show_event(event, before, after)
    assert blocker.args == [()]
    assert not any(scene.tile_item(t).chosen for t in event.tiles)


# --- panels and turn ------------------------------------------------------------------------


def test_set_turn_marks_the_right_seat(scene, qtbot) -> None:
    dealt(scene, qtbot)
    scene.set_turn(2)
    assert [scene.panel(s).turn for s in range(4)] == [False, False, True, False]
    assert scene.panel(2).status_text() == "to play"
    assert scene._arrow.isVisible() and scene._arrow.rotation() == 180  # pointing up, at the top seat
    scene.set_turn(0)
    assert scene.panel(0).status_text() == "Your turn"
    assert scene._arrow.rotation() == 0
    scene.set_turn(None)
    assert not any(scene.panel(s).turn for s in range(4)) and not scene._arrow.isVisible()


def test_the_turn_follows_the_state_after_each_event(scene, qtbot) -> None:
    for step in deal_steps(2)[:30]:
        show(scene, qtbot, step)
        assert scene.turn() == step[2].to_act


def test_panels_show_names_levels_thinking_and_passports(scene, qtbot) -> None:
    step = find_step(lambda e, b, a: any(a.passports))
    show(scene, qtbot, step)
    state = step[2]
    for seat in range(4):
        panel = scene.panel(seat)
        assert panel.name == NAMES[seat]
        assert (panel.chips, panel.stacks, panel.passport) == (
            state.chips[seat],
            state.stacks[seat],
            state.passports[seat],
        )
    assert scene.panel(0).level_text() == "you" and scene.panel(3).level_text() == "AI · hard"
    scene.set_thinking(3, True)
    assert scene.panel(3).thinking and scene.panel(3).status_text().startswith("thinking")
    scene.set_thinking(3, False)
    assert not scene.panel(3).thinking


def test_set_viewer_turns_the_table(scene, qtbot) -> None:
    state = dealt(scene, qtbot)
    scene.set_viewer(2)
    assert_at_layout(scene, state)
    assert all(scene.tile_item(t).face_up for t in state.hands[2])
    assert not any(scene.tile_item(t).face_up for t in state.hands[0])
    assert scene.panel(2).is_viewer and (scene.panel(2).x(), scene.panel(2).y()) == panel_centre(0, scene.table)


def test_all_hands_shows_every_tile(scene, qtbot) -> None:
    step = find_step(lambda e, b, a: isinstance(e, Discard) and a.trick is not None)
    show(scene, qtbot, step)
    scene.set_all_hands(True)
    state = step[2]
    in_play = [t for hand in state.hands for t in hand] + [t for play in state.trick.plays for t in play.tiles]
    assert all(scene.tile_item(t).face_up and int(scene.tile_item(t).tile) == t for t in in_play)
    assert_at_layout(scene, state)
    scene.set_all_hands(False)
    assert_at_layout(scene, step[2])


def test_demo_pictures_render(tmp_path) -> None:
    paths = render_demo_positions(tmp_path, scale=0.25)
    assert [p.name for p in paths] == ["towers.png", "dealt.png", "trick.png", "end.png"]
    assert all(p.stat().st_size > 1000 for p in paths)


@pytest.mark.parametrize("reduced", [False, True])
def test_thrown_dice_lie_in_front_of_their_throwers_until_the_next_event(qtbot, reduced: bool) -> None:
    from bagchen_qt.games.bagchen.rules.actions import DuelThrow
    from bagchen_qt.ui.dice_art import DiceItem, DieItem
    from bagchen_qt.ui.dice_throw import toward_centre
    from bagchen_qt.ui.layout import seat_anchor

    table = TableScene(0, NAMES, (None, "easy", "medium", "hard"))
    table.set_reduced_motion(reduced)
    table.set_speed("fast")
    duel = find_step(lambda e, b, a: isinstance(e, DuelThrow))
    event, before, after = duel
    snap(table, qtbot, before)
    show(table, qtbot, duel)
    dice = [item for item in table.items() if isinstance(item, DieItem)]
    throwers = {before.offer[0]: event.offerer, before.queue[0]: event.acceptor}
    lands = {seat: toward_centre(seat_anchor(relative(seat, 0), table.table), 0.42) for seat in throwers}
    shown = sorted((round(d.x(), 3), round(d.y(), 3), d.value) for d in dice)
    assert shown == sorted((round(lands[s].x(), 3), round(lands[s].y(), 3), v) for s, v in throwers.items())
    assert all(d.opacity() == 1.0 for d in dice)
    loose = find_step(lambda e, b, a: isinstance(e, ThrowDice) and b.phase is not Phase.DEAL_DICE)
    event, before, after = loose
    snap(table, qtbot, before)
    assert not [item for item in table.items() if isinstance(item, DieItem)]  # the next event takes them away
    show(table, qtbot, loose)
    thrown = [item for item in table.items() if isinstance(item, DiceItem) and item.zValue() == 400]
    assert len(thrown) == 1 and thrown[0].opacity() == 1.0 and thrown[0].values == (event.a, event.b)
    seat = before.duel[1] if before.phase is Phase.UNION_GIVE and before.duel else before.queue[0]
    land = toward_centre(seat_anchor(relative(seat, 0), table.table), 0.42)
    assert (thrown[0].x(), thrown[0].y()) == pytest.approx((land.x(), land.y()))
