"""The table's look: felts, tile backs and high contrast, chosen in the View menu,
applied to the table, the seat panels, the action bar and the tiles, and remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.tiles import KINDS
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui import focus_ring, seat_panel, table_felt, theme, tile_widgets, tileart
from bagchen_qt.ui.settings import AppSettings
from bagchen_qt.ui.theme import Look, apply_look, contrast_ratio, current_look
from bagchen_qt.ui.tileart import DEFAULT_METRICS, TileLook, paint_tile

FELT_POINT = QPointF(380, 500)  # on the cloth, clear of the inlay, the panels and the towers


@pytest.fixture(autouse=True)
def classic_look_afterwards():
    yield
    apply_look(Look())


def config() -> TableConfig:
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=i), name=n) for i, n in enumerate(("Tenzin", "Pema", "Norbu"))
    )
    return TableConfig(RuleSet(), seats, 3)


def open_window(qtbot) -> MainWindow:
    window = MainWindow(config(), "instant")
    qtbot.addWidget(window)
    return window


def scene_pixel(window: MainWindow, point: QPointF) -> QColor:
    image = QImage(9, 9, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.magenta)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(0, 0, 9, 9), QRectF(point.x() - 4, point.y() - 4, 9, 9))
    painter.end()
    return QColor(image.pixel(4, 4))


def tile_image(kind_index: int | None) -> QImage:
    bounds = DEFAULT_METRICS.bounding_rect(TileLook().pose)
    image = QImage(round(bounds.width()), round(bounds.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-bounds.left(), -bounds.top())
    kind = None if kind_index is None else KINDS[kind_index]
    paint_tile(painter, kind, TileLook(face_up=kind is not None), DEFAULT_METRICS)
    painter.end()
    return image


def test_a_look_is_checked_and_bad_stored_values_fall_back() -> None:
    with pytest.raises(ValueError, match="felt must be one of"):
        Look(felt="purple")
    with pytest.raises(ValueError, match="tile back must be one of"):
        Look(back="plaid")
    settings = AppSettings()
    with pytest.raises(ValueError):
        settings.felt = "purple"
    settings.store.setValue("look/felt", "purple")
    settings.store.setValue("look/tile_back", 3)
    settings.store.setValue("look/high_contrast", "maybe")
    assert theme.saved_look(settings) == Look()


def test_the_chosen_felt_and_back_are_remembered_across_a_restart(qtbot) -> None:
    window = open_window(qtbot)
    green = scene_pixel(window, FELT_POINT)
    assert green.green() > green.blue() and green.green() > green.red()
    window.look_menu.felt_actions["blue"].trigger()
    window.look_menu.back_actions["lotus"].trigger()
    assert current_look() == Look("blue", "lotus")
    blue = scene_pixel(window, FELT_POINT)
    assert blue.blue() > blue.green() and blue.blue() > blue.red()
    window.close()
    apply_look(Look())  # as a new program would start

    again = open_window(qtbot)
    assert current_look() == Look("blue", "lotus")
    assert again.look_menu.felt_actions["blue"].isChecked()
    assert again.look_menu.back_actions["lotus"].isChecked()
    assert not again.look_menu.high_contrast_action.isChecked()
    assert tileart.BACK_DESIGN == "lotus" and tileart.BACK.name() == theme.BACK_COLOURS["lotus"]["BACK"].name()
    assert scene_pixel(again, FELT_POINT) == blue


def test_each_felt_and_each_back_looks_different(qtbot) -> None:
    window = open_window(qtbot)
    felts = set()
    for felt in theme.FELT_COLOURS:
        window.look_menu.felt_actions[felt].trigger()
        felts.add(scene_pixel(window, FELT_POINT).name())
    assert len(felts) == len(theme.FELT_COLOURS) >= 2
    backs = []
    for back in theme.BACK_COLOURS:
        window.look_menu.back_actions[back].trigger()
        backs.append(tile_image(None))
    window.look_menu.high_contrast_action.trigger()
    backs.append(tile_image(None))
    assert len(backs) >= 3
    for i, a in enumerate(backs):
        for b in backs[i + 1 :]:
            assert a != b


def test_high_contrast_is_applied_to_the_table_panels_bar_and_tiles(qtbot) -> None:
    window = open_window(qtbot)
    window.show()
    menu = window.look_menu
    menu.high_contrast_action.trigger()
    assert current_look().high_contrast
    assert not menu.felt_menu.isEnabled() and not menu.back_menu.isEnabled()  # high contrast has its own

    # The felt is black; a seat panel is black with white text and a white edge.
    felt = scene_pixel(window, FELT_POINT)
    assert felt.lightness() <= 8, felt.name()
    panel = window.scene.panel(0)
    inside = panel.mapToScene(QPointF(panel.body().right() - 8, panel.body().top() + 40))
    assert scene_pixel(window, inside).lightness() <= 8
    for ink in (seat_panel.INK, seat_panel.INK_SOFT, seat_panel.THINK, seat_panel.TURN_GOLD):
        assert contrast_ratio(ink, seat_panel.PANEL_TOP) >= 7
    assert seat_panel.PANEL_TOP.alpha() == 255 and seat_panel.PANEL_EDGE.name() == "#ffffff"
    assert contrast_ratio(QColor("#ffe9b0"), seat_panel.PASSPORT_RED) >= 7

    # The tiles: black and deep red pips on white, white faces and yellow-framed backs on black.
    for pip in (tileart.PIP_DARK, tileart.PIP_RED):
        assert contrast_ratio(pip, tileart.IVORY) >= 7
    assert contrast_ratio(tileart.IVORY, table_felt.FELT) >= 7
    a = tileart.DIM.alphaF()  # a tile that cannot be played is veiled, its black pips still read
    veiled = QColor.fromRgbF(
        *(c * (1 - a) + d * a for c, d in zip(tileart.IVORY.getRgbF()[:3], tileart.DIM.getRgbF()[:3], strict=True))
    )
    assert contrast_ratio(tileart.PIP_DARK, veiled) >= 7
    assert contrast_ratio(tileart.GOLD, tileart.BACK) >= 7
    assert contrast_ratio(tileart.BACK_SIDE, table_felt.FELT) >= 7
    assert tileart.BACK_DESIGN == "plain"
    face = tile_image(0)
    assert QColor(face.pixel(face.width() // 2, face.height() // 2 - 4)).lightness() >= 250  # between pips
    back = tile_image(None)
    assert QColor(back.pixel(back.width() // 2 - 10, back.height() // 2 - 30)).lightness() <= 8
    assert contrast_ratio(focus_ring.FOCUS_RING, table_felt.FELT) >= 7

    # The action bar: white on black, bold borders, a yellow keyboard focus.
    bar = window.action_bar
    assert bar.styleSheet() == theme.HIGH_CONTRAST_BAR_STYLE
    bar.prompt.setText("Your lead.")
    bar.ensurePolished()
    bar.prompt.ensurePolished()
    text = bar.prompt.palette().color(QPalette.ColorRole.WindowText)
    grabbed = bar.grab().toImage()
    ground = QColor(grabbed.pixel(grabbed.width() - 3, grabbed.height() - 3))
    assert ground.lightness() <= 8, ground.name()
    assert contrast_ratio(text, ground) >= 7

    # The session panel's chart beside the table: black, its figures white.
    chart = window.session_panel.chart
    chart.resize(240, 160)
    image = chart.grab().toImage()
    assert QColor(image.pixel(image.width() // 2, 4)).lightness() <= 8
    assert contrast_ratio(tile_widgets.IVORY_TEXT, tile_widgets.FELT) >= 7

    # Off again: the classic colours come back.
    menu.high_contrast_action.trigger()
    assert tileart.IVORY.name() == "#f4ead2" and tileart.BACK_DESIGN == "knot"
    assert seat_panel.INK.name() == "#f3e9cf"
    assert scene_pixel(window, FELT_POINT).green() > 40
    window.close()


def test_the_default_look_is_the_one_the_table_was_drawn_with() -> None:
    apply_look(Look("blue", "lotus", True))
    apply_look(Look())
    for module, names in theme.palette(Look()).items():
        for name, value in names.items():
            assert theme._classic[module][name] == value, (module, name)  # the modules' own colours


def test_a_focused_button_keeps_its_size(qtbot) -> None:
    from PySide6.QtWidgets import QApplication, QPushButton

    from bagchen_qt.games.bagchen.rules.actions import Pass
    from bagchen_qt.games.bagchen.rules.state import Phase
    from bagchen_qt.games.bagchen.table.action_bar import BagchenActionBar

    bar = BagchenActionBar()
    qtbot.addWidget(bar)
    bar.offer_decisions(Phase.REDEAL, [Pass(0)], "A question")
    bar.show()
    button = bar.findChild(QPushButton)
    heights = set()
    for high_contrast in (False, True):
        apply_look(Look(high_contrast=high_contrast))
        sizes = set()
        for focused in (False, True):
            if focused:
                button.setFocus()
                qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
            else:
                button.clearFocus()
            button.style().unpolish(button)
            button.style().polish(button)
            sizes.add((button.sizeHint().width(), button.sizeHint().height()))
            heights.add(button.sizeHint().height())
        assert len(sizes) == 1, sizes  # the focus does not move anything
    assert len(heights) == 1, heights  # nor does high contrast change the bar's height


def test_the_first_frame_shows_the_chosen_felt(qtbot) -> None:
    from bagchen_qt.ui import table_shell

    for felt, colours in theme.FELT_COLOURS.items():
        assert table_shell.SHELL_FELTS[felt] == (colours["FELT"].name(), colours["FELT_DARK"].name())
    black = theme.HIGH_CONTRAST["table_felt"]
    assert table_shell.SHELL_FELTS["high contrast"] == (black["FELT"].name(), black["FELT_DARK"].name())
    theme.save_look(Look("plum"))
    shell = MainWindow()
    qtbot.addWidget(shell)
    assert "#4b2143" in shell.centralWidget().styleSheet()
    theme.save_look(Look("plum", high_contrast=True))
    shell = MainWindow()
    qtbot.addWidget(shell)
    assert "#000000" in shell.centralWidget().styleSheet() and "#4b2143" not in shell.centralWidget().styleSheet()
