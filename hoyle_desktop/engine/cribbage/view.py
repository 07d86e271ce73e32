"""What one cribbage seat may know: the input of the AI and of the table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..cards import Card, codes
from ..game import SeatView


@dataclass(frozen=True)
class CribbageView(SeatView):
    seat: int
    phase: str  # "lay_out", "play", "count", "over"
    players: int
    dealer: int
    target: int
    scores: tuple[int, ...]  # per side (a partnership is one side)
    sides: tuple[int, ...]  # the side of each seat
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]  # own cards not yet played (or, at lay-out, not yet laid out)
    kept: tuple[Card, ...]  # own hand for the show, once laid out
    laid_out: tuple[Card, ...]  # own cards given to the crib this deal
    hand_counts: tuple[int, ...]  # cards each seat still holds
    crib_count: int
    starter: Card | None
    pile: tuple[tuple[int, Card], ...]  # cards of the current count, with who played them
    count: int
    played: tuple[tuple[int, Card], ...]  # every card played this deal, in order
    go_seats: tuple[int, ...]  # seats that have said go in this count
    shown: dict[str, tuple[Card, ...]] = field(default_factory=dict)  # "0","1",..,"crib" once shown
    rules: Mapping[str, Any] = field(default_factory=dict)
    deal_number: int = 0
    counting: str | None = None  # in the count phase: "hand" or "crib", the cards being claimed for

    @property
    def my_side(self) -> int:
        return self.sides[self.seat]

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "phase": self.phase,
            "players": self.players,
            "dealer": self.dealer,
            "target": self.target,
            "scores": list(self.scores),
            "sides": list(self.sides),
            "to_act": list(self.to_act),
            "hand": codes(self.hand),
            "kept": codes(self.kept),
            "laid_out": codes(self.laid_out),
            "hand_counts": list(self.hand_counts),
            "crib_count": self.crib_count,
            "starter": self.starter.code if self.starter else None,
            "pile": [[s, c.code] for s, c in self.pile],
            "count": self.count,
            "played": [[s, c.code] for s, c in self.played],
            "go_seats": list(self.go_seats),
            "shown": {k: codes(v) for k, v in self.shown.items()},
            "rules": dict(self.rules),
            "deal_number": self.deal_number,
            "counting": self.counting,
        }
