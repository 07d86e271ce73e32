"""Blind Hookey's house rules, typed: the fields match ``blind_hookey.rules.schema.json``."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

FIRST, SECOND = "first", "second"
SMALLEST_PACKET = 4  # Hoffmann: a packet of not less than four cards


@dataclass(frozen=True)
class BlindHookeyRules(ProfileRules):
    players: int = 4
    method: str = FIRST
    ace_high: bool = False  # the ace ranks low, as in cutting for deal; a house rule makes it high
    purse: int = 100
    unit: int = 1
    max_stake: int = 10  # in units
    hands: int = 12

    def check(self) -> None:
        if self.method not in (FIRST, SECOND):
            raise ValueError("method must be first or second")
        if not 2 <= self.players <= 8:
            raise ValueError("Blind Hookey is for two to eight players")
        if min(self.unit, self.max_stake, self.hands, self.purse) < 1:
            raise ValueError("unit, max_stake, hands and purse must be at least 1")

    def most_cut(self) -> int:
        """The most a player may cut at the first method: his due proportion of the pack."""
        return max(SMALLEST_PACKET, 52 // self.players)
