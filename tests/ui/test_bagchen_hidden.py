"""The Bagchen table holds only what its player may see.

As an online client is never sent the other players' tiles, the window, its scene, its
action bar, its session panel and what they tell a screen reader are given the human
seat's view of the deal (``seat_view``): the tiles the seat may not see are
placeholders. A window mid-deal is walked object by object (``held.facts``) and
compared with the window of a twin deal, the same in everything the human sees but
with other seats' hidden tiles (in hand, played face down, still in the towers)
exchanged: any difference is a hidden tile the table knows. Nor is the whole deal ever
handed to the table, or kept by it outside the controller.
"""

from __future__ import annotations

import dataclasses
import random
import re
from typing import Any

import pytest
from held import differences, facts, walk
from scene_steps import find_step, instant_scene

from bagchen_qt.games.bagchen.rules.actions import (
    Charity,
    DemandRedeal,
    Discard,
    Event,
    Lead,
    OfferUnion,
    Pass,
    Shuffle,
)
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions, random_action
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
from bagchen_qt.games.bagchen.table import controller as controller_module
from bagchen_qt.games.bagchen.table.controller import GameController, TableConfig
from bagchen_qt.games.bagchen.table.layout import layout, shown_tiles
from bagchen_qt.games.bagchen.table.seat_view import HIDDEN, is_hidden, seat_view, seen_event
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec

VIEWER = 0  # the human's seat
STARTER = 2  # the human sits opposite the starter, and so chooses the first tower
# The controller runs the game: these hold the whole deal, as the rules, the AI seats,
# Undo and the record need it, and are never handed to the table.
DEALER = frozenset({"state", "undo_points", "log", "worker", "rng", "lesson", "_request", "_hint", "_hint_state"})
DEALER |= {"_request_seat"}  # the AI seat last asked: a seat with a lone pass is not asked
# What the rules keep secret differs by rule set: the passport shows hands (full rules 3
# and 4) or not (simplified); the customs move hidden hands and tiles between seats.
RULES = {
    "pagat": PRESETS["pagat"],
    "simple-passport": PRESETS["simple-passport"],
    "customs": PRESETS["pagat"].with_options(hand_exchange=True),
}


def dealer(obj: Any, name: str) -> bool:
    # (whether the window took its size from the last one closed: the settings, not the deal)
    return isinstance(obj, GameController) and name in DEALER or isinstance(obj, MainWindow) and name == "_fitted"


def fresh(rules: RuleSet) -> DealState:
    return Session.start(rules, STARTER).new_deal()


# --- a deal and its twin -------------------------------------------------------------------


def part_played(rules: RuleSet, seed: int) -> dict[str, DealState]:
    """A deal played at random, cut at the human's decisions worth walking: the first
    tower chosen (every tile in the towers), the first decision after the deal, one
    in a trick after another seat played face down, and one late in the deal."""
    for attempt in range(50):
        rng = random.Random(seed * 100 + attempt)
        state, turns = fresh(rules), []
        while not state.is_over:
            if not state.is_chance and state.to_act == VIEWER and _asked(state):
                turns.append(state)
            state = apply(state, random_action(state, rng))
        down = [s for s in turns if s.phase is Phase.FOLLOW and _others_face_down(s)]
        dealt = [s for s in turns if s.dice is not None]
        if turns and turns[0].phase is Phase.CHOOSE_TOWER and down and len(dealt) > 3:
            return {"towers": turns[0], "dealt": dealt[0], "face down": down[0], "late": dealt[len(dealt) * 2 // 3]}
    raise AssertionError("no deal reaches every moment to walk")


def _asked(state: DealState) -> bool:
    """Whether the table asks the human (a lone pass it makes for them)."""
    legal = legal_actions(state)
    return not (len(legal) == 1 and isinstance(legal[0], Pass))


def _others_face_down(state: DealState) -> bool:
    trick = state.trick
    return trick is not None and any(not p.face_up and p.seat != VIEWER for p in trick.plays)


def relabel(event: Event, swap: dict[int, int]) -> Event:
    if isinstance(event, Shuffle):
        return Shuffle(tuple(swap.get(t, t) for t in event.order))
    if hasattr(event, "tiles"):
        return dataclasses.replace(event, tiles=tuple(swap.get(t, t) for t in event.tiles))  # type: ignore[arg-type]
    if hasattr(event, "tile"):
        return dataclasses.replace(event, tile=swap.get(event.tile, event.tile))  # type: ignore[arg-type]
    return event


def replayed(rules: RuleSet, events: list[Event]) -> DealState:
    state = fresh(rules)
    for event in events:
        state = apply(state, event)
    return state


def hidden_tiles(state: DealState) -> set[int]:
    """The tiles the human has not seen: all in the towers before the deal, then the
    others' hands and their face-down plays. (The observation alone would let a twin
    move the human's own tiles about the towers, or, before a hand is looked at for the
    exchange of hands, into another hand: the table shows where they came from.)"""
    if state.dice is None:
        return set(range(64))
    plays = [p for trick in (*state.tricks, *([state.trick] if state.trick else [])) for p in trick.plays]
    down = {t for p in plays if not p.face_up and p.seat != VIEWER for t in p.tiles}
    return down | {t for seat, hand in enumerate(state.hands) if seat != VIEWER for t in hand}


def twin(state: DealState, rng: random.Random) -> list[Event]:
    """The events of a deal the human sees exactly as ``state`` (the same observation)
    but in which tiles hidden from the human are exchanged, a few pairs of other kinds."""
    seen = observation(state, VIEWER)
    swap: dict[int, int] = {}
    events, exchanged = list(state.events), 0
    hidden = sorted(hidden_tiles(state))
    for _ in range(600):
        a, b = rng.sample(hidden, 2)
        if TILE_KIND[a] == TILE_KIND[b] or a in swap or b in swap:
            continue
        trial = {**swap, a: b, b: a}
        changed = [relabel(e, trial) for e in state.events]
        try:
            other = replayed(state.rules, changed)
        except ValueError:  # the rules refuse a move of the twin
            continue
        if observation(other, VIEWER) == seen:
            swap, events, exchanged = trial, changed, exchanged + 1
            if exchanged == 6:
                break
    assert exchanged, "no hidden tiles to exchange"
    return events


# --- the table of a deal ---------------------------------------------------------------------


class ScriptedWorker:
    """The AI seats, deciding as the deal to show goes."""

    def __init__(self, next_event: Any) -> None:
        self.next_event = next_event

    def start(self) -> None: ...

    def close(self) -> None: ...

    def poll(self) -> None: ...

    def submit(self, level: Any, options: Any, obs: Any, legal: Any) -> Any:
        event = self.next_event()

        class Done:
            def done(self) -> bool:
                return True

            def result(self, timeout: float) -> Event:
                return event

            def cancel(self) -> None: ...

        return Done()


def seats() -> tuple[PlayerSpec, ...]:
    return (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("easy", {"seed": i}, name=n) for i, n in enumerate(("Tenzin", "Pema", "Norbu"), 1)
    )


def hidden_in(obj: Any) -> list[str]:
    """Where a deal or an event handed to the table names a tile the human may not see."""
    if isinstance(obj, Shuffle):
        return ["a shuffle's order"] if any(t < 64 for t in obj.order) else []
    if isinstance(obj, Discard | Charity) and obj.seat != VIEWER:
        tiles = obj.tiles if isinstance(obj, Discard) else (obj.tile,)
        return ["another seat's face-down play"] if any(t < 64 for t in tiles) else []
    if not isinstance(obj, DealState):
        return []
    found = ["its events"] if obj.events else []
    shown = {t for tiles in shown_tiles(obj).values() for t in tiles}
    plays = [p for trick in (*obj.tricks, *([obj.trick] if obj.trick else [])) for p in trick.plays]
    seen = set(obj.hands[VIEWER]) | shown | {t for p in plays if p.face_up or p.seat == VIEWER for t in p.tiles}
    if obj.offer is not None and obj.offer[1] >= 0:
        seen.add(obj.offer[1])
    for seat, hand in enumerate(obj.hands):
        if seat != VIEWER and any(t < 64 and t not in seen for t in hand):
            found.append(f"seat {seat}'s hand")
    if any(t < 64 and t not in seen for p in plays for t in p.tiles):
        found.append("a face-down play")
    if any(t < 64 and t not in seen for t in obj.order):
        found.append("the towers")
    return found


def table_of(qtbot: Any, rules: RuleSet, events: list[Event]) -> tuple[dict[str, str], list[str]]:
    """What a table whose deal goes by ``events`` holds once the human is to act, every
    animation played to its end, and where a hidden tile reached it (handed to the
    window, to the scene, or kept)."""
    window = MainWindow(TableConfig(rules.with_options(seating="informal"), seats(), 1), "fast")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    controller = window.controller
    window.scene._choreography.rng = random.Random(0)

    def next_event() -> Event:
        return events[len(controller.state.events)]

    controller.worker = ScriptedWorker(next_event)
    handed: list[str] = []

    def check(where: str, *payload: Any) -> None:
        handed.extend(f"{where}: {what}" for obj in payload for what in hidden_in(obj))

    controller.eventApplied.connect(lambda *payload: check("handed to the window", *payload))
    show_event = window.scene.show_event

    def shown(event: Any, before: Any, after: Any) -> None:
        check("handed to the scene", event, before, after)
        show_event(event, before, after)

    window.scene.show_event = shown  # type: ignore[method-assign]
    chance = controller_module.sample_chance
    controller_module.sample_chance = lambda state, rng: next_event()  # type: ignore[assignment]
    try:
        window.show()
        controller.session = Session.start(controller.config.rules, STARTER)
        controller.sessionChanged.emit(controller.session)
        controller.next_deal()

        def human_to_act() -> bool:
            window.scene.finish_now()
            return bool(window._legal)

        while True:
            qtbot.waitUntil(human_to_act, timeout=20000)
            if len(controller.state.events) == len(events):
                break
            window._play(next_event())
    finally:
        controller_module.sample_chance = chance
    assert controller.state.events == tuple(events)
    kept = [f"kept at {path}: {w}" for path, obj in walk({"window": window}, dealer) for w in hidden_in(obj)]
    held = facts({"window": window}, dealer)
    controller.stop()
    window.close()
    return held, handed + kept


@pytest.mark.parametrize("seed", range(2))
@pytest.mark.parametrize("name", list(RULES))
def test_a_table_mid_deal_holds_nothing_of_other_seats_hidden_tiles(qtbot, name: str, seed: int) -> None:
    rules = RULES[name]
    for moment, state in part_played(rules, seed).items():
        events = twin(state, random.Random(seed))
        (first, hidden), (second, _) = (table_of(qtbot, rules, deal) for deal in (list(state.events), events))
        found = differences(first, second)
        assert not found, f"{name}, {moment}: the table knows other seats' hidden tiles:\n" + "\n".join(found)
        assert not hidden, f"{name}, {moment}: the table is given hidden tiles: {hidden[:3]}"
        assert any(re.search(r"\._tiles\[(6[4-9]|[7-9]\d|1[0-2]\d)\]=$", path) for path in first)  # placeholders


def test_two_tables_of_one_deal_hold_the_same(qtbot) -> None:
    """The walk itself: what it finds depends on nothing but the deal."""
    events = list(part_played(RULES["pagat"], 0)["face down"].events)
    first, second = (table_of(qtbot, RULES["pagat"], events)[0] for _ in range(2))
    assert not differences(first, second)


# --- the view itself -------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(RULES))
def test_a_seat_view_is_the_deal_with_what_the_seat_cannot_see_left_out(name: str) -> None:
    """At every step of random deals, the view names no tile the seat may not see, and
    the table lays it out exactly as it lays out the whole deal for that seat: every
    tile at the same place with the same face, a placeholder where a hidden tile lies."""
    rules = RULES[name]
    steps = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = fresh(rules.with_options(redeal=True))
        while True:
            view = seat_view(state, VIEWER)
            assert not hidden_in(view), (name, seed, state)
            assert [len(h) for h in view.hands] == [len(h) for h in state.hands]
            assert observation(view, VIEWER) == observation(state, VIEWER)  # all the seat knows, as the rules say
            if state.phase is not Phase.SHUFFLE:
                whole, seen = layout(state, VIEWER), layout(view, VIEWER)
                named = {t: t if t in seen else HIDDEN + state.order.index(t) for t in whole}
                assert all(is_hidden(named[t]) != (t in seen) for t in whole)
                assert {named[t]: place for t, place in whole.items()} == seen, (name, seed, state)
                steps += 1
            if state.is_over:
                break
            state = apply(state, random_action(state, rng))
    assert steps > 300


# --- tiles coming face up, as the table moves them ---------------------------------------------


def _faces(scene: Any, naming: dict[int, int]) -> dict[int, tuple[Any, ...]]:
    """Where each tile of the whole deal is drawn now, and how, by its name in the view."""
    out = {}
    for tile, name in naming.items():
        item = scene.tile_item(name)
        pos = item.pos()
        out[tile] = (round(pos.x(), 1), round(pos.y(), 1), round(item.rotation(), 1), round(item.scale(), 2))
        out[tile] += (item.isVisible(), round(item.opacity(), 2), None if item.tile is None else int(item.tile))
    return out


MOMENTS = {
    "the deal": lambda e, b, a: b.phase is Phase.DEAL_DICE,
    "another seat's face-up lead": lambda e, b, a: isinstance(e, Lead) and e.seat != VIEWER and b.tricks,
    "another seat's face-down play": lambda e, b, a: isinstance(e, Discard) and e.seat != VIEWER,
    "a trick completed with a face-down play": lambda e, b, a: (
        len(a.tricks) > len(b.tricks) and any(not p.face_up for p in a.tricks[-1].plays)
    ),
    "a tile offered for mother and son": lambda e, b, a: isinstance(e, OfferUnion) and e.seat != VIEWER,
    "a passport hand shown": lambda e, b, a: (
        a.trick is not None and a.trick.plays[0].rule in (3, 4) and a.trick.leader != VIEWER and len(a.trick.plays) == 1
    ),
    "a hand shown for a redeal": lambda e, b, a: isinstance(e, DemandRedeal) and e.seat != VIEWER,
    "the shuffle after a redeal": lambda e, b, a: isinstance(e, Shuffle) and b.exposures,
}


@pytest.mark.parametrize("moment", list(MOMENTS))
def test_a_seat_view_moves_every_tile_it_shows_as_the_whole_deal_did(qtbot, moment: str) -> None:
    """The same event shown twice, from the whole deal (as the table did) and from the
    seat's views: at every moment of the animation each tile the seat sees is where it
    was, with the same face, and each hidden tile lies where a hidden tile lay."""
    event, before, after = find_step(MOMENTS[moment], range(1500))
    scenes = []
    for shown in (
        (event, before, after),
        (seen_event(event, before, VIEWER), *(seat_view(s, VIEWER) for s in (before, after))),
    ):
        scene = instant_scene()
        scene._choreography.rng = random.Random(0)
        scene.show_event(None, None, shown[1])
        scene.set_speed("normal")
        scene.show_event(*shown)
        scenes.append(scene)
    whole, seen = scenes
    view = seat_view(after, VIEWER)
    in_view = set(layout(view, VIEWER))
    seen_tiles = {t: t for t in layout(after, VIEWER) if t in in_view}  # the tiles the seat sees
    length = whole.animation_length()
    assert length == seen.animation_length() > 0
    for at in [*range(0, length, 100), length]:
        whole.hold_animation_at(at)
        seen.hold_animation_at(at)
        # A hand shown for a redeal is turned over in the order it lies: which tile lay
        # where in its row the seat never knew (``seat_view.renaming``), as the whole
        # deal's motion told. Everywhere else, and once it lies, nothing differs.
        if isinstance(event, DemandRedeal) and 0 < at < length:
            continue
        # every item moves, turns and shows a face or its back as before ...
        pictures = [
            sorted(v[:-1] + (v[-1] is None,) for v in _faces(s, {t: t for t in s._tiles}).values()) for s in scenes
        ]
        assert pictures[0] == pictures[1], (moment, at)
        # ... and each tile the seat sees is where it was
        if not isinstance(event, DemandRedeal) or at == length:
            assert _faces(seen, seen_tiles) == _faces(whole, seen_tiles), (moment, at)
    for scene in scenes:
        scene.finish_now()
