"""The Easy cribbage player: legal, plausible, beatable.

It plays like a beginner who knows the counting but not the odds:

* Laying out, it looks at what the kept cards already score (no starter, no thought of the crib)
  and mostly keeps the best of that, sometimes a lesser hand (a seeded softmax choice), so it
  will happily give fives to an opponent's crib.
* In the play it takes points when a card makes some (the most it can see); otherwise it plays a
  card at random, without asking what the next player can do with it.

Every count is honest (see :func:`.basic.honest_claim`): the weaker players are weaker by their
play, never by miscounting.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cribbage.fast_score import show_total
from ...engine.cribbage.view import CribbageView
from .basic import CribbageBot
from .pegging_search import play_points

TEMPERATURE = 1.5  # points: how loosely it picks among lay-outs (higher is looser)
MISS = 0.2  # chance of overlooking a scoring card in the play


class EasyCribbageBot(CribbageBot):
    name = "easy"

    def lay_out(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        def kept_points(a: Action) -> int:
            return show_total([c for c in view.hand if c not in a.cards], None)

        scores = [kept_points(a) for a in legal]
        top = max(scores)
        weights = [math.exp((s - top) / TEMPERATURE) for s in scores]
        return self.rng.choices(list(legal), weights=weights)[0]

    def play(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        pile = [int(c.rank) for _, c in view.pile]

        def points(a: Action) -> int:
            card = a.cards[0]
            return play_points([*pile, int(card.rank)], view.count + card.rank.pips)

        best = max(plays, key=points)
        if points(best) > 0 and self.rng.random() >= MISS:
            return best
        return self.rng.choice(plays)
