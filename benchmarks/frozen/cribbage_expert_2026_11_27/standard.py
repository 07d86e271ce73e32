"""The Standard cribbage player: sound, the way a careful club player is sound.

* Laying out: the kept cards with the best mean show over every possible starter (exact, see
  :mod:`.discard_ev`). The crib is not valued beyond breaking near-ties: a pair or a fifteen laid
  out counts a little for one's own crib and against the other side's.
* The play: the points a card makes now, less what the next player can be expected to make in
  answer, from how many cards of each rank are still unseen and how many cards that player holds.
  That one look ahead is enough to lead low, keep off five and twenty-one, and not offer pairs
  cheaply; it does not plan further.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.cribbage.fast_score import show_total
from hoyle_desktop.engine.cribbage.rules import CribbageRules
from hoyle_desktop.engine.cribbage.view import CribbageView

from .basic import CribbageBot, owns_crib
from .determinise import unseen
from .discard_ev import PIPS, lay_outs
from .pegging_search import play_points


class StandardCribbageBot(CribbageBot):
    name = "standard"

    def lay_out(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        return lay_out(view)

    def play(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        return play(view, legal)


def lay_out(view: CribbageView) -> Action:
    sign = 1 if owns_crib(view) else -1

    def nudge(discard: tuple[Card, ...]) -> float:
        return 0.01 * sign * show_total(discard, None)

    best = lay_outs(view.hand, CribbageRules.from_mapping(view.rules).discards_each, nudge)[0]
    return Action("discard", cards=best.discard)


def reply_expectation(view: CribbageView, pile: list[int], count: int) -> float:
    """What the next seat to play can expect to peg in answer (signed: + if it is on our side)."""
    n = view.players
    gone = set(view.go_seats)
    counts = list(view.hand_counts)
    counts[view.seat] -= 1
    nxt = -1
    for step in range(1, n + 1):
        s = (view.seat + step) % n
        if s not in gone and counts[s] > 0:
            nxt = s
            break
    if nxt < 0 or nxt == view.seat or count >= 31:
        return 0.0
    held = counts[nxt]
    pool = unseen(view)
    size = len(pool)
    by_rank = [0] * 14
    for c in pool:
        by_rank[c.rank] += 1
    replies = []
    for r in range(1, 14):
        if by_rank[r] and count + PIPS[r] <= 31:
            points = play_points([*pile, r], count + PIPS[r])
            if points:
                # the chance that a hand of `held` unseen cards has at least one of this rank
                chance = 1.0 - comb(size - by_rank[r], held) / comb(size, held) if held <= size else 1.0
                replies.append((points, chance))
    replies.sort(reverse=True)
    expected, none_better = 0.0, 1.0
    for points, chance in replies:
        expected += none_better * chance * points
        none_better *= 1.0 - chance
    friendly = view.sides[nxt] == view.my_side
    return expected if friendly else -expected


def play(view: CribbageView, legal: Sequence[Action]) -> Action:
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return legal[0]
    pile = [int(c.rank) for _, c in view.pile]

    def worth(a: Action) -> float:
        rank = int(a.cards[0].rank)
        count = view.count + PIPS[rank]
        now = play_points([*pile, rank], count)
        # shed high cards while it is safe: low ones keep the chance of a go later
        return now + reply_expectation(view, [*pile, rank], count) + 0.01 * PIPS[rank]

    return max(plays, key=worth)
