"""Every table reads at a glance: each seat's plate stands nearer its own hand than any
other, and no text of the window is smaller than 11 px, on the real table at 1024 x 700
(in English and in Tibetan, whose stacked letters need the most room)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QApplication

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.bagchen.table.table_demo import demo_states
from bagchen_qt.ui import i18n
from bagchen_qt.ui.layout import trick_geometry
from bagchen_qt.ui.table_bench import min_text_px, plate_distances, plates_by_hands, smallest_texts, widget_texts
from bagchen_qt.ui.table_shell import control_scale
from bagchen_qt.ui.words import hint_text

SMALL = (1024, 700)
LEAST_PX = 11


@pytest.fixture(params=["en", "bo"])
def language(request, qapp):
    i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def bagchen_window(qtbot, size: tuple[int, int]):
    from test_window_fit import open_window

    window = open_window(qtbot, size)
    window.scene.show_event(None, None, demo_states()["dealt"])  # every hand full
    QApplication.processEvents()
    scene = window.scene
    hands = [[scene.tile_item(t) for t in hand] for hand in scene.state.hands]
    return window, [scene.panel(seat) for seat in range(4)], hands


def test_each_bagchen_plate_stands_by_its_own_hand_and_no_text_is_small(qtbot, language) -> None:
    for size in (SMALL, (1600, 1000), (2560, 1440)):
        window, plates, hands = bagchen_window(qtbot, size)
        figures = plate_distances(window.view, plates, hands)
        assert len(figures) == 4 and plates_by_hands(figures), (size, figures)
        if size == SMALL:
            assert min_text_px(window, window.view) >= LEAST_PX, smallest_texts(window, window.view)
        window.close()


def test_tien_gow_plates_stand_by_their_hands_and_no_text_is_small(qtbot, language) -> None:
    try:
        game_named(TIEN_GOW)
    except ValueError:
        pytest.skip("no Tien Gow definition in the rules")
    from test_tiengow_resume import human_turn, table

    from bagchen_qt.games.tiengow.table.window import TienGowWindow

    window = TienGowWindow(table(seed=5), "instant")
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.resize(*SMALL)
    window.show()
    window.start()
    try:
        human_turn(qtbot, window)
        QApplication.processEvents()
        scene = window.scene
        picture = scene._picture
        assert picture is not None
        hands = [[scene._tiles[t] for t in hand] for hand in picture.hands]
        figures = plate_distances(window.view, [scene.panel(s) for s in range(picture.seats)], hands)
        assert len(figures) == picture.seats and plates_by_hands(figures), figures
        assert min_text_px(window, window.view) >= LEAST_PX, smallest_texts(window, window.view)
        caption = scene.trick_caption_item()
        if picture.trick is not None and caption.isVisible():  # over the cross of plays, not on it
            words = caption.mapRectToScene(caption.body())
            assert words.bottom() <= trick_geometry(picture.trick.size).top(), words
    finally:
        window.controller.stop()


def test_bao_huang_plates_stand_by_their_hands_at_the_card_table(qtbot, language) -> None:
    from bagchen_qt.games import BAO_HUANG
    from bagchen_qt.ui.card_table.bench import close, plate_figures, window_at_turn

    window = window_at_turn(BAO_HUANG, SMALL)
    try:
        figures = plate_figures(window)
        assert len(figures) == len(window.scene.plates) and plates_by_hands(figures), figures
    finally:
        close(window)


def test_the_controls_grow_with_the_window_and_never_shrink_below_their_size() -> None:
    assert control_scale(1024, 700) == 1.0 and control_scale(1440, 940) == 1.0
    assert control_scale(2560, 1440) == pytest.approx(1440 / 940, abs=0.01)


def test_the_bar_and_the_menus_follow_the_window(qtbot) -> None:
    from test_window_fit import open_window

    window = open_window(qtbot, SMALL)
    small_bar, small_menu = window.action_bar.height(), window.menuBar().font().pixelSize()
    window.resize(2560, 1440)
    QApplication.processEvents()
    assert window.action_bar.height() > small_bar * 1.3
    assert window.menuBar().font().pixelSize() > small_menu * 1.3
    texts = widget_texts(window)
    assert texts and min(t.px for t in texts) > LEAST_PX * 1.3, sorted(texts, key=lambda t: t.px)[:3]


def test_the_new_session_dialog_leaves_room_on_the_screen_in_tibetan(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from bagchen_qt.ui.new_session_dialog import NewSessionDialog
    from bagchen_qt.ui.screen_room import TITLE_BAR
    from bagchen_qt.ui.settings import AppSettings

    i18n.language()
    i18n.set_language("bo")
    try:
        dialog = NewSessionDialog(settings=AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
        qtbot.addWidget(dialog)
        dialog.show_advanced(True)
        dialog.show()
        room = dialog.screen_room().height()
        assert dialog.height() + TITLE_BAR <= room, (dialog.height(), room)
    finally:
        i18n.set_language("en")


def test_the_hint_covers_neither_your_plate_nor_the_turn_arrow(qtbot, language) -> None:
    window, plates, hands = bagchen_window(qtbot, SMALL)
    scene = window.scene
    viewer = scene.viewer
    scene.set_turn(viewer)
    tiles = scene.state.hands[viewer][:2]
    reason = QCoreApplication.translate("Words", "Every tile left is a sure winner: take the tricks one after another.")
    scene.show_hint(tiles, hint_text(reason))
    hint = scene._hint_caption.sceneBoundingRect()
    assert scene.hint_text()
    assert not hint.intersects(plates[viewer].sceneBoundingRect())
    assert not hint.intersects(scene._arrow.sceneBoundingRect())
    table = scene.table
    assert table.left <= hint.left() and hint.right() <= table.right


def test_the_point_by_any_starter_covers_no_plate_nor_the_trick_caption(qtbot, language) -> None:
    window, plates, hands = bagchen_window(qtbot, SMALL)
    scene = window.scene
    scene.set_gobah("Gobah: 5 deals left after this one")  # the point's longest, on two lines
    table = scene.table
    felt = QRectF(table.left, table.top, table.width, table.height)
    for shown in ("dealt", "trick"):
        for starter in range(4):
            state = demo_states()[shown]._copy()
            state.starter = starter
            scene.show_event(None, None, state)
            point = scene._point_caption
            assert point.isVisible()
            box = point.mapRectToScene(point.body())
            assert felt.contains(box), (starter, box)
            taken = [plate.mapRectToScene(plate.body()) for plate in plates]
            trick = scene._trick_caption
            if trick.isVisible():
                taken.append(trick.mapRectToScene(trick.body()))
            assert not any(box.intersects(r) for r in taken), (shown, starter)
