"""Computer players for Vingt-un: each sees one seat's view and the legal actions only.

* ``easy`` stakes at random, never doubles or divides, draws below 15 as punter and dealer.
* ``standard`` is the "stand on 17" player: the lowest stake, doubles on an ace or a ten-card
  (Peel's own example), divides aces, draws below 17; as dealer it draws below 17 too; never buys
  or sells the deal.
* ``expert`` decides everything from expected values given the cards its seat has seen since the
  pone last shuffled (:mod:`hoyle_desktop.engine.vingt_un.odds`): stake size (allowing for the
  dealer's double on a strong card), the double, dividing, drawing or standing (reading the
  dealer's double as a clue to his card), as dealer drawing against the hands that stand, and
  buying or selling the deal at the price asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.banking.view import BankingView
from ..engine.cards import Card
from ..engine.vingt_un import odds
from ..engine.vingt_un.points import hand_value


def _find(legal: Sequence[Action], kind: str, value: int | str | None = None) -> Action | None:
    for a in legal:
        if a.kind == kind and (value is None or a.value == value):
            return a
    return None


def my_box(view: BankingView) -> list[Card]:
    box = view.boxes[view.seat][view.active_box or 0]
    return [c for c in box.cards if c is not None]


class VingtUnBot:
    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = level
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: BankingView, legal: Sequence[Action]) -> Action:  # type: ignore[override]
        if self.level == "expert":
            return expert_choice(view, legal)
        kinds = {a.kind for a in legal}
        threshold = 15 if self.level == "easy" else 17
        if "keep" in kinds:
            return _find(legal, "keep") or legal[0]
        if "refuse" in kinds:
            return _find(legal, "refuse") or legal[0]
        if "stake" in kinds:
            stakes = [a for a in legal if a.kind == "stake"]
            return self.rng.choice(stakes) if self.level == "easy" else stakes[0]
        if "double" in kinds:
            card = my_box(view)[0]
            wants = self.level == "standard" and card.pips in (1, 10)
            return _find(legal, "double" if wants else "no_double") or legal[0]
        cards = my_box(view)
        if self.level == "standard" and "divide" in kinds and cards[0].pips == 1:
            return next(a for a in legal if a.kind == "divide")
        total = hand_value(cards)[0]
        if "card" in kinds and total < threshold:
            return _find(legal, "card") or legal[0]
        return _find(legal, "content") or legal[0]


def expert_choice(view: BankingView, legal: Sequence[Action]) -> Action:
    return odds.best_action(view, legal)


BOTS = ("easy", "standard", "expert")
FACTORIES: dict[str, Callable[[int], VingtUnBot]] = {name: partial(VingtUnBot, name) for name in BOTS}
