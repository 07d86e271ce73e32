"""Loto, the second method (Peel): drawings of ten knobs, paid by the counters on each line.

Each player takes two cards (one to six as the profile allows; past twelve players some take one),
paying a stake for each into the pool and the counters for each (Peel's table: sixty a card) onto
the table, the fund from which the counters are paid. Before the first drawing (or before every
drawing and before the pool is replenished, as the profile says) each player in turn, from the
eldest hand, may exchange a card for one laid aside, take another (paying for it), throw one up, or
offer one of its cards for another player's, who accepts or declines (Peel: "or they may change
with one another"); one or more changes a turn, up to the most cards one may hold, an offer
counting as one whether taken or not. The drawer (the eldest hand first,
then round the table) draws ten knobs; for each, every player takes a counter from the table for
every card bearing that number. Then each line is paid from the pool: two counters on a line (an
ambo) five more, three (a terne) twenty-five, four (a quaterne) a hundred, five (a quinterne) two
hundred and fifty; one counter (an abstract) wins only itself. When the pool cannot pay a line,
everyone contributes again by the cards they hold, as often as the line needs (with exchanges
before every drawing, an exchange round comes first, so a player may throw up a card before paying
for it; a pool emptied by a drawing is renewed when the next one begins, after its exchanges); only
at the last drawing does it pay from the eldest hand as far as it goes, the rest unpaid: a
bankruptcy.

The last drawing is the profile's ``drawings``-th (or, with 0, the one in which the counters on
the table run out); it goes on past ten knobs until the table is bare or the bag is empty. What is
left in the pool and on the table at the end is shared by the cards held.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action, Event
from .core import LotoCore
from .rules import AT_START, EVERY_DRAWING, PRIZE_NAMES
from .view import DRAW, EXCHANGE, LotoView

DONE, DRAW_ACTION = Action("done"), Action("draw")
ACCEPT, DECLINE = Action("accept"), Action("decline")
# With ``drawings: 0`` the counters taken in with new cards can keep the table full for ever;
# the game then ends at the latest at the schema's highest drawing number.
MOST_DRAWINGS = 200


class SecondMethodGame(LotoCore):
    POOLS = ("pool", "table")

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        n = self.players
        self.eldest = self.rng.randrange(n)
        self.drawer = self.eldest
        self.drawing = 0
        self.board: list[int] = []  # the knobs of the current (last) drawing
        self.laid: list[set[int]] = [set() for _ in range(n)]  # numbers with a counter this drawing
        self.put_aside: set[int] = set()
        sizes = self.cfg.hand_sizes(self.round_table())
        deck = self.rng.sample(range(len(self.box)), len(self.box))
        starts = [sum(sizes[:s]) for s in range(n)]
        self.held = [sorted(deck[starts[s] : starts[s] + sizes[s]]) for s in range(n)]
        self.aside: list[int] = sorted(deck[sum(sizes) :])
        self.emit(Event("eldest", seat=self.eldest))
        for s in self.round_table():
            self.emit(Event("take_cards", seat=s, data={"cards": self.held[s]}))
            self._pay_for_cards(s, len(self.held[s]))
        self.exchanging: list[int] = []
        self.changes = 0
        self.offer: tuple[int, int, int, int] | None = None  # (from seat, its card, to seat, card wanted)
        self.last = False
        self.due: list[
            tuple[int, int, int, int]
        ] = []  # lines of this drawing still to pay: seat, card, row, k
        self.renewing = False  # the exchanges before replenishing the pool, in the middle of a drawing
        self._open_exchange(first=True)
        self.opening_events = list(self.events)

    # -- the contract ---------------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None:
            return ()
        if self.offer is not None:
            return (self.offer[2],)
        return (self.exchanging[0],) if self.exchanging else (self.drawer,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.seats_to_act():
            return []
        if self.offer is not None:
            return [ACCEPT, DECLINE]
        if not self.exchanging:
            return [DRAW_ACTION]
        mine = self.held[seat]
        actions = [Action("exchange", value=f"{a}>{b}") for a in mine for b in self.aside]
        others = [s for s in self.round_table() if s != seat]
        actions += [Action("offer", value=f"{a}>{b}") for a in mine for s in others for b in self.held[s]]
        if len(mine) < self.cfg.max_cards:
            actions += [Action("take", value=b) for b in self.aside]
        if len(mine) > 1:
            actions += [Action("throw", value=a) for a in mine]
        return [*actions, DONE]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat in self.seats_to_act() and action not in self.legal_actions(seat):
            if self.offer is not None:
                return "answer_offer"
            if not self.exchanging:
                return "draw_now"
            if action.kind == "take" and len(self.held[seat]) >= self.cfg.max_cards:
                return "too_many_cards"
            if action.kind == "throw" and len(self.held[seat]) <= 1:
                return "last_card"
            return "card_not_free"
        return super().why_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        if action.kind == "draw":
            self._draw(seat)
        elif action.kind == "done":
            self._next_exchanger()
        elif action.kind in ("offer", "accept", "decline"):
            self._trade(seat, action)
        else:
            self._change(seat, action)
        return self.events[start:]

    def view(self, seat: int) -> LotoView:
        bag = 90 - len(self.put_aside) - len(self.board) if not self.exchanging else 90 - len(self.put_aside)
        return self.base_view(
            seat,
            phase=EXCHANGE if self.exchanging else DRAW,
            round=self.drawing,
            rounds=self.cfg.drawings,
            covered=tuple(frozenset(c) for c in self.laid),
            called=tuple(self.board),
            current=self.board[-1] if self.board else None,
            in_bag=bag,
            prizes={},
            claims=(),
            drawer=self.drawer,
            eldest=self.eldest,
            drawing=self.drawing,
            drawings=self.cfg.drawings,
            laid_aside=tuple(self.aside),
            offer=self.offer,
            card_rows={i: self.box[i].rows for i in range(len(self.box))},
            put_away=tuple(sorted(self.put_aside)),
            renewing=self.renewing,
        )

    # -- money ----------------------------------------------------------------------------------
    def round_table(self) -> list[int]:
        """Every seat from the eldest hand round the table."""
        return [(self.eldest + i) % self.players for i in range(self.players)]

    def _pay_for_cards(self, seat: int, count: int) -> None:
        self.pay(seat, "pool", self.cfg.stake * count, "stake", cards=count)
        self.pay(seat, "table", self.cfg.counters_per_card * count, "counters_in", cards=count)

    def _renew(self) -> None:
        self.emit(Event("renew"))
        for s in self.round_table():
            self.pay(s, "pool", self.cfg.stake * len(self.held[s]), "renew", cards=len(self.held[s]))

    # -- exchanges ------------------------------------------------------------------------------
    def _open_exchange(self, first: bool = False, renewal: bool = False) -> None:
        wanted = self.cfg.exchanges == EVERY_DRAWING or (first and self.cfg.exchanges == AT_START)
        if wanted and (self.aside or self.cfg.max_cards > 1):
            self.exchanging = self.round_table()
            self.changes = 0
            data = {"renew": True} if renewal else {}
            self.emit(Event("exchange_open", seat=self.exchanging[0], data=data))

    def _change(self, seat: int, action: Action) -> None:
        mine = self.held[seat]
        if action.kind == "exchange":
            give, take = (int(x) for x in str(action.value).split(">"))
            mine.remove(give)
            self.aside.remove(take)
            mine.append(take)
            self.aside.append(give)
            self.emit(Event("exchange", seat=seat, data={"gave": give, "took": take}))
            self._restore(take)
        elif action.kind == "take":
            card = int(action.value)  # type: ignore[arg-type]
            self.aside.remove(card)
            mine.append(card)
            self.emit(Event("take_card", seat=seat, data={"card": card}))
            self._pay_for_cards(seat, 1)
            self._restore(card)
        else:
            card = int(action.value)  # type: ignore[arg-type]
            mine.remove(card)
            self.aside.append(card)
            self.emit(Event("throw_up", seat=seat, data={"card": card}))
        mine.sort()
        self.aside.sort()
        self._count_change()

    def _count_change(self) -> None:
        # Peel: players "may exchange one or more": as many changes a turn as the most cards one may
        # hold (an offer counting as one, taken or not), so a turn still ends.
        self.changes += 1
        if self.changes >= self.cfg.max_cards:
            self._next_exchanger()

    def _trade(self, seat: int, action: Action) -> None:
        """An offer of one card for another player's; the other accepts or declines."""
        if action.kind == "offer":
            give, take = (int(x) for x in str(action.value).split(">"))
            other = next(s for s in range(self.players) if take in self.held[s])
            self.offer = (seat, give, other, take)
            self.emit(Event("offer", seat=seat, data={"gave": give, "took": take, "to": other}))
            return
        assert self.offer is not None
        offerer, give, other, take = self.offer
        self.offer = None
        data = {"gave": give, "took": take, "with": offerer}
        if action.kind == "accept":
            self.held[offerer].remove(give)
            self.held[other].remove(take)
            self.held[offerer].append(take)
            self.held[other].append(give)
            self.held[offerer].sort()
            self.held[other].sort()
            self.emit(Event("offer_accepted", seat=other, data=data))
        else:
            self.emit(Event("offer_declined", seat=other, data=data))
        self._count_change()

    def _restore(self, card: int) -> None:
        """Knobs put away come back to the bag once a card bearing them is taken."""
        back = sorted(self.put_aside & self.box[card].numbers)
        if back:
            self.put_aside -= set(back)
            self.emit(Event("knobs_back", data={"numbers": back}))

    def _next_exchanger(self) -> None:
        self.exchanging.pop(0)
        self.changes = 0
        if self.exchanging:
            self.emit(Event("exchange_turn", seat=self.exchanging[0]))
        elif self.renewing:
            self._pay_due()  # the exchanges before replenishing are over: pay in, go on paying

    # -- a drawing ------------------------------------------------------------------------------
    def _draw(self, seat: int) -> None:
        if self.drawing and self.ledger.pool("pool") == 0:
            self._renew()  # Peel: exchanges "likewise prior to replenishing the pool"
        self.drawing += 1
        self.last = self.drawing >= (self.cfg.drawings or MOST_DRAWINGS)
        self.board, self.laid = [], [set() for _ in range(self.players)]
        counts: list[dict[int, list[int]]] = [
            {i: [0, 0, 0] for i in self.held[s]} for s in range(self.players)
        ]
        bag = [n for n in range(1, 91) if n not in self.put_aside]
        self.rng.shuffle(bag)
        self.emit(Event("drawing", seat=seat, data={"drawing": self.drawing, "last": self.last}))
        while bag:
            if len(self.board) >= self.cfg.knobs and not self.last:
                break
            if self.last and self.ledger.pool("table") == 0:
                break
            n = bag.pop()
            self.board.append(n)
            holders = [(s, i) for s in self.round_table() for i in self.held[s] if n in self.box[i].numbers]
            self.emit(Event("knob", seat=seat, data={"number": n, "holders": len(holders)}))
            if not holders and self.cfg.put_away:
                self.put_aside.add(n)
                self.emit(Event("put_away", data={"number": n}))
            for s, i in holders:
                if self.ledger.pool("table") == 0:
                    self.last = True  # the counters on the table are gone: this drawing is the last
                    break
                row = next(r for r, numbers in enumerate(self.box[i].rows) if n in numbers)
                counts[s][i][row] += 1
                self.laid[s].add(n)
                self.take("table", s, 1, "counter", number=n, card=i)
        self._log.append(
            {"drawing": self.drawing, "knobs": list(self.board), "cards": [list(h) for h in self.held]}
        )
        self.due = [
            (s, i, row, k)
            for s in self.round_table()
            for i in self.held[s]
            for row, k in enumerate(counts[s][i])
            if k >= 2
        ]
        self._pay_due()

    def _pay_due(self) -> None:
        """Pay the drawing's lines from the eldest hand. When the pool cannot pay one, everyone pays in
        again (as often as it takes: "whenever the pool is exhausted"), after an exchange round if
        exchanges come before every drawing ("and likewise prior to replenishing the pool"); only
        the last drawing leaves lines unpaid."""
        while self.due:
            s, card, row, k = self.due[0]
            due = self.cfg.premium(k)
            if self.ledger.pool("pool") < due and not self.last:
                if self.cfg.exchanges == EVERY_DRAWING and not self.renewing:
                    self.renewing = True
                    self._open_exchange(renewal=True)
                    if self.exchanging:
                        return  # the exchanges first; their end calls this again
                while self.ledger.pool("pool") < due:
                    before = self.ledger.pool("pool")
                    self._renew()
                    if self.ledger.pool("pool") == before:
                        break  # no stakes to pay in (a stake of 0)
            self.due.pop(0)
            reason = PRIZE_NAMES[k - 2]
            paid = min(due, self.ledger.pool("pool"))
            self.take("pool", s, paid, reason, card=card, row=row)
            if paid < due:
                self.emit(Event("bankrupt", seat=s, points=0, reason=reason, data={"unpaid": due - paid}))
        self.renewing = False
        if self.last:
            self._end()
            return
        self.drawer = (self.drawer + 1) % self.players
        self._open_exchange()  # an empty pool is renewed after the exchanges, as the next drawing begins

    def _end(self) -> None:
        """Share what is left on the pool and the table by the cards held, odd counters from the
        eldest hand; then the result."""
        shares = [len(self.held[s]) for s in range(self.players)]
        total_cards = sum(shares)
        for pool in ("pool", "table"):
            left = self.ledger.pool(pool)
            if not left:
                continue
            each = [left * c // total_cards for c in shares]
            odd = left - sum(each)
            for s in self.round_table():
                if odd and shares[s]:
                    each[s] += 1
                    odd -= 1
            for s in self.round_table():
                self.take(pool, s, each[s], f"share_{pool}")
        self.finish(drawings=self.drawing, deals=self.drawing)
