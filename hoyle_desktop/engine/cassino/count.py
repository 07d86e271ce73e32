"""The count at the end of a deal (Peel): Great Cassino 2, Little Cassino 1, each ace 1, the most
spades 1, the most cards 3, each sweep 1; and how the sides' points become scores."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Rank, Suit, card
from .rules import LESS_LOWEST, OWN

GREAT_CASSINO = card("TD")
LITTLE_CASSINO = card("2S")


def count_items(piles: Sequence[Sequence[Card]], sweeps: Sequence[int]) -> list[tuple[int, str, int]]:
    """(side, item, points) for each point won, in the order a table reads them out. The most
    spades and the most cards score nothing when two sides have equal most."""
    items: list[tuple[int, str, int]] = []
    for side, pile in enumerate(piles):
        if GREAT_CASSINO in pile:
            items.append((side, "great_cassino", 2))
        if LITTLE_CASSINO in pile:
            items.append((side, "little_cassino", 1))
        aces = sum(1 for c in pile if c.rank == Rank.ACE)
        if aces:
            items.append((side, "aces", aces))
    for item, points, measure in (
        ("spades", 1, lambda p: sum(1 for c in p if c.suit == Suit.SPADES)),
        ("cards", 3, len),
    ):
        counts = [measure(p) for p in piles]
        best = max(counts)
        if best and counts.count(best) == 1:
            items.append((counts.index(best), item, points))
    for side, n in enumerate(sweeps):
        if n:
            items.append((side, "sweeps", n))
    return items


def deal_scores(points: Sequence[int], method: str) -> list[int]:
    """What each side scores to its game from the deal's points. Two sides: the higher scores the
    difference. More sides: ``own`` points; ``less_lowest``, the lowest's points taken from each;
    ``two_lowest`` (three), the two lowest added together and taken from the highest, who alone
    scores, and nobody when they reach it."""
    n = len(points)
    if n == 2:
        diff = points[0] - points[1]
        return [max(diff, 0), max(-diff, 0)]
    if method == OWN:
        return list(points)
    low = min(points)
    if method == LESS_LOWEST:
        return [p - low for p in points]
    order = sorted(range(n), key=lambda s: points[s])
    top = order[-1]
    rest = sum(points[s] for s in order[:-1])
    out = [0] * n
    if points[top] > rest and points.count(points[top]) == 1:
        out[top] = points[top] - rest
    return out
