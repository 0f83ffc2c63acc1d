"""The Tien Gow table draws any deal: 2, 3 or 4 seats, hands of 6 to 10 tiles, the
banker, a resting seat, the trick with face-down plays as backs, won tricks, the turn,
and the deal from the woodpile."""

from __future__ import annotations

import pytest

from bagchen_qt.core.dominoes import is_doubled
from bagchen_qt.games.tiengow.table.layout import dealing_order, layout, side_of
from bagchen_qt.games.tiengow.table.picture import PlayPicture, TablePicture, TrickPicture
from bagchen_qt.games.tiengow.table.scene import RESTING_OPACITY, TienGowScene

# A 32-tile deck numbered as Tien Gow numbers it: kind order, civil kinds twice.
DECK = {t: k for t, k in enumerate(k for k in range(21) for _ in range(2 if is_doubled(k) else 1))}


def picture(seats: int, hand: int, resting: frozenset[int] = frozenset(), **changes) -> TablePicture:
    tiles = iter(DECK)
    hands = tuple(() if s in resting else tuple(next(tiles) for _ in range(hand)) for s in range(seats))
    values = dict(
        seats=seats,
        kind_of=DECK,
        hands=hands,
        banker=next(s for s in range(seats) if s not in resting),
        resting=resting,
        chips=(100,) * seats,
        actor=0,
    )
    values.update(changes)
    return TablePicture(**values)


def make_scene(qtbot, seats: int, viewer: int = 0) -> TienGowScene:
    names = ["You", "Dolma", "Tenzin", "Pema"][:seats]
    levels = [None if s == viewer else "random" for s in range(seats)]
    scene = TienGowScene(viewer, names, levels)
    scene.set_speed("instant")
    return scene


def test_sides_follow_the_play_counter_clockwise() -> None:
    assert [side_of(s, 0, 4) for s in range(4)] == [0, 3, 2, 1]  # the next seat on the right
    assert [side_of(s, 0, 4, clockwise=True) for s in range(4)] == [0, 1, 2, 3]
    assert [side_of(s, 1, 3) for s in range(3)] == [1, 0, 3]
    assert [side_of(s, 1, 2) for s in range(2)] == [2, 0]


@pytest.mark.parametrize(("seats", "hand"), [(4, 8), (3, 10), (3, 8), (4, 6), (2, 8)])
def test_every_hand_is_on_the_table_and_only_the_viewers_face_up(qtbot, seats, hand) -> None:
    scene = make_scene(qtbot, seats)
    shown = picture(seats, hand)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown)
    for seat in range(seats):
        for tile in shown.hands[seat]:
            place = scene.place_of(tile)
            assert place is not None
            assert place.face_up == (seat == 0)
            item = scene.tile_item(tile)
            assert item.isVisible()
            if seat == 0:
                assert item.tile == DECK[tile]  # the item shows the tile's kind
            else:
                assert item.tile is None  # a hidden tile has no identity at all
    assert len(scene.hand()) == hand
    # Hands do not overlap: the viewer's tiles stand apart from each other.
    xs = sorted(scene.place_of(t).x for t in shown.hands[0])
    assert all(b - a > 40 for a, b in zip(xs, xs[1:], strict=False))


def test_resting_seat_and_banker_are_marked(qtbot) -> None:
    scene = make_scene(qtbot, 4)
    shown = picture(4, 10, frozenset({3}), banker=1)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown)
    assert scene.panel(3).resting and scene.panel(3).opacity() == pytest.approx(RESTING_OPACITY)
    assert scene.panel(3).tag_text() == "resting"
    assert scene.seat_caption(3)  # "Pema rests this deal"
    assert scene.panel(1).banker and scene.panel(1).tag_text() == "banker"
    assert not scene.panel(0).banker and scene.panel(0).opacity() == 1.0
    assert scene.turn() == 0 and scene.panel(0).turn


def test_trick_shows_face_down_plays_as_backs_and_won_tricks_by_their_winner(qtbot) -> None:
    scene = make_scene(qtbot, 4)
    base = picture(4, 8)
    hands = [list(h) for h in base.hands]
    won_tiles = [hands[s].pop() for s in range(4)]
    won = TrickPicture(
        (
            PlayPicture(1, (won_tiles[1],), True),
            PlayPicture(2, (won_tiles[2],), False),
            PlayPicture(3, (won_tiles[3],), True),
            PlayPicture(0, (won_tiles[0],), False),
        ),
        1,
        3,
    )
    lead, down = hands[3].pop(), hands[0].pop()
    lead2 = hands[3].pop()
    trick = TrickPicture((PlayPicture(3, (lead, lead2), True), PlayPicture(0, (down, hands[0].pop()), False)), 2, 3)
    shown = TablePicture(
        seats=4,
        kind_of=DECK,
        hands=tuple(tuple(h) for h in hands),
        banker=3,
        trick=trick,
        won=(won,),
        chips=(100,) * 4,
        actor=1,
    )
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown, caption="Pema leads a pair")
    assert scene.place_of(lead).face_up and scene.tile_item(lead).tile is not None
    assert not scene.place_of(down).face_up and scene.tile_item(down).tile is None
    assert scene.trick_caption == "Pema leads a pair"
    # The won trick lies by its winner (seat 3, on the left: play goes counter-clockwise).
    assert scene.place_of(won_tiles[3]).face_up and scene.place_of(won_tiles[3]).x < 600
    assert not scene.place_of(won_tiles[2]).face_up
    assert scene.panel(3).stacks == 1 and scene.panel(0).stacks == 0
    assert scene.turn() == 1 and scene.panel(1).turn and not scene.panel(0).turn


def test_all_hands_shows_face_down_plays(qtbot) -> None:
    scene = make_scene(qtbot, 2)
    shown = picture(2, 8)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown)
    scene.set_all_hands(True)
    assert all(scene.place_of(t).face_up for t in shown.hands[1])


def test_woodpile_deal_order_and_animation(qtbot) -> None:
    """TG15: the banker takes stacks 0 and n, the next active seat 1 and n + 1 …; the
    animation builds the woodpile, then the stacks go to the hands."""
    tiles = list(DECK)[:24]
    built = tuple(tuple(tiles[i * 4 : i * 4 + 4]) for i in range(6))
    resting = frozenset({2})
    bare = TablePicture(seats=4, kind_of=DECK, hands=((),) * 4, banker=3, resting=resting, chips=(100,) * 4)
    pile = TablePicture(
        seats=4,
        kind_of=DECK,
        hands=((),) * 4,
        banker=3,
        resting=resting,
        chips=(100,) * 4,
        dice=(3, 5),
        woodpile=built,
        built=built,
    )
    order = dealing_order(pile)
    assert order == [(0, 3), (1, 0), (2, 1), (3, 3), (4, 0), (5, 1)]
    hands = [(), (), (), ()]
    for index, seat in order:
        hands[seat] = hands[seat] + built[index]
    dealt = TablePicture(
        seats=4,
        kind_of=DECK,
        hands=tuple(hands),
        banker=3,
        resting=resting,
        chips=(100,) * 4,
        dice=(3, 5),
        built=built,
        actor=3,
    )
    places = layout(pile, 0)
    xs = sorted({round(places[s[0]].x) for s in built})
    assert len(xs) == 6  # six stacks side by side, face down
    assert not any(p.face_up for p in places.values())
    scene = make_scene(qtbot, 4)
    scene.set_speed("normal")
    scene.set_reduced_motion(False)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(bare)
    scene.show(pile, bare)
    assert scene.is_animating() and scene.animation_length() > 1000  # the dice, then the woodpile
    scene.finish_now()
    scene.show(dealt, pile)
    assert scene.is_animating()
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        scene.finish_now()
    for seat in (0, 1, 3):
        assert all(scene.place_of(t) is not None for t in dealt.hands[seat])
    assert all(scene.place_of(t).face_up for t in dealt.hands[0])


def test_selection_is_the_viewers_hand_only(qtbot) -> None:
    scene = make_scene(qtbot, 3)
    shown = picture(3, 8)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown)
    hand = scene.hand()
    scene.toggle(hand[0])
    scene.toggle(shown.hands[1][0])  # not the viewer's
    assert scene.selected_tiles() == (hand[0],)
    with qtbot.waitSignal(scene.activated):
        scene.handle_key(0x01000004)  # Enter


def test_the_keyboard_moves_a_visible_focus_over_the_hand(qtbot) -> None:
    from PySide6.QtCore import Qt

    scene = make_scene(qtbot, 4)
    shown = picture(4, 8)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown)
    hand = scene.hand()
    assert scene.handle_key(Qt.Key.Key_Right) and scene.focused_tile() == hand[0]
    scene.handle_key(Qt.Key.Key_Right)
    assert scene.focused_tile() == hand[1]
    scene.handle_key(Qt.Key.Key_Space)
    assert scene.selected_tiles() == (hand[1],)
    assert scene._focus_ring.tile is scene.tile_item(hand[1])


def test_tooltips_speak_of_tien_gow(qtbot) -> None:
    from bagchen_qt.games.tiengow.table import text as tiengow_text

    scene = make_scene(qtbot, 4)
    shown = picture(4, 8, banker=2)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(shown)
    mine = shown.hands[0][0]
    assert scene.tile_item(mine).toolTip() == tiengow_text.tile_tip(DECK[mine])
    assert scene.tile_item(shown.hands[1][0]).toolTip() == ""  # a hidden tile names nothing
    tip = scene.panel(2).toolTip()
    assert "trick" in tip and "stack" not in tip and tiengow_text.banker_tag() in tip


def test_a_hidden_tile_played_face_up_leaves_from_the_placeholder_it_was(qtbot) -> None:
    """Another seat's row holds placeholders only; the tile it plays face up is named
    as it leaves, starting where its placeholder stood, which goes."""
    from bagchen_qt.games.tiengow.table.picture import HIDDEN

    scene = make_scene(qtbot, 2)
    scene.set_speed("normal")
    scene.set_reduced_motion(False)
    mine = tuple(range(8))
    row = tuple(HIDDEN + p for p in range(8, 16))
    seen = {t: DECK[t] for t in mine}
    before = TablePicture(seats=2, kind_of=seen, hands=(mine, row), banker=1, chips=(100, 100), actor=1)
    with qtbot.waitSignal(scene.animationsFinished):
        scene.show(before)
    assert all(scene.tile_item(k).tile is None for k in row)  # backs that name nothing
    left, played = row[-1], 20
    after = TablePicture(
        seats=2,
        kind_of={**seen, played: DECK[played]},
        hands=(mine, row[:-1]),
        banker=1,
        trick=TrickPicture((PlayPicture(1, (played,), True),), 1, 1),
        chips=(100, 100),
        actor=0,
        came_from={played: left},
    )
    start = scene.place_of(left)
    scene.show(after, before)
    item = scene.tile_item(played)
    assert (item.pos().x(), item.pos().y()) == (start.x, start.y) and not item.face_up
    assert not scene.tile_item(left).isVisible()
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        scene.finish_now()
    assert scene.place_of(played).face_up and item.tile == DECK[played]
    assert scene.place_of(left) is None


def test_other_rows_keep_their_order_as_backs_and_open_in_order_of_kind() -> None:
    """Backs stay in the order given (the order dealt); with every hand open (the
    replay) a row reads by kind, as the viewer's own does."""
    shown = picture(2, 8)
    dealt = (5, 30, 12, 9, 21, 16, 27, 11)
    shown = TablePicture(**{**shown.__dict__, "hands": (shown.hands[0], dealt)})
    for all_hands, expected in ((False, list(dealt)), (True, sorted(dealt, key=lambda t: (DECK[t], t)))):
        places = layout(shown, 0, all_hands)
        row = sorted(dealt, key=lambda t: places[t].x)  # read along the top, either way
        assert row in (expected, expected[::-1])
