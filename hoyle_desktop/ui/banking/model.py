"""What the banking table shows, as plain data (no Qt): taken from a seat's view, moved on event by event.

The session has already applied an action when its events reach the table, so the table shows
them one at a time from a model that starts where the view stood before and follows each event
(a card dealt, a stake, a payment); once the queue is empty it is taken afresh from the view, so
it can never drift from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...engine.actions import Event
from ...engine.baccarat.points import point
from ...engine.banking.view import BankingView
from ...engine.cards import Card
from ...engine.ledger import BUY_IN
from ...engine.vingt_un.points import hand_value

# A hand's total for the games that write one under it (the engine's own reckoning), so the
# total follows each card shown rather than waiting for the next view.
TOTALS: dict[str, Callable[[Sequence[Card]], int]] = {
    "vingt_un": lambda cards: hand_value(cards)[0],
    "baccarat": point,
}


# Baccarat: a punters' hand's place among the coup's outcomes (Chemin de Fer's one, Banque's two;
# a banco plays the first).
TABLEAU = {"punters": 0, "right": 0, "left": 1, "banco": 0}
# Blind Hookey's payments say whose packet won: (the punter's end of the payment, the word under it).
HOOKEY_RESULTS = {"hookey_won": ("to", "won"), "hookey_lost": ("from", "lost")}


@dataclass
class BoxModel:
    cards: list[Card | None] = field(default_factory=list)
    stake: int = 0
    status: str = ""
    total: int | None = None
    size: int = 0  # a packet's cards, when only its bottom card is drawn


@dataclass
class TableModel:
    players: int
    boxes: list[list[BoxModel]]
    purses: list[int]
    nets: list[int]
    pools: dict[str, int]
    dealer: int
    proper: int
    pone: int  # -1: a game without a pone (Baccarat, Blind Hookey)
    stock: int
    pile: int
    to_act: int | None = None
    active_box: int | None = None
    extra: dict = field(default_factory=dict)
    game: str = ""
    # Stakes paid into Baccarat's "stakes" pool whose chip has not yet landed on the seat's box (the
    # payment flies first, the stake comes next): still the punter's, counted in his shown net.
    staking: dict[int, int] = field(default_factory=dict)

    @staticmethod
    def from_view(view: BankingView) -> TableModel:
        boxes = [
            [BoxModel(list(b.cards), _on_table(b.stake, b.status), b.status, b.total, b.size) for b in row]
            for row in view.boxes
        ]
        return TableModel(
            view.players,
            boxes,
            list(view.purses),
            list(view.nets),
            dict(view.pools),
            view.dealer,
            view.proper,
            view.pone,
            view.stock,
            view.pile,
            view.to_act,
            view.active_box,
            dict(view.extra),
            view.game,
        )

    def shown_net(self, seat: int) -> int:
        """A seat's running net as the table shows it: what it has won or lost, counting as still
        its own the bank it holds and its stakes on the table (Baccarat's "bank" and "stakes"
        pools), which the ledger's net leaves out until they come back."""
        net = self.nets[seat]
        if seat == self.dealer and "bank" in self.pools:
            net += self.pools["bank"]
        if "stakes" in self.pools and seat < len(self.boxes):
            net += sum(box.stake for box in self.boxes[seat]) + self.staking.get(seat, 0)
        return net

    def _recount(self, box: BoxModel) -> None:
        """The total of a box whose cards changed: written when every card is known, else none."""
        total = TOTALS.get(self.game)
        known = bool(box.cards) and None not in box.cards
        box.total = total([c for c in box.cards if c is not None]) if total and known else None

    def _box(self, seat: int, index: int) -> BoxModel:
        row = self.boxes[seat]
        while len(row) <= index:
            row.append(BoxModel())
        return row[index]

    def _clear_settled(self) -> None:
        """The first card of a new coup ends the time between coups (Baccarat's "keep": the stakes
        standing over stay, with no words of the last coup's result); the stakes on it stay."""
        if not self.extra.get("settled"):
            return
        self.extra["settled"] = False
        stakes = [row[0].stake if row else 0 for row in self.boxes]
        self.boxes = [[BoxModel(stake=s)] if s else [] for s in stakes]

    def apply(self, e: Event) -> None:
        """Move the model on by one event (the shared vocabulary of ``engine/banking/core.py``)."""
        kind, seat = e.kind, e.seat
        box = int(e.data.get("box", 0) or 0) if isinstance(e.data, dict) else 0
        if kind == "shuffle":
            self.stock = int(e.data.get("cards", self.stock))
            self.pile = 0
            if e.reason == "fresh":
                self.boxes = [[] for _ in range(self.players)]
        elif kind == "dealer" and seat is not None:
            self.dealer = seat
            self.proper = int(e.data.get("proper", seat))
            if self.pone >= 0:
                self.pone = (self.proper - 1) % self.players
        elif kind == "hand_start":
            if e.data.get("keep"):
                self.extra["settled"] = True
            else:
                self.boxes = [[] for _ in range(self.players)]
        elif kind == "deal" and seat is not None:
            self._clear_settled()
            target = self._box(seat, box)
            target.cards.append(e.cards[0] if e.cards else None)
            size = int(e.data.get("size", 0) or 0)
            target.size = size
            self._recount(target)
            self.stock = max(0, self.stock - (size or 1))
        elif kind == "stake" and seat is not None:
            self._box(seat, box).stake = e.points
            self.staking.pop(seat, None)
        elif kind == "split" and seat is not None:
            source = self._box(seat, box)
            target = self._box(seat, int(e.data.get("new", box + 1)))
            if source.cards:
                target.cards.append(source.cards.pop())
            self._recount(source)
            self._recount(target)
        elif kind == "reveal" and seat is not None:
            target = self._box(seat, box)
            target.cards = list(e.cards)
            self._recount(target)
            if "point" in e.data:
                target.total = int(e.data["point"])
        elif kind == "say" and seat is not None and e.reason in ("content", "over", "twenty_one"):
            if e.data.get("box") is not None:
                self._box(seat, box).status = "content" if e.reason == "twenty_one" else e.reason
        elif kind == "discard" and seat is not None:
            self.pile += int(e.data.get("count", 0))
            self._box(seat, box).cards = []
        elif kind == "say" and e.reason == "coup":
            self._coup_results(list(e.data.get("outcomes", [])))
        elif kind == "hand_end":
            self.to_act = None
        elif kind == "pay":
            self._pay(e)

    def _coup_results(self, outcomes: list[str | None]) -> None:
        """Baccarat: the coup's outcome ("banker", "punter" or "tie" for each punters' hand, the
        engine's) written under the hands, as the table shows them once the coup is over."""
        words = {"banker": ("won", "lost"), "punter": ("lost", "won"), "tie": ("tie", "tie")}
        decided = {o for o in outcomes if o}
        for seat, row in enumerate(self.boxes):
            for box in row:
                if not box.cards:
                    continue
                if seat == self.dealer:  # the bank's hand: one word when every tableau went one way
                    box.status = words[next(iter(decided))][0] if len(decided) == 1 else ""
                    continue
                # a punters' hand: its tableau by its place word, or the only one (Chemin de Fer)
                t = TABLEAU.get(box.status, 0 if len(outcomes) == 1 else None)
                if t is not None and t < len(outcomes) and outcomes[t]:
                    box.status = words[outcomes[t]][1]

    def _pay(self, e: Event) -> None:
        src, dst = e.data.get("from"), e.data.get("to")
        if e.reason in HOOKEY_RESULTS:  # Blind Hookey: the engine's verdict on a punter's packet
            side, status = HOOKEY_RESULTS[e.reason]
            punter = e.data.get(side)
            row = self.boxes[punter] if isinstance(punter, int) and 0 <= punter < len(self.boxes) else []
            if len(row) == 1 and not row[0].status:  # his own packet (the first method)
                row[0].status = status
            place = f"{int(e.data.get('packet', -1)) + 1}:on"  # his stake on a company packet (the second)
            for box in row:
                if box.status == place:
                    box.status = f"{place}:{status}"
        if e.reason == "over" and isinstance(src, int) and 0 <= src < len(self.boxes):
            for box in self.boxes[src]:  # Vingt-un: the over-drawn stake is paid at once, its chip goes
                if box.status == "over" and box.stake:
                    box.stake = 0
                    break
        if src == "stakes":  # a stake leaves the table: back to its punter, or lost to the bank
            owner = dst if isinstance(dst, int) else e.data.get("seat")
            if isinstance(owner, int) and 0 <= owner < len(self.boxes):
                for box in self.boxes[owner]:
                    taken = min(box.stake, e.points)
                    box.stake -= taken
                    break
        if dst == "stakes" and isinstance(src, int):  # on its way: its chip lands with the stake
            self.staking[src] = self.staking.get(src, 0) + e.points
        if isinstance(src, int):
            self.purses[src] -= e.points
            self.nets[src] -= e.points
        elif isinstance(src, str) and src in self.pools:
            self.pools[src] -= e.points
        if isinstance(dst, int):
            self.purses[dst] += e.points
            if e.reason != BUY_IN:
                self.nets[dst] += e.points
        elif isinstance(dst, str):
            self.pools[dst] = self.pools.get(dst, 0) + e.points


def _on_table(stake: int, status: str) -> int:
    """The stake still lying on a box: an over-drawn one was paid to the dealer at once (Vingt-un)."""
    return 0 if status == "over" else stake
