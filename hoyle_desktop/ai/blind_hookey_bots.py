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
from functools import cache, partial

from ..engine.actions import Action
from ..engine.blind_hookey.edge import packet_odds
from ..engine.blind_hookey.view import BlindHookeyView
from .coach.base import Reason
from .coach.ranking import Valued

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
            return expert_values(view, legal, self.rng, values=False)[1]
        if self.name == "standard":
            three = 3 * int(view.rules.get("unit", 1))
            return min(stakes, key=lambda a: abs(int(a.value or 0) - three))
        return self.rng.choice(stakes)


@cache
def _edge(ace_high: bool) -> float:
    return float(packet_odds(ace_high)["edge"])


def expert_values(
    view: BlindHookeyView, legal: Sequence[Action], rng: random.Random, values: bool = True
) -> tuple[list[Valued], Action]:
    """The Expert's choice and every choice's expected counters: a stake loses the bank's edge on
    it (1/17 of it with the ace low, :func:`~hoyle_desktop.engine.blind_hookey.edge.packet_odds`),
    so the least is best; a cut or the packet rejected changes nothing (all worth the same, chosen
    at random)."""
    stakes = [a for a in legal if a.kind == "stake"]
    if not stakes:
        chosen = rng.choice(list(legal))
        return ([Valued(a, 0.0, Reason("pure_chance")) for a in legal] if values else []), chosen
    edge = _edge(bool(view.rules.get("ace_high", False))) if values else 0.0
    why = Reason("hookey_edge", {"edge": round(100 * edge, 1)})
    # the least: nothing on the first of two packets, one unit otherwise
    return [Valued(a, -edge * int(a.value or 0), why) for a in stakes], stakes[0]


FACTORIES: dict[str, Callable[[int], BlindHookeyBot]] = {
    name: partial(BlindHookeyBot, name) for name in STRENGTHS
}
