"""Computer players for Blind Hookey, a game of pure chance.

Nobody sees a card before the bottoms are shown, and every packet's bottom card is one more card
of the same pack: a punter loses 1/17 of every counter he stakes, whatever packet he cuts, keeps
or rejects (:mod:`hoyle_desktop.engine.blind_hookey.edge`). Strength can only mean staking
sensibly: ``expert`` stakes the least it may (one unit on one packet), ``standard`` a steady
three units a packet, ``easy`` anything up to the limit, at random. Cuts and the packet rejected
are chosen at random by all three: no choice of them changes anything.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.blind_hookey.view import BlindHookeyView

STRENGTHS = ("easy", "standard", "expert")


class BlindHookeyBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    def choose(self, view: BlindHookeyView, legal: Sequence[Action]) -> Action:
        stakes = [a for a in legal if a.kind == "stake"]
        if not stakes:
            return self.rng.choice(list(legal))
        if self.name == "expert":
            return stakes[0]  # the least: nothing on the first of two packets, one unit otherwise
        if self.name == "standard":
            three = 3 * int(view.rules.get("unit", 1))
            return min(stakes, key=lambda a: abs(int(a.value or 0) - three))
        return self.rng.choice(stakes)


FACTORIES: dict[str, Callable[[int], BlindHookeyBot]] = {
    name: partial(BlindHookeyBot, name) for name in STRENGTHS
}
