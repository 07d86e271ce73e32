"""What every computer player is: it takes one seat's view and the legal actions, returns one of them.

Bots never see the Game object, only ``game.view(seat)``, so they cannot peek at hidden cards. A
bot that searches (``choose_in``) gets an :class:`InfoSet` instead: the same view and legal
actions, and deals of the unseen cards made by ``Game.determinise`` from a private copy.
Callers go through :func:`decide`, which gives each bot what it asks for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action
from ..engine.game import Game, SeatView


class Bot(Protocol):
    name: str

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action: ...


class InfoSet:
    """One seat's information set: its view, its legal actions, and, on demand, whole games
    consistent with what it has seen (:meth:`sample`). The game itself stays private."""

    def __init__(self, game: Game, seat: int, *, copy: bool = True) -> None:
        """``copy``: keep a clone, so the caller may go on with the game while a bot thinks."""
        self.seat = seat
        self.view = game.view(seat)
        self.legal = game.legal_actions(seat)
        self._game = game.clone() if copy else game

    def sample(self, rng: random.Random) -> Game:
        """A new game with every card this seat cannot see dealt again from ``rng``."""
        return self._game.determinise(self.seat, rng)


def searches(bot: Bot) -> bool:
    """Whether ``bot`` plays deals forward (``choose_in``): only then does its InfoSet need a copy
    of the game, since the table goes on while it thinks."""
    return getattr(bot, "choose_in", None) is not None


def decide(bot: Bot, info: InfoSet) -> Action:
    """Ask ``bot`` for its action: through ``choose_in`` if it searches, else ``choose``."""
    choose_in = getattr(bot, "choose_in", None)
    if choose_in is not None:
        return choose_in(info)
    return bot.choose(info.view, info.legal)


class RandomBot:
    """Any legal action, uniformly: the baseline for every game."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))
