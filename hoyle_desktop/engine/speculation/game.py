"""Speculation's state machine: the deal, the turning of cards in turn, the chief hand, and the market.

A deal: the dealer pays two to the pool, the others one; three cards each face down (and a spare
hand, a variation); the next card is the turn-up for trumps, which the dealer may sell before
turning it. From the dealer's left (or the purchaser's) each player turns up his top card in
turn; a higher trump makes its owner the chief hand, who may keep it or offer it then and there,
and keeps his own cards down while the others turn theirs. When only the chief hand has cards
down he may sell them, singly or all together, and turns them up; the holder of the best trump takes the pool.

Selling is a window before a card is turned: the seat whose turn it is turns the card, or offers
it at a price; the chief hand, at his turn, keeps the best trump or offers it. An offer goes round
the other players from the seller's left: each buys at the price, bids below it, or refuses; the
seller then accepts the best bid, counters with a new price put to those who bid (at most
:data:`MAX_ROUNDS` prices in all) or keeps the card. A card is offered at most
:data:`MAX_OFFERS` times a deal, so a deal ends whatever is played.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action, Event
from ..cards import PIQUET_RANKS, Card, Rank, full_pack, shuffled, stripped_pack
from ..game import Game, Result
from ..ledger import Ledger
from ..stops.dealing import cut_for_deal
from . import SPEC
from .rules import SpeculationRules
from .view import (
    ANSWER,
    CHIEF,
    ITEM_ALL,
    ITEM_BEST,
    ITEM_TOP,
    ITEM_TURN_UP,
    LAST,
    OVER,
    POOL,
    SELLER,
    TURN,
    TURN_UP,
    Market,
    SpeculationView,
)

MAX_ROUNDS = 3  # asking prices in one market: the offer and two counter-offers
MAX_OFFERS = 3  # times one card may be offered in a deal
DEAR = 1.15  # a purchase above this many times the item's worth is dear: a keen trader pays no more
HAND = 3
HIGH_RANKS = frozenset({Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK})
PENALTY_RANKS = frozenset({Rank.JACK, Rank.FIVE})


def height(card: Card) -> int:
    """Ace high: the ace counts fourteen."""
    return 14 if card.rank == Rank.ACE else int(card.rank)


class SpeculationGame(Game):
    spec = SPEC

    def __init__(
        self,
        rules: Mapping[str, Any],
        seed: int,
        *,
        dealer: int | None = None,
        stacks: list[list[Card]] | None = None,
    ) -> None:
        """``dealer`` and ``stacks`` (the top cards of each coming deal, in dealing order) are for
        tests that need a known deal."""
        super().__init__(rules, seed)
        self._stacks = [list(s) for s in stacks or []]
        self.cfg = SpeculationRules.from_mapping(self.rules)
        n = self.cfg.players
        self.ledger = Ledger(n, self.cfg.purse, (POOL,))
        self.events: list[Event] = []
        self._log: list[dict[str, Any]] = []
        self._result: Result | None = None
        self.deals_done = 0
        self.deal_no = 0
        self.dear_buys = [0] * n  # purchases above a keen trader's price, this game (every sale is seen)
        self.phase = TURN_UP
        self.actor: int | None = None
        self.window_item: str | None = None
        self.market: Market | None = None
        self.queue: list[int] = []  # buyers still to answer in this round of the market
        if dealer is None:
            dealer, shown = cut_for_deal(self.rng, range(n))
            self._emit(Event("first_dealer", seat=dealer, reason="first_knave", cards=tuple(shown)))
        self.dealer = dealer
        self._start_deal()
        self.opening_events = list(self.events)

    # -- the contract ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.cfg.players

    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None or self.actor is None:
            return ()
        return (self.actor,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self._result is not None or seat != self.actor:
            return []
        out: list[Action] = []
        if self.phase in (TURN_UP, TURN, LAST):
            out.append(Action("turn"))
        elif self.phase == CHIEF:
            out.append(Action("keep"))
        if self.phase in (TURN_UP, TURN, CHIEF, LAST) and self.window_item is not None:
            out.extend(Action("offer", value=p) for p in self.price_range())
            if self.phase == LAST and len(self.down[seat]) > 1:
                out.extend(Action("offer_all", value=p) for p in self.price_range())
        if self.phase in (TURN, LAST) and self.cfg.look_penalty:
            out.extend(
                Action("look", value=i) for i, c in enumerate(self.down[seat]) if c not in self.known[seat]
            )
        if self.phase == ANSWER and self.market is not None:
            m = self.market
            purse = self.ledger.purse(seat)
            if purse >= m.price:
                out.append(Action("buy"))
            out.extend(Action("bid", value=q) for q in range(m.best_bid + 1, min(m.price - 1, purse) + 1))
            out.append(Action("refuse"))
        if self.phase == SELLER and self.market is not None:
            m = self.market
            out.append(Action("accept"))
            if m.round < m.rounds:
                out.extend(Action("counter", value=p) for p in range(m.best_bid + 1, m.price))
            out.append(Action("refuse"))
        return out

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        if action.kind in ("offer", "offer_all") and self.window_item is None:
            return "nothing_to_sell"
        if action.kind in ("offer", "offer_all", "bid", "counter"):
            if (
                action.kind == "bid"
                and isinstance(action.value, int)
                and action.value > self.ledger.purse(seat)
            ):
                return "cannot_afford"
            return "bad_price"
        if action.kind == "buy" and self.market is not None and self.ledger.purse(seat) < self.market.price:
            return "cannot_afford"
        return "not_allowed"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        kind = action.kind
        if kind == "turn":
            self._turn(seat)
        elif kind == "keep":
            self._emit(Event("keep", seat=seat, cards=(self.best,) if self.best else ()))
            self._advance(seat)
        elif kind in ("offer", "offer_all"):
            self._offer(
                seat,
                ITEM_ALL if kind == "offer_all" else self.window_item or ITEM_TOP,
                int(action.value or 0),
            )
        elif kind == "look":
            self._look(seat, int(action.value or 0))
        elif kind == "buy":
            assert self.market is not None
            self._emit(Event("buy", seat=seat, data={"price": self.market.price}))
            self._sell(seat, self.market.price)
        elif kind == "bid":
            assert self.market is not None
            bidders = self.market.bidders if seat in self.market.bidders else (*self.market.bidders, seat)
            self.market = _replace(self.market, best_bid=int(action.value or 0), bidder=seat, bidders=bidders)
            self._emit(Event("bid", seat=seat, data={"price": int(action.value or 0)}))
            self._ask_next()
        elif kind == "refuse" and self.phase == ANSWER:
            assert self.market is not None
            self.market = _replace(self.market, out=(*self.market.out, seat))
            self._emit(Event("refuse", seat=seat))
            self._ask_next()
        elif kind == "accept":
            assert self.market is not None and self.market.bidder is not None
            self._emit(
                Event("accept", seat=seat, data={"price": self.market.best_bid, "buyer": self.market.bidder})
            )
            self._sell(self.market.bidder, self.market.best_bid)
        elif kind == "counter":
            assert self.market is not None
            m = _replace(self.market, price=int(action.value or 0), round=self.market.round + 1)
            self.market = m
            self._emit(Event("counter", seat=seat, data={"price": m.price, "round": m.round}))
            self.queue = [b for b in self._buyers(m.seller) if b in m.bidders and b not in m.out]
            self._ask_next()
        else:  # the seller keeps the card
            self._emit(Event("keep_offer", seat=seat))
            self._no_sale()
        return self.events[start:]

    def view(self, seat: int) -> SpeculationView:
        n = self.players
        return SpeculationView(
            seat=seat,
            game=self.spec.key,
            pack_size=self.cfg.pack,
            deal=self.deal_no,
            deals=self.cfg.deal_count(),
            dealer=self.dealer,
            phase=OVER if self._result is not None else self.phase,
            to_act=self.actor if self._result is None else None,
            turn_up=self.turn_up if self.turn_up_shown else None,
            turn_up_owner=self.turn_up_owner,
            rows=tuple(tuple(r) for r in self.rows),
            down=tuple(len(d) for d in self.down),
            known=tuple((i, c) for i, c in enumerate(self.down[seat]) if c in self.known[seat]),
            looked=tuple(self.forfeit),
            best=self.best,
            holder=self.holder,
            spare_size=0 if self.spare_shown else len(self.spare),
            spare=tuple(self.spare) if self.spare_shown else (),
            pool=self.ledger.pool(POOL),
            purses=self.ledger.purses,
            nets=self.ledger.nets(),
            market=self.market,
            window_item=self.window_item if self.phase in (TURN_UP, TURN, CHIEF, LAST) else None,
            rules=dict(self.rules) | {"players": n},
            offers_left=self._offers_left(),
            dear_buys=tuple(self.dear_buys),
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        hidden = {c for d in self.down for c in d} - self.known[seat]
        hidden.update(self.stock)
        if not self.spare_shown:
            hidden.update(self.spare)
        if not self.turn_up_shown:
            hidden.add(self.turn_up)
        return frozenset(hidden)

    def result(self) -> Result | None:
        return self._result

    def deal_log(self) -> list[dict[str, Any]]:
        return self._log

    def card_places(self) -> list[list[str]]:
        """Where every card lies now (hands, spare, turn-up, stock): for tests of determinised
        copies, since no view shows a face-down card."""
        return [[c.code for c in d] for d in self.down] + [
            [c.code for c in self.spare],
            [self.turn_up.code],
            [c.code for c in self.stock],
        ]

    # -- the deal -------------------------------------------------------------------------------
    def pack(self) -> list[Card]:
        return stripped_pack(PIQUET_RANKS) if self.cfg.pack == 32 else full_pack()

    def _start_deal(self) -> None:
        n = self.players
        self.deal_no += 1
        self._emit(Event("deal", seat=self.dealer, data={"deal": self.deal_no}))
        for seat in self._from(self.dealer):
            self._charge(seat, 2 if seat == self.dealer else 1, "stake")
        cards = shuffled(self.pack(), self.rng)
        if self._stacks:
            top = self._stacks.pop(0)
            cards = top + [c for c in cards if c not in top]
        hands: list[list[Card]] = [[] for _ in range(n)]
        spare: list[Card] = []
        order = self._from(self.dealer)
        i = 0
        for _ in range(HAND):
            for seat in order:
                hands[seat].append(cards[i])
                i += 1
            if self.cfg.spare_hand:
                spare.append(cards[i])
                i += 1
        self.down = hands
        self.spare = spare
        self.spare_shown = False
        self.turn_up = cards[i]
        self.stock = cards[i + 1 :]
        self.turn_up_shown = False
        self.turn_up_owner: int | str = POOL if self.cfg.turn_up_to_pool else self.dealer
        self.rows: list[list[Card]] = [[] for _ in range(n)]
        self.known: list[set[Card]] = [set() for _ in range(n)]
        self.forfeit = [False] * n
        self.best: Card | None = None
        self.holder: int | str | None = None
        self.offers: dict[Any, int] = {}
        self.market = None
        self._log.append(
            {
                "dealer": self.dealer,
                "hands": [[c.code for c in h] for h in hands],
                "turn_up": self.turn_up.code,
                "spare": [c.code for c in spare],
            }
        )
        self._emit(Event("dealt", seat=self.dealer, data={"spare": len(spare)}))
        if self.turn_up_owner == POOL:
            self._turn_up_card()
        else:
            self._window(TURN_UP, self.dealer, ITEM_TURN_UP)

    # -- windows --------------------------------------------------------------------------------
    def _window(self, phase: str, seat: int, item: str | None) -> None:
        """``seat`` decides: act at once, or offer ``item`` (when it may still be offered)."""
        self.phase, self.actor = phase, seat
        self.window_item = item if item is not None and self._may_offer(seat, item) else None

    def _offer_key(self, seat: int, item: str) -> Any:
        if item == ITEM_TURN_UP:
            return self.turn_up
        if item == ITEM_BEST:
            return self.best
        if item == ITEM_ALL:
            return ("all", seat)
        return self.down[seat][0] if self.down[seat] else None

    def _offers_left(self) -> int:
        if self.phase not in (TURN_UP, TURN, CHIEF, LAST) or self.window_item is None or self.actor is None:
            return 0
        return MAX_OFFERS - self.offers.get(self._offer_key(self.actor, self.window_item), 0)

    def _may_offer(self, seat: int, item: str) -> bool:
        key = self._offer_key(seat, item)
        return key is not None and self.offers.get(key, 0) < MAX_OFFERS and bool(self._buyers(seat))

    def price_range(self) -> range:
        return range(1, max(1, self.ledger.pool(POOL)) + 1)

    def _buyers(self, seller: int) -> list[int]:
        """The other players, from the seller's left, who could at least bid one counter."""
        return [s for s in self._from(seller) if s != seller and self.ledger.purse(s) >= 1]

    def _from(self, seat: int) -> list[int]:
        """Every seat, starting with the one to the left of ``seat`` and ending with ``seat``."""
        n = self.players
        return [(seat + k) % n for k in range(1, n + 1)]

    def _advance(self, after: int) -> None:
        """The next window: going round from the left of ``after``, the next player with cards
        down who is not the chief hand turns; at his turn the chief hand may sell the best trump.
        When only the chief hand has cards down, he decides on them last."""
        self.market = None
        chief = self.holder if isinstance(self.holder, int) else None
        if not any(self.down[s] for s in range(self.players) if s != chief):
            if chief is not None and self.down[chief]:
                self._window(LAST, chief, ITEM_TOP)
            else:
                self._end_of_deal()
            return
        for seat in self._from(after):
            if seat == chief:
                if self._may_offer(seat, ITEM_BEST):
                    self._window(CHIEF, seat, ITEM_BEST)
                    return
            elif self.down[seat]:
                self._window(TURN, seat, ITEM_TOP)
                return
        raise AssertionError("a player with cards down was not reached")

    # -- turning cards --------------------------------------------------------------------------
    def _turn(self, seat: int) -> None:
        if self.phase == TURN_UP:
            self._turn_up_card()
        elif self.phase == LAST:
            while self.down[seat]:
                self._turn_top(seat)
            self._advance(seat)
        else:
            self._after_turn(seat, self._turn_top(seat))

    def _after_turn(self, seat: int, superior: bool) -> None:
        """Peel: a player who turns a higher trump "becomes the chief hand, and may either retain the
        card ... or he may sell it": he decides at once, before the next player turns."""
        if superior and self.holder == seat and self._may_offer(seat, ITEM_BEST):
            self._window(CHIEF, seat, ITEM_BEST)
        else:
            self._advance(seat)

    def _turn_up_card(self) -> None:
        card, owner = self.turn_up, self.turn_up_owner
        self.turn_up_shown = True
        self.best, self.holder = card, owner
        self._emit(
            Event(
                "turn_up",
                seat=owner if isinstance(owner, int) else None,
                cards=(card,),
                data={"owner": owner},
            )
        )
        if isinstance(owner, int):
            self._penalty(owner, card)
        if self.cfg.high_turn_up_ends and card.rank in HIGH_RANKS:
            self._emit(Event("high_turn_up", cards=(card,), data={"owner": owner}))
            self._settle()
            return
        self._advance(owner if isinstance(owner, int) else self.dealer)

    def _turn_top(self, seat: int, buyer: int | None = None) -> bool:
        """``seat`` turns up his top card; a higher trump goes to ``buyer`` when it was sold."""
        card = self.down[seat].pop(0)
        self.known[seat].discard(card)
        superior = card.suit == self.turn_up.suit and (self.best is None or height(card) > height(self.best))
        owner = buyer if buyer is not None and superior else seat
        self.rows[owner].append(card)
        self._emit(Event("turn", seat=seat, cards=(card,), data={"owner": owner, "superior": superior}))
        self._penalty(seat if buyer is None else buyer, card)
        if superior:
            self.best, self.holder = card, owner
            self._emit(Event("chief", seat=owner, cards=(card,)))
        return superior

    def _penalty(self, payer: int, card: Card) -> None:
        if self.cfg.knave_five_penalty and card.rank in PENALTY_RANKS:
            self._charge(payer, self.cfg.knave_five_penalty, "knave_or_five")

    def _look(self, seat: int, index: int) -> None:
        card = self.down[seat][index]
        self.known[seat].add(card)
        self.forfeit[seat] = True
        self._emit(Event("look", seat=seat, cards=(card,), data={"index": index}, private_to=(seat,)))
        self._charge(seat, self.cfg.look_penalty, "looked")

    # -- the market -----------------------------------------------------------------------------
    def _offer(self, seller: int, item: str, price: int) -> None:
        key = self._offer_key(seller, item)
        self.offers[key] = self.offers.get(key, 0) + 1
        card = self.best if item == ITEM_BEST else None
        count = len(self.down[seller]) if item == ITEM_ALL else 1
        self.market = Market(seller, item, price, 1, MAX_ROUNDS, 0, None, (), (), card, count)
        self._emit(
            Event(
                "offer",
                seat=seller,
                cards=(card,) if card else (),
                data={"item": item, "price": price, "count": count},
            )
        )
        self.queue = self._buyers(seller)
        self._ask_next()

    def _ask_next(self) -> None:
        m = self.market
        assert m is not None
        while self.queue:
            buyer = self.queue.pop(0)
            purse = self.ledger.purse(buyer)
            if buyer not in m.out and (purse >= m.price or m.best_bid + 1 <= min(m.price - 1, purse)):
                self.phase, self.actor, self.window_item = ANSWER, buyer, None
                return
        if m.bidder is not None:
            self.phase, self.actor, self.window_item = SELLER, m.seller, None
        else:
            self._emit(Event("no_sale", seat=m.seller, data={"item": m.item}))
            self._no_sale()

    def _sell(self, buyer: int, price: int) -> None:
        m = self.market
        assert m is not None
        seller = m.seller
        from .chances import public_value  # here: chances imports this module

        if price > DEAR * public_value(self.view(buyer), m.item, seller) + 1e-9:
            self.dear_buys[buyer] += 1
        self._emit(self.ledger.move(buyer, seller, price, "sale", item=m.item))
        self._emit(
            Event(
                "sale",
                seat=seller,
                cards=(m.card,) if m.card else (),
                data={"buyer": buyer, "item": m.item, "price": price, "count": m.count},
            )
        )
        self.market = None
        if m.item == ITEM_TURN_UP:
            self.turn_up_owner = buyer
            self._turn_up_card()
        elif m.item == ITEM_BEST:
            assert self.best is not None and isinstance(self.holder, int)
            if self.best is self.turn_up:  # the turn-up lies in the middle, its owner changes
                self.turn_up_owner = buyer
            else:
                self.rows[self.holder].remove(self.best)
                self.rows[buyer].append(self.best)
            self.holder = buyer
            self._emit(Event("chief", seat=buyer, cards=(self.best,)))
            self._advance(buyer)
        elif m.item == ITEM_ALL:
            changed = False
            while self.down[seller]:
                changed = self._turn_top(seller, buyer) or changed
            self._advance(buyer if changed else seller)
        else:
            superior = self._turn_top(seller, buyer)
            self._advance(buyer if superior else seller)

    def _no_sale(self) -> None:
        m = self.market
        assert m is not None
        self.market = None
        if m.item == ITEM_TURN_UP:
            self._turn_up_card()
        elif m.item == ITEM_BEST:
            self._advance(m.seller)
        elif m.item == ITEM_ALL:
            while self.down[m.seller]:
                self._turn_top(m.seller)
            self._advance(m.seller)
        else:
            self._after_turn(m.seller, self._turn_top(m.seller))

    # -- the end of a deal ----------------------------------------------------------------------
    def _end_of_deal(self) -> None:
        if self.spare:
            self.spare_shown = True
            self._emit(Event("spare", cards=tuple(self.spare)))
        self._settle()

    def _settle(self) -> None:
        """The holder of the best trump takes the pool; it stays for the next deal when the spare
        hand beats the best trump, the pool owns it, or its holder looked out of turn."""
        best = self.best
        assert best is not None
        spare_wins = self.spare_shown and any(
            c.suit == best.suit and height(c) > height(best) for c in self.spare
        )
        holder = self.holder
        if spare_wins:
            self._emit(Event("pool_stays", reason="spare_hand", cards=(best,)))
        elif holder == POOL:
            self._emit(Event("pool_stays", reason="turn_up_pool", cards=(best,)))
        elif isinstance(holder, int) and self.forfeit[holder]:
            self._emit(Event("pool_stays", seat=holder, reason="looked", cards=(best,)))
        elif isinstance(holder, int):
            self._emit(Event("win", seat=holder, cards=(best,)))
            self._emit(self.ledger.move(POOL, holder, self.ledger.pool(POOL), "pool"))
        self.phase, self.actor, self.window_item, self.market = TURN_UP, None, None, None
        self.deals_done += 1
        self._emit(
            Event("deal_end", seat=holder if isinstance(holder, int) else None, data={"deal": self.deal_no})
        )
        if self.deals_done >= self.cfg.deal_count():
            self._finish()
        else:
            self.dealer = (self.dealer + 1) % self.players
            self._start_deal()

    def _finish(self) -> None:
        """The last deal is over: a pool still standing is shared out, the odd counters one each
        from the dealer's left."""
        left = self.ledger.pool(POOL)
        order = self._from(self.dealer)
        for i, seat in enumerate(order):
            share = left // len(order) + (1 if i < left % len(order) else 0)
            if share:
                self._emit(self.ledger.move(POOL, seat, share, "pool_shared"))
        self.ledger.check()
        nets = self.ledger.nets()
        top = max(nets)
        winners = tuple(s for s in range(self.players) if nets[s] == top)
        outcomes = tuple("win" if s in winners else "loss" for s in range(self.players))
        self._result = Result(winners, nets, outcomes, nets, {"deals": self.deals_done})
        self.phase, self.actor = OVER, None
        self._emit(Event("game_end", data={"nets": list(nets)}))

    # -- counters -------------------------------------------------------------------------------
    def _charge(self, seat: int, amount: int, reason: str) -> None:
        for event in self.ledger.charge(seat, POOL, amount, reason):
            self._emit(event)

    def _emit(self, event: Event) -> None:
        self.events.append(event)


def _replace(m: Market, **changes: Any) -> Market:
    from dataclasses import replace

    return replace(m, **changes)
