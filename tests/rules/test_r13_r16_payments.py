"""R13-R16: points paid at once, the final settlement, jumps, the sweep, and chips."""

from itertools import product

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import RuleSet
from bagchen_qt.games.bagchen.rules.payments import SWEEP, jump_multiplier, point_payment, settlement
from bagchen_qt.games.bagchen.rules.state import Phase

from .helpers import E, N, S, W, deal, down, lead, pick, trick
from .scenarios import C_HANDS, C_LEADS, scenario_a

# --- the payment rules on their own ---------------------------------------------------


def test_point_payment_and_passport_exemption():
    assert point_payment(0, 1, [False] * 4) == [3, -1, -1, -1]
    assert point_payment(2, 3, [False, True, False, False]) == [-3, 0, 6, -3]
    assert point_payment(1, 2, [True, True, True, True]) == [0, 0, 0, 0]


def test_settlement_examples():
    # A player with two stacks pays 4; one with eight is paid 2; six is square.
    assert settlement([2, 8, 6, 0], last=3, jump_points=0) == [-4, 2, 0, 2]
    assert settlement([4, 4, 4, 4], last=0, jump_points=0) == [6, -2, -2, -2]
    # A [6-6] (not a point) wins the third last stack, then mother and son (one point)
    # win the last two: a player with four stacks pays 4 instead of 2.
    assert settlement([4, 6, 2, 4], last=1, jump_points=1) == [-4, 16, -8, -4]
    assert settlement([4, 6, 2, 4], last=1, jump_points=2) == [-8, 32, -16, -8]
    # Three points at the end: a player with one stack pays 2 x 3 x 5 = 30.
    assert settlement([1, 6, 6, 3], last=2, jump_points=3)[0] == -30


def test_jump_multiplier():
    assert jump_multiplier(0, 2) == 1
    assert jump_multiplier(1, 2) == 2
    assert jump_multiplier(6, 2) == 12
    assert jump_multiplier(3, 4) == 12


def test_sweep_and_bad_stacks():
    assert settlement([16, 0, 0, 0], last=0, jump_points=0) == SWEEP
    with pytest.raises(ValueError):
        settlement([5, 5, 5, 5], last=0, jump_points=0)
    with pytest.raises(ValueError):
        settlement([17, -1, 0, 0], last=0, jump_points=0)


def stack_splits():
    for a, b, c in product(range(17), repeat=3):
        d = 16 - a - b - c
        if d >= 0:
            yield (a, b, c, d)


def test_settlement_for_every_split_of_stacks():
    for stacks in stack_splits():
        for last in range(4):
            if stacks[last] == 0 or stacks[last] == 16:
                continue  # impossible (the last winner has a stack), or a sweep
            for jump, factor in ((0, 2), (1, 2), (5, 3)):
                nets = settlement(stacks, last, jump, factor)
                m = factor * jump if jump else 1
                assert sum(nets) == 0
                for seat in range(4):
                    if seat != last:
                        assert nets[seat] == m * (stacks[seat] - 6)
                # Without a jump the winner always makes two plus their own stacks.
                assert nets[last] == m * (2 + stacks[last])


# --- scripted deals ------------------------------------------------------------------


def test_points_paid_at_once():
    state = scenario_a(stop_before_run=True)
    state = lead(state, "6-4 6-4")
    # Paid at the lead itself, by each opponent without a passport.
    assert state.chips == (106, 98, 98, 98)
    assert [(p.payer, p.payee, p.chips, p.reason) for p in state.payments] == [
        (S, E, 2, "points"),
        (W, E, 2, "points"),
        (N, E, 2, "points"),
    ]


def test_jump_multiplies_and_refunds_the_final_run():
    state = scenario_a()
    assert state.is_over
    result = state.result
    assert result.last_winner == E and result.stacks == (7, 4, 5, 0)
    assert result.jump_points == 5 and result.multiplier == 10
    assert result.nets == (90, -20, -10, -60)
    assert state.chips == (190, 80, 90, 40)
    refunds = [p for p in state.payments if p.reason == "refund"]
    assert sum(p.chips for p in refunds) == 15
    assert all(p.payer == E for p in refunds)
    settled = {(p.payer, p.payee): p.chips for p in state.payments if p.reason == "settlement"}
    assert settled == {(S, E): 20, (W, E): 10, (N, E): 60}


@pytest.mark.parametrize("factor", [2, 3, 4, 5, 6])
def test_jump_factor(factor):
    state = scenario_a(rules=RuleSet(jump_factor=factor, allow_debt=True))
    m = factor * 5
    assert state.result.multiplier == m
    assert state.result.nets == (m * 9, -2 * m, -m, -6 * m)


def test_chips_cap_a_player_pays_what_is_left():
    state = scenario_a(chips=(100, 100, 100, 5))
    assert state.chips == (135, 80, 90, 0)
    assert sum(state.chips) == 305
    assert [p.chips for p in state.payments if p.reason == "settlement" and p.payer == N] == [5]
    assert state.result.nets == (35, -20, -10, -5)


def test_allow_debt():
    state = scenario_a(rules=RuleSet(allow_debt=True), chips=(100, 100, 100, 5))
    assert state.chips == (190, 80, 90, -55)
    assert state.result.nets == (90, -20, -10, -60)


# Scenario B: W reaches six stacks (passport) before E's points; the last trick is not
# a points lead, so the points stay paid and there is no jump.
B_HANDS = {
    E: "5-1 5-1 5-1 5-1 6-1 6-1 6-1 6-1 6-5 6-5 4-4 6-4 6-4 6-4 6-4 1-1",
    S: "3-1 3-1 3-1 3-1 6-6 6-6 6-6 6-6 1-1 1-1 1-1 6-5 6-5 3-3 4-2 2-1",
    W: "5-5 5-5 5-5 5-5 2-2 2-2 2-2 2-2 3-3 3-3 3-3 6-3 6-3 5-4 5-4 4-4",
    N: "4-4 4-4 6-2 6-2 5-3 5-3 5-2 5-2 4-3 4-3 4-2 4-1 4-1 3-2 3-2 2-1",
}


def scenario_b_start(rules):
    state = deal(B_HANDS, rules=rules)
    state = trick(state, "5-1 5-1 5-1 5-1", "up: 3-1 3-1 3-1 3-1", "down: 6-3 6-3 5-4 5-4")
    state = trick(state, "6-5 6-5", "up: 5-5 5-5", None, "down: 6-1 6-1")
    state = trick(state, "2-2 2-2 2-2 2-2", None, "down: 6-1 6-1 6-5 6-5")
    assert state.stacks == (0, 4, 6, 0) and state.passports == (False, False, True, False)
    return state


def test_passport_holder_pays_no_points_and_points_before_the_end_stay_paid():
    state = scenario_b_start(RuleSet(passport="off"))
    state = trick(state, "3-3", None, "up: 4-4")
    state = lead(state, "6-4 6-4")
    assert state.chips == (104, 98, 100, 98)  # W holds a passport: exempt
    state = down(down(down(state)))
    state = trick(state, "6-4 6-4")
    assert state.hands[S] == pick(state.hands[S], "6-6")
    state = trick(state, "1-1", "down: 6-6")  # S could beat with the 6-6 but does not
    assert state.is_over
    assert state.result.stacks == (6, 4, 6, 0)
    assert state.result.jump_points == 0 and state.result.multiplier == 1
    assert not [p for p in state.payments if p.reason == "refund"]
    assert state.result.nets == (16, -6, 0, -10)


def test_run_broken_by_an_ordinary_trick_only_the_last_run_counts():
    state = scenario_b_start(RuleSet(passport="off"))
    state = trick(state, "3-3", None, "up: 4-4")
    state = trick(state, "6-4 6-4")
    state = trick(state, "1-1", "down: 6-6")
    state = trick(state, "6-4 6-4")
    assert state.is_over
    result = state.result
    assert result.jump_points == 2 and result.multiplier == 4
    refunds = [(p.payer, p.payee, p.chips) for p in state.payments if p.reason == "refund"]
    assert sorted(refunds) == [(E, S, 2), (E, N, 2)]
    assert result.nets == (36, -10, 0, -26)


def test_full_passport_rules_refuse_that_lead():
    state = scenario_b_start(RuleSet())
    with pytest.raises(IllegalAction, match="passport"):
        lead(state, "3-3")


# Scenario F: S takes eight stacks with the eight chiefs; E ends with a jump and pays S.
F_HANDS = {
    S: "6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4 5-1 5-1 5-1 5-1 6-1 6-1 6-1 6-1",
    E: "5-5 5-5 3-3 3-3 2-2 2-2 6-5 6-5 4-4 1-1 6-4 6-4 6-4 6-4 4-2 2-1",
}


def scenario_f(chips=None):
    state = deal(F_HANDS, starter=S, rules=RuleSet(passport="off"), chips=chips)
    state = trick(state, "6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4", None, None, "down: 5-5 5-5 3-3 3-3 2-2 2-2 6-5 6-5")
    assert state.stacks == (0, 8, 0, 0) and state.passports[S]
    state = trick(state, "5-1", None, None, "up: 4-4")
    state = trick(state, "1-1")
    state = trick(state, "6-4 6-4 6-4 6-4")
    return trick(state, "4-2 2-1")


def test_winner_pays_holders_of_more_than_six_times_the_jump():
    state = scenario_f()
    result = state.result
    assert result.stacks == (8, 8, 0, 0) and result.last_winner == E
    assert result.jump_points == 5 and result.multiplier == 10
    assert result.nets == (100, 20, -60, -60)
    points = [p for p in state.payments if p.reason == "points"]
    assert {p.payer for p in points} == {W, N}  # S held a passport
    refunds = [p for p in state.payments if p.reason == "refund"]
    assert sorted((p.payee, p.chips) for p in refunds) == sorted((p.payer, p.chips) for p in points)


def test_winner_collects_before_paying_out():
    state = scenario_f(chips=(0, 100, 100, 100))
    assert state.chips == (100, 120, 40, 40)


def test_sweep_wins_every_chip():
    state = deal(C_HANDS, chips=(100, 50, 30, 7))
    state = trick(state, C_LEADS[0])
    assert state.passports[E]
    for spec in C_LEADS[1:]:
        state = trick(state, spec)
    assert state.phase is Phase.OVER
    assert state.result.sweep and state.result.stacks == (16, 0, 0, 0)
    assert state.chips == (187, 0, 0, 0)
    assert {(p.payer, p.chips) for p in state.payments if p.reason == "sweep"} == {(S, 50), (W, 30), (N, 7)}


def test_mother_and_son_points_paid_three_at_once():
    state = deal({E: "4-2 2-1"}, dice=(4, 2))
    state = lead(state, "4-2 2-1")
    assert state.trick.points == 3
    assert state.chips == (109, 97, 97, 97)


def test_non_point_mother_and_son_paid_one():
    state = lead(deal({E: "4-2 2-1"}), "4-2 2-1")
    assert state.chips == (103, 99, 99, 99)
