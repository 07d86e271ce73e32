"""What every computer player is: it takes one seat's view and the legal actions, returns one of them.

Bots never see the Game object, only ``game.view(seat)``, so they cannot peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action
from ..engine.game import SeatView


class Bot(Protocol):
    name: str

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action: ...


class RandomBot:
    """Any legal action, uniformly: the baseline for every game."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))
