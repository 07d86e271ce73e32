"""What the trading games share (Commerce, My Bird Sings, Speculation): a table of seats round a
dealer, a pack dealt into hands with the rest as the stock, one pool and every purse on the
:class:`~hoyle_desktop.engine.ledger.Ledger`, and the two ways a card changes hands: with the stock
(a card out, the top card in) and with a neighbour (a card across, unseen by the rest).

A game subclasses :class:`TradingTable`, keeps its own phase and turn, and calls these helpers so
that every movement of a card or a counter is one event of a known kind.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..actions import JSON, Event
from ..cards import PIQUET_RANKS, Card, full_pack, shuffled, stripped_pack
from ..game import Game, Result
from ..ledger import Ledger, points_by_reason

POOL = "pool"


def make_pack(size: int) -> list[Card]:
    """The 52-card pack or the 32-card one (ace, seven to king)."""
    return full_pack() if size == 52 else stripped_pack(ranks=PIQUET_RANKS)


def left_of(seat: int, players: int) -> int:
    return (seat + 1) % players


class TradingTable(Game):
    """Seats, the dealer, the hands, the stock, the pool and the purses, and the event log."""

    def __init__(self, rules: Mapping[str, Any], seed: int, cfg: Any) -> None:
        """``cfg``: the game's typed rules, with at least ``players``, ``purse`` and ``pack``."""
        super().__init__(rules, seed)
        self.cfg = cfg
        self.n = players = cfg.players
        self.pack = make_pack(cfg.pack)
        self.ledger = Ledger(players, cfg.purse, (POOL,), allow_debt=True)  # settled on paper
        self.events: list[Event] = []
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []  # face down; index 0 is the top
        self.dealer = 0
        self.deal_no = 0
        self._result: Result | None = None
        self._deals: list[JSON] = []

    def begin(self, start: Callable[[], None]) -> None:
        """Choose the first dealer (at random, as cutting would), run ``start`` (the first deal) and
        keep what it produced as the opening events."""
        self.dealer = self.rng.randrange(self.n)
        self.emit(Event("first_dealer", self.dealer))
        start()
        self.opening_events, self.events = self.events, []

    # -- the contract -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    def result(self) -> Result | None:
        return self._result

    def deal_log(self) -> list[JSON]:
        return list(self._deals)

    # -- events -----------------------------------------------------------------------------------
    def emit(self, *events: Event) -> None:
        if not self.quiet:
            self.events.extend(events)

    def pay(self, src: int | str, dst: int | str, amount: int, reason: str, **data: Any) -> Event | None:
        """Move counters (a purse may go below its start: the game is settled on paper)."""
        if amount <= 0:
            return None
        event = self.ledger.move(src, dst, amount, reason, **data)
        self.emit(event)
        return event

    # -- dealing ----------------------------------------------------------------------------------
    def order_from_left(self, seats: Sequence[int] | None = None) -> list[int]:
        """The seats in play order: the dealer's left first, the dealer last."""
        chosen = set(range(self.n) if seats is None else seats)
        return [s for k in range(1, self.n + 1) if (s := (self.dealer + k) % self.n) in chosen]

    def deal(self, pack: Sequence[Card], each: int, seats: Sequence[int] | None = None) -> None:
        """Shuffle ``pack`` and deal ``each`` cards to every seat in play, the rest to the stock."""
        cards = shuffled(pack, self.rng)
        order = self.order_from_left(seats)
        self.hands = [[] for _ in range(self.n)]
        for seat in order:
            self.hands[seat] = cards[:each]
            del cards[:each]
        self.stock = cards
        self.deal_no += 1
        if not self.quiet:
            self._deals.append({"dealer": self.dealer, "hands": [[c.code for c in h] for h in self.hands]})
        for seat in order:
            self.emit(Event("deal", seat, cards=tuple(self.hands[seat]), private_to=(seat,)))

    # -- cards changing hands ------------------------------------------------------------------------
    def exchange_with_stock(self, seat: int, out: Card, *, to_bottom: bool = True) -> Card:
        """``seat`` gives ``out`` to the stock (at the bottom, unseen) and takes the top card."""
        new = self.stock.pop(0)
        hand = self.hands[seat]
        hand[hand.index(out)] = new
        if to_bottom:
            self.stock.append(out)
        return new

    def swap_with(self, seat: int, give: Card, other: int, take: Card) -> None:
        """``seat`` gives ``give`` to ``other`` and receives ``take`` from it."""
        mine, theirs = self.hands[seat], self.hands[other]
        mine[mine.index(give)] = take
        theirs[theirs.index(take)] = give

    # -- the end ----------------------------------------------------------------------------------
    def finish(self, **details: Any) -> None:
        """Empty the pool to the players (by the game's rule, before calling), then end the game."""
        self.ledger.check()
        nets = self.ledger.nets()
        best = max(nets)
        winners = tuple(s for s in range(self.n) if nets[s] == best)
        self._result = Result(
            winners=winners,
            scores=nets,
            outcomes=tuple("win" if s in winners else "loss" for s in range(self.n)),
            stakes=nets,
            details={"points": points_by_reason(self.events, self.n), **details},
        )
        self.emit(Event("game_over", data={"nets": list(nets)}))

    def share_pool(self, seats: Sequence[int], reason: str, amount: int | None = None) -> None:
        """Divide ``amount`` of the pool (all of it by default) equally among ``seats``; the odd
        counters go one each to the first of them from the dealer's left."""
        total = self.ledger.pool(POOL) if amount is None else min(amount, self.ledger.pool(POOL))
        if not seats or total <= 0:
            return
        order = self.order_from_left(seats)
        share, odd = divmod(total, len(order))
        for k, seat in enumerate(order):
            self.pay(POOL, seat, share + (1 if k < odd else 0), reason)
