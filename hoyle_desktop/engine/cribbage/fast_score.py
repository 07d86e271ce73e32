"""The fast show total: what the AI calls a hundred thousand times a decision.

Fifteens, pairs and runs depend only on the multiset of ranks, so that part is looked up in a
table keyed by ``rank_key``: the sum of ``8 ** (rank - 1)`` over the cards, i.e. a base-8 count of
each rank (at most four of a rank, so the digits never carry). The key needs no sorting, and only
a few thousand multisets exist, so the table fills quickly on first use. Flush and nob are
added per call.

:func:`score_show` in :mod:`.scoring` itemises the same points independently; the tests check
that the two always agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from ..cards import Card, Rank

RANK_WEIGHT: tuple[int, ...] = tuple(1 << (3 * (r - 1)) if r else 0 for r in range(14))  # index by rank
_JACK = Rank.JACK
_TABLE: dict[int, int] = {}


def rank_key(ranks: Iterable[int]) -> int:
    """The table key of a multiset of ranks (1-13), in any order."""
    return sum(RANK_WEIGHT[r] for r in ranks)


def rank_points(key: int) -> int:
    """Fifteens, pairs and runs of the ranks behind ``key`` (see :func:`rank_key`)."""
    points = _TABLE.get(key)
    if points is None:
        points = _TABLE[key] = _count_ranks(key)
    return points


def _count_ranks(key: int) -> int:
    counts = [0] + [(key >> (3 * (r - 1))) & 7 for r in range(1, 14)]
    ranks = [r for r in range(1, 14) for _ in range(counts[r])]
    pips = [min(r, 10) for r in ranks]
    fifteens = sum(
        1 for size in range(2, len(pips) + 1) for combo in combinations(pips, size) if sum(combo) == 15
    )
    pairs = sum(n * (n - 1) for n in counts)  # 2 points per pair of cards: 2, 6, 12
    runs = 0
    r = 1
    while r <= 13:
        if not counts[r]:
            r += 1
            continue
        start, ways = r, 1
        while r <= 13 and counts[r]:
            ways *= counts[r]
            r += 1
        if r - start >= 3:
            runs += (r - start) * ways
    return 2 * fifteens + pairs + runs


def show_total(
    hand: Sequence[Card],
    starter: Card | None,
    *,
    is_crib: bool = False,
    crib_flush_without_start: bool = False,
) -> int:
    """The same total as ``sum(i.points for i in score_show(...))``, without building the items."""
    weight = RANK_WEIGHT
    key = 0
    suit = hand[0].suit if hand else None
    flush = len(hand) >= 3
    for c in hand:
        key += weight[c.rank]
        if c.suit is not suit:
            flush = False
    if starter is None:
        total = rank_points(key)
        if flush and (crib_flush_without_start or not is_crib):
            total += len(hand)
        return total
    total = rank_points(key + weight[starter.rank])
    if flush:
        if starter.suit is suit:
            total += len(hand) + 1
        elif crib_flush_without_start or not is_crib:
            total += len(hand)
    turned = starter.suit
    for c in hand:
        if c.rank is _JACK and c.suit is turned:
            return total + 1
    return total
