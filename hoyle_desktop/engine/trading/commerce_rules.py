"""Commerce's house rules, typed: the fields match ``resources/schemas/commerce.rules.schema.json``
one-to-one, with the same defaults."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules
from .commerce_hands import ALL, RECOGNISED

NEW, OLD, POOL_COMMERCE = "new", "old", "pool"
NO_PENALTY, PAY_ALL, PAY_BETTER = "none", "all", "better"


@dataclass(frozen=True)
class CommerceRules(ProfileRules):
    players: int = 4
    pack: int = 52  # or 32, for up to seven players
    mode: str = NEW  # the new game (trading with the dealer and by barter), the old game, Pool Commerce
    combinations: str = ALL  # Limited Commerce: "no_pair" or "no_flush_or_pair"
    stake: int = 1
    purse: int = 20
    deals: int = 0  # hands in the game; 0: each player deals once
    dealer_penalty: str = NO_PENALTY  # a dealer beaten holding a combination pays all, or the better
    extended: bool = False  # the new game traded until every player has stood
    continuous_dealing: bool = False  # the dealer keeps the deal until a tricon, sequence or flush
    circuits: int = 12  # times round the table before the trading must end (a ceiling: see rules notes)
    counters: int = 3  # Pool Commerce: counters (lives) each player buys
    pool_stake: int = 6  # Pool Commerce: what each pays into the pool for them
    hand_prize: int = 1  # Pool Commerce: what the winner of a hand takes from the pool
    horse: bool = True  # Pool Commerce: the first out may buy one counter ("a horse")
    horse_price: int = 3

    def check(self) -> None:
        if self.pack not in (32, 52):
            raise ValueError("pack must be 32 or 52")
        if self.mode not in (NEW, OLD, POOL_COMMERCE):
            raise ValueError("mode must be new, old or pool")
        if self.combinations not in RECOGNISED:
            raise ValueError("combinations must be all, no_pair or no_flush_or_pair")
        if self.dealer_penalty not in (NO_PENALTY, PAY_ALL, PAY_BETTER):
            raise ValueError("dealer_penalty must be none, all or better")
        most = 7 if self.pack == 32 else 12
        if not 3 <= self.players <= most:
            raise ValueError(f"Commerce with {self.pack} cards is for 3 to {most} players")
        if min(self.stake, self.circuits, self.counters) < 1 or min(self.purse, self.deals) < 0:
            raise ValueError("stake, circuits and counters must be at least 1")

    @property
    def recognised(self) -> frozenset[int]:
        return RECOGNISED[self.combinations]

    @property
    def old_style(self) -> bool:
        """The old game and Pool Commerce: trading only with the three cards on the table."""
        return self.mode != NEW
