"""Bao Huang at the shared card table (the catalogue's ``card_table`` face): five seats,
the human's hand in columns by rank (``TableHand``), the cards drawn by ``cards.py``.

Everything is read from the human seat's observation: the emperor is crowned from the
moment he accepts, the protector is badged only once his card is played or announced.
Plays are rank codes (``Play.cards``); the hand holds physical cards, so a play in
front of a seat is drawn with stand-in cards of those ranks, and a play of the hand
takes the cards its columns would take (``HandColumns.select_codes``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap

from bagchen_qt.games.baohuang.rules.cards import (
    BLACK,
    EUNUCH_CARD,
    MARKED_BLACK,
    RED,
    SEATS,
    card_label,
)
from bagchen_qt.games.baohuang.rules.events import (
    Announce,
    DoNotBeat,
    Emperor,
    GiveTribute,
    Pass,
    Play,
    TakeTribute,
)
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation
from bagchen_qt.games.baohuang.rules.phases import ANNOUNCE, DRAW, EMPEROR, GIVE, OVER, TAKE
from bagchen_qt.games.baohuang.table.cards import back_pixmap, card_pixmap, card_width
from bagchen_qt.games.baohuang.table.hand import HandColumns, play_codes
from bagchen_qt.games.baohuang.table.hand_words import describe, describe_codes, rank_phrase
from bagchen_qt.games.baohuang.table.table_hand import TableHand
from bagchen_qt.ui.card_table.face import CardTableDefaults, SeatShow
from bagchen_qt.ui.plurals import whole_number
from bagchen_qt.ui.words import fill, list_text

CROWN = "♛"  # the emperor's badge
ASPECT_HEIGHT = 1000  # the height a card's aspect is measured at
RED_JOKERS = (164, 165, 166)  # the plain red jokers; the marked one (167) is the emperor card
BLACK_JOKERS = (160, 161, 162)


def _t(text: str) -> str:  # Bao Huang's table words, in the player's language
    return QCoreApplication.translate("BaoHuangTable", text)


def stand_ins(codes: Sequence[int]) -> tuple[int, ...]:
    """Physical cards that show a play of these codes: the suits taken in turn, so that
    three queens look like three cards (suits never matter in play)."""
    shown: list[int] = []
    seen: Counter[int] = Counter()
    for code in sorted(codes, reverse=True):
        k = seen[code]
        seen[code] += 1
        if code == MARKED_BLACK:
            shown.append(EUNUCH_CARD)
        elif code == BLACK:
            shown.append(BLACK_JOKERS[k % 3])
        elif code == RED:
            shown.append(RED_JOKERS[k % 3])
        else:  # rank r in suit s: cards 16 r + 4 s … 16 r + 4 s + 3
            shown.append(16 * code + 4 * (k % 4) + (k // 4) % 4)
    return tuple(shown)


def ordinal(place: int) -> str:
    return {1: _t("1st"), 2: _t("2nd"), 3: _t("3rd"), 4: _t("4th"), 5: _t("5th")}.get(place, str(place))


def current_round(seen: BaoHuangObservation) -> tuple[dict[int, Play | Pass], dict[int, bool], bool]:
    """The round on the table as the rules count it (BH11): each seat's latest play or
    pass since the lead, the seats that asked not to be beaten, and whether the round
    is closed (everyone else passed: the next lead clears it)."""
    played: Counter[int] = Counter()
    for event in seen.table:
        if isinstance(event, Play):
            played[event.seat] += len(event.cards)
    sizes = [seen.sizes[seat] + played[seat] for seat in range(SEATS)]
    out: list[int] = []
    latest: dict[int, Play | Pass] = {}
    asked: dict[int, bool] = {}
    top_seat, passes, closed = -1, 0, False
    for event in seen.table:
        if closed and not isinstance(event, Pass):  # the next lead clears the table
            latest, asked, closed = {}, {}, False
        if isinstance(event, DoNotBeat):
            asked[event.seat] = True
            continue
        if isinstance(event, Play):
            latest[event.seat] = event
            sizes[event.seat] -= len(event.cards)
            if not sizes[event.seat]:
                out.append(event.seat)
            top_seat, passes = event.seat, 0
            continue
        latest[event.seat] = event
        passes += 1
        others = SEATS - len(out) - (1 if sizes[top_seat] else 0)
        if passes >= others:
            closed = True
    return latest, asked, closed


class BaoHuangFace(CardTableDefaults):
    """What the card table shows of a Bao Huang deal."""

    clockwise = False  # play passes to the right (BH11)

    # --- the hand ------------------------------------------------------------------------

    def hand(self, seen: BaoHuangObservation) -> Sequence[int]:
        return HandColumns(seen.hand).cards  # the columns' order: jokers, then 2 down to 6

    def hand_item(self) -> TableHand:
        return TableHand()

    def label(self, piece: Any) -> str:
        return card_label(piece) if isinstance(piece, int) else str(piece)

    def draw(self, piece: Any, height: int, ratio: float) -> QPixmap:
        return card_pixmap(int(piece), height, ratio)

    def draw_back(self, height: int, ratio: float) -> QPixmap:
        return back_pixmap(height, ratio)

    def aspect(self) -> float:
        return card_width(ASPECT_HEIGHT) / ASPECT_HEIGHT

    def selection_text(self, seen: Any, selected: Sequence[Any]) -> str:
        if not selected:
            return ""
        return _t("Selected: %1.").replace("%1", describe(selected))

    # --- the seats -----------------------------------------------------------------------

    def actor(self, seen: BaoHuangObservation) -> int | None:
        if seen.final is not None or seen.phase in (OVER, DRAW) or seen.actor < 0:
            return None
        return seen.actor

    def seats(self, seen: BaoHuangObservation) -> Sequence[SeatShow]:
        latest, asked, closed = (
            current_round(seen) if seen.phase not in (EMPEROR, GIVE, TAKE, DRAW) else ({}, {}, False)
        )
        top = seen.top
        shows = []
        for seat in range(SEATS):
            badges: list[str] = []
            if seat == seen.emperor:
                badges.append(f"{CROWN} " + (_t("Emperor alone") if seen.announced == "alone" else _t("Emperor")))
            elif seat == seen.emperor_card:
                badges.append(_t("Holds the emperor card"))
            if seat == seen.protector and seat != seen.emperor:
                badges.append(_t("Protector"))
            lines: list[str] = []
            if seat in seen.out:
                lines.append(_t("Out: %1").replace("%1", ordinal(seen.out.index(seat) + 1)))
            if asked.get(seat) and not closed and seen.final is None:
                lines.append(_t("“Do not beat!” 站"))
            event = latest.get(seat)
            played = event.cards if isinstance(event, Play) else ()
            shows.append(
                SeatShow(
                    pieces_left=seen.sizes[seat],
                    in_front=stand_ins(played),
                    said=pass_said() if isinstance(event, Pass) else "",
                    badges=tuple(badges),
                    lines=tuple(lines),
                    on_top=bool(played) and top is not None and event == top and not closed,
                )
            )
        return shows

    def caption(self, seen: BaoHuangObservation, names: Sequence[str], you: int | None) -> str:
        if seen.phase == EMPEROR and seen.emperor_card is not None:
            if seen.emperor_card == seen.seat:
                return _t("The cards are dealt. You hold the emperor card: be emperor, or pass it on?")
            return _t("The cards are dealt. A player holds the emperor card and decides.")
        if seen.phase in (GIVE, TAKE, DRAW):
            return self.tribute_text(seen, names, you)
        if seen.phase == ANNOUNCE:
            return _t("Before the first lead: the protector may announce himself.")
        if seen.phase == OVER or seen.final is not None:
            return _t("The deal is over.")
        if seen.top is not None:
            return _t("To beat: %1").replace("%1", describe_codes(seen.top.cards))
        return _t("A new lead")

    def tribute_text(self, seen: BaoHuangObservation, names: Sequence[str], you: int | None) -> str:
        """The tribute so far, as the human seat sees it (a face-down card by count), the
        seats by the names their plates show."""
        parts = []
        for given in seen.tribute:
            card = rank_phrase(given.rank, 1) if given.rank is not None else _t("a card")
            giver, taker = given.giver, given.taker
            if taker is None:
                said = fill(_t("you pay %1"), card) if giver == you else fill(_t("%1 pays %2"), names[giver], card)
            elif giver == you:
                said = fill(_t("you pay %1 to %2"), card, names[taker])
            elif taker == you:
                said = fill(_t("%1 pays %2 to you"), names[giver], card)
            else:
                said = fill(_t("%1 pays %2 to %3"), names[giver], card, names[taker])
            parts.append(said)
        return _t("Tribute") + (": " + "; ".join(parts) if parts else "")

    # --- the human's decisions ---------------------------------------------------------------

    def pieces_of(self, seen: BaoHuangObservation, action: Any) -> tuple[Any, ...]:
        """The hand's cards a play or a tribute of card codes takes (the columns' choice)."""
        if not isinstance(action, Play | GiveTribute) or seen is None:
            return ()
        columns = HandColumns(seen.hand)
        try:
            columns.select_codes(action.cards)
        except ValueError:
            return ()
        return tuple(sorted(columns.selection))

    def matching(self, seen: BaoHuangObservation, legal: Sequence[Any], selected: Sequence[Any]) -> list[Any]:
        if not selected:
            return []
        wanted = Counter(play_codes(selected))
        return [a for a in legal if isinstance(a, Play | GiveTribute) and Counter(a.cards) == wanted]

    def guess(self, seen: BaoHuangObservation, legal: Sequence[Any], selected: Sequence[Any]) -> Any | None:
        if not selected:
            return None
        if any(isinstance(a, GiveTribute) for a in legal):
            return GiveTribute(seen.seat, play_codes(selected))
        return Play(seen.seat, play_codes(selected))

    def action_text(self, action: Any, names: Sequence[str], you: int | None) -> str:
        if isinstance(action, Emperor):
            return _t("Be emperor") if action.accept else _t("Pass the emperor card on")
        if isinstance(action, Announce):
            return _t("Announce") if action.announce else _t("Say nothing")
        if isinstance(action, DoNotBeat):
            return _t("Ask: do not beat me")
        if isinstance(action, GiveTribute):
            return _t("Give %1").replace("%1", describe_codes(action.cards))
        if isinstance(action, TakeTribute):
            return _t("Take %1").replace("%1", rank_phrase(action.card, 1))
        if isinstance(action, Pass):
            return _t("Pass")
        return _t("Play")

    def event_text(self, event: Any, names: Sequence[str], you: int | None) -> str:
        seat = getattr(event, "seat", None)
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        if isinstance(event, Play) and seat == you:
            return _t("You play %1").replace("%1", describe_codes(event.cards))
        if isinstance(event, Pass) and seat == you:
            return _t("You pass")
        if isinstance(event, Play) and who:
            return _t("%1 plays %2").replace("%1", who).replace("%2", describe_codes(event.cards))
        if isinstance(event, Pass) and who:
            return _t("%1 passes").replace("%1", who)
        if who:
            return f"{who}: {self.action_text(event, names, you)}"
        return super().event_text(event, names, you)

    # --- the end of a deal ----------------------------------------------------------------

    @staticmethod
    def _gives(seat: int, count: int, names: Sequence[str], you: int | None) -> str:
        """One giver of the next deal's tribute and how many cards."""
        if seat == you:
            return fill(_t("you give %1"), whole_number(count))
        return fill(_t("%1 gives %2"), names[seat], whole_number(count))

    def recap(self, finished: Any, deltas: Sequence[int], names: Sequence[str], you: int | None) -> list[str]:
        final = getattr(finished, "final", None)
        if final is None:
            return super().recap(finished, deltas, names, you)
        emperor, protector = finished.emperor, finished.protector
        if final.winner == "emperor":
            head = _t("The emperor's side wins.")
        elif final.winner == "farmers":
            head = _t("The farmers win.")
        else:
            head = _t("A draw: neither side wins.")
        if you is not None and final.winner is not None:
            ours = "emperor" if you in (emperor, protector) else "farmers"
            head += " " + (_t("Your side won.") if ours == final.winner else _t("Your side lost."))
        order = [*final.out, *final.last]
        lines = [head]
        lines.append(
            _t("Finishing order: %1").replace(
                "%1", list_text([f"{ordinal(final.places[s])} {names[s]}" for s in order])
            )
        )
        team = _t("Emperor: %1").replace("%1", names[emperor])
        if protector == emperor:
            team += " " + _t("(alone, holding his protector's card)")
        else:
            team += "; " + _t("protector: %1").replace("%1", names[protector])
        farmers = [names[s] for s in range(SEATS) if s not in (emperor, protector)]
        lines.append(team + "; " + _t("farmers: %1").replace("%1", list_text(farmers)))
        if final.multiplier > 1:
            lines.append(_t("Announced: scores × %1").replace("%1", whole_number(final.multiplier)))
        gives = [(s, n) for s, n in enumerate(final.gives) if n]
        if gives:
            lines.append(
                _t("Next deal's tribute: %1").replace(
                    "%1", list_text([self._gives(s, n, names, you) for s, n in gives])
                )
            )
        else:
            lines.append(_t("No tribute next deal."))
        return lines


def pass_said() -> str:
    """A pass in the player's language with the game's own word under it, "不要", once
    only where the language's word is that one (Chinese)."""
    word = _t("Pass")
    return word if word == "不要" else f"{word}\n不要"
