"""Jig (Peel, Round Games with Cards, "Jig": the Snip-Snap-Snorum played like Pope Joan).

The whole pack is dealt. The lead is "Snip"; the next card of the suit up follows as "Snap", then
"Snorum", "Hicockalorum" and "Jig": the player of Jig leads next. A card is a stop when the card
above it has been played or it is a king, and its player calls Jig with it ("Snap-Jig") and leads.
The first out takes a stake a card from each other player, and the pool if one is made (by
everyone, or by the dealer alone). The engine makes the calls itself, so there are no wrong calls
to fine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import JIG as SPEC
from .core import StopsGame
from .rules import StopsRules

CALLS = ("snip", "snap", "snorum", "hicockalorum", "jig")


@dataclass(frozen=True)
class JigRules(StopsRules):
    pool: str = "none"  # "each": every player stakes the pool; "dealer": the dealer alone
    pool_stake: int = 1

    def check(self) -> None:
        super().check()
        if self.pool not in ("none", "each", "dealer"):
            raise ValueError("pool must be none, each or dealer")


class JigGame(StopsGame):
    spec = SPEC
    RULES = JigRules
    RUN_LIMIT = len(CALLS)
    cfg: JigRules

    def pool_names(self) -> tuple[str, ...]:
        return () if self.cfg.pool == "none" else ("pool",)

    def stake_in(self, dealer: int, active: tuple[int, ...]) -> None:
        if self.cfg.pool == "each":
            for seat in active:
                self.money.pay(seat, "pool", self.cfg.pool_stake, "stake_pool")
        elif self.cfg.pool == "dealer":
            self.money.pay(dealer, "pool", self.cfg.pool_stake, "stake_pool")

    def play_reason(self, position: int, lead: bool) -> str:
        return CALLS[position - 1]

    def stop_data(self, seat: int, position: int) -> dict[str, Any]:
        call = CALLS[position - 1]
        return {"call": call if call == "jig" else call + "_jig"}

    def settle(self, winner: int) -> None:
        if self.pool_names():
            self.money.take("pool", winner, "pool")
        self.pay_first_out(winner)
