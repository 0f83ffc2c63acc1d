"""Nau Tin Kau (TG27): draws, who takes them, the red pips and the settlement, and
properties over thousands of random games."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.tiengow.rules import nau
from bagchen_qt.games.tiengow.rules.events import Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.nau import Draw, NauState, Phase
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules, rules_from
from bagchen_qt.games.tiengow.rules.tiles import DECKS, kind_index

CASES = Path(__file__).resolve().parents[3] / "docs" / "rules" / "tien-gow-cases.jsonl"
RULES = rules_from("nau-tin-kau")
DECK = DECKS["32"]
ALL_TILES = tuple(range(32))


def tile(notation: str, copy: int = 0) -> int:
    return DECK.tiles_of_kind[kind_index(notation)][copy]


def stocked(order: tuple[int, ...], dice: tuple[int, ...] = (1, 1), rules: TienGowRules = RULES) -> NauState:
    """A game after the dice (seat 1 leads with (1, 1)) and a shuffle to ``order``,
    completed with the other tiles in number order."""
    order = order + tuple(t for t in ALL_TILES if t not in order)
    state = nau.apply(nau.new_deal(rules), ThrowDice(dice))
    return nau.apply(state, Shuffle(order))


def draw(state: NauState, times: int = 1) -> NauState:
    for _ in range(times):
        state = nau.apply(state, Draw(state.actor))
    return state


def test_the_leader_turns_first_then_the_other() -> None:
    state = stocked(())
    assert state.banker == 1 and state.leader == 1 and state.actor == 1
    assert nau.legal_actions(state) == [Draw(1)]
    state = draw(state)
    assert state.turned == 0 and state.actor == 0 and nau.legal_actions(state) == [Draw(0)]


def test_a_higher_tile_of_the_same_suit_takes_both_and_the_lead() -> None:
    state = draw(stocked((tile("5-3"), tile("6-3"))), 2)
    assert state.captured == ((tile("5-3"), tile("6-3")), ())
    assert state.leader == 0 and state.actor == 0 and state.last_taker == 0


def test_otherwise_the_leader_takes_both_and_leads_again() -> None:
    for first, second in (("6-3", "5-4"), ("5-3", "6-6"), ("6-5", "6-4")):
        state = draw(stocked((tile(first), tile(second))), 2)
        assert state.captured == ((), (tile(first), tile(second))), (first, second)
        assert state.leader == 1


def test_sixteen_draws_empty_the_stock_and_end_the_game() -> None:
    state = draw(stocked(()), 31)
    assert not state.is_over and state.draws_done == 15
    state = draw(state)
    assert state.is_over and state.stock == () and state.draws_done == nau.DRAWS == 16
    assert nau.legal_actions(state) == []
    assert sorted(state.captured[0] + state.captured[1]) == list(ALL_TILES)
    assert nau.refusal_of(state, Draw(0)).code is Code.DEAL_OVER


def test_fewer_red_pips_pay_the_difference() -> None:
    state = replace(
        stocked(()), stock=(), phase=Phase.OVER, captured=((tile("4-4"), tile("5-5")), (tile("6-6"), tile("3-1")))
    )
    assert (state.red_pips(0), state.red_pips(1)) == (8, 7)
    assert nau.deltas(state) == (1, -1) and state.chips == (101, 99)
    capped = replace(state, start_chips=(100, 0))
    assert nau.deltas(capped) == (0, 0)
    in_debt = replace(capped, rules=rules_from("nau-tin-kau", {"allow_debt": True}))
    assert nau.deltas(in_debt) == (1, -1)
    assert nau.deltas(replace(state, phase=Phase.DRAW)) == (0, 0)


def test_all_sixes_half_red_changes_the_count() -> None:
    all_red = rules_from("nau-tin-kau", {"red_sixes": "all"})
    state = replace(stocked((), rules=all_red), captured=((tile("6-5"),), (tile("6-3"), tile("6-1"))))
    assert (state.red_pips(0), state.red_pips(1)) == (3, 7)


def test_a_whole_game_shares_the_sixty_four_red_pips() -> None:
    state = nau.play_random(RULES, random.Random(5))
    assert state.red_pips(0) + state.red_pips(1) == 64


def test_wrong_events_are_refused_with_reasons() -> None:
    fresh = nau.new_deal(RULES)
    assert nau.refusal_of(fresh, Draw(0)).code is Code.DICE_EXPECTED
    assert nau.refusal_of(fresh, ThrowDice((0, 3))).code is Code.BAD_DICE
    thrown = nau.apply(fresh, ThrowDice((2, 3)))
    assert nau.refusal_of(thrown, Draw(0)).code is Code.MUST_SHUFFLE
    assert nau.refusal_of(thrown, Shuffle(ALL_TILES[:-1])).code is Code.BAD_WOODPILE
    state = stocked(())
    refusal = nau.refusal_of(state, Draw(0))
    assert refusal is not None and refusal.code is Code.NOT_YOUR_TURN and refusal.turn == 1
    assert nau.refusal_of(state, ThrowDice((1, 1))).code is Code.CHANCE_EVENT_NOW
    assert nau.refusal_of(state, "draw").code is Code.NOT_A_DECISION
    with pytest.raises(IllegalAction, match="turn"):
        nau.apply(state, Draw(0))


def test_the_view_is_open_but_for_the_woodpile() -> None:
    state = draw(stocked((tile("5-3"), tile("6-3"), tile("1-1"))), 3)
    view = nau.observe(state, 1)
    assert view.captured == state.captured and view.turned == tile("1-1")
    assert view.stock == 29 and view.red_pips == (0, 0)
    assert view.events[1] == Shuffle(()) and view.events[2:] == state.events[2:]
    assert (view.rules, view.start_chips) == (RULES, (100, 100))
    reordered = replace(state, stock=tuple(reversed(state.stock)))
    assert nau.observe(reordered, 1) == view and nau.observe(reordered, 0) == nau.observe(state, 0)


def test_events_go_to_json_and_back() -> None:
    for event in (ThrowDice((6, 1)), Shuffle(ALL_TILES), Draw(1)):
        assert nau.event_from_json(json.loads(json.dumps(nau.event_to_json(event))), "e") == event
    with pytest.raises(ValueError, match=r"event 2\.seat"):
        nau.event_from_json({"type": "Draw", "seat": "x"}, "event 2")
    with pytest.raises(ValueError, match=r"event 2\.tile: not a field of Draw"):
        nau.event_from_json({"type": "Draw", "seat": 0, "tile": 3}, "event 2")
    with pytest.raises(ValueError, match="Lead is not an event of Nau Tin Kau"):
        nau.event_from_json({"type": "Lead", "seat": 0, "tiles": [1]}, "event 2")


def nau_cases() -> list[dict[str, object]]:
    cases = [json.loads(line) for line in CASES.read_text().splitlines() if line.strip()]
    return [c for c in cases if c["kind"] in nau.CASE_KINDS]


@pytest.mark.parametrize("case", nau_cases(), ids=lambda c: str(c["id"]))
def test_conformance_case(case: dict[str, object]) -> None:
    assert nau.CASE_KINDS[str(case["kind"])](case) == case["expect"]


def test_every_nau_case_kind_is_run() -> None:
    kinds = [c["kind"] for c in nau_cases()]
    assert (kinds.count("nau_draw"), kinds.count("red_pips"), kinds.count("nau_settle")) == (7, 8, 3)


def test_a_case_with_a_bad_option_is_refused() -> None:
    with pytest.raises(ValueError, match="red_sixes"):
        nau.run_red_pips({"preset": "nau-tin-kau", "rules": {"red_sixes": "some"}, "tiles": ["6-6"]})


# --- properties ----------------------------------------------------------------------------


@settings(max_examples=2000, deadline=None)
@given(
    red_sixes=st.sampled_from(["heaven", "all"]),
    debt=st.booleans(),
    seed=st.integers(0, 2**32),
    starter=st.integers(0, 1),
    chips=st.one_of(st.none(), st.tuples(st.integers(0, 40), st.integers(0, 40))),
)
def test_random_games_keep_every_property(
    red_sixes: str, debt: bool, seed: int, starter: int, chips: tuple[int, int] | None
) -> None:
    rules = rules_from("nau-tin-kau", {"red_sixes": red_sixes, "allow_debt": debt})
    rng = random.Random(seed)
    state = nau.new_deal(rules, starter, chips)
    while not state.is_over:
        if not state.is_chance:
            legal = nau.legal_actions(state)
            assert legal == [Draw(state.actor)] and nau.refusal_of(state, legal[0]) is None
            wrong = nau.refusal_of(state, Draw(1 - state.actor))
            assert wrong is not None and str(wrong)
            before = state
        state = nau.apply(state, nau.random_action(state, rng))
        if not state.is_chance:
            pile = [*state.stock, *state.captured[0], *state.captured[1]]
            pile += [state.turned] if state.turned is not None else []
            assert sorted(pile) == list(ALL_TILES)
            if state.turned is None and state.captured != ((), ()) and before.turned is not None:
                lead, second = DECK.tile_kind[before.turned], DECK.tile_kind[before.stock[0]]
                taker = 1 - before.leader if nau.second_takes(rules, lead, second) else before.leader
                assert state.captured[taker][-2:] == (before.turned, before.stock[0]) and state.leader == taker
            for seat in (0, 1):
                view = nau.observe(state, seat)
                assert view.stock == len(state.stock) and view.captured == state.captured
                assert nau.observe(replace(state, stock=tuple(reversed(state.stock))), seat) == view
    pips = (state.red_pips(0), state.red_pips(1))
    assert sum(pips) == (64 if red_sixes == "heaven" else 88)
    nets = nau.deltas(state)
    assert sum(nets) == 0
    if chips is None or debt:
        assert abs(nets[0]) == abs(pips[0] - pips[1])
    if pips[0] != pips[1]:
        assert nets[pips.index(min(pips))] <= 0
    assert nau.replay(rules, state.events, starter, chips) == state
    logged = [nau.event_from_json(json.loads(json.dumps(nau.event_to_json(e))), "e") for e in state.events]
    assert tuple(logged) == state.events


def test_the_tien_gow_definition_plays_nau_tin_kau_through_this_module() -> None:
    from bagchen_qt.core.family import game_named

    game = game_named("tien-gow")
    rules = game.rules_from("nau-tin-kau", {"red_sixes": "all"})
    state = game.new_deal(rules)
    assert isinstance(state, NauState)
    rng = random.Random(4)
    while not state.is_over:
        assert game.legal_actions(state) == nau.legal_actions(state)
        state = game.apply(state, game.random_action(state, rng))
    assert game.deltas(state) == nau.deltas(state) and sum(game.deltas(state)) == 0
    for event in state.events:
        assert game.event_from_json(game.event_to_json(event), "e", rules) == event
    assert set(nau.CASE_KINDS) <= set(game.case_kinds)


def test_a_game_needs_nau_tin_kau_rules() -> None:
    with pytest.raises(ValueError, match="these rules play moving mice, not Nau Tin Kau"):
        nau.new_deal(rules_from("moving-mice"))


def test_the_next_game_starts_from_the_chips_as_they_stand() -> None:
    state = nau.play_random(RULES, random.Random(8), chips=(70, 70))
    following = nau.next_deal(state)
    assert following.start_chips == state.chips and sum(following.start_chips) == 140
    assert following.events == () and following.is_chance


def test_the_definition_starts_the_next_game_from_the_chips_as_they_stand() -> None:
    from bagchen_qt.core.family import game_named

    game = game_named("tien-gow")
    state = nau.play_random(RULES, random.Random(8), chips=(70, 70))
    assert game.next_deal(state).start_chips == state.chips == (70 + nau.deltas(state)[0], 70 + nau.deltas(state)[1])
