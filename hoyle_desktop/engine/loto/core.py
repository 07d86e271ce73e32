"""What both methods of Loto share: the box of cards, the ledger of purses and pools, the event
log, the view and the result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ..actions import JSON, Event
from ..cards import Card
from ..game import Result
from ..ledger import BUY_IN, Ledger, points_by_reason
from ..ledger_game import LedgerGame
from . import SPEC
from .cardset import LotoCard, make_set
from .rules import LotoRules
from .view import OVER, LotoView


class LotoCore(LedgerGame):
    spec = SPEC
    POOLS: ClassVar[tuple[str, ...]] = ("pool",)

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = LotoRules.from_mapping(self.rules)
        n = self.cfg.players
        if not self.spec.min_players <= n <= self.spec.max_players:
            raise ValueError(f"Loto is for {self.spec.min_players} to {self.spec.max_players} players")
        self.events: list[Event] = []
        self.ledger = Ledger(n, self.cfg.purse, self.POOLS)
        self.box: tuple[LotoCard, ...] = make_set(self.rng, self.cfg.set_size)
        self.held: list[list[int]] = [[] for _ in range(n)]  # card indices each seat holds
        self._result: Result | None = None
        self._log: list[JSON] = []

    # -- the contract ---------------------------------------------------------------------------
    def hidden_cards(self, seat: int) -> frozenset[Card]:
        return frozenset()  # no playing cards; every Loto card lies face up

    # -- shared helpers -------------------------------------------------------------------------
    def pay(self, seat: int, dst: str | int, amount: int, reason: str, **data: Any) -> None:
        """``seat`` pays; an empty purse buys in again first."""
        self.emit(*self.ledger.charge(seat, dst, amount, reason, when_broke=BUY_IN, **data))

    def take(self, pool: str, seat: int, amount: int, reason: str, **data: Any) -> None:
        if amount > 0:
            self.emit(self.ledger.move(pool, seat, amount, reason, **data))

    def numbers_of(self, seat: int) -> frozenset[int]:
        box = self.box
        return frozenset().union(*(box[i].numbers for i in self.held[seat]))

    def base_view(self, seat: int, **fields: Any) -> LotoView:
        over = self._result is not None
        values: dict[str, Any] = {
            "seat": seat,
            "method": self.cfg.method,
            "to_act": () if over else self.seats_to_act(),
            "cards": tuple(tuple(h) for h in self.held),
            "card_rows": {i: self.box[i].rows for h in self.held for i in h},
            "pools": self.ledger.pools,
            "purses": self.ledger.purses,
            "nets": self.ledger.nets(),
            "rules": dict(self.rules),
        }
        values.update(fields)
        if over:
            values["phase"] = OVER
        return LotoView(**values)

    def finish(self, **details: Any) -> None:
        self.ledger.check()
        nets = self.ledger.nets()
        best = max(nets)
        winners = tuple(s for s in range(self.players) if nets[s] == best)
        outcomes = tuple("win" if s in winners else "loss" for s in range(self.players))
        self._result = Result(
            winners=winners,
            scores=nets,
            outcomes=outcomes,
            stakes=nets,
            details={
                "total": self.ledger.total,
                "bought_in": self.ledger.bought[:],
                "points": points_by_reason(self.events, self.players),
                **details,
            },
        )
        self.emit(Event("game_over", data={"nets": list(nets)}))
