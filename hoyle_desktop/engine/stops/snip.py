"""Snip-Snap-Snorum (Peel, Round Games with Cards): cards paired with the card played just before.

Five cards each (or the whole pack, a variation); players play in turn. Whoever holds a card of
the rank just played must pair it: "Snip", and the player paired pays one counter into the pool;
pairing that card again is "Snap" (two), and again "Snorum" (three). Any other card breaks the
chain. A player who pays his last counter leaves at once, his cards going unseen onto the stock;
the last one in takes the pool. Variations: the whole pack dealt with the player on lead playing
on until his card is paired; unlimited counters with the first out of cards winning the pool;
Turn-up Snip. Failing to pair is prevented, or (a house rule) fined double.

It shares the stops family's core: the cut for the first dealer, the ledger of purses and pool,
the deal state and the view, so the stops table shows it. The chain of pairs is this module's own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..actions import Action, Event
from ..cards import PIQUET_RANKS, Card, full_pack, stripped_pack
from . import SNIP_SNAP_SNORUM as SPEC
from .core import StopsGame
from .dealing import Layout
from .rules import BUY_IN, LEAVE, StopsRules
from .view import DONE, FOLLOW, LEAD, StopsView

CALLS = ("snip", "snap", "snorum")  # the first, second and third pairing of a card
FIVE, WHOLE_PACK = "five", "whole_pack"
LAST_IN, FIRST_OUT = "last_in", "first_out"
PREVENTED, FINED = "prevented", "fined"
TURN_UP_NONE, TURN_UP_DEALER, TURN_UP_POOL = "none", "dealer", "pool"
POOL = "pool"
HAND = 5
TURN_UP_SEAT = -1  # the turn-up in a chain: its "player" is the dealer or the pool
MAX_DEALS = 1000  # a safety net: a game to the last one in always ends long before


@dataclass(frozen=True)
class SnipRules(StopsRules):
    players: int = 5
    purse: int = 5
    pack: int = 52  # 52, or the 32-card pack (up to six players)
    deal: str = FIVE  # five cards each, or the whole pack (the variation)
    winner: str = LAST_IN  # the last one with counters takes the pool, or the first out of cards
    failing: str = PREVENTED  # failing to pair is prevented, or fined double
    turn_up: str = TURN_UP_NONE  # Turn-up Snip: none, the dealer pays, or the pool pays
    first_dealer: int = -1  # set by the table: the first out of the previous game deals; -1 cut

    def __post_init__(self) -> None:
        # Counters are unlimited (buy in again) only when the first out wins each deal's pool.
        object.__setattr__(self, "when_broke", BUY_IN if self.winner == FIRST_OUT else LEAVE)

    def check(self) -> None:
        super().check()
        if self.pack not in (52, 32):
            raise ValueError("pack must be 52 or 32")
        if self.pack == 32 and self.players > 6:
            raise ValueError("the 32-card pack is for six players at most")
        for name, value, allowed in (
            ("deal", self.deal, (FIVE, WHOLE_PACK)),
            ("winner", self.winner, (LAST_IN, FIRST_OUT)),
            ("failing", self.failing, (PREVENTED, FINED)),
            ("turn_up", self.turn_up, (TURN_UP_NONE, TURN_UP_DEALER, TURN_UP_POOL)),
        ):
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}")

    def deal_count(self) -> int:
        return (self.deals or self.players) if self.winner == FIRST_OUT else MAX_DEALS


def by_rank(cards: Sequence[Card] | set[Card]) -> list[Card]:
    """Hands in rank order, so pairs lie together."""
    return sorted(cards, key=lambda c: (c.rank, c.index))


class SnipGame(StopsGame):
    spec = SPEC
    RULES = SnipRules
    TURN_UP = "snip"
    cfg: SnipRules

    def __init__(self, rules: Mapping[str, Any], seed: int, **kwargs: Any) -> None:
        # The chain of cards of one rank, each (player, card); the pairs so far are len - 1.
        self.chain: list[tuple[int, Card]] = []
        self.turn_up_owner: int | str | None = None
        self.first_out: int | None = None  # the first player out in this game (deals the next)
        super().__init__(rules, seed, **kwargs)

    def first_dealer(self) -> int:
        """Peel: "If a new game is started on, the first out in the previous game becomes the new
        dealer" (the table passes him on); a new table cuts for the deal."""
        if 0 <= self.cfg.first_dealer < self.players:
            self._emit(Event("first_dealer", seat=self.cfg.first_dealer, reason="first_out"))
            return self.cfg.first_dealer
        return super().first_dealer()

    def next_game_rules(self) -> dict[str, Any]:
        return {} if self.first_out is None else {"first_dealer": self.first_out}

    # -- the contract ---------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        d = self.d
        if self._result is not None or d.phase == DONE or seat != d.actor:
            return []
        hand = by_rank(d.hands[seat])
        pairs = self._pairs(seat)
        if pairs and self.cfg.failing == PREVENTED:
            hand = pairs
        return [Action("play", (c,)) for c in hand]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        if action.kind == "play" and len(action.cards) == 1 and action.cards[0] in self.d.hands[seat]:
            return "must_pair"
        return "not_allowed"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        self._play(seat, action.cards[0])
        return self.events[start:]

    def view(self, seat: int) -> StopsView:
        base = super().view(seat)
        d = self.d
        pairs = self._pairs(seat) if base.phase in (LEAD, FOLLOW) and seat == d.actor else []
        chain = [[s, c.code] for s, c in self.chain]
        extra = {
            **base.extra,
            "chain": chain,
            "pairs": [c.code for c in pairs],
            "turn_up_owner": self.turn_up_owner,
            "must_pair": bool(pairs) and self.cfg.failing == PREVENTED,
            "deal_kind": self.cfg.deal,
            "failing": self.cfg.failing,
            "winner_rule": self.cfg.winner,
        }
        return replace(
            base,
            hand=tuple(by_rank(d.hands.get(seat, ()))),
            phase=FOLLOW if pairs else base.phase,
            to_follow=pairs[0] if pairs else None,
            deals=base.deals if self.cfg.winner == FIRST_OUT else 0,
            stops_in_hand=(),
            extra=extra,
        )

    # -- the deal -------------------------------------------------------------------------------
    def pool_names(self) -> tuple[str, ...]:
        return (POOL,)

    def pack(self) -> list[Card]:
        return stripped_pack(PIQUET_RANKS) if self.cfg.pack == 32 else full_pack()

    def layout(self, pack: list[Card], active: tuple[int, ...]) -> Layout:
        """Five cards each, one at a time from the dealer's left, the rest the stock; or the whole
        pack dealt round, the first players taking one more when it does not come out even."""
        cards = list(pack)
        each = HAND if self.cfg.deal == FIVE else len(cards) // len(active) + 1
        hands: dict[int, list[Card]] = {s: [] for s in active}
        i = 0
        for _ in range(each):
            for seat in active:
                if i < len(cards):
                    hands[seat].append(cards[i])
                    i += 1
        stock = cards[i:]
        turnup = None
        if self.cfg.turn_up != TURN_UP_NONE and stock:
            turnup, stock = stock[0], stock[1:]
        return Layout(hands=hands, spare=stock, turnup=turnup)

    def after_deal(self) -> None:
        d = self.d
        self.chain = []
        self.turn_up_owner = None
        if d.turnup is not None:
            self.turn_up_owner = d.dealer if self.cfg.turn_up == TURN_UP_DEALER else POOL
            self.chain = [(TURN_UP_SEAT, d.turnup)]

    # -- play -----------------------------------------------------------------------------------
    def _pairs(self, seat: int) -> list[Card]:
        """The cards of ``seat`` that pair the card just played (none once all four are out). A player
        pairs his right-hand adversary's card, never his own (the whole pack: playing on)."""
        if not self.chain or self.chain[-1][0] == seat:
            return []
        rank = self.chain[-1][1].rank
        return [c for c in by_rank(self.d.hands.get(seat, ())) if c.rank == rank]

    def _play(self, seat: int, card: Card) -> None:
        d = self.d
        could_pair = self._pairs(seat)
        pairs = bool(self.chain) and card.rank == self.chain[-1][1].rank and self.chain[-1][0] != seat
        if pairs:
            count = len(self.chain)  # 1: Snip, 2: Snap, 3: Snorum
            call = CALLS[count - 1]
            self._play_card(seat, card, lead=False, reason=call)
            self._pay_penalty(self.chain[-1][0], count, call, seat)
            self.chain.append((seat, card))
        else:
            if could_pair:  # only when the profile fines a failure to pair
                count = len(self.chain)
                self._play_card(seat, card, lead=True, reason="lead")
                rank = could_pair[0].rank.letter
                self._emit(Event("failed_to_pair", seat=seat, reason=CALLS[count - 1], data={"rank": rank}))
                self.money.pay(seat, POOL, 2 * count, "fine")
                self._pay_penalty(self.chain[-1][0], count, CALLS[count - 1], seat, fined=True)
            else:
                self._play_card(seat, card, lead=True, reason="lead")
            self.chain = [(seat, card)]
        self._leave_if_broke()
        if self._result is not None or d.phase == DONE:
            return
        self._next_turn(seat)

    def _pay_penalty(self, payer: int, count: int, call: str, pairer: int, fined: bool = False) -> None:
        """The player whose card was paired pays ``count`` into the pool; a paired turn-up is paid
        for by the dealer, or by the pool to the pairer (Turn-up Snip)."""
        if payer != TURN_UP_SEAT:
            if self.seated[payer]:
                self.money.pay(payer, POOL, count, call)
            return
        if self.turn_up_owner == POOL:
            if self.ledger.pool(POOL) and not fined:
                self.money.take(POOL, pairer, "turn_up_snip", 1)
        elif isinstance(self.turn_up_owner, int) and self.seated[self.turn_up_owner]:
            self.money.pay(self.turn_up_owner, POOL, count, call)

    def _leave_if_broke(self) -> None:
        """Peel: a player who has lost his last counter is out; his cards go unseen onto the stock."""
        if self.cfg.winner != LAST_IN:
            return
        d = self.d
        for seat in range(self.players):
            if self.seated[seat] and self.ledger.purse(seat) == 0:
                self.seated[seat] = False
                left = by_rank(d.hands.get(seat, ()))
                for card in left:
                    del d.owner[card]
                d.hands[seat] = set()
                d.spare = tuple(left) + d.spare
                self._emit(Event("leave", seat=seat, reason="broke", data={"to_stock": len(left)}))
                if self.first_out is None:
                    self.first_out = seat
        still = [s for s in range(self.players) if self.seated[s]]
        if len(still) == 1:
            self._close_deal(still[0], last_in=True)

    def _next_turn(self, seat: int) -> None:
        """Who plays next: the next player round in the five-card game; in the whole-pack game the
        same player plays on until the next one can pair his card."""
        d = self.d
        holders = [s for s in self.seated_from(seat) if d.hands.get(s)]
        if not holders:
            self._close_deal(None)
            return
        if self.cfg.winner == FIRST_OUT and not d.hands[seat]:
            self._close_deal(seat)
            return
        nxt = holders[0]
        if self.cfg.deal == WHOLE_PACK and d.hands.get(seat) and not self._pairs(nxt):
            nxt = seat
        # The phase stays "lead" for everyone: whether the next player can pair is his secret.
        d.phase, d.actor, d.leader, d.wanted = LEAD, nxt, nxt, None

    def _close_deal(self, winner: int | None, *, last_in: bool = False) -> None:
        """The deal is over: cards all played, the first out (unlimited counters), or one left in."""
        d = self.d
        d.phase, d.winner, d.wanted = DONE, winner, None
        if winner is not None:
            self._emit(Event("out", seat=winner, reason="last_in" if last_in else "first_out"))
            if not last_in:  # unlimited counters: the first out of cards, in the game's last deal
                self.first_out = winner
            self.money.take(POOL, winner, "pool")
        self._log.append(d.record())
        self.deals_done += 1
        self._emit(Event("deal_end", seat=winner, data={"deal": d.number}))
        if last_in or self.deals_done >= self.cfg.deal_count() or sum(self.seated) < self.spec.min_players:
            self._finish()
        else:
            self.dealer = self.seated_from(self.dealer)[0]
            self._start_deal()
