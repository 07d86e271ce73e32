"""My Bird Sings' house rules, typed: the fields match ``resources/schemas/my_bird_sings.rules.schema.json``
one-to-one, with the same defaults."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

THROW, DRAW = "throw", "draw"  # the two methods of passing


@dataclass(frozen=True)
class BirdRules(ProfileRules):
    players: int = 4
    pack: int = 52  # or 32, for up to eight players
    method: str = THROW  # throw a card to the left, or the left-hand player draws one unseen
    flushes_only: bool = False  # the four cards must be of one suit
    cards: int = 4  # or 3: three cards each, flushes only
    whole_pack: bool = False  # play through the pack; each song a trick; most tricks win
    stake: int = 1
    purse: int = 20
    deals: int = 0  # 0: each player deals once
    exchange_after: int = 3  # rounds before the leader may change a card with the stock
    max_rounds: int = 40  # a ceiling: a deal with no song by then is void (see rules notes)

    def check(self) -> None:
        if self.pack not in (32, 52):
            raise ValueError("pack must be 32 or 52")
        if self.method not in (THROW, DRAW):
            raise ValueError("method must be throw or draw")
        if self.cards not in (3, 4):
            raise ValueError("cards must be 3 or 4")
        most = 8 if self.pack == 32 else 13
        if not 3 <= self.players <= most:
            raise ValueError(f"My Bird Sings with {self.pack} cards is for 3 to {most} players")
        if min(self.stake, self.max_rounds) < 1 or min(self.purse, self.deals, self.exchange_after) < 0:
            raise ValueError("stake and max_rounds must be at least 1")

    @property
    def rainbow(self) -> bool:
        """Whether four cards of four different suits sing (not with flushes only or three cards)."""
        return not self.flushes_only and self.cards == 4
