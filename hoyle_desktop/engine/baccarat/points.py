"""The point of a Baccarat hand: pips modulo ten, court cards and tens counting nothing.

A point of eight or nine in the first two cards is a natural, turned up at once. The punter's
third card is fixed except at five: baccarat (0) to four he draws, six and seven he stands.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card

NATURALS = (8, 9)
PUNTER_DRAWS = frozenset({0, 1, 2, 3, 4})
PUNTER_STANDS = frozenset({6, 7})
OPTION = 5  # the only point at which the punter chooses


def value(card: Card) -> int:
    """A card's value at Baccarat: ace one, two to nine their pips, ten and court cards nothing."""
    return card.pips % 10


def point(cards: Iterable[Card]) -> int:
    return sum(value(c) for c in cards) % 10


def is_natural(cards: list[Card]) -> bool:
    return len(cards) == 2 and point(cards) in NATURALS


def false_draw(point_before: int, draws: bool) -> bool:
    """True for a false draw: taking a card at six or seven, or refusing one at baccarat to four."""
    return (draws and point_before in PUNTER_STANDS) or (not draws and point_before in PUNTER_DRAWS)
