"""Bao Huang's searching levels and what every level may read: the quick play-out decides
as Easy does, sampled positions agree with the seat's observation, each level's decisions
are legal, repeatable and its own, and no decision depends on a card its seat cannot see
or on who the protector is before the table knows."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from bagchen_qt.ai.levels import make_player, observation_for
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.baohuang.ai.belief import protector_belief, replies_to_emperor
from bagchen_qt.games.baohuang.ai.determinize import PACK_COUNTS, protector_candidates, sample_world, unseen_counts
from bagchen_qt.games.baohuang.ai.players import WORK_RATIO, BaoHuangHard, BaoHuangKit, BaoHuangMedium
from bagchen_qt.games.baohuang.ai.policy import play_out, playout_move, root_moves
from bagchen_qt.games.baohuang.ai.strategy import choose
from bagchen_qt.games.baohuang.ai.view import SeatView, seat_view
from bagchen_qt.games.baohuang.rules.cards import CARD_RANK, EMPEROR_CARD, EUNUCH_CARD, SEATS
from bagchen_qt.games.baohuang.rules.events import Pass, Play, Shuffle
from bagchen_qt.games.baohuang.rules.moves import legal_actions
from bagchen_qt.games.baohuang.rules.observation import observe
from bagchen_qt.games.baohuang.rules.phases import PLAY
from bagchen_qt.games.baohuang.rules.state import BaoHuangState

GAME = game_named("bao-huang")
PRESETS = ("rizhao", "rizhao-sixes-last", "shanghai-twos-trumps", "points")
LEVELS = ("random", "easy", "medium", "hard")
WORK = PlayerOptions(seed=5, max_iterations=4)  # a fixed amount of search: the same on any machine


def easy_deal(preset: str, seed: int) -> list[BaoHuangState]:
    """Every state of a first deal Easy plays at every seat."""
    rng = random.Random(seed)
    state = GAME.new_deal(GAME.rules_from(preset))
    states = [state]
    while not state.is_over:
        if state.is_chance:
            event = GAME.sample_chance(state, rng)
        else:
            event = choose(observe(state, state.actor), legal_actions(state))
        state = GAME.apply(state, event)
        states.append(state)
    return states


def searched_positions(preset: str, seed: int, every: int = 7) -> list[BaoHuangState]:
    """Decisions of the play with a choice, every ``every``-th one."""
    found = [s for s in easy_deal(preset, seed) if s.phase == PLAY and len(legal_actions(s)) > 1]
    return found[::every]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_quick_playout_decides_as_easy_from_the_full_observation(preset: str) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_deal(GAME.rules_from(preset))
        while not state.is_over:
            if state.is_chance:
                state = GAME.apply(state, GAME.sample_chance(state, rng))
                continue
            legal = legal_actions(state)
            assert playout_move(state) == choose(observe(state, state.actor), legal)
            # random moves as well, so that hands of every shape are met
            move = playout_move(state) if rng.random() < 0.5 else legal[rng.randrange(len(legal))]
            state = GAME.apply(state, move)


def test_a_playout_ends_the_deal_and_leaves_the_position_alone() -> None:
    (state, *_) = searched_positions("rizhao", 1)
    before = state.key()
    end = play_out(state, random.Random(1))
    assert end.is_over and end.final is not None and sum(end.sizes) < sum(state.sizes)
    assert state.key() == before


@pytest.mark.parametrize("preset", PRESETS)
def test_sampled_positions_agree_with_the_observation(preset: str) -> None:
    rng = random.Random(4)
    rules = GAME.rules_from(preset)
    for state in searched_positions(preset, 2, every=5):
        seat = state.actor
        obs = observe(state, seat)
        for _ in range(3):
            world = sample_world(obs, rules, rng)
            seen = observe(world, seat)
            for field in ("counts", "sizes", "emperor", "protector", "top", "passes", "out", "actor"):
                assert getattr(seen, field) == getattr(obs, field), field
            assert legal_actions(world) == legal_actions(state)
            hidden = [world.counts[s] for s in range(SEATS) if s != seat]
            assert [sum(col) for col in zip(*hidden, strict=True)] == unseen_counts(obs)
            if obs.protector is None and not obs.holds_eunuch_card:
                assert world.protector in protector_candidates(obs, rules.alone)
            if world.emperor != seat and not any(
                isinstance(e, Play) and e.seat == world.emperor and 11 in e.cards for e in obs.table
            ):
                assert world.counts[world.emperor][11] >= 1  # he still holds the emperor card


def test_the_belief_turns_from_a_seat_that_beats_the_emperor() -> None:
    for state in searched_positions("rizhao", 3, every=3):
        obs = observe(state, state.actor)
        candidates = protector_candidates(obs, state.rules.alone)
        if len(candidates) < 2:
            continue
        belief = protector_belief(obs, candidates)
        replies = replies_to_emperor(obs)
        for seat in candidates:
            beats = sum(1 for s, beat in replies if s == seat and beat)
            passes = sum(1 for s, beat in replies if s == seat and not beat)
            if seat != obs.emperor and beats and not passes:
                assert belief[seat] < obs.sizes[seat]  # below the even deal's odds
            if seat != obs.emperor and passes and not beats:
                assert belief[seat] > obs.sizes[seat]


def test_replies_to_the_emperor_are_read_from_the_table() -> None:
    states = easy_deal("rizhao", 5)
    state = next(s for s in states if s.phase == PLAY and len([e for e in s.events if isinstance(e, Play)]) > 40)
    obs = observe(state, 0)
    expected = []
    for before, after in zip(states, states[1:], strict=False):
        if after is state:
            break
        event = after.events[-1]
        replies = before.phase == PLAY and before.top is not None and before.top_seat == before.emperor
        if replies and isinstance(event, (Play, Pass)):
            expected.append((event.seat, isinstance(event, Play)))
    assert replies_to_emperor(obs) == expected


def test_root_moves_start_with_easys_choice_and_are_distinct() -> None:
    for state in searched_positions("rizhao", 6, every=2):
        obs = observe(state, state.actor)
        legal = legal_actions(state)
        moves = root_moves(obs, legal, 5)
        assert moves[0] == choose(obs, legal)
        assert len(set(moves)) == len(moves) <= 5 and all(m in legal for m in moves)
        if state.top is not None:
            assert Pass(state.actor) in moves


def play_deal(levels: tuple[str, ...], preset: str, seed: int) -> list[Any]:
    rng = random.Random(seed)
    players = [make_player(lv, WORK.with_(seed=seed + i), "bao-huang") for i, lv in enumerate(levels)]
    state = GAME.new_deal(GAME.rules_from(preset))
    decisions = []
    while not state.is_over:
        if state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
            continue
        legal = GAME.legal_actions(state)
        choice = players[state.actor].decide(observation_for("bao-huang", state, state.actor), legal)
        assert choice in legal
        decisions.append(choice)
        state = GAME.apply(state, choice)
    return decisions


@pytest.mark.parametrize("preset", ["rizhao", "shanghai-twos-trumps"])
def test_every_level_plays_whole_deals_legally_and_repeats_with_its_seed(preset: str) -> None:
    levels = ("hard", "medium", "easy", "medium", "random")
    assert play_deal(levels, preset, 3) == play_deal(levels, preset, 3)


@pytest.mark.parametrize(("level", "below"), [("medium", "easy"), ("hard", "medium")])
def test_each_level_decides_otherwise_than_the_one_below_somewhere(level: str, below: str) -> None:
    positions = [s for seed in range(4) for s in searched_positions("rizhao", seed, every=4)]
    differ = 0
    for state in positions:
        view = seat_view(state, state.actor)
        legal = legal_actions(state)
        options = PlayerOptions(seed=1, max_iterations=16)
        differ += make_player(level, options, "bao-huang").decide(view, legal) != make_player(
            below, options, "bao-huang"
        ).decide(view, legal)
    assert differ >= 1


def test_the_levels_are_offered_at_the_table_with_their_think_times() -> None:
    assert make_player("medium", game="bao-huang").think_ms <= 300
    assert make_player("hard", game="bao-huang").think_ms <= 1000
    assert isinstance(observation_for("bao-huang", easy_deal("rizhao", 1)[-1], 2), SeatView)


# --- nothing hidden is read --------------------------------------------------------------


def swapped_deal(states: list[BaoHuangState], at: int, seat: int, rng: random.Random) -> BaoHuangState | None:
    """The deal of ``states`` replayed to step ``at`` after a swap, in the shuffle, of two
    cards that two other seats hold there unplayed, one of them the marked black joker
    while the table does not know the protector: the same for ``seat`` to see, with other
    hands and perhaps another protector. None when the replay refuses it."""
    state = states[at]
    shuffle = next(e for e in state.events if isinstance(e, Shuffle))
    others = [s for s in range(SEATS) if s != seat and s != state.emperor and state.sizes[s]]
    if len(others) < 2:
        return None
    a, b = rng.sample(others, 2)
    cards_a, cards_b = state.cards_of(a), state.cards_of(b)
    marked = observe(state, seat).protector is None and EUNUCH_CARD in cards_a
    first = EUNUCH_CARD if marked else rng.choice([c for c in cards_a if c != EMPEROR_CARD])
    choices = [c for c in cards_b if c != EMPEROR_CARD and c != EUNUCH_CARD and CARD_RANK[c] != CARD_RANK[first]]
    if not choices:
        return None
    second = rng.choice(choices)
    order = [second if c == first else first if c == second else c for c in shuffle.order]
    events = [Shuffle(tuple(order), shuffle.cut) if e is shuffle else e for e in state.events]
    other = GAME.new_deal(state.rules)
    try:
        for event in events:
            other = GAME.apply(other, event)
    except IllegalAction:
        return None
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_depends_only_on_what_the_seat_sees(level: str) -> None:
    """Two deals that differ only in cards the seat cannot see, the marked black joker
    among them, give the seat the same view, and every level the same decision."""
    rng = random.Random(7)
    compared = protector_moved = 0
    for seed in range(6):
        states = easy_deal("rizhao", seed)
        for at in range(len(states) - 1):
            state = states[at]
            if state.is_chance or state.phase != PLAY or at % 9:
                continue
            seat = state.actor
            other = swapped_deal(states, at, seat, rng)
            if other is None:
                continue
            assert other.counts != state.counts
            view = observation_for("bao-huang", state, seat)
            assert observation_for("bao-huang", other, seat) == view
            protector_moved += other.protector != state.protector
            options = PlayerOptions(seed=3, max_iterations=3)
            decisions = [
                make_player(level, options, "bao-huang").decide(observation_for("bao-huang", s, seat), legal_actions(s))
                for s in (state, other)
            ]
            assert decisions[0] == decisions[1]
            compared += 1
    assert compared >= 10 and protector_moved >= 1


def test_a_seat_view_holds_no_other_hand_and_no_unknown_protector() -> None:
    for state in searched_positions("rizhao", 8, every=3):
        seat = state.actor
        view = seat_view(state, seat)
        assert set(vars(view)) == {"observation", "rules"}
        obs = view.observation
        assert obs.hand == state.cards_of(seat)
        if obs.protector is None:
            assert state.protector is not None  # there is one, and the view does not say who
        values = [v for name, v in vars(obs).items() if name not in ("hand", "counts")]
        for other in range(SEATS):
            if other != seat:
                assert state.counts[other] not in values or state.counts[other] == state.counts[seat]


def spy_on_worlds(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The views the searches sample their worlds from, one a world, as they come."""
    seen: list[Any] = []
    real = BaoHuangKit.sample_world

    def spy(self: BaoHuangKit, obs: Any, rng: random.Random) -> Any:
        seen.append(obs)
        return real(self, obs, rng)

    monkeypatch.setattr(BaoHuangKit, "sample_world", spy)
    return seen


def test_the_search_is_handed_only_the_seats_view(monkeypatch: pytest.MonkeyPatch) -> None:
    (state, *_) = searched_positions("rizhao", 9)
    view = seat_view(state, state.actor)
    seen = spy_on_worlds(monkeypatch)
    for level in ("medium", "hard"):
        make_player(level, WORK, "bao-huang").decide(view, legal_actions(state))
    assert seen and all(obs is view for obs in seen)


def test_hards_capped_work_is_three_times_mediums(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cap on the work (as tournaments set) is Medium's; Hard samples WORK_RATIO times
    as many positions, as its think time gives it at the table."""
    state = next(
        s
        for s in searched_positions("rizhao", 9)
        if len(root_moves(observe(s, s.actor), legal_actions(s), BaoHuangMedium.root_limit)) > 1
    )
    view = seat_view(state, state.actor)
    sampled = spy_on_worlds(monkeypatch)
    worlds = {}
    for level in ("medium", "hard"):
        sampled.clear()
        player = make_player(level, PlayerOptions(seed=2, max_iterations=2), "bao-huang")
        player.decide(view, legal_actions(state))
        worlds[level] = len(sampled)
    assert worlds == {"medium": 2, "hard": 2 * WORK_RATIO}
    assert BaoHuangHard.switch_z < BaoHuangMedium.switch_z  # the same bar in chips over more positions


def test_the_ai_bench_times_bao_huangs_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    from bagchen_qt.ai import game_bench
    from bagchen_qt.bench import bench_games, run_bench
    from bagchen_qt.games.baohuang.ai import bench

    assert "bao-huang" in bench_games("ai") and "bao-huang" not in bench_games("records")
    monkeypatch.setattr(game_bench, "MIN_DECISIONS", 3)
    monkeypatch.setattr(game_bench, "MAX_LEVEL_S", 5.0)
    figures = bench.bench_ai(0.01)["levels"]
    assert set(figures) == {"random", "easy", "medium", "hard"}
    assert all(f["decisions"] >= 3 and f["p95_ms"] >= f["p50_ms"] > 0 for f in figures.values())
    assert figures["hard"]["searched_decisions"] >= 1 and figures["hard"]["iterations_p50"] >= 1
    with pytest.raises(ValueError, match="records measures bagchen"):
        run_bench("records", game="bao-huang")


def test_an_emperor_with_one_card_and_the_emperor_card_cannot_hold_the_marked_black_joker() -> None:
    """He has played no red joker, so his last card is the emperor card: the marked black
    joker is someone else's, even when the belief would give it to him."""
    rules = GAME.rules_from()
    hands = [[0] * 12 for _ in range(SEATS)]
    hands[0][0], hands[0][3] = 2, 1  # the seat to act
    hands[1][11] = 1  # the emperor: one red joker
    hands[2][10], hands[2][5] = 1, 3  # the protector, unknown to the table
    hands[3][7], hands[4][8] = 2, 2
    state = BaoHuangState.position(rules, hands, emperor=1, protector=2, actor=0)
    held = [sum(hand[rank] for hand in hands) for rank in range(12)]
    # as if every other card had been played (a position keeps no events)
    obs = dataclasses.replace(observe(state, 0), played=tuple(p - h for p, h in zip(PACK_COUNTS, held, strict=True)))
    assert obs.protector is None
    assert protector_candidates(obs, rules.alone) == (2, 3, 4)
    rng = random.Random(1)
    for _ in range(30):
        world = sample_world(obs, rules, rng, weights={1: 1.0})
        assert world.counts[1] == tuple(hands[1]) and world.protector in (2, 3, 4)
