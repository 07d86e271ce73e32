"""Advice from an Expert's own values: the Expert's choice first, the rest by value, the verdict.

An Expert that shows its values returns them as :class:`Valued` (action, value, reason), one per
legal action it weighs; its choice is the first of the highest. :func:`advice` ranks them for the
coach. :func:`expert_rng` is the random source an adviser gives its Expert: the one a bot made with
``make_bot(game, "expert", position_rng(info).randrange(1 << 30))`` would use, so the Expert
asked through :func:`~..base.decide` in the same position makes the choice the coach puts first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ...engine.actions import Action
from .base import Advice, Choice, Reason

EQUAL = 1e-9  # values closer than this are the same
TIE = 1e-6  # an Expert breaking ties by chance may choose a value this much below another
PLACES = 6  # the values shown are rounded to this many decimals (float noise gone)
HINT_SHOWN = 3  # the choices a hint lists (the best few)


class Valued(NamedTuple):
    action: Action
    value: float
    why: Reason


def best_of(valued: Sequence[Valued]) -> Action:
    """The Expert's choice: the first of the highest values."""
    best = valued[0]
    for v in valued[1:]:
        if v.value > best.value + EQUAL:
            best = v
    return best.action


def expert_rng(rng: random.Random) -> random.Random:
    """The random source of the Expert bot a caller would make from the position's ``rng``."""
    return random.Random(rng.randrange(1 << 30))


def advice(game: str, seat: int, unit: str, valued: Sequence[Valued], chosen: Action | None = None) -> Advice:
    """The coach's advice: ``chosen`` (default: :func:`best_of`) first, the rest best first.
    Raises if a choice below the first shows a higher value (the Expert must agree with itself)."""
    chosen = best_of(valued) if chosen is None else chosen
    first = next(v for v in valued if v.action == chosen)
    top = round(float(first.value), PLACES)
    rest = []
    for v in valued:
        if v.action == chosen:
            continue
        if v.value > first.value + TIE:
            raise ValueError(f"{game}: {v.action} shows more than the Expert's {chosen}")
        # within the Expert's own tie-break (it tells such values apart by chance): the same
        rest.append(Choice(v.action, min(round(float(v.value), PLACES), top), v.why))
    rest.sort(key=lambda c: -c.value)
    choices = (Choice(first.action, top, first.why), *rest)
    if len(choices) == 1:
        verdict = "only_one"
    elif all(abs(c.value - top) <= EQUAL for c in choices):
        verdict = "all_equal"
    else:
        verdict = "choose"
    return Advice(game, seat, unit, choices, verdict)


def only_one(game: str, seat: int, unit: str, action: Action, why: Reason | None = None) -> Advice:
    """The advice where one thing may be done; ``why``: the game's reason for it, where it has one."""
    return Advice(game, seat, unit, (Choice(action, 0.0, Reason("only_one")),), "only_one", why)
