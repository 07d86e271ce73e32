"""Suit sequences, ace low to king high, and what makes a card a stop (Peel, Pope Joan).

Shared by the engine and the bots: cards follow on in the same suit, one rank up; a king has no
following card, and any card whose follower cannot be played is a stop.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from ..cards import Card, Rank, full_pack

_PACK = full_pack()
_NEXT: dict[Card, Card | None] = {c: None if c.rank == Rank.KING else _PACK[c.index + 1] for c in _PACK}
_PREV: dict[Card, Card | None] = {c: None if c.rank == Rank.ACE else _PACK[c.index - 1] for c in _PACK}
_ORDER: dict[Card, int] = {c: i for i, c in enumerate(_PACK)}


def successor(card: Card) -> Card | None:
    """The card that follows on, or None after a king."""
    return _NEXT[card]


def predecessor(card: Card) -> Card | None:
    """The card this one follows, or None for an ace (only a lead can play an ace)."""
    return _PREV[card]


def by_suit_and_rank(cards: Iterable[Card]) -> list[Card]:
    """A stable order for hands and legal actions: clubs, diamonds, hearts, spades; ace to king."""
    return sorted(cards, key=_ORDER.__getitem__)


def is_stop(card: Card, gone: Collection[Card]) -> bool:
    """True when nothing can follow ``card``: a king, or its follower is out of play."""
    nxt = successor(card)
    return nxt is None or nxt in gone
