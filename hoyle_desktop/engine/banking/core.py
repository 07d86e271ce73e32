"""The banking family's core state machine pieces: seats, bank, stock, the pone's pile, boxes, counters.

A banking game (Vingt-un, Baccarat, Blind Hookey) subclasses :class:`BankingGame`, sets ``phase``
and ``actor`` as it goes, and implements ``legal_actions``, ``_act`` and ``view_extra``. The core
gives it:

- the ledger (one purse per seat, named pools; an empty purse buys in again), :meth:`pay` and
  :meth:`take_pool`, each emitting a ``pay`` event;
- physical cards as ids (two packs make two aces of spades, each its own id), the ``stock`` (its top
  is the end of the list) and the pone's ``pile``; :meth:`draw` deals the top card, and when only
  the last card is left the pone takes it unseen, shuffles the pile and hands it back
  (Peel, Vingt-un);
- who has seen which card (``seen``) since it last went back into the stock, from which
  ``hidden_cards``, the views and ``determinise`` follow;
- boxes: a seat's hands on the table, each with its card ids, which are face up, a stake and a
  status;
- the dealer (``dealer``, who holds the bank now) and the proper dealer (``proper``, whose turn at
  the deal it is: they differ when the deal was sold), the pone (on the proper dealer's right), and
  :meth:`pass_deal`;
- the end: :meth:`finish` shares what lies on the pools and makes the :class:`Result`, nets as
  scores and stakes.

The shared event vocabulary (``ui/banking`` shows each one):

``cut`` (seat, card: a card dealt face up to choose the first dealer; reason ``low`` when each
player cuts one card and the lowest deals), ``dealer`` (seat: the new holder of the bank; data
``proper``, ``reason``), ``hand_start`` (data ``hand``; ``keep``: the last hand stays on show
until the first card of this one), ``deal`` (seat, one card; data ``box``, ``up``; private to the
seat when face down; ``size`` for a whole packet, Blind Hookey), ``stake`` (seat, points = the
box's stake now; data ``box``, ``reason``), ``say`` (seat, reason: a call such as ``double``,
``content``, ``natural``, ``over``, Baccarat's ``banco``, ``stand`` and ``coup`` (the outcome),
Blind Hookey's ``reject``; points: an amount or a point), ``reveal`` (seat, the box's cards
turned up; data ``box``, Baccarat's ``point``),
``split`` (seat, data ``box``, ``new``: a pair divided), ``discard`` (seat, data ``box``,
``count``: a box's cards to the pone), ``shuffle`` (reason ``fresh`` or ``pone``; data ``cards``),
``pay`` (the ledger), ``hand_end``, ``game_over`` (data ``nets``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import Card, full_pack
from ..game import Game, Result
from ..ledger import BUY_IN, Account, Ledger, points_by_reason
from ..state_copy import copy_state
from .view import OVER, BankingView, BoxView


class Box:
    """One hand on the table: card ids, which lie face up for all, a stake and a status code.
    ``data`` holds game-specific marks (a doubled stake, a divided pair)."""

    def __init__(self, stake: int = 0) -> None:
        self.ids: list[int] = []
        self.up: list[bool] = []
        self.stake = stake
        self.status = ""
        self.data: dict[str, Any] = {}


class BankingGame(Game):
    """Subclasses set ``spec`` and call ``super().__init__(rules, seed, players, purse, pools,
    packs)``; then they start play (often with :meth:`cut_for_dealer`)."""

    MAX_ACTIONS = 20_000  # a hard ceiling on any game's length (random play must end)

    def __init__(
        self,
        rules: Mapping[str, Any],
        seed: int,
        players: int,
        purse: int,
        pools: Sequence[str] = (),
        packs: int = 1,
    ) -> None:
        super().__init__(rules, seed)
        self.n = players
        self.cards: list[Card] = full_pack() * packs  # card id -> card
        self.ledger = Ledger(players, purse, pools, buy_in=purse)
        self.events: list[Event] = []
        self.dealer = 0
        self.proper = 0
        self.stock: list[int] = []
        self.pile: list[int] = []
        self.boxes: list[list[Box]] = [[] for _ in range(players)]
        self.seen: list[set[int]] = [set() for _ in range(players)]
        self.phase = ""
        self.actor: int | None = None
        self.active_box: int | None = None
        self.hand_no = 0  # hands played in the game so far (the one in play included)
        self.deals_done = 0
        self._result: Result | None = None

    # -- the contract -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None or self.actor is None:
            return ()
        return (self.actor,)

    def result(self) -> Result | None:
        return self._result

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        self._act(seat, action)
        if len(self.history) + 1 >= self.MAX_ACTIONS and self._result is None:
            self.finish()
        return self.events[start:]

    def _act(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {}

    def hands_in_game(self) -> int:
        """How many hands the game lasts (0 when not fixed); shown as ``hands`` in the view."""
        return 0

    def box_total(self, box: Box) -> int | None:
        """The total a box shows when all its cards are known; games with points override."""
        return None

    def view(self, seat: int) -> BankingView:
        rows = []
        for owner in range(self.n):
            row = []
            for box in self.boxes[owner]:
                cards = tuple(self.cards[i] if i in self.seen[seat] else None for i in box.ids)
                total = self.box_total(box) if all(c is not None for c in cards) and cards else None
                row.append(BoxView(cards, box.stake, box.status, total, tuple(box.up)))
            rows.append(tuple(row))
        return BankingView(
            seat=seat,
            game=self.spec.key,
            players=self.n,
            phase=OVER if self._result is not None else self.phase,
            to_act=None if self._result is not None else self.actor,
            dealer=self.dealer,
            proper=self.proper,
            pone=self.pone,
            boxes=tuple(rows),
            purses=self.ledger.purses,
            nets=self.ledger.nets(),
            pools=self.ledger.pools,
            stock=len(self.stock),
            pile=len(self.pile),
            pile_seen=tuple(self.cards[i] for i in self.pile if i in self.seen[seat]),
            hand_no=self.hand_no,
            hands=self.hands_in_game(),
            active_box=self.active_box if self.actor is not None else None,
            extra=self.view_extra(seat),
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        """Cards in play this seat has not seen; with two packs, a card whose twin it can see is
        not listed (its code is on show)."""
        unseen = {self.cards[i] for i in self._unknown_ids(seat)}
        shown = {self.cards[i] for i in self._all_ids() if i in self.seen[seat]}
        return frozenset(unseen - shown)

    def determinise(self, seat: int, rng: random.Random) -> Game:
        """Every card ``seat`` has not seen (the stock, face-down cards, unseen cards in the pile)
        is dealt again: the cards are permuted over those places."""
        ids = sorted(self._unknown_ids(seat))
        faces = [self.cards[i] for i in ids]
        rng.shuffle(faces)
        new = copy_state(self, share=(self.rules, self.rng))
        for i, card in zip(ids, faces, strict=True):
            new.cards[i] = card
        new.rng, new.quiet = rng, True
        return new

    def deal_log(self) -> list[JSON]:
        return []

    # -- cards ---------------------------------------------------------------------------------------
    @property
    def pone(self) -> int:
        """The player on the proper dealer's right, who keeps the used cards."""
        return (self.proper - 1) % self.n

    def _all_ids(self) -> list[int]:
        return self.stock + self.pile + [i for row in self.boxes for box in row for i in box.ids]

    def _unknown_ids(self, seat: int) -> list[int]:
        return [i for i in self._all_ids() if i not in self.seen[seat]]

    def left_of(self, seat: int, count: int | None = None) -> list[int]:
        """Seats from ``seat``'s left round to ``seat`` itself (``count`` of them)."""
        order = [(seat + k) % self.n for k in range(1, self.n + 1)]
        return order if count is None else order[:count]

    def fresh_pack(self) -> None:
        """Every card gathered (boxes, pile, stock) and shuffled into the stock."""
        for row in self.boxes:
            row.clear()
        ids = list(range(len(self.cards)))
        self.rng.shuffle(ids)
        self.stock, self.pile = ids, []
        for s in self.seen:
            s.clear()
        self._emit(Event("shuffle", reason="fresh", data={"cards": len(ids)}))

    def pone_shuffle(self) -> None:
        """The stock's last card goes unseen to the pone, who shuffles the used cards into a new stock."""
        self.pile.extend(self.stock)
        self.stock = []
        back = set(self.pile)
        for s in self.seen:
            s -= back
        self.rng.shuffle(self.pile)
        self.stock, self.pile = self.pile, []
        self._emit(Event("shuffle", seat=self.pone, reason="pone", data={"cards": len(self.stock)}))

    def can_draw(self) -> bool:
        return bool(self.stock or self.pile)

    def draw(self, seat: int, box: int, up: bool) -> int | None:
        """Deal the top card into ``seat``'s box (face up for all, or seen by the seat alone); the
        pone shuffles first when only the last card is left. None when no card is left at all."""
        if len(self.stock) <= 1 and self.pile:
            self.pone_shuffle()
        if not self.stock:
            return None
        cid = self.stock.pop()
        target = self.boxes[seat][box]
        target.ids.append(cid)
        target.up.append(up)
        watchers = range(self.n) if up else (seat,)
        for w in watchers:
            self.seen[w].add(cid)
        card = self.cards[cid]
        self._emit(
            Event(
                "deal",
                seat=seat,
                cards=(card,),
                data={"box": box, "up": up},
                private_to=None if up else (seat,),
            )
        )
        return cid

    def reveal(self, seat: int, box: int, reason: str = "") -> None:
        """Turn a box's cards up for everyone."""
        target = self.boxes[seat][box]
        for cid in target.ids:
            for s in self.seen:
                s.add(cid)
        target.up = [True] * len(target.ids)
        cards = tuple(self.cards[i] for i in target.ids)
        self._emit(Event("reveal", seat=seat, reason=reason, cards=cards, data={"box": box}))

    def discard(self, seat: int, box: int) -> None:
        """A box's cards go to the pone's pile (face-down ones still unseen); the box stays, empty,
        so the other boxes keep their numbers until :meth:`clear_table`."""
        target = self.boxes[seat][box]
        count = len(target.ids)
        self.pile.extend(target.ids)
        target.ids, target.up = [], []
        self._emit(Event("discard", seat=seat, data={"box": box, "count": count}))

    def clear_table(self) -> None:
        """The end of a hand: every card on the table goes to the pone."""
        for seat in range(self.n):
            for b, box in enumerate(self.boxes[seat]):
                if box.ids:
                    self.discard(seat, b)
            self.boxes[seat] = []

    # -- counters ------------------------------------------------------------------------------------
    def pay(self, src: int, dst: Account, amount: int, reason: str, **data: Any) -> None:
        """``src`` pays ``amount`` (buying in again first if its purse is short)."""
        for event in self.ledger.charge(src, dst, amount, reason, when_broke=BUY_IN, **data):
            self._emit(event)

    def take_pool(self, pool: str, seat: int, reason: str, amount: int | None = None) -> None:
        amount = self.ledger.pool(pool) if amount is None else min(amount, self.ledger.pool(pool))
        if amount > 0:
            self._emit(self.ledger.move(pool, seat, amount, reason))

    # -- the deal ------------------------------------------------------------------------------------
    def cut_for_dealer(self, rank: int = 1) -> int:
        """Cards dealt face up one at a time round the table from seat 0; the first of ``rank``
        (ace by default) makes its holder the first dealer."""
        pack = full_pack()
        self.rng.shuffle(pack)
        for k, card in enumerate(pack):
            seat = k % self.n
            self._emit(Event("cut", seat=seat, cards=(card,)))
            if int(card.rank) == rank:
                return seat
        return 0

    def pass_deal(self, proper: int, dealer: int | None = None, reason: str = "") -> None:
        """``proper`` has the turn at the deal; ``dealer`` (a buyer) holds the bank for it."""
        self.proper = proper
        self.dealer = proper if dealer is None else dealer
        self._emit(Event("dealer", seat=self.dealer, reason=reason, data={"proper": proper}))

    def finish(self) -> None:
        """The game is over: pools shared equally (odd counters one each from the dealer's left),
        then the result, each seat's net counters as score and stake."""
        self.clear_table()
        order = self.left_of(self.dealer)
        for name, amount in self.ledger.pools.items():
            if amount <= 0:
                continue
            each, odd = divmod(amount, self.n)
            for k, seat in enumerate(order):
                share = each + (1 if k < odd else 0)
                if share:
                    self._emit(self.ledger.move(name, seat, share, "share_pool"))
        self.ledger.check()
        nets = self.ledger.nets()
        best = max(nets)
        winners = tuple(s for s in range(self.n) if nets[s] == best)
        outcomes = tuple("win" if s in winners else "loss" for s in range(self.n))
        details = {
            "hands": self.hand_no,
            "deals": self.deals_done,
            "bought_in": self.ledger.bought[:],
            "points": points_by_reason(self.events, self.n),
        }
        self.actor = None
        self.phase = OVER
        self._result = Result(winners=winners, scores=nets, outcomes=outcomes, stakes=nets, details=details)
        self._emit(Event("game_over", data={"nets": list(nets)}))

    def _emit(self, *events: Event) -> None:
        if not self.quiet:
            self.events.extend(events)
