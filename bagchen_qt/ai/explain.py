"""Plain-English reasons for a decision, one sentence each (the table's hint button)."""

from __future__ import annotations

from collections.abc import Sequence

from bagchen_qt.ai.pimc import SearchResult
from bagchen_qt.ai.player import Player, PlayerOptions
from bagchen_qt.ai.reading import Reading, chance_to_hold, points_value, read, remove, safe
from bagchen_qt.ai.runout import runnable
from bagchen_qt.ai.view import TableView, view_of_observation
from bagchen_qt.ai.weights import EASY, StrategyWeights
from bagchen_qt.rules.actions import (
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
from bagchen_qt.rules.combos import combo_of
from bagchen_qt.rules.observation import Observation
from bagchen_qt.rules.state import Phase
from bagchen_qt.rules.tiles import KINDS, kinds_of


def _names(kinds: tuple[int, ...]) -> str:
    return " ".join(KINDS[k].notation for k in kinds)


def _stacks(n: int) -> str:
    return f"{n} stack{'s' if n > 1 else ''}"


def _best_kept(view: TableView, reading: Reading, counts: tuple[int, ...]) -> str:
    held = [k for k in range(21) if counts[k]]
    if not held:
        return ""
    best = max(held, key=lambda k: (reading.values[k], -k))
    if view.point_mask >> best & 1:
        return f", keeping the point {KINDS[best].notation}"
    if reading.values[best] >= 2.0:
        return ", keeping mother and son to lead together as a point"
    return f", keeping the {KINDS[best].notation} for the end"


def explain_action(obs: Observation, action: Event, risk: float = 0.5, weights: StrategyWeights = EASY) -> str:
    """Why the hand-written strategy likes ``action`` (or what it does, when it would not)."""
    if isinstance(action, (Lead, Beat, Discard, Charity)) and obs.hand:
        view = view_of_observation(obs, risk, weights)
        reading = read(view)
        if isinstance(action, Lead):
            return _explain_lead(view, reading, kinds_of(action.tiles))
        if isinstance(action, Charity):
            named = f"naming {action.suit.value}" if action.suit else "naming no suit"
            return (f"Leads the weakest tile face down, {named}: it passes the lead cheaply "
                    f"and tells the others nothing.")
        if isinstance(action, Beat):
            return _explain_beat(view, reading, kinds_of(action.tiles))
        kinds = kinds_of(action.tiles)
        kept = _best_kept(view, reading, remove(view.counts, kinds))
        tiles = "tiles" if len(kinds) > 1 else "tile"
        return f"Plays the weakest {tiles} ({_names(kinds)}) face down{kept}."
    return _explain_preplay(obs, action)


def _explain_lead(view: TableView, reading: Reading, kinds: tuple[int, ...]) -> str:
    combo = combo_of(kinds, view.point_mask, reading.max_mixed)
    size = len(kinds)
    if runnable(view.counts, view, reading):
        if combo.points and size < len(view.hand):
            return f"Every tile left is a sure winner; it leads the points {_names(kinds)} first to be paid at once."
        if combo.points:
            return f"Ends with the points {_names(kinds)}: winning the last trick with points is a jump."
        jump = ", saving the points for a jump at the end" if points_value(view.counts, view.point_mask) else ""
        return f"Every tile left is a sure winner, so it takes the tricks one after another{jump}."
    if combo.points:
        return (f"Leads the points {_names(kinds)}: nobody can beat them and every player "
                f"without a passport pays {combo.points} at once.")
    kept = _best_kept(view, reading, remove(view.counts, kinds))
    if safe(combo, reading):
        return f"Leads {_names(kinds)}, which no unseen tile can beat, to take {_stacks(size)} and keep the lead."
    return f"Leads {_names(kinds)} to get rid of weak tiles{kept}."


def _explain_beat(view: TableView, reading: Reading, kinds: tuple[int, ...]) -> str:
    combo = combo_of(kinds, view.point_mask, reading.max_mixed)
    size = view.current_trick.size
    if len(view.hand) == size:
        return f"Beats with {_names(kinds)} to try for the last trick, the one that pays."
    later = 3 - len(view.current_trick.plays)
    if not later or chance_to_hold(combo, reading, later) >= 1.0:
        return f"Beats with {_names(kinds)}, which nobody after can beat, to take {_stacks(size)} and the lead."
    return f"Beats with {_names(kinds)}, a tile it can spare, hoping to take {_stacks(size)}."


def _explain_preplay(obs: Observation, action: Event) -> str:
    if isinstance(action, ChooseTower):
        return "Any tower is as good as another: the tiles are shuffled."
    if isinstance(action, DemandRedeal):
        return "Demands a re-deal: the hand has no high tile and too few points to make up for it."
    if isinstance(action, OfferUnion):
        return "Shows the tile to unite mother and son: together they are a point."
    if isinstance(action, OfferSwap):
        return "Offers a mother for a son so that both players hold mother and son, a point."
    if isinstance(action, ProposeExchange):
        return "Offers to exchange hands (blind, it neither gains nor loses on average)."
    if isinstance(action, Accept):
        if obs.phase is Phase.EXCHANGE_ANSWER:
            return "Accepts the exchange of hands (blind, it neither gains nor loses on average)."
        return "Accepts: uniting mother and son makes a point for whoever takes both."
    if isinstance(action, Pass):
        if obs.phase is Phase.REDEAL:
            return "Keeps the hand rather than demanding a re-deal."
        if obs.phase in (Phase.EXCHANGE_OFFER, Phase.EXCHANGE_ANSWER):
            return "Keeps its own hand: exchanging blind gains nothing on average."
        return "Passes: nothing to gain here."
    return action.describe()


def explain_search(obs: Observation, action: Event, actions: Sequence[Event], result: SearchResult,
                   risk: float = 0.5, weights: StrategyWeights = EASY) -> str:
    """The reason, with what the search found."""
    reason = explain_action(obs, action, risk, weights).rstrip(".")
    mean = result.means[actions.index(action)]
    if mean is None or not result.worlds:
        return reason + "."
    return (f"{reason} (the best of {len(actions)} options over {result.worlds} sampled deals: "
            f"{mean:+.1f} chips on average).")


class SearchingPlayer(Player):
    """A level that searches (Medium, Hard): it keeps its last search, so that a hint
    can say what the search found about the move it chose."""

    weights: StrategyWeights = EASY  # of the strategy it searches with

    def __init__(self, options: PlayerOptions | None = None) -> None:
        super().__init__(options)
        self.last: tuple[Observation, list[Event], SearchResult] | None = None

    def explain(self, obs: Observation, action: Event) -> str:
        if self.last and self.last[0] == obs and action in self.last[1]:
            return explain_search(obs, action, self.last[1], self.last[2], self.options.risk, self.weights)
        return explain_action(obs, action, self.options.risk, self.weights)
