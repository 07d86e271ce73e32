"""Counters on the table: every seat's purse and every pool on the board, in one ledger.

Games played for counters or against a bank (Pope Joan and its family, Commerce, Loto, Vingt-un)
keep all their money here. Accounts are seats (``0``, ``1``...) and named pools (``"pope"``,
``"game"``...), plus :data:`BOX`, the counter box that buy-ins come out of. Counters only ever move
between accounts, so the sum over all accounts (the box counts negative once it has issued buy-ins)
never changes: :meth:`Ledger.check` proves it, and every movement comes back as a ``pay``
:class:`~hoyle_desktop.engine.actions.Event` carrying its reason code, for the record and the view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .actions import JSON, Event
from .game import Result

Account = int | str
BOX = "box"
BUY_IN, LEAVE = "buy_in", "leave"


class LedgerError(ValueError):
    """A movement the ledger cannot make: unknown account, negative amount, or an empty purse."""


class Ledger:
    """Purses per seat and named pools; each move is checked, recorded as an event, and conserved.

    ``allow_debt`` lets purses go below zero (a game settled on paper); otherwise a purse can only
    pay what it holds, and :meth:`charge` decides what happens when it cannot (buy in again, or pay
    what is left and owe the rest).
    """

    def __init__(
        self,
        seats: int,
        purse: int,
        pools: Iterable[str] = (),
        *,
        allow_debt: bool = False,
        buy_in: int | None = None,
    ) -> None:
        if seats < 1 or purse < 0:
            raise LedgerError("a ledger needs at least one seat and a purse of zero or more")
        self.seats = seats
        self.start = purse
        self.buy_in_amount = purse if buy_in is None else buy_in
        self.allow_debt = allow_debt
        self._balance: dict[Account, int] = {seat: purse for seat in range(seats)}
        self._pools: list[str] = []
        self._balance[BOX] = 0
        for name in pools:
            self.add_pool(name)
        self.bought: list[int] = [0] * seats
        self.total = seats * purse  # the constant sum over every account, box included

    # -- reading --------------------------------------------------------------------------------
    def balance(self, account: Account) -> int:
        self._known(account)
        return self._balance[account]

    def purse(self, seat: int) -> int:
        return self.balance(seat)

    def pool(self, name: str) -> int:
        return self.balance(name)

    @property
    def purses(self) -> tuple[int, ...]:
        return tuple(self._balance[s] for s in range(self.seats))

    @property
    def pools(self) -> dict[str, int]:
        """Every pool and what is on it, in the order the pools were added."""
        return {name: self._balance[name] for name in self._pools}

    @property
    def on_board(self) -> int:
        return sum(self._balance[name] for name in self._pools)

    def net(self, seat: int) -> int:
        """What ``seat`` has won (+) or lost (-) so far, buy-ins not counted as winnings."""
        return self._balance[seat] - self.start - self.bought[seat]

    def nets(self) -> tuple[int, ...]:
        return tuple(self.net(s) for s in range(self.seats))

    # -- moving ---------------------------------------------------------------------------------
    def add_pool(self, name: str) -> None:
        if not isinstance(name, str) or name == BOX or name in self._balance:
            raise LedgerError(f"bad or repeated pool name: {name!r}")
        self._pools.append(name)
        self._balance[name] = 0

    def move(self, src: Account, dst: Account, amount: int, reason: str, **data: Any) -> Event:
        """Move ``amount`` counters from ``src`` to ``dst``; returns the ``pay`` event.

        The event's ``seat`` is the paying seat (None when a pool or the box pays) and its data
        holds ``from`` and ``to`` plus anything passed in ``data``.
        """
        self._known(src)
        self._known(dst)
        if amount < 0 or src == dst:
            raise LedgerError(f"cannot move {amount} from {src!r} to {dst!r}")
        if src != BOX and self._balance[src] < amount and not (self.allow_debt and isinstance(src, int)):
            raise LedgerError(f"{src!r} holds {self._balance[src]}, cannot pay {amount} ({reason})")
        self._balance[src] -= amount
        self._balance[dst] += amount
        payer = src if isinstance(src, int) else None
        return Event(
            kind="pay", seat=payer, points=amount, reason=reason, data={"from": src, "to": dst, **data}
        )

    def buy_in(self, seat: int, amount: int | None = None) -> Event:
        """``seat`` takes a fresh purse (or ``amount``) from the box."""
        amount = self.buy_in_amount if amount is None else amount
        if amount <= 0:
            raise LedgerError("a buy-in must bring at least one counter")
        self.bought[seat] += amount
        return self.move(BOX, seat, amount, "buy_in")

    def charge(
        self, seat: int, dst: Account, amount: int, reason: str, *, when_broke: str = BUY_IN, **data: Any
    ) -> list[Event]:
        """``seat`` owes ``amount`` to ``dst``: pays it, buying in first if need be (``buy_in``),
        or paying what is left and recording the rest as ``short`` (``leave``)."""
        if amount <= 0:
            return []
        have = self._balance[seat]
        if have >= amount or self.allow_debt:
            return [self.move(seat, dst, amount, reason, **data)]
        if when_broke == BUY_IN and self.buy_in_amount > 0:
            events = []
            while self._balance[seat] < amount:
                events.append(self.buy_in(seat))
            return [*events, self.move(seat, dst, amount, reason, **data)]
        short = amount - have
        if have == 0:
            return [Event(kind="short", seat=seat, points=short, reason=reason, data={"to": dst, **data})]
        return [self.move(seat, dst, have, reason, short=short, **data)]

    def check(self) -> None:
        """Raise :class:`LedgerError` unless the counters add up and no purse is wrongly in debt."""
        if sum(self._balance.values()) != self.total:
            raise LedgerError(f"counters not conserved: {sum(self._balance.values())} != {self.total}")
        for account, amount in self._balance.items():
            if amount < 0 and account != BOX and not (self.allow_debt and isinstance(account, int)):
                raise LedgerError(f"{account!r} is below zero: {amount}")

    # -- saving ---------------------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {
            "purses": list(self.purses),
            "pools": self.pools,
            "box": self._balance[BOX],
            "bought": list(self.bought),
            "start": self.start,
            "buy_in": self.buy_in_amount,
            "allow_debt": self.allow_debt,
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Ledger:
        purses = [int(p) for p in data["purses"]]
        ledger = Ledger(
            len(purses),
            int(data["start"]),
            data.get("pools", {}),
            allow_debt=bool(data.get("allow_debt", False)),
            buy_in=int(data.get("buy_in", data["start"])),
        )
        for seat, amount in enumerate(purses):
            ledger._balance[seat] = amount
        for name, amount in data.get("pools", {}).items():
            ledger._balance[name] = int(amount)
        ledger._balance[BOX] = int(data.get("box", 0))
        ledger.bought = [int(b) for b in data.get("bought", [0] * len(purses))]
        ledger.check()
        return ledger

    def _known(self, account: Account) -> None:
        if account not in self._balance:
            raise LedgerError(f"no such account: {account!r}")


def points_by_reason(events: Sequence[Event], seats: int) -> list[dict[str, int]]:
    """Each seat's counters won (+) and paid (-) by reason code, buy-ins left out; they add up to
    its net."""
    points: list[Counter[str]] = [Counter() for _ in range(seats)]
    for e in events:
        if e.kind == "pay" and e.reason != BUY_IN:
            if isinstance(e.data["from"], int):
                points[e.data["from"]][e.reason] -= e.points
            if isinstance(e.data["to"], int):
                points[e.data["to"]][e.reason] += e.points
    return [dict(sorted(p.items())) for p in points]


def counters_result(ledger: Ledger, events: Sequence[Event], **details: Any) -> Result:
    """The result of a game for counters: each seat's net as score and stake, the best net wins;
    the details carry buy-ins and each seat's counters by reason."""
    ledger.check()
    nets = ledger.nets()
    best = max(nets)
    winners = tuple(s for s in range(ledger.seats) if nets[s] == best)
    return Result(
        winners=winners,
        scores=nets,
        outcomes=tuple("win" if s in winners else "loss" for s in range(ledger.seats)),
        stakes=nets,
        details={"bought_in": ledger.bought[:], "points": points_by_reason(events, ledger.seats), **details},
    )


def net_so_far(game: object, seat: int) -> int:
    """What ``seat`` has won (+) or lost (-) so far in a game not over yet (an abandoned game's
    statistics): its ledger's net, or the game's own running nets where it keeps no ledger
    (Spoil-Five's pool); 0 in a game scored in points."""
    ledger = getattr(game, "ledger", None)
    if isinstance(ledger, Ledger):
        return ledger.net(seat)
    nets = getattr(game, "nets", None)
    if isinstance(nets, (list, tuple)) and 0 <= seat < len(nets) and isinstance(nets[seat], int):
        return int(nets[seat])
    return 0
