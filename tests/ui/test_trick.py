"""The trick on the table: each play in front of its seat, the lead never covered, the
winning play marked, the finished trick gathered into a stack that goes to its
winner's row, and a look back at the previous trick on the player's turn."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsView
from scene_steps import NAMES, Step, deal_steps, find_step

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.actions import Beat, Charity, Discard, Event, Lead
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.layout import gathered_places, layout, play_places, stack_places
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.table_scene import TableScene
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.layout import CENTER, TRICK_REACH, relative, seat_anchor, trick_geometry

PLAYS = Lead | Beat | Discard | Charity


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    return qapp


def show(table: TableScene, qtbot, step: Step) -> None:
    with qtbot.waitSignal(table.animationsFinished, timeout=5000):
        table.show_event(*step)


def snap(table: TableScene, qtbot, state: DealState) -> None:
    with qtbot.waitSignal(table.animationsFinished, timeout=1000):
        table.show_event(None, None, state)


def body(table: TableScene, tile: int) -> QRectF:
    """Where a tile itself lies on the table (face and thickness, no shadow)."""
    item = table.tile_item(tile)
    return item.mapRectToScene(item.body_rect())


def rect_of(area: tuple[float, float, float, float]) -> QRectF:
    left, top, right, bottom = area
    return QRectF(QPointF(left, top), QPointF(right, bottom))


def trick_states(seeds: range) -> Iterator[DealState]:
    for seed in seeds:
        for _, _, after in deal_steps(seed):
            if after.trick is not None:
                yield after


def synthetic_trick(size: int, leader: int, face_up: tuple[bool, ...]) -> Trick:
    """A trick of ``size`` tiles a play (wider than random deals give), for geometry only."""
    plays = tuple(
        TrickPlay((leader + i) % 4, tuple(range(i * size, (i + 1) * size)), up) for i, up in enumerate(face_up)
    )
    top = max((p for p in plays if p.face_up), key=lambda p: plays.index(p), default=plays[0])
    return Trick(leader, size, plays, top.seat, None, (), 0)


def toward(point: QPointF) -> int:
    """The side of the table whose seat lies in the direction of ``point`` from the centre."""
    dx, dy = point.x() - CENTER[0], point.y() - CENTER[1]

    def along(side: int) -> float:
        ax, ay = seat_anchor(side)
        ux, uy = ax - CENTER[0], ay - CENTER[1]
        return (dx * ux + dy * uy) / math.hypot(ux, uy)

    return max(range(4), key=along)


# --- where the plays lie ----------------------------------------------------------------------


def test_seat_areas_are_apart_and_each_lies_toward_its_seat() -> None:
    for size in range(1, 9):
        geometry = trick_geometry(size)
        areas = {side: rect_of(geometry.area(side)) for side in range(4)}
        for side, area in areas.items():
            for other, rect in areas.items():
                if other != side:
                    assert not area.intersected(rect).isValid() or area.intersected(rect).isEmpty()
            assert toward(area.center()) == side, (size, side)


def test_each_play_lies_within_its_seat_area_on_the_table(scene, qtbot) -> None:
    checked = 0
    for state in trick_states(range(6)):
        snap(scene, qtbot, state)
        geometry = trick_geometry(state.trick.size)
        for play in state.trick.plays:
            area = rect_of(geometry.area(relative(play.seat, 0)))
            for tile in play.tiles:
                assert area.contains(body(scene, tile)), (state.trick, play)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6, 8])
@pytest.mark.parametrize("viewer", [0, 1])
def test_plays_of_any_width_stay_in_their_areas_and_within_reach(size: int, viewer: int) -> None:
    trick = synthetic_trick(size, leader=2, face_up=(True, False, True, False))
    places = play_places(trick, viewer, False)
    geometry = trick_geometry(size)
    for play in trick.plays:
        left, top, right, bottom = geometry.area(relative(play.seat, viewer))
        for tile in play.tiles:
            place = places[tile]
            half_w, half_h = geometry.tile_w / 2, geometry.tile_h / 2
            assert left <= place.x - half_w and place.x + half_w <= right
            assert top <= place.y - half_h and place.y + half_h <= bottom
            assert abs(place.x - CENTER[0]) + half_w <= TRICK_REACH
            assert place.rotation == 0.0  # upright, to be read at a glance


def test_the_lead_is_never_covered_by_another_play_its_marks_the_caption_or_the_arrow(scene, qtbot) -> None:
    checked = 0
    for state in trick_states(range(8)):
        snap(scene, qtbot, state)
        lead, *later = state.trick.plays
        covers = [scene.tile_item(t).sceneBoundingRect() for p in later for t in p.tiles]  # shadows included
        covers += [scene._trick_caption.sceneBoundingRect(), scene._arrow.sceneBoundingRect()]
        if scene.marks().winning_seat != lead.seat:
            covers.append(scene.marks().outline_rect().adjusted(-4, -4, 4, 4))
        for tile in lead.tiles:
            lead_body = body(scene, tile)
            for cover in covers:
                assert not lead_body.intersects(cover), (state.trick, cover)
            checked += 1
        # And no play's tiles cover any other's: every layer of the trick is in sight.
        for play in later:
            for tile in play.tiles:
                others = [t for p in state.trick.plays if p is not play for t in p.tiles]
                assert not any(body(scene, tile).intersects(scene.tile_item(o).sceneBoundingRect()) for o in others)
                assert not body(scene, tile).intersects(scene._trick_caption.sceneBoundingRect())
        # The marks lie beside the tiles, never on any of them.
        for tag in scene.marks().tag_rects():
            for play in state.trick.plays:
                assert not any(body(scene, t).intersects(tag) for t in play.tiles)
    assert checked > 150


def test_the_turn_arrow_points_from_the_empty_place_of_the_seat_to_play(scene, qtbot) -> None:
    _, _, state = find_step(lambda e, b, a: a.phase is Phase.FOLLOW and a.trick is not None and len(a.trick.plays) == 2)
    snap(scene, qtbot, state)
    side = relative(state.to_act, 0)
    assert (scene._arrow.x(), scene._arrow.y()) == pytest.approx(trick_geometry(state.trick.size).centre(side))
    for play in state.trick.plays:
        for tile in play.tiles:
            assert not body(scene, tile).intersects(scene._arrow.sceneBoundingRect())


# --- the winning play ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [3, 17])
def test_the_winning_marker_is_on_the_winning_play_after_each_play(scene, qtbot, seed: int) -> None:
    steps = deal_steps(seed)
    snap(scene, qtbot, steps[0][1])
    marks = scene.marks()
    checked = 0
    for step in steps:
        show(scene, qtbot, step)
        event, before, after = step
        if not isinstance(event, PLAYS):
            continue
        trick = after.trick
        if trick is None:  # the trick is complete and gathered: nothing is marked
            assert not marks.isVisible() and marks.outline_rect().isEmpty()
            continue
        assert marks.isVisible() and marks.winning_seat == trick.top_seat and marks.lead_seat == trick.leader
        outline = marks.outline_rect()
        for play in trick.plays:
            for tile in play.tiles:
                inside = outline.contains(body(scene, tile))
                assert inside == (play.seat == trick.top_seat), (trick, play)
        assert any("winning" in text for text in marks.tag_texts())  # a word too, not only a colour
        assert any(text.startswith("lead") for text in marks.tag_texts())
        checked += 1
    assert checked > 20


def test_the_marks_follow_a_beat_to_the_new_winner(scene, qtbot) -> None:
    step = find_step(lambda e, b, a: isinstance(e, Beat) and a.trick is not None and a.trick.top_seat != a.trick.leader)
    snap(scene, qtbot, step[1])
    assert scene.marks().winning_seat == step[1].trick.top_seat
    show(scene, qtbot, step)
    assert scene.marks().winning_seat == step[0].seat
    assert scene.marks().tag_texts() == ["lead", "winning"] or scene.marks().tag_texts() == ["winning", "lead"]


# --- gathering the stack -------------------------------------------------------------------------


def completing(e: Event, b: DealState, a: DealState) -> bool:
    return (
        len(a.tricks) > len(b.tricks)
        and a.tricks[-1].size >= 2
        and a.tricks[-1].top_seat != 0
        and any(not p.face_up for p in a.tricks[-1].plays)
        and a.tricks[-1].plays[-1].face_up is False
        and any(p.face_up and p.seat != a.tricks[-1].top_seat for p in a.tricks[-1].plays)
    )


def assert_stack_in_winners_row(scene: TableScene, state: DealState) -> None:
    trick = state.tricks[-1]
    winning = next(p for p in trick.plays if p.seat == trick.top_seat)
    side = relative(trick.top_seat, 0)
    expected = stack_places(state, 0, False)
    row = [
        expected[t]
        for i, tr in enumerate(state.tricks)
        if tr.top_seat == trick.top_seat
        for p in tr.plays
        for t in p.tiles
    ]
    along_row = (lambda p: p.y) if side in (0, 2) else (lambda p: p.x)
    for column in range(trick.size):
        tiles = [p.tiles[column] for p in trick.plays]
        items = [scene.tile_item(t) for t in tiles]
        for tile, item in zip(tiles, items, strict=True):
            place = expected[tile]
            assert (item.x(), item.y()) == pytest.approx((place.x, place.y))
            assert item.rotation() % 360 == pytest.approx(place.rotation % 360)
            # in the winner's row: nearer the winner's seat than any other seat
            distances = [math.dist((item.x(), item.y()), seat_anchor(s)) for s in range(4)]
            assert distances.index(min(distances)) == side
            assert abs(along_row(place) - along_row(row[0])) < 10  # one row, for every stack won
        top = scene.tile_item(winning.tiles[column])
        assert top.zValue() == max(item.zValue() for item in items)  # the winning play on top
        assert top.face_up and int(top.tile) == winning.tiles[column]
        for item in items:
            if item is not top:
                assert not item.face_up and item.tile is None  # beneath, their faces hidden


def test_the_gathered_stack_ends_in_the_winners_row_with_the_winning_play_on_top(scene, qtbot) -> None:
    step = find_step(completing)
    snap(scene, qtbot, step[1])
    show(scene, qtbot, step)
    assert_stack_in_winners_row(scene, step[2])
    assert scene.panel(step[2].tricks[-1].top_seat).stacks == step[2].stacks[step[2].tricks[-1].top_seat]


def test_the_gathering_animation_closes_the_plays_into_a_stack_then_slides_it_to_the_winner(scene, qtbot) -> None:
    event, before, after = find_step(completing)
    trick = after.tricks[-1]
    snap(scene, qtbot, before)
    scene.set_speed("normal")
    scene.show_event(event, before, after)
    gathered_at = scene.gathered_at()
    assert scene.is_animating() and gathered_at is not None

    # First the last play lands in front of its seat, the winner marked, the trick whole.
    scene.hold_animation_at(600)
    cross = play_places(trick, 0, False)
    for play in trick.plays:
        for tile in play.tiles:
            item = scene.tile_item(tile)
            assert (item.x(), item.y()) == pytest.approx((cross[tile].x, cross[tile].y))
    assert scene.marks().winning_seat == trick.top_seat and "wins" in " ".join(scene.marks().tag_texts())

    # Then the plays close into one stack in the middle, the winning play on top.
    scene.hold_animation_at(gathered_at)
    stack = gathered_places(trick, 0, False)
    winning = next(p for p in trick.plays if p.seat == trick.top_seat)
    for column in range(trick.size):
        items = [scene.tile_item(p.tiles[column]) for p in trick.plays]
        for play, item in zip(trick.plays, items, strict=True):
            place = stack[play.tiles[column]]
            assert (item.x(), item.y()) == pytest.approx((place.x, place.y))
            assert abs(item.x() - items[0].x()) < 1e-6  # one column
        top = scene.tile_item(winning.tiles[column])
        assert top.zValue() == max(item.zValue() for item in items) and top.face_up
        down = [scene.tile_item(p.tiles[column]) for p in trick.plays if not p.face_up]
        up = [scene.tile_item(p.tiles[column]) for p in trick.plays if p.face_up]
        assert max(i.zValue() for i in down) < min(i.zValue() for i in up)  # face-down plays beneath
    assert not scene.marks().isVisible()

    # Halfway along its slide the stack has left the middle for the winner's row.
    scene.hold_animation_at(gathered_at + 400)
    winner_anchor = seat_anchor(relative(trick.top_seat, 0))
    item = scene.tile_item(winning.tiles[0])
    centre_place = stack[winning.tiles[0]]
    assert math.dist((item.x(), item.y()), winner_anchor) < math.dist((centre_place.x, centre_place.y), winner_anchor)

    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        scene.finish_now()
    assert_stack_in_winners_row(scene, after)
    for tile, place in layout(after, 0).items():
        assert (scene.tile_item(tile).x(), scene.tile_item(tile).y()) == pytest.approx((place.x, place.y))


def test_with_reduced_motion_the_trick_goes_to_its_row_without_gathering(scene, qtbot) -> None:
    step = find_step(completing)
    snap(scene, qtbot, step[1])
    scene.set_speed("normal")
    scene.set_reduced_motion(True)
    scene.show_event(*step)
    assert scene.gathered_at() is None
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        scene.finish_now()
    assert_stack_in_winners_row(scene, step[2])


# --- looking back ------------------------------------------------------------------------------


def human_follows_after_a_trick(e: Event, b: DealState, a: DealState) -> bool:
    return (
        a.phase is Phase.FOLLOW
        and a.to_act == 0
        and len(a.tricks) >= 2
        and a.trick is not None
        and len(a.trick.plays) >= 2
        and any(not p.face_up for p in a.tricks[-1].plays)
        and a.tricks[-1].size >= 2
    )


def test_looking_at_the_previous_trick_shows_its_plays_and_then_hides_them(scene, qtbot) -> None:
    _, _, state = find_step(human_follows_after_a_trick)
    snap(scene, qtbot, state)
    previous = state.tricks[-1]
    review = scene.review()
    assert scene.can_look_back() and not review.isVisible()

    assert scene.show_previous_trick(held=True)
    assert review.isVisible() and scene.previous_trick_shown() is previous
    assert "Previous trick" in review.text()
    items = review.tile_items()
    places = play_places(previous, 0, False)
    assert set(items) == {t for p in previous.plays for t in p.tiles}
    for play in previous.plays:
        for tile in play.tiles:
            item = items[tile]
            assert (item.scenePos().x(), item.scenePos().y()) == pytest.approx((places[tile].x, places[tile].y))
            if play.face_up:
                assert item.face_up and int(item.tile) == tile
            else:
                assert not item.face_up and item.tile is None  # looking back tells no more than the table did
    assert review.marks().winning_seat == previous.top_seat and review.marks().lead_seat == previous.leader
    card = review.card_rect()
    for play in state.trick.plays:  # the trick in play lies under the card, out of the way
        for tile in play.tiles:
            assert card.contains(scene.tile_item(tile).sceneBoundingRect())
            assert scene.tile_item(tile).zValue() < review.zValue()

    scene.release_look_back_key()  # held with the key: its release puts the card away
    assert not review.isVisible() and scene.previous_trick_shown() is None
    assert not [i for i in scene.items() if i.parentItem() is review and i.isVisible() and i is not review.marks()]

    assert scene.show_previous_trick(held=False)
    scene.release_look_back_key()
    assert review.isVisible()  # opened by a click, it stays until a click or Esc
    assert scene.handle_key(Qt.Key.Key_Escape)
    assert not review.isVisible()

    assert scene.handle_key(Qt.Key.Key_L)
    assert review.isVisible()
    scene.show_event(None, None, state)  # anything that happens puts it away
    assert not review.isVisible()


def test_a_click_on_the_last_stack_shows_the_previous_trick_and_a_click_hides_it(scene, qtbot) -> None:
    _, _, state = find_step(human_follows_after_a_trick)
    view = QGraphicsView(scene)
    view.resize(1600, 1000)
    view.fitInView(scene.sceneRect())
    qtbot.addWidget(view)
    view.show()
    snap(scene, qtbot, state)
    spot = scene._last_stack
    assert spot.isVisible() and "L" in spot.toolTip() and NAMES[state.tricks[-1].top_seat] in spot.toolTip()
    top_tile = next(p for p in state.tricks[-1].plays if p.seat == state.tricks[-1].top_seat).tiles[0]
    point = view.mapFromScene(body(scene, top_tile).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert scene.previous_trick_shown() is state.tricks[-1]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(100, 500)))
    assert scene.previous_trick_shown() is None
    assert state.hands[0] and scene.selected_tiles() == ()  # that click did nothing else


def test_the_previous_trick_is_only_looked_at_on_the_players_turn(scene, qtbot) -> None:
    _, _, state = find_step(
        lambda e, b, a: a.phase is Phase.FOLLOW and a.to_act not in (0, None) and len(a.tricks) >= 1
    )
    snap(scene, qtbot, state)
    assert not scene.can_look_back() and not scene.show_previous_trick()
    assert not scene._last_stack.isVisible()
    _, _, first = find_step(lambda e, b, a: a.phase is Phase.LEAD and a.to_act == 0 and not a.tricks)
    snap(scene, qtbot, first)
    assert not scene.show_previous_trick()  # no trick won yet this deal


# --- the window ------------------------------------------------------------------------------


def test_the_window_offers_the_look_back_in_the_game_menu_and_on_its_key(qtbot) -> None:
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=i), name=n) for i, n in enumerate(("Tenzin", "Pema", "Norbu"), 1)
    )
    config = TableConfig(RuleSet(), seats, 5)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config))
    qtbot.addWidget(window)
    window.start()
    try:
        action = window.look_back_action
        assert action in window.game_menu.actions()
        assert action.shortcut().toString() == "L" and "hold L" in action.toolTip()
        player = make_player("easy", PlayerOptions(seed=1))
        while True:
            qtbot.waitUntil(lambda: bool(window._legal), timeout=60_000)
            state = window.controller.state
            if state.tricks and state.phase in (Phase.LEAD, Phase.FOLLOW):
                break
            assert not action.isEnabled()
            window.controller.play(player.decide(observation(state, window.config.human_seat), window._legal))
        assert action.isEnabled()
        action.trigger()
        assert window.scene.previous_trick_shown() is window.scene.state.tricks[-1]  # as the human saw it
        assert window.scene.previous_trick_shown() == window.controller.seen().tricks[-1]
        qtbot.keyRelease(window.view, Qt.Key.Key_L)
        assert window.scene.previous_trick_shown() is None
    finally:
        window.controller.stop()
