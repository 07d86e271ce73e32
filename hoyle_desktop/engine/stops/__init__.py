"""The stops family (Peel, Round Games with Cards): Pope Joan, Spin, Newmarket and Jig.

Cards are played in suit sequence until a stop; the first player out of cards wins. The shared
mechanics live in :mod:`.core`; each game module adds its pools, payments and calls. The specs are
here, with factories that import a game only when one is made, so listing the games stays cheap;
each game module also exports its own ``SPEC``.
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


# Peel gives Pope Joan "any number of players" and works examples for five and eight; Spin,
# Newmarket and Jig are played "on similar lines". Three to eight keeps every hand playable.
POPE_JOAN = GameSpec("pope_joan", "Pope Joan", COUNTERS, 3, 8, PEEL, _pope_joan, "pope-joan")
SPIN = GameSpec("spin", "Spin", COUNTERS, 3, 8, PEEL, _spin, "spin")
NEWMARKET = GameSpec("newmarket", "Newmarket", COUNTERS, 3, 8, PEEL, _newmarket, "newmarket")
JIG = GameSpec("jig", "Jig", COUNTERS, 3, 8, PEEL, _jig, "jig")

SPECS: tuple[GameSpec, ...] = (POPE_JOAN, SPIN, NEWMARKET, JIG)
