"""Vingt-un's house rules, typed: one field per key of ``resources/schemas/vingt_un.rules.schema.json``."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

# What a punter's natural does to the deal (Peel: it passes to the left; to the holder; or not at all).
PASSES, TO_HOLDER, STAYS = "passes", "to_holder", "stays"
# Additional privileges for a natural: nothing more, a stake or a double from every other player.
NONE, STAKE, DOUBLE = "none", "stake", "double"
# Limiting the deal: none (a natural ends it), a number of hands, twice through the pack, two packs once.
NO_LIMIT, HANDS, TWICE, TWO_PACKS = "none", "hands", "twice", "two_packs"
# The dealer's share of what he takes on ties, paid to the pool.
TIES_NONE, TIES_QUARTER, TIES_THIRD = "none", "quarter", "third"
TIE_SHARES = {TIES_NONE: (0, 1), TIES_QUARTER: (1, 4), TIES_THIRD: (1, 3)}


@dataclass(frozen=True)
class VingtUnRules(ProfileRules):
    players: int = 4
    purse: int = 50  # counters each (and for every buy-in)
    stake_min: int = 1
    stake_max: int = 5
    hands: int = 12  # hands in the game
    natural: str = PASSES
    first_hand: bool = True  # a natural in a deal's first hand is paid as a drawn 21 and the deal goes on
    natural_bonus: str = NONE
    deal_limit: str = NO_LIMIT
    deal_hands: int = 5  # with deal_limit "hands"
    pool_ante: int = 0  # (a) each player's counters to the pool at the start of each deal
    pool_overdraw: int = 0  # (b) the dealer's penalty to the pool when he over-draws
    pool_ties: str = TIES_NONE  # (c) the dealer's share of his receipts on ties
    selling: bool = False  # the player whose turn it is to deal may offer it for sale
    deal_price: int = 10  # the lowest price asked; the offer may be once, twice or three times it

    def check(self) -> None:
        for name, value, allowed in (
            ("natural", self.natural, (PASSES, TO_HOLDER, STAYS)),
            ("natural_bonus", self.natural_bonus, (NONE, STAKE, DOUBLE)),
            ("deal_limit", self.deal_limit, (NO_LIMIT, HANDS, TWICE, TWO_PACKS)),
            ("pool_ties", self.pool_ties, tuple(TIE_SHARES)),
        ):
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}")
        if not 2 <= self.players <= 8:
            raise ValueError("players must be 2 to 8")
        if self.stake_min < 1 or self.stake_max < 1:
            raise ValueError("stakes must be at least one counter")
        if self.natural == STAYS and self.deal_limit == NO_LIMIT:
            raise ValueError("when a natural does not put the dealer out, the deal must be limited")
        if self.hands < 1 or self.deal_hands < 1 or self.purse < 1 or self.deal_price < 1:
            raise ValueError("hands, deal_hands, purse and deal_price must be positive")

    @property
    def top_stake(self) -> int:
        """The highest stake; a lowest stake set above it raises it (the schema cannot compare keys)."""
        return max(self.stake_min, self.stake_max)

    @property
    def has_pool(self) -> bool:
        return bool(self.pool_ante or self.pool_overdraw or self.pool_ties != TIES_NONE)

    @property
    def packs(self) -> int:
        return 2 if self.deal_limit == TWO_PACKS else 1
