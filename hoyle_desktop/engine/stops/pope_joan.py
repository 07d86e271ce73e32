"""Pope Joan (Peel, Round Games with Cards, "Pope Joan" and its variations).

The pack lacks the eight of diamonds; a spare hand makes unseen stops and the last card is turned
up for trumps. The board is dressed before each deal (Pope 6, Matrimony 2, Intrigue 2, Ace, King,
Queen and Knave 1 each, Game the rest; the dealer pays double, or dresses it alone). A turned-up
Pope or honour pays the dealer; in play the Pope (nine of diamonds), the trump honours, Matrimony
(queen then king of trumps) and Intrigue (knave then queen) take their compartments as they are
played; the first out takes Game and a counter a card from the others, the holder of an unplayed
Pope excepted. Whatever is not won stays on the board for the next deal.

Variations, each a profile option: winner takes Game only with the penalties spread on the board;
Five-Pool Pope; Pope Joan Wins; Limited Stops; Looking at the Spare Hand (the dealer sits out);
Pope played in lieu of a stop; Matrimony and Intrigue divided between two players; the Pope
payment capped at four or six.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..cards import Card, Rank
from . import POPE_JOAN as SPEC
from .core import StopsGame
from .dealing import SPARE_HAND, Layout, deal
from .rules import StopsRules
from .sequence import successor
from .view import CALL

POPE = Card.parse("9D")
EIGHT_POOLS = (
    ("pope", 6),
    ("matrimony", 2),
    ("intrigue", 2),
    ("ace", 1),
    ("king", 1),
    ("queen", 1),
    ("knave", 1),
)
FIVE_POOLS = EIGHT_POOLS[:4]
LEAST_DRESSING = {"eight": 15, "five": 12}  # Peel: "fifteen (or more)"; twelve for Five-Pool Pope
HONOURS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "knave"}
# (second card, first card, chance): Matrimony is queen then king of trumps, Intrigue knave then queen.
PAIRS = {Rank.KING: (Rank.QUEEN, "matrimony"), Rank.QUEEN: (Rank.JACK, "intrigue")}


@dataclass(frozen=True)
class PopeJoanRules(StopsRules):
    board: str = "eight"  # "five": Five-Pool Pope (no King, Queen or Knave compartments)
    dresser: str = "all"  # "dealer": the dealer dresses the whole board alone
    dress_total: int = 15  # counters at least that dress the board (Peel: fifteen; twelve for five pools)
    dress_stake: int = 0  # each player's share, the dealer paying double; 0: the least reaching dress_total
    winner_takes_game_only: bool = False  # penalties go onto the board, spread to cover every chance
    pope_cap: int = 0  # 0, 4 or 6: the most one player pays for the Pope
    pope_joan_wins: bool = False  # a turned-up Pope wins the deal, Game and all
    spare: str = SPARE_HAND  # Limited Stops: "fixed" cards or the "remainder" instead of a spare hand
    spare_cards: int = 6  # cards set aside under "fixed"
    dealer_sees_spare: bool = False  # the dealer looks at the spare hand and sits the deal out
    pope_in_lieu: bool = False  # the Pope may be played in place of the card missing at a stop
    divide_pairs: bool = False  # Matrimony or Intrigue played by two hands is shared between them

    def check(self) -> None:
        super().check()
        if self.board not in ("eight", "five") or self.dresser not in ("all", "dealer"):
            raise ValueError("board must be eight or five, dresser all or dealer")
        if self.pope_cap not in (0, 4, 6) or self.spare not in (SPARE_HAND, "fixed", "remainder"):
            raise ValueError("pope_cap must be 0, 4 or 6; spare hand, fixed or remainder")
        if self.dress_total < LEAST_DRESSING[self.board]:
            raise ValueError("dress_total must be at least 15 (12 for five pools)")


class PopeJoanGame(StopsGame):
    spec = SPEC
    RULES = PopeJoanRules
    REMOVED = ("8D",)
    cfg: PopeJoanRules

    @property
    def chances(self) -> tuple[tuple[str, int], ...]:
        return EIGHT_POOLS if self.cfg.board == "eight" else FIVE_POOLS

    def pool_names(self) -> tuple[str, ...]:
        return (*(name for name, _ in self.chances), "game")

    def dealer_sits_out(self) -> bool:
        return self.cfg.dealer_sees_spare

    def spare_seen_by(self, dealer: int) -> tuple[int, ...]:
        return (dealer,) if self.cfg.dealer_sees_spare else ()

    def layout(self, pack: list[Card], active: tuple[int, ...]) -> Layout:
        return deal(pack, active, spare=self.cfg.spare, spare_cards=self.cfg.spare_cards, turnup=True)

    # -- the board ------------------------------------------------------------------------------
    def stake_in(self, dealer: int, active: tuple[int, ...]) -> None:
        """Dress the board: everyone (the dealer double) or the dealer alone; under "winner takes
        Game only" only the first deal is dressed, and later the dealer puts a single stake where
        it is most needed (docs/rules-notes/pope-joan-family.md)."""
        cfg = self.cfg
        if cfg.winner_takes_game_only and self.deals_done:
            # After the first deal the board lives on the losers' penalties and the dealer's stake.
            self.money.spread(dealer, cfg.card_stake, self.pool_names(), "dealer_stake")
            return
        if cfg.dresser == "dealer":
            self.money.dress([(dealer, cfg.dress_total)], self.chances, "game")
            return
        others = [s for s in self.seated_from(dealer) if s != dealer]
        # A share too small to reach dress_total is raised: Peel dresses with "fifteen (or more)".
        share = max(cfg.dress_stake, math.ceil(cfg.dress_total / (len(others) + 2)))
        self.money.dress([(dealer, 2 * share), *((s, share) for s in others)], self.chances, "game")

    def _pope_payment(self, cards: int) -> int:
        amount = cards * self.cfg.card_stake
        return min(amount, self.cfg.pope_cap) if self.cfg.pope_cap else amount

    def _pope_rule(self) -> dict[str, int]:
        """How the Pope is paid, on each payment: a stake a card (``per_card``), at most ``cap`` a
        player (0: no limit), so the words say what the profile makes it."""
        return {"per_card": self.cfg.card_stake, "cap": self.cfg.pope_cap}

    def after_deal(self) -> None:
        """A turned-up Pope pays the dealer its compartment and a stake a card from each player; a
        turned-up trump honour its compartment. Pope Joan Wins: the Pope also takes Game and ends the deal."""
        d = self.d
        up = d.turnup
        if up == POPE:
            self.money.take("pope", d.dealer, "pope_turned")
            self.collect(
                d.dealer, lambda s: self._pope_payment(len(d.dealt[s])), "pope_turned", **self._pope_rule()
            )
            if self.cfg.pope_joan_wins:
                self.money.take("game", d.dealer, "game")
                self._end_deal(d.dealer, settle=False, reason="pope_joan_wins")
        elif up is not None and HONOURS.get(up.rank) in self.pool_names():
            self.money.take(HONOURS[up.rank], d.dealer, "honour_turned")

    def on_played(self, seat: int, card: Card) -> None:
        d = self.d
        trumps = d.turnup.suit if d.turnup else None
        if card == POPE:
            self.money.take("pope", seat, "pope")
            self.collect(seat, lambda s: self._pope_payment(len(d.hands[s])), "pope", **self._pope_rule())
        if card.suit != trumps:
            return
        honour = HONOURS.get(card.rank)
        if honour in self.pool_names():
            self.money.take(honour, seat, honour)
        pair = PAIRS.get(card.rank)
        if pair and len(d.run) >= 2:
            before, (first, chance) = d.run[-2], pair
            if before[1].suit == trumps and before[1].rank == first:
                if before[0] == seat:
                    self.money.take(chance, seat, chance)
                elif self.cfg.divide_pairs:  # the odd counter stays on the board
                    half = self.ledger.pool(chance) // 2
                    self.money.take(chance, before[0], chance + "_shared", half)
                    self.money.take(chance, seat, chance + "_shared", half)

    # -- Pope in lieu of a stop ---------------------------------------------------------------
    # The Pope stands in for a card that cannot be had: one in the spare hand, the turn-up or the
    # eight taken out. Not after a king (nothing follows it) nor for a card already played (its
    # sequence has been played). The player of the stop, holding the Pope, may do it instead of
    # leading; any other holder is asked, privately (``private_turn``).
    IN_LIEU_OF = ("spare", "turn_up", "removed")

    def on_stop(self, seat: int, nxt: Card | None, why: str) -> None:
        d = self.d
        if not self.cfg.pope_in_lieu or nxt is None or why not in self.IN_LIEU_OF or POPE not in d.owner:
            return
        d.notes["missing"] = nxt
        d.notes["missing_at"] = len(d.played)
        if d.owner[POPE] != seat:
            d.phase, d.actor, d.wanted = CALL, d.owner[POPE], None

    def _in_lieu(self) -> Action:
        return Action("play", (POPE,), "in_lieu")

    def lead_extras(self, seat: int) -> list[Action]:
        d = self.d
        if d.lead_after_stop and d.notes.get("missing_at") == len(d.played) and POPE in d.hands[seat]:
            return [self._in_lieu()]
        return []

    def pinned_cards(self, seat: int) -> frozenset[Card]:
        # With the Pope in lieu, whether play pauses at a stop tells the table whether the Pope is
        # in a hand, and the call needs its holder: its place is kept (a little knowledge given away).
        pins = super().pinned_cards(seat)
        return pins | {POPE} if self.cfg.pope_in_lieu else pins

    def call_actions(self, seat: int) -> list[Action]:
        return [self._in_lieu(), Action("pass")]

    def game_action(self, seat: int, action: Action) -> None:
        d = self.d
        if action.kind == "pass":
            self._resume_lead()
            return
        missing = d.notes.pop("missing")
        d.lead_after_stop = False
        self._play_card(seat, POPE, lead=False, reason="in_lieu")
        # In place of the eight of diamonds the Pope is also the nine: the ten follows it.
        self._after_play(seat, POPE, pos=POPE if successor(missing) == POPE else missing)

    # -- the end of the deal ------------------------------------------------------------------
    def card_debt(self, seat: int) -> tuple[int, str]:
        if POPE in self.d.hands[seat]:
            return 0, "pope_exempt"
        return super().card_debt(seat)

    def settle(self, winner: int) -> None:
        """The first out takes Game and a stake a card from each other player (the Pope's holder
        excepted); under "winner takes Game only" those stakes go onto the board instead."""
        self.money.take("game", winner, "game")
        if not self.cfg.winner_takes_game_only:
            self.pay_first_out(winner)
            return
        for seat in self.d.active:
            if seat != winner:
                amount, _ = self.card_debt(seat)
                self.money.spread(seat, amount, self.pool_names(), "cards_to_board")

    def view_extra(self, seat: int) -> dict[str, Any]:
        d = self.d
        return {
            "trumps": d.turnup.suit.value if d.turnup else None,
            "board": self.cfg.board,
            "pope_in_lieu": self.cfg.pope_in_lieu,
            "winner_takes_game_only": self.cfg.winner_takes_game_only,
            "dealer_sits_out": self.cfg.dealer_sees_spare,
        }
