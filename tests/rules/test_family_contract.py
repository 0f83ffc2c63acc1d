"""The contract every game of the family keeps, run over every registered game and
every preset: what the layers above (AI, records, the table) rely on without knowing
which game they serve.

Random deals are played to the end through the definition alone. On the way every
generated move is accepted, a move by the wrong seat or with a tile not held is refused
with a reason, and each seat's observation holds its own tiles and none of another
seat's hidden hand. At the end the settlement is zero-sum, replaying the events rebuilds
the state, and every event survives its JSON form.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bagchen_qt.core import eventlog
from bagchen_qt.core.family import GAMES, GameDefinition, game_named
from bagchen_qt.games.bagchen.rules.actions import Discard, DiscardAny

DEALS_PER_PRESET = 5
MOST_EVENTS = 5_000  # far more than any deal of the family takes
FACE_UP_PLAYS = ("Lead", "Beat")  # the trick games' events that show their tiles


def _game_names() -> list[str]:
    game_named("bagchen")  # loads every registered game
    return sorted(GAMES)


def _cases() -> Iterator[tuple[str, str, int]]:
    for name in _game_names():
        for preset in game_named(name).presets:
            for seed in range(DEALS_PER_PRESET):
                yield name, preset, seed


def _concrete(state: Any, move: Any) -> Any:
    # Bagchen lists "any N tiles face down" as one template, not an event.
    if isinstance(move, DiscardAny):
        return Discard(move.seat, tuple(sorted(state.hands[move.seat][: move.count])))
    return move


def _values(value: Any) -> Iterator[Any]:
    """Every value inside an observation: fields of dataclasses, items of containers."""
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _values(getattr(value, field.name))
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _values(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _values(item)


def _check_wrong_moves(game: GameDefinition, state: Any, move: Any) -> None:
    seat = getattr(move, "seat", None)
    if seat is None:
        return
    seats = game.seat_count(state.rules)
    other = dataclasses.replace(move, seat=(seat + 1) % seats)
    refusal = game.refusal_of(state, other)
    assert refusal is not None, f"{other} by a seat not to act was accepted"
    assert str(refusal), "a refusal says why"
    tiles = getattr(move, "tiles", None)
    hands = getattr(state, "hands", None)
    if not tiles or hands is None or not isinstance(tiles, tuple):
        return
    not_held = next((t for h in hands for t in h if t not in hands[seat]), None)
    if not_held is None:
        return
    wrong = dataclasses.replace(move, tiles=(not_held, *tiles[1:]))
    refusal = game.refusal_of(state, wrong)
    assert refusal is not None, f"{wrong} with a tile not held was accepted"
    assert str(refusal)


def _hidden_hands(state: Any, viewer: int) -> list[tuple[int, ...]]:
    """Each seat's hand without the tiles ``viewer`` has seen: those led or beaten face
    up, those the viewer played itself (a tile can come back to a hand, as in Moving
    Mice's take-back) and those shown (Bagchen's ``exposures``: a passport lead under
    the full rules shows the hand)."""
    shown = {t for _, tiles in getattr(state, "exposures", ()) for t in tiles}
    for event in state.events:
        if type(event).__name__ in FACE_UP_PLAYS or getattr(event, "seat", None) == viewer:
            shown.update(getattr(event, "tiles", ()) or ())
    return [tuple(t for t in hand if t not in shown) for hand in state.hands]


def _check_observations(game: GameDefinition, state: Any, seen_own: set[int]) -> None:
    hands = getattr(state, "hands", None)
    if hands is None:  # a game with no hands (Nau Tin Kau): nothing is held hidden
        return
    for seat in range(len(hands)):
        view = game.observe(state, seat)
        hand = getattr(view, "hand", None)
        assert hand is not None, "an observation shows the seat's own hand"
        # A game may hold a hand back until its seat has looked (Bagchen's exchange).
        assert tuple(sorted(hand)) in (tuple(sorted(hands[seat])), ())
        if hand and hands[seat]:
            seen_own.add(seat)
        hidden = [h for other, h in enumerate(_hidden_hands(state, seat)) if other != seat and len(h) >= 2]
        for value in _values(view):
            if isinstance(value, tuple) and len(value) >= 2:
                assert value not in hidden, f"seat {seat} sees another seat's hand {value}"


@pytest.mark.parametrize(("name", "preset", "seed"), list(_cases()))
def test_a_random_deal_keeps_the_contract(name: str, preset: str, seed: int) -> None:
    game = game_named(name)
    rules = game.rules_from(preset)
    seats = game.seat_count(rules)
    rng = random.Random(f"{name}/{preset}/{seed}")
    starter = seed % seats
    start = game.new_deal(rules, starter)
    state = start
    seen_own: set[int] = set()
    decisions = 0
    while not state.is_over:
        assert len(state.events) < MOST_EVENTS, "the deal never ends"
        if state.is_chance:
            event = game.sample_chance(state, rng)
            assert game.refusal_of(state, event) is None, f"chance outcome {event} refused"
        else:
            moves = game.legal_actions(state)
            assert moves, "a decision is due, so there is a move"
            for move in moves:
                concrete = _concrete(state, move)
                refusal = game.refusal_of(state, concrete)
                assert refusal is None, f"generated move {concrete} refused: {refusal}"
            _check_wrong_moves(game, state, _concrete(state, moves[0]))
            _check_observations(game, state, seen_own)
            decisions += 1
            event = game.random_action(state, rng)
        state = game.apply(state, event)
    assert decisions > 0
    if getattr(state, "hands", None) is not None:
        assert seen_own, "some seat saw its own tiles"

    deltas = game.deltas(state)
    assert len(deltas) == seats
    assert sum(deltas) == 0, f"the settlement {deltas} is not zero-sum"

    again = eventlog.replay(game, game.new_deal(rules, starter), state.events)
    assert again.events == state.events
    assert again.is_over and game.deltas(again) == deltas
    for seat in range(seats):
        assert game.observe(again, seat) == game.observe(state, seat)

    for index, event in enumerate(state.events):
        value = json.loads(json.dumps(game.event_to_json(event)))
        assert game.event_from_json(value, f"event {index}", rules) == event


@pytest.mark.parametrize("name", _game_names())
def test_every_game_has_presets_and_a_title(name: str) -> None:
    game = game_named(name)
    assert game.name == name and game.title
    assert game.presets
    usual = next(iter(game.presets))
    assert game.rules_from(usual) == game.presets[usual]
    assert game.case_kinds, "a game brings its conformance case kinds"
