"""Tien Gow's AI levels: legal play through whole deals of several presets, repeatable
searches, decisions from the observation alone, the determinizer, Easy's habits."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bagchen_qt.ai.levels import known_levels, make_player, observation_for, table_levels
from bagchen_qt.ai.player import Player, PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.ai.determinize import sample_world
from bagchen_qt.games.tiengow.ai.players import KIT
from bagchen_qt.games.tiengow.ai.strategy import TrickView, choose_follow, choose_lead, keeper
from bagchen_qt.games.tiengow.rules.combos import table
from bagchen_qt.games.tiengow.rules.events import Discard, Shuffle
from bagchen_qt.games.tiengow.rules.tiles import KIND_COUNT, kind_index

GAME = game_named(TIEN_GOW)


def observe(state: Any, seat: int) -> Any:
    """What a Tien Gow player at ``seat`` is given."""
    return observation_for(TIEN_GOW, state, seat)


PRESETS = (
    "classic",
    "folk-24-rest",
    "folk-30-three",
    "chinese-24",
    "folk-24x-four",
    "folk-24-three+trade",
    "classic+compulsory",
)
LEVELS = ("random", "easy", "medium", "hard")
SEARCH = PlayerOptions(max_iterations=2)


def rules_of(preset: str) -> Any:
    """A preset, or ``PRESET+trade`` for it with the trade (TG21), ``PRESET+compulsory``
    with compulsory beating (TG12)."""
    name, _, extra = preset.partition("+")
    options = {"trade": {"trade": True}, "compulsory": {"compulsory_beat": True}}.get(extra)
    return GAME.rules_from(name, options)


def play_deal(levels: list[str], preset: str, seed: int, options: PlayerOptions = SEARCH) -> Any:
    """A whole deal; ``apply`` raises on any illegal decision."""
    rules = rules_of(preset)
    players = [make_player(level, options.with_(seed=seed + i), TIEN_GOW) for i, level in enumerate(levels)]
    rng = random.Random(seed)
    state = GAME.new_deal(rules, starter=seed % rules.seats)
    while not state.is_over:
        if state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
            continue
        legal = GAME.legal_actions(state)
        action = players[state.actor].decide(observe(state, state.actor), legal)
        assert action in legal
        state = GAME.apply(state, action)
    return state


@pytest.mark.parametrize("preset", PRESETS + ("moving-mice", "nau-tin-kau"))
@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_whole_deals_legally(level: str, preset: str) -> None:
    seats = rules_of(preset).seats
    levels = [level if seat % 2 == 0 else "easy" for seat in range(seats)]
    for seed in (1, 2):
        state = play_deal(levels, preset, seed)
        assert sum(GAME.deltas(state)) == 0


def test_the_levels_of_tien_gow() -> None:
    assert table_levels(TIEN_GOW) == ("random", "easy", "medium", "hard")
    assert set(LEVELS) <= known_levels(TIEN_GOW)
    assert "oracle" in known_levels(TIEN_GOW) and "tuned" not in known_levels(TIEN_GOW)
    assert table_levels() == ("random", "easy", "medium", "hard")  # Bagchen's stay as they are
    with pytest.raises(ValueError, match="unknown AI level 'tuned'"):
        make_player("tuned", game=TIEN_GOW)
    with pytest.raises(ValueError, match="unknown game"):
        make_player("easy", game="chess")
    with pytest.raises(ValueError, match="unknown AI level 'oracle'; the levels are easy, hard, medium, random"):
        make_player("oracle", game="bao-huang")  # a game needs no Oracle
    assert make_player("hard", game=TIEN_GOW).think_ms == 850
    assert make_player("hard", PlayerOptions(think_ms=40), TIEN_GOW).think_ms == 40


def positions(preset: str, seed: int, count: int) -> list[Any]:
    """Decisions with a choice, from a deal Easy plays at every seat."""
    rules = rules_of(preset)
    easy = make_player("easy", PlayerOptions(seed=seed), TIEN_GOW)
    rng = random.Random(seed)
    state = GAME.new_deal(rules, starter=seed % rules.seats)
    found = []
    while not state.is_over:
        if state.is_chance:
            state = GAME.apply(state, GAME.sample_chance(state, rng))
            continue
        legal = GAME.legal_actions(state)
        if len(legal) > 1 and len(found) < count and rng.random() < 0.5:
            found.append(state)
        state = GAME.apply(state, easy.decide(observe(state, state.actor), legal))
    return found


@pytest.mark.parametrize("preset", PRESETS)
def test_sampled_deals_agree_with_the_observation_and_deal_the_hidden_tiles_anew(preset: str) -> None:
    rng = random.Random(3)
    moved = 0
    for state in positions(preset, 4, 6):
        seat = state.actor
        obs = observe(state, seat)
        for _ in range(5):
            world = sample_world(obs, rng)
            assert observe(world, seat) == obs
            assert world.hands[seat] == state.hands[seat]
            moved += world.hands != state.hands
    assert moved  # the other hands are guesses, not the truth


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_seed_and_a_fixed_amount_of_work_repeat_a_search(level: str) -> None:
    for state in positions("classic", 5, 4):
        obs, legal = observe(state, state.actor), GAME.legal_actions(state)
        first = make_player(level, PlayerOptions(seed=3, max_iterations=12), TIEN_GOW).decide(obs, legal)
        again = make_player(level, PlayerOptions(seed=3, max_iterations=12), TIEN_GOW).decide(obs, legal, 0.0)
        assert first == again


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_decision_depends_only_on_what_the_seat_sees(level: str) -> None:
    """Two deals that differ only in tiles the seat cannot see give the same decision."""
    rng = random.Random(11)
    for preset in ("classic", "folk-24-rest"):
        for state in positions(preset, 6, 4):
            seat = state.actor
            obs = observe(state, seat)
            other = sample_world(obs, rng)
            assert observe(other, seat) == obs
            decisions = [
                make_player(level, PlayerOptions(seed=8, max_iterations=6), TIEN_GOW).decide(
                    observe(s, seat), GAME.legal_actions(s)
                )
                for s in (state, other)
            ]
            assert decisions[0] == decisions[1]


def test_a_search_reads_no_hidden_tile(monkeypatch: pytest.MonkeyPatch) -> None:
    """The searches' deals come from the determinizer, which is given the observation only."""
    (state,) = positions("classic", 9, 1)
    seen: list[Any] = []

    def spy(obs: Any, rng: random.Random) -> Any:
        seen.append(obs)
        return sample_world(obs, rng)

    monkeypatch.setattr(KIT, "sample_world", spy)
    player: Player = make_player("hard", PlayerOptions(seed=1, max_iterations=3), TIEN_GOW)
    player.decide(observe(state, state.actor), GAME.legal_actions(state))
    assert seen and all(obs == observe(state, state.actor) for obs in seen)
    for event in seen[0].events:  # what was hidden is not in what the search is given
        assert not isinstance(event, Shuffle) or not event.order
        assert not isinstance(event, Discard) or event.seat == state.actor or set(event.tiles) == {-1}


def test_the_oracle_searches_the_true_deal() -> None:
    oracle = make_player("oracle", PlayerOptions(seed=2, max_iterations=3), TIEN_GOW)
    assert oracle.sees_everything
    for state in positions("classic", 13, 3):
        legal = GAME.legal_actions(state)
        assert oracle.decide_full(state, legal) in legal
    with pytest.raises(TypeError):
        oracle.decide(observe(state, state.actor), legal)


@pytest.mark.parametrize(
    ("preset", "players"),
    [("classic", ("easy", "random", "easy", "random")), ("moving-mice", ("easy", "random"))],
)
def test_easy_beats_random_over_duplicate_deals(preset: str, players: tuple[str, ...]) -> None:
    from bagchen_qt.ai.selfplay import SelfplayConfig
    from bagchen_qt.ai.tournament import run_selfplay

    report = run_selfplay(SelfplayConfig(players, deals=30, seed=2, duplicate=True, game=TIEN_GOW, preset=preset))
    assert report["difference"]["ci95"][0] > 0


# --- Easy's habits, on kinds -------------------------------------------------------------------------


def view(hand: list[str], unseen: list[str] | None = None, top: list[str] | None = None, **fields: Any) -> TrickView:
    rules = GAME.rules_from("classic")
    deck = rules.deck_tiles
    held = [0] * KIND_COUNT
    for notation in hand:
        held[kind_index(notation)] += 1
    if unseen is None:
        rest = list(deck.copies)
        for k in range(KIND_COUNT):
            rest[k] -= held[k]
        hidden = tuple(rest)
    else:
        counts = [0] * KIND_COUNT
        for notation in unseen:
            counts[kind_index(notation)] += 1
        hidden = tuple(counts)
    top_kinds = tuple(sorted(kind_index(t) for t in top)) if top else None
    defaults: dict[str, Any] = dict(tricks=1, last_trick_rule=True, players_after=2)
    defaults.update(fields)
    return TrickView(table(rules), tuple(held), hidden, top_kinds, len(top_kinds or ()), **defaults)


def kinds(*notations: str) -> tuple[int, ...]:
    return tuple(sorted(kind_index(t) for t in notations))


def test_easy_leads_a_combination_nobody_can_beat_first() -> None:
    # Both 6-6 are here: a single 6-6 and the pair are sure winners; the pair takes two tricks.
    v = view(["6-6", "6-6", "5-1", "6-1"])
    leads = v.table.lead_options(v.hand)
    assert choose_lead(v, leads) == kinds("6-6", "6-6")


def test_easy_keeps_its_best_single_for_the_last_trick() -> None:
    # Nothing it holds is sure; it gives the lead away with its weakest single, not with 6-6.
    v = view(["6-6", "5-1", "6-1"], unseen=["6-6", "2-2", "3-3", "4-4", "1-1"])
    assert keeper(v) == kind_index("6-6")
    assert choose_lead(v, v.table.lead_options(v.hand)) == kinds("5-1")


def test_easy_beats_cheaply_and_throws_its_weakest_face_down() -> None:
    # 6-6 and 1-1 beat the 3-3; 6-6 is its keeper, so 1-1 it is.
    v = view(["6-6", "1-1", "2-2", "5-1"], top=["3-3"])
    play, face_up = choose_follow(v, v.table.beat_options(v.hand, v.top))
    assert face_up and play == kinds("1-1")
    v = view(["6-6", "1-1", "5-1", "6-1"], top=["6-3"])  # a military lead it cannot beat
    play, face_up = choose_follow(v, v.table.beat_options(v.hand, v.top))
    assert not face_up and play == kinds("5-1")


def test_in_the_last_trick_easy_beats_with_its_strongest() -> None:
    v = view(["1-1"], top=["2-2"])
    play, face_up = choose_follow(v, v.table.beat_options(v.hand, v.top))
    assert face_up and play == kinds("1-1")


def test_the_decision_worker_serves_tien_gow() -> None:
    from bagchen_qt.ai.worker import DecisionWorker

    (state,) = positions("classic", 12, 1)
    legal = GAME.legal_actions(state)
    with DecisionWorker() as worker:
        for level in ("easy", "medium"):
            options = PlayerOptions(seed=1, max_iterations=2)
            asked = worker.submit(level, options, observe(state, state.actor), legal, game=TIEN_GOW)
            assert asked.result(timeout=60) in legal
        from_state = worker.submit(
            "hard", PlayerOptions(max_iterations=2), None, legal, full_state=state, game=TIEN_GOW
        )
        assert from_state.result(timeout=60) in legal


def test_a_seat_view_hides_the_woodpile_the_others_face_down_tiles_and_their_declarations() -> None:
    from bagchen_qt.games.tiengow.ai.seen import seat_view
    from bagchen_qt.games.tiengow.rules.events import Declare

    rules = rules_of("classic+trade")
    rng = random.Random(5)
    state = GAME.new_deal(rules, starter=0)
    while state.is_chance:
        state = GAME.apply(state, GAME.sample_chance(state, rng))
    first = state.actor
    state = GAME.apply(state, Declare(first, True))
    waiting = seat_view(state, state.actor)
    assert waiting.observation == GAME.observe(state, state.actor)
    assert not any(isinstance(e, Declare) for e in waiting.events)  # not shown before all have declared
    assert any(isinstance(e, Declare) for e in seat_view(state, first).events)  # its own it knows
    while state.phase == "trade":
        state = GAME.apply(state, Declare(state.actor, True))
    while not state.is_over:
        state = GAME.apply(state, GAME.random_action(state, rng))
    for seat in range(rules.seats):
        view = seat_view(state, seat)
        assert sum(isinstance(e, Declare) for e in view.events) == rules.active
        for event in view.events:
            assert not isinstance(event, Shuffle) or event.order == ()
            if isinstance(event, Discard) and event.seat != seat:
                assert set(event.tiles) == {-1}


def test_a_player_refuses_an_observation_that_does_not_tell_the_rules() -> None:
    (state,) = positions("classic", 14, 1)
    plain = GAME.observe(state, state.actor)
    easy = make_player("easy", game=TIEN_GOW)
    if hasattr(plain, "rules"):  # the rules' observation tells all a player needs
        assert easy.decide(plain, GAME.legal_actions(state)) in GAME.legal_actions(state)
    else:
        with pytest.raises(TypeError, match="SeatView"):
            easy.decide(plain, GAME.legal_actions(state))


def test_a_search_without_a_world_plays_the_hand_written_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    from bagchen_qt.ai.gamesearch import NoWorld

    def no_world(obs: Any, rng: random.Random) -> Any:
        raise NoWorld("none")

    monkeypatch.setattr(KIT, "sample_world", no_world)
    for state in positions("classic", 15, 3):
        obs, legal = observe(state, state.actor), GAME.legal_actions(state)
        easy = make_player("easy", PlayerOptions(seed=1), TIEN_GOW).decide(obs, legal)
        assert make_player("medium", PlayerOptions(seed=1, max_iterations=4), TIEN_GOW).decide(obs, legal) == easy


def test_rules_with_no_decision_offer_no_level_and_selfplay_does_not_compare_levels_there() -> None:
    from bagchen_qt.ai.levels import leaves_decisions
    from bagchen_qt.ai.selfplay import SelfplayConfig

    nau = GAME.rules_from("nau-tin-kau")
    assert not leaves_decisions(TIEN_GOW, nau) and table_levels(TIEN_GOW, nau) == ()
    for preset in ("classic", "moving-mice", "chinese-24"):
        assert table_levels(TIEN_GOW, GAME.rules_from(preset)) == LEVELS
    with pytest.raises(ValueError, match="nothing to decide"):
        SelfplayConfig(("easy", "random"), deals=2, game=TIEN_GOW, preset="nau-tin-kau")
    assert SelfplayConfig(("easy", "easy"), deals=2, game=TIEN_GOW, preset="nau-tin-kau").players == ("easy", "easy")
