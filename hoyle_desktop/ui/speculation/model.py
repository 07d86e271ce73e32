"""What the Speculation table shows, kept up to date from the events as they are shown.

The game runs at most one action ahead of the table, but one action may end a deal and start the
next; the board therefore draws this model, moved on event by event at the table's pace, and
never the game's newest state.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...engine.actions import Event
from ...engine.cards import Card
from ...engine.speculation.view import Market

# What ends a market on the table: the card sold, kept, turned or a new deal.
MARKET_CLOSED = frozenset(
    {"sale", "no_sale", "keep_offer", "turn_up", "turn", "chief", "keep", "deal", "dealt"}
)


@dataclass
class TableModel:
    players: int
    purses: list[int]
    pool: int = 0
    dealer: int = 0
    deal: int = 0
    down: list[int] = field(default_factory=list)
    rows: list[list[Card]] = field(default_factory=list)
    turn_up: Card | None = None  # None while it lies face down
    turn_up_owner: int | str | None = None
    best: Card | None = None
    holder: int | str | None = None
    spare_down: int = 0
    spare: list[Card] = field(default_factory=list)
    known: dict[int, Card] = field(default_factory=dict)  # the person's looked-at cards by place
    market: Market | None = None  # the offer being answered, as far as the table has shown it

    def __post_init__(self) -> None:
        self.down = self.down or [0] * self.players
        self.rows = self.rows or [[] for _ in range(self.players)]

    def apply(self, e: Event) -> None:
        self._trade(e)
        kind = e.kind
        if kind == "pay":
            src, dst = e.data.get("from"), e.data.get("to")
            if isinstance(src, int):
                self.purses[src] -= e.points
            elif src == "pool":
                self.pool -= e.points
            if isinstance(dst, int):
                self.purses[dst] += e.points
            elif dst == "pool":
                self.pool += e.points
        elif kind == "deal":
            self.dealer = e.seat if e.seat is not None else self.dealer
            self.deal = int(e.data.get("deal", self.deal + 1))
        elif kind == "dealt":
            self.down = [3] * self.players
            self.rows = [[] for _ in range(self.players)]
            self.turn_up, self.turn_up_owner = None, e.seat
            self.best, self.holder = None, None
            self.spare_down, self.spare = int(e.data.get("spare", 0)), []
            self.known = {}
        elif kind == "turn_up":
            self.turn_up = e.cards[0] if e.cards else None
            owner = e.data.get("owner")
            self.turn_up_owner = owner
            self.best, self.holder = self.turn_up, owner
        elif kind == "turn" and e.seat is not None and e.cards:
            self.down[e.seat] = max(0, self.down[e.seat] - 1)
            owner = e.data.get("owner", e.seat)
            self.rows[owner].append(e.cards[0])
            self.known = (
                {i - 1: c for i, c in self.known.items() if i > 0}
                if e.seat == self.human_seat
                else self.known
            )
        elif kind == "chief" and e.seat is not None and e.cards:
            card = e.cards[0]
            for row in self.rows:
                if card in row and row is not self.rows[e.seat]:
                    row.remove(card)
                    self.rows[e.seat].append(card)
            if card == self.turn_up:
                self.turn_up_owner = e.seat
            self.best, self.holder = card, e.seat
        elif kind == "sale" and e.data.get("item") == "turn_up":
            self.turn_up_owner = e.data.get("buyer")
        elif kind == "spare":
            self.spare, self.spare_down = list(e.cards), 0
        elif kind == "look" and e.cards and e.seat == self.human_seat:
            self.known[int(e.data.get("index", 0))] = e.cards[0]

    def _trade(self, e: Event) -> None:
        """The market shown: an offer opens it, a bid or a counter-offer moves it, a refusal takes
        the buyer out; a sale, a card kept or turned closes it."""
        kind, m = e.kind, self.market
        if kind == "offer" and e.seat is not None:
            card = e.cards[0] if e.cards else None
            item, price = str(e.data.get("item", "")), int(e.data.get("price", 0))
            self.market = Market(
                e.seat, item, price, 1, 0, 0, None, (), (), card, int(e.data.get("count", 1))
            )
        elif m is not None and kind == "bid" and e.seat is not None:
            bidders = m.bidders if e.seat in m.bidders else (*m.bidders, e.seat)
            self.market = replace(m, best_bid=int(e.data.get("price", 0)), bidder=e.seat, bidders=bidders)
        elif m is not None and kind == "counter":
            self.market = replace(m, price=int(e.data.get("price", m.price)), round=m.round + 1)
        elif m is not None and kind == "refuse" and e.seat is not None:
            self.market = replace(m, out=(*m.out, e.seat))
        elif kind in MARKET_CLOSED:
            self.market = None

    human_seat: int = -1
