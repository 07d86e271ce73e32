"""The old game's and Pool Commerce's odds: every opponent's hand from what the whole table has seen.

In these forms every exchange is made with the three cards face up, so the cards a player takes
from the table are known to all (``CommerceView.known``). An opponent's hand is its known cards
and, for the rest, every combination of the cards this seat has not seen, counted exactly. An
opponent who may still exchange is credited with its best exchange with the table as it will lie
after this seat's move (the card this seat throws out included), so a choice is weighed by what it
leaves the others as well as by what it makes of our own hand. Opponents are counted as
independent of each other (their hands cannot share a card; that small dependence is left out).

Keys are the integers of :func:`~..engine.trading.commerce_hands.hand_key`; every three-card hand's
key is read from one table made once (:func:`.commerce_odds._keys`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import combinations

from ..engine.cards import Card
from .commerce_odds import _keys


class Opponent:
    """One opponent's hand: the cards all know it holds, how many are unknown, whether it may still
    exchange."""

    __slots__ = ("active", "known", "unknown")

    def __init__(self, known: Sequence[int], unknown: int, active: bool) -> None:
        self.known, self.unknown, self.active = tuple(sorted(known)), unknown, active


class TableOdds:
    """The chance of the best (and of the worst) hand against every opponent, enumerated."""

    def __init__(self, unseen: Sequence[Card], opponents: Sequence[Opponent], combos: frozenset[int]) -> None:
        self.keys = _keys(combos)
        self.unseen = sorted(c.index for c in unseen)
        self.opponents = list(opponents)
        self._cache: dict[tuple, list[int]] = {}
        self._pairs: dict[tuple[int, ...], list[int]] = {}
        self._cards = sorted({*self.unseen, *(c for o in self.opponents for c in o.known)})

    def key(self, cards: Sequence[int]) -> int:
        a, b, c = sorted(cards)
        return self.keys[a * 2704 + b * 52 + c]

    def _final_keys(self, opp: Opponent, table: tuple[int, ...]) -> list[int]:
        """The opponent's possible hands' keys, sorted: every completion of its unknown cards from
        the unseen ones, each improved by its best exchange with ``table`` if it may still exchange."""
        cache_key = (opp.known, opp.unknown, table if opp.active else ())
        found = self._cache.get(cache_key)
        if found is not None:
            return found
        keys, known = self.keys, opp.known
        pool = [c for c in self.unseen if c not in known]
        out: list[int] = []
        if not opp.active:
            for rest in combinations(pool, opp.unknown):
                a, b, c = sorted((*known, *rest))
                out.append(keys[a * 2704 + b * 52 + c])
        elif not known:  # combinations of a sorted pool come sorted
            bp = self._best_pairs(table)  # each pair's best with a table card
            n = len(pool)
            for i in range(n - 2):  # the loops unrolled by hand: this is most of the Expert's time
                a = pool[i]
                row_a = bp[a * 52 : a * 52 + 52]
                for j in range(i + 1, n - 1):
                    b = pool[j]
                    base, ab, row_b = a * 2704 + b * 52, row_a[b], bp[b * 52 : b * 52 + 52]
                    out.extend(max(keys[base + c], ab, row_a[c], row_b[c]) for c in pool[j + 1 :])
        else:
            bp = self._best_pairs(table)  # each pair's best with a table card
            for rest in combinations(pool, opp.unknown):
                a, b, c = sorted((*known, *rest))
                out.append(max(keys[a * 2704 + b * 52 + c], bp[a * 52 + b], bp[a * 52 + c], bp[b * 52 + c]))
        out.sort()
        self._cache[cache_key] = out
        return out

    def _best_pairs(self, table: tuple[int, ...]) -> list[int]:
        found = self._pairs.get(table)
        if found is None:
            found = self._pairs[table] = _best_pairs(self.keys, self._cards, table)
        return found

    def improved(self, hand: Sequence[Card], table: Sequence[Card]) -> int:
        """The key of ``hand`` after its best exchange with ``table`` (or none)."""
        mine = [c.index for c in hand]
        best = self.key(mine)
        for i in range(len(mine)):
            for t in table:
                best = max(best, self.key([*mine[:i], t.index, *mine[i + 1 :]]))
        return best

    def shares(self, mine: int, table: Sequence[Card]) -> list[tuple[float, float]]:
        """Per opponent: the share of its possible hands our key ``mine`` beats, and the share that
        beat it (a tie counts half to each)."""
        tab = tuple(sorted(c.index for c in table))
        result = []
        for opp in self.opponents:
            keys = self._final_keys(opp, tab)
            if not keys:
                result.append((1.0, 0.0))
                continue
            below, upto, total = bisect_left(keys, mine), bisect_right(keys, mine), len(keys)
            ties = 0.5 * (upto - below)
            result.append(((below + ties) / total, (total - upto + ties) / total))
        return result

    def best_and_worst(
        self, hand: Sequence[Card], table: Sequence[Card], mine: int | None = None
    ) -> tuple[float, float]:
        """The chance that ``hand`` (or the key ``mine``) is the best, and that it is the worst."""
        if mine is None:
            mine = self.key([c.index for c in hand])
        p_best, p_worst = 1.0, 1.0
        for beats, beaten in self.shares(mine, table):
            p_best *= beats
            p_worst *= beaten
        return p_best, p_worst


def _best_pairs(keys: list[int], cards: Sequence[int], table: tuple[int, ...]) -> list[int]:
    """For every pair of ``cards`` (at ``low * 52 + high``), the best key it makes with one table card."""
    best = [0] * 2704
    ordered = sorted(set(cards))
    for i, a in enumerate(ordered):
        for b in ordered[i + 1 :]:
            top = 0
            for t in table:
                x, y, z = sorted((a, b, t))
                k = keys[x * 2704 + y * 52 + z]
                if k > top:
                    top = k
            best[a * 52 + b] = top
    return best
