"""The Tien Gow table holds only what its player may see.

As an online client is never sent the other players' tiles, the window, its scene, its
action bar and what they tell a screen reader are given the human seat's view and the
events as that seat saw them. Two tests hold the table to it:

- the other seats' face-down rows keep the order the stacks were taken from the
  woodpile (TG15), never an order that follows the tiles' kinds, however far the deal
  has gone (a play leaves no gap that tells its rank);
- a window mid-deal is walked object by object and compared with the window of a twin
  deal, the same in everything the human sees but with other seats' hidden tiles
  exchanged: any difference is a hidden tile the table knows.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from held import differences, facts, walk

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.rules.mice import MiceState
from bagchen_qt.games.tiengow.rules.nau import NauState
from bagchen_qt.games.tiengow.rules.ruleset import PRESETS
from bagchen_qt.games.tiengow.rules.state import TienGowState
from bagchen_qt.games.tiengow.table.layout import side_of
from bagchen_qt.games.tiengow.table.picture import is_hidden, picture_of
from bagchen_qt.games.tiengow.table.seat_view import seat_picture
from bagchen_qt.games.tiengow.table.window import TienGowWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.family_controller import FamilyController, FamilyTable

GAME = game_named(TIEN_GOW)
VIEWER = 0  # the human's seat
WHOLE_DEALS = (TienGowState, MiceState, NauState)
# The controller runs the game: these hold the whole deal, as the rules and the AI
# seats need it, and are never handed to the table.
DEALER = frozenset({"state", "deals", "undo_points", "log", "decide", "game", "rng", "_pool", "_decision", "_hint"})
DEALER |= {"_hint_state"}


def dealer(obj: Any, name: str) -> bool:
    return isinstance(obj, FamilyController) and name in DEALER


def seats_of(rules: Any) -> tuple[PlayerSpec, ...]:
    others = ("Tenzin", "Pema", "Norbu")[: GAME.seat_count(rules) - 1]
    return (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": i}, name=n) for i, n in enumerate(others, 1)
    )


def window_of(preset: str, seed: int, speed: str = "instant") -> TienGowWindow:
    rules = GAME.rules_from(preset)
    window = TienGowWindow(FamilyTable(TIEN_GOW, rules, seats_of(rules), preset, seed), speed)
    window.controller.ai_delay_ms = 0
    window.scene.rng = random.Random(0)
    return window


def fresh(rules: Any) -> Any:
    """A deal as the table's controller begins it: seat 0 throws, every seat at the stake."""
    return GAME.new_deal(rules, 0, (int(rules.stake),) * GAME.seat_count(rules))


def view(state: Any) -> Any:
    from bagchen_qt.ai.levels import observation_for

    return observation_for(TIEN_GOW, state, VIEWER)


# --- other seats' rows --------------------------------------------------------------------


def rows_checked(window: TienGowWindow, where: str) -> int:
    """Each other seat's face-down row, read along its side, runs through the places
    its tiles had in the woodpile as built (taken stack by stack) in order, one way or
    the other. Moving Mice's hands of round 3 on come from the won tiles: not checked."""
    picture = window.scene.picture
    if picture is None or not picture.built or getattr(window.controller.state, "round", 1) > 2:
        return 0
    built = {key: i for i, key in enumerate(k for stack in picture.built for k in stack)}
    checked = 0
    for seat in range(picture.seats):
        hand = picture.hands[seat]
        if seat == VIEWER or len(hand) < 2:
            continue
        side = side_of(seat, VIEWER, picture.seats, picture.clockwise)
        places = {key: window.scene.place_of(key) for key in hand}
        row = sorted(hand, key=lambda k: places[k].x if side in (0, 2) else places[k].y)
        dealt = [built.get(key, -1) for key in row]
        assert dealt in (sorted(dealt), sorted(dealt, reverse=True)) and -1 not in dealt, (where, seat, dealt)
        checked += 1
    return checked


# Each way of seating and dealing: four seats, three, four with one resting, hands of six,
# the Chinese game's one die, and Moving Mice's two rounds (Nau Tin Kau deals no hands).
DEALS = ("classic", "folk-30-three", "folk-24-rest", "folk-24-four", "chinese-24", "moving-mice")


@pytest.mark.parametrize("preset", DEALS)
def test_other_seats_rows_keep_the_order_taken_not_a_sort_by_kind(qtbot, preset) -> None:
    rows = 0
    for seed in range(5):
        window = window_of(preset, seed)
        qtbot.addWidget(window)
        rng = random.Random(seed)
        window.start()
        for turn in range(8):  # the first plays of the deal: gaps, if any, tell most there
            qtbot.waitUntil(lambda w=window: bool(w._legal) or w.recap is not None, timeout=20000)
            if window.recap is not None:
                break
            rows += rows_checked(window, f"{preset}, seed {seed}, turn {turn}")
            window._play(rng.choice(window._legal))
        window.controller.stop()
        window.close()
    assert rows >= 10


# --- a twin deal ----------------------------------------------------------------------------


def relabel(event: Any, tiles: dict[int, int]) -> Any:
    if hasattr(event, "order"):
        return dataclasses.replace(event, order=tuple(tiles[t] for t in event.order))
    if getattr(event, "tiles", None):
        return dataclasses.replace(event, tiles=tuple(tiles[t] for t in event.tiles))
    return event


def replayed(rules: Any, events: list[Any]) -> Any:
    state = fresh(rules)
    for event in events:
        state = GAME.apply(state, event)
    return state


def part_played(preset: str, seed: int) -> Any:
    """A deal played at random to a decision of the human's about half way through."""
    rules = GAME.rules_from(preset)
    for attempt in range(20):
        rng = random.Random(seed * 100 + attempt)
        state = fresh(rules)
        turns: list[Any] = []
        while not state.is_over:
            if not state.is_chance and state.actor == VIEWER:
                turns.append(state)
            state = GAME.apply(state, GAME.random_action(state, rng))
        later = [s for s in turns if len(s.events) * 2 >= len(state.events)]
        if later and len(later[0].events) >= 6:
            return later[0]
    raise AssertionError(f"no deal of {preset} lasts long enough")


def twin(state: Any, rng: random.Random) -> list[Any]:
    """The events of a deal the human sees exactly as ``state`` but in which hidden tiles
    (another seat's hand, its face-down plays, the woodpile not dealt yet) are exchanged."""
    rules = state.rules
    kinds = rules.deck_tiles.tile_kind
    seen = view(state)
    tiles = {t: t for t in range(len(kinds))}
    events = list(state.events)
    exchanged = 0
    for _ in range(400):
        a, b = rng.sample(range(len(kinds)), 2)
        if kinds[a] == kinds[b]:
            continue
        trial = {**tiles, a: tiles[b], b: tiles[a]}
        changed = [relabel(e, trial) for e in state.events]
        try:
            other = replayed(rules, changed)
        except ValueError:  # the rules refuse a play of the twin
            continue
        if view(other) == seen:
            tiles, events, exchanged = trial, changed, exchanged + 1
            if exchanged == 8:
                break
    assert exchanged, "no hidden tiles to exchange"
    return events


def played_through(qtbot, preset: str, events: list[Any], speed: str) -> tuple[TienGowWindow, list[Any]]:
    """A table whose deal goes exactly by ``events``: its chance events and AI seats
    follow them, the human plays its own through the window; it ends waiting for the
    human, every animation played to its end. Also returns what the controller handed
    the table on the way."""
    window = window_of(preset, 1, speed)
    qtbot.addWidget(window)
    controller = window.controller
    to_come = list(events)

    class Scripted:
        def __getattr__(self, name: str) -> Any:
            return getattr(GAME, name)

        def sample_chance(self, state: Any, rng: random.Random) -> Any:
            return to_come.pop(0)

    controller.game = Scripted()
    controller.decide = lambda game, state, seat, player, rng: to_come.pop(0)
    sent: list[Any] = []  # what the controller hands the table
    controller.eventApplied.connect(lambda *payload: sent.extend(payload))

    def human_to_act() -> bool:
        window.scene.finish_now()
        return bool(window._legal)

    window.start()
    while True:
        qtbot.waitUntil(human_to_act, timeout=20000)
        if not to_come:
            return window, sent
        window._play(to_come.pop(0))


def table_of(qtbot, preset: str, events: list[Any]) -> tuple[dict[str, str], list[str]]:
    """What the table of a deal played by ``events`` holds once the human is to act, and
    where a deal as a whole reached it (handed over by the controller, or kept)."""
    window, sent = played_through(qtbot, preset, events, "fast")
    whole = [f"handed over: {type(obj).__name__}" for obj in sent if isinstance(obj, WHOLE_DEALS)]
    whole += [f"kept at {path}" for path, obj in walk({"window": window}, dealer) if isinstance(obj, WHOLE_DEALS)]
    held = facts({"window": window}, dealer)
    window.controller.stop()
    window.close()
    return held, whole


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_table_mid_deal_holds_nothing_of_other_seats_hidden_tiles(qtbot, preset) -> None:
    state = part_played(preset, 3)
    events = twin(state, random.Random(7))
    (first, whole), (second, _) = (table_of(qtbot, preset, deal) for deal in (list(state.events), events))
    found = differences(first, second)
    assert not found, f"{preset}: the table knows other seats' hidden tiles:\n" + "\n".join(found)
    assert not whole, f"{preset}: the table is given the whole deal: {whole[:3]}"


def test_two_tables_of_one_deal_hold_the_same(qtbot) -> None:
    """The walk itself: what it finds depends on nothing but the deal."""
    events = list(part_played("folk-24-rest", 3).events)
    first, second = (table_of(qtbot, "folk-24-rest", events)[0] for _ in range(2))
    assert not differences(first, second)


# --- the picture of a seat's view ----------------------------------------------------------


def seen_tiles(view: Any) -> set[int]:
    """Every tile the view names: the seat's own, and every tile it saw face up."""
    obs = getattr(view, "observation", view)
    plays = [p for trick in getattr(obs, "history", ()) for p in trick.plays] + list(getattr(obs, "trick", ()))
    tiles = {t for p in plays for t in p.tiles} | set(getattr(obs, "hand", ())) | set(getattr(obs, "aside", ()))
    tiles |= {t for pile in getattr(obs, "won", ()) for t in pile if t is not None}
    tiles |= {t for pile in getattr(obs, "captured", ()) for t in pile}
    # and, in the events as the seat saw them, its own plays and the others' face up
    tiles |= {t for e in getattr(view, "events", ()) for t in getattr(e, "tiles", ()) if t >= 0}
    return tiles | ({obs.turned} if getattr(obs, "turned", None) is not None else set())


def on_table(picture: Any) -> set[int]:
    tricks = (*picture.won, *(() if picture.trick is None else (picture.trick,)))
    stacks = (*picture.hands, *picture.woodpile)
    return {k for s in stacks for k in s} | {k for trick in tricks for p in trick.plays for k in p.tiles}


def tricks_alike(mine: Any, whole: Any) -> None:
    """A trick as the seat saw it: another seat's face-down tiles as placeholders."""
    assert [(p.seat, p.face_up, len(p.tiles)) for p in mine.plays] == [
        (p.seat, p.face_up, len(p.tiles)) for p in whole.plays
    ]
    assert (mine.size, mine.top_seat) == (whole.size, whole.top_seat)
    for shown, tiles in zip(mine.plays, whole.plays, strict=True):
        hidden = shown.seat != VIEWER and not shown.face_up
        assert all(map(is_hidden, shown.tiles)) if hidden else shown.tiles == tiles.tiles, (shown, tiles)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_seat_picture_is_the_deal_with_what_the_seat_cannot_see_left_out(preset) -> None:
    rules = GAME.rules_from(preset)
    for seed in range(4):
        rng = random.Random(seed)
        state, before = fresh(rules), None
        while True:
            mine, whole, seen = seat_picture(view(state)), picture_of(state), seen_tiles(view(state))
            if before is not None and before.built:  # nothing comes from nowhere: a tile shown was a placeholder
                came, went = on_table(mine) - on_table(before), on_table(before) - on_table(mine)
                assert all(mine.came_from.get(k) in went for k in came), (came, went)
            before = mine
            same = ("seats", "banker", "resting", "dice", "chips", "actor", "over", "tricks", "red_pips")
            assert [getattr(mine, f) for f in same] == [getattr(whole, f) for f in same]
            assert sorted(mine.hands[VIEWER]) == sorted(whole.hands[VIEWER])
            dealt = {k: i for i, k in enumerate(k for stack in mine.built for k in stack)}
            laid = {k: i for i, k in enumerate(k for stack in whole.built for k in stack)}
            for hand in whole.hands:  # the replay's rows too: in the order of the woodpile, not of kind
                assert [laid[k] for k in hand] == sorted(laid[k] for k in hand)
            for seat in range(mine.seats):
                if seat != VIEWER:
                    hand = mine.hands[seat]
                    assert len(hand) == len(whole.hands[seat]) and all(map(is_hidden, hand))
                    if getattr(state, "round", 1) <= 2:  # dealt from the woodpile: in the order taken
                        assert [dealt[k] for k in hand] == sorted(dealt[k] for k in hand)
            assert (mine.trick is None) == (whole.trick is None) and len(mine.won) == len(whole.won)
            for shown, trick in zip((mine.trick, *mine.won), (whole.trick, *whole.won), strict=True):
                if trick is not None:
                    tricks_alike(shown, trick)
            assert [len(s) for s in mine.woodpile] == [len(s) for s in whole.woodpile]
            assert all(map(is_hidden, (k for s in mine.woodpile for k in s)))
            assert [len(s) for s in mine.built] == [len(s) for s in whole.built]
            # The seat's own stacks hold its own tiles (in an order of no matter), the others placeholders.
            own = [i for i, stack in enumerate(mine.built) if not any(map(is_hidden, stack))]
            assert all(all(map(is_hidden, s)) for i, s in enumerate(mine.built) if i not in own)
            assert {k for i in own for k in mine.built[i]} == {t for i in own for t in whole.built[i]}
            assert set(mine.kind_of) <= seen
            assert all(is_hidden(a) != is_hidden(b) for a, b in mine.came_from.items())
            if state.is_over:
                break
            state = GAME.apply(state, GAME.random_action(state, rng))
