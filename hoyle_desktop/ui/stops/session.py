"""The session of the stops family: a computer player with nothing to choose (the card that
follows on is its only move) plays it after a third of the thinking pause, so that a long run
held in one hand goes by at the pace of the cards, not of a player making up their mind."""

from __future__ import annotations

from ..session import GameSession


class StopsSession(GameSession):
    def pause_ms(self, seat: int) -> int:
        pause = super().pause_ms(seat)
        return pause // 3 if len(self.game.legal_actions(seat)) == 1 else pause
