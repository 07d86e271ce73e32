"""Computer players for Loto.

At the first method a player can only be quick or slow: each strength answers a call after its own
reaction time and notices a call at once with its own attention, both read from the profile
(``easy_reaction_ms``, ``easy_attention`` ...). A player who misses a number covers it at the next
call, too late for the race. ``reaction_ms`` gives the table (and the benchmark's race) the delay
before an answer; the engine itself has no clock.

At the second method the only choices are which cards to hold. By symmetry every card has the same
expected return (each line is paid the same for the same luck), so taking cards or exchanging them
does not change a player's expected result: Peel calls it purely a game of luck. The players differ
in how they spread their luck: ``easy`` keeps the cards it was dealt; ``standard`` exchanges a card
that repeats numbers of its other card; ``expert`` holds cards that share as few numbers as
possible, so that more numbers pay it something, exchanging for the laid-aside card that adds the
most new numbers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.loto.view import LotoView

STRENGTHS = ("easy", "standard", "expert")
DEFAULT_REACTION = {"easy": 2400, "standard": 1400, "expert": 700}
DEFAULT_ATTENTION = {"easy": 85, "standard": 95, "expert": 100}


class LotoBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    # -- timing (the table's business, not the engine's) -------------------------------------
    def reaction_ms(self, view: LotoView) -> int:
        """How long this player takes to answer a call: its mean, give or take forty per cent."""
        mean = int(view.rules.get(f"{self.name}_reaction_ms", DEFAULT_REACTION.get(self.name, 1400)))
        return int(mean * self.rng.uniform(0.6, 1.4))

    def attentive(self, view: LotoView) -> bool:
        share = int(view.rules.get(f"{self.name}_attention", DEFAULT_ATTENTION.get(self.name, 95)))
        return self.rng.random() * 100 < share

    # -- choosing -----------------------------------------------------------------------------
    def choose(self, view: LotoView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.method == "first":
            return self._first(view, legal)
        return self._second(view, legal)

    def _first(self, view: LotoView, legal: Sequence[Action]) -> Action:
        claims = [a for a in legal if a.kind == "claim"]
        if claims:
            order = {"card": 0, "two_rows": 1, "row": 2}
            return min(claims, key=lambda a: order.get(str(a.value), 3))
        covers = [a for a in legal if a.kind == "cover"]
        late = [a for a in covers if a.value != view.current]
        if late:
            return late[0]
        ready = [a for a in legal if a.kind == "ready"]
        if covers and (not ready or self.attentive(view)):
            return covers[0]
        return ready[0] if ready else legal[0]

    def _second(self, view: LotoView, legal: Sequence[Action]) -> Action:
        done = next((a for a in legal if a.kind in ("done", "draw")), legal[-1])
        if self.name == "easy" or done.kind == "draw":
            return done
        mine = list(view.cards[view.seat])
        numbers = {i: {n for row in view.card_rows[i] for n in row} for i in mine}
        best, gain = done, 0
        for action in legal:
            if action.kind != "exchange":
                continue
            give, take = (int(x) for x in str(action.value).split(">"))
            rows = _rows_of(view, take)
            if rows is None:
                continue
            kept = set().union(*(numbers[i] for i in mine if i != give))
            before = len(numbers[give] - kept)
            after = len(rows - kept)
            if self.name == "standard" and before == len(numbers[give]):
                continue  # standard only gets rid of a card that repeats its other numbers
            if after - before > gain:
                best, gain = action, after - before
        return best


def _rows_of(view: LotoView, card: int) -> set[int] | None:
    rows = view.card_rows.get(card)
    return {n for row in rows for n in row} if rows else None


FACTORIES: dict[str, Callable[[int], LotoBot]] = {name: partial(LotoBot, name) for name in STRENGTHS}
