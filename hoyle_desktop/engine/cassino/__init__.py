"""Cassino (Peel, Round Games with Cards): capture table cards by rank and by sums; the count.

The spec is here with a factory that imports the game only when one is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import SCORING, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"


def _cassino(rules: Mapping[str, Any], seed: int) -> Game:
    from .game import CassinoGame

    return CassinoGame(rules, seed)


SPEC = GameSpec("cassino", "Cassino", SCORING, 2, 6, PEEL, _cassino, "cassino")
