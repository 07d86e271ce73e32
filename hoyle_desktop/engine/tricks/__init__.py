"""The trick-taking games: All-Fours (Hoyle) and Spoil-Five with its variations (Peel).

Both share one core (:mod:`.core`): the deal, whose turn it is, the trick in the middle, the
following rule as a per-game hook, the trick's winner, and dealing the unseen cards again for
search with what each player showed (a player who could not follow a suit holds none of it).
The specs are here, with factories that import a game only when one is made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import TRICKS, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"
HOYLE = "Hoyle's Games Modernized"


def _all_fours(rules: Mapping[str, Any], seed: int) -> Game:
    from .all_fours import AllFoursGame

    return AllFoursGame(rules, seed)


def _spoil_five(rules: Mapping[str, Any], seed: int) -> Game:
    from .spoil_five import SpoilFiveGame

    return SpoilFiveGame(rules, seed)


# Hoyle gives All-Fours for two and for four in partnerships; three each for himself is the
# usual way to seat three, so the engine accepts it too.
ALL_FOURS = GameSpec("all_fours", "All-Fours", TRICKS, 2, 4, HOYLE, _all_fours, "all-fours")
SPOIL_FIVE = GameSpec("spoil_five", "Spoil-Five", TRICKS, 2, 10, PEEL, _spoil_five, "spoil-five")
