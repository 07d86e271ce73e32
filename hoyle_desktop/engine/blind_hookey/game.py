"""Blind Hookey: the state machine for both methods.

First method: the players cut for deal (lowest deals); each hand the pack is shuffled and cut, then
every player from the dealer's left cuts a packet from the top (four cards to his due share), the
dealer keeping the rest; each stakes without looking; the bottom cards are shown and every packet
higher than the dealer's is paid its stake, every one lower or equal pays the dealer. The deal
passes to the left after a hand in which the dealer loses to everyone.

Second method: the dealer cuts the pack into three packets; the eldest hand (the dealer's left)
rejects one, which becomes the dealer's; each punter stakes on either or both of the other two.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import Card, full_pack
from ..game import Result
from ..ledger import BUY_IN, Ledger
from ..ledger_game import LedgerGame
from . import SPEC
from .rules import FIRST, SMALLEST_PACKET, BlindHookeyRules
from .view import CUT, OVER, REJECT, STAKE, BlindHookeyView

DEALER = -1  # the owner of the dealer's packet in the second method until the rejection


class BlindHookeyGame(LedgerGame):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = BlindHookeyRules.from_mapping(self.rules)
        n = self.cfg.players
        self.events: list[Event] = []
        self.ledger = Ledger(n, self.cfg.purse)
        self.hand = 0
        self.pack: list[Card] = []
        self.packets: list[list[Card]] = []
        self.owners: list[int] = []  # the seat each packet belongs to (second method: DEALER or -2)
        self.stakes: list[list[int]] = []  # per packet: stake per seat
        self.shown = False
        self.phase = CUT
        self.queue: list[tuple[int, int]] = []  # (seat, packet) still to act
        self.rejected: int | None = None
        self.last: list[int] = []  # each seat's gain in the last hand
        self._result: Result | None = None
        self._log: list[JSON] = []
        self.dealer = self._cut_for_deal()
        self._new_hand()
        self.opening_events = list(self.events)

    # -- the contract ---------------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None or not self.queue:
            return ()
        return (self.queue[0][0],)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.seats_to_act():
            return []
        if self.phase == CUT:
            return [Action("cut", value=k) for k in self._cut_sizes()]
        if self.phase == REJECT:
            return [Action("reject", value=i) for i in range(3)]
        unit, top = self.cfg.unit, self.cfg.max_stake
        least = 1
        if self.cfg.method != FIRST and self.queue[0][1] == self._company()[1]:
            first = self.stakes[self._company()[0]][seat]
            least = 0 if first else 1
        elif self.cfg.method != FIRST:
            least = 0
        return [Action("stake", value=unit * k) for k in range(least, top + 1)]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        _, packet = self.queue.pop(0)
        if action.kind == "cut":
            self._cut(seat, int(action.value))  # type: ignore[arg-type]
        elif action.kind == "reject":
            self._reject(seat, int(action.value))  # type: ignore[arg-type]
        else:
            amount = int(action.value)  # type: ignore[arg-type]
            self.stakes[packet][seat] = amount
            if self.cfg.method == FIRST:  # on his own packet
                data = {"box": 0, "amount": amount}
            else:
                data = {"box": self._company().index(packet), "packet": packet, "amount": amount}
            self.emit(Event("stake", seat=seat, points=amount, data=data))
            if not self.queue:
                self._show_and_settle()
        return self.events[start:]

    def view(self, seat: int) -> BlindHookeyView:
        over = self._result is not None
        return BlindHookeyView(
            seat=seat,
            method=self.cfg.method,
            phase=OVER if over else self.phase,
            to_act=self.seats_to_act(),
            dealer=self.dealer,
            hand_no=self.hand,
            hands=self.cfg.hands,
            owners=tuple(self.owners),
            sizes=tuple(len(p) for p in self.packets),
            bottoms=tuple(p[-1] if self.shown and p else None for p in self.packets),
            stakes=tuple(tuple(s) for s in self.stakes),
            packet_to_stake=self.queue[0][1] if self.queue and self.phase == STAKE else None,
            left_in_pack=len(self.pack),
            purses=self.ledger.purses,
            nets=self.ledger.nets(),
            last=tuple(self.last),
            ace_high=self.cfg.ace_high,
            rules=dict(self.rules),
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        cards = [c for p in self.packets for c in (p[:-1] if self.shown else p)] + self.pack
        return frozenset(cards)

    # -- the ranks ------------------------------------------------------------------------------
    def rank(self, card: Card) -> int:
        r = int(card.rank)
        return 14 if self.cfg.ace_high and r == 1 else r

    # -- the hand -------------------------------------------------------------------------------
    def _cut_for_deal(self) -> int:
        """Each player cuts a card; the lowest deals (ace low); equal lowest cut again."""
        contenders = list(range(self.players))
        while True:
            pack = full_pack()
            self.rng.shuffle(pack)
            cuts = {s: pack[i] for i, s in enumerate(contenders)}
            for s, c in cuts.items():
                self.emit(Event("cut", seat=s, reason="low", cards=(c,)))
            low = min(int(c.rank) for c in cuts.values())
            contenders = [s for s, c in cuts.items() if int(c.rank) == low]
            if len(contenders) == 1:
                self.emit(
                    Event("dealer", seat=contenders[0], reason="lowest", data={"proper": contenders[0]})
                )
                return contenders[0]

    def _punters(self) -> list[int]:
        return [(self.dealer + k) % self.players for k in range(1, self.players)]

    def _new_hand(self) -> None:
        if self.hand >= self.cfg.hands:
            self._finish()
            return
        for s in range(self.players):
            if self.ledger.purse(s) < self.cfg.unit:
                self.emit(self.ledger.buy_in(s))
        self.pack = full_pack()
        self.rng.shuffle(self.pack)
        right = (self.dealer - 1) % self.players
        # The last hand's cards are gathered for this shuffle: the table shows it until the person
        # goes on from its held end (the review shows it again), and no longer.
        self.emit(Event("hand_start", data={"hand": self.hand + 1}))
        self.emit(
            Event("shuffle", seat=right, reason="cut", data={"dealer": self.dealer, "cards": len(self.pack)})
        )
        self.packets, self.owners, self.stakes = [], [], []
        self.shown, self.rejected = False, None
        self.phase = CUT
        if self.cfg.method == FIRST:
            self.queue = [(s, -1) for s in self._punters()]
        else:
            self.queue = [(self.dealer, -1), (self.dealer, -1)]

    def _cut_sizes(self) -> range:
        if self.cfg.method == FIRST:
            return range(SMALLEST_PACKET, self.cfg.most_cut() + 1)
        left = len(self.pack) - SMALLEST_PACKET * (2 - len(self.packets))
        return range(SMALLEST_PACKET, min(left, 26) + 1)

    def _cut(self, seat: int, size: int) -> None:
        packet, self.pack = self.pack[:size], self.pack[size:]
        self.packets.append(packet)
        self.owners.append(seat if self.cfg.method == FIRST else -2)
        self._emit_packet(len(self.packets) - 1)
        if self.queue:
            return
        # The dealer keeps what is left.
        self.packets.append(self.pack)
        self.owners.append(self.dealer if self.cfg.method == FIRST else -2)
        self.pack = []
        self._emit_packet(len(self.packets) - 1)
        self.stakes = [[0] * self.players for _ in self.packets]
        if self.cfg.method == FIRST:
            self.phase = STAKE
            self.queue = [(s, self.owners.index(s)) for s in self._punters()]
        else:
            self.phase = REJECT
            self.queue = [(self._punters()[0], -1)]

    def packet_place(self, i: int) -> tuple[int, int]:
        """Where packet ``i`` lies on the table: its row (the cutter's at the first method, the
        dealer's at the second, who cut all three) and its box in that row."""
        if self.cfg.method == FIRST:
            return self.owners[i], 0
        return self.dealer, i

    def _emit_packet(self, i: int) -> None:
        row, box = self.packet_place(i)
        size = len(self.packets[i])
        self.emit(Event("deal", seat=row, data={"box": box, "up": False, "size": size, "packet": i}))

    def _company(self) -> tuple[int, int]:
        return tuple(i for i in range(3) if i != self.rejected)  # type: ignore[return-value]

    def _reject(self, seat: int, packet: int) -> None:
        self.rejected = packet
        self.owners = [self.dealer if i == packet else -2 for i in range(3)]
        self.emit(Event("say", seat=seat, reason="reject", points=packet + 1, data={"packet": packet}))
        self.phase = STAKE
        a, b = self._company()
        self.queue = [(s, p) for s in self._punters() for p in (a, b)]

    def _dealer_packet(self) -> int:
        return self.owners.index(self.dealer)

    def _show_and_settle(self) -> None:
        self.shown = True
        self.phase = OVER
        d = self._dealer_packet()
        dealer_card = self.packets[d][-1]
        for i, p in enumerate(self.packets):
            row, box = self.packet_place(i)
            data = {"box": box, "packet": i} if self.cfg.method != FIRST else {"box": box}
            self.emit(Event("reveal", seat=row, reason="bottom", cards=(p[-1],), data=data))
        before = self.ledger.nets()
        lost_all = True
        for i, p in enumerate(self.packets):
            if i == d:
                continue
            higher = self.rank(p[-1]) > self.rank(dealer_card)
            for s in self._punters():
                amount = self.stakes[i][s]
                if not amount:
                    continue
                if higher:
                    self.emit(
                        *self.ledger.charge(self.dealer, s, amount, "hookey_won", when_broke=BUY_IN, packet=i)
                    )
                else:
                    lost_all = False
                    self.emit(
                        *self.ledger.charge(
                            s, self.dealer, amount, "hookey_lost", when_broke=BUY_IN, packet=i
                        )
                    )
        self.last = [a - b for a, b in zip(self.ledger.nets(), before, strict=True)]
        self._log.append(
            {"hand": self.hand + 1, "dealer": self.dealer, "bottoms": [p[-1].code for p in self.packets]}
        )
        self.hand += 1
        self.emit(Event("hand_end", seat=self.dealer, data={"gains": self.last, "lost_all": lost_all}))
        if lost_all and self.hand < self.cfg.hands:  # the next player deals, if a hand is to come
            self.dealer = (self.dealer + 1) % self.players
            self.emit(Event("dealer", seat=self.dealer, reason="lost_all_round"))
        self.queue = []
        self._new_hand()

    def banking_view(self, seat: int) -> Any:
        """The table's view: the banking family's one view (``table_view.py``)."""
        from .table_view import banking_view

        return banking_view(self, seat)
