"""What one seat may know of a deal: its ``Observation``.

An observation holds the seat's own tiles and everything played or shown face up,
and only counts of what is hidden: other hands, face-down tiles, a charity tile and
the shuffled towers. Players (the AI included) decide from observations alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from bagchen_qt.games.bagchen.rules.combos import Combo, Suit
from bagchen_qt.games.bagchen.rules.options import FollowChoices, LeadChoices, follow_choices, lead_choices
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState, Payment, Phase, Trick, Union
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND


@dataclass(frozen=True, slots=True)
class SeenPlay:
    """A play as the observer saw it: tiles when face up (or the observer's own)."""

    seat: int
    face_up: bool
    count: int
    tiles: tuple[int, ...]  # empty when the observer could not see them
    suit: Suit | None = None  # the suit named by a charity lead
    rule: int = 0


@dataclass(frozen=True, slots=True)
class SeenTrick:
    leader: int
    size: int
    plays: tuple[SeenPlay, ...]
    top_seat: int
    top: Combo
    top_kinds: tuple[int, ...]
    points: int


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    rules: RuleSet
    phase: Phase
    to_act: int | None
    starter: int
    chosen_tower: int | None
    dice: tuple[int, int] | None
    point_mask: int
    hand: tuple[int, ...]  # empty before the seat has looked at its tiles
    hand_sizes: tuple[int, ...]
    stacks: tuple[int, ...]
    passports: tuple[bool, ...]
    chips: tuple[int, ...]
    start_chips: tuple[int, ...]
    tricks: tuple[SeenTrick, ...]
    trick: SeenTrick | None
    gone: tuple[int, ...]  # tiles played face up, counted by kind
    exposures: tuple[tuple[int, tuple[int, ...]], ...]
    shown_chiefs: int | None
    offer: tuple[int, int] | None  # union offer: (seat, tile shown); swap: (seat, -1); exchange: (seat, partner)
    queue: tuple[int, ...]  # seats still to be asked in the current round of questions
    offers_made: frozenset[tuple[int, int]]
    exchanged: frozenset[int]
    duel: tuple[int, int] | None
    unions: tuple[Union, ...]
    passport_suit: Suit | None
    run_value: int
    run_payments: tuple[Payment, ...]
    payments: tuple[Payment, ...]
    redeals: int
    result: DealResult | None


def _public_rule(rule: int, mode: str) -> int:
    """Which passport rule allowed a lead is public only when the rule shows the hand
    (full rules 3 and 4); otherwise it would tell what else the hand holds."""
    return rule if mode == "full" and rule in (3, 4) else 0


def _seen_trick(trick: Trick, seat: int, mode: str) -> SeenTrick:
    plays = tuple(
        SeenPlay(
            p.seat,
            p.face_up,
            len(p.tiles),
            p.tiles if p.face_up or p.seat == seat else (),
            p.suit,
            p.rule if p.seat == seat else _public_rule(p.rule, mode),
        )
        for p in trick.plays
    )
    return SeenTrick(trick.leader, trick.size, plays, trick.top_seat, trick.top, trick.top_kinds, trick.points)


def observation(state: DealState, seat: int) -> Observation:
    """Everything ``seat`` may know of ``state``, and nothing more."""
    if seat not in range(4):
        raise ValueError(f"seat must be 0 to 3, not {seat!r}")
    looked = state.phase not in (Phase.EXCHANGE_OFFER, Phase.EXCHANGE_ANSWER)
    return Observation(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        to_act=state.to_act,
        starter=state.starter,
        chosen_tower=state.chosen,
        dice=state.dice,
        point_mask=state.point_mask,
        hand=state.hands[seat] if looked else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        stacks=state.stacks,
        passports=state.passports,
        chips=state.chips,
        start_chips=state.start_chips,
        tricks=tuple(_seen_trick(t, seat, state.rules.passport) for t in state.tricks),
        trick=_seen_trick(state.trick, seat, state.rules.passport) if state.trick else None,
        gone=state.gone,
        exposures=state.exposures,
        shown_chiefs=state.shown_chiefs,
        offer=state.offer,
        queue=state.queue,
        offers_made=state.offers_made,
        exchanged=state.exchanged,
        duel=state.duel,
        unions=state.unions,
        passport_suit=state.passport_suit,
        run_value=state.run_value,
        run_payments=state.run_payments,
        payments=state.payments,
        redeals=state.redeals,
        result=state.result,
    )


def _counts(hand: tuple[int, ...]) -> tuple[int, ...]:
    counts = [0] * 21
    for t in hand:
        counts[TILE_KIND[t]] += 1
    return tuple(counts)


def lead_choices_seen(obs: Observation) -> LeadChoices:
    """The leads open to the observer, from what it may know (its turn to lead)."""
    return lead_choices(
        _counts(obs.hand), obs.point_mask, obs.rules, obs.passports[obs.seat], obs.gone, obs.passport_suit
    )


def follow_choices_seen(obs: Observation) -> FollowChoices:
    """The plays open to the observer as a follower, from what it may know."""
    if obs.trick is None:
        raise ValueError("the observer is not following a trick")
    return follow_choices(_counts(obs.hand), obs.trick.top, obs.point_mask, obs.rules)
