"""The card table holds only what its player may see.

A window of High Card mid-deal is walked object by object (``held.facts``: attributes,
scene items, their texts, tooltips and accessible names, the action bar, the menus) and
compared with the window of a twin deal, the same in everything the human sees but with
the other seats' unplayed cards exchanged: any difference is a hidden card the table
knows. Nor is the whole deal ever handed to it, or kept by it outside the controller.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Iterator
from typing import Any

import pytest
from card_table_toy import card_window, high_card_listed, high_card_table
from held import differences, facts, walk

from bagchen_qt.ai.levels import observation_for
from bagchen_qt.core.family import game_named
from bagchen_qt.ui.family_controller import FamilyController

VIEWER = 0
# The controller runs the game: these hold the whole deal, as the rules and the AI seats
# need it, and are never handed to the table.
DEALER = frozenset(
    {"state", "deals", "undo_points", "log", "decide", "game", "rng", "_pool", "_decision", "_hint", "_hint_state"}
)


@pytest.fixture(autouse=True)
def listed() -> Iterator[None]:
    with high_card_listed():
        yield


def toy() -> Any:
    """High Card's rules module, imported only once the game is listed (an import at
    collection would register it for every test of the session)."""
    return importlib.import_module("tests.toygame.rules")


def dealer(obj: Any, name: str) -> bool:
    return isinstance(obj, FamilyController) and name in DEALER


def game() -> Any:
    return game_named("high-card")


def part_played(seed: int) -> Any:
    """A deal played at random to the human's decision in the second trick, which has a
    twin (``twin``)."""
    g = game()
    for attempt in range(200):
        rng = random.Random(seed * 1000 + attempt)
        state = g.new_deal(g.rules_from(), 0, (10, 10, 10))
        while not state.is_over:
            if not state.is_chance and state.actor == VIEWER and sum(state.won) == 1:
                if twin(state) is not None:
                    return state
                break
            state = g.apply(state, g.random_action(state, rng))
    raise AssertionError("no deal reaches the human's second trick with cards to exchange")


def twin(state: Any) -> list[Any] | None:
    """The events of a deal the human sees exactly as ``state`` but with an unplayed card
    of each other seat exchanged (None: no exchange keeps every play legal)."""
    g = game()
    seen = observation_for("high-card", state, VIEWER)
    for a, b in ((a, b) for a in state.hands[1] for b in state.hands[2]):
        swap = {a: b, b: a}

        def relabel(event: Any, swap: dict[int, int] = swap) -> Any:
            if isinstance(event, toy().Shuffle):
                return toy().Shuffle(tuple(swap.get(c, c) for c in event.order))
            return (
                dataclasses.replace(event, card=swap.get(event.card, event.card))
                if isinstance(event, toy().Play)
                else event
            )

        events = [relabel(e) for e in state.events]
        try:
            other = g.new_deal(g.rules_from(), 0, (10, 10, 10))
            for event in events:
                other = g.apply(other, event)
        except ValueError:
            continue
        if other.hands != state.hands and observation_for("high-card", other, VIEWER) == seen:
            return events
    return None


def table_of(qtbot: Any, events: list[Any]) -> tuple[dict[str, str], list[str]]:
    """What a table whose deal goes by ``events`` holds once the human is to act, and
    where a whole deal reached it."""
    return held_by(qtbot, card_window(high_card_table(seed=1)), events, toy().State)


def held_by(qtbot: Any, window: Any, events: list[Any], whole_deal: type) -> tuple[dict[str, str], list[str]]:
    """What ``window``, its deal going by ``events``, holds once the human is to act, and
    where a whole deal (a ``whole_deal``) reached it."""
    qtbot.addWidget(window)
    controller = window.controller
    to_come = list(events)
    real = controller.game

    class Scripted:
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def sample_chance(self, state: Any, rng: random.Random) -> Any:
            return to_come.pop(0)

    controller.game = Scripted()
    controller.decide = lambda g, state, seat, player, rng: to_come.pop(0)
    sent: list[Any] = []
    controller.eventApplied.connect(lambda *payload: sent.extend(payload))
    window.start()
    while True:
        qtbot.waitUntil(lambda: bool(window.legal), timeout=20000)
        if not to_come:
            break
        window.play(to_come.pop(0))
    hand = window.scene.hand()
    window.scene.set_selection(hand[:1])  # a selection, and the bar's answer to it, are walked too
    whole = [f"handed over: {type(obj).__name__}" for obj in sent if isinstance(obj, whole_deal)]
    whole += [f"kept at {path}" for path, obj in walk({"window": window}, dealer) if isinstance(obj, whole_deal)]
    held = facts({"window": window}, dealer)
    controller.stop()
    window.close()
    return held, whole


@pytest.mark.parametrize("seed", range(3))
def test_a_card_table_mid_deal_holds_nothing_of_other_seats_hidden_cards(qtbot, seed: int) -> None:
    state = part_played(seed)
    (first, whole), (second, _) = (table_of(qtbot, events) for events in (list(state.events), twin(state) or []))
    found = differences(first, second)
    assert not found, "the table knows other seats' hidden cards:\n" + "\n".join(found)
    assert not whole, f"the table is given the whole deal: {whole[:3]}"
    tooltips = [v for k, v in first.items() if k.endswith("['tooltip']=")]
    assert any("in hand" in t for t in tooltips)  # the walk reads the plates' words


def test_two_tables_of_one_deal_hold_the_same(qtbot) -> None:
    """The walk itself: what it finds depends on nothing but the deal."""
    events = list(part_played(4).events)
    first, second = (table_of(qtbot, events)[0] for _ in range(2))
    assert not differences(first, second)


# --- Bao Huang mid-deal ------------------------------------------------------------------


def bao_huang_part_played(seed: int) -> tuple[list[Any], list[Any]]:
    """A Bao Huang deal played at random to the human's decision after a few rounds of
    play, and its twin: an unplayed card of seat 1 and one of another rank of seat 2
    exchanged, ranks neither seat has played, so every play stays legal and the human
    sees the same."""
    from bagchen_qt.games.baohuang.rules.cards import BLACK, CARD_RANK
    from bagchen_qt.games.baohuang.rules.events import Play, Shuffle

    g = game_named("bao-huang")
    rules = g.rules_from()
    for attempt in range(50):
        rng = random.Random(seed * 1000 + attempt)
        state = g.new_deal(rules, 0, (100,) * 5)
        plays = 0
        while not state.is_over:
            if not state.is_chance and state.actor == VIEWER and state.phase == "play" and plays >= 12:
                break
            event = g.random_action(state, rng)
            plays += isinstance(event, Play)
            state = g.apply(state, event)
        if state.is_over:
            continue
        played = {
            seat: {c for e in state.events if isinstance(e, Play) and e.seat == seat for c in e.cards}
            for seat in (1, 2)
        }
        for a in state.cards_of(1):
            for b in state.cards_of(2):
                ra, rb = CARD_RANK[a], CARD_RANK[b]
                if ra == rb or max(ra, rb) >= BLACK or ra in played[1] | played[2] or rb in played[1] | played[2]:
                    continue
                swap = {a: b, b: a}
                events = [
                    Shuffle(tuple(swap.get(c, c) for c in e.order), e.cut) if isinstance(e, Shuffle) else e
                    for e in state.events
                ]
                other = g.new_deal(rules, 0, (100,) * 5)
                try:
                    for event in events:
                        other = g.apply(other, event)
                except ValueError:
                    continue
                if observation_for("bao-huang", other, VIEWER) == observation_for("bao-huang", state, VIEWER):
                    return list(state.events), events
    raise AssertionError("no Bao Huang deal with cards to exchange")


def bao_huang_window() -> Any:
    from bagchen_qt.games.baohuang.table.face import BaoHuangFace
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.ui.card_table.window import CardTableWindow
    from bagchen_qt.ui.family_controller import FamilyTable

    g = game_named("bao-huang")
    seats = (PlayerSpec.human("You"),) + tuple(PlayerSpec.ai("random", {"seed": i}, name=f"P{i}") for i in range(1, 5))
    window = CardTableWindow(FamilyTable("bao-huang", g.rules_from(), seats, "", 1), "instant", face=BaoHuangFace())
    window.controller.ai_delay_ms = 0
    window.resize(1024, 700)
    return window


@pytest.mark.parametrize("seed", range(2))
def test_a_bao_huang_table_mid_deal_holds_nothing_of_other_seats_hidden_cards(qtbot, seed: int) -> None:
    from bagchen_qt.games.baohuang.rules.state import BaoHuangState

    events, twin_events = bao_huang_part_played(seed)
    first, whole = held_by(qtbot, bao_huang_window(), events, BaoHuangState)
    second, _ = held_by(qtbot, bao_huang_window(), twin_events, BaoHuangState)
    found = differences(first, second)
    assert not found, "the Bao Huang table knows other seats' hidden cards:\n" + "\n".join(found)
    assert not whole, f"the table is given the whole deal: {whole[:3]}"
    assert any("in hand" in v for k, v in first.items() if k.endswith("['tooltip']="))
