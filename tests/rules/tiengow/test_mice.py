"""Moving Mice (TG26): the rounds, the take-back, the end, and properties over many
random games (tiles conserved, zero-sum, the log replays to the state, each seat sees
only what it may, every listed move is accepted and an illegal one refused)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.tiengow.rules import mice
from bagchen_qt.games.tiengow.rules.combos import table
from bagchen_qt.games.tiengow.rules.events import Beat, Discard, Lead, Shuffle, ThrowDice
from bagchen_qt.games.tiengow.rules.mice import MiceState, Phase, Played, WonTile
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal as Code
from bagchen_qt.games.tiengow.rules.ruleset import TienGowRules, rules_from
from bagchen_qt.games.tiengow.rules.tiles import DECKS, kind_index

CASES = Path(__file__).resolve().parents[3] / "docs" / "rules" / "tien-gow-cases.jsonl"
RULES = rules_from("moving-mice")
DECK = DECKS["32"]
ALL_TILES = tuple(range(32))


def tile(notation: str, copy: int = 0) -> int:
    return DECK.tiles_of_kind[kind_index(notation)][copy]


def tiles(text: str) -> tuple[int, ...]:
    """Tiles by notation; a repeated kind takes its next copy."""
    out: list[int] = []
    for t in text.split():
        out.append(tile(t, sum(1 for o in out if DECK.tile_kind[o] == kind_index(t))))
    return tuple(out)


def dealt(order: tuple[int, ...] = ALL_TILES, dice: tuple[int, ...] = (1, 1), rules: TienGowRules = RULES) -> MiceState:
    state = mice.new_deal(rules)
    state = mice.apply(state, ThrowDice(dice))
    return mice.apply(state, Shuffle(order))


def at_play(hands: tuple[str, str], leader: int = 0, **changes: object) -> MiceState:
    """A game in its lead step with the given hands (the other tiles in the won piles)."""
    base = dealt()
    held = (tiles(hands[0]), tiles(hands[1]))
    rest = [t for t in ALL_TILES if t not in held[0] + held[1]]
    won = (
        tuple(WonTile(t, 0, True) for t in rest[: len(rest) // 2]),
        tuple(WonTile(t, 1, True) for t in rest[len(rest) // 2 :]),
    )
    fields: dict[str, object] = dict(hands=held, won=won, stock=(), leader=leader, round=3, phase=Phase.LEAD)
    fields.update(changes)
    return replace(base, **fields)  # type: ignore[arg-type]


# --- the deal and the rounds ---------------------------------------------------------------


def test_the_dice_find_the_banker_counting_from_the_thrower() -> None:
    assert mice.apply(mice.new_deal(RULES, starter=0), ThrowDice((1, 1))).banker == 1
    assert mice.apply(mice.new_deal(RULES, starter=0), ThrowDice((3, 4))).banker == 0
    assert mice.apply(mice.new_deal(RULES, starter=1), ThrowDice((6, 6))).banker == 0


def test_round_one_deals_the_first_four_stacks_the_banker_first() -> None:
    state = dealt(dice=(1, 1))  # seat 1 is the banker
    assert state.banker == 1 and state.leader == 1 and state.actor == 1 and state.round == 1
    assert state.hands[1] == (0, 1, 2, 3, 8, 9, 10, 11)
    assert state.hands[0] == (4, 5, 6, 7, 12, 13, 14, 15)
    assert state.stock == tuple(range(16, 32))


def test_round_two_deals_the_rest_the_winner_of_the_last_trick_first() -> None:
    state = dealt(dice=(3, 4))  # seat 0 banks and leads
    rng = random.Random(3)
    while state.round == 1:
        state = mice.apply(state, rng.choice(mice.legal_actions(state)))
    assert state.round == 2 and state.stock == ()
    last_winner = state.leader
    assert state.hands[last_winner] == (16, 17, 18, 19, 24, 25, 26, 27)
    assert state.hands[1 - last_winner] == (20, 21, 22, 23, 28, 29, 30, 31)
    assert sum(len(w) for w in state.won) == 16


def test_a_player_without_tricks_after_round_one_still_plays_round_two() -> None:
    state = replace(dealt(dice=(3, 4)), hands=(tiles("6-6"), tiles("5-1")), won=((), ()))
    state = mice.apply(mice.apply(state, Lead(0, tiles("6-6"))), Discard(1, tiles("5-1")))
    assert state.round == 2 and not state.is_over and len(state.won[1]) == 0


def test_hands_are_taken_back_from_the_oldest_tricks_in_the_order_played() -> None:
    # Round 2 ends: seat 0 leads its last tile, seat 1 throws its last tile face down.
    won0 = tuple(WonTile(t, 0, True) for t in range(0, 24))
    won1 = tuple(WonTile(t, 1, True) for t in (24, 25, 26, 27, 28, 29))
    state = replace(dealt(), round=2, stock=(), hands=((30,), (31,)), won=(won0, won1), leader=0, phase=Phase.LEAD)
    state = mice.apply(mice.apply(state, Lead(0, (30,))), Discard(1, (31,)))
    # Seat 0 now holds 26 won tiles, seat 1 six: each takes six back (TG26, mice-take-26-6).
    assert state.round == 3 and state.taken_back == 6
    assert state.hands == ((0, 1, 2, 3, 4, 5), (24, 25, 26, 27, 28, 29))
    assert [w.tile for w in state.won[0]] == [*range(6, 24), 30, 31]
    assert state.won[1] == ()
    assert state.leader == 0 and state.actor == 0


def test_the_player_left_with_no_won_tiles_loses_and_pays() -> None:
    won0 = tuple(WonTile(t, 0, True) for t in range(0, 30))
    state = replace(dealt(), round=4, stock=(), hands=((30,), (31,)), won=(won0, ()), leader=0, phase=Phase.LEAD)
    state = mice.apply(mice.apply(state, Lead(0, (30,))), Discard(1, (31,)))
    assert state.is_over and state.loser == 1
    assert mice.deltas(state) == (1, -1)
    assert mice.legal_actions(state) == []
    assert mice.refusal_of(state, Lead(0, (0,))).code is Code.DEAL_OVER


def test_the_stake_unit_and_the_players_chips_set_the_payment() -> None:
    won0 = tuple(WonTile(t, 0, True) for t in range(0, 30))
    for rules, chips, expected in (
        (rules_from("moving-mice", {"stake_unit": 3}), None, (3, -3)),
        (rules_from("moving-mice", {"stake_unit": 3}), (100, 2), (2, -2)),
        (rules_from("moving-mice", {"stake_unit": 3, "allow_debt": True}), (100, 2), (3, -3)),
    ):
        state = replace(
            mice.new_deal(rules, chips=chips),
            round=4,
            hands=((30,), (31,)),
            won=(won0, ()),
            leader=0,
            banker=0,
            phase=Phase.LEAD,
        )
        state = mice.apply(mice.apply(state, Lead(0, (30,))), Discard(1, (31,)))
        assert mice.deltas(state) == expected


@pytest.mark.parametrize(("won_before", "loser"), [((20, 10), 1), ((16, 14), None)])
def test_max_rounds_ends_the_game_on_the_won_tiles(won_before: tuple[int, int], loser: int | None) -> None:
    rules = rules_from("moving-mice", {"max_rounds": 5})
    won = (
        tuple(WonTile(t, 0, True) for t in range(0, won_before[0])),
        tuple(WonTile(t, 1, True) for t in range(won_before[0], 30)),
    )
    state = replace(dealt(rules=rules), round=5, stock=(), hands=((30,), (31,)), won=won, leader=1, phase=Phase.LEAD)
    state = mice.apply(mice.apply(state, Lead(1, (31,))), Discard(0, (30,)))
    assert state.is_over and state.loser == loser
    assert sum(mice.deltas(state)) == 0 and (mice.deltas(state) == (0, 0)) == (loser is None)


def test_random_games_end_within_max_rounds() -> None:
    rng = random.Random(11)
    for _ in range(30):
        state = mice.play_random(rules_from("moving-mice", {"max_rounds": 4}), rng)
        assert state.is_over and state.round <= 4


# --- leads, beats and refusals -------------------------------------------------------------


def test_leads_are_the_classic_combinations_of_the_hand() -> None:
    state = at_play(("6-6 6-6 6-3 5-4 4-2 2-1 1-1 3-3", "5-5 5-5 4-4 4-4 3-1 3-1 6-2 5-3"))
    leads = {DECK.kinds_of(a.tiles) for a in mice.legal_actions(state)}
    assert DECK.kinds_of(tiles("6-6 6-6 6-3 5-4")) in leads  # quartet
    assert DECK.kinds_of(tiles("6-6 6-3 5-4")) in leads  # triplet, one civil
    assert DECK.kinds_of(tiles("6-6 6-6 5-4")) in leads  # triplet, two civil
    assert DECK.kinds_of(tiles("4-2 2-1")) in leads  # supreme pair
    assert DECK.kinds_of(tiles("6-6 1-1")) not in leads
    refusal = mice.refusal_of(state, Lead(0, tiles("6-6 1-1")))
    assert refusal is not None and refusal.code is Code.NOT_A_LEAD and refusal.seat == 0
    assert str(refusal) == "6-6 1-1 is no lead: not a single tile nor a combination of these rules"


def test_an_equal_play_does_not_beat_and_must_go_face_down() -> None:
    state = mice.apply(at_play(("6-3 3-3", "5-4 2-2")), Lead(0, tiles("6-3")))
    assert all(not isinstance(a, Beat) for a in mice.legal_actions(state))
    refusal = mice.refusal_of(state, Beat(1, tiles("5-4")))
    assert refusal is not None and refusal.code is Code.NOT_HIGHER
    assert str(refusal) == "5-4 cannot beat 6-3: it does not rank higher"
    after = mice.apply(state, Discard(1, tiles("5-4")))
    assert after.leader == 0 and [w.up for w in after.won[0][-2:]] == [True, False]


def test_a_civil_tile_never_beats_a_military_one() -> None:
    state = mice.apply(at_play(("2-1 3-3", "6-6 2-2")), Lead(0, tiles("2-1")))
    refusal = mice.refusal_of(state, Beat(1, tiles("6-6")))
    assert refusal is not None and refusal.code is Code.OTHER_SUIT
    assert "civil tile and a military tile" in str(refusal)


def test_a_higher_play_beats_and_takes_the_trick_and_the_lead() -> None:
    state = mice.apply(at_play(("3-3 2-2 5-1", "5-5 5-5 6-1")), Lead(0, tiles("3-3")))
    state = mice.apply(state, Beat(1, tiles("5-5")))
    assert state.leader == 1 and state.phase is Phase.LEAD
    assert state.won[1][-2:] == (WonTile(tile("3-3"), 0, True), WonTile(tile("5-5"), 1, True))


def test_the_supreme_pair_is_never_beaten_and_beats_nothing() -> None:
    led = mice.apply(at_play(("4-2 2-1 3-3", "6-3 5-4 2-2")), Lead(0, tiles("4-2 2-1")))
    assert [type(a) for a in mice.legal_actions(led)] == [Discard] * 3
    assert mice.refusal_of(led, Beat(1, tiles("6-3 5-4"))).code is Code.NEVER_BEATEN
    on_nines = mice.apply(at_play(("6-3 5-4 3-3", "4-2 2-1 2-2")), Lead(0, tiles("6-3 5-4")))
    assert mice.refusal_of(on_nines, Beat(1, tiles("4-2 2-1"))).code is Code.BEATS_NOTHING
    highest = replace(on_nines, rules=rules_from("moving-mice", {"supreme_pair": "highest"}))
    assert mice.refusal_of(highest, Beat(1, tiles("4-2 2-1"))) is None


def test_a_triplet_beats_only_a_triplet_of_the_same_make_up() -> None:
    led = mice.apply(at_play(("1-1 1-1 6-2 3-3", "6-6 6-6 6-3 5-4")), Lead(0, tiles("1-1 1-1 6-2")))
    assert mice.refusal_of(led, Beat(1, tiles("6-6 6-3 5-4"))).code is Code.OTHER_CATEGORY
    assert mice.refusal_of(led, Beat(1, tiles("6-6 6-6 5-4"))) is None


def test_the_wrong_seat_count_or_tiles_are_refused_with_reasons() -> None:
    state = at_play(("6-6 3-3", "5-5 2-2"))
    assert mice.refusal_of(state, Lead(1, tiles("5-5"))).code is Code.NOT_YOUR_TURN
    assert mice.refusal_of(state, Lead(0, tiles("5-5"))).code is Code.TILE_NOT_HELD
    assert mice.refusal_of(state, Lead(0, ())).code is Code.LEAD_EMPTY
    assert mice.refusal_of(state, Lead(0, (tile("6-6"), tile("6-6")))).code is Code.SAME_TILE_TWICE
    assert mice.refusal_of(state, Discard(0, tiles("6-6"))).code is Code.NOT_A_DECISION
    assert mice.refusal_of(state, ThrowDice((1, 2))).code is Code.CHANCE_EVENT_NOW
    led = mice.apply(state, Lead(0, tiles("3-3")))
    assert mice.refusal_of(led, Discard(1, tiles("5-5 2-2"))).code is Code.PLAY_COUNT
    assert mice.refusal_of(led, Beat(1, tiles("5-5 2-2"))).code is Code.PLAY_COUNT
    with pytest.raises(IllegalAction, match="2-2 cannot beat 3-3"):
        mice.apply(led, Beat(1, tiles("2-2")))


def test_chance_events_are_checked() -> None:
    fresh = mice.new_deal(RULES)
    assert mice.refusal_of(fresh, ThrowDice((7, 1))).code is Code.BAD_DICE
    assert mice.refusal_of(fresh, ThrowDice((3,))).code is Code.BAD_DICE
    assert mice.refusal_of(fresh, Lead(0, (0,))).code is Code.DICE_EXPECTED
    thrown = mice.apply(fresh, ThrowDice((2, 2)))
    assert mice.refusal_of(thrown, Shuffle((0,) * 32)).code is Code.BAD_WOODPILE
    assert mice.refusal_of(thrown, ThrowDice((2, 2))).code is Code.MUST_SHUFFLE


# --- observation ---------------------------------------------------------------------------


def test_a_face_down_play_is_hidden_from_the_other_seat_only() -> None:
    state = mice.apply(at_play(("6-6 3-3", "5-5 2-2")), Lead(0, tiles("3-3")))
    state = mice.apply(state, Discard(1, tiles("2-2")))
    mine, theirs = mice.observe(state, 1), mice.observe(state, 0)
    assert mine.won[0][-1] == tile("2-2") and theirs.won[0][-1] is None
    assert theirs.won[0][-2] == tile("3-3")
    assert theirs.hand == tiles("6-6") and theirs.hand_sizes == (1, 1)


def test_the_woodpile_and_the_other_hand_are_not_in_the_view() -> None:
    state = dealt()
    view = mice.observe(state, 0)
    assert view.stock == 16 and view.hand == state.hands[0]
    assert not set(state.hands[1]) & set(view.hand)
    assert view.events == (ThrowDice((1, 1)), Shuffle(()))
    assert (view.rules, view.starter, view.start_chips) == (RULES, 0, (100, 100))


def test_the_log_a_seat_sees_hides_the_other_seats_face_down_tiles() -> None:
    state = mice.apply(at_play(("6-6 3-3", "5-5 2-2")), Lead(0, tiles("3-3")))
    state = replace(state, events=())
    state = mice.apply(state, Discard(1, tiles("2-2")))
    assert mice.observe(state, 0).events == (Discard(1, (-1,)),)
    assert mice.observe(state, 1).events == (Discard(1, tiles("2-2")),)


def test_chips_stand_after_the_settlement() -> None:
    won0 = tuple(WonTile(t, 0, True) for t in range(0, 30))
    state = replace(dealt(), round=4, stock=(), hands=((30,), (31,)), won=(won0, ()), leader=0, phase=Phase.LEAD)
    assert state.chips == (100, 100)
    state = mice.apply(mice.apply(state, Lead(0, (30,))), Discard(1, (31,)))
    assert state.chips == (101, 99)


# --- JSON and the conformance cases --------------------------------------------------------


def test_events_go_to_json_and_back_and_bad_ones_name_the_field() -> None:
    for event in (ThrowDice((3, 5)), Shuffle(ALL_TILES), Lead(0, (1, 2)), Beat(1, (3,)), Discard(0, (4, 5))):
        assert mice.event_from_json(json.loads(json.dumps(mice.event_to_json(event))), "e") == event
    with pytest.raises(ValueError, match=r"event 3\.tiles"):
        mice.event_from_json({"type": "Lead", "seat": 0, "tiles": [40]}, "event 3")
    with pytest.raises(ValueError, match=r"event 3\.seat"):
        mice.event_from_json({"type": "Beat", "seat": 2, "tiles": [1]}, "event 3")
    with pytest.raises(ValueError, match="is not a Tien Gow event"):
        mice.event_from_json({"type": "Draw", "seat": 0}, "event 3")
    with pytest.raises(ValueError, match="Kan is not an event of Moving Mice"):
        mice.event_from_json({"type": "Kan", "seat": 0}, "event 3")
    with pytest.raises(ValueError, match="an event must be an object"):
        mice.event_from_json([1], "event 3")


def mice_cases() -> list[dict[str, object]]:
    cases = [json.loads(line) for line in CASES.read_text().splitlines() if line.strip()]
    return [c for c in cases if c["kind"] in mice.CASE_KINDS]


@pytest.mark.parametrize("case", mice_cases(), ids=lambda c: str(c["id"]))
def test_conformance_case(case: dict[str, object]) -> None:
    assert mice.CASE_KINDS[str(case["kind"])](case) == case["expect"]


def test_every_mice_take_case_is_run() -> None:
    assert len(mice_cases()) == 6


# --- properties over many random games -----------------------------------------------------

RULE_SETS = st.builds(
    lambda supreme, mixed, rounds, unit, debt: rules_from(
        "moving-mice",
        {"supreme_pair": supreme, "mixed": mixed, "max_rounds": rounds, "stake_unit": unit, "allow_debt": debt},
    ),
    st.sampled_from(["unbeatable", "highest"]),
    st.booleans(),
    st.sampled_from([3, 4, 6, 10, 60]),
    st.integers(1, 5),
    st.booleans(),
)


def check_conserved(state: MiceState) -> None:
    held = [t for hand in state.hands for t in hand]
    held += [w.tile for pile in state.won for w in pile]
    held += [t for p in state.trick for t in p.tiles]
    held += list(state.stock)
    assert sorted(held) == list(ALL_TILES)


def illegal_events(state: MiceState, rng: random.Random) -> list[object]:
    """Events the rules must refuse in this decision step."""
    seat = state.actor
    other_hand = state.hands[1 - seat]
    bad: list[object] = [ThrowDice((1, 1))]
    if other_hand:
        bad.append((Lead if state.phase is Phase.LEAD else Discard)(seat, other_hand[:1]))
    if state.phase is Phase.LEAD:
        bad.append(Lead(1 - seat, state.hands[seat][:1]))
        bad.append(Beat(seat, state.hands[seat][:1]))
        hand = state.hands[seat]
        for size in (2, 3, 4):
            chosen = tuple(rng.sample(hand, size)) if len(hand) >= size else ()
            if chosen and table(state.rules).classify(DECK.kinds_of(chosen)) is None:
                bad.append(Lead(seat, chosen))
                break
    else:
        led = len(state.trick[0].tiles)
        hand = state.hands[seat]
        if len(hand) > led:
            bad.append(Discard(seat, hand[: led + 1]))
        bad.append(Lead(seat, hand[:led]))
    return bad


def note_seen(event: object, seen: tuple[set[int], set[int]]) -> None:
    """What each seat has been shown, worked out from the plays: face-up plays to both,
    a face-down play to its player only."""
    if isinstance(event, Lead | Beat):
        for known in seen:
            known.update(event.tiles)
    elif isinstance(event, Discard):
        seen[event.seat].update(event.tiles)


def check_view(state: MiceState, seat: int, seen: set[int]) -> None:
    view = mice.observe(state, seat)
    visible = set(view.hand) | {t for p in view.trick for t in p.tiles}
    visible |= {t for pile in view.won for t in pile if t is not None}
    assert visible <= seen | set(state.hands[seat])
    assert not set(view.hand) & set(state.hands[1 - seat])
    assert view.stock == len(state.stock) and view.hand_sizes == tuple(len(h) for h in state.hands)
    assert [len(p) for p in view.won] == [len(p) for p in state.won]
    assert len(view.events) == len(state.events) and view.rules == state.rules
    for event in view.events:
        if isinstance(event, Shuffle):
            assert event.order == ()
        for t in getattr(event, "tiles", ()):
            assert t == -1 or t in seen


def play_checked(rules: TienGowRules, seed: int, starter: int, chips: tuple[int, int] | None, all_moves: bool) -> None:
    rng = random.Random(seed)
    state = mice.new_deal(rules, starter, chips)
    seen: tuple[set[int], set[int]] = (set(), set())
    while not state.is_over:
        if state.is_chance:
            event = mice.sample_chance(state, rng)
        else:
            legal = mice.legal_actions(state)
            assert legal
            for action in legal if all_moves else [rng.choice(legal)]:
                assert mice.refusal_of(state, action) is None, action
            for wrong in illegal_events(state, rng):
                refusal = mice.refusal_of(state, wrong)
                assert refusal is not None and str(refusal), wrong
                with pytest.raises(IllegalAction):
                    mice.apply(state, wrong)  # type: ignore[arg-type]
            event = rng.choice(legal)
        state = mice.apply(state, event)
        note_seen(event, seen)
        if state.phase is not Phase.SHUFFLE and state.phase is not Phase.DICE:
            check_conserved(state)
            for seat in (0, 1):
                seen[seat].update(state.hands[seat])
                check_view(state, seat, seen[seat])
    assert state.round <= rules.max_rounds
    nets = mice.deltas(state)
    assert sum(nets) == 0
    if state.loser is not None:
        assert nets[state.loser] == -nets[1 - state.loser] <= 0
        assert nets[state.loser] == -rules.stake_unit or (chips is not None and not rules.allow_debt)
    assert mice.replay(rules, state.events, starter, chips) == state
    logged = [mice.event_from_json(json.loads(json.dumps(mice.event_to_json(e))), "e") for e in state.events]
    assert tuple(logged) == state.events


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=RULE_SETS,
    seed=st.integers(0, 2**32),
    starter=st.integers(0, 1),
    chips=st.one_of(st.none(), st.tuples(st.integers(0, 3), st.integers(0, 3))),
)
def test_random_games_keep_every_property(
    rules: TienGowRules, seed: int, starter: int, chips: tuple[int, int] | None
) -> None:
    play_checked(rules, seed, starter, chips, all_moves=False)


@settings(max_examples=150, deadline=None)
@given(rules=RULE_SETS, seed=st.integers(0, 2**32))
def test_every_listed_move_is_accepted(rules: TienGowRules, seed: int) -> None:
    play_checked(rules, seed, 0, None, all_moves=True)


def test_a_trick_records_who_played_what() -> None:
    state = mice.apply(at_play(("6-6 3-3", "5-5 2-2")), Lead(0, tiles("6-6")))
    assert state.trick == (Played(0, tiles("6-6"), True),)
    assert mice.top_play(state) == state.trick[0]


def test_the_tien_gow_definition_plays_moving_mice_through_this_module() -> None:
    from bagchen_qt.core.family import game_named

    game = game_named("tien-gow")
    rules = game.rules_from("moving-mice")
    state = game.new_deal(rules, 1, (5, 5))
    assert isinstance(state, MiceState) and game.seat_count(rules) == 2
    rng = random.Random(2)
    while not state.is_over:
        event = game.random_action(state, rng)
        assert game.refusal_of(state, event) is None
        state = game.apply(state, event)
        assert game.observe(state, 0) == mice.observe(state, 0)
    assert sum(game.deltas(state)) == 0 and game.deltas(state) == mice.deltas(state)
    for event in state.events:
        assert game.event_from_json(game.event_to_json(event), "e", rules) == event
    assert set(mice.CASE_KINDS) <= set(game.case_kinds)


def test_a_game_needs_moving_mice_rules_and_two_stakes() -> None:
    with pytest.raises(ValueError, match="these rules play tricks, not Moving Mice"):
        mice.new_deal(rules_from("classic"))
    with pytest.raises(ValueError, match="2 seats, not 3 stakes"):
        mice.new_deal(RULES, chips=(1, 2, 3))


def test_the_next_game_starts_from_the_chips_as_they_stand() -> None:
    state = mice.play_random(RULES, random.Random(8), starter=1, chips=(10, 10))
    following = mice.next_deal(state)
    assert following.start_chips == state.chips != (10, 10) and sum(following.start_chips) == 20
    assert following.starter == 1 and following.events == () and following.is_chance
