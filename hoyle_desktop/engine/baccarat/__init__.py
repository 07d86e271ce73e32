"""Baccarat (Hoyle's Games Modernized): Chemin de Fer and Banque, with the game-theoretic
solution of Chemin de Fer (:mod:`.solution`) that the computer players use.

The factory imports the engine only when a game is made, so listing the games stays cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import BANKING, Game, GameSpec

HOYLE = "Hoyle's Games Modernized"


def _baccarat(rules: Mapping[str, Any], seed: int) -> Game:
    from .game import BaccaratGame

    return BaccaratGame(rules, seed)


SPEC = GameSpec("baccarat", "Baccarat", BANKING, 2, 10, HOYLE, _baccarat, "baccarat")
