"""The Expert cribbage player.

* Laying out: every lay-out valued exactly as its kept cards' mean show over every possible
  starter, plus (dealer's side) or minus (the other sides) the crib's mean for the cards laid out,
  from crib tables the project computes itself (:mod:`.crib_table`), plus what the kept cards are
  worth in the play (measured by the same builder). Near the end of the game the score decides
  instead (:mod:`.endgame`): going out, safety when ahead, risk when behind.
* The play: a search of the rest of the play against deals of the unseen cards consistent with
  everything seen (:mod:`.determinise`, :mod:`.pegging_search`), the score in view: it pegs out
  when it can and blocks an opponent about to. At the opening lead it follows Britannica's advice
  (a card under five) unless the search clearly prefers another card.
* Counting: honest, like every computer player.

The same evaluations drive the coach (:mod:`.coach`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from ..base import InfoSet
from ..search import paired_choice
from .basic import CribbageBot
from .crib_table import crib_value_for, pegging_value_for
from .determinise import PlayValues, card_of_rank, evaluate_plays, near_end
from .discard_ev import PIPS, lay_outs
from .endgame import Judged, judge
from .pegging_maxn import exact_values
from .play_guide import PlayGuide
from .standard import play as standard_play

MAX_SAMPLES = 24
NODE_BUDGET = 1200  # positions searched per decision: the slowest decisions take about 20 ms
# The opening lead's candidates are close in value: half as much search again.
LEAD_BUDGET = 3 * NODE_BUDGET // 2
LEAD_SAMPLES = 32
# Britannica (seed 001): "the best card to begin with is ace, two, three, or four, as the only chance
# of an adverse score is by pairing". At the opening lead the Expert follows the book unless the
# search finds another card better by this many standard errors (paired over the same deals): a
# few sampled deals cannot tell close leads apart, and the book is right in nearly all of them.
BOOK_MARGIN = 3.0
# Three and four players: play-outs per decision shared among the cards (a count, never a time, so
# a seeded game plays the same on any machine), and how much better, in points a deal, another
# card must do on the same deals to replace Standard's.
PLAYOUTS = 72  # a CPU p99 near 21 ms three-handed, 41 ms four-handed (Standard's play in the play-outs)
PLAY_MARGIN = 0.3
# Four-handed, the searched play lost to Standard's over whole games (48.5% of 2,000) while the
# Expert's lay-out alone wins 52.2% of 10,000 (docs/ai/cribbage.md): there it plays Standard's card.
SEARCHED_PLAY = (3,)
# Three players, while nobody can reach the target this deal: each card valued by an exact max-n
# search of the rest of the play in sampled deals (:mod:`.pegging_maxn`) instead of the play-outs.
# Standard's card stays unless another is better by EXACT_MARGIN points a deal.
EXACT_THREE = False
# The first two plays (11 or 12 cards left) cost about 1,000 – 2,000 positions a deal: there the
# play-outs decide as before.
EXACT_FROM = 10
EXACT_SAMPLES = 16
EXACT_BUDGET = 2000  # positions searched per decision (about 10 µs each), dealing counted too
EXACT_MIN_SAMPLES = 4
EXACT_MARGIN = 0.0


def judged_lay_outs(view: CribbageView) -> list[Judged]:
    """Every lay-out, best first for the Expert: expected points (hand, crib and what the kept
    cards are worth in the play), re-ranked near the end."""
    rules = CribbageRules.from_mapping(view.rules)
    options = lay_outs(
        view.hand, rules.discards_each, crib_value_for(view), kept_value=pegging_value_for(view)
    )
    return judge(view, options)


def is_opening_lead(view: CribbageView) -> bool:
    return view.count == 0 and not view.played


def _paired_edge(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the same sampled deals."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def book_lead(view: CribbageView, values: PlayValues) -> int | None:
    """The book's opening lead (the best-valued card under five) if no other card is clearly
    better than it; None when the book has nothing to say."""
    if not is_opening_lead(view):
        return None
    low = [r for r in values.values if PIPS[r] < 5]
    if not low:
        return None
    book = max(low, key=lambda r: (values.values[r], -r))
    for r in values.values:
        if PIPS[r] >= 5:
            edge, error = _paired_edge(values.per_sample[r], values.per_sample[book])
            if edge > 0 and edge > BOOK_MARGIN * error:
                return None
    return book


def search_plays(
    view: CribbageView, rng: random.Random, scale: float = 1.0, min_samples: int = 4, replies: bool = False
) -> tuple[list[int], PlayValues]:
    """The playable ranks, best first for the Expert, and the search's values behind the order.

    Ranked by searched value (ties to the card that scores now, then the lower card), except that
    at the opening lead the book's card comes first unless the search clearly prefers another."""
    lead = is_opening_lead(view)
    budget = int((LEAD_BUDGET if lead else NODE_BUDGET) * scale)
    values = evaluate_plays(
        view, rng, int((LEAD_SAMPLES if lead else MAX_SAMPLES) * scale), budget, min_samples, replies
    )
    ranks = sorted(
        values.values,
        key=lambda r: (round(values.values[r], 6), values.immediate[r], -PIPS[r], -r),
        reverse=True,
    )
    book = book_lead(view, values)
    if book is not None:
        ranks.remove(book)
        ranks.insert(0, book)
    return ranks, values


class ExpertCribbageBot(CribbageBot):
    name = "expert"

    def lay_out(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        return Action("discard", cards=judged_lay_outs(view)[0].lay_out.discard)

    def play(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        if len({a.cards[0].rank for a in plays}) == 1:
            return plays[0]
        ranks, _ = search_plays(view, self.rng)
        return Action("play", cards=(card_of_rank(view.hand, ranks[0]),))

    def choose_in(self, info: InfoSet) -> Action:
        """Two players: :meth:`choose`. Three: the play on the shared search. Four: Standard's play."""
        view = info.view
        assert isinstance(view, CribbageView)
        if view.players == 2 or view.phase != "play":
            return self.choose(view, info.legal)
        usual, choices = play_candidates(view, info.legal)
        if view.players not in SEARCHED_PLAY or len(choices) == 1:
            return usual
        if (
            EXACT_THREE
            and view.players == 3
            and sum(view.hand_counts) <= EXACT_FROM
            and not near_end(view)
            and all(a.kind == "play" for a in choices)
        ):
            return exact_choice(view, self.rng, usual, choices)
        guide = PlayGuide(view, CribbageRules.from_mapping(view.rules).sides)
        return paired_choice(info, self.rng, guide, PLAYOUTS, usual, PLAY_MARGIN, candidates=choices)


def exact_choice(view: CribbageView, rng: random.Random, usual: Action, choices: Sequence[Action]) -> Action:
    """Three players: the card the max-n search values best over sampled deals, unless Standard's
    card is within EXACT_MARGIN of it."""
    values = exact_values(view, rng, EXACT_SAMPLES, EXACT_BUDGET, EXACT_MIN_SAMPLES)
    by_rank = {int(a.cards[0].rank): a for a in choices}
    best = max(by_rank, key=lambda r: (values[r], -r if r != int(usual.cards[0].rank) else 1))
    return by_rank[best] if values[best] - values[int(usual.cards[0].rank)] > EXACT_MARGIN else usual


def play_candidates(view: CribbageView, legal: Sequence[Action]) -> tuple[Action, list[Action]]:
    """Three or four players: Standard's card, and the actions the search compares with it (one
    card of each rank, as two of a rank play alike, Standard's among them; a go if allowed)."""
    usual = standard_play(view, legal)
    by_rank = {a.cards[0].rank: a for a in legal if a.kind == "play"}
    if usual.kind == "play":
        by_rank[usual.cards[0].rank] = usual
    return usual, [*by_rank.values(), *(a for a in legal if a.kind != "play")]
