"""Speculation's house rules, typed: the fields match the keys of
``resources/schemas/speculation.rules.schema.json`` one-to-one, with the same defaults."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules


@dataclass(frozen=True)
class SpeculationRules(ProfileRules):
    players: int = 5
    pack: int = 52  # 52, or the 32-card pack (six players at most)
    purse: int = 30  # counters each player starts with (and buys in for when broke)
    deals: int = 0  # deals in the game; 0 means one round, each player dealing once
    high_turn_up_ends: bool = True  # an ace, king, queen or knave turned up ends the hand at once
    turn_up_to_pool: bool = False  # the turn-up belongs to the pool and is not sold
    spare_hand: bool = False  # a spare hand, turned up last, may save the pool for the next deal
    knave_five_penalty: int = 0  # counters paid by the owner of a knave or five turned up; 0: none
    look_penalty: int = 0  # counters paid for looking at one's own card out of turn; 0: not allowed

    def check(self) -> None:
        if self.pack not in (52, 32):
            raise ValueError("pack must be 52 or 32")
        if not 3 <= self.players <= (10 if self.pack == 52 else 6):
            raise ValueError("three to ten players with 52 cards, three to six with 32")
        if self.purse < 1 or self.deals < 0 or self.knave_five_penalty < 0 or self.look_penalty < 0:
            raise ValueError("purse must be positive; deals and penalties zero or more")

    def deal_count(self) -> int:
        return self.deals or self.players
