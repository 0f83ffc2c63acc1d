"""Scripted deals shared by several test modules."""

from .helpers import E, N, S, W, deal, trick

# Scenario A: E wins the last three tricks with points (2 + 2 + 1).
A_HANDS = {
    E: "5-1 5-1 5-1 5-1 6-1 6-1 6-1 6-1 6-5 4-4 6-4 6-4 6-4 6-4 4-2 2-1",
    S: "3-1 3-1 3-1 3-1 6-6 6-6 6-6 6-6 1-1 1-1 1-1 1-1 6-5 6-5 6-5 3-3",
    W: "5-5 5-5 5-5 5-5 3-3 3-3 3-3 2-2 2-2 2-2 2-2 6-3 6-3 5-4 5-4 4-4",
    N: "4-4 4-4 6-2 6-2 5-3 5-3 5-2 5-2 4-3 4-3 4-2 4-1 4-1 3-2 3-2 2-1",
}


def scenario_a(rules=None, chips=None, stop_before_run=False):
    state = deal(A_HANDS, rules=rules, chips=chips)
    state = trick(state, "5-1 5-1 5-1 5-1", "up: 3-1 3-1 3-1 3-1", "down: 6-3 6-3 5-4 5-4")
    state = trick(state, "6-5 6-5 6-5", "up: 5-5 5-5 5-5", None, "down: 6-1 6-1 6-1")
    state = trick(state, "2-2 2-2", None, "down: 6-1 6-5")
    state = trick(state, "3-3", None, "up: 4-4")
    assert state.stacks == (1, 4, 5, 0) and state.to_act == E
    if stop_before_run:
        return state
    state = trick(state, "6-4 6-4")
    state = trick(state, "6-4 6-4")
    return trick(state, "4-2 2-1")


# Scenario C: a sweep.
C_HANDS = {E: "6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4 1-1 1-1 1-1 1-1 6-2 6-2 5-3 5-3"}
C_LEADS = ("6-6 6-6 6-6 6-6 6-3 6-3 5-4 5-4", "1-1 1-1 1-1 1-1", "6-2 6-2 5-3 5-3")
