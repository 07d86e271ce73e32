"""Computer players for Speculation: they price every card by its value to the holder and trade.

A card's value is the pool times the exact chance that it is or stays the best trump
(:mod:`hoyle_desktop.engine.speculation.chances`). The strengths differ in how they trade on it:

- **Easy** guesses a card's chance from its rank alone and trades on a whim.
- **Standard** prices at the exact value, as a keen trader: it asks a tenth above the value,
  pays up to 15% over it, and lets a card go for 15% under it.
- **Expert** prices at the exact value and never trades at a loss: it buys only below the value
  (the best trump up to 5% over it, for what it may sell it again for) and sells only above it:
  it asks the least whole number above the value and bids the greatest whole number below it.
  It offers a card only where the offer may sell: at a price a keen trader pays (15% over the
  value), or above that at a table where someone has paid more this game (``dear_buys``, every
  sale being seen): there a card worth a fraction of a counter is offered for one. It spares
  the best trump's three offers for the rounds to come when a keen trader would not pay its price
  now, and at the last sells its cards together when that pays more than the top card alone.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.speculation.chances import STAYS, item_value, outcome, position
from ..engine.speculation.game import height
from ..engine.speculation.view import (
    ANSWER,
    CHIEF,
    ITEM_ALL,
    ITEM_BEST,
    ITEM_TOP,
    LAST,
    SELLER,
    TURN,
    TURN_UP,
    SpeculationView,
)


@dataclass(frozen=True)
class Style:
    ask: float  # the asking price as a multiple of the value (plus ``edge``)
    pay: float  # the most it pays, as a multiple of the value (minus ``edge``)
    take: float  # the least bid it accepts, as a multiple of the value (plus ``edge``)
    bid: float  # its opening bid, as a multiple of the value (minus ``edge``)
    edge: float  # counters kept between its price and the value
    min_offer: float  # the least value worth offering a card for


STYLES = {
    "easy": Style(ask=1.0, pay=1.3, take=0.7, bid=0.8, edge=0.0, min_offer=0.5),
    "standard": Style(ask=1.1, pay=1.15, take=0.85, bid=0.9, edge=0.0, min_offer=1.0),
    "expert": Style(ask=1.0, pay=1.0, take=1.0, bid=1.0, edge=0.05, min_offer=0.0),
}


RESALE = 1.05  # the best trump's worth to the Expert as a buyer, as a multiple of its value


class SpeculationBot:
    def __init__(self, strength: str = "standard", seed: int = 0) -> None:
        self.name = strength
        self.style = STYLES[strength]
        self.rng = random.Random(seed)

    # -- values ---------------------------------------------------------------------------------
    def value(self, view: SpeculationView, item: str, seller: int) -> float:
        """What the item is worth, in counters, as this player reckons it."""
        if self.name == "easy":
            return view.pool * self._rough_chance(view, item) * self.rng.uniform(0.6, 1.4)
        return item_value(view, item, seller)

    def worth(self, view: SpeculationView, item: str, seller: int) -> float:
        """What the item is worth to this player as a buyer: its value, and to the Expert the best
        trump 5% more, for the offers it may make of it at a keen trader's price in the rounds to
        come (measured: buying up to 5% over the value gains, 10% does not)."""
        value = self.value(view, item, seller)
        return value * RESALE if self.style.edge and item == ITEM_BEST else value

    @staticmethod
    def _rough_chance(view: SpeculationView, item: str) -> float:
        """A beginner's guess: a best trump's chance by its rank, any face-down card one in players."""
        if view.best is None or item not in ("best",):
            return 1.0 / max(2, view.players)
        return (height(view.best) - 1) / 13

    def asking_price(self, value: float, opening: bool = False) -> int:
        """The price it names: the Expert the least whole number above the value, or, opening a
        market, as much as a keen trader would pay (15% over the value) when that is more."""
        s = self.style
        if not s.edge:
            return max(1, round(value * s.ask))
        least = math.floor(value + s.edge) + 1
        return max(least, math.floor(value * 1.15)) if opening else least

    def opening_bid(self, value: float) -> int:
        """The Expert opens low, at what a keen trader takes (15% under the value)."""
        top = self.highest_bid(value)
        return min(top, math.ceil(value * 0.85)) if self.style.edge else top

    def highest_bid(self, value: float) -> int:
        """The most it bids: the Expert the greatest whole number below the value."""
        s = self.style
        return math.ceil(value - s.edge) - 1 if s.edge else math.floor(value * s.bid)

    # -- choosing -------------------------------------------------------------------------------
    def choose(self, view: SpeculationView, legal: Sequence[Action]) -> Action:  # type: ignore[override]
        kinds = {a.kind for a in legal}
        if view.phase in (TURN_UP, TURN, CHIEF, LAST):
            return self._window(view, legal, kinds)
        if view.phase == ANSWER and view.market is not None:
            return self._answer(view, legal)
        if view.phase == SELLER and view.market is not None:
            return self._seller(view, legal)
        return legal[0]

    def _window(self, view: SpeculationView, legal: Sequence[Action], kinds: set[str]) -> Action:
        act = next(a for a in legal if a.kind in ("turn", "keep"))
        if "offer" not in kinds or view.window_item is None:
            return act
        item = view.window_item
        value = self.value(view, item, view.seat)
        if self.style.edge and "offer_all" in kinds:  # the last cards: sell them together if that pays more
            price = self._packet_price(view, value)
            packet = self._priced(legal, "offer_all", price) if price else None
            if packet is not None:
                return packet
        if value < self.style.min_offer:
            return act
        if self.style.edge and not self._worth_an_offer(view, item, value):
            return act
        if self.name == "easy" and self.rng.random() < 0.5:
            return act
        if item == ITEM_TOP and view.phase == TURN and view.holder == view.seat:
            return act
        return self._priced(legal, "offer", self.asking_price(value, opening=True)) or act

    def _worth_an_offer(self, view: SpeculationView, item: str, value: float) -> bool:
        """An offer is worth making when it may sell: at a price a keen trader pays (15% over the
        value), or above it to a table where someone has paid more than that this game. The best
        trump may be offered only three times a deal: above a keen trader's price it is offered
        only with an offer to spare for each round still to come, when the value will have changed."""
        price = self.asking_price(value)
        if not self.would_sell(view, value, price):
            return False
        if item != ITEM_BEST or math.floor(value * 1.15) >= price:
            return True
        rounds = max((d for s, d in enumerate(view.down) if s != view.seat), default=0)
        return view.offers_left > rounds

    @staticmethod
    def would_sell(view: SpeculationView, value: float, price: int) -> bool:
        """Whether an offer at ``price`` may find a buyer: a keen trader pays up to 15% over the
        value; more only a player seen to pay more this game (``dear_buys``), with the counters."""
        if price <= math.floor(value * 1.15):
            return True
        dear = view.dear_buys
        return any(
            s != view.seat and s < len(dear) and dear[s] > 0 and view.purses[s] >= price
            for s in range(view.players)
        )

    def _packet_price(self, view: SpeculationView, top: float) -> int:
        """The asking price for all its cards together, when a keen trader's price for them (15%
        over their value) gains more than for the top card alone; else 0 (none)."""
        packet = self.value(view, ITEM_ALL, view.seat)
        gain = math.floor(packet * 1.15) - packet
        if gain > self.style.edge and gain > math.floor(top * 1.15) - top:
            return self.asking_price(packet, opening=True)
        return 0

    def _answer(self, view: SpeculationView, legal: Sequence[Action]) -> Action:
        m = view.market
        assert m is not None
        value = self.worth(view, m.item, m.seller)
        s = self.style
        refuse = Action("refuse")
        if Action("buy") in legal and m.price <= value * s.pay - s.edge:
            return Action("buy")
        bid = self.opening_bid(value) if m.round == 1 else self.highest_bid(value)
        if bid <= m.best_bid:
            bid = self.highest_bid(value)
        if bid > m.best_bid and bid >= 1:
            return self._priced(legal, "bid", bid) or refuse
        return refuse

    def _seller(self, view: SpeculationView, legal: Sequence[Action]) -> Action:
        m = view.market
        assert m is not None
        value = self.value(view, m.item, m.seller)
        s = self.style
        if m.best_bid >= value * s.take + s.edge:
            return Action("accept")
        least = self.asking_price(value) if s.edge else math.ceil(value * s.take)
        counter = max(m.best_bid + 1, least if s.edge else math.ceil((m.price + least) / 2))
        if s.edge and counter >= m.price:  # no price left between the bid and the ask above the value
            return Action("refuse")
        return self._priced(legal, "counter", counter) or Action("refuse")

    # -- the coach's values ----------------------------------------------------------------------
    def evaluate(self, view: SpeculationView, legal: Sequence[Action]) -> list[tuple[Action, float]]:
        """The action :meth:`choose` takes first, then the sensible others (never every price: the offers
        below its asking price, which its rule values, but no offer above it, whose worth depends on
        who would take it), each
        with what it gains this seat in counters against letting things be: an offer its gain at the
        value (:meth:`value`) less the player's edge (it asks for no less), an answer to an offer
        (buy, bid, accept, counter) the price against the worth alone, so that the coach's words
        ("costs 3, worth 3.01") add up to it (the edge only makes the Expert pass a gain smaller
        than it: shown no higher than the choice), an offer nobody would
        take (worth under a counter) nothing, looking out of turn its fine and the seat's chance of
        the pool. Best first; none shown above the choice."""
        chosen = self.choose(view, legal)
        s, m = self.style, view.market
        listed: dict[Action, float] = {}
        if view.phase in (TURN_UP, TURN, CHIEF, LAST):
            for a in legal:
                if a.kind in ("turn", "keep"):
                    listed[a] = 0.0
                elif a.kind == "look" and a not in listed:
                    listed[a] = -(float(view.rules.get("look_penalty", 0) or 0) + pool_share(view))
            item = view.window_item
            if item is not None and any(a.kind == "offer" for a in legal):
                v = self.value(view, item, view.seat)
                offer = (
                    chosen
                    if chosen.kind == "offer"
                    else self._priced(legal, "offer", self.asking_price(v, True))
                )
                mine = item == ITEM_TOP and view.phase == TURN and view.holder == view.seat
                if offer is not None:  # its own next card, holding the best trump, it keeps
                    # its asking price, and (for the review) every lower one where its own gains
                    price = int(offer.value or 0)
                    for a in legal:
                        if a == offer or (a.kind == "offer" and int(a.value or 0) < price):
                            ask = int(a.value or 0)
                            gain = ask - v - s.edge
                            sells = v >= s.min_offer and not mine and self.would_sell(view, v, ask)
                            listed[a] = gain if sells else min(gain, 0.0)
                    if listed[offer] <= 0:  # no gain at its own price: a lower one says nothing more
                        listed = {a: x for a, x in listed.items() if a.kind != "offer" or a == offer}
        elif view.phase == ANSWER and m is not None:
            v = self.worth(view, m.item, m.seller)
            listed[Action("refuse")] = 0.0
            if Action("buy") in legal:
                listed[Action("buy")] = v - m.price
            bids = [a for a in legal if a.kind == "bid"]
            if chosen.kind == "bid":
                bids = [chosen, *(a for a in bids if a.value == self.highest_bid(v))]
            elif chosen.kind == "refuse":
                bids = bids[:1]  # the least bid allowed
            else:
                bids = []  # a bargain is bought, not bid for
            for a in bids:
                listed[a] = v - int(a.value or 0)
        elif view.phase == SELLER and m is not None:
            v = self.value(view, m.item, m.seller)
            listed[Action("accept")] = m.best_bid - v
            listed[Action("refuse")] = 0.0
            if chosen.kind == "counter":
                listed[chosen] = int(chosen.value or 0) - v
        top = listed.setdefault(chosen, 0.0)
        rest = sorted((a for a in listed if a != chosen), key=lambda a: -listed[a])
        return [(chosen, top), *((a, min(listed[a], top)) for a in rest if a in legal)]

    @staticmethod
    def _priced(legal: Sequence[Action], kind: str, price: int) -> Action | None:
        """The legal ``kind`` action nearest ``price`` (prices run from 1 to the pool)."""
        options = [a for a in legal if a.kind == kind and isinstance(a.value, int)]
        if not options:
            return None
        exact = [a for a in options if a.value == price]
        if exact:
            return exact[0]
        if kind == "bid":  # never bid above the price it chose
            lower = [a for a in options if isinstance(a.value, int) and a.value <= price]
            return max(lower, key=lambda a: int(a.value or 0)) if lower else None
        return min(options, key=lambda a: abs(int(a.value or 0) - price))


def pool_share(view: SpeculationView) -> float:
    """What the pool is worth to this seat now, in counters: the chance that its best trump stays
    best or that a higher one turns up among its own face-down cards, times the pool."""
    if view.best is None:
        return 0.0
    where = outcome(position(view), view.best)
    mine = where.get(view.seat, 0.0) + (where.get(STAYS, 0.0) if view.holder == view.seat else 0.0)
    return view.pool * mine


def _factory(strength: str):
    return lambda seed=0: SpeculationBot(strength, seed)


FACTORIES = {name: _factory(name) for name in ("easy", "standard", "expert")}
