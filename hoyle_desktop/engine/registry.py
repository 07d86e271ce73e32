"""The games of the suite, listed explicitly (no registration by import side effect).

A new game is one package under ``engine/`` exporting ``SPEC``; add it here and it appears in
the chooser, the command line and the whole-game simulation tests. A game still to come may be
listed with ``_coming`` (no factory), and the chooser shows it as coming; none is left today.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .baccarat import SPEC as BACCARAT
from .blind_hookey import SPEC as BLIND_HOOKEY
from .cassino import SPEC as CASSINO
from .crazy_eights import SPEC as CRAZY_EIGHTS
from .cribbage import SPEC as CRIBBAGE
from .game import GameSpec
from .loto import SPEC as LOTO
from .speculation import SPEC as SPECULATION
from .stops import JIG, NEWMARKET, POPE_JOAN, SNIP_SNAP_SNORUM, SPIN
from .trading import COMMERCE, MY_BIRD_SINGS
from .tricks import ALL_FOURS, SPOIL_FIVE
from .vingt_un import SPEC as VINGT_UN


def _coming(key: str, title: str, kind: str, lo: int, hi: int, source: str) -> GameSpec:
    return GameSpec(key=key, title=title, kind=kind, min_players=lo, max_players=hi, source=source)


GAMES: tuple[GameSpec, ...] = (
    CRIBBAGE,
    POPE_JOAN,
    SPIN,
    NEWMARKET,
    JIG,
    LOTO,
    SNIP_SNAP_SNORUM,
    VINGT_UN,
    COMMERCE,
    SPECULATION,
    MY_BIRD_SINGS,
    SPOIL_FIVE,
    ALL_FOURS,
    CASSINO,
    BACCARAT,
    BLIND_HOOKEY,
    CRAZY_EIGHTS,
)

_BY_KEY = {spec.key: spec for spec in GAMES}


def get(key: str) -> GameSpec:
    """Look a game up by key; ``pope-joan`` and ``pope_joan`` are the same game."""
    spec = _BY_KEY.get(key.strip().lower().replace("-", "_"))
    if spec is None:
        raise KeyError(f"no game called {key!r}; the games are: {', '.join(_BY_KEY)}")
    return spec


# Games scored in points: a result's stakes are units of the game (a win, a lurch), not counters.
POINTS_GAMES = frozenset({"cribbage", "all_fours", "cassino", "crazy_eights"})


def played_for_counters(key: str, rules: Mapping[str, Any] | None = None) -> bool:
    """Whether a game's result counts each seat's net counters (its ``stakes`` and ``scores``):
    every game but the four scored in points, and Spoil-Five only for the pool (Twenty-Five and
    Forty-Five, ``target`` above 0, are races to a score)."""
    if key in POINTS_GAMES:
        return False
    return not (key == "spoil_five" and rules and rules.get("target"))


def playable() -> list[GameSpec]:
    return [spec for spec in GAMES if spec.available]
