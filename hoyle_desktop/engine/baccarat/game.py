"""Baccarat, Chemin de Fer and Banque (Hoyle's Games Modernized): the state machine.

One machine plays both forms. At Chemin de Fer one hand represents the punters and the bank
passes on as soon as it loses; at Banque the banker plays against two tableaux and keeps the bank
until the packs are dealt out (see docs/rules-notes/baccarat.md). Each coup: the bank (put up,
kept, or passed), banco or stakes, four (or six) cards, naturals turned up, the punters' hands
draw or stand, the banker draws or stands, and the stakes are settled. The app is the croupier.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import Card, full_pack
from ..game import Game, Result
from ..ledger import Ledger
from ..ledger_game import LedgerGame
from . import SPEC
from .points import NATURALS, OPTION, false_draw, point
from .rules import BANQUE, CHEMIN, FINED, LIABLE, REFUSED, STAND_OVER, BaccaratRules, amounts
from .view import BANCO, BANK, BANKER, OVER, PUNTER, STAKE, TAKE, BaccaratView

CARD, STAND = Action("card"), Action("stand")
GO_ON, PASS_DEAL = Action("go_on"), Action("pass_deal")
GIVE_UP = Action("give_up")  # Banque: a banker whose bank was broken retires rather than put up another
TAKE_BANK, DECLINE = Action("take"), Action("decline")
GO_BANCO, NO_BANCO = Action("banco"), Action("no_banco")
FRESH_PACKS = Action("fresh_packs")
BANKER_WINS, PUNTER_WINS, TIE = "banker", "punter", "tie"
FEWEST_CARDS = 7  # Hoyle: a valid deal needs at least seven cards in hand


class BaccaratGame(LedgerGame):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = BaccaratRules.from_mapping(self.rules)
        n = self.cfg.players
        self.events: list[Event] = []
        self.ledger = Ledger(n, self.cfg.purse, ("bank", "stakes"))
        self.stakes = [0] * n
        self.sides = [-1] * n
        self.shoe: list[Card] = []
        self.fresh_called = False
        self.coup = 0
        self.phase = BANK
        self.queue: list[int] = []
        self.banco: int | None = None
        self.banco_again: int | None = None  # a banco lost last coup may go again first
        self.pass_amount = 0
        self.stood_over = False
        self.bank_set = False
        self.renewing = False  # Banque: the bank was broken; its banker, still in office, puts up another
        self.tableaux = self.cfg.tableaux
        self.holders: list[int | None] = [None] * self.tableaux
        self.hands: list[list[Card]] = [[] for _ in range(self.tableaux)]
        self.banker_hand: list[Card] = []
        self.shown: list[bool] = [False] * self.tableaux  # turned up (naturals, or at the end)
        self.banker_shown = False
        self.false_drawer: list[int | None] = [None] * self.tableaux
        self.last: tuple[str, ...] = ()
        self._draw_order: list[int] = []  # the tableaux still to draw or stand, in order
        self._retiring = 0  # the banker who last passed the deal
        self._result: Result | None = None
        self._log: list[JSON] = []
        # Seats are drawn by lot (Hoyle); the first banker is the first place.
        self.banker = self.rng.randrange(n)
        self.emit(Event("dealer", seat=self.banker, reason="first", data={"proper": self.banker}))
        self._new_shoe()
        self._start_coup()
        self.opening_events = list(self.events)

    # -- the contract ---------------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None or not self.queue:
            return ()
        return (self.queue[0],)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.seats_to_act():
            return []
        unit = self.cfg.stake_unit
        purse = self.ledger.purse(seat)
        if self.phase == BANK:
            if not self.bank_set:
                top = min(self.cfg.max_bank, purse)
                banks = [Action("bank", value=v) for v in amounts(unit, top)]
                return [*banks, GIVE_UP] if self.renewing else banks
            return [GO_ON, PASS_DEAL]
        if self.phase == TAKE:
            return [TAKE_BANK, DECLINE] if purse >= self.pass_amount else [DECLINE]
        fresh = [FRESH_PACKS] if self._may_call_fresh(seat) else []
        if self.phase == BANCO:
            bank = self.ledger.pool("bank")
            return [GO_BANCO, NO_BANCO, *fresh] if purse >= bank else [NO_BANCO, *fresh]
        if self.phase == STAKE:
            room = self.ledger.pool("bank") - sum(self.stakes)
            top = min(purse, room)
            return [Action("stake", value=v) for v in amounts(unit, top, least=0)] + fresh
        if self.phase == PUNTER:
            t = self._tableau_to_draw()
            pt = point(self.hands[t])
            if self.cfg.false_draw == REFUSED and pt != OPTION:
                return [STAND] if false_draw(pt, True) else [CARD]
            return [CARD, STAND]
        return [CARD, STAND]  # the banker's free choice

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat in self.seats_to_act():
            if self.phase == PUNTER and action in (CARD, STAND):
                pt = point(self.hands[self._tableau_to_draw()])
                if self.cfg.false_draw == REFUSED and false_draw(pt, action == CARD):
                    return "false_draw_stand" if action == CARD else "false_draw_card"
            if self.phase == TAKE and action == TAKE_BANK and self.ledger.purse(seat) < self.pass_amount:
                return "cannot_cover_bank"
            if (
                self.phase == BANCO
                and action == GO_BANCO
                and self.ledger.purse(seat) < self.ledger.pool("bank")
            ):
                return "cannot_cover_bank"
            if self.phase == STAKE and action.kind == "stake" and isinstance(action.value, int):
                if action.value > self.ledger.pool("bank") - sum(self.stakes):
                    return "over_the_bank"
                if action.value > self.ledger.purse(seat):
                    return "over_purse"
        return super().why_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        if action == FRESH_PACKS:
            self._fresh_packs(seat)
            return self.events[start:]
        self.queue.pop(0)
        if self.phase == BANK:
            self._bank_decision(seat, action)
        elif self.phase == TAKE:
            self._take_decision(seat, action)
        elif self.phase == BANCO:
            self._banco_decision(seat, action)
        elif self.phase == STAKE:
            self._stake(seat, int(action.value))  # type: ignore[arg-type]
        elif self.phase == PUNTER:
            self._punter_draws(seat, action == CARD)
        else:
            self._banker_draws(action == CARD)
        return self.events[start:]

    def view(self, seat: int) -> BaccaratView:
        over = self._result is not None
        hands = tuple(
            tuple(c if self._sees(seat, t, i) else None for i, c in enumerate(h))
            for t, h in enumerate(self.hands)
        )
        banker_sees = seat == self.banker or self.banker_shown
        banker_hand = tuple(c if banker_sees or i >= 2 else None for i, c in enumerate(self.banker_hand))
        points = tuple(
            point(h) if h and all(c is not None for c in hands[t]) else None for t, h in enumerate(self.hands)
        )
        return BaccaratView(
            seat=seat,
            form=self.cfg.form,
            phase=OVER if over else self.phase,
            to_act=self.seats_to_act(),
            banker=self.banker,
            bank=self.ledger.pool("bank"),
            stakes=tuple(self.stakes),
            sides=tuple(self.sides),
            banco=self.banco,
            holders=tuple(self.holders),
            hands=hands,
            banker_hand=banker_hand,
            points=points,
            banker_point=point(self.banker_hand) if self.banker_hand and banker_sees else None,
            shoe=len(self.shoe),
            coup=self.coup,
            coups=self.cfg.coups,
            purses=self.ledger.purses,
            nets=self.ledger.nets(),
            pass_amount=self.pass_amount,
            last=self.last,
            stood_over=self.stood_over,
            rules=dict(self.rules),
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        hidden, _ = self._unseen(seat)
        visible = {c for h in self.view(seat).hands for c in h if c is not None}
        visible |= {c for c in self.view(seat).banker_hand if c is not None}
        return frozenset(c for c in hidden if c not in visible)

    def determinise(self, seat: int, rng: random.Random) -> Game:
        new = self.clone()
        assert isinstance(new, BaccaratGame)
        cards, places = new._unseen(seat)
        rng.shuffle(cards)
        for (where, index), c in zip(places, cards, strict=True):
            where[index] = c
        new.rng, new.quiet = rng, True
        return new

    # -- what each seat may see -----------------------------------------------------------------
    def _sees(self, seat: int, t: int, index: int) -> bool:
        return self.shown[t] or index >= 2 or self.holders[t] == seat

    def _unseen(self, seat: int) -> tuple[list[Card], list[tuple[list[Card], int]]]:
        """The cards ``seat`` cannot see and where each lies (the list and its index)."""
        places: list[tuple[list[Card], int]] = [(self.shoe, i) for i in range(len(self.shoe))]
        for t, hand in enumerate(self.hands):
            places += [(hand, i) for i in range(len(hand)) if not self._sees(seat, t, i)]
        if seat != self.banker and not self.banker_shown:
            places += [(self.banker_hand, i) for i in range(min(2, len(self.banker_hand)))]
        return [where[i] for where, i in places], places

    # -- the shoe -------------------------------------------------------------------------------
    def _new_shoe(self) -> None:
        self.shoe = full_pack() * self.cfg.pack_count
        self.rng.shuffle(self.shoe)
        self.fresh_called = False
        self.emit(
            Event("shuffle", reason="fresh", data={"packs": self.cfg.pack_count, "cards": len(self.shoe)})
        )

    def _may_call_fresh(self, seat: int) -> bool:
        return self.cfg.fresh_packs and not self.fresh_called and seat != self.banker

    def _fresh_packs(self, seat: int) -> None:
        """Law 64: a punter calls for fresh packs at his own expense (paid to the bank)."""
        self.emit(Event("say", seat=seat, reason="fresh_packs"))
        self.emit(*self.ledger.charge(seat, "bank", self.cfg.fresh_packs_price, "fresh_packs"))
        self._new_shoe()
        self.fresh_called = True

    def _cards_needed(self) -> int:
        return max(FEWEST_CARDS, 3 * (self.tableaux + 1))

    # -- the bank -------------------------------------------------------------------------------
    def _start_coup(self) -> None:
        if self.coup >= self.cfg.coups:
            self._finish()
            return
        # The croupier has gathered the last coup's cards; the stakes standing over stay ("keep").
        self.emit(Event("hand_start", reason="coup", data={"hand": self.coup + 1, "keep": True}))
        for seat in range(self.players):
            if self.ledger.purse(seat) < self.cfg.stake_unit and (seat != self.banker or not self.bank_set):
                self.emit(self.ledger.buy_in(seat))
        if len(self.shoe) < self._cards_needed():
            if self.cfg.form == BANQUE and (self.bank_set or self.renewing):
                self.emit(Event("say", seat=self.banker, reason="packs_dealt"))
                self._end_bank(next_banker=True)
            self._new_shoe()
        self.holders = [None] * self.tableaux
        self.hands = [[] for _ in range(self.tableaux)]
        self.banker_hand = []
        self.shown = [False] * self.tableaux
        self.banker_shown = False
        self.false_drawer = [None] * self.tableaux
        if self.stood_over and (not self.bank_set or self.ledger.pool("bank") < sum(self.stakes)):
            self._return_stakes("bank_changed")  # the bank that the stakes stood against is gone
        if self.stood_over:
            self._deal()
            return
        self.phase, self.queue = BANK, [self.banker]

    def _bank_decision(self, seat: int, action: Action) -> None:
        if action.kind == "bank":
            amount = int(action.value)  # type: ignore[arg-type]
            self.emit(self.ledger.move(seat, "bank", amount, "bank"))
            self.bank_set, self.renewing = True, False
            self._open_betting()
        elif action == GIVE_UP:  # nothing left in the bank to pass: the next player banks
            self.emit(Event("say", seat=seat, reason="give_up"))
            self._end_bank(next_banker=True)
            self.phase, self.queue = BANK, [self.banker]
        elif action == GO_ON:
            self.emit(Event("say", seat=seat, reason="go_on", points=self.ledger.pool("bank")))
            self._open_betting()
        else:
            self.pass_amount = self.ledger.pool("bank")
            self.emit(Event("say", seat=seat, reason="pass_deal", points=self.pass_amount))
            retiring = self.banker
            self._end_bank(next_banker=False)
            self.phase, self.queue = TAKE, self._order_after(retiring)
            self._retiring = retiring

    def _take_decision(self, seat: int, action: Action) -> None:
        if action == TAKE_BANK:
            self.banker = seat
            self.emit(Event("dealer", seat=seat, reason="took", data={"proper": seat}))
            self.emit(self.ledger.move(seat, "bank", self.pass_amount, "bank"))
            self.bank_set = True
            self.queue = []
            self._open_betting()
            return
        self.emit(Event("say", seat=seat, reason="decline"))
        if not self.queue:  # nobody took it: the next player starts a bank of his own
            self.banker = (self._retiring + 1) % self.players
            self.emit(Event("dealer", seat=self.banker, reason="next", data={"proper": self.banker}))
            if self.ledger.purse(self.banker) < self.cfg.stake_unit:
                self.emit(self.ledger.buy_in(self.banker))
            self.phase, self.queue = BANK, [self.banker]

    def _end_bank(self, next_banker: bool) -> None:
        """The bank goes back to its banker's purse; with ``next_banker`` the next player banks."""
        left = self.ledger.pool("bank")
        if left:
            self.emit(self.ledger.move("bank", self.banker, left, "bank_back"))
        self.bank_set = self.renewing = False
        if next_banker:
            self.banker = (self.banker + 1) % self.players
            self.emit(Event("dealer", seat=self.banker, reason="next", data={"proper": self.banker}))
            if self.ledger.purse(self.banker) < self.cfg.stake_unit:
                self.emit(self.ledger.buy_in(self.banker))

    def _bank_broken(self) -> None:
        """Banque: Hoyle's banker "holds office until the whole of such cards have been dealt",
        unless he retires "of his own free will, or by reason of the exhaustion of his finances".
        A broken bank is not the end of his finances: while his purse holds a unit he stays and
        puts up another bank (or gives it up); with less he is done and the next player banks."""
        if self.coup >= self.cfg.coups:
            return  # the game is over: nobody banks again
        if self.ledger.purse(self.banker) >= self.cfg.stake_unit:
            self.emit(Event("say", seat=self.banker, reason="bank_renew"))
            self.bank_set, self.renewing = False, True
            return
        self.emit(Event("say", seat=self.banker, reason="bank_broken"))
        self._end_bank(next_banker=True)

    def _order_after(self, seat: int) -> list[int]:
        return [(seat + k) % self.players for k in range(1, self.players)]

    # -- banco and stakes -----------------------------------------------------------------------
    def _open_betting(self) -> None:
        order = self._order_after(self.banker)
        if self.banco_again in order:  # Hoyle: a banco lost may go banco again next coup
            order.remove(self.banco_again)
            order.insert(0, self.banco_again)
        self.banco_again = None
        self.sides = [-1] * self.players
        self.phase, self.queue = BANCO, order

    def _banco_decision(self, seat: int, action: Action) -> None:
        if action == GO_BANCO:
            self.banco = seat
            bank = self.ledger.pool("bank")
            self.emit(Event("say", seat=seat, reason="banco", points=bank))
            self.emit(self.ledger.move(seat, "stakes", bank, "stake"))
            self.stakes[seat] = bank
            self.emit(Event("stake", seat=seat, points=bank, data={"box": 0, "reason": "banco"}))
            self.sides[seat] = 0
            self.queue = []
            self._deal()
            return
        self.emit(Event("say", seat=seat, reason="no_banco"))
        if not self.queue:
            self.phase, self.queue = STAKE, self._order_after(self.banker)

    def _side_of(self, seat: int) -> int:
        """At Banque the punters nearer the banker's right play the right tableau, the rest the left."""
        if self.tableaux == 1:
            return 0
        order = self._order_after(self.banker)
        return 0 if order.index(seat) < (len(order) + 1) // 2 else 1

    def _stake(self, seat: int, amount: int) -> None:
        if amount:
            self.emit(self.ledger.move(seat, "stakes", amount, "stake"))
            self.stakes[seat] = amount
            self.sides[seat] = self._side_of(seat)
            self.emit(Event("stake", seat=seat, points=amount, data={"box": 0}))
        else:
            self.emit(Event("say", seat=seat, reason="no_stake"))
        if self.queue:
            return
        if not any(self.stakes):
            self.emit(Event("say", seat=self.banker, reason="no_play"))
            self.coup += 1
            self._start_coup()
            return
        self._deal()

    # -- the deal -------------------------------------------------------------------------------
    def _representatives(self) -> list[int | None]:
        """Each tableau's hand is held by its highest stake, the first in order on equal stakes."""
        reps: list[int | None] = [None] * self.tableaux
        for seat in self._order_after(self.banker):
            t = self.sides[seat]
            if t >= 0 and self.stakes[seat] and (reps[t] is None or self.stakes[seat] > self.stakes[reps[t]]):
                reps[t] = seat
        return reps

    def _deal(self) -> None:
        self.phase = PUNTER
        self.holders = self._representatives()
        live = [t for t in range(self.tableaux) if self.holders[t] is not None]
        for _ in range(2):  # one card at a time, face down: each punters' hand, then the bank
            for t in live:
                self._deal_card(self.holders[t], t)  # type: ignore[arg-type]
            self._deal_card(self.banker, -1)
        if point(self.banker_hand) in NATURALS:
            self._show_banker("natural")
            for t in live:
                self._show(t, "natural" if point(self.hands[t]) in NATURALS else "turn_up")
            self._settle()
            return
        for t in live:
            if point(self.hands[t]) in NATURALS:
                self._show(t, "natural")
        self.queue = [self.holders[t] for t in live if not self.shown[t]]  # type: ignore[misc]
        self._draw_order = [t for t in live if not self.shown[t]]
        if not self.queue:  # every punters' hand a natural: the bank turns up its cards against them
            self._show_banker("turn_up")
            self._settle()

    def _deal_card(self, seat: int, t: int, up: bool = False) -> None:
        """A card from the shoe to tableau ``t`` (-1: the bank), seen by its holder (all: ``up``)."""
        c = self.shoe.pop()
        (self.banker_hand if t < 0 else self.hands[t]).append(c)
        private = None if up else (seat,)
        self.emit(
            Event("deal", seat=seat, cards=(c,), data={"box": 0, "up": up, "tableau": t}, private_to=private)
        )

    def _tableau_to_draw(self) -> int:
        return self._draw_order[0]

    def _show(self, t: int, reason: str) -> None:
        self.shown[t] = True
        self.emit(
            Event(
                "reveal",
                seat=self.holders[t],
                reason=reason,
                cards=tuple(self.hands[t]),
                data={"box": 0, "tableau": t, "point": point(self.hands[t])},
            )
        )

    def _show_banker(self, reason: str) -> None:
        self.banker_shown = True
        self.emit(
            Event(
                "reveal",
                seat=self.banker,
                reason=reason,
                cards=tuple(self.banker_hand),
                data={"box": 0, "tableau": -1, "point": point(self.banker_hand)},
            )
        )

    def _punter_draws(self, seat: int, draws: bool) -> None:
        t = self._draw_order.pop(0)
        before = point(self.hands[t])
        if false_draw(before, draws):
            self.emit(Event("say", seat=seat, reason="false_draw", points=before, data={"box": 0}))
            if self.cfg.false_draw == FINED:
                self.emit(*self.ledger.charge(seat, "bank", self.cfg.fine, "fine"))
            elif self.cfg.false_draw == LIABLE:
                self.false_drawer[t] = seat
        if draws:
            self._deal_card(seat, t, up=True)  # Hoyle: the third card is given face upwards
        else:
            self.emit(Event("say", seat=seat, reason="stand", data={"box": 0, "tableau": t}))
        if not self.queue:
            self.phase, self.queue = BANKER, [self.banker]

    def _banker_draws(self, draws: bool) -> None:
        if draws:
            self._deal_card(self.banker, -1, up=True)
        else:
            self.emit(Event("say", seat=self.banker, reason="stand", data={"box": 0, "tableau": -1}))
        self._show_banker("turn_up")
        for t in range(self.tableaux):
            if self.holders[t] is not None and not self.shown[t]:
                self._show(t, "turn_up")
        self._settle()

    # -- settling -------------------------------------------------------------------------------
    def _settle(self) -> None:
        bp = point(self.banker_hand)
        outcomes: list[str] = []
        banker_lost = False
        tie_stands = False
        for t in range(self.tableaux):
            if self.holders[t] is None:
                outcomes.append("")
                continue
            pp = point(self.hands[t])
            # A natural ends its tableau's hand: it meets the bank's first two cards.
            against = point(self.banker_hand[:2]) if len(self.hands[t]) == 2 and pp in NATURALS else bp
            outcome = BANKER_WINS if against > pp else PUNTER_WINS if pp > against else TIE
            outcomes.append(outcome)
            seats = [s for s in self._order_after(self.banker) if self.sides[s] == t and self.stakes[s]]
            lost: dict[int, int] = {}
            for s in seats:
                stake = self.stakes[s]
                if outcome == BANKER_WINS:
                    lost[s] = stake
                    self.emit(self.ledger.move("stakes", "bank", stake, "coup_won", tableau=t, seat=s))
                elif outcome == PUNTER_WINS:
                    self.emit(self.ledger.move("bank", s, stake, "coup_won", tableau=t))
                    self.emit(self.ledger.move("stakes", s, stake, "stake_back"))
                elif self.cfg.ties != STAND_OVER:
                    self.emit(self.ledger.move("stakes", s, stake, "stake_back"))
                if outcome != TIE or self.cfg.ties != STAND_OVER:
                    self.stakes[s] = 0
                    self.sides[s] = -1
            if outcome == TIE and self.cfg.ties == STAND_OVER:
                tie_stands = True
            offender = self.false_drawer[t]
            if outcome == BANKER_WINS and offender is not None:  # liable for his fellows' losses
                for s in seats:
                    if s != offender:
                        self.emit(*self.ledger.charge(offender, s, lost[s], "false_draw"))
            banker_lost |= outcome == PUNTER_WINS
        self.last = tuple(outcomes)
        self.coup += 1
        self._log.append(
            {
                "coup": self.coup,
                "banker": [c.code for c in self.banker_hand],
                "hands": [[c.code for c in h] for h in self.hands],
                "outcomes": outcomes,
            }
        )
        points = [point(h) if h else None for h in self.hands]
        self.emit(
            Event(
                "say",
                seat=self.banker,
                reason="coup",
                points=bp,
                data={"outcomes": outcomes, "banker_point": bp, "points": points},
            )
        )
        self.emit(Event("hand_end", seat=self.banker))
        if self.coup < self.cfg.coups:  # the last coup's cards stay for the game's end
            self._gather()
        self.stood_over = tie_stands
        if self.banco is not None:
            if outcomes[0] == BANKER_WINS:
                self.banco_again = self.banco
            if not tie_stands:
                self.banco = None
        if self.cfg.form == CHEMIN and banker_lost:
            self._end_bank(next_banker=True)
        elif self.cfg.form == BANQUE and self.ledger.pool("bank") == 0:
            self._bank_broken()
        if self.stood_over and self.ledger.pool("bank") < sum(self.stakes):
            self._return_stakes("bank_changed")
        self._start_coup()

    def _gather(self) -> None:
        """Hoyle's basket "for the reception of the used cards": the croupier takes the settled
        coup's cards off the table before the bank moves on or the next coup is asked for (playtest
        h: they lay beside the new banker through his banco question)."""
        places = [(t, seat) for t, seat in enumerate(self.holders) if seat is not None and self.hands[t]]
        for t, holder in [(-1, self.banker), *places]:
            self.emit(Event("discard", seat=holder, data={"box": 0, "tableau": t, "basket": True}))
        self.hands = [[] for _ in range(self.tableaux)]
        self.banker_hand = []

    def _return_stakes(self, reason: str) -> None:
        for s in range(self.players):
            if self.stakes[s]:
                self.emit(self.ledger.move("stakes", s, self.stakes[s], "stake_back", why=reason))
                self.stakes[s] = 0
                self.sides[s] = -1
        self.stood_over = False
        self.banco = None

    def _finish(self) -> None:
        self._return_stakes("game_over")
        self._end_bank(next_banker=False)
        super()._finish()

    def banking_view(self, seat: int) -> Any:
        """The table's view: the banking family's one view (``table_view.py``)."""
        from .table_view import banking_view

        return banking_view(self, seat)
