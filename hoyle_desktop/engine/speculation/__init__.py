"""Speculation (Peel, Round Games with Cards): three cards each, face down and unseen; the best
trump turned up takes the pool, and any card about to be turned, or the best trump, may be sold.

The market (offer, bid, buy, refuse, accept, counter) is part of the engine's contract: whose
turn it is to answer an offer is ``seats_to_act``. The factory imports the engine only when a
game is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import TRADING, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"


def _speculation(rules: Mapping[str, Any], seed: int) -> Game:
    from .game import SpeculationGame

    return SpeculationGame(rules, seed)


# Peel: "practically unlimited", but no more than ten with the full pack, six with 32 cards.
SPEC = GameSpec("speculation", "Speculation", TRADING, 3, 10, PEEL, _speculation, "speculation")
