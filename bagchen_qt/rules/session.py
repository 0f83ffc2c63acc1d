"""A session: deals in a row with the same players and chips (R15, R16, R22, R23)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .ruleset import RuleSet
from .state import DealState

GOBAH_DEALS = 5


class SessionError(ValueError):
    """A session step the rules do not allow now."""


@dataclass(frozen=True, slots=True)
class Session:
    rules: RuleSet
    chips: tuple[int, ...]
    starter: int
    deals_played: int = 0
    gobah_left: int | None = None  # deals still to play once Gobah is declared
    over: bool = False
    end_reason: str = ""
    deal_nets: tuple[tuple[int, ...], ...] = ()  # chips won or lost by each seat, deal by deal

    @classmethod
    def start(cls, rules: RuleSet | None = None, starter: int = 0) -> Session:
        rules = rules or RuleSet()
        if starter not in range(4):
            raise SessionError(f"the starter must be a seat 0 to 3, not {starter!r}")
        return cls(rules, (rules.stake,) * 4, starter)

    @property
    def is_tashi_gobah(self) -> bool:
        """The next deal is the last one, Tashi Gobah."""
        return self.gobah_left == 1

    def new_deal(self) -> DealState:
        if self.over:
            raise SessionError(f"the session is over: {self.end_reason}")
        return DealState.new(self.rules, self.starter, self.chips)

    def declare_gobah(self, short: bool = False) -> Session:
        """Gobah: five more deals, the last being Tashi Gobah; ``short``: only one more."""
        if self.over:
            raise SessionError("the session is over")
        if self.gobah_left is not None:
            raise SessionError("Gobah has already been declared")
        return replace(self, gobah_left=1 if short else GOBAH_DEALS)

    def after_deal(self, deal: DealState) -> Session:
        """The session once ``deal`` (played from ``new_deal``) is over."""
        if deal.result is None:
            raise SessionError("the deal is not over yet")
        if deal.start_chips != self.chips or deal.starter != self.starter:
            raise SessionError("that deal does not belong to this session's next deal")
        result = deal.result
        gobah_left = None if self.gobah_left is None else self.gobah_left - 1
        over, reason = False, ""
        if result.sweep:
            over, reason = True, "all sixteen tricks were won by one player"
        elif not self.rules.allow_debt and min(deal.chips) <= 0:
            over, reason = True, "a player has no chips left"
        elif gobah_left == 0:
            over, reason = True, "Tashi Gobah, the last deal, has been played"
        return replace(
            self, chips=deal.chips, starter=result.last_winner, deals_played=self.deals_played + 1,
            gobah_left=gobah_left, over=over, end_reason=reason, deal_nets=self.deal_nets + (result.nets,),
        )
