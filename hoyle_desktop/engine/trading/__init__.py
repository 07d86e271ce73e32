"""The trading games (Peel, Round Games with Cards): Commerce, My Bird Sings (and Speculation).

What they share is in :mod:`.table` (the pool, the purses, exchanging with the stock and with a
neighbour); each game is one module. The factories import the engines only when a game is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import TRADING, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"


def _commerce(rules: Mapping[str, Any], seed: int) -> Game:
    from .commerce import CommerceGame

    return CommerceGame(rules, seed)


def _bird(rules: Mapping[str, Any], seed: int) -> Game:
    from .bird import BirdGame

    return BirdGame(rules, seed)


COMMERCE = GameSpec("commerce", "Commerce", TRADING, 3, 12, PEEL, _commerce, "commerce")
MY_BIRD_SINGS = GameSpec("my_bird_sings", "My Bird Sings", TRADING, 3, 13, PEEL, _bird, "my-bird-sings")
