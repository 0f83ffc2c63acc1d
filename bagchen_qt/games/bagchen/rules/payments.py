"""Chip payments: points leads at once (R13) and the final settlement (R14, R15)."""

from __future__ import annotations

from collections.abc import Sequence

SWEEP = "sweep"
PASSPORT_STACKS = 6


def point_payment(leader: int, value: int, passports: Sequence[bool]) -> list[int]:
    """Net chip changes when ``leader`` leads points worth ``value`` (R13)."""
    nets = [0, 0, 0, 0]
    for seat in range(4):
        if seat != leader and not passports[seat]:
            nets[seat] -= value
            nets[leader] += value
    return nets


def settlement_amounts(stacks: Sequence[int], last: int, multiplier: int) -> list[tuple[int, int, int]]:
    """(payer, payee, chips) of the final settlement by the last trick's winner (R14)."""
    amounts = []
    for seat in range(4):
        if seat == last:
            continue
        s = stacks[seat]
        if s < PASSPORT_STACKS:
            amounts.append((seat, last, multiplier * (PASSPORT_STACKS - s)))
        elif s > PASSPORT_STACKS:
            amounts.append((last, seat, multiplier * (s - PASSPORT_STACKS)))
    return amounts


def jump_multiplier(jump_points: int, jump_factor: int) -> int:
    return jump_factor * jump_points if jump_points else 1


def settlement(stacks: Sequence[int], last: int, jump_points: int, jump_factor: int = 2) -> list[int] | str:
    """Net chip changes of the final settlement alone, or ``"sweep"`` (R15)."""
    if len(stacks) != 4 or sum(stacks) != 16 or min(stacks) < 0:
        raise ValueError(f"four stack counts adding up to 16 are needed, not {list(stacks)}")
    if max(stacks) == 16:
        return SWEEP
    nets = [0, 0, 0, 0]
    for payer, payee, chips in settlement_amounts(stacks, last, jump_multiplier(jump_points, jump_factor)):
        nets[payer] -= chips
        nets[payee] += chips
    return nets
