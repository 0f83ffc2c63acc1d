"""R10-R12: the passport (six stacks) and what its holder may lead."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import (
    Charity,
    DealState,
    Discard,
    Lead,
    RuleSet,
    ThrowDice,
    apply,
    legal_actions,
    observation,
    point_mask_of,
    random_action,
    replay,
)
from bagchen_qt.games.bagchen.rules.passport import passport_leads
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS, TILE_KIND, kind_of_dice

from .helpers import E, N, S, beat, deal, down, kinds, lead, pick, trick
from .oracle import allowed_passport_leads

PEOPLE_LEADS = ("6-1 6-1 6-1", "5-1 5-1 5-1")


def passport_deal(rest: str, first=PEOPLE_LEADS, dice=(6, 4), rules=None) -> DealState:
    """E leads ``first`` (nobody beats), which brings E six or more stacks and a
    passport; E then holds ``rest`` and is to lead."""
    state = deal({E: " ".join(first) + " " + rest}, dice=dice, rules=rules)
    for spec in first:
        state = trick(state, spec)
    assert state.passports[E] and E in (state.to_act, *state.queue)
    assert len(state.hands[E]) == len(rest.split())
    return state


def lead_kinds(state: DealState) -> set[tuple[int, ...]]:
    return {tuple(sorted(TILE_KIND[t] for t in a.tiles)) for a in legal_actions(state) if isinstance(a, Lead)}


def lead_rule(state: DealState, spec: str) -> int:
    after = lead(state, spec)
    return after.trick.plays[0].rule


def refused(state: DealState, spec: str, match: str = "passport") -> str:
    with pytest.raises(IllegalAction, match=match) as error:
        lead(state, spec)
    assert kinds(spec) not in lead_kinds(state)
    return str(error.value)


# --- R10 ----------------------------------------------------------------------------------


def test_passport_from_the_end_of_the_trick_that_brings_six():
    state = deal({E: "6-1 6-1 6-1 6-1 5-1 5-1 6-6"})
    state = trick(state, "6-1 6-1 6-1 6-1")
    assert state.stacks[E] == 4 and not any(state.passports)
    state = lead(state, "5-1")
    state = down(down(down(state)))
    assert state.stacks[E] == 5 and not state.passports[E]
    state = lead(state, "5-1")
    state = down(down(state))
    assert not state.passports[E]  # the trick is not over yet
    state = down(state)
    assert state.stacks[E] == 6 and state.passports == (True, False, False, False)
    assert observation(state, S).passports == (True, False, False, False)


def test_no_passport_rules_below_six():
    state = deal({E: "6-1 6-1 6-1 6-1 5-1 5-5"})
    state = trick(state, "6-1 6-1 6-1 6-1")
    assert lead(state, "5-1").trick.plays[0].rule == 0


# --- full rules (R11) ---------------------------------------------------------------------

RULE3_HAND = "4-4 3-1 5-5 3-3 2-2 6-5 6-1 5-1 5-2 4-3"  # one earth pair, no sky set, nothing unbeatable
RULE4_HAND = "4-4 3-1 5-5 3-3 2-2 6-5 6-1 5-1 5-2 3-2"  # no combination at all, both suits


def test_rule1_unbeatable_tile():
    state = passport_deal("6-6 5-5 2-1 6-5 6-5 3-1 4-4 2-2 5-2 3-2")
    assert lead_rule(state, "6-6") == 1
    message = refused(state, "5-5")
    assert "it can be beaten" in message


def test_rule1_unbeatable_counting_tiles_played_face_up():
    rest = "5-2 4-3 6-6 6-5 6-5 5-1 3-3 2-1 2-2 4-4"
    # The eights are points; the nines are all played face up first.
    state = passport_deal(rest, first=("6-3 6-3 5-4 5-4", "6-1 6-1"), dice=(6, 2))
    assert lead_rule(state, "5-2 4-3") == 1
    # The same hand, with the nines still out: the sevens can be beaten, and the
    # holder's 6-6 (a chief, unbeatable) bars rules 2 and 3.
    state = passport_deal(rest, first=("6-1 6-1 6-1 6-1", "5-1 5-1"), dice=(6, 2))
    message = refused(state, "5-2 4-3")
    assert "equal earth tiles" in message


def test_rule1_only_face_up_tiles_count_not_face_down():
    # The nines are played face down by the others: they still count as out.
    rest = "5-2 4-3 6-6 6-5 6-5 5-1 3-3 2-1 2-2 4-4"
    state = deal({E: "6-1 6-1 6-1 6-1 5-1 5-1 " + rest, S: "6-3 6-3 5-4 5-4"}, dice=(6, 2))
    state = trick(state, "6-1 6-1 6-1 6-1", "down: 6-3 6-3 5-4 5-4")
    state = trick(state, "5-1 5-1")
    assert state.passports[E]
    refused(state, "5-2 4-3")


def test_rule1_own_chiefs_do_not_count_as_gone():
    state = passport_deal("1-1 6-6 6-6 6-6 6-6 5-5 6-5 3-1 4-4 2-2")
    refused(state, "1-1", "can be beaten")
    assert lead_rule(state, "6-6 6-6 6-6 6-6") == 1


def test_rule1_mixed_ministers():
    state = passport_deal("1-1 6-2 6-6 6-5 2-1 3-1 4-4 5-5 3-3 2-2")
    assert lead_rule(state, "1-1 6-2") == 1


def test_rule1_sky_sets_above_the_people():
    state = passport_deal("3-3 3-3 6-6 6-5 6-5 2-1 4-4 3-1 5-5 2-2")
    assert lead_rule(state, "3-3 3-3") == 1
    message = refused(state, "6-5 6-5")
    assert "while holding a passport and a chief" in message


def test_rule1_only_points_and_one_more():
    first = ("5-5 5-5 5-5 5-5", "3-3 3-3 3-3 3-3", "2-2 2-2 2-2 2-2")
    state = passport_deal("6-4 6-4 6-4 5-2", first=first)
    assert lead_rule(state, "5-2") == 1
    assert lead_rule(state, "6-4 6-4 6-4") == 1
    state = passport_deal("6-4 6-4 5-2 4-1", first=first)
    refused(state, "5-2")
    assert lead_rule(state, "6-4") == 1


def test_rule2_without_chiefs():
    state = passport_deal("6-5 6-5 4-1 2-1 4-4 3-1 5-5 2-2 5-2 3-2")
    assert lead_rule(state, "6-5 6-5") == 2
    assert lead_rule(state, "4-1 2-1") == 2  # the mare, though the stallion is still out
    refused(state, "4-4", "can be beaten")
    assert lead_kinds(state) == {kinds("6-5 6-5"), kinds("4-1 2-1")}


def test_rule2_barred_by_a_chief():
    state = passport_deal("6-5 6-5 4-1 2-1 4-4 3-1 5-5 6-6 5-2 3-2")
    assert "chief" in refused(state, "6-5 6-5")
    assert "chief" in refused(state, "4-1 2-1")
    assert lead_kinds(state) == {kinds("6-6")}


def test_rule2_point_chiefs_are_not_chiefs():
    state = passport_deal("6-6 6-6 6-5 6-5 3-3 2-1 4-4 3-1 5-5 2-2", dice=(6, 6))
    assert lead_rule(state, "6-5 6-5") == 2
    assert lead_rule(state, "6-6 6-6") == 1  # points


def test_rule3_equal_earth_tiles_and_the_hand_is_shown():
    state = passport_deal(RULE3_HAND)
    assert state.phase is Phase.LEAD
    assert lead_kinds(state) == {kinds("5-2 4-3")}
    refused(state, "5-5", "can be beaten")
    hand = state.hands[E]
    after = lead(state, "5-2 4-3")
    assert after.trick.plays[0].rule == 3
    assert after.exposures[-1] == (E, hand)
    for seat in range(4):
        assert observation(after, seat).exposures[-1] == (E, hand)


def test_rule3_not_while_holding_a_sky_set():
    state = passport_deal("4-4 3-1 5-5 3-3 2-2 6-5 6-5 5-1 5-2 4-3")
    # The pair of people is allowed by rule 2 (no chiefs); the sevens are not.
    assert lead_kinds(state) == {kinds("6-5 6-5")}
    assert "equal earth tiles only with" in refused(state, "5-2 4-3")


def test_rule4_one_suit_any_single_and_the_hand_is_shown():
    first = ("5-5 5-5 5-5 5-5", "3-3 3-3 3-3 3-3")
    state = passport_deal("1-1 4-4 3-1 2-2 6-5 6-4 6-1 5-1", first=first, dice=(6, 3))
    assert state.phase is Phase.LEAD and not state.is_chance
    assert state.exposures[-1] == (E, state.hands[E])
    assert lead_kinds(state) == {(TILE_KIND[t],) for t in state.hands[E]}
    assert lead_rule(state, "5-1") == 4
    assert lead_rule(state, "1-1") == 4


def test_rule4_both_suits_dice_choose_the_suit():
    state = passport_deal(RULE4_HAND)
    assert state.phase is Phase.PASSPORT_DICE
    assert state.is_chance and state.to_act is None and legal_actions(state) == []
    assert state.exposures[-1] == (E, state.hands[E])
    with pytest.raises(IllegalAction):
        apply(state, Lead(E, pick(state.hands[E], "5-5")))

    sky = apply(state, ThrowDice(6, 6))
    assert sky.phase is Phase.LEAD and sky.to_act == E
    assert lead_kinds(sky) == {kinds(k) for k in ["4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-1", "5-1"]}
    message = refused(sky, "5-2", "dice named sky")
    assert "must lead a sky tile" in message
    assert lead(sky, "6-1").trick.plays[0].rule == 4

    earth = apply(state, ThrowDice(2, 5))
    assert lead_kinds(earth) == {kinds("5-2"), kinds("3-2")}
    refused(earth, "4-4", "dice named earth")
    assert lead(earth, "3-2").trick.plays[0].rule == 4


def test_rule4_dice_throw_found_in_random_deals():
    """Random deals reach the passport throw; it always follows the rule-4 conditions."""
    rng = random.Random(2024)
    found = 0
    for _ in range(400):
        state = DealState.new()
        while not state.is_over and found < 5:
            if state.phase is Phase.PASSPORT_DICE:
                found += 1
                seat = state.queue[0]
                hand = state.hands[seat]
                assert state.passports[seat] and state.exposures[-1] == (seat, hand)
                suits = {KINDS[TILE_KIND[t]].suit for t in hand}
                assert len(suits) == 2
                for a, b in ((6, 6), (6, 3)):
                    after = apply(state, ThrowDice(a, b))
                    suit = kind_of_dice(a, b).suit
                    assert after.passport_suit is suit
                    expected = {(TILE_KIND[t],) for t in hand if KINDS[TILE_KIND[t]].suit is suit}
                    assert lead_kinds(after) == expected
                    assert not any(isinstance(x, Charity) for x in legal_actions(after))
            state = apply(state, random_action(state, rng))
        if found >= 5:
            break
    assert found >= 5


# --- simple rules (R12) and no rules ---------------------------------------------------------

SIMPLE = RuleSet(passport="simple")


def test_simple_tier1_bars_the_rest():
    state = passport_deal("4-1 2-1 6-6 5-5 6-5 3-3 3-3 4-4 2-2 5-2", rules=SIMPLE)
    refused(state, "4-1 2-1")
    assert lead_rule(state, "3-3 3-3") == 1
    assert lead_rule(state, "6-6") == 1


def test_simple_tier2_sky_or_horse_combinations():
    state = passport_deal("6-5 6-5 4-1 2-1 4-4 3-1 5-5 2-2 5-2 3-2", rules=SIMPLE)
    assert lead_kinds(state) == {kinds("6-5 6-5"), kinds("4-1 2-1")}
    assert lead_rule(state, "4-1 2-1") == 2
    refused(state, "5-5", "simplified passport")


def test_simple_tier3_earth_combinations():
    state = passport_deal(RULE3_HAND, rules=SIMPLE)
    assert lead_kinds(state) == {kinds("5-2 4-3")}
    assert lead_rule(state, "5-2 4-3") == 3


def test_simple_tier4_anything_without_dice():
    state = passport_deal(RULE4_HAND, rules=SIMPLE)
    assert state.phase is Phase.LEAD
    assert lead_kinds(state) == {(TILE_KIND[t],) for t in state.hands[E]}
    assert lead_rule(state, "5-2") == 4


@pytest.mark.parametrize("hand", [RULE3_HAND, RULE4_HAND])
def test_passport_off_removes_the_lead_rules(hand):
    state = passport_deal(hand, rules=RuleSet(passport="off"))
    assert state.phase is Phase.LEAD
    exposures = state.exposures
    after = lead(state, "5-5")
    assert after.trick.plays[0].rule == 0
    assert after.exposures == exposures
    assert kinds("5-5") in lead_kinds(state) and kinds("5-2") in lead_kinds(state)


def test_passport_rules_bind_only_the_leader():
    state = deal({E: " ".join(PEOPLE_LEADS) + " " + RULE3_HAND, S: "6-2 5-3 6-5 4-1 4-1 3-2 3-2 2-1 2-1"})
    state = trick(state, PEOPLE_LEADS[0], "down: 4-1 4-1 3-2")
    state = trick(state, PEOPLE_LEADS[1], "down: 3-2 2-1 2-1")
    state = trick(state, "5-2 4-3", "up: 6-2 5-3")
    assert state.to_act == S and state.passports[E]
    state = down(down(lead(state, "6-5")))
    # E could not lead the 5-5 (it can be beaten), but follows with it freely.
    state = beat(state, "5-5")
    assert state.tricks[-1].top_seat == E and state.tricks[-1].plays[-1].rule == 0


# --- the engine's passport leads against the rules worked out independently -----------------


def random_position(seed: int):
    rng = random.Random(seed)
    pool = [k for k in range(21) for _ in range(COPIES[k])]
    rng.shuffle(pool)
    size = rng.choice([1, 2, 3, 4, 6, 8, 10, 12, 16])
    hand, rest = pool[:size], pool[size:]
    p_gone = rng.choice([0.0, 0.3, 0.7])
    counts, gone = [0] * 21, [0] * 21
    for k in hand:
        counts[k] += 1
    for k in rest:
        if rng.random() < p_gone:
            gone[k] += 1
    mask = point_mask_of(KINDS[rng.randrange(21)])
    return tuple(counts), tuple(gone), mask, rng.choice([4, 8])


@settings(max_examples=400, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1), mode=st.sampled_from(["full", "simple"]))
def test_passport_leads_match_the_rules(seed, mode):
    counts, gone, mask, max_mixed = random_position(seed)
    engine = passport_leads(counts, mask, mode, max_mixed, gone)
    expected, needs_dice = allowed_passport_leads(counts, gone, mask, max_mixed, mode)
    assert dict(engine.allowed) == expected
    assert engine.needs_dice == needs_dice


# --- what the other seats learn from a passport lead -------------------------------------------


@pytest.mark.parametrize(
    "rules,first,rest,hidden,led",
    [
        # Simple rules: a 4-1 is tier 4 beside a 5-3, tier 1 ("only points plus one") beside a point.
        (SIMPLE, ("5-5 5-5 5-5 5-5", "3-3 3-3 3-3 3-3", "2-2 2-2 2-2 2-2", "1-1 1-1"), "5-3 4-1", "5-3", "4-1"),
        # Full rules: the mare is rule 2 beside a 3-3 (no chiefs), rule 1 beside a point.
        (RuleSet(), ("5-5 5-5 5-5 5-5", "3-3 3-3 3-3", "2-2 2-2 2-2 2-2", "1-1 1-1"), "4-1 2-1 3-3", "3-3", "4-1 2-1"),
    ],
)
def test_passport_rule_label_does_not_reveal_the_hidden_hand(rules, first, rest, hidden, led):
    """Two deals that differ only in one of E's hidden tiles (``hidden``, or a point 6-4
    that N holds in the other deal): E, holding a passport, makes the same lead in both,
    and S must not be able to tell the deals apart: naming the rule that allowed the lead
    would tell S whether E's other tiles are points."""
    state = deal({E: " ".join(first) + " " + rest, N: "6-4"}, rules=rules)
    point = pick(state.hands[N], "6-4")[0]
    state = trick(state, first[0], None, None, "down: 6-4")  # N plays the 6-4 face down at once
    for spec in first[1:]:
        state = trick(state, spec)
    before = state
    mine = pick(state.hands[E], hidden)[0]
    swap = {mine: point, point: mine}
    state = lead(state, led)
    assert state.trick.plays[0].rule > 0 and len(state.hands[E]) == len(rest.split()) - len(led.split())
    # The other deal: the same events, with the two tiles exchanged.
    other = DealState.new(rules)
    for event in state.events:
        if hasattr(event, "order"):
            event = type(event)(tuple(swap.get(t, t) for t in event.order))
        elif isinstance(event, Discard):
            event = Discard(event.seat, tuple(swap.get(t, t) for t in event.tiles))
        other = apply(other, event)
    assert other.hands[E] != before.hands[E] and point in other.hands[E]
    assert observation(before, S) == observation(replay(DealState.new(rules), other.events[:-1]), S)
    assert observation(state, S) == observation(other, S)
