"""Reasons for a decision: a code with its parameters (``Explanation``), and one plain
English sentence for it (logs). The table's hint and the replay's review say it in the
player's words (``bagchen_qt.ui.words``); the review keeps it as data (``to_json``)
with what the search found (``SearchFigures``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bagchen_qt.ai.budget import Budget
from bagchen_qt.ai.pimc import SearchResult
from bagchen_qt.ai.player import Player, PlayerOptions
from bagchen_qt.ai.search_figures import SearchFigures
from bagchen_qt.games.bagchen.ai.reading import Reading, chance_to_hold, points_value, read, remove, safe
from bagchen_qt.games.bagchen.ai.runout import runnable
from bagchen_qt.games.bagchen.ai.view import TableView, view_of_observation
from bagchen_qt.games.bagchen.ai.weights import EASY, StrategyWeights
from bagchen_qt.games.bagchen.rules.actions import (
    Accept,
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    Discard,
    Event,
    Lead,
    OfferSwap,
    OfferUnion,
    Pass,
    ProposeExchange,
)
from bagchen_qt.games.bagchen.rules.combos import combo_of
from bagchen_qt.games.bagchen.rules.observation import Observation
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import KINDS, Suit, kinds_of


def _names(kinds: tuple[int, ...]) -> str:
    return " ".join(KINDS[k].notation for k in kinds)


def _stacks(n: int) -> str:
    return f"{n} stack{'s' if n > 1 else ''}"


class Why(StrEnum):
    """The reason for a decision, as a code (the table says it in the player's words)."""

    RUN_POINTS_FIRST = "run, points first"  # every tile left wins: the points now, paid at once
    RUN_POINTS_LAST = "run, points last"  # the last trick with points: a jump
    RUN = "run"  # every tile left wins: trick after trick
    RUN_SAVING_POINTS = "run, saving points"
    LEAD_POINTS = "lead points"
    LEAD_SAFE = "lead safe"  # no unseen tile beats it
    LEAD_WEAK = "lead weak"  # rid of weak tiles
    CHARITY = "charity"
    BEAT_LAST = "beat for the last trick"
    BEAT_SURE = "beat sure"  # nobody after can beat it
    BEAT_SPARE = "beat spare"  # a tile it can spare
    DISCARD = "discard"
    TOWER = "tower"
    DEMAND_REDEAL = "demand redeal"
    OFFER_UNION = "offer union"
    OFFER_SWAP = "offer swap"
    PROPOSE_EXCHANGE = "propose exchange"
    ACCEPT_EXCHANGE = "accept exchange"
    ACCEPT_UNION = "accept union"
    KEEP_HAND = "keep hand"  # no re-deal
    KEEP_OWN_HAND = "keep own hand"  # no blind exchange
    PASS = "pass"
    OTHER = "other"


class Keep(StrEnum):
    """What a play keeps back for later."""

    NOTHING = "nothing"
    POINT = "point"  # the point ``kept``
    MOTHER_SON = "mother and son"  # to lead together as a point
    FOR_END = "for the end"  # the tile ``kept``


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why a decision: ``why`` and what it is about; ``str()`` is one plain English sentence."""

    why: Why
    kinds: tuple[int, ...] = ()  # the tiles played, by kind
    stacks: int = 0  # the stacks a trick is worth
    points: int = 0  # what each player pays for a points lead
    suit: Suit | None = None  # named by a face-down lead
    keep: Keep = Keep.NOTHING
    kept: int | None = None  # the kind kept back
    detail: str = ""  # OTHER: the action described

    def __str__(self) -> str:
        return plain_text(self)

    def to_json(self) -> dict[str, Any]:
        """The code and its parameters, as JSON data (what is left at its default is left out)."""
        data: dict[str, Any] = {"why": self.why.value}
        if self.kinds:
            data["kinds"] = list(self.kinds)
        for name, value in (("stacks", self.stacks), ("points", self.points), ("detail", self.detail)):
            if value:
                data[name] = value
        if self.suit is not None:
            data["suit"] = self.suit.value
        if self.keep is not Keep.NOTHING:
            data["keep"] = self.keep.value
        if self.kept is not None:
            data["kept"] = self.kept
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Explanation:
        """The explanation ``to_json`` wrote; ValueError if it is not one."""
        try:
            kinds = tuple(int(k) for k in data.get("kinds", ()))
            kept = data.get("kept")
            if any(not 0 <= k < len(KINDS) for k in (*kinds, *([] if kept is None else [int(kept)]))):
                raise ValueError("a tile kind out of range")
            return cls(
                Why(data["why"]),
                kinds,
                int(data.get("stacks", 0)),
                int(data.get("points", 0)),
                Suit(data["suit"]) if data.get("suit") is not None else None,
                Keep(data.get("keep", Keep.NOTHING.value)),
                None if kept is None else int(kept),
                str(data.get("detail", "")),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not an explanation: {data!r} ({error})") from error


def _kept(e: Explanation) -> str:
    kept = KINDS[e.kept].notation if e.kept is not None else "?"
    if e.keep is Keep.POINT:
        return f", keeping the point {kept}"
    if e.keep is Keep.MOTHER_SON:
        return ", keeping mother and son to lead together as a point"
    if e.keep is Keep.FOR_END:
        return f", keeping the {kept} for the end"
    return ""


def plain_text(e: Explanation) -> str:
    """The explanation as one English sentence, of the player who decides ("Leads …")."""
    names = _names(e.kinds)
    match e.why:
        case Why.RUN_POINTS_FIRST:
            return f"Every tile left is a sure winner; it leads the points {names} first to be paid at once."
        case Why.RUN_POINTS_LAST:
            return f"Ends with the points {names}: winning the last trick with points is a jump."
        case Why.RUN:
            return "Every tile left is a sure winner, so it takes the tricks one after another."
        case Why.RUN_SAVING_POINTS:
            return (
                "Every tile left is a sure winner, so it takes the tricks one after another, "
                "saving the points for a jump at the end."
            )
        case Why.LEAD_POINTS:
            return (
                f"Leads the points {names}: nobody can beat them and every player "
                f"without a passport pays {e.points} at once."
            )
        case Why.LEAD_SAFE:
            return f"Leads {names}, which no unseen tile can beat, to take {_stacks(e.stacks)} and keep the lead."
        case Why.LEAD_WEAK:
            return f"Leads {names} to get rid of weak tiles{_kept(e)}."
        case Why.CHARITY:
            named = f"naming {e.suit.value}" if e.suit else "naming no suit"
            return (
                f"Leads the weakest tile face down, {named}: it passes the lead cheaply and tells the others nothing."
            )
        case Why.BEAT_LAST:
            return f"Beats with {names} to try for the last trick, the one that pays."
        case Why.BEAT_SURE:
            return f"Beats with {names}, which nobody after can beat, to take {_stacks(e.stacks)} and the lead."
        case Why.BEAT_SPARE:
            return f"Beats with {names}, a tile it can spare, hoping to take {_stacks(e.stacks)}."
        case Why.DISCARD:
            tiles = "tiles" if len(e.kinds) > 1 else "tile"
            return f"Plays the weakest {tiles} ({names}) face down{_kept(e)}."
        case Why.TOWER:
            return "Any tower is as good as another: the tiles are shuffled."
        case Why.DEMAND_REDEAL:
            return "Demands a re-deal: the hand has no high tile and too few points to make up for it."
        case Why.OFFER_UNION:
            return "Shows the tile to unite mother and son: together they are a point."
        case Why.OFFER_SWAP:
            return "Offers a mother for a son so that both players hold mother and son, a point."
        case Why.PROPOSE_EXCHANGE:
            return "Offers to exchange hands (blind, it neither gains nor loses on average)."
        case Why.ACCEPT_EXCHANGE:
            return "Accepts the exchange of hands (blind, it neither gains nor loses on average)."
        case Why.ACCEPT_UNION:
            return "Accepts: uniting mother and son makes a point for whoever takes both."
        case Why.KEEP_HAND:
            return "Keeps the hand rather than demanding a re-deal."
        case Why.KEEP_OWN_HAND:
            return "Keeps its own hand: exchanging blind gains nothing on average."
        case Why.PASS:
            return "Passes: nothing to gain here."
    return e.detail


def _best_kept(view: TableView, reading: Reading, counts: tuple[int, ...]) -> tuple[Keep, int | None]:
    held = [k for k in range(21) if counts[k]]
    if not held:
        return Keep.NOTHING, None
    best = max(held, key=lambda k: (reading.values[k], -k))
    if view.point_mask >> best & 1:
        return Keep.POINT, best
    if reading.values[best] >= 2.0:
        return Keep.MOTHER_SON, best
    return Keep.FOR_END, best


def explain_action(obs: Observation, action: Event, risk: float = 0.5, weights: StrategyWeights = EASY) -> str:
    """Why the hand-written strategy likes ``action`` (or what it does, when it would not)."""
    return str(explanation_of(obs, action, risk, weights))


def explanation_of(obs: Observation, action: Event, risk: float = 0.5, weights: StrategyWeights = EASY) -> Explanation:
    """``explain_action`` as a code with its parameters."""
    if isinstance(action, (Lead, Beat, Discard, Charity)) and obs.hand:
        view = view_of_observation(obs, risk, weights)
        reading = read(view)
        if isinstance(action, Lead):
            return _explain_lead(view, reading, kinds_of(action.tiles))
        if isinstance(action, Charity):
            return Explanation(Why.CHARITY, kinds_of((action.tile,)), suit=action.suit)
        if isinstance(action, Beat):
            return _explain_beat(view, reading, kinds_of(action.tiles))
        kinds = kinds_of(action.tiles)
        keep, kept = _best_kept(view, reading, remove(view.counts, kinds))
        return Explanation(Why.DISCARD, kinds, keep=keep, kept=kept)
    return _explain_preplay(obs, action)


def _explain_lead(view: TableView, reading: Reading, kinds: tuple[int, ...]) -> Explanation:
    combo = combo_of(kinds, view.point_mask, reading.max_mixed)
    size = len(kinds)
    # "Every tile left wins" is said only when it is certain, whatever the seat's confidence.
    certain = view._replace(weights=view.weights.with_(run_confidence=1.0))
    if runnable(view.counts, certain, reading):
        if combo.points and size < len(view.hand):
            return Explanation(Why.RUN_POINTS_FIRST, kinds, size, combo.points)
        if combo.points:
            return Explanation(Why.RUN_POINTS_LAST, kinds, size, combo.points)
        saving = points_value(view.counts, view.point_mask)
        return Explanation(Why.RUN_SAVING_POINTS if saving else Why.RUN, kinds, size)
    if combo.points:
        return Explanation(Why.LEAD_POINTS, kinds, size, combo.points)
    if safe(combo, reading):
        return Explanation(Why.LEAD_SAFE, kinds, size)
    keep, kept = _best_kept(view, reading, remove(view.counts, kinds))
    return Explanation(Why.LEAD_WEAK, kinds, size, keep=keep, kept=kept)


def _explain_beat(view: TableView, reading: Reading, kinds: tuple[int, ...]) -> Explanation:
    combo = combo_of(kinds, view.point_mask, reading.max_mixed)
    size = view.current_trick.size
    if len(view.hand) == size:
        return Explanation(Why.BEAT_LAST, kinds, size)
    later = 3 - len(view.current_trick.plays)
    if not later or chance_to_hold(combo, reading, later) >= 1.0:
        return Explanation(Why.BEAT_SURE, kinds, size)
    return Explanation(Why.BEAT_SPARE, kinds, size)


def _explain_preplay(obs: Observation, action: Event) -> Explanation:
    if isinstance(action, ChooseTower):
        return Explanation(Why.TOWER)
    if isinstance(action, DemandRedeal):
        return Explanation(Why.DEMAND_REDEAL)
    if isinstance(action, OfferUnion):
        return Explanation(Why.OFFER_UNION)
    if isinstance(action, OfferSwap):
        return Explanation(Why.OFFER_SWAP)
    if isinstance(action, ProposeExchange):
        return Explanation(Why.PROPOSE_EXCHANGE)
    if isinstance(action, Accept):
        if obs.phase is Phase.EXCHANGE_ANSWER:
            return Explanation(Why.ACCEPT_EXCHANGE)
        return Explanation(Why.ACCEPT_UNION)
    if isinstance(action, Pass):
        if obs.phase is Phase.REDEAL:
            return Explanation(Why.KEEP_HAND)
        if obs.phase in (Phase.EXCHANGE_OFFER, Phase.EXCHANGE_ANSWER):
            return Explanation(Why.KEEP_OWN_HAND)
        return Explanation(Why.PASS)
    return Explanation(Why.OTHER, detail=action.describe())


def explain_search(
    obs: Observation,
    action: Event,
    actions: Sequence[Event],
    result: SearchResult,
    risk: float = 0.5,
    weights: StrategyWeights = EASY,
) -> str:
    """The reason, with what the search found."""
    reason = explain_action(obs, action, risk, weights).rstrip(".")
    figures = search_figures(action, actions, result)
    if figures is None:
        return reason + "."
    return (
        f"{reason} (the best of {figures.options} options over {figures.worlds} sampled deals: "
        f"{figures.mean:+.1f} chips on average)."
    )


def search_figures(action: Event, actions: Sequence[Event], result: SearchResult) -> SearchFigures | None:
    """What ``result`` found about ``action`` (None when it scored nothing)."""
    mean = result.means[actions.index(action)]
    if mean is None or not result.worlds:
        return None
    return SearchFigures(len(actions), result.worlds, mean)


class SearchingPlayer(Player):
    """A level that searches (Medium, Hard): it keeps its last search, so that a hint
    can say what the search found about the move it chose.

    Its searches stop at its think time, except that one short of ``min_worlds`` sampled
    deals goes on until it has them, up to ``OVERTIME`` times the think time: on a busy
    machine, where the same time buys fewer deals, a decision is slower rather than
    weaker. On an idle machine the floor seldom binds (see ``bagchen bench ai --busy``)."""

    weights: StrategyWeights = EASY  # of the strategy it searches with
    min_worlds = 0

    def __init__(self, options: PlayerOptions | None = None) -> None:
        super().__init__(options)
        self.last: tuple[Observation, list[Event], SearchResult] | None = None

    def budget(self, budget_s: float | None = None) -> Budget:
        """When this decision's search stops (``budget_s``: its think time, else the level's)."""
        seconds = budget_s if budget_s is not None else self.think_ms / 1000
        return Budget.for_think_time(seconds, self.options.max_iterations, self.min_worlds)

    def explain(self, obs: Observation, action: Event) -> str:
        if self.last and self.last[0] == obs and action in self.last[1]:
            return explain_search(obs, action, self.last[1], self.last[2], self.options.risk, self.weights)
        return explain_action(obs, action, self.options.risk, self.weights)

    def explanation(self, obs: Observation, action: Event) -> tuple[Explanation, SearchFigures | None]:
        """``explain`` as data: the reason as a code, and what the last search found
        about ``action`` if it was searched at ``obs``."""
        reason = explanation_of(obs, action, self.options.risk, self.weights)
        if self.last and self.last[0] == obs and action in self.last[1]:
            return reason, search_figures(action, self.last[1], self.last[2])
        return reason, None
