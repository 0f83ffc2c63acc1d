"""Tile and dice art: pip layouts, the TileItem's states, bounds, tooltips and animations."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from bagchen_qt.core.dominoes import DOMINOES, Domino, parse_pips
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILES, TILES_OF_KIND, Kind, parse_kind
from bagchen_qt.games.bagchen.table.kind_names import TILE_FACES, kind_caption
from bagchen_qt.games.bagchen.table.tile_sheet import render_tile_sheet
from bagchen_qt.ui.dice_art import DiceItem, die_pips
from bagchen_qt.ui.tile_item import DOMINO_FACES, TileFaces, TileItem
from bagchen_qt.ui.tileart import FACE_ASPECT, PipColor, Pose, pip_layout

Pixel = tuple[int, int, int, int]  # r, g, b, a (premultiplied)


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    return qapp


def tile_of(text: str) -> int:
    return int(TILES_OF_KIND[parse_kind(text)][0])


def bagchen_item(text: str) -> TileItem:
    """The first Bagchen tile of a kind, as Bagchen's table shows it."""
    return TileItem(tile_of(text), faces=TILE_FACES)


def render(item: QGraphicsItem, pad: int = 12) -> tuple[QImage, QRectF]:
    """Paint an item on a transparent image with ``pad`` pixels around its boundingRect;
    returns the image and where the boundingRect landed on it."""
    rect = item.boundingRect()
    width = math.ceil(rect.width()) + 2 * pad
    height = math.ceil(rect.height()) + 2 * pad
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(pad - rect.left(), pad - rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image, QRectF(pad, pad, rect.width(), rect.height())


def pixels(image: QImage) -> list[list[Pixel]]:
    raw = bytes(image.constBits())
    stride, rows = image.bytesPerLine(), []
    for y in range(image.height()):
        line = raw[y * stride : y * stride + image.width() * 4]
        rows.append([(line[i + 2], line[i + 1], line[i], line[i + 3]) for i in range(0, len(line), 4)])
    return rows


def count(image: QImage, test: Callable[[Pixel], bool]) -> int:
    return sum(1 for row in pixels(image) for p in row if test(p))


def is_red(p: Pixel) -> bool:
    return p[3] > 200 and p[0] > 150 and p[1] < 90 and p[2] < 90


def is_gold(p: Pixel) -> bool:
    return p[3] > 200 and p[0] > 200 and 140 < p[1] < 230 and p[2] < 120


def opaque_box(image: QImage, threshold: int = 200) -> QRectF:
    """The smallest rectangle holding every pixel more opaque than ``threshold``."""
    xs, ys = [], []
    for y, row in enumerate(pixels(image)):
        for x, p in enumerate(row):
            if p[3] > threshold:
                xs.append(x)
                ys.append(y)
    return QRectF(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


# --- pip layout --------------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_each_half_has_the_kinds_pips(kind: Kind) -> None:
    pips = pip_layout(kind.high, kind.low)
    assert sum(p.half == 0 for p in pips) == kind.high
    assert sum(p.half == 1 for p in pips) == kind.low
    height = 1 / FACE_ASPECT  # the face is 1 wide and this tall, in face widths
    for p in pips:
        margin_x, margin_y = p.radius, p.radius / height
        assert margin_x < p.x < 1 - margin_x
        if p.half == 0:
            assert margin_y < p.y < 0.5 - margin_y, p
        else:
            assert 0.5 + margin_y < p.y < 1 - margin_y, p
    for a in pips:  # no two pips touch
        for b in pips:
            if a is not b:
                assert math.dist((a.x, a.y * height), (b.x, b.y * height)) > a.radius + b.radius


@pytest.mark.parametrize("kind", KINDS, ids=str)
def test_ones_and_fours_are_red_and_the_rest_dark(kind: Kind) -> None:
    if kind.notation == "6-6":
        return  # half red, below
    for p in pip_layout(kind.high, kind.low):
        number = kind.high if p.half == 0 else kind.low
        assert p.color is (PipColor.RED if number in (1, 4) else PipColor.DARK), (kind, p)


def test_the_sky_chief_is_half_red_a_column_of_three_in_each_half() -> None:
    pips = pip_layout(6, 6)
    for half in (0, 1):
        mine = [p for p in pips if p.half == half]
        red = [p for p in mine if p.color is PipColor.RED]
        dark = [p for p in mine if p.color is PipColor.DARK]
        assert len(red) == len(dark) == 3
        assert len({round(p.x, 6) for p in red}) == 1  # a column
        assert len({round(p.x, 6) for p in dark}) == 1
        assert red[0].x > dark[0].x  # red on the right
    # Other sixes stay dark.
    assert all(p.color is PipColor.DARK for p in pip_layout(6, 5) if p.half == 0)


def test_the_one_is_large_and_the_three_diagonal() -> None:
    one = [p for p in pip_layout(3, 1) if p.half == 1]
    three = [p for p in pip_layout(3, 1) if p.half == 0]
    assert len(one) == 1 and one[0].radius > 1.5 * three[0].radius
    assert one[0].x == pytest.approx(0.5)
    assert len({round(p.x, 6) for p in three}) == 3 and len({round(p.y, 6) for p in three}) == 3


def _is_diagonal(pips: list) -> bool:
    """Three pips on one straight slanted line: one at each side, one in the middle."""
    a, b, c = sorted(pips, key=lambda p: p.y)
    slope_ab = (b.x - a.x) / (b.y - a.y)
    slope_bc = (c.x - b.x) / (c.y - b.y)
    return slope_ab == pytest.approx(slope_bc) and a.x != c.x and b.x == pytest.approx(0.5)


@pytest.mark.parametrize("high", [3, 4, 5, 6])
def test_every_three_is_a_diagonal_clear_of_the_divider(high: int) -> None:
    three = [p for p in pip_layout(high, 3) if p.half == 1]
    assert len(three) == 3 and _is_diagonal(three)
    assert all(abs(p.y - 0.5) > 0.1 for p in three)  # nothing against the divider


def test_the_double_three_is_two_diagonal_threes_mirrored() -> None:
    pips = pip_layout(3, 3)
    top = [p for p in pips if p.half == 0]
    bottom = [p for p in pips if p.half == 1]
    assert _is_diagonal(top) and _is_diagonal(bottom)
    assert all(abs(p.y - 0.5) > 0.1 for p in pips)
    # The halves mirror each other across the divider ("/" above, "\\" below).
    assert sorted((round(p.x, 6), round(1 - p.y, 6)) for p in bottom) == sorted(
        (round(p.x, 6), round(p.y, 6)) for p in top
    )
    # Not a 5-3: only each three's middle pip lies on the centre line.
    assert len([p for p in pips if p.x == pytest.approx(0.5)]) == 2


def test_pip_layout_refuses_non_tiles() -> None:
    with pytest.raises(ValueError):
        pip_layout(1, 2)
    with pytest.raises(ValueError):
        pip_layout(7, 1)


# --- names ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "caption"),
    [
        ("6-6", "6-6, sky chief"),
        ("1-1", "1-1, sky minister"),
        ("3-1", "3-1, bird"),
        ("6-3", "6-3, earth chief (nine)"),
        ("6-2", "6-2, earth minister (eight)"),
        ("4-1", "4-1, five (owl)"),
        ("2-1", "2-1, son"),
    ],
)
def test_tooltips_name_the_tile(text: str, caption: str) -> None:
    assert kind_caption(parse_kind(text)) == caption
    item = bagchen_item(text)
    assert item.toolTip() == caption
    item.point = True
    assert item.toolTip().startswith(caption) and "point" in item.toolTip()


def test_a_tiles_caption_comes_from_its_game() -> None:
    """The item names no game: its tooltip is the caption the game's faces give, and
    without a game's faces a tile is named by its pips."""
    seen: list[Domino] = []

    def caption(kind: Domino) -> str:
        seen.append(kind)
        return f"kind number {int(kind)}"

    faces = TileFaces(DOMINOES, caption)
    item = TileItem(parse_pips("5-1"), faces=faces)
    assert item.toolTip() == f"kind number {parse_pips('5-1')}" and seen == [DOMINOES[parse_pips("5-1")]]
    assert item.kind is not None and (item.kind.high, item.kind.low) == (5, 1)
    plain = TileItem(parse_pips("6-3"))
    assert plain.faces is DOMINO_FACES and plain.toolTip() == "6-3"
    item.face_up = False
    assert item.toolTip() == ""  # a face-down tile asks its game for no name


def test_a_face_down_tile_reveals_nothing() -> None:
    a, b = bagchen_item("6-6"), bagchen_item("2-1")
    a.face_up = b.face_up = False
    a.point = b.point = True
    assert a.toolTip() == b.toolTip() == ""
    assert render(a)[0] == render(b)[0]
    unknown = TileItem(None)
    assert not unknown.face_up and unknown.toolTip() == ""
    assert render(unknown)[0] == render(a)[0]
    with pytest.raises(ValueError):
        unknown.face_up = True
    with pytest.raises(ValueError):
        TileItem(64, faces=TILE_FACES)
    with pytest.raises(ValueError):
        TileItem(len(DOMINOES))  # without a game's faces, a tile number is a domino kind


# --- rendering -------------------------------------------------------------------------


def assert_painted_inside(item: QGraphicsItem, snug: bool = False) -> None:
    image, rect = render(item)
    inside = rect.adjusted(-1, -1, 1, 1)
    stray = [
        (x, y)
        for y, row in enumerate(pixels(image))
        for x, p in enumerate(row)
        if p[3] and not inside.contains(QPointF(x + 0.5, y + 0.5))
    ]
    assert not stray, f"{len(stray)} pixels outside the boundingRect, e.g. {stray[:3]}"
    if snug:  # the art at its fullest reach comes near each side of the boundingRect
        painted = opaque_box(image, threshold=0)
        assert painted.width() > 0.85 * rect.width() and painted.height() > 0.85 * rect.height()


@pytest.mark.parametrize("tile", range(len(TILES)))
def test_every_tile_renders_inside_its_bounds(tile: int) -> None:
    item = TileItem(tile, faces=TILE_FACES)
    assert item.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
    image, _ = render(item)
    assert count(image, lambda p: p[3] == 255) > 0.6 * item.body_rect().width() * item.body_rect().height()
    item.chosen = True  # lifted and glowing: the highest reach
    item.point = True
    assert_painted_inside(item, snug=True)


@pytest.mark.parametrize("pose", list(Pose))
@pytest.mark.parametrize("state", ["plain", "chosen", "playable", "dimmed", "back"])
def test_every_state_and_pose_stays_inside_its_bounds(pose: Pose, state: str) -> None:
    item = bagchen_item("5-3")
    item.pose = pose
    item.chosen = state == "chosen"
    item.playable = {"playable": True, "dimmed": False}.get(state)
    item.face_up = state != "back"
    assert_painted_inside(item)
    body = item.body_rect()
    assert (body.width() > body.height()) is (pose is Pose.LYING)


def test_red_pips_show_only_where_ones_fours_and_the_sky_chief_are() -> None:
    def reds(text: str) -> int:
        return count(render(bagchen_item(text))[0], is_red)

    assert reds("3-2") == 0 and reds("6-5") == 0 and reds("5-5") == 0
    assert reds("4-1") > 50 and reds("6-6") > 50 and reds("4-4") > reds("4-2") > 0


def test_the_point_marker_changes_the_rendering() -> None:
    item = bagchen_item("6-3")
    plain = render(item)[0]
    item.point = True
    marked = render(item)[0]
    assert marked != plain
    assert count(marked, is_gold) > count(plain, is_gold) + 30


def test_dimmed_is_darker_and_selected_is_lifted() -> None:
    item = bagchen_item("5-2")

    def brightness(image: QImage) -> float:
        values = [sum(p[:3]) for row in pixels(image) for p in row if p[3] == 255]
        return sum(values) / len(values)

    plain = render(item)[0]
    item.playable = False
    assert brightness(render(item)[0]) < brightness(plain) - 30
    item.playable = None
    item.chosen = True
    lifted = render(item)[0]
    assert opaque_box(lifted, 250).top() < opaque_box(plain, 250).top() - 0.8 * item.metrics.lift
    assert item.shape().boundingRect().top() < item.body_rect().top()
    item.chosen = False
    assert render(item)[0] == plain


def test_shape_is_the_tile_not_its_shadow() -> None:
    item = bagchen_item("6-1")
    body = item.body_rect()
    assert item.shape().contains(body.center())
    assert not item.shape().contains(QPointF(body.right() + 3, body.bottom() + 3))
    assert item.boundingRect().contains(QPointF(body.right() + 3, body.bottom() + 3))


# --- animation -----------------------------------------------------------------------


def test_animations_of_pos_and_friends_land_on_their_end_values(qtbot) -> None:
    scene = QGraphicsScene()
    item = bagchen_item("4-2")
    scene.addItem(item)
    item.animate(b"pos", QPointF(30, -12), 0)
    assert item.pos() == QPointF(30, -12)
    item.animate(b"rotation", 90.0, 0)
    item.animate(b"scale", 1.5, 0)
    assert (item.rotation(), item.scale()) == (90.0, 1.5)
    animation = item.animate(b"opacity", 0.25, 40)
    qtbot.waitUntil(lambda: item.opacity() == pytest.approx(0.25), timeout=2000)
    assert animation.currentTime() == 40
    item.animate(b"pos", QPointF(0, 0), 40)
    item.animate(b"pos", QPointF(5, 5), 0)  # replaces the running one
    qtbot.wait(80)
    assert item.pos() == QPointF(5, 5)


def test_flip_turns_the_tile_over() -> None:
    item = bagchen_item("6-6")
    full = opaque_box(render(item)[0], 250).width()
    item.flip_to(False, 0)
    assert not item.face_up and item.toolTip() == ""
    item.flip = 0.3  # mid-flip: narrower, still the back
    assert not item.face_up
    assert opaque_box(render(item)[0], 250).width() < 0.7 * full
    item.setProperty("flip", 1.0)
    assert item.face_up and item.toolTip() == "6-6, sky chief"
    item.setProperty("faceUp", False)
    assert item.flip == 0.0


# --- dice and the sheet --------------------------------------------------------------------


@pytest.mark.parametrize("value", range(1, 7))
def test_die_faces(value: int) -> None:
    pips = die_pips(value)
    assert len(pips) == value
    assert all((p.color is PipColor.RED) is (value in (1, 4)) for p in pips)
    assert all(p.radius < p.x < 1 - p.radius and p.radius < p.y < 1 - p.radius for p in pips)


def test_dice_item() -> None:
    dice = DiceItem((4, 1))
    assert dice.values == (4, 1) and dice.toolTip() == "Dice: 4 and 1"
    assert_painted_inside(dice, snug=True)
    assert count(render(dice)[0], is_red) > 40
    dice.set_values(2, 3)
    assert count(render(dice)[0], is_red) == 0
    with pytest.raises(ValueError):
        dice.set_values(0, 3)


def test_render_tile_sheet(tmp_path) -> None:
    path = render_tile_sheet(tmp_path / "sheet" / "tiles.png", scale=0.5)
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 300 and image.height() > 200


def _edges(image: QImage) -> set[tuple[int, int]]:
    """Where the grey picture has a sharp step to its right or below: the drawing's lines,
    whatever their colours."""
    grid = pixels(image)

    def grey(p: Pixel) -> float:
        return (0.3 * p[0] + 0.59 * p[1] + 0.11 * p[2]) * p[3] / 255

    steps = set()
    for y in range(len(grid) - 1):
        for x in range(len(grid[y]) - 1):
            here = grey(grid[y][x])
            if abs(here - grey(grid[y][x + 1])) > 28 or abs(here - grey(grid[y + 1][x])) > 28:
                steps.add((x, y))
    return steps


@pytest.mark.parametrize("state", ["point", "selected", "illegal"])
def test_states_differ_in_shape_not_only_in_colour(state: str) -> None:
    """Seen in grey, a point tile, a selected tile and a tile that cannot be played each
    draw lines a plain tile does not (a corner sash, a raised frame, hatching)."""
    item = bagchen_item("3-3")
    plain = _edges(render(item)[0])
    if state == "point":
        item.point = True
    elif state == "selected":
        item.chosen = True
    else:
        item.playable = False
    marked = _edges(render(item)[0])
    assert len(marked - plain) > 60


def test_a_tile_rows_tooltip_names_the_tiles_as_its_game_does() -> None:
    from bagchen_qt.ui.tile_widgets import TileRow

    kinds = [DOMINOES[parse_pips("6-6")], None, DOMINOES[parse_pips("4-2")]]
    assert TileRow(kinds).toolTip() == "6-6; ?; 4-2"  # no game: the pips
    row = TileRow(kinds, caption=lambda kind: f"<{kind.notation}>")
    assert row.toolTip() == "<6-6>; ?; <4-2>"
    bagchen_row = TileRow([KINDS[parse_pips("6-3")]], caption=kind_caption)
    assert bagchen_row.toolTip() == "6-3, earth chief (nine)"
    hidden = TileRow(kinds, face_up=False, caption=lambda kind: f"<{kind.notation}>")
    assert hidden.toolTip() == "?; ?; ?"
