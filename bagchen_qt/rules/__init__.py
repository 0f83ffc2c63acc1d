"""The rules of Bagchen: pure Python, no Qt.

The public names are gathered here; see each module for the rules it covers.
"""

from .actions import (
    Accept,
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    DiscardAny,
    DuelThrow,
    Event,
    Lead,
    OfferSwap,
    OfferUnion,
    Pass,
    ProposeExchange,
    Shuffle,
    ThrowDice,
    event_from_dict,
    event_to_dict,
)
from .combos import (
    Combo,
    ComboType,
    beats,
    classify,
    is_unbeatable,
    point_kinds,
    point_mask_of,
    why_not_beat,
    why_not_lead,
)
from .observation import Observation, observation
from .refusals import Refusal, RefusalCode
from .ruleset import PRESETS, RuleSet, RuleSetError, preset
from .session import Session, SessionError
from .state import (
    DealResult,
    DealState,
    IllegalAction,
    Payment,
    Phase,
    Trick,
    TrickPlay,
    apply,
    is_legal,
    legal_actions,
    play_random_deal,
    random_action,
    refusal_of,
    replay,
    sample_chance,
    sample_discard,
    why_illegal,
)
from .tiles import KINDS, TILES, Kind, Suit, Tile, parse_kind, parse_kinds, parse_tile

__all__ = [
    "Accept", "Beat", "Charity", "ChooseTower", "Combo", "ComboType", "DealResult", "DealState",
    "DemandRedeal", "Discard", "DiscardAny", "DuelThrow", "Event", "IllegalAction", "KINDS", "Kind", "Lead",
    "Observation", "OfferSwap", "OfferUnion", "PRESETS", "Pass", "Payment", "Phase", "ProposeExchange",
    "Refusal", "RefusalCode", "RuleSet", "RuleSetError", "Session", "SessionError", "Shuffle", "Suit", "TILES",
    "ThrowDice", "Tile",
    "Trick", "TrickPlay", "apply", "beats", "classify", "event_from_dict", "event_to_dict", "is_legal",
    "is_unbeatable", "legal_actions", "observation", "parse_kind", "parse_kinds", "parse_tile",
    "play_random_deal", "point_kinds", "point_mask_of", "preset", "random_action", "refusal_of", "replay",
    "sample_chance",
    "sample_discard", "why_illegal", "why_not_beat", "why_not_lead",
]
