"""What a seat may do in the play, decided in one place.

The rule set's switches (compulsory beating, charity, the passport lead rules) are read
here and nowhere else: the legal-move generator, the random player, every AI module and
the AI's reading of the others' plays ask these functions rather than deriving a rule
again. They work on counts by kind, so the same answer serves a full state and a
seat's own observation.
"""

from __future__ import annotations

from typing import NamedTuple

from bagchen_qt.games.bagchen.rules.combos import Combo, Suit, beat_options, lead_options
from bagchen_qt.games.bagchen.rules.passport import passport_leads
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet


class LeadChoices(NamedTuple):
    """The leads open to a seat: face-up leads as sorted kind tuples, and whether it may
    lead a single tile face down (charity)."""

    leads: tuple[tuple[int, ...], ...]
    charity: bool


class FollowChoices(NamedTuple):
    """The plays open to a follower: beats as sorted kind tuples, and whether it may play
    as many tiles face down instead."""

    beats: tuple[tuple[int, ...], ...]
    may_discard: bool


def passport_rules_apply(rules: RuleSet, holds_passport: bool) -> bool:
    """Whether the passport lead rules (R10-R12) bind this seat's leads."""
    return holds_passport and rules.passport != "off"


def lead_choices(
    counts: tuple[int, ...],
    point_mask: int,
    rules: RuleSet,
    holds_passport: bool,
    gone: tuple[int, ...],
    passport_suit: Suit | None,
) -> LeadChoices:
    """What a seat holding ``counts`` may lead. ``passport_suit`` is the suit a rule-4
    throw named (None before the throw or without one)."""
    if passport_rules_apply(rules, holds_passport):
        allowed = passport_leads(counts, point_mask, rules.passport, rules.max_mixed_ministers, gone)
        if allowed.needs_dice and passport_suit is not None:
            leads = tuple(k for k in allowed.allowed if allowed.rule_of(k, passport_suit))
        else:  # every lead allowed stands (the dice pick a suit only under rule 4)
            leads = tuple(allowed.allowed)
    else:
        leads = lead_options(counts, point_mask, rules.max_mixed_ministers)
    # R7: a passport holder never leads face down, whatever the passport lead rules.
    return _new_tuple(LeadChoices, (leads, rules.charity and not holds_passport))


def follow_choices(counts: tuple[int, ...], top: Combo, point_mask: int, rules: RuleSet) -> FollowChoices:
    """What a follower holding ``counts`` may play to a trick whose best play is ``top``."""
    beats = beat_options(counts, top, point_mask)
    if not beats:
        return _FACE_DOWN_ONLY
    return _new_tuple(FollowChoices, (beats, not rules.compulsory_beat))


# Random play-outs ask for choices at every play: ``tuple.__new__`` builds the named
# tuples without the Python-level ``__new__`` that takes the fields by name.
_new_tuple = tuple.__new__
_FACE_DOWN_ONLY = FollowChoices((), True)


def may_play_face_down(counts: tuple[int, ...], top: Combo, point_mask: int, rules: RuleSet) -> bool:
    """Whether a follower holding ``counts`` may play face down: ``follow_choices(...).may_discard``
    without listing the beats when compulsory beating is off (the common case)."""
    return not (rules.compulsory_beat and beat_options(counts, top, point_mask))


def face_down_proves_no_beat(rules: RuleSet) -> bool:
    """Whether a face-down play shows for certain that the follower held no beat."""
    return rules.compulsory_beat
