"""The Expert cribbage player.

* Laying out: every lay-out valued exactly as its kept cards' mean show over every possible
  starter, plus (dealer's side) or minus (the other sides) the crib's mean for the cards laid out,
  from crib tables the project computes itself (:mod:`.crib_table`). Near the end of the game the
  score decides instead (:mod:`.endgame`): going out, safety when ahead, risk when behind.
* The play: a search of the rest of the play against deals of the unseen cards consistent with
  everything seen (:mod:`.pegging_search`), the score in view: it pegs out when it can and blocks an
  opponent about to.
* Counting: honest, like every computer player.

The same evaluations drive the coach (:mod:`.coach`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from ...engine.game import SeatView
from .basic import honest_claim
from .crib_table import crib_value_for
from .discard_ev import PIPS, lay_outs
from .endgame import Judged, judge
from .pegging_search import PlayValues, card_of_rank, evaluate_plays

MAX_SAMPLES = 24
NODE_BUDGET = 1500  # positions searched per decision: keeps the slowest decisions near 30 ms


def judged_lay_outs(view: CribbageView) -> list[Judged]:
    """Every lay-out, best first for the Expert: expected points, re-ranked near the end."""
    rules = CribbageRules.from_mapping(view.rules)
    return judge(view, lay_outs(view.hand, rules.discards_each, crib_value_for(view)))


def best_rank(values: PlayValues) -> int:
    """The rank with the best searched value; ties go to the card that scores now, then the lower."""
    return max(values.values, key=lambda r: (round(values.values[r], 6), values.immediate[r], -PIPS[r], -r))


class ExpertCribbageBot:
    name = "expert"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        assert isinstance(view, CribbageView)
        if view.phase == "count":
            return honest_claim(view)
        if view.phase == "lay_out":
            return Action("discard", cards=judged_lay_outs(view)[0].lay_out.discard)
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        if len({a.cards[0].rank for a in plays}) == 1:
            return plays[0]
        values = evaluate_plays(view, self.rng, MAX_SAMPLES, NODE_BUDGET)
        return Action("play", cards=(card_of_rank(view.hand, best_rank(values)),))
