"""What a card takes from the table: every card of its rank and every set adding up to it, at once.

Peel: a ten "not only takes every other ten, but also nine and ace, eight and two, seven and three,
six and four, or two fives, two threes and a four". Sets must not share a card, so where the
table allows different packings the player chooses: :func:`captures` lists every packing that
no other packing contains (by the cards taken). Court cards take only their own rank; aces count
one (docs/rules-notes/cassino.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..cards import Card, Rank


def value(card: Card) -> int:
    """What a card counts in a sum; 0 for a court card, which only pairs."""
    return int(card.rank) if card.rank <= Rank.TEN else 0


def _sum_sets(cards: tuple[Card, ...], target: int) -> list[frozenset[Card]]:
    """Every set of two or more ``cards`` whose values add up to ``target``."""
    pool = sorted((c for c in cards if 0 < value(c) < target), key=lambda c: -value(c))
    vals = [value(c) for c in pool]
    tails = [0] * (len(pool) + 1)  # what the cards from i on add up to, to prune hopeless branches
    for i in range(len(pool) - 1, -1, -1):
        tails[i] = tails[i + 1] + vals[i]
    out: list[frozenset[Card]] = []
    chosen: list[Card] = []

    def walk(start: int, total: int) -> None:
        if total == target:
            out.append(frozenset(chosen))
            return
        if total + tails[start] < target:
            return
        for i in range(start, len(pool)):
            if total + vals[i] <= target:
                chosen.append(pool[i])
                walk(i + 1, total + vals[i])
                chosen.pop()

    walk(0, 0)
    return out


# A small cache: a search reuses the few tables of one round; a large one (it was 50,000) held
# some 120,000 frozensets and tuples that every full collection of Python's cycle collector walks
# (a collection during a decision then took 60-100 ms; with this cache 10-15 ms).
@lru_cache(maxsize=1024)
def captures_of(table: frozenset[Card], played: Card) -> tuple[frozenset[Card], ...]:
    same = frozenset(c for c in table if c.rank == played.rank)
    v = value(played)
    rest = tuple(sorted((c for c in table if c not in same), key=lambda c: c.sort_key))
    sets = _sum_sets(rest, v) if v else []
    packings: set[frozenset[Card]] = set()

    def pack(i: int, used: frozenset[Card]) -> None:
        extended = False
        for j in range(i, len(sets)):
            if not (sets[j] & used):
                extended = True
                pack(j + 1, used | sets[j])
        if not extended:
            packings.add(used)

    pack(0, frozenset())
    whole = [same | p for p in packings]
    maximal = [p for p in whole if p and not any(p < q for q in whole)]
    return tuple(sorted(set(maximal), key=lambda s: sorted(c.sort_key for c in s)))


def captures(table: Sequence[Card], played: Card) -> tuple[frozenset[Card], ...]:
    """Each way ``played`` may take from ``table`` (empty: it takes nothing and must be laid down)."""
    return captures_of(frozenset(table), played)
