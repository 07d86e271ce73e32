"""What a Vingt-un hand counts: court cards ten, an ace one or eleven, whichever serves best."""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card


def hand_value(cards: Iterable[Card]) -> tuple[int, bool]:
    """(total, soft): the best total not over 21 if there is one; soft when an ace counts eleven."""
    return pips_value(c.pips for c in cards)


def pips_value(pips: Iterable[int]) -> tuple[int, bool]:
    total, aces = 0, False
    for p in pips:
        total += p
        aces = aces or p == 1
    if aces and total + 10 <= 21:
        return total + 10, True
    return total, False


def is_natural(cards: list[Card]) -> bool:
    """An ace and a ten or court card, as the first two cards."""
    return len(cards) == 2 and sorted(c.pips for c in cards) == [1, 10]
