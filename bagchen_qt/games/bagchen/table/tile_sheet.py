"""Bagchen's tile sheet, rendered to PNG offscreen with no window:

    python -m bagchen_qt.games.bagchen.table.tile_sheet [docs/screenshots/tiles.png] [--scale 2]

all 21 tile kinds, their states, the backs and the dice.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from bagchen_qt.games.bagchen.rules.tiles import EARTH_KINDS, SKY_KINDS, TILES_OF_KIND, Kind, parse_kind
from bagchen_qt.games.bagchen.table.kind_names import TILE_FACES
from bagchen_qt.ui.dice_art import DiceItem
from bagchen_qt.ui.screenshots import LABEL, LABEL_SOFT, ensure_app, felt_brush, render_scene
from bagchen_qt.ui.tile_item import TileItem
from bagchen_qt.ui.tileart import Pose


def _label(
    scene: QGraphicsScene,
    text: str,
    x: float,
    top: float,
    size: float,
    bold: bool = False,
    color: QColor = LABEL,
    centred: bool = True,
) -> QGraphicsSimpleTextItem:
    """A line of text at ``top``, centred on ``x`` or starting at it."""
    font = QFont("DejaVu Serif", 1)
    font.setPointSizeF(size)
    font.setBold(bold)
    item = scene.addSimpleText(text, font)
    item.setBrush(color)
    item.setPos(x - item.boundingRect().width() / 2 if centred else x, top)
    return item


def _tile(scene: QGraphicsScene, kind: Kind, x: float, y: float) -> TileItem:
    item = TileItem(int(TILES_OF_KIND[kind][0]), faces=TILE_FACES)
    item.setPos(x, y)
    scene.addItem(item)
    return item


def build_tile_sheet() -> QGraphicsScene:
    scene = QGraphicsScene()
    step, width = 70.0, 70.0 * 11 + 40
    point, selected, dimmed = parse_kind("6-3"), parse_kind("3-1"), parse_kind("2-1")

    _label(scene, "Bagchen tiles", 20, 10, 15, bold=True, centred=False)
    _label(
        scene,
        "the 21 kinds, high half on top; gold: a point kind, lifted: selected, dark: not playable",
        20,
        36,
        7.5,
        color=LABEL_SOFT,
        centred=False,
    )
    for row, (title, kinds) in enumerate((("sky", SKY_KINDS), ("earth", EARTH_KINDS))):
        y = 120 + row * 140
        _label(scene, title, 20, y - 60, 8, bold=True, color=LABEL_SOFT, centred=False)
        for i, kind in enumerate(kinds):
            x = 20 + step / 2 + i * step
            item = _tile(scene, kind, x, y)
            item.point = kind == point
            item.chosen = kind == selected
            item.playable = False if kind == dimmed else None
            _label(scene, kind.notation, x, y + 46, 8.5, bold=True)
            _label(scene, kind.name, x, y + 60, 6.5, color=LABEL_SOFT)

    # States of one kind, the backs, a trick stack and the dice.
    y = 420
    states = ("plain", "point", "selected", "playable", "dimmed")
    demo = parse_kind("5-3")
    for i, name in enumerate(states):
        x = 20 + step / 2 + i * step
        item = _tile(scene, demo, x, y)
        item.point = name == "point"
        item.chosen = name == "selected"
        item.playable = {"playable": True, "dimmed": False}.get(name)
        _label(scene, name, x, y + 50, 7.5)
    x = 20 + step / 2 + 5 * step
    back = TileItem(None)
    back.setPos(x, y)
    scene.addItem(back)
    _label(scene, "back", x, y + 50, 7.5)
    x += step * 1.25
    for level in range(3):
        lying = TileItem(None)
        lying.pose = Pose.LYING
        lying.setPos(x, y + 14 - level * 7)
        scene.addItem(lying)
    _label(scene, "face-down stack", x, y + 50, 7.5)
    x += step * 1.5
    face_lying = _tile(scene, parse_kind("6-4"), x, y + 14)
    face_lying.pose = Pose.LYING
    _label(scene, "lying 6-4", x, y + 50, 7.5)
    x += step * 1.55
    dice = DiceItem((4, 1), size=30)
    dice.setPos(x, y + 6)
    scene.addItem(dice)
    _label(scene, "dice", x, y + 50, 7.5)

    rect = QRectF(0, 0, width, y + 80)
    scene.setSceneRect(rect)
    scene.setBackgroundBrush(felt_brush(rect))
    return scene


def render_tile_sheet(path: str | os.PathLike[str], scale: float = 2.0) -> Path:
    """All 21 kinds face up (one a point kind, one selected, one dimmed), the states of
    one kind, a standing back, a face-down stack, a lying face and the dice, as a PNG."""
    ensure_app()
    return render_scene(build_tile_sheet(), path, scale)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the Bagchen tile sheet to PNG.")
    parser.add_argument("path", nargs="?", default="docs/screenshots/tiles.png")
    parser.add_argument("--scale", type=float, default=2.0, help="pixels per scene unit (a tile is 72 units tall)")
    args = parser.parse_args(argv)
    print(render_tile_sheet(args.path, args.scale))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
