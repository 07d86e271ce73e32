"""Newmarket (Peel, Round Games with Cards, "Newmarket"), with today's usual rule as an option.

Peel takes the four sevens out for stops and turns up an ace, king, queen and knave of four
different suits as the pool cards; each player stakes a counter on them (the dealer one more), all
four covered. The whole pack is dealt and played as at Spin. The ace counts high as well as low
here: the holder of the card just below a pool card (the king for the ace) takes its stakes when
he plays it, and since the pool card is out of the pack that card is a stop. The first out takes a
stake a card from each other player; pool stakes not won stay for the next deal.

Today's game (``pool_winner: matching``) sets out the pool cards from a second pack, so the player
of the very card takes its stakes; it is usually played with a full pack and a dead hand
(``remove_sevens: false``, ``spare_hand: true``) and a stake on every pool card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import Event
from ..cards import SUITS, Card, Rank, full_pack
from . import NEWMARKET as SPEC
from .core import StopsGame
from .dealing import NO_SPARE, SPARE_HAND, Layout, deal
from .rules import StopsRules
from .sequence import predecessor

POOLS = {"ace": Rank.ACE, "king": Rank.KING, "queen": Rank.QUEEN, "knave": Rank.JACK}
PRECEDING, MATCHING = "preceding", "matching"


@dataclass(frozen=True)
class NewmarketRules(StopsRules):
    pool_winner: str = PRECEDING  # who takes a pool card's stakes: the card below it, or the card itself
    remove_sevens: bool = True  # the sevens come out of the pack to make stops
    spare_hand: bool = False  # deal a dead hand for unseen stops (today's game)
    pool_stakes: str = "spread"  # "spread": one stake each, all four covered; "each_card": one on every card
    stake: int = 1
    dealer_extra: int = 1  # stakes the dealer adds at each deal

    def check(self) -> None:
        super().check()
        if self.pool_winner not in (PRECEDING, MATCHING) or self.pool_stakes not in ("spread", "each_card"):
            raise ValueError("pool_winner must be preceding or matching; pool_stakes spread or each_card")


def winning_card(pool_card: Card, rule: str) -> Card:
    """The card that takes ``pool_card``'s stakes: the one below it (the king for the ace), or itself."""
    if rule == MATCHING:
        return pool_card
    below = predecessor(pool_card)
    return below if below is not None else Card.parse("K" + pool_card.suit.value)


class NewmarketGame(StopsGame):
    spec = SPEC
    RULES = NewmarketRules
    cfg: NewmarketRules

    def pool_names(self) -> tuple[str, ...]:
        return tuple(POOLS)

    def pack(self) -> list[Card]:
        return [c for c in full_pack() if not (self.cfg.remove_sevens and c.rank == Rank.SEVEN)]

    def layout(self, pack: list[Card], active: tuple[int, ...]) -> Layout:
        """The pool cards get four different suits at random; under Peel's rule they leave the pack."""
        suits = self.rng.sample(SUITS, 4)
        pool_cards = tuple(Card.parse(r.letter + s.value) for r, s in zip(POOLS.values(), suits, strict=True))
        if self.cfg.pool_winner == PRECEDING:
            pack = [c for c in pack if c not in pool_cards]
        layout = deal(pack, active, spare=SPARE_HAND if self.cfg.spare_hand else NO_SPARE)
        layout.face_up = pool_cards
        return layout

    def stake_in(self, dealer: int, active: tuple[int, ...]) -> None:
        stake, pools = self.cfg.stake, self.pool_names()
        for seat in active:
            if self.cfg.pool_stakes == "each_card":
                for pool in pools:
                    self.money.pay(seat, pool, stake, "stake_pool")
            extra = self.cfg.dealer_extra * stake if seat == dealer else 0
            own = stake if self.cfg.pool_stakes == "spread" else 0
            self.money.spread(seat, own + extra, pools, "stake_pool")

    def after_deal(self) -> None:
        d = self.d
        d.notes["pools"] = dict(zip(POOLS, d.face_up, strict=True))
        self._emit(Event("pool_cards", data={name: c.suit.value for name, c in d.notes["pools"].items()}))

    def on_played(self, seat: int, card: Card) -> None:
        for name, pool_card in self.d.notes["pools"].items():
            if card == winning_card(pool_card, self.cfg.pool_winner):
                self.money.take(name, seat, "pool_card")

    def view_extra(self, seat: int) -> dict[str, Any]:
        pools = self.d.notes.get("pools", {})
        return {
            "pool_suits": {name: c.suit.value for name, c in pools.items()},
            "pool_winner": self.cfg.pool_winner,
        }
