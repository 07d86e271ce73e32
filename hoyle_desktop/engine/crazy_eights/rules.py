"""Crazy Eights house rules, from a profile's ``rules`` mapping (resources/schemas/crazy_eights)."""

from __future__ import annotations

from dataclasses import dataclass

from ..profile_rules import ProfileRules

# How the game is scored (docs/rules-notes/crazy-eights.md).
ONE_GAME, PENALTY, WINNER_SCORES = "one_game", "penalty", "winner_scores"
# What a player does who cannot play: draw one card and the turn passes (the book), or draw until
# he can play (and then must play).
DRAW_ONE, DRAW_UNTIL = "one", "until_playable"
# When the stock is empty: turn the discard pile (less its top card) into a new stock, or pass.
RESHUFFLE, PASS = "reshuffle", "pass"


@dataclass(frozen=True)
class CrazyEightsRules(ProfileRules):
    players: int = 3
    scoring: str = ONE_GAME
    target: int = 100
    drawing: str = DRAW_ONE
    empty_stock: str = RESHUFFLE

    def hand_size(self) -> int:
        """The book: five cards each, seven for two players."""
        return 7 if self.players == 2 else 5

    def check(self) -> None:
        if not 2 <= self.players <= 6:
            raise ValueError("Crazy Eights is for two to six players")
        if self.scoring not in (ONE_GAME, PENALTY, WINNER_SCORES):
            raise ValueError(f"unknown scoring {self.scoring!r}")
        if self.drawing not in (DRAW_ONE, DRAW_UNTIL):
            raise ValueError(f"unknown drawing {self.drawing!r}")
        if self.empty_stock not in (RESHUFFLE, PASS):
            raise ValueError(f"unknown empty_stock {self.empty_stock!r}")
