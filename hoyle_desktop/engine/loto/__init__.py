"""Loto (Peel, Round Games with Cards): numbers drawn from a bag of ninety and covered on cards.

Two methods: the first a race to cover a row, two rows and a card as the numbers are called
(:mod:`.first`); the second drawings of ten knobs paid by the counters on each line (:mod:`.second`).
The profile's ``method`` chooses; the factory imports the engine only when a game is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import LOTO, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"


def _loto(rules: Mapping[str, Any], seed: int) -> Game:
    if rules.get("method", "first") == "second":
        from .second import SecondMethodGame

        return SecondMethodGame(rules, seed)
    from .first import FirstMethodGame

    return FirstMethodGame(rules, seed)


# Peel: "any number of persons, not exceeding twenty-four" (past twelve some take one card).
SPEC = GameSpec("loto", "Loto", LOTO, 2, 24, PEEL, _loto, "loto")
