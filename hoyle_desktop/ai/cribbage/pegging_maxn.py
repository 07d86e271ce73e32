"""Three hands: the rest of the play searched exactly in each sampled deal, by max-n.

The two-handed search (:mod:`.pegging_search`) makes every other seat play against me. With three
hands there are no partners and no single enemy: here each seat plays to make its own pegging less
the mean of the other two's the most (max-n: a node's value is what each seat pegs from there on),
ties going to the first card in a fixed order (the higher rank). With a transposition table a deal
of the five-card game (four cards a seat in the play) is searched to its end in a few hundred
positions. :func:`exact_values` deals the unseen cards as the two-handed search does
(:func:`.determinise.sample_position`) and values each card I could play by its mean over the
deals. Only the pegging is counted, so the Expert uses it only while nobody can reach the target
this deal (``EXACT_THREE`` in :mod:`.expert`).
"""

from __future__ import annotations

import random

from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from .determinise import TRY_COST, go_limits, sample_position
from .discard_ev import PIPS
from .pegging_search import Position, step

Values = tuple[float, ...]  # what each seat pegs from a position on
Hands = tuple[tuple[int, ...], ...]  # the ranks each seat holds


class MaxN:
    """Exact max-n search of one deal of the play, for ``n`` seats each on its own side."""

    def __init__(self, n: int, dealer: int, ends_at_first_go: bool = False) -> None:
        self.n = n
        self.dealer = dealer
        self.ends_at_first_go = ends_at_first_go
        self.rotation = [tuple((seat + i) % n for i in range(1, n + 1)) for seat in range(n)]
        self.others = 1.0 / (n - 1)
        self.memo: dict[tuple[object, ...], Values] = {}
        self.nodes = 0

    def worth(self, v: Values, seat: int) -> float:
        """What ``v`` is worth to ``seat``: its points less the mean of the others'."""
        return v[seat] - (sum(v) - v[seat]) * self.others

    def play(self, pos: Position, rank: int) -> Values:
        """Every seat's pegging from ``pos`` on when ``pos.turn`` plays ``rank`` (counting it)."""
        return self._after(pos.hands, pos.pile, pos.count, pos.turn, pos.gone, rank)

    def node(
        self, hands: Hands, pile: tuple[int, ...], count: int, turn: int, gone: int, last: int
    ) -> Values:
        """The seat ``turn`` to play (or say go) at this count."""
        moves = sorted({r for r in hands[turn] if PIPS[r] <= 31 - count}, reverse=True)
        if not moves:  # go: pass the turn, or close the count
            gone |= 1 << turn
            for nxt in self.rotation[turn]:
                if not gone >> nxt & 1 and hands[nxt]:
                    return self.node(hands, pile, count, nxt, gone, last)
            return self._end_count(hands, count, last)
        key = (hands, pile, count, turn, gone, last)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        best: Values = ()
        best_worth = -1e9
        for r in moves:
            v = self._after(hands, pile, count, turn, gone, r)
            w = self.worth(v, turn)
            if w > best_worth:
                best, best_worth = v, w
        self.memo[key] = best
        return best

    def _after(
        self, hands: Hands, pile: tuple[int, ...], count: int, turn: int, gone: int, rank: int
    ) -> Values:
        hand = hands[turn]
        i = hand.index(rank)
        child = (*hands[:turn], hand[:i] + hand[i + 1 :], *hands[turn + 1 :])
        new_pile, points = step(pile, rank)
        count += PIPS[rank]
        gain = points + (2 if count == 15 or count == 31 else 0)
        v: Values | None = None
        if count < 31:
            for nxt in self.rotation[turn]:
                if not gone >> nxt & 1 and child[nxt]:
                    v = self.node(child, new_pile, count, nxt, gone, turn)
                    break
        if v is None:
            v = self._end_count(child, count, turn)
        if not gain:
            return v
        return (*v[:turn], v[turn] + gain, *v[turn + 1 :])

    def _end_count(self, hands: Hands, count: int, last: int) -> Values:
        """Nobody can play on: one for the go (or the last card) unless the count is 31, then a
        new count from the seat after the last to play."""
        rest: Values = (0.0,) * self.n
        if any(hands) and not self.ends_at_first_go:
            for nxt in self.rotation[last if last >= 0 else self.dealer]:
                if hands[nxt]:
                    rest = self.node(hands, (), 0, nxt, 0, -1)
                    break
        if last >= 0 and count < 31:
            return (*rest[:last], rest[last] + 1, *rest[last + 1 :])
        return rest


def exact_values(
    view: CribbageView, rng: random.Random, max_samples: int, node_budget: int, min_samples: int = 2
) -> dict[int, float]:
    """Each rank I could play, valued by my pegging less the others' mean from here, searched
    exactly by max-n in each of up to ``max_samples`` deals of the unseen cards (at least
    ``min_samples``, more until ``node_budget`` positions have been searched, dealing counted),
    averaged over the same deals."""
    rules = CribbageRules.from_mapping(view.rules)
    limits = go_limits(view, rules)
    playable = sorted({int(c.rank) for c in view.hand if view.count + c.rank.pips <= 31})
    totals = dict.fromkeys(playable, 0.0)
    search = MaxN(view.players, view.dealer, rules.play_ends_at_first_go)
    if not any(k for s, k in enumerate(view.hand_counts) if s != view.seat):
        max_samples = min_samples = 1  # nobody else holds a card: one search is exact
    samples = 0
    while samples < max_samples and (samples < min_samples or search.nodes < node_budget):
        pos = sample_position(view, rules, rng, limits, with_shows=False)
        search.nodes += TRY_COST * pos.tries  # dealing costs time too
        for r in playable:
            totals[r] += search.worth(search.play(pos, r), view.seat)
        samples += 1
    return {r: t / samples for r, t in totals.items()}
