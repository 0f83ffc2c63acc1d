"""The options API: one place decides what a seat may lead and how it may follow.

Over random deals under every preset, and with compulsory beating, charity and the
passport rules switched, the choices seen from a full state and from the seat's own
observation agree, ``legal_actions`` offers exactly those choices, and the random
player draws from nothing else.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bagchen_qt.games.bagchen.rules import PRESETS, Beat, Charity, DiscardAny, Lead, apply, legal_actions, observation
from bagchen_qt.games.bagchen.rules.observation import follow_choices_seen, lead_choices_seen
from bagchen_qt.games.bagchen.rules.options import face_down_proves_no_beat
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, follow_choices_of, lead_choices_of, random_action
from bagchen_qt.games.bagchen.rules.tiles import kinds_of

RULE_SETS = [
    *PRESETS.values(),
    PRESETS["pagat"].with_options(compulsory_beat=True, charity=False),
    PRESETS["pagat"].with_options(passport="off"),
]


def positions(rules, deals: int, seed: int):
    """Every lead and follow decision of ``deals`` random deals."""
    rng = random.Random(seed)
    for _ in range(deals):
        state = DealState.new(rules, starter=rng.randrange(4))
        while not state.is_over:
            if state.phase in (Phase.LEAD, Phase.FOLLOW):
                yield state
            state = apply(state, random_action(state, rng))


@pytest.mark.parametrize("index", range(len(RULE_SETS)))
def test_state_observation_and_legal_actions_agree(index: int) -> None:
    rules = RULE_SETS[index]
    seen_discard_refused = False
    for state in positions(rules, 40, seed=index):
        seat, obs = state.to_act, observation(state, state.to_act)
        legal = legal_actions(state)
        if state.phase is Phase.LEAD:
            choices = lead_choices_of(state)
            assert lead_choices_seen(obs) == choices
            assert sorted(kinds_of(a.tiles) for a in legal if isinstance(a, Lead)) == sorted(choices.leads)
            assert any(isinstance(a, Charity) for a in legal) == choices.charity
            assert not (choices.charity and state.passports[seat])  # R7
        else:
            choices = follow_choices_of(state)
            assert follow_choices_seen(obs) == choices
            assert sorted(kinds_of(a.tiles) for a in legal if isinstance(a, Beat)) == sorted(choices.beats)
            assert any(isinstance(a, DiscardAny) for a in legal) == choices.may_discard
            if rules.compulsory_beat and choices.beats:
                assert not choices.may_discard
                seen_discard_refused = True
    assert seen_discard_refused or not rules.compulsory_beat


def test_random_player_draws_every_choice_and_nothing_else() -> None:
    state = next(
        s
        for s in positions(PRESETS["pagat"], 5, seed=3)
        if s.phase is Phase.LEAD and len(lead_choices_of(s).leads) >= 3
    )
    choices = lead_choices_of(state)
    rng = random.Random(0)
    drawn = set()
    for _ in range(3000):
        action = random_action(state, rng)
        drawn.add(kinds_of(action.tiles) if isinstance(action, Lead) else ("charity", action.suit))
    assert {k for k in drawn if not isinstance(k[0], str)} == set(choices.leads)
    assert any(isinstance(k[0], str) for k in drawn) == choices.charity


def test_a_face_down_play_proves_no_beat_only_under_compulsory_beating() -> None:
    assert face_down_proves_no_beat(PRESETS["digital-gamers"])
    assert not face_down_proves_no_beat(PRESETS["pagat"])


def test_no_module_outside_the_rules_reads_the_switches_it_decides() -> None:
    package = Path(__file__).resolve().parents[2] / "bagchen_qt"
    offenders = [
        str(path.relative_to(package))
        for layer in ("ai", "records")
        for path in (package / layer).rglob("*.py")
        if "compulsory_beat" in path.read_text()
    ]
    assert offenders == []
