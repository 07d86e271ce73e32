"""What one seat sees at Loto. Every card on the table lies face up, so a view hides nothing but
the order of the knobs still in the bag."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..game import SeatView

# Phases: the first method calls numbers; the second exchanges cards, then draws.
CALLING, EXCHANGE, DRAW, OVER = "calling", "exchange", "draw", "over"


@dataclass(frozen=True)
class LotoView(SeatView):
    """``cards`` maps each seat to its cards, each card three rows of five numbers (by card index in
    ``card_rows``); ``covered`` is each seat's covered numbers (the first method) or the counters laid
    this drawing (the second). ``called`` lists the numbers drawn this round (first) or this drawing
    (second, the board); ``current`` is the last one."""

    seat: int
    method: str
    phase: str
    to_act: tuple[int, ...]
    round: int
    rounds: int
    cards: tuple[tuple[int, ...], ...]
    card_rows: dict[int, tuple[tuple[int, ...], ...]]
    covered: tuple[frozenset[int], ...]
    called: tuple[int, ...]
    current: int | None
    in_bag: int
    prizes: dict[str, int | None]
    claims: tuple[str, ...]
    pools: dict[str, int]
    purses: tuple[int, ...]
    nets: tuple[int, ...]
    drawer: int | None = None
    eldest: int = 0
    drawing: int = 0
    drawings: int = 0
    laid_aside: tuple[int, ...] = ()
    put_away: tuple[int, ...] = ()
    offer: tuple[int, int, int, int] | None = None  # open: (from seat, its card, to seat, card wanted)
    renewing: bool = False  # the exchanges before the pool is replenished, in the middle of a drawing
    rules: dict[str, Any] = field(default_factory=dict)

    def my_numbers(self) -> frozenset[int]:
        return frozenset(n for i in self.cards[self.seat] for row in self.card_rows[i] for n in row)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "method": self.method,
            "phase": self.phase,
            "to_act": list(self.to_act),
            "round": self.round,
            "rounds": self.rounds,
            "cards": [list(c) for c in self.cards],
            "card_rows": {str(i): [list(r) for r in rows] for i, rows in self.card_rows.items()},
            "covered": [sorted(c) for c in self.covered],
            "called": list(self.called),
            "current": self.current,
            "in_bag": self.in_bag,
            "prizes": dict(self.prizes),
            "claims": list(self.claims),
            "pools": dict(self.pools),
            "purses": list(self.purses),
            "nets": list(self.nets),
            "drawer": self.drawer,
            "eldest": self.eldest,
            "drawing": self.drawing,
            "drawings": self.drawings,
            "laid_aside": list(self.laid_aside),
            "put_away": list(self.put_away),
            "offer": list(self.offer) if self.offer else None,
            "renewing": self.renewing,
        }
