"""Counters for the stops family: the ledger with the profile's rule for an empty purse.

Every movement is a ``pay`` event appended to the game's event log. Dressing a board (Peel, Pope Joan: the
stakes streamed into the compartments in a fixed order, Game taking the rest), spreading stakes
onto the emptiest chances (the variation "winner takes Game only", Newmarket's pool cards) and
sharing what is left on the board at the end are here, once, for all four games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..actions import Event
from ..ledger import Account, Ledger


class Counters:
    def __init__(self, ledger: Ledger, when_broke: str, log: list[Event]) -> None:
        self.ledger = ledger
        self.when_broke = when_broke
        self.log = log  # the game's events (a list, not a bound method, so that clones stay apart)

    def emit(self, event: Event) -> None:
        self.log.append(event)

    def pay(self, seat: int, dst: Account, amount: int, reason: str, **data: Any) -> None:
        """``seat`` pays ``amount``; an empty purse buys in or pays short, as the profile says."""
        for event in self.ledger.charge(seat, dst, amount, reason, when_broke=self.when_broke, **data):
            self.emit(event)

    def take(self, pool: str, seat: int, reason: str, amount: int | None = None) -> None:
        """``seat`` takes what is on ``pool`` (or ``amount`` of it)."""
        amount = self.ledger.pool(pool) if amount is None else amount
        if amount:
            self.emit(self.ledger.move(pool, seat, amount, reason))

    def dress(self, payers: Sequence[tuple[int, int]], layout: Sequence[tuple[str, int]], rest: str) -> None:
        """Stream the payers' counters into the pools of ``layout`` in order, ``rest`` taking the rest."""
        need = [[name, amount] for name, amount in layout]
        for seat, amount in payers:
            while amount:
                pool, part = (need[0][0], min(amount, need[0][1])) if need else (rest, amount)
                self.pay(seat, pool, part, "dress")
                amount -= part
                if need:
                    need[0][1] -= part
                    if not need[0][1]:
                        need.pop(0)

    def spread(self, seat: int, amount: int, pools: Sequence[str], reason: str) -> None:
        """``seat`` pays ``amount`` counters one at a time onto the emptiest of ``pools`` (first on ties)."""
        alloc = dict.fromkeys(pools, 0)
        for _ in range(amount):
            target = min(pools, key=lambda p: self.ledger.pool(p) + alloc[p])
            alloc[target] += 1
        for pool in pools:
            self.pay(seat, pool, alloc[pool], reason)

    def share_board(self, order: Sequence[int]) -> None:
        """Share everything on the board among ``order``, the odd counters going one each from the first."""
        total = self.ledger.on_board
        pools = [[name, amount] for name, amount in self.ledger.pools.items() if amount]
        for i, seat in enumerate(order):
            quota = total // len(order) + (1 if i < total % len(order) else 0)
            while quota:
                part = min(quota, pools[0][1])
                self.emit(self.ledger.move(pools[0][0], seat, part, "board_shared"))
                quota -= part
                pools[0][1] -= part
                if not pools[0][1]:
                    pools.pop(0)
