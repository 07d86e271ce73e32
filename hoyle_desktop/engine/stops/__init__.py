"""The stops family (Peel, Round Games with Cards): Pope Joan, Spin, Newmarket, Jig, and Snip-Snap-Snorum.

Cards are played in suit sequence until a stop; the first player out of cards wins. The shared
mechanics live in :mod:`.core`; each game module adds its pools, payments and calls. The specs are
here, with factories that import a game only when one is made, so listing the games stays cheap;
each game module also exports its own ``SPEC``. Snip-Snap-Snorum pairs
cards rather than following suit, but shares the deal, the counters and the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import COUNTERS, Game, GameSpec

PEEL = "Round Games with Cards (W. H. Peel)"


def _pope_joan(rules: Mapping[str, Any], seed: int) -> Game:
    from .pope_joan import PopeJoanGame

    return PopeJoanGame(rules, seed)


def _spin(rules: Mapping[str, Any], seed: int) -> Game:
    from .spin import SpinGame

    return SpinGame(rules, seed)


def _newmarket(rules: Mapping[str, Any], seed: int) -> Game:
    from .newmarket import NewmarketGame

    return NewmarketGame(rules, seed)


def _jig(rules: Mapping[str, Any], seed: int) -> Game:
    from .jig import JigGame

    return JigGame(rules, seed)


def _snip(rules: Mapping[str, Any], seed: int) -> Game:
    from .snip import SnipGame

    return SnipGame(rules, seed)


# Peel gives Pope Joan "any number of players" and works examples for five and eight; Spin,
# Newmarket and Jig are played "on similar lines". Three to eight keeps every hand playable.
POPE_JOAN = GameSpec("pope_joan", "Pope Joan", COUNTERS, 3, 8, PEEL, _pope_joan, "pope-joan")
SPIN = GameSpec("spin", "Spin", COUNTERS, 3, 8, PEEL, _spin, "spin")
NEWMARKET = GameSpec("newmarket", "Newmarket", COUNTERS, 3, 8, PEEL, _newmarket, "newmarket")
JIG = GameSpec("jig", "Jig", COUNTERS, 3, 8, PEEL, _jig, "jig")
# Peel: "from two to ten" with the full pack (up to six with the 32-card pack).
SNIP_SNAP_SNORUM = GameSpec(
    "snip_snap_snorum", "Snip-Snap-Snorum", COUNTERS, 2, 10, PEEL, _snip, "snip-snap-snorum"
)

SPECS: tuple[GameSpec, ...] = (POPE_JOAN, SPIN, NEWMARKET, JIG)  # the games played in suit sequence
