"""Vingt-un (Peel, Round Games with Cards): the dealer's bank against every punter, aiming at 21.

Built on the banking family's core (:mod:`hoyle_desktop.engine.banking`): :mod:`.rules` (the house
rules), :mod:`.points` (what a hand counts), :mod:`.game` (the state machine), :mod:`.odds` (exact
probabilities from the cards a seat has not seen, for the computer players).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import BANKING, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"


def _vingt_un(rules: Mapping[str, Any], seed: int) -> Game:
    from .game import VingtUnGame

    return VingtUnGame(rules, seed)


SPEC = GameSpec("vingt_un", "Vingt-un", BANKING, 2, 8, PEEL, _vingt_un, "vingt-un")
