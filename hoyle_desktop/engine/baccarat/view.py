"""What one seat sees at a Baccarat table. A card still face down is ``None``; the shoe shows only
how many cards are left in it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..cards import Card
from ..game import SeatView

# Phases: the banker puts up or keeps the bank, the others may take a passed bank, one may go
# banco, the punters stake, the punters' hands draw or stand, the banker draws or stands.
BANK, TAKE, BANCO, STAKE, PUNTER, BANKER, OVER = "bank", "take", "banco", "stake", "punter", "banker", "over"


@dataclass(frozen=True)
class BaccaratView(SeatView):
    """``hands`` holds each tableau's cards (``None`` face down) and ``holders`` the seat holding
    them (the highest stake on it, or the banco); ``sides`` gives each seat's tableau (-1: none)."""

    seat: int
    form: str
    phase: str
    to_act: tuple[int, ...]
    banker: int
    bank: int
    stakes: tuple[int, ...]
    sides: tuple[int, ...]
    banco: int | None
    holders: tuple[int | None, ...]
    hands: tuple[tuple[Card | None, ...], ...]
    banker_hand: tuple[Card | None, ...]
    points: tuple[int | None, ...]  # each tableau's point once the seat may know it
    banker_point: int | None
    shoe: int
    coup: int
    coups: int
    purses: tuple[int, ...]
    nets: tuple[int, ...]
    pass_amount: int
    last: tuple[str, ...]  # the last coup's outcome on each tableau: banker, punter, tie
    stood_over: bool
    rules: dict[str, Any] = field(default_factory=dict)

    def my_point(self) -> int | None:
        """The point of the hand this seat holds (a punters' hand or the bank's), if any."""
        if self.seat == self.banker:
            return self.banker_point
        for t, holder in enumerate(self.holders):
            if holder == self.seat:
                return self.points[t]
        return None

    def to_json(self) -> JSON:
        def cards(hand: tuple[Card | None, ...]) -> list[str | None]:
            return [c.code if c is not None else None for c in hand]

        return {
            "seat": self.seat,
            "form": self.form,
            "phase": self.phase,
            "to_act": list(self.to_act),
            "banker": self.banker,
            "bank": self.bank,
            "stakes": list(self.stakes),
            "sides": list(self.sides),
            "banco": self.banco,
            "holders": list(self.holders),
            "hands": [cards(h) for h in self.hands],
            "banker_hand": cards(self.banker_hand),
            "points": list(self.points),
            "banker_point": self.banker_point,
            "shoe": self.shoe,
            "coup": self.coup,
            "coups": self.coups,
            "purses": list(self.purses),
            "nets": list(self.nets),
            "pass_amount": self.pass_amount,
            "last": list(self.last),
            "stood_over": self.stood_over,
        }
