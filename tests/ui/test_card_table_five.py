"""The card table seats a real game of five unchanged: Bao Huang through a sketch of
its face (``baohuang_sketch.py``), 34 cards a hand, plays of several equal cards,
passes, and decisions without cards as buttons."""

from __future__ import annotations

from typing import Any

from baohuang_sketch import BaoHuangSketch

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.card_table.window import CardTableWindow
from bagchen_qt.ui.family_controller import FamilyTable

GAME = game_named(BAO_HUANG)


def five_window(qtbot: Any, seed: int = 2) -> CardTableWindow:
    rules = GAME.rules_from()
    names = ("Tenzin", "Pema", "Norbu", "Karma")
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=n) for i, n in enumerate(names, 1)
    )
    window = CardTableWindow(FamilyTable(BAO_HUANG, rules, seats, "", seed), "instant", face=BaoHuangSketch())
    window.controller.ai_delay_ms = 0
    qtbot.addWidget(window)
    window.resize(1024, 700)
    return window


def test_bao_huang_plays_at_the_card_table_with_its_sketched_face(qtbot) -> None:
    window = five_window(qtbot)
    window.start()
    face = window.face
    plays = buttons_seen = 0
    for _ in range(12):
        qtbot.waitUntil(lambda: bool(window.legal) or window.recap is not None, timeout=30000)
        if window.recap is not None:
            break
        seen = window.seen
        assert len(window.scene.plates) == 5 and window.scene.plates[0].turn
        assert window.scene.hand() == list(face.hand(seen))
        cards = [a for a in window.legal if face.pieces_of(seen, a)]
        if cards:
            play = max(cards, key=lambda a: len(a.cards))  # the most cards at once
            pieces = face.pieces_of(seen, play)
            window.scene.set_selection(pieces)
            offered = [event for _, event, allowed in window.offers(pieces)[0] if allowed]
            assert play in offered
            window.play(play)
            plays += 1
        else:  # a decision without cards (the emperor card, the announcement, a pass): a button
            buttons, _ = window.offers(())
            assert [text for text, _, allowed in buttons if allowed]
            window.play(window.legal[0])
            buttons_seen += 1
    assert plays >= 2
    if window.seen is not None and window.seen.phase == "play":
        layout = window.scene.layout
        assert layout is not None and layout.hand_height >= 54 * 0.7  # 34 cards fit at 1024 x 700
    window.controller.stop()
    window.close()


def test_a_hand_of_34_fits_across_a_small_window(qtbot) -> None:
    window = five_window(qtbot)
    window.start()
    qtbot.waitUntil(lambda: len(window.scene.hand()) >= 30, timeout=30000)
    hand = window.scene.hand()
    items = [window.scene._hand_items[p] for p in hand]
    rects = [item.sceneBoundingRect() for item in items]
    width = window.view.viewport().width()
    assert rects[0].left() >= 0 and rects[-1].right() <= width
    assert all(b.left() - a.left() >= a.width() / 3 - 0.5 for a, b in zip(rects, rects[1:], strict=False))
    window.controller.stop()
    window.close()
