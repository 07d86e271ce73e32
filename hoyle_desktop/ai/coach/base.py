"""The coach's contract (see the package's notes): Reason, Choice, Advice, the registry, advise()."""

from __future__ import annotations

import importlib
import random
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...engine.actions import Action
from ...engine.game import Game
from ..base import InfoSet

# The units a value may be in (the words for each are the UI's): expected points of the game's
# score, expected counters won or lost (a pool game, a banking game), a chance from 0 to 1 of
# winning the hand, the pool, the game.
UNITS = ("points", "counters", "win_chance", "hand_chance", "pool_chance", "sing_chance")


@dataclass(frozen=True)
class Reason:
    """Why, in a code the UI words: ``Reason("dealer_busts", {"pct": 42, "card": "6H"})``."""

    code: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "args": dict(self.args)}


@dataclass(frozen=True)
class Choice:
    action: Action
    value: float  # in the advice's unit; higher is better for the seat advised
    why: Reason


@dataclass(frozen=True)
class Advice:
    game: str  # the registry key ("cribbage", "pope_joan", ...)
    seat: int
    unit: str  # one of UNITS
    choices: tuple[Choice, ...]  # best first, sorted by value; choices[0] is the Expert's choice
    verdict: str = "choose"  # "choose", "only_one" or "all_equal"
    why: Reason | None = None  # at "all_equal", why every choice is worth the same, where the game says
    note: Reason | None = None  # one line after the choices (the trick games: what their play-outs were)
    partners: bool = False  # the seat plays with a partner: its measure is its side's (Cassino for four)

    @property
    def best(self) -> Choice | None:
        return self.choices[0] if self.choices else None


Adviser = Callable[[InfoSet, random.Random], Advice]

# game key -> the module (relative to this package, e.g. ".stops") that coaches it, imported on
# first use. Such a module defines ``advise(info, rng) -> Advice`` (the Expert's own values, see
# the package's notes), ``action_text(action) -> str`` and ``why_text(reason) -> str`` (its words,
# through ``words.translate``). Register by adding a line here.
ADVISERS: dict[str, str] = {
    "cribbage": ".cribbage",
    "pope_joan": ".stops",
    "spin": ".stops",
    "newmarket": ".stops",
    "jig": ".stops",
    "snip_snap_snorum": ".stops",
    "vingt_un": ".banking",
    "baccarat": ".banking",
    "blind_hookey": ".banking",
    "commerce": ".trading",
    "my_bird_sings": ".trading",
    "loto": ".loto",
    "all_fours": ".tricks",
    "spoil_five": ".tricks",
    "cassino": ".matching",
    "crazy_eights": ".matching",
    "speculation": ".speculation",
}


def register(game: str, module: str) -> None:
    ADVISERS[game] = module


def position_rng(info: InfoSet) -> random.Random:
    """A random source that depends only on what ``info``'s seat knows and may do."""
    text = f"{info.seat}|{info.view.to_json()!r}|{[str(a) for a in info.legal]}"
    return random.Random(zlib.crc32(text.encode()))


def coach_module(game: str) -> Any:
    """The module that coaches ``game`` (the placeholder ``.generic`` while it has none)."""
    return importlib.import_module(ADVISERS.get(game, ".generic"), __package__)


def _adviser(game: str) -> Adviser:
    module = coach_module(game)
    if module.__name__.endswith(".generic"):
        return lambda info, rng: module.advise_by_expert(game, info, rng)
    return module.advise


def advise(game_key: str, game: Game, seat: int) -> Advice:
    """The coach's advice for ``seat`` now (it must be a seat to act). Deterministic for a
    position; reads only that seat's information (an :class:`InfoSet`)."""
    info = InfoSet(game, seat)
    if not info.legal:
        raise ValueError(f"seat {seat} has nothing to do now")
    return _adviser(game_key)(info, position_rng(info))
