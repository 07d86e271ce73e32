"""The placeholder coach for a game with no adviser of its own yet: the Expert's choice first, the
other legal actions unvalued. Every game with choices is to register a real adviser (its Expert's
own values); this only keeps the contract whole while one is missing."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ..base import InfoSet, decide
from ..registry import make_bot
from .base import Advice, Choice, Reason
from .words import shared_why


def advise_by_expert(game: str, info: InfoSet, rng: random.Random) -> Advice:
    legal = list(info.legal)
    if len(legal) == 1:
        return Advice(game, info.seat, "counters", (Choice(legal[0], 0.0, Reason("only_one")),), "only_one")
    expert = make_bot(game, "expert", rng.randrange(1 << 30))
    chosen = decide(expert, info)
    rest = [a for a in legal if a != chosen]
    choices = (
        Choice(chosen, 0.0, Reason("expert_choice")),
        *(Choice(a, 0.0, Reason("not_valued")) for a in rest),
    )
    return Advice(game, info.seat, "counters", choices)


def action_text(action: Action) -> str:
    return str(action)


def why_text(reason: Reason) -> str:
    return shared_why(reason) or reason.code
