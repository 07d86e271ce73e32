"""What one seat may know at Speculation: the cards turned up, how many lie face down where, the
pool, the purses and the market; never a face-down card, except one the seat itself has looked at."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import JSON
from ..cards import Card
from ..game import SeatView

# Phases. A window is one seat's decision before a card is turned (or, for the chief hand, at
# his turn): act at once, or offer what the window concerns for sale.
TURN_UP, TURN, CHIEF, LAST = "turn_up", "turn", "chief", "last"
ANSWER, SELLER = "answer", "seller"  # the market: a buyer answers an offer; the seller answers bids
OVER = "over"
POOL = "pool"  # the turn-up may belong to the pool (a variation); the spare hand wins for it too

# What may be sold.
ITEM_TURN_UP, ITEM_TOP, ITEM_BEST, ITEM_ALL = "turn_up", "top", "best", "all"


@dataclass(frozen=True)
class Market:
    """An offer in progress. ``round`` counts the asking prices named (the offer is round 1)."""

    seller: int
    item: str
    price: int
    round: int
    rounds: int
    best_bid: int
    bidder: int | None
    out: tuple[int, ...]  # buyers who refused: they take no further part
    bidders: tuple[int, ...]  # buyers who have bid: a counter-offer is put to them alone
    card: Card | None  # the card for sale when it lies face up (the best trump)
    count: int  # face-down cards for sale (1, or the chief's cards sold all together)

    def to_json(self) -> JSON:
        return {
            "seller": self.seller,
            "item": self.item,
            "price": self.price,
            "round": self.round,
            "rounds": self.rounds,
            "best_bid": self.best_bid,
            "bidder": self.bidder,
            "out": list(self.out),
            "bidders": list(self.bidders),
            "card": self.card.code if self.card else None,
            "count": self.count,
        }


@dataclass(frozen=True)
class SpeculationView(SeatView):
    seat: int
    game: str
    pack_size: int
    deal: int
    deals: int
    dealer: int
    phase: str
    to_act: int | None
    turn_up: Card | None  # the trump card once turned up
    turn_up_owner: int | str  # the dealer, a purchaser, or the pool
    rows: tuple[tuple[Card, ...], ...]  # the cards face up before each seat
    down: tuple[int, ...]  # face-down cards each seat still holds
    known: tuple[tuple[int, Card], ...]  # (place in hand, card) this seat has looked at
    looked: tuple[bool, ...]  # who has looked out of turn this deal (forfeits the pool)
    best: Card | None
    holder: int | str | None  # who holds the best trump: a seat, or the pool
    spare_size: int  # face-down cards of the spare hand
    spare: tuple[Card, ...]  # the spare hand once turned up
    pool: int
    purses: tuple[int, ...]
    nets: tuple[int, ...]
    market: Market | None
    window_item: str | None  # what the seat to act may offer now, if anything
    rules: dict[str, Any]
    offers_left: int = 0  # times the window's item may still be offered this deal (every offer is seen)
    dear_buys: tuple[int, ...] = ()  # each seat's purchases this game above what a keen trader pays

    @property
    def players(self) -> int:
        return len(self.down)

    def exposed(self) -> list[Card]:
        """Every card lying face up."""
        out = [c for row in self.rows for c in row] + list(self.spare)
        if self.turn_up is not None and self.turn_up not in out:
            out.append(self.turn_up)
        return out

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "game": self.game,
            "pack_size": self.pack_size,
            "deal": self.deal,
            "deals": self.deals,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": self.to_act,
            "turn_up": self.turn_up.code if self.turn_up else None,
            "turn_up_owner": self.turn_up_owner,
            "rows": [[c.code for c in row] for row in self.rows],
            "down": list(self.down),
            "known": [[i, c.code] for i, c in self.known],
            "looked": list(self.looked),
            "best": self.best.code if self.best else None,
            "holder": self.holder,
            "spare_size": self.spare_size,
            "spare": [c.code for c in self.spare],
            "pool": self.pool,
            "purses": list(self.purses),
            "nets": list(self.nets),
            "market": self.market.to_json() if self.market else None,
            "window_item": self.window_item,
            "offers_left": self.offers_left,
            "dear_buys": list(self.dear_buys),
        }
