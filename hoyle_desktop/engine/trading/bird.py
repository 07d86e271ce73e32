"""My Bird Sings (Peel, Round Games with Cards): four cards each, passed round to the left until a
player holds four of one suit or one of each suit and says "My bird sings".

Each turn the player holding the cards sings if he can; otherwise (the first method) he throws a
card face down to his left-hand neighbour, or (the second) the neighbour draws one unseen from his
hand. After three rounds the leader may change a card with the stock each time round, skipping
cards of the suit he threw out. Variations: flushes only; three cards each (flushes only); the
whole pack played through, each song a trick, the most tricks taking the pool.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import Card
from ..game import SeatView
from . import MY_BIRD_SINGS
from .bird_rules import THROW, BirdRules
from .table import POOL, TradingTable, left_of

SING, LEADER, PASSING, OVER = "sing", "leader", "passing", "over"
SING_A, EXCHANGE, NO_EXCHANGE, THROW_A, DRAW_A = "sing", "exchange", "no_exchange", "throw", "draw"


def is_bird(cards: Sequence[Card], size: int, rainbow: bool) -> bool:
    if len(cards) != size:
        return False
    suits = {c.suit for c in cards}
    return len(suits) == 1 or (rainbow and size == 4 and len(suits) == 4)


def birds_in(hand: Sequence[Card], size: int, rainbow: bool) -> list[tuple[Card, ...]]:
    """Every set of ``size`` cards in ``hand`` that sings, in a stable order."""
    ordered = sorted(hand)
    return [combo for combo in combinations(ordered, size) if is_bird(combo, size, rainbow)]


@dataclass(frozen=True)
class BirdView(SeatView):
    seat: int
    phase: str
    to_act: tuple[int, ...]
    dealer: int
    leader: int
    holder: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    round: int
    tricks: tuple[int, ...]
    purses: tuple[int, ...]
    pool: int
    nets: tuple[int, ...]
    deal_no: int
    deals: int
    stock: int
    method: str
    size: int  # cards in a bird
    rainbow: bool
    passed_suits: tuple[str, ...] = ()  # suits of the cards this seat passed to its left this deal
    received: Card | None = None  # the last card this seat received
    received_suits: tuple[str, ...] = ()  # suits of the cards passed to this seat this deal
    rules: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "phase": self.phase,
            "to_act": list(self.to_act),
            "dealer": self.dealer,
            "leader": self.leader,
            "holder": self.holder,
            "hand": [c.code for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "round": self.round,
            "tricks": list(self.tricks),
            "purses": list(self.purses),
            "pool": self.pool,
            "nets": list(self.nets),
            "deal_no": self.deal_no,
            "deals": self.deals,
            "stock": self.stock,
            "method": self.method,
            "size": self.size,
            "rainbow": self.rainbow,
            "passed_suits": list(self.passed_suits),
            "received": self.received.code if self.received else None,
            "received_suits": list(self.received_suits),
        }


class BirdGame(TradingTable):
    spec = MY_BIRD_SINGS

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        cfg = BirdRules.from_mapping(rules)
        super().__init__(rules, seed, cfg)
        self.cfg: BirdRules = cfg
        self.size = cfg.cards
        self.rainbow = cfg.rainbow
        self.phase = PASSING
        self.holder = 0  # the seat whose cards are in play this turn
        self.round = 1
        self.tricks = [0] * self.n
        self.out: list[Card] = []  # thrown out and skipped at the leader's exchanges, and tricks
        self.passed: list[list[str]] = [[] for _ in range(self.n)]
        self.got: list[list[str]] = [[] for _ in range(self.n)]
        self.received: list[Card | None] = [None] * self.n
        self.deals_done = 0
        self.begin(self._start_deal)

    # -- the contract -------------------------------------------------------------------------------
    @property
    def leader(self) -> int:
        return left_of(self.dealer, self.n)

    def deal_target(self) -> int:
        return self.cfg.deals or self.n

    def seats_to_act(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == PASSING and self.cfg.method != THROW:
            return (left_of(self.holder, self.n),)  # the neighbour draws
        return (self.holder,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.seats_to_act():
            return []
        hand = self.hands[self.holder]
        if self.phase == SING:
            return [Action(SING_A, combo) for combo in birds_in(hand, self.size, self.rainbow)]
        if self.phase == LEADER:
            return [*(Action(EXCHANGE, (c,)) for c in hand if self._can_exchange(c)), Action(NO_EXCHANGE)]
        if self.cfg.method == THROW:
            return [Action(THROW_A, (c,)) for c in hand]
        return [Action(DRAW_A, value=i) for i in range(len(hand))]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        if self.phase == SING:
            return "must_sing"
        if action.kind == SING_A:
            return "no_bird"
        if action.cards and action.cards[0] not in self.hands[self.holder]:
            return "not_in_hand"
        if action.kind == EXCHANGE:
            return "no_card_to_exchange"
        return "not_allowed"

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        others = {c for s in range(self.n) if s != seat for c in self.hands[s]}
        return frozenset(others | set(self.stock) | set(self.out))

    def view(self, seat: int) -> BirdView:
        received = self.received[seat]
        return BirdView(
            seat=seat,
            phase=self.phase,
            to_act=self.seats_to_act(),
            dealer=self.dealer,
            leader=self.leader,
            holder=self.holder,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            round=self.round,
            tricks=tuple(self.tricks),
            purses=self.ledger.purses,
            pool=self.ledger.pool(POOL),
            nets=self.ledger.nets(),
            deal_no=self.deal_no,
            deals=self.deal_target(),
            stock=len(self.stock),
            method=self.cfg.method,
            size=self.size,
            rainbow=self.rainbow,
            passed_suits=tuple(self.passed[seat]),
            received=received if received in self.hands[seat] else None,
            received_suits=tuple(self.got[seat]),
            rules=dict(self.rules),
        )

    # -- a deal -------------------------------------------------------------------------------------
    def _start_deal(self) -> None:
        self.emit(Event("hand_start", self.dealer, data={"hand": self.deals_done + 1}))
        for seat in self.order_from_left():
            self.pay(seat, POOL, self.cfg.stake, "stake")
        self.pay(self.dealer, POOL, self.cfg.stake, "dealer_stake")
        self.deal(self.pack, self.size, None)
        self.out = []
        self.tricks = [0] * self.n
        self.passed = [[] for _ in range(self.n)]
        self.got = [[] for _ in range(self.n)]
        self.received = [None] * self.n
        self.round = 1
        self._hold(self.leader)

    def _hold(self, seat: int) -> None:
        """``seat`` holds the cards in play: it sings if it can, the leader may exchange, else it
        passes (throws, or is drawn from)."""
        self.holder = seat
        if birds_in(self.hands[seat], self.size, self.rainbow):
            self.phase = SING
        elif seat == self.leader and self.round > self.cfg.exchange_after and self._exchange_open():
            self.phase = LEADER
        else:
            self._passing()

    def _passing(self) -> None:
        self.phase = PASSING
        if self.cfg.method != THROW:
            self.rng.shuffle(self.hands[self.holder])  # the hand is held out face down

    def _exchange_open(self) -> bool:
        return any(self._can_exchange(c) for c in self.hands[self.holder])

    def _can_exchange(self, out: Card) -> bool:
        return any(c.suit != out.suit for c in self.stock)

    # -- actions ------------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.events = []
        if action.kind == SING_A:
            self._sing(seat, action.cards)
        elif action.kind == EXCHANGE:
            self._leader_exchange(seat, action.cards[0])
        elif action.kind == NO_EXCHANGE:
            self._passing()
        elif action.kind == THROW_A:
            left = left_of(seat, self.n)
            card = action.cards[0]
            self.hands[seat].remove(card)
            self.hands[left].append(card)
            self.passed[seat].append(card.suit.value)
            self.received[left] = card
            self.got[left].append(card.suit.value)
            self.emit(Event("throw", seat, cards=(card,), private_to=(seat, left), data={"to": left}))
            self._turn_to(left)
        else:
            holder = self.holder
            card = self.hands[holder].pop(int(action.value or 0))
            self.hands[seat].append(card)
            self.passed[holder].append(card.suit.value)
            self.received[seat] = card
            self.got[seat].append(card.suit.value)
            self.emit(Event("draw", seat, cards=(card,), private_to=(seat, holder), data={"from": holder}))
            self._turn_to(seat)
        return self.events

    def _turn_to(self, seat: int) -> None:
        if seat == self.leader:
            self.round += 1
            self.emit(Event("round", data={"round": self.round}))
            if self.round > self.cfg.max_rounds:
                self._void_deal()
                return
        self._hold(seat)

    def _leader_exchange(self, seat: int, out: Card) -> None:
        self.hands[seat].remove(out)
        skipped = []
        while self.stock[0].suit == out.suit:
            skipped.append(self.stock.pop(0))
        new = self.stock.pop(0)
        self.hands[seat].append(new)
        self.out.extend([out, *skipped])
        self.emit(
            Event(
                "stock_exchange",
                seat,
                cards=(out, new, *skipped),
                private_to=(seat,),
                data={"skipped": len(skipped)},
            )
        )
        self.holder = seat
        if birds_in(self.hands[seat], self.size, self.rainbow):
            self.phase = SING
        else:
            self._passing()

    def _sing(self, seat: int, bird: tuple[Card, ...]) -> None:
        self.emit(Event("sing", seat, cards=bird))
        if not self.cfg.whole_pack:
            self.pay(POOL, seat, self.ledger.pool(POOL), "bird_sings")
            self._end_deal()
            return
        self.tricks[seat] += 1
        for card in bird:
            self.hands[seat].remove(card)
        self.out.extend(bird)
        if len(self.stock) < self.size:
            self._pack_exhausted()
            return
        fresh = self.stock[: self.size]
        del self.stock[: self.size]
        self.hands[seat].extend(fresh)
        self.emit(Event("fresh_cards", seat, cards=tuple(fresh), private_to=(seat,)))
        self._hold(seat)

    def _pack_exhausted(self) -> None:
        most = max(self.tricks)
        winners = [s for s in range(self.n) if self.tricks[s] == most]
        self.emit(Event("tricks", data={"tricks": list(self.tricks), "winners": winners}))
        self.share_pool(winners, "most_tricks")
        self._end_deal()

    def _void_deal(self) -> None:
        """No song within the ceiling: in the whole-pack game the tricks decide; otherwise the pool
        stays for the next deal."""
        if self.cfg.whole_pack and any(self.tricks):
            self._pack_exhausted()
            return
        self.emit(Event("no_song", data={"rounds": self.cfg.max_rounds}))
        self._end_deal()

    def _end_deal(self) -> None:
        self.deals_done += 1
        if self.deals_done >= self.deal_target():
            if self.ledger.pool(POOL):
                self.share_pool(list(range(self.n)), "pool_returned")
            self.phase = OVER
            self.finish(deals=self.deals_done)
            return
        self.dealer = left_of(self.dealer, self.n)
        self._start_deal()
