"""House rules of the stops family, typed: one frozen dataclass per game over a shared base.

Every field maps one-to-one onto a key of ``resources/schemas/<game>.rules.schema.json`` with the
same default; the profile loader has already checked types and ranges, so this only converts and
rejects unknown keys.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

BUY_IN, LEAVE = "buy_in", "leave"


@dataclass(frozen=True)
class StopsRules(ProfileRules):
    """What every game of the family shares: the table, the purses and the length of the game."""

    players: int = 4
    purse: int = 50  # counters each player starts with (and buys in for)
    when_broke: str = BUY_IN  # a player who runs out buys in again, or leaves the table
    deals: int = 0  # deals in the game; 0 means one round, each player dealing once
    card_stake: int = 1  # counters paid to the first out for each card left in hand

    def check(self) -> None:
        if self.when_broke not in (BUY_IN, LEAVE):
            raise ValueError("when_broke must be buy_in or leave")
        if self.purse < 1 or self.card_stake < 0 or self.deals < 0:
            raise ValueError("purse, card_stake and deals must be positive")

    def deal_count(self) -> int:
        return self.deals or self.players
