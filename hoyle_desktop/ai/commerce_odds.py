"""The chance that a Commerce hand is the best at the table, by enumeration of the unseen cards.

For one opponent the figure is exact: every three-card hand the opponent could hold is drawn from
the cards this seat has not seen (its own hand, the table and its own cards at the bottom of the
pack left out), and the hands below, equal to and above ours are counted. For several opponents
each is taken as one such draw (the small dependence between their hands is left out; see
docs/rules-notes/commerce.md). Keys come from one table of every three-card hand, made once.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations

from ..engine.cards import Card
from ..engine.trading.commerce_hands import FLUSH, hand_key


def unseen_odds(cards: Iterable[Card], combos: frozenset[int]) -> Unseen:
    """The :class:`Unseen` table for these cards, kept for the next decision with the same cards."""
    return _unseen(frozenset(cards), combos)


@lru_cache(maxsize=64)
def _unseen(cards: frozenset[Card], combos: frozenset[int]) -> Unseen:
    return Unseen(cards, combos)


CAP = FLUSH << 24  # the weakest flush: a hand a player would stand on
CAPPED_WEIGHT = 0.25


class Unseen:
    """Every hand an opponent could hold from ``cards``, sorted by key, and per card the keys of
    the hands that hold it, so the odds after one of them has been drawn stay exact."""

    def __init__(self, cards: Iterable[Card], combos: frozenset[int]) -> None:
        self.cards = sorted(cards)
        table = _keys(combos)
        index = sorted(c.index for c in self.cards)  # ascending, as the table is keyed
        lists: dict[int, list[int]] = {i: [] for i in index}
        keys = []
        for a, b, c in combinations(index, 3):
            key = table[a * 2704 + b * 52 + c]
            keys.append(key)
            lists[a].append(key)
            lists[b].append(key)
            lists[c].append(key)
        keys.sort()
        self.keys = keys
        self.per_card = {card: sorted(lists[card.index]) for card in self.cards}
        self.combos = combos

    def _counts(self, key: int, without: Card | None) -> tuple[int, int, int]:
        """Hands below ``key``, hands equal to it, and all hands (those holding ``without`` left out)."""
        keys = self.keys
        below, upto, total = bisect_left(keys, key), bisect_right(keys, key), len(keys)
        if without is not None:
            own = self.per_card[without]
            below -= bisect_left(own, key)
            upto -= bisect_right(own, key)
            total -= len(own)
        return below, upto - below, total

    def beat_share(self, key: int, without: Card | None = None, capped: bool = False) -> float:
        """The share of the opponent's possible hands that ``key`` beats (a tie counts half).

        ``capped``: the opponent has already declined to stand on these cards, so hands of a flush or
        better (which a player stands on) are counted at :data:`CAPPED_WEIGHT` of the others."""
        below, ties, total = self._counts(key, without)
        if total <= 0:
            return 1.0
        if not capped:
            return (below + 0.5 * ties) / total
        low, _, _ = self._counts(CAP, without)
        high = total - low
        weight = CAPPED_WEIGHT
        if key < CAP:
            return (below + 0.5 * ties) / (low + weight * high)
        return (low + weight * (below - low + 0.5 * ties)) / (low + weight * high)

    def p_best(
        self, hand: Sequence[Card], opponents: int, without: Card | None = None, capped: int = 0
    ) -> float:
        key = hand_key(hand, self.combos)
        free = max(0, opponents - capped)
        share = self.beat_share(key, without) ** free
        return share * self.beat_share(key, without, True) ** (opponents - free) if capped else share

    def better_share(self, key: int, without: Card | None = None) -> float:
        """The share of the opponent's possible hands strictly better than ``key``."""
        below, ties, total = self._counts(key, without)
        return (total - below - ties) / total if total > 0 else 0.0

    def p_worst(self, hand: Sequence[Card], opponents: int, without: Card | None = None) -> float:
        return (1.0 - self.beat_share(hand_key(hand, self.combos), without)) ** opponents

    def after_draw(self, keep: Sequence[Card], opponents: int, capped: int = 0) -> float:
        """The chance of the best hand after keeping ``keep`` and drawing one unseen card."""
        if not self.cards:
            return 0.0
        total = 0.0
        for c in self.cards:
            total += self.p_best((*keep, c), opponents, without=c, capped=capped)
        return total / len(self.cards)


@lru_cache(maxsize=4)
def _keys(combos: frozenset[int]) -> list[int]:
    """Every three-card hand's key, at index ``a * 2704 + b * 52 + c`` for pack indices a < b < c.
    A key depends only on the three ranks and whether the suits are one: each such pattern is keyed
    once (a few thousand calls rather than 22,100, so the first decision does not wait for it)."""
    from ..engine.cards import full_pack

    pack = sorted(full_pack(), key=lambda c: c.index)
    rank = [c.rank for c in pack]
    suit = [c.suit for c in pack]
    patterns: dict[tuple, int] = {}
    table = [0] * (52**3)
    for a, b, c in combinations(range(52), 3):
        pattern = (rank[a], rank[b], rank[c], suit[a] == suit[b] == suit[c])
        key = patterns.get(pattern)
        if key is None:
            key = patterns[pattern] = hand_key((pack[a], pack[b], pack[c]), combos)
        table[a * 2704 + b * 52 + c] = key
    return table
