"""Commerce (Peel, Round Games with Cards): three cards each, traded for the best combination.

One state machine plays every form. The new game: the stake in the pool (the dealer double), then
from the dealer's left each player stands, trades for ready money (a card to the bottom of the
pack, a stake to the dealer, the top card in its place) or barters (a card offered to the left-hand
neighbour, who exchanges one of his or stands), and may then stand at once on the card traded for or
let the turn pass on; the first to stand ends the trading (Extended
Commerce: trading goes on until every player has stood). The old game and Pool Commerce: three
cards face up on the table; each player stands, passes (no more exchanges that hand) or exchanges
one card with the table; two standing give the rest one more exchange.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import Card
from ..game import SeatView
from . import COMMERCE
from .commerce_hands import FLUSH, PAIR, category, rank_hands
from .commerce_rules import NEW, NO_PENALTY, PAY_ALL, POOL_COMMERCE, CommerceRules
from .table import POOL, TradingTable, left_of

TRADE, BARTER, FINAL, HORSE, OVER = "trade", "barter", "final", "horse", "over"
TRADED = "traded"  # the new game: the player who has just bought or bartered may stand at once
STOOD, PASSED, OUT = "stood", "passed", "out"

STAND, BUY, OFFER, GIVE, PASS, EXCHANGE, KEEP = "stand", "buy", "barter", "give", "pass", "exchange", "keep"
PLAY_ON = "play_on"  # after a trade: not standing, the turn passes on
BUY_HORSE, NO_HORSE = "buy_horse", "no_horse"


@dataclass(frozen=True)
class CommerceView(SeatView):
    seat: int
    mode: str
    phase: str
    to_act: tuple[int, ...]
    dealer: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]  # the old game's three cards face up
    hand_sizes: tuple[int, ...]
    status: tuple[str, ...]  # "", "stood", "passed", "out" per seat
    lives: tuple[int, ...]  # Pool Commerce's counters
    purses: tuple[int, ...]
    pool: int
    nets: tuple[int, ...]
    deal_no: int
    deals: int
    stock: int
    turns: int
    turn_limit: int
    barter_from: int | None = None  # the neighbour offering this seat a card
    my_discards: tuple[Card, ...] = ()  # this seat's cards at the bottom of the pack
    known: tuple[tuple[Card, ...], ...] = ()  # per seat, the cards all have seen it take from the table
    final_queue: tuple[int, ...] = ()  # the old game: the seats still to make their last exchange
    rules: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "mode": self.mode,
            "phase": self.phase,
            "to_act": list(self.to_act),
            "dealer": self.dealer,
            "hand": [c.code for c in self.hand],
            "table": [c.code for c in self.table],
            "hand_sizes": list(self.hand_sizes),
            "status": list(self.status),
            "lives": list(self.lives),
            "purses": list(self.purses),
            "pool": self.pool,
            "nets": list(self.nets),
            "deal_no": self.deal_no,
            "deals": self.deals,
            "stock": self.stock,
            "turns": self.turns,
            "turn_limit": self.turn_limit,
            "barter_from": self.barter_from,
            "my_discards": [c.code for c in self.my_discards],
            "known": [[c.code for c in cards] for cards in self.known],
            "final_queue": list(self.final_queue),
        }


class CommerceGame(TradingTable):
    spec = COMMERCE

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        cfg = CommerceRules.from_mapping(rules)
        super().__init__(rules, seed, cfg)
        self.cfg: CommerceRules = cfg
        self.table: list[Card] = []
        self.status = [""] * self.n
        self.lives = [cfg.counters if cfg.mode == POOL_COMMERCE else 0] * self.n
        self.phase = TRADE
        self.turn = 0
        self.turns = 0
        self.first_stander: int | None = None
        self.barter: tuple[int, Card, int] | None = None  # (offerer, card, neighbour)
        self.final_queue: list[int] = []
        self.discards: list[list[Card]] = [[] for _ in range(self.n)]  # at the bottom of the pack
        self.known: list[list[Card]] = [[] for _ in range(self.n)]  # taken from the table, in sight of all
        self.horse_offered = False
        self.hands_played = 0
        self.dealer_changes = 0
        self.went_out: list[int] = []
        if cfg.mode == POOL_COMMERCE:
            for seat in range(self.n):
                self.pay(seat, POOL, cfg.pool_stake, "counters", counters=cfg.counters)
        self.begin(self._start_hand)

    # -- the contract -------------------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.turn,)

    def in_play(self) -> list[int]:
        return [s for s in range(self.n) if self.status[s] != OUT]

    def turn_limit(self) -> int:
        return self.cfg.circuits * len(self.in_play())

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or seat != self.turn:
            return []
        hand = self.hands[seat]
        if self.phase == HORSE:
            return [Action(BUY_HORSE), Action(NO_HORSE)]
        if self.phase == BARTER:
            return [*(Action(GIVE, (c,)) for c in hand), Action(STAND)]
        if self.phase == TRADED:
            return [Action(STAND), Action(PLAY_ON)]
        exchanges = [Action(EXCHANGE, (mine, t)) for mine in hand for t in self.table]
        if self.phase == FINAL:
            return [*exchanges, Action(KEEP)]
        if self.turns >= self.turn_limit():
            return [Action(STAND)]  # the ceiling: see docs/rules-notes/commerce.md
        if self.cfg.old_style:
            return [Action(STAND), Action(PASS), *exchanges]
        actions = [Action(STAND), *(Action(BUY, (c,)) for c in hand if self.stock)]
        if self._barter_target(seat) is not None:
            actions.extend(Action(OFFER, (c,)) for c in hand)
        return actions

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        if self.phase == TRADE and self.turns >= self.turn_limit() and action.kind != STAND:
            return "must_stand"
        if self.phase == TRADED and action.kind in (BUY, OFFER):
            return "one_trade_a_turn"
        if action.kind in (BUY, OFFER, GIVE, EXCHANGE) and any(
            c not in self.hands[seat] for c in action.cards[:1]
        ):
            return "not_in_hand"
        if action.kind == OFFER:
            return "no_neighbour"
        if action.kind in (BUY, OFFER) and self.cfg.old_style:
            return "old_game_table_only"
        return "not_allowed"

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        mine = set(self.discards[seat])
        others = {c for s in range(self.n) if s != seat for c in self.hands[s] if c not in self.known[s]}
        return frozenset(others | {c for c in self.stock if c not in mine})

    def view(self, seat: int) -> CommerceView:
        barter_from = self.barter[0] if self.barter and self.barter[2] == seat else None
        return CommerceView(
            seat=seat,
            mode=self.cfg.mode,
            phase=self.phase,
            to_act=self.seats_to_act(),
            dealer=self.dealer,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            hand_sizes=tuple(len(h) for h in self.hands),
            status=tuple(self.status),
            lives=tuple(self.lives),
            purses=self.ledger.purses,
            pool=self.ledger.pool(POOL),
            nets=self.ledger.nets(),
            deal_no=self.deal_no,
            deals=self.deal_target(),
            stock=len(self.stock),
            turns=self.turns,
            turn_limit=self.turn_limit(),
            barter_from=barter_from,
            my_discards=tuple(c for c in self.stock if c in set(self.discards[seat])),
            known=tuple(tuple(cards) for cards in self.known),
            final_queue=tuple(self.final_queue),
            rules=dict(self.rules),
        )

    def deal_target(self) -> int:
        return self.cfg.deals or self.n

    # -- a hand -------------------------------------------------------------------------------------
    def _start_hand(self) -> None:
        cfg = self.cfg
        for seat in range(self.n):
            self.status[seat] = OUT if cfg.mode == POOL_COMMERCE and self.lives[seat] <= 0 else ""
        while self.status[self.dealer] == OUT:
            self.dealer = left_of(self.dealer, self.n)
        players = self.in_play()
        self.emit(Event("hand_start", self.dealer, data={"hand": self.hands_played + 1, "players": players}))
        if cfg.mode == NEW:
            for seat in self.order_from_left(players):
                self.pay(seat, POOL, cfg.stake, "stake")
            self.pay(self.dealer, POOL, cfg.stake, "dealer_stake")
        self.deal(self.pack, 3, players)
        self.table = []
        if cfg.old_style:
            self.table = self.stock[:3]
            del self.stock[:3]
            self.emit(Event("table_cards", cards=tuple(self.table)))
        self.discards = [[] for _ in range(self.n)]
        self.known = [[] for _ in range(self.n)]
        self.first_stander, self.barter, self.final_queue = None, None, []
        self.turns = 0
        self.phase = TRADE
        self.turn = self.order_from_left(players)[0]

    def _next_turn(self, after: int) -> None:
        """The turn passes left to the next seat still trading; with none left, the hands are shown."""
        self.turns += 1
        seat = after
        for _ in range(self.n):
            seat = left_of(seat, self.n)
            if self.status[seat] == "":
                self.turn = seat
                return
        self._showdown()

    def _barter_target(self, seat: int) -> int | None:
        other = seat
        for _ in range(self.n - 1):
            other = left_of(other, self.n)
            if self.status[other] == "":
                return other
        return None

    # -- actions ------------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.events = []
        kind = action.kind
        if self.phase == HORSE:
            self._horse(seat, kind == BUY_HORSE)
        elif self.phase == BARTER:
            self._answer_barter(seat, action)
        elif self.phase == FINAL:
            self._final(seat, action)
        elif kind == PLAY_ON:
            self.phase = TRADE
            self._next_turn(seat)
        elif kind == STAND:
            self._stand(seat)
        elif kind == BUY:
            self._buy(seat, action.cards[0])
        elif kind == OFFER:
            target = self._barter_target(seat)
            assert target is not None
            self.barter = (seat, action.cards[0], target)
            self.phase, self.turn = BARTER, target
            self.emit(Event("offer", seat, cards=action.cards, private_to=(seat,), data={"to": target}))
        elif kind == PASS:
            self.status[seat] = PASSED
            self.emit(Event("pass", seat))
            self._after_old_turn(seat)
        elif kind == EXCHANGE:
            self._exchange(seat, *action.cards)
            self._after_old_turn(seat)
        return self.events

    def _stand(self, seat: int) -> None:
        self.phase = TRADE
        self.status[seat] = STOOD
        if self.first_stander is None:
            self.first_stander = seat
        self.emit(Event("stand", seat))
        if self.cfg.old_style:
            stood = [s for s in self.in_play() if self.status[s] == STOOD]
            if len(stood) >= 2:
                self._start_final(seat)
            else:
                self._after_old_turn(seat)
        elif self.cfg.extended:
            self._next_turn(seat)
        else:
            self._showdown()

    def _buy(self, seat: int, out: Card) -> None:
        if seat != self.dealer:
            self.pay(seat, self.dealer, self.cfg.stake, "ready_money")
        new = self.exchange_with_stock(seat, out)
        if new in self.discards[seat]:
            self.discards[seat].remove(new)
        self.discards[seat].append(out)
        # the dealer's own trade with the pack is paid to nobody: the words say so (playtest (i))
        self.emit(
            Event("buy", seat, cards=(out, new), private_to=(seat,), data={"dealer": seat == self.dealer})
        )
        self._traded(seat)

    def _answer_barter(self, seat: int, action: Action) -> None:
        assert self.barter is not None
        offerer, offered, _ = self.barter
        self.barter, self.phase = None, TRADE
        if action.kind == STAND:
            self.status[seat] = STOOD
            if self.first_stander is None:
                self.first_stander = seat
            self.emit(Event("stand", seat, data={"refused_barter": offerer}))
            if self.cfg.extended:
                self._next_turn(offerer)
            else:
                self._showdown()
            return
        given = action.cards[0]
        self.swap_with(offerer, offered, seat, given)
        self.emit(
            Event("barter", offerer, cards=(offered, given), private_to=(offerer, seat), data={"with": seat})
        )
        self._traded(offerer)

    def _traded(self, seat: int) -> None:
        """Peel: 'If the player has traded ... and has secured a hand strong enough, he at once stands
        ...; if not, the dealer passes on to the next player'."""
        self.phase, self.turn = TRADED, seat

    def _exchange(self, seat: int, mine: Card, taken: Card) -> None:
        hand = self.hands[seat]
        hand[hand.index(mine)] = taken
        self.table[self.table.index(taken)] = mine
        if mine in self.known[seat]:
            self.known[seat].remove(mine)
        self.known[seat].append(taken)
        self.emit(Event("exchange", seat, cards=(mine, taken)))

    def _after_old_turn(self, seat: int) -> None:
        if not any(self.status[s] == "" for s in range(self.n)):
            self._showdown()
        else:
            self._next_turn(seat)

    def _start_final(self, second: int) -> None:
        """Two have stood: every other player who has not passed may make one more exchange."""
        self.final_queue = [s for k in range(1, self.n) if self.status[s := (second + k) % self.n] == ""]
        if not self.final_queue:
            self._showdown()
            return
        self.phase, self.turn = FINAL, self.final_queue[0]
        self.emit(Event("last_exchanges", second, data={"seats": list(self.final_queue)}))

    def _final(self, seat: int, action: Action) -> None:
        if action.kind == EXCHANGE:
            self._exchange(seat, *action.cards)
        else:
            self.emit(Event("keep", seat))
        self.final_queue.pop(0)
        if self.final_queue:
            self.turn = self.final_queue[0]
        else:
            self._showdown()

    # -- settling -----------------------------------------------------------------------------------
    def _showdown(self) -> None:
        cfg = self.cfg
        seats = self.in_play()
        ranking = rank_hands([self.hands[s] for s in seats], cfg.recognised)
        winners = [seats[i] for i in ranking.winners]
        self.emit(
            Event(
                "show",
                cards=tuple(c for s in seats for c in self.hands[s]),
                data={
                    "seats": seats,
                    "categories": [category(k) for k in ranking.keys],
                    "winners": winners,
                    "why": ranking.why,
                    "detail": dict(ranking.detail),
                    "runner_up": [seats[i] for i in ranking.groups[1]] if len(ranking.groups) > 1 else [],
                },
            )
        )
        better = {seats[i]: [seats[j] for j in ranking.better_than(i)] for i in range(len(seats))}
        if cfg.mode == NEW:
            self.share_pool(winners, "pool")
            for w in winners:
                if w != self.dealer:
                    self.pay(self.dealer, w, cfg.stake, "dealer_pays")
            stander = self.first_stander
            if stander is not None:
                for w in better[stander]:
                    self.pay(stander, w, cfg.stake, "stood_beaten")
        elif cfg.mode == POOL_COMMERCE:
            self.share_pool(winners, "hand_prize", cfg.hand_prize)
        else:
            for w in winners:
                for s in seats:
                    if s not in winners:
                        self.pay(s, w, cfg.stake, "old_game")
        self._dealer_penalty(seats, ranking.keys, winners, better)
        self.hands_played += 1
        strong = any(category(k) >= FLUSH for k in ranking.keys)
        if cfg.mode == POOL_COMMERCE:
            self._counters_lost(
                seats, [seats[i] for i in ranking.losers_worst] if len(ranking.groups) > 1 else []
            )
            return
        if not cfg.continuous_dealing or strong:
            self.dealer = left_of(self.dealer, self.n)
            self.dealer_changes += 1
        done = self.dealer_changes >= self.deal_target() or self.hands_played >= 4 * self.deal_target()
        if done:
            self._end()
        else:
            self._start_hand()

    def _dealer_penalty(self, seats: list[int], keys: tuple[int, ...], winners: list[int], better) -> None:
        if self.cfg.dealer_penalty == NO_PENALTY or self.dealer in winners or self.dealer not in seats:
            return
        if category(keys[seats.index(self.dealer)]) < PAIR:
            return
        paid = (
            [s for s in seats if s != self.dealer]
            if self.cfg.dealer_penalty == PAY_ALL
            else better[self.dealer]
        )
        for s in paid:
            self.pay(self.dealer, s, self.cfg.stake, "dealer_penalty")

    def _counters_lost(self, seats: list[int], worst: list[int]) -> None:
        out_now = []
        for s in worst:
            self.lives[s] -= 1
            self.emit(Event("lose_counter", s, data={"left": self.lives[s]}))
            if self.lives[s] == 0:
                out_now.append(s)
        self.went_out = self.order_from_left(out_now)
        if self.went_out and self.cfg.horse and not self.horse_offered:
            self.horse_offered = True
            self.phase, self.turn = HORSE, self.went_out[0]
            return
        self._after_pool_hand()

    def _horse(self, seat: int, buy: bool) -> None:
        if buy:
            self.pay(seat, POOL, self.cfg.horse_price, "horse")
            self.lives[seat] = 1
            self.went_out.remove(seat)
        self.emit(Event("horse", seat, data={"bought": buy}))
        self._after_pool_hand()

    def _after_pool_hand(self) -> None:
        alive = [s for s in range(self.n) if self.lives[s] > 0]
        if len(alive) <= 1:
            self.share_pool(alive or self.went_out, "last_counter")
            self._end()
            return
        self.dealer = left_of(self.dealer, self.n)
        self._start_hand()

    def _end(self) -> None:
        if self.ledger.pool(POOL):  # nothing should be left; a remainder goes back round the table
            self.share_pool(list(range(self.n)), "pool_returned")
        self.phase = OVER
        self.finish(hands=self.hands_played)
