"""Loto's house rules, typed: one frozen dataclass whose fields match the keys of
``resources/schemas/loto.rules.schema.json`` one-to-one, with the same defaults."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

FIRST, SECOND = "first", "second"
QUARTERS, WHOLE_CARD = "quarters", "whole_card"
ONE_CARD, ALL_CARDS = "one_card", "all_cards"
AT_START, EVERY_DRAWING, NO_EXCHANGE = "start", "every_drawing", "none"
PRIZE_NAMES = ("ambo", "terne", "quaterne", "quinterne")  # two, three, four, five on a line


@dataclass(frozen=True)
class LotoRules(ProfileRules):
    players: int = 4
    method: str = FIRST
    set_size: int = 24  # cards in the box: 24 (each number on four) or 18 (on three)
    cards: int = 0  # cards each player takes; 0: the method's own (one at the first, two at the second)
    purse: int = 200  # counters each player starts with, and takes again on buying in
    stake: int = 12  # counters staked for each card taken
    # The first method.
    prizes: str = QUARTERS  # a quarter for the first row, a quarter for two rows, the rest for the card
    full_card: str = ONE_CARD  # the last prize: one card covered, or all the player's cards
    cover_counters: bool = False  # Peel's "sometimes": covering counters bought from the pool
    rounds: int = 3
    easy_reaction_ms: int = 2400  # a computer player's mean time to answer a call, by strength
    standard_reaction_ms: int = 1400
    expert_reaction_ms: int = 700
    easy_attention: int = 85  # per cent of calls a computer player notices at once
    standard_attention: int = 95
    expert_attention: int = 100
    # The second method.
    counters_per_card: int = 60  # Peel's table: counters on the table for every card taken
    knobs: int = 10  # knobs drawn at each drawing (the board's ten cavities)
    drawings: int = 0  # 0: until the counters on the table are gone; else the last drawing's number
    exchanges: str = AT_START
    put_away: bool = True  # a knob on nobody's card stays out of the bag until its card is taken
    max_cards: int = 6
    ambo: int = 5
    terne: int = 25
    quaterne: int = 100
    quinterne: int = 250

    def check(self) -> None:
        if self.method not in (FIRST, SECOND):
            raise ValueError("method must be first or second")
        if self.set_size not in (24, 18):
            raise ValueError("set_size must be 24 or 18")
        if self.prizes not in (QUARTERS, WHOLE_CARD) or self.full_card not in (ONE_CARD, ALL_CARDS):
            raise ValueError("prizes must be quarters or whole_card; full_card one_card or all_cards")
        if self.exchanges not in (AT_START, EVERY_DRAWING, NO_EXCHANGE):
            raise ValueError("exchanges must be start, every_drawing or none")
        if not 2 <= self.players <= self.set_size:
            raise ValueError("more players than cards in the box")
        if min(self.purse, self.rounds, self.knobs) < 1 or min(self.cards, self.stake, self.drawings) < 0:
            raise ValueError("cards, purse, rounds and knobs must be at least 1")

    def cards_wanted(self) -> int:
        """The cards each player asks for: the profile's, or the method's own (Peel's first method
        deals "one or more cards"; at the second "every player should draw two cards")."""
        wanted = self.cards or (2 if self.method == SECOND else 1)
        return max(1, min(wanted, self.max_cards))

    def hand_sizes(self, order: list[int]) -> list[int]:
        """Cards for each seat, by seat: as many as asked while the box lasts; past that the last in
        ``order`` take one card each (Peel: "when the players are more than twelve, then some are only
        to have one card, paying half a stake"; stakes go by the card)."""
        sizes = [1] * self.players
        spare = self.set_size - self.players
        for seat in order:
            extra = max(0, min(self.cards_wanted() - 1, spare))
            sizes[seat] += extra
            spare -= extra
        return sizes

    def premium(self, on_line: int) -> int:
        """The counters paid beside those laid, for ``on_line`` counters on one line (0 or 1: none)."""
        return (0, 0, self.ambo, self.terne, self.quaterne, self.quinterne)[on_line]

    def reaction_ms(self, strength: str) -> int:
        return int(getattr(self, f"{strength}_reaction_ms", self.standard_reaction_ms))

    def attention(self, strength: str) -> int:
        return int(getattr(self, f"{strength}_attention", self.standard_attention))
