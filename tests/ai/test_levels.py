"""Every AI level plays whole deals legally, decides from what its seat may know, and
stops at its deadline."""

from __future__ import annotations

import gc
import random
import time

import pytest

from bagchen_qt.ai.budget import OVERTIME
from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.ai.policy import decide_from_state
from bagchen_qt.games.bagchen.rules.actions import DiscardAny, Event
from bagchen_qt.games.bagchen.rules.determinize import sample_state
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, is_legal, legal_actions, sample_chance

SEARCH_ITERATIONS = 2  # play-outs per decision: enough to exercise the search, fast to test
LEVELS = ("easy", "tuned", "medium", "hard", "oracle")


def decide(player, state: DealState):
    legal = legal_actions(state)
    if player.sees_everything:
        return player.decide_full(state, legal)
    return player.decide(observation(state, state.to_act), legal)


def play_deal(levels: list[str], rules: RuleSet, seed: int, options: PlayerOptions) -> DealState:
    """A complete deal; ``apply`` raises IllegalAction on any illegal decision."""
    chance = random.Random(seed)
    players = [make_player(level, options.with_(seed=seed + i)) for i, level in enumerate(levels)]
    state = DealState.new(rules, starter=seed % 4)
    while not state.is_over:
        if state.is_chance:
            state = apply(state, sample_chance(state, chance))
            continue
        action = decide(players[state.to_act], state)
        assert not isinstance(action, DiscardAny)
        state = apply(state, action)
    return state


def random_rules(rng: random.Random) -> RuleSet:
    base = rng.choice(list(PRESETS.values()))
    return base.with_options(
        jump_factor=rng.randint(2, 6),
        charity=rng.random() < 0.7,
        mother_son=rng.random() < 0.8,
        redeal=rng.random() < 0.8,
        hand_exchange=rng.random() < 0.5,
        allow_debt=rng.random() < 0.3,
        passport=rng.choice(("full", "simple", "off")),
        compulsory_beat=rng.random() < 0.4,
    )


def random_options(rng: random.Random) -> PlayerOptions:
    return PlayerOptions(risk=rng.choice((0.0, 0.3, 0.5, 0.8, 1.0)), max_iterations=SEARCH_ITERATIONS)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_level_plays_whole_deals_with_each_preset(level: str, preset: str) -> None:
    # The level under test in two seats, Easy in the others (keeps the test quick).
    state = play_deal(
        [level, "easy", level, "easy"],
        PRESETS[preset],
        seed=11,
        options=PlayerOptions(max_iterations=SEARCH_ITERATIONS),
    )
    assert state.result is not None and sum(state.result.nets) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_level_plays_with_random_rule_and_player_options(level: str) -> None:
    rng = random.Random(hash(level) % 1000)
    for deal in range(2):
        state = play_deal(
            [level, "easy", "random", level], random_rules(rng), seed=100 + deal, options=random_options(rng)
        )
        assert state.is_over


def test_easy_plays_many_deals_with_random_options() -> None:
    rng = random.Random(5)
    for deal in range(12):
        options = PlayerOptions(risk=rng.random())
        play_deal(["easy"] * 4, random_rules(rng), seed=deal, options=options)


# --- the information test -------------------------------------------------------------------


def positions(count: int, seed: int = 3) -> list[DealState]:
    """Decision points of Easy-played deals: some before the play, most in it."""
    rng = random.Random(seed)
    found: list[DealState] = []
    rules = RuleSet(hand_exchange=False)
    while len(found) < count:
        state = DealState.new(rules, starter=rng.randrange(4))
        while not state.is_over:
            if not state.is_chance and state.phase is not Phase.CHOOSE_TOWER and rng.random() < 0.08:
                found.append(state)
            state = apply(state, decide_from_state(state, rng))
    return found[:count]


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_same_observation_gives_same_decision(level: str) -> None:
    for i, state in enumerate(positions(8)):
        seat = state.to_act
        obs = observation(state, seat)
        other = sample_state(obs, random.Random(1000 + i))
        assert observation(other, seat) == obs
        if other.hands == state.hands:
            continue  # nothing hidden differs
        options = PlayerOptions(seed=42, max_iterations=3)
        first = make_player(level, options).decide(obs, legal_actions(state))
        second = make_player(level, options).decide(observation(other, seat), legal_actions(other))
        assert first == second


# --- deadlines ----------------------------------------------------------------------------


def _lead_with(tiles: int, seed: int = 8) -> DealState:
    """A lead by a seat holding at most ``tiles`` tiles, after at least one trick."""
    rng = random.Random(seed)
    while True:
        state = DealState.new(RuleSet())
        while not state.is_over:
            if state.phase is Phase.LEAD and state.tricks and len(state.hands[state.to_act]) <= tiles:
                return state
            state = apply(state, decide_from_state(state, rng))


def _midgame_lead() -> DealState:
    return _lead_with(12)


@pytest.mark.parametrize("level", ("medium", "hard", "oracle"))
@pytest.mark.parametrize("budget", (0.03, 0.15))
@pytest.mark.parametrize("tiles", (12, 2))
@pytest.mark.parametrize("floor", (False, True))
def test_search_stops_at_its_deadline(level: str, budget: float, tiles: int, floor: bool) -> None:
    """Without a floor of sampled deals, at its think time; with one (the levels' own),
    at most ``OVERTIME`` times that, which a busy machine may need to reach the floor."""
    state = _lead_with(tiles)
    player = make_player(level, PlayerOptions(seed=1))
    if not floor:
        player.min_worlds = 0
    legal = legal_actions(state)

    def decide() -> Event:
        if player.sees_everything:
            return player.decide_full(state, legal, budget)
        return player.decide(observation(state, state.to_act), legal, budget)

    decide()  # the first decision of a process also imports and fills caches: not the search's time
    # Processor time, not wall time: a search that ignores its deadline keeps working past
    # it, while one that the machine merely sets aside (another test, the packaging
    # build) does not, and a wall clock cannot tell the two apart. This thread's time
    # only: a thread an earlier test left behind in this worker is not the search's, nor
    # is collecting the garbage those tests left.
    gc.collect()
    start = time.thread_time()
    action = decide()
    elapsed = time.thread_time() - start
    assert action in legal
    # A play-out takes a few milliseconds of processor time.
    limit = budget * (OVERTIME if floor else 1) + 0.05
    assert elapsed < limit, f"{level} took {elapsed:.3f} s for a {budget} s budget"


def test_oracle_refuses_observations() -> None:
    state = _midgame_lead()
    with pytest.raises(TypeError):
        make_player("oracle").decide(observation(state, state.to_act), legal_actions(state))


def test_easy_decides_every_step_of_whole_deals_legally() -> None:
    """Its decision times are for ``bagchen bench ai``; here, that it decides legally to the end."""
    player = make_player("easy", PlayerOptions(seed=3))
    rng = random.Random(4)
    for deal in range(4):
        state, decisions = DealState.new(RuleSet(), starter=deal), 0
        while not state.is_over:
            if state.is_chance:
                state = apply(state, sample_chance(state, rng))
                continue
            action = decide(player, state)
            assert is_legal(state, action), action
            state, decisions = apply(state, action), decisions + 1
        assert state.result is not None and decisions > 4


@pytest.mark.parametrize("level", ("easy", "medium", "hard"))
def test_explanations_are_one_sentence(level: str) -> None:
    player = make_player(level, PlayerOptions(seed=2, max_iterations=2))
    for state in positions(6, seed=9):
        obs = observation(state, state.to_act)
        action = player.decide(obs, legal_actions(state))
        text = player.explain(obs, action)
        assert text and text[0].isupper() and text.endswith(".") and text.count(". ") == 0


@pytest.mark.parametrize("tiles", (12, 2))
def test_the_oracle_is_hard_searching_the_true_deal(tiles: int, monkeypatch) -> None:
    """Same candidates, trees, play-outs, weights and endgame: given the true deal as
    its only guess, Hard decides as the Oracle does, so the two differ only by what the
    hidden tiles hide."""
    from bagchen_qt.games.bagchen.ai import hard

    for seed in range(4):
        state = _lead_with(tiles) if seed % 2 == 0 else _follow_with(tiles, seed)
        legal = legal_actions(state)
        options = PlayerOptions(seed=seed, max_iterations=6)
        oracle = make_player("oracle", options)
        chosen = oracle.decide_full(state, legal)
        monkeypatch.setattr(hard, "world_sampler", lambda obs, rng, tries, truth=state: lambda: truth)
        shown = make_player("hard", options)
        assert shown.decide(observation(state, state.to_act), legal) == chosen, seed
        monkeypatch.undo()
        # Not only the choice: every candidate was valued alike.
        assert (oracle.last is None) == (shown.last is None)
        if oracle.last is not None:
            assert oracle.last[1:] == shown.last[1:], seed


def _follow_with(tiles: int, seed: int) -> DealState:
    """A follow decision with at most ``tiles`` tiles in the hand."""
    rng = random.Random(seed)
    state = DealState.new()
    while True:
        if state.phase is Phase.FOLLOW and len(state.hands[state.to_act]) <= tiles:
            return state
        state = apply(state, decide_from_state(state, rng))
        if state.is_over:
            state = DealState.new(starter=rng.randrange(4))
