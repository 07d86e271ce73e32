"""Vingt-un's state machine (Peel): stakes on one card, the dealer's double, the second card,
naturals, dividing pairs, drawing, the dealer's own play and the settlement; the pone's pile;
the deal passing on a natural or by a limit; selling the deal; the pool and its three feeds.

One hand: the dealer (who holds the bank) gives every punter one card face down, from the proper
dealer's left, then himself. Each punter stakes on his card; the dealer may call "double"; a
second card each. A dealer's natural collects double from everyone (punters with a natural pay
nothing). Otherwise punters' naturals are declared and paid double (in a deal's first hand it
counts as a drawn 21 and the deal goes on), and each punter in turn may divide a pair and draws
face-up cards until content or over (an over-draw pays at once, the cards go to the pone). The
dealer turns up his cards and draws or stands; ties go to him; his drawn 21 takes double (single
from a drawn 21); a punter's drawn 21 is paid double; a dealer who over-draws pays all who stand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action, Event
from ..banking.core import BankingGame, Box
from . import SPEC
from .points import hand_value, is_natural
from .rules import DOUBLE, HANDS, NO_LIMIT, NONE, STAYS, TIE_SHARES, TO_HOLDER, TWICE, TWO_PACKS, VingtUnRules

POOL = "pool"
SELL, BUY, STAKE, DOUBLING, PLAY, DEALER = "sell", "buy", "stake", "double", "play", "dealer"
PRICE_STEPS = (1, 2, 3)  # the deal may be offered at once, twice or three times the profile's price
MAX_BOXES = 4  # a pair and its third and fourth of a kind: four hands at most


class VingtUnGame(BankingGame):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        cfg = VingtUnRules.from_mapping(rules)
        self.cfg = cfg
        pools = (POOL,) if cfg.has_pool else ()
        super().__init__(rules, seed, cfg.players, cfg.purse, pools, cfg.packs)
        self.deal_hand = 0  # hands played in the current deal
        self.exhausted = 0  # times the stock ran out in the current deal
        self.put_out: int | None = None  # the first holder of a natural that puts the dealer out
        self.doubled = False
        self.queue: list[int] = []  # seats still to act in this phase, in order
        self.price = 0
        first = self.cut_for_dealer()
        self.pass_deal(first, reason="cut")
        self._start_deal()
        self.opening_events = list(self.events)

    # -- the contract -------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if self._result is not None or seat != self.actor:
            return []
        cfg = self.cfg
        stakes = range(cfg.stake_min, cfg.top_stake + 1)
        if self.phase == SELL:
            return [Action("keep"), *(Action("sell", value=cfg.deal_price * k) for k in PRICE_STEPS)]
        if self.phase == BUY:
            return [Action("buy"), Action("refuse")]
        if self.phase == STAKE:
            return [Action("stake", value=n) for n in stakes]
        if self.phase == DOUBLING:
            return [Action("double"), Action("no_double")]
        if self.phase in (PLAY, DEALER):
            box = self._box()
            out = [Action("content")]
            if self.can_draw() and hand_value(self._cards(box))[0] < 21:
                out.append(Action("card"))
            if self._may_divide(seat, box):
                if self.phase == PLAY:
                    out.extend(Action("divide", value=n) for n in stakes)
                else:
                    out.append(Action("divide"))
            return out
        return []

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        if action.kind in ("stake", "divide") and self.phase in (STAKE, PLAY):
            if action.kind == "divide" and not self._may_divide(seat, self._box()):
                return "no_pair"
            return "stake_limits"
        if action.kind == "divide":
            return "no_pair"
        if action.kind == "card" and self.phase in (PLAY, DEALER):
            return "no_card_left" if not self.can_draw() else "twenty_one"
        return "not_allowed"

    def box_total(self, box: Box) -> int | None:
        return hand_value(self._cards(box))[0]

    def hands_in_game(self) -> int:
        return self.cfg.hands

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {
            "doubled": self.doubled,
            "price": self.price,
            "deal_hand": self.deal_hand,
            "stake_min": self.cfg.stake_min,
            "stake_max": self.cfg.top_stake,
            "packs": self.cfg.packs,
            "exhausted": self.exhausted,
            "put_out": self.put_out,
            "deal_hands_limit": self.cfg.deal_hands if self.cfg.deal_limit == HANDS else 0,
        }

    # -- acting ----------------------------------------------------------------------------------------
    def _act(self, seat: int, action: Action) -> None:
        kind = action.kind
        if self.phase == SELL:
            self._sell(seat, action)
        elif self.phase == BUY:
            self._buy(seat, kind == "buy")
        elif self.phase == STAKE:
            box = self.boxes[seat][0]
            box.stake = int(action.value or 0)
            self._emit(Event("stake", seat=seat, points=box.stake, data={"box": 0, "reason": "stake"}))
            self._next_staker()
        elif self.phase == DOUBLING:
            self._double(kind == "double")
        elif kind == "divide":
            self._divide(seat, int(action.value) if action.value is not None else 0)
        elif kind == "card":
            self._draw_card(seat)
        else:
            self._emit(Event("say", seat=seat, reason="content", data={"box": self.active_box}))
            self._box().status = "content"
            self._advance()

    # -- the deal and its sale -----------------------------------------------------------------------
    def _start_deal(self) -> None:
        self.deal_hand = 0
        self.exhausted = 0
        self.put_out = None
        self.fresh_pack()
        if self.cfg.pool_ante:
            for seat in self.left_of(self.proper):
                self.pay(seat, POOL, self.cfg.pool_ante, "ante")
        if self.cfg.selling:
            self.phase, self.actor, self.active_box = SELL, self.proper, None
        else:
            self._start_hand()

    def _sell(self, seat: int, action: Action) -> None:
        if action.kind == "keep":
            self._start_hand()
            return
        self.price = int(action.value or 0)
        self._emit(Event("say", seat=seat, reason="sell", points=self.price))
        self.queue = [s for s in self.left_of(self.proper) if s != self.proper]
        self.phase, self.actor = BUY, self.queue.pop(0)

    def _buy(self, seat: int, buys: bool) -> None:
        if buys:
            self._emit(Event("say", seat=seat, reason="buy", points=self.price))
            self.pay(seat, self.proper, self.price, "deal_sold")
            self.pass_deal(self.proper, seat, reason="bought")
            self.price = 0
            self._start_hand()
            return
        self._emit(Event("say", seat=seat, reason="refuse"))
        if self.queue:
            self.actor = self.queue.pop(0)
        else:
            self.price = 0
            self._start_hand()

    def punters(self) -> list[int]:
        """Everyone but the dealer, from the proper dealer's left (a buyer deals from his own seat
        but starts with the player on the proper dealer's left)."""
        return [s for s in self.left_of(self.proper) if s != self.dealer]

    # -- one hand -------------------------------------------------------------------------------------
    def _start_hand(self) -> None:
        self.hand_no += 1
        self.deal_hand += 1
        self.doubled = False
        data = {"hand": self.hand_no, "deal_hand": self.deal_hand}
        self._emit(Event("hand_start", seat=self.dealer, data=data))
        for seat in range(self.n):
            self.boxes[seat] = [Box()]
        for seat in [*self.punters(), self.dealer]:
            self.draw(seat, 0, up=False)
        self.queue = self.punters()
        self.phase, self.actor, self.active_box = STAKE, self.queue.pop(0), 0

    def _next_staker(self) -> None:
        if self.queue:
            self.actor = self.queue.pop(0)
        else:
            self.phase, self.actor, self.active_box = DOUBLING, self.dealer, 0

    def _double(self, double: bool) -> None:
        self.doubled = double
        self._emit(Event("say", seat=self.dealer, reason="double" if double else "no_double"))
        if double:
            for seat in self.punters():
                box = self.boxes[seat][0]
                box.stake *= 2
                self._emit(Event("stake", seat=seat, points=box.stake, data={"box": 0, "reason": "double"}))
        for seat in [*self.punters(), self.dealer]:
            self.draw(seat, 0, up=False)
        self._naturals()

    def _naturals(self) -> None:
        dealer_box = self.boxes[self.dealer][0]
        if is_natural(self._cards(dealer_box)):
            self.reveal(self.dealer, 0, "natural")
            dealer_box.status = "natural"
            for seat in self.punters():
                box = self.boxes[seat][0]
                if is_natural(self._cards(box)):
                    self.reveal(seat, 0, "natural")
                    box.status = "natural"
                    self._emit(Event("say", seat=seat, reason="stand_off"))
                else:
                    self.pay(seat, self.dealer, 2 * box.stake, "dealer_natural")
                    box.status = "lost"
            self._end_hand()
            return
        holders = [s for s in self.punters() if is_natural(self._cards(self.boxes[s][0]))]
        first_hand = self.deal_hand == 1 and self.cfg.first_hand
        for seat in holders:
            box = self.boxes[seat][0]
            self.reveal(seat, 0, "natural")
            if first_hand:
                # Peel: the first hand's natural is paid as a drawn Vingt-un; the deal goes on.
                box.status = "content"
                box.data["first_natural"] = True
                continue
            box.status = "natural"
            self.pay(self.dealer, seat, 2 * box.stake, "natural")
            if self.put_out is None and self.cfg.natural != STAYS:
                self.put_out = seat
            if self.cfg.has_pool and seat == holders[0]:
                self.take_pool(POOL, seat, "pool")
            if self.cfg.natural_bonus != NONE:
                each = box.stake * (2 if self.cfg.natural_bonus == DOUBLE else 1)
                for other in self.left_of(seat)[:-1]:
                    if other not in holders:
                        self.pay(other, seat, each, "natural_bonus")
        self.phase = PLAY
        self._advance()

    def _next_box(self) -> tuple[int, int] | None:
        """The next box still to play: punters in order, each box left to right; then the dealer."""
        for seat in self.punters():
            for b, box in enumerate(self.boxes[seat]):
                if box.status == "":
                    return seat, b
        return None

    def _advance(self) -> None:
        """On to the next box to play; a 21 stands by itself (a punter's said as content); then the
        dealer, then the settlement."""
        while True:
            if self.phase == PLAY:
                nxt = self._next_box()
                if nxt is None:
                    if not self._standing():
                        self._end_hand()
                        return
                    self.reveal(self.dealer, 0, "turn_up")
                    self.phase = DEALER
                    continue
                seat, b = nxt
            else:
                b = next((i for i, box in enumerate(self.boxes[self.dealer]) if box.status == ""), -1)
                if b < 0:
                    self._settle()
                    return
                seat = self.dealer
            self.actor, self.active_box = seat, b
            box = self.boxes[seat][b]
            if hand_value(self._cards(box))[0] == 21:
                box.status = "content"
                # A punter's first two cards are unexposed: his drawn Vingt-un is said as "content"
                # and shown at the settlement (Peel); the dealer's cards are already face up.
                said = "twenty_one" if seat == self.dealer else "content"
                self._emit(Event("say", seat=seat, reason=said, data={"box": b}))
                continue
            return

    def _standing(self) -> list[tuple[int, int]]:
        return [
            (seat, b)
            for seat in self.punters()
            for b, box in enumerate(self.boxes[seat])
            if box.status == "content"
        ]

    def _box(self) -> Box:
        assert self.actor is not None and self.active_box is not None
        return self.boxes[self.actor][self.active_box]

    def _cards(self, box: Box) -> list:
        return [self.cards[i] for i in box.ids]

    def _may_divide(self, seat: int, box: Box) -> bool:
        cards = self._cards(box)
        return (
            len(cards) == 2
            and cards[0].rank == cards[1].rank
            and not box.data.get("drawn")
            and len(self.boxes[seat]) < MAX_BOXES
            and self.can_draw()
        )

    def _divide(self, seat: int, stake: int) -> None:
        b = self.active_box
        assert b is not None
        box = self.boxes[seat][b]
        new = Box(stake if seat != self.dealer else 0)
        new.ids, new.up = [box.ids.pop()], [box.up.pop()]
        self.boxes[seat].append(new)
        nb = len(self.boxes[seat]) - 1
        self._emit(Event("split", seat=seat, data={"box": b, "new": nb}))
        if new.stake:
            self._emit(Event("stake", seat=seat, points=new.stake, data={"box": nb, "reason": "divide"}))
        up = seat == self.dealer  # the dealer's cards are already turned up
        self.draw(seat, b, up=up)
        self.draw(seat, nb, up=up)
        self._advance()

    def _draw_card(self, seat: int) -> None:
        b = self.active_box
        assert b is not None
        box = self.boxes[seat][b]
        box.data["drawn"] = True
        self.draw(seat, b, up=True)
        total = hand_value(self._cards(box))[0]
        if total <= 21:
            self._advance()
            return
        box.status = "over"
        self._emit(Event("say", seat=seat, reason="over", data={"box": b}))
        if seat == self.dealer:
            for p, pb in self._standing():
                stake = self.boxes[p][pb].stake
                # a drawn Vingt-un is paid double for itself, the others their stake for the over-draw
                double = hand_value(self._cards(self.boxes[p][pb]))[0] == 21
                reason = "twenty_one" if double else "dealer_over"
                self.pay(self.dealer, p, stake * (2 if double else 1), reason)
            if self.cfg.pool_overdraw:
                self.pay(self.dealer, POOL, self.cfg.pool_overdraw, "overdraw_penalty")
        else:
            self.pay(seat, self.dealer, box.stake, "over")
            self.discard(seat, b)
        self._advance()

    def _settle(self) -> None:
        """The dealer has stood (or over-drawn) on every box: the punters who stand declare, and each
        standing box is settled against each dealer box that stands."""
        standing = self._standing()
        for seat, b in standing:
            self.reveal(seat, b, "declare")
        tie_takings = 0
        for dealer_box in self.boxes[self.dealer]:
            if dealer_box.status != "content":
                continue
            mine = hand_value(self._cards(dealer_box))[0]
            for seat, b in standing:
                box = self.boxes[seat][b]
                theirs = hand_value(self._cards(box))[0]
                if mine == 21:
                    self.pay(seat, self.dealer, box.stake * (1 if theirs == 21 else 2), "dealer_twenty_one")
                    box.data["result"] = "lost"
                    if theirs == 21:  # two drawn Vingt-uns (or a first hand's natural): a tie
                        tie_takings += box.stake
                elif theirs == 21:
                    self.pay(self.dealer, seat, 2 * box.stake, "twenty_one")
                    box.data["result"] = "won"
                elif theirs > mine:
                    self.pay(self.dealer, seat, box.stake, "beats_dealer")
                    box.data["result"] = "won"
                else:
                    reason = "tie" if theirs == mine else "dealer_beats"
                    self.pay(seat, self.dealer, box.stake, reason)
                    box.data["result"] = "lost"
                    if theirs == mine:
                        tie_takings += box.stake
        share, of = TIE_SHARES[self.cfg.pool_ties]
        if share and tie_takings * share // of:
            self.pay(self.dealer, POOL, tie_takings * share // of, "tie_share")
        for seat, b in standing:
            box = self.boxes[seat][b]
            box.status = box.data.get("result", "won")
        self._end_hand()

    def _end_hand(self) -> None:
        self.actor, self.active_box = None, None
        self._emit(Event("hand_end", data={"hand": self.hand_no}))
        self.clear_table()
        cfg = self.cfg
        if self.hand_no >= cfg.hands:
            self.deals_done += 1
            self.finish()
            return
        limit = cfg.deal_limit
        over = (
            (self.put_out is not None)
            or (limit == HANDS and self.deal_hand >= cfg.deal_hands)
            or (limit == TWICE and self.exhausted >= 2)
            or (limit == TWO_PACKS and self.exhausted >= 1)
        )
        if not over:
            self._start_hand()
            return
        self.deals_done += 1
        if self.put_out is not None and cfg.natural == TO_HOLDER:
            nxt, why = self.put_out, "natural_holder"
        else:
            nxt, why = (self.proper + 1) % self.n, ("natural" if self.put_out is not None else "limit")
        if limit == NO_LIMIT and self.put_out is None:  # cannot happen: the schema forbids it
            why = "limit"
        self.pass_deal(nxt, reason=why)
        self._start_deal()

    def pone_shuffle(self) -> None:
        self.exhausted += 1
        super().pone_shuffle()
