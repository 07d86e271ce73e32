"""Spin (Peel, Round Games with Cards, "Spin"): Pope Joan's offshoot with no spare hand.

The two of hearts and eight of diamonds are out, so the kings, the seven of diamonds and the ace
of hearts are the six stops. The ace of diamonds is Spin: its holder may play it with any card he
plays in sequence (or alone when he has the lead after a stop), which makes a stop, and collects
the Spin stake from everyone; each king played collects a stake from everyone too. There are no
trumps: Matrimony (queen and king of diamonds) and Intrigue (knave and queen of diamonds) are
declared, not played, by their holder when he has the lead after a stop and both cards are
still in his hand. Non-dealers stake Game (the last winner excused); the dealer stakes Matrimony
double and Intrigue single. The first out takes Game and a stake a card, double from a player
still holding Spin.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import Action, Event
from ..cards import Card, Rank
from . import SPIN as SPEC
from .core import StopsGame
from .rules import StopsRules

SPIN_CARD = Card.parse("AD")
CHANCES = {
    "matrimony": (Card.parse("QD"), Card.parse("KD")),
    "intrigue": (Card.parse("JD"), Card.parse("QD")),
}


@dataclass(frozen=True)
class SpinRules(StopsRules):
    stake: int = 1  # each stake to Game; the dealer puts two on Matrimony and one on Intrigue
    spin_stake: int = 3  # paid by every other player when Spin is played
    king_stake: int = 1  # paid by every other player when a king is played
    dealer_pays_game: bool = False  # the dealer stakes Game as well
    winner_skips_game_stake: bool = True  # the last deal's winner does not stake the next Game
    spin_penalty_double: bool = True  # a player left holding Spin pays the winner double a card


class SpinGame(StopsGame):
    spec = SPEC
    RULES = SpinRules
    REMOVED = ("2H", "8D")
    cfg: SpinRules

    def pool_names(self) -> tuple[str, ...]:
        return ("matrimony", "intrigue", "game")

    def stake_in(self, dealer: int, active: tuple[int, ...]) -> None:
        stake = self.cfg.stake
        for seat in active:
            if seat == dealer:
                self.money.pay(seat, "matrimony", 2 * stake, "stake_matrimony")
                self.money.pay(seat, "intrigue", stake, "stake_intrigue")
            pays_game = seat != dealer or self.cfg.dealer_pays_game
            if pays_game and not (self.cfg.winner_skips_game_stake and seat == self.last_winner):
                self.money.pay(seat, "game", stake, "stake_game")

    def on_played(self, seat: int, card: Card) -> None:
        if card.rank == Rank.KING:
            self.collect(seat, lambda _s: self.cfg.king_stake, "king_played")
        elif card == SPIN_CARD:
            self.collect(seat, lambda _s: self.cfg.spin_stake, "spin")

    # -- Spin and the declarations --------------------------------------------------------------
    def follow_extras(self, seat: int, card: Card) -> list[Action]:
        if card != SPIN_CARD and SPIN_CARD in self.d.hands[seat]:
            return [Action("play", (card, SPIN_CARD))]
        return []

    def lead_extras(self, seat: int) -> list[Action]:
        d = self.d
        if not d.lead_after_stop:
            return []
        extras = []
        if SPIN_CARD in d.hands[seat] and len(d.hands[seat]) > 1:
            extras.append(Action("spin", (SPIN_CARD,)))
        declared = d.notes.get("declared", {})
        for chance, pair in CHANCES.items():
            if chance not in declared and set(pair) <= d.hands[seat]:  # Peel: he "simply shows them"
                extras.append(Action("declare", pair, chance))
        return extras

    def game_action(self, seat: int, action: Action) -> None:
        d = self.d
        if action.kind == "declare":
            chance = str(action.value)
            d.notes.setdefault("declared", {})[chance] = seat
            d.shown[seat].update(action.cards)
            self._emit(Event("declare", seat=seat, cards=action.cards, reason=chance))
            self.money.take(chance, seat, chance)
            return
        if action.kind == "play":  # a card in sequence with Spin beside it
            self._play_card(seat, action.cards[0], lead=False)
        self._play_card(seat, SPIN_CARD, lead=action.kind == "spin", reason="spin")
        if not d.hands[seat]:
            self._end_deal(seat)
        else:
            self._stop(seat, SPIN_CARD, None, "spin")

    # -- the end of the deal ------------------------------------------------------------------
    def card_debt(self, seat: int) -> tuple[int, str]:
        amount, reason = super().card_debt(seat)
        if self.cfg.spin_penalty_double and SPIN_CARD in self.d.hands[seat]:
            return 2 * amount, "cards_left_spin"
        return amount, reason

    def settle(self, winner: int) -> None:
        self.money.take("game", winner, "game")
        self.pay_first_out(winner)

    def view_extra(self, seat: int) -> dict[str, Any]:
        declared = self.d.notes.get("declared", {})
        return {
            "declared": dict(declared),
            "spin_played": SPIN_CARD in self.d.played_set,
            "spin_stake": self.cfg.spin_stake,
            "king_stake": self.cfg.king_stake,
        }
