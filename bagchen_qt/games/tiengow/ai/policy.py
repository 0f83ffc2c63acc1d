"""Easy's Tien Gow decisions as events, and the moves a search should try.

The trick play is ``strategy.py``'s on kinds; here it is matched back to the legal
events. The questions around the play:

- the trade (TG21): it plays when it holds a lead nobody can beat, else it passes;
- kan (TG25): a leader who holds the tile target claims the deal (its tiles never
  shrink, so a claim costs nothing); the banker never concedes;
- lift (TG25): it lifts when it holds a lead nobody can beat.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from bagchen_qt.games.tiengow.ai.strategy import TrickView, Values, beaters_unseen, choose_follow, choose_lead, leads_of
from bagchen_qt.games.tiengow.rules.events import Beat, Declare, Discard, Event, Kan, Lead, Lift
from bagchen_qt.games.tiengow.rules.tiles import Deck


def _kinds(deck: Deck, action: Event) -> tuple[int, ...]:
    return deck.kinds_of(action.tiles) if isinstance(action, (Lead, Beat, Discard)) else ()


def strong_hand(view: TrickView) -> bool:
    """Whether the hand holds a lead no unseen tiles can beat."""
    return any(beaters_unseen(view, lead) == 0 for lead in leads_of(view))


def easy_choice(view: TrickView, legal: Sequence[Event], deck: Deck, tricks_played: int) -> Event:
    """Easy's decision among ``legal`` for the seat ``view`` sees from."""
    first = legal[0]
    if isinstance(first, Declare):
        return next(a for a in legal if isinstance(a, Declare) and a.play == strong_hand(view))
    if isinstance(first, Lift):
        return next(a for a in legal if isinstance(a, Lift) and a.lift == strong_hand(view))
    if isinstance(first, (Lead, Kan)):
        kan = [a for a in legal if isinstance(a, Kan)]
        if kan and tricks_played:
            return kan[0]  # a claim: the seat already holds the tile target
        leads = {_kinds(deck, a): a for a in legal if isinstance(a, Lead)}
        return leads[choose_lead(view, list(leads))]
    beats = {_kinds(deck, a): a for a in legal if isinstance(a, Beat)}
    kinds, face_up = choose_follow(view, list(beats))
    if face_up:
        return beats[kinds]
    downs = {_kinds(deck, a): a for a in legal if isinstance(a, Discard)}
    if kinds in downs:
        return downs[kinds]
    return next(iter(downs.values())) if downs else next(iter(beats.values()))  # compulsory beating


def ranked_moves(view: TrickView, legal: Sequence[Event], deck: Deck, chosen: Event) -> list[Event]:
    """``legal`` with Easy's choice first, then the likeliest alternatives: the weakest
    face-down play, the cheapest beats, the leads least likely to be beaten."""
    values = Values(view) if view.tiles else None

    def order(action: Event) -> tuple[float, ...]:
        kinds = _kinds(deck, action)
        cost = values.of(kinds) if values is not None else 0.0
        if isinstance(action, Discard):
            return (0.0, cost)
        if isinstance(action, Beat):
            return (1.0, cost)
        if isinstance(action, Lead):
            return (2.0, float(beaters_unseen(view, kinds)), -len(kinds), cost)
        return (3.0,)

    rest = sorted((a for a in legal if a != chosen), key=lambda a: (order(a), repr(a)))
    return [chosen] + rest


def edge_of(action: Event, mine: bool) -> Hashable:
    """A move as the observer sees it, for a search tree: another seat's face-down play
    is one edge, whatever its tiles."""
    if isinstance(action, Discard):
        return ("down", action.tiles if mine else len(action.tiles))
    if isinstance(action, (Lead, Beat)):
        return (type(action).__name__, action.tiles)
    if isinstance(action, Lift):
        return ("lift", action.lift)
    if isinstance(action, Declare):
        return ("declare", action.play)
    assert isinstance(action, Kan)
    return ("kan",)
