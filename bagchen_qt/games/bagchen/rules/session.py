"""A session: deals in a row with the same players and chips (R15, R16, R22-R26).

Chips, the starter and each deal are by seat, as the deal needs them. ``seating`` says
which player (0-3) sits in each seat; the seat exchange (R24, R26) moves players, and
their chips and the starter's turn move with them. ``deal_seatings`` keeps who sat
where in every finished deal, so ``by_player`` can tell each player's story.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.seating import IDENTITY, check_seating
from bagchen_qt.games.bagchen.rules.state import DealState

GOBAH_DEALS = 5


class SessionError(ValueError):
    """A session step the rules do not allow now."""


def gobah_after_deal(gobah_left: int | None, waits: bool) -> int | None:
    """Gobah deals still to play once a deal ends (R25): a deal during which Gobah was
    declared is not one of them."""
    return gobah_left if gobah_left is None or waits else gobah_left - 1


def gobah_deal_numbers(played: int, during_deal: bool, short: bool) -> list[int]:
    """The numbers (from 1) of the Gobah deals when Gobah is declared after ``played``
    deals, during deal ``played + 1`` if ``during_deal``; the last one is Tashi Gobah."""
    session = Session.start().declare_gobah(short, during_deal)
    left, waits, numbers, number = session.gobah_left, session.gobah_waits, [], played + 1
    while left:
        if not waits:
            numbers.append(number)
        left, waits, number = gobah_after_deal(left, waits), False, number + 1
    return numbers


class EndReason(Enum):
    """Why a session is over: a code, worded by the interface in the player's language."""

    SWEEP = "sweep"  # one player won all sixteen tricks, and every chip (R23)
    NO_CHIPS = "no_chips"  # a player has no chips left, without debt
    TASHI_GOBAH = "tashi_gobah"  # the last deal of Gobah has been played (R25)


@dataclass(frozen=True, slots=True)
class Session:
    rules: RuleSet
    chips: tuple[int, ...]
    starter: int
    deals_played: int = 0
    # Gobah deals still to play, the deal in progress not counted when Gobah was declared
    # during it (R25); None before Gobah.
    gobah_left: int | None = None
    over: bool = False
    end_reason: EndReason | None = None  # once over
    deal_nets: tuple[tuple[int, ...], ...] = ()  # chips won or lost by each seat, deal by deal
    gobah_waits: bool = False  # declared during a deal: the count starts when that deal ends
    seating: tuple[int, ...] = IDENTITY  # the player in each seat, E S W N
    deal_seatings: tuple[tuple[int, ...], ...] = ()  # the seating of each finished deal

    @classmethod
    def start(cls, rules: RuleSet | None = None, starter: int = 0, seating: tuple[int, ...] = IDENTITY) -> Session:
        rules = rules or RuleSet()
        if starter not in range(4):
            raise SessionError(f"the starter must be a seat 0 to 3, not {starter!r}")
        try:
            seating = check_seating(seating)
        except ValueError as error:
            raise SessionError(str(error)) from None
        return cls(rules, (rules.stake,) * 4, starter, seating=seating)

    @property
    def is_tashi_gobah(self) -> bool:
        """The next deal is the last one, Tashi Gobah."""
        return self.gobah_left == 1

    @property
    def gobah_deals_left(self) -> int | None:
        """How many Gobah deals remain to be played (R25), None before Gobah."""
        return self.gobah_left

    def new_deal(self) -> DealState:
        if self.over:
            reason = self.end_reason.value if self.end_reason else "stopped"
            raise SessionError(f"the session is over ({reason})")
        return DealState.new(self.rules, self.starter, self.chips)

    def declare_gobah(self, short: bool = False, during_deal: bool = False) -> Session:
        """Gobah: five more deals, the last being Tashi Gobah; ``short``: only one more.
        ``during_deal``: declared while a deal is played, which is not one of them (R25)."""
        if self.over:
            raise SessionError("the session is over")
        if self.gobah_left is not None:
            raise SessionError("Gobah has already been declared")
        return replace(self, gobah_left=1 if short else GOBAH_DEALS, gobah_waits=during_deal)

    def seat_of(self, player: int) -> int:
        return self.seating.index(player)

    def exchange_seats(self, seating: tuple[int, ...]) -> Session:
        """Players move to ``seating`` (R24, R26): chips and the starter's turn go with them."""
        if not self.rules.seat_exchange:
            raise SessionError("exchanging seats is a custom that is switched off")
        if self.over:
            raise SessionError("the session is over")
        try:
            seating = check_seating(seating)
        except ValueError as error:
            raise SessionError(str(error)) from None
        old = self.seating
        chips = tuple(self.chips[old.index(player)] for player in seating)
        starter = seating.index(old[self.starter])
        return replace(self, seating=seating, chips=chips, starter=starter)

    def by_player(self) -> Session:
        """The same session told by player: chips and each deal's nets in player order
        (the seating is then 0 1 2 3). For charts and tables that follow people."""
        chips = tuple(self.chips[self.seat_of(p)] for p in IDENTITY)
        # Deals from before seatings were kept (an older record) sat as the session began.
        seatings = self.deal_seatings + (IDENTITY,) * (len(self.deal_nets) - len(self.deal_seatings))
        nets = tuple(
            tuple(net[seating.index(p)] for p in IDENTITY)
            for net, seating in zip(self.deal_nets, seatings, strict=False)
        )
        return replace(
            self,
            chips=chips,
            starter=self.seating[self.starter],
            deal_nets=nets,
            seating=IDENTITY,
            deal_seatings=(IDENTITY,) * len(nets),
        )

    def after_deal(self, deal: DealState) -> Session:
        """The session once ``deal`` (played from ``new_deal``) is over."""
        if deal.result is None:
            raise SessionError("the deal is not over yet")
        if deal.start_chips != self.chips or deal.starter != self.starter:
            raise SessionError("that deal does not belong to this session's next deal")
        result = deal.result
        gobah_left = gobah_after_deal(self.gobah_left, self.gobah_waits)
        reason: EndReason | None = None
        if result.sweep:
            reason = EndReason.SWEEP
        elif not self.rules.allow_debt and min(deal.chips) <= 0:
            reason = EndReason.NO_CHIPS
        elif gobah_left == 0:
            reason = EndReason.TASHI_GOBAH
        return replace(
            self,
            chips=deal.chips,
            starter=result.last_winner,
            deals_played=self.deals_played + 1,
            gobah_left=gobah_left,
            gobah_waits=False,
            over=reason is not None,
            end_reason=reason,
            deal_nets=self.deal_nets + (result.nets,),
            deal_seatings=self.deal_seatings + (self.seating,),
        )
