"""Crazy Eights (The Book of Card Games): match the top card's suit or rank; eights are wild.

The spec is here with a factory that imports the game only when one is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import SCORING, Game, GameSpec

BOOK = "The Book of Card Games"


def _crazy_eights(rules: Mapping[str, Any], seed: int) -> Game:
    from .game import CrazyEightsGame

    return CrazyEightsGame(rules, seed)


SPEC = GameSpec("crazy_eights", "Crazy Eights", SCORING, 2, 6, BOOK, _crazy_eights, "crazy-eights")
