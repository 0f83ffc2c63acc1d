"""The table owns the window: the felt fills the view at any shape, the hand is as large
as the table allows, the session panel folds away and is remembered, F11 and the tile
zoom, and a bar that never moves the table."""

from __future__ import annotations

import warnings

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings, Qt
from PySide6.QtWidgets import QApplication, QToolBar

from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.table_demo import demo_states
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui import layout
from bagchen_qt.ui.layout import FULL_HAND, MIN_TABLE_WIDTH, Table, hand_row_width, table_for
from bagchen_qt.ui.settings import AppSettings
from bagchen_qt.ui.table_shell import TableShell

HUMAN = 0


def config() -> TableConfig:
    seats = (PlayerSpec.human("You"),) + tuple(PlayerSpec.ai("easy", name=name) for name in ("Tenzin", "Pema", "Norbu"))
    return TableConfig(RuleSet(stake=120), seats, 5)


def open_window(qtbot, size: tuple[int, int] = (1200, 800)) -> MainWindow:
    window = MainWindow(config(), "instant", log=TableLog(Store.memory(), config()))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    with warnings.catch_warnings():  # the offscreen platform activates no window by itself
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    window.view.setFocus()
    window.scene.show_event(None, None, demo_states()["trick"])
    return window


def felt_on_screen(window: MainWindow) -> QRectF:
    view = window.view
    return view.viewportTransform().mapRect(view.sceneRect())


def table_on_screen(window: MainWindow) -> QRectF:
    table = window.scene.table
    return window.view.viewportTransform().mapRect(QRectF(table.left, table.top, table.width, table.height))


def hand_face_px(window: MainWindow) -> float:
    state = window.scene.state
    item = window.scene.tile_item(state.hands[HUMAN][0])
    face = item.mapRectToScene(item.metrics.face_rect(item.pose))
    return window.view.viewportTransform().mapRect(face).height()


def everything_on_the_felt(window: MainWindow) -> None:
    table = window.scene.table
    felt = QRectF(table.left, table.top, table.width, table.height)
    for item in window.scene.items():
        if item.isVisible() and item.parentItem() is None:
            if hasattr(item, "body_rect"):  # a tile, without its shadow and glow
                body = item.body_rect()
            elif hasattr(item, "body"):  # a caption's pill
                body = item.body()
            else:  # a panel (without its turn glow), the dice, the arrow
                glow = getattr(item, "GLOW", 0.0)
                body = item.boundingRect().adjusted(glow, glow, -glow, -glow)
            rect = item.mapRectToScene(body)
            assert felt.contains(rect), (type(item).__name__, rect, felt)


def no_tile_under_a_panel(window: MainWindow) -> None:
    """No seat panel covers a tile: not the viewer's (raised, too), nor the side seats'."""
    scene = window.scene
    tiles = [
        i.mapRectToScene(i.body_rect().adjusted(0, -i.metrics.lift, 0, 0)) for i in scene.tile_items() if i.isVisible()
    ]
    for seat in range(4):
        panel = scene.panel(seat)
        body = panel.mapRectToScene(panel.boundingRect().adjusted(panel.GLOW, panel.GLOW, -panel.GLOW, -panel.GLOW))
        assert not any(body.intersects(tile) for tile in tiles), seat


# --- the felt fills the view ------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000), (2560, 1440), (3840, 2160), (1100, 1000), (900, 1200)])
def test_the_felt_fills_the_view_at_every_shape_and_nothing_leaves_it(qtbot, size) -> None:
    window = open_window(qtbot, size)
    viewport = QRectF(window.view.viewport().rect())
    felt = felt_on_screen(window)
    # No band: the felt covers the view to the pixel, and the scene has the view's shape.
    assert felt.left() <= viewport.left() + 0.5 and felt.top() <= viewport.top() + 0.5
    assert felt.right() >= viewport.right() - 0.5 and felt.bottom() >= viewport.bottom() - 0.5
    everything_on_the_felt(window)
    # A full hand too; the larger hand pushes the corner panels up rather than under its tiles.
    scene = window.scene
    scene.show_event(None, None, demo_states()["dealt"])
    everything_on_the_felt(window)
    items = [scene.tile_item(t) for t in scene.state.hands[HUMAN]]
    assert len(items) == 16
    no_tile_under_a_panel(window)


def test_the_layout_adapts_to_the_aspect_ratio_instead_of_letterboxing() -> None:
    wide, narrow = table_for(2000, 1000), table_for(1000, 1000)
    assert (wide.width / wide.height) == pytest.approx(2.0) and wide.height == 1000
    assert narrow.width == MIN_TABLE_WIDTH and narrow.height == pytest.approx(1300)
    for table in (wide, narrow):  # centred on the reference table: the middle stays put
        assert table.left + table.width / 2 == pytest.approx(layout.WIDTH / 2)
        assert table.top + table.height / 2 == pytest.approx(layout.HEIGHT / 2)
    # The side seats sit by the felt's edges, wherever they are.
    assert layout.seat_anchor(1, wide)[0] == pytest.approx(wide.left + 110)
    assert layout.seat_anchor(3, wide)[0] == pytest.approx(wide.right - 110)


def test_a_full_hand_at_the_usual_size_fits_the_narrowest_table() -> None:
    table = table_for(1, 10)  # as narrow as the felt ever gets
    scale = table.hand_scale()
    assert scale == pytest.approx(layout.HAND_SCALE)
    assert hand_row_width(FULL_HAND, scale) <= table.width - 2 * layout.EDGE


@pytest.mark.parametrize("size,least", [((1024, 700), 60), ((1600, 1000), 90)])
def test_the_hand_is_large(qtbot, size, least) -> None:
    window = open_window(qtbot, size)
    assert hand_face_px(window) >= least


def test_the_window_opens_with_the_table_taking_it(qtbot) -> None:
    """A first launch: the session panel closed, the felt at least 85% of the window."""
    window = open_window(qtbot, (1600, 1000))
    assert not window.session_dock.isVisible()
    felt = felt_on_screen(window)
    assert felt.width() * felt.height() >= 0.85 * window.width() * window.height()


def test_the_shell_fills_the_window_with_felt_too(qtbot) -> None:
    shell = TableShell("Bagchen")
    qtbot.addWidget(shell)
    shell.resize(1200, 700)
    shell.show()
    assert shell.felt.geometry() == shell.rect() and not shell.panel.isVisible()
    AppSettings().session_panel = True  # left open last time: a small window's table opens without it
    shell = TableShell("Bagchen")
    qtbot.addWidget(shell)
    shell.resize(1200, 700)
    shell.show()
    assert shell.felt.geometry() == shell.rect() and not shell.panel.isVisible()
    shell.resize(2400, 1400)  # a large one keeps its place in the first frame
    assert shell.panel.isVisible() and shell.felt.width() == 2400 - 260
    AppSettings().session_panel_width = 180  # and as wide as it was left
    shell = TableShell("Bagchen")
    qtbot.addWidget(shell)
    shell.resize(2400, 1400)
    shell.show()
    assert shell.felt.width() == 2400 - 180


# --- the session panel ------------------------------------------------------------------------


def test_the_session_panel_opens_from_the_toolbar_and_f9_at_most_a_fifth_wide(qtbot) -> None:
    window = open_window(qtbot, (1500, 900))
    action = window.session_panel_action
    assert [bar for bar in window.findChildren(QToolBar) if action in bar.actions()], "a toolbar button"
    qtbot.keyClick(window.view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.session_dock.isVisible() and window.session_dock.width() > 50)
    QApplication.processEvents()
    assert window.session_dock.width() <= window.width() // 5 + 2
    table = table_on_screen(window)  # the table follows: laid out again for the narrower view
    assert table.width() == pytest.approx(window.view.viewport().width(), abs=1)
    assert table.height() == pytest.approx(window.view.viewport().height(), abs=1)
    qtbot.keyClick(window.view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not window.session_dock.isVisible())


def test_the_panel_is_remembered(qtbot) -> None:
    large = (5120, 2880)  # where the table keeps 85% of the window beside the panel
    window = open_window(qtbot, large)
    window.session_panel_action.trigger()
    assert AppSettings().session_panel
    window.close()
    again = open_window(qtbot, large)
    assert again.session_dock.isVisible()
    again.session_panel_action.trigger()
    assert not AppSettings().session_panel
    again.close()
    third = open_window(qtbot, large)
    assert not third.session_dock.isVisible()


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000), (2560, 1440)])
def test_a_panel_left_open_reopens_only_where_the_table_keeps_85_percent(qtbot, size) -> None:
    AppSettings().session_panel = True
    window = open_window(qtbot, size)
    QApplication.processEvents()
    viewport = window.view.viewport()
    assert viewport.width() * viewport.height() >= 0.85 * window.width() * window.height()
    if size != (2560, 1440):  # too small for the panel beside the table
        assert not window.session_dock.isVisible() and not window.session_panel_action.isChecked()
    window.close()
    assert AppSettings().session_panel, "the choice stays remembered"
    again = open_window(qtbot, size)
    qtbot.keyClick(again.view, Qt.Key.Key_F9)  # and F9 still shows it
    qtbot.waitUntil(lambda: again.session_dock.isVisible())


def test_a_card_table_panel_left_open_waits_for_a_large_window(qtbot) -> None:
    from bagchen_qt.ui.card_table.bench import table
    from bagchen_qt.ui.card_table.session_panel import SHOWN_KEY
    from bagchen_qt.ui.card_table.window import CardTableWindow

    QSettings().setValue(SHOWN_KEY, True)
    for size, reopened in (((1024, 700), False), ((1600, 1000), False), ((3840, 2160), True)):
        window = CardTableWindow(table("bao-huang", None), "instant")
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        viewport = window.view.viewport()
        assert viewport.width() * viewport.height() >= 0.85 * window.width() * window.height()
        assert window.session.isVisible() == reopened
        window.controller.stop()
        window.close()
    assert QSettings().value(SHOWN_KEY, False, type=bool), "the choice stays remembered"


def test_before_the_first_deal_the_panel_shows_the_table_not_an_empty_chart(qtbot) -> None:
    window = open_window(qtbot)
    panel = window.session_panel
    window.session_panel_action.trigger()
    qtbot.waitUntil(lambda: panel.isVisible())
    assert panel.intro.isVisible() and not panel.chart.isVisible()
    text = panel.intro.text()
    for words in ("You", "Tenzin", "Pema", "Norbu", "120 chips", "pagat", "Enter"):
        assert words in text


# --- full screen and zoom -----------------------------------------------------------------------


def test_f11_toggles_full_screen(qtbot) -> None:
    window = open_window(qtbot)
    assert window.full_screen_action.shortcut().toString() == "F11"
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowFullScreen))
    assert window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.windowState() & Qt.WindowState.WindowFullScreen)
    assert not window.full_screen_action.isChecked()


def test_ctrl_plus_minus_and_zero_zoom_the_tiles_and_are_remembered(qtbot) -> None:
    window = open_window(qtbot, (1600, 1000))
    usual = hand_face_px(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    smaller = hand_face_px(window)
    assert smaller < usual and window.scene.zoom < 1
    assert AppSettings().tile_zoom == pytest.approx(window.scene.zoom)
    qtbot.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert hand_face_px(window) > usual
    everything_on_the_felt(window)
    qtbot.keyClick(window.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert hand_face_px(window) == pytest.approx(usual) and window.scene.zoom == 1.0


def test_the_largest_tiles_in_the_smallest_window_leave_every_tile_in_sight(qtbot) -> None:
    window = open_window(qtbot, (1024, 700))
    window.scene.set_zoom(layout.ZOOMS[-1])
    window.scene.show_event(None, None, demo_states()["dealt"])  # full hands
    everything_on_the_felt(window)
    no_tile_under_a_panel(window)
    window.session_panel_action.trigger()  # narrower still
    QApplication.processEvents()
    window.scene.show_event(None, None, demo_states()["end"])  # every stack won
    everything_on_the_felt(window)
    no_tile_under_a_panel(window)


def test_zoom_never_lets_a_full_hand_leave_the_felt() -> None:
    for zoom in layout.ZOOMS:
        table = Table(0, 0, 1100, 1000, zoom)
        assert hand_row_width(FULL_HAND, table.hand_scale()) <= table.width - 2 * layout.EDGE + 1e-6


# --- the bar ----------------------------------------------------------------------------------


def test_the_bar_keeps_its_height_and_the_table_never_moves(qtbot) -> None:
    window = open_window(qtbot, (1024, 700))
    window.session_panel_action.trigger()  # the narrowest bar: beside the open panel
    QApplication.processEvents()
    bar = window.action_bar
    view_geometry = window.view.geometry()
    felt = felt_on_screen(window)
    height = bar.height()
    long_refusal = (
        "You hold a passport: a lead of several tiles must be a combination that names the suit "
        "the dice showed, and this one does not; choose tiles of one suit."
    )
    for prompt, reason in (
        ("", ""),
        ("Your lead.", long_refusal),
        ("Beat 6-6 6-6, or play 2 face down.", ""),
        ("A prompt\nover two lines", "and a refusal"),
    ):
        bar.prompt.setText(prompt)
        bar.reason.setText(reason)
        QApplication.processEvents()
        assert bar.height() == height
        assert window.view.geometry() == view_geometry
        assert felt_on_screen(window) == felt
        for label in (bar.prompt, bar.reason):  # a long text is set smaller, never cut
            needed = (
                label.fontMetrics()
                .boundingRect(QRect(0, 0, label.width(), 100_000), Qt.TextFlag.TextWordWrap, label.text())
                .height()
            )
            assert needed <= label.height(), label.text()
    bar.show_notice("Recording stopped: the disk is full.")
    QApplication.processEvents()
    assert bar.height() == height and window.view.geometry() == view_geometry
